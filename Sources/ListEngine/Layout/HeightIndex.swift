/// The heights of a long sequence of layout entries (section headers, rows, footers), with
/// prefix sums and offset searches in O(log n), and single-entry updates, insertions and
/// removals in O(log n).
///
/// The index is a B+ tree kept in flat arrays, with no class nodes, so nothing is reference
/// counted while it is read. Leaves hold up to 64 heights as `Float32` (4 bytes an entry).
/// An inner node holds up to 31 children in 32 slots: where each child starts, in entries
/// (`Int32`) and in points (`Double`), counted from the node's start, and the child's slot.
/// Slot 0 always starts at 0, the slot after the last child holds the node's totals, and the
/// slots past it hold sentinels, so a descent finds its child by counting, without branches,
/// the slots at or before its target. Built in bulk, leaves are full: about 4.3 bytes an entry
/// in all. `Float32` holds whole and half points exactly up to 16 million, far above any row;
/// sums are carried in `Double`.
///
/// Each entry also carries a *measured* flag (whether a self-sizing row has been measured) in
/// its `Float32`'s sign bit: heights are never negative, so the flag costs no memory and moves
/// with its entry. Sums use the magnitude.
///
/// Offsets follow the entries' order: entry `i` spans `offset(of: i) ..< offset(of: i) + height(at: i)`.
/// An index holds at most `Int32.max - 1` entries.
package struct HeightIndex: Sendable {
    /// One stored entry: its height and whether a self-sizing row has measured it.
    package struct Entry: Hashable, Sendable {
        /// The entry's height. An index stores it as a `Float32`, and gives it back as stored.
        package var height: Double
        /// Whether a self-sizing row has measured this entry.
        package var isMeasured: Bool

        /// Creates an entry.
        ///
        /// - Precondition: `height` is finite and ≥ 0 (callers validate; see ``ListError``).
        /// - Complexity: O(1).
        package init(height: Double, isMeasured: Bool = false) {
            self.height = height
            self.isMeasured = isMeasured
        }
    }

    // MARK: Parameters

    /// Entries a leaf holds at most. A power of two.
    static let leafCapacity = 64
    static let leafShift = 6
    /// Entries a leaf other than the root holds at least.
    static let minLeafCount = 32
    /// Slots an inner node has for its children's starts and tops. A power of two.
    static let nodeSlots = 32
    static let slotShift = 5
    /// `Int32`s an inner node takes in `nodes`: its starts, then its children, then its width.
    static let nodeShift = 6
    static let childOffset = 32
    static let widthOffset = 63
    /// Children an inner node holds at most: the slot after the last child holds the totals.
    static let maxChildren = 31
    /// Children an inner node other than the root holds at least (the root: 2).
    static let minChildren = 15
    /// Inner levels a descent can record: far more than `Int32.max` entries could need.
    static let maxDepth = 16
    /// The most entries an index holds (`Int32.max` is the sentinel past a node's last child).
    static let maxCount = Int(Int32.max) - 1
    /// The sign bit of a stored height: set when the entry is measured.
    static let measuredBit: UInt32 = 0x8000_0000

    // MARK: Storage

    /// Leaf slot `s` holds its entries at `leaves[s << leafShift ..< (s << leafShift) + n]`,
    /// where `n` is the leaf's count (from its parent's starts, or ``count`` for a root leaf).
    /// A free slot keeps the next free slot (or -1) as the bit pattern of its first element.
    private var leaves: [Float32]
    /// Inner slot `s` with `m` children keeps, from `s << nodeShift`: for `j` in `0...m`, the
    /// number of entries in its children before child `j` (its *starts*: 0 first, the node's
    /// count at `m`, `Int32.max` past it); from `childOffset`, for `j < m`, child `j`'s slot (a
    /// leaf slot on the lowest inner level, else an inner slot); and at `widthOffset`, `m`.
    /// A free slot has width 0 and keeps the next free slot (or -1) as its first child.
    private var nodes: [Int32]
    /// Inner slot `s` keeps at `(s << slotShift) + j`, for `j` in `0...m`, the sum of the
    /// heights before child `j` (its *tops*: 0 first, the node's sum at `m`, infinity past it).
    private var tops: [Double]
    /// The root's slot: a leaf slot when `depth` is 0, else an inner slot.
    private var root: Int
    /// The number of inner levels; every leaf is this many levels below the root.
    private var depth: Int
    /// The number of entries.
    ///
    /// - Complexity: O(1).
    package private(set) var count: Int
    private var freeLeaf: Int
    private var freeLeafCount: Int
    private var freeInner: Int
    private var freeInnerCount: Int

    // MARK: Creating an index

    /// Creates an index of `count` entries that all have `height`, none of them measured.
    ///
    /// - Precondition: `height` is finite and ≥ 0 (callers validate; see ``ListError``).
    /// - Complexity: O(n).
    package init(repeating height: Double, count: Int) {
        var storage = [Float32]()
        storage.reserveCapacity(Self.storageCapacity(count))
        storage.append(contentsOf: repeatElement(Float32(height), count: count))
        self.init(building: storage, clearingFlags: true)
    }

    /// Creates an index over the given heights, in order, none of them measured.
    ///
    /// - Precondition: every height is finite and ≥ 0.
    /// - Complexity: O(n).
    package init<S: Sequence>(_ heights: S) where S.Element == Double {
        var storage = [Float32]()
        let copied: Void? = heights.withContiguousStorageIfAvailable { buffer in
            storage.reserveCapacity(Self.storageCapacity(buffer.count))
            for height in buffer { storage.append(Float32(height)) }
        }
        if copied == nil {
            storage.reserveCapacity(Self.storageCapacity(heights.underestimatedCount))
            for height in heights { storage.append(Float32(height)) }
        }
        self.init(building: storage, clearingFlags: true)
    }

    /// Creates an index over the given heights, in order, none of them measured.
    ///
    /// - Complexity: O(n).
    init(heights: consuming [Float32]) {
        self.init(building: heights, clearingFlags: true)
    }

    /// Builds the tree over `storage` (stored values, in order) with every leaf and node full
    /// but the last two of each level, which share what is left. `storage` becomes the leaves,
    /// padded to whole leaves. With `clearingFlags`, sign bits are cleared (nothing measured).
    /// Allocates only the inner nodes (and the padding, if `storage` has no room for it).
    private init(building storage: consuming [Float32], clearingFlags: Bool) {
        let n = storage.count
        precondition(n <= Self.maxCount, "HeightIndex: too many entries")
        count = n
        freeLeaf = -1
        freeLeafCount = 0
        freeInner = -1
        freeInnerCount = 0
        root = 0
        depth = 0
        nodes = []
        tops = []
        guard n > 0 else {
            leaves = []
            return
        }
        var leaves = consume storage
        let L = Self.leafCapacity
        let leafTotal = (n + L - 1) >> Self.leafShift
        leaves.reserveCapacity((leafTotal + Self.spareLeaves(leafTotal)) << Self.leafShift)
        leaves.append(contentsOf: repeatElement(0, count: leafTotal << Self.leafShift - n))
        // All leaves are full but the last; if it is underfull, the last two share.
        let lastLeaves = Self.lastTwo(n, groups: leafTotal, capacity: L, minimum: Self.minLeafCount)
        func leafCount(_ leaf: Int) -> Int { Self.size(of: leaf, among: leafTotal, capacity: L, lastTwo: lastLeaves) }
        leaves.withUnsafeMutableBufferPointer { h in
            if leafTotal >= 2, leafCount(leafTotal - 2) < L {
                let last = (leafTotal - 1) << Self.leafShift
                let moved = L - leafCount(leafTotal - 2)
                let lastCount = n - (leafTotal - 1) * L
                (h.baseAddress! + last + moved).update(from: h.baseAddress! + last, count: lastCount)
                (h.baseAddress! + last).update(from: h.baseAddress! + last - moved, count: moved)
            }
            if clearingFlags {
                for leaf in 0..<leafTotal {
                    let base = leaf << Self.leafShift
                    for j in base..<(base + leafCount(leaf)) {
                        h[j] = Float32(bitPattern: h[j].bitPattern & ~Self.measuredBit)
                    }
                }
            }
        }
        self.leaves = consume leaves  // unique, so the spare leaves appended below do not copy it

        // Inner levels, bottom up: each groups the level below into nodes of `maxChildren`,
        // all full but the last; if it is underfull, the last two share.
        var innerTotal = 0
        var items = leafTotal
        while items > 1 {
            items = (items + Self.maxChildren - 1) / Self.maxChildren
            innerTotal += items
        }
        nodes.reserveCapacity(innerTotal << Self.nodeShift)
        tops.reserveCapacity(innerTotal << Self.slotShift)
        var levelFirst = 0
        items = leafTotal
        while items > 1 {
            let groups = (items + Self.maxChildren - 1) / Self.maxChildren
            let lastNodes = Self.lastTwo(items, groups: groups, capacity: Self.maxChildren, minimum: Self.minChildren)
            let nextFirst = nodes.count >> Self.nodeShift
            var item = 0
            for group in 0..<groups {
                let width = Self.size(of: group, among: groups, capacity: Self.maxChildren, lastTwo: lastNodes)
                var runningCount = 0
                var runningSum = 0.0
                for j in item..<(item + width) {
                    nodes.append(Int32(runningCount))
                    tops.append(runningSum)
                    if depth == 0 {
                        runningCount += leafCount(j)
                        runningSum += self.leaves.withUnsafeBufferPointer {
                            Self.sum($0, from: j << Self.leafShift, count: leafCount(j))
                        }
                    } else {
                        let end = ((levelFirst + j) << Self.nodeShift) + Self.widthOffset
                        runningCount += Int(nodes[end - Self.widthOffset + Int(nodes[end])])
                        runningSum += tops[((levelFirst + j) << Self.slotShift) + Int(nodes[end])]
                    }
                }
                nodes.append(Int32(runningCount))
                tops.append(runningSum)
                nodes.append(contentsOf: repeatElement(.max, count: Self.nodeSlots - width - 1))
                tops.append(contentsOf: repeatElement(.infinity, count: Self.nodeSlots - width - 1))
                for j in item..<(item + width) { nodes.append(Int32(depth == 0 ? j : levelFirst + j)) }
                nodes.append(contentsOf: repeatElement(-1, count: Self.maxChildren - width))
                nodes.append(Int32(width))
                item += width
            }
            levelFirst = nextFirst
            items = groups
            depth += 1
        }
        root = levelFirst
        appendFreeLeaves(Self.spareLeaves(leafTotal))
    }

    /// Free leaves a bulk build keeps for splits (1/32 more memory): inserts after a reload
    /// find room without growing — and copying — the storage in the middle of a frame.
    private static func spareLeaves(_ leafTotal: Int) -> Int { Swift.max(2, leafTotal >> 5) }

    /// The sizes of the last two of `groups` groups of up to `capacity` that hold `items` in
    /// all, every other group full: if the last would hold fewer than `minimum`, the last two
    /// share what they hold.
    private static func lastTwo(_ items: Int, groups: Int, capacity: Int, minimum: Int) -> (Int, Int) {
        let last = items - (groups - 1) * capacity
        guard groups >= 2, last < minimum else { return (capacity, last) }
        let shared = capacity + last
        return ((shared + 1) / 2, shared - (shared + 1) / 2)
    }

    /// The size of group `g` of `groups`: `capacity`, but for the last two.
    private static func size(of g: Int, among groups: Int, capacity: Int, lastTwo: (Int, Int)) -> Int {
        g < groups - 2 ? capacity : g == groups - 2 ? lastTwo.0 : lastTwo.1
    }

    /// The storage a bulk build over `count` entries uses: whole leaves and the spare ones.
    /// Reserve it for the heights handed to a build, and the build does not copy them.
    static func storageCapacity(_ count: Int) -> Int {
        let leaves = (count + leafCapacity - 1) >> leafShift
        return (leaves + spareLeaves(leaves)) << leafShift
    }

    // MARK: Reading

    /// The sum of all heights.
    ///
    /// - Complexity: O(1).
    package var totalHeight: Double {
        if depth > 0 { return tops[(root << Self.slotShift) + Int(nodes[(root << Self.nodeShift) + Self.widthOffset])] }
        return leaves.withUnsafeBufferPointer { Self.sum($0, from: root << Self.leafShift, count: count) }
    }

    /// The height of entry `i`.
    ///
    /// - Precondition: `0 <= i < count`.
    /// - Complexity: O(log n).
    package func height(at i: Int) -> Double {
        Double(Self.magnitude(stored(at: i)))
    }

    /// Entry `i`: its height and whether it is measured.
    ///
    /// - Precondition: `0 <= i < count`.
    /// - Complexity: O(log n).
    package func entry(at i: Int) -> Entry {
        Self.entry(stored(at: i))
    }

    /// Whether entry `i` is measured.
    ///
    /// - Precondition: `0 <= i < count`.
    /// - Complexity: O(log n).
    package func isMeasured(at i: Int) -> Bool {
        stored(at: i).bitPattern & Self.measuredBit != 0
    }

    /// The offset at which entry `i` starts: the sum of the heights before it. `i` may equal
    /// `count`, giving ``totalHeight``.
    ///
    /// - Precondition: `0 <= i <= count`.
    /// - Complexity: O(log n).
    package func offset(of i: Int) -> Double {
        precondition(i >= 0 && i <= count, "HeightIndex: offset index out of range")
        guard i < count else { return totalHeight }
        return withReadableStorage { s in
            let (leaf, position, top, _) = s.find(entry: i, root: root, depth: depth, count: count)
            return top + Self.sum(s.leaves, from: leaf << Self.leafShift, count: position)
        }
    }

    /// Calls `body` with each entry of `range` in order, its offset and its height: the same
    /// values as ``offset(of:)`` and ``height(at:)`` give, found by one descent per leaf the
    /// range touches instead of two per entry.
    ///
    /// - Precondition: `range` lies within `0..<count`.
    /// - Complexity: O(log n + range.count).
    @inline(__always)
    package func forEachEntry(in range: Range<Int>, _ body: (_ entry: Int, _ offset: Double, _ height: Double) -> Void) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "HeightIndex: entry range out of bounds")
        withReadableStorage { s in
            var i = range.lowerBound
            while i < range.upperBound {
                let (leaf, first, top, entries) = s.find(entry: i, root: root, depth: depth, count: count)
                let p = s.leaves.baseAddress! + (leaf &<< Self.leafShift)
                // The running sums of whole groups of four, as `sum(_:from:count:)` keeps them,
                // so that each offset is bit for bit the one `offset(of:)` computes.
                var low = SIMD2<Double>()
                var high = SIMD2<Double>()
                var grouped = 0
                let end = Swift.min(entries, first &+ (range.upperBound &- i))
                for position in first..<end {
                    while grouped &+ 4 <= position {
                        Self.addGroup(p, at: grouped, to: &low, &high)
                        grouped &+= 4
                    }
                    body(i, top + Self.total(low, high, plus: p, from: grouped, to: position), Double(Self.magnitude(p[position])))
                    i &+= 1
                }
            }
        }
    }

    /// The number of leading entries that end at or before `y`: the index of the first entry
    /// whose bottom lies below `y` (or `count`).
    ///
    /// - Complexity: O(log n).
    package func entriesEnding(atOrBefore y: Double) -> Int {
        // Written so that NaN, like a negative `y`, gives 0.
        y >= 0 ? search(y, strict: false, NoGap()) : 0
    }

    /// The number of entries that start above `y`: one past the last entry whose top lies above `y`.
    ///
    /// - Complexity: O(log n).
    package func entriesStarting(before y: Double) -> Int {
        if y <= 0 || count == 0 { return 0 }
        if y.isNaN { return 1 }
        return Swift.min(count, search(y, strict: true, NoGap()) + 1)
    }

    // MARK: Reading with a gap after every entry

    /// Where entry `i` starts when every entry is followed by a gap of `gap` points (≥ 0,
    /// finite): ``offset(of:)`` plus `i` gaps, in `Double`. The heights are stored as `Float32`
    /// and the gaps are not, so a layout whose lines are spaced by lengths no `Float32` holds
    /// (a spacing of 7.3 pt) places them exactly as summing its lengths in `Double` does.
    ///
    /// - Precondition: `0 <= i <= count`.
    /// - Complexity: O(log n).
    package func offset(of i: Int, gap: Double) -> Double {
        offset(of: i) + Double(i) * gap
    }

    /// The sum of all heights and a gap after every entry (see ``offset(of:gap:)``).
    ///
    /// - Complexity: O(1).
    package func totalHeight(gap: Double) -> Double {
        totalHeight + Double(count) * gap
    }

    /// ``forEachEntry(in:_:)`` with a gap after every entry: the offsets are
    /// ``offset(of:gap:)``'s.
    ///
    /// - Precondition: `range` lies within `0..<count`.
    /// - Complexity: O(log n + range.count).
    @inline(__always)
    package func forEachEntry(in range: Range<Int>, gap: Double, _ body: (_ entry: Int, _ offset: Double, _ height: Double) -> Void) {
        forEachEntry(in: range) { e, offset, height in body(e, offset + Double(e) * gap, height) }
    }

    /// The number of leading entries that end, with the gap after each, at or before `y`: the
    /// index of the first entry whose bottom plus gap lies below `y` (or `count`).
    ///
    /// - Complexity: O(log n).
    package func entriesEnding(atOrBefore y: Double, gap: Double) -> Int {
        guard gap > 0 else { return entriesEnding(atOrBefore: y) }
        return y >= 0 ? search(y, strict: false, ConstantGap(gap: gap)) : 0
    }

    /// The number of entries that start above `y` when a gap follows every entry: one past the
    /// last entry whose ``offset(of:gap:)`` lies above `y`.
    ///
    /// - Complexity: O(log n).
    package func entriesStarting(before y: Double, gap: Double) -> Int {
        guard gap > 0 else { return entriesStarting(before: y) }
        if y <= 0 || count == 0 { return 0 }
        if y.isNaN { return 1 }
        return Swift.min(count, search(y, strict: true, ConstantGap(gap: gap)) + 1)
    }

    /// The stored value of entry `i`.
    @inline(__always)
    private func stored(at i: Int) -> Float32 {
        precondition(i >= 0 && i < count, "HeightIndex: index out of range")
        return withReadableStorage { s in
            let (leaf, position, _, _) = s.find(entry: i, root: root, depth: depth, count: count)
            return s.leaves[(leaf << Self.leafShift) + position]
        }
    }

    /// The largest `k` whose prefix sum (heights of entries `0..<k`, and `gap`'s gap after
    /// each) is ≤ `y` (or < `y` if `strict`), for `y` ≥ 0 (> 0 if `strict`).
    private func search<G: Gap>(_ y: Double, strict: Bool, _ gap: G) -> Int {
        // One copy of the loop for each comparison, so that neither tests `strict` as it goes.
        strict ? search(y, Strictly(), gap) : search(y, AtOrBelow(), gap)
    }

    @inline(__always)
    private func search<C: Comparison, G: Gap>(_ y: Double, _ comparison: C, _ gap: G) -> Int {
        withReadableStorage { s in
            var node = root
            var remaining = y
            var before = 0
            var leafCount = count
            for _ in 0..<depth {
                let t = node &<< Self.slotShift
                let b = node &<< Self.nodeShift
                // The last child that starts at (or, strictly, before) `remaining`: slot 0
                // (0) always counts, sentinels never do, and a node's end (slot `m`) only if
                // rounding put `remaining` past it, hence the clamp.
                let n = Self.slots(s.tops.baseAddress! + t, starts: s.nodes.baseAddress! + b, comparison, remaining, gap)
                let k = Swift.max(0, Swift.min(n, Int(s.nodes[b &+ Self.widthOffset])) &- 1)
                remaining -= gap.top(s.tops[t &+ k], entries: s.nodes[b &+ k])
                before &+= Int(s.nodes[b &+ k])
                leafCount = Int(s.nodes[b &+ k &+ 1] &- s.nodes[b &+ k])
                node = Int(s.nodes[b &+ Self.childOffset &+ k])
            }
            return before &+ Self.search(s.leaves, from: node &<< Self.leafShift, count: leafCount,
                                         remaining, comparison, gap)
        }
    }

    /// What follows every entry in a search: nothing (the index's own heights), or a
    /// constant gap (``offset(of:gap:)``). One copy of the search for each, so that the first
    /// costs nothing.
    private protocol Gap {
        /// A child's top, `entries` entries into its node at `top` points: with their gaps.
        func top(_ top: Double, entries: Int32) -> Double
        /// Two children's tops, as ``top(_:entries:)``.
        func tops(_ tops: SIMD2<Double>, entries: SIMD2<Int32>) -> SIMD2<Double>
        /// The points `count` entries with these heights take, with their gaps.
        func span(_ heights: Double, count: Int) -> Double
    }

    private struct NoGap: Gap {
        @inline(__always) func top(_ top: Double, entries: Int32) -> Double { top }
        @inline(__always) func tops(_ tops: SIMD2<Double>, entries: SIMD2<Int32>) -> SIMD2<Double> { tops }
        @inline(__always) func span(_ heights: Double, count: Int) -> Double { heights }
    }

    private struct ConstantGap: Gap {
        let gap: Double
        @inline(__always) func top(_ top: Double, entries: Int32) -> Double { top + Double(entries) * gap }
        @inline(__always) func tops(_ tops: SIMD2<Double>, entries: SIMD2<Int32>) -> SIMD2<Double> {
            tops + SIMD2<Double>(entries) * gap
        }
        @inline(__always) func span(_ heights: Double, count: Int) -> Double { heights + Double(count) * gap }
    }

    // MARK: Updating

    /// Sets the height of entry `i`, keeping its measured flag, and returns by how much it
    /// changed (new − old, as stored; 0 when unchanged).
    ///
    /// - Precondition: `0 <= i < count`; `height` is finite and ≥ 0.
    /// - Complexity: O(log n).
    @discardableResult
    package mutating func setHeight(_ height: Double, at i: Int) -> Double {
        precondition(i >= 0 && i < count, "HeightIndex: index out of range")
        let newMagnitude = Float32(height).magnitude
        return withWritableStorage { s in
            Self.withPath { path in
                let (leaf, position) = s.descend(toEntry: i, recording: path)
                let slot = (leaf << Self.leafShift) + position
                let old = s.leaves[slot]
                let delta = Double(newMagnitude) - Double(Self.magnitude(old))
                guard delta != 0 else { return 0 }
                s.leaves[slot] = Float32(bitPattern: newMagnitude.bitPattern | (old.bitPattern & Self.measuredBit))
                s.addAlongPath(path, sum: delta)
                return delta
            }
        }
    }

    /// Sets whether entry `i` is measured, keeping its height.
    ///
    /// - Precondition: `0 <= i < count`.
    /// - Complexity: O(log n).
    package mutating func setMeasured(_ measured: Bool, at i: Int) {
        precondition(i >= 0 && i < count, "HeightIndex: index out of range")
        let (leaf, position, _, _) = withReadableStorage { $0.find(entry: i, root: root, depth: depth, count: count) }
        leaves.withUnsafeMutableBufferPointer { h in
            let slot = (leaf << Self.leafShift) + position
            let bits = h[slot].bitPattern & ~Self.measuredBit
            h[slot] = Float32(bitPattern: measured ? bits | Self.measuredBit : bits)
        }
    }

    /// Marks every entry not measured, keeping the heights: what a new width does to rows that
    /// size themselves.
    ///
    /// - Complexity: O(n), at memory speed (the flags live in the leaves only).
    package mutating func clearMeasured() {
        leaves.withUnsafeMutableBufferPointer { h in
            for j in h.indices { h[j] = Float32(bitPattern: h[j].bitPattern & ~Self.measuredBit) }
        }
    }

    /// Every entry, in order, as the index stores them (4 bytes each).
    ///
    /// - Complexity: O(n).
    package func entries() -> EntryList {
        var all = EntryList()
        all.reserveCapacity(count)
        forEachLeaf { leaf, _ in all.stored.append(contentsOf: leaf) }
        return all
    }

    /// Creates an index over `entries`, in order, keeping their measured flags.
    ///
    /// - Complexity: O(n).
    package init(entries: consuming EntryList) {
        self.init(building: entries.stored, clearingFlags: false)
    }

    /// Inserts `entry` so that it becomes entry `i`.
    ///
    /// - Precondition: `0 <= i <= count`; the height is finite and ≥ 0.
    /// - Complexity: O(log n). Allocates only to grow the storage (by an eighth) when no
    ///   spare node is left.
    package mutating func insert(_ entry: Entry, at i: Int) {
        precondition(i >= 0 && i <= count, "HeightIndex: insertion index out of range")
        precondition(count < Self.maxCount, "HeightIndex: too many entries")
        reserveForInsertion()
        let value = Self.stored(entry)
        withWritableStorage { s in
            Self.withPath { path in s.insert(value, at: i, path: path) }
        }
    }

    /// Inserts `entries` so that the first becomes entry `i`, in order.
    ///
    /// Inserts one entry at a time when they are few; when they are many next to `count`
    /// (at least 64, and at least 1/16 of `count`), rebuilds the tree with full leaves instead.
    ///
    /// - Precondition: `0 <= i <= count`; every height is finite and ≥ 0.
    /// - Complexity: O(k log n), where k is the number of entries inserted; O(n + k) when it
    ///   rebuilds.
    package mutating func insert<C: Collection>(contentsOf entries: C, at i: Int) where C.Element == Entry {
        precondition(i >= 0 && i <= count, "HeightIndex: insertion index out of range")
        let k = entries.count
        guard k > 0 else { return }
        guard Self.rebuilds(changing: k, of: count) else {
            var position = i
            for entry in entries {
                insert(entry, at: position)
                position += 1
            }
            return
        }
        var storage = [Float32]()
        storage.reserveCapacity(Self.storageCapacity(count + k))
        forEachLeaf { leaf, start in
            if i >= start, i < start + leaf.count {
                storage.append(contentsOf: leaf[..<(i - start)])
                for entry in entries { storage.append(Self.stored(entry)) }
                storage.append(contentsOf: leaf[(i - start)...])
            } else {
                storage.append(contentsOf: leaf)
            }
        }
        if i == count {
            for entry in entries { storage.append(Self.stored(entry)) }
        }
        self = HeightIndex(building: storage, clearingFlags: false)
    }

    /// Removes entry `i` and returns it.
    ///
    /// - Precondition: `0 <= i < count`.
    /// - Complexity: O(log n). Allocates nothing (unless the storage is shared with a copy).
    @discardableResult
    package mutating func remove(at i: Int) -> Entry {
        precondition(i >= 0 && i < count, "HeightIndex: index out of range")
        let value = withWritableStorage { s in
            Self.withPath { path in s.remove(at: i, path: path) }
        }
        return Self.entry(value)
    }

    /// Removes the entries in `range`.
    ///
    /// Removes one entry at a time when they are few; when they are many next to `count` (at
    /// least 64, and at least 1/16 of `count`), rebuilds the tree with full leaves instead.
    ///
    /// - Precondition: `range` lies within `0 ..< count`.
    /// - Complexity: O(k log n), where k is `range.count`; O(n) when it rebuilds.
    package mutating func removeSubrange(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "HeightIndex: range out of bounds")
        let k = range.count
        guard k > 0 else { return }
        guard Self.rebuilds(changing: k, of: count) else {
            withWritableStorage { s in
                Self.withPath { path in
                    for _ in range { _ = s.remove(at: range.lowerBound, path: path) }
                }
            }
            return
        }
        var storage = [Float32]()
        storage.reserveCapacity(Self.storageCapacity(count - k))
        forEachLeaf { leaf, start in
            let low = Swift.max(start, range.lowerBound)
            let high = Swift.min(start + leaf.count, range.upperBound)
            if low < high {
                storage.append(contentsOf: leaf[..<(low - start)])
                storage.append(contentsOf: leaf[(high - start)...])
            } else {
                storage.append(contentsOf: leaf)
            }
        }
        self = HeightIndex(building: storage, clearingFlags: false)
    }

    /// Whether inserting or removing `k` of `n` entries rebuilds rather than going one at a time.
    package static func rebuilds(changing k: Int, of n: Int) -> Bool {
        k >= leafCapacity && k >= n >> 4
    }

    // MARK: Stored values

    @inline(__always)
    static func magnitude(_ value: Float32) -> Float32 {
        Float32(bitPattern: value.bitPattern & ~measuredBit)
    }

    static func stored(_ entry: Entry) -> Float32 {
        let bits = Float32(entry.height).magnitude.bitPattern
        return Float32(bitPattern: entry.isMeasured ? bits | measuredBit : bits)
    }

    static func entry(_ value: Float32) -> Entry {
        Entry(height: Double(magnitude(value)), isMeasured: value.bitPattern & measuredBit != 0)
    }

    /// The number of a node's slots at or below `value`: a branchless count, four at a time.
    @inline(__always)
    private static func slots(_ p: UnsafePointer<Int32>, atOrBelow value: Int32) -> Int {
        let raw = UnsafeRawPointer(p)
        let target = SIMD4<Int32>(repeating: value)
        let one = SIMD4<Int32>(repeating: 1)
        var counted = SIMD4<Int32>()
        for j in 0..<(nodeSlots / 4) {
            let x = raw.loadUnaligned(fromByteOffset: j &* 16, as: SIMD4<Int32>.self)
            counted &+= SIMD4<Int32>().replacing(with: one, where: x .<= target)
        }
        return Int(counted.wrappedSum())
    }

    /// How a search compares a running sum with its target: `<=` or `<`.
    private protocol Comparison {
        static func fits(_ a: Double, _ b: Double) -> Bool
        static func fits(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMDMask<SIMD2<Int64>>
    }

    private struct AtOrBelow: Comparison {
        @inline(__always) static func fits(_ a: Double, _ b: Double) -> Bool { a <= b }
        @inline(__always) static func fits(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMDMask<SIMD2<Int64>> { a .<= b }
    }

    private struct Strictly: Comparison {
        @inline(__always) static func fits(_ a: Double, _ b: Double) -> Bool { a < b }
        @inline(__always) static func fits(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMDMask<SIMD2<Int64>> { a .< b }
    }

    /// The number of a node's slots whose tops (with `gap`'s gaps before them; `starts`
    /// holds the slots' first entries) fit below `value` by `comparison`: a branchless count,
    /// two at a time.
    @inline(__always)
    private static func slots<C: Comparison, G: Gap>(_ p: UnsafePointer<Double>, starts: UnsafePointer<Int32>, _ comparison: C,
                                                     _ value: Double, _ gap: G) -> Int {
        let raw = UnsafeRawPointer(p)
        let rawStarts = UnsafeRawPointer(starts)
        let target = SIMD2<Double>(repeating: value)
        let one = SIMD2<Int64>(repeating: 1)
        // Four running counts, so that no long chain of additions waits on the comparisons.
        var counted = (SIMD2<Int64>(), SIMD2<Int64>(), SIMD2<Int64>(), SIMD2<Int64>())
        for j in stride(from: 0, to: nodeSlots / 2, by: 4) {
            func fits(_ pair: Int) -> SIMD2<Int64> {
                let x = gap.tops(raw.loadUnaligned(fromByteOffset: (j &+ pair) &* 16, as: SIMD2<Double>.self),
                                 entries: rawStarts.loadUnaligned(fromByteOffset: (j &+ pair) &* 8, as: SIMD2<Int32>.self))
                return SIMD2<Int64>().replacing(with: one, where: C.fits(x, target))
            }
            counted.0 &+= fits(0)
            counted.1 &+= fits(1)
            counted.2 &+= fits(2)
            counted.3 &+= fits(3)
        }
        return Int(((counted.0 &+ counted.1) &+ (counted.2 &+ counted.3)).wrappedSum())
    }

    /// The sum of the heights of `count` stored values from `start`: four at a time, in two
    /// running sums of two.
    @inline(__always)
    private static func sum(_ h: UnsafeBufferPointer<Float32>, from start: Int, count: Int) -> Double {
        let p = h.baseAddress! + start
        var low = SIMD2<Double>()
        var high = SIMD2<Double>()
        var j = 0
        while j &+ 4 <= count {
            addGroup(p, at: j, to: &low, &high)
            j &+= 4
        }
        return total(low, high, plus: p, from: j, to: count)
    }

    /// Adds the heights of the four stored values from `p[j]` to the running sums, two to each.
    @inline(__always)
    private static func addGroup(_ p: UnsafePointer<Float32>, at j: Int, to low: inout SIMD2<Double>, _ high: inout SIMD2<Double>) {
        let bits = UnsafeRawPointer(p).loadUnaligned(fromByteOffset: j &* 4, as: SIMD4<UInt32>.self)
            & SIMD4<UInt32>(repeating: ~measuredBit)
        let heights = unsafeBitCast(bits, to: SIMD4<Float>.self)
        low += SIMD2<Double>(heights.lowHalf)
        high += SIMD2<Double>(heights.highHalf)
    }

    /// The running sums together, plus the heights of the stored values `p[j..<end]` one at a time.
    @inline(__always)
    private static func total(_ low: SIMD2<Double>, _ high: SIMD2<Double>, plus p: UnsafePointer<Float32>,
                              from j: Int, to end: Int) -> Double {
        var sum = (low + high).sum()
        var k = j
        while k < end {
            sum += Double(magnitude(p[k]))
            k &+= 1
        }
        return sum
    }

    /// The number of leading entries among `count` stored values from `start` whose running
    /// sum (with `gap`'s gap after each) fits below `remaining` by `comparison`. Skips eight
    /// entries at a time while their sum fits, then goes one at a time.
    @inline(__always)
    private static func search<C: Comparison, G: Gap>(_ h: UnsafeBufferPointer<Float32>, from start: Int, count: Int,
                                                      _ remaining: Double, _ comparison: C, _ gap: G) -> Int {
        let p = h.baseAddress! + start
        var remaining = remaining
        var k = 0
        while k &+ 8 <= count {
            let chunk = gap.span(sum(h, from: start &+ k, count: 8), count: 8)
            guard C.fits(chunk, remaining) else { break }
            remaining -= chunk
            k &+= 8
        }
        while k < count {
            let height = gap.span(Double(magnitude(p[k])), count: 1)
            guard C.fits(height, remaining) else { break }
            remaining -= height
            k &+= 1
        }
        return k
    }

    /// Calls `body` with room for a descent's path: `(node, child)` pairs, root first.
    @inline(__always)
    static func withPath<R>(_ body: (UnsafeMutablePointer<Int>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * 16) { body($0.baseAddress!) }
    }

    /// Calls `body` with each leaf's entries in order and the index of its first entry.
    private func forEachLeaf(_ body: (UnsafeBufferPointer<Float32>, Int) -> Void) {
        leaves.withUnsafeBufferPointer { h in
            var start = 0
            func visit(_ node: Int, level: Int, entries: Int) {
                if level == depth {
                    let base = node << Self.leafShift
                    body(UnsafeBufferPointer(rebasing: h[base..<(base + entries)]), start)
                    start += entries
                    return
                }
                let b = node << Self.nodeShift
                for j in 0..<Int(nodes[b + Self.widthOffset]) {
                    visit(Int(nodes[b + Self.childOffset + j]), level: level + 1, entries: Int(nodes[b + j + 1] - nodes[b + j]))
                }
            }
            if count > 0 { visit(root, level: 0, entries: count) }
        }
    }

    // MARK: Growing

    /// Makes sure a free leaf and enough free inner nodes (one a level, and a new root) wait
    /// for an insertion, growing the storage by an eighth when they do not.
    private mutating func reserveForInsertion() {
        if leaves.isEmpty {
            // An empty index has no root leaf yet.
            leaves = [Float32](repeating: 0, count: Self.leafCapacity)
            root = 0
            depth = 0
        }
        if freeLeafCount == 0 {
            let slots = leaves.count >> Self.leafShift
            let added = Swift.max(1, slots >> 3)
            leaves.reserveCapacity((slots + added) << Self.leafShift)
            appendFreeLeaves(added)
        }
        let needed = depth + 1
        if freeInnerCount < needed {
            let slots = nodes.count >> Self.nodeShift
            let added = Swift.max(needed - freeInnerCount, slots >> 3)
            nodes.reserveCapacity((slots + added) << Self.nodeShift)
            tops.reserveCapacity((slots + added) << Self.slotShift)
            nodes.append(contentsOf: repeatElement(0, count: added << Self.nodeShift))
            tops.append(contentsOf: repeatElement(0, count: added << Self.slotShift))
            for slot in stride(from: slots + added - 1, through: slots, by: -1) {
                nodes[(slot << Self.nodeShift) + Self.childOffset] = Int32(freeInner)
                freeInner = slot
            }
            freeInnerCount += added
        }
    }

    /// Appends `added` leaf slots to the storage and to the free list.
    private mutating func appendFreeLeaves(_ added: Int) {
        let slots = leaves.count >> Self.leafShift
        leaves.append(contentsOf: repeatElement(0, count: added << Self.leafShift))
        for slot in stride(from: slots + added - 1, through: slots, by: -1) {
            leaves[slot << Self.leafShift] = Float32(bitPattern: UInt32(truncatingIfNeeded: freeLeaf))
            freeLeaf = slot
        }
        freeLeafCount += added
    }

    // MARK: Storage access

    /// Calls `body` with the storage seen through pointers.
    @inline(__always)
    private func withReadableStorage<R>(_ body: (ReadableStorage) -> R) -> R {
        leaves.withUnsafeBufferPointer { leaves in
            nodes.withUnsafeBufferPointer { nodes in
                tops.withUnsafeBufferPointer { tops in
                    body(ReadableStorage(leaves: leaves, nodes: nodes, tops: tops))
                }
            }
        }
    }

    /// Calls `body` with the storage seen through pointers and the tree's bookkeeping, which
    /// it may change; the arrays' lengths stay as they are.
    @inline(__always)
    mutating func withWritableStorage<R>(_ body: (inout WritableStorage) -> R) -> R {
        var tree = (root: root, depth: depth, count: count, freeLeaf: freeLeaf, freeLeafCount: freeLeafCount,
                    freeInner: freeInner, freeInnerCount: freeInnerCount)
        let result = leaves.withUnsafeMutableBufferPointer { leaves in
            nodes.withUnsafeMutableBufferPointer { nodes in
                tops.withUnsafeMutableBufferPointer { tops in
                    var s = WritableStorage(
                        leaves: leaves, nodes: nodes, tops: tops,
                        root: tree.root, depth: tree.depth, count: tree.count,
                        freeLeaf: tree.freeLeaf, freeLeafCount: tree.freeLeafCount,
                        freeInner: tree.freeInner, freeInnerCount: tree.freeInnerCount)
                    let result = body(&s)
                    tree = (s.root, s.depth, s.count, s.freeLeaf, s.freeLeafCount, s.freeInner, s.freeInnerCount)
                    return result
                }
            }
        }
        (root, depth, count, freeLeaf, freeLeafCount, freeInner, freeInnerCount) = tree
        return result
    }

    /// The storage, read through pointers.
    private struct ReadableStorage {
        let leaves: UnsafeBufferPointer<Float32>
        let nodes: UnsafeBufferPointer<Int32>
        let tops: UnsafeBufferPointer<Double>

        /// The leaf that holds entry `i` (`0 <= i < count`), `i`'s position in it, the offset
        /// at which the leaf starts, and the number of entries the leaf holds.
        @inline(__always)
        func find(entry i: Int, root: Int, depth: Int, count: Int) -> (leaf: Int, position: Int, top: Double, entries: Int) {
            var node = root
            var rest = Int32(truncatingIfNeeded: i)
            var top = 0.0
            var entries = Int32(truncatingIfNeeded: count)
            for _ in 0..<depth {
                let b = node &<< HeightIndex.nodeShift
                // The last child that starts at or before `rest`: slot 0 (0) always counts;
                // the node's end and the sentinels past it never do.
                let k = HeightIndex.slots(nodes.baseAddress! + b, atOrBelow: rest) &- 1
                rest &-= nodes[b &+ k]
                entries = nodes[b &+ k &+ 1] &- nodes[b &+ k]
                top += tops[(node &<< HeightIndex.slotShift) &+ k]
                node = Int(nodes[b &+ HeightIndex.childOffset &+ k])
            }
            return (node, Int(rest), top, Int(entries))
        }
    }

    /// The storage, changed through pointers, with the tree's bookkeeping. Inner nodes are
    /// addressed by slot, their starts and tops by node and slot.
    struct WritableStorage {
        let leaves: UnsafeMutableBufferPointer<Float32>
        let nodes: UnsafeMutableBufferPointer<Int32>
        let tops: UnsafeMutableBufferPointer<Double>
        var root: Int
        var depth: Int
        var count: Int
        var freeLeaf: Int
        var freeLeafCount: Int
        var freeInner: Int
        var freeInnerCount: Int

        private static let leafCapacity = HeightIndex.leafCapacity
        private static let leafShift = HeightIndex.leafShift
        private static let nodeSlots = HeightIndex.nodeSlots
        private static let maxChildren = HeightIndex.maxChildren

        // MARK: Inner node fields

        @inline(__always) func width(_ node: Int) -> Int { Int(nodes[(node << HeightIndex.nodeShift) + HeightIndex.widthOffset]) }
        @inline(__always) func setWidth(_ node: Int, _ width: Int) {
            nodes[(node << HeightIndex.nodeShift) + HeightIndex.widthOffset] = Int32(width)
        }
        /// Where child `j` of `node` starts, in entries from the node's start.
        @inline(__always) func start(_ node: Int, _ j: Int) -> Int32 { nodes[(node << HeightIndex.nodeShift) + j] }
        @inline(__always) func setStart(_ node: Int, _ j: Int, _ value: Int32) { nodes[(node << HeightIndex.nodeShift) + j] = value }
        /// Where child `j` of `node` starts, in points from the node's start.
        @inline(__always) func top(_ node: Int, _ j: Int) -> Double { tops[(node << HeightIndex.slotShift) + j] }
        @inline(__always) func setTop(_ node: Int, _ j: Int, _ value: Double) { tops[(node << HeightIndex.slotShift) + j] = value }
        @inline(__always) func child(_ node: Int, _ j: Int) -> Int {
            Int(nodes[(node << HeightIndex.nodeShift) + HeightIndex.childOffset + j])
        }
        @inline(__always) func setChild(_ node: Int, _ j: Int, _ slot: Int) {
            nodes[(node << HeightIndex.nodeShift) + HeightIndex.childOffset + j] = Int32(slot)
        }
        /// The number of entries in child `j` of `node`.
        @inline(__always) func childCount(_ node: Int, _ j: Int) -> Int { Int(start(node, j + 1) - start(node, j)) }

        /// Descends to entry `i` (which may equal `count`), recording `(node, child)` for each
        /// inner level in `path`; returns the leaf and `i`'s position in it.
        @inline(__always)
        func descend(toEntry i: Int, recording path: UnsafeMutablePointer<Int>) -> (leaf: Int, position: Int) {
            var node = root
            var rest = Int32(truncatingIfNeeded: i)
            for level in 0..<depth {
                // At the very end (`i == count`) the node's end counts too: take the last child.
                let n = HeightIndex.slots(nodes.baseAddress! + (node << HeightIndex.nodeShift), atOrBelow: rest)
                let k = Swift.min(n, width(node)) - 1
                rest &-= start(node, k)
                path[2 * level] = node
                path[2 * level + 1] = k
                node = child(node, k)
            }
            return (node, Int(rest))
        }

        /// Adds `count` and `sum` to where every child after the path's starts, at every level.
        @inline(__always)
        func addAlongPath(_ path: UnsafeMutablePointer<Int>, count: Int32, sum: Double) {
            for level in 0..<depth {
                let node = path[2 * level]
                let b = node << HeightIndex.nodeShift
                let t = node << HeightIndex.slotShift
                for j in (path[2 * level + 1] + 1)...width(node) {
                    nodes[b + j] &+= count
                    tops[t + j] += sum
                }
            }
        }

        /// Adds `sum` to the tops of every child after the path's, at every level.
        @inline(__always)
        func addAlongPath(_ path: UnsafeMutablePointer<Int>, sum: Double) {
            for level in 0..<depth {
                let node = path[2 * level]
                let t = node << HeightIndex.slotShift
                for j in (path[2 * level + 1] + 1)...width(node) { tops[t + j] += sum }
            }
        }

        func leafSum(_ leaf: Int, count: Int) -> Double {
            HeightIndex.sum(UnsafeBufferPointer(leaves), from: leaf << Self.leafShift, count: count)
        }

        /// Moves `n` stored values within the leaves (the ranges may overlap).
        @inline(__always)
        func moveEntries(from source: Int, to destination: Int, count n: Int) {
            guard n > 0 else { return }
            (leaves.baseAddress! + destination).update(from: leaves.baseAddress! + source, count: n)
        }

        /// Moves `n` children from slot `i` of `source` to slot `j` of `destination` (the
        /// ranges may overlap).
        @inline(__always)
        func moveChildren(from source: Int, _ i: Int, to destination: Int, _ j: Int, count n: Int) {
            guard n > 0 else { return }
            let base = nodes.baseAddress! + HeightIndex.childOffset
            (base + (destination << HeightIndex.nodeShift) + j).update(from: base + (source << HeightIndex.nodeShift) + i, count: n)
        }

        /// Moves `n` starts and tops from slot `i` of `source` to slot `j` of `destination`
        /// (the ranges may overlap), adding `countShift` and `sumShift`.
        func moveStarts(from source: Int, _ i: Int, to destination: Int, _ j: Int, count n: Int,
                        adding countShift: Int32 = 0, _ sumShift: Double = 0) {
            guard n > 0 else { return }
            let b = destination << HeightIndex.nodeShift
            let t = destination << HeightIndex.slotShift
            (nodes.baseAddress! + b + j).update(from: nodes.baseAddress! + (source << HeightIndex.nodeShift) + i, count: n)
            (tops.baseAddress! + t + j).update(from: tops.baseAddress! + (source << HeightIndex.slotShift) + i, count: n)
            if countShift != 0 || sumShift != 0 {
                for slot in j..<(j + n) {
                    nodes[b + slot] &+= countShift
                    tops[t + slot] += sumShift
                }
            }
        }

        /// Puts sentinels in `node`'s slots from `first` on.
        func clearSlots(of node: Int, from first: Int) {
            for j in first..<Self.nodeSlots {
                setStart(node, j, .max)
                setTop(node, j, .infinity)
            }
        }

        // MARK: Free lists

        mutating func takeLeaf() -> Int {
            let slot = freeLeaf
            precondition(slot >= 0, "HeightIndex: no free leaf reserved")
            freeLeaf = Int(Int32(bitPattern: leaves[slot << Self.leafShift].bitPattern))
            freeLeafCount -= 1
            return slot
        }

        mutating func freeLeafSlot(_ slot: Int) {
            leaves[slot << Self.leafShift] = Float32(bitPattern: UInt32(truncatingIfNeeded: freeLeaf))
            freeLeaf = slot
            freeLeafCount += 1
        }

        /// Takes a free inner slot, with slot 0 starting at 0 and sentinels past it.
        mutating func takeInner() -> Int {
            let slot = freeInner
            precondition(slot >= 0, "HeightIndex: no free inner node reserved")
            freeInner = child(slot, 0)
            freeInnerCount -= 1
            setStart(slot, 0, 0)
            setTop(slot, 0, 0)
            clearSlots(of: slot, from: 1)
            return slot
        }

        mutating func freeInnerSlot(_ slot: Int) {
            setWidth(slot, 0)
            setChild(slot, 0, freeInner)
            freeInner = slot
            freeInnerCount += 1
        }

        // MARK: Insertion

        /// Inserts a stored value at `i`, splitting full nodes on the way back up. A free leaf
        /// and `depth + 1` free inner nodes must be reserved.
        mutating func insert(_ value: Float32, at i: Int, path: UnsafeMutablePointer<Int>) {
            let (leaf, position) = descend(toEntry: i, recording: path)
            let entries = depth == 0 ? count : childCount(path[2 * depth - 2], path[2 * depth - 1])
            addAlongPath(path, count: 1, sum: Double(HeightIndex.magnitude(value)))
            count += 1
            let base = leaf << Self.leafShift
            if entries < Self.leafCapacity {
                moveEntries(from: base + position, to: base + position + 1, count: entries - position)
                leaves[base + position] = value
                return
            }
            // Split the full leaf: its upper half moves to a new leaf, then the value goes in.
            let right = takeLeaf()
            let rightBase = right << Self.leafShift
            let half = Self.leafCapacity / 2
            moveEntries(from: base + half, to: rightBase, count: Self.leafCapacity - half)
            var leftCount = half
            if position <= half {
                moveEntries(from: base + position, to: base + position + 1, count: half - position)
                leaves[base + position] = value
                leftCount += 1
            } else {
                let p = position - half
                moveEntries(from: rightBase + p, to: rightBase + p + 1, count: Self.leafCapacity - half - p)
                leaves[rightBase + p] = value
            }
            var split = (count: leftCount, sum: leafSum(leaf, count: leftCount), node: right)
            var level = depth - 1
            while level >= 0 {
                guard let next = insertChild(split, after: path[2 * level + 1], in: path[2 * level]) else { return }
                split = next
                level -= 1
            }
            // The root split: a new root above the two halves.
            let totalSum = depth == 0
                ? split.sum + leafSum(right, count: count - split.count)
                : split.sum + top(split.node, width(split.node))
            let newRoot = takeInner()
            setWidth(newRoot, 2)
            setChild(newRoot, 0, root)
            setChild(newRoot, 1, split.node)
            setStart(newRoot, 1, Int32(split.count))
            setStart(newRoot, 2, Int32(count))
            setTop(newRoot, 1, split.sum)
            setTop(newRoot, 2, totalSum)
            root = newRoot
            depth += 1
        }

        /// Child `k` of `node` has split: it keeps `split.count` entries summing to `split.sum`,
        /// and `split.node` takes the rest (the node's starts still count both as child `k`).
        /// Adds `split.node` after it; if `node` is full, splits `node` too and returns how.
        mutating func insertChild(_ split: (count: Int, sum: Double, node: Int), after k: Int,
                                  in node: Int) -> (count: Int, sum: Double, node: Int)? {
            let m = width(node)
            if m < Self.maxChildren {
                moveStarts(from: node, k + 1, to: node, k + 2, count: m - k)
                moveChildren(from: node, k + 1, to: node, k + 2, count: m - k - 1)
                setStart(node, k + 1, start(node, k) + Int32(split.count))
                setTop(node, k + 1, top(node, k) + split.sum)
                setChild(node, k + 1, split.node)
                setWidth(node, m + 1)
                return nil
            }
            // Split `node`: its upper half moves to a new node, then the child goes in.
            let right = takeInner()
            let half = (Self.maxChildren + 1) / 2
            moveStarts(from: node, half, to: right, 0, count: m - half + 1,
                       adding: -start(node, half), -top(node, half))
            moveChildren(from: node, half, to: right, 0, count: m - half)
            clearSlots(of: node, from: half + 1)
            setWidth(node, half)
            setWidth(right, m - half)
            if k < half {
                _ = insertChild(split, after: k, in: node)
            } else {
                _ = insertChild(split, after: k - half, in: right)
            }
            let end = width(node)
            return (Int(start(node, end)), top(node, end), right)
        }

        // MARK: Removal

        /// Removes the entry at `i` and returns its stored value, merging or evening out
        /// underfull nodes on the way back up and collapsing a root with one child.
        mutating func remove(at i: Int, path: UnsafeMutablePointer<Int>) -> Float32 {
            let (leaf, position) = descend(toEntry: i, recording: path)
            let entries = depth == 0 ? count : childCount(path[2 * depth - 2], path[2 * depth - 1])
            let base = leaf << Self.leafShift
            let value = leaves[base + position]
            moveEntries(from: base + position + 1, to: base + position, count: entries - position - 1)
            addAlongPath(path, count: -1, sum: -Double(HeightIndex.magnitude(value)))
            count -= 1

            var level = depth - 1
            var childIsLeaf = true
            while level >= 0 {
                let node = path[2 * level]
                let k = path[2 * level + 1]
                if childIsLeaf {
                    guard childCount(node, k) < HeightIndex.minLeafCount, rebalanceLeaves(in: node, around: k) else { break }
                } else {
                    guard width(child(node, k)) < HeightIndex.minChildren, rebalanceInner(in: node, around: k) else { break }
                }
                childIsLeaf = false
                level -= 1
            }
            while depth > 0, width(root) == 1 {
                let old = root
                root = child(old, 0)
                depth -= 1
                freeInnerSlot(old)
            }
            return value
        }

        /// Removes child `k + 1` of `node` after child `k` has taken its entries.
        mutating func removeChild(after k: Int, in node: Int) {
            let m = width(node)
            moveStarts(from: node, k + 2, to: node, k + 1, count: m - k - 1)
            moveChildren(from: node, k + 2, to: node, k + 1, count: m - k - 2)
            clearSlots(of: node, from: m)
            setWidth(node, m - 1)
        }

        /// Leaf child `k` of `node` is underfull: merges it with a neighbour if they fit in one
        /// leaf (returning true: `node` lost a child), else evens out their counts.
        mutating func rebalanceLeaves(in node: Int, around k: Int) -> Bool {
            let l = k > 0 ? k - 1 : k
            let left = child(node, l)
            let right = child(node, l + 1)
            let a = childCount(node, l)
            let b = childCount(node, l + 1)
            let leftBase = left << Self.leafShift
            let rightBase = right << Self.leafShift
            if a + b <= Self.leafCapacity {
                moveEntries(from: rightBase, to: leftBase + a, count: b)
                freeLeafSlot(right)
                removeChild(after: l, in: node)
                return true
            }
            let newA = (a + b) / 2
            if newA > a {
                let moved = newA - a
                moveEntries(from: rightBase, to: leftBase + a, count: moved)
                moveEntries(from: rightBase + moved, to: rightBase, count: b - moved)
            } else {
                let moved = a - newA
                moveEntries(from: rightBase, to: rightBase + moved, count: b)
                moveEntries(from: leftBase + newA, to: rightBase, count: moved)
            }
            setStart(node, l + 1, start(node, l) + Int32(newA))
            setTop(node, l + 1, top(node, l) + leafSum(left, count: newA))
            return false
        }

        /// Inner child `k` of `node` is underfull: merges it with a neighbour if they fit in one
        /// node (returning true: `node` lost a child), else evens out their children.
        mutating func rebalanceInner(in node: Int, around k: Int) -> Bool {
            let l = k > 0 ? k - 1 : k
            let left = child(node, l)
            let right = child(node, l + 1)
            let a = width(left)
            let b = width(right)
            if a + b <= Self.maxChildren {
                moveStarts(from: right, 1, to: left, a + 1, count: b, adding: start(left, a), top(left, a))
                moveChildren(from: right, 0, to: left, a, count: b)
                setWidth(left, a + b)
                freeInnerSlot(right)
                removeChild(after: l, in: node)
                return true
            }
            let newA = (a + b) / 2
            if newA > a {
                // The right node's first children move to the end of the left one.
                let moved = newA - a
                moveStarts(from: right, 1, to: left, a + 1, count: moved, adding: start(left, a), top(left, a))
                moveChildren(from: right, 0, to: left, a, count: moved)
                moveStarts(from: right, moved, to: right, 0, count: b - moved + 1,
                           adding: -start(right, moved), -top(right, moved))
                moveChildren(from: right, moved, to: right, 0, count: b - moved)
                clearSlots(of: right, from: b - moved + 1)
            } else {
                // The left node's last children move to the front of the right one.
                let moved = a - newA
                let (keptCount, keptSum) = (start(left, newA), top(left, newA))
                moveStarts(from: right, 0, to: right, moved, count: b + 1,
                           adding: start(left, a) - keptCount, top(left, a) - keptSum)
                moveChildren(from: right, 0, to: right, moved, count: b)
                moveStarts(from: left, newA, to: right, 0, count: moved, adding: -keptCount, -keptSum)
                moveChildren(from: left, newA, to: right, 0, count: moved)
                clearSlots(of: left, from: newA + 1)
            }
            setWidth(left, newA)
            setWidth(right, a + b - newA)
            setStart(node, l + 1, start(node, l) + start(left, newA))
            setTop(node, l + 1, top(node, l) + top(left, newA))
            return false
        }
    }
}

extension HeightIndex {
    /// The bytes the index's arrays have reserved, by capacity; for tests and measurements.
    var capacityBytes: Int {
        leaves.capacity * MemoryLayout<Float32>.stride + nodes.capacity * MemoryLayout<Int32>.stride
            + tops.capacity * MemoryLayout<Double>.stride
    }

    /// Checks the tree's structure against what it should be; for tests. Every inner node's
    /// starts and tops must equal those recomputed from its children (tops to a rounding
    /// tolerance), with 0 before the first child and sentinels past the last; every node but
    /// the root must be at least half full; every leaf must lie `depth` levels down; heights
    /// must be finite and ≥ 0 in magnitude; and every slot must be either in the tree once or
    /// on its free list once.
    func checkInvariants() -> Bool {
        let L = Self.leafCapacity
        let S = Self.nodeSlots
        guard leaves.count % L == 0, nodes.count % (1 << Self.nodeShift) == 0,
              tops.count == (nodes.count >> Self.nodeShift) << Self.slotShift,
              count >= 0, count <= Self.maxCount, depth >= 0, depth <= Self.maxDepth else { return false }
        let leafSlots = leaves.count / L
        let innerSlots = nodes.count >> Self.nodeShift
        var leafSeen = [Bool](repeating: false, count: leafSlots)
        var innerSeen = [Bool](repeating: false, count: innerSlots)
        func start(_ node: Int, _ j: Int) -> Int32 { nodes[(node << Self.nodeShift) + j] }
        func top(_ node: Int, _ j: Int) -> Double { tops[(node << Self.slotShift) + j] }
        func child(_ node: Int, _ j: Int) -> Int { Int(nodes[(node << Self.nodeShift) + Self.childOffset + j]) }
        func width(_ node: Int) -> Int { Int(nodes[(node << Self.nodeShift) + Self.widthOffset]) }
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * Swift.max(1, abs(a), abs(b)) }

        /// The height sum of the subtree at `node`, `level` levels below the root, whose
        /// parent says it holds `entries` entries; nil if anything is wrong.
        func check(_ node: Int, level: Int, entries: Int) -> Double? {
            if level == depth {
                guard node >= 0, node < leafSlots, !leafSeen[node] else { return nil }
                leafSeen[node] = true
                guard entries <= L, entries >= (level == 0 ? 0 : Self.minLeafCount) else { return nil }
                var sum = 0.0
                for j in (node * L)..<(node * L + entries) {
                    let h = Self.magnitude(leaves[j])
                    guard h.isFinite, h >= 0 else { return nil }
                    sum += Double(h)
                }
                return sum
            }
            guard node >= 0, node < innerSlots, !innerSeen[node] else { return nil }
            innerSeen[node] = true
            let m = width(node)
            guard m <= Self.maxChildren, m >= (level == 0 ? 2 : Self.minChildren),
                  start(node, 0) == 0, top(node, 0) == 0,
                  (m + 1..<S).allSatisfy({ start(node, $0) == .max && top(node, $0) == .infinity })
            else { return nil }
            var runningSum = 0.0
            for j in 0..<m {
                let childEntries = Int(start(node, j + 1)) - Int(start(node, j))
                guard childEntries > 0, let sum = check(child(node, j), level: level + 1, entries: childEntries)
                else { return nil }
                runningSum += sum
                guard close(top(node, j + 1), runningSum) else { return nil }
            }
            guard Int(start(node, m)) == entries else { return nil }
            return runningSum
        }

        if count == 0, depth == 0, leafSlots == 0 {
            // Nothing stored yet.
        } else {
            guard let sum = check(root, level: 0, entries: count), close(totalHeight, sum) else { return false }
        }

        // Every slot not in the tree is on its free list, once.
        var free = 0
        var slot = freeLeaf
        while slot != -1 {
            guard slot >= 0, slot < leafSlots, !leafSeen[slot] else { return false }
            leafSeen[slot] = true
            free += 1
            slot = Int(Int32(bitPattern: leaves[slot * L].bitPattern))
        }
        guard free == freeLeafCount, !leafSeen.contains(false) else { return false }
        free = 0
        slot = freeInner
        while slot != -1 {
            guard slot >= 0, slot < innerSlots, !innerSeen[slot], width(slot) == 0 else { return false }
            innerSeen[slot] = true
            free += 1
            slot = child(slot, 0)
        }
        return free == freeInnerCount && !innerSeen.contains(false)
    }
}
