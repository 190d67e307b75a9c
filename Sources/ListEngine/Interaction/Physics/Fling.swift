import Foundation

/// A flick: velocity that decays exponentially, `v(t) = v₀ · rate^t` (t in ms), as
/// UIScrollView's deceleration. A renderer that scrolls by momentum (a flick of a finger, a
/// held key) advances one each frame and moves the content offset by what it returns.
public struct Fling: Hashable, Sendable {
    /// The velocity now, in points per second (signed: positive scrolls towards higher rows).
    public private(set) var velocity: Double
    /// How fast the velocity decays.
    public let rate: DecelerationRate
    /// Below this speed (pt/s) the flick has come to rest.
    public static let restingSpeed = 10.0

    /// A flick starting at `velocity` points per second (a non-finite velocity counts as 0).
    ///
    /// - Complexity: O(1).
    public init(velocity: Double, rate: DecelerationRate = .normal) {
        self.velocity = velocity.isFinite ? velocity : 0
        self.rate = rate
    }

    /// Whether the flick has slowed below ``restingSpeed``.
    ///
    /// - Complexity: O(1).
    public var isAtRest: Bool { abs(velocity) < Self.restingSpeed }

    /// Advances by `seconds` and returns the distance travelled (points, signed): the integral
    /// of the velocity, `v · (rate^ms − 1) / ln(rate)` with v in pt/ms.
    ///
    /// - Complexity: O(1).
    public mutating func advance(seconds: Double) -> Double {
        let ms = Swift.max(0, seconds.isFinite ? seconds : 0) * 1000
        let r = rate.perMillisecond
        let decay = pow(r, ms)
        let distance = (velocity / 1000) * (decay - 1) / log(r)
        velocity *= decay
        return distance
    }

    /// The whole distance a flick travels before it stops: `v₀ / (1000 · −ln rate)`.
    ///
    /// - Complexity: O(1).
    public static func totalDistance(velocity: Double, rate: DecelerationRate) -> Double {
        velocity / 1000 / -log(rate.perMillisecond)
    }

    /// How long a flick takes to slow to ``restingSpeed``, in seconds.
    ///
    /// - Complexity: O(1).
    public static func duration(velocity: Double, rate: DecelerationRate) -> Double {
        guard abs(velocity) > restingSpeed else { return 0 }
        return log(restingSpeed / abs(velocity)) / log(rate.perMillisecond) / 1000
    }
}
