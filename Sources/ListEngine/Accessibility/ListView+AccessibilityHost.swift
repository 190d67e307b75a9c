/// The list as its accessibility model's host: the layout, cells, viewport, geometry and
/// editing queries it answers already under the same names, and these forwards.
extension ListView: AccessibilityHost {
    /// The element's label from the delegate the operation began with.
    func accessibilityLabel(for id: AccessibilityElement.ID, callees: Callees) -> String? {
        callees.delegate?.listView(self, accessibilityLabelFor: id)
    }

    /// Whether the row is selected.
    func isSelected(_ indexPath: ListIndexPath) -> Bool { selection.contains(indexPath) }

    /// What has the keyboard focus.
    var keyboardFocus: FocusTarget? { focus.focused }

    /// Whether the row can be edited.
    func canEditRow(at indexPath: ListIndexPath, callees: Callees) -> Bool { editability(at: indexPath, callees: callees).canEdit }

    /// The row's swipe actions on `edge`.
    func swipeActions(_ edge: SwipeEdge, at indexPath: ListIndexPath, callees: Callees) -> [ListContextualAction] {
        editing.swipe.configuration(edge, at: indexPath, in: self, callees: callees).actions
    }

    /// Whether the interactive move's rules let a row at `source` move to `destination`.
    func isValidDestination(_ destination: ListIndexPath, forMoveFrom source: ListIndexPath) -> Bool {
        editing.move.isValidDestination(destination, forMoveFrom: source, in: self)
    }

    /// The delegate's destination for a move, from the delegate the operation began with.
    func targetIndexPath(forMoveFrom source: ListIndexPath, toProposed proposal: ListIndexPath, callees: Callees) -> ListIndexPath? {
        callees.delegate?.listView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposal)
    }

    /// Commits a screen reader's move with the data source the operation began with, the swipe
    /// ended first.
    func commitMove(from source: ListIndexPath, to destination: ListIndexPath, callees: Callees) throws(ListError) -> SwipeActionResult {
        guard let dataSource = callees.dataSource else { return .completed(performed: false, transition: nil) }
        editing.swipe.end(in: self, callees: callees)
        let transition = try commitMove(from: source, to: destination, dataSource: dataSource, landing: nil, animated: false)
        return .completed(performed: true, transition: transition)
    }

    /// Stops a scroll animation and scrolls, the end anchor following.
    func scrollWithoutAnimation(to y: Double) {
        stopScrollAnimation()
        viewport.scroll(to: y, end: contentOffsetLimits.upperBound)
    }

    /// Tells the delegate, with calls from it waiting until the touch ends.
    func announce(_ announcement: AccessibilityAnnouncement) {
        guard let delegate = Callees(of: self).delegate else { return }
        deferring(.untilTouchEnds) { delegate.listView(self, announce: announcement) }
    }
}
