/// What a ``ScrollAnimator`` needs of its list: where the viewport is and how to scroll it, the
/// row's resting offset as the layout has it now, whether the row still exists, and where
/// diagnostics and the delegate's callback go.
protocol ScrollAnimationHost: AnyObject {
    /// The time one layout pass stands for, in seconds: how far a pass advances the animation.
    var frameInterval: Double { get }
    /// The viewport's vertical offset into the content.
    var scrollOffset: Double { get }
    /// The viewport's height.
    var viewportHeight: Double { get }
    /// Whether a row is being moved interactively, which scrolls the list by itself.
    var isMovingRow: Bool { get }

    /// The global number of the row at `indexPath`, nil if there is none.
    func globalRow(for indexPath: ListIndexPath) -> Int?
    /// The offset, within the limits, at which the row at `indexPath` rests at `position`
    /// (`margin` points in from the edge), as the layout has it now.
    func restingOffset(showing indexPath: ListIndexPath, at position: ScrollPosition, margin: Double, callees: Callees) -> Double
    /// Scrolls to vertical offset `y`, as the caller's scroll does: velocity is measured from
    /// it, and the end anchor follows it.
    func scrollAnimationStep(to y: Double)
    /// Caps the scroll velocity's magnitude at `cap` points a second.
    func limitScrollVelocity(to cap: Double)
    /// Reports `diagnostic` to the diagnostic handler.
    func diagnose(_ diagnostic: ListError)
    /// An animation landed: the delegate hears of it (calls that change the list made from the
    /// callback wait for the pass to end).
    func scrollAnimationDidEnd(callees: Callees)
}
