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
    @usableFromInline var _itemCount: Int
    @usableFromInline var _reloadedItems: Set<ItemID>
    @usableFromInline var _reconfiguredItems: Set<ItemID>
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

// MARK: - Reading

extension ListSnapshot {
    /// The number of sections.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var numberOfSections: Int { _sections.count }

    /// The number of items in all sections.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var numberOfItems: Int { _itemCount }

    /// The sections' identifiers, in order.
    ///
    /// - Complexity: O(s).
    @inlinable
    public var sectionIdentifiers: [SectionID] { Array(_sections) }

    /// Every item's identifier, section after section.
    ///
    /// - Complexity: O(n + s).
    @inlinable
    public var itemIdentifiers: [ItemID] {
        var all: [ItemID] = []
        all.reserveCapacity(_itemCount)
        for section in _items { all.append(contentsOf: section) }
        return all
    }

    /// The identifiers of the items in `section`, in order.
    ///
    /// - Complexity: O(m).
    @inlinable
    public func itemIdentifiers(inSection section: SectionID) throws(ListError) -> [ItemID] {
        Array(_items[try _index(ofSection: section)])
    }

    /// The number of items in `section`.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    public func numberOfItems(inSection section: SectionID) throws(ListError) -> Int {
        _items[try _index(ofSection: section)].count
    }

    /// The number of items in the section at position `index`; 0 for a position out of range.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func numberOfItems(inSectionAt index: Int) -> Int {
        index >= 0 && index < _items.count ? _items[index].count : 0
    }

    /// The identifier of the item at `indexPath`, or nil for a position out of range.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func itemIdentifier(at indexPath: ListIndexPath) -> ItemID? {
        guard indexPath.section >= 0, indexPath.section < _items.count else { return nil }
        let items = _items[indexPath.section]
        return indexPath.row >= 0 && indexPath.row < items.count ? items[indexPath.row] : nil
    }

    /// Where `item` is, or nil if no section holds it.
    ///
    /// - Complexity: O(m) with the item lookup built, O(n) without.
    @inlinable
    public func indexPath(ofItem item: ItemID) -> ListIndexPath? {
        if let lookup = _itemSection {
            guard let section = lookup[item], let s = _sectionIndex[section],
                  let row = _items[s].firstIndex(of: item) else { return nil }
            return ListIndexPath(row: row, section: s)
        }
        for (s, items) in _items.enumerated() {
            if let row = items.firstIndex(of: item) { return ListIndexPath(row: row, section: s) }
        }
        return nil
    }

    /// The snapshot without its reload and reconfigure marks: what a list shows once applied.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var withoutMarks: Self {
        var copy = self
        copy._reloadedItems = []
        copy._reconfiguredItems = []
        copy._reloadedSections = []
        return copy
    }

    /// The section that holds `item`, or nil if no section does.
    ///
    /// - Complexity: O(1) expected with the item lookup built, O(n) without.
    @inlinable
    public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
        if let lookup = _itemSection { return lookup[item] }
        for (index, items) in _items.enumerated() where items.contains(item) { return _sections[index] }
        return nil
    }

    /// The position of `item` among all items (as in ``itemIdentifiers``), or nil.
    ///
    /// - Complexity: O(s + m) with the item lookup built, O(n) without.
    @inlinable
    public func indexOfItem(_ item: ItemID) -> Int? {
        var before = 0
        if let lookup = _itemSection {
            guard let section = lookup[item], let index = _sectionIndex[section] else { return nil }
            for earlier in 0..<index { before += _items[earlier].count }
            return _items[index].firstIndex(of: item).map { before + $0 }
        }
        for items in _items {
            if let row = items.firstIndex(of: item) { return before + row }
            before += items.count
        }
        return nil
    }

    /// The position of `section` among the sections, or nil.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    public func indexOfSection(_ section: SectionID) -> Int? { _sectionIndex[section] }

    /// The items marked by ``reloadItems(_:)``, in snapshot order.
    ///
    /// - Complexity: O(1) when none is marked, else O(n).
    @inlinable
    public var reloadedItemIdentifiers: [ItemID] { _marked(_reloadedItems) }

    /// The items marked by ``reconfigureItems(_:)``, in snapshot order.
    ///
    /// - Complexity: O(1) when none is marked, else O(n).
    @inlinable
    public var reconfiguredItemIdentifiers: [ItemID] { _marked(_reconfiguredItems) }

    /// The sections marked by ``reloadSections(_:)``, in snapshot order.
    ///
    /// - Complexity: O(1) when none is marked, else O(s).
    @inlinable
    public var reloadedSectionIdentifiers: [SectionID] {
        _reloadedSections.isEmpty ? [] : _sections.filter { _reloadedSections.contains($0) }
    }
}

