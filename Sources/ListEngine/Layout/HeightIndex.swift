/// The heights of a long sequence of layout entries (section headers, rows, footers), with
/// prefix sums and offset searches in O(log n), and single-entry updates, insertions and
/// removals in O(log n).
///
/// The index is a B+ tree kept in flat arrays (no class nodes, so no reference counting while
/// it is read). Leaves hold up to ``leafCapacity`` heights as `Float32` (4 bytes an entry);
/// inner nodes hold up to ``fanout`` children, with the running (prefix) entry counts and
/// height sums of their children in parallel arrays, so a descent finds its child by one
/// linear scan a level. Built in bulk, leaves are full: about 4.3 bytes an entry in all.
/// `Float32` holds whole and half points exactly up to 16 million, far above any row; sums are
/// carried in `Double`.
///
/// Each entry also carries a *measured* flag (whether a self-sizing row has been measured) in
/// its `Float32`'s sign bit: heights are never negative, so the flag costs no memory and moves
/// with its entry. Sums use the magnitude.
///
/// Offsets follow the entries' order: entry `i` spans `offset(of: i) ..< offset(of: i) + height(at: i)`.
public struct HeightIndex: Sendable {
    /// One stored entry: its height and whether a self-sizing row has measured it.
    public struct Entry: Hashable, Sendable {
        /// The entry's height, as stored (rounded to `Float32`).
        public var height: Double
        /// Whether a self-sizing row has measured this entry.
        public var isMeasured: Bool

        /// Creates an entry.
        ///
        /// - Precondition: `height` is finite and ≥ 0 (callers validate; see ``ListError``).
        /// - Complexity: O(1).
        public init(height: Double, isMeasured: Bool = false) {
            self.height = height
            self.isMeasured = isMeasured
        }
    }

    // MARK: Parameters

    /// Entries a leaf holds at most. A power of two.
    static let leafCapacity = 64
    static let leafShift = 6
    /// Entries a leaf other than the root holds at least.
    static let minLeafCount = leafCapacity / 2
    /// Children an inner node holds at most. A power of two.
    static let fanout = 32
    static let fanoutShift = 5
    /// Children an inner node other than the root holds at least (the root: 2).
    static let minFanout = fanout / 2
    /// Inner levels a descent can record. With at least `minFanout` children a node that is far
    /// beyond any count an `Int` can hold.
    static let maxDepth = 24
    /// The sign bit of a stored height: set when the entry is measured.
    static let measuredBit: UInt32 = 0x8000_0000

    // MARK: Storage

    /// Leaf slot `s` holds its entries at `leaves[s << leafShift ..< (s << leafShift) + n]`,
    /// where `n` is the leaf's count (from its parent's `counts`, or ``count`` for a root leaf).
    /// A free slot keeps the next free slot (or -1) as the bit pattern of its first element.
    private var leaves: [Float32]
    /// Inner slot `s` keeps, for its children `k` in `0 ..< widths[s]`, at `(s << fanoutShift) + k`:
    /// the number of entries in children `0...k` (`counts`), the sum of their heights (`sums`),
    /// and child `k`'s slot (`children`): a leaf slot on the lowest inner level, else an inner slot.
    private var counts: [Int]
    private var sums: [Double]
    private var children: [Int32]
    /// The number of children of each inner slot; 0 for a free slot, whose first `children`
    /// element keeps the next free slot (or -1).
    private var widths: [Int32]
    /// The root's slot: a leaf slot when `depth` is 0, else an inner slot.
    private var root: Int
    /// The number of inner levels; every leaf is this many levels below the root.
    private var depth: Int
    /// The number of entries.
    ///
    /// - Complexity: O(1).
    public private(set) var count: Int
    private var freeLeaf: Int
    private var freeLeafCount: Int
    private var freeInner: Int
    private var freeInnerCount: Int

    // MARK: Creating an index

    /// Creates an index of `count` entries that all have `height`, none of them measured.
    ///
    /// - Precondition: `height` is finite and ≥ 0 (callers validate; see ``ListError``).
    /// - Complexity: O(n).
    public init(repeating height: Double, count: Int) {
        var storage = [Float32]()
        storage.reserveCapacity(Self.paddedCount(count))
        storage.append(contentsOf: repeatElement(Float32(height), count: count))
        self.init(building: storage, clearingFlags: true)
    }

    /// Creates an index over the given heights, in order, none of them measured.
    ///
    /// - Precondition: every height is finite and ≥ 0.
    /// - Complexity: O(n).
    public init<S: Sequence>(_ heights: S) where S.Element == Double {
        var storage = [Float32]()
        storage.reserveCapacity(Self.paddedCount(heights.underestimatedCount))
        for height in heights { storage.append(Float32(height)) }
        self.init(building: storage, clearingFlags: true)
    }

    /// Creates an index over the given heights, in order, none of them measured.
    ///
    /// - Complexity: O(n).
    init(heights: [Float32]) {
        self.init(building: heights, clearingFlags: true)
    }

