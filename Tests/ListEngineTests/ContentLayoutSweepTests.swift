import Testing
@testable import ListEngine
import TestSupport

/// Every style × accessory × editing state laid out at widths 100…1000 pt (and 20…200
/// terminal columns): parts never overlap, all lie inside the row, text is never wider than its
/// frame, what should show shows, and terminal layouts stay on whole columns and rows.
@Suite struct ContentLayoutSweepTests {
    typealias Content = ListContentConfiguration

    static let accessories: [Content.Accessory] = [
        .none, .disclosureIndicator, .detailButton, .detailDisclosureButton, .checkmark,
        .switch(isOn: true), .switch(isOn: false), .custom(Size(width: 3, height: 2)),
    ]

    /// An editing state: whether editing, the leading control, the reorder control, the
    /// editing accessory.
    struct Editing: CustomStringConvertible {
        var isEditing: Bool
        var control: ListCell.EditingStyle
        var reorder: Bool
        var accessory: Content.Accessory
        var description: String { isEditing ? "editing \(control), reorder \(reorder), \(accessory)" : "not editing" }
    }

    static let editingStates: [Editing] = [
        Editing(isEditing: false, control: .delete, reorder: true, accessory: .checkmark),
        Editing(isEditing: true, control: .delete, reorder: false, accessory: .none),
        Editing(isEditing: true, control: .insert, reorder: true, accessory: .none),
        Editing(isEditing: true, control: .none, reorder: true, accessory: .detailDisclosureButton),
        Editing(isEditing: true, control: .delete, reorder: true, accessory: .switch(isOn: true)),
    ]

    /// Texts short and long, Latin, Korean and mixed, with line breaks and empty.
    static let texts = [
        "Wi-Fi", "General", "", "A rather long title that wraps in every thin table",
        "안녕하세요 세계", "서울특별시 종로구 세종대로 209 정부서울청사", "Seoul 서울 🇰🇷 café naïve 中文 👨‍👩‍👧",
        "first line\nsecond line", "😀😀😀😀😀😀😀😀😀😀😀😀",
    ]

    static func styles(customHeight: Double) -> [Content.Style] {
        [.default, .subtitle, .value1, .value2, .custom(height: customHeight)]
    }

    /// Configurations of every style × accessory × editing state, the texts, images and line
    /// counts varying with `seed`.
    static func configurations(metrics: ListContentMetrics, customHeight: Double, image: Size,
                               seed: Int) -> [Content] {
        var rng = SeededGenerator(seed: UInt64(31_000 + seed))
        var result: [Content] = []
        for style in styles(customHeight: customHeight) {
            for accessory in accessories {
                for editing in editingStates {
                    var content = Content(style: style, text: texts[rng.below(texts.count)],
                                          secondaryText: texts[rng.below(texts.count)], metrics: metrics)
                    content.image = rng.below(2) == 0 ? image : nil
                    content.accessory = accessory
                    content.isEditing = editing.isEditing
                    content.editingControl = editing.control
                    content.showsReorderControl = editing.reorder
                    content.editingAccessory = editing.accessory
                    content.textProperties = Content.TextProperties(numberOfLines: [0, 1, 2][rng.below(3)],
                                                                    truncation: [.head, .middle, .tail][rng.below(3)])
                    content.secondaryTextProperties.numberOfLines = [0, 1, 3][rng.below(3)]
                    result.append(content)
                }
            }
        }
        return result
    }

    @Test(arguments: 0..<4)
    func pointWidths(seed: Int) throws {
        var metrics = ListContentMetrics.standard
        metrics.value2TextColumnWidth = 90
        let contents = Self.configurations(metrics: metrics, customHeight: 30, image: Size(width: 40, height: 40), seed: seed)
        let measurer = PointTextMeasurer()
        for width in stride(from: 100.0 + Double(seed), through: 1000, by: 13) {
            for content in contents {
                try Self.check(content, width: width, measurer: measurer, wholeUnits: false, roomyFrom: 200, textRoom: 60)
            }
        }
    }

    @Test(arguments: 0..<2)
    func terminalWidths(seed: Int) throws {
        let contents = Self.configurations(metrics: .terminal, customHeight: 2, image: Size(width: 2, height: 1), seed: seed)
        let measurer = TerminalTextMeasurer()
        for width in 20...200 {
            for content in contents {
                try Self.check(content, width: Double(width), measurer: measurer, wholeUnits: true, roomyFrom: 20, textRoom: 8)
            }
        }
    }

