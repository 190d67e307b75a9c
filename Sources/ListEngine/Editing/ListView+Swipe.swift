/// Swipe actions, as UITableView's: a horizontal drag on a row slides it to reveal the actions
/// its delegate gives for that edge, and the list reports how far for the renderer
/// (``swipeActionsState``). See ``SwipeSession`` for the state machine.
///
/// The callbacks, in UIKit's order: the edge's configuration is asked the first time the drag
/// goes that way → `willBeginEditingRowAt` once actions show → … → `didEndEditingRowAt` when
/// they close (nil if the row is gone). The delete confirmation a row with the delete style
/// shows by default commits through the data source (``commitEditing(_:forRowAt:)``); a
/// destructive action completed with `true` deletes its row the same way, checked against the
/// data source's counts. There are no swipes in editing mode, where ``openSwipeActions(forRowAt:edge:)``
/// reveals a row's actions from its delete control. (UIKit also sets `isEditing` while a row
/// shows its actions; here ``isEditing`` stays the mode, and this state says which row.)
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
    public var swipeActionsState: SwipeActionsState? {
        guard let swipe = editing.swipe else { return nil }
        let configuration = swipe.shownConfiguration
        return SwipeActionsState(indexPath: swipe.indexPath, offset: swipe.offset, edge: swipe.edge, actions: configuration.actions,
                                 actionsWidth: SwipeSession.width(of: configuration), phase: swipe.phase,
                                 triggersFullSwipe: swipe.triggersFullSwipe)
    }

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
        let callees = Callees(of: self)
        let content = Point(x: point.x + viewport.offset.x, y: point.y + viewport.offset.y)
        guard !editing.isEditing, editing.move == nil, let g = activeLayout.item(at: content) else { return nil }
        let path = activeLayout.geometry.indexPath(ofRow: g)
        guard isLoaded(path) else { return nil }
        if let swipe = editing.swipe {
            guard swipe.phase != .performing else { return nil }
            guard swipe.indexPath == path else {
                endSwipe(callees: callees)
                return nil
            }
            editing.swipe?.phase = .tracking
            editing.swipe?.dragStart = swipe.offset
            return path
        }
        guard editability(at: path, callees: callees).canEdit else { return nil }
        editing.swipe = SwipeSession(indexPath: path, token: editing.nextSwipeToken, rowWidth: activeLayout.frame(ofItem: g).width)
        editing.nextSwipeToken += 1
        return path
    }

    /// The drag moved `dx` points (positive to the right) since ``beginSwipe(at:)``: the row
    /// slides to reveal that edge's actions, asking the delegate for them the first time.
    /// Nothing without a tracking row; a translation that is not finite is ignored.
    ///
    /// - Complexity: O(actions).
    public func updateSwipe(translation dx: Double) {
        if defersCalls { return deferCall { $0.updateSwipe(translation: dx) } }
        guard dx.isFinite, let tracking = editing.swipe, tracking.phase == .tracking,
              beginOperation("updateSwipe(translation:)") else { return }
        defer { endOperation() }
        let callees = Callees(of: self)
        var swipe = tracking
        let raw = swipe.dragStart + dx
        var shown = 0.0
        if raw != 0 {
            let edge: SwipeEdge = raw > 0 ? .leading : .trailing
            let configuration = swipe.configuration(for: edge) ?? swipeConfiguration(edge, at: swipe.indexPath, callees: callees)
            swipe.setConfiguration(configuration, for: edge)
            if !configuration.actions.isEmpty {
                if !swipe.hasBegunEditing {
                    swipe.hasBegunEditing = true
                    callees.delegate?.listView(self, willBeginEditingRowAt: swipe.indexPath)
                }
                shown = swipe.shownOffset(forDrag: raw, actionsWidth: SwipeSession.width(of: configuration),
                                          fullSwipe: configuration.performsFirstActionWithFullSwipe)
            }
        }
        swipe.offset = shown
        editing.swipe = swipe
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
        guard let swipe = editing.swipe, swipe.phase == .tracking else { return nil }
        switch swipe.release(velocity: velocity.isFinite ? velocity : 0) {
        case .performFirstAction:
            editing.swipe?.phase = .open
            return try performSwipeAction(at: 0)
        case .open:
            let width = SwipeSession.width(of: swipe.shownConfiguration)
            editing.swipe?.offset = swipe.offset < 0 ? -width : width
            editing.swipe?.phase = .open
        case .close:
            closeSwipeActions()
        }
        return nil
    }

    /// The drag was cancelled (the touch left, the system took it): the row goes back to where
    /// the drag found it — open, or closed.
    ///
    /// - Complexity: O(1).
    public func cancelSwipe() {
        if defersCalls { return deferCall { $0.cancelSwipe() } }
        guard let swipe = editing.swipe, swipe.phase == .tracking, mayMutate("cancelSwipe()") else { return }
        guard swipe.dragStart != 0 else {
            closeSwipeActions()
            return
        }
        editing.swipe?.offset = swipe.dragStart
        editing.swipe?.phase = .open
    }

    /// Closes the row's swipe actions (`didEndEditingRowAt` if they had shown). An action
    /// waiting for its completion is abandoned: a late completion does nothing.
    ///
    /// - Complexity: O(1).
    public func closeSwipeActions() {
        if defersCalls { return deferCall { $0.closeSwipeActions() } }
        guard editing.swipe != nil, beginOperation("closeSwipeActions()") else { return }
        defer { endOperation() }
        endSwipe(callees: Callees(of: self))
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
            guard editing.move == nil else { throw .invalidEditing(.movementInProgress) }
            let callees = Callees(of: self)
            guard editability(at: indexPath, callees: callees).canEdit else { throw .invalidEditing(.notEditable(indexPath)) }
            if let swipe = editing.swipe, swipe.indexPath != indexPath || swipe.phase == .performing { endSwipe(callees: callees) }
            let g = activeLayout.geometry.globalRow(of: indexPath)
            var swipe = editing.swipe ?? SwipeSession(indexPath: indexPath, token: editing.nextSwipeToken, rowWidth: activeLayout.frame(ofItem: g).width)
            if editing.swipe == nil { editing.nextSwipeToken += 1 }
            let configuration = swipe.configuration(for: edge) ?? swipeConfiguration(edge, at: indexPath, callees: callees)
            guard !configuration.actions.isEmpty else {
                if !swipe.hasBegunEditing { editing.swipe = nil }
                throw .invalidEditing(.noSwipeActions)
            }
            swipe.setConfiguration(configuration, for: edge)
            if !swipe.hasBegunEditing {
                swipe.hasBegunEditing = true
                callees.delegate?.listView(self, willBeginEditingRowAt: indexPath)
            }
            let width = SwipeSession.width(of: configuration)
            swipe.offset = edge == .leading ? width : -width
            swipe.phase = .open
            editing.swipe = swipe
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
        guard let swipe = editing.swipe, swipe.edge != nil else { throw .invalidEditing(.noSwipeActions) }
        guard swipe.phase != .performing else { throw .invalidEditing(.swipeActionPending) }
        let actions = swipe.shownConfiguration.actions
        guard actions.indices.contains(index) else { throw .invalidEditing(.swipeActionOutOfRange(index, count: actions.count)) }
        let action = actions[index]
        editing.swipe?.phase = .performing
        guard case let .handler(handler) = action.kind else {
            do {
                return .completed(performed: true, transition: try commitEditing(.delete, forRowsAt: [swipe.indexPath], animated: animated))
            } catch {
                editing.swipe?.phase = .open
                throw error
            }
        }
        var completedNow: Bool?
        var handlerReturned = false
        let destructive = action.style == .destructive
        // The completion keeps the session's token, not the session: a handler that keeps its
        // completion (to call it later) must not keep its own configuration through it.
        let token = swipe.token
        handler(action, swipe.indexPath) { [weak self] performed in
            guard handlerReturned else {
                if completedNow == nil { completedNow = performed }
                return
            }
            guard let self else { return }
            do throws(ListError) {
                _ = try self.finishSwipeAction(token, performed: performed, destructive: destructive, animated: animated)
            } catch {
                self.diagnose(error)
            }
        }
        handlerReturned = true
        guard let performed = completedNow else { return .pending }
        return .completed(performed: performed, transition: try finishSwipeAction(token, performed: performed, destructive: destructive,
                                                                                   animated: animated))
    }

    // MARK: What the engine calls

    /// Ends a performing action of session `token` (nothing if that session is over): a
    /// destructive action performed deletes its row (`animated` or not), checked as any batch;
    /// the actions close.
    private func finishSwipeAction(_ token: Int, performed: Bool, destructive: Bool, animated: Bool) throws(ListError) -> ListTransition? {
        guard let swipe = editing.swipe, swipe.token == token, swipe.phase == .performing else { return nil }
        guard performed, destructive else {
            closeSwipeActions()
            return nil
        }
        do {
            return try perform("performSwipeAction(at:)") { () throws(ListError) in try applyCommitted(.delete, rows: [swipe.indexPath], animated: animated) }
        } catch {
            endSwipe(callees: Callees(of: self))
            throw error
        }
    }

    /// The configuration the delegate gives `edge` of the row at `indexPath`; with none, the
    /// delete confirmation on the trailing edge of a row whose editing style is delete. Action
    /// widths that are not finite and ≥ 0 are reported and replaced by the default.
    func swipeConfiguration(_ edge: SwipeEdge, at indexPath: ListIndexPath, callees: Callees) -> ListSwipeActionsConfiguration {
        let given = edge == .leading
            ? callees.delegate?.listView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : callees.delegate?.listView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        guard var configuration = given else {
            guard edge == .trailing, editability(at: indexPath, callees: callees).style == .delete else {
                return ListSwipeActionsConfiguration(actions: [])
            }
            let title = callees.delegate?.deleteConfirmationTitle(in: self, at: indexPath) ?? Self.defaultDeleteConfirmationTitle
            return ListSwipeActionsConfiguration(actions: [ListContextualAction(deleteConfirmationTitled: title)])
        }
        for i in configuration.actions.indices where !(configuration.actions[i].width.isFinite && configuration.actions[i].width >= 0) {
            diagnose(.invalidLayout("swipe action \(i) of row \(indexPath) is \(configuration.actions[i].width) pt wide: widths must be finite and ≥ 0"))
            configuration.actions[i].width = ListContextualAction.defaultWidth
        }
        return configuration
    }

    /// Ends the swipe session, if any: `didEndEditingRowAt` for the row (nil when
    /// `rowStillExists` is false) if its actions had shown.
    func endSwipe(callees: Callees, rowStillExists: Bool = true) {
        guard let swipe = editing.swipe else { return }
        editing.swipe = nil
        if swipe.hasBegunEditing { callees.delegate?.listView(self, didEndEditingRowAt: rowStillExists ? swipe.indexPath : nil) }
    }

    /// A touch went down (inside its operation): a row's open actions close and the touch does
    /// nothing else (an action waiting for its completion keeps them). Returns whether the
    /// touch was taken.
    func closeSwipeActionsForTouch() -> Bool {
        guard let swipe = editing.swipe, swipe.hasBegunEditing else { return false }
        if swipe.phase != .performing { endSwipe(callees: Callees(of: self)) }
        return true
    }

    /// A layout pass found the list scrolled: a row's actions close (not while an action waits).
    func closeSwipeActionsOnScroll(callees: Callees) {
        guard editing.isSwiping, let swipe = editing.swipe, swipe.phase != .performing else { return }
        endSwipe(callees: callees)
    }
}
