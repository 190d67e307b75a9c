/// Searches for the entries that end at or start before an offset: one descent, counting
/// slots without branches, then a scan of one leaf.
extension HeightIndex {
    /// The number of leading entries that end at or before `y`: the index of the first entry
    /// whose bottom lies below `y` (or `count`).
    ///
    /// - Complexity: O(log n).
    package func entriesEnding(atOrBefore y: Double) -> Int {
        var hint = SearchHint()
        return entriesEnding(atOrBefore: y, hint: &hint)
    }

    /// ``entriesEnding(atOrBefore:)``, guided by `hint` and recording its path there
    /// (``SearchHint``): the same answer, sooner when `y` lies near the last search's.
    ///
    /// - Complexity: O(log n).
    package func entriesEnding(atOrBefore y: Double, hint: inout SearchHint) -> Int {
        // Written so that NaN, like a negative `y`, gives 0.
        y >= 0 ? searchResult(y, strict: false, NoGap(), hint: &hint).count : 0
    }

    /// The number of entries that start above `y`: one past the last entry whose top lies above `y`.
    ///
    /// - Complexity: O(log n).
    package func entriesStarting(before y: Double) -> Int {
        var hint = SearchHint()
        return entriesStarting(before: y, hint: &hint)
    }

    /// ``entriesStarting(before:)``, guided by `hint` and recording its path there
    /// (``SearchHint``).
    ///
    /// - Complexity: O(log n).
    package func entriesStarting(before y: Double, hint: inout SearchHint) -> Int {
        if y <= 0 || count == 0 { return 0 }
        if y.isNaN { return 1 }
        return Swift.min(count, searchResult(y, strict: true, NoGap(), hint: &hint).count + 1)
    }

    /// The largest `k` whose prefix sum (heights of entries `0..<k`, and `gap`'s gap after
    /// each) is ≤ `y` (or < `y` if `strict`), for `y` ≥ 0 (> 0 if `strict`), with the leaf the
    /// search ended in (see ``SearchResult``); guided by `hint`, and recording its path there
    /// (``SearchHint``).
    ///
    /// - Complexity: O(log n).
    func searchResult<G: Gap>(_ y: Double, strict: Bool, _ gap: G, hint: inout SearchHint) -> SearchResult {
        // One copy of the loop for each comparison, so that neither tests `strict` as it goes.
        strict ? search(y, Strictly(), gap, hint: &hint) : search(y, AtOrBelow(), gap, hint: &hint)
    }

    /// ``searchResult(_:strict:_:hint:)`` with the comparison fixed: one descent, then one leaf's scan.
    /// On the way down it also sums the tops of the children it enters, as
    /// ``offset(of:)``'s descent does, so that the result can give the offsets of the entries
    /// of the leaf it ends in (a caller that wants only the count pays nothing for it: the
    /// sum is dead code there, and removed). At each level it tries `hint`'s child first
    /// (``SearchHint``), and records the child it entered there.
    ///
    /// - Complexity: O(log n): two comparisons a level the hint holds for, a node's slots
    ///   counted at the others.
    @inline(__always)
    func search<C: Comparison, G: Gap>(_ y: Double, _ comparison: C, _ gap: G, hint: inout SearchHint) -> SearchResult {
        withReadableStorage { s in
            var node = root
            var remaining = y
            var before = 0
            var leafCount = count
            var top = 0.0
            for level in 0..<depth {
                let t = node &<< Self.slotShift
                let b = node &<< Self.nodeShift
                let width = Int(s.nodes[b &+ Self.widthOffset])
                // The last child that starts at (or, strictly, before) `remaining`: slot 0
                // (0) always counts, sentinels never do, and a node's end (slot `m`) only if
                // rounding put `remaining` past it, hence the clamp.
                var k = hint.slot(atLevel: level)
                if k >= width || !Self.isLastFitting(k, of: width, tops: s.tops.baseAddress! + t,
                                                     starts: s.nodes.baseAddress! + b, comparison, remaining, gap) {
                    let n = Self.slots(s.tops.baseAddress! + t, starts: s.nodes.baseAddress! + b, comparison, remaining, gap)
                    k = Swift.max(0, Swift.min(n, width) &- 1)
                }
                #if LISTENGINE_INTERNAL_CHECKS
                let n = Self.slots(s.tops.baseAddress! + t, starts: s.nodes.baseAddress! + b, comparison, remaining, gap)
                precondition(k == Swift.max(0, Swift.min(n, width) &- 1), "a hinted child is the one the count finds")
                #endif
                hint.record(k, atLevel: level)
                remaining -= gap.top(s.tops[t &+ k], entries: s.nodes[b &+ k])
                top += s.tops[t &+ k]
                before &+= Int(s.nodes[b &+ k])
                leafCount = Int(s.nodes[b &+ k &+ 1] &- s.nodes[b &+ k])
                node = Int(s.nodes[b &+ Self.childOffset &+ k])
            }
            let found = before &+ Self.search(s.leaves, from: node &<< Self.leafShift, count: leafCount,
                                              remaining, comparison, gap)
            return SearchResult(count: found, leaf: node, first: before, entries: leafCount, top: top)
        }
    }

