/// One layout pass, step by step: finished loads delivered, pages, the gestures under way
/// followed, the visible and ready rows given cells (measured until every visible row has one,
/// the anchor kept), the rows displayed and the section views placed, then the ranges and the
/// prefetch window, and the report. ``TheFrameLoop`` tells the same steps for users.
///
/// The pass owns the steps and their order; the features that act at a step are its
/// `participants` (``FrameParticipant``), called at each step in their written order. It
/// reaches the list through ``FrameHost``; generic over both, it is specialized for the list.
/// (The callees are not stored: copied out of a value, each of their references would be
/// retained and released again.) The pass itself does not change: its steps take it as it is, and
/// the report they fill in as an argument, so none copies the pass or reads its host out of
/// changing memory.
struct FramePass<Host: FrameHost, Participants: FrameParticipant> {
    /// The list the pass lays out.
    let host: Host
    /// The features that act at the pass's steps.
    let participants: Participants
    /// The diagnostics reported before the pass.
    private let diagnosticsBefore: Int
    /// The displayed rows and the pool's counts before the pass.
    private let windowBefore: CellWindow.Tally

    /// How many rows beyond the visible ones a pass configures at least, towards the ready
    /// window's ends (more when the screen shows more): a screen's turnover is spread over the
    /// frames of a scroll instead of landing on one.
    static var minimumReadyRowsPerPass: Int { 4 }

    /// A pass over `host`'s rows, with `participants` acting at its steps.
    ///
    /// - Complexity: O(1).
    init(host: Host, participants: Participants) {
        self.host = host
        self.participants = participants
        diagnosticsBefore = host.gate.diagnostics.count
        windowBefore = host.window.tally
    }

    /// Runs the pass's steps in order and returns its report.
    ///
    /// - Complexity: O(log n + rows that enter or leave the ready window); no heap allocation
    ///   in the engine once the pools have grown to their bounds.
    func run(callees: Callees) -> LayoutPassReport {
        // The host held in a local: its components are then one load away, borrowed for each
        // call; read through `self`, each would be retained and released.
        let host = host
        var report = LayoutPassReport()
        participants.passBegins(in: host)
        // 1. Content that finished loading since the last pass reaches its cells.
        report.prefetchNanoseconds += host.prefetch.deliverFinishedLoads(frameInterval: host.viewport.frameInterval)
        guard hasRowsToShow(callees: callees) else {
            finish(&report)
            return report
        }
        //    Pages that arrived give their rows heights and cells (a paged list).
        participants.deliver(in: host, callees: callees)
        // 2. The gestures under way follow the frame.
        participants.advance(in: host, callees: callees)
        participants.scrollMeasured(moved: host.changeViewport { $0.measureScroll() }, in: host, callees: callees)
        // 3. The visible rows, and the ready window around them, get their cells.
        var visible = turnCellsOver(callees: callees, report: &report)
        //    A participant that moved the offset once the rows were measured has them turned over again.
        while participants.turnsOverAgain(in: host, callees: callees) { visible = turnCellsOver(callees: callees, report: &report) }
        // 4. The viewport's rows are displayed, and the sections' views placed.
        host.beginDisplaying(rows: visible.clamped(to: host.window.materialized), callees: callees)
        host.placeSupplementaryViews(callees: callees)
        participants.displayed(visible: visible, in: host)
        // 5. The ranges are published and the prefetch window moves.
        moveRanges(visible: visible, report: &report)
        host.changeViewport { $0.lastPassOffset = $0.offset.y }
        //    What the pass showed is shown: rows inserted before it may keep the place from now on.
        host.placeKeeper.layoutPassEnded()
        participants.passEnds(in: host, callees: callees)
        finish(&report)
        return report
    }

    /// Whether the pass has rows to show: not while content loads (no cells, no data source
    /// calls), and not when a reload it had to make failed.
    ///
    /// - Complexity: O(cells) when it empties the window; O(1) otherwise, or a reload.
    private func hasRowsToShow(callees: Callees) -> Bool {
        if case .loading = host.data.loadState {
            emptyWindow(callees: callees)
            host.recycleSupplementaryViews()
            host.changeViewport { $0.ranges = ViewportRanges() }
            return false
        }
        return !host.data.needsReload || reloadReportingFailure(callees: callees)
    }

    /// Reloads, turning a failure into a diagnostic and an empty list on screen.
    ///
    /// - Complexity: that of a reload.
    func reloadReportingFailure(callees: Callees) -> Bool {
        do {
            try host.reloadAll()
            return true
        } catch {
            host.diagnose(error)
            emptyWindow(callees: host.loadCallees())
            return false
        }
    }

