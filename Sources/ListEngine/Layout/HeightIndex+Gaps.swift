/// Reading and searching with a gap after every entry: the gaps summed in `Double`, apart
/// from the heights the index stores.
extension HeightIndex {
    /// Where entry `i` starts when every entry is followed by a gap of `gap` points (≥ 0,
    /// finite): ``offset(of:)`` plus `i` gaps, in `Double`. The heights are stored as `Float32`
    /// and the gaps are not, so a layout whose lines are spaced by lengths no `Float32` holds
    /// (a spacing of 7.3 pt) places them exactly as summing its lengths in `Double` does.
    ///
    /// - Precondition: `0 <= i <= count`.
    /// - Complexity: O(log n).
    package func offset(of i: Int, gap: Double) -> Double {
        offset(of: i) + Double(i) * gap
    }

    /// The sum of all heights and a gap after every entry (see ``offset(of:gap:)``).
    ///
    /// - Complexity: O(1).
    package func totalHeight(gap: Double) -> Double {
        totalHeight + Double(count) * gap
    }

    /// ``forEachEntry(in:_:)`` with a gap after every entry: the offsets are
    /// ``offset(of:gap:)``'s.
    ///
    /// - Precondition: `range` lies within `0..<count`.
    /// - Complexity: O(log n + range.count).
    @inline(__always)
    package func forEachEntry(in range: Range<Int>, gap: Double, _ body: (_ entry: Int, _ offset: Double, _ height: Double) -> Void) {
        forEachEntry(in: range) { e, offset, height in body(e, offset + Double(e) * gap, height) }
    }

    /// The number of leading entries that end, with the gap after each, at or before `y`: the
    /// index of the first entry whose bottom plus gap lies below `y` (or `count`).
    ///
    /// - Complexity: O(log n).
    package func entriesEnding(atOrBefore y: Double, gap: Double) -> Int {
        searchEnding(atOrBefore: y, gap: gap).count
    }

    /// The number of entries that start above `y` when a gap follows every entry: one past the
    /// last entry whose ``offset(of:gap:)`` lies above `y`.
    ///
    /// - Complexity: O(log n).
    package func entriesStarting(before y: Double, gap: Double) -> Int {
        searchStarting(before: y, gap: gap).count
    }

    /// ``entriesEnding(atOrBefore:gap:)``, with the leaf the search ended in: the offsets of
    /// the entries around the answer then come from ``offset(of:after:)`` without a second
    /// descent.
    ///
    /// - Complexity: O(log n).
    package func searchEnding(atOrBefore y: Double, gap: Double) -> SearchResult {
        var hint = SearchHint()
        return searchEnding(atOrBefore: y, gap: gap, hint: &hint)
    }

    /// ``searchEnding(atOrBefore:gap:)``, guided by `hint` and recording its path there
    /// (``SearchHint``): the same answer, sooner when `y` lies near the last search's.
    ///
    /// - Complexity: O(log n).
    package func searchEnding(atOrBefore y: Double, gap: Double, hint: inout SearchHint) -> SearchResult {
        guard y >= 0 else { return SearchResult(count: 0) }
        return gap > 0 ? searchResult(y, strict: false, ConstantGap(gap: gap), hint: &hint)
            : searchResult(y, strict: false, NoGap(), hint: &hint)
    }

    /// ``entriesStarting(before:gap:)``, with the leaf the search ended in (see
    /// ``searchEnding(atOrBefore:gap:)``).
    ///
    /// - Complexity: O(log n).
    package func searchStarting(before y: Double, gap: Double) -> SearchResult {
        var hint = SearchHint()
        return searchStarting(before: y, gap: gap, hint: &hint)
    }

    /// ``searchStarting(before:gap:)``, guided by `hint` and recording its path there
    /// (``SearchHint``).
    ///
    /// - Complexity: O(log n).
    package func searchStarting(before y: Double, gap: Double, hint: inout SearchHint) -> SearchResult {
        if y <= 0 || count == 0 { return SearchResult(count: 0) }
        if y.isNaN { return SearchResult(count: 1) }
        let result = gap > 0 ? searchResult(y, strict: true, ConstantGap(gap: gap), hint: &hint)
            : searchResult(y, strict: true, NoGap(), hint: &hint)
        return SearchResult(count: Swift.min(count, result.count + 1), leaf: result.leaf, first: result.first,
                            entries: result.entries, top: result.top)
    }

    /// ``offset(of:gap:)``, read from the leaf `result`'s search ended in when it can be (see
    /// ``offset(of:after:)``).
    ///
    /// - Precondition: `0 <= i <= count`.
    /// - Complexity: O(leaf) when entry `i` lies in that leaf; else O(log n).
    @inline(__always)
    package func offset(of i: Int, gap: Double, after result: SearchResult) -> Double {
        offset(of: i, after: result) + Double(i) * gap
    }

    /// What follows every entry in a search: nothing (the index's own heights), or a
    /// constant gap (``offset(of:gap:)``). One copy of the search for each, so that the first
    /// costs nothing.
    protocol Gap {
        /// A child's top, `entries` entries into its node at `top` points: with their gaps.
        func top(_ top: Double, entries: Int32) -> Double
        /// Two children's tops, as ``top(_:entries:)``.
        func tops(_ tops: SIMD2<Double>, entries: SIMD2<Int32>) -> SIMD2<Double>
        /// The points `count` entries with these heights take, with their gaps.
        func span(_ heights: Double, count: Int) -> Double
    }

    /// No gap: the search sums the index's own heights.
    struct NoGap: Gap {
        @inline(__always) func top(_ top: Double, entries: Int32) -> Double { top }
        @inline(__always) func tops(_ tops: SIMD2<Double>, entries: SIMD2<Int32>) -> SIMD2<Double> { tops }
        @inline(__always) func span(_ heights: Double, count: Int) -> Double { heights }
    }

    /// The same gap after every entry.
    struct ConstantGap: Gap {
        /// The points after every entry.
        let gap: Double
        @inline(__always) func top(_ top: Double, entries: Int32) -> Double { top + Double(entries) * gap }
        @inline(__always) func tops(_ tops: SIMD2<Double>, entries: SIMD2<Int32>) -> SIMD2<Double> {
            tops + SIMD2<Double>(entries) * gap
        }
        @inline(__always) func span(_ heights: Double, count: Int) -> Double { heights + Double(count) * gap }
    }
}
