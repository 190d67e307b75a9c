/// The animated update in a pass (``UpdateAnimator``): step 2 advances it a frame (and ends it
/// after its last); step 3 counts the rows it draws on screen as visible and moves what it draws
/// with the place kept; step 4 draws its frame on the cells and section views.
struct UpdateAnimationParticipant: FrameParticipant {
    /// - Complexity: O(leaving cells), and O(a) at the end.
    func advance<Host: FrameHost>(in host: Host, callees: Callees) {
        host.animations.update.advance(in: host, callees: callees)
    }

    /// - Complexity: O(1) with no animation; O(w log a) for w rows widened and a rows animating.
    func shownRows<Host: FrameHost>(_ visible: Range<Int>, in host: Host) -> Range<Int> {
        host.animations.update.shownRows(visible, in: host)
    }

    /// - Complexity: O(1) with no animation; O(a) for the a rows and views that animate.
    func placeKept<Host: FrameHost>(movedBy dy: Double, in host: Host) {
        host.animations.update.followPlace(movedBy: dy)
    }

    /// - Complexity: O(a) for the a rows that animate; no allocation.
    func displayed<Host: FrameHost>(visible: Range<Int>, in host: Host) {
        host.animations.update.present(in: host)
    }
}
