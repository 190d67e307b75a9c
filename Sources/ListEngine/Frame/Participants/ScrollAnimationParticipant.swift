/// The animated scroll to a row in a pass (``ScrollAnimator``): step 2 moves the offset by the
/// frame's share of the way; on the last frame, once the rows are measured, the offset is put
/// on the aim again and the rows turned over again until the row no longer moves; the pass's
/// end ends a landed animation, and the delegate hears of it.
struct ScrollAnimationParticipant: FrameParticipant {
    /// - Complexity: O(log n); no allocation.
    func advance<Host: FrameHost>(in host: Host, callees: Callees) {
        host.animations.scroll.advance(in: host, callees: callees)
    }

    /// - Complexity: O(log n).
    func turnsOverAgain<Host: FrameHost>(in host: Host, callees: Callees) -> Bool {
        host.animations.scroll.lands(in: host, callees: callees)
    }

    /// - Complexity: O(1) plus the callback.
    func passEnds<Host: FrameHost>(in host: Host, callees: Callees) {
        host.animations.scroll.endIfLanded(in: host, callees: callees)
    }
}
