/// UIScrollView's deceleration rates: the velocity is multiplied by the rate every millisecond.
public enum DecelerationRate: String, CaseIterable, Sendable, Codable {
    /// UIScrollView's normal rate: 0.998 per millisecond.
    case normal
    /// UIScrollView's fast rate: 0.99 per millisecond.
    case fast

    /// The share of velocity kept per millisecond.
    ///
    /// - Complexity: O(1).
    public var perMillisecond: Double { self == .normal ? 0.998 : 0.99 }
}
