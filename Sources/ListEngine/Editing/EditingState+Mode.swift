/// Editing mode, as UITableView's: which rows can be edited and how, what each cell shows of it,
/// and what touches may select while it is on.
extension EditingState {
    /// Enters or leaves editing mode: a row's swipe actions close and an interactive move is
    /// cancelled, then the mode changes (``switchMode(to:cells:in:callees:)``). The caller has
    /// checked that the mode differs.
    ///
    /// - Complexity: O(c + s) for c cells and s selected rows; three calls per cell when editing.
    func setEditing<Host: EditingHost>(_ isEditing: Bool, in host: Host, callees: Host.Calls) {
        swipe.end(in: host, callees: callees)
        move.cancel(in: host)
        switchMode(to: isEditing, cells: host.window, in: host, callees: callees)
    }

    /// Sets the mode to `isEditing`, clearing the selection (without callbacks), and gives each
    /// of `cells` its row's editing state, unselected.
    ///
    /// - Complexity: O(c + s) for c cells and s selected rows; three calls per cell when editing.
    func switchMode<Host: EditingHost>(to isEditing: Bool, cells: CellWindow, in host: Host, callees: Host.Calls) {
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

    /// Gives `cell` the editing state of its row at `indexPath`: none outside editing mode
    /// (without asking anything), else the data source's and delegate's answers.
    ///
    /// - Complexity: O(1); three calls in editing mode.
    func applyState<Host: EditingHost>(to cell: ListCell, at indexPath: ListIndexPath, in host: Host, callees: Host.Calls) {
        guard isEditing else {
            cell.isEditing = false
            cell.editingStyle = .none
            cell.showsReorderControl = false
            return
        }
        let (canEdit, style) = host.editability(at: indexPath, callees: callees)
        cell.isEditing = canEdit
        cell.editingStyle = style
        cell.showsReorderControl = canEdit && host.canMoveRow(at: indexPath, callees: callees)
    }

    /// Before the rows are renumbered: a move under way is cancelled (the cells then show their
    /// rows' frames); a reload ends the swipe too (its row may then be another).
    ///
    /// - Complexity: O(1) plus the delegate's calls.
    func rowsWillChange<Host: EditingHost>(_ change: RowsChange, in host: Host) {
        if case .reload = change { swipe.end(in: host, callees: host.loadCallees(), rowStillExists: false) }
        move.cancel(in: host)
    }

    /// After a batch: the swipe follows its row (or ends if the row left). (The cells that stay
    /// read their editing state again as the batch places them.)
    ///
    /// - Complexity: O(log k).
    func rowsDidChange<Host: EditingHost>(_ change: RowsChange, in host: Host) {
        guard case let .batch(plan) = change else { return }
        swipe.follow(plan, in: host)
    }
}
