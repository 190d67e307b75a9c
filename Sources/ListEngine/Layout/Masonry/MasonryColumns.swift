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
/// **Full-span items.** An item that spans every column (``fullSpan`` in ``columnOf``) starts
/// below the tallest column and every column continues below it. Each column holds a *spacer*
/// for it, ranked as an item of its own: from the column's next top down to the item's bottom,
/// so that a column's tops stay prefix sums read in O(1) and the band searches stay per
/// column. The item's own height is kept apart (``spanEntries``); its frame's bottom is its
/// first column's spacer's. A height above it changes its spacers (the columns below it move
/// as one); one below it changes none.
///
/// **Memory.** 1 byte an item (its column), its place in its column (about 8.3 bytes),
/// `4 × columns / 64` bytes an item for the block counts and 4 / 64 for every 64th rank's item:
/// about 9.6 bytes an item at 4 columns, 11.4 at 32; a full-span item more: a spacer in each
/// column (8 bytes each) and 20 bytes for its own height and place.
struct MasonryColumns {
    /// Each placed item's column, or ``fullSpan``.
    private(set) var columnOf: [UInt8] = []
    /// For each block of 64 placed items, each column's count of the items before the block:
    /// `blockCounts[b * columnCount + c]`.
    private(set) var blockCounts: [Int32] = []
    /// Each column's items, in order.
    private(set) var columns: [ColumnTops]
    /// For each column, its items of ranks 0, 64, 128…: `everySixtyFourth[c][k]` is column
    /// `c`'s item of rank `64 k`.
    private(set) var everySixtyFourth: [[Int32]]
    /// The full-span items placed, in order.
    private(set) var spans: [Int32] = []
    /// Each full-span item's own height and measured mark, in ``spans``' order.
    private(set) var spanEntries: [HeightIndex.Entry] = []

    /// What ``columnOf`` holds for a full-span item: no column's number (a masonry has at most
    /// ``MasonryLayout/maximumColumns``).
    static let fullSpan = Int(UInt8.max)

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
        let spansKept = spanIndex(atOrAfter: first)
        kept.spans = Array(spans[0..<spansKept])
        kept.spanEntries = Array(spanEntries[0..<spansKept])
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

    /// Placed item `i`'s column, or ``fullSpan``.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func column(of i: Int) -> Int { Int(columnOf[i]) }

    /// Whether placed item `i` spans every column.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func isFullSpan(_ i: Int) -> Bool { columnOf[i] == UInt8.max }

    /// How many items of placed item `i`'s column come before it (spacers included).
    ///
    /// - Precondition: item `i` is in a column, not full-span.
    /// - Complexity: O(1): a read and a scan of at most 63 bytes.
    @inline(__always)
    func rank(of i: Int) -> Int { count(inColumn: column(of: i), before: i) }

    /// How many entries column `c` holds before item `i`: placed items before it in the
    /// column, and a spacer for each full-span item before it.
    ///
    /// - Precondition: `0 <= i <= placedCount`.
    /// - Complexity: O(1): a read and a scan of at most 63 bytes (two with full-span items).
    func count(inColumn c: Int, before i: Int) -> Int {
        guard i < placedCount else { return columns[c].count }
        let block = i >> Self.blockShift
        let start = block << Self.blockShift
        let spanning = spans.isEmpty ? 0 : matches(of: UInt8.max, from: start, to: i)
        return Int(blockCounts[block * columnCount + c]) + matches(of: UInt8(c), from: start, to: i) + spanning
    }

