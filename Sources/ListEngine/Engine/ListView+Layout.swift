/// The layout pass, step by step: finished loads delivered, the gestures under way followed,
/// the visible and ready rows given cells (measured until every visible row has one, the anchor
/// kept), frames and display, then the ranges and the prefetch window. ``TheFrameLoop`` tells
/// the same steps for users.
extension ListView {
    /// How many rows beyond the visible ones a pass configures at least, towards the ready
    /// window's ends (more when the screen shows more): a screen's turnover is spread over the
    /// frames of a scroll instead of landing on one.
    static let minimumReadyRowsPerPass = 4

    /// What a pass carries from its first step to its report. (Not the callees: copied out of a
    /// value, each of their references would be retained and released again, and a data
    /// source or delegate that is referenced weakly pays the slow path of both.)
    private struct Pass {
        var report = LayoutPassReport()
        let diagnosticsBefore: Int
        let poolBefore: ReuseStatistics
        let displayedBefore: Range<Int>
    }

    /// Lays out the rows for the current viewport: delivers content that finished loading, works
    /// out the visible and near-visible rows, returns cells of rows that left the ready window to
    /// their pools, configures cells for rows that entered it (measuring self-sizing rows and
    /// keeping the first visible row still), calls `didEndDisplaying` / `willDisplay` for rows
    /// that left / entered the viewport, and moves the prefetch window (requests, cancellations).
    ///
    /// Reloads first if the data was never loaded. If the data source's counts changed without
    /// a reload, reports ``ListError/countsChangedWithoutReload(section:expected:found:)`` and
    /// reloads; if that reload fails, the pass shows no rows.
    ///
    /// - Complexity: O(log n + rows that enter or leave the ready window); no heap allocation
    ///   in the engine once the pools have grown to their bounds.
    @discardableResult
    public func layout() -> LayoutPassReport {
        if defersCalls { return deferred(LayoutPassReport()) { $0.layout() } }
        guard beginOperation("layout()") else { return LayoutPassReport() }
        defer { endOperation() }
        let callees = Callees(of: self)
        var pass = Pass(diagnosticsBefore: gate.diagnostics.count,
                        poolBefore: window.pool.totalStatistics, displayedBefore: window.displayed)
        advanceFlashes()
        // 1. Content that finished loading since the last pass reaches its cells.
        pass.report.prefetchNanoseconds += prefetch.deliverFinishedLoads(frameInterval: viewport.frameInterval)
        guard hasRowsToShow(callees: callees) else { return finish(&pass) }
        //    Pages that arrived give their rows heights and cells (a paged list).
        deliverPages(callees: callees)
        // 2. The gestures under way follow the frame.
        followGestures(callees: callees)
        // 3. The visible rows, and the ready window around them, get their cells.
        var visible = turnCellsOver(&pass, callees: callees)
        //    A scroll animation's last frame lands its row exactly, once the rows are measured.
        while landsScrollAnimation(callees: callees) { visible = turnCellsOver(&pass, callees: callees) }
        // 4. The cells get their frames, the viewport's rows are displayed, and the sections'
        //    views placed.
        window.beginDisplaying(visible.clamped(to: window.materialized), in: self, callees: callees)
        placeSupplementaryViews(callees: callees)
        presentUpdateAnimation()
        if !data.unseenRowsAbove.isEmpty, !visible.isEmpty { markNewRowsSeen(firstVisibleRow: visible.lowerBound) }
        if !data.unseenRowsBelow.isEmpty { markRowsBelowSeen(visible: visible) }
        // 5. The ranges are published and the prefetch window moves.
        moveRanges(visible: visible, report: &pass.report)
        viewport.lastPassOffset = viewport.offset.y
        endLandedScrollAnimation(callees: callees)
        return finish(&pass)
    }

    /// Whether the pass has rows to show: not while content loads (no cells, no data source
    /// calls), and not when a reload it had to make failed.
    private func hasRowsToShow(callees: Callees) -> Bool {
        if case .loading = data.loadState {
            finishUpdateAnimation(callees: callees, landed: false)
            window.endAll(in: self, callees: callees)
            recycleSupplementaryViews()
            viewport.ranges = ViewportRanges()
            return false
        }
        return !data.needsReload || reloadReportingFailure()
    }

