/// A batch applied once planned: the plan checked against the data source, the heights asked,
/// the layout prepared (all of which may throw), then the geometry changed, the place kept, the
/// followers told (``ChangePipeline``) and the cells handed over (``BatchCellTransfer``).
struct BatchApplier<Host: ChangeHost> {
    /// The list the batch changes.
    let host: Host

    /// Applies `update` (``ListView/performBatchUpdates(_:)-(ListBatchUpdate)`` within an
    /// operation under way). `landing`, if given, is the row (as after the batch) that keeps
    /// the place instead of the usual anchor, and where its top goes on screen. `animated`: the
    /// batch animates, taking over an animation under way; otherwise that one ends at once.
    ///
    /// - Complexity: see ``ListView/performBatchUpdates(_:)-(ListBatchUpdate)``.
    func apply(_ update: ListBatchUpdate, landing: (path: ListIndexPath, screenY: Double)?,
               animated: Bool) throws(ListError) -> ListTransition {
        if host.data.needsReload {
            try host.reloadAll()
            return host.unchangedTransition()
        }
        let layout = host.activeLayout
        let plan = try makePlan(for: update)
        let heights = try BatchHeights(plan, table: layout.geometry, source: host)
        // A flow or a custom layout is laid out again for its new counts (sizes of items on hand
        // carried over); a grid is changed in place, with the heights of the items that arrive.
        let layoutBatch = try layout.prepareBatch(plan, headers: heights.headers, width: host.viewport.size.width, sizes: host.itemSizes)
        // Nothing below throws: the list changes from here on.
        let change = ListChange.batch(plan, animated: animated)
        ChangePipeline.start(change, in: host)
        var cells = BatchCellTransfer(before: host, animated: animated)
        var collectionBefore = layout.before(plan)
        let candidates = host.anchorRows()
        let limitsBefore = host.contentOffsetLimits
        // The end anchored wins over the rows that keep a place (a moved row's landing aside).
        let keepsEnd = host.viewport.end.keepsEnd && landing == nil
        let anchor = landing ?? (keepsEnd ? nil : anchorSurviving(plan, among: candidates))
        // Every row that could keep the place goes: the offset stays (within the limits below).
        let keepsOffset = !keepsEnd && anchor == nil && !candidates.isEmpty
        let unseenAbove = host.data.unseenRowsAbove.runs.flatMap(layout.geometry.sectionRuns(of:))
        let unseenBelow = host.data.unseenRowsBelow.runs.flatMap(layout.geometry.sectionRuns(of:))
        var log = GeometryChangeLog(before: layout.geometry)
        layout.geometry.apply(plan, headerHeights: heights.headers, footerHeights: heights.footers, log: &log) { path, arrival in
            HeightIndex.Entry(height: heights.row(arriving: arrival, inSection: path.section))
        }
        for (path, height) in heights.reloadedRows {
            let g = layout.geometry.globalRow(of: path)
            if let height {
                log.recordResize(at: layout.geometry.entry(ofRow: g), by: layout.geometry.setHeight(height, ofRow: g))
            } else {
                layout.geometry.setMeasured(false, row: g)
            }
        }
        layout.apply(layoutBatch, of: plan, before: &collectionBefore)
        let offsetBefore = host.viewport.offset.y
        if let anchor {
            // An offset that puts the anchor there already stays: `top − screenY` may be another
            // double that does too, and moving to it would shift everything else by a last bit.
            let top = layout.top(ofItem: layout.geometry.globalRow(of: anchor.path))
            if top - offsetBefore != anchor.screenY { host.viewport.offset.y = top - anchor.screenY }
        } else if keepsOffset, layout.laysOutLazily {
            // The limits where the viewport is, exact: a flow lays out what it would show there
            // (its estimated end may lie above it).
            host.layOut(reaching: offsetBefore + host.viewport.size.height, callees: host.loadCallees())
            host.prepareReadyBand(keeping: nil, callees: host.loadCallees())
        }
        host.keepOffsetWithinCoordinates()
        host.viewport.lastPassOffset = host.viewport.lastPassOffset.map { $0 + host.viewport.offset.y - offsetBefore }
        // Within the limits before anything reads the offset: the rows counted below the
        // viewport, the followers and the new window all go by the offset the batch leaves.
        // (The cells' transfer keeps the place again once arriving rows are measured, and the
        // limits again after it: that second keeping may take the offset beyond them anew.)
        host.keepWithinLimits(offsetBefore: offsetBefore, limitsBefore: limitsBefore)
        let anchorRow = anchor.map { layout.geometry.globalRow(of: $0.path) }
        if layout.hasCollectionGeometry, let anchor, let anchorRow {
            host.prepareReadyBand(keeping: (anchorRow, anchor.screenY), callees: host.loadCallees())  // the offset is set above
        }
        if keepsEnd {
            host.keepEnd(callees: host.loadCallees())
            if layout.hasCollectionGeometry, host.prepareReadyBand(keeping: nil, callees: host.loadCallees()) {
                host.keepEnd(callees: host.loadCallees())
            }
        }
        host.data.noteNewRows(plan, unseenAbove: unseenAbove, unseenBelow: unseenBelow, anchorRow: anchorRow, geometry: layout.geometry,
                              end: host.viewport.end, accessibility: host.accessibility) { host.visibleRowRange().upperBound }
        ChangePipeline.end(change, in: host)
        let collectionAnchor = anchor.flatMap { anchor in anchorRow.map { ($0, anchor.screenY) } }
        let transition = cells.finish(plan, log: log, anchorRow: anchorRow, collectionBefore: collectionBefore,
                                      collectionAnchor: collectionAnchor, in: host, callees: host.loadCallees())
        // A masonry's anchor holds the place through the pass that measures what arrived.
        host.placeKeeper.hold(collectionAnchor, in: host)
        return transition
    }

