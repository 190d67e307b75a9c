/// The list is its scroll animator's host: the viewport and the layout answer, the rest forwards.
extension ListView: ScrollAnimationHost {
    /// The viewport's vertical offset.
    var scrollOffset: Double { viewport.offset.y }
    /// The viewport's height.
    var viewportHeight: Double { viewport.size.height }
    /// Whether an interactive move is under way.

    /// Scrolls the viewport to `y`, the end anchor following.
    func scrollAnimationStep(to y: Double) {
        viewport.scroll(to: y, end: contentOffsetLimits.upperBound)
    }

    /// Clamps the viewport's velocity to ±`cap`.
    func limitScrollVelocity(to cap: Double) {
        viewport.velocity = Swift.min(Swift.max(viewport.velocity, -cap), cap)
    }

    /// Tells the delegate the scroll animation landed, calls from it deferred until a touch ends.
    func scrollAnimationDidEnd(callees: Callees) {
        guard let delegate = callees.delegate else { return }
        deferring(.untilTouchEnds) { delegate.listViewDidEndScrollingAnimation(self) }
    }
}
