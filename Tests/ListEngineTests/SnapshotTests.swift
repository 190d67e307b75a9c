import Testing
@testable import ListEngine
import TestSupport

/// A section of the naive model: an identifier and its items.
struct NaiveSection: Equatable, CustomStringConvertible {
    var id: Int
    var items: [Int]
    var description: String { "\(id): \(items)" }
}

typealias IntSnapshot = ListSnapshot<Int, Int>

/// The naive model of a snapshot: an array of sections and sets of marks, every operation done
/// the obvious way with linear searches.
struct NaiveSnapshot: Equatable {
    var sections: [NaiveSection] = []
    var reloaded = Set<Int>()
    var reconfigured = Set<Int>()
    var reloadedSections = Set<Int>()

    var allItems: [Int] { sections.flatMap(\.items) }

    func sectionIndex(_ id: Int) -> Int? { sections.firstIndex { $0.id == id } }

    func locate(_ item: Int) -> (section: Int, row: Int)? {
        for (s, section) in sections.enumerated() {
            if let row = section.items.firstIndex(of: item) { return (s, row) }
        }
        return nil
    }

    static func duplicates(_ repeated: [Int]) -> ListError {
        var seen: [Int] = []
        for id in repeated where !seen.contains(id) { seen.append(id) }
        return .duplicateIdentifiers(seen.prefix(5).map(String.init), count: seen.count)
    }

    func requireSection(_ id: Int) throws(ListError) -> Int {
        guard let index = sectionIndex(id) else { throw .unknownIdentifier("\(id)") }
        return index
    }

    func requireItem(_ id: Int) throws(ListError) -> (section: Int, row: Int) {
        guard let place = locate(id) else { throw .unknownIdentifier("\(id)") }
        return place
    }

    mutating func insertSections(_ ids: [Int], at index: Int) throws(ListError) {
        var fresh: [Int] = []
        let repeated = ids.filter { id in
            if sectionIndex(id) != nil || fresh.contains(id) { return true }
            fresh.append(id)
            return false
        }
        guard repeated.isEmpty else { throw Self.duplicates(repeated) }
        sections.insert(contentsOf: ids.map { NaiveSection(id: $0, items: []) }, at: index)
    }

    mutating func deleteSections(_ ids: [Int]) throws(ListError) {
        for id in ids { _ = try requireSection(id) }
        for section in sections where ids.contains(section.id) {
            reloadedSections.remove(section.id)
            for item in section.items { forget(item) }
        }
        sections.removeAll { ids.contains($0.id) }
    }

    mutating func moveSection(_ id: Int, nextTo anchor: Int, after: Bool) throws(ListError) {
        let from = try requireSection(id)
        _ = try requireSection(anchor)
        guard id != anchor else { return }
        let section = sections.remove(at: from)
        let to = sectionIndex(anchor)! + (after ? 1 : 0)
        sections.insert(section, at: to)
    }

    mutating func appendItems(_ items: [Int], to section: Int?) throws(ListError) {
        let index: Int
        if let section {
            index = try requireSection(section)
        } else {
            guard !sections.isEmpty else { throw .sectionOutOfRange(0, sectionCount: 0) }
            index = sections.count - 1
        }
        sections[index].items.append(contentsOf: items)
    }

    mutating func insertItems(_ items: [Int], nextTo anchor: Int, after: Bool) throws(ListError) {
        let place = try requireItem(anchor)
        var fresh: [Int] = []
        let repeated = items.filter { id in
            if locate(id) != nil || fresh.contains(id) { return true }
            fresh.append(id)
            return false
        }
        guard repeated.isEmpty else { throw Self.duplicates(repeated) }
        sections[place.section].items.insert(contentsOf: items, at: place.row + (after ? 1 : 0))
    }

    mutating func deleteItems(_ items: [Int]) throws(ListError) {
        for item in items { _ = try requireItem(item) }
        for s in sections.indices { sections[s].items.removeAll { items.contains($0) } }
        for item in items { forget(item) }
    }