// MARK: - Sections

extension ListSnapshot {
    /// Adds `sections`, without items, after the last section.
    ///
    /// Throws ``ListError/duplicateIdentifiers(_:count:)`` if one is already in the snapshot or
    /// named twice.
    ///
    /// - Complexity: O(k) expected.
    @inlinable
    public mutating func appendSections(_ sections: [SectionID]) throws(ListError) {
        try _insertSections(sections, at: _sections.count)
    }

    /// Inserts `sections`, without items, just before `anchor`.
    ///
    /// - Complexity: O(s + k) expected.
    @inlinable
    public mutating func insertSections(_ sections: [SectionID], beforeSection anchor: SectionID) throws(ListError) {
        try _insertSections(sections, at: try _index(ofSection: anchor))
    }

    /// Inserts `sections`, without items, just after `anchor`.
    ///
    /// - Complexity: O(s + k) expected.
    @inlinable
    public mutating func insertSections(_ sections: [SectionID], afterSection anchor: SectionID) throws(ListError) {
        try _insertSections(sections, at: try _index(ofSection: anchor) + 1)
    }

    /// Removes `sections` and all their items.
    ///
    /// - Complexity: O(s + k) expected, plus O(m) for the items removed.
    @inlinable
    public mutating func deleteSections(_ sections: [SectionID]) throws(ListError) {
        for section in sections where _sectionIndex[section] == nil {
            throw .unknownIdentifier(String(describing: section))
        }
        let doomed = Set(sections)
        var keptSections = ContiguousArray<SectionID>()
        var keptItems = ContiguousArray<ContiguousArray<ItemID>>()
        keptSections.reserveCapacity(_sections.count - doomed.count)
        keptItems.reserveCapacity(_sections.count - doomed.count)
        for (section, items) in zip(_sections, _items) {
            if !doomed.contains(section) {
                keptSections.append(section)
                keptItems.append(items)
                continue
            }
            _itemCount -= items.count
            _reloadedSections.remove(section)
            if _itemSection != nil || !_reloadedItems.isEmpty || !_reconfiguredItems.isEmpty {
                for item in items { _forget(item) }
            }
        }
        _sections = keptSections
        _items = keptItems
        _reindexSections(from: 0)
    }

    /// Moves `section`, with its items, to just before `anchor`.
    ///
    /// - Complexity: O(s) expected.
    @inlinable
    public mutating func moveSection(_ section: SectionID, beforeSection anchor: SectionID) throws(ListError) {
        try _moveSection(section, nextTo: anchor, after: false)
    }

    /// Moves `section`, with its items, to just after `anchor`.
    ///
    /// - Complexity: O(s) expected.
    @inlinable
    public mutating func moveSection(_ section: SectionID, afterSection anchor: SectionID) throws(ListError) {
        try _moveSection(section, nextTo: anchor, after: true)
    }

    /// Marks `sections` for reload: ``SnapshotDifference`` reports them as reloaded sections.
    ///
    /// - Complexity: O(k) expected.
    @inlinable
    public mutating func reloadSections(_ sections: [SectionID]) throws(ListError) {
        for section in sections where _sectionIndex[section] == nil {
            throw .unknownIdentifier(String(describing: section))
        }
        _reloadedSections.formUnion(sections)
    }
}

// MARK: - Items

extension ListSnapshot {
    /// Adds `items` after the last item of `section` (by default the last section).
    ///
    /// Does not look for duplicates (see the type's discussion). Throws
    /// ``ListError/unknownIdentifier(_:)`` for a section the snapshot does not hold, and
    /// ``ListError/sectionOutOfRange(_:sectionCount:)`` when it has no section at all.
    ///
    /// - Complexity: O(k) amortized.
    @inlinable
    public mutating func appendItems(_ items: [ItemID], toSection section: SectionID? = nil) throws(ListError) {
        let index: Int
        if let section {
            index = try _index(ofSection: section)
        } else {
            guard !_sections.isEmpty else { throw .sectionOutOfRange(0, sectionCount: 0) }
            index = _sections.count - 1
        }
        guard !items.isEmpty else { return }
        _items[index].append(contentsOf: items)
        _itemCount += items.count
        _itemSection = nil
    }

