/// Committing a delete, an insert or a move the user made: the data source changes its model, the
/// list applies the change as one batch, checked as ``performBatchUpdates(_:)-(ListBatchUpdate)``
/// checks any batch.
extension ListView {
    /// Commits `style` for the row at `indexPath`: what a renderer calls when the user confirms
    /// a row's delete button or taps its insert control. See ``commitEditing(_:forRowsAt:)``.
    ///
    /// - Complexity: a batch of one row.
    @discardableResult
    public func commitEditing(_ style: ListCell.EditingStyle, forRowAt indexPath: ListIndexPath) throws(ListError) -> ListTransition {
        try commitEditing(style, forRowsAt: [indexPath])
    }

    /// Commits `style` for each row of `indexPaths` (as the list shows them now) in one batch —
    /// the rows selected in editing mode, deleted together.
    ///
    /// Every row is checked first: in range, named once, editable (`canEditRowAt`), and of
    /// that editing style (`editingStyleForRowAt`). Then the data source's
    /// `commit editingStyle:forRowAt:` is called for each row, from the last to the first, so
    /// that each index path still names its row in a model that changes as it goes; it changes
    /// its model only (calls back into the list are refused). The list then applies the change
    /// itself — deletes the rows, or inserts a new row at each index path (the row there moving
    /// down) — as one batch, checked against the counts the data source reports now: a data
    /// source that changed too much or too little is refused. Selection, the anchor and a row's
    /// swipe follow as for any batch.
    ///
    /// - Returns: the rows visible before or after, for a renderer to animate.
    /// - Throws: ``ListError/invalidEditing(_:)`` for a request the rows do not allow (or
    ///   ``EditingError/notImplemented(_:)`` when the data source has no `commit`),
    ///   ``ListError/indexPathOutOfRange(_:rowsInSection:)``, ``ListError/invalidBatchUpdate(_:)``
    ///   when the data source's new counts do not add up, ``ListError/reentrantCall(_:during:)``
    ///   from a callback of a running operation. The list is then exactly as before.
    /// - Complexity: O(k log k) to check k rows, k data source calls, then a batch of k rows.
    @discardableResult
    public func commitEditing(_ style: ListCell.EditingStyle, forRowsAt indexPaths: [ListIndexPath]) throws(ListError) -> ListTransition {
        try commitEditing(style, forRowsAt: indexPaths, animated: false)
    }

    /// Commits `style` for each row of `indexPaths` as ``commitEditing(_:forRowsAt:)`` does;
    /// `animated`, the batch animates as ``performBatchUpdates(_:animated:)-(ListBatchUpdate,_)`` says (the deleted
    /// rows fade out, the rows below slide up).
    ///
    /// - Complexity: as ``commitEditing(_:forRowsAt:)``.
    @discardableResult
    public func commitEditing(_ style: ListCell.EditingStyle, forRowsAt indexPaths: [ListIndexPath], animated: Bool) throws(ListError) -> ListTransition {
        if defersCalls {
            return deferred(ListTransition()) { list throws(ListError) in try list.commitEditing(style, forRowsAt: indexPaths, animated: animated) }
        }
        return try perform(animated ? "commitEditing(_:forRowsAt:animated:)" : "commitEditing(_:forRowsAt:)") { () throws(ListError) in
            if data.needsReload { try reloadAll() }
            let callees = Callees(of: self)
            try checkCommit(style, indexPaths, callees: callees)
            guard let dataSource = callees.dataSource, !indexPaths.isEmpty else { return unchangedTransition() }
            editing.defaultCallbackRan = false
            for path in indexPaths.sorted(by: >) {
                dataSource.listView(self, commit: style, forRowAt: path)
            }
            guard !editing.defaultCallbackRan else {
                editing.defaultCallbackRan = false
                throw .invalidEditing(.notImplemented("listView(_:commit:forRowAt:)"))
            }
            return try applyCommitted(style, rows: indexPaths, animated: animated)
        }
    }

    /// Refuses a commit the rows do not allow.
    private func checkCommit(_ style: ListCell.EditingStyle, _ indexPaths: [ListIndexPath], callees: Callees) throws(ListError) {
        guard style != .none else { throw .invalidEditing(.nothingToCommit) }
        var seen = Set<ListIndexPath>()
        seen.reserveCapacity(indexPaths.count)
        for path in indexPaths {
            try validate(path)
            guard seen.insert(path).inserted else { throw .invalidEditing(.duplicateRow(path)) }
            let (canEdit, rowStyle) = editability(at: path, callees: callees)
            guard canEdit else { throw .invalidEditing(.notEditable(path)) }
            guard rowStyle == style else { throw .invalidEditing(.styleMismatch(path, requested: style, rowStyle: rowStyle)) }
        }
    }

    /// Applies, as one batch (`animated` or not), the change the data source has made for
    /// `style` at `rows` (as before it): their deletion, or a new row at each (the k-th of a
    /// section, counted from its top, lands k rows further down: the rows inserted above it
    /// push it).
    ///
    /// - Complexity: O(k log k) and the batch.
    func applyCommitted(_ style: ListCell.EditingStyle, rows: [ListIndexPath], animated: Bool) throws(ListError) -> ListTransition {
        var update = ListBatchUpdate()
        switch style {
        case .none:
            return unchangedTransition()
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
        return try apply(update, animated: animated)
    }

    /// Moves the row at `source` to `destination` (as after the move) in the model — the data
    /// source's `moveRowAt` — and applies the move as one batch, the row at `landing`'s screen
    /// position if given: what a move the user made ends with, by drag or by a screen reader's
    /// action.
    ///
    /// - Throws: ``EditingError/notImplemented(_:)`` when the data source has no `moveRowAt`;
    ///   what the batch throws.
    /// - Complexity: a batch of one move.
    func commitMove(from source: ListIndexPath, to destination: ListIndexPath, dataSource: any ListDataSource,
                    landing: (path: ListIndexPath, screenY: Double)?, animated: Bool) throws(ListError) -> ListTransition {
        editing.defaultCallbackRan = false
        dataSource.listView(self, moveRowAt: source, to: destination)
        guard !editing.defaultCallbackRan else {
            editing.defaultCallbackRan = false
            throw .invalidEditing(.notImplemented("listView(_:moveRowAt:to:)"))
        }
        var update = ListBatchUpdate()
        update.moveRow(at: source, to: destination)
        return try apply(update, landing: landing, animated: animated)
    }
}
