import ListEngine

/// Measures text in a real font's pixels, for the engine's content layout (truncation and
/// wrapping in `ListContentConfiguration`): a cluster of one scalar by its glyph's advance in
/// the face of its ``FontFamily`` that draws it, a longer one (an emoji sequence, a letter with
/// combining marks) as SDL_ttf shapes it.
///
/// Widths add up cluster by cluster, so kerning across clusters is left out: a line measured
/// here is within a pixel or two of the line drawn.
public struct FontTextMeasurer: TextMeasurer {
    /// The fonts measured.
    public let family: FontFamily

    /// A measurer of `family`.
    ///
    /// - Complexity: O(1).
    public init(family: FontFamily) {
        self.family = family
    }

    /// - Complexity: O(1) for a cluster of one scalar after its first time; O(cluster) else.
    public func width(of character: Character) -> Double {
        family.width(of: character)
    }

    /// - Complexity: O(1) after the scalar's first time.
    public func width(ofScalar scalar: Unicode.Scalar) -> Double {
        family.advance(of: scalar)
    }
}
