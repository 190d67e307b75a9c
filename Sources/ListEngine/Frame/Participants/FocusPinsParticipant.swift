/// Pinning in a pass (``FocusPins``): the cells of the rows with focus are kept aside, not
/// reused, as their rows leave the window.
struct FocusPinsParticipant: FrameParticipant {
    /// - Complexity: O(log n) for each focus on a row; O(1) without one.
    func pinnedRows<Host: FrameHost>(in host: Host) -> FocusPins { .rows(focusedIn: host) }
}
