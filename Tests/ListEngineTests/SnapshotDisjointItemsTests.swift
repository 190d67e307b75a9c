import Testing
@testable import ListEngine
import TestSupport

/// Telling from their integer values' bounds that two snapshots share no item, and the
/// wholesale change that takes it, against sets and the matching it skips.
@Suite struct SnapshotDisjointItemsTests {
    /// A snapshot of `sections` sections holding `items` dealt out at random.
    static func snapshot(_ items: [Int], sections: Int, _ rng: inout SeededGenerator) throws -> ListSnapshot<Int, Int> {
        var snapshot = ListSnapshot<Int, Int>()
        try snapshot.appendSections(Array(0..<sections))
        var rest = items[...]
        for section in 0..<sections {
            let count = section == sections - 1 ? rest.count : rng.below(rest.count + 1)
            try snapshot.appendItems(Array(rest.prefix(count)), toSection: section)
            rest = rest.dropFirst(count)
        }
        return snapshot
    }

    /// Random item values, overlapping or not, negative or not: the answer is true exactly
    /// when both have items and no old value lies between the new values' least and greatest.
    @Test(arguments: testSeeds(60))
    func outsideMatchesTheNaiveBounds(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(31_000 + seed))
        func values() -> [Int] {
            let base = rng.below(400) - 200
            return (0..<rng.below(40)).map { _ in base + rng.below(60) }
        }
        let oldItems = values().uniqued()
        let newItems = values().uniqued()
        let sections = 1 + rng.below(4)
        let old = try Self.snapshot(oldItems, sections: sections, &rng)
        let new = try Self.snapshot(newItems, sections: sections, &rng)
        let expected = !oldItems.isEmpty && !newItems.isEmpty
            && !oldItems.contains { newItems.min()! <= $0 && $0 <= newItems.max()! }
        #expect(old._integerItemsLieOutside(new) == expected, "seed \(seed): \(oldItems) against \(newItems)")
        if expected { #expect(Set(oldItems).isDisjoint(with: newItems), "seed \(seed)") }
    }

    /// Fresh items with duplicates among them: applying them throws the error the matching
    /// gives, and changes nothing.
    @Test(arguments: testSeeds(20))
    func freshDuplicatesThrowAsTheMatchingDoes(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(32_000 + seed))
        let sections = 1 + rng.below(4)
        let old = try Self.snapshot(Array(0..<(1 + rng.below(50))), sections: sections, &rng)
        var fresh = Array(1_000..<(1_001 + rng.below(50)))
        for _ in 0..<(1 + rng.below(8)) { fresh.insert(fresh[rng.below(fresh.count)], at: rng.below(fresh.count + 1)) }
        let new = try Self.snapshot(fresh, sections: sections, &rng)
        #expect(old._integerItemsLieOutside(new), "seed \(seed)")
        var expected: ListError?
        do { _ = try SnapshotDifference(from: old, to: new) } catch { expected = error }
        #expect(expected != nil, "seed \(seed)")
        var found: ListError?
        do { _ = try SnapshotDifference._change(from: old, to: new) } catch { found = error }
        #expect(found == expected, "seed \(seed)")
    }
}
