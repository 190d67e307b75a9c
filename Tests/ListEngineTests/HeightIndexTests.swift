import Testing
@testable import ListEngine
import TestSupport

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

    /// With a gap after every entry (a length no `Float32` holds), offsets are the heights and
    /// gaps summed in `Double`, and the searches agree with them: quarter-point heights and
    /// gaps, so every sum is exact and the searches must agree bit for bit; then arbitrary ones,
    /// where the entry found is the naive one but at a boundary within rounding.
    @Test(arguments: testSeeds(40))
    func aGapAfterEveryEntryIsSummedInDouble(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(4_400 + seed))
        let exact = seed % 2 == 0
        let count = Int.random(in: 0...(seed % 5 == 0 ? 5_000 : 300), using: &rng)
        let heights = (0..<count).map { _ in exact ? rng.quarterHeight() : Double(Float32(Double.random(in: 0...120, using: &rng))) }
        let gap = exact ? Double(Int.random(in: 0...40, using: &rng)) / 4 : Double.random(in: 0...12, using: &rng)
        let index = HeightIndex(heights: heights.map(Float32.init))
        var starts = [0.0]
        for h in heights { starts.append(starts[starts.count - 1] + h + gap) }
        let tolerance = exact ? 0 : 1e-9 * (starts.last ?? 0)
        for i in stride(from: 0, through: count, by: Swift.max(1, count / 50)) {
            #expect(abs(index.offset(of: i, gap: gap) - starts[i]) <= tolerance, "seed \(seed) offset \(i)")
        }
        #expect(abs(index.totalHeight(gap: gap) - starts[count]) <= tolerance)
        for _ in 0..<200 {
            let y = Double.random(in: -10...(starts[count] + 10), using: &rng)
            let ending = index.entriesEnding(atOrBefore: y, gap: gap)
            let starting = index.entriesStarting(before: y, gap: gap)
            let naiveEnding = y < 0 ? 0 : starts.lastIndex { $0 <= y }!
            let naiveStarting = Swift.min(count, y <= 0 ? 0 : (starts.lastIndex { $0 < y } ?? -1) + 1)
            if exact || abs(starts[naiveEnding] - y) > tolerance && (naiveEnding == count || abs(starts[naiveEnding + 1] - y) > tolerance) {
                #expect(ending == naiveEnding, "seed \(seed): entriesEnding(atOrBefore: \(y), gap: \(gap))")
                #expect(starting == naiveStarting, "seed \(seed): entriesStarting(before: \(y), gap: \(gap))")
            } else {
                #expect(abs(ending - naiveEnding) <= 1 && abs(starting - naiveStarting) <= 1, "seed \(seed) at a boundary")
            }
        }
        var seen = 0
        index.forEachEntry(in: 0..<count, gap: gap) { e, offset, height in
            #expect(offset == index.offset(of: e, gap: gap) && height == heights[e])
            seen += 1
        }
        #expect(seen == count)
    }

    /// A search's result gives the offsets of the entries of the leaf it ended in bit for bit
    /// as `offset(of:)` does, and its count is the plain search's; entries outside that leaf
    /// are found by a descent of their own. Random heights (no exact sums), gaps, and indexes
    /// built whole or grown by random inserts and removals, so that leaves hold any number of
    /// entries.
    @Test(arguments: testSeeds(24))
    func aSearchResultGivesItsLeafsOffsetsExactly(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(7_700 + seed))
        let count = Int.random(in: 0...(seed % 4 == 0 ? 20_000 : 600), using: &rng)
        var index = HeightIndex(heights: (0..<count).map { _ in Float32(Double.random(in: 0...90, using: &rng)) })
        if seed % 3 == 0 {
            for _ in 0..<200 {
                if index.count > 0, Bool.random(using: &rng) {
                    _ = index.remove(at: Int.random(in: 0..<index.count))
                } else {
                    index.insert(HeightIndex.Entry(height: Double(Float32(Double.random(in: 0...90, using: &rng))), isMeasured: false), at: Int.random(in: 0...index.count))
                }
            }
        }
        let gap = seed % 2 == 0 ? 0 : Double.random(in: 0...9, using: &rng)
        let total = index.totalHeight(gap: gap)
        for _ in 0..<100 {
            let y = Double.random(in: -5...(total + 5), using: &rng)
            for (result, plain) in [(index.searchEnding(atOrBefore: y, gap: gap), index.entriesEnding(atOrBefore: y, gap: gap)),
                                    (index.searchStarting(before: y, gap: gap), index.entriesStarting(before: y, gap: gap))] {
                #expect(result.count == plain, "seed \(seed): the search at \(y) counts as the plain one")
                for i in Swift.max(0, result.count - 40)...Swift.min(index.count, result.count + 40) {
                    #expect(index.offset(of: i, after: result) == index.offset(of: i), "seed \(seed): offset of \(i) near \(y)")
                    #expect(index.offset(of: i, gap: gap, after: result) == index.offset(of: i, gap: gap))
                }
            }
        }
    }

    /// A search guided by a hint (``SearchHint``) answers as the unguided one, bit
    /// for bit, whatever the hint holds: hints kept from the last search of an edge that drifts
    /// as a scroll moves it, that jump, and that go stale as entries are inserted, removed and
    /// resized between searches; with and without a gap, at random points and at exact
    /// boundaries (where the comparisons' strictness decides).
    @Test(arguments: testSeeds(40))
    func aHintedSearchAnswersAsTheUnhintedOne(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(9_100 + seed))
        let count = Int.random(in: 0...(seed % 4 == 0 ? 30_000 : 2_000), using: &rng)
        var index = HeightIndex(heights: (0..<count).map { _ in Float32(Double.random(in: 0...90, using: &rng)) })
        let gap = seed % 2 == 0 ? 0 : Double.random(in: 0...9, using: &rng)
        var hints = (ending: SearchHint(), starting: SearchHint())
        var y = 0.0
        func expectSame(_ a: HeightIndex.SearchResult, _ b: HeightIndex.SearchResult, _ what: String) {
            #expect(a.count == b.count && a.leaf == b.leaf && a.first == b.first && a.entries == b.entries && a.top == b.top,
                    "seed \(seed): \(what) at \(y)")
        }
        for step in 0..<600 {
            let total = index.totalHeight(gap: gap)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: y = Double.random(in: -5...(total + 5), using: &rng)
            case 1 where index.count > 0: y = index.offset(of: Int.random(in: 0...index.count), gap: gap)
            default: y += Double.random(in: -40...40, using: &rng)
            }
            if step % 7 == 0 {
                switch Int.random(in: 0..<3, using: &rng) {
                case 0 where index.count > 0: _ = index.remove(at: Int.random(in: 0..<index.count))
                case 1 where index.count > 0:
                    _ = index.setHeight(Double(Float32(Double.random(in: 0...90, using: &rng))), at: Int.random(in: 0..<index.count))
                default:
                    let entry = HeightIndex.Entry(height: Double(Float32(Double.random(in: 0...90, using: &rng))), isMeasured: false)
                    index.insert(entry, at: Int.random(in: 0...index.count))
                }
            }
            var none = SearchHint()
            expectSame(index.searchEnding(atOrBefore: y, gap: gap, hint: &hints.ending), index.searchEnding(atOrBefore: y, gap: gap, hint: &none), "ending")
            none = SearchHint()
            expectSame(index.searchStarting(before: y, gap: gap, hint: &hints.starting), index.searchStarting(before: y, gap: gap, hint: &none), "starting")
            // Another edge's hint, and the entries' searches (no gap) guided by these ones.
            var swapped = hints.starting
            expectSame(index.searchEnding(atOrBefore: y, gap: gap, hint: &swapped), index.searchEnding(atOrBefore: y, gap: gap), "ending, swapped")
            var ending = hints.ending
            var starting = hints.starting
            #expect(index.entriesEnding(atOrBefore: y, hint: &ending) == index.entriesEnding(atOrBefore: y))
            #expect(index.entriesStarting(before: y, hint: &starting) == index.entriesStarting(before: y))
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

    @Test(arguments: testSeeds(60))
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
                index._checkInvariants()
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
        index._checkInvariants()
    }

    // MARK: Insertion and removal

    /// The reference for edits: entries in a plain array, with prefix sums recomputed after
    /// each operation and searched by bisection.
    struct NaiveEntries {
        var entries: [HeightIndex.Entry]
        private(set) var prefix: [Double] = [0]

        init(_ entries: [HeightIndex.Entry]) {
            self.entries = entries
            recompute()
        }

        mutating func recompute() {
            prefix = [0]
            prefix.reserveCapacity(entries.count + 1)
            for entry in entries { prefix.append(prefix[prefix.count - 1] + entry.height) }
        }

        var total: Double { prefix[prefix.count - 1] }

        /// The first `k` in `0...count` for which `holds(prefix[k])` (prefix sums increase).
        private func first(where holds: (Double) -> Bool) -> Int {
            var low = 0
            var high = prefix.count
            while low < high {
                let mid = (low + high) / 2
                if holds(prefix[mid]) { high = mid } else { low = mid + 1 }
            }
            return low
        }

        /// The largest `k` with `prefix[k] <= y`.
        func ending(atOrBefore y: Double) -> Int { y < 0 ? 0 : first { $0 > y } - 1 }

        /// The number of entries `j` with `prefix[j] < y`.
        func starting(before y: Double) -> Int { y <= 0 ? 0 : Swift.min(entries.count, first { $0 >= y }) }
    }

    static func randomEntry(_ rng: inout SeededGenerator) -> HeightIndex.Entry {
        HeightIndex.Entry(height: rng.quarterHeight(), isMeasured: Int.random(in: 0..<3, using: &rng) == 0)
    }

    /// Compares every answer the index gives with the reference: all entries when few, else a
    /// sample around `focus` and elsewhere.
    static func expectMatches(_ index: HeightIndex, _ naive: NaiveEntries, focus: Int,
                              _ rng: inout SeededGenerator, _ context: @autoclosure () -> String) {
        let n = naive.entries.count
        #expect(index.count == n, "\(context())")
        #expect(index.totalHeight == naive.total, "\(context())")
        index._checkInvariants()
        guard index.count == n else { return }
        var probes = n <= 300 ? Array(0..<n) : (0..<40).map { _ in Int.random(in: 0..<n, using: &rng) }
        if n > 300 { probes += [0, n - 1] + (focus - 2...focus + 2).filter { $0 >= 0 && $0 < n } }
        for i in probes {
            let entry = naive.entries[i]
            #expect(index.entry(at: i) == entry, "entry \(i); \(context())")
            #expect(index.height(at: i) == entry.height, "height \(i); \(context())")
            #expect(index.isMeasured(at: i) == entry.isMeasured, "flag \(i); \(context())")
        }
        for _ in 0..<12 {
            let i = Int.random(in: 0...n, using: &rng)
            #expect(index.offset(of: i) == naive.prefix[i], "offset \(i); \(context())")
        }
        #expect(index.offset(of: n) == naive.total, "\(context())")
        for probe in 0..<12 {
            // Exact boundaries, and points between them (and beyond both ends).
            let y = probe % 2 == 0
                ? naive.prefix[Int.random(in: 0...n, using: &rng)]
                : Double(Int.random(in: -8...Int(naive.total * 4) + 8, using: &rng)) / 4
            #expect(index.entriesEnding(atOrBefore: y) == naive.ending(atOrBefore: y), "ending y=\(y); \(context())")
            #expect(index.entriesStarting(before: y) == naive.starting(before: y), "starting y=\(y); \(context())")
        }
    }

    /// Random edits of every kind, checked against the reference after each. Sizes start
    /// around leaf (64 entries) and node (31 full leaves: 1,984 entries) boundaries, so splits,
    /// merges, evening out, new roots and root collapses all happen; large batches take the
    /// rebuild path.
    @Test(arguments: testSeeds(200))
    func randomEditsMatchNaiveEntries(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(5000 + seed))
        let sizes = [0, 1, 2, 63, 64, 65, 127, 129, 700, 1983, 1984, 1985, 2048, 3000, 4096, 5000]
        let initial = (0..<sizes[seed % sizes.count]).map { _ in Self.randomEntry(&rng) }
        var naive = NaiveEntries(initial)
        var index: HeightIndex
        switch seed / sizes.count % 3 {
        case 0:
            // Built in bulk from heights: unmeasured.
            index = HeightIndex(initial.map(\.height))
            naive.entries = initial.map { .init(height: $0.height) }
        case 1:
            index = HeightIndex(repeating: 0, count: 0)
            index.insert(contentsOf: initial, at: 0)
        default:
            index = HeightIndex(repeating: 0, count: 0)
            for (i, entry) in initial.enumerated() { index.insert(entry, at: i) }
        }
        Self.expectMatches(index, naive, focus: 0, &rng, "seed \(seed) built")

        for step in 0..<400 {
            let n = naive.entries.count
            // Drift back towards the starting size range rather than growing without bound.
            var op = Int.random(in: 0..<100, using: &rng)
            if n > 5000, op < 35 { op += 35 }
            var focus = 0
            let context = { "seed \(seed) step \(step) op \(op) n \(n)" }
            switch op {
            case 0..<20:
                let i = Int.random(in: 0...n, using: &rng)
                let entry = Self.randomEntry(&rng)
                index.insert(entry, at: i)
                naive.entries.insert(entry, at: i)
                focus = i
            case 20..<35:
                let i = Int.random(in: 0...n, using: &rng)
                // Mostly small batches; sometimes one big enough to rebuild.
                let k = Int.random(in: 0..<4, using: &rng) == 0
                    ? Int.random(in: 0...Swift.max(64, n / 4), using: &rng)
                    : Int.random(in: 0...70, using: &rng)
                let batch = (0..<k).map { _ in Self.randomEntry(&rng) }
                index.insert(contentsOf: batch, at: i)
                naive.entries.insert(contentsOf: batch, at: i)
                focus = i
            case 35..<55:
                guard n > 0 else { continue }
                let i = Int.random(in: 0..<n, using: &rng)
                #expect(index.remove(at: i) == naive.entries.remove(at: i), "\(context())")
                focus = i
            case 55..<70:
                let low = Int.random(in: 0...n, using: &rng)
                let k = Int.random(in: 0..<4, using: &rng) == 0
                    ? Int.random(in: 0...(n - low), using: &rng)
                    : Int.random(in: 0...Swift.min(70, n - low), using: &rng)
                index.removeSubrange(low..<(low + k))
                naive.entries.removeSubrange(low..<(low + k))
                focus = low
            case 70..<90:
                guard n > 0 else { continue }
                let i = Int.random(in: 0..<n, using: &rng)
                let height = Int.random(in: 0..<4, using: &rng) == 0 ? naive.entries[i].height : rng.quarterHeight()
                let delta = index.setHeight(height, at: i)
                #expect(delta == height - naive.entries[i].height, "\(context())")
                naive.entries[i].height = height
                focus = i
            default:
                guard n > 0 else { continue }
                let i = Int.random(in: 0..<n, using: &rng)
                let measured = Bool.random(using: &rng)
                index.setMeasured(measured, at: i)
                naive.entries[i].isMeasured = measured
                focus = i
            }
            naive.recompute()
            Self.expectMatches(index, naive, focus: focus, &rng, context())
            if index.count != naive.entries.count { return }
        }
    }

    /// Runs of entries set a leaf at a time — across leaves, whole leaves, empty runs — after
    /// insertions and removals have left leaves of every fill, against the reference.
    @Test(arguments: testSeeds(40))
    func settingRunsMatchesNaiveEntries(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(5_600 + seed))
        let sizes = [1, 63, 64, 65, 700, 1984, 3000]
        var naive = NaiveEntries((0..<sizes[seed % sizes.count]).map { _ in Self.randomEntry(&rng) })
        var index = HeightIndex(naive.entries.map(\.height))
        for (i, entry) in naive.entries.enumerated() where entry.isMeasured { index.setMeasured(true, at: i) }
        for step in 0..<30 {
            if rng.below(3) == 0 {
                let i = rng.below(naive.entries.count + 1)
                let entry = Self.randomEntry(&rng)
                index.insert(entry, at: i)
                naive.entries.insert(entry, at: i)
            } else if naive.entries.count > 1, rng.below(3) == 0 {
                let i = rng.below(naive.entries.count)
                index.remove(at: i)
                naive.entries.remove(at: i)
            }
            let start = rng.below(naive.entries.count + 1)
            let count = rng.below(naive.entries.count - start + 1)
            let heights = (0..<count).map { _ in rng.quarterHeight() }
            index.setHeights(from: start, count: count) { Float32(heights[$0 - start]) }
            for k in 0..<count { naive.entries[start + k].height = heights[k] }
            naive.recompute()
            Self.expectMatches(index, naive, focus: start, &rng, "seed \(seed), step \(step), run \(start)+\(count)")
        }
    }

    @Test func insertingIntoAnEmptyIndexAndRemovingEverything() {
        var index = HeightIndex(repeating: 10, count: 0)
        index.insert(.init(height: 5, isMeasured: true), at: 0)
        index.insert(.init(height: 7), at: 0)
        #expect(index.count == 2)
        #expect(index.totalHeight == 12)
        #expect(index.entry(at: 1) == .init(height: 5, isMeasured: true))
        #expect(index.remove(at: 0) == .init(height: 7))
        #expect(index.remove(at: 0) == .init(height: 5, isMeasured: true))
        #expect(index.count == 0)
        #expect(index.totalHeight == 0)
        #expect(index.offset(of: 0) == 0)
        #expect(index.entriesEnding(atOrBefore: 3) == 0)
        index._checkInvariants()
    }

    /// Clearing the measured flags leaves the free leaves' list whole: its end is a link of
    /// -1, whose sign bit is the flag's; inserts then take every free leaf and grow.
    @Test func clearingMeasuredFlagsKeepsTheFreeLeavesListed() {
        var index = HeightIndex(repeating: 44, count: 3000)
        for i in stride(from: 0, to: 3000, by: 7) { index.setMeasured(true, at: i) }
        index.clearMeasured()
        index._checkInvariants()
        #expect((0..<3000).allSatisfy { !index.isMeasured(at: $0) })
        for i in 0..<2000 { index.insert(.init(height: 10, isMeasured: true), at: (i * 37) % index.count) }
        index._checkInvariants()
        #expect(index.count == 5000)
        #expect(index.totalHeight == 44 * 3000 + 10 * 2000)
    }

    @Test func measuredFlagTravelsWithItsEntryAndSurvivesHeightChanges() {
        var index = HeightIndex(repeating: 44, count: 300)
        #expect((0..<300).allSatisfy { !index.isMeasured(at: $0) })
        index.setMeasured(true, at: 100)
        #expect(index.setHeight(50, at: 100) == 6)
        #expect(index.entry(at: 100) == .init(height: 50, isMeasured: true))
        #expect(index.setHeight(50, at: 100) == 0)
        index.insert(.init(height: 1), at: 0)
        #expect(index.entry(at: 101) == .init(height: 50, isMeasured: true))
        #expect(!index.isMeasured(at: 100))
        #expect(index.totalHeight == 44 * 299 + 50 + 1)
        index.setMeasured(false, at: 101)
        #expect(index.entry(at: 101) == .init(height: 50))
        index._checkInvariants()
    }

    @Test func buildsFromAnySequence() {
        let heights = (0..<300).lazy.map { Double($0 % 7) / 2 }
        let index = HeightIndex(heights)
        #expect(index.count == 300)
        #expect(index.totalHeight == heights.reduce(0, +))
        #expect(index.height(at: 299) == heights[299])
        index._checkInvariants()
    }

    /// Heights for the big tests: a repeating pattern of quarter points (some zero).
    static func patternHeight(_ i: Int) -> Double { Double(i * 37 % 101) / 4 }

    @Test func insertingAtTheTopOfAMillionEntriesKeepsEveryAnswer() {
        let n = 1_000_000
        var prefix = [Double](repeating: 0, count: n + 1)
        for i in 0..<n { prefix[i + 1] = prefix[i] + Self.patternHeight(i) }
        var index = HeightIndex((0..<n).map(Self.patternHeight))
        var rng = SeededGenerator(seed: 42)
        let probes = [0, 1, 63, 64, 65, 1983, 1984, n / 2, n - 1] + (0..<200).map { _ in Int.random(in: 0..<n, using: &rng) }

        func expectShifted(by shift: Int, top: Double) {
            #expect(index.count == n + shift)
            #expect(index.totalHeight == top + prefix[n])
            for i in probes {
                #expect(index.height(at: i + shift) == Self.patternHeight(i))
                #expect(index.offset(of: i + shift) == top + prefix[i])
                // The entry's top and bottom, exactly and just inside.
                let y = top + prefix[i]
                let h = Self.patternHeight(i)
                #expect(index.entriesStarting(before: y + h / 2) == (h > 0 ? i + shift + 1 : index.entriesStarting(before: y)))
                #expect(index.entriesEnding(atOrBefore: y + h) >= i + shift + 1)
                #expect(index.entriesEnding(atOrBefore: y + h - 0.125) == (h > 0 ? i + shift : index.entriesEnding(atOrBefore: y + h - 0.125)))
            }
            #expect(index.offset(of: n + shift) == top + prefix[n])
            index._checkInvariants()
        }

        expectShifted(by: 0, top: 0)
        index.insert(.init(height: 33.25, isMeasured: true), at: 0)
        #expect(index.entry(at: 0) == .init(height: 33.25, isMeasured: true))
        #expect(index.entriesEnding(atOrBefore: 33) == 0)
        #expect(index.entriesStarting(before: 33.25) == 1)
        expectShifted(by: 1, top: 33.25)
        #expect(index.remove(at: 0) == .init(height: 33.25, isMeasured: true))
        expectShifted(by: 0, top: 0)
    }

    @Test func bulkBuiltIndexStaysSmall() {
        let index = HeightIndex(repeating: 44, count: 1_000_000)
        // Capacity-based: Float32 heights plus the inner nodes, leaves full.
        #expect(Double(index.capacityBytes) / 1_000_000 <= 4.6, "\(index.capacityBytes) bytes")
    }
}
