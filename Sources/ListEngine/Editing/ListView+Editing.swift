/// Editing mode, as UITableView's: rows show the editing control their delegate chooses
/// (delete, insert or none) and, where the data source lets them move, a reorder control; touches
/// select only as the editing mode allows. Cells get the state when they are configured and
/// whenever the mode changes, so it never reaches another row through reuse.
extension ListView {
    /// Whether the list is in editing mode; see ``setEditing(_:)``.
    public var isEditing: Bool { editing.isEditing }

    /// Enters or leaves editing mode. As UIKit does, this clears the selection (without
    /// selection callbacks) and closes a row's swipe actions; it also cancels an interactive
    /// move. Then every cell's ``ListCell/isEditing``, ``ListCell/editingStyle`` and
    /// ``ListCell/showsReorderControl`` follow its row: the data source's `canEditRowAt` and
    /// `canMoveRowAt`, the delegate's `editingStyleForRowAt`. Nothing happens if the mode is
    /// already `isEditing`, or when called from a callback of a running operation (reported
    /// as ``ListError/reentrantCall(_:during:)``).
    ///
    /// - Complexity: O(c + s) for c cells and s selected rows; three calls per cell when editing.
    public func setEditing(_ isEditing: Bool) {
        if defersCalls { return deferCall { $0.setEditing(isEditing) } }
        guard isEditing != editing.isEditing, beginOperation("setEditing(_:)") else { return }
        defer { endOperation() }
        editing.setEditing(isEditing, in: self, callees: Callees(of: self))
    }

    /// Whether touches select rows in editing mode (one at a time, unless
    /// ``allowsMultipleSelectionDuringEditing``). Default: false, as in UIKit.
    public var allowsSelectionDuringEditing: Bool {
        get { editing.allowsSelection }
        set { editing.allowsSelection = newValue }
    }

    /// Whether touches select several rows in editing mode, each touch toggling its row — to
    /// delete them together (``commitEditing(_:forRowsAt:)``). Implies selection during
    /// editing. Default: false. Turning it off in editing mode keeps the first selected row.
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { editing.allowsMultipleSelection }
        set {
            editing.allowsMultipleSelection = newValue
            selection.keepOneUnlessManyAllowed(in: self)
        }
    }

    /// The title of the delete confirmation button for the row at `indexPath`: the delegate's,
    /// or "Delete".
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)``.
    /// - Complexity: O(1) plus the delegate's call.
    public func deleteConfirmationTitle(forRowAt indexPath: ListIndexPath) throws(ListError) -> String {
        try validate(indexPath)
        return delegate?.deleteConfirmationTitle(in: self, at: indexPath) ?? Self.defaultDeleteConfirmationTitle
    }

    /// The delete confirmation's title when the delegate gives none.
    public static let defaultDeleteConfirmationTitle = "Delete"

    // MARK: What the engine reads

    /// Gives `cell` its row's editing state (``EditingState/applyState(to:at:in:callees:)``).
    func applyEditingState(to cell: ListCell, at indexPath: ListIndexPath, callees: Callees) {
        editing.applyState(to: cell, at: indexPath, in: self, callees: callees)
    }

    /// Before the rows are renumbered (``EditingState/rowsWillChange(_:in:)``).
    func editingWillChange(_ change: RowsChange) { editing.rowsWillChange(change, in: self) }

    /// After the rows are renumbered (``EditingState/rowsDidChange(_:in:)``).
    func editingDidChange(_ change: RowsChange) { editing.rowsDidChange(change, in: self) }
}
