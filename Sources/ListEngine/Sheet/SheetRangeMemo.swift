/// A sheet's column ranges (``SheetColumnRanges``) found from where they were the pass before:
/// each band's two edges (``SheetColumnRanges/Band``) keep their answer and the span of x
/// between the column boundaries around it (``SheetColumnEdge``), so a pan answers from those
/// spans, steps a column when an edge crosses one, and searches the columns only after a jump —
/// instead of two searches a band a frame.
///
/// Everything found is forgotten when anything else the ranges depend on changes: the columns
/// (``ranges(of:tuning:direction:version:)``'s `version`).
struct SheetRangeMemo {
    /// A band's two edges: the first column ending after its low edge, and the columns
    /// starting before its high edge.
    private struct Edges {
        var low = SheetColumnEdge()
        var high = SheetColumnEdge()
    }

    /// The edges of each band, kept inline (no storage of their own: a memo is copied and
    /// moved as plain bytes).
    private var frozen = Edges(), visible = Edges(), ready = Edges(), prefetch = Edges()
    /// The version of the columns the edges were found over.
    private var version = -1

    /// The ranges of `viewport`, leaning towards `direction` with `tuning`'s windows, over
    /// columns numbered `version`.
    ///
    /// - Complexity: O(1) while no edge crosses a column boundary; O(log n) a boundary crossed
    ///   (a step a column, a search past a few).
    mutating func ranges(of viewport: borrowing SheetViewport, tuning: RangeTuning, direction: ScrollDirection, version: Int) -> SheetColumnRanges {
        if version != self.version { forget() }
        self.version = version
        return SheetColumnRanges(viewport: viewport, tuning: tuning, direction: direction) { band, x0, x1 in
            edges(of: band) { edges in
                let first = edges.low.firstColumn(endingAfter: x0, in: viewport.columns)
                guard x1 > x0 else { return first..<first }
                return first..<Swift.max(first, edges.high.columnsStarting(before: x1, in: viewport.columns))
            }
        }
    }

    /// Calls `body` with `band`'s edges, to read and move them.
    ///
    /// - Complexity: O(1) plus `body`'s.
    private mutating func edges<Result>(of band: SheetColumnRanges.Band, _ body: (inout Edges) -> Result) -> Result {
        switch band {
        case .frozen: body(&frozen)
        case .visible: body(&visible)
        case .ready: body(&ready)
        case .prefetch: body(&prefetch)
        }
    }

    /// Forgets every edge.
    ///
    /// - Complexity: O(1).
    mutating func forget() {
        self = SheetRangeMemo()
    }
}
