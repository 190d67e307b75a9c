/// The storage seen through pointers, for reading and for changing, and room for a descent's path.
extension HeightIndex {
    /// Calls `body` with room for a descent's path: `(node, child)` pairs, root first.
    ///
    /// - Complexity: O(1), plus `body`.
    @inline(__always)
    static func withPath<R>(_ body: (UnsafeMutablePointer<Int>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * 16) { body($0.baseAddress!) }
    }

    /// Calls `body` with the storage seen through pointers.
    ///
    /// - Complexity: O(1), plus `body`.
    @inline(__always)
    func withReadableStorage<R>(_ body: (ReadableStorage) -> R) -> R {
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
    ///
    /// - Complexity: O(1), plus `body`.
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
    struct ReadableStorage {
        /// The index's leaves (see ``HeightIndex/leaves``).
        let leaves: UnsafeBufferPointer<Float32>
        /// The index's inner nodes' starts, children and widths (see ``HeightIndex/nodes``).
        let nodes: UnsafeBufferPointer<Int32>
        /// The index's inner nodes' tops (see ``HeightIndex/tops``).
        let tops: UnsafeBufferPointer<Double>

        /// The leaf that holds entry `i` (`0 <= i < count`), `i`'s position in it, the offset
        /// at which the leaf starts, and the number of entries the leaf holds.
        ///
        /// - Complexity: O(log n).
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
}
