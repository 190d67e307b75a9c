import Testing
import ListEngine
import ListTerminal
import TerminalScreen

/// The terminal's cursor stands, visible, on the focused row's first cell (terminal screen
/// readers and magnifiers follow it); the frame buffer moves it after every frame that wrote,
/// and when it moved, and hides it when no focused row is on screen.
@Suite struct CursorTests {
    @Test func theCursorStandsOnTheFocusedRow() throws {
        let session = try ListSessionTests.session()
        #expect(session.canvas.cursor == Canvas.Cursor(column: 0, row: session.screenLines.firstIndex { $0.hasPrefix("▌") }!))
        for (time, key) in ["j", "j", "j"].enumerated() { _ = session.handle(.character(Character(key)), at: Double(time)) }
        let line = try #require(session.screenLines.firstIndex { $0.hasPrefix("▌") })
        #expect(session.canvas.cursor == Canvas.Cursor(column: 0, row: line))
    }

    @Test func theFrameBufferPlacesShowsAndHidesTheCursor() {
        var buffer = FrameBuffer(columns: 10, rows: 3)
        let show = "\u{1B}[2;1H\u{1B}[?25h"
        let first = String(decoding: buffer.frame { canvas in
            canvas.write("a", column: 0, row: 1)
            canvas.cursor = Canvas.Cursor(column: 0, row: 1)
        }, as: UTF8.self)
        #expect(first.hasSuffix(show))
        // Nothing changed: nothing written.
        #expect(buffer.frame { canvas in
            canvas.write("a", column: 0, row: 1)
            canvas.cursor = Canvas.Cursor(column: 0, row: 1)
        }.isEmpty)
        // Only the cursor moved: only the cursor's bytes.
        #expect(String(decoding: buffer.frame { canvas in
            canvas.write("a", column: 0, row: 1)
            canvas.cursor = Canvas.Cursor(column: 0, row: 2)
        }, as: UTF8.self) == "\u{1B}[3;1H\u{1B}[?25h")
        // A cell changed: written, then the cursor back in its place.
        #expect(String(decoding: buffer.frame { canvas in
            canvas.write("b", column: 0, row: 1)
            canvas.cursor = Canvas.Cursor(column: 0, row: 2)
        }, as: UTF8.self).hasSuffix("\u{1B}[3;1H\u{1B}[?25h"))
        // No focused row: hidden.
        #expect(String(decoding: buffer.frame { canvas in canvas.write("b", column: 0, row: 1) }, as: UTF8.self) == "\u{1B}[?25l")
    }
}
