/// Keeping content fresh: loading states without blank screens (a first load shows no rows
/// until content arrives; a refresh keeps the old rows on screen until the new ones replace
/// them), the pull for a refresh control, and rows that arrived above the viewport.
extension ListView {
    /// How far the content is pulled down past its top (positive when pulled), for a
    /// ``RefreshControl``.
    ///
    /// - Complexity: O(1).
    public var pullDistance: Double { RefreshControl.pullDistance(in: viewport) }

    /// Starts loading content. Without `keepingRows` (a first load, or a list whose rows are
    /// no longer worth showing) the list shows no rows until ``finishLoading(reload:)``: layout
    /// passes configure no cells and ask the data source nothing. With `keepingRows` (a refresh)
    /// the rows stay on screen and scroll as usual, in the ``ContentLoadState/stale(progress:)`` state.
    ///
    /// From a callback of a running operation it does nothing and reports
    /// ``ListError/reentrantCall(_:during:)``, as every call that changes the list does.
    ///
    /// - Complexity: O(1).
    public func beginLoading(keepingRows: Bool) {
        if defersCalls { return deferCall { $0.beginLoading(keepingRows: keepingRows) } }
        guard mayMutate("beginLoading(keepingRows:)") else { return }
        data.beginLoading(keepingRows: keepingRows)
    }

    /// Reports the progress of the load under way, from 0 to 1.
    ///
    /// - Throws: ``ListError/invalidProgress(_:)`` for a value outside 0…1 or NaN;
    ///   ``ListError/notLoading`` when no load is under way; ``ListError/reentrantCall(_:during:)``
    ///   from a callback of a running operation.
    /// - Complexity: O(1).
    public func setLoadingProgress(_ progress: Double) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.setLoadingProgress(progress) } }
        try refuseIfRunning("setLoadingProgress(_:)")
        try data.setLoadingProgress(progress)
    }

    /// Ends the load: the content has arrived. With `reload` (the default) the list reloads
    /// from the data source; pass false when the new content was applied as a batch update or
    /// snapshot, which keeps the user's place.
    ///
    /// - Throws: what ``reloadData()`` throws; the list then stays in its loading state.
    /// - Complexity: that of ``reloadData()`` with `reload`; O(1) without.
    public func finishLoading(reload: Bool = true) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.finishLoading(reload: reload) } }
        try perform("finishLoading(reload:)") { () throws(ListError) in
            if reload { try reloadAll() }
            data.finishLoading()
        }
    }
}

/// Rows that arrived above the viewport while the user read further down.
extension ListView {
    /// The number of rows inserted above the viewport that have not been on screen since.
    /// Scrolling up to them counts them as seen; a reload forgets them.
    ///
    /// - Complexity: O(1).
    public var newRowsAbove: Int { data.newRowsAbove }

    /// Scrolls to the topmost row inserted above the viewport and not seen yet, putting it at
    /// the top (as a "new posts" button does); the next pass counts them all as seen. Returns
    /// false if there is none.
    ///
    /// - Complexity: O(log n).
    @discardableResult
    public func scrollToNewRows() throws(ListError) -> Bool {
        guard let first = data.firstNewRowAbove, let path = indexPath(forGlobalRow: first) else { return false }
        try scrollToRow(at: path, position: .top)
        return true
    }

    /// Forgets the new rows above that the viewport now shows or has passed: called each pass.
    ///
    /// - Complexity: O(runs of rows seen in this pass); no allocation.
    func markNewRowsSeen(firstVisibleRow: Int) { data.markNewRowsSeen(firstVisibleRow: firstVisibleRow) }
}
