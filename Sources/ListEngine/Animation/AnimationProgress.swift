/// Where one animation is in its time, advanced a display frame at a time: how long it lasts,
/// how long it has run, and the progress its curve gave at the last two frames. A plain value
/// (no closure, no allocation), the part every animation of the list shares — a scroll to a row
/// now, animated updates later.
///
/// Frames are counted in the list's frame interval (``ListView/frameInterval``): the k-th
/// ``advance(by:)`` stands for k intervals. The frame at which the time reaches the duration
/// (within ``timeSlack``, for the rounding of summed intervals) is the last: its progress is
/// exactly 1. An animation of duration d at a frame rate r (interval Δ = 1 ÷ r) so takes
/// ⌈d × r⌉ frames: 15 at 60 Hz and 30 at 120 Hz for 0.25 s, 32 at 120 Hz for 0.25834 s (31
/// frames fall 0.7 µs short). A duration that is a whole number of frames takes that number,
/// never one more: only a duration within the 1 ns slack of one counts as one.
struct AnimationProgress: Hashable {
    /// How long the animation lasts, in seconds (> 0).
    let duration: Double
    /// How progress follows time.
    let curve: TimingCurve
    /// Seconds the animation has run: the frame intervals advanced so far.
    private(set) var elapsed = 0.0
    /// Frames advanced so far.
    private(set) var frames = 0
    /// The curve's progress at the last frame (0 before the first).
    private(set) var progress = 0.0
    /// The curve's progress at the frame before it.
    private(set) var previousProgress = 0.0

    /// How far short of the duration summed frame intervals may fall and still end the
    /// animation: 1 ns — far above the rounding of thousands of summed intervals (about
    /// 10⁻¹⁶ s each), far below any duration that means one frame more (0.7 µs short of the
    /// 32nd frame at 120 Hz is not 31 frames).
    static let timeSlack = 1e-9

    /// An animation of `duration` seconds along `curve`, not started.
    init(duration: Double, curve: TimingCurve) {
        self.duration = duration
        self.curve = curve
    }

    /// Whether the last frame has been advanced: the progress is 1.
    ///
    /// - Complexity: O(1).
    var isFinished: Bool { elapsed >= duration - Self.timeSlack }

    /// The share of what was left at the frame before that the last frame did: (progress −
    /// previous) ÷ (1 − previous); 1 at the last frame. Applying it to what is left *now* moves
    /// a value along the curve towards a goal that may itself move (``ScrollAnimation``).
    ///
    /// - Complexity: O(1).
    var shareOfRemainder: Double {
        let left = 1 - previousProgress
        return isFinished || left <= 0 ? 1 : (progress - previousProgress) / left
    }

    /// Advances the animation by one frame of `interval` seconds.
    ///
    /// - Complexity: O(1) (one curve solution).
    mutating func advance(by interval: Double) {
        frames += 1
        elapsed += interval
        previousProgress = progress
        progress = isFinished ? 1 : curve.progress(at: elapsed / duration)
    }
}