    /// Builds the tree over `storage` (stored values, in order) with every leaf full but the
    /// last two, which share what is left. `storage` becomes the leaves, padded to whole leaves.
    /// With `clearingFlags`, sign bits are cleared (the entries are unmeasured).
    private init(building storage: [Float32], clearingFlags: Bool) {
        let L = Self.leafCapacity
        let F = Self.fanout
        let n = storage.count
        count = n
        freeLeaf = -1
        freeLeafCount = 0
        freeInner = -1
        freeInnerCount = 0
        root = 0
        depth = 0
        counts = []
        sums = []
        children = []
        widths = []
        guard n > 0 else {
            leaves = []
            return
        }
        var leaves = storage
        let leafTotal = (n + L - 1) >> Self.leafShift
        if leaves.capacity < leafTotal << Self.leafShift {
            leaves.reserveCapacity(leafTotal << Self.leafShift)
        }
        leaves.append(contentsOf: repeatElement(0, count: leafTotal << Self.leafShift - n))

        // Leaf sizes: all full but the last; if the last is underfull, the last two share.
        var levelCounts = [Int](repeating: L, count: leafTotal)
        levelCounts[leafTotal - 1] = n - (leafTotal - 1) * L
        var levelSums = [Double](repeating: 0, count: leafTotal)
        leaves.withUnsafeMutableBufferPointer { h in
            if leafTotal >= 2, levelCounts[leafTotal - 1] < Self.minLeafCount {
                let last = (leafTotal - 1) << Self.leafShift
                let lastCount = levelCounts[leafTotal - 1]
                let keep = (L + lastCount + 1) / 2
                let moved = L - keep
                for j in stride(from: lastCount - 1, through: 0, by: -1) { h[last + moved + j] = h[last + j] }
                for j in 0..<moved { h[last + j] = h[last - L + keep + j] }
                levelCounts[leafTotal - 2] = keep
                levelCounts[leafTotal - 1] = lastCount + moved
            }
            for leaf in 0..<leafTotal {
                let base = leaf << Self.leafShift
                if clearingFlags {
                    for j in base..<(base + levelCounts[leaf]) {
                        h[j] = Float32(bitPattern: h[j].bitPattern & ~Self.measuredBit)
                    }
                }
                levelSums[leaf] = Self.sum(h, from: base, count: levelCounts[leaf])
            }
        }
        self.leaves = leaves

        // Inner levels, bottom up: each groups the level below into nodes of `fanout`
        // children, all full but the last two, which share what is left.
        func groupSizes(_ items: Int) -> [Int] {
            let groups = (items + F - 1) >> Self.fanoutShift
            var sizes = [Int](repeating: F, count: groups)
            sizes[groups - 1] = items - (groups - 1) * F
            if groups >= 2, sizes[groups - 1] < Self.minFanout {
                let shared = F + sizes[groups - 1]
                sizes[groups - 2] = (shared + 1) / 2
                sizes[groups - 1] = shared - sizes[groups - 2]
            }
            return sizes
        }
        var innerTotal = 0
        var items = leafTotal
        while items > 1 {
            items = (items + F - 1) >> Self.fanoutShift
            innerTotal += items
        }
        counts.reserveCapacity(innerTotal << Self.fanoutShift)
        sums.reserveCapacity(innerTotal << Self.fanoutShift)
        children.reserveCapacity(innerTotal << Self.fanoutShift)
        widths.reserveCapacity(innerTotal)

        var levelSlots = Array(0..<leafTotal)
        while levelSlots.count > 1 {
            var nextSlots = [Int]()
            var nextCounts = [Int]()
            var nextSums = [Double]()
            var item = 0
            for size in groupSizes(levelSlots.count) {
                nextSlots.append(widths.count)
                widths.append(Int32(size))
                var runningCount = 0
                var runningSum = 0.0
                for _ in 0..<size {
                    runningCount += levelCounts[item]
                    runningSum += levelSums[item]
                    counts.append(runningCount)
                    sums.append(runningSum)
                    children.append(Int32(levelSlots[item]))
                    item += 1
                }
                counts.append(contentsOf: repeatElement(0, count: F - size))
                sums.append(contentsOf: repeatElement(0, count: F - size))
                children.append(contentsOf: repeatElement(-1, count: F - size))
                nextCounts.append(runningCount)
                nextSums.append(runningSum)
            }
            levelSlots = nextSlots
            levelCounts = nextCounts
            levelSums = nextSums
            depth += 1
        }
        root = levelSlots[0]
    }

    /// `count` rounded up to whole leaves.
    private static func paddedCount(_ count: Int) -> Int {
        (count + leafCapacity - 1) & ~(leafCapacity - 1)
    }

    // MARK: Reading

    /// The sum of all heights.
    ///
    /// - Complexity: O(1).
    public var totalHeight: Double {
        if depth > 0 { return sums[(root << Self.fanoutShift) + Int(widths[root]) - 1] }
        return leaves.withUnsafeBufferPointer { Self.sum($0, from: root << Self.leafShift, count: count) }
    }

