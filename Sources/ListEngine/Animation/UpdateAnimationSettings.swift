/// How animated updates move (``ListView/performBatchUpdates(_:animated:)-(ListBatchUpdate,_)``): how long they
/// last, along which curve, whether rows slide or only fade, and how fast time runs.
public struct UpdateAnimationSettings: Hashable, Sendable {
    /// How long an update animates, in seconds at ``speed`` 1: UIKit's 0.3 s by default. At
    /// 120 Hz that is 36 frames (``ListView/frameInterval``).
    public var duration: Double
    /// How progress follows time: UIKit's ease-in-ease-out by default; any cubic Bézier, or a
    /// spring (``TimingCurve/spring(dampingRatio:)``), which may overshoot.
    public var curve: TimingCurve
    /// Cross-fades instead of slides, for users who ask for reduced motion: a row that moves
    /// fades in where it lands, rows that arrive or leave fade where they are (whatever
    /// ``insertion`` and ``deletion`` say), and nothing slides.
    public var reducesMotion: Bool
    /// How fast animation time runs: 2 plays an update in half its ``duration``; tests and
    /// slow-motion debugging use it, as UIKit's window speed.
    public var speed: Double
    /// How inserted (and reloaded) rows and items, and a new section's views, arrive:
    /// ``RowAnimation/fade`` by default, or a ``RowAnimation/custom(_:)`` transition.
    public var insertion: RowAnimation
    /// How deleted rows and items (and a reloaded row's old cell) leave: ``RowAnimation/fade``
    /// by default, or a ``RowAnimation/custom(_:)`` transition.
    public var deletion: RowAnimation

    /// Settings with UIKit's defaults unless given.
    ///
    /// - Complexity: O(1).
    public init(duration: Double = 0.3, curve: TimingCurve = .easeInEaseOut, reducesMotion: Bool = false, speed: Double = 1,
                insertion: RowAnimation = .fade, deletion: RowAnimation = .fade) {
        self.duration = duration
        self.curve = curve
        self.reducesMotion = reducesMotion
        self.speed = speed
        self.insertion = insertion
        self.deletion = deletion
    }

    /// What is wrong with the settings, or nil.
    var problem: String? {
        if !(duration > 0) || !duration.isFinite { return "a duration of \(duration) s must be a positive, finite number of seconds" }
        if !(speed > 0) || !speed.isFinite { return "a speed of \(speed) must be a positive, finite number" }
        return nil
    }

    /// How long an update animates at this speed, in seconds.
    var effectiveDuration: Double { duration / speed }
}

/// What a list's animated updates have done since it was made (``ListView/updateAnimationStatistics``).
public struct UpdateAnimationStatistics: Hashable, Sendable {
    /// Animations started: animated updates that moved, brought or took away anything on screen.
    public internal(set) var started = 0
    /// Animations that started while another ran, taking over from where it drew every row.
    public internal(set) var interrupted = 0
    /// The most cells drawn away from their layout frames at one frame: displayed rows moving
    /// or fading, and the cells of rows that left, kept alive until their animation ends.
    public internal(set) var cellsInFlightMax = 0

    /// No animation yet.
    ///
    /// - Complexity: O(1).
    public init() {}
}
