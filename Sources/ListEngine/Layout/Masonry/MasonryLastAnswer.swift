/// The fingers of the last band a masonry answered, whichever band it was: where a band whose
/// own fingers are far from it (the first frame after a jump, the ready band after the visible
/// one) starts, so that only the first band a pass asks about is searched for. Shared by the
/// copies of a geometry, which answer alike while their placement is the same.
final class MasonryLastAnswer {
    /// The last answer's fingers.
    @exclusivity(unchecked) var fingers = MasonryFingers()
}
