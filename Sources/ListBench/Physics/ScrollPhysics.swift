import Foundation

/// UIScrollView's deceleration rates: the velocity is multiplied by the rate every millisecond.
public enum DecelerationRate: String, CaseIterable, Sendable {
    /// UIScrollView's normal rate: 0.998 per millisecond.
    case normal
    /// UIScrollView's fast rate: 0.99 per millisecond.
    case fast

    /// The share of velocity kept per millisecond.
    public var perMillisecond: Double { self == .normal ? 0.998 : 0.99 }
}

/// A flick: velocity that decays exponentially, `v(t) = v₀ · rate^t` (t in ms), as UIScrollView's.
package struct Fling: Sendable {
    /// The velocity now, in points per second (signed: positive scrolls towards higher rows).
    package private(set) var velocity: Double
    package let rate: DecelerationRate
    /// Below this speed (pt/s) the flick has come to rest.
    package static let restingSpeed = 10.0

    package init(velocity: Double, rate: DecelerationRate = .normal) {
        self.velocity = velocity
        self.rate = rate
    }

    package var isAtRest: Bool { abs(velocity) < Self.restingSpeed }

    /// Advances by `seconds` and returns the distance travelled (points, signed): the integral
    /// of the velocity, `v · (rate^ms − 1) / ln(rate)` with v in pt/ms.
    package mutating func advance(seconds: Double) -> Double {
        let ms = seconds * 1000
        let r = rate.perMillisecond
        let decay = pow(r, ms)
        let distance = (velocity / 1000) * (decay - 1) / log(r)
        velocity *= decay
        return distance
    }

    /// The whole distance the flick travels before it stops: `v₀ / (1000 · −ln rate)`.
    package static func totalDistance(velocity: Double, rate: DecelerationRate) -> Double {
        velocity / 1000 / -log(rate.perMillisecond)
    }

    /// How long the flick takes to slow to `restingSpeed`, in seconds.
    package static func duration(velocity: Double, rate: DecelerationRate) -> Double {
        guard abs(velocity) > restingSpeed else { return 0 }
        return log(restingSpeed / abs(velocity)) / log(rate.perMillisecond) / 1000
    }
}

/// UIScrollView's rubber band: how far content follows a finger pulled `overshoot` points past
/// an end, in a viewport `dimension` points tall. Approaches `dimension` and never reaches it.
package func rubberBand(overshoot: Double, dimension: Double, constant: Double = 0.55) -> Double {
    guard dimension > 0 else { return 0 }
    let magnitude = abs(overshoot)
    let banded = (1 - 1 / (magnitude * constant / dimension + 1)) * dimension
    return overshoot < 0 ? -banded : banded
}
