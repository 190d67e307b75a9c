/// Swipe actions, as UITableView's: a renderer reports a horizontal drag on a row, and the list
/// reports how far the row slides for it (``swipeActionsState``). ``SwipeController`` runs them.
extension ListView {
    /// How far a swipe must slide the row, as a share of the row's width, for letting go to
    /// perform the first action (when the configuration allows a full swipe). A full swipe is
    /// a row slid further than its actions' width **and** at least this share of its own width:
    /// with three 50 pt actions on a 210 pt row, past 150 pt (the actions) and 126 pt (0.6 of
    /// the row), so a drag of 139 pt only opens the actions.
    public static let fullSwipeFraction = 0.6

    /// The horizontal speed, in points per second, at which letting go opens or closes the
    /// actions whatever the distance: a flick.
    public static let swipeFlickVelocity = 400.0

    /// The row showing its swipe actions, how far it is slid and what it reveals; nil when none.
    ///
    /// - Complexity: O(actions).
    public var swipeActionsState: SwipeActionsState? { editing.swipe.state }

    /// A horizontal drag began at `point` (viewport coordinates): the row there starts to
    /// track it (the row showing its actions continues from where it is). A touch under way
    /// is cancelled: it is not a tap. Returns the row, or nil when nothing tracks: no row
    /// there, a row the data source cannot edit, editing mode, an interactive move — or
    /// another row shows its actions, which this touch only closes.
    ///
    /// - Complexity: O(log n).
    @discardableResult
    public func beginSwipe(at point: Point) -> ListIndexPath? {
        if defersCalls { return deferred(nil) { $0.beginSwipe(at: point) } }
        cancelTouch()
        guard beginOperation("beginSwipe(at:)") else { return nil }
        defer { endOperation() }
        return editing.beginSwipe(at: point, in: self, callees: Callees(of: self))
    }

    /// The drag moved `dx` points (positive to the right) since ``beginSwipe(at:)``: the row
    /// slides to reveal that edge's actions, asking the delegate for them the first time.
    /// Nothing without a tracking row; a translation that is not finite is ignored.
    ///
    /// - Complexity: O(actions).
    public func updateSwipe(translation dx: Double) {
        if defersCalls { return deferCall { $0.updateSwipe(translation: dx) } }
        guard dx.isFinite, editing.swipe.isTracking, beginOperation("updateSwipe(translation:)") else { return }
        defer { endOperation() }
        editing.swipe.update(translation: dx, in: self, callees: Callees(of: self))
    }

    /// The drag ended with horizontal `velocity` (points per second, positive to the right):
    /// a full swipe — the row slid further than its actions' width and at least
    /// ``fullSwipeFraction`` of its own — performs the first action (see
    /// ``performSwipeAction(at:)``), a drag past
    /// half the actions' width or a flick outwards leaves them open, anything else closes them.
    ///
    /// - Returns: the first action's result after a full swipe; nil otherwise (see
    ///   ``swipeActionsState`` for open or closed).
    /// - Throws: what ``performSwipeAction(at:)`` throws; ``ListError/reentrantCall(_:during:)``.
    /// - Complexity: O(actions), and the action's.
    @discardableResult
    public func endSwipe(velocity: Double) throws(ListError) -> SwipeActionResult? {
        if defersCalls { return deferred(nil) { list throws(ListError) in _ = try list.endSwipe(velocity: velocity) } }
        try refuseIfRunning("endSwipe(velocity:)")
        return try editing.swipe.release(velocity: velocity, in: self)
    }

    /// The drag was cancelled (the touch left, the system took it): the row goes back to where
    /// the drag found it — open, or closed.
    ///
    /// - Complexity: O(1).
    public func cancelSwipe() {
        if defersCalls { return deferCall { $0.cancelSwipe() } }
        guard editing.swipe.isTracking, mayMutate("cancelSwipe()") else { return }
        editing.swipe.cancel(in: self)
    }

    /// Closes the row's swipe actions (`didEndEditingRowAt` if they had shown). An action
    /// waiting for its completion is abandoned: a late completion does nothing.
    ///
    /// - Complexity: O(1).
    public func closeSwipeActions() {
        if defersCalls { return deferCall { $0.closeSwipeActions() } }
        guard editing.swipe.isActive, beginOperation("closeSwipeActions()") else { return }
        defer { endOperation() }
        editing.swipe.end(in: self, callees: Callees(of: self))
    }

    /// Opens the actions of the row at `indexPath` on `edge` — in editing mode, what tapping
    /// the row's delete control does (the trailing edge: its delete confirmation). Another
    /// row's actions close first.
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)``;
    ///   ``ListError/invalidEditing(_:)`` for a row that cannot be edited, an edge with no
    ///   actions, or an interactive move under way; ``ListError/reentrantCall(_:during:)``.
    ///   The list is then as before (but for another row's actions, closed).
    /// - Complexity: O(actions).
    public func openSwipeActions(forRowAt indexPath: ListIndexPath, edge: SwipeEdge) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.openSwipeActions(forRowAt: indexPath, edge: edge) } }
        try perform("openSwipeActions(forRowAt:edge:)") { () throws(ListError) in
            try validate(indexPath)
            try editing.openSwipe(indexPath, edge: edge, in: self, callees: Callees(of: self))
        }
    }

    /// Performs action `index` of those the row shows (0: at the row's edge) — what tapping its
    /// button does. The list's delete confirmation commits the deletion through the data source
    /// (``commitEditing(_:forRowAt:)``). Another action's handler is called outside any list
    /// operation; when it calls its completion — now or later — a destructive action performed
    /// deletes its row (a batch checked against the data source's counts: the handler removed
    /// the row from the model), and anything else closes the actions. A completion called
    /// after this returns is applied then; what goes wrong then is reported as a diagnostic.
    ///
    /// - Returns: ``SwipeActionResult/pending`` while the handler has not completed; else
    ///   whether it was performed and the deletion's transition.
    /// - Throws: ``ListError/invalidEditing(_:)`` when no row shows actions, for an index out of
    ///   range or while another action waits; what the deletion throws (the list is then as
    ///   before, the actions closed); ``ListError/reentrantCall(_:during:)``.
    /// - Complexity: the handler's, and a batch of one row for a deletion.
    @discardableResult
    public func performSwipeAction(at index: Int) throws(ListError) -> SwipeActionResult {
        try performSwipeAction(at: index, animated: false)
    }

    /// Performs the action at `index` as ``performSwipeAction(at:)`` does; `animated`, a
    /// deletion it makes animates as ``performBatchUpdates(_:animated:)-(ListBatchUpdate,_)`` says (the row fades
    /// out, the rows below close its gap), whenever its handler completes.
    ///
    /// - Complexity: as ``performSwipeAction(at:)``.
    @discardableResult
    public func performSwipeAction(at index: Int, animated: Bool) throws(ListError) -> SwipeActionResult {
        if defersCalls { return deferred(.pending) { list throws(ListError) in _ = try list.performSwipeAction(at: index, animated: animated) } }
        try refuseIfRunning("performSwipeAction(at:)")
        return try editing.swipe.performAction(at: index, animated: animated, in: self)
    }
}
