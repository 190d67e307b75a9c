/// Committing a delete, an insert or a move the user made: the data source changes its model,
/// the list applies the change as one batch.
extension EditingState {
    /// Commits `style` for each row of `indexPaths` (as the list shows them now): every row
    /// checked first, then the data source's `commit` for each, from the last to the first (so
    /// that each index path still names its row in a model that changes as it goes), then the
    /// change as one batch (``applyCommitted(_:rows:animated:in:)``).
    ///
    /// - Throws: ``ListError/invalidEditing(_:)`` for a request the rows do not allow or a data
    ///   source without `commit`; what the check and the batch throw.
    /// - Complexity: O(k log k) to check k rows, k data source calls, then a batch of k rows.
    func commit<Host: EditingHost>(_ style: ListCell.EditingStyle, forRowsAt indexPaths: [ListIndexPath], animated: Bool,
                                         in host: Host, callees: Host.Calls) throws(ListError) -> ListTransition {
        try check(style, indexPaths, in: host, callees: callees)
        guard !indexPaths.isEmpty else { return host.unchangedTransition() }
        defaultCallbackRan = false
        guard host.dataSourceCommit(style, forRowsAt: indexPaths.sorted(by: >), callees: callees) else { return host.unchangedTransition() }
        try refuseIfDefaultCallbackRan("listView(_:commit:forRowAt:)")
        return try applyCommitted(style, rows: indexPaths, animated: animated, in: host)
    }

    /// Applies, as one batch (`animated` or not), the change the data source has made for
    /// `style` at `rows` (as before it): their deletion, or a new row at each (the k-th of a
    /// section, counted from its top, lands k rows further down: the rows inserted above it
    /// push it).
    ///
    /// - Complexity: O(k log k) and the batch.
    func applyCommitted<Host: EditingHost>(_ style: ListCell.EditingStyle, rows: [ListIndexPath], animated: Bool,
                                                 in host: Host) throws(ListError) -> ListTransition {
        var update = ListBatchUpdate()
        switch style {
        case .none:
            return host.unchangedTransition()
        case .delete:
            update.deleteRows(at: rows)
        case .insert:
            var earlierInSection = 0
            var section = -1
            for path in rows.sorted() {
                if path.section != section {
                    section = path.section
                    earlierInSection = 0
                }
                update.insertedRows.append(ListIndexPath(row: path.row + earlierInSection, section: section))
                earlierInSection += 1
            }
        }
        return try host.apply(update, landing: nil, animated: animated)
    }

    /// Moves the row at `source` to `destination` (as after the move) in `dataSource`'s model
    /// and applies the move as one batch, the row at `landing`'s screen position if given.
    ///
    /// - Throws: ``EditingError/notImplemented(_:)`` when the data source has no `moveRowAt`;
    ///   what the batch throws.
    /// - Complexity: a batch of one move.
    func commitMove<Host: EditingHost>(from source: ListIndexPath, to destination: ListIndexPath, dataSource: any ListDataSource,
                                             landing: (path: ListIndexPath, screenY: Double)?, animated: Bool,
                                             in host: Host) throws(ListError) -> ListTransition {
        defaultCallbackRan = false
        host.dataSourceMoveRow(from: source, to: destination, dataSource: dataSource)
        try refuseIfDefaultCallbackRan("listView(_:moveRowAt:to:)")
        var update = ListBatchUpdate()
        update.moveRow(at: source, to: destination)
        return try host.apply(update, landing: landing, animated: animated)
    }

    /// Refuses a commit the rows do not allow: no style, a row out of range or named twice, a
    /// row that cannot be edited or has another style.
    ///
    /// - Complexity: O(k) for k rows, two calls each.
    private func check<Host: EditingHost>(_ style: ListCell.EditingStyle, _ indexPaths: [ListIndexPath],
                                                in host: Host, callees: Host.Calls) throws(ListError) {
        guard style != .none else { throw .invalidEditing(.nothingToCommit) }
        var seen = Set<ListIndexPath>()
        seen.reserveCapacity(indexPaths.count)
        for path in indexPaths {
            try host.validate(path)
            guard seen.insert(path).inserted else { throw .invalidEditing(.duplicateRow(path)) }
            let (canEdit, rowStyle) = host.editability(at: path, callees: callees)
            guard canEdit else { throw .invalidEditing(.notEditable(path)) }
            guard rowStyle == style else { throw .invalidEditing(.styleMismatch(path, requested: style, rowStyle: rowStyle)) }
        }
    }

    /// Refuses the request whose data source call just ran the protocol's default `callback`:
    /// the data source has no such method, so nothing changed.
    ///
    /// - Complexity: O(1).
    private func refuseIfDefaultCallbackRan(_ callback: String) throws(ListError) {
        guard defaultCallbackRan else { return }
        defaultCallbackRan = false
        throw .invalidEditing(.notImplemented(callback))
    }
}
