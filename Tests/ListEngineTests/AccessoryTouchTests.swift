import Testing
@testable import ListEngine
import TestSupport

/// A touch on a row's detail button is the accessory's own action: no highlight, no selection,
/// `accessoryButtonTappedForRowWith` on touch up; a move or a scroll cancels it.
@Suite struct AccessoryTouchTests {
    /// A cell with a 44×44 detail button at its trailing edge.
    final class DetailCell: ListCell {
        override func detailButtonFrame(in size: Size) -> Rect? {
            Rect(x: size.width - 44, y: 0, width: 44, height: size.height)
        }
        override var hasTrailingAccessory: Bool { true }
    }

    final class Recorder: ListDelegate {
        var events: [String] = []
        func listView(_ listView: ListView, didHighlightRowAt indexPath: ListIndexPath) { events.append("didHighlight \(indexPath.row)") }
        func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) { events.append("didSelect \(indexPath.row)") }
        func listView(_ listView: ListView, accessoryButtonTappedForRowWith indexPath: ListIndexPath) {
            events.append("accessory \(indexPath.row)")
        }
    }

    @Test func theDetailButtonIsItsOwnAction() throws {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 100)])
        let list = try makeList(source, viewport: Size(width: 320, height: 440))
        list.register(DetailCell.self, forCellReuseIdentifier: source.identifier)
        try list.reloadData()
        let recorder = Recorder()
        list.delegate = recorder
        list.layout()
        // Row 2's detail button (x ≥ 276), then its body.
        #expect(list.touchDown(at: Point(x: 300, y: 2 * 44 + 10)) == nil)
        #expect(list.indexPathForHighlightedRow == nil)
        #expect(list.touchUp() == nil)
        #expect(list.indexPathsForSelectedRows.isEmpty)
        #expect(recorder.events == ["accessory 2"])
        recorder.events.removeAll()
        list.touchDown(at: Point(x: 100, y: 2 * 44 + 10))
        list.touchUp()
        #expect(recorder.events == ["didHighlight 2", "didSelect 2"])
        // A move beyond the slop, or a scroll, cancels the accessory's touch.
        recorder.events.removeAll()
        list.touchDown(at: Point(x: 300, y: 4 * 44 + 10))
        list.touchMoved(to: Point(x: 300, y: 4 * 44 + 40))
        #expect(list.touchUp() == nil)
        list.touchDown(at: Point(x: 300, y: 4 * 44 + 10))
        try list.setContentOffset(Point(x: 0, y: 20))
        #expect(list.touchUp() == nil)
        #expect(recorder.events.isEmpty)
        withExtendedLifetime(source) {}
    }
}

/// The guidelines' rules about the section index, as diagnostics.
@Suite struct IndexGuidelineTests {
    final class Indexed: ListDataSource {
        var accessories = true
        func numberOfSections(in listView: ListView) -> Int { 3 }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 20 }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            try listView.dequeueReusableCell(withIdentifier: accessories && indexPath.row == 3 ? "detail" : "plain", for: indexPath)
        }
        func sectionIndexTitles(for listView: ListView) -> [String]? { ["A", "B", "C"] }
    }

    @Test func anIndexBesideTrailingAccessoriesIsReportedOnceAReload() throws {
        let source = Indexed()
        let list = ListView(rowHeight: .fixed(44))
        list.register(AccessoryTouchTests.DetailCell.self, forCellReuseIdentifier: "detail")
        list.register(ListCell.self, forCellReuseIdentifier: "plain")
        list.dataSource = source
        try list.setViewportSize(Size(width: 320, height: 440))
        try list.reloadData()
        list.layout()
        #expect(list.lastDiagnostic == .indexBesideTrailingAccessories(ListIndexPath(row: 3, section: 0)))
        let count = list.diagnosticCount
        try list.scrollToRow(at: ListIndexPath(row: 3, section: 2), position: .top)
        list.layout()
        #expect(list.diagnosticCount == count, "once a reload")
        try list.reloadData()
        list.layout()
        #expect(list.diagnosticCount == count + 1)
        source.accessories = false
        try list.reloadData()
        try list.setContentOffset(.zero)
        list.layout()
        #expect(list.diagnosticCount == count + 1, "no accessories, nothing to report")
        #expect(list.sectionIndexTitles == ["A", "B", "C"])
    }
}

/// Content cells answer the touch and guideline hooks from their configuration and layout.
@Suite struct ContentCellInteractionTests {
    typealias Cell = ListContentCell<TerminalTextMeasurer>

