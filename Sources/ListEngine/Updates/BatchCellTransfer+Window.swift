extension BatchCellTransfer {
    /// Fills `host`'s new ready window: the `survivors` (rows that stay, in order, with their
    /// cells) it holds keep their cells, the other rows get configured cells; survivors beyond it
    /// are pinned (a row with focus) or let go. Then the place is kept, the frames set and the
    /// cells shown or hidden. Returns the rows visible after the batch, and where the items that
    /// slid in from beyond a collection's window were before it.
    ///
    /// - Complexity: O(c log n) for c cells in the ready windows, plus the cells configured.
    mutating func refill<Host: BatchCellHost>(_ plan: BatchUpdatePlan, survivors: [(row: Int, cell: ListCell)],
                                              cameFrom: [Int: Int], log: inout GeometryChangeLog, anchorRow: Int?,
                                              collectionBefore: CollectionBefore?, collectionAnchor: (row: Int, screenY: Double)?,
                                              in host: Host,
                                              callees: Callees) -> (rows: Range<Int>, slidFrames: [ListIndexPath: Rect]) {
        let window = host.window
        let activeLayout = host.activeLayout
        let visible = host.visibleRowRange()
        let ready = host.readyRowRange(visible: visible)
        // Animated, the rows displayed before that land next to the visible rows stay displayed
        // while the animation draws them on their way; one that lands further off leaves its cell
        // (drawn on its way out) and, in the window, gets a new one.
        var widened = visible
        if animated {
            let stays = Set(survivors.lazy.filter(\.cell.isDisplayed).map(\.row))
            while stays.contains(widened.upperBound) { widened = widened.lowerBound..<(widened.upperBound + 1) }
            while widened.lowerBound > 0, stays.contains(widened.lowerBound - 1) { widened = (widened.lowerBound - 1)..<widened.upperBound }
        }
        let shownBefore = widened   // (a constant: captured by `keeps` without a box)
        let animated = animated
        func keeps(_ survivor: (row: Int, cell: ListCell)) -> Bool {
            ready.contains(survivor.row) && (!animated || !survivor.cell.isDisplayed || shownBefore.contains(survivor.row))
        }
        let kept = survivors.filter(keeps)
        // A cell that stays shows its row's editing state at the row's new place.
        if host.isEditing {
            for (row, cell) in kept { host.applyEditingState(to: cell, at: activeLayout.geometry.indexPath(ofRow: row), callees: callees) }
        }
        var target = visible
        if let first = kept.first, let last = kept.last {
            target = visible.isEmpty ? first.row..<(last.row + 1)
                : Swift.min(first.row, visible.lowerBound)..<Swift.max(last.row + 1, visible.upperBound)
        }
        let pins = host.pinnedRows()
        for survivor in survivors where !keeps(survivor) {
            // A row with focus that the batch takes out of the window keeps its cell, pinned
            // (but one that slides out on screen is drawn on its way, as any).
            if pins.contains(survivor.row), !(animated && survivor.cell.isDisplayed) {
                if survivor.cell.isDisplayed { host.endDisplaying(survivor.cell, at: survivor.cell.indexPath, callees: callees) }
                window.pinned.append(survivor.cell)
                continue
            }
            letGo(survivor.cell, at: survivor.cell.indexPath, from: animated ? cameFrom[survivor.row] ?? 0 : 0, to: survivor.row,
                  in: host, callees: callees)
        }
        // Items that slide in from beyond the window had no cell: where they were, before any
        // arrives and measures itself.
        var slidFrames = [ListIndexPath: Rect]()
        if let collectionBefore, collectionBefore.geometry == nil {
            let slid = target.filter { cameFrom[$0] == nil }.compactMap { plan.oldIndexPath(for: activeLayout.geometry.indexPath(ofRow: $0)) }
            slidFrames = activeLayout.framesBeforeBatch(of: slid.filter { collectionBefore.frame(of: $0) == nil }, plan: plan, before: collectionBefore)
        }
        var report = LayoutPassReport()
        var firstChanged = Int.max
        var next = kept.makeIterator()
        var waiting = next.next()
        window.materialized = target.lowerBound..<target.lowerBound
        for g in target {
            if let survivor = waiting, survivor.row == g {
                window.cells.append(survivor.cell)
                waiting = next.next()
            } else {
                // A self-sizing row measures itself as it arrives: the log follows its height.
                let entry = activeLayout.geometry.entry(ofRow: g)
                let height = activeLayout.geometry.height(ofRow: g)
                window.cells.append(host.configuredCell(forRow: g, anchorRow: anchorRow ?? Int.min, callees: callees,
                                                        firstChanged: &firstChanged, report: &report))
                log.recordChange(ofEntry: entry, by: activeLayout.geometry.height(ofRow: g) - height)
            }
            window.materialized = target.lowerBound..<(g + 1)
        }
        // Rows measured as they arrived may have moved the anchor (a collection's anchor line):
        // it keeps its place — with none, the offset is where it was — and the offset then
        // stays within the limits they leave (or no further beyond one than it was before the
        // batch).
        if let collectionAnchor { host.keep(collectionAnchor) } else { host.keepOffset(before.offset.y) }
        host.keepEnd(callees: callees)
        host.keepWithinLimits(offsetBefore: before.offset.y, limitsBefore: before.limits)
        host.refreshFrames(from: window.materialized.lowerBound)

        let visibleAfter = host.visibleRowRange()
        // (The passes that follow stop displaying the rows the animation no longer draws on screen.)
        let shown = animated ? ListView.hull(visibleAfter, shownBefore) : visibleAfter
        for g in window.materialized {
            let cell = window.cells[g - window.materialized.lowerBound]
            let shows = shown.contains(g)
            if cell.isDisplayed, !shows {
                host.endDisplaying(cell, at: cell.indexPath, callees: callees)
            } else if !cell.isDisplayed, shows {
                host.beginDisplaying(cell, row: g, callees: callees)
            }
        }
        window.displayed = shown.clamped(to: window.materialized)
        if window.displayed.isEmpty { window.displayed = window.materialized.lowerBound..<window.materialized.lowerBound }
        host.noteRanges(visible: window.displayed, ready: window.materialized)
        return (visibleAfter, slidFrames)
    }
}
