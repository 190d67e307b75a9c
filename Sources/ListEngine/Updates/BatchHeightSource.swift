/// What ``BatchHeights`` asks of its list: the heights of the section views and rows a batch
/// brings, as the delegate (or the list's defaults) gives them.
protocol BatchHeightSource: AnyObject {
    /// The delegate, loaded once for the rows of a batch rather than once a row.
    var delegate: (any ListDelegate)? { get }
    /// How the rows are sized: per-row heights are asked again for rows reloaded.
    var rowHeight: RowHeight { get }

    /// The header's and footer's heights of section `s` (as after the batch).
    ///
    /// - Complexity: O(1) plus the delegate's and data source's calls.
    func headerFooterHeights(ofSection s: Int) throws(ListError) -> (Double, Double)

    /// The height of the row at `indexPath` before it is configured, `delegate` already loaded.
    ///
    /// - Complexity: O(1) plus the delegate's call.
    func initialHeight(ofRow indexPath: ListIndexPath, delegate: (any ListDelegate)?) -> Double
}
