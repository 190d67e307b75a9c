#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The monotonic clock, in nanoseconds: what frame work and load latency are measured with.
/// Reading it allocates nothing.
package enum Monotonic {
    @inline(__always)
    package static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

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
        let remaining = deadline - current
        var request = timespec(tv_sec: Int(remaining / 1_000_000_000), tv_nsec: Int(remaining % 1_000_000_000))
        _ = nanosleep(&request, nil)
    }
}
