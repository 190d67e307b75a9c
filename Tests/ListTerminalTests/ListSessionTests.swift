import Foundation
import Testing
import ListEngine
import ListTerminal
import TerminalScreen

/// Keys through the session, as the interactive program sends them, checked against the list.
@Suite struct ListSessionTests {
    static let words = ["apple", "avocado", "banana", "blueberry", "cherry", "cranberry", "date", "durian",
                        "elderberry", "fig", "grape", "guava", "kiwi", "lemon", "lime", "mango"]

    static func session(_ words: [String] = words, appearance: ListAppearance = ListAppearance(),
                        columns: Int = 30, rows: Int = 8) throws -> ListSession {
        let model = ListModel(store: .records(words.map { Record(text: $0) }), sectioning: .letter)
        let session = try ListSession(model: model, appearance: appearance, name: "fruit", columns: columns, rows: rows)
        session.showsTimings = false
        return session
    }

    @Test func downMovesTheFocusAndScrollsOnlyWhenItLeavesTheScreen() throws {
        let session = try Self.session()
        #expect(session.focus == ListIndexPath(row: 0, section: 0))
        for expected in 1..<16 {
            _ = session.handle(.down, at: Double(expected))   // a second apart: presses, not a held key
            #expect(session.list.globalRow(for: session.focus!) == expected)
            let frame = try #require(session.list.rectForRow(at: session.focus!))
            #expect(frame.maxY <= session.list.contentOffset.y + session.list.viewportSize.height)
        }
        _ = session.handle(.down, at: 20)
        #expect(session.list.globalRow(for: session.focus!) == 15)
    }

    /// Five taps move five rows whatever their spacing — as fast as auto-repeat, or at once in
    /// one read — and never fling; `jjj` in one read moves three.
    @Test(arguments: [0, 0.01, 0.03, 0.05, 0.1, 0.18, 0.3])
    func tapsMoveOneRowEach(spacing: Double) throws {
        let words = (0..<2_000).map { "word \($0)" }
        let session = try Self.session(words, rows: 24)
        _ = session.handle(.character("j"), at: 0)
        let start = try #require(session.focus.flatMap(session.list.globalRow(for:)))
        var time = 10.0
        for _ in 0..<5 {
            _ = session.handle(.character("j"), at: time)
            time += spacing
            session.advance(to: time)
        }
        #expect(!session.isAnimating)
        #expect(session.focus.flatMap(session.list.globalRow(for:)) == start + 5)
        for _ in 0..<3 { _ = session.handle(.character("k"), at: 20) }
        #expect(session.focus.flatMap(session.list.globalRow(for:)) == start + 2 && !session.isAnimating)
    }

    /// A held j is its auto-repeat's presses, each a row, as in `less`: 30 presses 35 ms apart
    /// from the first row land on the 31st and nothing coasts on.
    @Test(arguments: [0.035, 0.02, 0])
    func aHeldKeyStepsARowAPress(spacing: Double) throws {
        let words = (0..<2_000).map { "word \($0)" }
        let session = try Self.session(words, rows: 24)
        #expect(session.focus.flatMap(session.list.globalRow(for:)) == 0)
        var time = 0.0
        for _ in 0..<30 {
            _ = session.handle(.character("j"), at: time)
            time += spacing
            session.advance(to: time)
        }
        #expect(!session.isAnimating)
        #expect(session.focus.flatMap(session.list.globalRow(for:)) == 30)
        #expect(session.statusLine.left.contains("Row 31 of 2,000"))
        for _ in 0..<30 { _ = session.handle(.character("k"), at: time) }
        #expect(session.focus.flatMap(session.list.globalRow(for:)) == 0 && !session.isAnimating)
    }

