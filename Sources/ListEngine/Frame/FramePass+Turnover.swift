/// Step 3 of a pass: the visible rows and the ready window around them get cells, and the cells
/// that need them frames.
extension FramePass {
    /// Gives the visible rows and the ready window around them cells, and the cells that need
    /// them frames. Rows that learn their height can pull more rows into view, so it measures in
    /// rounds until every visible row has its cell; each round that changes a height measured a
    /// row for the first time, so the rounds end. The row that keeps the place — the first on
    /// screen whose frame is final when the cells turn over, else the first visible
    /// (``PlaceKeeper/anchorRow(among:excluding:in:)``) — keeps it on screen through the whole
    /// turnover: rows measured above it move the offset by their change, rows below it move
    /// nothing — unless the end is anchored, which keeps the content's end
    /// at the viewport's bottom instead (a place just restored is kept exactly: the offset is
    /// set from its row's top); then the offset stays within the new limits (or no further
    /// beyond one than it was when the pass began); the participants hear how far the place moved the
    /// offset (an animated update moves with it, so what it draws stays where it is on screen).
    /// Returns the visible rows.
    ///
    /// - Complexity: O(log n + rows that enter or leave the ready window) a round.
    func turnCellsOver(callees: Callees, report: inout LayoutPassReport) -> Range<Int> {
        let host = host
        let offsetBeforeCells = host.viewport.offset.y
        let limitsBeforeCells = host.contentOffsetLimits
        defer { participants.placeKept(movedBy: host.viewport.offset.y - offsetBeforeCells, in: host) }
        // A collection keeps its anchor item where it is on screen instead: through lines laid
        // out for the first time (a flow) and items measured, the offset follows it.
        // (Only where something can move: a flow laying lines out, items measuring themselves.)
        let anchorsCollection = !host.viewport.end.keepsEnd && host.activeLayout.mayMoveItemsInPass
        var collectionAnchor = anchorsCollection ? host.placedAnchor() ?? host.screenAnchor() : nil
        var offsetBeforePreparing = host.viewport.offset.y
        // Lines laid out for the first time: the cells' estimated frames may have become exact.
        var framesMoved = host.activeLayout.hasCollectionGeometry && host.prepareReadyBand(keeping: collectionAnchor, callees: callees)
        // What was laid out or measured may have moved the content's end: the offset stays
        // within the limits, as far as it was within them when the pass began.
        if keepWithinLimits(offsetBefore: offsetBeforeCells, limitsBefore: limitsBeforeCells, anchors: anchorsCollection,
                            callees: callees) { framesMoved = true }
        // The rows the participants show on screen count as visible (an animated update's); the
        // anchor is among the rows that lie there.
        let onScreen = visibleRowRangeReportingExcess()
        var visible = participants.shownRows(onScreen, in: host)
        var anchorRow = host.firstAnchorRow(visible: onScreen)
        var firstChangedRow = Int.max
        var configuredRows = 0..<0
        var budget: Int?
        while true {
            let ready = host.placeKeeper.readyRows(host.readyRowRange(visible: visible), visible: visible, in: host)
            guard countsMatchDataSource(around: ready, callees: callees) else {
                if reloadReportingFailure(callees: callees) {
                    // The items were numbered anew: so is the collection's anchor, and a flow's
                    // band is laid out again.
                    collectionAnchor = anchorsCollection ? host.screenAnchor() : nil
                    offsetBeforePreparing = host.viewport.offset.y
                    if host.activeLayout.hasCollectionGeometry { host.prepareReadyBand(keeping: collectionAnchor, callees: callees) }
                    visible = host.visibleRowRange()
                    anchorRow = host.firstAnchorRow(visible: visible)
                    continue
                }
                visible = host.visibleRowRange()
                break
            }
            host.endDisplaying(outside: visible, callees: callees)
            if budget == nil { budget = Swift.max(Self.minimumReadyRowsPerPass, visible.count) }
            let target = RangePlanner(viewport: host.viewport)
                .materializationTarget(visible: visible, ready: ready, materialized: host.window.materialized, budget: &budget!)
            // The cells of rows with focus are pinned as their rows leave (none without a focus).
            let (configured, changed) = host.window.materialize(target, anchorRow: anchorRow, pins: participants.pinnedRows(in: host),
                                                                in: host, callees: callees, report: &report)
            configuredRows = RangePlanner.hull(configuredRows, configured)
            firstChangedRow = Swift.min(firstChangedRow, changed)
            if changed == Int.max { break }
            host.keepEnd(callees: callees)
            if host.activeLayout.hasCollectionGeometry {
                host.keep(collectionAnchor)
                if host.prepareReadyBand(keeping: collectionAnchor, callees: callees) { framesMoved = true }
                host.keepEnd(callees: callees)
            }
            if keepWithinLimits(offsetBefore: offsetBeforeCells, limitsBefore: limitsBeforeCells, anchors: anchorsCollection,
                                callees: callees) { framesMoved = true }
            visible = participants.shownRows(host.visibleRowRange(), in: host)
        }
        // A restored place holds to the last bit where an offset can: the offset is then the
        // restored row's top less its distance, not the sum of the shifts the heights measured
        // above it made — or the limit that stops it short.
        if let restored = host.placeKeeper.restoredAnchor(in: host) {
            let top = host.activeLayout.top(ofItem: restored.row)
            if let exact = PlaceKeeper.exactOffset(placingTop: top, at: restored.screenY) {
                let limits = host.contentOffsetLimits
                host.viewport.shift(to: Swift.min(Swift.max(exact, limits.lowerBound), limits.upperBound))
            }
        }
        // Frames once, in order, after every height of the pass is known: the rows configured,
        // and every row from the first whose height changed (their tops moved).
        if firstChangedRow != Int.max {
            configuredRows = RangePlanner.hull(configuredRows, firstChangedRow..<Swift.max(firstChangedRow, host.window.materialized.upperBound))
        }
        if host.activeLayout.hasCollectionGeometry {
            report.anchorAdjustment += host.viewport.offset.y - offsetBeforePreparing
            if framesMoved { configuredRows = host.window.materialized }
        }
        host.placeCells(configuredRows)
        return visible
    }

