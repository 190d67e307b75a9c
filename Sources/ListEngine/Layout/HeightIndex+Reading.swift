/// Reading entries, offsets and the total height.
extension HeightIndex {
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

    /// The stored value of entry `i`.
    ///
    /// - Complexity: O(log n).
    @inline(__always)
    func stored(at i: Int) -> Float32 {
        precondition(i >= 0 && i < count, "HeightIndex: index out of range")
        return withReadableStorage { s in
            let (leaf, position, _, _) = s.find(entry: i, root: root, depth: depth, count: count)
            return s.leaves[(leaf << Self.leafShift) + position]
        }
    }

    /// Calls `body` with each leaf's entries in order and the index of its first entry.
    ///
    /// - Complexity: O(n).
    func forEachLeaf(_ body: (UnsafeBufferPointer<Float32>, Int) -> Void) {
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
}
