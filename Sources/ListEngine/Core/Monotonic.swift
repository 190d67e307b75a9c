#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(WASILibc)
import WASILibc
#elseif os(Windows)
import WinSDK
#endif

/// The monotonic clock, in nanoseconds: what frame work and load latency are measured with.
/// Reading it allocates nothing (`clock_gettime` where the C library has it; the performance
/// counter on Windows).
package enum Monotonic {
    @inline(__always)
    package static func now() -> UInt64 {
        #if os(Windows)
        var counter = LARGE_INTEGER()
        var frequency = LARGE_INTEGER()
        QueryPerformanceCounter(&counter)
        QueryPerformanceFrequency(&frequency)
        let ticks = UInt64(counter.QuadPart)
        let perSecond = UInt64(frequency.QuadPart)
        return ticks / perSecond &* 1_000_000_000 &+ ticks % perSecond &* 1_000_000_000 / perSecond
        #else
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
        #endif
    }
}