    /// Inserts `items` just before `anchor`, in its section.
    ///
    /// Throws ``ListError/unknownIdentifier(_:)`` if `anchor` is not in the snapshot, and
    /// ``ListError/duplicateIdentifiers(_:count:)`` if an item is already in it or named twice.
    ///
    /// - Complexity: O(k + m) expected, plus lookup.
    @inlinable
    public mutating func insertItems(_ items: [ItemID], beforeItem anchor: ItemID) throws(ListError) {
        try _insertItems(items, nextTo: anchor, after: false)
    }

    /// Inserts `items` just after `anchor`, in its section.
    ///
    /// - Complexity: O(k + m) expected, plus lookup.
    @inlinable
    public mutating func insertItems(_ items: [ItemID], afterItem anchor: ItemID) throws(ListError) {
        try _insertItems(items, nextTo: anchor, after: true)
    }

    /// Removes `items` (and their reload and reconfigure marks).
    ///
    /// - Complexity: O(k) expected plus O(m) for the sections they are in, plus lookup.
    @inlinable
    public mutating func deleteItems(_ items: [ItemID]) throws(ListError) {
        try _buildItemLookup()
        var bySection: [SectionID: Set<ItemID>] = [:]
        for item in items {
            guard let section = _itemSection![item] else { throw .unknownIdentifier(String(describing: item)) }
            bySection[section, default: []].insert(item)
        }
        for (section, doomed) in bySection {
            let index = _sectionIndex[section]!
            if doomed.count <= 8 {
                for item in doomed { _items[index].remove(at: _items[index].firstIndex(of: item)!) }
            } else {
                _items[index].removeAll { doomed.contains($0) }
            }
            _itemCount -= doomed.count
            for item in doomed { _forget(item) }
        }
    }

    /// Removes every section and item, and every mark.
    ///
    /// - Complexity: O(n + s), to release them.
    @inlinable
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves `item` to just before `anchor`, in `anchor`'s section.
    ///
    /// Moving an item next to itself changes nothing.
    ///
    /// - Complexity: O(m) expected, plus lookup.
    @inlinable
    public mutating func moveItem(_ item: ItemID, beforeItem anchor: ItemID) throws(ListError) {
        try _moveItem(item, nextTo: anchor, after: false)
    }

    /// Moves `item` to just after `anchor`, in `anchor`'s section.
    ///
    /// - Complexity: O(m) expected, plus lookup.
    @inlinable
    public mutating func moveItem(_ item: ItemID, afterItem anchor: ItemID) throws(ListError) {
        try _moveItem(item, nextTo: anchor, after: true)
    }

    /// Marks `items` for reload (a new cell): ``SnapshotDifference`` reports them as reloaded
    /// items. A reload mark outweighs a reconfigure mark.
    ///
    /// - Complexity: O(k) expected, plus lookup.
    @inlinable
    public mutating func reloadItems(_ items: [ItemID]) throws(ListError) {
        try _requireItems(items)
        _reloadedItems.formUnion(items)
    }

    /// Marks `items` for reconfiguration (the same cell, updated): ``SnapshotDifference``
    /// reports them as reconfigured items.
    ///
    /// - Complexity: O(k) expected, plus lookup.
    @inlinable
    public mutating func reconfigureItems(_ items: [ItemID]) throws(ListError) {
        try _requireItems(items)
        _reconfiguredItems.formUnion(items)
    }
}

// MARK: - Internals

extension ListSnapshot {
    /// The index of `section`, or ``ListError/unknownIdentifier(_:)``.
    @inlinable
    func _index(ofSection section: SectionID) throws(ListError) -> Int {
        guard let index = _sectionIndex[section] else { throw .unknownIdentifier(String(describing: section)) }
        return index
    }

    /// `marks` in snapshot order.
    @inlinable
    func _marked(_ marks: Set<ItemID>) -> [ItemID] {
        guard !marks.isEmpty else { return [] }
        var result: [ItemID] = []
        result.reserveCapacity(marks.count)
        for items in _items {
            for item in items where marks.contains(item) { result.append(item) }
        }
        return result
    }

