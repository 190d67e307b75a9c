import Testing
@testable import ListEngine
import TestSupport

/// Truncation and wrapping against `ReferenceTextLayout` over random strings of mixed scripts,
/// with the invariants checked on their own, and Korean examples by hand.
@Suite struct TextLayoutTests {
    /// A measurer that is not the terminal's: quarter-point widths (exact in binary, so sums
    /// compare exactly), many of them 0, and the default `width(ofScalar:)`.
    struct QuarterMeasurer: TextMeasurer {
        func width(of character: Character) -> Double {
            Double(character.unicodeScalars.reduce(0) { $0 &+ $1.value } % 9) / 4
        }
    }

    /// Pieces of text: Latin (precomposed and decomposed), Hangul syllables and conjoining jamo,
    /// CJK, kana, fullwidth forms, emoji (skin tones, ZWJ sequences, flags, keycaps, VS16),
    /// combining marks, Indic and Arabic, Latin-1 symbols (one with VS16), spaces, line breaks
    /// and controls.
    static let fixedPieces: [String] = [
        "hello", "naïve", "cafe\u{301}", "Zoë", "·", "½", "©\u{FE0F}", "\u{AD}", "a", "I", "xyz", "long-word-without-spaces",
        "ｶﾞ", "カタカナ", "ＡＢＣ", "中文", "日本語", "한국어", "\u{1100}\u{1161}\u{11A8}", "\u{1112}\u{1161}", "\u{11A8}", "\u{1161}",
        "😀", "👍🏽", "☝🏽", "👨‍👩‍👧", "🏳️‍🌈", "❤️", "❤️‍🔥", "🇰🇷", "🇯", "1️⃣", "⌚︎",
        "e\u{301}\u{308}", "\u{301}", "a\u{20DD}", "\u{200D}", "\u{200B}", "\u{FE0F}",
        "कि", "नमस्ते", "مرحبا", "\u{600}1", "ไทย",
        " ", " ", " ", "  ", "   ", "\u{3000}", "\n", "\r\n", "\r", "\u{2028}", "\t", "\u{7}", "\u{85}",
    ]

    static func randomPiece(_ rng: inout SeededGenerator) -> String {
        switch rng.below(6) {
        case 0: // Hangul syllables, a word of them
            String(String.UnicodeScalarView((0..<1 + rng.below(4)).map { _ in Unicode.Scalar(0xAC00 + UInt32(rng.below(11_172)))! }))
        case 1: // CJK ideographs
            String(String.UnicodeScalarView((0..<1 + rng.below(4)).map { _ in Unicode.Scalar(0x4E00 + UInt32(rng.below(20_992)))! }))
        default:
            fixedPieces[rng.below(fixedPieces.count)]
        }
    }

    /// A string of random pieces, sometimes with spaces between them like words.
    static func randomText(_ rng: inout SeededGenerator) -> String {
        let words = rng.below(4) == 0
        return (0..<rng.below(16)).map { _ in randomPiece(&rng) }.joined(separator: words ? " " : "")
    }

    /// A width: whole columns mostly, quarters, and bad ones.
    static func randomWidth(_ rng: inout SeededGenerator) -> Double {
        switch rng.below(10) {
        case 0: [-3, 0, .nan, .infinity, 0.5][rng.below(5)]
        case 1: Double(rng.below(60)) / 4
        default: Double(rng.below(24))
        }
    }

    /// The text as the test hands it to the engine: the string, or a substring of a longer one
    /// (indices then are the longer string's).
    static func randomSubject(_ rng: inout SeededGenerator) -> Substring {
        let text = randomText(&rng)
        guard rng.below(2) == 0 else { return text[...] }
        let padded = "«" + text + "»"
        return padded.dropFirst().dropLast()
    }

    @Test(arguments: testSeeds(300))
    func truncationMatchesReference(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(13_000 + seed))
        for _ in 0..<8 {
            let text = Self.randomSubject(&rng)
            let width = Self.randomWidth(&rng)
            check(text, width, TerminalTextMeasurer(), seed: seed)
            check(text, width, QuarterMeasurer(), seed: seed)
        }

