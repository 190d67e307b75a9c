/// Consistency checks, trapping with a message that names the broken node: the whole tree for
/// tests, and the nodes one operation touched, which the operations check when the package is
/// built with `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
extension HeightIndex {
    /// Checks the whole tree: every inner node's starts and tops equal those recomputed from its
    /// children (tops to a rounding tolerance), with 0 before the first child and sentinels past
    /// the last; every node but the root is at least half full; every leaf lies `depth` levels
    /// down; heights are finite in magnitude; and every slot is either in the tree once or on
    /// its free list once.
    ///
    /// - Complexity: O(n).
    package func _checkInvariants() {
        _checkShape()
        var leafSeen = [Bool](repeating: false, count: leafSlotCount)
        var innerSeen = [Bool](repeating: false, count: innerSlotCount)
        func visit(_ node: Int, level: Int, entries: Int) {
            if level == depth {
                precondition(!leafSeen[node], "HeightIndex: leaf \(node) is in the tree twice")
                leafSeen[node] = true
                if level == 0 { _checkLeaf(node, entries: entries, level: 0) }
                return
            }
            precondition(!innerSeen[node], "HeightIndex: inner node \(node) is in the tree twice")
            innerSeen[node] = true
            _checkInner(node, level: level, entries: entries)
            for j in 0..<innerWidth(node) {
                visit(innerChild(node, j), level: level + 1, entries: Int(innerStart(node, j + 1) - innerStart(node, j)))
            }
        }
        if !isUnallocated { visit(root, level: 0, entries: count) }

        var free = 0
        var slot = freeLeaf
        while slot != -1 {
            precondition(slot >= 0 && slot < leafSlotCount, "HeightIndex: the free leaf list reaches slot \(slot), outside 0..<\(leafSlotCount)")
            precondition(!leafSeen[slot], "HeightIndex: leaf \(slot) is free and in the tree, or free twice")
            leafSeen[slot] = true
            free += 1
            slot = Int(Int32(bitPattern: leaves[slot << Self.leafShift].bitPattern))
        }
        precondition(free == freeLeafCount, "HeightIndex: \(free) leaves on the free list, which counts \(freeLeafCount)")
        if let lost = leafSeen.firstIndex(of: false) {
            preconditionFailure("HeightIndex: leaf \(lost) is neither in the tree nor free")
        }
        free = 0
        slot = freeInner
        while slot != -1 {
            precondition(slot >= 0 && slot < innerSlotCount, "HeightIndex: the free node list reaches slot \(slot), outside 0..<\(innerSlotCount)")
            precondition(!innerSeen[slot], "HeightIndex: inner node \(slot) is free and in the tree, or free twice")
            precondition(innerWidth(slot) == 0, "HeightIndex: free inner node \(slot) has width \(innerWidth(slot))")
            innerSeen[slot] = true
            free += 1
            slot = innerChild(slot, 0)
        }
        precondition(free == freeInnerCount, "HeightIndex: \(free) inner nodes on the free list, which counts \(freeInnerCount)")
        if let lost = innerSeen.firstIndex(of: false) {
            preconditionFailure("HeightIndex: inner node \(lost) is neither in the tree nor free")
        }
    }

