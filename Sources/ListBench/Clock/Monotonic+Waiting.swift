import Foundation
import ListEngine

/// Waiting on the engine's monotonic clock: simulated work and real-time pacing.
extension Monotonic {
    /// Spins (without sleeping) for `nanoseconds`: simulated configuration work.
    package static func spin(nanoseconds: UInt64) {
        guard nanoseconds > 0 else { return }
        let end = now() &+ nanoseconds
        while now() < end {}
    }

    /// Sleeps until the monotonic clock reads `deadline` (for real-time pacing).
    package static func sleep(until deadline: UInt64) {
        let current = now()
        guard deadline > current else { return }
        Thread.sleep(forTimeInterval: Double(deadline - current) / 1e9)
    }
}
