#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import ListEngine

/// The terminal measurer's widths against glibc's `wcwidth` (a reference nobody here wrote),
/// scalar by scalar over all of Unicode, with every deliberate difference enumerated.
@Suite struct TerminalWidthTests {
    let measurer = TerminalTextMeasurer()

    /// A class of scalars on which the measurer deliberately differs from `wcwidth`.
    struct Difference: Sendable {
        /// What the class is.
        let name: String
        /// Whether a scalar belongs to it, decided from Swift's own Unicode properties (a third
        /// source: the standard library's data, not the table's files nor glibc's).
        let contains: @Sendable (Unicode.Scalar) -> Bool
        /// What `wcwidth` answers for each of them.
        let glibc: Int32
        /// What the measurer answers for a scalar of the class.
        let ours: @Sendable (Unicode.Scalar) -> Int
        /// How many scalars are in the class, and how many of them the measurer gives 0, 1 and 2
        /// columns.
        let count: Int
        let oursByWidth: [Int]
    }

    /// Whether a scalar was assigned in Unicode 15.0 or later (the standard library knows later
    /// versions than 15.0; `age` is the version that assigned the scalar).
    static func isAssigned(_ scalar: Unicode.Scalar, since version: (Int, Int), until last: (Int, Int)) -> Bool {
        guard let age = scalar.properties.age, scalar.properties.generalCategory != .unassigned else { return false }
        return (age.major, age.minor) >= version && (age.major, age.minor) <= last
    }

    /// The blocks whose unassigned code points East Asian Width (UAX #11) makes wide.
    static let reservedForIdeographs: [ClosedRange<UInt32>] = [
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// Every deliberate difference from glibc 2.36's `wcwidth` (Debian 12; its tables are
    /// generated from Unicode 14.0.0, ours from unicode-data's 15.0.0), in the C.UTF-8 locale.
    /// Everywhere else — 282,164 scalars — the two agree.
    ///
    /// | Scalars | Count | `wcwidth` | Ours | Why |
    /// |---|---|---|---|---|
    /// | C0 controls U+0001–001F, DEL, C1 controls U+0080–009F | 64 | -1 | 0 | A measurer answers a width; a control draws nothing. |
    /// | U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR | 2 | -1 | 0 | As controls; wrapping breaks lines at them. |
    /// | Assigned in Unicode 15.0 (Kawi, Nag Mundari, CJK Extension H, 20 emoji…) | 4,489 | -1 | 0, 1 or 2 by the same rules | glibc's data is Unicode 14.0: unknown there, not printable. |
    /// | Unassigned in Unicode 15.0 (reserved code points and noncharacters), in blocks reserved for ideographs | 61,104 | -1 | 2 | UAX #11 makes them wide, so ideographs assigned later measure right. |
    /// | Unassigned in Unicode 15.0, elsewhere | 764,241 | -1 | 1 | A terminal draws a replacement glyph in one column. |
    ///
    /// Which of glibc's own choices the table follows (soft hyphen 1, prepended concatenation
    /// marks 1, U+3248–324F and U+4DC0–4DFF 2, conjoining Hangul vowels and finals 0) is in
    /// `Scripts/generate-character-widths.py`; they are agreements, not differences.
    static let differences: [Difference] = [
        Difference(name: "controls", contains: { (0x01...0x1F).contains($0.value) || (0x7F...0x9F).contains($0.value) },
                   glibc: -1, ours: { _ in 0 }, count: 64, oursByWidth: [64, 0, 0]),
        Difference(name: "line and paragraph separators", contains: { $0.value == 0x2028 || $0.value == 0x2029 },
                   glibc: -1, ours: { _ in 0 }, count: 2, oursByWidth: [2, 0, 0]),
        Difference(name: "assigned in Unicode 15.0", contains: { isAssigned($0, since: (15, 0), until: (15, 0)) },
                   glibc: -1, ours: { TerminalTextMeasurer().columns(ofScalar: $0) }, count: 4_489, oursByWidth: [42, 232, 4_215]),
        Difference(name: "unassigned in Unicode 15.0",
                   contains: { !isAssigned($0, since: (1, 0), until: (15, 0)) },
                   glibc: -1, ours: { scalar in reservedForIdeographs.contains { $0.contains(scalar.value) } ? 2 : 1 },
                   count: 825_345, oursByWidth: [0, 764_241, 61_104]),
    ]

    #if canImport(Glibc)
    /// glibc's `wcwidth`, which the Glibc module does not export (`<wchar.h>` declares it only
    /// for X/Open), looked up by name.
    static let wcwidth: @convention(c) (wchar_t) -> Int32 = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth"),
                                                                           to: (@convention(c) (wchar_t) -> Int32).self)

    /// Runs `body` with the calling thread in the C.UTF-8 locale (`uselocale`, so other tests'
    /// threads keep theirs), or returns nil if the locale is missing.
    static func inUTF8Locale<T>(_ body: () -> T) -> T? {
        guard let utf8 = newlocale(1 << LC_CTYPE, "C.UTF-8", nil) else { return nil }
        let previous = uselocale(utf8)
        defer {
            uselocale(previous)
            freelocale(utf8)
        }
        return body()
    }

    /// The glibc the differences were enumerated against (its `gnu_get_libc_version()`).
    static let glibcVersion = "2.36"

