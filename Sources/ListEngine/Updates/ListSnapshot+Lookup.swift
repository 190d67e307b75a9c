/// Finding sections and items by identifier: the item lookup, built when an operation needs
/// it, and the errors for identifiers unknown or repeated.
extension ListSnapshot {
    /// The index of `section`, or ``ListError/unknownIdentifier(_:)``.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    func _index(ofSection section: SectionID) throws(ListError) -> Int {
        guard let index = _sectionIndex[section] else { throw .unknownIdentifier(String(describing: section)) }
        return index
    }

    /// The error for `identifiers` that occur more than once: up to five named, and the count.
    ///
    /// - Complexity: O(k) expected.
    @inlinable
    static func _duplicatesError<ID: Hashable>(_ identifiers: some Collection<ID>) -> ListError {
        var seen = Set<ID>()
        var names: [String] = []
        for identifier in identifiers where seen.insert(identifier).inserted && names.count < 5 {
            names.append(String(describing: identifier))
        }
        return .duplicateIdentifiers(names, count: seen.count)
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
        #if LISTENGINE_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// Throws ``ListError/duplicateIdentifiers(_:count:)`` for the items the snapshot holds more
    /// than once, as ``SnapshotDifference`` from a snapshot without items reports them: each
    /// item hashed once into an 8-byte record in its group of hashes, the groups matched one
    /// after the other (see ``ListDifference``), without a copy of the items or a per-item list.
    /// Integer items spanning a range not much wider than their count are first checked
    /// without hashing (``_integerItemsAreDistinct()``); they are hashed only when that finds a
    /// duplicate, to name the duplicates as the hashing does.
    ///
    /// - Complexity: O(1) with the item lookup built (it holds no duplicates), O(n) expected
    ///   otherwise.
    @inlinable
    func _checkItemsUnique() throws(ListError) {
        guard _itemSection == nil, _itemCount > 1, _integerItemsAreDistinct() != true else { return }
        let layout = ListDifference._SlotLayout(indexBound: _itemCount)
        let hashOf = ListDifference._IdentityHash()
        // Where each section starts among all items, and the total last.
        var starts = [0]
        starts.reserveCapacity(_items.count + 1)
        for items in _items { starts.append(starts[starts.count - 1] + items.count) }
        /// The item at `position` among all items.
        func item(at position: Int) -> ItemID {
            var low = 0
            var high = _items.count - 1
            while low < high {
                let middle = (low + high) >> 1
                if starts[middle + 1] > position { high = middle } else { low = middle + 1 }
            }
            return _items[low][position - starts[low]]
        }
        let duplicates = ListDifference._withPartitions(
            expected: _itemCount, tagBits: UInt64.bitWidth - layout.payloadBits
        ) { records in
            var position = 0
            for items in _items {
                for item in items {
                    records.append(layout.record(hash: hashOf(item), index: position, kind: .new))
                    position += 1
                }
            }
            return ListDifference._resolve(
                &records, layout: layout, sameIdentity: { a, _, b, _ in item(at: a) == item(at: b) }, match: { _, _ in })
        }
        guard duplicates.found.isEmpty else {
            throw duplicates.error { index, _ in String(describing: item(at: index)) }
        }
    }

    /// Throws ``ListError/unknownIdentifier(_:)`` for the first of `items` not in the snapshot.
    ///
    /// - Complexity: O(k) expected, plus lookup.
    @inlinable
    mutating func _requireItems(_ items: [ItemID]) throws(ListError) {
        try _buildItemLookup()
        for item in items where _itemSection![item] == nil {
            throw .unknownIdentifier(String(describing: item))
        }
    }

    /// Drops `item` from the lookup and the marks (it has left the snapshot).
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    mutating func _forget(_ item: ItemID) {
        _itemSection?.removeValue(forKey: item)
        if !_reloadedItems.isEmpty { _reloadedItems.remove(item) }
        if !_reconfiguredItems.isEmpty { _reconfiguredItems.remove(item) }
    }
}
