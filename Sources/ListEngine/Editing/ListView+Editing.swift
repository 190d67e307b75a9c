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
        let callees = Callees(of: self)
        editing.swipe.end(in: self, callees: callees)
        editing.move.cancel(in: self)
        editing.isEditing = isEditing
        for path in selection.selected { selection.remove(path) }
        for cell in window.cells {
            cell.isSelected = false
            if let path = cell.indexPath { applyEditingState(to: cell, at: path, callees: callees) }
        }
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
            keepOneSelectedRowUnlessManyAllowed()
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

    /// Whether touches select rows in the current mode.
    var touchesSelectNow: Bool {
        editing.isEditing ? editing.allowsSelection || editing.allowsMultipleSelection : selection.touchesSelect
    }

    /// Whether several rows can be selected in the current mode.
    var selectsManyNow: Bool {
        editing.isEditing ? editing.allowsMultipleSelection : selection.allowsMany
    }

    /// Whether the data source lets the row at `indexPath` be edited, and the editing style the
    /// delegate gives it (none for a row that cannot be edited).
    ///
    /// - Complexity: O(1) plus two calls.
    func editability(at indexPath: ListIndexPath, callees: Callees) -> (canEdit: Bool, style: ListCell.EditingStyle) {
        guard isLoaded(indexPath), let dataSource = callees.dataSource, dataSource.listView(self, canEditRowAt: indexPath) else { return (false, .none) }
        return (true, callees.delegate?.listView(self, editingStyleForRowAt: indexPath) ?? .delete)
    }

    /// Gives `cell` the editing state of its row at `indexPath`: none outside editing mode
    /// (without asking anything), else the data source's and delegate's answers.
    ///
    /// - Complexity: O(1); three calls in editing mode.
    func applyEditingState(to cell: ListCell, at indexPath: ListIndexPath, callees: Callees) {
        guard editing.isEditing else {
            cell.isEditing = false
            cell.editingStyle = .none
            cell.showsReorderControl = false
            return
        }
        let (canEdit, style) = editability(at: indexPath, callees: callees)
        cell.isEditing = canEdit
        cell.editingStyle = style
        cell.showsReorderControl = canEdit && (callees.dataSource?.listView(self, canMoveRowAt: indexPath) ?? false)
    }

    /// Before the rows are renumbered: a move under way is cancelled (the cells then show their
    /// rows' frames); a reload ends the swipe too (its row may then be another).
    ///
    /// - Complexity: O(1) plus the delegate's calls.
    func editingWillChange(_ change: RowsChange) {
        if case .reload = change { editing.swipe.end(in: self, callees: Callees(of: self), rowStillExists: false) }
        editing.move.cancel(in: self)
    }

    /// After a batch: the swipe follows its row (or ends if the row left). (The cells that stay
    /// read their editing state again as the batch places them.)
    ///
    /// - Complexity: O(log k).
    func editingDidChange(_ change: RowsChange) {
        guard case let .batch(plan) = change else { return }
        editing.swipe.follow(plan, in: self)
    }
}
