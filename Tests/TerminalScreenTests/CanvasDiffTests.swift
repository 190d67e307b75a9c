import Testing
import TerminalScreen
import TestSupport

@Suite struct CanvasDiffTests {
    /// A terminal showing `canvas`, drawn from junk by a full draw.
    func terminal(showing canvas: Canvas) -> VirtualTerminal {
        var terminal = VirtualTerminal(columns: canvas.columns, rows: canvas.rows)
        terminal.apply(CanvasDiff.bytes(from: nil, to: canvas))
        return terminal
    }

    @Test(arguments: testSeeds(200))
    func theBytesTurnAVirtualTerminalShowingOneCanvasIntoOneShowingTheOther(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let old = RandomCanvases.canvas(using: &generator)
        let new = RandomCanvases.successor(of: old, using: &generator)
        var screen = terminal(showing: old)
        #expect(screen.shows(old))
        if new.columns != old.columns || new.rows != old.rows {
            screen = VirtualTerminal(columns: new.columns, rows: new.rows)
        }
        screen.apply(CanvasDiff.bytes(from: old, to: new))
        #expect(screen.shows(new), "seed \(seed):\n\(old.plainText)\n→\n\(new.plainText)")
        #expect(screen.violations == [])
        #expect(screen.pen == .plain)
    }

    @Test(arguments: testSeeds(200))
    func aCanvasDiffedWithItselfWritesNothing(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let canvas = RandomCanvases.canvas(using: &generator)
        #expect(CanvasDiff.bytes(from: canvas, to: canvas) == [])
    }

    @Test func aFullDrawClearsThenWritesOnlyCellsThatAreNotPlainSpaces() {
        var canvas = Canvas(columns: 10, rows: 3)
        canvas.write("hi", column: 0, row: 0)
        canvas.write("字", column: 4, row: 2, style: TextStyle(bold: true))
        let bytes = String(decoding: CanvasDiff.bytes(from: nil, to: canvas), as: UTF8.self)
        #expect(bytes == "\u{1B}[0m\u{1B}[2J\u{1B}[Hhi\u{1B}[3;5H\u{1B}[1m字\u{1B}[0m")
        // A canvas of another size is drawn in full too.
        #expect(CanvasDiff.bytes(from: Canvas(columns: 10, rows: 4), to: canvas) == CanvasDiff.bytes(from: nil, to: canvas))
    }

    @Test func nearbyChangesMoveRelativelyOrRewriteTheCellsBetween() {
        var old = Canvas(columns: 20, rows: 3)
        old.write("abcdefgh", column: 0, row: 0)
        var new = old
        new.write("X", column: 1, row: 0)
        new.write("Y", column: 3, row: 0)
        new.write("Z", column: 12, row: 0)
        new.write("W", column: 0, row: 1)
        let bytes = String(decoding: CanvasDiff.bytes(from: old, to: new), as: UTF8.self)
        #expect(bytes == "\u{1B}[1;2HXcY\u{1B}[8CZ\r\nW\u{1B}[0m")
    }

    /// A cluster a terminal may count another width than ours (a ZWJ family, ❤️ with VS16, a
    /// flag, a skin tone, a single emoji, a symbol some draw as an emoji): its second column is
    /// blanked first, the cell after it is placed with an absolute move — never a relative one
    /// or a run on from where the terminal's cursor may be — and written even when unchanged.
    @Test(arguments: ["👨‍👩‍👧", "❤️", "🇰🇷", "👍🏽", "😀", "⌚"])
    func theCellAfterAClusterTerminalsMayMiscountIsPlacedAbsolutely(cluster: String) {
        var old = Canvas(columns: 20, rows: 2)
        old.write("xx abc…", column: 0, row: 1)
        var new = Canvas(columns: 20, rows: 2)
        new.write(cluster + " abd…", column: 0, row: 1)   // each of these clusters is two columns wide
        let bytes = String(decoding: CanvasDiff.bytes(from: old, to: new), as: UTF8.self)
        #expect(bytes == "\u{1B}[2;2H \r\(cluster)\u{1B}[2;3H abd\u{1B}[0m")
        var screen = terminal(showing: old)
        screen.apply(Array(bytes.utf8))
        #expect(screen.shows(new))
        #expect(screen.violations == [])
    }

    @Test func narrowTextKeepsItsRelativeMoves() {
        var old = Canvas(columns: 20, rows: 1)
        old.write("ab abc", column: 0, row: 0)
        var new = Canvas(columns: 20, rows: 1)
        new.write("éb abd", column: 0, row: 0)
        #expect(String(decoding: CanvasDiff.bytes(from: old, to: new), as: UTF8.self) == "\u{1B}[Hé\u{1B}[4Cd\u{1B}[0m")
    }

    @Test func aOneCellChangeTakesFarFewerBytesThanAFullDraw() {
        var old = Canvas(columns: 80, rows: 24)
        for row in 0..<24 {
            old.write("Row \(row): 안녕하세요 — the quick brown fox 👍🏽 jumps", column: 0, row: row,
                      style: row.isMultiple(of: 3) ? TextStyle(bold: true, foreground: .cyan) : .plain)
        }
        var new = old
        new.write("!", column: 40, row: 13)
        let full = CanvasDiff.bytes(from: nil, to: new)
        let change = CanvasDiff.bytes(from: old, to: new)
        #expect(full.count > 1000)
        #expect(change.count <= 16)
        #expect(String(decoding: change, as: UTF8.self) == "\u{1B}[14;41H!\u{1B}[0m")
    }

    @Test func styleChangesTakeOneShortSGRSequenceEach() {
        var old = Canvas(columns: 4, rows: 1)
        old.write("abcd", column: 0, row: 0)
        var new = old
        new.restyle(column: 0, row: 0, width: 1, height: 1) { $0 = TextStyle(bold: true, foreground: .red) }
        new.restyle(column: 1, row: 0, width: 1, height: 1) { $0 = TextStyle(foreground: .red) }
        new.restyle(column: 2, row: 0, width: 1, height: 1) { $0 = TextStyle(underline: true, foreground: .red) }
        new.restyle(column: 3, row: 0, width: 1, height: 1) { $0 = TextStyle(background: .indexed(236)) }
        let bytes = String(decoding: CanvasDiff.bytes(from: old, to: new), as: UTF8.self)
        #expect(bytes == "\u{1B}[H\u{1B}[1;31ma\u{1B}[22mb\u{1B}[4mc\u{1B}[0;48;5;236md\u{1B}[0m")
        var screen = terminal(showing: old)
        screen.apply(Array(bytes.utf8))
        #expect(screen.shows(new))
    }

    @Test func aClusterInTheLastColumnIsFollowedByAnAbsoluteMove() {
        var old = Canvas(columns: 4, rows: 2)
        old.write("abcd", column: 0, row: 0)
        var new = old
        new.write("字", column: 2, row: 0)
        new.write("e", column: 1, row: 1)
        let bytes = CanvasDiff.bytes(from: old, to: new)
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[1;3H字\u{1B}[2;2He\u{1B}[0m")
        var screen = terminal(showing: old)
        screen.apply(bytes)
        #expect(screen.shows(new))
        #expect(screen.violations == [])
    }
}
