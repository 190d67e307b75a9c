import Testing
@testable import ListEngine
import TestSupport

/// The duplicate check of integer items without hashing (a bitmap over their range), against
/// a `Set`: the same answer whenever the range is narrow enough, none otherwise, and the same
/// error as the hashing from the snapshot's duplicate check.
@Suite struct SnapshotIntegerItemsTests {
    /// A snapshot of `ids` cut into up to five sections at random places (some empty).
    static func snapshot<ID: Hashable & Sendable>(_ ids: [ID], using rng: inout SeededGenerator) throws -> ListSnapshot<Int, ID> {
        var snapshot = ListSnapshot<Int, ID>()
        let sections = 1 + rng.below(5)
        try snapshot.appendSections(Array(0..<sections))
        var start = 0
        for section in 0..<sections {
            let end = section == sections - 1 ? ids.count : start + rng.below(ids.count - start + 1)
            try snapshot.appendItems(Array(ids[start..<end]), toSection: section)
            start = end
        }
        return snapshot
    }

    /// The duplicate check's outcome: nil, or the error it throws.
    static func checkOutcome<ID: Hashable & Sendable>(_ snapshot: ListSnapshot<Int, ID>) -> ListError? {
        do throws(ListError) { try snapshot._checkItemsUnique() } catch { return error }
        return nil
    }

    /// The difference from a snapshot without items: its error, found by hashing alone.
    static func hashingOutcome<ID: Hashable & Sendable>(_ snapshot: ListSnapshot<Int, ID>) -> ListError? {
        do throws(ListError) { _ = try SnapshotDifference(from: ListSnapshot(), to: snapshot) } catch { return error }
        return nil
    }

    /// Random identifiers `base + offset` for offsets drawn from a range `spread` times their
    /// count (distinct, shuffled), some repeated — at the first or last position, or anywhere
    /// — for each integer type; the bitmap answers when the range is under 8 × the count.
    @Test(arguments: testSeeds(200))
    func answersAsASetWhenTheRangeIsNarrow(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 71_000)
        let count = seed % 10 == 0 ? 2 + rng.below(5_000) : 2 + rng.below(200)
        let spread = [1, 2, 7, 8, 9, 1_000][rng.below(6)]
        var offsets = Set<UInt64>()
        while offsets.count < count { offsets.insert(UInt64(rng.below(count * spread))) }
        var values = offsets.shuffled(using: &rng)
        switch seed % 4 {
        case 0: break
        case 1: values[0] = values[values.count - 1]  // the first repeats the last
        case 2: values[values.count - 1] = values[rng.below(values.count - 1)]  // the last repeats one
        default: for _ in 0..<(1 + rng.below(4)) { values[rng.below(values.count)] = values[rng.below(values.count)] }
        }
        let distinct = Set(values).count == values.count
        let span = values.max()! - values.min()!
        let answers = span < UInt64(8 * values.count)
        // Bases that put the values around zero, near either end of each type's range.
        let signedBase = [Int64.min, -Int64(count), 0, Int64.max - Int64(count * spread)][rng.below(4)]
        let unsignedBase = [UInt64.min, UInt64.max - UInt64(count * spread)][rng.below(2)]
        func check<ID: Hashable & Sendable>(_ ids: [ID]) throws {
            let snapshot = try Self.snapshot(ids, using: &rng)
            #expect(snapshot._integerItemsAreDistinct() == (answers ? distinct : nil))
            let outcome = Self.checkOutcome(snapshot)
            #expect(outcome == Self.hashingOutcome(snapshot))
            #expect((outcome == nil) == distinct)
        }
        let signed = values.map { signedBase &+ Int64(bitPattern: $0) }
        try check(signed)
        try check(signed.map { Int($0) })
        let unsigned = values.map { unsignedBase &+ $0 }
        try check(unsigned)
        try check(unsigned.map { UInt($0) })
    }

    /// The extremes of a type's range are far apart however close they look as bits: `Int.min`
    /// and `Int.max` span the whole range, -1 and 0 are neighbours.
    @Test func rangesFollowTheTypesOrder() throws {
        var rng = SeededGenerator(seed: 5)
        #expect(try Self.snapshot([Int.min, Int.max], using: &rng)._integerItemsAreDistinct() == nil)
        #expect(try Self.snapshot([-1, 0, 1, -2], using: &rng)._integerItemsAreDistinct() == true)
        #expect(try Self.snapshot([-1, 0, 1, -1], using: &rng)._integerItemsAreDistinct() == false)
        #expect(try Self.snapshot([UInt.max, 0], using: &rng)._integerItemsAreDistinct() == nil)
        #expect(try Self.snapshot([UInt.max, UInt.max - 1, UInt.max], using: &rng)._integerItemsAreDistinct() == false)
    }

    /// Other identifier types, and snapshots without items, are left to the hashing.
    @Test func otherTypesAreHashed() throws {
        var rng = SeededGenerator(seed: 6)
        #expect(try Self.snapshot(["a", "b", "a"], using: &rng)._integerItemsAreDistinct() == nil)
        #expect(try Self.snapshot([Int32(1), 2, 1], using: &rng)._integerItemsAreDistinct() == nil)
        #expect(try Self.snapshot([Int](), using: &rng)._integerItemsAreDistinct() == nil)
    }

    /// Marks for reload and reconfiguration are found where they are whether the identifiers
    /// are integers in a narrow range (the bitmap of the marks), spread wide, or strings (a
    /// filter of the marks' hashes): the same index paths each way.
    @Test(arguments: testSeeds(40))
    func marksAreFoundTheSameWayForEveryKindOfIdentifier(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 72_000)
        let count = 1 + rng.below(seed % 5 == 0 ? 3_000 : 200)
        let old = Array(0..<count).shuffled(using: &rng)
        var new = old.filter { _ in rng.below(10) != 0 }
        for id in count..<(count + rng.below(20)) { new.insert(id, at: rng.below(new.count + 1)) }
        let reloaded = Set(new.filter { _ in rng.below(7) == 0 })
        let reconfigured = Set(new.filter { _ in rng.below(5) == 0 })
        let cuts = (0..<3).map { _ in rng.below(new.count + 1) }.sorted()
        func difference<ID: Hashable & Sendable>(_ id: (Int) -> ID) throws -> SnapshotDifference<Int, ID> {
            func snapshot(_ ids: [Int], marked: Bool) throws -> ListSnapshot<Int, ID> {
                var snapshot = ListSnapshot<Int, ID>()
                try snapshot.appendSections([0, 1])
                let cut = marked ? cuts[1] : ids.count / 2
                try snapshot.appendItems(ids[..<cut].map(id), toSection: 0)
                try snapshot.appendItems(ids[cut...].map(id), toSection: 1)
                if marked {
                    try snapshot.reloadItems(reloaded.map(id))
                    try snapshot.reconfigureItems(reconfigured.map(id))
                }
                return snapshot
            }
            return try SnapshotDifference(from: snapshot(old, marked: false), to: snapshot(new, marked: true))
        }
        let narrow = try difference { $0 }
        let wide = try difference { $0 &* 1_000_003 &- 500_000_000 }
        let strings = try difference { "item \($0)" }
        #expect(narrow.reloadedItems == wide.reloadedItems && narrow.reloadedItems == strings.reloadedItems)
        #expect(narrow.reconfiguredItems == wide.reconfiguredItems && narrow.reconfiguredItems == strings.reconfiguredItems)
        #expect(narrow.reloadedItems.count + narrow.reconfiguredItems.count
            == new.filter { $0 < count && (reloaded.contains($0) || reconfigured.contains($0)) }.count)
    }
}