    /// Brings the offset within the limits, as far as it was within them when the pass began
    /// (`offsetBefore` against `limitsBefore`). Where that moves a collection's viewport, it
    /// may uncover lines a flow has not laid out (the band was laid out around the offset
    /// before): the band is laid out again around the offset now, keeping the item first on
    /// screen there where it is (where the pass `anchors` a collection; else the end), and the
    /// limits kept again, a few rounds at most. The pass's anchor stays: where measuring moves
    /// the limits back, it is kept where it was. Returns whether anything was laid out.
    ///
    /// - Complexity: O(1) when the offset stays; O(log n) a round when the band is laid out
    ///   already.
    private func keepWithinLimits(offsetBefore: Double, limitsBefore: ClosedRange<Double>, anchors: Bool, callees: Callees) -> Bool {
        let host = host
        var laidOut = false
        var rounds = 0
        while true {
            let offset = host.viewport.offset.y
            host.keepWithinLimits(offsetBefore: offsetBefore, limitsBefore: limitsBefore)
            guard host.activeLayout.hasCollectionGeometry, host.viewport.offset.y != offset, rounds < Self.roundsWithinLimits else { break }
            rounds += 1
            guard host.prepareReadyBand(keeping: anchors ? host.screenAnchor() : nil, callees: callees) else { break }
            laidOut = true
        }
        return laidOut
    }

    /// How many times a pass lays a collection's band out again after the limits moved its
    /// viewport onto lines not laid out.
    private static var roundsWithinLimits: Int { 4 }
}
