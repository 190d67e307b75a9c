/// Saving and restoring the reader's place: the row that keeps it and its distance from the
/// viewport's top, put back after a relaunch, and kept while the sizes around it are measured.
extension ListView {
    /// The reader's place: the row that keeps it — the first visible row; in a grid or a flow
    /// the item that keeps the place when sizes change, the first on screen whose frame is final
    /// — and how far its top is below the viewport's top edge. Right after
    /// ``restorePlace(_:)``, and until the viewport moves, the place restored.
    ///
    /// nil before the list loads, when it has no rows, and when the viewport is past the
    /// content's end.
    ///
    /// - Complexity: O(log n) for a table; O(v log n) for a grid or a flow with v items on screen.
    public var place: ListPlace<ListIndexPath>? {
        guard !data.needsReload, let anchor = screenAnchor() else { return nil }
        return ListPlace(item: activeLayout.geometry.indexPath(ofRow: anchor.row), offsetFromTop: anchor.screenY)
    }

    /// Scrolls so that `place.item`'s top is `place.offsetFromTop` below the viewport's top
    /// edge: the screen a ``place`` was saved from, after a relaunch and a reload of the same
    /// data, and at another width the same item at the same distance from the top. Loads the
    /// list first if it never loaded.
    ///
    /// Sizes that are estimates do not move the item: a flow is laid out through it first, and
    /// until the viewport moves, the layout passes keep it where it was put while the rows and
    /// items around it are measured (rows above it move the offset by their change, as they do
    /// for the first visible row), and so do a change of width or layout and the reloads that
    /// keep the place. The item is exactly at its place whether the sizes are known or not.
    ///
    /// At the content's ends the offset is clamped to ``contentOffsetLimits`` — as the sizes
    /// known then make them: near the end of rows not measured yet, those of their estimates —
    /// and the item is where the clamp puts it; the passes then keep the first visible row, as
    /// after any scroll.
    ///
    /// - Throws: ``ListError/invalidContentOffset(_:)`` for an `offsetFromTop` that is NaN,
    ///   infinite or beyond ±``maximumCoordinate`` (the offset named is the one asked for);
    ///   ``ListError/indexPathOutOfRange(_:rowsInSection:)`` for an item the list lacks; what
    ///   ``reloadData()`` throws when the list loads first; ``ListError/reentrantCall(_:during:)``
    ///   from a callback of a running operation. The offset is then unchanged.
    /// - Complexity: O(log n); for a flow, O(log n + items laid out) through the item; plus the
    ///   first load's if the list never loaded.
    public func restorePlace(_ place: ListPlace<ListIndexPath>) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.restorePlace(place) } }
        try perform("restorePlace(_:)") { () throws(ListError) in try restore(place) }
    }

    private func restore(_ place: ListPlace<ListIndexPath>) throws(ListError) {
        if data.needsReload { try reloadAll() }
        try validate(place.item)
        let g = activeLayout.geometry.globalRow(of: place.item)
        guard Self.isValidCoordinate(place.offsetFromTop) else {
            throw .invalidContentOffset(Point(x: viewport.offset.x, y: activeLayout.top(ofItem: g) - place.offsetFromTop))
        }
        // A jump: an animated scroll under way stops.
        stopScrollAnimation()
        let anchor = (row: g, screenY: place.offsetFromTop)
        if activeLayout.laysOutLazily {
            // A flow lays its lines out through the item, and what the viewport shows there, so
            // that the item's place and the content's end near it are its own, not estimated
            // (the cells move with what is laid out).
            let callees = Callees(of: self)
            var laidOut = layOut(through: g, callees: callees)
            keep(anchor)
            layOut(reaching: viewport.offset.y + viewport.size.height, callees: callees)
            if prepareReadyBand(keeping: anchor, callees: callees) { laidOut = true }
            if laidOut, !window.materialized.isEmpty { refreshFrames(from: window.materialized.lowerBound) }
        }
        let wanted = activeLayout.top(ofItem: g) - place.offsetFromTop
        let limits = contentOffsetLimits
        let y = Swift.min(Swift.max(wanted, limits.lowerBound), limits.upperBound)
        viewport.scroll(to: y, end: limits.upperBound)
        viewport.restoredAnchor = y == wanted ? anchor : nil
    }

    /// The restored place's row and where its top is on screen, while the viewport stays where
    /// ``restorePlace(_:)`` put it — the anchor keeping that moves the offset with the row
    /// keeps it there — and the rows are numbered as then; nil otherwise (and forgotten).
    /// Where it is given, it keeps the place instead of the first visible row.
    ///
    /// - Complexity: O(log n).
    func restoredAnchor() -> (row: Int, screenY: Double)? {
        guard let anchor = viewport.restoredAnchor else { return nil }
        if anchor.row < activeLayout.geometry.totalRows {
            let top = activeLayout.top(ofItem: anchor.row)
            // Keeping the place adds and subtracts: the row's screen position may be off by the
            // rounding of the offset's magnitude.
            let tolerance = Swift.max(1, abs(top), abs(viewport.offset.y)) * Self.restoredPlaceTolerance
            if abs(top - viewport.offset.y - anchor.screenY) <= tolerance { return anchor }
        }
        viewport.restoredAnchor = nil
        return nil
    }

    /// How far (relative to the coordinates' magnitude) the restored row may be from where it
    /// was put and still be where it was put: rounding, not a scroll.
    private static let restoredPlaceTolerance = 0x1p-40
}

extension Viewport: FollowsRowsChanges {
    /// Rows numbered anew forget the restored place: the first visible row keeps the place.
    ///
    /// - Complexity: O(1).
    mutating func follow(_ change: RowsChange) {
        restoredAnchor = nil
    }
}