        func check<M: TextMeasurer>(_ text: Substring, _ width: Double, _ measurer: M, seed: Int) {
            let reference = ReferenceTextLayout(text, measurer: measurer)
            for truncation in [TextTruncation.head, .middle, .tail] {
                let line = measurer.truncate(text, toWidth: width, at: truncation)
                let context = "seed \(seed), \(M.self), \(truncation), width \(width): \(text.debugDescription)"
                #expect(line == reference.truncate(toWidth: width, at: truncation), "\(context)")
                Self.checkInvariants(line, of: text, width: width, measurer, context)
                #expect(line.leading.lowerBound == text.startIndex, "\(context)")
                #expect(line.isTruncated || line.leading.upperBound == text.endIndex, "\(context)")
                #expect(!line.isTruncated || line.trailing.upperBound == text.endIndex || line.trailing.isEmpty, "\(context)")
            }
            // A String gives the same lines as its whole substring.
            let string = String(text)
            let line = measurer.truncate(string, toWidth: width)
            #expect(string[line.leading] == text[measurer.truncate(text, toWidth: width).leading])
        }
    }

    @Test(arguments: testSeeds(300))
    func wrappingMatchesReference(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(14_000 + seed))
        for _ in 0..<6 {
            let text = Self.randomSubject(&rng)
            let width = Self.randomWidth(&rng)
            let maximumLines = [0, 0, 1, 2, 3, rng.below(8) - 1][rng.below(6)]
            check(text, width, maximumLines, TerminalTextMeasurer(), seed: seed)
            check(text, width, maximumLines, QuarterMeasurer(), seed: seed)
        }

        func check<M: TextMeasurer>(_ text: Substring, _ width: Double, _ maximumLines: Int, _ measurer: M, seed: Int) {
            let lines = measurer.wrap(text, toWidth: width, maximumLines: maximumLines)
            let context = "seed \(seed), \(M.self), width \(width), \(maximumLines) lines: \(text.debugDescription)"
            #expect(Array(lines) == ReferenceTextLayout(text, measurer: measurer).wrap(toWidth: width, maximumLines: maximumLines),
                    "\(context)")
            #expect(maximumLines <= 0 || lines.count <= maximumLines, "\(context)")
            #expect(lines.isEmpty == text.isEmpty, "\(context)")
            #expect(lines.dropLast().allSatisfy { !$0.isTruncated }, "\(context)")
            #expect(lines.width == lines.map(\.width).max() ?? 0, "\(context)")
            // Nothing is lost but spaces and line breaks between lines, and what the last line
            // drops when it is truncated.
            var position = text.startIndex
            for line in lines {
                Self.checkInvariants(line, of: text, width: width, measurer, context)
                #expect(line.trailing.isEmpty && line.trailing.lowerBound == line.leading.upperBound, "\(context)")
                let gap = text[position..<line.leading.lowerBound]
                #expect(gap.allSatisfy { $0 == " " || $0.isNewline } && gap.filter(\.isNewline).count <= 1, "\(context)")
                #expect(!text[line.leading].contains { $0.isNewline }, "\(context)")
                position = line.leading.upperBound
            }
            if !lines.isTruncated {
                let rest = text[position...]
                #expect(rest.allSatisfy { $0 == " " || $0.isNewline } && rest.filter(\.isNewline).count <= 1, "\(context)")
            }
        }
    }

    /// What holds of any line: it fits, its ranges are whole clusters of the text in order, and
    /// its width is theirs and the ellipsis's.
    static func checkInvariants<M: TextMeasurer>(_ line: TextLine, of text: Substring, width: Double, _ measurer: M,
                                                 _ context: String) {
        let budget = width >= 0 ? width : 0
        #expect(line.width <= budget, "\(context)")
        let boundaries = Set(text.indices).union([text.endIndex])
        for bound in [line.leading.lowerBound, line.leading.upperBound, line.trailing.lowerBound, line.trailing.upperBound] {
            #expect(boundaries.contains(bound), "a split cluster: \(context)")
        }
        #expect(line.leading.upperBound <= line.trailing.lowerBound, "\(context)")
        #expect(line.hasEllipsis == (line.isTruncated && measurer.width(of: TextLine.ellipsis) <= budget), "\(context)")
        let drawn = measurer.width(ofText: text[line.leading]) + measurer.width(ofText: text[line.trailing])
            + (line.hasEllipsis ? measurer.width(of: TextLine.ellipsis) : 0)
        #expect(line.width == drawn, "\(context)")
    }

    // MARK: Korean by hand

    let measurer = TerminalTextMeasurer()
    let korean = "안녕하세요 세계"

    /// The line as a renderer draws it.
    func drawn(_ line: TextLine, of text: String) -> String {
        String(text[line.leading]) + (line.hasEllipsis ? "…" : "") + String(text[line.trailing])
    }

    @Test func koreanTruncatesAtSevenColumns() {
        let tail = measurer.truncate(korean, toWidth: 7)
        #expect(drawn(tail, of: korean) == "안녕하…")
        #expect(tail.width == 7 && tail.isTruncated)
        let head = measurer.truncate(korean, toWidth: 7, at: .head)
        #expect(drawn(head, of: korean) == "… 세계")
        #expect(head.width == 6)
        let middle = measurer.truncate(korean, toWidth: 7, at: .middle)
        #expect(drawn(middle, of: korean) == "안…세계")
        #expect(middle.width == 7)
        // at 8 columns an odd column is left over: syllables are never split
        #expect(drawn(measurer.truncate(korean, toWidth: 8), of: korean) == "안녕하…")
        #expect(measurer.truncate(korean, toWidth: 15) == TextLine(korean.startIndex..<korean.endIndex, width: 15))
    }

    @Test func koreanWrapsAtSixColumns() {
        let lines = measurer.wrap(korean, toWidth: 6)
        #expect(lines.map { drawn($0, of: korean) } == ["안녕하", "세요", "세계"])
        #expect(lines.map(\.width) == [6, 4, 4])
        #expect(!lines.isTruncated)
        let two = measurer.wrap(korean, toWidth: 6, maximumLines: 2)
        #expect(two.map { drawn($0, of: korean) } == ["안녕하", "세요 …"])
        #expect(two.isTruncated && two.width == 6)
        // at 10 columns the line breaks at the space, which neither line keeps
        #expect(measurer.wrap(korean, toWidth: 10).map { drawn($0, of: korean) } == ["안녕하세요", "세계"])
        // conjoining jamo wrap as the syllables they spell
        let jamo = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}\u{110B}\u{1165}"
        #expect(measurer.wrap(jamo, toWidth: 5).map { $0.width } == [4, 2])
    }

    @Test func edgeCases() {
        #expect(measurer.wrap("", toWidth: 10).isEmpty)
        #expect(measurer.wrap("ab\n", toWidth: 10).count == 1)
        #expect(measurer.wrap("ab\n\n", toWidth: 10).count == 2)
        let narrow = measurer.truncate("中文", toWidth: 0.5)
        #expect(narrow.isTruncated && !narrow.hasEllipsis && narrow.width == 0)
        let tooWide = measurer.wrap("ab中", toWidth: 1)
        #expect(tooWide.map { drawn($0, of: "ab中") } == ["a", "b", "…"])
        #expect(measurer.truncate("abc", toWidth: .nan).width == 0)
        #expect(measurer.wrap("a b", toWidth: .infinity).count == 1)
    }
}
