/// Keeping the place through a change: the anchor taken before it, put back after.
extension PlaceKeeper {
    /// The place before a change: with the end anchored, the end; otherwise the row that keeps
    /// the place (``screenAnchor(in:)``).
    ///
    /// - Complexity: O(1) when the end keeps the place; otherwise that of ``screenAnchor(in:)``.
    func capture(in host: some PlaceHost) -> KeptPlace {
        let endKeeps = host.viewport.end.keepsEnd
        return KeptPlace(anchor: endKeeps ? nil : screenAnchor(in: host), offsetBefore: host.viewport.offset.y)
    }

    /// Puts the place `kept` back after a change: the anchor row where it was on screen (unless
    /// the change says the content did not move under it), the end at the viewport's bottom if
    /// it is anchored, and an update animation under way moved by as much as the offset —
    /// unless the change has ended the animation or is taking it over with one of its own,
    /// which starts from where the items were drawn (`animationFollows` false: a new width or
    /// layout).
    ///
    /// - Complexity: O(log n), plus laying a flow out to its end the first time the end is kept;
    ///   O(a) more for the a rows and views an animation under way moves.
    func restore(_ kept: KeptPlace, contentMoved: Bool = true, animationFollows: Bool = true, callees: Callees,
                 in host: some PlaceHost) {
        if contentMoved { keep(kept.anchor, in: host) }
        keepEnd(callees: callees, in: host)
        if animationFollows { host.updateAnimationFollowsPlace(movedBy: host.viewport.offset.y - kept.offsetBefore) }
    }
}
