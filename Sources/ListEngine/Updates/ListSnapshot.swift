/// The sections and items of a list by identifier, in order: UIKit's
/// `NSDiffableDataSourceSnapshot` as a Swift value.
///
/// Build one with ``appendSections(_:)`` and ``appendItems(_:toSection:)``, edit it, and compare
/// two with ``SnapshotDifference`` to get the batch update that turns one into the other.
/// Section and item identifiers must each be unique. Operations that name an identifier the
/// snapshot does not hold throw ``ListError/unknownIdentifier(_:)``; operations that would add
/// a section twice throw ``ListError/duplicateIdentifiers(_:count:)``, and leave the snapshot as
/// it was.
///
/// Items are stored as one array per section. Appending does no per-item work beyond the copy,
/// so appending a million items costs a million copies: duplicate items are not looked for
/// then. The item lookup (item → section) is built only when an operation needs to find
/// existing items (inserting or moving relative to one, deleting, marking for reload) and
/// kept up to date by those operations; building it, or diffing the snapshot, reports any
/// duplicate items appended earlier. Appending drops the lookup, so alternating appends with
/// such operations rebuilds it each time.
///
/// In the complexities below, n is the number of items, s the number of sections, k the number
/// of identifiers passed, and m the number of items in the sections concerned. "Lookup" stands
/// for O(n) expected, once, when the item lookup has to be built.
public struct ListSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable, Equatable {
    /// The sections, in order.
    @usableFromInline var _sections: ContiguousArray<SectionID>
    /// Each section's items, in order.
    @usableFromInline var _items: ContiguousArray<ContiguousArray<ItemID>>
    /// Section identifier → its index in `_sections`.
    @usableFromInline var _sectionIndex: [SectionID: Int]
    /// Item identifier → its section, when built (see the type's discussion).
    @usableFromInline var _itemSection: [ItemID: SectionID]?
    /// The number of items in all sections.
    @usableFromInline var _itemCount: Int
    /// The items marked by ``reloadItems(_:)``.
    @usableFromInline var _reloadedItems: Set<ItemID>
    /// The items marked by ``reconfigureItems(_:)``.
    @usableFromInline var _reconfiguredItems: Set<ItemID>
    /// The sections marked by ``reloadSections(_:)``.
    @usableFromInline var _reloadedSections: Set<SectionID>

    /// An empty snapshot: no sections, no items.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init() {
        _sections = []
        _items = []
        _sectionIndex = [:]
        _itemSection = [:]
        _itemCount = 0
        _reloadedItems = []
        _reconfiguredItems = []
        _reloadedSections = []
    }

    /// Two snapshots are equal when they hold the same sections and items in the same order,
    /// and the same reload and reconfigure marks.
    ///
    /// - Complexity: O(n + s) at most.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs._itemCount == rhs._itemCount && lhs._sections == rhs._sections && lhs._items == rhs._items
            && lhs._reloadedItems == rhs._reloadedItems
            && lhs._reconfiguredItems == rhs._reconfiguredItems
            && lhs._reloadedSections == rhs._reloadedSections
    }
}
