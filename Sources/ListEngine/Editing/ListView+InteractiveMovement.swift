/// Interactive moves, as UICollectionView's (and UITableView's reorder control): begin at a row
/// the data source lets move, follow a point, end in one move or cancel with nothing changed.
/// ``MoveController`` runs the move (what it shows, its target, auto-scrolling); these forward to it.
extension ListView {
    /// Sets how a moving row near an edge scrolls the list: from `edgeZone` points of the
    /// top or bottom edge, faster towards it, up to `maximumSpeed` points per second at it; a
    /// zone of 0 turns auto-scrolling off (a renderer whose unit is large — a terminal's line —
    /// wants a zone of a line or two).
    ///
    /// - Throws: ``ListError/invalidAutoScroll(edgeZone:maximumSpeed:)`` unless both are finite and ≥ 0.
    /// - Complexity: O(1).
    public func setAutoScroll(edgeZone: Double, maximumSpeed: Double) throws(ListError) {
        try editing.move.setAutoScroll(edgeZone: edgeZone, maximumSpeed: maximumSpeed)
    }

    /// The move under way, for the renderer: the row, where it floats, where it would land.
    ///
    /// - Complexity: O(log n).
    public var interactiveMovement: InteractiveMovementState? { editing.move.state(in: self) }

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
            return try editing.beginMove(at: indexPath, in: self, callees: Callees(of: self))
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
            guard let move = editing.move.session else { throw .invalidEditing(.noMovement) }
            return deferred(move.destination) { list throws(ListError) in _ = try list.updateInteractiveMovementTargetPosition(position) }
        }
        return try perform("updateInteractiveMovementTargetPosition(_:)") { () throws(ListError) in
            try editing.move.updateTarget(position, in: self, callees: Callees(of: self))
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
            try editing.move.end(animated: animated, in: self)
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
        guard editing.move.isActive, beginOperation("cancelInteractiveMovement()") else { return ListTransition() }
        defer { endOperation() }
        return editing.move.settle(in: self)
    }
}
