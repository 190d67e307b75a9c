/// A list's swipe actions, as UITableView's: a horizontal drag on a row slides it to reveal the
/// actions its delegate gives for that edge (see ``SwipeSession`` for the state machine). Owns
/// the session under way — at most one row — and reaches the list through an ``EditingHost``.
///
/// The callbacks, in UIKit's order: the edge's configuration is asked the first time the drag
/// goes that way → `willBeginEditingRowAt` once actions show → … → `didEndEditingRowAt` when
/// they close (nil if the row is gone). The delete confirmation a row with the delete style
/// shows by default commits through the data source; a destructive action completed with
/// `true` deletes its row the same way, checked against the data source's counts. There are no
/// swipes in editing mode, where ``ListView/openSwipeActions(forRowAt:edge:)`` reveals a row's
/// actions from its delete control. (UIKit also sets `isEditing` while a row shows its
/// actions; here ``ListView/isEditing`` stays the mode, and the session says which row.)
final class SwipeController {
    /// The row showing (or being dragged to show) its swipe actions.
    @exclusivity(unchecked) var session: SwipeSession? {
        didSet { isActive = session != nil }
    }
    /// Numbers swipe sessions, so a completion handler called late acts only on its own.
    @exclusivity(unchecked) private var nextToken = 0

    /// Whether a row shows (or is being dragged to show) its swipe actions: the frame asks
    /// this, not `session`. Kept beside the session as it is set, because even asking the
    /// optional whether it is nil copies the whole session.
    ///
    /// - Complexity: O(1).
    @exclusivity(unchecked) private(set) var isActive = false

    /// Whether a drag is sliding a row now.
    ///
    /// - Complexity: O(1).
    var isTracking: Bool { session?.phase == .tracking }

    /// The row showing its actions, how far it is slid and what it reveals; nil when none.
    ///
    /// - Complexity: O(actions).
    var state: SwipeActionsState? {
        guard let swipe = session else { return nil }
        let configuration = swipe.shownConfiguration
        return SwipeActionsState(indexPath: swipe.indexPath, offset: swipe.offset, edge: swipe.edge, actions: configuration.actions,
                                 actionsWidth: SwipeSession.width(of: configuration), phase: swipe.phase,
                                 triggersFullSwipe: swipe.triggersFullSwipe)
    }

    /// A horizontal drag began at `point` (viewport coordinates): the row there starts to
    /// track it (the row showing its actions continues from where it is). Returns the row, or
    /// nil when nothing tracks: no row there, a row that cannot be edited — or another row
    /// shows its actions, which this drag only closes. (Editing mode and an interactive move
    /// are ruled out by ``EditingState/beginSwipe(at:in:callees:)``.)
    ///
    /// - Complexity: O(log n).
    func begin<Host: EditingHost>(at point: Point, in host: Host, callees: Host.Calls) -> ListIndexPath? {
        guard let path = host.loadedRow(at: point) else { return nil }
        if let swipe = session {
            guard swipe.phase != .performing else { return nil }
            guard swipe.indexPath == path else {
                end(in: host, callees: callees)
                return nil
            }
            session?.phase = .tracking
            session?.dragStart = swipe.offset
            return path
        }
        guard host.editability(at: path, callees: callees).canEdit else { return nil }
        session = newSession(at: path, in: host)
        return path
    }

    /// The drag moved `dx` points (positive to the right) since it began: the row slides to
    /// reveal that edge's actions, asking the delegate for them the first time. Nothing
    /// without a tracking row.
    ///
    /// - Complexity: O(actions).
    func update<Host: EditingHost>(translation dx: Double, in host: Host, callees: Host.Calls) {
        guard var swipe = session, swipe.phase == .tracking else { return }
        let raw = swipe.dragStart + dx
        var shown = 0.0
        if raw != 0 {
            let edge: SwipeEdge = raw > 0 ? .leading : .trailing
            let configuration = swipe.configuration(for: edge) ?? configuration(edge, at: swipe.indexPath, in: host, callees: callees)
            swipe.setConfiguration(configuration, for: edge)
            if !configuration.actions.isEmpty {
                beginEditing(&swipe, in: host, callees: callees)
                shown = swipe.shownOffset(forDrag: raw, actionsWidth: SwipeSession.width(of: configuration),
                                          fullSwipe: configuration.performsFirstActionWithFullSwipe)
            }
        }
        swipe.offset = shown
        session = swipe
    }

    /// The drag ended with horizontal `velocity` (points per second, positive to the right; 0
    /// if not finite): a full swipe performs the first action, a drag past half the actions'
    /// width or a flick outwards leaves them open, anything else closes them.
    ///
    /// - Returns: the first action's result after a full swipe; nil otherwise.
    /// - Throws: what ``performAction(at:animated:in:)`` throws.
    /// - Complexity: O(actions), and the action's.
    func release<Host: EditingHost>(velocity: Double, in host: Host) throws(ListError) -> SwipeActionResult? {
        guard let swipe = session, swipe.phase == .tracking else { return nil }
        switch swipe.release(velocity: velocity.isFinite ? velocity : 0) {
        case .performFirstAction:
            session?.phase = .open
            return try performAction(at: 0, animated: false, in: host)
        case .open:
            let width = SwipeSession.width(of: swipe.shownConfiguration)
            session?.offset = swipe.offset < 0 ? -width : width
            session?.phase = .open
        case .close:
            host.closeSwipeActions()
        }
        return nil
    }

