/// What a sheet's passes know of its columns: the viewport over them (the one copy of the
/// columns, moved rather than made anew), the column ranges found from where they were the pass
/// before, the direction of travel, and the spans of the columns cells are framed in.
///
/// Held in place by its sheet and changed only through its mutating methods, so that a pass
/// reads the columns' index where it lies: a viewport copied out would retain and release the
/// index's storage, and a change of the columns while a copy lived would copy the index.
struct SheetColumnWindow {
    /// Where the list looks at the sheet, over its columns as last loaded and changed.
    private(set) var view = SheetViewport()
    /// The column ranges of the last pass; nil before one, or with nothing on screen.
    private(set) var ranges: SheetColumnRanges?
    /// The left edges and widths of the frozen columns on screen.
    private(set) var frozenSpans = SheetColumnSpans()
    /// The left edges and widths of the scrolling columns of the ready window.
    private(set) var scrollingSpans = SheetColumnSpans()
    /// The horizontal offset of the last pass, for the direction of travel; nil: none yet.
    private var lastOffsetX: Double?
    /// Counts the changes of the columns: what the ranges and spans kept were read from.
    private var version = 0
    /// The column ranges, kept while the offset moves between the same column boundaries.
    private var memo = SheetRangeMemo()

    /// Moves the viewport to `offset`, `size` large, over rows whose frozen ones are
    /// `frozenRowHeight` tall (``SheetViewport/look(at:size:frozenRowHeight:)``).
    ///
    /// - Complexity: O(1).
    mutating func look(at offset: Point, size: Size, frozenRowHeight: Double) throws(ListError) {
        try view.look(at: offset, size: size, frozenRowHeight: frozenRowHeight)
    }

    /// Changes the columns in place with `body`; the ranges' edges and the spans are read again.
    ///
    /// - Complexity: that of `body`, plus O(log n).
    mutating func changeColumns(_ body: (inout SheetColumns) -> Void) {
        version += 1
        view.changeColumns(body)
    }

    /// The ranges where the viewport is now, leaning the way the offset moved since the last
    /// pass, `tuning`'s windows wide; the spans follow them.
    ///
    /// - Complexity: O(1) while no band edge crosses a column boundary and the runs of columns
    ///   are the same; O(log n + columns read) otherwise. No allocation once the spans' buffers
    ///   have grown to the longest run.
    mutating func follow(tuning: RangeTuning) -> SheetColumnRanges {
        let x = view.offset.x
        let direction = SheetColumnRanges.direction(from: lastOffsetX ?? x, to: x, last: ranges?.direction ?? .forward)
        lastOffsetX = x
        // The memo is plain bytes: worked on as a local, it does not overlap the read of the
        // viewport, which is then borrowed where it lies rather than copied with its columns.
        var memo = self.memo
        let found = memo.ranges(of: view, tuning: tuning, direction: direction, version: version)
        self.memo = memo
        ranges = found
        frozenSpans.cover(found.frozen, of: view.columns, version: version)
        scrollingSpans.cover(found.ready, of: view.columns, version: version)
        return found
    }

    /// Takes the offset `x` as the last pass's: the columns moved under the view (widened, say),
    /// and the view did not travel.
    ///
    /// - Complexity: O(1).
    mutating func settle(atX x: Double) {
        lastOffsetX = x
    }

    /// Forgets the ranges and where the view was: nothing is on screen, or the columns are new.
    ///
    /// - Complexity: O(1).
    mutating func forget() {
        ranges = nil
        lastOffsetX = nil
        memo.forget()
    }
}
