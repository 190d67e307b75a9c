/// What a ``SwipeController`` needs of its list: where rows are, whether they may be edited,
/// the delegate's actions and notifications, and the deletions an action makes.
protocol SwipeHost: EditingHost {
    /// Whether the list is in editing mode, where rows do not swipe.
    var isEditing: Bool { get }
    /// Whether an interactive move is under way, which no swipe may interrupt.
    var isMovingRow: Bool { get }

    /// The row under `point` (viewport coordinates), if the list has loaded it.
    ///
    /// - Complexity: O(log n).
    func loadedRow(at point: Point) -> ListIndexPath?

    /// The width of the row at `indexPath`: how far a full swipe slides it.
    ///
    /// - Complexity: O(log n).
    func width(ofRow indexPath: ListIndexPath) -> Double

    /// Whether the data source lets the row at `indexPath` be edited, and the editing style
    /// the delegate gives it (none for a row that cannot be edited).
    ///
    /// - Complexity: O(1) plus two calls.
    func editability(at indexPath: ListIndexPath, callees: Context) -> (canEdit: Bool, style: ListCell.EditingStyle)

    /// The delegate's actions for `edge` of the row at `indexPath`, as given (nil: none given).
    ///
    /// - Complexity: the delegate's call.
    func swipeActionsConfiguration(_ edge: SwipeEdge, forRowAt indexPath: ListIndexPath,
                                   callees: Context) -> ListSwipeActionsConfiguration?

    /// The delegate's title for the delete confirmation of the row at `indexPath` (nil: none).
    ///
    /// - Complexity: the delegate's call.
    func delegateDeleteConfirmationTitle(forRowAt indexPath: ListIndexPath, callees: Context) -> String?

    /// Tells the delegate that the row at `indexPath` begins showing its actions.
    ///
    /// - Complexity: the delegate's call.
    func willBeginEditingRow(at indexPath: ListIndexPath, callees: Context)

    /// Tells the delegate that the row at `indexPath` (nil: a row that is gone) no longer shows
    /// its actions.
    ///
    /// - Complexity: the delegate's call.
    func didEndEditingRow(at indexPath: ListIndexPath?, callees: Context)

    /// Closes the swipe as the public operation does (``ListView/closeSwipeActions()``): its
    /// gate, then ``SwipeController/end(in:callees:rowStillExists:)``.
    ///
    /// - Complexity: O(1) plus the delegate's call.
    func closeSwipeActions()

    /// Commits the deletion of the rows at `indexPaths` through the data source
    /// (``ListView/commitEditing(_:forRowsAt:animated:)``): the delete confirmation's action.
    ///
    /// - Complexity: a batch of the rows.
    func commitEditing(_ style: ListCell.EditingStyle, forRowsAt indexPaths: [ListIndexPath],
                       animated: Bool) throws(ListError) -> ListTransition

    /// Deletes the row at `indexPath`, which a destructive action's handler removed from the
    /// model: a batch of one deletion checked against the data source's counts, as a public
    /// operation of its own.
    ///
    /// - Complexity: a batch of one row.
    func deleteSwipedRow(at indexPath: ListIndexPath, animated: Bool) throws(ListError) -> ListTransition
}
