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
    func pinnedRows() -> FocusPins {
        var pins = FocusPins()
        if let focused = focus.focusedRow { pins.keyboard = globalRow(for: focused) ?? -1 }
        if let row = accessibility.focusedRow { pins.reader = globalRow(for: row) ?? -1 }
        return pins
    }

    /// The sections whose header views are pinned as they leave the screen: those whose header
    /// a focus is on.
    ///
    /// - Complexity: O(1).
    func pinnedHeaderSections() -> FocusPins {
        var pins = FocusPins()
        if case let .header(section)? = focus.focused { pins.keyboard = section }
        if case let .header(section)? = accessibility.focused { pins.reader = section }
        return pins
    }

    /// Returns the pinned cells of rows, and header views of sections, no focus is on now to
    /// their pools.
    ///
    /// - Complexity: O(1).
    func releaseUnfocusedPins() {
        if !window.pinned.isEmpty { window.unpin(keeping: focus.focusedRow, accessibility.focusedRow, in: self) }
        supplementary.unpinHeaders(keeping: pinnedHeaderSections())
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
