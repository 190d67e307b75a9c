/// Building an index in bulk: every leaf and node full but the last two of each level.
extension HeightIndex {
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
    init(building storage: consuming [Float32], clearingFlags: Bool) {
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
        #if LISTENGINE_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// Free leaves a bulk build keeps for splits (1/32 more memory): inserts after a reload
    /// find room without growing — and copying — the storage in the middle of a frame.
    ///
    /// - Complexity: O(1).
    static func spareLeaves(_ leafTotal: Int) -> Int { Swift.max(2, leafTotal >> 5) }

    /// The sizes of the last two of `groups` groups of up to `capacity` that hold `items` in
    /// all, every other group full: if the last would hold fewer than `minimum`, the last two
    /// share what they hold.
    ///
    /// - Complexity: O(1).
    static func lastTwo(_ items: Int, groups: Int, capacity: Int, minimum: Int) -> (Int, Int) {
        let last = items - (groups - 1) * capacity
        guard groups >= 2, last < minimum else { return (capacity, last) }
        let shared = capacity + last
        return ((shared + 1) / 2, shared - (shared + 1) / 2)
    }

    /// The size of group `g` of `groups`: `capacity`, but for the last two.
    ///
    /// - Complexity: O(1).
    static func size(of g: Int, among groups: Int, capacity: Int, lastTwo: (Int, Int)) -> Int {
        g < groups - 2 ? capacity : g == groups - 2 ? lastTwo.0 : lastTwo.1
    }

    /// The storage a bulk build over `count` entries uses: whole leaves and the spare ones.
    /// Reserve it for the heights handed to a build, and the build does not copy them.
    ///
    /// - Complexity: O(1).
    static func storageCapacity(_ count: Int) -> Int {
        let leaves = (count + leafCapacity - 1) >> leafShift
        return (leaves + spareLeaves(leaves)) << leafShift
    }

    /// Whether inserting or removing `k` of `n` entries rebuilds rather than going one at a time.
    package static func rebuilds(changing k: Int, of n: Int) -> Bool {
        k >= leafCapacity && k >= n >> 4
    }
}
