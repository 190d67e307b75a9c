/// The list as its selection's host: each requirement forwards to the part of the list that
/// answers it; the delegate's outcome callbacks wait until the touch call ends.
extension ListView: InteractionHost {
    /// Whether touches select rows in the current mode.
    var touchesSelectNow: Bool { editing.touchesSelect(outsideEditing: selection.touchesSelect) }

    /// Whether several rows can be selected in the current mode.
    var selectsManyNow: Bool { editing.selectsMany(outsideEditing: selection.allowsMany) }

    func materializedCell(at indexPath: ListIndexPath) -> ListCell? { globalRow(for: indexPath).flatMap(window.cell(ofRow:)) }

    func cellForMaterializedRow(at indexPath: ListIndexPath) -> ListCell? {
        guard gate.running == nil else {
            gate.selectionChanged = true
            return nil
        }
        return materializedCell(at: indexPath)
    }

    func selectionDidChange() { gate.selectionChanged = true }

    func closeSwipeActionsForTouch() -> Bool { editing.swipe.closeForTouch(in: self) }

    func shouldHighlightRow(at indexPath: ListIndexPath, callees: Callees) -> Bool {
        deciding { callees.delegate?.listView(self, shouldHighlightRowAt: indexPath) ?? true }
    }

    func didHighlightRow(at indexPath: ListIndexPath, callees: Callees) {
        deciding { () -> Void in callees.delegate?.listView(self, didHighlightRowAt: indexPath) }
    }

    func didUnhighlightRow(at indexPath: ListIndexPath, callees: Callees) {
        deciding { () -> Void in callees.delegate?.listView(self, didUnhighlightRowAt: indexPath) }
    }

    func willSelectRow(at indexPath: ListIndexPath, callees: Callees) -> ListIndexPath? {
        guard let delegate = callees.delegate else { return indexPath }
        return deciding { delegate.listView(self, willSelectRowAt: indexPath) }
    }

    func willDeselectRow(at indexPath: ListIndexPath, callees: Callees) -> ListIndexPath? {
        guard let delegate = callees.delegate else { return indexPath }
        return deciding { delegate.listView(self, willDeselectRowAt: indexPath) }
    }

    /// Runs a callback that decides a touch (or a keyboard selection) within the operation
    /// under way: a selection call from it waits until the operation ends, and is made then, as
    /// if made right after the call returned. Outside an operation it runs as it is.
    ///
    /// - Complexity: O(1) beyond `body`.
    private func deciding<Result>(_ body: () -> Result) -> Result {
        gate.running == nil ? body() : deferring(.selectionUntilCallEnds, body)
    }

    func didSelectRow(at indexPath: ListIndexPath, callees: Callees) {
        deferring(.untilTouchEnds) { callees.delegate?.listView(self, didSelectRowAt: indexPath) }
    }

    func didDeselectRow(at indexPath: ListIndexPath, callees: Callees) {
        deferring(.untilTouchEnds) { callees.delegate?.listView(self, didDeselectRowAt: indexPath) }
    }

    func accessoryButtonTapped(forRowAt indexPath: ListIndexPath, callees: Callees) {
        deferring(.untilTouchEnds) { callees.delegate?.listView(self, accessoryButtonTappedForRowWith: indexPath) }
    }
}
