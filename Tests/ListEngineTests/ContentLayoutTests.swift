import Testing
@testable import ListEngine
import TestSupport

/// Content layouts checked by hand, style by style, in terminal columns (whole numbers, easy to
/// count) and in points; and the errors bad input gets.
@Suite struct ContentLayoutTests {
    let columns = TerminalTextMeasurer()
    let points = PointTextMeasurer()

    /// What a text block draws, line by line: leading text, ellipsis, trailing text.
    static func drawn(_ block: ListContentLayout.TextBlock, of text: String) -> [String] {
        block.lines.map { String(text[$0.leading]) + ($0.hasEllipsis ? "…" : "") + String(text[$0.trailing]) }
    }

    func terminal(_ style: ListContentConfiguration.Style, _ text: String, _ secondary: String = "",
                  accessory: ListContentConfiguration.Accessory = .none) -> ListContentConfiguration {
        var content = ListContentConfiguration(style: style, text: text, secondaryText: secondary, metrics: .terminal)
        content.accessory = accessory
        return content
    }

    // MARK: Each style

    /// Basic at 390 pt: a 20-pt image and a disclosure indicator in UIKit's 44-pt row.
    @Test func defaultStyleInPoints() throws {
        var content = ListContentConfiguration(text: "Settings", secondaryText: "not shown")
        content.image = Size(width: 20, height: 20)
        content.accessory = .disclosureIndicator
        let layout = try content.layout(fittingWidth: 390, measurer: points)
        #expect(layout.rowHeight == 44)
        #expect(layout.image == Rect(x: 16, y: 12, width: 20, height: 20))
        #expect(layout.text.frame == Rect(x: 52, y: 11, width: 68, height: 22))
        #expect(Self.drawn(layout.text, of: content.text) == ["Settings"])
        #expect(layout.secondaryText.lines.isEmpty)
        #expect(layout.accessory == Rect(x: 366, y: 15, width: 8, height: 13))
        #expect(layout.accessoryButton == nil)
        #expect(layout.contentRect == Rect(x: 16, y: 11, width: 342, height: 22))
        #expect(layout.editingControl == nil && layout.reorderControl == nil)
    }

    /// Subtitle: the secondary text a row below the text; a checkmark in the last column.
    @Test func subtitleStacks() throws {
        let content = terminal(.subtitle, "Title", "Detail text", accessory: .checkmark)
        let layout = try content.layout(fittingWidth: 30, measurer: columns)
        #expect(layout.rowHeight == 2)
        #expect(layout.text.frame == Rect(x: 1, y: 0, width: 5, height: 1))
        #expect(layout.secondaryText.frame == Rect(x: 1, y: 1, width: 11, height: 1))
        #expect(layout.accessory == Rect(x: 28, y: 0, width: 1, height: 1))
        // In points: 11 + 22 + 3 + 18 + 11.
        var inPoints = content
        inPoints.metrics = .standard
        let tall = try inPoints.layout(fittingWidth: 390, measurer: points)
        #expect(tall.rowHeight == 65)
        #expect(tall.text.frame.minY == 11 && tall.secondaryText.frame == Rect(x: 16, y: 36, width: 93.5, height: 18))
        #expect(tall.accessory == Rect(x: 360, y: 26, width: 14, height: 13))
    }

    /// Right Detail: side by side when both fit; in a thin row the secondary text is truncated
    /// first; a long text wraps beside a short value, which keeps its width.
    @Test func value1GivesWayToTheText() throws {
        var wifi = terminal(.value1, "Wi-Fi", "Home Network", accessory: .disclosureIndicator)
        wifi.secondaryTextProperties.numberOfLines = 1
        let wide = try wifi.layout(fittingWidth: 30, measurer: columns)
        #expect(wide.text.frame == Rect(x: 1, y: 0, width: 5, height: 1))
        #expect(wide.secondaryText.frame == Rect(x: 15, y: 0, width: 12, height: 1))
        #expect(wide.secondaryText.alignment == .trailing)
        #expect(wide.accessory == Rect(x: 28, y: 0, width: 1, height: 1))

        // 16 columns: 12 between the margins and the chevron, 11 beside the gap. The text
        // keeps its 5, the secondary text gets 6.
        let thin = try wifi.layout(fittingWidth: 16, measurer: columns)
        #expect(Self.drawn(thin.text, of: wifi.text) == ["Wi-Fi"])
        #expect(Self.drawn(thin.secondaryText, of: wifi.secondaryText) == ["Home …"])
        #expect(thin.secondaryText.frame == Rect(x: 7, y: 0, width: 6, height: 1))

        // A text wider than the row: the value keeps its natural width (less than a third of
        // the room), the text wraps beside it and the value is centred on it.
        let long = terminal(.value1, "Bluetooth Accessories Settings", "On")
        let wrapped = try long.layout(fittingWidth: 20, measurer: columns)
        #expect(Self.drawn(wrapped.text, of: long.text) == ["Bluetooth", "Accessories", "Settings"])
        #expect(wrapped.rowHeight == 3)
        #expect(wrapped.secondaryText.frame == Rect(x: 17, y: 1, width: 2, height: 1))

        // A long value beside a long text keeps a third of the room: 15 → 5.
        var both = terminal(.value1, "Bluetooth Accessories", "Connected to two devices")
        both.secondaryTextProperties.numberOfLines = 1
        let shared = try both.layout(fittingWidth: 18, measurer: columns)
        #expect(Self.drawn(shared.secondaryText, of: both.secondaryText) == ["Conn…"])
        #expect(shared.secondaryText.frame == Rect(x: 12, y: 1, width: 5, height: 1))
        #expect(Self.drawn(shared.text, of: both.text) == ["Bluetooth", "Accessorie", "s"])
    }

