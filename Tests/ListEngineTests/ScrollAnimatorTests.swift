import Testing
@testable import ListEngine

/// ``ScrollAnimator`` driven through a fake ``ScrollAnimationHost``, without a list: the offset
/// moves towards the row's resting offset a frame a pass and lands on it; a batch that deletes
/// the row stops it with a diagnostic.
@Suite struct ScrollAnimatorTests {
    /// Rows 44 points tall, a 440-point viewport: a row rests at its top's offset.
    final class FakeHost: ScrollAnimationHost {
        let frameInterval = 1.0 / 120
        var scrollOffset = 0.0
        let viewportHeight = 440.0
        var isMovingRow = false
        var diagnostics: [ListError] = []
        var landings = 0

        func globalRow(for indexPath: ListIndexPath) -> Int? { indexPath.section == 0 ? indexPath.row : nil }
        func restingOffset(showing indexPath: ListIndexPath, at position: ScrollPosition, margin: Double, callees: Callees) -> Double {
            Double(indexPath.row) * 44
        }
        func scrollAnimationStep(to y: Double) { scrollOffset = y }
        func limitScrollVelocity(to cap: Double) {}
        func diagnose(_ diagnostic: ListError) { diagnostics.append(diagnostic) }
        func scrollAnimationDidEnd(callees: Callees) { landings += 1 }
    }

    /// Neither data source nor delegate (a bare list's: a `Callees` is only ever made of one;
    /// the animator hands it back to its host unread).
    static func noCallees() -> Callees { Callees(of: ListView()) }

    @Test func theOffsetMovesEachPassAndLandsOnTheRow() {
        let host = FakeHost()
        let animator = ScrollAnimator()
        let callees = Self.noCallees()
        animator.start(to: ListIndexPath(row: 50, section: 0), position: .top, in: host, callees: callees)
        #expect(animator.running?.target == ListIndexPath(row: 50, section: 0))
        var passes = 0
        var last = host.scrollOffset
        while animator.running != nil, passes < 1_000 {
            animator.advance(in: host, callees: callees)
            #expect(host.scrollOffset >= last)
            last = host.scrollOffset
            #expect(!animator.lands(in: host, callees: callees))
            animator.endIfLanded(in: host, callees: callees)
            passes += 1
        }
        let duration = ScrollAnimation.duration(forDistance: 2_200, viewportHeight: 440)
        #expect(passes == Int((duration / host.frameInterval).rounded(.up)))
        #expect(host.scrollOffset == 2_200 && host.landings == 1)
    }

    @Test func aRowAlreadyInPlaceStartsNothing() {
        let host = FakeHost()
        let animator = ScrollAnimator()
        animator.start(to: ListIndexPath(row: 0, section: 0), position: .top, in: host, callees: Self.noCallees())
        #expect(animator.running == nil)
    }

    @Test func anInteractiveMoveStopsIt() {
        let host = FakeHost()
        let animator = ScrollAnimator()
        let callees = Self.noCallees()
        animator.start(to: ListIndexPath(row: 50, section: 0), position: .top, in: host, callees: callees)
        host.isMovingRow = true
        animator.advance(in: host, callees: callees)
        #expect(animator.running == nil && host.scrollOffset == 0 && host.landings == 0)
    }
}
