import Testing
@testable import ListEngine

/// The keyboard focus driven through a fake host, without a list: the host answers the
/// delegate's questions and records what the focus asks of it.
@Suite struct KeyboardFocusTests {
    /// A table of two sections (3 and 2 rows of 10 points, headers of 20) whose "delegate" lets
    /// every row but [0, 1] and only section 1's header take the focus.
    final class FakeHost: FocusHost {
        let activeLayout = ActiveLayout(layout: .table, rowHeight: .fixed(10))
        let pinsHeaders = false
        let pageHeight = 30.0
        let isMovingRow = false
        let selectsManyNow = false
        let touchesSelectNow = true
        /// The focus changes the delegate heard, in order.
        var heard: [String] = []
        /// The rows selected as the focus moved.
        var selected: [ListIndexPath] = []
        /// The content offsets scrolled to.
        var scrolls: [Double] = []
        /// How many times pinned views were released.
        var releases = 0

        init() {
            activeLayout.geometry = TableGeometry(rowCounts: [3, 2], headerHeights: [20, 20], footerHeights: [0, 0], uniformRowHeight: 10)
        }

        func loadCallees() {}
        func visibleRowRange() -> Range<Int> { 0..<5 }
        func isLoaded(_ indexPath: ListIndexPath) -> Bool { true }
        func canFocusRow(at indexPath: ListIndexPath, callees: Void) -> Bool { indexPath != ListIndexPath(row: 1, section: 0) }
        func canFocusHeader(inSection section: Int, callees: Void) -> Bool { section == 1 }
        func shouldUpdateFocus(from: FocusTarget?, to: FocusTarget?, callees: Void) -> Bool { true }
        func focusDidUpdate(from: FocusTarget?, to: FocusTarget?, callees: Void) {
            heard.append("\(from.map(String.init(describing:)) ?? "nil") → \(to.map(String.init(describing:)) ?? "nil")")
        }
        func deferringUntilTouchEnds(_ body: () -> Void) { body() }
        func layOutLines(through g: Int, callees: Void) {}
        func layOutLines(reaching y: Double, callees: Void) {}
        func restingOffset(showing indexPath: ListIndexPath, at position: ScrollPosition, margin: Double, callees: Void) -> Double {
            activeLayout.frame(ofItem: activeLayout.geometry.globalRow(of: indexPath)).minY
        }
        func restingOffset(showing row: Rect, below pinned: Double, at position: ScrollPosition, margin: Double) -> Double { row.minY }
        func scrollAtOnce(to y: Double) { scrolls.append(y) }
        func closeSwipeActions(unlessOn target: FocusTarget?, callees: Void) {}
        func selectAsUser(_ indexPath: ListIndexPath, callees: Void) { selected.append(indexPath) }
        func releaseUnfocusedPins() { releases += 1 }
    }

    @Test func movesPassOverWhatMayNotTakeTheFocus() {
        let host = FakeHost()
        let focus = KeyboardFocus()
        focus.selectionFollows = true
        // Without the focus, a move brings it to the first visible row; down passes [0, 1].
        #expect(focus.move(.down, in: host) == .row(ListIndexPath(row: 0, section: 0)))
        #expect(focus.move(.down, in: host) == .row(ListIndexPath(row: 2, section: 0)))
        // Down reaches section 1's header (which may take the focus), then its first row.
        #expect(focus.move(.down, in: host) == .header(section: 1))
        #expect(focus.move(.down, in: host) == .row(ListIndexPath(row: 0, section: 1)))
        // Left and right go nowhere in a table; first passes section 0's header.
        #expect(focus.move(.left, in: host) == nil)
        #expect(focus.move(.first, in: host) == .row(ListIndexPath(row: 0, section: 0)))
        #expect(host.heard == ["nil → row [0, 0]", "row [0, 0] → row [0, 2]", "row [0, 2] → header 1",
                               "header 1 → row [1, 0]", "row [1, 0] → row [0, 0]"])
        #expect(host.selected.map(\.row) == [0, 2, 0, 0] && host.releases == 5)
        #expect(host.scrolls == [20, 40, 50, 70, 20])
        // A row that may not take the focus is refused without asking anything else.
        #expect(!focus.give(to: .row(ListIndexPath(row: 1, section: 0)), in: host))
        #expect(focus.focused == .row(ListIndexPath(row: 0, section: 0)) && host.heard.count == 5)
    }

    @Test func aHeaderThatLostItsHeightHandsTheFocusToARow() {
        let host = FakeHost()
        let focus = KeyboardFocus()
        #expect(focus.give(to: .header(section: 1), in: host))
        _ = host.activeLayout.geometry.setHeaderHeight(0, ofSection: 1)
        focus.deliverNotice(in: host)
        #expect(focus.focused == .row(ListIndexPath(row: 0, section: 1)) && focus.remembered == focus.focused)
        #expect(host.heard == ["nil → header 1", "header 1 → row [1, 0]"])
    }
}
