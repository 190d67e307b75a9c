/// Where the reader is in a list: the item that anchors the screen and how far its top is from
/// the viewport's top edge. Save it when the app goes away; restore it after the app comes back
/// and loads its data again, and the same item is at the same distance from the top — at
/// another width too.
///
/// `ItemID` names the item: a ``ListIndexPath`` for ``ListView/place`` and
/// ``ListView/restorePlace(_:)``, the item's identifier through a diffable data source
/// (``ListDiffableDataSource/savedPlace()``), which survives changes to the data around it. A
/// place is `Codable` when its identifier is, so it goes into whatever the app saves its state
/// in:
///
/// ```swift
/// if let place = list.place { saved = try JSONEncoder().encode(place) }
/// // … the app relaunches, builds its list and loads the same data …
/// try list.restorePlace(JSONDecoder().decode(ListPlace<ListIndexPath>.self, from: saved))
/// ```
public struct ListPlace<ItemID: Hashable>: Hashable {
    /// The item that anchors the screen: the first one visible (for a grid or a flow, the one
    /// that keeps the place when sizes change).
    public var item: ItemID
    /// The item's top minus the viewport's top edge, in points (content insets not counted): 0
    /// when the item starts at the viewport's top, negative when it is scrolled partly out
    /// above, positive when it starts lower (below a header, say).
    public var offsetFromTop: Double

    /// A place: `item`'s top `offsetFromTop` points below the viewport's top edge.
    public init(item: ItemID, offsetFromTop: Double) {
        self.item = item
        self.offsetFromTop = offsetFromTop
    }

    /// The same distance from the top, with the item named another way (an index path turned
    /// into an identifier, say); nil when `transform` returns nil.
    ///
    /// - Complexity: O(1) plus `transform`.
    func mapItem<Other: Hashable>(_ transform: (ItemID) -> Other?) -> ListPlace<Other>? {
        transform(item).map { ListPlace<Other>(item: $0, offsetFromTop: offsetFromTop) }
    }
}

extension ListPlace: Sendable where ItemID: Sendable {}

extension ListPlace: Codable where ItemID: Codable {}

extension ListPlace: CustomStringConvertible {
    public var description: String { "\(item) at \(offsetFromTop) pt from the top" }
}