    /// The height of entry `i`.
    ///
    /// - Precondition: `0 <= i < count`.
    /// - Complexity: O(log n).
    public func height(at i: Int) -> Double {
        Double(Self.magnitude(stored(at: i)))
    }

    /// Entry `i`: its height and whether it is measured.
    ///
    /// - Precondition: `0 <= i < count`.
    /// - Complexity: O(log n).
    public func entry(at i: Int) -> Entry {
        Self.entry(stored(at: i))
    }

    /// Whether entry `i` is measured.
    ///
    /// - Precondition: `0 <= i < count`.
    /// - Complexity: O(log n).
    public func isMeasured(at i: Int) -> Bool {
        stored(at: i).bitPattern & Self.measuredBit != 0
    }

    /// The offset at which entry `i` starts: the sum of the heights before it. `i` may equal
    /// `count`, giving ``totalHeight``.
    ///
    /// - Precondition: `0 <= i <= count`.
    /// - Complexity: O(log n).
    public func offset(of i: Int) -> Double {
        precondition(i >= 0 && i <= count, "HeightIndex: offset index out of range")
        return withReadableStorage { s in
            let (leaf, position, before) = s.descend(toEntry: i, root: root, depth: depth)
            return before + Self.sum(s.leaves, from: leaf << Self.leafShift, count: position)
        }
    }

    /// The number of leading entries that end at or before `y`: the index of the first entry
    /// whose bottom lies below `y` (or `count`).
    ///
    /// - Complexity: O(log n).
    public func entriesEnding(atOrBefore y: Double) -> Int {
        y < 0 ? 0 : search(y, strict: false)
    }

    /// The number of entries that start above `y`: one past the last entry whose top lies above `y`.
    ///
    /// - Complexity: O(log n).
    public func entriesStarting(before y: Double) -> Int {
        y <= 0 ? 0 : Swift.min(count, search(y, strict: true) + 1)
    }

    /// The stored value of entry `i`.
    @inline(__always)
    private func stored(at i: Int) -> Float32 {
        precondition(i >= 0 && i < count, "HeightIndex: index out of range")
        return withReadableStorage { s in
            let (leaf, position, _) = s.descend(toEntry: i, root: root, depth: depth)
            return s.leaves[(leaf << Self.leafShift) + position]
        }
    }

    /// The largest `k` whose prefix sum (heights of entries `0..<k`) is ≤ `y` (or < `y` if `strict`).
    private func search(_ y: Double, strict: Bool) -> Int {
        withReadableStorage { s in
            var node = root
            var remaining = y
            var before = 0
            var leafCount = count
            for _ in 0..<depth {
                let base = node << Self.fanoutShift
                let last = base + Int(s.widths[node]) - 1
                // The first child whose running sum passes `remaining` (the last if none does).
                var k = base
                if strict {
                    while k < last, s.sums[k] < remaining { k += 1 }
                } else {
                    while k < last, s.sums[k] <= remaining { k += 1 }
                }
                if k > base {
                    remaining -= s.sums[k - 1]
                    before += s.counts[k - 1]
                    leafCount = s.counts[k] - s.counts[k - 1]
                } else {
                    leafCount = s.counts[k]
                }
                node = Int(s.children[k])
            }
            var k = node << Self.leafShift
            let end = k + leafCount
            let start = k
            while k < end {
                let height = Double(Self.magnitude(s.leaves[k]))
                guard strict ? height < remaining : height <= remaining else { break }
                remaining -= height
                k += 1
            }
            return before + (k - start)
        }
    }

    // MARK: Updating

