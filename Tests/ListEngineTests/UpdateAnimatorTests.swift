import Testing
@testable import ListEngine

/// ``UpdateAnimator`` driven through a fake ``UpdateAnimationHost``, without a list: a change of
/// layout starts an animation, passes advance it to its end, and the host hears it landed.
@Suite struct UpdateAnimatorTests {
    /// Ten rows 44 points tall in one section, a 440-point viewport, no cells handed out.
    final class FakeHost: UpdateAnimationHost {
        let activeLayout = ActiveLayout(layout: .table, rowHeight: .fixed(44))
        let window = CellWindow()
        let frameInterval = 1.0 / 120
        let visibleBand = (top: 0.0, bottom: 440.0)
        let visibleSections = 0..<1
        var retired = 0
        var landings = 0

        init() {
            activeLayout.geometry = TableGeometry(rowCounts: [10], headerHeights: [0], footerHeights: [0], uniformRowHeight: 44)
            activeLayout.rowExtent = (0, 320)
        }

        func frame(ofElementKind kind: String, section: Int) -> Rect? { nil }
        func indexPathForRow(at point: Point) -> ListIndexPath? { ListIndexPath(row: Int(point.y / 44), section: 0) }
        func retire(_ cell: ListCell, at path: ListIndexPath?, callees: Callees) { retired += 1 }
        func updateAnimationDidEnd(callees: Callees) { landings += 1 }
    }

    /// Neither data source nor delegate (a bare list's: a `Callees` is only ever made of one;
    /// the animator hands it back to its host unread).
    static func noCallees() -> Callees { Callees(of: ListView()) }

    /// A transition in which row 0 comes down a row's height, from where row 1 was drawn.
    static func rowMovesDown() -> ListTransition {
        var transition = ListTransition()
        transition.rows = [ListTransition.Row(change: .kept, indexPathBefore: ListIndexPath(row: 1, section: 0),
                                              indexPathAfter: ListIndexPath(row: 1, section: 0),
                                              frameBefore: Rect(x: 0, y: 0, width: 320, height: 44),
                                              frameAfter: Rect(x: 0, y: 44, width: 320, height: 44), wasVisible: true, isVisible: true)]
        return transition
    }

    @Test func aLayoutChangeAnimatesUntilItsLastFrameAndLands() {
        let host = FakeHost()
        let animator = UpdateAnimator()
        let callees = Self.noCallees()
        #expect(animator.drawnRow(at: Point(x: 10, y: 50), in: host) == ListIndexPath(row: 1, section: 0))
        animator.startLayoutChange(Self.rowMovesDown(), sectionViewsBefore: [:], in: host)
        #expect(animator.isRunning && animator.statistics.started == 1)
        // While it runs, what is drawn is asked of the cells: there are none.
        #expect(animator.drawnRow(at: Point(x: 10, y: 50), in: host) == nil)
        let frames = Int((animator.settings.duration / host.frameInterval).rounded())
        for _ in 0..<frames - 1 { animator.advance(in: host, callees: callees) }
        #expect(animator.isRunning && host.landings == 0)
        animator.advance(in: host, callees: callees)
        #expect(!animator.isRunning && host.landings == 1 && host.retired == 0)
    }

    @Test func aChangeThatMovesNothingStartsNoAnimation() {
        let host = FakeHost()
        let animator = UpdateAnimator()
        animator.startLayoutChange(ListTransition(), sectionViewsBefore: [:], in: host)
        #expect(!animator.isRunning && animator.statistics.started == 0)
    }

    @Test func anAnimationEndedEarlyDoesNotLand() {
        let host = FakeHost()
        let animator = UpdateAnimator()
        animator.startLayoutChange(Self.rowMovesDown(), sectionViewsBefore: [:], in: host)
        animator.finish(landed: false, in: host, callees: Self.noCallees())
        #expect(!animator.isRunning && host.landings == 0)
    }
}