    @Test func everyScalarAgreesWithWcwidthButTheListedDifferences() throws {
        let getVersion = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "gnu_get_libc_version"),
                                       to: (@convention(c) () -> UnsafePointer<CChar>).self)
        let version = String(cString: getVersion())
        try #require(version == Self.glibcVersion,
                     "the differences are enumerated for glibc \(Self.glibcVersion) (Unicode 14.0 tables); this is glibc \(version): enumerate them again")
        let mismatches = try #require(Self.inUTF8Locale { () -> (counts: [Int], byWidth: [[Int]], agreeing: Int, wrong: [String]) in
            var counts = Array(repeating: 0, count: Self.differences.count)
            var byWidth = Array(repeating: [0, 0, 0], count: Self.differences.count)
            var agreeing = 0
            var wrong: [String] = []
            for value in UInt32(0)...0x10FFFF {
                guard let scalar = Unicode.Scalar(value) else { continue } // surrogates
                let glibc = Self.wcwidth(wchar_t(value))
                let ours = measurer.columns(ofScalar: scalar)
                let hex = "U+" + String(value, radix: 16, uppercase: true)
                if let k = Self.differences.firstIndex(where: { $0.contains(scalar) }) {
                    let difference = Self.differences[k]
                    counts[k] += 1
                    byWidth[k][ours] += 1
                    if glibc != difference.glibc || ours != difference.ours(scalar) {
                        wrong.append("\(hex) (\(difference.name)): wcwidth \(glibc), ours \(ours)")
                    }
                } else if Int(glibc) == ours {
                    agreeing += 1
                } else {
                    wrong.append("\(hex): wcwidth \(glibc), ours \(ours)")
                }
            }
            return (counts, byWidth, agreeing, wrong)
        }, "the C.UTF-8 locale is missing")
        #expect(mismatches.wrong.isEmpty, "\(mismatches.wrong.count): \(mismatches.wrong.prefix(20))")
        #expect(mismatches.counts == Self.differences.map(\.count))
        #expect(mismatches.byWidth == Self.differences.map(\.oursByWidth))
        #expect(mismatches.agreeing == 282_164)
    }

    /// Clusters that a terminal summing `wcwidth` over their scalars (`wcswidth`) measures
    /// otherwise, on purpose — the measurer gives a cluster its first scalar's width, and two
    /// columns to a cluster presented as an emoji — and clusters where the two agree.
    @Test(arguments: [
        // emoji presentation: VS16, keycaps, skin tones, ZWJ sequences
        ("\u{2764}\u{FE0F}", 2, 1), ("1\u{FE0F}\u{20E3}", 2, 1), ("#\u{FE0F}\u{20E3}", 2, 1),
        ("\u{261D}\u{1F3FD}", 2, 3), ("\u{1F44D}\u{1F3FD}", 2, 4),
        ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 2, 6), ("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", 2, 3),
        ("\u{2764}\u{FE0F}\u{200D}\u{1F525}", 2, 3),
        // a spacing vowel sign, a prepended concatenation mark: the first scalar's width
        ("\u{915}\u{93F}", 1, 2), ("\u{600}1", 1, 2),
        // agreements: flags, tag sequences, conjoining jamo, combining marks, text presentation
        ("\u{1F1F0}\u{1F1F7}", 2, 2), ("\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", 2, 2),
        ("\u{1100}\u{1161}\u{11A8}", 2, 2), ("\u{AC00}\u{11A8}", 2, 2), ("e\u{301}\u{308}", 1, 1),
        ("\u{231A}\u{FE0E}", 2, 2), ("\u{1F600}", 2, 2), ("\u{1F1F0}", 1, 1), ("\u{263A}", 1, 1),
    ])
    func clusterWidthsAgainstWcswidth(text: String, ours: Int, summed: Int32) throws {
        let character = try #require(text.count == 1 ? text.first : nil, "one cluster")
        #expect(measurer.columns(of: character) == ours)
        let glibc = try #require(Self.inUTF8Locale { text.unicodeScalars.reduce(Int32(0)) { $0 + Self.wcwidth(wchar_t($1.value)) } })
        #expect(glibc == summed)
    }
    #endif

    @Test func scalarsMeasureAsTheirCharacters() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let width = measurer.width(ofScalar: scalar)
            if width != measurer.width(of: Character(scalar)) || width != Double(measurer.columns(ofScalar: scalar)) {
                Issue.record("U+\(String(value, radix: 16)): \(width)")
            }
        }
        #expect(measurer.columns(of: "\r\n") == 0)
    }

    @Test func koreanMeasures() {
        #expect(measurer.width(ofText: "안녕하세요 세계") == 15)
        #expect(measurer.width(ofText: "한국어") == 6)
        // a syllable spelled as conjoining jamo (initial, vowel, final) is one two-column cluster
        #expect(measurer.width(ofText: "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}") == 4)
        #expect(measurer.width(ofText: "ＡＢＣ") == 6)
        #expect(measurer.width(ofText: "naïve cafe\u{301}") == 10)
    }

    @Test func tableIsFromTheExpectedUnicodeVersion() {
        #expect(TerminalTextMeasurer.unicodeVersion == "15.0.0")
    }
}
