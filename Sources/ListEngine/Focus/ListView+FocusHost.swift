/// The list as the keyboard focus's host: each requirement forwards to the part of the list
/// that answers it.
extension ListView: FocusHost {
    var pageHeight: Double { viewport.size.height - viewport.inset.top - viewport.inset.bottom }

    func loadCallees() -> Callees { Callees(of: self) }

    func canFocusRow(at indexPath: ListIndexPath, callees: Callees) -> Bool {
        callees.delegate?.listView(self, canFocusRowAt: indexPath) ?? true
    }

    func canFocusHeader(inSection section: Int, callees: Callees) -> Bool {
        callees.delegate?.listView(self, canFocusHeaderInSection: section) ?? false
    }

    func shouldUpdateFocus(from: FocusTarget?, to: FocusTarget?, callees: Callees) -> Bool {
        callees.delegate?.listView(self, shouldUpdateFocusFrom: from, to: to) ?? true
    }

    func focusDidUpdate(from: FocusTarget?, to: FocusTarget?, callees: Callees) {
        callees.delegate?.listView(self, didUpdateFocusFrom: from, to: to)
    }

    func deferringUntilTouchEnds(_ body: () -> Void) { deferring(.untilTouchEnds, body) }

    func layOutLines(through g: Int, callees: Callees) {
        cellsFollowLines(laidOut: layOut(through: g, callees: callees))
    }

    func layOutLines(reaching y: Double, callees: Callees) {
        cellsFollowLines(laidOut: activeLayout.layOut(reaching: y, sizes: itemSizes(callees)))
    }

    /// Lines laid out move what comes after them: the cells' frames follow (the window may
    /// hold cells of lines that were estimates until now).
    private func cellsFollowLines(laidOut: Bool) {
        if laidOut, !window.materialized.isEmpty { refreshFrames(from: window.materialized.lowerBound) }
    }

    func scrollAtOnce(to y: Double) {
        stopScrollAnimation()
        viewport.scroll(to: y, end: contentOffsetLimits.upperBound)
    }

    func closeSwipeActions(unlessOn target: FocusTarget?, callees: Callees) {
        if let swipe = editing.swipe.session, .row(swipe.indexPath) != target, swipe.phase != .performing { editing.swipe.end(in: self, callees: callees) }
    }

    func selectAsUser(_ indexPath: ListIndexPath, callees: Callees) {
        selection.selectAsUser(indexPath, in: self, callees: callees)
    }
}