    /// An interactive move near an edge scrolls the list by itself, by a frame interval's
    /// worth, and a scroll animation by its frame's step; an animated update goes a frame on;
    /// scrolling closes a row's swipe actions. A list anchored to its end is put there (the
    /// viewport, its insets or the rows may have changed since the last pass).
    private func followGestures(callees: Callees) {
        advanceUpdateAnimation(callees: callees)
        editing.move.advance(in: self, callees: callees)
        advanceScrollAnimation(callees: callees)
        if viewport.measureScroll() { editing.swipe.closeOnScroll(in: self, callees: callees) }
        keepEnd(callees: callees)
    }

    /// Gives the visible rows and the ready window around them cells, and the cells that need
    /// them frames. Rows that learn their height can pull more rows into view, so it measures in
    /// rounds until every visible row has its cell; each round that changes a height measured a
    /// row for the first time, so the rounds end. The first visible row keeps its place on
    /// screen through the whole pass: rows measured above it move the offset by their change,
    /// rows below it move nothing — unless the end is anchored, which keeps the content's end
    /// at the viewport's bottom instead; an animated update under way moves with it, so what it
    /// draws stays where it is on screen. Returns the visible rows.
    private func turnCellsOver(_ pass: inout Pass, callees: Callees) -> Range<Int> {
        let offsetBeforeCells = viewport.offset.y
        defer { updateAnimationFollowsPlace(movedBy: viewport.offset.y - offsetBeforeCells) }
        // A collection keeps the first visible item where it is on screen instead: through lines
        // laid out for the first time (a flow) and items measured, the offset follows it.
        // (Only where something can move: a flow laying lines out, items measuring themselves.)
        let anchorsCollection = !viewport.end.keepsEnd
            && activeLayout.mayMoveItemsInPass
        var collectionAnchor = anchorsCollection ? placedAnchor() ?? screenAnchor() : nil
        var offsetBeforePreparing = viewport.offset.y
        // Lines laid out for the first time: the cells' estimated frames may have become exact.
        var framesMoved = activeLayout.hasCollectionGeometry && prepareReadyBand(keeping: collectionAnchor, callees: callees)
        // The rows an animated update draws on screen count as visible; the anchor is among
        // the rows that lie there.
        let onScreen = visibleRowRangeReportingExcess()
        var visible = shownRows(onScreen)
        var anchorRow = firstAnchorRow(visible: onScreen)
        var firstChangedRow = Int.max
        var configuredRows = 0..<0
        var budget: Int?
        while true {
            let ready = readyRowRange(visible: visible)
            guard countsMatchDataSource(around: ready, callees: callees) else {
                if reloadReportingFailure() {
                    // The items were numbered anew: so is the collection's anchor, and a flow's
                    // band is laid out again.
                    collectionAnchor = anchorsCollection ? screenAnchor() : nil
                    offsetBeforePreparing = viewport.offset.y
                    if activeLayout.hasCollectionGeometry { prepareReadyBand(keeping: collectionAnchor, callees: callees) }
                    visible = visibleRowRange()
                    anchorRow = firstAnchorRow(visible: visible)
                    continue
                }
                visible = visibleRowRange()
                break
            }
            window.endDisplaying(outside: visible, in: self, callees: callees)
            if budget == nil { budget = Swift.max(Self.minimumReadyRowsPerPass, visible.count) }
            let target = materializationTarget(visible: visible, ready: ready, budget: &budget!)
            let (configured, changed) = materialize(target, anchorRow: anchorRow, callees: callees, report: &pass.report)
            configuredRows = Self.hull(configuredRows, configured)
            firstChangedRow = Swift.min(firstChangedRow, changed)
            if changed == Int.max { break }
            keepEnd(callees: callees)
            if activeLayout.hasCollectionGeometry {
                keep(collectionAnchor)
                if prepareReadyBand(keeping: collectionAnchor, callees: callees) { framesMoved = true }
                keepEnd(callees: callees)
            }
            visible = shownRows(visibleRowRange())
        }
        // Frames once, in order, after every height of the pass is known: the rows configured,
        // and every row from the first whose height changed (their tops moved).
        if firstChangedRow != Int.max {
            configuredRows = Self.hull(configuredRows, firstChangedRow..<Swift.max(firstChangedRow, window.materialized.upperBound))
        }
        if activeLayout.hasCollectionGeometry {
            pass.report.anchorAdjustment += viewport.offset.y - offsetBeforePreparing
            if framesMoved { configuredRows = window.materialized }
        }
        placeCells(configuredRows)
        return visible
    }

