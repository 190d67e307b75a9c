import Foundation

/// The engine's time per frame over a session, for the status line: the last frame's, and
/// percentiles from a histogram of buckets 1 % apart (constant memory however long the session).
public struct FrameTimes: Sendable {
    private var buckets = [Int](repeating: 0, count: Self.bucketCount)
    /// Frames recorded.
    public private(set) var count = 0
    /// The last frame's time, in nanoseconds.
    public private(set) var last: UInt64 = 0

    private static let bucketCount = 2_400
    private static let growth = 1.01

    /// No frames yet.
    ///
    /// - Complexity: O(1).
    public init() {}

    /// Records a frame that took `nanoseconds`.
    ///
    /// - Complexity: O(1).
    public mutating func record(_ nanoseconds: UInt64) {
        last = nanoseconds
        count += 1
        buckets[Self.bucket(of: nanoseconds)] += 1
    }

    /// The time under which `fraction` of the frames took (e.g. 0.99), within 1 %; 0 before
    /// the first frame.
    ///
    /// - Complexity: O(buckets).
    public func percentile(_ fraction: Double) -> UInt64 {
        guard count > 0 else { return 0 }
        let rank = Swift.max(1, Int((Double(count) * fraction).rounded(.up)))
        var seen = 0
        for (bucket, frames) in buckets.enumerated() {
            seen += frames
            if seen >= rank { return UInt64(pow(Self.growth, Double(bucket + 1)).rounded()) }
        }
        return UInt64(pow(Self.growth, Double(Self.bucketCount)))
    }

    private static func bucket(of nanoseconds: UInt64) -> Int {
        guard nanoseconds > 1 else { return 0 }
        return Swift.min(bucketCount - 1, Int(log(Double(nanoseconds)) / log(growth)))
    }
}

extension Duration {
    /// The duration in whole nanoseconds (a frame's time).
    var nanoseconds: UInt64 {
        let (seconds, attoseconds) = components
        return UInt64(Swift.max(0, seconds)) * 1_000_000_000 + UInt64(Swift.max(0, attoseconds) / 1_000_000_000)
    }
}
