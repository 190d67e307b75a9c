/// Touches to highlight and selection, in UIKit's order and with the delegate's veto points:
///
/// - touch down on a row: `shouldHighlightRowAt` (false: the touch does nothing, not even
///   select) → highlight → `didHighlightRowAt`;
/// - touch up: unhighlight → `didUnhighlightRowAt` → `willSelectRowAt` (may redirect, or cancel
///   with nil) → with single selection, each other selected row: `willDeselectRowAt` (nil keeps it,
///   and the touch then selects nothing) → deselect → `didDeselectRowAt` → select →
///   `didSelectRowAt`. With multiple selection, a touch on a selected row deselects it instead:
///   `willDeselectRowAt` → deselect → `didDeselectRowAt`;
/// - a move beyond ``TouchTracker/slop`` or a cancel (a scroll began): unhighlight →
///   `didUnhighlightRowAt`, nothing selected;
/// - a touch on a row's detail button (``ListCell/detailButtonFrame(in:)``) neither highlights
///   nor selects: touch up calls `accessoryButtonTappedForRowWith`; a move beyond the slop or a
///   scroll cancels it.
///
/// In editing mode touches select only as the mode allows (``InteractionHost/touchesSelectNow``,
/// ``InteractionHost/selectsManyNow``). A touch while a row shows its swipe actions only closes
/// them. Each touch runs inside the list's operation: the outcome's callbacks
/// (`didSelectRowAt`, `didDeselectRowAt`, `accessoryButtonTappedForRowWith`) are made when it ends.
extension RowSelection {
    /// A touch went down at `point` (viewport coordinates): a touch under way ends, a scroll
    /// animation stops, open swipe actions close (and take the touch); the row drawn there is
    /// highlighted if the delegate allows — or its detail button is touched. Returns the row
    /// highlighted, if any.
    ///
    /// - Complexity: O(log n); O(c) for the c displayed cells while an update animates.
    @discardableResult
    func touchDown<Host: InteractionHost>(at point: Point, in host: Host) -> ListIndexPath? {
        endTouch(in: host)
        host.stopScrollAnimation()
        guard !host.closeSwipeActionsForTouch() else { return nil }
        let offset = host.contentOffset
        let content = Point(x: point.x + offset.x, y: point.y + offset.y)
        // A page's placeholder is not touched: it has no row to select yet.
        guard let path = host.indexPathForDrawnRow(at: content), host.isLoaded(path) else { return nil }
        if let cell = host.materializedCell(at: path),
           let button = cell.detailButtonFrame(in: cell.presentation.frame.size),
           button.contains(Point(x: content.x - cell.presentation.frame.minX, y: content.y - cell.presentation.frame.minY)) {
            // The detail button's touch: the row neither highlights nor selects.
            touch.accessoryRow = path
            touch.downPoint = point
            return nil
        }
        guard host.shouldHighlightRow(at: path, callees: host.loadCallees()) else { return nil }
        touch.row = path
        touch.downPoint = point
        setHighlight(path, in: host)
        host.didHighlightRow(at: path, callees: host.loadCallees())
        return path
    }

    /// The touch moved to `point` (viewport coordinates): beyond the slop it is no longer a
    /// tap, and the list cancels it.
    ///
    /// - Complexity: O(1), plus the cancel's callback.
    func touchMoved<Host: InteractionHost>(to point: Point, in host: Host) {
        guard touch.isActive, !touch.isTap(at: point) else { return }
        host.cancelTouch()
    }

    /// The touch under way ended: its detail button's tap is reported, or its row is selected
    /// (or deselected) as the mode and the delegate allow; a momentary selection deselects it
    /// again with a flash. Returns the row selected or deselected, if any.
    ///
    /// - Complexity: O(s) for s selected rows, plus the callbacks.
    func touchUp<Host: InteractionHost>(in host: Host) -> ListIndexPath? {
        let callees = host.loadCallees()
        if let accessory = touch.accessoryRow {
            touch.accessoryRow = nil
            host.accessoryButtonTapped(forRowAt: accessory, callees: callees)
            return nil
        }
        guard let path = touch.row else { return nil }
        endHighlight(of: path, in: host)
        guard host.touchesSelectNow else { return nil }
        if host.selectsManyNow, contains(path) {
            guard let target = validated(confirmDeselection(of: path, in: host), in: host) else { return nil }
            unselect(target, in: host)
            host.didDeselectRow(at: target, callees: callees)
            return target
        }
        guard let target = selectAsUser(path, in: host, callees: callees) else { return nil }
        if selectsMomentarily, contains(target) {
            unselect(target, in: host)
            flash(target, kind: .selection, in: host)
        }
        return target
    }

    /// Ends a touch under way, if any, without selecting: its highlight ends.
    ///
    /// - Complexity: O(flashes), plus the delegate's call.
    func endTouch<Host: InteractionHost>(in host: Host) {
        touch.accessoryRow = nil
        guard let path = touch.row else { return }
        endHighlight(of: path, in: host)
    }

    /// The touch on `path` ends: its highlight (if still there) goes, and the delegate hears it.
    ///
    /// - Complexity: O(flashes), plus the delegate's call.
    private func endHighlight<Host: InteractionHost>(of path: ListIndexPath, in host: Host) {
        touch.row = nil
        if highlighted == path { setHighlight(nil, in: host) }
        host.didUnhighlightRow(at: path, callees: host.loadCallees())
    }
}
