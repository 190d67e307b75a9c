import ListEngine
import Testing
import TerminalScreen
import TestSupport

@Suite struct CanvasTests {
    let measurer = TerminalTextMeasurer()

    /// The columns `text` takes, cluster by cluster.
    func width(_ text: String) -> Int { text.reduce(0) { $0 + measurer.columns(of: $1) } }

    /// Every row is exactly as wide as the canvas, and its cells are sound.
    func expectSound(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(canvas.invariantViolations() == [], sourceLocation: sourceLocation)
        for row in 0..<canvas.rows {
            #expect(width(canvas.text(ofRow: row)) == canvas.columns, "row \(row)", sourceLocation: sourceLocation)
        }
    }

    @Test func aNewCanvasIsBlankAndANegativeSizeIsEmpty() {
        let canvas = Canvas(columns: 4, rows: 2)
        #expect(canvas.text(ofRow: 0) == "    ")
        #expect(canvas.plainText == "\n")
        #expect(canvas.style(atColumn: 3, row: 1) == .plain)
        let empty = Canvas(columns: -3, rows: 5)
        #expect(empty.columns == 0 && empty.rows == 5)
        #expect(Canvas(columns: 2, rows: -1).plainText == "")
    }

    @Test func latinTextIsWrittenFromItsColumnInItsStyle() {
        var canvas = Canvas(columns: 10, rows: 2)
        let style = TextStyle(bold: true, foreground: .green)
        #expect(canvas.write("Hello", column: 2, row: 1, style: style) == 5)
        #expect(canvas.text(ofRow: 1) == "  Hello   ")
        #expect(canvas.plainText == "\n  Hello")
        #expect(canvas.style(atColumn: 2, row: 1) == style)
        #expect(canvas.style(atColumn: 6, row: 1) == style)
        #expect(canvas.style(atColumn: 7, row: 1) == .plain)
        expectSound(canvas)
    }

    @Test func hangulAndCJKTakeTwoColumnsEach() {
        var canvas = Canvas(columns: 10, rows: 3)
        #expect(canvas.write("안녕하세요", column: 0, row: 0) == 10)
        #expect(canvas.text(ofRow: 0) == "안녕하세요")
        #expect(canvas.write("漢字かな", column: 1, row: 1) == 8)
        #expect(canvas.text(ofRow: 1) == " 漢字かな ")
        // The style of a continuation cell is its cluster's.
        canvas.write("字", column: 3, row: 2, style: TextStyle(underline: true))
        #expect(canvas.style(atColumn: 4, row: 2) == TextStyle(underline: true))
        expectSound(canvas)
    }

    @Test func emojiWithModifiersZWJSequencesAndFlagsAreOneWideClusterEach() {
        var canvas = Canvas(columns: 12, rows: 1)
        #expect(canvas.write("👍🏽👨‍👩‍👧🇰🇷❤️😀", column: 0, row: 0) == 10)
        #expect(canvas.text(ofRow: 0) == "👍🏽👨‍👩‍👧🇰🇷❤️😀  ")
        expectSound(canvas)
    }

    @Test func combiningMarksStayInTheirClusterAndLoneOnesAndControlsAreSkipped() {
        var canvas = Canvas(columns: 8, rows: 1)
        #expect(canvas.write("e\u{301}te\u{301}", column: 0, row: 0) == 3)
        #expect(canvas.write("\u{301}a\tb\nc", column: 3, row: 0) == 3)
        #expect(canvas.text(ofRow: 0) == "e\u{301}te\u{301}abc  ")
        #expect(canvas.plainText == "étéabc")
        expectSound(canvas)
    }

    @Test func textIsClippedAtMaxColumnsAndAtTheEdges() {
        var canvas = Canvas(columns: 8, rows: 1)
        #expect(canvas.write("abcdef", column: 2, row: 0, maxColumns: 3) == 3)
        #expect(canvas.text(ofRow: 0) == "  abc   ")
        #expect(canvas.write("uvwxyz", column: 5, row: 0) == 3)
        #expect(canvas.text(ofRow: 0) == "  abcuvw")
        #expect(canvas.write("123456", column: -2, row: 0) == 4)
        #expect(canvas.text(ofRow: 0) == "3456cuvw")
        #expect(canvas.write("zz", column: 0, row: 0, maxColumns: -4) == 0)
        #expect(canvas.write("zz", column: 8, row: 0) == 0)
        expectSound(canvas)
    }

    @Test func aWideClusterStraddlingAnEdgeBecomesASpace() {
        var canvas = Canvas(columns: 5, rows: 3)
        #expect(canvas.write("안녕하", column: 0, row: 0) == 5)
        #expect(canvas.text(ofRow: 0) == "안녕 ")
        #expect(canvas.write("xx字yy", column: 0, row: 1, maxColumns: 3) == 3)
        #expect(canvas.text(ofRow: 1) == "xx   ")
        #expect(canvas.write("字ab", column: -1, row: 2, style: TextStyle(bold: true)) == 3)
        #expect(canvas.text(ofRow: 2) == " ab  ")
        #expect(canvas.style(atColumn: 0, row: 2) == TextStyle(bold: true))
        expectSound(canvas)
    }

