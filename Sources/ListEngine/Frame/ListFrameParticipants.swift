/// The features that take part in a list's frame pass, in one written order for each step: a
/// fixed set of concrete participants, so every call is static and a pass allocates nothing
/// for them.
///
/// At step 2 the update animation advances before an interactive move scrolls and before the
/// scroll animation moves the offset; once the scroll is measured, swipe actions close and the
/// end is kept last. At step 4 the update animation draws before the unseen rows count as seen.
struct ListFrameParticipants: FrameParticipant {
    let flashes = FlashParticipant()
    let paging = PagingParticipant()
    let updateAnimation = UpdateAnimationParticipant()
    let moveAutoScroll = MoveAutoScrollParticipant()
    let scrollAnimation = ScrollAnimationParticipant()
    let swipe = SwipeParticipant()
    let endAnchor = EndAnchorParticipant()
    let focusPins = FocusPinsParticipant()
    let sheet = SheetParticipant()

    /// - Complexity: that of ``FlashParticipant``.
    func passBegins<Host: FrameHost>(in host: Host) { flashes.passBegins(in: host) }

    /// - Complexity: that of ``PagingParticipant``.
    func deliver<Host: FrameHost>(in host: Host, callees: Callees) { paging.deliver(in: host, callees: callees) }

    /// - Complexity: the sum of the update animation's, the move's and the scroll animation's.
    func advance<Host: FrameHost>(in host: Host, callees: Callees) {
        updateAnimation.advance(in: host, callees: callees)
        moveAutoScroll.advance(in: host, callees: callees)
        scrollAnimation.advance(in: host, callees: callees)
    }

    /// - Complexity: the swipe's and the end anchor's.
    func scrollMeasured<Host: FrameHost>(moved: Bool, in host: Host, callees: Callees) {
        swipe.scrollMeasured(moved: moved, in: host, callees: callees)
        endAnchor.scrollMeasured(moved: moved, in: host, callees: callees)
    }

    /// - Complexity: that of ``UpdateAnimationParticipant``.
    func shownRows<Host: FrameHost>(_ visible: Range<Int>, in host: Host) -> Range<Int> {
        updateAnimation.shownRows(visible, in: host)
    }

    /// - Complexity: that of ``FocusPinsParticipant``.
    func pinnedRows<Host: FrameHost>(in host: Host) -> FocusPins { focusPins.pinnedRows(in: host) }

    /// - Complexity: that of ``UpdateAnimationParticipant``.
    func placeKept<Host: FrameHost>(movedBy dy: Double, in host: Host) { updateAnimation.placeKept(movedBy: dy, in: host) }

    /// - Complexity: those of ``ScrollAnimationParticipant`` and ``MoveAutoScrollParticipant``.
    func turnsOverAgain<Host: FrameHost>(in host: Host, callees: Callees) -> Bool {
        let scrolls = scrollAnimation.turnsOverAgain(in: host, callees: callees)
        return moveAutoScroll.turnsOverAgain(in: host, callees: callees) || scrolls
    }

    /// - Complexity: the update animation's and the end anchor's.
    func displayed<Host: FrameHost>(visible: Range<Int>, in host: Host) {
        updateAnimation.displayed(visible: visible, in: host)
        endAnchor.displayed(visible: visible, in: host)
    }

    /// - Complexity: that of ``PagingParticipant``.
    func rangesMoved<Host: FrameHost>(visible: Range<Int>, in host: Host) { paging.rangesMoved(visible: visible, in: host) }

    /// - Complexity: those of ``SheetParticipant`` and ``ScrollAnimationParticipant``.
    func passEnds<Host: FrameHost>(in host: Host, callees: Callees) {
        sheet.passEnds(in: host, callees: callees)
        scrollAnimation.passEnds(in: host, callees: callees)
    }

    /// - Complexity: those of ``FlashParticipant`` and ``SheetParticipant``.
    func finish<Host: FrameHost>(_ report: inout LayoutPassReport, in host: Host) {
        flashes.finish(&report, in: host)
        sheet.finish(&report, in: host)
    }
}
