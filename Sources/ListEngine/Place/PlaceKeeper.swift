/// Keeps the reader's place: which row anchors the screen (the first visible row; in a grid or
/// a flow the first on screen whose frame is final; a place restored by
/// ``ListView/restorePlace(_:)`` before either) and how the offset follows it when what lies
/// above it changes — or, while the end is anchored, the content's end at the viewport's
/// bottom. A change takes the place before it (``capture(in:)``) and puts it back after
/// (``restore(_:contentMoved:animationFollows:callees:in:)``). It owns the restored place; it reaches the list only
/// through its ``PlaceHost``.
final class PlaceKeeper {
    /// The row ``ListView/restorePlace(_:)`` put at `screenY`, kept there while the viewport
    /// stays (``restoredAnchor(in:)``).
    @exclusivity(unchecked) var restored: (row: Int, screenY: Double)?

    /// The rows a batch inserted since the last layout pass, ascending (as numbered now): a
    /// grid's or flow's item the reader was never shown where it is does not keep the place.
    /// Emptied by each pass (``layoutPassEnded()``).
    @exclusivity(unchecked) private(set) var arrivals: [ListIndexPath] = []
    /// The sections inserted or reloaded since the last layout pass, whose rows are all new (kept
    /// as sections: one may hold millions of rows).
    @exclusivity(unchecked) private(set) var arrivedSections: [Int] = []

    /// How far (relative to the coordinates' magnitude) the restored row may be from where it
    /// was put and still be where it was put: rounding, not a scroll.
    private static let restoredPlaceTolerance = 0x1p-40

    /// The row that keeps the user's place (see ``anchorRows(in:)``) and where its top is on
    /// screen, or nil when the viewport is past the content's end.
    ///
    /// - Complexity: O(log n) for a table; O(v log n) for a collection with v items on screen.
    func screenAnchor(in host: some PlaceHost) -> (row: Int, screenY: Double)? {
        if let restored = restoredAnchor(in: host) { return restored }  // a restored place comes first
        let rows = anchorRows(in: host)
        let anchor = host.activeLayout.hasCollectionGeometry
            ? collectionAnchorRow(among: rows, excluding: { _ in false }, in: host) ?? rows.first : rows.first
        guard let row = anchor else { return nil }
        return (row, host.activeLayout.top(ofItem: row) - host.viewport.offset.y)
    }

    /// A collection's item among `rows` (``anchorRows(in:)``), on screen and neither `excluded`
    /// nor inserted since the last layout pass (``arrivals``: never shown where they are), that
    /// keeps the place; nil if there is none.
    ///
    /// Where the first such item is laid out, the first whose frame is final keeps it (a
    /// self-sizing item not measured yet moves when it or what is before it in its line becomes
    /// exact), else the first. Where it is not laid out (a flow's estimated lines: the viewport
    /// has landed where nothing was laid out), the place is where it landed: that item keeps its
    /// place on screen while what it shows is laid out — never an item further down, which
    /// laying out the content above it would push away, taking the offset with it.
    ///
    /// - Complexity: O(v log n) for v rows, O(v (log n + log a)) while a items inserted since
    ///   the last pass are remembered.
    func collectionAnchorRow(among rows: Range<Int>, excluding excluded: (Int) -> Bool, in host: some PlaceHost) -> Int? {
        let layout = host.activeLayout
        var first: Int?
        for g in rows where (rows.count == 1 || host.isOnScreen(item: g)) && !excluded(g) && !isArrival(g, in: layout) {
            if first == nil {
                first = g
                if !layout.isLaidOut(item: g) { return g }
            }
            if layout.hasFinalFrame(item: g) { return g }
        }
        return first
    }

