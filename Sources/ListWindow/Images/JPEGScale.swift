import CSDL2

/// A scale TurboJPEG decodes at (its IDCT scaling: 1/8, 1/4, 3/8 … 1), and the choice of the
/// one a thumbnail needs: the smallest that still covers the target box, so no bigger bitmap
/// than needed is ever made.
public struct JPEGScale: Hashable, Sendable, CustomStringConvertible {
    /// The scale's numerator: eighths, or a fraction in lowest terms (TurboJPEG's 1/4, 3/8 …).
    public let numerator: Int
    /// The scale's denominator (at least 1).
    public let denominator: Int

    /// The scale `numerator / denominator`.
    ///
    /// - Complexity: O(1).
    public init(numerator: Int, denominator: Int) {
        self.numerator = numerator
        self.denominator = Swift.max(1, denominator)
    }

    /// The full size.
    ///
    /// - Complexity: O(1).
    public static let one = JPEGScale(numerator: 1, denominator: 1)

    /// `dimension` at this scale, rounded up (TurboJPEG's `TJSCALED`).
    ///
    /// - Complexity: O(1).
    public func scaled(_ dimension: Int) -> Int { (dimension * numerator + denominator - 1) / denominator }

    /// The scales TurboJPEG offers that do not enlarge, smallest first.
    ///
    /// - Complexity: O(1) (16 or so).
    public static let reducing: [JPEGScale] = {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count), count > 0 else { return [.one] }
        let all = UnsafeBufferPointer(start: factors, count: Int(count))
            .map { JPEGScale(numerator: Int($0.num), denominator: Int($0.denom)) }
            .filter { $0.numerator <= $0.denominator }
        return all.isEmpty ? [.one] : all.sorted { $0.numerator * $1.denominator < $1.numerator * $0.denominator }
    }()

    /// The smallest of ``reducing`` at which a `width` × `height` image still covers a
    /// `boxWidth` × `boxHeight` box in both directions (what filling the box needs); the full
    /// size when even that does not cover it (the image is then enlarged after decoding).
    ///
    /// - Complexity: O(scales), 16 or so.
    public static func smallest(covering boxWidth: Int, _ boxHeight: Int, imageWidth width: Int, height: Int) -> JPEGScale {
        reducing.first { $0.scaled(width) >= boxWidth && $0.scaled(height) >= boxHeight } ?? .one
    }

    /// "1/4", say.
    ///
    /// - Complexity: O(1).
    public var description: String { "\(numerator)/\(denominator)" }
}
