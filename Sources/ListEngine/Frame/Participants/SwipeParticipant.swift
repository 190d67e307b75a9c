/// A row's swipe actions in a pass (``SwipeController``): a scroll since the last pass closes them.
struct SwipeParticipant: FrameParticipant {
    /// - Complexity: O(1).
    func scrollMeasured<Host: FrameHost>(moved: Bool, in host: Host, callees: Callees) {
        if moved { host.editing.swipe.closeOnScroll(in: host, callees: callees) }
    }
}
