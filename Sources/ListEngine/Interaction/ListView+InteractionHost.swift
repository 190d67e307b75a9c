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
        callees.delegate?.listView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    func didHighlightRow(at indexPath: ListIndexPath, callees: Callees) { callees.delegate?.listView(self, didHighlightRowAt: indexPath) }

    func didUnhighlightRow(at indexPath: ListIndexPath, callees: Callees) { callees.delegate?.listView(self, didUnhighlightRowAt: indexPath) }

    func willSelectRow(at indexPath: ListIndexPath, callees: Callees) -> ListIndexPath? {
        if let delegate = callees.delegate { delegate.listView(self, willSelectRowAt: indexPath) } else { indexPath }
    }

    func willDeselectRow(at indexPath: ListIndexPath, callees: Callees) -> ListIndexPath? {
        if let delegate = callees.delegate { delegate.listView(self, willDeselectRowAt: indexPath) } else { indexPath }
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
