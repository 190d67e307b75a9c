import Testing
@testable import ListEngine
import TestSupport

/// ``SnapshotDifference`` against a naive replay with UIKit's semantics: random edits of
/// random snapshots, large snapshots with few changes, and the cases UIKit's rules decide.
@Suite struct SnapshotDifferenceTests {
    /// Replays `difference` on `old` as UIKit performs a batch update — delete items and
    /// sections at old positions, then insert sections and items at new positions ascending —
    /// checking on the way that no operation touches a section a section operation covers. A
    /// reloaded section stays in place and takes item operations like any other.
    static func replay(
        _ difference: SnapshotDifference<Int, Int>, on old: NaiveSnapshot, toward new: NaiveSnapshot
    ) -> [NaiveSection] {
        let replacedOld = Set(difference.deletedSections)
        let replacedNew = Set(difference.insertedSections)
        #expect(replacedOld.isDisjoint(with: difference.reloadedSections))
        let movedFrom = Dictionary(uniqueKeysWithValues: difference.movedSections.map { ($0.from, $0.to) })

        // Old-side item operations name existing rows of surviving sections, each once.
        let removed = difference.deletedItems + difference.movedItems.map(\.from)
        #expect(Set(removed).count == removed.count)
        for path in removed + difference.reloadedItems + difference.reconfiguredItems {
            #expect(!replacedOld.contains(path.section))
            #expect(path.section < old.sections.count && path.row < old.sections[path.section].items.count)
        }
        // New-side item operations name rows of sections that are not inserted.
        let placed = difference.insertedItems + difference.movedItems.map(\.to)
        #expect(Set(placed).count == placed.count)
        for path in placed { #expect(!replacedNew.contains(path.section)) }

        let removedPaths = Set(removed)
        let surviving = old.sections.enumerated().map { s, section in
            NaiveSection(id: section.id, items: section.items.enumerated()
                .filter { !removedPaths.contains(ListIndexPath(row: $0.offset, section: s)) }.map(\.element))
        }
        var result = surviving.indices
            .filter { !replacedOld.contains($0) && movedFrom[$0] == nil }
            .map { surviving[$0] }
        var sectionInserts: [(Int, NaiveSection)] = difference.insertedSections.map { ($0, new.sections[$0]) }
        sectionInserts += difference.movedSections.map { ($0.to, surviving[$0.from]) }
        for (index, section) in sectionInserts.sorted(by: { $0.0 < $1.0 }) {
            guard index <= result.count else {
                Issue.record("section insert at \(index) beyond \(result.count)")
                return result
            }
            result.insert(section, at: index)
        }
        var itemInserts: [(ListIndexPath, Int)] = difference.insertedItems.map { ($0, new.sections[$0.section].items[$0.row]) }
        itemInserts += difference.movedItems.map { ($0.to, old.sections[$0.from.section].items[$0.from.row]) }
        for (path, item) in itemInserts.sorted(by: { $0.0 < $1.0 }) {
            guard path.section < result.count, path.row <= result[path.section].items.count else {
                Issue.record("item insert at \(path) out of range")
                return result
            }
            result[path.section].items.insert(item, at: path.row)
        }
        return result
    }

    /// Checks `difference` from `old` to `new`: it replays exactly, its marks are those of
    /// `new`, and its moves (of sections and of items) are as few as possible.
    static func check(_ difference: SnapshotDifference<Int, Int>, from old: NaiveSnapshot, to new: NaiveSnapshot) {
        #expect(replay(difference, on: old, toward: new) == new.sections)
        #expect(difference.deletedSections == difference.deletedSections.sorted())
        #expect(difference.insertedSections == difference.insertedSections.sorted())
        #expect(difference.deletedItems == difference.deletedItems.sorted())
        #expect(difference.insertedItems == difference.insertedItems.sorted())
        #expect(difference.reloadedItems == difference.reloadedItems.sorted())
        #expect(difference.movedItems.map(\.to) == difference.movedItems.map(\.to).sorted())
        #expect(difference.movedSections.map(\.to) == difference.movedSections.map(\.to).sorted())

        let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.sections.enumerated().map { ($1.id, $0) })
        // Sections: moves (plus reloaded sections that move, reported as delete + insert) minimal.
        let sectionsInNewOrder = new.sections.compactMap { oldSectionIndex[$0.id] }
        let convertedSections = Set(difference.deletedSections.map { old.sections[$0].id })
            .intersection(difference.insertedSections.map { new.sections[$0].id })
        #expect(difference.movedSections.count + convertedSections.count
            == sectionsInNewOrder.count - naiveLongestIncreasingSubsequence(sectionsInNewOrder))
        for id in convertedSections { #expect(new.reloadedSections.contains(id)) }
        #expect(Set(difference.reloadedSections.map { old.sections[$0].id })
            == new.reloadedSections.filter { oldSectionIndex[$0] != nil }.subtracting(convertedSections))

