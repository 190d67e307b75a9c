/// A list's interactive move, as UICollectionView's (and UITableView's reorder control): owns
/// the move under way (``MoveSession``) and how a moving row near an edge scrolls the list, and
/// reaches the list through an ``EditingHost``.
///
/// While the move is under way the list's rows stay where they are; what it shows is the move
/// (``MovePresentation``): the cells' frames those the move would give them, a gap open where
/// the row would land, the row itself floating under the point. Near the viewport's top or
/// bottom edge the list scrolls by itself, faster the nearer the point is to the edge, a frame
/// interval's worth each layout pass.
///
/// The target is the row (or item) under the point, in the list as it is: a table's rows move
/// to the row the point is over (over a header: the section's start; over a footer: its end), a
/// collection's items to the item under the point (over an empty section: its start; elsewhere
/// the target stays). The delegate's `targetIndexPathForMoveFromRowAt` may redirect each new
/// target. Ending the move calls the data source's `moveRowAt` and applies the move as one
/// batch (checked as any is): selection, a row's swipe and loads follow it; the row lands where
/// its gap was shown, so nothing on screen jumps. A batch update, a reload or a layout change
/// while a move is under way cancels it.
final class MoveController {
    /// The interactive move under way.
    @exclusivity(unchecked) var session: MoveSession? {
        didSet { isActive = session != nil }
    }
    /// ``ListView/autoScrollEdgeZone``, in points.
    @exclusivity(unchecked) private(set) var autoScrollEdgeZone = 60.0
    /// ``ListView/maximumAutoScrollSpeed``, in points per second.
    @exclusivity(unchecked) private(set) var maximumAutoScrollSpeed = 1_500.0

    /// Whether an interactive move is under way: the frame asks this, not `session`. Kept
    /// beside the session as it is set, because even asking the optional whether it is nil
    /// copies the whole session (its case is kept in its payload's spare bits).
    ///
    /// - Complexity: O(1).
    @exclusivity(unchecked) private(set) var isActive = false

    /// Sets how a moving row near an edge scrolls the list: from `edgeZone` points of the top
    /// or bottom edge, faster towards it, up to `maximumSpeed` points per second at it.
    ///
    /// - Throws: ``ListError/invalidAutoScroll(edgeZone:maximumSpeed:)`` unless both are finite and ≥ 0.
    /// - Complexity: O(1).
    func setAutoScroll(edgeZone: Double, maximumSpeed: Double) throws(ListError) {
        guard edgeZone >= 0, edgeZone.isFinite, maximumSpeed >= 0, maximumSpeed.isFinite else {
            throw .invalidAutoScroll(edgeZone: edgeZone, maximumSpeed: maximumSpeed)
        }
        autoScrollEdgeZone = edgeZone
        maximumAutoScrollSpeed = maximumSpeed
    }

    /// The move under way, for the renderer: the row, where it floats, where it would land.
    ///
    /// - Complexity: O(log n).
    func state<Host: EditingHost>(in host: Host) -> InteractiveMovementState? {
        guard let move = session, let presentation = presentation(in: host) else { return nil }
        return InteractiveMovementState(source: move.source, destination: move.destination, position: move.position,
                                        floatingFrame: presentation.floatingFrame, gapFrame: presentation.gapFrame,
                                        autoScrollVelocity: move.autoScrollVelocity)
    }

    /// Starts moving the row at `indexPath` (in range), its position at the row's centre; the
    /// actions `swipe` shows close and an animated update ends first.
    ///
    /// - Returns: false, and nothing starts, if the data source's `canMoveRowAt` says no.
    /// - Throws: ``ListError/invalidEditing(_:)`` if a move is under way;
    ///   ``ListError/rowNotLoaded(_:)``.
    /// - Complexity: O(log n).
    func begin<Host: EditingHost>(at indexPath: ListIndexPath, closing swipe: SwipeController, in host: Host,
                                  callees: Host.Calls) throws(ListError) -> Bool {
        guard !isActive else { throw .invalidEditing(.movementInProgress) }
        guard host.isLoaded(indexPath) else { throw .rowNotLoaded(indexPath) }
        guard host.canMoveRow(at: indexPath, callees: callees) else { return false }
        swipe.end(in: host, callees: callees)
        host.finishUpdateAnimation(callees: callees, landed: false)
        let layout = host.activeLayout
        let offset = host.contentOffset
        let g = layout.geometry.globalRow(of: indexPath)
        let frame = layout.frame(ofItem: g)
        let centre = Point(x: frame.minX + frame.width / 2 - offset.x, y: frame.minY + frame.height / 2 - offset.y)
        session = MoveSession(source: indexPath, sourceRow: g, position: centre, destination: indexPath, destinationRow: g,
                              proposal: indexPath, after: layout.hasCollectionGeometry ? layout.currentCollection : nil)
        return true
    }

    /// Moves the moving row's centre to `position` (viewport coordinates): the target follows
    /// what is under it, the delegate may redirect it, and the gap opens there.
    ///
    /// - Returns: where the row would land now, as after the move.
    /// - Throws: ``ListError/invalidEditing(_:)`` with no move under way or a position that is
    ///   not finite.
    /// - Complexity: O(log n + c) for c cells; more when the move's geometry is laid out anew.
    func updateTarget<Host: EditingHost>(_ position: Point, in host: Host, callees: Host.Calls) throws(ListError) -> ListIndexPath {
        guard isActive else { throw .invalidEditing(.noMovement) }
        guard position.x.isFinite, position.y.isFinite else { throw .invalidEditing(.invalidPosition(position)) }
        session?.position = position
        refresh(in: host, callees: callees)
        guard let move = session else { throw .invalidEditing(.noMovement) }
        return move.destination
    }

