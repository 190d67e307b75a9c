/// What a layout asks of the list about its rows' and items' sizes: the delegate's answers,
/// checked, and where problems with them are reported. The layout decides when to ask; the
/// list (``DelegateItemSizes``) knows whom to ask and how an answer is checked.
///
/// The layout's methods that take one are generic over it, so the compiler specializes them: no
/// existential call per item.
protocol ItemSizes {
    /// The list the answers are about, which a custom layout's checked answers report to.
    var list: ListView { get }

    /// The height of the row or item at `indexPath` before it is configured: the fixed height,
    /// the delegate's for per-row heights, the estimate for self-sizing ones.
    ///
    /// - Complexity: O(1) plus a delegate call.
    func initialHeight(ofRow indexPath: ListIndexPath) -> Double

    /// The delegate's size for the item at `indexPath` (`sizeForItemAt`), if it gives one, as
    /// it gives it: the layout checks it (``ActiveLayout/checked(_:at:sizes:)``).
    ///
    /// - Complexity: O(1) plus a delegate call.
    func size(ofItemAt indexPath: ListIndexPath) -> Size?

    /// The delegate's height for the row or item at `indexPath` (`heightForRowAt`), if it
    /// gives one: what a self-sizing grid item whose cell does not measure itself takes.
    ///
    /// - Complexity: O(1) plus a delegate call.
    func delegateHeight(ofRow indexPath: ListIndexPath) -> Double?

    /// Whether the item at `indexPath` spans every column of a masonry (the delegate's
    /// `isFullSpanItemAt`), asked as the item is placed.
    ///
    /// - Complexity: O(1) plus a delegate call.
    func isFullSpan(itemAt indexPath: ListIndexPath) -> Bool

    /// Reports `problem`, found where no error can be thrown.
    ///
    /// - Complexity: O(1) plus the list's diagnostic handler.
    func report(_ problem: ListError)
}
