/// What editing mode (``EditingState``) needs of its list: whether a row is loaded, the data
/// source's and delegate's answers about a row, and the selection it clears when the mode
/// changes.
protocol EditingModeHost: EditingHost {
    /// Whether the list has loaded the row at `indexPath`: a row not loaded cannot be edited.
    ///
    /// - Complexity: O(1).
    func isLoaded(_ indexPath: ListIndexPath) -> Bool

    /// The data source's `canEditRowAt` for the row at `indexPath` (false without a data source).
    ///
    /// - Complexity: the data source's call.
    func dataSourceCanEditRow(at indexPath: ListIndexPath, callees: Context) -> Bool

    /// The delegate's `editingStyleForRowAt` for the row at `indexPath` (nil without a delegate).
    ///
    /// - Complexity: the delegate's call.
    func delegateEditingStyle(forRowAt indexPath: ListIndexPath, callees: Context) -> ListCell.EditingStyle?

    /// The data source's `canMoveRowAt` for the row at `indexPath` (false without a data source).
    ///
    /// - Complexity: the data source's call.
    func canMoveRow(at indexPath: ListIndexPath, callees: Context) -> Bool

    /// Deselects every row without selection callbacks, as a change of mode does; the caller
    /// updates the cells.
    ///
    /// - Complexity: O(s) for s selected rows.
    func deselectAllRowsSilently()
}