        // Items present in both, in sections no section operation covers (a reloaded section
        // does not cover its items: they are diffed, so they keep their identity).
        let replacedOld = Set(difference.deletedSections)
        let replacedNew = Set(difference.insertedSections)
        var oldPath: [Int: ListIndexPath] = [:]
        for (s, section) in old.sections.enumerated() where !replacedOld.contains(s) {
            for (r, item) in section.items.enumerated() { oldPath[item] = ListIndexPath(row: r, section: s) }
        }
        var newPath: [Int: ListIndexPath] = [:]
        for (s, section) in new.sections.enumerated() where !replacedNew.contains(s) {
            for (r, item) in section.items.enumerated() { newPath[item] = ListIndexPath(row: r, section: s) }
        }
        let both = Set(oldPath.keys).intersection(newPath.keys)
        let deleted = Set(difference.deletedItems)
        let inserted = Set(difference.insertedItems)
        let converted = both.filter { deleted.contains(oldPath[$0]!) && inserted.contains(newPath[$0]!) }
        let moved = Set(difference.movedItems.map { old.sections[$0.from.section].items[$0.from.row] })
        // An item present in both is never deleted and inserted: reloaded items move too.
        #expect(converted.isEmpty)
        // As few moves as possible: items changing section, and per section those outside a
        // longest increasing subsequence of old rows.
        var expectedMoves = 0
        var staying: [Int: [Int]] = [:]  // new section → old rows, in new order
        for (s, section) in new.sections.enumerated() where !replacedNew.contains(s) {
            for item in section.items where both.contains(item) {
                let from = oldPath[item]!
                if old.sections[from.section].id != section.id {
                    expectedMoves += 1
                } else {
                    staying[s, default: []].append(from.row)
                }
            }
        }
        for rows in staying.values { expectedMoves += rows.count - naiveLongestIncreasingSubsequence(rows) }
        #expect(moved.count == expectedMoves)

