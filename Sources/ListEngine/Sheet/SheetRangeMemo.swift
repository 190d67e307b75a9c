/// A sheet's column ranges (``SheetColumnRanges``) found from where they were the pass before:
/// each band's two edges (``SheetColumnRanges/Band``) keep their answer and the span of x
/// between the column boundaries around it (``SheetColumnEdge``), so a pan answers from those
/// spans, steps a column when an edge crosses one, and searches the columns only after a jump —
/// instead of two searches a band a frame.
///
/// Everything found is forgotten when anything else the ranges depend on changes: the columns
/// (``ranges(of:tuning:direction:version:)``'s `version`).
struct SheetRangeMemo {
    /// The first column ending after each band's low edge.
    private var low = [SheetColumnEdge](repeating: SheetColumnEdge(), count: SheetColumnRanges.Band.allCases.count)
    /// The columns starting before each band's high edge.
    private var high = [SheetColumnEdge](repeating: SheetColumnEdge(), count: SheetColumnRanges.Band.allCases.count)
    /// The version of the columns the edges were found over.
    private var version = -1

    /// The ranges of `viewport`, leaning towards `direction` with `tuning`'s windows, over
    /// columns numbered `version`.
    ///
    /// - Complexity: O(1) while no edge crosses a column boundary; O(log n) a boundary crossed
    ///   (a step a column, a search past a few).
    mutating func ranges(of viewport: SheetViewport, tuning: RangeTuning, direction: ScrollDirection, version: Int) -> SheetColumnRanges {
        if version != self.version { forget() }
        self.version = version
        // The columns read through the viewport, borrowed: a copy would retain the index's storage.
        return SheetColumnRanges(viewport: viewport, tuning: tuning, direction: direction) { band, x0, x1 in
            let first = low[band.rawValue].firstColumn(endingAfter: x0, in: viewport.columns)
            guard x1 > x0 else { return first..<first }
            return first..<Swift.max(first, high[band.rawValue].columnsStarting(before: x1, in: viewport.columns))
        }
    }

    /// Forgets every edge.
    ///
    /// - Complexity: O(1).
    mutating func forget() {
        for i in low.indices {
            low[i] = SheetColumnEdge()
            high[i] = SheetColumnEdge()
        }
        version = -1
    }
}
