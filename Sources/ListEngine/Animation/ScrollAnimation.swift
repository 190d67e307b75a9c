/// An animated scroll to a row under way (``ListView/scrollToRow(at:position:animated:)``): the
/// row, where it is to land, and the animation's time.
///
/// Each frame the aim — the resting offset that shows the row where asked — is worked out from
/// the layout as it is *now*: rows measured on the way (estimated heights that became real), a
/// new width, a batch that moved the row. The offset then moves the frame's share of what is
/// left (``AnimationProgress/shareOfRemainder``) towards it:
///
///     offset ← offset + (aim − offset) · (c(tₖ) − c(tₖ₋₁)) ÷ (1 − c(tₖ₋₁))
///
/// where c is the timing curve and tₖ the k-th frame's share of the duration. With an aim that
/// holds still this is exactly offset₀ + (aim − offset₀) · c(tₖ); with one that moves, the
/// offset follows it smoothly, and at the last frame (c = 1) it is the aim itself.
struct ScrollAnimation: Hashable {
    /// The row scrolled to; it follows its row through batch updates.
    var target: ListIndexPath
    /// Where the row lands: ``ScrollPosition/top``, ``ScrollPosition/middle`` or
    /// ``ScrollPosition/bottom`` (``ScrollPosition/none`` is resolved to one of them at the start).
    let position: ScrollPosition
    /// The animation's time and progress.
    var progress: AnimationProgress
    /// Measuring rounds of the last frame's pass that moved the offset to the aim again.
    var landingRounds = 0

    /// The duration of a scroll that shows the row `distance` points away from the offset at the
    /// start, in a viewport `viewportHeight` points tall:
    ///
    ///     duration = 0.25 s + 0.35 s × min(1, distance ÷ (10 × viewportHeight))
    ///
    /// 0.25 s for a short move (UIKit's scroll animations last about a quarter second), growing
    /// linearly with the distance to 0.6 s at ten screens and beyond — a far row is reached
    /// in at most 0.6 s, however far. With no height, any move takes 0.6 s.
    ///
    /// - Complexity: O(1).
    static func duration(forDistance distance: Double, viewportHeight: Double) -> Double {
        let share = viewportHeight > 0 ? Swift.min(1, abs(distance) / (screensToLongest * viewportHeight)) : 1
        return shortestDuration + (longestDuration - shortestDuration) * share
    }

    /// The duration of the shortest scroll, in seconds.
    static let shortestDuration = 0.25
    /// The duration of a scroll of ``screensToLongest`` screens or more, in seconds.
    static let longestDuration = 0.6
    /// The distance, in viewport heights, at which a scroll takes ``longestDuration``.
    static let screensToLongest = 10.0
    /// The curve every scroll follows: UIKit's ease-in-ease-out.
    static let curve = TimingCurve.easeInEaseOut
    /// The fastest scroll velocity an animation's frames report, in viewport heights a second
    /// (``ListView/scrollVelocity``; a frame that moves more than two screens reports none, as
    /// any jump): the prefetch window leans the way the scroll goes without growing for a speed
    /// no finger makes.
    static let maximumScreensPerSecond = 10.0
    /// The most measuring rounds the last frame's pass makes to land the row: each round
    /// measures rows for the first time, so a few settle it.
    static let maximumLandingRounds = 8

    /// A scroll to `target` at `position` (not ``ScrollPosition/none``) over `distance` points,
    /// in a viewport `viewportHeight` points tall.
    init(target: ListIndexPath, position: ScrollPosition, distance: Double, viewportHeight: Double) {
        self.target = target
        self.position = position
        progress = AnimationProgress(duration: Self.duration(forDistance: distance, viewportHeight: viewportHeight),
                                     curve: Self.curve)
    }

    /// The offset for this frame, from `offset` towards `aim`: the frame's share of the way
    /// left; `aim` itself at the last frame.
    ///
    /// - Complexity: O(1).
    func step(from offset: Double, towards aim: Double) -> Double {
        progress.isFinished ? aim : offset + (aim - offset) * progress.shareOfRemainder
    }

    /// Follows the row through `plan`; false if the batch deleted it.
    ///
    /// - Complexity: O(log k) for k rows the batch names.
    mutating func follow(_ plan: BatchUpdatePlan) -> Bool {
        guard let moved = plan.newIndexPath(for: target) else { return false }
        target = moved
        return true
    }
}