        // Marks: reloads of items that stay, reconfigures of items present in both (reload wins).
        let reloaded = Set(difference.reloadedItems.map { old.sections[$0.section].items[$0.row] })
        #expect(reloaded == both.filter { new.reloaded.contains($0) })
        let reconfigured = Set(difference.reconfiguredItems.map { old.sections[$0.section].items[$0.row] })
        #expect(reconfigured == both.filter { new.reconfigured.contains($0) && !new.reloaded.contains($0) })
    }

    /// A random edit of `old`: sections deleted, inserted, moved and reloaded; items deleted,
    /// inserted, moved within and across sections, marked for reload and reconfigure.
    static func randomEdit(of old: NaiveSnapshot, nextID: inout Int, using rng: inout SeededGenerator) -> NaiveSnapshot {
        var new = old
        new.reloaded = []
        new.reconfigured = []
        new.reloadedSections = []
        func fresh() -> Int {
            nextID += 1
            return nextID
        }
        for _ in 0..<rng.below(12) {
            switch rng.below(9) {
            case 0 where !new.sections.isEmpty:
                new.sections.remove(at: rng.below(new.sections.count))
            case 1:
                let items = (0..<rng.below(5)).map { _ in fresh() }
                new.sections.insert(NaiveSection(id: fresh(), items: items), at: rng.below(new.sections.count + 1))
            case 2 where !new.sections.isEmpty:
                let section = new.sections.remove(at: rng.below(new.sections.count))
                new.sections.insert(section, at: rng.below(new.sections.count + 1))
            case 3, 4:
                // An item to a random place, maybe in another section.
                let nonEmpty = new.sections.indices.filter { !new.sections[$0].items.isEmpty }
                guard let s = nonEmpty.randomElement(using: &rng) else { break }
                let item = new.sections[s].items.remove(at: rng.below(new.sections[s].items.count))
                let t = rng.below(new.sections.count)
                new.sections[t].items.insert(item, at: rng.below(new.sections[t].items.count + 1))
            case 5 where !new.sections.isEmpty:
                let s = rng.below(new.sections.count)
                new.sections[s].items.insert(fresh(), at: rng.below(new.sections[s].items.count + 1))
            case 6:
                let nonEmpty = new.sections.indices.filter { !new.sections[$0].items.isEmpty }
                guard let s = nonEmpty.randomElement(using: &rng) else { break }
                new.sections[s].items.remove(at: rng.below(new.sections[s].items.count))
            case 7 where !new.sections.isEmpty:
                let s = rng.below(new.sections.count)
                if rng.below(4) == 0 { new.sections[s].items.shuffle(using: &rng) }
            default:
                break
            }
        }
        for item in new.allItems {
            if rng.below(15) == 0 { new.reloaded.insert(item) }
            if rng.below(15) == 0 { new.reconfigured.insert(item) }
        }
        for section in new.sections where rng.below(10) == 0 { new.reloadedSections.insert(section.id) }
        return new
    }

    /// A random snapshot of up to `sections` sections of up to `items` items each.
    static func randomSnapshot(sections: Int, items: Int, nextID: inout Int, using rng: inout SeededGenerator) -> NaiveSnapshot {
        var model = NaiveSnapshot()
        for _ in 0..<rng.below(sections + 1) {
            nextID += 1
            let id = nextID
            let sectionItems = (0..<rng.below(items + 1)).map { _ in nextID += 1; return nextID }
            model.sections.append(NaiveSection(id: id, items: sectionItems))
        }
        return model
    }

    @Test(arguments: testSeeds(400))
    func differenceReplaysWithUIKitSemantics(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 9_000)
        var nextID = 0
        let old = Self.randomSnapshot(sections: 8, items: 25, nextID: &nextID, using: &rng)
        let new = Self.randomEdit(of: old, nextID: &nextID, using: &rng)
        let difference = try SnapshotDifference(from: try old.snapshot(), to: try new.snapshot())
        Self.check(difference, from: old, to: new)
        if old.sections == new.sections && new.reloaded.isEmpty && new.reconfigured.isEmpty
            && new.reloadedSections.isEmpty {
            #expect(difference.isEmpty)
        }
    }

    @Test(arguments: 0..<8)
    func largeSnapshotsWithFewChanges(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 12_000)
        var nextID = 0
        var old = NaiveSnapshot()
        for s in 0..<26 {
            old.sections.append(NaiveSection(id: 1_000_000 + s, items: (0..<(200 + rng.below(200))).map { _ in
                nextID += 1
                return nextID
            }))
        }
        let new = Self.randomEdit(of: old, nextID: &nextID, using: &rng)
        let difference = try SnapshotDifference(from: try old.snapshot(), to: try new.snapshot())
        Self.check(difference, from: old, to: new)
    }

    @Test func itemsCrossingSectionsAreMoves() throws {
        // Same flat order, but b changes section: a move, not nothing.
        let old = NaiveSnapshot(sections: [NaiveSection(id: 0, items: [1, 2]), NaiveSection(id: 1, items: [3])])
        let new = NaiveSnapshot(sections: [NaiveSection(id: 0, items: [1]), NaiveSection(id: 1, items: [2, 3])])
        let difference = try SnapshotDifference(from: try old.snapshot(), to: try new.snapshot())
        #expect(difference.movedItems == [.init(from: ListIndexPath(row: 1, section: 0), to: ListIndexPath(row: 0, section: 1))])
        #expect(difference.deletedItems.isEmpty && difference.insertedItems.isEmpty)
        Self.check(difference, from: old, to: new)
    }

    @Test func sectionMovesCarryTheirItems() throws {
        let old = NaiveSnapshot(sections: [NaiveSection(id: 0, items: [1, 2]), NaiveSection(id: 1, items: [3, 4])])
        let new = NaiveSnapshot(sections: [NaiveSection(id: 1, items: [3, 4]), NaiveSection(id: 0, items: [1, 2])])
        let difference = try SnapshotDifference(from: try old.snapshot(), to: try new.snapshot())
        #expect(difference.movedSections.count == 1)
        #expect(difference.movedItems.isEmpty && difference.deletedItems.isEmpty && difference.insertedItems.isEmpty)
        Self.check(difference, from: old, to: new)
    }

    @Test func itemsLeavingForAnInsertedSectionAreDeletions() throws {
        let old = NaiveSnapshot(sections: [NaiveSection(id: 0, items: [1, 2, 3])])
        let new = NaiveSnapshot(sections: [NaiveSection(id: 0, items: [1, 3]), NaiveSection(id: 9, items: [2, 4])])
        let difference = try SnapshotDifference(from: try old.snapshot(), to: try new.snapshot())
        #expect(difference.insertedSections == [1])
        #expect(difference.deletedItems == [ListIndexPath(row: 1, section: 0)])
        #expect(difference.insertedItems.isEmpty && difference.movedItems.isEmpty)
        Self.check(difference, from: old, to: new)
    }

    @Test func itemsLeavingADeletedSectionAreInsertions() throws {
        let old = NaiveSnapshot(sections: [NaiveSection(id: 0, items: [1]), NaiveSection(id: 9, items: [2, 4])])
        let new = NaiveSnapshot(sections: [NaiveSection(id: 0, items: [2, 1])])
        let difference = try SnapshotDifference(from: try old.snapshot(), to: try new.snapshot())
        #expect(difference.deletedSections == [1])
        #expect(difference.insertedItems == [ListIndexPath(row: 0, section: 0)])
        #expect(difference.deletedItems.isEmpty && difference.movedItems.isEmpty)
        Self.check(difference, from: old, to: new)
    }

    @Test func reloadsAndReconfigures() throws {
        let old = NaiveSnapshot(sections: [NaiveSection(id: 0, items: [1, 2, 3]), NaiveSection(id: 5, items: [6])])
        var new = NaiveSnapshot(sections: [NaiveSection(id: 0, items: [3, 1, 2]), NaiveSection(id: 5, items: [6, 7])])
        new.reloaded = [2, 3, 7]  // 3 moves and is reloaded; 7 is new: nothing
        new.reconfigured = [1]
        new.reloadedSections = [5]  // 7 arrives in the reloaded section; 6 keeps its identity
        let difference = try SnapshotDifference(from: try old.snapshot(), to: try new.snapshot())
        #expect(difference.reloadedItems == [ListIndexPath(row: 1, section: 0), ListIndexPath(row: 2, section: 0)])
        #expect(difference.reconfiguredItems == [ListIndexPath(row: 0, section: 0)])
        #expect(difference.movedItems == [.init(from: ListIndexPath(row: 2, section: 0), to: ListIndexPath(row: 0, section: 0))])
        #expect(difference.deletedItems.isEmpty)
        #expect(difference.insertedItems == [ListIndexPath(row: 1, section: 1)])
        #expect(difference.reloadedSections == [1])
        Self.check(difference, from: old, to: new)
    }

    /// A snapshot with its item lookup built is known to hold no duplicates, so they are not
    /// looked for there: the difference is the one found without the lookups, and a duplicate
    /// in a snapshot without one is reported the same.
    @Test(arguments: testSeeds(150))
    func knownUniqueSnapshotsGiveTheSameDifference(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 31_000)
        var nextID = 0
        let oldModel = Self.randomSnapshot(sections: 6, items: 40, nextID: &nextID, using: &rng)
        let newModel = Self.randomEdit(of: oldModel, nextID: &nextID, using: &rng)
        let old = try oldModel.snapshot()
        var new = try newModel.snapshot()
        if seed % 3 == 0, let section = new.sectionIdentifiers.last, let item = new.itemIdentifiers.randomElement(using: &rng) {
            try new.appendItems([item], toSection: section)  // a duplicate; the lookup is dropped
        }
        var oldUnknown = old
        oldUnknown._itemSection = nil
        var newUnknown = new
        newUnknown._itemSection = nil
        func outcome(_ old: IntSnapshot, _ new: IntSnapshot) -> Result<SnapshotDifference<Int, Int>, ListError> {
            do throws(ListError) { return .success(try SnapshotDifference(from: old, to: new)) } catch { return .failure(error) }
        }
        let expected = outcome(oldUnknown, newUnknown)
        #expect(outcome(old, new) == expected)
        #expect(outcome(oldUnknown, new) == expected)
        #expect(outcome(old, newUnknown) == expected)
    }

    /// A first load looks for duplicates only: it reports those the difference from a snapshot
    /// without items reports (the same names, the same count), for integer identifiers (hashed
    /// in place) and strings (hashed with `hashValue`), across sections and in groups of hashes.
    @Test(arguments: testSeeds(60))
    func firstLoadFindsTheDuplicatesTheDifferenceFinds(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 32_000)
        var items = (0..<(seed % 4 == 0 ? 9_000 + rng.below(4_000) : rng.below(300))).map { $0 * 7 }
        for _ in 0..<(seed % 2 == 0 ? 0 : 1 + rng.below(9)) where !items.isEmpty {
            items.insert(items[rng.below(items.count)], at: rng.below(items.count + 1))
        }
        func outcome(_ body: () throws(ListError) -> Void) -> ListError? {
            do throws(ListError) { try body() } catch { return error }
            return nil
        }
        func check<ID: Hashable & Sendable>(_ ids: [ID]) throws {
            let snapshot = try SnapshotIntegerItemsTests.snapshot(ids, using: &rng)
            let expected = outcome { () throws(ListError) in _ = try SnapshotDifference(from: ListSnapshot(), to: snapshot) }
            #expect(outcome { () throws(ListError) in try snapshot._checkItemsUnique() } == expected)
            #expect((expected == nil) == (Set(ids).count == ids.count))
        }
        try check(items)
        try check(items.map { "item \($0)" })
    }

    @Test func equalSnapshotsHaveNoDifference() throws {
        var rng = SeededGenerator(seed: 77)
        var nextID = 0
        let model = Self.randomSnapshot(sections: 10, items: 40, nextID: &nextID, using: &rng)
        #expect(try SnapshotDifference(from: try model.snapshot(), to: try model.snapshot()).isEmpty)
        #expect(try SnapshotDifference(from: IntSnapshot(), to: IntSnapshot()).isEmpty)
    }
}