    /// Sets the height of entry `i`, keeping its measured flag, and returns by how much it
    /// changed (new − old, as stored; 0 when unchanged).
    ///
    /// - Precondition: `0 <= i < count`; `height` is finite and ≥ 0.
    /// - Complexity: O(log n).
    @discardableResult
    public mutating func setHeight(_ height: Double, at i: Int) -> Double {
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
                s.addAlongPath(path, count: 0, sum: delta)
                return delta
            }
        }
    }

    /// Sets whether entry `i` is measured, keeping its height.
    ///
    /// - Precondition: `0 <= i < count`.
    /// - Complexity: O(log n).
    public mutating func setMeasured(_ measured: Bool, at i: Int) {
        precondition(i >= 0 && i < count, "HeightIndex: index out of range")
        withWritableStorage { s in
            let (leaf, position, _) = s.readable.descend(toEntry: i, root: s.root, depth: s.depth)
            let slot = (leaf << Self.leafShift) + position
            let bits = s.leaves[slot].bitPattern & ~Self.measuredBit
            s.leaves[slot] = Float32(bitPattern: measured ? bits | Self.measuredBit : bits)
        }
    }

    /// Inserts `entry` so that it becomes entry `i`.
    ///
    /// - Precondition: `0 <= i <= count`; the height is finite and ≥ 0.
    /// - Complexity: O(log n). Allocates only when the storage has to grow.
    public mutating func insert(_ entry: Entry, at i: Int) {
        precondition(i >= 0 && i <= count, "HeightIndex: insertion index out of range")
        reserveForInsertion()
        let value = Self.stored(entry)
        withWritableStorage { s in
            Self.withPath { path in s.insert(value, at: i, path: path) }
        }
    }

    /// Inserts `entries` so that the first becomes entry `i`, in order.
    ///
    /// Inserts one entry at a time when they are few; when they are many next to `count`
    /// (at least 1/16 of it, and 64), rebuilds the tree with full leaves instead.
    ///
    /// - Precondition: `0 <= i <= count`; every height is finite and ≥ 0.
    /// - Complexity: O(k log n), where k is the number of entries inserted; O(n + k) when it
    ///   rebuilds.
    public mutating func insert<C: Collection>(contentsOf entries: C, at i: Int) where C.Element == Entry {
        precondition(i >= 0 && i <= count, "HeightIndex: insertion index out of range")
        let k = entries.count
        guard k > 0 else { return }
        if Self.rebuilds(changing: k, of: count) {
            var storage = [Float32]()
            storage.reserveCapacity(Self.paddedCount(count + k))
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
            return
        }
        var position = i
        for entry in entries {
            insert(entry, at: position)
            position += 1
        }
    }

    /// Removes entry `i` and returns it.
    ///
    /// - Precondition: `0 <= i < count`.
    /// - Complexity: O(log n). Never allocates.
    @discardableResult
    public mutating func remove(at i: Int) -> Entry {
        precondition(i >= 0 && i < count, "HeightIndex: index out of range")
        let value = withWritableStorage { s in
            Self.withPath { path in s.remove(at: i, path: path) }
        }
        return Self.entry(value)
    }

    /// Removes the entries in `range`.
    ///
    /// Removes one entry at a time when they are few; when they are many next to `count` (at
    /// least 1/16 of it, and 64), rebuilds the tree with full leaves instead.
    ///
    /// - Precondition: `range` lies within `0 ..< count`.
    /// - Complexity: O(k log n), where k is `range.count`; O(n) when it rebuilds.
    public mutating func removeSubrange(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "HeightIndex: range out of bounds")
        let k = range.count
        guard k > 0 else { return }
        if Self.rebuilds(changing: k, of: count) {
            var storage = [Float32]()
            storage.reserveCapacity(Self.paddedCount(count - k))
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
            return
        }
        withWritableStorage { s in
            Self.withPath { path in
                for _ in range { _ = s.remove(at: range.lowerBound, path: path) }
            }
        }
    }

    /// Whether inserting or removing `k` of `n` entries rebuilds rather than going one at a time.
    private static func rebuilds(changing k: Int, of n: Int) -> Bool {
        k >= leafCapacity && k >= n >> 4
    }

    // MARK: Stored values

    @inline(__always)
    private static func magnitude(_ value: Float32) -> Float32 {
        Float32(bitPattern: value.bitPattern & ~measuredBit)
    }

    private static func stored(_ entry: Entry) -> Float32 {
        let bits = Float32(entry.height).magnitude.bitPattern
        return Float32(bitPattern: entry.isMeasured ? bits | measuredBit : bits)
    }

    private static func entry(_ value: Float32) -> Entry {
        Entry(height: Double(magnitude(value)), isMeasured: value.bitPattern & measuredBit != 0)
    }

    /// The sum of the heights of `count` stored values from `start`.
    @inline(__always)
    private static func sum(_ h: UnsafeBufferPointer<Float32>, from start: Int, count: Int) -> Double {
        var sum = 0.0
        for j in start..<(start + count) { sum += Double(magnitude(h[j])) }
        return sum
    }

    @inline(__always)
    private static func sum(_ h: UnsafeMutableBufferPointer<Float32>, from start: Int, count: Int) -> Double {
        sum(UnsafeBufferPointer(h), from: start, count: count)
    }

    /// Calls `body` with room for a descent's path: `(node, child)` pairs, root first.
    @inline(__always)
    private static func withPath<R>(_ body: (UnsafeMutablePointer<Int>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * 24) { body($0.baseAddress!) }
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
                let base = node << Self.fanoutShift
                var previous = 0
                for k in 0..<Int(widths[node]) {
                    visit(Int(children[base + k]), level: level + 1, entries: counts[base + k] - previous)
                    previous = counts[base + k]
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
            leaves.append(contentsOf: repeatElement(0, count: added << Self.leafShift))
            for slot in stride(from: slots + added - 1, through: slots, by: -1) {
                leaves[slot << Self.leafShift] = Float32(bitPattern: UInt32(truncatingIfNeeded: freeLeaf))
                freeLeaf = slot
            }
            freeLeafCount += added
        }
        let needed = depth + 1
        if freeInnerCount < needed {
            let slots = widths.count
            let added = Swift.max(needed - freeInnerCount, slots >> 3)
            let wanted = slots + added
            widths.reserveCapacity(wanted)
            counts.reserveCapacity(wanted << Self.fanoutShift)
            sums.reserveCapacity(wanted << Self.fanoutShift)
            children.reserveCapacity(wanted << Self.fanoutShift)
            counts.append(contentsOf: repeatElement(0, count: added << Self.fanoutShift))
            sums.append(contentsOf: repeatElement(0, count: added << Self.fanoutShift))
            children.append(contentsOf: repeatElement(-1, count: added << Self.fanoutShift))
            widths.append(contentsOf: repeatElement(0, count: added))
            for slot in stride(from: wanted - 1, through: slots, by: -1) {
                children[slot << Self.fanoutShift] = Int32(freeInner)
                freeInner = slot
            }
            freeInnerCount += added
        }
    }

    // MARK: Storage access

    /// Calls `body` with the storage seen through pointers.
    @inline(__always)
    private func withReadableStorage<R>(_ body: (ReadableStorage) -> R) -> R {
        leaves.withUnsafeBufferPointer { leaves in
            counts.withUnsafeBufferPointer { counts in
                sums.withUnsafeBufferPointer { sums in
                    children.withUnsafeBufferPointer { children in
                        widths.withUnsafeBufferPointer { widths in
                            body(ReadableStorage(leaves: leaves, counts: counts, sums: sums,
                                                 children: children, widths: widths))
                        }
                    }
                }
            }
        }
    }

    /// Calls `body` with the storage seen through pointers and the tree's bookkeeping, which
    /// it may change; the arrays' lengths stay as they are.
    @inline(__always)
    private mutating func withWritableStorage<R>(_ body: (inout WritableStorage) -> R) -> R {
        var tree = (root: root, depth: depth, count: count, freeLeaf: freeLeaf, freeLeafCount: freeLeafCount,
                    freeInner: freeInner, freeInnerCount: freeInnerCount)
        let result = leaves.withUnsafeMutableBufferPointer { leaves in
            counts.withUnsafeMutableBufferPointer { counts in
                sums.withUnsafeMutableBufferPointer { sums in
                    children.withUnsafeMutableBufferPointer { children in
                        widths.withUnsafeMutableBufferPointer { widths in
                            var s = WritableStorage(
                                leaves: leaves, counts: counts, sums: sums, children: children, widths: widths,
                                root: tree.root, depth: tree.depth, count: tree.count,
                                freeLeaf: tree.freeLeaf, freeLeafCount: tree.freeLeafCount,
                                freeInner: tree.freeInner, freeInnerCount: tree.freeInnerCount)
                            let result = body(&s)
                            tree = (s.root, s.depth, s.count, s.freeLeaf, s.freeLeafCount, s.freeInner, s.freeInnerCount)
                            return result
                        }
                    }
                }
            }
        }
        (root, depth, count, freeLeaf, freeLeafCount, freeInner, freeInnerCount) = tree
        return result
    }

    /// The storage, read through pointers.
    private struct ReadableStorage {
        let leaves: UnsafeBufferPointer<Float32>
        let counts: UnsafeBufferPointer<Int>
        let sums: UnsafeBufferPointer<Double>
        let children: UnsafeBufferPointer<Int32>
        let widths: UnsafeBufferPointer<Int32>

        /// The leaf that holds entry `i` (or, for `i == count`, ends with it), `i`'s position in
        /// it, and the sum of the heights before that leaf.
        @inline(__always)
        func descend(toEntry i: Int, root: Int, depth: Int) -> (leaf: Int, position: Int, before: Double) {
            var node = root
            var rest = i
            var before = 0.0
            for _ in 0..<depth {
                let base = node << HeightIndex.fanoutShift
                let last = base + Int(widths[node]) - 1
                var k = base
                while k < last, counts[k] <= rest { k += 1 }
                if k > base {
                    rest -= counts[k - 1]
                    before += sums[k - 1]
                }
                node = Int(children[k])
            }
            return (node, rest, before)
        }
    }

    /// The storage, changed through pointers, with the tree's bookkeeping.
    private struct WritableStorage {
        let leaves: UnsafeMutableBufferPointer<Float32>
        let counts: UnsafeMutableBufferPointer<Int>
        let sums: UnsafeMutableBufferPointer<Double>
        let children: UnsafeMutableBufferPointer<Int32>
        let widths: UnsafeMutableBufferPointer<Int32>
        var root: Int
        var depth: Int
        var count: Int
        var freeLeaf: Int
        var freeLeafCount: Int
        var freeInner: Int
        var freeInnerCount: Int

        private static let L = HeightIndex.leafCapacity
        private static let F = HeightIndex.fanout
        private static let leafShift = HeightIndex.leafShift
        private static let fanoutShift = HeightIndex.fanoutShift

        var readable: ReadableStorage {
            ReadableStorage(leaves: UnsafeBufferPointer(leaves), counts: UnsafeBufferPointer(counts),
                            sums: UnsafeBufferPointer(sums), children: UnsafeBufferPointer(children),
                            widths: UnsafeBufferPointer(widths))
        }

        /// Descends to entry `i` (which may equal `count`), recording `(node, child)` for each
        /// inner level in `path`; returns the leaf and `i`'s position in it.
        @inline(__always)
        func descend(toEntry i: Int, recording path: UnsafeMutablePointer<Int>) -> (leaf: Int, position: Int) {
            var node = root
            var rest = i
            for level in 0..<depth {
                let base = node << Self.fanoutShift
                let last = base + Int(widths[node]) - 1
                var k = base
                while k < last, counts[k] <= rest { k += 1 }
                if k > base { rest -= counts[k - 1] }
                path[2 * level] = node
                path[2 * level + 1] = k - base
                node = Int(children[k])
            }
            return (node, rest)
        }

        /// Adds `count` and `sum` to the running totals of every child on `path` and after it.
        @inline(__always)
        func addAlongPath(_ path: UnsafeMutablePointer<Int>, count: Int, sum: Double) {
            for level in 0..<depth {
                let node = path[2 * level]
                let base = node << Self.fanoutShift
                for j in (base + path[2 * level + 1])..<(base + Int(widths[node])) {
                    counts[j] += count
                    sums[j] += sum
                }
            }
        }

        /// The number of entries in child `k` of `node`.
        @inline(__always)
        func childCount(_ node: Int, _ k: Int) -> Int {
            let base = node << Self.fanoutShift
            return k > 0 ? counts[base + k] - counts[base + k - 1] : counts[base]
        }

        /// The entry count and height sum of everything in `node`.
        @inline(__always)
        func totals(ofInner node: Int) -> (count: Int, sum: Double) {
            let j = (node << Self.fanoutShift) + Int(widths[node]) - 1
            return (counts[j], sums[j])
        }

        func leafSum(_ leaf: Int, count: Int) -> Double {
            HeightIndex.sum(leaves, from: leaf << Self.leafShift, count: count)
        }

        /// Moves `n` stored values within the leaves (the ranges may overlap).
        @inline(__always)
        func moveEntries(from source: Int, to destination: Int, count n: Int) {
            guard n > 0 else { return }
            (leaves.baseAddress! + destination).update(from: leaves.baseAddress! + source, count: n)
        }

        /// Moves `n` children's slots and running totals within the inner storage, adding
        /// `countShift` and `sumShift` to the totals (the ranges may overlap).
        func moveChildren(from source: Int, to destination: Int, count n: Int,
                          adding countShift: Int = 0, _ sumShift: Double = 0) {
            guard n > 0 else { return }
            (children.baseAddress! + destination).update(from: children.baseAddress! + source, count: n)
            (counts.baseAddress! + destination).update(from: counts.baseAddress! + source, count: n)
            (sums.baseAddress! + destination).update(from: sums.baseAddress! + source, count: n)
            if countShift != 0 || sumShift != 0 {
                for j in destination..<(destination + n) {
                    counts[j] += countShift
                    sums[j] += sumShift
                }
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

        mutating func takeInner() -> Int {
            let slot = freeInner
            precondition(slot >= 0, "HeightIndex: no free inner node reserved")
            freeInner = Int(children[slot << Self.fanoutShift])
            freeInnerCount -= 1
            return slot
        }

        mutating func freeInnerSlot(_ slot: Int) {
            widths[slot] = 0
            children[slot << Self.fanoutShift] = Int32(freeInner)
            freeInner = slot
            freeInnerCount += 1
        }

        // MARK: Insertion

        /// Inserts a stored value at `i`, splitting full nodes on the way back up. A free leaf
        /// and `depth + 1` free inner nodes must be reserved.
        mutating func insert(_ value: Float32, at i: Int, path: UnsafeMutablePointer<Int>) {
            let (leaf, position) = descend(toEntry: i, recording: path)
            let height = Double(HeightIndex.magnitude(value))
            let entries = depth == 0 ? count : childCount(path[2 * depth - 2], path[2 * depth - 1])
            addAlongPath(path, count: 1, sum: height)
            count += 1
            let base = leaf << Self.leafShift
            if entries < Self.L {
                moveEntries(from: base + position, to: base + position + 1, count: entries - position)
                leaves[base + position] = value
                return
            }
            // Split the full leaf: its upper half moves to a new leaf, then the value goes in.
            let right = takeLeaf()
            let rightBase = right << Self.leafShift
            let half = Self.L / 2
            moveEntries(from: base + half, to: rightBase, count: Self.L - half)
            var leftCount = half
            if position <= half {
                moveEntries(from: base + position, to: base + position + 1, count: half - position)
                leaves[base + position] = value
                leftCount += 1
            } else {
                let p = position - half
                moveEntries(from: rightBase + p, to: rightBase + p + 1, count: Self.L - half - p)
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
            let totalSum: Double
            if depth == 0 {
                totalSum = split.sum + leafSum(right, count: count - split.count)
            } else {
                let rightTotals = totals(ofInner: split.node)
                totalSum = split.sum + rightTotals.sum
            }
            let newRoot = takeInner()
            let rootBase = newRoot << Self.fanoutShift
            widths[newRoot] = 2
            children[rootBase] = Int32(root)
            children[rootBase + 1] = Int32(split.node)
            counts[rootBase] = split.count
            counts[rootBase + 1] = count
            sums[rootBase] = split.sum
            sums[rootBase + 1] = totalSum
            root = newRoot
            depth += 1
        }

        /// Child `k` of `node` has split: it keeps `split.count` entries summing to `split.sum`,
        /// and `split.node` takes the rest (the running totals at `k` still cover both). Adds
        /// `split.node` after it; if `node` is full, splits `node` too and returns how.
        mutating func insertChild(_ split: (count: Int, sum: Double, node: Int), after k: Int,
                                  in node: Int) -> (count: Int, sum: Double, node: Int)? {
            let m = Int(widths[node])
            if m < Self.F {
                let base = node << Self.fanoutShift
                moveChildren(from: base + k + 1, to: base + k + 2, count: m - k - 1)
                counts[base + k + 1] = counts[base + k]
                sums[base + k + 1] = sums[base + k]
                children[base + k + 1] = Int32(split.node)
                counts[base + k] = (k > 0 ? counts[base + k - 1] : 0) + split.count
                sums[base + k] = (k > 0 ? sums[base + k - 1] : 0) + split.sum
                widths[node] = Int32(m + 1)
                return nil
            }
            // Split `node` in half, then add the child to the half that holds `k`.
            let right = takeInner()
            let base = node << Self.fanoutShift
            let half = Self.F / 2
            moveChildren(from: base + half, to: right << Self.fanoutShift, count: m - half,
                         adding: -counts[base + half - 1], -sums[base + half - 1])
            widths[node] = Int32(half)
            widths[right] = Int32(m - half)
            if k < half {
                _ = insertChild(split, after: k, in: node)
            } else {
                _ = insertChild(split, after: k - half, in: right)
            }
            let left = totals(ofInner: node)
            return (left.count, left.sum, right)
        }

        // MARK: Removal

        /// Removes the entry at `i` and returns its stored value, merging or rebalancing
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
                let size = childIsLeaf ? childCount(node, k) : Int(widths[Int(children[(node << Self.fanoutShift) + k])])
                if size >= (childIsLeaf ? HeightIndex.minLeafCount : HeightIndex.minFanout) { break }
                let merged = childIsLeaf ? rebalanceLeaves(in: node, around: k) : rebalanceInner(in: node, around: k)
                guard merged else { break }
                childIsLeaf = false
                level -= 1
            }
            while depth > 0, widths[root] == 1 {
                let old = root
                root = Int(children[old << Self.fanoutShift])
                depth -= 1
                freeInnerSlot(old)
            }
            return value
        }

        /// Removes child `k + 1` of `node` after child `k` has taken its entries.
        mutating func removeChild(after k: Int, in node: Int) {
            let base = node << Self.fanoutShift
            let m = Int(widths[node])
            counts[base + k] = counts[base + k + 1]
            sums[base + k] = sums[base + k + 1]
            moveChildren(from: base + k + 2, to: base + k + 1, count: m - k - 2)
            widths[node] = Int32(m - 1)
        }

        /// Leaf child `k` of `node` is underfull: merges it with a neighbour if they fit in one
        /// leaf (returning true: `node` lost a child), else evens out their counts.
        mutating func rebalanceLeaves(in node: Int, around k: Int) -> Bool {
            let base = node << Self.fanoutShift
            let l = k > 0 ? k - 1 : k
            let left = Int(children[base + l])
            let right = Int(children[base + l + 1])
            let a = childCount(node, l)
            let b = childCount(node, l + 1)
            let leftBase = left << Self.leafShift
            let rightBase = right << Self.leafShift
            if a + b <= Self.L {
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
            counts[base + l] = (l > 0 ? counts[base + l - 1] : 0) + newA
            sums[base + l] = (l > 0 ? sums[base + l - 1] : 0) + leafSum(left, count: newA)
            return false
        }

        /// Inner child `k` of `node` is underfull: merges it with a neighbour if they fit in one
        /// node (returning true: `node` lost a child), else evens out their children.
        mutating func rebalanceInner(in node: Int, around k: Int) -> Bool {
            let base = node << Self.fanoutShift
            let l = k > 0 ? k - 1 : k
            let left = Int(children[base + l])
            let right = Int(children[base + l + 1])
            let a = Int(widths[left])
            let b = Int(widths[right])
            let leftBase = left << Self.fanoutShift
            let rightBase = right << Self.fanoutShift
            if a + b <= Self.F {
                moveChildren(from: rightBase, to: leftBase + a, count: b,
                             adding: counts[leftBase + a - 1], sums[leftBase + a - 1])
                widths[left] = Int32(a + b)
                freeInnerSlot(right)
                removeChild(after: l, in: node)
                return true
            }
            let newA = (a + b) / 2
            if newA > a {
                let moved = newA - a
                moveChildren(from: rightBase, to: leftBase + a, count: moved,
                             adding: counts[leftBase + a - 1], sums[leftBase + a - 1])
                let (movedCount, movedSum) = (counts[rightBase + moved - 1], sums[rightBase + moved - 1])
                moveChildren(from: rightBase + moved, to: rightBase, count: b - moved,
                             adding: -movedCount, -movedSum)
            } else {
                let moved = a - newA
                let (keptCount, keptSum) = (counts[leftBase + newA - 1], sums[leftBase + newA - 1])
                let (movedCount, movedSum) = (counts[leftBase + a - 1] - keptCount, sums[leftBase + a - 1] - keptSum)
                moveChildren(from: rightBase, to: rightBase + moved, count: b, adding: movedCount, movedSum)
                moveChildren(from: leftBase + newA, to: rightBase, count: moved, adding: -keptCount, -keptSum)
            }
            widths[left] = Int32(newA)
            widths[right] = Int32(a + b - newA)
            let leftTotals = totals(ofInner: left)
            counts[base + l] = (l > 0 ? counts[base + l - 1] : 0) + leftTotals.count
            sums[base + l] = (l > 0 ? sums[base + l - 1] : 0) + leftTotals.sum
            return false
        }
    }
}

extension HeightIndex {
    /// The bytes the index's arrays have reserved, by capacity; for tests and measurements.
    var capacityBytes: Int {
        leaves.capacity * MemoryLayout<Float32>.stride + counts.capacity * MemoryLayout<Int>.stride
            + sums.capacity * MemoryLayout<Double>.stride + children.capacity * MemoryLayout<Int32>.stride
            + widths.capacity * MemoryLayout<Int32>.stride
    }

    /// Checks the tree's structure against what it should be; for tests. Every inner node's
    /// running counts and sums must equal those recomputed from its children (sums to a
    /// rounding tolerance), every node but the root must be at least half full, every leaf
    /// must lie `depth` levels down, heights must be finite and ≥ 0 in magnitude, and every
    /// slot must be either in the tree once or on its free list once.
    func checkInvariants() -> Bool {
        let L = Self.leafCapacity
        let F = Self.fanout
        guard leaves.count % L == 0, counts.count == widths.count * F, sums.count == counts.count,
              children.count == counts.count, count >= 0, depth >= 0, depth < Self.maxDepth else { return false }
        let leafSlots = leaves.count / L
        let innerSlots = widths.count
        var leafSeen = [Bool](repeating: false, count: leafSlots)
        var innerSeen = [Bool](repeating: false, count: innerSlots)

        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * Swift.max(1, abs(a), abs(b)) }

        /// The count and sum of the subtree at `node`, `level` levels below the root, whose
        /// parent says it holds `entries` entries; nil if anything is wrong.
        func check(_ node: Int, level: Int, entries: Int) -> (count: Int, sum: Double)? {
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
                return (entries, sum)
            }
            guard node >= 0, node < innerSlots, !innerSeen[node] else { return nil }
            innerSeen[node] = true
            let m = Int(widths[node])
            guard m <= F, m >= (level == 0 ? 2 : Self.minFanout) else { return nil }
            var runningCount = 0
            var runningSum = 0.0
            for k in 0..<m {
                let j = node * F + k
                let childEntries = counts[j] - runningCount
                guard childEntries > 0, let child = check(Int(children[j]), level: level + 1, entries: childEntries),
                      child.count == childEntries else { return nil }
                runningCount += child.count
                runningSum += child.sum
                guard close(sums[j], runningSum) else { return nil }
            }
            guard runningCount == entries else { return nil }
            return (runningCount, runningSum)
        }

        if count == 0, depth == 0, leafSlots == 0 {
            // Nothing stored yet.
        } else {
            guard let totals = check(root, level: 0, entries: count), totals.count == count else { return false }
            guard close(totalHeight, totals.sum) else { return false }
        }

        // Every slot not in the tree is on its free list, once.
        var free = 0
        var slot = freeLeaf
        while slot != -1 {
            guard slot >= 0, slot < leafSlots, !leafSeen[slot], free < leafSlots else { return false }
            leafSeen[slot] = true
            free += 1
            slot = Int(Int32(bitPattern: leaves[slot * L].bitPattern))
        }
        guard free == freeLeafCount, !leafSeen.contains(false) else { return false }
        free = 0
        slot = freeInner
        while slot != -1 {
            guard slot >= 0, slot < innerSlots, !innerSeen[slot], widths[slot] == 0, free < innerSlots else { return false }
            innerSeen[slot] = true
            free += 1
            slot = Int(children[slot * F])
        }
        return free == freeInnerCount && !innerSeen.contains(false)
    }
}
