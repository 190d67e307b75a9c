/// The list's two animations: the animated update (rows moving, fading in and out, after a
/// batch) and the animated scroll to a row. Each advances a pass at a time; they run together
/// when a scroll starts during an update. A value holding the two: reached through it, each is
/// one load from the list, borrowed for a call rather than retained.
struct Animations {
    /// Animated updates: settings, the animation under way, the cells of rows that left.
    let update = UpdateAnimator()
    /// The animated scroll to a row under way, which moves the offset a pass at a time.
    let scroll = ScrollAnimator()
}
