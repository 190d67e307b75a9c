/// Rows that arrive by page (``ListPager``): placeholders for rows not loaded, pages delivered at
/// the start of a pass keeping the place, the window of pages moved at its end.
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

    /// First in a pass: pages that arrived give their rows heights and cells, in one step that
    /// keeps the place (or the end, anchored); failures are reported.
    ///
    /// - Complexity: O(rows of the pages that arrived × log n).
    func deliverPages(callees: Callees) {
        guard let pager = prefetch.pager else { return }
        var arrived: [(row: Int, height: Double?)] = []
        pager.beginPass(viewport.frameInterval, activeLayout.geometry.totalRows) { event in
            switch event {
            case let .arrived(rows):
                for g in rows { arrived.append((g, loadedHeight(ofRow: g, callees: callees))) }
            case let .failed(page, rows, message):
                diagnose(.pageLoadFailed(page: page, rows: rows, message: message))
            }
        }
        guard !arrived.isEmpty else { return }
        if accessibility.hearsAnnouncements {
            let visible = visibleRowRange()
            accessibility.noteRowsLoaded(arrived.reduce(0) { $0 + (visible.contains($1.row) ? 1 : 0) })
        }
        // One step for every page that arrived (a custom layout prepares once).
        let kept = placeKeeper.capture(in: self)
        reload(arrived)
        // Heights that arrived with the rows moved the content under the viewport.
        placeKeeper.restore(kept, callees: callees, in: self)
    }

    /// A loaded row's height from the delegate, for a table of per-row heights (nil otherwise,
    /// or for a height that is not valid, which is reported).
    private func loadedHeight(ofRow g: Int, callees: Callees) -> Double? {
        guard activeLayout.takesPerRowHeights else { return nil }
        let indexPath = activeLayout.geometry.indexPath(ofRow: g)
        let height = initialHeight(ofRow: indexPath, delegate: callees.delegate)
        guard Self.isValidHeight(height) else {
            diagnose(.invalidHeight(height, at: indexPath))
            return nil
        }
        return height
    }

    /// Last in a pass: the pager's window follows the viewport; rows of pages evicted become
    /// placeholders again, keeping their heights.
    ///
    /// - Complexity: O(pages wanted + waiting and held pages + rows evicted with cells).
    func movePageWindow(visible: Range<Int>) {
        guard let pager = prefetch.pager else { return }
        var evicted: [(row: Int, height: Double?)] = []
        pager.endPass(visible, viewport.ranges.prefetch, viewport.direction == .forward, activeLayout.geometry.totalRows) { rows in
            for g in rows.clamped(to: window.materialized) { evicted.append((g, nil)) }
            // A pinned cell of an evicted row shows data the list no longer holds.
            if !window.pinned.isEmpty { dropPinnedCells(ofRows: rows) }
        }
        if !evicted.isEmpty { reload(evicted) }
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
