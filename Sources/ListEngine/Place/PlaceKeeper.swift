/// Keeps the reader's place: which row anchors the screen (the first on screen whose frame is
/// final, else the first visible; a place restored by ``ListView/restorePlace(_:)`` before
/// either, and in a masonry the item the last change kept, until the next pass ends) and how
/// the offset follows it when what lies above it changes — or, while the end is anchored, the
/// content's end at the viewport's bottom. A change takes the place before it (``capture(in:)``)
/// and puts it back after (``restore(_:contentMoved:animationFollows:callees:in:)``). It owns the
/// restored place and the held one; it reaches the list only through its ``PlaceHost``.
final class PlaceKeeper {
    /// The row ``ListView/restorePlace(_:)`` put at `screenY` (or as near as the limits let
    /// it), kept there until the caller's next scroll: `scrolls` is the viewport's count
    /// then (``restoredAnchor(in:)``).
    @exclusivity(unchecked) var restored: (row: Int, screenY: Double, scrolls: UInt)?
    /// In a masonry, the item the last change kept where it was on screen (as numbered after
    /// it), and the viewport's scroll count then: it keeps the place until the next layout pass
    /// ends or the caller scrolls (``heldAnchor(in:)``). Heights move only their own column's
    /// items, so the items measured in that pass — arrivals, reloaded items, items above — move
    /// the columns apart: the item the reader saw stay keeps staying, where choosing again could
    /// take an item of another column that the change slid into view.
    @exclusivity(unchecked) private(set) var held: (row: Int, screenY: Double, scrolls: UInt)?

    /// The rows a batch inserted since the last layout pass outside ``arrivedSections``,
    /// ascending (as numbered now): a grid's or flow's item the reader was never shown where it
    /// is does not keep the place.
    /// Emptied by each pass (``layoutPassEnded()``).
    @exclusivity(unchecked) private(set) var arrivals: [ListIndexPath] = []
    /// The sections inserted or reloaded since the last layout pass, whose rows are new (kept
    /// as sections: one may hold millions of rows) but for ``settledInArrivedSections``.
    @exclusivity(unchecked) private(set) var arrivedSections: [Int] = []
    /// The rows of ``arrivedSections`` that are not new, ascending: moved in by a later batch
    /// from a section that had them before.
    @exclusivity(unchecked) private(set) var settledInArrivedSections: [ListIndexPath] = []

    /// The row that keeps the user's place (see ``anchorRow(among:excluding:in:)``) and where
    /// its top is on screen, or nil when the viewport is past the content's end.
    ///
    /// - Complexity: O(log n) when the first row on screen has its final frame; O(v log n) for v
    ///   rows on screen otherwise.
    func screenAnchor(in host: some PlaceHost) -> (row: Int, screenY: Double)? {
        if let restored = restoredAnchor(in: host) { return restored }  // a restored place comes first
        guard let row = anchorRow(among: anchorRows(in: host), excluding: { _ in false }, in: host) else { return nil }
        return (row, host.activeLayout.top(ofItem: row) - host.viewport.offset.y)
    }

    /// The row or item among `rows` (``anchorRows(in:)``), on screen and not `excluded` — in a
    /// grid or flow, nor inserted since the last layout pass (``arrivals``: never shown where
    /// they are) — that keeps the place; nil if there is none.
    ///
    /// In a masonry, the item the last change kept holds it unless `excluded` (``held``) — on
    /// screen or not: a reloaded item measured shorter may end above the viewport, and its
    /// column below it still stays. Otherwise the first such row whose frame is final keeps it — measured where rows size themselves,
    /// laid out where a flow estimates lines — so that the place passes over rows laid out from
    /// estimates, which move what follows them as they become exact: a drag into content not
    /// measured yet keeps what the reader saw where the drag put it while the rows above it are
    /// measured. Where rows laid out from estimates lie between final ones (measured on an
    /// earlier visit) and the rows the last layout pass placed (those with cells: what it showed
    /// and the ready rows around it), the first of the final rows that reach the placed ones
    /// keeps it. Where the last pass placed none on screen (a jump), the first whose frame is
    /// final keeps it; where none has its final frame (a jump into content never laid out), the
    /// first, where the viewport landed, while what it shows is laid out. At the content's top
    /// (the viewport's top edge at or above it) the first candidate keeps it, final or not:
    /// nothing lies above it to move it, so a reader who scrolled to the top stays there while
    /// the rows on screen are measured and laid out.
    ///
    /// - Complexity: O(log n) when the first candidate has a cell and its final frame; O(v log n)
    ///   for v rows otherwise, O(v (log n + log a)) while a items inserted since the last pass are
    ///   remembered. No allocation.
    func anchorRow(among rows: Range<Int>, excluding excluded: (Int) -> Bool, in host: some PlaceHost) -> Int? {
        if let held = heldAnchor(in: host), !excluded(held.row) { return held.row }
        let layout = host.activeLayout
        let collection = layout.hasCollectionGeometry
        let placed = host.window.isWhole ? host.window.materialized : 0..<0
        var first: Int?
        var firstFinal: Int?
        // The first candidate of the run of final frames under way, and whether the run holds a
        // placed row: a row laid out from estimates ends the run (it moves what follows it).
        var run: Int?
        var runIsPlaced = false
        let atTop = host.viewport.offset.y <= 0
        for g in rows where !excluded(g) {
            let candidate = (rows.count == 1 || host.isOnScreen(item: g)) && !(collection && isArrival(g, in: layout))
            if candidate, first == nil {
                if atTop { return g }
                first = g
            }
            guard layout.hasFinalFrame(item: g) else {
                run = nil
                runIsPlaced = false
                continue
            }
            if candidate {
                if firstFinal == nil { firstFinal = g }
                if run == nil { run = g }
            }
            if placed.contains(g) { runIsPlaced = true }
            if runIsPlaced, let run { return run }
            if !runIsPlaced, firstFinal != nil, placed.upperBound <= g + 1 { break }  // no placed row further down
        }
        return firstFinal ?? first
    }

