/// Pinning the cells of focused rows (see ``CellWindow/pinned``): they follow their rows
/// through changes, and go back to their pools when a focus leaves, or their row's content
/// changes while it is away.
extension CellWindow {
    /// Returns the pinned cells of rows no focus of `list` is on now to their pools.
    ///
    /// - Complexity: O(1) (two at most).
    func unpinUnfocused(in list: ListView) {
        guard !pinned.isEmpty else { return }
        let reader: ListIndexPath? = if case let .row(path)? = list.readerFocus { path } else { nil }
        unpin(keeping: list.keyboardFocus?.indexPath, reader, in: list)
    }

    /// Returns the pinned cells of `rows` to their pools: their content changed while they were
    /// away (a reload, a page that arrived or left), so their rows are configured anew when they
    /// come back.
    ///
    /// - Complexity: O(log n) for each pinned cell (two at most).
    func dropPinned(ofRows rows: Range<Int>, in list: ListView) {
        var i = 0
        while i < pinned.count {
            if let path = pinned[i].indexPath, let g = list.globalRow(for: path), rows.contains(g) {
                recycle(pinned.remove(at: i), in: list)
            } else {
                i += 1
            }
        }
    }

    /// Each pinned cell follows its row through `change` (after the foci followed theirs): a
    /// batch renumbers it; a row deleted or reloaded, a row whose page the batch left unloaded
    /// (its cell would outlive its page), or a reload, gives it back to its pool, as do rows a
    /// focus left (the list's header views kept aside for a focus it left too).
    ///
    /// - Complexity: O(1) (two at most).
    func followPins(_ change: RowsChange, in list: ListView) {
        guard !pinned.isEmpty else { return }
        if case let .batch(plan) = change {
            for cell in pinned {
                guard let old = cell.indexPath else { continue }
                let new = plan.isReloaded(old) ? nil : plan.newIndexPath(for: old)
                cell.indexPath = new.flatMap { list.isLoaded($0) ? $0 : nil }
            }
            list.releaseUnfocusedPins()
        } else {
            unpin(keeping: nil, nil, in: list)
        }
    }
}
