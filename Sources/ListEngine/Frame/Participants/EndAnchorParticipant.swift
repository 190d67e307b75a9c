/// The end and the unseen rows in a pass: a list anchored to its end is put there after the
/// gestures (the viewport, its insets or the rows may have changed since the last pass), then
/// within the limits as far as it was within them before — a pull past the end is kept only as
/// far as the offset was past it — and the new rows above and below that the displayed rows
/// reach count as seen.
struct EndAnchorParticipant: FrameParticipant {
    /// - Complexity: O(log n) when the end is kept; O(1) otherwise.
    func scrollMeasured<Host: FrameHost>(moved: Bool, in host: Host, callees: Callees) {
        // Where the end is not kept, the offset stays: within the limits as far as it was.
        guard host.viewport.end.keepsEnd else { return }
        let offsetBefore = host.viewport.offset.y
        let limitsBefore = host.contentOffsetLimits
        host.keepEnd(callees: callees)
        host.keepWithinLimits(offsetBefore: offsetBefore, limitsBefore: limitsBefore)
    }

    /// - Complexity: O(runs of rows seen in this pass); no allocation.
    func displayed<Host: FrameHost>(visible: Range<Int>, in host: Host) {
        if !host.data.unseenRowsAbove.isEmpty, !visible.isEmpty { host.markNewRowsSeen(firstVisibleRow: visible.lowerBound) }
        if !host.data.unseenRowsBelow.isEmpty { host.markRowsBelowSeen(visible: visible) }
    }
}
