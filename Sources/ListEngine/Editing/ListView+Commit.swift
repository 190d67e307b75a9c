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
            return try editing.commit(style, forRowsAt: indexPaths, animated: animated, in: self, callees: Callees(of: self))
        }
    }
}
