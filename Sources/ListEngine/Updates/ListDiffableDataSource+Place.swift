/// The reader's place with its item named by identifier: saved when the app goes away, restored
/// once the app has applied its snapshot again, wherever the item is in it by then.
extension ListDiffableDataSource {
    /// The reader's place (``ListView/place``), its item named by identifier: unlike an index
    /// path, it names the same item after items are inserted or removed around it. `Codable`
    /// when the identifiers are. nil when the list has no place, or is gone.
    ///
    /// - Complexity: as ``ListView/place``: O(log n) for a table; O(v log n) for a grid or a
    ///   flow with v items on screen.
    public func savedPlace() -> ListPlace<ItemID>? {
        listView?.place?.mapItem(itemIdentifier(for:))
    }

    /// Puts the item of a place saved by ``savedPlace()`` — wherever the snapshot shown holds
    /// it now — at the same distance from the viewport's top (``ListView/restorePlace(_:)``:
    /// kept there while sizes are measured; clamped at the content's ends). Apply the snapshot
    /// first. Nothing happens when the list is gone.
    ///
    /// - Throws: ``ListError/placeItemNotFound(_:)`` when the snapshot shown does not hold the
    ///   item; what ``ListView/restorePlace(_:)`` throws (``ListError/invalidContentOffset(_:)``
    ///   for an `offsetFromTop` that is not finite). The list is then unchanged.
    /// - Complexity: O(n) at most to find the item (``indexPath(for:)``), plus
    ///   ``ListView/restorePlace(_:)``'s O(log n) (for a flow, plus the items laid out).
    public func restorePlace(_ place: ListPlace<ItemID>) throws(ListError) {
        guard let listView else { return }
        // Called back from an operation, the item is looked for when the call is made.
        if listView.defersCalls { return listView.deferCall { _ throws(ListError) in try self.restorePlace(place) } }
        guard let indexPath = indexPath(for: place.item) else { throw .placeItemNotFound(String(describing: place.item)) }
        try listView.restorePlace(ListPlace(item: indexPath, offsetFromTop: place.offsetFromTop))
    }
}
