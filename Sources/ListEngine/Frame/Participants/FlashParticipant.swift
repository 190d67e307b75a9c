/// Row flashes in a pass (``RowFlash``): a pass is a frame, every flash shows one more, and the
/// report counts those still flashing.
struct FlashParticipant: FrameParticipant {
    /// - Complexity: O(flashes).
    func passBegins<Host: FrameHost>(in host: Host) { host.advanceFlashes() }

    /// - Complexity: O(1).
    func finish<Host: FrameHost>(_ report: inout LayoutPassReport, in host: Host) {
        report.flashingRows = host.selection.flashes.count
    }
}
