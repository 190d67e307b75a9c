/// One edge of a band over a sheet's columns, answered from where it was last: the first
/// column ending after it (a band's low edge) or the number of columns starting before it (its
/// high edge), kept with the span of x over which that answer holds — between the column
/// boundaries around it, read with ``SheetColumns/end(ofColumn:)`` and
/// ``SheetColumns/offset(ofColumn:)`` as the searches check their answers, so the answer is
/// the search's, bit for bit.
struct SheetColumnEdge {
    /// The answer last given.
    private var answer = 0
    /// The span of x that gives it: `low ..< high` for a low edge, `low <.. high` for a high one.
    private var low = Double.nan, high = Double.nan
    /// Whether the answer and span were found (and not forgotten).
    private var isKept = false

    /// How many columns an edge steps across before it searches instead.
    static let steps = 4

    /// ``SheetColumns/firstColumn(endingAfter:)`` of `x`: kept while `x` lies in
    /// `end(answer − 1) ..< end(answer)`, stepped a column at a time past a boundary, searched
    /// otherwise.
    ///
    /// - Complexity: O(1) kept; O(log n) a step or search.
    mutating func firstColumn(endingAfter x: Double, in columns: SheetColumns) -> Int {
        // Past a column's end once x reaches it: the column ends at or before x.
        answer(at: x, in: columns, past: { x, end in x >= end }, boundary: { columns.end(ofColumn: $0) },
               search: { columns.firstColumn(endingAfter: $0) })
    }

    /// ``SheetColumns/columnsStarting(before:)`` of `x`: kept while `x` lies in
    /// `offset(answer − 1) <.. offset(answer)`, stepped a column at a time past a boundary,
    /// searched otherwise.
    ///
    /// - Complexity: O(1) kept; O(log n) a step or search.
    mutating func columnsStarting(before x: Double, in columns: SheetColumns) -> Int {
        // Past a column's start once x goes beyond it: the column starts before x.
        answer(at: x, in: columns, past: { x, start in x > start }, boundary: { columns.offset(ofColumn: $0) },
               search: { columns.columnsStarting(before: $0) })
    }

    /// The number of boundaries `x` is `past` (boundary c is `boundary(c)`, nondecreasing in c):
    /// the answer kept while `x` is past boundary answer − 1 and not past boundary answer,
    /// stepped over up to ``steps`` boundaries, else `search`ed.
    ///
    /// - Complexity: O(1) kept; O(log n) a step or search.
    @inline(__always)
    private mutating func answer(at x: Double, in columns: SheetColumns, past: (Double, Double) -> Bool,
                                 boundary: (Int) -> Double, search: (Double) -> Int) -> Int {
        if isKept, !x.isNaN {
            for _ in 0...Self.steps {
                if past(x, high), answer < columns.count {
                    answer += 1
                    low = high
                    high = answer < columns.count ? boundary(answer) : .infinity
                } else if !past(x, low), answer > 0 {
                    answer -= 1
                    high = low
                    low = answer > 0 ? boundary(answer - 1) : -.infinity
                } else {
                    return answer
                }
            }
        }
        answer = search(x)
        low = answer > 0 && answer <= columns.count ? boundary(answer - 1) : -.infinity
        high = answer < columns.count ? boundary(answer) : .infinity
        isKept = !x.isNaN
        return answer
    }
}
