/// Keeping the place through a change: the anchor taken before it, put back after.
extension PlaceKeeper {
    /// The place before a change: with the end anchored, the end; otherwise the row that keeps
    /// the place (``screenAnchor(in:)``).
    ///
    /// - Complexity: O(1) when the end keeps the place; otherwise that of ``screenAnchor(in:)``.
    func capture(in host: some PlaceHost) -> KeptPlace {
        let endKeeps = host.viewport.end.keepsEnd
        return KeptPlace(anchor: endKeeps ? nil : screenAnchor(in: host), offsetBefore: host.viewport.offset.y,
                         limitsBefore: host.contentOffsetLimits)
    }

    /// Puts the place `kept` back after a change: the anchor row where it was on screen (unless
    /// the change says the content did not move under it; in a masonry, held there through the
    /// next pass: ``hold(_:in:)``), the end at the viewport's bottom if
    /// it is anchored, the offset within the new limits as far as the change may leave it
    /// (``keepWithinLimits(offsetBefore:limitsBefore:in:)``), and an update animation under way
    /// moved by as much as the offset —
    /// unless the change has ended the animation or is taking it over with one of its own,
    /// which starts from where the items were drawn (`animationFollows` false: a new width or
    /// layout).
    ///
    /// - Complexity: O(log n), plus laying a flow out to its end the first time the end is kept;
    ///   O(a) more for the a rows and views an animation under way moves.
    func restore(_ kept: KeptPlace, contentMoved: Bool = true, animationFollows: Bool = true, callees: Callees,
                 in host: some PlaceHost) {
        if contentMoved { keep(kept.anchor, in: host) }
        hold(kept.anchor, in: host)
        keepEnd(callees: callees, in: host)
        keepWithinLimits(offsetBefore: kept.offsetBefore, limitsBefore: kept.limitsBefore, in: host)
        if animationFollows { host.updateAnimationFollowsPlace(movedBy: host.viewport.offset.y - kept.offsetBefore) }
    }

    /// Brings the offset within the limits a change may leave it: the content's new limits,
    /// widened on either side by as far as the change found the offset beyond that side
    /// (`offsetBefore` against `limitsBefore`). So a change never leaves the content further
    /// past an end than it was, nor cuts short a pull the reader or a refresh control made (a
    /// rubber band, a `setContentOffset` past an end, the viewport past the content's end):
    /// the reader's next scroll settles that one. A move that keeps a place, not a scroll (no
    /// velocity comes of it).
    ///
    /// A flow whose end is estimated lays out what the viewport shows first, so that an end it
    /// would stop at is exact, not an estimate's.
    ///
    /// - Complexity: O(1); for a flow whose offset lies beyond the estimated limits, O(items
    ///   laid out) through the viewport.
    func keepWithinLimits(offsetBefore: Double, limitsBefore: ClosedRange<Double>, in host: some PlaceHost) {
        let below = Swift.max(0, limitsBefore.lowerBound - offsetBefore)
        let above = Swift.max(0, offsetBefore - limitsBefore.upperBound)
        var limits = host.contentOffsetLimits
        let y = host.viewport.offset.y
        if y > limits.upperBound + above, host.activeLayout.laysOutLazily {
            host.layOut(reaching: y + host.viewport.size.height, callees: host.loadCallees())
            limits = host.contentOffsetLimits
        }
        let kept = Swift.min(Swift.max(y, limits.lowerBound - below), limits.upperBound + above)
        if kept != y { host.viewport.shift(by: kept - y) }
    }
}
