/// How a list measures its rows and what it tells about display: UITableViewDelegate's
/// semantics in Swift idiom. Called on the engine's thread. Every requirement has a default;
/// a height of nil means "not provided": the style's default or the list's ``RowHeight`` decides.
public protocol ListDelegate: AnyObject {
    /// The height of the row at `indexPath` (``RowHeight/perRow``, and the measured height of a
    /// self-sizing row whose cell gives none). Default: nil.
    func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double?
    /// The estimate a self-sizing row starts from. Default: nil (the list's estimate).
    func listView(_ listView: ListView, estimatedHeightForRowAt indexPath: ListIndexPath) -> Double?
    /// The height of `section`'s header. Default: nil (the style's default).
    func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double?
    /// The height of `section`'s footer. Default: nil (the style's default).
    func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double?
    /// A row is about to become visible in `cell`.
    func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath)
    /// A row stopped being visible; its cell may go back to the pool next.
    func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath)
}

extension ListDelegate {
    public func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { nil }
    public func listView(_ listView: ListView, estimatedHeightForRowAt indexPath: ListIndexPath) -> Double? { nil }
    public func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { nil }
    public func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double? { nil }
    public func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath) {}
    public func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath) {}
}
