/// Rows that arrive by page (``ListPager``): the pager set, placeholders for rows not loaded.
/// In a pass, ``PagingParticipant`` delivers the pages that arrived and moves the window.
extension ListView {
    /// Gives the list a pager: its rows arrive by page (nil: every row is the data source's at
    /// once). The list keeps it; every page is asked for anew.
    ///
    /// - Complexity: O(rows ÷ page size).
    public func setPager<Item>(_ pager: ListPager<Item>?) {
        if defersCalls { return deferCall { $0.setPager(pager) } }
        guard mayMutate("setPager(_:)") else { return }
        prefetch.pager = pager.map(PagerHooks.init(calling:))
        prefetch.pager?.reset(activeLayout.geometry.totalRows)
        // Rows configured before were the data source's: placeholders where not loaded.
        window.endAll(in: self, callees: Callees(of: self))
    }

    /// Takes the list's pager away: every row is the data source's at once.
    ///
    /// - Complexity: O(c) for the c cells the list holds.
    public func removePager() {
        setPager(nil as ListPager<Never>?)
    }

    /// What the list's pager did so far, if it has one.
    public var pagingStatistics: PagingStatistics? { prefetch.pager?.statistics() }

    /// Whether `indexPath`'s row is loaded: true unless the list has a pager and the row's page
    /// is not loaded (the row is a placeholder).
    ///
    /// - Complexity: O(1).
    func isLoaded(_ indexPath: ListIndexPath) -> Bool {
        guard let pager = prefetch.pager, let g = globalRow(for: indexPath) else { return true }
        return pager.core.isLoaded(row: g)
    }

    /// A placeholder for row `g`, not loaded yet: its page is wanted now. The pager's provider
    /// makes it, or it is a ``PlaceholderCell``; either is marked ``ContentState/placeholder``.
    ///
    /// - Complexity: O(1).
    func pagePlaceholder(forRow g: Int, at indexPath: ListIndexPath, pager: PagerHooks, callees: Callees) -> ListCell {
        pager.core.rowNeeded(g)
        var cell: ListCell?
        if let provider = pager.placeholder() {
            do { cell = try provider(self, indexPath) } catch {
                diagnose(.cellProviderFailed(indexPath, message: String(describing: error)))
            }
        }
        let placeholder = cell ?? placeholderCell()
        placeholder.setContentState(.placeholder)
        return placeholder
    }

    /// A reload forgets every page; a batch too, unless it only appends rows at the end (an
    /// open-ended feed learning its length), which keeps the pages loaded, or changes nothing.
    ///
    /// - Complexity: O(rows ÷ page size), or O(new pages) for an append.
    func pagerDidChange(_ change: RowsChange) {
        guard let pager = prefetch.pager else { return }
        if case let .batch(plan) = change, plan.changesNothing { return }
        if case let .batch(plan) = change, plan.onlyAppendsAtEnd, let last = plan.newRowCounts.indices.last {
            let rows = activeLayout.geometry.totalRows
            pager.grow(rows - (plan.newRowCounts[last] - plan.oldRowCounts[last]), rows)
        } else {
            pager.reset(activeLayout.geometry.totalRows)
        }
    }
}
