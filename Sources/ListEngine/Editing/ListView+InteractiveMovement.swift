/// Interactive moves, as UICollectionView's (and UITableView's reorder control): begin at a row
/// the data source lets move, follow a point, end in one move or cancel with nothing changed.
///
/// While the move is under way the list's rows stay where they are (for the data source, and
/// for ``rectForRow(at:)``); what it shows is the move: the cells', headers', footers' and
/// backgrounds' frames are those the move would give them, a gap open where the row would land,
/// the row itself floating under the point (``interactiveMovement``). The target is the row
/// (or item) under the point, in the list as it is: a table's rows move to the row the point
/// is over (over a header: the section's start; over a footer: its end), a collection's items
/// to the item under the point (over an empty section: its start; elsewhere the target stays).
/// The delegate's `targetIndexPathForMoveFromRowAt` may redirect each new target. Near the
/// viewport's top or bottom edge the list scrolls by itself, faster the nearer the point is to
/// the edge, a frame interval's worth each ``layout()``.
///
/// Ending the move calls the data source's `moveRowAt` and applies the move as one batch
/// (checked as any is): selection, a row's swipe and loads follow it; the row lands where its gap
/// was shown, so nothing on screen jumps. A batch update, a reload or a layout change while a
/// move is under way cancels it.
extension ListView {
    /// Sets how a moving row near an edge scrolls the list: from `edgeZone` points of the
    /// top or bottom edge, faster towards it, up to `maximumSpeed` points per second at it; a
    /// zone of 0 turns auto-scrolling off (a renderer whose unit is large — a terminal's line —
    /// wants a zone of a line or two).
    ///
    /// - Throws: ``ListError/invalidAutoScroll(edgeZone:maximumSpeed:)`` unless both are finite and ≥ 0.
    /// - Complexity: O(1).
    public func setAutoScroll(edgeZone: Double, maximumSpeed: Double) throws(ListError) {
        guard edgeZone >= 0, edgeZone.isFinite, maximumSpeed >= 0, maximumSpeed.isFinite else {
            throw .invalidAutoScroll(edgeZone: edgeZone, maximumSpeed: maximumSpeed)
        }
        editing.autoScrollEdgeZone = edgeZone
        editing.maximumAutoScrollSpeed = maximumSpeed
    }

    /// The move under way, for the renderer: the row, where it floats, where it would land.
    ///
    /// - Complexity: O(log n).
    public var interactiveMovement: InteractiveMovementState? {
        guard let move = editing.move, let presentation = movePresentation else { return nil }
        return InteractiveMovementState(source: move.source, destination: move.destination, position: move.position,
                                        floatingFrame: presentation.floatingFrame, gapFrame: presentation.gapFrame,
                                        autoScrollVelocity: move.autoScrollVelocity)
    }

