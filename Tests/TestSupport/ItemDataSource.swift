import ListEngine

/// A cell that shows one item.
package final class ItemCell: ListCell {
    package var item = -1
    package var measuredHeight: Double?

    override package func prepareForReuse() { item = -1 }
    override package func preferredHeight(fittingWidth width: Double) -> Double? { measuredHeight }
}

/// A data source over sections of item identifiers — the reference model of batch-update tests.
/// A row's height, and a section's header and footer heights, belong to the item and the
/// section identity, so they must follow them through every update.
package final class ItemDataSource: ListDataSource, ListDelegate {
    package var sections: [(id: Int, items: [Int])]
    /// The items of the cells between `willDisplay` and `didEndDisplaying`.
    package var displayedItems: Set<Int> = []

    package init(sections: [(id: Int, items: [Int])]) {
        self.sections = sections
    }

    package static func height(ofItem item: Int) -> Double { 20 + Double((item &* 7919) % 9) * 6.25 }
    package static func header(ofSection id: Int) -> Double { 10 + Double(id % 4) * 4 }
    package static func footer(ofSection id: Int) -> Double { Double(id % 3) * 3 }

    package func item(at path: ListIndexPath) -> Int { sections[path.section].items[path.row] }

    /// The reference geometry, with every row at its true height.
    package var reference: ReferenceTable {
        ReferenceTable(headers: sections.map { Self.header(ofSection: $0.id) },
                       footers: sections.map { Self.footer(ofSection: $0.id) },
                       rows: sections.map { $0.items.map(Self.height(ofItem:)) })
    }

    package func numberOfSections(in listView: ListView) -> Int { sections.count }
    package func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { sections[section].items.count }
    package func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        let cell = try listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        let item = item(at: indexPath)
        (cell as? ItemCell)?.item = item
        cell.accessibilityLabel = "Item \(item)"
        (cell as? ItemCell)?.measuredHeight = Self.height(ofItem: item)
        return cell
    }
    package func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { Self.height(ofItem: item(at: indexPath)) }
    package func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { Self.header(ofSection: sections[section].id) }
    package func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double? { Self.footer(ofSection: sections[section].id) }
    package func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath) {
        if let item = (cell as? ItemCell)?.item { displayedItems.insert(item) }
    }
    package func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath) {
        if let item = (cell as? ItemCell)?.item { displayedItems.remove(item) }
    }
}

/// A random UIKit-style batch: the model before and after, and the update that names the change
/// (deletions, reloads and move sources as before; insertions and move targets as after).
package struct RandomBatch {
    package var before: [(id: Int, items: [Int])]
    package var after: [(id: Int, items: [Int])]
    package var update = ListBatchUpdate()

    /// Changes about `intensity` of the rows (and sometimes sections) of `model`. New items and
    /// sections take identities from `nextID`.
    package init(_ model: [(id: Int, items: [Int])], intensity: Double, nextID: inout Int, rng: inout SeededGenerator, sectionChanges: Bool) {
        before = model
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
        let old = model
        var deletedSections = Set<Int>()
        var movedSections = Set<Int>()
        var reloadedSections = Set<Int>()
        if sectionChanges {
            for s in old.indices {
                if chance(0.08) { deletedSections.insert(s) } else if chance(0.08) { movedSections.insert(s) } else if chance(0.05) { reloadedSections.insert(s) }
            }
        }
        var movedItems = [Int: ListIndexPath]()  // item → old path
        var work = [(id: Int, items: [Int], old: Int?)]()
        var extracted = [(id: Int, items: [Int], old: Int?)]()
        for (s, section) in old.enumerated() where !deletedSections.contains(s) {
            var kept = [Int]()
            for (r, item) in section.items.enumerated() {
                let path = ListIndexPath(row: r, section: s)
                if chance(intensity) {
                    update.deletedRows.append(path)
                } else if chance(intensity) {
                    movedItems[item] = path
                } else {
                    if chance(intensity) { update.reloadedRows.append(path) }
                    kept.append(item)
                }
            }
            if movedSections.contains(s) { extracted.append((section.id, kept, s)) } else { work.append((section.id, kept, s)) }
        }
        update.deletedSections = deletedSections.sorted()
        update.reloadedSections = reloadedSections.sorted()
        // Sections arrive: moved ones and new ones, at random places.
        var newSections = Set<Int>()
        let insertedCount = sectionChanges ? (chance(0.3) ? Int.random(in: 1...2, using: &rng) : 0) : 0
        for _ in 0..<insertedCount {
            let id = nextID
            nextID += 1
            newSections.insert(id)
            var items = [Int]()
            for _ in 0..<Int.random(in: 0...12, using: &rng) { items.append(nextID); nextID += 1 }
            extracted.append((id, items, nil))
        }
        for section in extracted { work.insert(section, at: Int.random(in: 0...work.count, using: &rng)) }
        // Rows arrive: moved items and new ones, into sections that were not inserted.
        let receivers = work.indices.filter { work[$0].old != nil }
        var newItems = Set<Int>()
        var arrivals = Array(movedItems.keys).sorted()
        for _ in 0..<Int.random(in: 0...Swift.max(1, Int(Double(old.reduce(0) { $0 + $1.items.count }) * intensity)), using: &rng) {
            arrivals.append(nextID)
            newItems.insert(nextID)
            nextID += 1
        }
        arrivals.shuffle(using: &rng)
        if receivers.isEmpty {
            // Nowhere to put rows: moved items are deleted instead, new ones dropped.
            for item in arrivals { if let path = movedItems[item] { update.deletedRows.append(path) } }
            newItems.removeAll()
            movedItems.removeAll()
        } else {
            for item in arrivals {
                let t = receivers[Int.random(in: 0..<receivers.count, using: &rng)]
                work[t].items.insert(item, at: Int.random(in: 0...work[t].items.count, using: &rng))
            }
        }
        after = work.map { ($0.id, $0.items) }
        // Name the arrivals as after the batch.
        for (t, section) in work.enumerated() {
            if section.old == nil {
                update.insertedSections.append(t)
                continue
            }
            if let s = section.old, movedSections.contains(s) { update.movedSections.append(.init(from: s, to: t)) }
            for (r, item) in section.items.enumerated() {
                let path = ListIndexPath(row: r, section: t)
                if newItems.contains(item) { update.insertedRows.append(path) }
                if let from = movedItems[item] { update.movedRows.append(.init(from: from, to: path)) }
            }
        }
        update.deletedRows.shuffle(using: &rng)
        update.insertedRows.shuffle(using: &rng)
    }
}
