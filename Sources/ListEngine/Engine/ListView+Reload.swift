/// Loading data: a full reload, and reloading rows and sections whose content changed while
/// their counts did not.
extension ListView {
    /// Reads everything anew from the data source and delegate: counts, header and footer
    /// heights, row heights (per ``rowHeight``), index titles. Every cell goes back to its pool;
    /// the content offset stays. The next ``layout()`` configures the rows on screen.
    ///
    /// - Throws: ``ListError/negativeCount(_:section:)``, ``ListError/emptyGroup(section:)`` (grouped
    ///   styles), ``ListError/invalidHeight(_:at:)``, ``ListError/reentrantCall(_:during:)`` from a callback of a running operation. The list is then
    ///   exactly as before.
    /// - Complexity: O(sections) with a fixed row height, with no memory per row; O(n) with
    ///   per-row or self-sizing heights, 4.4 bytes a row.
    public func reloadData() throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.reloadData() } }
        try perform("reloadData()") { () throws(ListError) in try reloadAll() }
    }

    /// ``reloadData()`` within an operation already under way. Selection calls from its
    /// questions wait until it has cleared the old selection, then apply to the new rows (or,
    /// if it throws, to the old ones).
    func reloadAll() throws(ListError) {
        let outer = gate.deferral
        let waiting = gate.deferred.count
        gate.deferral = .selectionDuringReload
        defer {
            gate.deferral = outer
            makeDeferredCalls(from: waiting)
        }
        try Reloader(host: self).reloadAll()
    }

    /// A row's height before it is configured (``DataSourceReader/initialHeight(ofRow:delegate:)``).
    ///
    /// - Complexity: O(1) plus the delegate's call.
    func initialHeight(ofRow indexPath: ListIndexPath, delegate: (any ListDelegate)?) -> Double {
        reader.initialHeight(ofRow: indexPath, delegate: delegate)
    }

    /// Section `s`'s header and footer heights (``DataSourceReader/headerFooterHeights(ofSection:)``).
    ///
    /// - Complexity: O(1) plus the delegate's and data source's calls.
    func headerFooterHeights(ofSection s: Int) throws(ListError) -> (Double, Double) {
        try reader.headerFooterHeights(ofSection: s)
    }

    /// Reconfigures the given rows, whose content (and perhaps height) changed but whose
    /// sections kept their row counts. Their cells are replaced by freshly configured ones;
    /// per-row heights are asked again, self-sizing rows keep their height as an estimate and
    /// are measured again when configured (now, if they have a cell). The first visible row
    /// keeps its place on screen (with none visible, the row at the viewport's top edge; past the content's end the offset stays).
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)``,
    ///   ``ListError/countsChangedWithoutReload(section:expected:found:)`` (use ``reloadData()``
    ///   for structural changes), ``ListError/invalidHeight(_:at:)``, ``ListError/reentrantCall(_:during:)`` from a callback of a running operation.
    ///   Nothing changes then.
    /// - Complexity: O(k log n) for k rows.
    public func reloadRows(at indexPaths: [ListIndexPath]) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.reloadRows(at: indexPaths) } }
        try perform("reloadRows(at:)") { () throws(ListError) in try Reloader(host: self).reloadRows(at: indexPaths) }
    }

    /// Gives checked rows their new heights and fresh cells (``Reloader/reload(_:)``); the
    /// caller keeps the anchor.
    ///
    /// - Complexity: O(k log n) for k rows.
    func reload(_ rows: [(row: Int, height: Double?)]) { Reloader(host: self).reload(rows) }

    /// Reconfigures every row of the given sections and reads their header and footer heights
    /// again. Row counts must be unchanged. The first visible row keeps its place on screen,
    /// whatever changes above it (headers included); see ``reloadRows(at:)``.
    ///
    /// - Throws: as ``reloadRows(at:)``, and ``ListError/sectionOutOfRange(_:sectionCount:)``.
    /// - Complexity: O(rows in the sections × log n), plus O(sections) with a fixed row height.
    public func reloadSections(_ sections: [Int]) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.reloadSections(sections) } }
        try perform("reloadSections(_:)") { () throws(ListError) in try Reloader(host: self).reloadSections(sections) }
    }

    /// Sets one row's height (per-row or self-sizing lists). The first visible row keeps its
    /// place on screen (see ``reloadRows(at:)``) — or, while the end is anchored
    /// (``anchorsToEnd``), the content's end stays at the viewport's bottom: a message that grows
    /// as it streams in pushes the rows above it up.
    ///
    /// - Throws: ``ListError/rowHeightIsFixed``, ``ListError/indexPathOutOfRange(_:rowsInSection:)``,
    ///   ``ListError/invalidHeight(_:at:)``.
    /// - Complexity: O(log n) (+ the frames of cells below the row).
    public func setHeight(_ height: Double, forRowAt indexPath: ListIndexPath) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.setHeight(height, forRowAt: indexPath) } }
        try perform("setHeight(_:forRowAt:)") { () throws(ListError) in try Reloader(host: self).setHeight(height, forRowAt: indexPath) }
    }

    /// Throws ``ListError/indexPathOutOfRange(_:rowsInSection:)`` unless the list has the row.
    ///
    /// - Complexity: O(1).
    func validate(_ indexPath: ListIndexPath) throws(ListError) {
        guard indexPath.section >= 0, indexPath.section < activeLayout.geometry.sectionCount else {
            throw .indexPathOutOfRange(indexPath, rowsInSection: 0)
        }
        let rows = activeLayout.geometry.rowCount(inSection: indexPath.section)
        guard indexPath.row >= 0, indexPath.row < rows else { throw .indexPathOutOfRange(indexPath, rowsInSection: rows) }
    }
}