    /// The error for `identifiers` that occur more than once: up to five named, and the count.
    @inlinable
    static func _duplicatesError<ID: Hashable>(_ identifiers: some Collection<ID>) -> ListError {
        var seen = Set<ID>()
        var names: [String] = []
        for identifier in identifiers where seen.insert(identifier).inserted && names.count < 5 {
            names.append(String(describing: identifier))
        }
        return .duplicateIdentifiers(names, count: seen.count)
    }

    /// Refreshes `_sectionIndex` for the sections from `start` on.
    @inlinable
    mutating func _reindexSections(from start: Int) {
        if start == 0 { _sectionIndex.removeAll(keepingCapacity: true) }
        for index in start..<_sections.count { _sectionIndex[_sections[index]] = index }
    }

    @inlinable
    mutating func _insertSections(_ sections: [SectionID], at index: Int) throws(ListError) {
        var fresh = Set<SectionID>()
        let repeated = sections.filter { _sectionIndex[$0] != nil || !fresh.insert($0).inserted }
        guard repeated.isEmpty else { throw Self._duplicatesError(repeated) }
        _sections.insert(contentsOf: sections, at: index)
        _items.insert(contentsOf: repeatElement(ContiguousArray<ItemID>(), count: sections.count), at: index)
        _reindexSections(from: index)
    }

    @inlinable
    mutating func _moveSection(_ section: SectionID, nextTo anchor: SectionID, after: Bool) throws(ListError) {
        let from = try _index(ofSection: section)
        var to = try _index(ofSection: anchor)
        guard from != to else { return }
        let items = _items.remove(at: from)
        _sections.remove(at: from)
        if from < to { to -= 1 }
        if after { to += 1 }
        _sections.insert(section, at: to)
        _items.insert(items, at: to)
        _reindexSections(from: Swift.min(from, to))
    }

    /// Builds the item lookup if it is not built, or throws the duplicate items it finds.
    ///
    /// - Complexity: O(n) expected when it is built, O(1) otherwise.
    @inlinable
    mutating func _buildItemLookup() throws(ListError) {
        guard _itemSection == nil else { return }
        var lookup = [ItemID: SectionID](minimumCapacity: _itemCount)
        var repeated: [ItemID] = []
        for (section, items) in zip(_sections, _items) {
            for item in items where lookup.updateValue(section, forKey: item) != nil { repeated.append(item) }
        }
        guard repeated.isEmpty else { throw Self._duplicatesError(repeated) }
        _itemSection = lookup
    }

    /// Throws ``ListError/unknownIdentifier(_:)`` for the first of `items` not in the snapshot.
    @inlinable
    mutating func _requireItems(_ items: [ItemID]) throws(ListError) {
        try _buildItemLookup()
        for item in items where _itemSection![item] == nil {
            throw .unknownIdentifier(String(describing: item))
        }
    }

    /// Drops `item` from the lookup and the marks (it has left the snapshot).
    @inlinable
    mutating func _forget(_ item: ItemID) {
        _itemSection?.removeValue(forKey: item)
        if !_reloadedItems.isEmpty { _reloadedItems.remove(item) }
        if !_reconfiguredItems.isEmpty { _reconfiguredItems.remove(item) }
    }

    @inlinable
    mutating func _insertItems(_ items: [ItemID], nextTo anchor: ItemID, after: Bool) throws(ListError) {
        try _buildItemLookup()
        guard let section = _itemSection![anchor] else { throw .unknownIdentifier(String(describing: anchor)) }
        var fresh = Set<ItemID>()
        let repeated = items.filter { _itemSection![$0] != nil || !fresh.insert($0).inserted }
        guard repeated.isEmpty else { throw Self._duplicatesError(repeated) }
        let index = _sectionIndex[section]!
        let row = _items[index].firstIndex(of: anchor)! + (after ? 1 : 0)
        _items[index].insert(contentsOf: items, at: row)
        _itemCount += items.count
        for item in items { _itemSection![item] = section }
    }

    @inlinable
    mutating func _moveItem(_ item: ItemID, nextTo anchor: ItemID, after: Bool) throws(ListError) {
        try _requireItems([item, anchor])
        guard item != anchor else { return }
        let from = _sectionIndex[_itemSection![item]!]!
        _items[from].remove(at: _items[from].firstIndex(of: item)!)
        let section = _itemSection![anchor]!
        let to = _sectionIndex[section]!
        let row = _items[to].firstIndex(of: anchor)! + (after ? 1 : 0)
        _items[to].insert(item, at: row)
        _itemSection![item] = section
    }
}
