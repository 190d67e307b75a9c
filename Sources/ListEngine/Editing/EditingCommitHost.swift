/// What committing an edit (``EditingState``'s commits) needs of its list beyond editing mode:
/// its index path check, the data source's changes to its model, and the batch that shows them.
protocol EditingCommitHost: EditingModeHost {
    /// Throws ``ListError/indexPathOutOfRange(_:rowsInSection:)`` unless the list has a row at
    /// `indexPath`.
    ///
    /// - Complexity: O(1).
    func validate(_ indexPath: ListIndexPath) throws(ListError)

    /// Calls the data source's `commit editingStyle:forRowAt:` for each of `indexPaths`, in that
    /// order; false, calling nothing, without a data source.
    ///
    /// - Complexity: one data source call per row.
    func dataSourceCommit(_ style: ListCell.EditingStyle, forRowsAt indexPaths: [ListIndexPath], callees: Context) -> Bool

    /// Calls `dataSource`'s `moveRowAt` from `source` to `destination`.
    ///
    /// - Complexity: the data source's call.
    func dataSourceMoveRow(from source: ListIndexPath, to destination: ListIndexPath, dataSource: any ListDataSource)

    /// Applies `update` as one batch within the operation under way (checked against the data
    /// source's counts), `landing`'s row, if given, keeping its screen position.
    ///
    /// - Complexity: the batch.
    func apply(_ update: ListBatchUpdate, landing: (path: ListIndexPath, screenY: Double)?,
               animated: Bool) throws(ListError) -> ListTransition

    /// The visible rows, each staying where it is: what a commit that changes nothing returns.
    ///
    /// - Complexity: O(v log n) for v visible rows.
    func unchangedTransition() -> ListTransition
}