    /// The visible rows, capped; a pass that finds more than the cap reports it (once a load).
    private func visibleRowRangeReportingExcess() -> Range<Int> {
        let everyVisibleRow = allVisibleRows()
        if gate.diagnostics.checksVisibleRowCount, everyVisibleRow.count > Self.maximumConfiguredCells {
            gate.diagnostics.checksVisibleRowCount = false
            diagnose(.tooManyVisibleRows(everyVisibleRow.count, limit: Self.maximumConfiguredCells))
        }
        return Self.capped(everyVisibleRow)
    }

    /// Publishes the visible, ready and prefetch ranges, and tells the prefetch coordinator where
    /// its window is now (requests, cancellations), with the viewport's blank share.
    private func moveRanges(visible: Range<Int>, report: inout LayoutPassReport) {
        let prefetchWindow = prefetch.window(base: viewport.tuning.prefetch, viewport: viewport)
        viewport.ranges = ViewportRanges(visible: visible, ready: window.materialized,
                                         prefetch: rowRange(for: prefetchWindow, visible: visible), direction: viewport.direction)
        let prefetches = prefetch.isActive(with: prefetchDataSource)
        guard prefetches || prefetch.pager != nil else { return }
        let start = Monotonic.now()
        if prefetches {
            prefetch.update(prefetch: viewport.ranges.prefetch, visible: visible, forward: viewport.direction == .forward, in: self,
                            dataSource: prefetchDataSource) { activeLayout.geometry.indexPath(ofRow: $0) }
        }
        movePageWindow(visible: visible)
        report.prefetchNanoseconds += Monotonic.now() &- start
        report.blankArea = window.blankShare(of: viewport, itemsAcross: activeLayout.hasCollectionGeometry)
    }

    private func finish(_ pass: inout Pass) -> LayoutPassReport {
        let poolAfter = window.pool.totalStatistics
        pass.report.visibleRows = window.displayed
        pass.report.appeared = RowRuns(window.displayed, minus: pass.displayedBefore)
        pass.report.disappeared = RowRuns(pass.displayedBefore, minus: window.displayed)
        pass.report.cellsCreated = poolAfter.created - pass.poolBefore.created
        pass.report.cellsReused = poolAfter.reused - pass.poolBefore.reused
        pass.report.diagnostics = gate.diagnostics.count - pass.diagnosticsBefore
        pass.report.flashingRows = selection.flashes.count
        return pass.report
    }

    /// The smallest range that holds both `a` and `b` (either may be empty).
    static func hull(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        return Swift.min(a.lowerBound, b.lowerBound)..<Swift.max(a.upperBound, b.upperBound)
    }

    /// Reloads, turning a failure into a diagnostic and an empty list on screen.
    private func reloadReportingFailure() -> Bool {
        do {
            try reloadAll()
            return true
        } catch {
            diagnose(error)
            finishUpdateAnimation(callees: Callees(of: self), landed: false)
            window.endAll(in: self, callees: Callees(of: self))
            return false
        }
    }

    // MARK: Consistency

    /// Whether the data source still reports the counts the list was loaded with, for the
    /// sections around `rows` (checking all would cost O(sections) a frame).
    private func countsMatchDataSource(around rows: Range<Int>, callees: Callees) -> Bool {
        guard let dataSource = callees.dataSource else { return activeLayout.geometry.sectionCount == 0 }
        let sections = dataSource.numberOfSections(in: self)
        guard sections == activeLayout.geometry.sectionCount else {
            diagnose(.countsChangedWithoutReload(section: nil, expected: activeLayout.geometry.sectionCount, found: sections))
            return false
        }
        guard sections > 0, !rows.isEmpty else { return true }
        let first = activeLayout.geometry.section(containingRow: rows.lowerBound)
        let last = activeLayout.geometry.section(containingRow: rows.upperBound - 1)
        for s in first...last {
            let found = dataSource.listView(self, numberOfRowsInSection: s)
            if found != activeLayout.geometry.rowCount(inSection: s) {
                diagnose(.countsChangedWithoutReload(section: s, expected: activeLayout.geometry.rowCount(inSection: s), found: found))
                return false
            }
        }
        return true
    }
}