    /// Starts moving the row at `indexPath` (UICollectionView's `beginInteractiveMovementForItem`).
    /// Its position starts at the row's centre; a touch under way is cancelled and a row's swipe
    /// actions close.
    ///
    /// - Returns: false, and nothing starts, if the data source's `canMoveRowAt` says no.
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)``;
    ///   ``ListError/invalidEditing(_:)`` if a move is under way; ``ListError/reentrantCall(_:during:)``.
    /// - Complexity: O(log n).
    @discardableResult
    public func beginInteractiveMovement(forRowAt indexPath: ListIndexPath) throws(ListError) -> Bool {
        if defersCalls { return deferred(false) { list throws(ListError) in _ = try list.beginInteractiveMovement(forRowAt: indexPath) } }
        cancelTouch()
        return try perform("beginInteractiveMovement(forRowAt:)") { () throws(ListError) in
            try validate(indexPath)
            guard editing.move == nil else { throw .invalidEditing(.movementInProgress) }
            guard isLoaded(indexPath) else { throw .rowNotLoaded(indexPath) }
            let callees = Callees(of: self)
            guard callees.dataSource?.listView(self, canMoveRowAt: indexPath) ?? false else { return false }
            endSwipe(callees: callees)
            // The move presents the rows itself: an animated update under way ends first.
            finishUpdateAnimation(callees: callees, landed: false)
            let g = activeLayout.geometry.globalRow(of: indexPath)
            let frame = activeLayout.frame(ofItem: g)
            let centre = Point(x: frame.minX + frame.width / 2 - viewport.offset.x, y: frame.minY + frame.height / 2 - viewport.offset.y)
            editing.move = MoveSession(source: indexPath, sourceRow: g, position: centre, destination: indexPath, destinationRow: g,
                                       proposal: indexPath, after: activeLayout.kind.isCollection ? activeLayout.currentCollection : nil)
            return true
        }
    }

    /// ``beginInteractiveMovement(forRowAt:)`` by UICollectionView's name.
    ///
    /// - Complexity: O(log n).
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: ListIndexPath) throws(ListError) -> Bool {
        try beginInteractiveMovement(forRowAt: indexPath)
    }

    /// Moves the moving row's centre to `position` (viewport coordinates): the target follows
    /// the row or item under it, the delegate may redirect it, and the gap opens there.
    ///
    /// - Returns: where the row would land now, as after the move.
    /// - Throws: ``ListError/invalidEditing(_:)`` with no move under way or a position that is
    ///   not finite; ``ListError/reentrantCall(_:during:)``.
    /// - Complexity: O(log n + c) for c cells; a grid with per-item heights lays its items out
    ///   again when the target changes (O(n)).
    @discardableResult
    public func updateInteractiveMovementTargetPosition(_ position: Point) throws(ListError) -> ListIndexPath {
        if defersCalls {
            guard let move = editing.move else { throw .invalidEditing(.noMovement) }
            return deferred(move.destination) { list throws(ListError) in _ = try list.updateInteractiveMovementTargetPosition(position) }
        }
        return try perform("updateInteractiveMovementTargetPosition(_:)") { () throws(ListError) in
            guard editing.move != nil else { throw .invalidEditing(.noMovement) }
            guard position.x.isFinite, position.y.isFinite else { throw .invalidEditing(.invalidPosition(position)) }
            editing.move?.position = position
            refreshMove(callees: Callees(of: self))
            guard let move = editing.move else { throw .invalidEditing(.noMovement) }
            return move.destination
        }
    }

    /// Ends the move: the data source's `moveRowAt` moves the row in the model, and the list
    /// applies the move as one batch, checked against the data source's counts. A row dropped
    /// where it started changes nothing (the data source is not called).
    ///
    /// - Returns: the rows visible before or after — the moving row from where it floated —
    ///   for a renderer to animate.
    /// - Throws: ``ListError/invalidEditing(_:)`` with no move under way, or
    ///   ``EditingError/notImplemented(_:)`` when the data source has no `moveRowAt`; what the
    ///   batch throws; ``ListError/reentrantCall(_:during:)``. The move then ends and the list is
    ///   as before it.
    /// - Complexity: a batch of one move.
    @discardableResult
    public func endInteractiveMovement() throws(ListError) -> ListTransition {
        try endInteractiveMovement(animated: false)
    }

    /// Ends the move as ``endInteractiveMovement()`` does; `animated`, a row dropped elsewhere
    /// slides from where it floated to its place, and the rows around it from where the gap had
    /// put them (a row dropped where it started settles at once), as
    /// ``performBatchUpdates(_:animated:)-(ListBatchUpdate,_)`` says.
    ///
    /// - Complexity: as ``endInteractiveMovement()``.
    @discardableResult
    public func endInteractiveMovement(animated: Bool) throws(ListError) -> ListTransition {
        if defersCalls { return deferred(ListTransition()) { list throws(ListError) in _ = try list.endInteractiveMovement(animated: animated) } }
        return try perform(animated ? "endInteractiveMovement(animated:)" : "endInteractiveMovement()") { () throws(ListError) in
            guard let move = editing.move else { throw .invalidEditing(.noMovement) }
            guard move.destination != move.source, let dataSource = dataSource else { return settleMove() }
            let landing = (path: move.destination, screenY: MovePresentation(move: move, layout: activeLayout, offset: viewport.offset).gapFrame.minY - viewport.offset.y)
            editing.move = nil
            do throws(ListError) {
                return try commitMove(from: move.source, to: move.destination, dataSource: dataSource, landing: landing, animated: animated)
            } catch {
                placeCells(window.materialized)
                throw error
            }
        }
    }

    /// Cancels the move: nothing changes, the data source is not called.
    ///
    /// - Returns: the visible rows from where the move showed them back to their places, for a
    ///   renderer to animate; no rows without a move under way.
    /// - Complexity: O(v log n).
    @discardableResult
    public func cancelInteractiveMovement() -> ListTransition {
        if defersCalls { return deferred(ListTransition()) { _ = $0.cancelInteractiveMovement() } }
        guard editing.move != nil, beginOperation("cancelInteractiveMovement()") else { return ListTransition() }
        defer { endOperation() }
        return settleMove()
    }

    // MARK: What the engine calls

    /// Ends the move with nothing changed: the cells back at their rows' frames. Returns the
    /// visible rows, each from where it was shown to its frame.
    private func settleMove() -> ListTransition {
        var transition = unchangedTransition()
        editing.move = nil
        placeCells(window.materialized)
        for i in transition.rows.indices {
            transition.rows[i].frameAfter = transition.rows[i].indexPathAfter.flatMap(rectForRow(at:))
        }
        return transition
    }

    /// Cancels a move under way, the cells back at their rows' frames: the rows are about to be
    /// renumbered or laid out anew.
    func cancelMove() {
        guard editing.move != nil else { return }
        editing.move = nil
        placeCells(window.materialized)
    }

    /// A layout pass: the list scrolls by itself while the moving row is near an edge; the
    /// target follows what is under the row now.
    func advanceInteractiveMovement(callees: Callees) {
        guard editing.isMoving, let move = editing.move else { return }
        let top = viewport.inset.top
        let bottom = viewport.size.height - viewport.inset.bottom
        let zone = Swift.min(editing.autoScrollEdgeZone, Swift.max(0, bottom - top) / 2)
        var depth = 0.0
        if zone > 0, move.position.y < top + zone {
            depth = -Swift.min(1, (top + zone - move.position.y) / zone)
        } else if zone > 0, move.position.y > bottom - zone {
            depth = Swift.min(1, (move.position.y - (bottom - zone)) / zone)
        }
        let limits = contentOffsetLimits
        let before = viewport.offset.y
        let wanted = Swift.min(Swift.max(before + depth * editing.maximumAutoScrollSpeed * viewport.frameInterval, limits.lowerBound), limits.upperBound)
        // Never back: an offset pulled past its limits stays there.
        if (depth > 0 && wanted > before) || (depth < 0 && wanted < before) { viewport.scroll(to: wanted, end: limits.upperBound) }
        editing.move?.autoScrollVelocity = (viewport.offset.y - before) / viewport.frameInterval
        refreshMove(callees: callees)
    }

    /// Follows the target under the moving row, lays out what the move shows, and gives the
    /// cells the frames the move shows them at.
    private func refreshMove(callees: Callees) {
        retargetMove(callees: callees)
        prepareMovePreview(callees: callees)
        presentMovingCells(window.materialized)
    }

    /// The row under the moving row's centre proposes a destination; when the proposal changes,
    /// the delegate may redirect it, and the collection the move would produce is laid out anew.
    private func retargetMove(callees: Callees) {
        guard var move = editing.move else { return }
        let point = Point(x: move.position.x + viewport.offset.x, y: move.position.y + viewport.offset.y)
        guard let proposal = proposedDestination(at: point, move: move), proposal != move.proposal else { return }
        move.proposal = proposal
        var destination = callees.delegate?.listView(self, targetIndexPathForMoveFromRowAt: move.source, toProposedIndexPath: proposal)
            ?? proposal
        if !isValidDestination(destination, forMoveFrom: move.source) {
            diagnose(.invalidEditing(.invalidDestination(destination)))
            destination = move.source
        }
        if destination != move.destination {
            move.destination = destination
            move.destinationRow = activeLayout.geometry.rowStart[destination.section] + destination.row
                - (move.source.section < destination.section ? 1 : 0)
            move.after = collection(after: move)
        }
        editing.move = move
    }

    /// The destination the row or item under `point` (content coordinates) proposes; nil to
    /// keep the current one.
    private func proposedDestination(at point: Point, move: MoveSession) -> ListIndexPath? {
        let probe = activeLayout.kind.isCollection ? point : Point(x: activeLayout.rowExtent.x, y: point.y)
        let proposal: ListIndexPath
        if let g = activeLayout.item(at: probe) {
            proposal = activeLayout.geometry.indexPath(ofRow: g)
        } else if let s = activeLayout.sections(intersecting: point.y, point.y.nextUp).first {
            if activeLayout.kind.isCollection {
                guard activeLayout.geometry.rowCount(inSection: s) == 0 else { return nil }
                proposal = ListIndexPath(row: 0, section: s)
            } else if point.y < activeLayout.geometry.top(ofSection: s) + activeLayout.geometry.headerHeights[s] {
                proposal = ListIndexPath(row: 0, section: s)
            } else {
                proposal = ListIndexPath(row: activeLayout.geometry.rowCount(inSection: s) - (s == move.source.section ? 1 : 0), section: s)
            }
        } else {
            // Above or below the content: a table's first or last place.
            guard !activeLayout.kind.isCollection, activeLayout.geometry.sectionCount > 0 else { return nil }
            let s = point.y < 0 ? 0 : activeLayout.geometry.sectionCount - 1
            proposal = ListIndexPath(row: point.y < 0 ? 0 : activeLayout.geometry.rowCount(inSection: s) - (s == move.source.section ? 1 : 0), section: s)
        }
        return isValidDestination(proposal, forMoveFrom: move.source) ? proposal : nil
    }

    /// Moves the row at `source` to `destination` (as after the move) in the model — the data
    /// source's `moveRowAt` — and applies the move as one batch, the row at `landing`'s screen
    /// position if given: what a move the user made ends with, by drag or by a screen reader's
    /// action.
    ///
    /// - Throws: ``EditingError/notImplemented(_:)`` when the data source has no `moveRowAt`;
    ///   what the batch throws.
    /// - Complexity: a batch of one move.
    func commitMove(from source: ListIndexPath, to destination: ListIndexPath, dataSource: any ListDataSource,
                    landing: (path: ListIndexPath, screenY: Double)?, animated: Bool) throws(ListError) -> ListTransition {
        editing.defaultCallbackRan = false
        dataSource.listView(self, moveRowAt: source, to: destination)
        guard !editing.defaultCallbackRan else {
            editing.defaultCallbackRan = false
            throw .invalidEditing(.notImplemented("listView(_:moveRowAt:to:)"))
        }
        var update = ListBatchUpdate()
        update.moveRow(at: source, to: destination)
        return try apply(update, landing: landing, animated: animated)
    }

    /// Whether a row moving from `source` can land at `destination` (as after the move): a row of a section
    /// the list has, at most at its end, never emptying a group of a grouped style.
    func isValidDestination(_ destination: ListIndexPath, forMoveFrom source: ListIndexPath) -> Bool {
        guard destination.section >= 0, destination.section < activeLayout.geometry.sectionCount else { return false }
        let leaves = destination.section != source.section
        guard destination.row >= 0, destination.row <= activeLayout.geometry.rowCount(inSection: destination.section) - (leaves ? 0 : 1) else { return false }
        return !(leaves && style.isGrouped && activeLayout.geometry.rowCount(inSection: source.section) == 1)
    }

    /// The collection geometry `move` would produce (nil for a table), item sizes carried over:
    /// the batch that ends the move builds the same.
    private func collection(after move: MoveSession) -> LoadedCollection? {
        guard activeLayout.kind.isCollection else { return nil }
        var counts = activeLayout.geometry.rowCounts
        counts[move.source.section] -= 1
        counts[move.destination.section] += 1
        let headers = activeLayout.geometry.headerHeights
        switch listLayout {
        case .table:
            return nil
        case .grid:
            var update = ListBatchUpdate()
            update.moveRow(at: move.source, to: move.destination)
            guard let plan = try? BatchUpdatePlan(update, oldRowCounts: activeLayout.geometry.rowCounts, newRowCounts: counts,
                                                  requiresRows: style.isGrouped) else { return activeLayout.currentCollection }
            return .grid(activeLayout.grid.applying(plan, headerHeights: headers) { _ in 0 })
        case let .flow(flowLayout):
            return .flow(FlowGeometry(itemCounts: counts, headerHeights: headers, layout: flowLayout, width: viewport.size.width))
        case let .custom(customLayout):
            return .custom(prepared(customLayout, counts: counts, headers: headers) { [geometry = activeLayout.geometry] g in
                geometry.indexPath(ofRow: move.rowBeforeMove(g))
            })
        }
    }

    /// Places a collection's move geometry so that the first section on screen stays where it
    /// is, and lays out the band it shows (a flow's lines are laid out lazily, the items keeping
    /// the sizes the list knows).
    private func prepareMovePreview(callees: Callees) {
        guard let move = editing.move, move.after != nil else { return }
        let y0 = viewport.offset.y
        let y1 = y0 + viewport.size.height
        editing.move?.afterShift = previewShift(of: move, at: y0, y1)
        guard case .flow? = move.after else { return }
        let (r0, r1) = ViewportRanges.band(of: viewport.tuning.ready, around: y0, y1, direction: viewport.direction)
        let shift = editing.move?.afterShift ?? 0
        let delegate = callees.delegate
        editing.move?.after?.prepare(Swift.min(r0, y0) - shift, Swift.max(r1, y1) - shift) { g in
            let old = move.rowBeforeMove(g)
            return activeLayout.flow.knownSize(ofItem: old) ?? initialSize(ofItem: old, delegate: delegate)
        }
        // Sections above the first on screen may have been laid out: it keeps its place.
        if let move = editing.move { editing.move?.afterShift = previewShift(of: move, at: y0, y1) }
    }

    /// How far down `move`'s collection geometry must be shown for the first section the band
    /// `y0 ..< y1` shows to stay where it is.
    private func previewShift(of move: MoveSession, at y0: Double, _ y1: Double) -> Double {
        guard let after = move.after, let s = activeLayout.sections(intersecting: y0, Swift.max(y1, y0.nextUp)).first,
              let header = rectForHeader(inSection: s) else { return 0 }
        return header.minY - after.headerFrame(ofSection: s).minY
    }

    /// What the move under way shows over the layout (nil without one).
    var movePresentation: MovePresentation? {
        guard editing.isMoving, let move = editing.move else { return nil }
        return MovePresentation(move: move, layout: activeLayout, offset: viewport.offset)
    }

    /// Gives the cells of `rows` the frames the move under way shows them at.
    ///
    /// - Complexity: O(rows × log n); nothing without a move.
    func presentMovingCells(_ rows: Range<Int>) {
        guard let presentation = movePresentation, window.isWhole else { return }
        let first = window.materialized.lowerBound
        for g in rows.clamped(to: window.materialized) { window.cells[g - first].frame = presentation.frame(ofItem: g) }
    }
}