    /// Left Detail: the text right-aligned in a 10-column column, the secondary text after it.
    @Test func value2HasALeftColumn() throws {
        var content = terminal(.value2, "mobile", "010-1234-5678")
        content.image = Size(width: 2, height: 1)
        let layout = try content.layout(fittingWidth: 40, measurer: columns)
        #expect(layout.image == nil)
        #expect(layout.text.frame == Rect(x: 5, y: 0, width: 6, height: 1))
        #expect(layout.text.alignment == .trailing)
        #expect(layout.secondaryText.frame == Rect(x: 12, y: 0, width: 13, height: 1))
        // A thin row halves the room: 14 columns, 1 for the gap, 6 for the column.
        let thin = try content.layout(fittingWidth: 16, measurer: columns)
        #expect(thin.text.frame.maxX == 7 && Self.drawn(thin.text, of: content.text) == ["mobile"])
        #expect(thin.secondaryText.frame.minX == 8)
        #expect(Self.drawn(thin.secondaryText, of: content.secondaryText) == ["010-123", "4-5678"])
        // Top-aligned: the text's one line beside the secondary text's two.
        #expect(thin.text.frame.minY == 0 && thin.rowHeight == 2)
    }

    /// Custom: the content rect is the room between the controls, as tall as asked.
    @Test func customLeavesRoom() throws {
        var content = terminal(.custom(height: 3), "ignored")
        content.isEditing = true
        content.editingControl = .delete
        content.showsReorderControl = true
        let layout = try content.layout(fittingWidth: 20, measurer: columns)
        #expect(layout.rowHeight == 3)
        #expect(layout.editingControl == Rect(x: 1, y: 1, width: 1, height: 1))
        #expect(layout.reorderControl == Rect(x: 18, y: 1, width: 1, height: 1))
        #expect(layout.contentRect == Rect(x: 3, y: 0, width: 14, height: 3))
        #expect(layout.text.lines.isEmpty && layout.secondaryText.lines.isEmpty)
    }

    // MARK: Editing

    /// Editing in points: the delete control at the leading margin, the reorder control at the
    /// trailing one; the accessory gives way to the editing accessory (none), and comes back.
    @Test func editingControlsReplaceTheAccessory() throws {
        var content = ListContentConfiguration(style: .subtitle, text: "Groceries", secondaryText: "12 items")
        content.accessory = .disclosureIndicator
        content.editingControl = .delete
        content.showsReorderControl = true
        let resting = try content.layout(fittingWidth: 390, measurer: points)
        #expect(resting.editingControl == nil && resting.reorderControl == nil)
        #expect(resting.text.frame.minX == 16 && resting.accessory != nil)

        content.isEditing = true
        let editing = try content.layout(fittingWidth: 390, measurer: points)
        let y = ((editing.rowHeight - 24) / 2).rounded(.down)
        #expect(editing.editingControl == Rect(x: 16, y: y, width: 24, height: 24))
        #expect(editing.reorderControl == Rect(x: 350, y: y, width: 24, height: 24))
        #expect(editing.accessory == nil)
        #expect(editing.text.frame.minX == 48 && editing.contentRect.maxX == 342)

        content.editingAccessory = .detailDisclosureButton
        let detail = try content.layout(fittingWidth: 390, measurer: points)
        // 22 + 8 + 8 wide, ending 8 before the reorder control; the button is its first 22.
        #expect(detail.accessory == Rect(x: 304, y: 21, width: 38, height: 22))
        #expect(detail.accessoryButton == Rect(x: 304, y: 21, width: 22, height: 22))
    }