    /// Whether row `g` was inserted since the last layout pass.
    ///
    /// - Complexity: O(1) with none remembered; O(log n + log a + s) otherwise, for s sections
    ///   remembered.
    private func isArrival(_ g: Int, in layout: ActiveLayout) -> Bool {
        guard !arrivals.isEmpty || !arrivedSections.isEmpty else { return false }
        let path = layout.geometry.indexPath(ofRow: g)
        if arrivedSections.contains(path.section) { return true }
        var low = 0
        var high = arrivals.count
        while low < high {
            let mid = (low + high) >> 1
            if arrivals[mid] < path { low = mid + 1 } else { high = mid }
        }
        return low < arrivals.count && arrivals[low] == path
    }

    /// The rows that can keep the user's place, first choice first: the visible rows; with none
    /// visible, the row at the viewport's top edge (a zero-height viewport, or one above the
    /// content). Empty when the viewport is past the content's end: the offset then stays.
    ///
    /// - Complexity: O(log n).
    func anchorRows(in host: some PlaceHost) -> Range<Int> {
        anchorRows(visible: host.visibleRowRange(), in: host)
    }

    /// ``anchorRows(in:)`` given the visible rows.
    ///
    /// - Complexity: O(1).
    func anchorRows(visible: Range<Int>, in host: some PlaceHost) -> Range<Int> {
        guard visible.isEmpty, visible.lowerBound < host.activeLayout.geometry.totalRows else { return visible }
        return visible.lowerBound..<(visible.lowerBound + 1)
    }

    /// The first of ``anchorRows(in:)`` given the visible rows, or `Int.min` (no row: nothing
    /// moves the offset).
    ///
    /// - Complexity: O(log n).
    func firstAnchorRow(visible: Range<Int>, in host: some PlaceHost) -> Int {
        if let restored = restoredAnchor(in: host) { return restored.row }  // a restored place comes first
        let rows = anchorRows(visible: visible, in: host)
        return rows.isEmpty ? Int.min : rows.lowerBound
    }

    /// ``screenAnchor(in:)`` from the cells the last pass placed, whose frames are current: the
    /// first of them on screen, if its frame is final and no item above it is on screen without
    /// a cell. nil otherwise (after a jump, say).
    ///
    /// - Complexity: O(log n + cells above the viewport's top).
    func placedAnchor(in host: some PlaceHost) -> (row: Int, screenY: Double)? {
        if let restored = restoredAnchor(in: host) { return restored }  // a restored place comes first
        // While a row moves interactively the cells show the move, not their rows' frames.
        let window = host.window
        guard window.isWhole, !window.materialized.isEmpty, !host.isMovingRow else { return nil }
        let y0 = host.viewport.offset.y
        let height = host.viewport.size.height
        let first = window.materialized.lowerBound
        // The first item on screen has a cell: in a line of items of different heights, one
        // that ends above the viewport may come before a taller one that does not.
        guard window.cells[0].frame.minY <= y0, window.materialized.contains(host.activeLayout.items(intersecting: y0, y0 + height).lowerBound)
        else { return nil }
        for g in window.materialized {
            let frame = window.cells[g - first].frame
            guard frame.maxY > y0 else { continue }
            guard frame.minY < y0 + height, host.activeLayout.hasFinalFrame(item: g) else { return nil }
            return (g, frame.minY - y0)
        }
        return nil
    }

    /// The restored place's row and where its top is on screen, while the viewport stays where
    /// ``ListView/restorePlace(_:)`` put it — the anchor keeping that moves the offset with the
    /// row keeps it there — and the rows are numbered as then; nil otherwise (and forgotten).
    /// Where it is given, it keeps the place instead of the first visible row.
    ///
    /// - Complexity: O(log n).
    func restoredAnchor(in host: some PlaceHost) -> (row: Int, screenY: Double)? {
        guard let anchor = restored else { return nil }
        if anchor.row < host.activeLayout.geometry.totalRows {
            let top = host.activeLayout.top(ofItem: anchor.row)
            let offset = host.viewport.offset.y
            // Keeping the place adds and subtracts: the row's screen position may be off by the
            // rounding of the offset's magnitude.
            let tolerance = Swift.max(1, abs(top), abs(offset)) * Self.restoredPlaceTolerance
            if abs(top - offset - anchor.screenY) <= tolerance { return anchor }
        }
        restored = nil
        return nil
    }