    /// The number of full-span items before item `i`: where in ``spans`` one at or after `i` is.
    ///
    /// - Complexity: O(log spans).
    func spanIndex(atOrAfter i: Int) -> Int {
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) >> 1
            if Int(spans[middle]) < i { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Full-span item `i`'s bottom in the section's columns' coordinates: its first column's
    /// spacer's bottom.
    ///
    /// - Precondition: item `i` is placed and full-span.
    /// - Complexity: O(1): a read and a scan of at most 63 bytes for its rank.
    func spanBottom(ofItem i: Int, gap: Double) -> Double {
        let r = count(inColumn: 0, before: i)
        return columns[0].top(of: r, gap: gap) + columns[0].height(at: r)
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

    /// The placed item of rank `rank` in column `c` (a full-span item, for its spacer).
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
                if bytes[j] == column || bytes[j] == UInt8.max {
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

    /// The placed item of rank `rank` in column `c` (a full-span item, for its spacer), found
    /// from `known` or `other` (the nearer in rank): each a position `item` (0 ...
    /// ``placedCount``) with `rank` entries of column `c` before it — an item of the column (or
    /// a full-span item) and its rank, from a last answer, or any position and the column's
    /// count before it. The bytes are scanned from there, forward from the position itself or
    /// back from the one before it, a full-span item's byte counting in every column, for as
    /// many bytes as columns that fill evenly need (twice over); else ``item(inColumn:rank:)``.
    /// A position out of range (a last answer from a copy that has placed more, or -1: none)
    /// is not used.
    ///
    /// - Precondition: `rank < columns[c].count`; `known` and `other` are true of column `c`
    ///   where their positions are in range.
    /// - Complexity: O(columns × d) for ranks d apart while the columns fill evenly; else as
    ///   ``item(inColumn:rank:)``.
    func item(inColumn c: Int, rank: Int, near known: (rank: Int, item: Int), orNear other: (rank: Int, item: Int)) -> Int {
        let usable = { (found: (rank: Int, item: Int)) in found.item >= 0 && found.item <= self.placedCount }
        let known = usable(other) && (!usable(known) || abs(rank - other.rank) < abs(rank - known.rank)) ? other : known
        let distance = rank - known.rank
        guard usable(known), abs(distance) <= Self.nearRanks else { return item(inColumn: c, rank: rank) }
        let column = UInt8(c)
        let found = columnOf.withUnsafeBufferPointer { bytes -> Int in
            // The (distance + 1)th entry of the column from the position on, or the -distance'th
            // before it; bytes past the budget are not read.
            var budget = 2 &* (abs(distance) &+ 1) &* columnCount
            if distance >= 0 {
                var left = distance
                var j = known.item
                while j < bytes.count, budget > 0 {
                    if bytes[j] == column || bytes[j] == UInt8.max {
                        if left == 0 { return j }
                        left &-= 1
                    }
                    j &+= 1
                    budget &-= 1
                }
            } else {
                var left = -distance
                var j = known.item
                while j > 0, budget > 0 {
                    j &-= 1
                    budget &-= 1
                    if bytes[j] == column || bytes[j] == UInt8.max {
                        left &-= 1
                        if left == 0 { return j }
                    }
                }
            }
            return -1
        }
        return found >= 0 ? found : item(inColumn: c, rank: rank)
    }

    // MARK: Bands

    /// The first and last placed items whose frames intersect the band `y0 ..< y1` (in the
    /// list's coordinates, the columns starting at `origin`, `gap` between items),
    /// `(Int.max, -1)` if none: per column, a search for the first item ending below `y0` and
    /// one for the number starting above `y1` — less a full-span item whose spacer starts above
    /// `y1` where the item itself does not.
    ///
    /// - Complexity: O(columns × log n).
    func itemsIntersecting(_ y0: Double, _ y1: Double, gap: Double, origin: Double) -> (low: Int, high: Int) {
        var low = Int.max
        var high = -1
        for c in 0..<columnCount {
            let r0 = columns[c].itemsEnding(atOrBefore: y0, gap: gap, origin: origin)
            var r1 = columns[c].itemsStarting(before: y1, gap: gap, origin: origin)
            guard r0 < r1 else { continue }
            var last = item(inColumn: c, rank: r1 - 1)
            if startsAtOrBelow(y1, spacerOf: last, gap: gap, origin: origin) {
                r1 -= 1
                guard r0 < r1 else { continue }
                last = item(inColumn: c, rank: r1 - 1)
            }
            low = Swift.min(low, item(inColumn: c, rank: r0))
            high = Swift.max(high, last)
        }
        return (low, high)
    }

    /// Whether `item`, the last entry of a column a search found starting above `y`, is a
    /// full-span item's spacer whose item starts at or below `y` (its spacer starts at the
    /// column's top above it): the item does not meet a band ending at `y` there.
    ///
    /// - Complexity: O(1); O(log spans) for a full-span item.
    @inline(__always)
    private func startsAtOrBelow(_ y: Double, spacerOf item: Int, gap: Double, origin: Double) -> Bool {
        guard item < placedCount, isFullSpan(item) else { return false }
        return !(origin + spanTop(ofItem: item, gap: gap) < y)
    }

    /// Full-span item `i`'s top in the section's columns' coordinates: its bottom less its height.
    ///
    /// - Precondition: item `i` is placed and full-span.
    /// - Complexity: O(log spans).
    func spanTop(ofItem i: Int, gap: Double) -> Double {
        spanBottom(ofItem: i, gap: gap) - spanEntries[spanIndex(atOrAfter: i)].height
    }

    /// ``itemsIntersecting(_:_:gap:origin:)``, each column's answer found near a guess — at an
    /// edge `reads` names, where `fingers` left it; at an edge beyond the column, its start or
    /// end; else near the rank in it of an item found in a column before (where one column's
    /// answer lies, the others' do too) — searched only when none is near. The answers at the
    /// edges `writes` names are left in `fingers` (ranks and items; the caller says where); a
    /// full-span item left out at the band's end, as there, is left out of them too.
    ///
    /// A band moved a few points since `fingers` were left: per column a read or two for each
    /// edge's rank and a scan of a few bytes for each item, no search.
    ///
    /// - Precondition: `columnCount <= MasonryFingers.capacity`; the fingers at the edges
    ///   `reads` names are this section's, of this placement.
    /// - Complexity: O(columns) when each answer is near a guess; else O(log n) more a column
    ///   searched (after a jump: the first).
    func itemsIntersecting(_ y0: Double, _ y1: Double, gap: Double, origin: Double, fingers: inout MasonryFingers,
                           reads: (top: Bool, bottom: Bool), writes: (top: Bool, bottom: Bool)) -> (low: Int, high: Int) {
        var low = Int.max
        var high = -1
        // Items found in the columns so far near each edge, whose ranks guess the next columns'.
        var nearTop = -1
        var nearBottom = -1
        let none = (rank: 0, item: -1)
        for c in 0..<columnCount {
            let k = 2 &* c
            let column = columns[c]
            let count = column.count
            // Each edge's rank, and a position to find its item from: the fingers', else a
            // column before's item and this column's count before it.
            var r0 = 0
            var from0 = (rank: 0, item: 0)
            if y0 >= origin {
                if reads.top, let r = column.itemsEnding(atOrBefore: y0, gap: gap, origin: origin, near: Int(fingers.ranks[k])) {
                    r0 = r
                    from0 = fingers.known(k)
                } else if nearTop >= 0 {
                    from0 = (self.count(inColumn: c, before: nearTop), nearTop)
                    r0 = column.itemsEnding(atOrBefore: y0, gap: gap, origin: origin, near: from0.rank)
                        ?? column.itemsEnding(atOrBefore: y0, gap: gap, origin: origin)
                } else {
                    r0 = column.itemsEnding(atOrBefore: y0, gap: gap, origin: origin)
                    from0 = none
                }
            }
            var r1 = count
            var from1 = (rank: count, item: placedCount)
            if y1 <= origin + column.totalHeight(gap: gap) {
                if reads.bottom, let r = column.itemsStarting(before: y1, gap: gap, origin: origin, near: Int(fingers.ranks[k &+ 1])) {
                    r1 = r
                    from1 = fingers.known(k &+ 1)
                } else if nearBottom >= 0 {
                    from1 = (self.count(inColumn: c, before: nearBottom), nearBottom)
                    r1 = column.itemsStarting(before: y1, gap: gap, origin: origin, near: from1.rank)
                        ?? column.itemsStarting(before: y1, gap: gap, origin: origin)
                } else {
                    r1 = column.itemsStarting(before: y1, gap: gap, origin: origin)
                    from1 = none
                }
            }
            var first = -1
            var last = -1
            if r0 < r1 {
                // The section's start and end are positions every column knows its count at.
                last = item(inColumn: c, rank: r1 &- 1, near: from1, orNear: (count, placedCount))
                if !spans.isEmpty, startsAtOrBelow(y1, spacerOf: last, gap: gap, origin: origin) {
                    r1 &-= 1
                    last = r0 < r1 ? item(inColumn: c, rank: r1 &- 1, near: (r1, last), orNear: none) : -1
                }
            }
            if r0 < r1 {
                first = item(inColumn: c, rank: r0, near: from0, orNear: (0, 0))
                low = Swift.min(low, first)
                high = Swift.max(high, last)
                nearTop = first
                nearBottom = last
            }
            if writes.top {
                fingers.ranks[k] = Int32(truncatingIfNeeded: r0)
                fingers.items[k] = Int32(truncatingIfNeeded: first)
            }
            if writes.bottom {
                fingers.ranks[k &+ 1] = Int32(truncatingIfNeeded: r1)
                fingers.items[k &+ 1] = Int32(truncatingIfNeeded: last)
            }
        }
        return (low, high)
    }

    /// What a band's distance from a last answer is weighed against
    /// (``MasonryFingers/isNear(_:in:)``): the first column's item count and its height with a
    /// gap after each item.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func pitch(gap: Double) -> (count: Double, height: Double) {
        // The first column read in place (a copy of it would retain its arrays).
        columns.isEmpty ? (0, 0) : (Double(columns[0].count), columns[0].totalHeight(gap: gap))
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
    /// when its turn comes — or across every column, below the tallest, where `ask(i)` says it
    /// spans them — until every column reaches `end` (an item placed after that would start at
    /// or below it) or all are placed; `ask(i)` gives item `i`'s height and whether it spans
    /// every column, asked once, as the item is placed.
    ///
    /// The columns' next tops are kept on the stack as items land, summed exactly as
    /// ``ColumnTops`` sums them, so the choice of a column reads no column's storage.
    ///
    /// - Complexity: O(columns + k × columns) for the k items placed.
    mutating func place(until end: Double, count: Int, gap: Double,
                        ask: (_ item: Int) -> (entry: HeightIndex.Entry, isFullSpan: Bool)) {
        guard placedCount < count else { return }
        let stride = columnCount
        if end == .infinity { reserveCapacity(forPlacing: count - placedCount) }
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * stride) { tops in
            // Per column: its heights' sum, its item count (as a Double) and its next top.
            func load(_ k: Int) {
                tops[k] = columns[k].total
                tops[stride + k] = Double(columns[k].count)
                tops[2 * stride + k] = tops[k] + tops[stride + k] * gap
            }
            for k in 0..<stride { load(k) }
            var i = placedCount
            while i < count {
                var c = 0
                var least = tops[2 * stride]
                for k in 1..<stride where tops[2 * stride + k] < least {
                    c = k
                    least = tops[2 * stride + k]
                }
                guard least < end else { break }
                let (entry, isFullSpan) = ask(i)
                if isFullSpan {
                    append(entry, column: Self.fullSpan, gap: gap)
                    for k in 0..<stride { load(k) }
                } else {
                    append(entry, column: c, gap: gap)
                    tops[c] += entry.height
                    tops[stride + c] += 1
                    tops[2 * stride + c] = tops[c] + tops[stride + c] * gap
                }
                i += 1
            }
        }
    }

    /// Makes room for `k` more items in the arrays that grow by exactly one entry an item
    /// (or a block of them), so that placing every item to the end never copies them as they
    /// grow. The columns grow as usual: how many items each gets is not known in advance.
    ///
    /// - Complexity: O(placed + k) when the storage grows, else O(1).
    private mutating func reserveCapacity(forPlacing k: Int) {
        let total = placedCount + k
        columnOf.reserveCapacity(total)
        blockCounts.reserveCapacity(((total + Self.blockSize - 1) >> Self.blockShift) * columnCount)
    }

    /// Places the next item, `entry` tall, in column `c` — or, `c` being ``fullSpan``, across
    /// every column below the tallest (a spacer in each, from its next top to the item's bottom).
    ///
    /// - Complexity: O(columns) at a block's start or for a full-span item, else O(1) amortized.
    mutating func append(_ entry: HeightIndex.Entry, column c: Int, gap: Double) {
        let i = placedCount
        if i & (Self.blockSize - 1) == 0 {
            for k in 0..<columnCount { blockCounts.append(Int32(columns[k].count)) }
        }
        guard c == Self.fullSpan else {
            if columns[c].count & 63 == 0 { everySixtyFourth[c].append(Int32(i)) }
            columnOf.append(UInt8(c))
            columns[c].append(entry)
            return
        }
        var top = 0.0
        for column in columns { top = Swift.max(top, column.totalHeight(gap: gap)) }
        for k in 0..<columnCount {
            if columns[k].count & 63 == 0 { everySixtyFourth[k].append(Int32(i)) }
            let next = columns[k].totalHeight(gap: gap)
            columns[k].append(HeightIndex.Entry(height: top - next + entry.height, isMeasured: entry.isMeasured))
        }
        columnOf.append(UInt8.max)
        spans.append(Int32(i))
        spanEntries.append(entry)
    }

    /// Every placed item's height and measured flag in item order, stored as ``HeightIndex``
    /// stores them (a `Float32` whose sign bit is the flag).
    ///
    /// - Complexity: O(n).
    func storedEntriesInItemOrder() -> [Float32] {
        var ranks = [Int](repeating: 0, count: columnCount)
        var stored = [Float32]()
        stored.reserveCapacity(placedCount)
        var span = 0
        for i in 0..<placedCount {
            let c = column(of: i)
            if c == Self.fullSpan {
                stored.append(HeightIndex.stored(spanEntries[span]))
                span += 1
                for k in ranks.indices { ranks[k] += 1 }
                continue
            }
            stored.append(HeightIndex.stored(columns[c].entry(at: ranks[c])))
            ranks[c] += 1
        }
        return stored
    }

    // MARK: Changing heights

    /// Gives placed item `i` height `height` and marks it measured or not; the items below it
    /// in its column move (below a full-span item, every column), none changes column. The
    /// first full-span item after it, if any, starts below the tallest column again: its
    /// spacers change, and every column below it moves as one.
    ///
    /// - Complexity: O(64 + n / 64); O(columns × (64 + n / 64)) with a full-span item after it.
    mutating func setEntry(_ entry: HeightIndex.Entry, ofItem i: Int, gap: Double) {
        let next = spanIndex(atOrAfter: i)
        if isFullSpan(i) {
            spanEntries[next] = entry
            fitSpacers(ofSpan: next, gap: gap)
            return
        }
        let c = column(of: i)
        let r = rank(of: i)
        columns[c].setHeight(entry.height, at: r)
        columns[c].setMeasured(entry.isMeasured, at: r)
        if next < spans.count { fitSpacers(ofSpan: next, gap: gap) }
    }

    /// Gives the `k`th full-span item's spacers the heights that put its top below the tallest
    /// column above it and its bottom its own height below that.
    ///
    /// - Complexity: O(columns × (64 + n / 64)).
    private mutating func fitSpacers(ofSpan k: Int, gap: Double) {
        let i = Int(spans[k])
        let entry = spanEntries[k]
        var top = 0.0
        for c in 0..<columnCount { top = Swift.max(top, columns[c].top(of: count(inColumn: c, before: i), gap: gap)) }
        for c in 0..<columnCount {
            let r = count(inColumn: c, before: i)
            columns[c].setHeight(top - columns[c].top(of: r, gap: gap) + entry.height, at: r)
            columns[c].setMeasured(entry.isMeasured, at: r)
        }
    }

    /// Placed item `i`'s height and whether it is measured.
    ///
    /// - Complexity: O(1); O(log spans) for a full-span item.
    func entry(ofItem i: Int) -> HeightIndex.Entry {
        isFullSpan(i) ? spanEntries[spanIndex(atOrAfter: i)] : columns[column(of: i)].entry(at: rank(of: i))
    }

    /// Marks every item not measured (the heights stay, as estimates).
    ///
    /// - Complexity: O(n).
    mutating func clearMeasured() {
        for c in columns.indices { columns[c].clearMeasured() }
        for k in spanEntries.indices { spanEntries[k] = HeightIndex.Entry(height: spanEntries[k].height) }
    }

    /// The bytes the section holds.
    ///
    /// - Complexity: O(columns).
    var capacityBytes: Int {
        columnOf.capacity + blockCounts.capacity * MemoryLayout<Int32>.stride
            + columns.reduce(0) { $0 + $1.capacityBytes }
            + everySixtyFourth.reduce(0) { $0 + $1.capacity * MemoryLayout<Int32>.stride }
            + spans.capacity * MemoryLayout<Int32>.stride + spanEntries.capacity * MemoryLayout<HeightIndex.Entry>.stride
    }
}