    /// The plan of `update`: the rows before it (the layout's), after it (the data source's
    /// counts), checked against each other.
    ///
    /// - Complexity: O(sections + k log k) for k rows `update` names, plus the data source's calls.
    private func makePlan(for update: ListBatchUpdate) throws(ListError) -> BatchUpdatePlan {
        let geometry = host.activeLayout.geometry
        let oldCounts = (0..<geometry.sectionCount).map { geometry.rowCount(inSection: $0) }
        let newCounts = try host.reader.rowCounts()
        do {
            return try BatchUpdatePlan(update, oldRowCounts: oldCounts, newRowCounts: newCounts, requiresRows: host.style.isGrouped)
        } catch {
            throw .invalidBatchUpdate(error)
        }
    }

    /// The row that keeps its place on screen (as after the batch), and where that is: among
    /// `rows` (``ListView/anchorRows()``: the visible rows; with none visible, the row at the
    /// viewport's top edge) those that stay where they were among their neighbours — not
    /// deleted, not moved (a moved row is going elsewhere; following it would jump the view) —
    /// chosen as any change chooses
    /// (``PlaceKeeper/anchorRow(among:excluding:in:)``: the first whose frame is final). None when
    /// every candidate is deleted or moved (the offset then stays, within the new limits), or
    /// there is none (past the content's end: the offset stays).
    ///
    /// - Complexity: O(v log n) for v visible rows.
    private func anchorSurviving(_ plan: BatchUpdatePlan, among rows: Range<Int>) -> (path: ListIndexPath, screenY: Double)? {
        let layout = host.activeLayout
        func goes(_ g: Int) -> Bool {
            let old = layout.geometry.indexPath(ofRow: g)
            return plan.isMoved(old) || plan.newIndexPath(for: old) == nil
        }
        guard let g = host.placeKeeper.anchorRow(among: rows, excluding: goes, in: host),
              let path = plan.newIndexPath(for: layout.geometry.indexPath(ofRow: g)) else { return nil }
        return (path, layout.top(ofItem: g) - host.viewport.offset.y)
    }
}
