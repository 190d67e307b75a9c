import Testing
import TerminalScreen

@Suite struct VisibleTextTests {
    @Test func textWithoutControlsComesBackUnchanged() {
        for text in ["", "plain words", "café 안녕 👨‍👩‍👧 ❤️", "\u{A0}non-breaking", "¡ÿ"] {
            #expect(VisibleText.visible(text) == text)
        }
    }

    @Test func tabsExpandToTheNextMultipleOfEightColumns() {
        #expect(VisibleText.visible("a\tb") == "a       b")
        #expect(VisibleText.visible("\tx") == "        x")
        #expect(VisibleText.visible("1234567\t8") == "1234567 8")
        #expect(VisibleText.visible("12345678\t9") == "12345678        9")
        // Wide clusters count their two columns.
        #expect(VisibleText.visible("안녕\tx") == "안녕    x")
        #expect(VisibleText.visible("a\tb", tabWidth: 4) == "a   b")
    }

    @Test func controlsShowAsSymbolsOnOneLine() {
        #expect(VisibleText.visible("x\ry\u{0B}z\u{0C}") == "x␍y␋z␌")
        #expect(VisibleText.visible("a\r\nb\n") == "a␍␊b␊")
        #expect(VisibleText.visible("\u{0}\u{1B}[2J\u{7F}") == "␀␛[2J␡")
        #expect(VisibleText.visible("a\u{85}b\u{9F}") == "a<U+0085>b<U+009F>")
        // Columns after a symbol count it: the tab stops where the eye expects.
        #expect(VisibleText.visible("\u{1B}\tx") == "␛       x")
        let once = VisibleText.visible("a\tb\u{1B}c\u{85}")
        #expect(VisibleText.visible(once) == once)
    }

    @Test func quotedNamesEscapeEveryControl() {
        #expect(VisibleText.quoted("words") == "“words”")
        #expect(VisibleText.quoted("\u{1B}]0;pwned\u{7}\u{1B}[2J") == "“\\x1B]0;pwned\\x07\\x1B[2J”")
        #expect(VisibleText.quoted("a\u{7F}\u{9B}b\n") == "“a\\x7F\\u{9B}b\\x0A”")
        #expect(!VisibleText.quoted("\u{1B}\u{9B}\u{0}").unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
}
