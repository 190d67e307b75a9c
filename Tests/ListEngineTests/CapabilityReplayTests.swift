import Testing
@testable import ListEngine
import TestSupport

/// Deterministic replays of divergences the randomized suites of the capabilities found, each
/// reduced to the fewest calls, each under `withKnownIssue` naming it until it is fixed.
@Suite struct CapabilityReplayTests {
    /// Three sections of 20 rows, 44 pt each, under headers of `header` pt, in a 390×440
    /// viewport, laid out.
    static func threeSections(header: Double = 0) throws -> (ListView, TestDataSource) {
        let source = TestDataSource(rows: Array(repeating: Array(repeating: 44, count: 20), count: 3), headers: Array(repeating: header, count: 3))
        let list = try makeList(source, viewport: Size(width: 390, height: 440))
        list.layout()
        return (list, source)
    }

    /// The ids of the elements the rule gives when no pass has run since the viewport changed:
    /// the rows with cells and their sections' headers (these have no footers).
    static func elementsOfTheRowsWithCells(_ list: ListView) -> [AccessibilityElement.ID] {
        let rows = list.rowsWithCells
        guard !rows.isEmpty else { return [] }
        let paths = rows.map { list.indexPath(forGlobalRow: $0)! }
        return (paths.first!.section...paths.last!.section).flatMap { s in
            [.header(section: s)] + paths.filter { $0.section == s }.map(AccessibilityElement.ID.row)
        }
    }

