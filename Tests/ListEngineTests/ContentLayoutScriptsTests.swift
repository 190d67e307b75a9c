import Testing
@testable import ListEngine
import TestSupport

/// Korean and mixed-script text in cells: truncated and wrapped by hand-counted columns, and
/// over random strings of mixed scripts never a split grapheme cluster, never a line wider than
/// its frame, and nothing lost but what an ellipsis stands for.
@Suite struct ContentLayoutScriptsTests {
    let columns = TerminalTextMeasurer()

    static func drawn(_ block: ListContentLayout.TextBlock, of text: String) -> [String] {
        ContentLayoutTests.drawn(block, of: text)
    }

    @Test func koreanSubtitleWrapsAndTruncates() throws {
        var content = ListContentConfiguration(style: .subtitle, text: "안녕하세요 세계", secondaryText: "서울특별시 종로구",
                                               metrics: .terminal)
        // 12 columns, 10 between the margins: the text breaks at its space, the detail too.
        let wrapped = try content.layout(fittingWidth: 12, measurer: columns)
        #expect(Self.drawn(wrapped.text, of: content.text) == ["안녕하세요", "세계"])
        #expect(Self.drawn(wrapped.secondaryText, of: content.secondaryText) == ["서울특별시", "종로구"])
        #expect(wrapped.text.frame == Rect(x: 1, y: 0, width: 10, height: 2))
        #expect(wrapped.secondaryText.frame == Rect(x: 1, y: 2, width: 10, height: 2))
        #expect(wrapped.rowHeight == 4)
        // One line each: syllables are never split, the odd column stays empty.
        content.textProperties.numberOfLines = 1
        content.secondaryTextProperties.numberOfLines = 1
        let one = try content.layout(fittingWidth: 12, measurer: columns)
        #expect(Self.drawn(one.text, of: content.text) == ["안녕하세…"])
        #expect(one.text.frame.width == 9 && one.rowHeight == 2)
        #expect(Self.drawn(one.secondaryText, of: content.secondaryText) == ["서울특별…"])
    }

    @Test func koreanOneLineTruncationModes() throws {
        var content = ListContentConfiguration(text: "가나다라마바사아자차", metrics: .terminal)
        content.textProperties.numberOfLines = 1
        for (truncation, expected) in [(TextTruncation.tail, "가나다라…"), (.middle, "가나…자차"), (.head, "…사아자차")] {
            content.textProperties.truncation = truncation
            let layout = try content.layout(fittingWidth: 12, measurer: columns)
            #expect(Self.drawn(layout.text, of: content.text) == [expected], "\(truncation)")
            #expect(layout.text.frame.width == 9, "\(truncation)")
        }
    }

    /// Right Detail in Korean: the value is truncated to a third of the room first, the text
    /// wraps in the rest.
    @Test func koreanValue1() throws {
        var content = ListContentConfiguration(style: .value1, text: "와이파이", secondaryText: "연결됨", metrics: .terminal)
        content.secondaryTextProperties.numberOfLines = 1
        let fits = try content.layout(fittingWidth: 20, measurer: columns)
        #expect(fits.text.frame == Rect(x: 1, y: 0, width: 8, height: 1))
        #expect(fits.secondaryText.frame == Rect(x: 13, y: 0, width: 6, height: 1))
        let thin = try content.layout(fittingWidth: 12, measurer: columns)
        #expect(Self.drawn(thin.text, of: content.text) == ["와이파", "이"])
        #expect(Self.drawn(thin.secondaryText, of: content.secondaryText) == ["연…"])
        #expect(thin.secondaryText.frame == Rect(x: 8, y: 0, width: 3, height: 1))
        #expect(thin.rowHeight == 2)
    }

    /// Mixed scripts in points: Latin with accents, Hangul, a flag, a family emoji, CJK.
    @Test func mixedScriptsInPoints() throws {
        let text = "Seoul 서울 🇰🇷 café 中文 👨‍👩‍👧"
        var content = ListContentConfiguration(style: .subtitle, text: text, secondaryText: text)
        content.accessory = .detailButton
        content.secondaryTextProperties.numberOfLines = 1
        let measurer = PointTextMeasurer()
        // 26 columns of text: 221 pt. At 390 pt it fits; at 200 pt it wraps and truncates.
        let wide = try content.layout(fittingWidth: 390, measurer: measurer)
        #expect(Self.drawn(wide.text, of: text) == [text] && wide.text.frame.width == 221)
        let thin = try content.layout(fittingWidth: 200, measurer: measurer)
        // 200 − 32 margins − 22 button − 8 = 138 pt: 16 columns.
        #expect(Self.drawn(thin.text, of: text) == ["Seoul 서울 🇰🇷", "café 中文 👨‍👩‍👧"])
        #expect(Self.drawn(thin.secondaryText, of: text) == ["Seoul 서울 🇰🇷 c…"])
        #expect(thin.secondaryText.frame.width == 8.5 * 16)
    }

    @Test(arguments: testSeeds(200))
    func randomMixedScripts(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(32_000 + seed))
        let styles: [ListContentConfiguration.Style] = [.default, .subtitle, .value1, .value2]
        for _ in 0..<10 {
            var content = ListContentConfiguration(style: styles[rng.below(styles.count)],
                                                   text: TextLayoutTests.randomText(&rng),
                                                   secondaryText: TextLayoutTests.randomText(&rng), metrics: .terminal)
            content.textProperties.numberOfLines = rng.below(4)
            content.secondaryTextProperties.numberOfLines = rng.below(4)
            content.textProperties.truncation = [.head, .middle, .tail][rng.below(3)]
            content.accessory = ContentLayoutSweepTests.accessories[rng.below(ContentLayoutSweepTests.accessories.count)]
            let width = Double(4 + rng.below(60))
            try ContentLayoutSweepTests.check(content, width: width, measurer: columns, wholeUnits: true,
                                              roomyFrom: .infinity, textRoom: .infinity)
            let layout = try content.layout(fittingWidth: width, measurer: columns)
            for (block, text) in [(layout.text, content.text), (layout.secondaryText, content.secondaryText)]
            where !block.lines.isTruncated && !block.lines.isEmpty {
                // Nothing lost: between and after the lines only spaces and line breaks.
                var position = text.startIndex
                for line in block.lines {
                    #expect(text[position..<line.leading.lowerBound].allSatisfy { $0 == " " || $0.isNewline },
                            "seed \(seed): \(text.debugDescription)")
                    position = line.leading.upperBound
                }
                #expect(text[position...].allSatisfy { $0 == " " || $0.isNewline }, "seed \(seed): \(text.debugDescription)")
            }
        }
    }
}
