/// The end as the place: a list that anchors to its end keeps the content's end at the
/// viewport's bottom while the reader is there.
extension PlaceKeeper {
    /// Turns anchoring to the end on or off (``ListView/anchorsToEnd``): on, the reader is at the
    /// end (a place restored is let go); off, the rows counted below are forgotten.
    ///
    /// - Complexity: O(1).
    func setAnchorsToEnd(_ anchors: Bool, in host: some PlaceHost) {
        host.viewport.end.isEnabled = anchors
        host.viewport.end.isAnchored = anchors
        host.viewport.end.pull = 0
        if anchors { restored = nil } else { host.forgetRowsBelow() }
    }

    /// Scrolls to the end and anchors it there (``ListView/scrollToEnd()``), the rows below
    /// counted as seen; an animated scroll under way stops.
    ///
    /// - Complexity: O(log n); a flow not laid out to its end lays it out first, O(items laid out).
    func scrollToEnd(in host: some PlaceHost) throws(ListError) {
        if !host.hasLoaded { try host.reloadAll() }
        host.viewport.end.isAnchored = true
        host.forgetRowsBelow()
        layOutThroughEnd(callees: host.loadCallees(), in: host)
        let end = host.contentOffsetLimits.upperBound
        host.stopScrollAnimation()
        host.viewport.scroll(to: end, end: end)
    }

    /// Puts the content's end at the viewport's bottom edge while the end is anchored — or as
    /// far above it as the caller's last scroll pulled the content past the end: a move that
    /// keeps a place, not a scroll (no velocity comes of it). Nothing otherwise.
    ///
    /// - Complexity: O(1) once a flow is laid out to its end.
    func keepEnd(callees: Callees, in host: some PlaceHost) {
        guard host.viewport.end.keepsEnd else { return }
        layOutThroughEnd(callees: callees, in: host)
        host.viewport.shift(by: host.contentOffsetLimits.upperBound + host.viewport.end.pull - host.viewport.offset.y)
    }

    /// Lays a flow out through its last item, so its end is exact; nothing for other layouts.
    ///
    /// - Complexity: O(1) when it is laid out already; otherwise O(items laid out).
    private func layOutThroughEnd(callees: Callees, in host: some PlaceHost) {
        let rows = host.activeLayout.geometry.totalRows
        if rows > 0 { host.layOut(through: rows - 1, callees: callees) }
    }
}
