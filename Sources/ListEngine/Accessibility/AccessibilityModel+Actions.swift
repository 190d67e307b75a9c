/// Actions: what a screen reader offers on a row — its swipe actions, and moves up and down —
/// where a move takes it, and performing them as the gestures they stand for would.
extension AccessibilityModel {
    /// Performs the row's swipe action `index` on `edge` (the row exists): opens the row's
    /// actions and performs it, closing them again if it throws
    /// (``ListView/performAccessibilityAction(_:on:)``).
    ///
    /// - Throws: ``ListError/invalidEditing(_:)`` for a row that cannot be edited or an action
    ///   it does not offer; what the swipe action throws.
    /// - Complexity: a swipe action's.
    func performSwipeAction<Host: AccessibilityHost>(_ index: Int, on edge: SwipeEdge, ofRowAt path: ListIndexPath,
                                                     in host: Host, callees: Host.Callouts) throws(ListError) -> SwipeActionResult {
        guard host.canEditRow(at: path, callees: callees) else { throw .invalidEditing(.notEditable(path)) }
        let count = host.swipeActions(edge, at: path, callees: callees).count
        guard index >= 0, index < count else { throw .invalidEditing(.swipeActionOutOfRange(index, count: count)) }
        try host.openSwipeActions(forRowAt: path, edge: edge)
        do {
            return try host.performSwipeAction(at: index)
        } catch {
            host.closeSwipeActions()
            throw error
        }
    }

    /// Moves the row at `path` (which exists) a place up or down: where the delegate lets it
    /// go from there, as one batch (``ListView/performAccessibilityAction(_:on:)``).
    ///
    /// - Returns: `.completed` with the move's transition; performed false, nothing changed,
    ///   when the row is already at that end of the list or the delegate keeps it where it is.
    /// - Throws: ``ListError/invalidEditing(_:)`` while a row moves interactively, for a row
    ///   the data source cannot move, or a destination the row may not land at; what the batch
    ///   throws.
    /// - Complexity: a batch of one move.
    func moveRow<Host: AccessibilityHost>(at path: ListIndexPath, up: Bool, in host: Host,
                                          callees: Host.Callouts) throws(ListError) -> SwipeActionResult {
        guard !host.isMovingRow else { throw .invalidEditing(.movementInProgress) }
        guard host.isLoaded(path), host.canMoveRow(at: path, callees: callees) else { throw .invalidEditing(.notMovable(path)) }
        guard let proposal = moveDestination(of: path, up: up, in: host.activeLayout) else {
            return .completed(performed: false, transition: nil)
        }
        let target = host.targetIndexPath(forMoveFrom: path, toProposed: proposal, callees: callees) ?? proposal
        guard target != path else { return .completed(performed: false, transition: nil) }
        guard host.isValidDestination(target, forMoveFrom: path) else { throw .invalidEditing(.invalidDestination(target)) }
        return try host.commitMove(from: path, to: target, callees: callees)
    }

    /// What a screen reader offers on the row: its leading then trailing swipe actions (where
    /// the row can be edited), then moves up and down where the data source can move it.
    ///
    /// - Complexity: O(a) for a actions, plus the delegate's calls.
    func rowActions<Host: AccessibilityHost>(_ path: ListIndexPath, in host: Host, callees: Host.Callouts) -> [AccessibilityAction] {
        var actions = [AccessibilityAction]()
        if host.canEditRow(at: path, callees: callees) {
            for (index, action) in host.swipeActions(.leading, at: path, callees: callees).enumerated() {
                actions.append(AccessibilityAction(name: action.title ?? "", kind: .swipe(edge: .leading, index: index)))
            }
            for (index, action) in host.swipeActions(.trailing, at: path, callees: callees).enumerated() {
                actions.append(AccessibilityAction(name: action.title ?? "", kind: .swipe(edge: .trailing, index: index)))
            }
        }
        if host.canMoveRow(at: path, callees: callees) {
            for kind in [AccessibilityAction.Kind.moveUp, .moveDown]
            where moveDestination(of: path, up: kind == .moveUp, in: host.activeLayout).map({ host.isValidDestination($0, forMoveFrom: path) }) ?? false {
                actions.append(AccessibilityAction(name: formatter.name(of: kind), kind: kind))
            }
        }
        return actions
    }

    /// Where a move up or down takes the row at `path` (as after the move) in `layout`: a
    /// place up or down in its section, else the end of the section above or the start of the
    /// one below; nil at either end of the list. (A grouped style keeps a row in a group it
    /// would empty: ``ListView/isValidDestination(_:forMoveFrom:)``.)
    ///
    /// - Complexity: O(k) for k sections passed over; O(1) within a section.
    func moveDestination(of path: ListIndexPath, up: Bool, in layout: ActiveLayout) -> ListIndexPath? {
        let geometry = layout.geometry
        if up {
            if path.row > 0 { return ListIndexPath(row: path.row - 1, section: path.section) }
            return path.section > 0 ? ListIndexPath(row: geometry.rowCount(inSection: path.section - 1), section: path.section - 1) : nil
        }
        if path.row + 1 < geometry.rowCount(inSection: path.section) { return ListIndexPath(row: path.row + 1, section: path.section) }
        return path.section + 1 < geometry.sectionCount ? ListIndexPath(row: 0, section: path.section + 1) : nil
    }
}
