/// A feature that acts at steps of a ``FramePass``: it implements the steps it needs, the others
/// do nothing. The pass calls them in its order (``FramePass/run()``); a set of participants
/// (``ListFrameParticipants``) calls its members in one written order. Every step is generic
/// over the host, and participants are concrete types, so the calls are static.
protocol FrameParticipant {
    /// First in a pass, before anything is delivered.
    ///
    /// - Complexity: the participant's; O(1) by default.
    func passBegins<Host: FrameHost>(in host: Host)
    /// Step 1: content that arrived since the last pass is delivered.
    ///
    /// - Complexity: the participant's; O(1) by default.
    func deliver<Host: FrameHost>(in host: Host, callees: Callees)
    /// Step 2: what runs over frames goes a frame on (animations, an interactive move).
    ///
    /// - Complexity: the participant's; O(1) by default.
    func advance<Host: FrameHost>(in host: Host, callees: Callees)
    /// Step 2, after the scroll since the last pass is measured (`moved`: the offset moved).
    ///
    /// - Complexity: the participant's; O(1) by default.
    func scrollMeasured<Host: FrameHost>(moved: Bool, in host: Host, callees: Callees)
    /// Step 3: `visible` widened to the rows that count as visible too; `visible` by default.
    ///
    /// - Complexity: the participant's; O(1) by default.
    func shownRows<Host: FrameHost>(_ visible: Range<Int>, in host: Host) -> Range<Int>
    /// Step 3: the rows whose cells are kept aside as they leave the window; none by default.
    ///
    /// - Complexity: the participant's; O(1) by default.
    func pinnedRows<Host: FrameHost>(in host: Host) -> FocusPins
    /// Step 3: the pass moved the offset by `dy` to keep the reader's place.
    ///
    /// - Complexity: the participant's; O(1) by default.
    func placeKept<Host: FrameHost>(movedBy dy: Double, in host: Host)
    /// After step 3: whether the rows must be turned over again (the offset moved once they
    /// were measured); false by default.
    ///
    /// - Complexity: the participant's; O(1) by default.
    func turnsOverAgain<Host: FrameHost>(in host: Host, callees: Callees) -> Bool
    /// Step 4: the `visible` rows are displayed and the section views placed.
    ///
    /// - Complexity: the participant's; O(1) by default.
    func displayed<Host: FrameHost>(visible: Range<Int>, in host: Host)
    /// Step 5: the ranges are published and the prefetch window moved.
    ///
    /// - Complexity: the participant's; O(1) by default.
    func rangesMoved<Host: FrameHost>(visible: Range<Int>, in host: Host)
    /// Last in a pass that showed rows.
    ///
    /// - Complexity: the participant's; O(1) by default.
    func passEnds<Host: FrameHost>(in host: Host, callees: Callees)
    /// The pass's report is finished: the participant adds what it counts.
    ///
    /// - Complexity: the participant's; O(1) by default.
    func finish<Host: FrameHost>(_ report: inout LayoutPassReport, in host: Host)
}

extension FrameParticipant {
    func passBegins<Host: FrameHost>(in host: Host) {}
    func deliver<Host: FrameHost>(in host: Host, callees: Callees) {}
    func advance<Host: FrameHost>(in host: Host, callees: Callees) {}
    func scrollMeasured<Host: FrameHost>(moved: Bool, in host: Host, callees: Callees) {}
    func shownRows<Host: FrameHost>(_ visible: Range<Int>, in host: Host) -> Range<Int> { visible }
    func pinnedRows<Host: FrameHost>(in host: Host) -> FocusPins { FocusPins() }
    func placeKept<Host: FrameHost>(movedBy dy: Double, in host: Host) {}
    func turnsOverAgain<Host: FrameHost>(in host: Host, callees: Callees) -> Bool { false }
    func displayed<Host: FrameHost>(visible: Range<Int>, in host: Host) {}
    func rangesMoved<Host: FrameHost>(visible: Range<Int>, in host: Host) {}
    func passEnds<Host: FrameHost>(in host: Host, callees: Callees) {}
    func finish<Host: FrameHost>(_ report: inout LayoutPassReport, in host: Host) {}
}
