/// Batch updates: rows and sections inserted, deleted, moved and reloaded in one step that keeps
/// the user's place, with UIKit's rules and typed errors instead of UIKit's exceptions.
extension ListView {
    /// Applies a batch of row and section changes that the data source already reflects.
    ///
    /// Positions follow UIKit's rules (see ``ListBatchUpdate``). The batch is checked first in
    /// full — every position in range, no row or section named by two operations that exclude
    /// each other, each section's new row count equal to its old count plus what arrives minus
    /// what leaves — and the list changes only if all of it holds.
    ///
    /// Then: the offsets change by the rows that leave and arrive (moved rows keep their
    /// heights, measured flags, selection and loads); the first visible row that stays keeps
    /// its place on screen, so rows inserted or deleted above the viewport move nothing the user
    /// sees; cells of rows that stay keep their cells, deleted and reloaded rows' cells go back
    /// to their pools, rows that arrive on screen are configured; selection follows its rows.
    ///
    /// - Returns: the rows visible before or after, with their frames on both sides, for a
    ///   renderer to animate.
    /// - Throws: ``ListError/invalidBatchUpdate(_:)`` saying what does not add up;
    ///   ``ListError/negativeCount(_:section:)``, ``ListError/invalidHeight(_:at:)`` for what
    ///   the data source or delegate report; ``ListError/reentrantCall(_:during:)`` from a callback of a running operation. The list is then exactly
    ///   as before.
    /// - Complexity: O(sections + k log n + c) for k rows that change (counting the rows of
    ///   sections inserted, deleted or moved) and c cells in the ready window; O(sections + c)
    ///   with one fixed row height. A grid with one fixed height stays in closed form: O(sections
    ///   + k log k + c), and O(sections + k) memory at the peak. A grid with per-item heights is
    ///   changed in place, asking only for the items that arrive or are reloaded: plus, in each
    ///   section that changes, O(r + (r / 32 + 1) log n) for its r items from its first change
    ///   to its end (a change shifts the later items' columns; their lines are set a leaf of the
    ///   index at a time); when items slide into view from beyond the ready window (rows taken
    ///   out or moved by the screenful), twice that again, to read where they were. For a flow, plus the items
    ///   before the first visible one in its section (laid out again from the section's start).
    @discardableResult
    public func performBatchUpdates(_ update: ListBatchUpdate) throws(ListError) -> ListTransition {
        if defersCalls { return deferred(ListTransition()) { list throws(ListError) in try list.performBatchUpdates(update) } }
        return try perform("performBatchUpdates(_:)") { () throws(ListError) in try apply(update) }
    }

