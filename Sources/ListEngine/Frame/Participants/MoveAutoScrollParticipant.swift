/// An interactive move in a pass (``MoveController``): near an edge it scrolls the list by
/// itself, by a frame interval's worth, in step 2.
struct MoveAutoScrollParticipant: FrameParticipant {
    /// - Complexity: O(log n) while a move is under way; O(1) otherwise.
    func advance<Host: FrameHost>(in host: Host, callees: Callees) {
        // Asked first: a flag read borrows the controller, a call would retain it.
        guard host.isMovingRow else { return }
        host.editing.move.advance(in: host, callees: callees)
    }

    /// - Complexity: O(log n) while a move is under way, more when its geometry is laid out
    ///   anew; O(1) otherwise.
    func turnsOverAgain<Host: FrameHost>(in host: Host, callees: Callees) -> Bool {
        guard host.isMovingRow else { return false }
        return host.editing.move.followPass(in: host, callees: callees)
    }
}
