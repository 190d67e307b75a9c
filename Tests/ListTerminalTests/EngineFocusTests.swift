import Testing
import ListEngine
import ListTerminal
import TerminalScreen

/// The session's focus is the engine's keyboard focus (`ListView.focusedIndexPath`): the keys
/// move it, the renderer marks it and puts the cursor on it, and a move made on the list itself
/// shows the same way. PageUp and PageDown turn a page with the focus on its line; a scroll the
/// keys did not aim keeps the focus on screen.
@Suite struct EngineFocusTests {
    /// The screen line the renderer marks with ▌ (a table's focused row).
    static func markedLine(_ session: ListSession) -> Int? {
        session.screenLines.firstIndex { $0.hasPrefix("▌") }
    }

    /// The screen line of `indexPath`'s row, as the list lays it out.
    static func line(of indexPath: ListIndexPath, in session: ListSession) throws -> Int {
        let frame = try #require(session.list.rectForRow(at: indexPath))
        return Int(frame.minY - session.list.contentOffset.y)
    }

    @Test func theMarkedRowIsTheEnginesFocusedRow() throws {
        let session = try Self.words(200, rows: 12)
        var time = 0.0
        for key: Key in [.down, .down, .character("j"), .pageDown, .character("k"), .end, .pageUp, .character("g")] {
            time += 1
            _ = session.handle(key, at: time)
            let focus = try #require(session.list.focusedIndexPath)
            #expect(session.focus == focus)
            let line = try Self.line(of: focus, in: session)
            #expect(Self.markedLine(session) == line, "after \(key)")
            #expect(session.canvas.cursor == Canvas.Cursor(column: 0, row: line))
            #expect(session.screenLines[line].dropFirst().hasPrefix(session.presenter.model.record(at: focus)?.text ?? "?"))
        }
    }

    /// The list is the source of truth: its focus moved without a key is what the session
    /// marks, acts on and counts.
    @Test func aFocusMovedOnTheListIsTheSessions() throws {
        let session = try ListSessionTests.session()
        try session.list.moveFocus(.down)
        try session.list.moveFocus(.down)
        session.list.layout()
        #expect(session.focus == ListIndexPath(row: 0, section: 1))
        let line = try Self.line(of: try #require(session.focus), in: session)
        #expect(Self.markedLine(session) == line)
        #expect(session.statusLine.left == "fruit · Row 3 of 16 · B")
        _ = session.handle(.enter, at: 1)
        #expect(session.statusLine.left == "Selected “banana”")
    }

    @Test(arguments: [ListAppearance.Layout.grid, .flow, .masonry])
    func theCursorStandsOnTheEnginesFocusedTile(layout: ListAppearance.Layout) throws {
        var appearance = ListAppearance()
        appearance.layout = layout
        let session = try ListSessionTests.session(appearance: appearance, columns: 60, rows: 12)
        for (time, key) in [Key.right, .down, .left].enumerated() {
            _ = session.handle(key, at: Double(time))
            let focus = try #require(session.list.focusedIndexPath)
            let frame = try #require(session.list.rectForRow(at: focus))
            let cursor = try #require(session.canvas.cursor)
            // Inside the focused tile's border.
            #expect(Double(cursor.column) > frame.minX && Double(cursor.column) < frame.maxX)
            #expect(Double(cursor.row) == frame.minY - session.list.contentOffset.y + 1)
        }
    }

    /// A page is the visible area's height: the focus moves that far and the list scrolls as
    /// far, so the focused row keeps its line; at the ends the list stops and the focus goes on.
    @Test func pageKeysTurnAPageWithTheFocusOnItsLine() throws {
        let session = try Self.words(200, rows: 12)
        for key: Key in [.down, .down, .down] { _ = session.handle(key, at: 0) }
        let start = try #require(session.focus)
        let line = try Self.line(of: start, in: session)
        _ = session.handle(.pageDown, at: 1)
        #expect(session.focus == ListIndexPath(row: start.row + 11, section: 0))   // 11 lines: the viewport
        #expect(try Self.line(of: session.focus!, in: session) == line)
        _ = session.handle(.pageUp, at: 2)
        #expect(session.focus == start)
        #expect(try Self.line(of: start, in: session) == line)
        _ = session.handle(.pageUp, at: 3)
        #expect(session.focus == ListIndexPath(row: 0, section: 0) && session.list.contentOffset.y == 0)
    }

    /// A fling moves the list, not the focus: a focused row it scrolls away hands the focus to
    /// the nearest row on screen, so the next ↓ moves on from there.
    @Test func aFlingKeepsTheFocusOnScreen() throws {
        let session = try Self.words(2_000, rows: 24)
        _ = session.handle(.mouseWheel(up: false, column: 5, row: 5), at: 0)
        var time = 0.0
        while session.isAnimating, time < 5 {
            time += 1.0 / 60
            session.advance(to: time)
        }
        let focus = try #require(session.list.focusedIndexPath)
        #expect(focus.row > 0)
        #expect(try Self.line(of: focus, in: session) == 0)   // the first row on screen
        _ = session.handle(.down, at: time + 1)
        #expect(session.focus == ListIndexPath(row: focus.row + 1, section: 0))
    }


    @Test func aResizeWhileConfirmingADeleteKeepsTheFocusAndTheDeletion() throws {
        let session = try ListSessionTests.session(columns: 30, rows: 14)
        for t in 0..<8 { _ = session.handle(.down, at: Double(t + 1)) }
        let before = session.list.totalRows
        let focus = session.focus
        session.setEditing(true)
        _ = session.handle(.character("d"), at: 20)
        #expect(session.mode == .confirmingDelete && session.list.swipeActionsState != nil)
        // A shorter terminal puts the focused row off screen: the prompt keeps it.
        session.resize(columns: 30, rows: 6)
        #expect(session.focus == focus && session.list.swipeActionsState != nil)
        _ = session.handle(.character("y"), at: 21)
        #expect(session.list.totalRows == before - 1, "the deletion the user confirmed did not happen")
    }
    /// `count` rows "word 0"… in one section without a header, in a 30-column terminal.
    static func words(_ count: Int, rows: Int) throws -> ListSession {
        let model = ListModel(store: .records((0..<count).map { Record(text: "word \($0)") }), sectioning: .none)
        let session = try ListSession(model: model, appearance: ListAppearance(), name: "words", columns: 30, rows: rows)
        session.showsTimings = false
        return session
    }
}
