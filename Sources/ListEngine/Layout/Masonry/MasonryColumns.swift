/// One section of a masonry as far as it is placed: which column each placed item is in, and
/// each column's items' heights in order.
///
/// Items are numbered from 0 in the section; items `0 ..< placedCount` are placed. Item `i`
/// is in column `column(of: i)`, its rank there (how many items of its column come before
/// it) is `rank(of: i)`, and the column's items are a ``ColumnTops`` with the spacing as the
/// gap after each, so an item's top within the section's items area is its column's
/// `top(of: rank, gap: spacing)`: O(1) once its rank is known, whatever the order in which
/// items landed in columns.
///
/// Ranks are counted with a block index: every 64 items, each column's count of the items
/// before the block, so a rank is one read and a scan of at most 63 bytes. The item of a given
/// rank in a column (``item(inColumn:rank:)``) starts from the column's item of every 64th
/// rank, walks the blocks from there (about as many as there are columns) and scans one.
///
/// **Memory.** 1 byte an item (its column), its place in its column (about 8.3 bytes),
/// `4 × columns / 64` bytes an item for the block counts and 4 / 64 for every 64th rank's item:
/// about 9.6 bytes an item at 4 columns, 11.4 at 32.
struct MasonryColumns {
    /// Each placed item's column.
    private(set) var columnOf: [UInt8] = []
    /// For each block of 64 placed items, each column's count of the items before the block:
    /// `blockCounts[b * columnCount + c]`.
    private(set) var blockCounts: [Int32] = []
    /// Each column's items, in order.
    private(set) var columns: [ColumnTops]
    /// For each column, its items of ranks 0, 64, 128…: `everySixtyFourth[c][k]` is column
    /// `c`'s item of rank `64 k`.
    private(set) var everySixtyFourth: [[Int32]]

    /// Items a block of the rank index covers.
    static let blockSize = 64
    /// `log2(blockSize)`.
    static let blockShift = 6

    /// A section with nothing placed, in `columnCount` columns.
    ///
    /// - Complexity: O(columns).
    init(columnCount: Int) {
        columns = Array(repeating: ColumnTops(), count: columnCount)
        everySixtyFourth = Array(repeating: [], count: columnCount)
    }

    /// This section with only its items before `first` placed: the rest forgotten.
    ///
    /// - Precondition: `0 <= first <= placedCount`.
    /// - Complexity: O(first): the prefix copied.
    func keeping(itemsBefore first: Int) -> MasonryColumns {
        guard first < placedCount else { return self }
        var kept = MasonryColumns(columnCount: columnCount)
        kept.columnOf = Array(columnOf[0..<first])
        let blocks = (first + Self.blockSize - 1) >> Self.blockShift
        kept.blockCounts = Array(blockCounts[0..<(blocks * columnCount)])
        for c in 0..<columnCount {
            let count = self.count(inColumn: c, before: first)
            kept.columns[c] = columns[c].prefix(count)
            kept.everySixtyFourth[c] = Array(everySixtyFourth[c][0..<((count + 63) >> 6)])
        }
        return kept
    }

    /// The number of columns.
    ///
    /// - Complexity: O(1).
    var columnCount: Int { columns.count }

    /// How many items are placed.
    ///
    /// - Complexity: O(1).
    var placedCount: Int { columnOf.count }

    /// Placed item `i`'s column.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func column(of i: Int) -> Int { Int(columnOf[i]) }

    /// How many items of placed item `i`'s column come before it.
    ///
    /// - Complexity: O(1): a read and a scan of at most 63 bytes.
    @inline(__always)
    func rank(of i: Int) -> Int { count(inColumn: column(of: i), before: i) }

    /// How many placed items before item `i` are in column `c`.
    ///
    /// - Precondition: `0 <= i <= placedCount`.
    /// - Complexity: O(1): a read and a scan of at most 63 bytes.
    func count(inColumn c: Int, before i: Int) -> Int {
        guard i < placedCount else { return columns[c].count }
        let block = i >> Self.blockShift
        return Int(blockCounts[block * columnCount + c]) + matches(of: UInt8(c), from: block << Self.blockShift, to: i)
    }

