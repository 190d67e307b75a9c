/// The reader's place saved and restored: the row that keeps it and its distance from the
/// viewport's top, put back after a relaunch, and kept while the sizes around it are measured.
extension PlaceKeeper {
    /// The reader's place (``ListView/place``): the row that keeps it and how far its top is
    /// below the viewport's top edge; nil before the list loads, when it has no rows, and when
    /// the viewport is past the content's end.
    ///
    /// - Complexity: that of ``screenAnchor(in:)``.
    func place(in host: some PlaceHost) -> ListPlace<ListIndexPath>? {
        guard host.hasLoaded, let anchor = screenAnchor(in: host) else { return nil }
        // A restored row the limits hold short of its place is where they hold it.
        let screenY = restored == nil ? anchor.screenY : host.activeLayout.top(ofItem: anchor.row) - host.viewport.offset.y
        return ListPlace(item: host.activeLayout.geometry.indexPath(ofRow: anchor.row), offsetFromTop: screenY)
    }

    /// Scrolls so that `place.item`'s top is `place.offsetFromTop` below the viewport's top edge
    /// (``ListView/restorePlace(_:)``), loading the list first if it never loaded, and keeps that
    /// row there until the caller scrolls — as near as the content's limits let it, unless the
    /// clamp anchors the end, which then keeps the place.
    ///
    /// - Throws: what ``ListView/restorePlace(_:)`` documents; the offset is then unchanged.
    /// - Complexity: O(log n); for a flow, O(log n + items laid out) through the item; plus the
    ///   first load's if the list never loaded.
    func restorePlace(_ place: ListPlace<ListIndexPath>, in host: some PlaceHost) throws(ListError) {
        if !host.hasLoaded { try host.reloadAll() }
        try host.validate(place.item)
        let layout = host.activeLayout
        let g = layout.geometry.globalRow(of: place.item)
        guard ListView.isValidCoordinate(place.offsetFromTop) else {
            throw .invalidContentOffset(Point(x: host.viewport.offset.x, y: layout.top(ofItem: g) - place.offsetFromTop))
        }
        // A jump: an animated scroll under way stops.
        host.stopScrollAnimation()
        let anchor = (row: g, screenY: place.offsetFromTop)
        // Where the jump starts: the flow's steps below move the offset to keep the item while
        // lines are laid out, but the end anchor follows the jump from here (an offset that has
        // already arrived would not release the end).
        let start = (offset: host.viewport.offset.y, lastPass: host.viewport.lastPassOffset)
        if layout.laysOutLazily {
            // A flow lays its lines out through the item, and what the viewport shows there, so
            // that the item's place and the content's end near it are its own, not estimated
            // (the cells move with what is laid out).
            let callees = host.loadCallees()
            var laidOut = host.layOut(through: g, callees: callees)
            keep(anchor, in: host)
            host.layOut(reaching: host.viewport.offset.y + host.viewport.size.height, callees: callees)
            if host.prepareReadyBand(keeping: anchor, callees: callees) { laidOut = true }
            if laidOut, !host.window.materialized.isEmpty { host.refreshFrames(from: host.window.materialized.lowerBound) }
        }
        let top = layout.top(ofItem: g)
        let wanted = Self.exactOffset(placingTop: top, at: place.offsetFromTop) ?? top - place.offsetFromTop
        let limits = host.contentOffsetLimits
        let y = Swift.min(Swift.max(wanted, limits.lowerBound), limits.upperBound)
        host.viewport.offset.y = start.offset
        host.viewport.lastPassOffset = start.lastPass
        host.viewport.scroll(to: y, end: limits.upperBound)
        // Where the clamp anchors the end, the end keeps the place.
        restored = host.viewport.end.keepsEnd && y != wanted ? nil : (g, place.offsetFromTop, host.viewport.scrolls)
    }

    /// `ready` reaching up to the restored row where it lies a few rows above the `visible` ones
    /// with a frame not final yet: an estimate that ends above the viewport, where the row's true
    /// height may reach into it. Measured (ready rows get cells), the row shows as it did on the
    /// screen its place was saved from.
    ///
    /// - Complexity: O(1) without a restored place; O(log n) with one.
    func readyRows(_ ready: Range<Int>, visible: Range<Int>, in host: some PlaceHost) -> Range<Int> {
        guard restored != nil, let anchor = restoredAnchor(in: host), anchor.row < ready.lowerBound,
              visible.lowerBound - anchor.row <= Self.rowsReachedAboveTheScreen,
              !host.activeLayout.hasFinalFrame(item: anchor.row) else { return ready }
        return anchor.row..<ready.upperBound
    }

    /// How many rows above the visible ones the ready rows reach to measure a restored row.
    private static let rowsReachedAboveTheScreen = 8
}