    /// Capital letters are less's keys (G the bottom, Q quits, N, F…): the section index has the
    /// letters once Tab gives it the keyboard, and every letter jumps then, g too.
    @Test func tabGivesTheIndexTheLetters() throws {
        let session = try Self.session()
        _ = session.handle(.character("G"), at: 0)       // G is the bottom
        #expect(session.list.globalRow(for: session.focus!) == 15)
        _ = session.handle(.tab, at: 1)
        _ = session.handle(.character("L"), at: 1)
        let focus = try #require(session.focus)
        #expect(session.list.headerTitle(inSection: focus.section) == "L" && focus.row == 0)
        #expect(session.screenLines.contains { $0.hasPrefix(" L ") })   // its header (at the end of the list, not at the top)
        _ = session.handle(.character("g"), at: 4)        // the index has the keyboard: g is section G
        #expect(session.list.headerTitle(inSection: session.focus!.section) == "G")
        _ = session.handle(.escape, at: 5)
        _ = session.handle(.character("g"), at: 6)        // and now g is the top again
        #expect(session.focus == ListIndexPath(row: 0, section: 0))
    }

    @Test func enterSelectsWithTheBriefHighlightThatThenFades() throws {
        let session = try Self.session()
        _ = session.handle(.down, at: 0)
        _ = session.handle(.enter, at: 1)
        #expect(session.statusLine.left == "Selected “avocado”")
        #expect(session.list.flashes.map(\.indexPath) == [ListIndexPath(row: 1, section: 0)])
        #expect(session.isAnimating)
        var time = 1.0
        while session.isAnimating, time < 5 {
            time += 1.0 / 60
            session.advance(to: time)
        }
        #expect(session.list.flashes.isEmpty && session.list.indexPathsForSelectedRows.isEmpty)
    }

    @Test func dAsksWithTheCustomTitleAndYDeletes() throws {
        var appearance = ListAppearance()
        appearance.deleteTitle = "Remove word"
        let session = try Self.session(appearance: appearance)
        _ = session.handle(.down, at: 0)
        session.setEditing(true)
        _ = session.handle(.character("d"), at: 1)
        #expect(session.mode == .confirmingDelete)
        #expect(session.statusLine.left == "Remove word “avocado”? y/n")   // it names the row it asks about
        #expect(session.screenLines.contains { $0.contains("Remove word") })   // the revealed action
        _ = session.handle(.character("n"), at: 2)
        #expect(session.list.totalRows == 16 && session.list.swipeActionsState == nil)
        session.setEditing(true)
        _ = session.handle(.character("d"), at: 3)
        _ = session.handle(.character("y"), at: 4)
        #expect(session.statusLine.left == "Deleted “avocado”")
        #expect(session.list.totalRows == 15)
        // Its cell fades where it was while the rows below slide up, then goes.
        #expect(session.list.leavingCells.count == 1)
        var time = 4.0
        while session.isAnimating, time < 6 {
            time += 1.0 / 60
            session.advance(to: time)
        }
        #expect(!session.isAnimating && !session.screenLines.dropLast().contains { $0.contains("avocado") })
    }

    @Test func mMovesARowWhereTheArrowsTakeIt() throws {
        let session = try Self.session()
        session.setEditing(true)
        _ = session.handle(.character("m"), at: 0)
        #expect(session.mode == .moving)
        _ = session.handle(.down, at: 1)
        _ = session.handle(.down, at: 2)
        _ = session.handle(.enter, at: 3)
        #expect(session.mode == .browsing)
        #expect(session.statusLine.left == "Moved “apple”")
        let moved = session.presenter.model
        let texts = moved.sections.flatMap { section in (0..<section.rows.count).map { moved.store.record(section.rows[$0]).text } }
        #expect(texts.firstIndex(of: "apple")! > texts.firstIndex(of: "avocado")!)
        // Esc puts a row back.
        session.setEditing(true)
        _ = session.handle(.character("m"), at: 4)
        _ = session.handle(.up, at: 5)
        _ = session.handle(.escape, at: 6)
        #expect(session.presenter.model.sections.map(\.rows) == moved.sections.map(\.rows))
    }