    /// The drag was cancelled: the row goes back to where the drag found it — open, or closed.
    ///
    /// - Complexity: O(1) plus the delegate's call when it closes.
    func cancel<Host: EditingHost>(in host: Host) {
        guard let swipe = session, swipe.phase == .tracking else { return }
        guard swipe.dragStart != 0 else {
            host.closeSwipeActions()
            return
        }
        session?.offset = swipe.dragStart
        session?.phase = .open
    }

    /// Opens the actions of the row at `indexPath` on `edge` (what tapping the delete control
    /// does in editing mode); another row's actions, or an action waiting, close first.
    ///
    /// - Throws: ``ListError/invalidEditing(_:)`` for a row that cannot be edited or an edge
    ///   with no actions; the list is then as before (but for another row's actions, closed).
    /// - Complexity: O(actions).
    func open<Host: EditingHost>(_ indexPath: ListIndexPath, edge: SwipeEdge, in host: Host, callees: Host.Calls) throws(ListError) {
        guard host.editability(at: indexPath, callees: callees).canEdit else { throw .invalidEditing(.notEditable(indexPath)) }
        if let swipe = session, swipe.indexPath != indexPath || swipe.phase == .performing { end(in: host, callees: callees) }
        var swipe = session ?? newSession(at: indexPath, in: host)
        let configuration = swipe.configuration(for: edge) ?? configuration(edge, at: indexPath, in: host, callees: callees)
        guard !configuration.actions.isEmpty else {
            if !swipe.hasBegunEditing { session = nil }
            throw .invalidEditing(.noSwipeActions)
        }
        swipe.setConfiguration(configuration, for: edge)
        beginEditing(&swipe, in: host, callees: callees)
        let width = SwipeSession.width(of: configuration)
        swipe.offset = edge == .leading ? width : -width
        swipe.phase = .open
        session = swipe
    }

    // MARK: What the engine calls

    /// Ends the session, if any: `didEndEditingRowAt` for the row (nil when `rowStillExists`
    /// is false) if its actions had shown.
    ///
    /// - Complexity: O(1) plus the delegate's call.
    func end<Host: EditingHost>(in host: Host, callees: Host.Calls, rowStillExists: Bool = true) {
        guard let swipe = session else { return }
        session = nil
        if swipe.hasBegunEditing { host.didEndEditingRow(at: rowStillExists ? swipe.indexPath : nil, callees: callees) }
    }

    /// A touch went down (inside its operation): a row's open actions close and the touch does
    /// nothing else (an action waiting for its completion keeps them). Returns whether the
    /// touch was taken.
    ///
    /// - Complexity: O(1) plus the delegate's call.
    func closeForTouch<Host: EditingHost>(in host: Host) -> Bool {
        guard let swipe = session, swipe.hasBegunEditing else { return false }
        if swipe.phase != .performing { end(in: host, callees: host.loadCallees()) }
        return true
    }

    /// A layout pass found the list scrolled: a row's actions close (not while an action waits).
    ///
    /// - Complexity: O(1) plus the delegate's call.
    func closeOnScroll<Host: EditingHost>(in host: Host, callees: Host.Calls) {
        guard isActive, let swipe = session, swipe.phase != .performing else { return }
        end(in: host, callees: callees)
    }

    /// After a batch: the session follows its row, or ends if the row left.
    ///
    /// - Complexity: O(log k) for k rows the batch changes.
    func follow<Host: EditingHost>(_ plan: BatchUpdatePlan, in host: Host) {
        guard let swipe = session else { return }
        if let path = plan.newIndexPath(for: swipe.indexPath) {
            session?.indexPath = path
        } else {
            end(in: host, callees: host.loadCallees(), rowStillExists: false)
        }
    }

    /// A new session for the row at `indexPath`, numbered after the last.
    ///
    /// - Complexity: O(log n).
    private func newSession<Host: EditingHost>(at indexPath: ListIndexPath, in host: Host) -> SwipeSession {
        defer { nextToken += 1 }
        return SwipeSession(indexPath: indexPath, token: nextToken, rowWidth: host.width(ofRow: indexPath))
    }

    /// Sends `willBeginEditingRowAt` for `swipe`'s row, once per session.
    ///
    /// - Complexity: O(1) plus the delegate's call.
    private func beginEditing<Host: EditingHost>(_ swipe: inout SwipeSession, in host: Host, callees: Host.Calls) {
        guard !swipe.hasBegunEditing else { return }
        swipe.hasBegunEditing = true
        host.willBeginEditingRow(at: swipe.indexPath, callees: callees)
    }
}
