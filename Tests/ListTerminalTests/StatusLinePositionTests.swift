import Foundation
import Testing
import ListEngine
import ListTerminal
import TerminalScreen

/// The status line says where the engine's focus is — "fruit · Row 3 of 16 · B": the focused
/// row from 1, counted across sections, of all the rows, and its section — after keys, after a
/// deletion and as a followed file grows; "Item" in a grid or flow.
@Suite struct StatusLinePositionTests {
    /// The focused row's place as the status line should say it, from the list's own numbers.
    static func expected(_ session: ListSession, _ noun: String = "Row", section: Bool = true) throws -> String {
        let focus = try #require(session.list.focusedIndexPath)
        let row = try #require(session.list.globalRow(for: focus))
        let title = section ? session.list.headerTitle(inSection: focus.section).map { " · \($0)" } ?? "" : ""
        return "\(session.name) · \(noun) \(row + 1) of \(session.list.totalRows)\(title)"
    }

    @Test func theStatusLineFollowsTheFocusedRowThroughTheKeys() throws {
        let session = try ListSessionTests.session()
        #expect(session.statusLine.left == "fruit · Row 1 of 16 · A")
        var time = 0.0
        for key: Key in [.down, .character("j")] { time += 1; _ = session.handle(key, at: time) }
        #expect(session.statusLine.left == "fruit · Row 3 of 16 · B")
        time += 1; _ = session.handle(.character("G"), at: time)
        #expect(session.statusLine.left == "fruit · Row 16 of 16 · M")
        time += 1; _ = session.handle(.pageUp, at: time)
        #expect(session.statusLine.left == (try Self.expected(session)))
        #expect(session.list.globalRow(for: session.focus!)! < 15)
        time += 1; _ = session.handle(.character("k"), at: time)
        #expect(session.statusLine.left == (try Self.expected(session)))
        time += 1; _ = session.handle(.tab, at: time)
        time += 1; _ = session.handle(.character("L"), at: time)
        time += 1; _ = session.handle(.escape, at: time)
        #expect(session.statusLine.left == "fruit · Row 14 of 16 · L")
        time += 1; _ = session.handle(.home, at: time)
        #expect(session.statusLine.left == "fruit · Row 1 of 16 · A")
    }

    /// The message a deletion leaves stays until the next key; the status line then counts one
    /// row fewer, the focus on the row that took the deleted one's place — or, at its section's
    /// end, on the row before it in the section.
    @Test func theStatusLineCountsARowFewerAfterADeletion() throws {
        let session = try ListSessionTests.session()
        session.setEditing(true)
        for key: Key in [.down, .down, .character("d"), .character("y")] { _ = session.handle(key, at: 0) }
        #expect(session.statusLine.left == "Deleted “banana”")
        #expect(session.position == "fruit · Row 3 of 15 · B · editing · 1 edit, not saved")   // blueberry took banana's place
        _ = session.handle(.character("x"), at: 1)               // any key: the message goes
        #expect(session.statusLine.left == "fruit · Row 3 of 15 · B · editing · 1 edit, not saved")
        #expect(session.presenter.model.record(at: session.focus!)?.text == "blueberry")
        // avocado ends section A: the focus goes back to apple, not on to the next section.
        for key: Key in [.character("g"), .down, .character("d"), .character("y"), .character("x")] { _ = session.handle(key, at: 2) }
        #expect(session.statusLine.left == "fruit · Row 1 of 14 · A · editing · 2 edits, not saved")
    }

    @Test(arguments: [ListAppearance.Layout.grid, .flow, .masonry])
    func aGridOrAFlowCountsItems(layout: ListAppearance.Layout) throws {
        var appearance = ListAppearance()
        appearance.layout = layout
        let session = try ListSessionTests.session(appearance: appearance, columns: 60, rows: 12)
        #expect(session.statusLine.left == "fruit · Item 1 of 16 · A")
        _ = session.handle(.right, at: 1)
        #expect(session.statusLine.left == "fruit · Item 2 of 16 · A")
        _ = session.handle(.down, at: 2)
        #expect(session.statusLine.left == (try Self.expected(session, "Item")))
        #expect(session.list.globalRow(for: session.focus!)! > 1)
    }

    /// A followed file: riding the end, the focus stays on the last line as lines arrive;
    /// scrolled up, it stays on its row while the count grows.
    @Test func theStatusLineCountsTheLinesAFollowedFileGrows() throws {
        let followed = try FollowedFile(lines: 100)
        let session = followed.session
        followed.frames { session.list.totalRows == 100 }
        _ = session.handle(.character("x"), at: followed.time)   // the "Following …" message goes
        #expect(session.statusLine.left == "\(followed.name) · Row 100 of 100 · following")
        let handle = try #require(FileHandle(forWritingAtPath: followed.path))
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        handle.write(Data("line 101\nline 102\nline 103\n".utf8))
        followed.frames { session.list.totalRows == 103 }
        #expect(session.statusLine.left == "\(followed.name) · Row 103 of 103 · following")
        _ = session.handle(.pageUp, at: followed.time)   // a page of 9 lines up: the view leaves the end
        #expect(session.statusLine.left == "\(followed.name) · Row 94 of 103 · following")
        handle.write(Data("line 104\nline 105\n".utf8))
        followed.frames { session.list.totalRows == 105 }
        #expect(session.statusLine.left == "\(followed.name) · Row 94 of 105 · ↓ 2 new")
        #expect(session.presenter.model.record(at: session.focus!)?.text == "line 94")
    }
}
