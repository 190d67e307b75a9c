/// Selection and highlight, as UITableView keeps them: by row, surviving scrolling (cells are
/// reused, the state is not kept in them) and batch updates (it follows its rows).
extension ListView {
    /// Whether more than one row can be selected at a time outside editing mode (see
    /// ``allowsMultipleSelectionDuringEditing``). Default: false.
    public var allowsMultipleSelection: Bool {
        get { selection.allowsMany }
        set {
            selection.allowsMany = newValue
            keepOneSelectedRowUnlessManyAllowed()
        }
    }

    /// Keeps only the first selected row when the current mode selects one at a time.
    func keepOneSelectedRowUnlessManyAllowed() {
        guard !selectsManyNow, let keep = indexPathsForSelectedRows.first else { return }
        for path in indexPathsForSelectedRows where path != keep { unselect(path) }
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
        select(indexPath)
    }

    /// Selects a valid row, deselecting the others unless the mode allows several.
    func select(_ indexPath: ListIndexPath) {
        if !selectsManyNow {
            for path in selection.selected where path != indexPath { unselect(path) }
        }
        selection.insert(indexPath)
        cellForMaterializedRow(at: indexPath)?.isSelected = true
    }

    /// Deselects the row at `indexPath`; nothing happens if it is not selected.
    public func deselectRow(at indexPath: ListIndexPath) {
        if defersSelection { return deferCall { $0.deselectRow(at: indexPath) } }
        unselect(indexPath)
    }

    /// Deselects a row, with its cell's flag.
    func unselect(_ indexPath: ListIndexPath) {
        selection.remove(indexPath)
        cellForMaterializedRow(at: indexPath)?.isSelected = false
    }

    /// Highlights the row at `indexPath` (nil removes the highlight).
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)`` (reported as a diagnostic
    ///   instead when the call waited).
    public func highlightRow(at indexPath: ListIndexPath?) throws(ListError) {
        if defersSelection { return deferCall { list throws(ListError) in try list.highlightRow(at: indexPath) } }
        if let indexPath { try validate(indexPath) }
        setHighlight(indexPath)
    }

    /// Moves the highlight to a valid row (or removes it), with the cells' flags.
    func setHighlight(_ indexPath: ListIndexPath?) {
        let old = selection.highlighted
        selection.highlighted = indexPath
        if let old { cellForMaterializedRow(at: old)?.isHighlighted = selection.isHighlighted(old) }
        if let indexPath { cellForMaterializedRow(at: indexPath)?.isHighlighted = true }
    }

    /// The cell of `indexPath` if the row has one (visible or in the ready window). Inside an
    /// operation the cells may be half rearranged: none then, and the cells' flags are brought
    /// up to date when the operation ends.
    func cellForMaterializedRow(at indexPath: ListIndexPath) -> ListCell? {
        guard gate.running == nil else {
            gate.selectionChanged = true
            return nil
        }
        return materializedCell(at: indexPath)
    }

    /// The cell of `indexPath` if the row has one, inside an operation too: for reading what
    /// the cell shows (a touch asks where its detail button is).
    ///
    /// - Complexity: O(1).
    func materializedCell(at indexPath: ListIndexPath) -> ListCell? {
        globalRow(for: indexPath).flatMap(window.cell(ofRow:))
    }
}