    /// ``performBatchUpdates(_:)-(ListBatchUpdate)`` within an operation already under way.
    /// `landing`, if given, is the row (as after the batch) that keeps the place instead of the
    /// usual anchor, and where its top goes on screen: an interactive move's row lands where its
    /// gap was shown. `animated`: see ``performBatchUpdates(_:animated:)-(ListBatchUpdate,_)``; otherwise an
    /// animation under way ends at once.
    func apply(_ update: ListBatchUpdate, landing: (path: ListIndexPath, screenY: Double)? = nil,
               animated: Bool = false) throws(ListError) -> ListTransition {
        if data.needsReload {
            try reloadAll()
            return unchangedTransition()
        }
        let plan = try makePlan(for: update)
        let heights = try NewHeights(list: self, plan: plan)
        // A flow or a custom layout is laid out again for its new counts (sizes of items on hand
        // carried over); a grid is changed in place, with the heights of the items that arrive.
        let layoutBatch = try activeLayout.prepareBatch(plan, headers: heights.headers, width: viewport.size.width, sizes: itemSizes)
        // Nothing below throws: the list changes from here on.
        rowsWillChange(.batch(plan))
        if animated { clearUpdatePresentations() } else { finishUpdateAnimation(callees: Callees(of: self), landed: false) }
        let before = TransitionStart(list: self, numbersRows: animated)
        var collectionBefore = activeLayout.before(plan)
        let candidates = anchorRows()
        // The end anchored wins over the rows that keep a place (a moved row's landing aside).
        let keepsEnd = viewport.end.keepsEnd && landing == nil
        let anchor = landing ?? (keepsEnd ? nil : anchorSurviving(plan, among: candidates))
        // Every row that could keep the place goes: the offset stays, within the new limits.
        let clampsOffset = !keepsEnd && anchor == nil && !candidates.isEmpty
        let unseenAbove = data.unseenRowsAbove.runs.flatMap(activeLayout.geometry.sectionRuns(of:))
        let unseenBelow = data.unseenRowsBelow.runs.flatMap(activeLayout.geometry.sectionRuns(of:))
        var log = GeometryChangeLog(before: activeLayout.geometry)
        activeLayout.geometry.apply(plan, headerHeights: heights.headers, footerHeights: heights.footers, log: &log) { path, arrival in
            HeightIndex.Entry(height: heights.row(arriving: arrival, inSection: path.section))
        }
        for (path, height) in heights.reloadedRows {
            let g = activeLayout.geometry.globalRow(of: path)
            if let height {
                log.recordResize(at: activeLayout.geometry.entry(ofRow: g), by: activeLayout.geometry.setHeight(height, ofRow: g))
            } else {
                activeLayout.geometry.setMeasured(false, row: g)
            }
        }
        activeLayout.apply(layoutBatch, of: plan, before: &collectionBefore)
        let offsetBefore = viewport.offset.y
        if let anchor {
            viewport.offset.y = activeLayout.top(ofItem: activeLayout.geometry.globalRow(of: anchor.path)) - anchor.screenY
        } else if clampsOffset {
            // The limits where the viewport is, exact: a flow lays out what it would show there
            // (its estimated end may lie above it).
            if activeLayout.laysOutLazily {
                layOut(reaching: offsetBefore + viewport.size.height, callees: Callees(of: self))
                prepareReadyBand(keeping: nil, callees: Callees(of: self))
            }
            viewport.offset.y = clamped(offsetBefore)
        }
        keepOffsetWithinCoordinates()
        viewport.lastPassOffset = viewport.lastPassOffset.map { $0 + viewport.offset.y - offsetBefore }
        let anchorRow = anchor.map { activeLayout.geometry.globalRow(of: $0.path) }
        if activeLayout.hasCollectionGeometry, let anchor, let anchorRow {
            prepareReadyBand(keeping: (anchorRow, anchor.screenY), callees: Callees(of: self))  // the offset is set above
        }
        if keepsEnd {
            keepEnd(callees: Callees(of: self))
            if activeLayout.hasCollectionGeometry, prepareReadyBand(keeping: nil, callees: Callees(of: self)) { keepEnd(callees: Callees(of: self)) }
        }
        noteNewRows(plan, unseenAbove: unseenAbove, unseenBelow: unseenBelow, anchorRow: anchorRow)
        rowsDidChange(.batch(plan))
        let collectionAnchor = anchor.flatMap { anchor in anchorRow.map { ($0, anchor.screenY) } }
        let transition = replaceCells(plan, before: before, log: log, anchorRow: anchorRow, collectionBefore: collectionBefore,
                                      collectionAnchor: collectionAnchor, clampsOffset: clampsOffset, animated: animated)
        return transition
    }

    /// Applies the changes `body` names; see ``performBatchUpdates(_:)-(ListBatchUpdate)``.
    @discardableResult
    public func performBatchUpdates(_ body: (inout ListBatchUpdate) -> Void) throws(ListError) -> ListTransition {
        var update = ListBatchUpdate()
        body(&update)
        return try performBatchUpdates(update)
    }

    /// Inserts rows (as after the update) that the data source already holds; see ``performBatchUpdates(_:)-(ListBatchUpdate)``.
    @discardableResult
    public func insertRows(at indexPaths: [ListIndexPath]) throws(ListError) -> ListTransition {
        try performBatchUpdates { $0.insertRows(at: indexPaths) }
    }

    /// Deletes rows (as before the update) that the data source no longer holds; see ``performBatchUpdates(_:)-(ListBatchUpdate)``.
    @discardableResult
    public func deleteRows(at indexPaths: [ListIndexPath]) throws(ListError) -> ListTransition {
        try performBatchUpdates { $0.deleteRows(at: indexPaths) }
    }