    mutating func moveItem(_ item: Int, nextTo anchor: Int, after: Bool) throws(ListError) {
        let from = try requireItem(item)
        _ = try requireItem(anchor)
        guard item != anchor else { return }
        sections[from.section].items.remove(at: from.row)
        let to = locate(anchor)!
        sections[to.section].items.insert(item, at: to.row + (after ? 1 : 0))
    }

    mutating func forget(_ item: Int) {
        reloaded.remove(item)
        reconfigured.remove(item)
    }

    /// The same contents as a ListSnapshot, built by appending.
    func snapshot() throws -> IntSnapshot {
        var snapshot = IntSnapshot()
        try snapshot.appendSections(sections.map(\.id))
        for section in sections { try snapshot.appendItems(section.items, toSection: section.id) }
        try snapshot.reloadItems(Array(reloaded))
        try snapshot.reconfigureItems(Array(reconfigured))
        try snapshot.reloadSections(Array(reloadedSections))
        return snapshot
    }
}

/// The sections and items of `snapshot`, for comparing with the naive model.
func structure(of snapshot: IntSnapshot) throws -> [NaiveSection] {
    try snapshot.sectionIdentifiers.map { NaiveSection(id: $0, items: try snapshot.itemIdentifiers(inSection: $0)) }
}

