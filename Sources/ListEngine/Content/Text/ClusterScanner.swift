/// Walks a text's grapheme clusters forwards or backwards with their widths, for truncation and
/// wrapping. Swift's grapheme breaking finds the clusters within the text's bounds, except that
/// walking forwards an ASCII character followed by another (not CR LF) is a cluster by itself
/// without asking. A cluster of one scalar is measured with ``TextMeasurer/width(ofScalar:)``,
/// without making a `Character`; others as a `Character`.
///
/// Generic over the text (a `String` or a `Substring`, whose indices the caller keeps) and the
/// measurer, so the measurer's methods are called directly where the scanner is specialized.
@usableFromInline
struct ClusterScanner<Text: StringProtocol, Measurer: TextMeasurer> {
    /// What a cluster means to wrapping.
    @usableFromInline
    enum Kind {
        /// A space (U+0020): wrapping may break a line at a run of them.
        case space
        /// A mandatory line break (`Character.isNewline`: LF, CR, CR LF, VT, FF, NEL, U+2028,
        /// U+2029).
        case lineBreak
        /// Anything else.
        case other
    }

    /// One cluster: where it ends (or starts, walking backwards), its width and its kind.
    @usableFromInline
    struct Cluster {
        /// The end of a cluster found walking forwards; its start walking backwards.
        @usableFromInline var bound: String.Index
        /// Its width.
        @usableFromInline var width: Double
        /// What it means to wrapping.
        @usableFromInline var kind: Kind

        @inlinable
        init(bound: String.Index, width: Double, kind: Kind) {
            self.bound = bound
            self.width = width
            self.kind = kind
        }

        /// A cluster of one scalar, measured by `measurer`. LF, VT, FF, CR, NEL, U+2028 and
        /// U+2029 break lines (as `Character.isNewline`).
        @inlinable
        init(_ scalar: Unicode.Scalar, bound: String.Index, measurer: Measurer) {
            self.bound = bound
            width = measurer.width(ofScalar: scalar)
            kind = switch scalar.value {
            case 0x20: .space
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: .lineBreak
            default: .other
            }
        }
    }

    /// The text walked.
    @usableFromInline let text: Text
    /// What measures its clusters.
    @usableFromInline let measurer: Measurer

    /// A scanner of `text` that measures with `measurer`.
    @inlinable
    init(_ text: Text, measurer: Measurer) {
        self.text = text
        self.measurer = measurer
    }

    /// The cluster that starts at `start`; `bound` is its end.
    ///
    /// - Precondition: `start` is a cluster boundary before `text.endIndex`.
    /// - Complexity: O(the cluster's length).
    @inlinable
    func cluster(at start: String.Index) -> Cluster {
        let utf8 = text.utf8
        let byte = utf8[start]
        if byte < 0x80 {
            let next = utf8.index(after: start)
            if next == utf8.endIndex || Self.isLoneASCII(byte, before: utf8[next]) {
                return Cluster(Unicode.Scalar(byte), bound: next, measurer: measurer)
            }
        }
        if let wide = Self.wideScalar(utf8, at: start) {
            // A Hangul syllable or an ideograph followed by ASCII, another of them, or the end:
            // a cluster of its own (no grapheme rule joins those), found without the standard
            // library's grapheme breaking — most of the time Korean and CJK text took.
            let next = utf8.index(start, offsetBy: 3)
            if next == utf8.endIndex || utf8[next] < 0x80 || Self.wideScalar(utf8, at: next) != nil {
                return Cluster(wide, bound: next, measurer: measurer)
            }
        }
        let end = text.index(after: start)
        return cluster(start..<end, bound: end)
    }

    /// The scalar at `index` if it is a precomposed Hangul syllable (U+AC00–U+D7A3) or a CJK
    /// unified ideograph (U+4E00–U+9FFF): three UTF-8 bytes that begin no cluster of more than
    /// one scalar when nothing but ASCII or another of them follows.
    @inlinable
    static func wideScalar(_ utf8: Text.UTF8View, at index: String.Index) -> Unicode.Scalar? {
        let lead = utf8[index]
        guard lead >= 0xE4, lead <= 0xED else { return nil }
        var i = utf8.index(after: index)
        guard i != utf8.endIndex else { return nil }
        let second = utf8[i]
        utf8.formIndex(after: &i)
        guard i != utf8.endIndex else { return nil }
        let third = utf8[i]
        let value = UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
        guard (0x4E00...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value) else { return nil }
        return Unicode.Scalar(value)
    }

    /// The cluster that ends at `end`; `bound` is its start.
    ///
    /// - Precondition: `end` is a cluster boundary after `text.startIndex`.
    /// - Complexity: O(the cluster's length).
    @inlinable
    func cluster(before end: String.Index) -> Cluster {
        let start = text.index(before: end)
        return cluster(start..<end, bound: start)
    }

    /// The cluster `range` of the text, measured as a scalar if it is one.
    @inlinable
    func cluster(_ range: Range<String.Index>, bound: String.Index) -> Cluster {
        let scalars = text.unicodeScalars
        if scalars.index(after: range.lowerBound) == range.upperBound {
            return Cluster(scalars[range.lowerBound], bound: bound, measurer: measurer)
        }
        let character = text[range.lowerBound]
        // Of the clusters of more than one scalar, only CR LF breaks lines, and none is a space.
        return Cluster(bound: bound, width: measurer.width(of: character),
                       kind: character.isNewline ? .lineBreak : .other)
    }

    /// Whether a cluster boundary follows the ASCII byte `byte` when `next` comes after it:
    /// `next` is ASCII too, and the pair is not CR LF (grapheme clusters join no other pair of
    /// ASCII characters, and no ASCII character extends a cluster).
    @inlinable
    static func isLoneASCII(_ byte: UInt8, before next: UInt8) -> Bool {
        next < 0x80 && !(byte == 0x0D && next == 0x0A)
    }
}
