/// Editing mode, as UITableView's: which rows can be edited and how, what each cell shows of it,
/// and what touches may select while it is on.
extension EditingState {
    /// Enters or leaves editing mode: a row's swipe actions close and an interactive move is
    /// cancelled, then the mode changes (``switchMode(to:cells:in:callees:)``). The caller has
    /// checked that the mode differs.
    ///
    /// - Complexity: O(c + s) for c cells and s selected rows; three calls per cell when editing.
    func setEditing<Host: EditingModeHost & SwipeHost & MoveHost>(_ isEditing: Bool, in host: Host, callees: Host.Context) {
        swipe.end(in: host, callees: callees)
        move.cancel(in: host)
        switchMode(to: isEditing, cells: host.window, in: host, callees: callees)
    }

    /// Sets the mode to `isEditing`, clearing the selection (without callbacks), and gives each
    /// of `cells` its row's editing state, unselected.
    ///
    /// - Complexity: O(c + s) for c cells and s selected rows; three calls per cell when editing.
    func switchMode<Host: EditingModeHost>(to isEditing: Bool, cells: CellWindow, in host: Host, callees: Host.Context) {
        self.isEditing = isEditing
        host.deselectAllRowsSilently()
        for cell in cells.cells {
            cell.isSelected = false
            if let path = cell.indexPath { applyState(to: cell, at: path, in: host, callees: callees) }
        }
    }

    /// Whether touches select rows in the current mode; `outsideEditing` is what they do
    /// outside editing mode (``ListView/allowsSelection``).
    ///
    /// - Complexity: O(1).
    func touchesSelect(outsideEditing: Bool) -> Bool {
        isEditing ? allowsSelection || allowsMultipleSelection : outsideEditing
    }

    /// Whether several rows can be selected in the current mode; `outsideEditing` is the answer
    /// outside editing mode (``ListView/allowsMultipleSelection``).
    ///
    /// - Complexity: O(1).
    func selectsMany(outsideEditing: Bool) -> Bool {
        isEditing ? allowsMultipleSelection : outsideEditing
    }

    /// Whether the data source lets the row at `indexPath` be edited, and the editing style the
    /// delegate gives it (delete without a delegate; none for a row that cannot be edited or is
    /// not loaded).
    ///
    /// - Complexity: O(1) plus two calls.
    func editability<Host: EditingModeHost>(at indexPath: ListIndexPath, in host: Host,
                                            callees: Host.Context) -> (canEdit: Bool, style: ListCell.EditingStyle) {
        guard host.isLoaded(indexPath), host.dataSourceCanEditRow(at: indexPath, callees: callees) else { return (false, .none) }
        return (true, host.delegateEditingStyle(forRowAt: indexPath, callees: callees) ?? .delete)
    }

    /// Gives `cell` the editing state of its row at `indexPath`: none outside editing mode
    /// (without asking anything), else the data source's and delegate's answers.
    ///
    /// - Complexity: O(1); three calls in editing mode.
    func applyState<Host: EditingModeHost>(to cell: ListCell, at indexPath: ListIndexPath, in host: Host, callees: Host.Context) {
        guard isEditing else {
            cell.isEditing = false
            cell.editingStyle = .none
            cell.showsReorderControl = false
            return
        }
        let (canEdit, style) = editability(at: indexPath, in: host, callees: callees)
        cell.isEditing = canEdit
        cell.editingStyle = style
        cell.showsReorderControl = canEdit && host.canMoveRow(at: indexPath, callees: callees)
    }

    /// Before the rows are renumbered: a move under way is cancelled (the cells then show their
    /// rows' frames); a reload ends the swipe too (its row may then be another).
    ///
    /// - Complexity: O(1) plus the delegate's calls.
    func rowsWillChange<Host: SwipeHost & MoveHost>(_ change: RowsChange, in host: Host) {
        if case .reload = change { swipe.end(in: host, callees: host.loadContext(), rowStillExists: false) }
        move.cancel(in: host)
    }

    /// After a batch: the swipe follows its row (or ends if the row left). (The cells that stay
    /// read their editing state again as the batch places them.)
    ///
    /// - Complexity: O(log k).
    func rowsDidChange<Host: SwipeHost>(_ change: RowsChange, in host: Host) {
        guard case let .batch(plan) = change else { return }
        swipe.follow(plan, in: host)
    }
}
