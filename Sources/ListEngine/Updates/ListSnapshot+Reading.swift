/// Reading a snapshot: its sections and items, where an item is, and what is marked.
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

    /// `marks` in snapshot order.
    ///
    /// - Complexity: O(1) when `marks` is empty, else O(n).
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
}
