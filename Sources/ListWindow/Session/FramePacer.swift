import Foundation

/// Holds a scripted run to a display's rate: frame k is due `k × interval` after the run
/// began, and the pacer sleeps until then once the frame's work is done. A frame that overran
/// its deadline does not sleep, so the next ones catch up. The frames' times measure their
/// work, never the sleep. Needed when loads run in real time on workers: without it a
/// scenario runs its frames back to back, far faster than a display shows them, and loads
/// would look slow.
public struct FramePacer: Sendable {
    /// Nanoseconds a frame lasts.
    public let intervalNs: UInt64
    /// When the run began, on ``FrameTimes/now()``'s clock.
    public let startNs: UInt64
    /// The frames paced so far.
    public private(set) var frames = 0

    /// A pacer of `framesPerSecond` (60 if not positive) starting now.
    ///
    /// - Complexity: O(1).
    public init(framesPerSecond: Double) {
        intervalNs = UInt64(1e9 / (framesPerSecond > 0 ? framesPerSecond : 60))
        startNs = FrameTimes.now()
    }

    /// Sleeps until the next frame's deadline, if it is still ahead.
    ///
    /// - Complexity: O(1), plus the sleep.
    public mutating func waitForDeadline() {
        frames += 1
        let deadline = startNs + UInt64(frames) * intervalNs
        let now = FrameTimes.now()
        guard deadline > now else { return }
        Thread.sleep(forTimeInterval: Double(deadline - now) / 1e9)
    }
}