    @Test func writingOverHalfOfAWideClusterBlanksItsOtherHalf() {
        var canvas = Canvas(columns: 6, rows: 1)
        let red = TextStyle(foreground: .red)
        canvas.write("字字字", column: 0, row: 0, style: red)
        canvas.write("x", column: 1, row: 0)
        #expect(canvas.text(ofRow: 0) == " x字字")
        #expect(canvas.style(atColumn: 0, row: 0) == red)
        canvas.write("y", column: 2, row: 0)
        #expect(canvas.text(ofRow: 0) == " xy 字")
        canvas.write("漢", column: 3, row: 0)
        #expect(canvas.text(ofRow: 0) == " xy漢 ")
        expectSound(canvas)
    }

    @Test func rowsAndColumnsOutsideTheCanvasAreIgnored() {
        var canvas = Canvas(columns: 4, rows: 2)
        let before = canvas
        #expect(canvas.write("abc", column: 0, row: -1) == 0)
        #expect(canvas.write("abc", column: 0, row: 2) == 0)
        #expect(canvas.write("abc", column: .max, row: 0) == 0)
        #expect(canvas.write("abc", column: .min, row: 0) == 0)
        #expect(canvas.write("abc", column: 1, row: 0, maxColumns: .max) == 3)
        canvas.fill(column: .min, row: .min, width: .max, height: .max, with: "y")
        #expect(canvas.plainText == " abc\n")
        canvas.fill(column: -5, row: -5, width: .max, height: .max, with: "x")
        canvas.fill(column: .max, row: 0, width: .max, height: 1)
        canvas.restyle(column: .max, row: .max, width: 3, height: 3) { $0.bold = true }
        canvas.restyle(column: 0, row: 0, width: -3, height: 3) { $0.bold = true }
        #expect(canvas != before)
        #expect(canvas.plainText == "xxxx\nxxxx")
        #expect(canvas.style(atColumn: 9, row: 0) == .plain)
        #expect(canvas.style(atColumn: -1, row: 0) == .plain)
        #expect(canvas.text(ofRow: 7) == "")
        expectSound(canvas)
    }

    @Test func fillCoversTheClippedRectangleAndCutsWideClustersCleanly() {
        var canvas = Canvas(columns: 6, rows: 3)
        canvas.write("字字字", column: 0, row: 1)
        canvas.fill(column: 1, row: 0, width: 2, height: 9, with: "-", style: TextStyle(dim: true))
        #expect(canvas.plainText == " --\n -- 字\n --")
        #expect(canvas.style(atColumn: 0, row: 1) == .plain)
        #expect(canvas.style(atColumn: 2, row: 2) == TextStyle(dim: true))
        // A fill character that is not one column wide fills with spaces.
        canvas.fill(column: 0, row: 0, width: 6, height: 1, with: "字")
        #expect(canvas.text(ofRow: 0) == "      ")
        expectSound(canvas)
    }

    @Test func restyleKeepsTheTextAndRestylesAWideClusterWhole() {
        var canvas = Canvas(columns: 6, rows: 2)
        canvas.write("ab字c", column: 0, row: 0, style: TextStyle(foreground: .blue))
        var calls = 0
        canvas.restyle(column: 3, row: 0, width: 1, height: 1) { style in
            calls += 1
            style.reverse = true
        }
        #expect(calls == 1)
        #expect(canvas.text(ofRow: 0) == "ab字c ")
        #expect(canvas.style(atColumn: 2, row: 0) == TextStyle(reverse: true, foreground: .blue))
        #expect(canvas.style(atColumn: 3, row: 0) == TextStyle(reverse: true, foreground: .blue))
        #expect(canvas.style(atColumn: 4, row: 0) == TextStyle(foreground: .blue))
        canvas.restyle(column: 0, row: 0, width: 6, height: 2) { $0.background = .yellow }
        #expect(canvas.style(atColumn: 5, row: 1).background == .yellow)
        expectSound(canvas)
    }

    @Test func clearBlanksEveryCell() {
        var canvas = Canvas(columns: 3, rows: 2)
        canvas.write("字x", column: 0, row: 1, style: TextStyle(bold: true))
        canvas.clear()
        #expect(canvas == Canvas(columns: 3, rows: 2))
    }

    @Test(arguments: testSeeds(200))
    func everyRowIsExactlyAsWideAsTheCanvasAfterRandomDrawing(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        var canvas = Canvas(columns: Int.random(in: 1...20, using: &generator), rows: 3)
        for _ in 0..<10 {
            RandomCanvases.draw(on: &canvas, operations: 3, using: &generator)
            expectSound(canvas)
        }
    }
}
