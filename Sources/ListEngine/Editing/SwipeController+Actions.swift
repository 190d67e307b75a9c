/// The actions a swipe reveals: which they are, and what performing one does.
extension SwipeController {
    /// Performs action `index` of those the row shows (0: at the row's edge). The delete
    /// confirmation commits the deletion through the data source; another action's handler is
    /// called, and when it calls its completion — now or later — a destructive action performed
    /// deletes its row, anything else closes the actions. What a late completion's deletion
    /// throws is reported as a diagnostic.
    ///
    /// - Returns: ``SwipeActionResult/pending`` while the handler has not completed; else
    ///   whether it was performed and the deletion's transition.
    /// - Throws: ``ListError/invalidEditing(_:)`` when no row shows actions, for an index out
    ///   of range or while another action waits; what the deletion throws (the actions then
    ///   close, or stay open for the delete confirmation).
    /// - Complexity: the handler's, and a batch of one row for a deletion.
    func performAction<Host: EditingHost>(at index: Int, animated: Bool, in host: Host) throws(ListError) -> SwipeActionResult {
        guard let swipe = session, swipe.edge != nil else { throw .invalidEditing(.noSwipeActions) }
        guard swipe.phase != .performing else { throw .invalidEditing(.swipeActionPending) }
        let actions = swipe.shownConfiguration.actions
        guard actions.indices.contains(index) else { throw .invalidEditing(.swipeActionOutOfRange(index, count: actions.count)) }
        let action = actions[index]
        session?.phase = .performing
        guard case let .handler(handler) = action.kind else {
            do {
                return .completed(performed: true, transition: try host.commitEditing(.delete, forRowsAt: [swipe.indexPath], animated: animated))
            } catch {
                session?.phase = .open
                throw error
            }
        }
        var completedNow: Bool?
        var handlerReturned = false
        let destructive = action.style == .destructive
        // The completion keeps the session's token, not the session: a handler that keeps its
        // completion (to call it later) must not keep its own configuration through it.
        let token = swipe.token
        handler(action, swipe.indexPath) { [weak self, weak host] performed in
            guard handlerReturned else {
                if completedNow == nil { completedNow = performed }
                return
            }
            guard let self, let host else { return }
            do throws(ListError) {
                _ = try self.finishAction(token, performed: performed, destructive: destructive, animated: animated, in: host)
            } catch {
                host.diagnose(error)
            }
        }
        handlerReturned = true
        guard let performed = completedNow else { return .pending }
        return .completed(performed: performed, transition: try finishAction(token, performed: performed, destructive: destructive,
                                                                             animated: animated, in: host))
    }

    /// The configuration the delegate gives `edge` of the row at `indexPath`; with none, the
    /// delete confirmation on the trailing edge of a row whose editing style is delete. Action
    /// widths that are not finite and ≥ 0 are reported and replaced by the default.
    ///
    /// - Complexity: O(actions) plus the delegate's calls.
    func configuration<Host: EditingHost>(_ edge: SwipeEdge, at indexPath: ListIndexPath, in host: Host,
                                        callees: Host.Calls) -> ListSwipeActionsConfiguration {
        guard var configuration = host.swipeActionsConfiguration(edge, forRowAt: indexPath, callees: callees) else {
            guard edge == .trailing, host.editability(at: indexPath, callees: callees).style == .delete else {
                return ListSwipeActionsConfiguration(actions: [])
            }
            let title = host.delegateDeleteConfirmationTitle(forRowAt: indexPath, callees: callees) ?? ListView.defaultDeleteConfirmationTitle
            return ListSwipeActionsConfiguration(actions: [ListContextualAction(deleteConfirmationTitled: title)])
        }
        for i in configuration.actions.indices where !(configuration.actions[i].width.isFinite && configuration.actions[i].width >= 0) {
            host.diagnose(.invalidLayout("swipe action \(i) of row \(indexPath) is \(configuration.actions[i].width) pt wide: widths must be finite and ≥ 0"))
            configuration.actions[i].width = ListContextualAction.defaultWidth
        }
        return configuration
    }

    /// Ends a performing action of session `token` (nothing if that session is over): a
    /// destructive action performed deletes its row (`animated` or not), checked as any batch;
    /// the actions close.
    ///
    /// - Complexity: O(1), or a batch of one row.
    private func finishAction<Host: EditingHost>(_ token: Int, performed: Bool, destructive: Bool, animated: Bool,
                                               in host: Host) throws(ListError) -> ListTransition? {
        guard let swipe = session, swipe.token == token, swipe.phase == .performing else { return nil }
        guard performed, destructive else {
            host.closeSwipeActions()
            return nil
        }
        do {
            return try host.deleteSwipedRow(at: swipe.indexPath, animated: animated)
        } catch {
            end(in: host, callees: host.loadCallees())
            throw error
        }
    }
}