    /// An animated update ends where it is, and the window gives every cell back.
    ///
    /// - Complexity: O(cells + rows animating).
    private func emptyWindow(callees: Callees) {
        host.animations.update.finish(landed: false, in: host, callees: callees)
        host.endAllCells(callees: callees)
    }

    /// Publishes the visible, ready and prefetch ranges, and tells the prefetch coordinator where
    /// its window is now (requests, cancellations), with the viewport's blank share.
    ///
    /// - Complexity: O(log n + rows that enter or leave the prefetch window + displayed rows).
    private func moveRanges(visible: Range<Int>, report: inout LayoutPassReport) {
        let host = host
        let prefetch = host.prefetch
        let planner = RangePlanner(viewport: host.viewport)
        let prefetchWindow = prefetch.window(base: host.viewport.tuning.prefetch, viewport: host.viewport)
        let layout = host.activeLayout
        let prefetchRows = host.changeViewport { planner.rows(for: prefetchWindow, visible: visible, in: layout, hints: &$0.bandHints.prefetch) }
        let ranges = ViewportRanges(visible: visible, ready: host.window.materialized, prefetch: prefetchRows,
                                    direction: host.viewport.direction)
        host.changeViewport { $0.ranges = ranges }
        let dataSource = host.prefetchDataSource
        let prefetches = prefetch.isActive(with: dataSource)
        guard prefetches || prefetch.pager != nil else { return }
        report.prefetchNanoseconds += Self.moveWindows(of: host, participants: participants, visible: visible,
                                                       prefetches: prefetches, dataSource: dataSource)
        report.blankArea = host.window.blankShare(of: host.viewport, itemsAcross: host.activeLayout.hasCollectionGeometry)
    }

    /// Moves the prefetch window (when `prefetches`, telling `dataSource`) and tells the
    /// participants the ranges moved (the pager); returns the nanoseconds it took. Static and out
    /// of line: inlined into a method of the pass, the prefetch coordinator's call had the
    /// compiler copy the pass through its type's metadata around it (≈ 20 ns a pass).
    ///
    /// - Complexity: O(rows that enter or leave the prefetch window), plus the pager's.
    @inline(never)
    private static func moveWindows(of host: Host, participants: Participants, visible: Range<Int>,
                                    prefetches: Bool, dataSource: (any ListPrefetchDataSource)?) -> UInt64 {
        let start = Monotonic.now()
        if prefetches { host.movePrefetchWindow(visible: visible, dataSource: dataSource) }
        participants.rangesMoved(visible: visible, in: host)
        return Monotonic.now() &- start
    }

    /// Adds to `report` what the window and the participants count.
    ///
    /// - Complexity: O(1).
    private func finish(_ report: inout LayoutPassReport) {
        host.window.report(since: windowBefore, into: &report)
        report.diagnostics = host.gate.diagnostics.count - diagnosticsBefore
        participants.finish(&report, in: host)
    }

    /// The visible rows, capped; a pass that finds more than the cap reports it (once a load).
    ///
    /// - Complexity: O(log n).
    func visibleRowRangeReportingExcess() -> Range<Int> {
        let everyVisibleRow = host.allVisibleRows()
        if host.gate.diagnostics.checksVisibleRowCount, everyVisibleRow.count > ListView.maximumConfiguredCells {
            host.gate.diagnostics.checksVisibleRowCount = false
            host.diagnose(.tooManyVisibleRows(everyVisibleRow.count, limit: ListView.maximumConfiguredCells))
        }
        return RangePlanner.capped(everyVisibleRow)
    }

    /// Whether the data source still reports the counts the list was loaded with, for the
    /// sections around `rows` (checking all would cost O(sections) a frame).
    ///
    /// - Complexity: O(sections around `rows`) data source calls.
    func countsMatchDataSource(around rows: Range<Int>, callees: Callees) -> Bool {
        guard let sections = host.dataSourceSectionCount(callees: callees) else { return host.activeLayout.geometry.sectionCount == 0 }
        guard sections == host.activeLayout.geometry.sectionCount else {
            host.diagnose(.countsChangedWithoutReload(section: nil, expected: host.activeLayout.geometry.sectionCount, found: sections))
            return false
        }
        guard sections > 0, !rows.isEmpty else { return true }
        let first = host.activeLayout.geometry.section(containingRow: rows.lowerBound)
        let last = host.activeLayout.geometry.section(containingRow: rows.upperBound - 1)
        for s in first...last {
            let found = host.dataSourceRowCount(inSection: s, callees: callees)
            let expected = host.activeLayout.geometry.rowCount(inSection: s)
            if found != expected {
                host.diagnose(.countsChangedWithoutReload(section: s, expected: expected, found: found))
                return false
            }
        }
        return true
    }
}
