/// An interactive move in a pass (``MoveController``): near an edge it scrolls the list by
/// itself, by a frame interval's worth, in step 2.
struct MoveAutoScrollParticipant: FrameParticipant {
    /// - Complexity: O(log n) while a move is under way; O(1) otherwise.
    func advance<Host: FrameHost>(in host: Host, callees: Callees) {
        host.editing.move.advance(in: host, callees: callees)
    }
}
