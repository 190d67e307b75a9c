/// Adding, removing, moving and marking sections.
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
        #if LISTENGINE_INTERNAL_CHECKS
        _checkCounts()
        _checkSectionIndex(from: 0)
        _checkItemCount()
        _checkMarks(ofSections: _reloadedSections)
        #endif
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
        #if LISTENGINE_INTERNAL_CHECKS
        _checkMarks(ofSections: sections)
        #endif
    }

    /// Refreshes `_sectionIndex` for the sections from `start` on.
    ///
    /// - Complexity: O(s − start) expected.
    @inlinable
    mutating func _reindexSections(from start: Int) {
        if start == 0 { _sectionIndex.removeAll(keepingCapacity: true) }
        for index in start..<_sections.count { _sectionIndex[_sections[index]] = index }
    }

    /// Inserts `sections`, without items, at position `index`, or throws the ones already in
    /// the snapshot or named twice.
    ///
    /// - Complexity: O(s + k) expected.
    @inlinable
    mutating func _insertSections(_ sections: [SectionID], at index: Int) throws(ListError) {
        var fresh = Set<SectionID>()
        let repeated = sections.filter { _sectionIndex[$0] != nil || !fresh.insert($0).inserted }
        guard repeated.isEmpty else { throw Self._duplicatesError(repeated) }
        _sections.insert(contentsOf: sections, at: index)
        _items.insert(contentsOf: repeatElement(ContiguousArray<ItemID>(), count: sections.count), at: index)
        _reindexSections(from: index)
        #if LISTENGINE_INTERNAL_CHECKS
        _checkCounts()
        _checkSectionIndex(from: index)
        #endif
    }

    /// Moves `section`, with its items, next to `anchor`: just after it if `after`, else just
    /// before it.
    ///
    /// - Complexity: O(s) expected.
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
        #if LISTENGINE_INTERNAL_CHECKS
        _checkCounts()
        _checkSectionIndex(from: Swift.min(from, to))
        #endif
    }
}
