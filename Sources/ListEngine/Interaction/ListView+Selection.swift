/// Selection and highlight, as UITableView keeps them (see ``RowSelection``): by row, surviving
/// scrolling and batch updates.
extension ListView {
    /// Whether more than one row can be selected at a time outside editing mode (see
    /// ``allowsMultipleSelectionDuringEditing``). Default: false.
    public var allowsMultipleSelection: Bool {
        get { selection.allowsMany }
        set {
            selection.allowsMany = newValue
            selection.keepOneUnlessManyAllowed(in: self)
        }
    }

    /// The selected rows, in order.
    ///
    /// - Complexity: O(s log s) for s selected rows.
    public var indexPathsForSelectedRows: [ListIndexPath] { selection.selected.sorted() }

    /// The selected row, the first if several are.
    public var indexPathForSelectedRow: ListIndexPath? { selection.selected.min() }

    /// The highlighted row, if any.
    public var indexPathForHighlightedRow: ListIndexPath? { selection.highlighted }

    /// Selects the row at `indexPath` (and, unless the current mode allows several —
    /// ``allowsMultipleSelection``, or ``allowsMultipleSelectionDuringEditing`` in editing mode —
    /// deselects the others). From a callback it may wait (see ``ListView``'s reentrancy rules):
    /// a reload's questions, a touch's outcome.
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)`` (reported as a diagnostic
    ///   instead when the call waited).
    /// - Complexity: O(1), plus O(s) to deselect the others.
    public func selectRow(at indexPath: ListIndexPath) throws(ListError) {
        if defersSelection { return deferCall { list throws(ListError) in try list.selectRow(at: indexPath) } }
        try validate(indexPath)
        guard isLoaded(indexPath) else { throw .rowNotLoaded(indexPath) }
        selection.select(indexPath, in: self)
    }

    /// Deselects the row at `indexPath`; nothing happens if it is not selected.
    public func deselectRow(at indexPath: ListIndexPath) {
        if defersSelection { return deferCall { $0.deselectRow(at: indexPath) } }
        selection.unselect(indexPath, in: self)
    }

    /// Highlights the row at `indexPath` (nil removes the highlight).
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)`` (reported as a diagnostic
    ///   instead when the call waited).
    public func highlightRow(at indexPath: ListIndexPath?) throws(ListError) {
        if defersSelection { return deferCall { list throws(ListError) in try list.highlightRow(at: indexPath) } }
        if let indexPath { try validate(indexPath) }
        selection.setHighlight(indexPath, in: self)
    }
}
