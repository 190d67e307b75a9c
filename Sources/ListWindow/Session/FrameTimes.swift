import CSDL2

/// The times of the frames a session drew: per frame the engine's work (input to layout),
/// the drawing, and the frame's total (through presenting it), in nanoseconds, and the heap
/// allocations it made.
public struct FrameTimes: Sendable {
    /// One frame's times, and the heap allocations the frame made on the window's thread
    /// (0 where they cannot be counted: see `AllocationCounter`).
    public struct Frame: Hashable, Sendable {
        /// Input, physics and the engine's layout pass.
        public var engineNs: UInt64
        /// The painter's drawing, flushed.
        public var drawNs: UInt64
        /// The whole frame, through presenting it.
        public var totalNs: UInt64
        /// Heap allocations of the window's thread in the frame.
        public var allocations: UInt64
    }

    /// The frames in order.
    public private(set) var frames: [Frame] = []

    /// No frames yet.
    ///
    /// - Complexity: O(1).
    public init() {
        frames.reserveCapacity(4_096)
    }

    /// Adds a frame.
    ///
    /// - Complexity: O(1) amortized.
    public mutating func record(_ frame: Frame) { frames.append(frame) }

    /// Forgets the frames so far (the first screen, say, measured apart).
    ///
    /// - Complexity: O(1) (the storage is kept).
    public mutating func removeAll() { frames.removeAll(keepingCapacity: true) }

    /// The monotonic clock, in nanoseconds (SDL's performance counter).
    ///
    /// - Complexity: O(1).
    public static func now() -> UInt64 {
        let ticks = SDL_GetPerformanceCounter()
        let frequency = SDL_GetPerformanceFrequency()
        return ticks / frequency * 1_000_000_000 + ticks % frequency * 1_000_000_000 / frequency
    }
}

/// Percentiles of a set of times, in microseconds.
public struct TimeSummary: Codable, Hashable, Sendable {
    /// The median.
    public var p50: Double
    /// The 90th percentile.
    public var p90: Double
    /// The 99th percentile.
    public var p99: Double
    /// The largest.
    public var max: Double
    /// The mean.
    public var mean: Double

    /// The summary of `nanoseconds` (zeros when empty).
    ///
    /// - Complexity: O(n log n).
    public init(_ nanoseconds: [UInt64]) {
        let sorted = nanoseconds.sorted()
        func at(_ q: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            return Double(sorted[Swift.min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]) / 1000
        }
        p50 = at(0.5)
        p90 = at(0.9)
        p99 = at(0.99)
        max = at(1)
        mean = sorted.isEmpty ? 0 : Double(sorted.reduce(0, +)) / Double(sorted.count) / 1000
    }
}