    /// The elements of a list scrolled far since its last pass: the rows with cells were still
    /// the ones at the top, the sections on screen the last, and making the elements of a
    /// section between them walked a range whose bounds were reversed — a trap. Asked after a
    /// scroll, the list lays out first, as UIKit's does: the elements are those of the current
    /// offset. (An exit test: a trap would end the process.)
    @Test func elementsAskedBetweenAScrollAndItsPassDoNotCrash() async {
        await #expect(processExitsWith: .success) {
            let (list, source) = try CapabilityReplayTests.threeSections()
            try list.setContentOffset(Point(x: 0, y: list.contentOffsetLimits.upperBound))
            let elements = list.accessibilityElements()
            withExtendedLifetime(source) {}
            #expect(elements.contains { $0.id == .row(ListIndexPath(row: 19, section: 2)) })
        }
    }

    /// The rule in full: after a scroll, the elements are those a pass at the current offset
    /// makes — the pass has run (the next shows no other row), and every row on screen and the
    /// headers of the sections on screen have elements.
    @Test func elementsAskedAfterAScrollAreThoseOfTheCurrentOffset() throws {
        let (list, source) = try Self.threeSections(header: 28)
        defer { withExtendedLifetime(source) {} }
        try list.setContentOffset(Point(x: 0, y: 1_000))
        let elements = list.accessibilityElements().map(\.id)
        let visible = list.indexPathsForVisibleRows
        #expect(list.contentOffset.y == 1_000 && visible.map { list.rectForRow(at: $0)! }.allSatisfy { $0.maxY > 1_000 && $0.minY < 1_440 })
        #expect(visible.allSatisfy { elements.contains(.row($0)) } && list.visibleSections.allSatisfy { elements.contains(.header(section: $0)) })
        let report = list.layout()
        #expect(report.appeared.isEmpty && report.disappeared.isEmpty && list.indexPathsForVisibleRows == visible)
    }

    /// Asked from a callback after a scroll, where no pass may run, the elements are those of
    /// the rows with cells (still those at the top) and their sections — not the sections on
    /// screen, which lie past them.
    @Test func elementsAskedFromACallbackAfterAScrollAreThoseOfTheRowsWithCells() throws {
        final class Listener: ListDelegate {
            var heard: [[AccessibilityElement.ID]] = []
            func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { 28 }
            func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) {
                heard.append(listView.accessibilityElements().map(\.id))
            }
        }
        let source = TestDataSource(rows: Array(repeating: Array(repeating: 44, count: 20), count: 3))
        let listener = Listener()
        let list = try makeList(over: source, cells: [(source.identifier, TestCell.self)], delegate: listener, rowHeight: .fixed(44),
                                viewport: Size(width: 390, height: 440))
        list.layout()
        try list.setContentOffset(Point(x: 0, y: list.contentOffsetLimits.upperBound))
        let expected = Self.elementsOfTheRowsWithCells(list)
        #expect(list.touchDown(at: Point(x: 10, y: 420)) != nil)
        #expect(list.touchUp() == ListIndexPath(row: 19, section: 2))
        #expect(listener.heard == [expected] && !expected.contains(.header(section: 2)))
        // Out of the callback, the list lays out first.
        #expect(list.accessibilityElements().contains { $0.id == .row(ListIndexPath(row: 19, section: 2)) })
    }

    /// A taller viewport shows rows and sections the last pass gave no cells, with no scroll to
    /// lay out for: the elements are those of the rows with cells and their sections until the
    /// pass (the sections on screen reached past them: the same reversed range, a trap).
    @Test func elementsAskedAfterTheViewportGrewAreThoseOfTheRowsWithCells() throws {
        let (list, source) = try Self.threeSections(header: 28)
        defer { withExtendedLifetime(source) {} }
        _ = try list.setViewportSize(Size(width: 390, height: 2_000))
        #expect(list.accessibilityElements().map(\.id) == Self.elementsOfTheRowsWithCells(list))
        list.layout()
        #expect(list.accessibilityElements().map(\.id).suffix(2) == [.row(ListIndexPath(row: 18, section: 2)), .row(ListIndexPath(row: 19, section: 2))])
    }

    /// A page move of the keyboard focus in a flow whose cells are still those of another place
    /// (scrolled back to the top and made wider since the last pass): the move lays out the
    /// flow's last lines to find its page, and a cell of one of them kept the estimated frame
    /// it had — drawn where its item is not. Laying lines out for a move moves the cells with
    /// them, as laying them out through a row does.
    @Test func aPageMoveInAFlowLaysItsCellsOutWithItsLines() throws {
        let source = FlowPlaceTests.Source(counts: [8, 8, 8], size: Size(width: 100, height: 60), header: 20)
        let list = try FlowPlaceTests.makeList(source, viewport: Size(width: 320, height: 400))
        #expect(try list.focusRow(at: ListIndexPath(row: 6, section: 0)))
        list.layout()
        try list.setContentOffset(Point(x: 0, y: list.contentOffsetLimits.upperBound / 2))
        for _ in 0..<3 { list.layout() }
        try list.setContentOffset(Point(x: 0, y: 0))
        _ = try list.setViewportSize(Size(width: 341, height: 400))
        #expect(try list.moveFocus(.pageDown) != nil)
        for (g, cell) in zip(list.rowsWithCells, list.cellsWithRows) {
            #expect(cell.frame == list.rectForRow(globalRow: g), "row \(g)'s cell at \(cell.frame), the row at \(list.rectForRow(globalRow: g)!)")
        }
        list._checkInvariants()
    }

    /// A selected row whose page is evicted, back on screen as a placeholder before its page
    /// loads again: the selection names rows, whatever shows them, so the placeholder shows it
    /// selected (UIKit keeps a selection by index path whatever the content), and the list's
    /// own consistency check, which traps on a cell that disagrees with the selection, holds.
    @Test func aSelectedRowWhosePageIsEvictedKeepsItsCellSelected() throws {
        let (list, source, pager) = try PagingTests.makeList(rows: 1_000, configuration: PagingTests.simulated(pageSize: 5, distance: 5, maxPages: 6))
        defer { withExtendedLifetime(source) {} }
        for _ in 0..<10 { list.layout() }
        let row = ListIndexPath(row: 2, section: 0)
        try list.selectRow(at: row)
        for y in [20_000.0, 40_000] {
            try list.setContentOffset(Point(x: 0, y: y))
            for _ in 0..<10 { list.layout() }
        }
        try #require(!pager.isLoaded(row: 2) && list.indexPathsForSelectedRows == [row])
        try list.setContentOffset(Point(x: 0, y: 0))
        list.layout()
        let cell = try #require(list.cellForRow(at: row))
        #expect(cell.contentState == .placeholder && cell.isSelected)
        #expect(list.accessibilityElement(.row(row))?.traits.isSuperset(of: [.selected, .placeholder]) == true)
        list._checkInvariants()
        // Its page back, the row's own cell shows it; let go, so does no cell.
        for _ in 0..<100 where !pager.isLoaded(row: 2) { list.layout() }
        #expect(list.cellForRow(at: row).map { $0.contentState != .placeholder && $0.isSelected } == true)
        list.deselectRow(at: row)
        #expect(list.cellForRow(at: row)?.isSelected == false)
        list._checkInvariants()
    }

    /// A pass that keeps the place after an animated scroll left an offset with bits down to
    /// its last place: the first visible row's top moves past a power of two (8,192), where
    /// its coordinate keeps one bit fewer than the distance needs, so no offset puts it at
    /// that distance to the last bit. It is as near as an offset can put it: half the top's
    /// last place (9e-13 pt), where it is exact below the power of two.
    @Test func aKeptRowWhoseTopCrossesAPowerOfTwoIsAsNearAsAnOffsetPutsIt() throws {
        let source = TestDataSource(rows: [Array(repeating: 20, count: 1_000)])
        let list = try makeList(source, viewport: Size(width: 390, height: 440))
        list.layout()
        // 8,175.25 and an odd number of last places (2⁻⁴⁰ between 4,096 and 8,192).
        let offset = 8_175.25 + 12_345 * 0x1p-40
        try list.setContentOffset(Point(x: 0, y: offset))
        list.layout()
        let row = ListIndexPath(row: 408, section: 0)
        let screenY = try #require(list.rectForRow(at: row)).minY - list.contentOffset.y
        #expect(list.indexPathsForVisibleRows.first == row && screenY == 8_160 - offset)
        // Rows above grow: once by whole points (exact), then past 8,192.
        source.rows[0][0] = 24
        try list.setHeight(24, forRowAt: ListIndexPath(row: 0, section: 0))
        #expect(try #require(list.rectForRow(at: row)).minY - list.contentOffset.y == screenY)
        source.rows[0][1] = 72.25
        try list.setHeight(72.25, forRowAt: ListIndexPath(row: 1, section: 0))
        let top = try #require(list.rectForRow(at: row)).minY
        #expect(top == 8_216.25 && PlaceKeeper.exactOffset(placingTop: top, at: screenY) == nil)
        #expect(abs(top - list.contentOffset.y - screenY) == top.ulp / 2)
    }
}
