import Testing
@testable import ListEngine
import TestSupport

/// The content prefetcher's books, each against a naive model beside it: the slot bitmap
/// against an array of flags, the item keys against a dictionary and a stack of free keys, the
/// waiting loads against an array searched from end to end, the prefetch window's flags against
/// an array of flags kept aligned with the window row by row. Random operation sequences, fixed
/// seeds; after every operation the structure's own invariant check runs and its answers are
/// compared with the model's.
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

    // MARK: PendingLoads

    /// The naive model: the loads in an array, every operation a walk over all of them, the best
    /// load the least by (rank, row, key).
    struct NaivePending {
        var loads: [(key: Int, row: Int)] = []
        var top = 0
        var bottom = -1
        var forward = true

        func rank(_ row: Int) -> Int {
            if row >= top && row <= bottom { return 0 }
            let ahead = forward ? row > bottom : row < top
            let distance = row > bottom ? row - bottom : top - row
            return ahead ? distance : 3 * distance
        }

        mutating func remove(outside window: Range<Int>, sparing spare: (Int) -> Bool) -> Set<Int> {
            let removed = Set(loads.filter { !window.contains($0.row) && !spare($0.key) }.map(\.key))
            loads.removeAll { removed.contains($0.key) }
            return removed
        }

        mutating func remap(_ newRow: (Int) -> Int?) -> Set<Int> {
            var removed = Set<Int>()
            loads = loads.compactMap { load in
                guard let row = newRow(load.key) else {
                    removed.insert(load.key)
                    return nil
                }
                return (load.key, row)
            }
            return removed
        }

        mutating func takeBest() -> (key: Int, row: Int)? {
            guard let best = loads.indices.min(by: { a, b in
                let x = loads[a], y = loads[b]
                return (rank(x.row), x.row, x.key) < (rank(y.row), y.row, y.key)
            }) else { return nil }
            return loads.remove(at: best)
        }
    }

    /// Adds, cancellations outside moving windows (scrolls, jumps, windows wider than the ring,
    /// some loads spared), remaps, viewports in both directions and takes, against the model:
    /// the same loads wait, the same keys are removed, the same load is taken. (The invariant
    /// check, O(capacity + span), runs after every fifth operation past the first hundred.)
    @Test(arguments: testSeeds(64))
    func pendingLoadsAgreeWithAnArraySearchedEndToEnd(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(7_500 + seed))
        let capacity = [3, 40, 300, 1_024][seed % 4]
        // Window widths: narrow, about the first ring's span, and wider than it.
        let widest = [20, 200, 900][(seed / 4) % 3]
        let pending = PendingLoads<Int>(capacity: capacity)
        var model = NaivePending()
        var nextKey = 0
        var centre = seed % 3 == 0 ? 10 : 50_000
        var window = centre..<(centre + 1)
        func item(_ key: Int) -> Int { key * 10 + 7 }
        for step in 0..<2_000 {
            let context = "seed \(seed) step \(step)"
            switch rng.below(20) {
            case 0..<8:
                // A load near the window, at its edge, or far away; sometimes at a row that
                // already has one.
                guard !pending.isFull else {
                    #expect(model.loads.count == capacity, "\(context): full at \(pending.count)")
                    continue
                }
                let row: Int
                switch rng.below(6) {
                case 0: row = centre + rng.below(5_000) - 2_500
                case 1 where !model.loads.isEmpty: row = model.loads[rng.below(model.loads.count)].row
                default: row = Swift.max(0, window.lowerBound - 30 + rng.below(window.count + 60))
                }
                pending.add(key: nextKey, item: item(nextKey), row: row)
                model.loads.append((nextKey, row))
                nextKey += 1
            case 8..<11:
                // The window moves: a scroll, a jump, or a change of width.
                switch rng.below(4) {
                case 0: centre = Swift.max(0, centre + rng.below(20_000) - 10_000)
                default: centre = Swift.max(0, centre + rng.below(61) - 30)
                }
                let width = rng.below(widest + 1)
                window = Swift.max(0, centre - width / 2)..<(Swift.max(0, centre - width / 2) + width)
                let spared = rng.below(4)
                let spare = { (key: Int) in spared > 0 && key % 4 == spared }
                var removed: [Int] = []
                pending.remove(outside: window, sparing: spare, into: &removed)
                #expect(removed.count == Set(removed).count, "\(context): a key removed twice")
                #expect(Set(removed) == model.remove(outside: window, sparing: spare), "\(context): removed outside \(window)")
            case 11:
                // Rows are numbered anew: some loads move within the window, others lose their row.
                let moved = Dictionary(uniqueKeysWithValues: model.loads.compactMap { load -> (Int, Int)? in
                    rng.below(5) == 0 ? nil : (load.key, window.isEmpty ? load.row : window.lowerBound + rng.below(window.count))
                })
                var removed: [Int] = []
                pending.remap(around: window, newRow: { moved[$0] }, removed: &removed)
                #expect(Set(removed) == model.remap { moved[$0] }, "\(context): removed by the remap")
            case 12..<15:
                let top = centre + rng.below(41) - 20
                let bottom = top + rng.below(30) - 1
                let forward = rng.below(2) == 0
                pending.setViewport(top: top, bottom: bottom, forward: forward)
                (model.top, model.bottom, model.forward) = (top, bottom, forward)
            default:
                let taken = pending.takeBest()
                let expected = model.takeBest()
                #expect(taken?.key == expected?.key && taken?.row == expected?.row,
                        "\(context): took \(String(describing: taken)), the model \(String(describing: expected))")
                if let taken { #expect(taken.item == item(taken.key)) }
            }
            if step < 100 || step % 5 == 0 { pending._checkInvariants() }
            #expect(pending.count == model.loads.count, "\(context): \(pending.count) loads wait, the model has \(model.loads.count)")
        }
        // Taking everything gives the model's order.
        while let expected = model.takeBest() {
            let taken = pending.takeBest()
            #expect(taken?.key == expected.key && taken?.row == expected.row, "seed \(seed): draining")
        }
        #expect(pending.takeBest() == nil)
        pending._checkInvariants()
    }

    // MARK: PrefetchWindow

    /// The naive model: a flag per row of the window in an array, moved row by row; every row
    /// that leaves is looked at.
    struct NaiveWindow {
        var rows = 0..<0
        var named = 0..<0
        var outstanding: [Bool] = []

        mutating func update(to window: Range<Int>, visible: Range<Int>, budget: Int,
                             request: (Int) -> Void, cancel: (Int) -> Void) -> Bool {
            var left = false
            let kept = rows.clamped(to: window)
            if kept.isEmpty {
                for (offset, flag) in outstanding.enumerated() {
                    left = true
                    if flag { cancel(rows.lowerBound + offset) }
                }
                outstanding.removeAll()
                rows = window.lowerBound..<window.lowerBound
            } else {
                while rows.lowerBound < kept.lowerBound {
                    left = true
                    if outstanding.removeFirst() { cancel(rows.lowerBound) }
                    rows = (rows.lowerBound + 1)..<rows.upperBound
                }
                while rows.upperBound > kept.upperBound {
                    left = true
                    if outstanding.removeLast() { cancel(rows.upperBound - 1) }
                    rows = rows.lowerBound..<(rows.upperBound - 1)
                }
            }
            outstanding = Array(repeating: false, count: Swift.max(0, rows.lowerBound - window.lowerBound)) + outstanding
                + Array(repeating: false, count: Swift.max(0, window.upperBound - rows.upperBound))
            rows = window
            named = named.clamped(to: window)
            if named.isEmpty {
                let start = Swift.min(Swift.max(visible.lowerBound, window.lowerBound), window.upperBound)
                named = start..<start
            }
            let top = visible.isEmpty ? named.lowerBound : visible.lowerBound
            let bottom = visible.isEmpty ? named.lowerBound : visible.upperBound - 1
            func distance(_ row: Int) -> Int { row < top ? top - row : row > bottom ? row - bottom : 0 }
            var spent = 0
            while spent < budget, named.lowerBound > window.lowerBound || named.upperBound < window.upperBound {
                let above = named.lowerBound - 1
                let below = named.upperBound
                let takeAbove = above < window.lowerBound ? false : below >= window.upperBound ? true : distance(above) < distance(below)
                let row = takeAbove ? above : below
                named = takeAbove ? row..<named.upperBound : named.lowerBound..<(row + 1)
                guard !visible.contains(row) else { continue }
                outstanding[row - window.lowerBound] = true
                request(row)
                spent += 1
            }
            return left
        }

        mutating func markDisplayed(_ visible: Range<Int>) {
            for row in visible.clamped(to: rows) { outstanding[row - rows.lowerBound] = false }
        }
    }

    /// Scrolls both ways, jumps, windows that grow past the ring and shrink or lie off the
    /// viewport, budgets that name whole windows, resets, rows displayed: the rows named and
    /// cancelled, in order, and the flags agree with the model's, which names row by row.
    @Test(arguments: testSeeds(32))
    func thePrefetchWindowAgreesWithAnArrayOfFlags(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(8_100 + seed))
        var window = PrefetchWindow(capacity: [1, 64, 256][seed % 3])
        var model = NaiveWindow()
        var centre = 5_000
        let widest = [40, 300, 2_000][(seed / 3) % 3]
        for step in 0..<400 {
            let context = "seed \(seed) step \(step)"
            switch rng.below(10) {
            case 0: centre = rng.below(100_000)
            case 1:
                window.reset()
                model = NaiveWindow()
                continue
            default: centre += rng.below(61) - 30
            }
            let height = rng.below(40)
            let visible = centre..<(centre + height)
            let width = rng.below(widest + 1)
            // Now and then the window lies off the viewport, or partly (the policy's never does,
            // but the naming must not assume it).
            let shift = rng.below(8) == 0 ? rng.below(2 * (width + height) + 3) - (width + height + 1) : 0
            let rows = Swift.max(0, centre + shift - rng.below(width + 1))..<Swift.max(0, centre + shift + height + rng.below(width + 1))
            let budget = rng.below(5) == 0 ? 1 + rng.below(2 * widest + 80) : 1 + rng.below(60)
            var requested: [Int] = [], expectedRequests: [Int] = []
            var cancelled: [Int] = [], expectedCancels: [Int] = []
            let reports = rng.below(4) != 0
            let left = window.update(to: rows, visible: visible, budget: budget, reportsCancels: reports,
                                     request: { requested.append($0) }, cancel: { cancelled.append($0) })
            let expectedLeft = model.update(to: rows, visible: visible, budget: budget,
                                            request: { expectedRequests.append($0) }, cancel: { expectedCancels.append($0) })
            #expect(left == expectedLeft, "\(context): rows left")
            #expect(requested == expectedRequests, "\(context): rows named")
            #expect(cancelled == (reports ? expectedCancels : []), "\(context): rows cancelled")
            if rng.below(2) == 0 {
                window.markDisplayed(visible)
                model.markDisplayed(visible)
            }
            window._checkInvariants()
            #expect(window.rows == model.rows && window.named == model.named, "\(context): window \(window.rows) named \(window.named)")
            let flagged = rows.filter { window.isOutstanding($0) }
            let expected = rows.filter { model.outstanding[$0 - rows.lowerBound] }
            #expect(flagged == expected, "\(context): flags")
        }
    }
}