    /// Checks what an operation on the entries of `range` touched: the bookkeeping (see
    /// ``_checkShape()``), and every node on the paths from the root to those entries — its
    /// slots, and its children's counts and sums (a leaf's entries are summed) — and, with
    /// `neighbours`, the inner nodes beside those on the paths, which splits, merges and
    /// evening out change too. An empty `range` checks the bookkeeping only.
    ///
    /// - Complexity: O(log n + range.count), with the constant of summing every leaf under a
    ///   node on the paths (up to 31 × 64 heights a node).
    func _checkNodes(covering range: Range<Int>, neighbours: Bool) {
        _checkShape()
        guard !range.isEmpty, !isUnallocated else { return }
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "HeightIndex: checking entries \(range) of \(count)")
        func visit(_ node: Int, level: Int, first: Int, entries: Int) {
            if level == depth {
                if level == 0 { _checkLeaf(node, entries: entries, level: 0) }
                return
            }
            _checkInner(node, level: level, entries: entries)
            let m = innerWidth(node)
            // The children whose entries meet `range`.
            var low = 0
            while low < m - 1, first + Int(innerStart(node, low + 1)) <= range.lowerBound { low += 1 }
            var high = low
            while high < m - 1, first + Int(innerStart(node, high + 1)) < range.upperBound { high += 1 }
            if neighbours, level + 1 < depth {
                if low > 0 { _checkInner(innerChild(node, low - 1), level: level + 1, entries: Int(innerStart(node, low) - innerStart(node, low - 1))) }
                if high + 1 < m { _checkInner(innerChild(node, high + 1), level: level + 1, entries: Int(innerStart(node, high + 2) - innerStart(node, high + 1))) }
            }
            for j in low...high {
                visit(innerChild(node, j), level: level + 1, first: first + Int(innerStart(node, j)),
                      entries: Int(innerStart(node, j + 1) - innerStart(node, j)))
            }
        }
        visit(root, level: 0, first: 0, entries: count)
    }

    /// Checks what inserting or removing entry `i` touched: the paths to the entries on either
    /// side of where it was, and the inner nodes beside them (see ``_checkNodes(covering:neighbours:)``).
    ///
    /// - Complexity: O(log n).
    func _checkNeighbourhood(ofEntry i: Int) {
        _checkNodes(covering: Swift.max(0, i - 1)..<Swift.min(count, i + 1), neighbours: true)
    }

    /// Checks the bookkeeping: whole leaves and nodes in the arrays, the count and depth within
    /// bounds, the root a slot of the right kind holding ``count`` entries, and each free list
    /// either empty with a count of 0 or starting at a free slot.
    ///
    /// - Complexity: O(1).
    func _checkShape() {
        precondition(leaves.count % Self.leafCapacity == 0, "HeightIndex: \(leaves.count) leaf elements are not whole leaves")
        precondition(nodes.count % (1 << Self.nodeShift) == 0, "HeightIndex: \(nodes.count) node elements are not whole nodes")
        precondition(tops.count == innerSlotCount << Self.slotShift,
                     "HeightIndex: \(tops.count) tops for \(innerSlotCount) inner nodes")
        precondition(count >= 0 && count <= Self.maxCount, "HeightIndex: a count of \(count)")
        precondition(depth >= 0 && depth <= Self.maxDepth, "HeightIndex: a depth of \(depth)")
        precondition((freeLeaf == -1) == (freeLeafCount == 0),
                     "HeightIndex: the free leaf list starts at \(freeLeaf) and counts \(freeLeafCount)")
        precondition(freeLeaf >= -1 && freeLeaf < leafSlotCount, "HeightIndex: the free leaf list starts at \(freeLeaf), outside the \(leafSlotCount) leaves")
        precondition((freeInner == -1) == (freeInnerCount == 0),
                     "HeightIndex: the free node list starts at \(freeInner) and counts \(freeInnerCount)")
        precondition(freeInner >= -1 && freeInner < innerSlotCount,
                     "HeightIndex: the free node list starts at \(freeInner), outside the \(innerSlotCount) inner nodes")
        precondition(freeInner == -1 || innerWidth(freeInner) == 0, "HeightIndex: free inner node \(freeInner) has width \(innerWidth(freeInner))")
        if isUnallocated { return }
        if depth == 0 {
            precondition(root >= 0 && root < leafSlotCount, "HeightIndex: the root is leaf \(root), outside the \(leafSlotCount) leaves")
        } else {
            precondition(root >= 0 && root < innerSlotCount, "HeightIndex: the root is inner node \(root), outside the \(innerSlotCount) inner nodes")
            let held = Int(innerStart(root, innerWidth(root)))
            precondition(held == count, "HeightIndex: the root, inner node \(root), holds \(held) entries; the index counts \(count)")
        }
    }

    /// Checks inner node `node`, `level` levels below the root, whose parent says it holds
    /// `entries` entries: its width within bounds, 0 before its first child and sentinels past
    /// its end, and each child's start and top the sum of the counts and heights of the
    /// children before it (an inner child's from its own end slot, a leaf's counted from the
    /// starts and summed, its heights finite); its end holds `entries`.
    ///
    /// - Complexity: O(1) above the lowest inner level; O(31 × 64) on it, summing its leaves.
    func _checkInner(_ node: Int, level: Int, entries: Int) {
        precondition(node >= 0 && node < innerSlotCount, "HeightIndex: inner node \(node) is outside the \(innerSlotCount) inner nodes")
        let m = innerWidth(node)
        let least = level == 0 ? 2 : Self.minChildren
        precondition(m >= least && m <= Self.maxChildren, "HeightIndex: inner node \(node) has \(m) children, outside \(least)...\(Self.maxChildren)")
        precondition(innerStart(node, 0) == 0 && innerTop(node, 0) == 0,
                     "HeightIndex: inner node \(node) slot 0 starts at entry \(innerStart(node, 0)), \(innerTop(node, 0)) points")
        for j in (m + 1)..<Self.nodeSlots {
            precondition(innerStart(node, j) == .max && innerTop(node, j) == .infinity,
                         "HeightIndex: inner node \(node) slot \(j), past its \(m) children, holds \(innerStart(node, j)), \(innerTop(node, j)) points")
        }
        let childLevel = level + 1
        var held = 0
        var sum = 0.0
        for j in 0..<m {
            let child = innerChild(node, j)
            let childEntries = Int(innerStart(node, j + 1)) - Int(innerStart(node, j))
            if childLevel == depth {
                precondition(childEntries > 0, "HeightIndex: inner node \(node) slot \(j) holds \(childEntries) entries")
                sum += _checkLeaf(child, entries: childEntries, level: childLevel)
                held += childEntries
            } else {
                precondition(child >= 0 && child < innerSlotCount, "HeightIndex: inner node \(node) slot \(j) is node \(child), outside the \(innerSlotCount) inner nodes")
                let width = innerWidth(child)
                precondition(width > 0 && width <= Self.maxChildren, "HeightIndex: inner node \(node) slot \(j) is node \(child), of width \(width)")
                held += Int(innerStart(child, width))
                sum += innerTop(child, width)
            }
            precondition(Int(innerStart(node, j + 1)) == held,
                         "HeightIndex: inner node \(node) slot \(j + 1) starts at entry \(innerStart(node, j + 1)), its children before it hold \(held)")
            precondition(Self._sumsAgree(innerTop(node, j + 1), sum),
                         "HeightIndex: inner node \(node) slot \(j + 1) starts at \(innerTop(node, j + 1)) points, its children before it sum to \(sum)")
        }
        precondition(held == entries, "HeightIndex: inner node \(node) holds \(held) entries, its parent says \(entries)")
    }

    /// Checks leaf `leaf`, `level` levels below the root, that holds `entries` entries: a slot
    /// of the leaves, at least half full unless it is the root, its heights finite; returns
    /// their sum.
    ///
    /// - Complexity: O(entries).
    @discardableResult
    func _checkLeaf(_ leaf: Int, entries: Int, level: Int) -> Double {
        precondition(leaf >= 0 && leaf < leafSlotCount, "HeightIndex: leaf \(leaf) is outside the \(leafSlotCount) leaves")
        let least = level == 0 ? 0 : Self.minLeafCount
        precondition(entries >= least && entries <= Self.leafCapacity,
                     "HeightIndex: leaf \(leaf) holds \(entries) entries, outside \(least)...\(Self.leafCapacity)")
        var sum = 0.0
        for j in 0..<entries {
            let height = Self.magnitude(leaves[(leaf << Self.leafShift) + j])
            precondition(height.isFinite, "HeightIndex: leaf \(leaf) position \(j) has height \(height)")
            sum += Double(height)
        }
        return sum
    }

    /// Whether a sum kept by adding changes agrees with the same sum recomputed: to a relative
    /// tolerance of 10⁻⁶, as adding and subtracting heights in `Double` rounds.
    ///
    /// - Complexity: O(1).
    static func _sumsAgree(_ kept: Double, _ recomputed: Double) -> Bool {
        abs(kept - recomputed) <= 1e-6 * Swift.max(1, abs(kept), abs(recomputed))
    }

    /// Whether nothing is stored yet: no leaf at all (an index created empty).
    private var isUnallocated: Bool { leaves.isEmpty && count == 0 && depth == 0 }
    /// The number of leaf slots, in the tree or free.
    private var leafSlotCount: Int { leaves.count >> Self.leafShift }
    /// The number of inner slots, in the tree or free.
    private var innerSlotCount: Int { nodes.count >> Self.nodeShift }
    /// The number of children of inner node `node`.
    private func innerWidth(_ node: Int) -> Int { Int(nodes[(node << Self.nodeShift) + Self.widthOffset]) }
    /// Where child `j` of inner node `node` starts, in entries.
    private func innerStart(_ node: Int, _ j: Int) -> Int32 { nodes[(node << Self.nodeShift) + j] }
    /// Where child `j` of inner node `node` starts, in points.
    private func innerTop(_ node: Int, _ j: Int) -> Double { tops[(node << Self.slotShift) + j] }
    /// The slot of child `j` of inner node `node`.
    private func innerChild(_ node: Int, _ j: Int) -> Int { Int(nodes[(node << Self.nodeShift) + Self.childOffset + j]) }
}
