/// One masonry column's items, by rank: where each starts, as prefix sums read in O(1).
///
/// Items `0 ..< count` are stacked with a gap after each. The sum of the heights before item
/// `r` is kept in two levels: each block of 64 items has its base (the sum before its first
/// item, `Double`), and each item its sum from its block's base (`Double`). So an item's top,
/// height and bottom are a read or two — no descent — which is what lets a masonry answer a
/// band per column, several times a frame, at a table's speed; a height change adds its
/// difference to the rest of its block and to the bases after it, O(64 + n / 64). Placing
/// appends; a batch builds a column afresh (``MasonryColumns``).
///
/// A height is read back as the difference of two sums: the height given, exactly, for whole
/// points and binary fractions of them (half, quarter points) far beyond any list; otherwise
/// within the sums' last bits. Gaps are added as `Double(r) × gap` where asked, as
/// ``HeightIndex`` adds them.
///
/// **Memory.** 8 bytes an item, 8 bytes a block of 64, and a measured bit an item: about
/// 8.3 bytes an item.
struct ColumnTops {
    /// Each item's sum of heights before it, from its block's base.
    private(set) var fromBase: [Double] = []
    /// Each block's base: the sum of the heights before its first item.
    private(set) var bases: [Double] = []
    /// The sum of all heights.
    private(set) var total = 0.0
    /// Whether each item has been measured (self-sizing), a bit an item.
    private var measured: [UInt64] = []

    /// Items a block holds.
    static let blockSize = 64
    /// `log2(blockSize)`.
    static let blockShift = 6

    /// An empty column.
    ///
    /// - Complexity: O(1).
    init() {}

    /// The number of items.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    var count: Int { fromBase.count }

    /// Appends an item.
    ///
    /// - Precondition: `entry.height` is finite and ≥ 0.
    /// - Complexity: O(1) amortized.
    mutating func append(_ entry: HeightIndex.Entry) {
        let r = count
        if r & (Self.blockSize - 1) == 0 { bases.append(total) }
        fromBase.append(total - bases[r >> Self.blockShift])
        total += entry.height
        if r & 63 == 0 { measured.append(0) }
        if entry.isMeasured { measured[r >> 6] |= 1 << UInt64(r & 63) }
    }

    /// The column's first `k` items.
    ///
    /// - Precondition: `0 <= k <= count`.
    /// - Complexity: O(k): the prefix copied.
    func prefix(_ k: Int) -> ColumnTops {
        guard k < count else { return self }
        var kept = ColumnTops()
        kept.fromBase = Array(fromBase[0..<k])
        kept.bases = Array(bases[0..<((k + Self.blockSize - 1) >> Self.blockShift)])
        kept.total = sum(before: k)
        kept.measured = Array(measured[0..<((k + 63) >> 6)])
        if k & 63 != 0 { kept.measured[k >> 6] &= (1 << UInt64(k & 63)) - 1 }
        return kept
    }

    // MARK: Reading

    /// The sum of the heights before item `r` (`r == count`: all of them).
    ///
    /// - Precondition: `0 <= r <= count`.
    /// - Complexity: O(1).
    @inline(__always)
    func sum(before r: Int) -> Double {
        r < count ? bases[r >> Self.blockShift] + fromBase[r] : total
    }

    /// Where item `r` starts, a gap after every item before it.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func top(of r: Int, gap: Double) -> Double { sum(before: r) + Double(r) * gap }

    /// Item `r`'s top in a list where the column starts at `origin`, as its frame has it:
    /// ``top(of:gap:)`` moved by `origin`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func frameTop(of r: Int, gap: Double, origin: Double) -> Double { origin + top(of: r, gap: gap) }

    /// Item `r`'s bottom in a list where the column starts at `origin`, as its frame has it:
    /// its frame's top and its height.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func frameBottom(of r: Int, gap: Double, origin: Double) -> Double { frameTop(of: r, gap: gap, origin: origin) + height(at: r) }

    /// Item `r`'s height.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func height(at r: Int) -> Double { sum(before: r + 1) - sum(before: r) }

    /// Whether item `r` has been measured.
    ///
    /// - Complexity: O(1).
    func isMeasured(at r: Int) -> Bool { measured[r >> 6] & (1 << UInt64(r & 63)) != 0 }

    /// Item `r`'s height and measured flag.
    ///
    /// - Complexity: O(1).
    func entry(at r: Int) -> HeightIndex.Entry { HeightIndex.Entry(height: height(at: r), isMeasured: isMeasured(at: r)) }

    /// Where the next item would start: every height and a gap after each.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func totalHeight(gap: Double) -> Double { total + Double(count) * gap }

    /// The number of leading items whose frames (the column starting at `origin`) end at or
    /// before `y`: the first item whose frame's bottom lies below `y` (or `count`). Compared as
    /// the frames are made, so a band's items are the ones whose frames meet it, bit for bit.
    ///
    /// - Complexity: O(log n); O(log log n) probes far apart when the heights are even.
    func itemsEnding(atOrBefore y: Double, gap: Double, origin: Double) -> Int {
        firstItem(inBlocksNear: guess(y - origin, gap: gap)) { frameBottom(of: $0, gap: gap, origin: origin) > y }
    }

    /// The number of items whose frames (the column starting at `origin`) start above `y`.
    ///
    /// - Complexity: O(log n); O(log log n) probes far apart when the heights are even.
    func itemsStarting(before y: Double, gap: Double, origin: Double) -> Int {
        firstItem(inBlocksNear: guess(y - origin, gap: gap)) { !(frameTop(of: $0, gap: gap, origin: origin) < y) }
    }