    /// How many of the placed items `start ..< end` of one block are in `column`: eight bytes at
    /// a time where a whole block is there to read, each word's bytes equal to `column` counted
    /// at once (the bytes that become zero when the column is subtracted out).
    ///
    /// - Precondition: `start` is a block's first item, `start <= end < start + 64`.
    /// - Complexity: O(1).
    @inline(__always)
    private func matches(of column: UInt8, from start: Int, to end: Int) -> Int {
        columnOf.withUnsafeBufferPointer { bytes in
            guard start + Self.blockSize <= bytes.count, let base = bytes.baseAddress else {
                var count = 0
                for j in start..<end where bytes[j] == column { count += 1 }
                return count
            }
            let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            let splat = UInt64(column) &* 0x0101_0101_0101_0101
            var count = 0
            var j = start
            while j < end {
                let word = UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self) ^ splat
                // The high bit of each byte that is zero, and of no other.
                var zero = ~(((word & low) &+ low) | word | low)
                let left = end - j
                if left < 8 { zero &= (1 << UInt64(8 * left)) &- 1 }
                count += zero.nonzeroBitCount
                j += 8
            }
            return count
        }
    }

    /// The placed item of rank `rank` in column `c`.
    ///
    /// - Precondition: `rank < columns[c].count`.
    /// - Complexity: O(1) while the columns fill evenly: a read, a walk over the blocks that
    ///   hold the column's 64 ranks before it, a scan of one block.
    func item(inColumn c: Int, rank: Int) -> Int {
        let stride = columnCount
        let blocks = blockCounts.count / stride
        // The last block whose count before it is at most `rank`, from the block of the item of
        // rank `rank` rounded down to 64 on.
        var low = Int(everySixtyFourth[c][rank >> 6]) >> Self.blockShift
        while low + 1 < blocks, Int(blockCounts[(low + 1) * stride + c]) <= rank { low += 1 }
        var left = rank - Int(blockCounts[low * stride + c])
        let column = UInt8(c)
        return columnOf.withUnsafeBufferPointer { bytes in
            var j = low << Self.blockShift
            while j < bytes.count {
                if bytes[j] == column {
                    if left == 0 { return j }
                    left -= 1
                }
                j += 1
            }
            return bytes.count
        }
    }

    /// How far apart two ranks may be for one item to be found from the other by a scan.
    static let nearRanks = 16

    /// The placed item of rank `rank` in column `c`, found from `known` or `other` (items of
    /// other ranks there, from last answers; the nearer one): a scan of the column bytes between them when the ranks are
    /// close, else ``item(inColumn:rank:)``.
    ///
    /// - Precondition: `rank < columns[c].count`; `known` and `other`, where their items are
    ///   not -1, name items of column `c` and their ranks.
    /// - Complexity: O(columns) a rank between them while they are close; else as
    ///   ``item(inColumn:rank:)``.
    func item(inColumn c: Int, rank: Int, near known: (rank: Int, item: Int), orNear other: (rank: Int, item: Int)) -> Int {
        // A last answer from a copy that has placed more than this one names items it has not.
        let usable = { (found: (rank: Int, item: Int)) in found.item >= 0 && found.item < self.placedCount }
        let known = usable(other) && (!usable(known) || abs(rank - other.rank) < abs(rank - known.rank)) ? other : known
        let distance = rank - known.rank
        guard usable(known), abs(distance) <= Self.nearRanks else { return item(inColumn: c, rank: rank) }
        let column = UInt8(c)
        return columnOf.withUnsafeBufferPointer { bytes in
            var j = known.item
            var left = abs(distance)
            let step = distance > 0 ? 1 : -1
            while left > 0 {
                j += step
                if bytes[j] == column { left -= 1 }
            }
            return j
        }
    }

    // MARK: Bands

    /// The first and last placed items whose frames intersect the band `y0 ..< y1` (in the
    /// list's coordinates, the columns starting at `origin`, `gap` between items),
    /// `(Int.max, -1)` if none: per column, a search for the first item ending below `y0` and
    /// one for the number starting above `y1`.
    ///
    /// - Complexity: O(columns × log n).
    func itemsIntersecting(_ y0: Double, _ y1: Double, gap: Double, origin: Double) -> (low: Int, high: Int) {
        var low = Int.max
        var high = -1
        for c in 0..<columnCount {
            let r0 = columns[c].itemsEnding(atOrBefore: y0, gap: gap, origin: origin)
            let r1 = columns[c].itemsStarting(before: y1, gap: gap, origin: origin)
            guard r0 < r1 else { continue }
            low = Swift.min(low, item(inColumn: c, rank: r0))
            high = Swift.max(high, item(inColumn: c, rank: r1 - 1))
        }
        return (low, high)
    }

    /// ``itemsIntersecting(_:_:gap:)``, each column's answer found near where `fingers` left
    /// it, or else near where `seed` (another band's last answer in this section) did, or else
    /// near the rank in it of an item found in a column before (where one column's answer lies,
    /// the others' do too) — searched only when none is near — and left in `fingers`.
    ///
    /// - Precondition: `columnCount <= MasonryFingers.capacity`; `fingers` and `seed` are this
    ///   placement's or fresh.
    /// - Complexity: O(columns) when each answer is near a guess; else O(log n) more a column
    ///   searched (after a jump: the first).
    func itemsIntersecting(_ y0: Double, _ y1: Double, gap: Double, origin: Double, fingers: inout MasonryFingers,
                           seed: MasonryFingers) -> (low: Int, high: Int) {
        var low = Int.max
        var high = -1
        // Items found in the columns so far near each edge, whose ranks guess the next columns'.
        var nearTop = -1
        var nearBottom = -1
        // Fingers from a band far away are not read: their ranks are far off too.
        let reach = Self.nearPoints(of: columns, gap: gap)
        let own = (top: abs(fingers.band.y0 - y0) < reach, bottom: abs(fingers.band.y1 - y1) < reach)
        let seeded = (top: abs(seed.band.y0 - y0) < reach, bottom: abs(seed.band.y1 - y1) < reach)
        for c in 0..<columnCount {
            let k = 2 &* c
            let column = columns[c]
            let r0 = (own.top ? column.itemsEnding(atOrBefore: y0, gap: gap, origin: origin, near: Int(fingers.ranks[k])) : nil)
                ?? (seeded.top ? column.itemsEnding(atOrBefore: y0, gap: gap, origin: origin, near: Int(seed.ranks[k])) : nil)
                ?? (nearTop < 0 ? nil : column.itemsEnding(atOrBefore: y0, gap: gap, origin: origin, near: count(inColumn: c, before: nearTop)))
                ?? column.itemsEnding(atOrBefore: y0, gap: gap, origin: origin)
            let r1 = (own.bottom ? column.itemsStarting(before: y1, gap: gap, origin: origin, near: Int(fingers.ranks[k &+ 1])) : nil)
                ?? (seeded.bottom ? column.itemsStarting(before: y1, gap: gap, origin: origin, near: Int(seed.ranks[k &+ 1])) : nil)
                ?? (nearBottom < 0 ? nil : column.itemsStarting(before: y1, gap: gap, origin: origin, near: count(inColumn: c, before: nearBottom)))
                ?? column.itemsStarting(before: y1, gap: gap, origin: origin)
            var first = -1
            var last = -1
            if r0 < r1 {
                first = item(inColumn: c, rank: r0, near: fingers.known(k), orNear: seed.known(k))
                last = item(inColumn: c, rank: r1 - 1, near: fingers.known(k &+ 1), orNear: seed.known(k &+ 1))
                low = Swift.min(low, first)
                high = Swift.max(high, last)
                nearTop = first
                nearBottom = last
            }
            fingers.ranks[k] = Int32(truncatingIfNeeded: r0)
            fingers.ranks[k &+ 1] = Int32(truncatingIfNeeded: r1)
            fingers.items[k] = Int32(truncatingIfNeeded: first)
            fingers.items[k &+ 1] = Int32(truncatingIfNeeded: last)
        }
        fingers.band = (y0, y1)
        return (low, high)
    }

    /// How far (in points) a band may be from a last answer for that answer to be worth reading:
    /// half the items a near search reaches, at the first column's mean pitch.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    private static func nearPoints(of columns: [ColumnTops], gap: Double) -> Double {
        guard let first = columns.first, first.count > 0 else { return 0 }
        return first.totalHeight(gap: gap) / Double(first.count) * Double(ColumnTops.nearSteps / 2)
    }

    /// Where column `c`'s next item would start: its heights and a gap after each.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func next(ofColumn c: Int, gap: Double) -> Double { columns[c].totalHeight(gap: gap) }

    /// The bottom of the placed items: the tallest column's last item's bottom (0 with none).
    ///
    /// - Complexity: O(columns).
    func placedHeight(gap: Double) -> Double {
        var height = 0.0
        for column in columns where column.count > 0 {
            height = Swift.max(height, column.totalHeight(gap: gap) - gap)
        }
        return height
    }

    /// The column an item placed now goes into: the shortest (the leftmost of equals).
    ///
    /// - Complexity: O(columns).
    func shortestColumn(gap: Double) -> Int {
        var best = 0
        var bestNext = Double.infinity
        for c in columns.indices {
            let next = next(ofColumn: c, gap: gap)
            if next < bestNext {
                best = c
                bestNext = next
            }
        }
        return best
    }

    // MARK: Placing

    /// Places items `placedCount ..< count` in order, each into the column that is shortest
    /// when its turn comes, until every column reaches `end` (an item placed after that would
    /// start at or below it) or all are placed; `entry(i)` gives item `i`'s height.
    ///
    /// - Complexity: O(columns + k × columns) for the k items placed.
    mutating func place(until end: Double, count: Int, gap: Double, entry: (_ item: Int) -> HeightIndex.Entry) {
        guard placedCount < count else { return }
        let stride = columnCount
        // The columns' next tops, kept on the stack as items land.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: stride) { nexts in
            for c in 0..<stride { nexts[c] = columns[c].totalHeight(gap: gap) }
            var i = placedCount
            while i < count {
                var c = 0
                var least = nexts[0]
                for k in 1..<stride where nexts[k] < least {
                    c = k
                    least = nexts[k]
                }
                guard least < end else { break }
                append(entry(i), column: c)
                nexts[c] = columns[c].totalHeight(gap: gap)
                i += 1
            }
        }
    }

    /// Places the next item, `entry` tall, in column `c`.
    ///
    /// - Complexity: O(columns) at a block's start, else O(1) amortized.
    mutating func append(_ entry: HeightIndex.Entry, column c: Int) {
        let i = placedCount
        if i & (Self.blockSize - 1) == 0 {
            for k in 0..<columnCount { blockCounts.append(Int32(columns[k].count)) }
        }
        if columns[c].count & 63 == 0 { everySixtyFourth[c].append(Int32(i)) }
        columnOf.append(UInt8(c))
        columns[c].append(entry)
    }

    /// Every placed item's height and measured flag in item order, stored as ``HeightIndex``
    /// stores them (a `Float32` whose sign bit is the flag).
    ///
    /// - Complexity: O(n).
    func storedEntriesInItemOrder() -> [Float32] {
        var ranks = [Int](repeating: 0, count: columnCount)
        var stored = [Float32]()
        stored.reserveCapacity(placedCount)
        for i in 0..<placedCount {
            let c = column(of: i)
            stored.append(HeightIndex.stored(columns[c].entry(at: ranks[c])))
            ranks[c] += 1
        }
        return stored
    }

    // MARK: Changing heights

    /// Gives placed item `i` height `height` and marks it measured or not; the items below it
    /// in its column move, none changes column.
    ///
    /// - Complexity: O(log n).
    mutating func setEntry(_ entry: HeightIndex.Entry, ofItem i: Int) {
        let c = column(of: i)
        let r = rank(of: i)
        columns[c].setHeight(entry.height, at: r)
        columns[c].setMeasured(entry.isMeasured, at: r)
    }

    /// Placed item `i`'s height and whether it is measured.
    ///
    /// - Complexity: O(log n).
    func entry(ofItem i: Int) -> HeightIndex.Entry { columns[column(of: i)].entry(at: rank(of: i)) }

    /// Marks every item not measured (the heights stay, as estimates).
    ///
    /// - Complexity: O(n).
    mutating func clearMeasured() {
        for c in columns.indices { columns[c].clearMeasured() }
    }

    /// The bytes the section holds.
    ///
    /// - Complexity: O(columns).
    var capacityBytes: Int {
        columnOf.capacity + blockCounts.capacity * MemoryLayout<Int32>.stride
            + columns.reduce(0) { $0 + $1.capacityBytes }
            + everySixtyFourth.reduce(0) { $0 + $1.capacity * MemoryLayout<Int32>.stride }
    }
}
