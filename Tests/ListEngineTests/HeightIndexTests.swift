import Testing
@testable import ListEngine

/// The height index against a plain array of heights summed from the start each time.
@Suite struct HeightIndexTests {
    /// The naive model: prefix sums by a linear walk.
    struct NaiveHeights {
        var heights: [Double]
        func offset(of i: Int) -> Double { heights[..<i].reduce(0, +) }
        func ending(atOrBefore y: Double) -> Int {
            var k = 0
            var sum = 0.0
            while k < heights.count, sum + heights[k] <= y { sum += heights[k]; k += 1 }
            return y < 0 ? 0 : k
        }
        func starting(before y: Double) -> Int {
            heights.indices.filter { offset(of: $0) < y }.count
        }
    }

    @Test func emptyIndexAnswersZero() {
        let index = HeightIndex(repeating: 44, count: 0)
        #expect(index.count == 0)
        #expect(index.totalHeight == 0)
        #expect(index.offset(of: 0) == 0)
        #expect(index.entriesEnding(atOrBefore: 100) == 0)
        #expect(index.entriesStarting(before: 100) == 0)
    }

    @Test func uniformHeightsGiveClosedFormOffsets() {
        let index = HeightIndex(repeating: 44, count: 1000)
        #expect(index.totalHeight == 44_000)
        #expect(index.offset(of: 500) == 22_000)
        #expect(index.entriesEnding(atOrBefore: 44 * 10) == 10)
        #expect(index.entriesEnding(atOrBefore: 44 * 10 - 0.5) == 9)
        #expect(index.entriesStarting(before: 44 * 10) == 10)
        #expect(index.entriesStarting(before: 44 * 10 + 0.5) == 11)
        #expect(index.entriesStarting(before: 1e9) == 1000)
    }

    @Test(arguments: 0..<60)
    func randomOperationsMatchNaiveSums(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let sizes = [1, 2, 31, 32, 33, 64, 65, 200, 1000]
        let count = sizes[seed % sizes.count]
        var naive = NaiveHeights(heights: (0..<count).map { _ in rng.quarterHeight() })
        var index = HeightIndex(naive.heights)
        for _ in 0..<300 {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                let i = Int.random(in: 0..<count, using: &rng)
                let h = rng.quarterHeight()
                let delta = index.setHeight(h, at: i)
                #expect(delta == h - naive.heights[i])
                naive.heights[i] = h
            case 1:
                let i = Int.random(in: 0...count, using: &rng)
                #expect(index.offset(of: i) == naive.offset(of: i))
            default:
                let total = naive.offset(of: count)
                // Probe both exact boundaries and points between them.
                let y = Bool.random(using: &rng)
                    ? naive.offset(of: Int.random(in: 0...count, using: &rng))
                    : Double(Int.random(in: -8...Int(total * 4) + 8, using: &rng)) / 4
                #expect(index.entriesEnding(atOrBefore: y) == naive.ending(atOrBefore: y), "y=\(y)")
                #expect(index.entriesStarting(before: y) == naive.starting(before: y), "y=\(y)")
            }
        }
        #expect(index.totalHeight == naive.offset(of: count))
        #expect(index.checkInvariants())
    }
}
