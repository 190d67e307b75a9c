import Testing
@testable import ListEngine
import TestSupport

/// The content prefetcher's books, each against a naive model beside it: the slot bitmap
/// against an array of flags, the item keys against a dictionary and a stack of free keys.
/// Random operation sequences, fixed seeds; the structure's answers are compared with the
/// model's after every operation, and its own invariant check runs.
@Suite struct PrefetchBooksTests {
    // MARK: Column

    @Test func aColumnKeepsItsElementsWhenItGrowsAndFills() {
        var column = Column(count: 3, repeating: "a")
        defer { column.deallocate() }
        column[1] = "b"
        column.grow(to: 70, repeating: "z")
        #expect(column.count == 70)
        #expect((0..<70).map { column[$0] } == ["a", "b", "a"] + Array(repeating: "z", count: 67))
        column.grow(to: 10, repeating: "x")
        #expect(column.count == 70, "a column never shrinks")
        column.fill(with: "f")
        #expect((0..<70).allSatisfy { column[$0] == "f" })
        let empty = Column(count: 0, repeating: 0)
        #expect(empty.count == 0)
        empty.deallocate()
    }

    // MARK: SlotBitmap

    /// Inserts and removes, dense and sparse, against an array of flags: `contains`, and the
    /// first and last occupied slot of random ranges (short, long, across the summary's words).
    @Test(arguments: testSeeds(48))
    func theSlotBitmapAgreesWithAnArrayOfFlags(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(7_100 + seed))
        let count = [64, 128, 4_096, 4_160, 8_192, 64 * 130][seed % 6]
        // The share of operations that insert: a few bits in a large map, or most of them.
        let inserts = [2, 10, 50, 90][(seed / 6) % 4]
        let bitmap = SlotBitmap(count: count)
        defer { bitmap.deallocate() }
        var flags = [Bool](repeating: false, count: count)
        var occupied: [Int] = []
        for step in 0..<1_200 {
            if rng.below(100) < inserts {
                // Clustered near a moving spot or anywhere.
                let spot = (step * 37) % count
                let slot = rng.below(3) == 0 ? rng.below(count) : (spot + rng.below(130)) % count
                bitmap.insert(slot)
                if !flags[slot] { occupied.append(slot) }
                flags[slot] = true
            } else if !occupied.isEmpty {
                let index = rng.below(occupied.count)
                let slot = occupied[index]
                occupied.swapAt(index, occupied.count - 1)
                occupied.removeLast()
                bitmap.remove(slot)
                flags[slot] = false
            }
            for _ in 0..<3 {
                let a = rng.below(count + 1)
                let b = rng.below(3) == 0 ? rng.below(count + 1) : Swift.min(count, a + rng.below(200))
                let range = Swift.min(a, b)..<Swift.max(a, b)
                #expect(bitmap.first(in: range) == range.first { flags[$0] }, "seed \(seed) step \(step): first in \(range)")
                #expect(bitmap.last(in: range) == range.last { flags[$0] }, "seed \(seed) step \(step): last in \(range)")
            }
            if step % 400 == 0 {
                #expect((0..<count).allSatisfy { bitmap.contains($0) == flags[$0] }, "seed \(seed) step \(step): contains")
                for w in 0..<bitmap.words.count {
                    let summarized = (bitmap.summary[w >> 6] >> UInt64(w & 63)) & 1 == 1
                    #expect(summarized == (bitmap.words[w] != 0), "seed \(seed) step \(step): summary of word \(w)")
                }
            }
        }
    }

    // MARK: ItemKeys

    /// The naive model: a dictionary from item to key, the items by key, and a stack of free
    /// keys, handed out last freed first, as the table does.
    struct NaiveKeys<ID: Hashable> {
        var keyOf: [ID: Int] = [:]
        var items: [ID?] = []
        var free: [Int] = []

        mutating func key(for item: ID) -> Int {
            if let key = keyOf[item] { return key }
            let key: Int
            if let reused = free.popLast() {
                key = reused
                items[key] = item
            } else {
                key = items.count
                items.append(item)
            }
            keyOf[item] = key
            return key
        }

        mutating func release(_ key: Int) {
            guard let item = items[key] else { return }
            keyOf[item] = nil
            items[key] = nil
            free.append(key)
        }
    }

    /// An item whose hash collides with many others': long probe runs, and removals that shift
    /// entries back across them.
    struct Colliding: Hashable {
        var value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(value % 5) }
    }

    func checkKeys<ID: Hashable>(seed: Int, capacity: Int, items itemCount: Int, _ make: (Int) -> ID) {
        var rng = SeededGenerator(seed: UInt64(7_300 + seed))
        var keys = ItemKeys<ID>(capacity: capacity)
        defer { keys.deallocate() }
        var model = NaiveKeys<ID>()
        var grewTimes = 0
        for step in 0..<2_500 {
            let item = make(rng.below(itemCount))
            switch rng.below(10) {
            case 0..<5:
                var grew = false
                let before = keys.capacity
                let key = keys.key(for: item, grew: &grew)
                #expect(key == model.key(for: item), "seed \(seed) step \(step): the key of \(item)")
                #expect(grew == (keys.capacity != before), "seed \(seed) step \(step): grew says \(grew)")
                if grew { grewTimes += 1 }
            case 5..<8:
                let live = model.keyOf.values.sorted()
                guard !live.isEmpty else { continue }
                let key = live[rng.below(live.count)]
                keys.release(key)
                model.release(key)
            default:
                #expect(keys.existingKey(for: item) == model.keyOf[item], "seed \(seed) step \(step): existing key of \(item)")
            }
            if step % 50 == 0 || step < 50 { keys._checkInvariants() }
            #expect(keys.tableSize == model.items.count)
        }
        keys._checkInvariants()
        for (key, item) in model.items.enumerated() {
            #expect(keys.isLive(key) == (item != nil))
            if let item { #expect(keys.item(key) == item) }
        }
        if itemCount > capacity * 2 { #expect(grewTimes > 0, "seed \(seed): the tables never grew") }
    }

    @Test(arguments: testSeeds(24))
    func itemKeysAgreeWithADictionary(seed: Int) {
        let capacity = [1, 4, 32, 600][(seed / 3) % 4]
        let items = [8, 60, 700, 3_000][(seed + seed / 3) % 4]
        switch seed % 3 {
        case 0: checkKeys(seed: seed, capacity: capacity, items: items) { $0 * 7_919 - 40_000 }
        case 1: checkKeys(seed: seed, capacity: capacity, items: items) { "item \($0)" }
        default: checkKeys(seed: seed, capacity: capacity, items: items) { Colliding(value: $0) }
        }
    }

    @Test(arguments: testSeeds(8))
    func itemKeysOfCollidingItemsAgreeWithADictionary(seed: Int) {
        checkKeys(seed: 100 + seed, capacity: [2, 16][seed % 2], items: [40, 400][(seed / 2) % 2]) { Colliding(value: $0) }
    }
}