    /// Whether child `k` (of a node's `width`) is the last whose top (with `gap`'s gaps) fits
    /// below `value` by `comparison` — the child the slot count would choose: its top fits (or
    /// it is the first), and the next child's does not (or it is the last). The tops only grow
    /// along a node, so the children that fit come first.
    ///
    /// - Precondition: `k < width`.
    /// - Complexity: O(1): two comparisons.
    @inline(__always)
    static func isLastFitting<C: Comparison, G: Gap>(_ k: Int, of width: Int, tops: UnsafePointer<Double>, starts: UnsafePointer<Int32>,
                                                     _ comparison: C, _ value: Double, _ gap: G) -> Bool {
        guard k == 0 || C.fits(gap.top(tops[k], entries: starts[k]), value) else { return false }
        return k &+ 1 == width || !C.fits(gap.top(tops[k &+ 1], entries: starts[k &+ 1]), value)
    }

    /// What a search found — a count of entries — and the leaf it ended in: the leaf's first
    /// entry, its number of entries and its offset, summed on the way down as ``offset(of:)``
    /// sums it. The offsets of that leaf's entries (``offset(of:after:)``) then cost a scan
    /// of the leaf and no second descent, and are ``offset(of:)``'s to the last bit: for an
    /// entry of the leaf, ``offset(of:)`` goes down the same path and adds the same values in
    /// the same order.
    package struct SearchResult {
        /// The search's answer.
        package let count: Int
        /// The leaf the search ended in (its node number), and its first entry.
        let leaf: Int
        let first: Int
        /// The leaf's entries; 0 where no leaf was scanned.
        let entries: Int
        /// The leaf's offset: the sum of the heights before its first entry.
        let top: Double

        /// No search: every offset asked after it takes a descent of its own.
        static let none = SearchResult(count: 0)

        /// A result with no leaf: for an answer found without a search.
        ///
        /// - Complexity: O(1).
        init(count: Int) {
            self.init(count: count, leaf: 0, first: 0, entries: 0, top: 0)
        }

        init(count: Int, leaf: Int, first: Int, entries: Int, top: Double) {
            self.count = count
            self.leaf = leaf
            self.first = first
            self.entries = entries
            self.top = top
        }
    }

    /// ``offset(of:)``, read from the leaf `result`'s search ended in when entry `i` lies in it
    /// (the entries a caller looks at next to what it searched for usually do), else found by
    /// a descent of its own. Bit for bit ``offset(of:)``'s value either way.
    ///
    /// - Precondition: `0 <= i <= count`.
    /// - Complexity: O(leaf) when `i` lies in the leaf; else O(log n).
    @inline(__always)
    package func offset(of i: Int, after result: SearchResult) -> Double {
        let position = i &- result.first
        guard position >= 0, position < result.entries else { return offset(of: i) }
        return withReadableStorage { s in
            result.top + Self.sum(s.leaves, from: result.leaf &<< Self.leafShift, count: position)
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
