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

    /// A reload forgets every page. A batch renumbers them (``ListPager/renumber(rowCount:newRow:)``):
    /// a loaded row's item follows its row unless the batch deletes or moves it (a reloaded row
    /// keeps its item and is configured from it again, as ``ListView/reloadRows(at:)`` does), and
    /// the pages whose rows all have items stay loaded; one that only appends rows at the end
    /// (an open-ended feed learning its length) keeps every page but a short last one, and one
    /// that changes nothing keeps them all. The cells follow (``BatchCellTransfer``): a row
    /// whose page is no longer loaded gets a placeholder.
    ///
    /// - Complexity: O(rows ÷ page size + rows held × log k) for a batch naming k rows, O(new
    ///   pages) for an append.
    func pagerDidChange(_ change: RowsChange) {
        guard let pager = prefetch.pager else { return }
        guard case let .batch(plan) = change else { return pager.reset(activeLayout.geometry.totalRows) }
        if plan.changesNothing { return }
        let geometry = activeLayout.geometry
        if plan.onlyAppendsAtEnd, let last = plan.newRowCounts.indices.last {
            let rows = geometry.totalRows
            return pager.grow(rows - (plan.newRowCounts[last] - plan.oldRowCounts[last]), rows)
        }
        // Each section's first global row before the batch.
        var starts = [Int]()
        starts.reserveCapacity(plan.oldSectionCount)
        var total = 0
        for count in plan.oldRowCounts {
            starts.append(total)
            total += count
        }
        pager.renumber(geometry.totalRows) { old in
            // The last section that starts at or before `old` holds it (an empty one never does).
            let section = BatchUpdatePlan.countBelow(old + 1, in: starts) - 1
            guard section >= 0 else { return nil }
            let path = ListIndexPath(row: old - starts[section], section: section)
            guard !plan.isMoved(path), let new = plan.newIndexPath(for: path) else { return nil }
            return geometry.globalRow(of: new)
        }
    }
}
