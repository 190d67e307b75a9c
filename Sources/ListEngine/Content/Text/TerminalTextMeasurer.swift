/// Measures text in terminal columns, by grapheme cluster, from Unicode's East Asian Width and
/// general categories (a table generated from Unicode's data files; see
/// ``TerminalTextMeasurer/unicodeVersion``). Scalar by scalar it agrees with glibc's `wcwidth`
/// wherever `wcwidth` knows the scalar as printable; controls and U+2028/U+2029, which
/// `wcwidth` calls unprintable, take 0 (see ``columns(ofScalar:)``).
///
/// A cluster's width is its first scalar's, except that a cluster presented as an emoji takes
/// two columns:
/// - wide (W) and fullwidth (F) scalars take 2: Hangul syllables and initial consonants, CJK
///   ideographs, kana, fullwidth forms, emoji with emoji presentation; so does a conjoining
///   jamo sequence (initial, vowel, final: one cluster that its initial makes 2 wide);
/// - combining and enclosing marks, format characters (ZWJ, variation selectors, tags),
///   conjoining Hangul vowels and finals, and controls take 0 (a mark after a base is part of
///   the base's cluster, so it adds nothing anyway);
/// - an emoji that would take one column takes two in a cluster that presents it as an emoji:
///   followed by U+FE0F VARIATION SELECTOR-16 (`"❤️"`, `"1️⃣"`), by a skin-tone modifier
///   (`"☝🏽"`), by a zero-width joiner and more (`"🏳️‍🌈"`), or a regional indicator followed by
///   another (a flag: `"🇰🇷"`); a regional indicator alone takes 1;
/// - everything else takes 1: Latin, Greek, Cyrillic, Arabic, Hebrew, Indic scripts (a spacing
///   vowel sign joins its consonant's cluster and adds nothing), symbols, unassigned code points
///   outside the blocks reserved for ideographs.
///
/// U+FE0E VARIATION SELECTOR-15 (text presentation) changes nothing: a wide emoji stays wide,
/// as in `wcwidth`. A cluster made of a prepended concatenation mark and the digits after it
/// takes its first scalar's one column.
///
/// Widths are columns times ``columnWidth``: 1 for a terminal; a monospaced renderer gives its
/// font's advance (a proportional one gets an estimate from it, as listbench's realistic cells
/// do at 8.5 pt a column).
public struct TerminalTextMeasurer: TextMeasurer, Hashable, Sendable {
    /// What a column measures: 1 for a terminal, a font's advance for a monospaced renderer.
    public let columnWidth: Double

    /// A measurer of `columnWidth` a column (a non-finite or negative width counts as 0).
    ///
    /// - Complexity: O(1).
    public init(columnWidth: Double = 1) {
        self.columnWidth = columnWidth.isFinite && columnWidth > 0 ? columnWidth : 0
    }

    /// The version of the Unicode data the widths come from.
    public static var unicodeVersion: String { TerminalColumnTable.unicodeVersion }

    /// The columns `scalar` takes on its own: 0, 1 or 2, as glibc's `wcwidth` in a UTF-8
    /// locale answers for a printable scalar. Where `wcwidth` answers -1 (not printable) this
    /// answers 0 for controls (C0, DEL, C1) and line and paragraph separators (U+2028, U+2029),
    /// and for unassigned code points 2 in the blocks reserved for ideographs and 1 elsewhere.
    ///
    /// - Complexity: O(1).
    public func columns(ofScalar scalar: Unicode.Scalar) -> Int {
        switch TerminalColumnTable.code(of: scalar) {
        case .zero: 0
        case .one, .emojiText: 1
        case .two: 2
        }
    }

    /// The columns `character` (a grapheme cluster) takes: 0, 1 or 2.
    ///
    /// - Complexity: O(1) for a cluster of a few scalars; O(scalars) at most.
    public func columns(of character: Character) -> Int {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        switch TerminalColumnTable.code(of: first) {
        case .zero: return 0
        case .one: return 1
        case .two: return 2
        case .emojiText: break
        }
        let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF
        let skinTones: ClosedRange<UInt32> = 0x1F3FB...0x1F3FF
        let variationSelector16: UInt32 = 0xFE0F
        let zeroWidthJoiner: UInt32 = 0x200D
        var previous = first.value
        while let scalar = scalars.next() {
            let value = scalar.value
            if value == variationSelector16 || skinTones.contains(value) || previous == zeroWidthJoiner
                || regionalIndicators.contains(first.value) && regionalIndicators.contains(value) {
                return 2
            }
            previous = value
        }
        return 1
    }

    /// The columns `character` takes (``columns(of:)``) times ``columnWidth``.
    ///
    /// - Complexity: that of ``columns(of:)``.
    public func width(of character: Character) -> Double {
        Double(columns(of: character)) * columnWidth
    }

    /// The columns `scalar` takes (``columns(ofScalar:)``) times ``columnWidth``; for ASCII
    /// without a table lookup.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func width(ofScalar scalar: Unicode.Scalar) -> Double {
        if scalar.isASCII { return (0x20...0x7E).contains(scalar.value) ? columnWidth : 0 }
        return Double(columns(ofScalar: scalar)) * columnWidth
    }
}
