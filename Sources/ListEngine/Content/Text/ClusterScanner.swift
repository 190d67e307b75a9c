/// Walks a text's grapheme clusters forwards or backwards with their widths, for truncation and
/// wrapping, over the text's UTF-8 bytes: positions are byte offsets from the text's start,
/// made `String.Index`es only for the lines returned.
///
/// Walking forwards, a cluster that is one "simple" scalar followed by another (or by the end)
/// is found from the bytes alone: ASCII (but CR before LF), U+0080–U+00FF (Latin-1: controls,
/// symbols such as `·`, letters), precomposed Hangul syllables (U+AC00–U+D7A3) and CJK unified
/// ideographs (U+4E00–U+9FFF). No grapheme rule joins two of them — none extends a cluster,
/// is a spacing mark, prepends, joins (ZWJ), is a regional indicator, an Indic consonant or a
/// Hangul jamo that continues a syllable — so a cluster boundary lies between them. Anything
/// else, and every step backwards, asks Swift's grapheme breaking within the text's bounds. A
/// cluster of one scalar is measured with ``TextMeasurer/width(ofScalar:)``, without making a
/// `Character`; others as a `Character`.
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
        /// The byte offset of the end of a cluster found walking forwards; of its start walking
        /// backwards.
        @usableFromInline var bound: Int
        /// Its width.
        @usableFromInline var width: Double
        /// What it means to wrapping.
        @usableFromInline var kind: Kind

        @inlinable
        init(bound: Int, width: Double, kind: Kind) {
            self.bound = bound
            self.width = width
            self.kind = kind
        }

        /// A cluster of one scalar, measured by `measurer`. LF, VT, FF, CR, NEL, U+2028 and
        /// U+2029 break lines (as `Character.isNewline`).
        @inlinable
        init(_ scalar: Unicode.Scalar, bound: Int, measurer: Measurer) {
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
    /// The text's UTF-8 bytes, valid while the scanner is (see ``scanning(_:measurer:_:)``).
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    /// What measures its clusters.
    @usableFromInline let measurer: Measurer

    @inlinable
    init(_ text: Text, bytes: UnsafeBufferPointer<UInt8>, measurer: Measurer) {
        self.text = text
        self.bytes = bytes
        self.measurer = measurer
    }

    /// Calls `body` with a scanner of `text` that measures with `measurer`, over the text's own
    /// contiguous UTF-8 (native strings and their substrings; a copy of a text that has none).
    ///
    /// - Complexity: O(1) besides `body`, for a text with contiguous UTF-8.
    @inlinable
    static func scanning<Result>(_ text: Text, measurer: Measurer, _ body: (ClusterScanner) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable({ body(ClusterScanner(text, bytes: $0, measurer: measurer)) }) {
            return result
        }
        var copy = String(text)
        return copy.withUTF8 { body(ClusterScanner(text, bytes: $0, measurer: measurer)) }
    }

    /// The byte offset of the text's end.
    @inlinable
    var end: Int { bytes.count }

    /// The index of the text at byte offset `offset`.
    ///
    /// - Complexity: O(1) for a native string or substring.
    @inlinable
    func index(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    /// The text's indices of the byte offsets `range`.
    @inlinable
    func indices(_ range: Range<Int>) -> Range<String.Index> {
        let lower = index(range.lowerBound)
        return lower..<text.utf8.index(lower, offsetBy: range.count)
    }

    /// The byte offset of the index `index` of the text.
    @inlinable
    func offset(_ index: String.Index) -> Int {
        text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    /// The cluster that starts at byte offset `start`; `bound` is its end.
    ///
    /// - Precondition: `start` is a cluster boundary before ``end``.
    /// - Complexity: O(the cluster's length).
    @inlinable
    func cluster(at start: Int) -> Cluster {
        if let (scalar, next) = simpleScalar(at: start) {
            if next == bytes.count {
                return Cluster(scalar, bound: next, measurer: measurer)
            }
            if simpleScalar(at: next) != nil, !(scalar.value == 0x0D && bytes[next] == 0x0A) {
                return Cluster(scalar, bound: next, measurer: measurer)
            }
        }
        let lower = index(start)
        let upper = text.index(after: lower)
        return cluster(lower..<upper, bound: offset(upper))
    }

    /// The scalar at byte offset `offset` and the offset after it, if it is simple (see the
    /// type's description): ASCII, U+0080–U+00FF, a precomposed Hangul syllable or a CJK unified
    /// ideograph.
    @inlinable
    func simpleScalar(at offset: Int) -> (Unicode.Scalar, next: Int)? {
        let lead = bytes[offset]
        if lead < 0x80 { return (Unicode.Scalar(lead), offset + 1) }
        // Valid UTF-8: a lead byte has all its continuation bytes.
        if lead == 0xC2 || lead == 0xC3 {
            return (Unicode.Scalar(UInt8(truncatingIfNeeded: UInt32(lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F))),
                    offset + 2)
        }
        guard lead >= 0xE4, lead <= 0xED else { return nil }
        let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F)
        guard (0x4E00...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value),
              let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, offset + 3)
    }

    /// The cluster that ends at byte offset `end`; `bound` is its start.
    ///
    /// - Precondition: `end` is a cluster boundary after the text's start.
    /// - Complexity: O(the cluster's length).
    @inlinable
    func cluster(before end: Int) -> Cluster {
        let upper = index(end)
        let lower = text.index(before: upper)
        return cluster(lower..<upper, bound: offset(lower))
    }

    /// The cluster `range` of the text, measured as a scalar if it is one.
    @inlinable
    func cluster(_ range: Range<String.Index>, bound: Int) -> Cluster {
        let scalars = text.unicodeScalars
        if scalars.index(after: range.lowerBound) == range.upperBound {
            return Cluster(scalars[range.lowerBound], bound: bound, measurer: measurer)
        }
        let character = text[range.lowerBound]
        // Of the clusters of more than one scalar, only CR LF breaks lines, and none is a space.
        return Cluster(bound: bound, width: measurer.width(of: character),
                       kind: character.isNewline ? .lineBreak : .other)
    }
}
