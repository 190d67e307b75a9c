import ListEngine

/// Measures text in a real font's pixels, for the engine's content layout (truncation and
/// wrapping in ``ListContentConfiguration``): a cluster of one scalar by its glyph's advance,
/// a longer one (an emoji sequence, a letter with combining marks) as SDL_ttf shapes it.
///
/// Widths add up cluster by cluster, so kerning across clusters is left out: a line measured
/// here is within a pixel or two of the line drawn.
public struct FontTextMeasurer: TextMeasurer {
    /// The font measured.
    public let font: Font

    /// A measurer of `font`.
    ///
    /// - Complexity: O(1).
    public init(font: Font) {
        self.font = font
    }

    /// - Complexity: O(1) for a cluster of one scalar after its first time; O(cluster) else.
    public func width(of character: Character) -> Double {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first { return font.advance(of: scalar) }
        return Double(font.width(ofShaped: String(character)))
    }

    /// - Complexity: O(1) after the scalar's first time.
    public func width(ofScalar scalar: Unicode.Scalar) -> Double {
        font.advance(of: scalar)
    }
}
