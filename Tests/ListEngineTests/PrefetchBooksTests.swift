import Testing
@testable import ListEngine
import TestSupport

/// The content prefetcher's books, each against a naive model beside it: the slot bitmap
/// against an array of flags. Random operation sequences, fixed seeds; the structure's answers
/// are compared with the model's after every operation.
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
}
