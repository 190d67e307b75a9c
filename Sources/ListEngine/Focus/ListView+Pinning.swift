/// Pinning: the cells of the rows with focus — the keyboard's (``ListView/focusedIndexPath``)
/// and the screen reader's (``ListView/accessibilityFocusedElement``) — are kept aside when
/// their rows leave the ready window, never reused for another row, and are their rows' cells
/// again when the rows come back; they go back to their pools when the focus leaves, or the row
/// is deleted or reloaded.
extension ListView {
    /// The rows whose cells are pinned as they leave the window.
    ///
    /// - Complexity: O(log n) for each focus on a row; O(1) without one.
    func pinnedRows() -> PinnedRows {
        var pins = PinnedRows()
        if let focused = focus.focusedRow { pins.keyboard = globalRow(for: focused) ?? -1 }
        if let row = accessibility.focusedRow { pins.reader = globalRow(for: row) ?? -1 }
        return pins
    }

    /// Returns the pinned cells of rows no focus is on now to their pools.
    ///
    /// - Complexity: O(1).
    func releaseUnfocusedPins() {
        guard !window.pinned.isEmpty else { return }
        window.unpin(keeping: focus.focusedRow, accessibility.focusedRow, in: self)
    }

    /// Returns the pinned cells of `rows` to their pools: their content changed while they were
    /// away (a reload, a page that arrived or left), so their rows are configured anew when they
    /// come back.
    ///
    /// - Complexity: O(log n) for each pinned cell (two at most).
    func dropPinnedCells(ofRows rows: Range<Int>) {
        var i = 0
        while i < window.pinned.count {
            if let path = window.pinned[i].indexPath, let g = globalRow(for: path), rows.contains(g) {
                window.recycle(window.pinned.remove(at: i), in: self)
            } else {
                i += 1
            }
        }
    }

    /// Each pinned cell follows its row through `change` (after the foci followed theirs): a
    /// batch renumbers it; a row deleted or reloaded, or a reload, gives it back to its pool, as
    /// do rows a focus left.
    ///
    /// - Complexity: O(1) (two at most).
    func pinsDidChange(_ change: RowsChange) {
        guard !window.pinned.isEmpty else { return }
        if case let .batch(plan) = change {
            for cell in window.pinned {
                guard let old = cell.indexPath else { continue }
                cell.indexPath = plan.isReloaded(old) ? nil : plan.newIndexPath(for: old)
            }
            releaseUnfocusedPins()
        } else {
            window.unpin(keeping: nil, nil, in: self)
        }
    }
}
