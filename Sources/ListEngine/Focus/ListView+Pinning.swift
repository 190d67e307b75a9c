/// Pinning: the cells of the rows with focus — the keyboard's (``ListView/focusedTarget``)
/// and the screen reader's (``ListView/accessibilityFocusedElement``) — are kept aside when
/// their rows leave the ready window, never reused for another row, and are their rows' cells
/// again when the rows come back; they go back to their pools when the focus leaves, or the row
/// is deleted or reloaded. A focused header's view is kept aside the same way while its section
/// is off screen, until the focus leaves or sections are numbered anew (an update, which asks
/// every header view again).
extension ListView {
    /// The rows whose cells are pinned as they leave the window.
    ///
    /// - Complexity: O(log n) for each focus on a row; O(1) without one.
    func pinnedRows() -> FocusPins { .rows(focusedIn: self) }

    /// The sections whose header views are pinned as they leave the screen: those whose header
    /// a focus is on.
    ///
    /// - Complexity: O(1).
    func pinnedHeaderSections() -> FocusPins { .headers(focusedIn: self) }

    /// Returns the pinned cells of rows, and header views of sections, no focus is on now to
    /// their pools.
    ///
    /// - Complexity: O(1).
    func releaseUnfocusedPins() {
        window.unpinUnfocused(in: self)
        window.supplementary.unpinHeaders(keeping: pinnedHeaderSections())
    }

    /// Returns the pinned cells of `rows` to their pools (see ``CellWindow/dropPinned(ofRows:in:)``).
    ///
    /// - Complexity: O(log n) for each pinned cell (two at most).
    func dropPinnedCells(ofRows rows: Range<Int>) { window.dropPinned(ofRows: rows, in: self) }

    /// Each pinned cell follows its row through `change` (see ``CellWindow/followPins(_:in:)``).
    ///
    /// - Complexity: O(1) (two at most).
    func pinsDidChange(_ change: RowsChange) { window.followPins(change, in: self) }
}