    /// ``itemsEnding(atOrBefore:gap:origin:)`` if it lies within ``nearSteps`` items of
    /// `guess` (a last answer; -1: none), else nil.
    ///
    /// - Complexity: O(log nearSteps).
    @inline(__always)
    func itemsEnding(atOrBefore y: Double, gap: Double, origin: Double, near guess: Int) -> Int? {
        guess < 0 ? nil : firstItem(within: Self.nearSteps, of: guess) { frameBottom(of: $0, gap: gap, origin: origin) > y }
    }

    /// ``itemsStarting(before:gap:origin:)`` if it lies within ``nearSteps`` items of `guess`
    /// (a last answer; -1: none), else nil.
    ///
    /// - Complexity: O(log nearSteps).
    @inline(__always)
    func itemsStarting(before y: Double, gap: Double, origin: Double, near guess: Int) -> Int? {
        guess < 0 ? nil : firstItem(within: Self.nearSteps, of: guess) { !(frameTop(of: $0, gap: gap, origin: origin) < y) }
    }

    /// The item at `y` if every item were as tall as the mean.
    ///
    /// - Complexity: O(1).
    private func guess(_ y: Double, gap: Double) -> Int {
        let pitch = count > 0 ? totalHeight(gap: gap) / Double(count) : 0
        let items = pitch > 0 ? y / pitch : 0
        return items.isFinite ? Int(Swift.min(Swift.max(items, 0), Double(count))) : 0
    }

    /// Steps a search from a last answer takes before it searches from the mean height's guess.
    static let nearSteps = 64

    /// The first item for which `holds` is true, `holds` false then true along the items (or
    /// `count`), if it lies within `steps` items of `guess` (``first(_:near:within:where:)``);
    /// nil if it lies further.
    ///
    /// - Complexity: O(log d) for an answer d items away, at most O(log steps).
    @inline(__always)
    func firstItem(within steps: Int, of guess: Int, where holds: (Int) -> Bool) -> Int? {
        Self.first(count, near: guess, within: steps, where: holds)
    }

    /// The first item for which `holds` is true, for a guess that may be far: the first block whose first
    /// item holds is found from the guess's block over the blocks' bases, which lie together in
    /// memory, then the item by a binary search within the block before it.
    ///
    /// - Complexity: O(log d) for an answer d blocks from the guess's, plus 6 steps.
    @inline(__always)
    func firstItem(inBlocksNear guess: Int, where holds: (Int) -> Bool) -> Int {
        let block = Self.first(bases.count, near: guess >> Self.blockShift, within: .max) { holds($0 << Self.blockShift) } ?? 0
        guard block > 0 else { return 0 }
        var low = (block - 1) << Self.blockShift + 1
        var high = Swift.min(count, block << Self.blockShift)
        while low < high {
            let middle = (low + high) >> 1
            if holds(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The first of `0 ..< count` for which `holds` is true, `holds` false then true along them
    /// (or `count`), found from `guess`: the two on either side of it checked, then a gallop
    /// away from it in steps that double until one passes the answer, then a binary search
    /// between; nil once a step of `limit` has not passed it.
    ///
    /// - Complexity: O(1) when the answer is next to `guess`; else O(log d) for an answer d away.
    @inline(__always)
    static func first(_ count: Int, near guess: Int, within limit: Int, where holds: (Int) -> Bool) -> Int? {
        let r = Swift.min(Swift.max(0, guess), count)
        var low: Int, high: Int
        var step = 1
        if r < count, !holds(r) {
            // The answer lies above r: gallop up.
            low = r + 1
            while true {
                high = r + step
                if high >= count {
                    high = count
                    break
                }
                if holds(high) { break }
                low = high + 1
                guard step < limit else { return nil }
                step &*= 2
            }
        } else if r > 0, holds(r - 1) {
            // The answer lies at or below r - 1: gallop down.
            high = r - 1
            while true {
                low = r - 1 - step
                if low < 0 {
                    low = 0
                    break
                }
                if !holds(low) {
                    low += 1
                    break
                }
                high = low
                guard step < limit else { return nil }
                step &*= 2
            }
        } else {
            return r
        }
        while low < high {
            let middle = (low + high) >> 1
            if holds(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    // MARK: Changing

    /// Gives item `r` height `height`: the items after it move by the difference.
    ///
    /// - Precondition: `height` is finite and ≥ 0.
    /// - Complexity: O(64 + n / 64).
    mutating func setHeight(_ height: Double, at r: Int) {
        let delta = height - self.height(at: r)
        guard delta != 0 else { return }
        let block = r >> Self.blockShift
        let blockEnd = Swift.min(count, (block + 1) << Self.blockShift)
        fromBase.withUnsafeMutableBufferPointer { sums in
            for k in (r + 1)..<Swift.max(r + 1, blockEnd) { sums[k] += delta }
        }
        bases.withUnsafeMutableBufferPointer { bases in
            for b in (block + 1)..<Swift.max(block + 1, bases.count) { bases[b] += delta }
        }
        total += delta
    }

    /// Marks item `r` measured or not.
    ///
    /// - Complexity: O(1).
    mutating func setMeasured(_ isMeasured: Bool, at r: Int) {
        let bit: UInt64 = 1 << UInt64(r & 63)
        if isMeasured { measured[r >> 6] |= bit } else { measured[r >> 6] &= ~bit }
    }

    /// Marks every item not measured.
    ///
    /// - Complexity: O(n / 64).
    mutating func clearMeasured() {
        for k in measured.indices { measured[k] = 0 }
    }

    /// The bytes the column holds.
    ///
    /// - Complexity: O(1).
    var capacityBytes: Int {
        (fromBase.capacity + bases.capacity) * MemoryLayout<Double>.stride + measured.capacity * MemoryLayout<UInt64>.stride
    }
}