    /// Whether row `g` was inserted since the last layout pass.
    ///
    /// - Complexity: O(1) with none remembered; O(log n + log a + s) otherwise, for s sections
    ///   remembered.
    private func isArrival(_ g: Int, in layout: ActiveLayout) -> Bool {
        guard !arrivals.isEmpty || !arrivedSections.isEmpty else { return false }
        return isArrival(at: layout.geometry.indexPath(ofRow: g))
    }

    /// Whether the row at `path` was inserted since the last layout pass.
    ///
    /// - Complexity: O(log a + s) for a rows and s sections remembered.
    private func isArrival(at path: ListIndexPath) -> Bool {
        if arrivedSections.contains(path.section) { return !Self.contains(path, in: settledInArrivedSections) }
        return Self.contains(path, in: arrivals)
    }

    /// Whether the ascending `paths` hold `path`.
    ///
    /// - Complexity: O(log `paths.count`).
    private static func contains(_ path: ListIndexPath, in paths: [ListIndexPath]) -> Bool {
        var low = 0
        var high = paths.count
        while low < high {
            let mid = (low + high) >> 1
            if paths[mid] < path { low = mid + 1 } else { high = mid }
        }
        return low < paths.count && paths[low] == path
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

    /// The row of ``anchorRows(in:)`` given the visible rows that keeps the place
    /// (``anchorRow(among:excluding:in:)``), or `Int.min` (no row: nothing moves the offset).
    ///
    /// - Complexity: as ``screenAnchor(in:)``.
    func firstAnchorRow(visible: Range<Int>, in host: some PlaceHost) -> Int {
        if let restored = restoredAnchor(in: host) { return restored.row }  // a restored place comes first
        return anchorRow(among: anchorRows(visible: visible, in: host), excluding: { _ in false }, in: host) ?? Int.min
    }

    /// ``screenAnchor(in:)`` from the cells the last pass placed, whose frames are current: the
    /// first of them on screen, if its frame is final, it was not inserted since the last pass
    /// and no item above it is on screen without a cell. nil otherwise (after a jump, say). A
    /// masonry's item held since the last change (``held``) comes first.
    ///
    /// - Complexity: O(log n + cells above the viewport's top).
    func placedAnchor(in host: some PlaceHost) -> (row: Int, screenY: Double)? {
        if let restored = restoredAnchor(in: host) { return restored }  // a restored place comes first
        if let held = heldAnchor(in: host) { return (held.row, host.activeLayout.top(ofItem: held.row) - host.viewport.offset.y) }
        // While a row moves interactively the cells show the move, not their rows' frames.
        let window = host.window
        guard window.isWhole, !window.materialized.isEmpty, !host.isMovingRow else { return nil }
        let y0 = host.viewport.offset.y
        let height = host.viewport.size.height
        let first = window.materialized.lowerBound
        // The first item on screen has a cell: in a line of items of different heights, one
        // that ends above the viewport may come before a taller one that does not.
        guard window.cells[0].frame.minY <= y0, window.materialized.contains(host.visibleRowRange().lowerBound) else { return nil }
        for g in window.materialized {
            let frame = window.cells[g - first].frame
            guard frame.maxY > y0 else { continue }
            guard frame.minY < y0 + height, host.activeLayout.hasFinalFrame(item: g), !isArrival(g, in: host.activeLayout) else { return nil }
            return (g, frame.minY - y0)
        }
        return nil
    }

    /// The restored place's row and where its top is to be on screen, until the caller scrolls
    /// after ``ListView/restorePlace(_:)`` — keeping the place moves the offset without a
    /// scroll — while the rows are numbered as then; nil otherwise. Where the limits stopped the
    /// offset short, the row is as near its place as they let it, and reaches it when they allow
    /// (sizes measured, a new width). Where it is given, it keeps the place instead of the row on
    /// screen (``anchorRow(among:excluding:in:)``).
    ///
    /// - Complexity: O(1).
    func restoredAnchor(in host: some PlaceHost) -> (row: Int, screenY: Double)? {
        guard let anchor = restored else { return nil }
        guard anchor.scrolls == host.viewport.scrolls, anchor.row < host.activeLayout.geometry.totalRows else {
            restored = nil
            return nil
        }
        return (anchor.row, anchor.screenY)
    }

    /// In a masonry, the item the last change kept on screen and where (``held``), until the
    /// next layout pass ends or the caller scrolls; nil otherwise.
    ///
    /// - Complexity: O(1).
    func heldAnchor(in host: some PlaceHost) -> (row: Int, screenY: Double)? {
        guard let anchor = held else { return nil }
        guard anchor.scrolls == host.viewport.scrolls, anchor.row < host.activeLayout.geometry.totalRows else {
            held = nil
            return nil
        }
        return (anchor.row, anchor.screenY)
    }

    /// Holds `anchor` (as numbered after a change that kept it where it is on screen) through
    /// the next layout pass, in a masonry (``held``); with none, or in another layout, nothing
    /// is held.
    ///
    /// - Complexity: O(1).
    func hold(_ anchor: (row: Int, screenY: Double)?, in host: some PlaceHost) {
        held = host.activeLayout.movesColumnsApart ? anchor.map { ($0.row, $0.screenY, host.viewport.scrolls) } : nil
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
        // An offset that puts the row there already stays: `top − screenY` may be another
        // double that does too, and moving to it would shift everything else by a last bit.
        if top - host.viewport.offset.y == anchor.screenY {
            keepOffsetWithinCoordinates(in: host)
            return
        }
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
    /// Rows numbered anew forget the restored place and the held one: the rows on screen keep the place. A
    /// batch's inserted rows join ``arrivals`` (those remembered follow their rows, moved too,
    /// and stay new wherever a move takes them; a row moved into an arrived section from one
    /// that had it before is not new); a reload forgets them.
    ///
    /// - Complexity: O(1) for a reload; O(S s + (a + k) log(a + k)) for a batch that inserts or
    ///   moves k rows into S sections, with a rows and s sections remembered.
    func follow(_ change: RowsChange) {
        restored = nil
        held = nil
        switch change {
        case .reload:
            arrivals.removeAll()
            arrivedSections.removeAll()
            settledInArrivedSections.removeAll()
        case let .batch(plan):
            var kept = arrivals.compactMap(plan.newIndexPath(for:))
            var settled = settledInArrivedSections.compactMap(plan.newIndexPath(for:))
            let sections = arrivedSections
            var arrived: [Int] = []
            for t in 0..<plan.newSectionCount {
                let s = plan.oldSection[t]
                let isNew = s < 0 || plan.reloadedSections.contains(s)
                if isNew || sections.contains(s) { arrived.append(t) }
                guard !isNew else { continue }
                for row in plan.addedRows[t] {
                    let path = ListIndexPath(row: row, section: t)
                    guard let source = plan.moveSource(of: path) else {
                        if !sections.contains(s) { kept.append(path) }  // inserted
                        continue
                    }
                    // A moved row stays what it was; the rows remembered one by one follow above.
                    guard sections.contains(source.section) != sections.contains(s) else { continue }
                    if sections.contains(s) {
                        if !isArrival(at: source) { settled.append(path) }
                    } else if isArrival(at: source) {
                        kept.append(path)
                    }
                }
            }
            // Each row remembered once: an arrived section's rows are new but for those settled.
            kept.removeAll { arrived.contains($0.section) }
            settled.removeAll { !arrived.contains($0.section) || plan.reloadedSections.contains(plan.oldSection[$0.section]) }
            arrivedSections = arrived
            if kept.isEmpty && arrivals.isEmpty && settled.isEmpty && settledInArrivedSections.isEmpty { return }
            kept.sort()
            settled.sort()
            arrivals = kept
            settledInArrivedSections = settled
        }
    }

    /// A layout pass has shown what it shows: the rows inserted before it are no longer new, and
    /// a masonry's item held since the last change lets the place go.
    ///
    /// - Complexity: O(a) for the a rows remembered; O(1) with none.
    func layoutPassEnded() {
        held = nil
        if !arrivals.isEmpty { arrivals.removeAll(keepingCapacity: true) }
        if !arrivedSections.isEmpty { arrivedSections.removeAll(keepingCapacity: true) }
        if !settledInArrivedSections.isEmpty { settledInArrivedSections.removeAll(keepingCapacity: true) }
    }
}
