extension HeightIndex {
    /// The storage, changed through pointers, with the tree's bookkeeping. Inner nodes are
    /// addressed by slot, their starts and tops by node and slot.
    struct WritableStorage {
        /// The index's leaves (see ``HeightIndex/leaves``).
        let leaves: UnsafeMutableBufferPointer<Float32>
        /// The index's inner nodes' starts, children and widths (see ``HeightIndex/nodes``).
        let nodes: UnsafeMutableBufferPointer<Int32>
        /// The index's inner nodes' tops (see ``HeightIndex/tops``).
        let tops: UnsafeMutableBufferPointer<Double>
        /// The root's slot, as ``HeightIndex/root``.
        var root: Int
        /// The number of inner levels, as ``HeightIndex/depth``.
        var depth: Int
        /// The number of entries, as ``HeightIndex/count``.
        var count: Int
        /// The first free leaf slot, or -1.
        var freeLeaf: Int
        /// The number of free leaf slots.
        var freeLeafCount: Int
        /// The first free inner slot, or -1.
        var freeInner: Int
        /// The number of free inner slots.
        var freeInnerCount: Int

        /// ``HeightIndex/leafCapacity``.
        static let leafCapacity = HeightIndex.leafCapacity
        /// ``HeightIndex/leafShift``.
        static let leafShift = HeightIndex.leafShift
        /// ``HeightIndex/nodeSlots``.
        static let nodeSlots = HeightIndex.nodeSlots
        /// ``HeightIndex/maxChildren``.
        static let maxChildren = HeightIndex.maxChildren

        // MARK: Inner node fields

        /// The number of children of `node`.
        @inline(__always) func width(_ node: Int) -> Int { Int(nodes[(node << HeightIndex.nodeShift) + HeightIndex.widthOffset]) }
        /// Sets the number of children of `node`.
        @inline(__always) func setWidth(_ node: Int, _ width: Int) {
            nodes[(node << HeightIndex.nodeShift) + HeightIndex.widthOffset] = Int32(width)
        }
        /// Where child `j` of `node` starts, in entries from the node's start.
        @inline(__always) func start(_ node: Int, _ j: Int) -> Int32 { nodes[(node << HeightIndex.nodeShift) + j] }
        /// Sets where child `j` of `node` starts, in entries.
        @inline(__always) func setStart(_ node: Int, _ j: Int, _ value: Int32) { nodes[(node << HeightIndex.nodeShift) + j] = value }
        /// Where child `j` of `node` starts, in points from the node's start.
        @inline(__always) func top(_ node: Int, _ j: Int) -> Double { tops[(node << HeightIndex.slotShift) + j] }
        /// Sets where child `j` of `node` starts, in points.
        @inline(__always) func setTop(_ node: Int, _ j: Int, _ value: Double) { tops[(node << HeightIndex.slotShift) + j] = value }
        /// The slot of child `j` of `node`.
        @inline(__always) func child(_ node: Int, _ j: Int) -> Int {
            Int(nodes[(node << HeightIndex.nodeShift) + HeightIndex.childOffset + j])
        }
        /// Makes `slot` child `j` of `node`.
        @inline(__always) func setChild(_ node: Int, _ j: Int, _ slot: Int) {
            nodes[(node << HeightIndex.nodeShift) + HeightIndex.childOffset + j] = Int32(slot)
        }
        /// The number of entries in child `j` of `node`.
        @inline(__always) func childCount(_ node: Int, _ j: Int) -> Int { Int(start(node, j + 1) - start(node, j)) }

        /// Descends to entry `i` (which may equal `count`), recording `(node, child)` for each
        /// inner level in `path`; returns the leaf and `i`'s position in it.
        ///
        /// - Complexity: O(log n).
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
        ///
        /// - Complexity: O(log n).
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
        ///
        /// - Complexity: O(log n).
        @inline(__always)
        func addAlongPath(_ path: UnsafeMutablePointer<Int>, sum: Double) {
            for level in 0..<depth {
                let node = path[2 * level]
                let t = node << HeightIndex.slotShift
                for j in (path[2 * level + 1] + 1)...width(node) { tops[t + j] += sum }
            }
        }

        /// The sum of the heights of the first `count` entries of `leaf`.
        ///
        /// - Complexity: O(count).
        func leafSum(_ leaf: Int, count: Int) -> Double {
            HeightIndex.sum(UnsafeBufferPointer(leaves), from: leaf << Self.leafShift, count: count)
        }

        /// Moves `n` stored values within the leaves (the ranges may overlap).
        ///
        /// - Complexity: O(n).
        @inline(__always)
        func moveEntries(from source: Int, to destination: Int, count n: Int) {
            guard n > 0 else { return }
            (leaves.baseAddress! + destination).update(from: leaves.baseAddress! + source, count: n)
        }

        /// Moves `n` children from slot `i` of `source` to slot `j` of `destination` (the
        /// ranges may overlap).
        ///
        /// - Complexity: O(n).
        @inline(__always)
        func moveChildren(from source: Int, _ i: Int, to destination: Int, _ j: Int, count n: Int) {
            guard n > 0 else { return }
            let base = nodes.baseAddress! + HeightIndex.childOffset
            (base + (destination << HeightIndex.nodeShift) + j).update(from: base + (source << HeightIndex.nodeShift) + i, count: n)
        }

        /// Moves `n` starts and tops from slot `i` of `source` to slot `j` of `destination`
        /// (the ranges may overlap), adding `countShift` and `sumShift`.
        ///
        /// - Complexity: O(n).
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
        ///
        /// - Complexity: O(1): a node has 32 slots.
        func clearSlots(of node: Int, from first: Int) {
            for j in first..<Self.nodeSlots {
                setStart(node, j, .max)
                setTop(node, j, .infinity)
            }
        }

        // MARK: Free lists

        /// Takes a free leaf slot.
        ///
        /// - Complexity: O(1).
        mutating func takeLeaf() -> Int {
            let slot = freeLeaf
            precondition(slot >= 0, "HeightIndex: no free leaf reserved")
            freeLeaf = Int(Int32(bitPattern: leaves[slot << Self.leafShift].bitPattern))
            freeLeafCount -= 1
            return slot
        }

        /// Puts leaf `slot` on the free list.
        ///
        /// - Complexity: O(1).
        mutating func freeLeafSlot(_ slot: Int) {
            leaves[slot << Self.leafShift] = Float32(bitPattern: UInt32(truncatingIfNeeded: freeLeaf))
            freeLeaf = slot
            freeLeafCount += 1
        }

        /// Takes a free inner slot, with slot 0 starting at 0 and sentinels past it.
        ///
        /// - Complexity: O(1).
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

        /// Puts inner `slot` on the free list.
        ///
        /// - Complexity: O(1).
        mutating func freeInnerSlot(_ slot: Int) {
            setWidth(slot, 0)
            setChild(slot, 0, freeInner)
            freeInner = slot
            freeInnerCount += 1
        }
    }
}
