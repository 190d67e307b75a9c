/// UICollectionView's names for what a list calls rows: in a grid or a flow (``ListLayout``) a
/// row is an item, with the same index paths and global numbers. Each forwards to the row
/// operation named in its documentation.
extension ListView {
    /// The number of items in `section` (``numberOfRows(inSection:)``).
    ///
    /// - Complexity: O(1).
    public func numberOfItems(inSection section: Int) -> Int { numberOfRows(inSection: section) }

    /// The cell showing the item at `indexPath`, if it is visible (``cellForRow(at:)``).
    ///
    /// - Complexity: O(log sections).
    public func cellForItem(at indexPath: ListIndexPath) -> ListCell? { cellForRow(at: indexPath) }

    /// The index paths of the visible items, in order (``indexPathsForVisibleRows``).
    ///
    /// - Complexity: O(v + log n).
    public var indexPathsForVisibleItems: [ListIndexPath] { indexPathsForVisibleRows }

    /// The item whose frame contains `point`, in content coordinates (``indexPathForRow(at:)``).
    ///
    /// - Complexity: O(log n).
    public func indexPathForItem(at point: Point) -> ListIndexPath? { indexPathForRow(at: point) }

    /// The frame of the item at `indexPath` in content coordinates, or nil if out of range
    /// (``rectForRow(at:)``; UIKit's `layoutAttributesForItem(at:)?.frame`).
    ///
    /// - Complexity: O(log n).
    public func rectForItem(at indexPath: ListIndexPath) -> Rect? { rectForRow(at: indexPath) }

    /// Scrolls so the item at `indexPath` is at `position` (``scrollToRow(at:position:)``).
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)``.
    /// - Complexity: O(log n).
    public func scrollToItem(at indexPath: ListIndexPath, position: ScrollPosition) throws(ListError) {
        try scrollToRow(at: indexPath, position: position)
    }

    /// Reconfigures the given items (``reloadRows(at:)``).
    ///
    /// - Throws: as ``reloadRows(at:)``.
    /// - Complexity: O(k log n) for k items.
    public func reloadItems(at indexPaths: [ListIndexPath]) throws(ListError) { try reloadRows(at: indexPaths) }

    /// The selected items, in order (``indexPathsForSelectedRows``).
    ///
    /// - Complexity: O(s log s) for s selected items.
    public var indexPathsForSelectedItems: [ListIndexPath] { indexPathsForSelectedRows }

    /// Selects the item at `indexPath` (``selectRow(at:)``).
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)``.
    /// - Complexity: as ``selectRow(at:)``.
    public func selectItem(at indexPath: ListIndexPath) throws(ListError) { try selectRow(at: indexPath) }

    /// Deselects the item at `indexPath`, with the return flash if `animated`
    /// (``deselectRow(at:animated:)``).
    ///
    /// - Complexity: O(1).
    public func deselectItem(at indexPath: ListIndexPath, animated: Bool) { deselectRow(at: indexPath, animated: animated) }
}
