import Foundation

/// How an animation's progress follows its time: a cubic Bézier from (0, 0) to (1, 1) with two
/// control points, as CSS's `cubic-bezier(x1, y1, x2, y2)` and Core Animation's
/// `CAMediaTimingFunction(controlPoints:)` define it. The time is the share of the animation's
/// duration gone (0…1); the progress is the share of the way done.
///
/// ```swift
/// let curve = TimingCurve.easeInEaseOut
/// curve.progress(at: 0.5)   // 0.5: the curve is symmetric
/// ```
///
/// The progress at a time is solved, not tabulated: the curve's parameter for the time by
/// Newton's method from the time itself (at most ``newtonIterations`` steps, while the slope is
/// usable), then by bisection until the curve's time is within ``timeTolerance`` of it. The
/// ends are exact: time 0 (and before) gives 0, time 1 (and after) gives 1.
///
/// A curve can also be a spring (``spring(dampingRatio:)``), UIKit's
/// `UISpringTimingParameters(dampingRatio:)` over the animation's duration.
public struct TimingCurve: Hashable, Sendable {
    /// The first control point's time (0…1).
    ///
    /// - Complexity: O(1).
    public let x1: Double
    /// The first control point's progress.
    ///
    /// - Complexity: O(1).
    public let y1: Double
    /// The second control point's time (0…1).
    ///
    /// - Complexity: O(1).
    public let x2: Double
    /// The second control point's progress.
    ///
    /// - Complexity: O(1).
    public let y2: Double
    /// A spring's damping ratio (``spring(dampingRatio:)``); nil for a Bézier curve.
    ///
    /// - Complexity: O(1).
    public let dampingRatio: Double?

    /// UIKit's default animation curve (`UIView.AnimationOptions.curveEaseInOut`):
    /// `cubic-bezier(0.42, 0, 0.58, 1)`, slow at both ends.
    ///
    /// - Complexity: O(1).
    public static let easeInEaseOut = TimingCurve(checked: 0.42, 0, 0.58, 1)
    /// Progress equal to time: `cubic-bezier(0, 0, 1, 1)`.
    ///
    /// - Complexity: O(1).
    public static let linear = TimingCurve(checked: 0, 0, 1, 1)

    /// How close to the asked time the solved curve time comes: 10⁻¹², far below what a frame
    /// can show.
    ///
    /// - Complexity: O(1).
    public static let timeTolerance = 1e-12
    /// The most Newton steps a solution takes before it bisects.
    ///
    /// - Complexity: O(1).
    public static let newtonIterations = 8

    /// A curve through the control points (`x1`, `y1`) and (`x2`, `y2`); nil unless both times
    /// lie in 0…1 (so that the curve's time only grows and each time has one progress) and
    /// both progresses are finite.
    ///
    /// - Complexity: O(1).
    public init?(x1: Double, y1: Double, x2: Double, y2: Double) {
        guard (0...1).contains(x1), (0...1).contains(x2), y1.isFinite, y2.isFinite else { return nil }
        self.init(checked: x1, y1, x2, y2)
    }

