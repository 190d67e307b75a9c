/// Where a row or item is drawn, and how opaque, at one frame of an animated update: what a
/// renderer shows, which the layout's frame becomes when the animation ends.
public struct Presentation: Hashable, Sendable {
    /// The frame drawn, in content coordinates.
    public var frame: Rect
    /// The opacity drawn, 0 (invisible) … 1.
    public var alpha: Double

    /// A presentation at `frame` with opacity `alpha`.
    ///
    /// - Complexity: O(1).
    public init(frame: Rect, alpha: Double = 1) {
        self.frame = frame
        self.alpha = alpha
    }

    /// The presentation `progress` of the way from `start` to `end` (0 gives `start`, 1 gives
    /// `end`): origin, size and opacity each interpolated linearly — the curve is in `progress`.
    ///
    /// - Complexity: O(1).
    public static func interpolated(from start: Presentation, to end: Presentation, progress: Double) -> Presentation {
        func mix(_ a: Double, _ b: Double) -> Double { progress == 1 ? b : a + (b - a) * progress }
        return Presentation(frame: Rect(x: mix(start.frame.minX, end.frame.minX), y: mix(start.frame.minY, end.frame.minY),
                                        width: mix(start.frame.width, end.frame.width), height: mix(start.frame.height, end.frame.height)),
                            alpha: Swift.min(1, Swift.max(0, mix(start.alpha, end.alpha))))   // a spring overshoots
    }

    /// The presentation moved down by `dy` points.
    ///
    /// - Complexity: O(1).
    func shifted(by dy: Double) -> Presentation {
        var moved = self
        moved.frame.origin.y += dy
        return moved
    }

    /// The largest distance any edge of the frame is from the same edge of `other`'s, in points.
    ///
    /// - Complexity: O(1).
    public func distance(to other: Presentation) -> Double {
        Swift.max(abs(frame.minX - other.frame.minX), abs(frame.minY - other.frame.minY),
                  abs(frame.maxX - other.frame.maxX), abs(frame.maxY - other.frame.maxY))
    }
}
