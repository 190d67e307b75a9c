import Testing
import ListEngine
import ListTerminal
import TerminalScreen
import TestSupport

/// Screens checked as text: against what the engine says is visible (every style and layout,
/// random positions), and a few whole screens as they should look.
@Suite struct ScreenTests {
    static let measurer = TerminalTextMeasurer()

    /// What the engine says a row shows on its first line: its text laid out at its width
    /// (truncated with an ellipsis by display width), at the column the layout gives.
    static func expectRowsAsTheEngineLaysThemOut(_ session: ListSession, _ canvas: Canvas,
                                                 sourceLocation: SourceLocation = #_sourceLocation) {
        let list = session.list
        let top = list.contentOffset.y
        for case let cell as ListContentCell<TerminalTextMeasurer> in list.visibleCells {
            guard let path = cell.indexPath, let content = cell.contentConfiguration,
                  let layout = try? cell.contentLayout(fittingWidth: cell.frame.width), let line = layout.text.lines.first else { continue }
            let y = cell.frame.minY - top
            // Rows under the pinned header, or cut by the viewport's edges, are partly hidden.
            let header = list.style == .plain ? (list.headerFrame(inSection: path.section).map { $0.maxY - top } ?? 0) : 0
            guard y >= header, cell.frame.maxY - top <= list.viewportSize.height else { continue }
            let column = Int(cell.frame.minX + layout.text.lineFrame(at: 0).minX)
            let text = line.shown(in: content.text)
            let row = canvas.text(ofRow: Int(y))
            let shown = String(row.prefix(while: { _ in true }))
            #expect(Self.substring(of: shown, fromColumn: column, columns: Int(measurer.width(ofText: text))) == text,
                    "row \(path) at line \(Int(y))", sourceLocation: sourceLocation)
        }
    }

    /// The characters of `row` from display column `column`, `columns` wide.
    static func substring(of row: String, fromColumn column: Int, columns: Int) -> String {
        var result = ""
        var x = 0
        for character in row {
            let width = measurer.columns(of: character)
            if x >= column, x + width <= column + columns { result.append(character) }
            x += width
        }
        return result
    }

    static let styles: [TableStyle] = [.plain, .grouped, .insetGrouped]

    @Test(arguments: 0..<12)
    func rowsHeadersAndTheIndexAreWhereTheEngineSays(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        // Grouped by letter (a stable sort), so that letter sections are the file's order.
        let words = ListModelTests.words(seed: UInt64(seed), count: 400).enumerated()
            .sorted { (ListModelTests.referenceLetter($0.element), $0.offset) < (ListModelTests.referenceLetter($1.element), $1.offset) }
            .map { $0.element + " 안녕하세요 세계 and a long tail of text" }
        var appearance = ListAppearance()
        appearance.style = Self.styles[seed % 3]
        appearance.cellStyle = [.default, .subtitle, .value1, .value2][random.below(4)]
        appearance.truncation = [.head, .middle, .tail][random.below(3)]
        appearance.accessory = [.none, .checkmark, .detailButton][random.below(3)]
        let model = ListModel(store: .records(words.map { Record(text: $0, secondaryText: "detail \($0.count)") }),
                              sectioning: .letter)
        let columns = 20 + random.below(80)
        let session = try ListSession(model: model, appearance: appearance, name: "words", columns: columns, rows: 5 + random.below(30))
        session.showsTimings = false
        for _ in 0..<10 {
            try session.scroll(toOffset: Double(random.below(Int(session.list.contentSize.height))))
            let canvas = session.canvas
            Self.expectRowsAsTheEngineLaysThemOut(session, canvas)
            let list = session.list
            if appearance.style == .plain {
                // The pinned header names the section of the row at the top.
                let top = list.contentOffset.y
                if let section = list.visibleSections.first, let header = list.headerFrame(inSection: section),
                   header.minY - top < 1, top > 0 {
                    #expect(canvas.text(ofRow: 0).hasPrefix(" " + (list.headerTitle(inSection: section) ?? "")))
                }
                // The index strip, centred at the right edge.
                let entries = ListScreenRenderer.indexStripEntries(list.sectionIndexTitles, height: session.rows - 1)
                let first = (session.rows - 1 - entries.count) / 2
                for (offset, entry) in entries.enumerated() {
                    #expect(Self.substring(of: canvas.text(ofRow: first + offset), fromColumn: columns - 1, columns: 1) == entry)
                }
            } else {
                #expect(list.sectionIndexTitles.isEmpty)   // grouped lists have no index
            }
            // Every line is exactly as wide as the terminal.
            for row in 0..<canvas.rows { #expect(Int(Self.measurer.width(ofText: canvas.text(ofRow: row))) == columns) }
        }
    }

    @Test(arguments: [ListAppearance.Layout.grid, .flow, .masonry])
    func tilesShowTheirItemsWhereTheEngineLaysThemOut(layout: ListAppearance.Layout) throws {
        var appearance = ListAppearance()
        appearance.layout = layout
        let session = try ListSession(model: ListModel(store: .dataSet(rows: 10_000), sectioning: .letter),
                                      appearance: appearance, name: "data set", columns: 70, rows: 20)
        var random = SeededGenerator(seed: 7)
        for _ in 0..<10 {
            try session.scroll(toOffset: Double(random.below(Int(session.list.contentSize.height))))
            let canvas = session.canvas
            let top = session.list.contentOffset.y
            for cell in session.list.visibleCells {
                guard let path = cell.indexPath, cell.frame.minY >= top, cell.frame.maxY <= top + session.list.viewportSize.height,
                      let record = session.presenter.model.record(at: path) else { continue }
                let row = canvas.text(ofRow: Int(cell.frame.minY - top) + 1)
                let left = Int(cell.frame.minX.rounded())
                #expect(Self.substring(of: row, fromColumn: left, columns: 1) == "│")
                #expect(Self.substring(of: row, fromColumn: left + 2, columns: Int(Self.measurer.width(ofText: record.text))) == record.text)
            }
        }
    }

    @Test func koreanTruncatesByDisplayWidthInAnInsetGroup() throws {
        let records = [Record(text: "서울", secondaryText: "대한민국의 수도, 인구 약 940만 명", sectionKey: "대한민국"),
                       Record(text: "부산", secondaryText: "항구 도시", sectionKey: "대한민국"),
                       Record(text: "東京", secondaryText: "日本の首都", sectionKey: "日本")]
        var appearance = ListAppearance()
        appearance.style = .insetGrouped
        appearance.cellStyle = .value1
        let session = try ListSession(model: ListModel(store: .records(records), sectioning: .key), appearance: appearance,
                                      name: "cities", columns: 40, rows: 10)
        session.showsTimings = false
        #expect(session.canvas.plainText == """
                대한민국
             ╭────────────────────────────────────╮
             │▌서울 대한민국의 수도, 인구 약 940… │
             │ 부산                     항구 도시 │
             ╰────────────────────────────────────╯
                日本
             ╭────────────────────────────────────╮
             │ 東京                    日本の首都 │
             ╰────────────────────────────────────╯
             cities · Row 1 of 3 · 대한민국
            """)
    }

    /// A line's tabs, controls and escape sequences show as a row on one line — tabs expanded,
    /// controls as symbols — and a message quoting the row shows them the same way.
    @Test func controlCharactersShowAsSymbolsAndTabsExpand() throws {
        let lines = ["a\tb", "x\ry\u{0B}z\u{0C}", "\u{1B}]0;title\u{7}\u{1B}[2J", "del\u{7F} c1\u{85}"]
        let session = try ListSession(model: ListModel(store: .records(lines.map { Record(text: $0) }), sectioning: .none),
                                      appearance: ListAppearance(), name: "tab\tname\u{1B}", columns: 40, rows: 6)
        session.showsTimings = false
        #expect(session.screenLines.map { $0.trimmingCharacters() } == [
            "▌a       b",
            " x␍y␋z␌",
            " ␛]0;title␇␛[2J",
            " del␡ c1<U+0085>",
            "",
            " tab     name␛ · Row 1 of 4",
        ])
        _ = session.handle(.down, at: 1)
        _ = session.handle(.enter, at: 2)
        #expect(session.statusLine.left == "Selected “x␍y␋z␌”")
    }

    @Test func aPlainListPinsItsHeaderAndCollapsesALongIndex() throws {
        let session = try ListSession(model: ListModel(store: .dataSet(rows: 1_000_000), sectioning: .letter),
                                      appearance: ListAppearance(), name: "data set", columns: 40, rows: 8)
        session.showsTimings = false
        try session.scroll(toGlobalRow: 500_000)
        #expect(session.canvas.plainText == """
             M                                     A
            ▌Row 500,000                    44 pt  •
             Row 500,001                    84 pt  I
             Row 500,002                    74 pt  •
             Row 500,003                    64 pt  Q
             Row 500,004                    54 pt  •
             Row 500,005                    44 pt  Z
             data set · Row 500,001 of 1,000,000 ·…
            """)
    }
}
