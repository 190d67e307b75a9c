import ListEngine

/// Text in points as a 17-pt font sets it, roughly: 8.5 pt a terminal column (a Latin letter
/// 8.5, a Hangul syllable or CJK ideograph 17, a combining mark 0). Exact in binary, so sums
/// compare exactly. Inlinable, as a measurer in the app's own module would be. For content
/// layouts at point widths (390 pt, 100…1000 pt).
package struct PointTextMeasurer: TextMeasurer, Sendable {
    /// Points a terminal column takes.
    @inlinable package static var pointsPerColumn: Double { 8.5 }
    @usableFromInline let columns = TerminalTextMeasurer()

    /// A measurer of 8.5 pt a column.
    package init() {}

    @inlinable package func width(of character: Character) -> Double {
        columns.width(of: character) * Self.pointsPerColumn
    }

    @inlinable package func width(ofScalar scalar: Unicode.Scalar) -> Double {
        columns.width(ofScalar: scalar) * Self.pointsPerColumn
    }
}