    /// Ends the move: a row dropped elsewhere moves in the model and in the list as one batch,
    /// landing where its gap was shown; a row dropped where it started (or with no data
    /// source) settles back.
    ///
    /// - Throws: ``ListError/invalidEditing(_:)`` with no move under way; what the commit
    ///   throws (the move then ends and the list is as before it).
    /// - Complexity: a batch of one move.
    func end<Host: EditingHost>(animated: Bool, in host: Host) throws(ListError) -> ListTransition {
        guard let move = session else { throw .invalidEditing(.noMovement) }
        guard move.destination != move.source, let dataSource = host.dataSource else { return settle(in: host) }
        let offset = host.contentOffset
        let gap = MovePresentation(move: move, layout: host.activeLayout, offset: offset).gapFrame
        session = nil
        do throws(ListError) {
            return try host.commitMove(from: move.source, to: move.destination, dataSource: dataSource,
                                       landing: (path: move.destination, screenY: gap.minY - offset.y), animated: animated)
        } catch {
            host.placeCells(host.window.materialized)
            throw error
        }
    }

    /// Ends the move with nothing changed: the cells back at their rows' frames. Returns the
    /// visible rows, each from where it was shown to its frame.
    ///
    /// - Complexity: O(v log n) for v visible rows.
    func settle<Host: EditingHost>(in host: Host) -> ListTransition {
        var transition = host.unchangedTransition()
        session = nil
        host.placeCells(host.window.materialized)
        for i in transition.rows.indices {
            transition.rows[i].frameAfter = transition.rows[i].indexPathAfter.flatMap(host.rectForRow(at:))
        }
        return transition
    }

    // MARK: What the engine calls

    /// Cancels a move under way, the cells back at their rows' frames: the rows are about to be
    /// renumbered or laid out anew.
    ///
    /// - Complexity: O(log n + c) for c cells; O(1) without a move.
    func cancel<Host: EditingHost>(in host: Host) {
        guard isActive else { return }
        session = nil
        host.placeCells(host.window.materialized)
    }

    /// A layout pass: the list scrolls by itself while the moving row is near an edge; the
    /// target follows what is under the row now.
    ///
    /// - Complexity: O(1) without a move; else as ``updateTarget(_:in:callees:)``.
    func advance<Host: EditingHost>(in host: Host, callees: Host.Calls) {
        guard isActive, let move = session else { return }
        let inset = host.contentInset
        let top = inset.top
        let bottom = host.viewportSize.height - inset.bottom
        let zone = Swift.min(autoScrollEdgeZone, Swift.max(0, bottom - top) / 2)
        var depth = 0.0
        if zone > 0, move.position.y < top + zone {
            depth = -Swift.min(1, (top + zone - move.position.y) / zone)
        } else if zone > 0, move.position.y > bottom - zone {
            depth = Swift.min(1, (move.position.y - (bottom - zone)) / zone)
        }
        let limits = host.contentOffsetLimits
        let interval = host.frameInterval
        let before = host.contentOffset.y
        let wanted = Swift.min(Swift.max(before + depth * maximumAutoScrollSpeed * interval, limits.lowerBound), limits.upperBound)
        // Never back: an offset pulled past its limits stays there.
        if (depth > 0 && wanted > before) || (depth < 0 && wanted < before) { host.autoScroll(to: wanted, end: limits.upperBound) }
        session?.autoScrollVelocity = (host.contentOffset.y - before) / interval
        refresh(in: host, callees: callees)
    }

    /// Lays out what the move shows again after the pass turned the cells over: placing
    /// sections above the viewport (a lazy layout's) moves the sections on screen, and the
    /// offset with them to keep the place, so the move's geometry must be shown at a new
    /// shift, and items it had estimated may be laid out: the cells are given their frames
    /// anew. Returns whether the shift changed (the cells are then turned over again).
    ///
    /// - Complexity: O(log n + c) for c cells; more when the move's geometry is laid out anew.
    func followPass<Host: EditingHost>(in host: Host, callees: Host.Calls) -> Bool {
        guard isActive, let shift = session?.afterShift else { return false }
        preparePreview(in: host, callees: callees)
        presentCells(host.window.materialized, in: host)
        return session?.afterShift != shift
    }

    /// What the move under way shows over the layout (nil without one).
    ///
    /// - Complexity: O(1).
    func presentation<Host: EditingHost>(in host: Host) -> MovePresentation? {
        guard isActive, let move = session else { return nil }
        return MovePresentation(move: move, layout: host.activeLayout, offset: host.contentOffset)
    }

    /// Gives the cells of `rows` the frames the move under way shows them at.
    ///
    /// - Complexity: O(rows × log n); nothing without a move.
    func presentCells<Host: EditingHost>(_ rows: Range<Int>, in host: Host) {
        let window = host.window
        guard let presentation = presentation(in: host), window.isWhole else { return }
        let first = window.materialized.lowerBound
        for g in rows.clamped(to: window.materialized) { window.cells[g - first].frame = presentation.frame(ofItem: g) }
    }

    /// Follows the target under the moving row, lays out what the move shows, and gives the
    /// cells the frames the move shows them at.
    ///
    /// - Complexity: O(log n + c) for c cells; more when the move's geometry is laid out anew.
    private func refresh<Host: EditingHost>(in host: Host, callees: Host.Calls) {
        retarget(in: host, callees: callees)
        preparePreview(in: host, callees: callees)
        presentCells(host.window.materialized, in: host)
    }
}