    private init(checked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, dampingRatio: Double? = nil) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        self.dampingRatio = dampingRatio
    }

    /// A damped spring from 0 to 1 over the duration, as UIKit's
    /// `UISpringTimingParameters(dampingRatio:)`: 1 settles without overshooting, less
    /// overshoots and swings back (0.5: about 16% past the end at first). Its stiffness is such
    /// that the swing has died to 10⁻⁴ of the way by the end, where the progress is exactly 1.
    /// Nil unless `dampingRatio` is in 0.05…1. (The control points of a spring are those of
    /// ``linear`` and mean nothing.)
    ///
    /// - Complexity: O(1).
    public static func spring(dampingRatio: Double) -> TimingCurve? {
        guard (0.05...1).contains(dampingRatio) else { return nil }
        return TimingCurve(checked: 0, 0, 1, 1, dampingRatio: dampingRatio)
    }

    /// Whether progress equals time (both control points on the diagonal; not a spring).
    ///
    /// - Complexity: O(1).
    public var isLinear: Bool { dampingRatio == nil && x1 == y1 && x2 == y2 }

    /// The share of the way done at `time`, the share of the duration gone: 0 at or before 0, 1
    /// at or after 1 (and for NaN), the curve's progress between.
    ///
    /// - Complexity: O(1): at most ``newtonIterations`` Newton steps, then at most 64 bisections
    ///   (in practice Newton converges in 2–5 steps for UIKit's curves).
    public func progress(at time: Double) -> Double {
        guard time > 0 else { return time.isNaN ? 1 : 0 }
        guard time < 1 else { return 1 }
        if let dampingRatio { return Self.spring(time, dampingRatio).value }
        if isLinear { return time }
        return Self.bezier(solveParameter(forTime: time), y1, y2)
    }

    /// A spring of damping ratio `zeta` at `time` (0…1): its progress and how fast it changes.
    private static func spring(_ time: Double, _ zeta: Double) -> (value: Double, slope: Double) {
        // Stiff enough that the swing has died to about 10⁻⁴ of the way at the end.
        guard zeta < 1 else {
            let omega = 12.0   // e^(−ω)(1 + ω) ≈ 8 × 10⁻⁵
            let decay = exp(-omega * time)
            return (1 - decay * (1 + omega * time), omega * omega * time * decay)
        }
        let omega = log(1e4) / zeta   // the envelope e^(−ζωt) is 10⁻⁴ at the end
        let decay = exp(-zeta * omega * time)
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let (c, sn) = (cos(damped * time), sin(damped * time))
        return (1 - decay * (c + zeta * omega / damped * sn), decay * omega * omega / damped * sn)
    }

    /// The steepest the progress rises (or, for a spring swinging back, falls) with time: the
    /// largest |dy/dx| along the curve (1 for ``linear``; about 1.54 for ``easeInEaseOut``, at
    /// its middle). An animated value moves at most this × the share of the duration a frame
    /// stands for × its whole way in one frame.
    ///
    /// - Complexity: O(1): the curve sampled at 1,024 parameters (a spring at 4,096 times).
    public var maximumSlope: Double {
        if isLinear { return 1 }
        var steepest = 0.0
        if let dampingRatio {
            for i in 0...4_096 { steepest = Swift.max(steepest, abs(Self.spring(Double(i) / 4_096, dampingRatio).slope)) }
            return steepest
        }
        for i in 0...1_024 {
            let s = Double(i) / 1_024
            let dx = Self.slope(s, x1, x2)
            let dy = Self.slope(s, y1, y2)
            if dx > 1e-9 { steepest = Swift.max(steepest, dy / dx) }
        }
        return steepest
    }

    /// The curve's parameter whose time is `time` (0 < time < 1).
    private func solveParameter(forTime time: Double) -> Double {
        var s = time
        for _ in 0..<Self.newtonIterations {
            let error = Self.bezier(s, x1, x2) - time
            if abs(error) < Self.timeTolerance { return s }
            let slope = Self.slope(s, x1, x2)
            guard abs(slope) > 1e-9 else { break }
            s -= error / slope
            guard s > 0, s < 1 else { break }
        }
        // Bisection: the curve's time grows with the parameter, from 0 at 0 to 1 at 1.
        var low = 0.0
        var high = 1.0
        s = time
        for _ in 0..<64 {
            s = (low + high) / 2
            let value = Self.bezier(s, x1, x2)
            if abs(value - time) < Self.timeTolerance { break }
            if value < time { low = s } else { high = s }
        }
        return s
    }

    /// One coordinate of the curve at parameter `s`, whose control points have `p1` and `p2`
    /// (the ends have 0 and 1): 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³, in Horner form.
    @inline(__always)
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    /// The derivative of ``bezier(_:_:_:)`` with respect to `s`.
    @inline(__always)
    private static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }
}
