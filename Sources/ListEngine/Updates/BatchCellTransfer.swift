/// The cells' passage through a batch: what the rows laid out before it were (taken before the
/// rows change), then the new ready window's cells — kept rows keep theirs, deleted and reloaded
/// rows' cells go back to the pools (or, animated, leave drawn), rows that arrive are configured
/// — the display callbacks, and the transition that describes it all.
struct BatchCellTransfer {
    /// The rows laid out before a batch: where each was, its frame, whether it was visible;
    /// for an animated batch, the first row of each section as numbered before it.
    struct TransitionStart {
        /// Each row's index path, frame, whether it was visible, and whether its cell showed its
        /// content (its page was loaded; always, for a list without a pager).
        var rows: [(path: ListIndexPath, frame: Rect, wasVisible: Bool, wasLoaded: Bool)] = []
        var offset: Point
        /// The content offset's limits before the batch.
        var limits: ClosedRange<Double>
        /// The number of the first of ``rows`` before the batch.
        var firstRow: Int
        /// Each section's first row before the batch (`numbersRows` only).
        var rowStarts: [Int] = []
        /// The section views placed before the batch, by section × kinds + kind, and their
        /// frames (`numbersRows` only).
        var sectionViews: [Int: Rect] = [:]

        /// The rows `host` has laid out now.
        ///
        /// - Complexity: O(c log n) for c cells in the ready window.
        init(host: some BatchCellHost, numbersRows: Bool) {
            offset = host.contentOffset
            limits = host.contentOffsetLimits
            let window = host.window
            firstRow = window.materialized.lowerBound
            if numbersRows {
                rowStarts = host.activeLayout.geometry.rowStart
                sectionViews = host.placedSectionViewFrames()
            }
            rows.reserveCapacity(window.materialized.count)
            for g in window.materialized {
                let cell = window.cells[g - window.materialized.lowerBound]
                let path = host.activeLayout.geometry.indexPath(ofRow: g)
                rows.append((path, cell.frame, window.displayed.contains(g), host.isLoaded(path)))
            }
        }
    }

    /// The rows laid out before the batch.
    let before: TransitionStart
    /// Whether the batch animates: the cells of rows that were displayed stay displayed — those
    /// of rows that left, or that land beyond the new window, as leaving cells.
    let animated: Bool
    /// The cells that leave drawn by the animation.
    private(set) var leavers: [UpdateAnimator.Leaver] = []

    /// Takes note of `host`'s rows before a batch changes them.
    ///
    /// - Complexity: O(c log n) for c cells in the ready window.
    init(before host: some BatchCellHost, animated: Bool) {
        before = TransitionStart(host: host, numbersRows: animated)
        self.animated = animated
    }

    /// Gives the rows of `host`'s new ready window their cells after the batch `plan`, calls
    /// the display callbacks and describes the transition; animated, starts the animation.
    /// `log`: how the geometry changed; `anchorRow`: the row that kept the place;
    /// `collectionBefore`: a collection's layout before the batch; `collectionAnchor`: the row
    /// that kept the place and where it is on screen, which it keeps through the rows measured
    /// as they arrive (a collection's anchor line with it). The offset then ends within the
    /// limits they leave, or no further beyond one than it was before the batch.
    ///
    /// - Complexity: O(c log n) for c cells in the ready windows before and after, plus the
    ///   cells configured.
    mutating func finish<Host: BatchCellHost>(_ plan: BatchUpdatePlan, log: consuming GeometryChangeLog, anchorRow: Int?,
                                              collectionBefore: CollectionBefore?, collectionAnchor: (row: Int, screenY: Double)?,
                                              in host: Host, callees: Callees) -> ListTransition {
        var transition = ListTransition()
        transition.contentOffsetBefore = before.offset
        var cameFrom = [Int: Int]()  // row after → position in `before`, for every laid-out row that stays
        let survivors = sortOut(plan, cameFrom: &cameFrom, in: host, callees: callees)
        let after = refill(plan, survivors: survivors, cameFrom: cameFrom, log: &log, anchorRow: anchorRow,
                           collectionBefore: collectionBefore, collectionAnchor: collectionAnchor, in: host, callees: callees)
        transition.contentOffsetAfter = host.contentOffset
        describe(plan, into: &transition, cameFrom: cameFrom, visibleAfter: after.rows, slidFrames: after.slidFrames,
                 log: &log, collectionBefore: collectionBefore, in: host)
        if animated {
            host.startUpdateAnimation(transition, of: plan, rowStarts: before.rowStarts, sectionViews: before.sectionViews, leavers: leavers)
        }
        return transition
    }

    /// Takes every cell out of `host`'s window: a row that stays (not reloaded) keeps its cell,
    /// returned in order of its row after the batch; the others' cells are let go — and so is
    /// the cell of a loaded row whose page the batch left unloaded (a kept cell never outlives
    /// its page: the row gets a placeholder). `cameFrom` gets each laid-out row that stays, by
    /// its row after, and its position in ``before``.
    ///
    /// - Complexity: O(c log c + c log n) for c cells.
    private mutating func sortOut(_ plan: BatchUpdatePlan, cameFrom: inout [Int: Int], in host: some BatchCellHost,
                                  callees: Callees) -> [(row: Int, cell: ListCell)] {
        let window = host.window
        var survivors = [(row: Int, cell: ListCell)]()
        survivors.reserveCapacity(window.cells.count)
        for (i, start) in before.rows.enumerated() {
            let cell = window.cells[i]
            guard let new = plan.newIndexPath(for: start.path) else {
                letGo(cell, at: start.path, from: i, to: nil, in: host, callees: callees)
                continue
            }
            let g = host.activeLayout.geometry.globalRow(of: new)
            cameFrom[g] = i
            if plan.isReloaded(start.path) || start.wasLoaded && !host.isLoaded(new) {
                letGo(cell, at: start.path, from: i, to: nil, in: host, callees: callees)
            } else {
                cell.indexPath = new
                survivors.append((g, cell))
            }
        }
        window.cells.removeAll(keepingCapacity: true)
        survivors.sort { $0.row < $1.row }
        return survivors
    }

    /// A displayed cell leaves drawn (animated), from position `i` of ``before`` to row
    /// `rowAfter` (nil: its row is gone), or goes back to its pool.
    ///
    /// - Complexity: O(1) beyond the callbacks.
    mutating func letGo(_ cell: ListCell, at path: ListIndexPath?, from i: Int, to rowAfter: Int?,
                        in host: some BatchCellHost, callees: Callees) {
        // A row deleted with no animation of its own goes with the batch.
        guard animated, cell.isDisplayed, rowAfter != nil || host.animatesDeletion else {
            return host.retire(cell, at: path, callees: callees)
        }
        leavers.append(UpdateAnimator.Leaver(cell: cell, path: path, rowBefore: before.firstRow + i, rowAfter: rowAfter,
                                             frameBefore: before.rows[i].frame))
        cell.indexPath = nil
        host.prefetchForget(cell)
    }
}
