/// Inserting a stored value, splitting full nodes on the way back up.
extension HeightIndex.WritableStorage {
    /// Inserts a stored value at `i`, splitting full nodes on the way back up. A free leaf
    /// and `depth + 1` free inner nodes must be reserved.
    ///
    /// - Complexity: O(log n).
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
    ///
    /// - Complexity: O(1): a node has 32 slots.
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
}