    @Test func editingShowsTheControlsOnEveryRow() throws {
        let session = try Self.session()
        _ = session.handle(.character("E"), at: 0)
        #expect(session.list.isEditing)
        let rows = session.listLines.dropFirst()
        #expect(rows.allSatisfy { $0.contains("⊖") || $0.hasPrefix(" B") || $0.hasPrefix(" C") })
        #expect(rows.filter { $0.contains("⊖") }.allSatisfy { $0.contains("≡") })
        _ = session.handle(.character("E"), at: 1)
        #expect(!session.screenLines.contains { $0.contains("⊖") })
    }

    @Test func findGoesToTheNextMatchAndWraps() throws {
        let session = try Self.session()
        for key: Key in [.character("/"), .character("b"), .character("e"), .character("r"), .enter] { _ = session.handle(key, at: 0) }
        var time = session.settle()
        #expect(session.presenter.model.record(at: session.focus!)?.text == "blueberry")
        _ = session.handle(.character("n"), at: time)
        time = session.settle(from: time)
        #expect(session.presenter.model.record(at: session.focus!)?.text == "cranberry")
        _ = session.handle(.character("n"), at: time)
        time = session.settle(from: time)
        _ = session.handle(.character("n"), at: time)
        time = session.settle(from: time)
        #expect(session.presenter.model.record(at: session.focus!)?.text == "blueberry")
        for key: Key in [.character("/"), .character("x"), .enter] { _ = session.handle(key, at: time) }
        session.settle(from: time)
        #expect(session.statusLine.left == "No match for “x”")
    }

    @Test func aMessageTooLongForTheStatusLineWrapsUpwardUntilTheNextKey() throws {
        let session = try Self.session()   // 30 × 8: 28 columns for the text
        let query = String(repeating: "z", count: 20)
        for key in ["/"] + query.map(String.init) { _ = session.handle(.character(Character(key)), at: 0) }
        _ = session.handle(.enter, at: 0)
        session.settle()
        let lines = session.screenLines
        #expect(lines[6].trimmingCharacters(in: .whitespaces) == "No match for")
        #expect(lines[7].trimmingCharacters(in: .whitespaces) == "“\(query)”")
        // Never more than a third of the screen: the rest is cut with an ellipsis.
        session.resize(columns: 30, rows: 5)
        #expect(session.screenLines.filter { $0.contains("No match") || $0.contains("zz") }.count == 1)
        session.resize(columns: 30, rows: 8)
        _ = session.handle(.character("j"), at: 1)
        #expect(!session.screenLines[6].contains("No match") && session.screenLines[7].contains("fruit"))
    }

    @Test func aResizeKeepsTheTopRowInPlace() throws {
        let words = (0..<500).map { "word \($0)" }
        let session = try Self.session(words, columns: 80, rows: 24)
        try session.scroll(toGlobalRow: 250)
        let top = session.list.contentOffset.y
        let row = try #require(session.list.rectForRow(at: session.focus!))
        session.resize(columns: 60, rows: 12)
        #expect(session.list.rectForRow(at: session.focus!)!.minY - session.list.contentOffset.y == row.minY - top)
        #expect(session.screenLines.count == 12)
    }

    @Test func aTerminalTooSmallSaysHowBigItMustBe() throws {
        let session = try Self.session()
        session.resize(columns: 19, rows: 4)
        #expect(session.screenLines.prefix(3).map { $0.trimmingCharacters() } == ["Terminal too small:", "19×4, needs", "20×5"])
        session.resize(columns: 30, rows: 8)
        #expect(session.screenLines[1].contains("apple"))
    }

    @Test func qAndControlCQuit() throws {
        let session = try Self.session()
        #expect(session.handle(.character("q"), at: 0) == .quit)
        #expect(session.handle(.control("c"), at: 0) == .quit)
        _ = session.handle(.character("/"), at: 0)
        #expect(session.handle(.character("q"), at: 0) == .proceed)   // typed into the search
    }