    final class Rows: ListDataSource, ListDelegate {
        var index = false
        var tapped: [Int] = []
        func numberOfSections(in listView: ListView) -> Int { 1 }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 50 }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            let cell = try listView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! Cell
            var content = ListContentConfiguration(style: .subtitle, text: "제목 \(indexPath.row)", secondaryText: "detail", metrics: .terminal)
            content.accessory = .detailDisclosureButton
            cell.contentConfiguration = content
            return cell
        }
        func sectionIndexTitles(for listView: ListView) -> [String]? { index ? ["A"] : nil }
        func listView(_ listView: ListView, accessoryButtonTappedForRowWith indexPath: ListIndexPath) { tapped.append(indexPath.row) }
    }

    /// A 40×20 terminal list of `rows`' content cells, laid out.
    static func makeList(_ rows: Rows, rowHeight: RowHeight) throws -> ListView {
        try TestSupport.makeList(over: rows, cells: [("row", Cell.self)], rowHeight: rowHeight, viewport: Size(width: 40, height: 20),
                                 laysOut: true)
    }

    @Test func theDetailButtonOfAContentCellAndTheIndexRule() throws {
        let rows = Rows()
        let list = try Self.makeList(rows, rowHeight: .selfSizing(estimate: 1))
        let cell = try #require(list.cellForRow(at: ListIndexPath(row: 1, section: 0)) as? Cell)
        let button = try #require(cell.detailButtonFrame(in: cell.frame.size))
        let layout = try #require(try cell.contentLayout(fittingWidth: cell.frame.width))
        #expect(cell.frame.height == layout.rowHeight, "self-sized from the content layout")
        let onButton = Point(x: cell.frame.minX + button.minX, y: cell.frame.minY + button.minY - list.contentOffset.y)
        #expect(list.touchDown(at: onButton) == nil)
        list.touchUp()
        #expect(rows.tapped == [1] && list.indexPathsForSelectedRows.isEmpty)
        #expect(list.diagnosticCount == 0, "no index, nothing to report")
        rows.index = true
        try list.reloadData()
        list.layout()
        #expect(list.lastDiagnostic == .indexBesideTrailingAccessories(ListIndexPath(row: 0, section: 0)))
    }

    /// The list's editing mode reaches a content cell's layout: the delete control at the leading
    /// edge while editing, gone after.
    @Test func editingModeReachesTheContentLayout() throws {
        let rows = Rows()
        let list = try Self.makeList(rows, rowHeight: .fixed(2))
        let path = ListIndexPath(row: 2, section: 0)
        func control() throws -> Rect? {
            let cell = try #require(list.cellForRow(at: path) as? Cell)
            return try #require(try cell.contentLayout(fittingWidth: cell.frame.width)).editingControl
        }
        #expect(try control() == nil)
        list.setEditing(true)
        list.layout()
        let rect = try #require(try control())
        #expect(rect.minX <= 2, "at the leading edge")
        list.setEditing(false)
        list.layout()
        #expect(try control() == nil)
    }

    /// A table of self-sizing content rows measures them again at a new width (wrapped text
    /// takes other heights), keeping the first visible row where it was on screen.
    @Test func aNewWidthMeasuresSelfSizingRowsAgain() throws {
        final class Long: ListDataSource {
            func numberOfSections(in listView: ListView) -> Int { 1 }
            func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 500 }
            func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
                let cell = try listView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! Cell
                cell.contentConfiguration = ListContentConfiguration(
                    text: "row \(indexPath.row): 서울특별시 종로구 세종대로 a long title that wraps", metrics: .terminal)
                return cell
            }
        }
        let source = Long()
        let list = ListView(rowHeight: .selfSizing(estimate: 1))
        list.register(Cell.self, forCellReuseIdentifier: "row")
        list.dataSource = source
        try list.setViewportSize(Size(width: 80, height: 30))
        try list.reloadData()
        try list.scrollToRow(at: ListIndexPath(row: 200, section: 0), position: .top)
        list.layout()
        for width in [30.0, 120, 80] {
            let anchor = try #require(list.ranges.visible.first.flatMap { row in list.rectForRow(globalRow: row).map { (row, $0.minY - list.contentOffset.y) } })
            try list.setViewportSize(Size(width: width, height: 30))
            list.layout()
            for cell in list.visibleCells {
                let layout = try #require(try (cell as! Cell).contentLayout(fittingWidth: width))
                #expect(cell.frame.height == layout.rowHeight, "width \(width), row \(cell.indexPath!.row)")
            }
            let frame = try #require(list.rectForRow(globalRow: anchor.0))
            #expect(frame.minY - list.contentOffset.y == anchor.1, "width \(width): the first visible row stays")
        }
        withExtendedLifetime(source) {}
    }
}
