/// Adding, removing, moving and marking items.
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
        #if LISTENGINE_INTERNAL_CHECKS
        _checkCounts()
        _checkSection(at: index)
        #endif
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
            #if LISTENGINE_INTERNAL_CHECKS
            _checkSection(at: index)
            _checkGone(doomed)
            #endif
        }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkCounts()
        #endif
    }

    /// Removes every section and item, and every mark.
    ///
    /// - Complexity: O(n + s), to release them.
    @inlinable
    public mutating func deleteAllItems() {
        self = Self()
        #if LISTENGINE_INTERNAL_CHECKS
        _checkInvariants()
        #endif
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
        #if LISTENGINE_INTERNAL_CHECKS
        _checkMarks(ofItems: items, in: _reloadedItems)
        #endif
    }

    /// Marks `items` for reconfiguration (the same cell, updated): ``SnapshotDifference``
    /// reports them as reconfigured items.
    ///
    /// - Complexity: O(k) expected, plus lookup.
    @inlinable
    public mutating func reconfigureItems(_ items: [ItemID]) throws(ListError) {
        try _requireItems(items)
        _reconfiguredItems.formUnion(items)
        #if LISTENGINE_INTERNAL_CHECKS
        _checkMarks(ofItems: items, in: _reconfiguredItems)
        #endif
    }

    /// Inserts `items` next to `anchor`, in its section: just after it if `after`, else just
    /// before it; throws for an unknown anchor and for items already in the snapshot or named
    /// twice.
    ///
    /// - Complexity: O(k + m) expected, plus lookup.
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
        #if LISTENGINE_INTERNAL_CHECKS
        _checkCounts()
        _checkSection(at: index)
        #endif
    }

    /// Moves `item` next to `anchor`, in `anchor`'s section: just after it if `after`, else
    /// just before it.
    ///
    /// - Complexity: O(m) expected, plus lookup.
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
        #if LISTENGINE_INTERNAL_CHECKS
        _checkCounts()
        _checkSection(at: from)
        _checkSection(at: to)
        #endif
    }
}
