/// A delegate in UICollectionViewDelegate's names: display, highlight and selection of items,
/// with UIKit's collection semantics — `shouldSelectItemAt` answers yes or no where a table's
/// `willSelectRowAt` can redirect. Implement the item names; the row-named requirements of
/// ``ListDelegate`` answer from them. Every requirement has a default.
public protocol ListCollectionDelegate: ListDelegate {
    /// An item is about to become visible in `cell`.
    func listView(_ listView: ListView, willDisplay cell: ListCell, forItemAt indexPath: ListIndexPath)
    /// An item stopped being visible; its cell may go back to the pool next.
    func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forItemAt indexPath: ListIndexPath)
    /// Whether a touch on the item highlights it (and can select it). Default: true.
    func listView(_ listView: ListView, shouldHighlightItemAt indexPath: ListIndexPath) -> Bool
    /// The item was highlighted by a touch.
    func listView(_ listView: ListView, didHighlightItemAt indexPath: ListIndexPath)
    /// The item's highlight ended.
    func listView(_ listView: ListView, didUnhighlightItemAt indexPath: ListIndexPath)
    /// Whether a touch selects the item. Default: true.
    func listView(_ listView: ListView, shouldSelectItemAt indexPath: ListIndexPath) -> Bool
    /// The item was selected by a touch.
    func listView(_ listView: ListView, didSelectItemAt indexPath: ListIndexPath)
    /// Whether a touch deselects the item (with multiple selection). Default: true.
    func listView(_ listView: ListView, shouldDeselectItemAt indexPath: ListIndexPath) -> Bool
    /// The item was deselected by a touch.
    func listView(_ listView: ListView, didDeselectItemAt indexPath: ListIndexPath)
}

extension ListCollectionDelegate {
    /// Nothing.
    public func listView(_ listView: ListView, willDisplay cell: ListCell, forItemAt indexPath: ListIndexPath) {}
    /// Nothing.
    public func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forItemAt indexPath: ListIndexPath) {}
    /// True.
    public func listView(_ listView: ListView, shouldHighlightItemAt indexPath: ListIndexPath) -> Bool { true }
    /// Nothing.
    public func listView(_ listView: ListView, didHighlightItemAt indexPath: ListIndexPath) {}
    /// Nothing.
    public func listView(_ listView: ListView, didUnhighlightItemAt indexPath: ListIndexPath) {}
    /// True.
    public func listView(_ listView: ListView, shouldSelectItemAt indexPath: ListIndexPath) -> Bool { true }
    /// Nothing.
    public func listView(_ listView: ListView, didSelectItemAt indexPath: ListIndexPath) {}
    /// True.
    public func listView(_ listView: ListView, shouldDeselectItemAt indexPath: ListIndexPath) -> Bool { true }
    /// Nothing.
    public func listView(_ listView: ListView, didDeselectItemAt indexPath: ListIndexPath) {}

    // The row-named requirements, answered by the item names.

    /// ``listView(_:willDisplay:forItemAt:)``.
    public func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath) {
        self.listView(listView, willDisplay: cell, forItemAt: indexPath)
    }
    /// ``listView(_:didEndDisplaying:forItemAt:)``.
    public func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath) {
        self.listView(listView, didEndDisplaying: cell, forItemAt: indexPath)
    }
    /// ``listView(_:shouldHighlightItemAt:)``.
    public func listView(_ listView: ListView, shouldHighlightRowAt indexPath: ListIndexPath) -> Bool {
        self.listView(listView, shouldHighlightItemAt: indexPath)
    }
    /// ``listView(_:didHighlightItemAt:)``.
    public func listView(_ listView: ListView, didHighlightRowAt indexPath: ListIndexPath) {
        self.listView(listView, didHighlightItemAt: indexPath)
    }
    /// ``listView(_:didUnhighlightItemAt:)``.
    public func listView(_ listView: ListView, didUnhighlightRowAt indexPath: ListIndexPath) {
        self.listView(listView, didUnhighlightItemAt: indexPath)
    }
    /// `indexPath` if ``listView(_:shouldSelectItemAt:)`` says yes, else nil.
    public func listView(_ listView: ListView, willSelectRowAt indexPath: ListIndexPath) -> ListIndexPath? {
        self.listView(listView, shouldSelectItemAt: indexPath) ? indexPath : nil
    }
    /// ``listView(_:didSelectItemAt:)``.
    public func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) {
        self.listView(listView, didSelectItemAt: indexPath)
    }
    /// `indexPath` if ``listView(_:shouldDeselectItemAt:)`` says yes, else nil.
    public func listView(_ listView: ListView, willDeselectRowAt indexPath: ListIndexPath) -> ListIndexPath? {
        self.listView(listView, shouldDeselectItemAt: indexPath) ? indexPath : nil
    }
    /// ``listView(_:didDeselectItemAt:)``.
    public func listView(_ listView: ListView, didDeselectRowAt indexPath: ListIndexPath) {
        self.listView(listView, didDeselectItemAt: indexPath)
    }
}