    /// The invariants of one layout. From `roomyFrom` on, every part that should show shows, and
    /// the text shows something when `textRoom` is left for it.
    static func check<M: TextMeasurer>(_ content: Content, width: Double, measurer: M, wholeUnits: Bool,
                                       roomyFrom roomy: Double, textRoom: Double) throws {
        let layout = try content.layout(fittingWidth: width, measurer: measurer)
        let context = "\(content.style), \(content.currentAccessory), editing \(content.isEditing), width \(width): \(content.text.debugDescription) / \(content.secondaryText.debugDescription)"
        let row = Rect(x: 0, y: 0, width: width, height: layout.rowHeight)
        #expect(layout.rowHeight >= content.metrics.minimumRowHeight, "\(context)")

        let parts: [(String, Rect)] = [
            ("image", layout.image), ("text", layout.text.frame), ("secondary", layout.secondaryText.frame),
            ("accessory", layout.accessory), ("editing", layout.editingControl), ("reorder", layout.reorderControl),
        ].compactMap { name, rect in rect.map { (name, $0) } }
        for (name, rect) in parts + [("content", layout.contentRect)] {
            #expect(inside(rect, row), "\(name) \(rect) outside the row \(row): \(context)")
            if wholeUnits {
                #expect([rect.minX, rect.minY, rect.width, rect.height].allSatisfy { $0 == $0.rounded() },
                        "\(name) \(rect) not on whole columns and rows: \(context)")
            }
        }
        for i in parts.indices {
            for j in parts.indices where j > i {
                #expect(!parts[i].1.intersects(parts[j].1), "\(parts[i].0) \(parts[i].1) overlaps \(parts[j].0) \(parts[j].1): \(context)")
            }
        }
        // The controls lie outside the content rect; the image and texts inside it.
        for (name, rect) in parts {
            if ["accessory", "editing", "reorder"].contains(name) {
                #expect(!rect.intersects(layout.contentRect), "\(name) in the content rect: \(context)")
            } else {
                #expect(inside(rect, layout.contentRect), "\(name) \(rect) outside \(layout.contentRect): \(context)")
            }
        }
        if let button = layout.accessoryButton {
            #expect(inside(button, try #require(layout.accessory)), "\(context)")
        }
        #expect((layout.accessoryButton != nil) == (layout.accessory != nil && content.currentAccessory.hasButton), "\(context)")

        for (block, text, properties) in [(layout.text, content.text, content.textProperties),
                                          (layout.secondaryText, content.secondaryText, content.secondaryTextProperties)] {
            #expect(properties.numberOfLines == 0 || block.lines.count <= properties.numberOfLines, "\(context)")
            #expect(block.frame.height == Double(block.lines.count) * block.lineHeight, "\(context)")
            for index in block.lines.indices {
                let line = block.lines[index]
                #expect(line.width <= block.frame.width, "line wider than its frame: \(context)")
                #expect(inside(block.lineFrame(at: index), block.frame), "\(context)")
                TextLayoutTests.checkInvariants(line, of: text[...], width: block.frame.width, measurer, context)
            }
        }
        switch content.style {
        case .default, .custom: #expect(layout.secondaryText.lines.isEmpty, "\(context)")
        case .subtitle, .value1, .value2: break
        }
        if case .custom = content.style { #expect(layout.text.lines.isEmpty, "\(context)") }

        guard width >= roomy else { return }
        let editing = content.isEditing
        #expect((layout.editingControl != nil) == (editing && content.editingControl != .none), "\(context)")
        #expect((layout.reorderControl != nil) == (editing && content.showsReorderControl), "\(context)")
        #expect((layout.accessory != nil) == (content.currentAccessory != .none), "\(context)")
        #expect((layout.image != nil) == (content.image != nil && content.style.showsImage), "\(context)")
        // Room for the widest cluster and an ellipsis in any column: the text shows something.
        let textMinX = layout.image.map { $0.maxX + content.metrics.imageToTextSpacing } ?? layout.contentRect.minX
        let showsText = if case .custom = content.style { false } else { true }
        if !content.text.isEmpty, showsText, layout.contentRect.maxX - textMinX >= textRoom {
            #expect(!layout.text.lines.isEmpty && layout.text.lines[0].width > 0, "\(context)")
        }
    }

    static func inside(_ rect: Rect, _ outer: Rect) -> Bool {
        rect.width >= 0 && rect.height >= 0 && rect.minX >= outer.minX && rect.minY >= outer.minY
            && rect.maxX <= outer.maxX && rect.maxY <= outer.maxY
    }
}
