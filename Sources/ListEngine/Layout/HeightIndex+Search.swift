/// Searches for the entries that end at or start before an offset: one descent, counting
/// slots without branches, then a scan of one leaf.
extension HeightIndex {
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

    /// The largest `k` whose prefix sum (heights of entries `0..<k`, and `gap`'s gap after
    /// each) is ≤ `y` (or < `y` if `strict`), for `y` ≥ 0 (> 0 if `strict`).
    ///
    /// - Complexity: O(log n).
    func search<G: Gap>(_ y: Double, strict: Bool, _ gap: G) -> Int {
        // One copy of the loop for each comparison, so that neither tests `strict` as it goes.
        strict ? search(y, Strictly(), gap) : search(y, AtOrBelow(), gap)
    }

    /// ``search(_:strict:_:)`` with the comparison fixed: one descent, then one leaf's scan.
    ///
    /// - Complexity: O(log n).
    @inline(__always)
    func search<C: Comparison, G: Gap>(_ y: Double, _ comparison: C, _ gap: G) -> Int {
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

    /// How a search compares a running sum with its target: `<=` or `<`.
    protocol Comparison {
        /// Whether a running sum `a` fits below the target `b`.
        static func fits(_ a: Double, _ b: Double) -> Bool
        /// Whether each of two running sums fits below its target.
        static func fits(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMDMask<SIMD2<Int64>>
    }

    /// A sum fits at or below its target (`<=`).
    struct AtOrBelow: Comparison {
        @inline(__always) static func fits(_ a: Double, _ b: Double) -> Bool { a <= b }
        @inline(__always) static func fits(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMDMask<SIMD2<Int64>> { a .<= b }
    }

    /// A sum fits strictly below its target (`<`).
    struct Strictly: Comparison {
        @inline(__always) static func fits(_ a: Double, _ b: Double) -> Bool { a < b }
        @inline(__always) static func fits(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMDMask<SIMD2<Int64>> { a .< b }
    }
}
