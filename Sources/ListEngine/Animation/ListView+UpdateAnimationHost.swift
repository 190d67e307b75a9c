/// The list is its update animator's host: the layout, the cells and the section views are its
/// own components; the rest forwards.
extension ListView: UpdateAnimationHost {
    /// The viewport's top and bottom, in content coordinates.
    var visibleBand: (top: Double, bottom: Double) { viewport.band }

    /// Tells the delegate the update animation landed, calls from it deferred until a touch ends.
    func updateAnimationDidEnd(callees: Callees) {
        guard let delegate = callees.delegate else { return }
        deferring(.untilTouchEnds) { delegate.listViewDidEndUpdateAnimation(self) }
    }
}
