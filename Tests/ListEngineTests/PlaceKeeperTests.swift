import Testing
@testable import ListEngine

/// ``PlaceKeeper`` driven through a fake ``PlaceHost``, without a list: a row that grows above
/// the place moves the offset by its growth (and an animation with it), the end keeps the place
/// while anchored, and a restored place holds until the rows are numbered anew.
@Suite struct PlaceKeeperTests {
    /// Twenty rows 44 points tall in one section, a 220-point viewport, no cells handed out.
    final class FakeHost: PlaceHost {
        let activeLayout = ActiveLayout(layout: .table, rowHeight: .perRow)
        let window = CellWindow()
        var viewport = Viewport()
        let hasLoaded = true
        let isMovingRow = false
        var animationMoves: [Double] = []
        var rowsBelowForgotten = 0

        init() {
            activeLayout.geometry = TableGeometry(rowCounts: [20], headerHeights: [0], footerHeights: [0]) { _, _ in 44 }
            activeLayout.rowExtent = (0, 320)
            viewport.size = Size(width: 320, height: 220)
        }

        var contentOffsetLimits: ClosedRange<Double> { viewport.limits(contentHeight: activeLayout.contentHeight) }
        func loadCallees() -> Callees { Callees(of: ListView()) }
        func visibleRowRange() -> Range<Int> { activeLayout.items(intersecting: viewport.offset.y, viewport.offset.y + viewport.size.height) }
        func isOnScreen(item g: Int) -> Bool { activeLayout.intersects(item: g, viewport.offset.y, viewport.offset.y + viewport.size.height) }
        func reloadAll() throws(ListError) {}
        func validate(_ indexPath: ListIndexPath) throws(ListError) {
            guard indexPath.section == 0, (0..<20).contains(indexPath.row) else { throw .indexPathOutOfRange(indexPath, rowsInSection: 20) }
        }
        func stopScrollAnimation() {}
        func layOut(through g: Int, callees: Callees) -> Bool { false }
        func layOut(reaching y: Double, callees: Callees) {}
        func prepareReadyBand(keeping anchor: (row: Int, screenY: Double)?, callees: Callees) -> Bool { false }
        func refreshFrames(from g: Int) {}
        func updateAnimationFollowsPlace(movedBy dy: Double) { animationMoves.append(dy) }
        func forgetRowsBelow() { rowsBelowForgotten += 1 }
    }

    @Test func aRowThatGrowsAboveThePlaceMovesTheOffsetAndTheAnimation() {
        let host = FakeHost()
        let keeper = PlaceKeeper()
        host.viewport.offset.y = 100
        let kept = keeper.capture(in: host)
        #expect(kept.anchor?.row == 2 && kept.anchor?.screenY == -12)
        _ = host.activeLayout.geometry.setHeight(54, ofRow: 0)
        keeper.restore(kept, callees: host.loadCallees(), in: host)
        #expect(host.viewport.offset.y == 110)
        #expect(host.animationMoves == [10])
        // Nothing moved: the offset stays, and the animation hears of no move.
        keeper.restore(keeper.capture(in: host), callees: host.loadCallees(), in: host)
        #expect(host.viewport.offset.y == 110)
        #expect(host.animationMoves == [10, 0])
    }

    @Test func theEndKeepsThePlaceWhileAnchored() {
        let host = FakeHost()
        let keeper = PlaceKeeper()
        keeper.setAnchorsToEnd(true, in: host)
        #expect(host.viewport.end.keepsEnd)
        let kept = keeper.capture(in: host)
        #expect(kept.anchor == nil)
        _ = host.activeLayout.geometry.setHeight(144, ofRow: 19)
        keeper.restore(kept, callees: host.loadCallees(), in: host)
        #expect(host.viewport.offset.y == host.contentOffsetLimits.upperBound)
        keeper.setAnchorsToEnd(false, in: host)
        #expect(host.rowsBelowForgotten == 1)
    }

    @Test func aRestoredPlaceHoldsUntilTheRowsAreNumberedAnew() throws {
        let host = FakeHost()
        let keeper = PlaceKeeper()
        try keeper.restorePlace(ListPlace(item: ListIndexPath(row: 5, section: 0), offsetFromTop: 30), in: host)
        #expect(host.viewport.offset.y == 5 * 44 - 30)
        #expect(keeper.place(in: host) == ListPlace(item: ListIndexPath(row: 5, section: 0), offsetFromTop: 30))
        #expect(keeper.firstAnchorRow(visible: host.visibleRowRange(), in: host) == 5)
        keeper.follow(.reload)
        #expect(keeper.restored == nil)
        #expect(keeper.firstAnchorRow(visible: host.visibleRowRange(), in: host) == 4)
    }
}