    /// q quits from a prompt too (the delete confirmation, a move, the index), closing it first:
    /// the row is kept, the moved row goes back; with edits not written it asks first.
    @Test func qQuitsFromEveryPrompt() throws {
        let session = try Self.session()
        let rows = session.list.totalRows
        session.setEditing(true)
        _ = session.handle(.character("d"), at: 0)
        #expect(session.mode == .confirmingDelete)
        #expect(session.handle(.character("q"), at: 0) == .quit)
        #expect(session.list.swipeActionsState == nil && session.list.totalRows == rows && session.mode == .browsing)
        session.setEditing(true)
        _ = session.handle(.character("m"), at: 0)
        #expect(session.mode == .moving)
        #expect(session.handle(.character("q"), at: 0) == .quit)
        #expect(session.list.interactiveMovement == nil && session.mode == .browsing)
        _ = session.handle(.tab, at: 0)
        #expect(session.mode == .index)
        #expect(session.handle(.character("q"), at: 0) == .quit)
        session.setEditing(true)
        _ = session.handle(.character("d"), at: 0)
        _ = session.handle(.character("y"), at: 0)
        session.setEditing(true)
        _ = session.handle(.character("d"), at: 1)
        #expect(session.handle(.character("q"), at: 1) == .proceed && session.mode == .confirmingQuit)
        #expect(session.list.swipeActionsState == nil)
        #expect(session.handle(.character("q"), at: 1) == .quit)
    }

    @Test func aPasteIsSearchTextWhenFindingAndIgnoredWhenBrowsing() throws {
        let session = try Self.session()
        let focus = session.focus
        #expect(session.handle(.paste(String(repeating: "j", count: 10_000)), at: 0) == .proceed)
        #expect(session.focus == focus)
        #expect(session.statusLine.left == "Paste ignored (10,000 characters): a paste is not keys")
        _ = session.handle(.character("/"), at: 1)
        _ = session.handle(.character("b"), at: 1)
        _ = session.handle(.paste("lue\nber\tr\r\ny"), at: 1)
        #expect(session.mode == .finding("blue ber r y"))
    }

    @Test func controlZSuspendsInEveryMode() throws {
        let session = try Self.session()
        #expect(session.handle(.control("z"), at: 0) == .suspend)
        _ = session.handle(.character("/"), at: 0)
        #expect(session.handle(.control("z"), at: 0) == .suspend)
        #expect(session.mode == .finding(""))   // the search waits for the return
        _ = session.handle(.escape, at: 0)
        session.setEditing(true)
        _ = session.handle(.character("d"), at: 0)
        #expect(session.handle(.control("z"), at: 0) == .suspend)
        #expect(session.mode == .confirmingDelete)
    }
}

