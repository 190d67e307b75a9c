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
/// Heights are stored exactly as given (sums of `Double`s of whole and fractional points);
/// gaps are added as `Double(r) × gap` where asked, as ``HeightIndex`` adds them.
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

    /// A column of `entries`, in order.
    ///
    /// - Complexity: O(n).
    init(_ entries: [HeightIndex.Entry]) {
        reserveCapacity(entries.count)
        for entry in entries { append(entry) }
    }

    /// The number of items.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    var count: Int { fromBase.count }

    /// Makes room for `capacity` items.
    ///
    /// - Complexity: O(capacity).
    mutating func reserveCapacity(_ capacity: Int) {
        fromBase.reserveCapacity(capacity)
        bases.reserveCapacity((capacity + Self.blockSize - 1) >> Self.blockShift)
        measured.reserveCapacity((capacity + 63) >> 6)
    }

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

    /// Where item `r` ends.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func bottom(of r: Int, gap: Double) -> Double { sum(before: r + 1) + Double(r) * gap }

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

    /// The number of leading items that end at or before `y`: the first item whose bottom lies
    /// below `y` (or `count`).
    ///
    /// - Complexity: O(log n).
    func itemsEnding(atOrBefore y: Double, gap: Double) -> Int {
        firstItem { bottom(of: $0, gap: gap) > y }
    }

    /// The number of items that start above `y`.
    ///
    /// - Complexity: O(log n).
    func itemsStarting(before y: Double, gap: Double) -> Int {
        firstItem { !(top(of: $0, gap: gap) < y) }
    }

    /// ``itemsEnding(atOrBefore:gap:)`` found by stepping from `guess` (a last answer), or by
    /// a search when it is far.
    ///
    /// - Complexity: O(1) when the answer is a few items from `guess`; else O(log n).
    func itemsEnding(atOrBefore y: Double, gap: Double, near guess: Int) -> Int {
        firstItem(near: guess) { bottom(of: $0, gap: gap) > y }
    }

    /// ``itemsStarting(before:gap:)`` found by stepping from `guess` (a last answer), or by a
    /// search when it is far.
    ///
    /// - Complexity: O(1) when the answer is a few items from `guess`; else O(log n).
    func itemsStarting(before y: Double, gap: Double, near guess: Int) -> Int {
        firstItem(near: guess) { !(top(of: $0, gap: gap) < y) }
    }

    /// Steps a search for the first item that holds may take from a guess before it searches.
    static let steps = 8

    /// The first item for which `holds` is true (see ``firstItem(where:)``), stepping from
    /// `guess`: down while the item before holds, up while the item does not; after
    /// ``steps`` steps, a search.
    ///
    /// - Complexity: O(1) when the answer is near `guess`; else O(log n).
    @inline(__always)
    func firstItem(near guess: Int, where holds: (Int) -> Bool) -> Int {
        var r = Swift.min(Swift.max(0, guess), count)
        for _ in 0..<Self.steps {
            if r > 0, holds(r - 1) {
                r -= 1
            } else if r < count, !holds(r) {
                r += 1
            } else {
                return r
            }
        }
        return firstItem(where: holds)
    }

    /// The first item for which `holds` is true, `holds` false then true along the items (or
    /// `count`): a binary search over the blocks' first items, whose bases lie together in
    /// memory, then one within the block before the first block that holds.
    ///
    /// - Complexity: O(log n).
    @inline(__always)
    func firstItem(where holds: (Int) -> Bool) -> Int {
        // The first block whose first item holds.
        var low = 0
        var high = bases.count
        while low < high {
            let middle = (low + high) >> 1
            if holds(middle << Self.blockShift) { high = middle } else { low = middle + 1 }
        }
        guard low > 0 else { return 0 }
        var first = (low - 1) << Self.blockShift + 1
        var end = Swift.min(count, low << Self.blockShift)
        while first < end {
            let middle = (first + end) >> 1
            if holds(middle) { end = middle } else { first = middle + 1 }
        }
        return first
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
