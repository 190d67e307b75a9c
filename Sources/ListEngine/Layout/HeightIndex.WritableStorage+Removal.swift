/// Removing a stored value, merging or evening out underfull nodes on the way back up.
extension HeightIndex.WritableStorage {
    /// Removes the entry at `i` and returns its stored value, merging or evening out
    /// underfull nodes on the way back up and collapsing a root with one child.
    ///
    /// - Complexity: O(log n).
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
    ///
    /// - Complexity: O(1): a node has 32 slots.
    mutating func removeChild(after k: Int, in node: Int) {
        let m = width(node)
        moveStarts(from: node, k + 2, to: node, k + 1, count: m - k - 1)
        moveChildren(from: node, k + 2, to: node, k + 1, count: m - k - 2)
        clearSlots(of: node, from: m)
        setWidth(node, m - 1)
    }

    /// Leaf child `k` of `node` is underfull: merges it with a neighbour if they fit in one
    /// leaf (returning true: `node` lost a child), else evens out their counts.
    ///
    /// - Complexity: O(1): a leaf holds 64 entries.
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
    ///
    /// - Complexity: O(1): a node has 32 slots.
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
