/// The fingers of the last band a masonry answered that did not start from its own (the first
/// frame after a jump, the ready band after the visible one): where the next such band starts,
/// so that only the first band a pass asks about is searched for. A band that steps from its own
/// fingers leaves this alone (no copy a frame). Shared by the copies of a geometry, which answer
/// alike while their placement is the same.
final class MasonryLastAnswer {
    /// The last answer's fingers.
    @exclusivity(unchecked) var fingers = MasonryFingers()
}