    /// Moves the content offset so the anchor row is where it was on screen (as far as
    /// ``keepOffsetWithinCoordinates(in:)`` lets it); nothing without one.
    ///
    /// - Complexity: O(log n).
    func keep(_ anchor: (row: Int, screenY: Double)?, in host: some PlaceHost) {
        guard let anchor else { return }
        // Keeping the place is not scrolling: the next pass measures no velocity from it. Where
        // an offset puts the row at its distance to the last bit, it is that offset.
        let top = host.activeLayout.top(ofItem: anchor.row)
        if let exact = Self.exactOffset(placingTop: top, at: anchor.screenY) {
            host.viewport.shift(to: exact)
        } else {
            host.viewport.shift(by: top - anchor.screenY - host.viewport.offset.y)
        }
        keepOffsetWithinCoordinates(in: host)
    }

    /// The offset that puts a row whose top is at `top` (content coordinates) exactly `screenY`
    /// below the viewport's top edge — `top − offset == screenY` to the last bit: `top −
    /// screenY`, or a double next to it where that one rounds. Nil where no offset does (the
    /// distance has bits finer than the top's precision leaves, as one measured at another
    /// magnitude may).
    ///
    /// - Complexity: O(1).
    static func exactOffset(placingTop top: Double, at screenY: Double) -> Double? {
        let y = top - screenY
        if top - y == screenY { return y }
        if top - y.nextDown == screenY { return y.nextDown }
        if top - y.nextUp == screenY { return y.nextUp }
        return nil
    }

    /// Brings the content offset back within ±``ListView/maximumCoordinate``, as
    /// ``ListView/setContentOffset(_:)`` takes it: keeping the place of an item a custom layout
    /// put far off, time after time, could otherwise carry it beyond (no other layout's content
    /// reaches there).
    ///
    /// - Complexity: O(1).
    func keepOffsetWithinCoordinates(in host: some PlaceHost) {
        host.viewport.offset.y = Swift.min(Swift.max(host.viewport.offset.y, -ListView.maximumCoordinate), ListView.maximumCoordinate)
    }
}

extension PlaceKeeper: FollowsRowsChanges {
    /// Rows numbered anew forget the restored place: the first visible row keeps the place. A
    /// batch's inserted rows join ``arrivals`` (those remembered follow their rows); a reload
    /// forgets them.
    ///
    /// - Complexity: O(1) for a reload; O(S s + (a + k) log(a + k)) for a batch that inserts k
    ///   rows into S sections, with a rows and s sections remembered.
    func follow(_ change: RowsChange) {
        restored = nil
        switch change {
        case .reload:
            arrivals.removeAll()
            arrivedSections.removeAll()
        case let .batch(plan):
            var kept = arrivals.compactMap(plan.newIndexPath(for:))
            let sections = arrivedSections
            arrivedSections.removeAll()
            for t in 0..<plan.newSectionCount {
                let s = plan.oldSection[t]
                if s < 0 || plan.reloadedSections.contains(s) || sections.contains(s) {
                    arrivedSections.append(t)
                    continue
                }
                for row in plan.addedRows[t] where plan.moveSource(of: ListIndexPath(row: row, section: t)) == nil {
                    kept.append(ListIndexPath(row: row, section: t))
                }
            }
            if kept.isEmpty && arrivals.isEmpty { return }
            kept.sort()
            arrivals = kept
        }
    }

    /// A layout pass has shown what it shows: the rows inserted before it are no longer new.
    ///
    /// - Complexity: O(a) for the a rows remembered; O(1) with none.
    func layoutPassEnded() {
        if !arrivals.isEmpty { arrivals.removeAll(keepingCapacity: true) }
        if !arrivedSections.isEmpty { arrivedSections.removeAll(keepingCapacity: true) }
    }
}
