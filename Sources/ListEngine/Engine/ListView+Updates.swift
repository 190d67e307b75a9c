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
        let heights = try BatchHeights(plan, table: activeLayout.geometry, source: self)
        // A flow or a custom layout is laid out again for its new counts (sizes of items on hand
        // carried over); a grid is changed in place, with the heights of the items that arrive.
        let layoutBatch = try activeLayout.prepareBatch(plan, headers: heights.headers, width: viewport.size.width, sizes: itemSizes)
        // Nothing below throws: the list changes from here on.
        rowsWillChange(.batch(plan))
        if animated { clearUpdatePresentations() } else { finishUpdateAnimation(callees: Callees(of: self), landed: false) }
        var cells = BatchCellTransfer(before: self, animated: animated)
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
            scrollWithinLimits(to: offsetBefore)
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
        data.noteNewRows(plan, unseenAbove: unseenAbove, unseenBelow: unseenBelow, anchorRow: anchorRow, geometry: activeLayout.geometry,
                         end: viewport.end, accessibility: accessibility) { visibleRowRange().upperBound }
        rowsDidChange(.batch(plan))
        let collectionAnchor = anchor.flatMap { anchor in anchorRow.map { ($0, anchor.screenY) } }
        return cells.finish(plan, log: log, anchorRow: anchorRow, collectionBefore: collectionBefore,
                            collectionAnchor: collectionAnchor, clampsOffset: clampsOffset, in: self, callees: Callees(of: self))
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

    /// The plan of `update`: the rows before it (the layout's), after it (the data source's
    /// counts), checked against each other.
    ///
    /// - Complexity: O(sections + k log k) for k rows `update` names, plus the data source's calls.
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

    /// Returns a cell whose row left or was reloaded to its pool, ending its display first.
    ///
    /// - Complexity: O(1) beyond the callback.
    func retire(_ cell: ListCell, at path: ListIndexPath?, callees: Callees) {
        if cell.isDisplayed { window.endDisplaying(cell, at: path, in: self, callees: callees) }
        cell.isSelected = false
        window.recycle(cell, in: self)
    }
}