    // MARK: Truncation and thin rows

    /// One line truncated at its head, middle or tail.
    @Test func oneLineTruncation() throws {
        var content = terminal(.default, "abcdefghijklmnopqrstuvwxyz")
        content.textProperties.numberOfLines = 1
        for (truncation, expected) in [(TextTruncation.tail, "abcdefghi…"), (.middle, "abcd…vwxyz"), (.head, "…rstuvwxyz")] {
            content.textProperties.truncation = truncation
            let layout = try content.layout(fittingWidth: 12, measurer: columns)
            #expect(Self.drawn(layout.text, of: content.text) == [expected], "\(truncation)")
            #expect(layout.text.frame.width == 10)
        }
        // Two lines: wrapped, the last truncated at its tail whatever the mode.
        content.textProperties.numberOfLines = 2
        let two = try content.layout(fittingWidth: 12, measurer: columns)
        #expect(Self.drawn(two.text, of: content.text) == ["abcdefghij", "klmnopqrs…"])
    }

    /// Parts that do not fit are left out, in order: the reorder control and the accessory lose
    /// to the editing control; an image wider than what is left is scaled down.
    @Test func thinRowsLeavePartsOut() throws {
        var content = terminal(.subtitle, "a", "b", accessory: .switch(isOn: true))
        content.isEditing = true
        content.editingControl = .insert
        content.showsReorderControl = true
        content.editingAccessory = .switch(isOn: false)
        let three = try content.layout(fittingWidth: 3, measurer: columns)
        #expect(three.editingControl == Rect(x: 1, y: 0, width: 1, height: 1))
        #expect(three.reorderControl == nil && three.accessory == nil)
        #expect(three.text.lines.count == 1 && three.text.lines[0].width == 0)

        let nothing = try content.layout(fittingWidth: 0, measurer: columns)
        #expect(nothing.editingControl == nil && nothing.rowHeight == 2)

        var pictured = terminal(.default, "x")
        pictured.image = Size(width: 4, height: 2)
        let scaled = try pictured.layout(fittingWidth: 4, measurer: columns)
        #expect(scaled.image == Rect(x: 1, y: 0, width: 2, height: 1))
        #expect(scaled.text.frame.minX == 3 && scaled.text.lines[0].isTruncated)
    }

    /// Text that fits gives lines that are the text; an empty text gives none.
    @Test func emptyTexts() throws {
        let layout = try terminal(.subtitle, "", "only the detail").layout(fittingWidth: 30, measurer: columns)
        #expect(layout.text.lines.isEmpty && layout.text.frame.height == 0)
        #expect(layout.secondaryText.frame == Rect(x: 1, y: 0, width: 15, height: 1))
        #expect(layout.rowHeight == 1)
        let empty = try ListContentConfiguration().layout(fittingWidth: 390, measurer: points)
        #expect(empty.rowHeight == 44)
    }

    // MARK: Bad input

    @Test func badInputThrowsAClearError() {
        let content = terminal(.value1, "a", "b")
        for width in [-1, .nan, .infinity] {
            let error = #expect(throws: ListContentError.self) { try content.layout(fittingWidth: width, measurer: columns) }
            #expect(error?.description.hasPrefix("invalid row width") == true, "\(width)")
        }
        var lines = content
        lines.secondaryTextProperties.numberOfLines = -1
        #expect(throws: ListContentError.invalidNumberOfLines("secondary text", -1)) {
            try lines.layout(fittingWidth: 10, measurer: columns)
        }
        var margin = content
        margin.metrics.margins.left = -2
        #expect(throws: ListContentError.invalidMeasurement("metrics.margins.left", -2)) {
            try margin.layout(fittingWidth: 10, measurer: columns)
        }
        var image = content
        image.image = Size(width: 3, height: .infinity)
        #expect(throws: ListContentError.invalidMeasurement("image.height", .infinity)) {
            try image.layout(fittingWidth: 10, measurer: columns)
        }
        var custom = content
        custom.editingAccessory = .custom(Size(width: 1e9, height: 1))
        #expect(throws: ListContentError.invalidMeasurement("editingAccessory.width", 1e9)) {
            try custom.validate()
        }
        var tall = content
        tall.style = .custom(height: -1)
        #expect(throws: ListContentError.invalidMeasurement("style height", -1)) { try tall.validate() }
        #expect(ListContentError.invalidMeasurement("image.height", .infinity).description
                == "invalid image.height inf: it must be finite, ≥ 0 and ≤ 16777216")
        #expect(ListContentError.invalidNumberOfLines("text", -3).description.contains("0 for as many as it takes"))
    }
}
