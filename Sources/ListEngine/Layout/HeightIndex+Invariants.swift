extension HeightIndex {
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
