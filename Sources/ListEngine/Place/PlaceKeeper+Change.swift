/// Keeping the place through a change: the anchor taken before it, put back after.
extension PlaceKeeper {
    /// The place before a change: with ``KeptPlace/Rules/endFirst`` and the end anchored, the
    /// end; otherwise the row that keeps the place (``screenAnchor(in:)``).
    ///
    /// - Complexity: O(1) when the end keeps the place; otherwise that of ``screenAnchor(in:)``.
    func capture(_ rules: KeptPlace.Rules, in host: some PlaceHost) -> KeptPlace {
        let endKeeps = rules.contains(.endFirst) && host.viewport.end.keepsEnd
        return KeptPlace(rules: rules, anchor: endKeeps ? nil : screenAnchor(in: host), offsetBefore: host.viewport.offset.y)
    }

    /// Puts the place `kept` back after a change: the anchor row where it was on screen (unless
    /// the change says the content did not move under it), then, by `kept`'s rules, the end at
    /// the viewport's bottom if it is anchored, and an update animation under way moved by as
    /// much as the offset.
    ///
    /// - Complexity: O(log n), plus laying a flow out to its end the first time the end is kept;
    ///   O(a) more for the a rows and views an animation under way moves.
    func restore(_ kept: KeptPlace, contentMoved: Bool = true, callees: Callees, in host: some PlaceHost) {
        if contentMoved { keep(kept.anchor, in: host) }
        if kept.rules.contains(.endFirst) { keepEnd(callees: callees, in: host) }
        if kept.rules.contains(.animationFollows) { host.updateAnimationFollowsPlace(movedBy: host.viewport.offset.y - kept.offsetBefore) }
    }
}