    /// Moves a row, which the data source has already moved; see ``performBatchUpdates(_:)-(ListBatchUpdate)``.
    @discardableResult
    public func moveRow(at from: ListIndexPath, to: ListIndexPath) throws(ListError) -> ListTransition {
        try performBatchUpdates { $0.moveRow(at: from, to: to) }
    }

    /// The transition of an update that changed nothing: every visible row kept where it is,
    /// the offset where it is.
    ///
    /// - Complexity: O(v log n).
    @usableFromInline
    func unchangedTransition() -> ListTransition {
        var transition = ListTransition()
        transition.contentOffsetBefore = viewport.offset
        transition.contentOffsetAfter = viewport.offset
        for g in window.displayed {
            let path = activeLayout.geometry.indexPath(ofRow: g)
            let frame = window.cells[g - window.materialized.lowerBound].frame
            transition.rows.append(ListTransition.Row(change: .kept, indexPathBefore: path, indexPathAfter: path,
                                                      frameBefore: frame, frameAfter: frame, wasVisible: true, isVisible: true))
        }
        return transition
    }

    // MARK: Checking

    private func makePlan(for update: ListBatchUpdate) throws(ListError) -> BatchUpdatePlan {
        let oldCounts = (0..<activeLayout.geometry.sectionCount).map { activeLayout.geometry.rowCount(inSection: $0) }
        var newCounts = [Int]()
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            guard sections >= 0 else { throw .negativeCount(sections, section: nil) }
            newCounts.reserveCapacity(sections)
            for s in 0..<sections {
                let rows = dataSource.listView(self, numberOfRowsInSection: s)
                guard rows >= 0 else { throw .negativeCount(rows, section: s) }
                newCounts.append(rows)
            }
        }
        do {
            return try BatchUpdatePlan(update, oldRowCounts: oldCounts, newRowCounts: newCounts, requiresRows: style.isGrouped)
        } catch {
            throw .invalidBatchUpdate(error)
        }
    }

    /// The heights a batch brings, asked of the delegate before anything changes.
    private struct NewHeights {
        var headers: [Double] = []
        var footers: [Double] = []
        /// The heights of rows that arrive new (rows with their own heights), per section after
        /// the batch: every row's for an inserted section; for another, one per row of its
        /// `plan.addedRows`, in that order (0 for a row that moves in). Empty with a fixed height.
        private var arriving: [[Double]] = []
        /// Reloaded rows after the batch: their new per-row height, or nil to measure again.
        var reloadedRows: [(ListIndexPath, Double?)] = []

        init(list: ListView, plan: BatchUpdatePlan) throws(ListError) {
            let table = list.activeLayout.geometry
            for t in 0..<plan.newSectionCount {
                let s = plan.oldSection[t]
                if s >= 0, !plan.reloadedSections.contains(s) {
                    headers.append(table.headerHeights[s])
                    footers.append(table.footerHeights[s])
                } else {
                    let (header, footer) = try list.headerFooterHeights(ofSection: t)
                    headers.append(header)
                    footers.append(footer)
                }
            }
            guard table.index != nil else { return }
            let delegate = list.delegate  // loaded once, not once a row
            arriving.reserveCapacity(plan.newSectionCount)
            for t in 0..<plan.newSectionCount {
                var heights = [Double]()
                if plan.oldSection[t] < 0 {
                    heights.reserveCapacity(plan.newRowCounts[t])
                    for row in 0..<plan.newRowCounts[t] {
                        heights.append(try Self.ask(list, ListIndexPath(row: row, section: t), delegate))
                    }
                } else {
                    heights.reserveCapacity(plan.addedRows[t].count)
                    for row in plan.addedRows[t] {
                        let path = ListIndexPath(row: row, section: t)
                        if plan.moveSource(of: path) == nil { heights.append(try Self.ask(list, path, delegate)) } else { heights.append(0) }
                    }
                }
                arriving.append(heights)
            }
            var reloaded = [ListIndexPath]()
            for s in plan.reloadedSections {
                for row in 0..<plan.oldRowCounts[s] { reloaded.append(ListIndexPath(row: row, section: s)) }
            }
            reloaded += plan.reloadedRows.filter { !plan.reloadedSections.contains($0.section) }
            for old in reloaded {
                guard let new = plan.newIndexPath(for: old) else { continue }
                if case .perRow = list.rowHeight {
                    let height = list.initialHeight(ofRow: new)
                    guard ListView.isValidHeight(height) else { throw .invalidHeight(height, at: new) }
                    reloadedRows.append((new, height))
                } else {
                    reloadedRows.append((new, nil))
                }
            }
        }

        private static func ask(_ list: ListView, _ path: ListIndexPath, _ delegate: (any ListDelegate)?) throws(ListError) -> Double {
            let height = list.initialHeight(ofRow: path, delegate: delegate)
            guard ListView.isValidHeight(height) else { throw .invalidHeight(height, at: path) }
            return height
        }

        /// The height of the row arriving new as the `arrival`-th of section `t`'s
        /// `plan.addedRows` (its row, in an inserted section); 0 with a fixed height.
        ///
        /// - Complexity: O(1).
        func row(arriving arrival: Int, inSection t: Int) -> Double {
            t < arriving.count ? arriving[t][arrival] : 0
        }
    }

    // MARK: Keeping the place

    /// The row that keeps its place on screen (as after the batch), and where that is: the
    /// first of `rows` (``anchorRows()``: the visible rows; with none visible, the row at the
    /// viewport's top edge) that stays where it was among its neighbours — not deleted, not
    /// moved (a moved row is going elsewhere; following it would jump the view). None when
    /// every candidate is deleted or moved (the offset then stays, within the new limits), or
    /// there is none (past the content's end: the offset stays).
    ///
    /// - Complexity: O(v log n) for v visible rows.
    private func anchorSurviving(_ plan: BatchUpdatePlan, among rows: Range<Int>) -> (path: ListIndexPath, screenY: Double)? {
        for g in rows where rows.count == 1 || isOnScreen(item: g) {
            let old = activeLayout.geometry.indexPath(ofRow: g)
            guard !plan.isMoved(old), let path = plan.newIndexPath(for: old) else { continue }
            return (path, activeLayout.top(ofItem: g) - viewport.offset.y)
        }
        return nil
    }

    /// The vertical content offset `y` within ``contentOffsetLimits``.
    ///
    /// - Complexity: O(log n).
    private func clamped(_ y: Double) -> Double {
        let limits = contentOffsetLimits
        return Swift.min(Swift.max(y, limits.lowerBound), limits.upperBound)
    }

    /// Counts rows that arrive above the anchor row as new content the user has not seen, and
    /// in a list that anchors to its end but is away from it, rows that arrive below the
    /// viewport. `unseenAbove` and `unseenBelow`: the rows already counted, as runs of rows in
    /// sections before the batch. In a list that anchors to its end, the rows that arrived there
    /// are announced (``ListDelegate/listView(_:announce:)``) when the operation ends.
    ///
    /// - Complexity: O(sections + k log k + r log r) for k rows that arrive and r runs: a
    ///   section inserted above is one run, whatever its rows.
    private func noteNewRows(_ plan: BatchUpdatePlan, unseenAbove: [(section: Int, rows: Range<Int>)],
                             unseenBelow: [(section: Int, rows: Range<Int>)], anchorRow: Int?) {
        data.unseenRowsAbove = unseenRows(plan, before: unseenAbove, arriving: anchorRow.map { Int.min..<$0 } ?? 0..<0)
        guard viewport.end.isEnabled else { return }
        // A batch that deletes sections and inserts others replaces content (a snapshot of new
        // sections) rather than adding to it: the rows of its new sections are not news.
        let replacesSections = (0..<plan.oldSectionCount).contains { plan.newSection[$0] < 0 }
        if viewport.end.keepsEnd {
            data.unseenRowsBelow = unseenRows(plan, before: unseenBelow, arriving: 0..<0)
            guard accessibility.hearsAnnouncements else { return }
            // The rows that arrived after every row that stayed: shown, as the list kept its end.
            var expected = activeLayout.geometry.totalRows
            var runs = [Range<Int>]()
            forEachArrival(of: plan, within: 0..<Int.max) { run, inNewSection in
                if !(inNewSection && replacesSections) { runs.append(run) }
            }
            for run in runs.reversed() where run.upperBound == expected { expected = run.lowerBound }
            accessibility.noteRowsArrivedAtEnd(activeLayout.geometry.totalRows - expected, shown: true)
        } else {
            let below = visibleRowRange().upperBound..<Int.max
            data.unseenRowsBelow = unseenRows(plan, before: unseenBelow, arriving: below)
            guard accessibility.hearsAnnouncements else { return }
            var arrived = 0
            forEachArrival(of: plan, within: below) { run, inNewSection in
                if !(inNewSection && replacesSections) { arrived += run.count }
            }
            accessibility.noteRowsArrivedAtEnd(arrived, shown: false)
        }
    }

    /// The runs of `before` (rows of sections before the batch) where `plan` puts them, with the
    /// rows that `plan` brings within `arriving` (global rows after it; a moved row does not arrive).
    ///
    /// - Complexity: O(sections + k log k + r log r) for k rows that arrive and r runs.
    private func unseenRows(_ plan: BatchUpdatePlan, before: [(section: Int, rows: Range<Int>)], arriving: Range<Int>) -> UnseenRows {
        var arrivals = 0
        forEachArrival(of: plan, within: arriving) { _, _ in arrivals += 1 }
        var unseen = [Range<Int>]()
        unseen.reserveCapacity(before.count + arrivals)
        for old in before {
            for new in plan.newRuns(of: old.rows, inSection: old.section) {
                let first = activeLayout.geometry.rowStart[new.section]
                unseen.append((first + new.rows.lowerBound)..<(first + new.rows.upperBound))
            }
        }
        forEachArrival(of: plan, within: arriving) { run, _ in unseen.append(run) }
        return UnseenRows(unseen)
    }

    /// Calls `body` with each run of rows that `plan` brings within `arriving` (global rows
    /// after it; a moved row does not arrive), in order, and whether the run is a new section's.
    ///
    /// - Complexity: O(sections + k) for k rows added to sections that stay.
    private func forEachArrival(of plan: BatchUpdatePlan, within arriving: Range<Int>, _ body: (Range<Int>, Bool) -> Void) {
        guard !arriving.isEmpty else { return }
        let rowStart = activeLayout.geometry.rowStart
        for t in 0..<plan.newSectionCount where rowStart[t] < arriving.upperBound && rowStart[t + 1] > arriving.lowerBound {
            let firstRow = rowStart[t]
            if plan.oldSection[t] < 0 {
                body(Swift.max(arriving.lowerBound, firstRow)..<Swift.min(arriving.upperBound, rowStart[t + 1]), true)
            } else {
                for row in plan.addedRows[t] where arriving.contains(firstRow + row)
                    && plan.moveSource(of: ListIndexPath(row: row, section: t)) == nil {
                    body((firstRow + row)..<(firstRow + row + 1), false)
                }
            }
        }
    }

    // MARK: Cells

    /// The rows laid out before a batch: where each was, its frame, whether it was visible;
    /// for an animated batch, the first row of each section as numbered before it.
    private struct TransitionStart {
        var rows: [(path: ListIndexPath, frame: Rect, wasVisible: Bool)] = []
        var offset: Point
        /// The number of the first of ``rows`` before the batch.
        var firstRow: Int
        /// Each section's first row before the batch (`numbersRows` only).
        var rowStarts: [Int] = []
        /// The section views placed before the batch, by section × kinds + kind, and their
        /// frames (`numbersRows` only).
        var sectionViews: [Int: Rect] = [:]

        init(list: ListView, numbersRows: Bool) {
            offset = list.contentOffset
            let window = list.window
            firstRow = window.materialized.lowerBound
            if numbersRows {
                rowStarts = list.activeLayout.geometry.rowStart
                sectionViews = list.placedSectionViewFrames()
            }
            rows.reserveCapacity(window.materialized.count)
            for g in window.materialized {
                let cell = window.cells[g - window.materialized.lowerBound]
                rows.append((list.activeLayout.geometry.indexPath(ofRow: g), cell.frame, window.displayed.contains(g)))
            }
        }
    }

    /// Gives the rows of the new ready window their cells: kept rows keep theirs, deleted and
    /// reloaded rows' cells go back to the pools, rows that arrive are configured. Calls the
    /// display callbacks and describes the transition. With `clampsOffset` (nothing kept the
    /// place), the offset ends where it was before the batch, within the limits the rows
    /// measured as they arrived leave. `animated`: the cells of rows that were displayed stay
    /// displayed — those of rows that left, or that land beyond the new window, as leaving
    /// cells — and the animation starts.
    private func replaceCells(_ plan: BatchUpdatePlan, before: TransitionStart, log: consuming GeometryChangeLog,
                              anchorRow: Int?, collectionBefore: CollectionBefore?,
                              collectionAnchor: (row: Int, screenY: Double)?, clampsOffset: Bool, animated: Bool) -> ListTransition {
        let callees = Callees(of: self)
        var transition = ListTransition()
        transition.contentOffsetBefore = before.offset
        var leavers = [UpdateAnimator.Leaver]()
        /// A displayed cell leaves drawn (animated), or goes back to its pool.
        func letGo(_ cell: ListCell, at path: ListIndexPath?, from i: Int, to rowAfter: Int?) {
            // A row deleted with no animation of its own goes with the batch.
            guard animated, cell.isDisplayed, rowAfter != nil || !updates.settings.deletion.isNone else {
                return retire(cell, at: path, callees: callees)
            }
            leavers.append(UpdateAnimator.Leaver(cell: cell, path: path, rowBefore: before.firstRow + i, rowAfter: rowAfter,
                                                 frameBefore: before.rows[i].frame))
            cell.indexPath = nil
            prefetch.cellLeft(cell)
        }
        var survivors = [(row: Int, cell: ListCell)]()
        survivors.reserveCapacity(window.cells.count)
        var cameFrom = [Int: Int]()  // row after → position in `before`, for every laid-out row that stays
        for (i, start) in before.rows.enumerated() {
            let cell = window.cells[i]
            guard let new = plan.newIndexPath(for: start.path) else {
                letGo(cell, at: start.path, from: i, to: nil)
                continue
            }
            let g = activeLayout.geometry.globalRow(of: new)
            cameFrom[g] = i
            if plan.isReloaded(start.path) {
                letGo(cell, at: start.path, from: i, to: nil)
            } else {
                cell.indexPath = new
                survivors.append((g, cell))
            }
        }
        window.cells.removeAll(keepingCapacity: true)
        survivors.sort { $0.row < $1.row }

        let visible = visibleRowRange()
        let ready = readyRowRange(visible: visible)
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
        func keeps(_ survivor: (row: Int, cell: ListCell)) -> Bool {
            ready.contains(survivor.row) && (!animated || !survivor.cell.isDisplayed || shownBefore.contains(survivor.row))
        }
        let kept = survivors.filter(keeps)
        // A cell that stays shows its row's editing state at the row's new place.
        if editing.isEditing {
            for (row, cell) in kept { applyEditingState(to: cell, at: activeLayout.geometry.indexPath(ofRow: row), callees: callees) }
        }
        var target = visible
        if let first = kept.first, let last = kept.last {
            target = visible.isEmpty ? first.row..<(last.row + 1)
                : Swift.min(first.row, visible.lowerBound)..<Swift.max(last.row + 1, visible.upperBound)
        }
        let pins = pinnedRows()
        for survivor in survivors where !keeps(survivor) {
            // A row with focus that the batch takes out of the window keeps its cell, pinned
            // (but one that slides out on screen is drawn on its way, as any).
            if pins.contains(survivor.row), !(animated && survivor.cell.isDisplayed) {
                if survivor.cell.isDisplayed { window.endDisplaying(survivor.cell, at: survivor.cell.indexPath, in: self, callees: callees) }
                window.pinned.append(survivor.cell)
                continue
            }
            letGo(survivor.cell, at: survivor.cell.indexPath, from: animated ? cameFrom[survivor.row] ?? 0 : 0, to: survivor.row)
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
                window.cells.append(configuredCell(forRow: g, anchorRow: anchorRow ?? Int.min, callees: callees,
                                            firstChanged: &firstChanged, report: &report))
                log.recordChange(ofEntry: entry, by: activeLayout.geometry.height(ofRow: g) - height)
            }
            window.materialized = target.lowerBound..<(g + 1)
        }
        // Items measured as they arrived may have moved a collection's anchor line: it keeps its
        // place; with no anchor, the offset stays where it was within the limits they leave.
        if collectionBefore != nil { keep(collectionAnchor) }
        if clampsOffset { viewport.offset.y = clamped(before.offset.y) }
        keepEnd(callees: callees)
        refreshFrames(from: window.materialized.lowerBound)

        let visibleAfter = visibleRowRange()
        // (The passes that follow stop displaying the rows the animation no longer draws on screen.)
        let shown = animated ? Self.hull(visibleAfter, shownBefore) : visibleAfter
        for g in window.materialized {
            let cell = window.cells[g - window.materialized.lowerBound]
            let shows = shown.contains(g)
            if cell.isDisplayed, !shows {
                window.endDisplaying(cell, at: cell.indexPath, in: self, callees: callees)
            } else if !cell.isDisplayed, shows {
                window.beginDisplaying(cell, row: g, in: self, callees: callees)
            }
        }
        window.displayed = shown.clamped(to: window.materialized)
        if window.displayed.isEmpty { window.displayed = window.materialized.lowerBound..<window.materialized.lowerBound }
        viewport.ranges = ViewportRanges(visible: window.displayed, ready: window.materialized, prefetch: viewport.ranges.prefetch, direction: viewport.direction)
        transition.contentOffsetAfter = viewport.offset

        // Rows visible after, in order; then rows visible before that are not any more.
        log.prepareQueries()
        var described = Set<Int>()
        for g in window.displayed {
            let path = activeLayout.geometry.indexPath(ofRow: g)
            var row = ListTransition.Row(change: .kept, indexPathBefore: nil, indexPathAfter: path, frameBefore: nil,
                                         frameAfter: window.cells[g - window.materialized.lowerBound].frame, wasVisible: false,
                                         isVisible: visibleAfter.contains(g))
            if let i = cameFrom[g] {
                described.insert(i)
                row.indexPathBefore = before.rows[i].path
                row.frameBefore = before.rows[i].frame
                row.wasVisible = before.rows[i].wasVisible
                row.change = plan.change(of: before.rows[i].path)
            } else if let old = plan.oldIndexPath(for: path) {
                // It was beyond the ready window and slides into view: measured where it was.
                row.indexPathBefore = old
                if let collectionBefore {
                    row.frameBefore = collectionBefore.frame(of: old) ?? slidFrames[old]
                } else {
                    let extent = log.oldExtent(ofRow: old, in: activeLayout.geometry)
                    row.frameBefore = Rect(x: activeLayout.rowExtent.x, y: extent.top, width: activeLayout.rowExtent.width, height: extent.height)
                }
                row.change = plan.change(of: old)
            } else {
                row.change = .inserted
            }
            transition.rows.append(row)
        }
        for (i, start) in before.rows.enumerated() where start.wasVisible && !described.contains(i) {
            let after = plan.newIndexPath(for: start.path)
            transition.rows.append(ListTransition.Row(change: plan.change(of: start.path), indexPathBefore: start.path, indexPathAfter: after,
                                                      frameBefore: start.frame, frameAfter: nil, wasVisible: true, isVisible: false))
        }
        if animated { startUpdateAnimation(transition, of: plan, rowStarts: before.rowStarts, sectionViews: before.sectionViews, leavers: leavers) }
        return transition
    }

    /// Returns a cell whose row left or was reloaded to its pool, ending its display first.
    func retire(_ cell: ListCell, at path: ListIndexPath?, callees: Callees) {
        if cell.isDisplayed { window.endDisplaying(cell, at: path, in: self, callees: callees) }
        cell.isSelected = false
        window.recycle(cell, in: self)
    }
}
