/// One line of measured text, as a renderer draws it: the text of `leading`, then an ellipsis if
/// `hasEllipsis`, then the text of `trailing`. The ranges index the text that was measured
/// (a `String` and its substrings share indices).
///
/// A line that fits holds its text in `leading`. Tail truncation keeps a prefix in `leading`,
/// head truncation a suffix in `trailing` (with `leading` empty at the text's start), middle
/// truncation both. When `trailing` has nothing to draw it is the empty range at
/// `leading.upperBound`.
public struct TextLine: Hashable, Sendable {
    /// The ellipsis drawn where a line loses text: U+2026 HORIZONTAL ELLIPSIS. The measurer
    /// measures it like any other character, and lines count its width.
    public static let ellipsis: Character = "\u{2026}"

    /// ``ellipsis`` as its one scalar, which measurers measure without making a `Character`
    /// (``TextMeasurer/width(ofScalar:)``).
    @inlinable
    static var ellipsisScalar: Unicode.Scalar { "\u{2026}" }

    /// The text drawn first.
    public var leading: Range<String.Index>
    /// Whether ``ellipsis`` is drawn between `leading` and `trailing`.
    public var hasEllipsis: Bool
    /// The text drawn after the ellipsis: empty except in head and middle truncation.
    public var trailing: Range<String.Index>
    /// The line's width in the measurer's unit: its text's and its ellipsis's.
    public var width: Double
    /// Whether text was left out: between `leading` and `trailing`, or, for the last line of a
    /// wrap, after `leading`. Its place shows an ellipsis when the ellipsis fits the width
    /// (then `hasEllipsis` is true); a width narrower than the ellipsis leaves the line empty.
    public var isTruncated: Bool

    /// A line of `leading`'s text and nothing else.
    @inlinable
    init(_ leading: Range<String.Index>, width: Double) {
        self.leading = leading
        hasEllipsis = false
        trailing = leading.upperBound..<leading.upperBound
        self.width = width
        isTruncated = false
    }

    /// A truncated line: `leading`, an ellipsis if `hasEllipsis`, then `trailing`.
    @inlinable
    init(truncated leading: Range<String.Index>, hasEllipsis: Bool, trailing: Range<String.Index>, width: Double) {
        self.leading = leading
        self.hasEllipsis = hasEllipsis
        self.trailing = trailing
        self.width = width
        isTruncated = true
    }

    /// The line as a renderer draws it: `text`'s characters in ``leading``, the ellipsis if
    /// ``hasEllipsis``, then those in ``trailing``. `text` is the text that was measured (a
    /// `String`, or a substring of it: they share indices).
    ///
    /// - Complexity: O(length of the line).
    public func shown(in text: some StringProtocol) -> String {
        var line = String(text[leading])
        if hasEllipsis { line.append(Self.ellipsis) }
        if !trailing.isEmpty { line += text[trailing] }
        return line
    }
}
