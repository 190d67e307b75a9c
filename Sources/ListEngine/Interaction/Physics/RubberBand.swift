/// UIScrollView's rubber band: content pulled past an end follows the finger less and less.
public enum RubberBand {
    /// How far content follows a finger pulled `overshoot` points past an end, in a viewport
    /// `dimension` points tall: `(1 − 1 / (|overshoot| · constant / dimension + 1)) · dimension`,
    /// signed as `overshoot`. Approaches `dimension` and never reaches it; 0 for a viewport of
    /// no size.
    ///
    /// - Complexity: O(1).
    public static func offset(forOvershoot overshoot: Double, dimension: Double, constant: Double = 0.55) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = abs(overshoot)
        let banded = (1 - 1 / (magnitude * constant / dimension + 1)) * dimension
        return overshoot < 0 ? -banded : banded
    }
}