/// ListSnapshot's operations against the naive model, and the snapshot difference replayed
/// with UIKit's batch-update semantics.
@Suite struct SnapshotTests {
    /// Every reading of `snapshot` agrees with `model`.
    static func expectSame(_ snapshot: IntSnapshot, _ model: NaiveSnapshot) throws {
        #expect(try structure(of: snapshot) == model.sections)
        #expect(snapshot.numberOfSections == model.sections.count)
        #expect(snapshot.numberOfItems == model.allItems.count)
        #expect(snapshot.itemIdentifiers == model.allItems)
        for (index, section) in model.sections.enumerated() {
            #expect(snapshot.indexOfSection(section.id) == index)
            #expect(try snapshot.numberOfItems(inSection: section.id) == section.items.count)
        }
        let all = model.allItems
        for (index, item) in all.enumerated() where index % 7 == 0 {
            #expect(snapshot.indexOfItem(item) == index)
            #expect(snapshot.sectionIdentifier(containingItem: item) == model.sections[model.locate(item)!.section].id)
        }
        #expect(snapshot.indexOfItem(-1) == nil)
        #expect(snapshot.sectionIdentifier(containingItem: -1) == nil)
        #expect(snapshot.indexOfSection(-1) == nil)
        #expect(snapshot.reloadedItemIdentifiers == all.filter { model.reloaded.contains($0) })
        #expect(snapshot.reconfiguredItemIdentifiers == all.filter { model.reconfigured.contains($0) })
        #expect(snapshot.reloadedSectionIdentifiers
            == model.sections.map(\.id).filter { model.reloadedSections.contains($0) })
    }

    @Test(arguments: testSeeds(120))
    func randomOperationsMatchTheNaiveModel(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 5_000)
        var snapshot = IntSnapshot()
        var model = NaiveSnapshot()
        var nextSection = 1_000
        var nextItem = 0

        func someSection() -> Int {
            if model.sections.isEmpty || rng.below(10) == 0 { return -7 - rng.below(3) }  // unknown
            return model.sections[rng.below(model.sections.count)].id
        }
        func someItem() -> Int {
            let all = model.allItems
            if all.isEmpty || rng.below(10) == 0 { return -100 - rng.below(3) }  // unknown
            return all[rng.below(all.count)]
        }
        func freshItems() -> [Int] {
            var items = (0..<rng.below(6)).map { _ in nextItem += 1; return nextItem }
            // Sometimes an item already there, or one named twice: a duplicate.
            if rng.below(8) == 0, let existing = model.allItems.first { items.append(existing) }
            if rng.below(12) == 0, let first = items.first { items.append(first) }
            return items
        }
        func freshSections() -> [Int] {
            var ids = (0..<(1 + rng.below(3))).map { _ in nextSection += 1; return nextSection }
            if rng.below(8) == 0, let existing = model.sections.first { ids.append(existing.id) }
            return ids
        }

        for _ in 0..<150 {
            var expected = model
            let expectedResult: Result<Void, ListError>
            let result: Result<Void, ListError>
            let after = rng.below(2) == 0
            switch rng.below(12) {
            case 0:
                let ids = freshSections()
                expectedResult = Result { () throws(ListError) in try expected.insertSections(ids, at: expected.sections.count) }
                result = Result { () throws(ListError) in try snapshot.appendSections(ids) }
            case 1:
                let ids = freshSections()
                let anchor = someSection()
                expectedResult = Result { () throws(ListError) in
                    let index = try expected.requireSection(anchor)
                    try expected.insertSections(ids, at: index + (after ? 1 : 0))
                }
                result = Result { () throws(ListError) in
                    if after {
                        try snapshot.insertSections(ids, afterSection: anchor)
                    } else {
                        try snapshot.insertSections(ids, beforeSection: anchor)
                    }
                }
            case 2 where rng.below(3) == 0:
                let ids = [someSection(), someSection()]
                expectedResult = Result { () throws(ListError) in try expected.deleteSections(ids) }
                result = Result { () throws(ListError) in try snapshot.deleteSections(ids) }
            case 3:
                let (id, anchor) = (someSection(), someSection())
                expectedResult = Result { () throws(ListError) in try expected.moveSection(id, nextTo: anchor, after: after) }
                result = Result { () throws(ListError) in
                    if after {
                        try snapshot.moveSection(id, afterSection: anchor)
                    } else {
                        try snapshot.moveSection(id, beforeSection: anchor)
                    }
                }
            case 4, 5:
                // Appending does not look for duplicates: append fresh items only.
                let items = (0..<rng.below(8)).map { _ in nextItem += 1; return nextItem }
                let section: Int? = rng.below(3) == 0 ? nil : someSection()
                expectedResult = Result { () throws(ListError) in try expected.appendItems(items, to: section) }
                result = Result { () throws(ListError) in try snapshot.appendItems(items, toSection: section) }
            case 6:
                let items = freshItems()
                let anchor = someItem()
                expectedResult = Result { () throws(ListError) in try expected.insertItems(items, nextTo: anchor, after: after) }
                result = Result { () throws(ListError) in
                    if after {
                        try snapshot.insertItems(items, afterItem: anchor)
                    } else {
                        try snapshot.insertItems(items, beforeItem: anchor)
                    }
                }
            case 7:
                let items = (0..<rng.below(12)).map { _ in someItem() }
                expectedResult = Result { () throws(ListError) in try expected.deleteItems(items) }
                result = Result { () throws(ListError) in try snapshot.deleteItems(items) }
            case 8:
                let (item, anchor) = (someItem(), someItem())
                expectedResult = Result { () throws(ListError) in try expected.moveItem(item, nextTo: anchor, after: after) }
                result = Result { () throws(ListError) in
                    if after {
                        try snapshot.moveItem(item, afterItem: anchor)
                    } else {
                        try snapshot.moveItem(item, beforeItem: anchor)
                    }
                }
            case 9:
                let items = [someItem(), someItem()]
                let reconfigure = rng.below(2) == 0
                expectedResult = Result { () throws(ListError) in
                    for item in items { _ = try expected.requireItem(item) }
                    if reconfigure { expected.reconfigured.formUnion(items) } else { expected.reloaded.formUnion(items) }
                }
                result = Result { () throws(ListError) in
                    if reconfigure { try snapshot.reconfigureItems(items) } else { try snapshot.reloadItems(items) }
                }
            case 10:
                let ids = [someSection()]
                expectedResult = Result { () throws(ListError) in
                    for id in ids { _ = try expected.requireSection(id) }
                    expected.reloadedSections.formUnion(ids)
                }
                result = Result { () throws(ListError) in try snapshot.reloadSections(ids) }
            default:
                if rng.below(25) == 0 {
                    expected = NaiveSnapshot()
                    snapshot.deleteAllItems()
                }
                expectedResult = .success(())
                result = .success(())
            }
            switch (result, expectedResult) {
            case (.success, .success):
                model = expected
            case let (.failure(error), .failure(expectedError)):
                #expect(error == expectedError)
            default:
                Issue.record("got \(result), expected \(expectedResult)")
                return
            }
            snapshot._checkInvariants()
            try Self.expectSame(snapshot, model)
            #expect(try model.snapshot() == snapshot)
        }
    }

    @Test func appendingWithoutSectionsThrows() {
        var snapshot = IntSnapshot()
        #expect(throws: ListError.sectionOutOfRange(0, sectionCount: 0)) { try snapshot.appendItems([1]) }
        #expect(throws: ListError.unknownIdentifier("3")) { try snapshot.appendItems([1], toSection: 3) }
        #expect(throws: ListError.unknownIdentifier("3")) { try snapshot.itemIdentifiers(inSection: 3) }
        #expect(throws: ListError.unknownIdentifier("3")) { try snapshot.numberOfItems(inSection: 3) }
    }

    @Test func duplicateSectionsAreRefusedAndNamed() throws {
        var snapshot = ListSnapshot<String, String>()
        try snapshot.appendSections(["a", "b"])
        #expect(throws: ListError.duplicateIdentifiers(["b", "c"], count: 2)) {
            try snapshot.appendSections(["b", "c", "c"])
        }
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(ListError.unknownIdentifier("x").description
            == "unknown identifier x: the snapshot holds no section or item with it")
    }

    @Test func duplicateItemsAppendedAreNamedByTheNextLookupAndByTheDiff() throws {
        var snapshot = ListSnapshot<String, String>()
        try snapshot.appendSections(["s", "t"])
        try snapshot.appendItems(["a", "b", "c"], toSection: "s")
        let valid = snapshot
        try snapshot.appendItems(["b", "d"], toSection: "t")  // appending does not look
        #expect(snapshot.numberOfItems == 5)
        #expect(throws: ListError.duplicateIdentifiers(["b"], count: 1)) { try snapshot.deleteItems(["a"]) }
        #expect(throws: ListError.duplicateIdentifiers(["b"], count: 1)) { try snapshot.reloadItems(["a"]) }
        #expect(throws: ListError.duplicateIdentifiers(["b"], count: 1)) {
            try SnapshotDifference(from: valid, to: snapshot)
        }
        #expect(throws: ListError.duplicateIdentifiers(["b"], count: 1)) {
            try SnapshotDifference(from: ListSnapshot(), to: snapshot)
        }
        // Deleting the section that holds the copy needs no item lookup and mends it.
        try snapshot.deleteSections(["t"])
        try snapshot.deleteItems(["a"])
        #expect(snapshot.itemIdentifiers == ["b", "c"])
    }

    @Test func insertingAnExistingItemIsRefused() throws {
        var snapshot = IntSnapshot()
        try snapshot.appendSections([0])
        try snapshot.appendItems([1, 2, 3])
        #expect(throws: ListError.duplicateIdentifiers(["2", "9"], count: 2)) {
            try snapshot.insertItems([2, 9, 9], beforeItem: 1)
        }
        #expect(throws: ListError.unknownIdentifier("7")) { try snapshot.insertItems([8], afterItem: 7) }
        #expect(snapshot.itemIdentifiers == [1, 2, 3])
    }
}
