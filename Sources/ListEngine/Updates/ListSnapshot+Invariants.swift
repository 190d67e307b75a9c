/// Consistency checks, trapping with a message that names the broken section or item: the whole
/// snapshot for tests, and what one operation touched, which the operations check when the
/// package is built with `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
extension ListSnapshot {
    /// Checks the whole snapshot: the counts (see ``_checkCounts()``), every section indexed at
    /// its position, the item count the sum of the sections' items, the item lookup (when
    /// built) mapping every item to its section, and every mark on an item or section the
    /// snapshot holds.
    ///
    /// - Complexity: O(n + s) expected.
    @usableFromInline
    package func _checkInvariants() {
        _checkCounts()
        _checkSectionIndex(from: 0)
        _checkItemCount()
        if _itemSection != nil {
            for index in _sections.indices { _checkSection(at: index) }
        }
        let held = _itemSection.map { Set($0.keys) } ?? Set(_items.joined())
        for item in _reloadedItems.union(_reconfiguredItems) {
            precondition(held.contains(item), "ListSnapshot: item \(item) is marked but not in the snapshot")
        }
        _checkMarks(ofSections: _reloadedSections)
    }

    /// Checks the counts: one item list and one index entry per section, and as many items in
    /// the item lookup, when built, as in the sections.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func _checkCounts() {
        precondition(_items.count == _sections.count && _sectionIndex.count == _sections.count,
                     "ListSnapshot: \(_sections.count) sections, \(_items.count) item lists, \(_sectionIndex.count) indexed")
        if let lookup = _itemSection {
            precondition(lookup.count == _itemCount, "ListSnapshot: the item lookup holds \(lookup.count) items, the snapshot counts \(_itemCount)")
        }
    }

    /// Checks that the item count is the sum of the sections' items.
    ///
    /// - Complexity: O(s).
    @usableFromInline
    func _checkItemCount() {
        let total = _items.reduce(0) { $0 + $1.count }
        precondition(total == _itemCount, "ListSnapshot: the sections hold \(total) items, the snapshot counts \(_itemCount)")
    }

    /// Checks that the sections from position `start` on are indexed at their positions.
    ///
    /// - Complexity: O(s − start) expected.
    @usableFromInline
    func _checkSectionIndex(from start: Int) {
        for index in start..<_sections.count {
            let section = _sections[index]
            precondition(_sectionIndex[section] == index,
                         "ListSnapshot: section \(section) at \(index) is indexed at \(_sectionIndex[section].map { "\($0)" } ?? "none")")
        }
    }

    /// Checks the section at position `index`: indexed there, and, with the item lookup built,
    /// each of its items found in it.
    ///
    /// - Complexity: O(m) expected, for its m items.
    @usableFromInline
    func _checkSection(at index: Int) {
        let section = _sections[index]
        precondition(_sectionIndex[section] == index,
                     "ListSnapshot: section \(section) at \(index) is indexed at \(_sectionIndex[section].map { "\($0)" } ?? "none")")
        guard let lookup = _itemSection else { return }
        for item in _items[index] {
            precondition(lookup[item] == section,
                         "ListSnapshot: item \(item) of section \(section) is looked up in \(lookup[item].map { "\($0)" } ?? "none")")
        }
    }

    /// Checks that `items` are in the snapshot (the item lookup built) and carry `marks`' mark.
    ///
    /// - Complexity: O(k) expected.
    @usableFromInline
    func _checkMarks(ofItems items: [ItemID], in marks: Set<ItemID>) {
        for item in items {
            precondition(_itemSection?[item] != nil && marks.contains(item), "ListSnapshot: item \(item) is not marked in the snapshot")
        }
    }

    /// Checks that `sections` are in the snapshot.
    ///
    /// - Complexity: O(k) expected.
    @usableFromInline
    func _checkMarks(ofSections sections: some Sequence<SectionID>) {
        for section in sections {
            precondition(_sectionIndex[section] != nil, "ListSnapshot: section \(section) is marked but not in the snapshot")
        }
    }

    /// Checks that `items`, which left the snapshot, are neither looked up nor marked.
    ///
    /// - Complexity: O(k) expected.
    @usableFromInline
    func _checkGone(_ items: some Sequence<ItemID>) {
        for item in items {
            precondition(_itemSection?[item] == nil && !_reloadedItems.contains(item) && !_reconfiguredItems.contains(item),
                         "ListSnapshot: item \(item) has left but is still looked up or marked")
        }
    }
}
