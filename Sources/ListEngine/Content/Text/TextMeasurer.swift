/// Measures text for layout, one grapheme cluster (a `Character`) at a time: the width a
/// renderer gives each cluster, in its own unit — terminal columns for
/// ``TerminalTextMeasurer``, points for a renderer that measures glyphs.
///
/// Widths add up: a run of text is as wide as the sum of its clusters' widths, so a measurer
/// whose font kerns or shapes across clusters measures within a small error. Truncation and
/// wrapping (``truncate(_:toWidth:at:)``, ``wrap(_:toWidth:maximumLines:)``) are generic over
/// the measurer, so a concrete measurer's methods are called directly, not through an
/// existential, and a cluster of one scalar is measured by ``width(ofScalar:)`` without making
/// a `Character`.
public protocol TextMeasurer {
    /// The width of one grapheme cluster: zero or more, never negative.
    ///
    /// - Complexity: O(1) for a cluster of a few scalars.
    func width(of character: Character) -> Double

    /// The width of a grapheme cluster that is one scalar — most characters of most text —
    /// the same as `width(of: Character(scalar))`, which is what the default implementation
    /// returns. Truncation and wrapping ask this for such clusters without making a
    /// `Character`: a measurer makes them cheaper by answering from the scalar.
    ///
    /// - Complexity: O(1).
    func width(ofScalar scalar: Unicode.Scalar) -> Double
}

extension TextMeasurer {
    /// Measures `Character(scalar)`.
    ///
    /// - Complexity: that of ``width(of:)``.
    @inlinable
    public func width(ofScalar scalar: Unicode.Scalar) -> Double {
        width(of: Character(scalar))
    }

    /// The width of `text`: the sum of its grapheme clusters' widths.
    ///
    /// - Complexity: O(n), where n is the length of `text`. ASCII text allocates nothing.
    @inlinable
    public func width(ofText text: some StringProtocol) -> Double {
        ClusterScanner.scanning(text, measurer: self) { scanner in
            var width = 0.0
            var offset = 0
            while offset < scanner.end {
                let cluster = scanner.cluster(at: offset)
                width += cluster.width
                offset = cluster.bound
            }
            return width
        }
    }
}