extension String {
    func trimmingCharacters() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

extension ListSessionTests {
    @Test func aMoveUnderThePinnedHeaderGoesWhereTheArrowsSay() throws {
        let words = (0..<200).map { "a\($0)" }
        let session = try Self.session(words, columns: 40, rows: 12)
        try session.scroll(toGlobalRow: 50)
        // A row's text, after the focus mark and (editing) the delete control.
        let line = { (text: String) in session.screenLines.firstIndex { $0.dropFirst().drop { $0 == "⊖" || $0 == " " }.hasPrefix(text + " ") } }
        let before = try #require(line("a50"))
        session.setEditing(true)
        for key: Key in [.character("m"), .down, .down, .enter] { _ = session.handle(key, at: 0); session.advance(to: 0) }
        #expect(line("a50") == before + 2)
        // After a deletion, too (the row below takes the focus).
        _ = session.handle(.up, at: 1)
        _ = session.handle(.up, at: 2)
        let next = try #require(session.focus.flatMap { session.presenter.model.record(at: $0) }?.text)
        session.setEditing(true)
        for key: Key in [.character("d"), .character("y")] { _ = session.handle(key, at: 3); session.advance(to: 3) }
        var time = session.settle(from: 3)   // the deletion animates: the rows below close its gap
        let moving = try #require(session.focus.flatMap { session.presenter.model.record(at: $0) }?.text)
        let from = try #require(line(moving))
        #expect(moving != next)
        session.setEditing(true)
        for key: Key in [.character("m"), .down, .down, .enter] { time += 1; _ = session.handle(key, at: time); session.advance(to: time) }
        session.settle(from: time)
        #expect(line(moving) == from + 2)
    }
}

extension ListSessionTests {
    @Test func aClickSelectsTheRowAndAClickOnTheIndexJumps() throws {
        let session = try Self.session(columns: 30, rows: 12)
        _ = session.handle(.mouse(button: 0, pressed: true, column: 5, row: 2), at: 0)
        #expect(session.list.indexPathForHighlightedRow == ListIndexPath(row: 1, section: 0))   // under the A header
        _ = session.handle(.mouse(button: 0, pressed: false, column: 5, row: 2), at: 0)
        #expect(session.statusLine.left == "Selected “avocado”")
        let titles = session.list.sectionIndexTitles
        let first = (11 - titles.count) / 2
        let lemon = try #require(titles.firstIndex(of: "L"))
        _ = session.handle(.mouse(button: 0, pressed: true, column: 29, row: first + lemon), at: 1)
        #expect(session.list.headerTitle(inSection: session.focus!.section) == "L")
    }
}

extension ListSessionTests {
    @Test(arguments: [TableStyle.plain, .grouped, .insetGrouped])
    func deletingASectionsLastRowDeletesTheSection(style: TableStyle) throws {
        var appearance = ListAppearance()
        appearance.style = style
        let session = try Self.session(["apple", "banana", "blueberry"], appearance: appearance, columns: 30, rows: 12)
        #expect(session.focus == ListIndexPath(row: 0, section: 0))
        session.setEditing(true)
        _ = session.handle(.character("d"), at: 0)
        _ = session.handle(.character("y"), at: 0)
        #expect(session.statusLine.left == "Deleted “apple” and its section")
        #expect(session.list.numberOfSections == 1 && session.list.totalRows == 2)
        #expect(session.presenter.model.sections.map(\.title) == ["B"])
        #expect(session.list.sectionIndexTitles == (style == .plain ? ["B"] : []))
        #expect(session.screenLines.contains { $0.contains("banana") })
    }

    /// Grids and flows have no index strip, but their letter sections are an index all the
    /// same: a letter jumps to its section's first tile, and Tab hands the index the keys.
    @Test(arguments: [ListAppearance.Layout.grid, .flow, .masonry])
    func theIndexJumpsInAGridAndAFlowToo(layout: ListAppearance.Layout) throws {
        var appearance = ListAppearance()
        appearance.layout = layout
        let session = try Self.session(appearance: appearance, columns: 40, rows: 8)
        func focusedTitle() throws -> String {
            let focus = try #require(session.focus)
            #expect(focus.row == 0)
            let frame = try #require(session.list.rectForRow(at: focus))
            #expect(frame.minY >= session.list.contentOffset.y && frame.maxY <= session.list.contentOffset.y + session.list.viewportSize.height)
            return session.presenter.model.sections[focus.section].title
        }
        _ = session.handle(.tab, at: 1)
        #expect(session.mode == .index)
        _ = session.handle(.character("L"), at: 1)
        #expect(try focusedTitle() == "L")
        _ = session.handle(.character("g"), at: 3)
        #expect(try focusedTitle() == "G")
        _ = session.handle(.up, at: 4)
        #expect(try focusedTitle() == "F")
        _ = session.handle(.escape, at: 5)
        #expect(session.mode == .browsing)
    }
}
