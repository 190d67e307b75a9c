import Testing
@testable import ListEngine

/// Touches and selection (``RowSelection`` and its ``TouchTracker``) driven through a fake
/// ``InteractionHost``, without a list: rows 44 pt tall in one section of ten, the host's
/// "delegate" recording what it hears.
@Suite struct TouchTrackerTests {
    /// A host of ten loaded rows whose delegate allows everything but what `refused` names.
    final class FakeHost: InteractionHost {
        let contentOffset = Point.zero
        let frameInterval = 0.1
        var selectsManyNow = false
        var touchesSelectNow = true
        /// Rows the delegate will not highlight.
        var refused: Set<Int> = []
        /// What the delegate heard, in order.
        var heard: [String] = []
        let selection = RowSelection()

        func loadCallees() {}
        func isLoaded(_ indexPath: ListIndexPath) -> Bool { true }
        func validate(_ indexPath: ListIndexPath) throws(ListError) {
            guard (0..<10).contains(indexPath.row) else { throw .indexPathOutOfRange(indexPath, rowsInSection: 10) }
        }
        func indexPathForDrawnRow(at point: Point) -> ListIndexPath? {
            (0..<440).contains(point.y) ? ListIndexPath(row: Int(point.y / 44), section: 0) : nil
        }
        func materializedCell(at indexPath: ListIndexPath) -> ListCell? { nil }
        func cellForMaterializedRow(at indexPath: ListIndexPath) -> ListCell? { nil }
        func selectionDidChange() { heard.append("changed") }
        func stopScrollAnimation() {}
        func closeSwipeActionsForTouch() -> Bool { false }
        func cancelTouch() { selection.endTouch(in: self) }
        func shouldHighlightRow(at indexPath: ListIndexPath, callees: Void) -> Bool { !refused.contains(indexPath.row) }
        func didHighlightRow(at indexPath: ListIndexPath, callees: Void) { heard.append("highlight \(indexPath.row)") }
        func didUnhighlightRow(at indexPath: ListIndexPath, callees: Void) { heard.append("unhighlight \(indexPath.row)") }
        func willSelectRow(at indexPath: ListIndexPath, callees: Void) -> ListIndexPath? { indexPath }
        func willDeselectRow(at indexPath: ListIndexPath, callees: Void) -> ListIndexPath? { indexPath }
        func didSelectRow(at indexPath: ListIndexPath, callees: Void) { heard.append("select \(indexPath.row)") }
        func didDeselectRow(at indexPath: ListIndexPath, callees: Void) { heard.append("deselect \(indexPath.row)") }
        func accessoryButtonTapped(forRowAt indexPath: ListIndexPath, callees: Void) { heard.append("accessory \(indexPath.row)") }
    }

    private func row(_ row: Int) -> ListIndexPath { ListIndexPath(row: row, section: 0) }

    @Test func aTapHighlightsThenSelectsDeselectingTheOtherRow() {
        let host = FakeHost()
        let selection = host.selection
        selection.select(row(7), in: host)
        #expect(selection.touchDown(at: Point(x: 10, y: 100), in: host) == row(2))
        #expect(selection.highlighted == row(2) && selection.touch.isActive)
        #expect(selection.touchUp(in: host) == row(2))
        #expect(selection.selected == [row(2)] && selection.highlighted == nil && !selection.touch.isActive)
        #expect(host.heard == ["highlight 2", "unhighlight 2", "deselect 7", "select 2"])
    }

    @Test func aTouchThatMovesBeyondTheSlopSelectsNothing() {
        let host = FakeHost()
        let selection = host.selection
        selection.touchDown(at: Point(x: 10, y: 100), in: host)
        selection.touchMoved(to: Point(x: 10 + TouchTracker.slop, y: 100), in: host)
        #expect(selection.touch.isActive)
        selection.touchMoved(to: Point(x: 10, y: 100 + TouchTracker.slop + 1), in: host)
        #expect(!selection.touch.isActive && selection.touchUp(in: host) == nil)
        #expect(selection.isEmpty && host.heard == ["highlight 2", "unhighlight 2"])
    }

    @Test func aRefusedHighlightIsNoTouch() {
        let host = FakeHost()
        host.refused = [2]
        #expect(host.selection.touchDown(at: Point(x: 10, y: 100), in: host) == nil)
        #expect(!host.selection.touch.isActive && host.heard.isEmpty)
    }

    @Test func withManyRowsATapOnASelectedRowDeselectsIt() {
        let host = FakeHost()
        host.selectsManyNow = true
        let selection = host.selection
        selection.select(row(1), in: host)
        selection.select(row(2), in: host)
        selection.touchDown(at: Point(x: 10, y: 50), in: host)
        #expect(selection.touchUp(in: host) == row(1))
        #expect(selection.selected == [row(2)] && host.heard.suffix(1) == ["deselect 1"])
    }

    @Test func aMomentarySelectionFlashesThenEnds() {
        let host = FakeHost()
        let selection = host.selection
        selection.selectsMomentarily = true
        selection.touchDown(at: Point(x: 10, y: 10), in: host)
        #expect(selection.touchUp(in: host) == row(0))
        // 0.25 s at 0.1 s a frame: 3 frames (rounded), then the flash ends.
        #expect(selection.isEmpty && selection.flashes.map(\.frames) == [3] && selection.isHighlighted(row(0)))
        for _ in 0..<4 { selection.advanceFlashes(in: host) }
        #expect(selection.flashes.isEmpty && !selection.isHighlighted(row(0)) && host.heard.last == "changed")
    }
}
