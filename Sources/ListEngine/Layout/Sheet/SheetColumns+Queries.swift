/// Which columns lie where: the searches a viewport asks.
extension SheetColumns {
    /// The columns whose spans intersect the band `x0 ..< x1`: those that start before `x1` and
    /// end after `x0`. Widths are never negative, so they are consecutive. Where none intersect
    /// — an empty band (`x1` ≤ `x0`, or NaN) intersects none, nor does one that lies in the
    /// spacing between two columns — an empty range at the first column that ends after `x0`
    /// (or at ``count``).
    ///
    /// - Complexity: O(1) with a fixed width; O(log n) otherwise.
    func columns(intersecting x0: Double, _ x1: Double) -> Range<Int> {
        let first = firstColumn(endingAfter: x0)
        guard x1 > x0 else { return first..<first }
        return first..<Swift.max(first, columnsStarting(before: x1))
    }

    /// The column whose span holds `x` (its start included, its end excluded), or nil when `x`
    /// lies before the first column, in the spacing between two, past the last, or is NaN. A
    /// column 0 wide holds no `x`.
    ///
    /// - Complexity: O(1) with a fixed width; O(log n) otherwise.
    func column(containing x: Double) -> Int? {
        // The first column that ends after `x` holds it if it starts at or before it: the
        // columns before it end at or before `x`, those after it start after its start.
        let (c, start) = firstColumnAndStart(endingAfter: x)
        guard c < count, start <= x else { return nil }
        return c
    }

    /// The first column that ends after `x` (``end(ofColumn:)`` > `x`), or ``count`` (NaN: no
    /// column ends after it).
    ///
    /// - Complexity: O(1) with a fixed width; O(log n) otherwise.
    func firstColumn(endingAfter x: Double) -> Int {
        firstColumnAndStart(endingAfter: x).column
    }

    /// ``firstColumn(endingAfter:)``, and where that column starts (NaN when it is ``count``).
    ///
    /// The search sums as the index does; the answer is then checked against the column's end
    /// and the one before it, as ``offset(ofColumn:)`` and ``width(ofColumn:)`` give them (one
    /// walk over the two), and moved by a column while it disagrees — at a boundary, within
    /// rounding, when widths or the spacing are not exact sums.
    ///
    /// - Complexity: O(1) with a fixed width; O(log n) otherwise.
    private func firstColumnAndStart(endingAfter x: Double) -> (column: Int, start: Double) {
        guard !x.isNaN, count > 0 else { return (count, .nan) }
        var c: Int
        if let index {
            // The first column whose end plus the spacing after it lies after `x`: the columns
            // before it end at or before `x`; it may end there too, `x` in its spacing.
            c = index.entriesEnding(atOrBefore: x, gap: spacing)
        } else {
            let pitch = fixedWidth + spacing
            // Column c ends at c × pitch + width, after `x` when c > (x − width) / pitch.
            c = pitch > 0 ? Self.clampedIndex(((x - fixedWidth) / pitch).rounded(.down) + 1, count: count)
                : (x < 0 ? 0 : count)
        }
        while true {
            let (previous, current) = spans(around: c)
            if c < count, current.end <= x {
                c += 1
            } else if c > 0, previous.end > x {
                c -= 1
            } else {
                return (c, current.start)
            }
        }
    }

    /// The number of columns that start before `x` (``offset(ofColumn:)`` < `x`): one past the
    /// last such column (0 for NaN). Checked as ``firstColumn(endingAfter:)`` is.
    ///
    /// - Complexity: O(1) with a fixed width; O(log n) otherwise.
    func columnsStarting(before x: Double) -> Int {
        guard !x.isNaN, count > 0 else { return 0 }
        var c: Int
        if let index {
            c = index.entriesStarting(before: x, gap: spacing)
        } else {
            let pitch = fixedWidth + spacing
            // Column c starts at c × pitch, before `x` when c < x / pitch.
            c = pitch > 0 ? Self.clampedIndex((x / pitch).rounded(.up), count: count) : (x > 0 ? count : 0)
        }
        while true {
            let (previous, current) = spans(around: c)
            if c < count, current.start < x {
                c += 1
            } else if c > 0, previous.start >= x {
                c -= 1
            } else {
                return c
            }
        }
    }

    /// The spans of columns `c − 1` and `c`, as ``offset(ofColumn:)`` and ``end(ofColumn:)``
    /// give them, found by one walk (``forEachColumn(in:_:)``); a column that does not exist
    /// spans NaN…NaN.
    ///
    /// - Precondition: `0 <= c <= count`.
    /// - Complexity: O(1) with a fixed width; O(log n) otherwise.
    @inline(__always)
    private func spans(around c: Int) -> (previous: (start: Double, end: Double), current: (start: Double, end: Double)) {
        var previous = (start: Double.nan, end: Double.nan)
        var current = (start: Double.nan, end: Double.nan)
        forEachColumn(in: Swift.max(c - 1, 0)..<Swift.min(c + 1, count)) { column, x, width in
            if column == c { current = (x, x + width) } else { previous = (x, x + width) }
        }
        return (previous, current)
    }

    /// `value` as a column number within `0 ... count`: a value beyond either end (infinite
    /// included) is that end.
    ///
    /// - Precondition: `value` is not NaN.
    /// - Complexity: O(1).
    private static func clampedIndex(_ value: Double, count: Int) -> Int {
        if value <= 0 { return 0 }
        if value >= Double(count) { return count }
        return Int(value)
    }
}
