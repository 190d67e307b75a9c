/// Walks a text's grapheme clusters forwards or backwards with their widths, for truncation and
/// wrapping. An ASCII character that is a cluster by itself is measured from its byte with
/// ``TextMeasurer/width(ofASCII:)``, without making a `Character`; walking forwards, no
/// grapheme breaking runs for it either (the next byte is ASCII too and the pair is not CR LF).
/// Other clusters are measured as the `Character` that Swift's grapheme breaking finds within
/// the text's bounds.
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
                return Cluster(bound: next, width: measurer.width(ofASCII: byte), kind: Self.kind(ofASCII: byte))
            }
        }
        let character = text[start]
        return Cluster(bound: utf8.index(start, offsetBy: character.utf8.count),
                       width: measurer.width(of: character),
                       kind: Self.kind(of: character))
    }

    /// The cluster that ends at `end`; `bound` is its start.
    ///
    /// - Precondition: `end` is a cluster boundary after `text.startIndex`.
    /// - Complexity: O(the cluster's length).
    @inlinable
    func cluster(before end: String.Index) -> Cluster {
        let start = text.index(before: end)
        let utf8 = text.utf8
        let byte = utf8[start]
        if byte < 0x80, utf8.index(after: start) == end {
            return Cluster(bound: start, width: measurer.width(ofASCII: byte), kind: Self.kind(ofASCII: byte))
        }
        let character = text[start]
        return Cluster(bound: start, width: measurer.width(of: character),
                       kind: Self.kind(of: character))
    }

    /// Whether a cluster boundary follows the ASCII byte `byte` when `next` comes after it:
    /// `next` is ASCII too, and the pair is not CR LF (grapheme clusters join no other pair of
    /// ASCII characters, and no ASCII character extends a cluster).
    @inlinable
    static func isLoneASCII(_ byte: UInt8, before next: UInt8) -> Bool {
        next < 0x80 && !(byte == 0x0D && next == 0x0A)
    }

    /// The kind of a cluster.
    @inlinable
    static func kind(of character: Character) -> Kind {
        character == " " ? .space : character.isNewline ? .lineBreak : .other
    }

    /// The kind of an ASCII character: LF, VT, FF and CR break lines.
    @inlinable
    static func kind(ofASCII byte: UInt8) -> Kind {
        switch byte {
        case 0x20: .space
        case 0x0A...0x0D: .lineBreak
        default: .other
        }
    }
}
