import Foundation
import Testing
import ListEngine
import ListTerminal
import TerminalScreen

/// Loading beside the frames: the loading state while the first rows load, the stale rows
/// while a refresh loads, and what a refresh changed applied as a batch that keeps the place.
@Suite struct LoadingTests {
    static func file(_ lines: [String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("listterm-\(UUID().uuidString).txt").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func source(_ path: String) -> ListSource {
        ListSource(origin: .file(path), reader: RecordReader(format: .lines), sectioning: .letter)
    }

    /// Waits for the session's load (and the lines it finds) to be over, then advances its
    /// clock frame by frame until nothing moves by itself (a fling, a pull springing back).
    /// Session time never waits on real time, so a busy machine changes nothing.
    static func waitForLoad(_ session: ListSession, from start: Double = 0) -> Double {
        var time = start
        repeat {
            session.waitForBackgroundWork()
            time += 0.01
            session.advance(to: time)
        } while session.isAnimating && time < start + 60
        return time
    }

    @Test func theFirstLoadShowsASpinnerNotEmptyRowsThenTheRows() throws {
        let path = try Self.file((0..<5_000).map { "word \($0)" })
        defer { try? FileManager.default.removeItem(atPath: path) }
        let session = try ListSession(loading: Self.source(path), appearance: ListAppearance(), columns: 40, rows: 10)
        session.showsTimings = false
        let loading = session.screenLines
        #expect(loading[4].contains("Loading…"))
        #expect(loading.dropLast().filter { !$0.trimmingCharacters().isEmpty }.count == 1)   // nothing else: no empty rows
        _ = Self.waitForLoad(session)
        #expect(session.list.totalRows == 5_000)
        #expect(session.screenLines[1].contains("word 0"))
    }

    /// Letter sections asked of a file not grouped by letter: the rows come in file order, and
    /// once they are there the status line says why there are no sections, and where.
    @Test func aFileNotInLetterOrderLoadsInFileOrderAndSaysWhere() throws {
        let path = try Self.file(["Apple", "banana", "apricot"])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let session = try ListSession(loading: Self.source(path), appearance: ListAppearance(), columns: 160, rows: 6)
        session.showsTimings = false
        _ = Self.waitForLoad(session)
        let name = (path as NSString).lastPathComponent
        #expect(session.screenLines.prefix(3).map { $0.trimmingCharacters() } == ["▌Apple", " banana", " apricot"])
        #expect(session.screenLines.last?.contains("\(name) is not in letter order (line 3 “apricot” after “banana”)") == true)
    }

    @Test func aLoadThatFailsSaysWhy() throws {
        let session = try ListSession(loading: Self.source("/nonexistent/words"), appearance: ListAppearance(), columns: 60, rows: 10)
        _ = Self.waitForLoad(session)
        #expect(session.statusLine.left == "cannot read /nonexistent/words: no such file, or not readable")
        #expect(session.list.totalRows == 0 && session.list.loadState == .loaded)
    }

    @Test func aRefreshKeepsTheRowsStaleThenAppliesWhatChangedWithoutMovingTheScreen() throws {
        let words = (0..<300).map { "b\($0)" }
        let path = try Self.file(words)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let session = try ListSession(loading: Self.source(path), appearance: ListAppearance(), columns: 40, rows: 10)
        var time = Self.waitForLoad(session)
        try session.scroll(toGlobalRow: 200)
        let top = try #require(session.focus)
        let topY = try #require(session.list.rectForRow(at: top)).minY - session.list.contentOffset.y
        // Three words arrive at the top, one is deleted below the screen.
        try ((["b-new1", "b-new2", "b-new3"] + words.dropLast()).joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        _ = session.handle(.character("R"), at: time)
        #expect(session.list.loadState == .stale(progress: nil))
        #expect(session.position.hasSuffix("refreshing…"))
        time = Self.waitForLoad(session, from: time)
        #expect(session.statusLine.left == "Refreshed: 302 rows")
        #expect(session.list.totalRows == 302)
        let moved = ListIndexPath(row: top.row + 3, section: top.section)
        #expect(session.presenter.model.record(at: moved)?.text == "b200")
        #expect(try #require(session.list.rectForRow(at: moved)).minY - session.list.contentOffset.y == topY)   // same place
        #expect(session.list.newRowsAbove == 3)
        #expect(session.screenLines[0].contains("↑ 3 new (u)"))
        _ = session.handle(.character("U"), at: time)
        session.advance(to: time + 0.1)
        #expect(session.list.newRowsAbove == 0)
        #expect(session.screenLines.contains { $0.contains("b-new1") })
    }

    @Test func dataAndStandardInputCannotRefresh() throws {
        let session = try ListSession(model: ListModel(store: .dataSet(rows: 10), sectioning: .none), appearance: ListAppearance(),
                                      name: "data set", columns: 40, rows: 10,
                                      source: ListSource(origin: .dataSet(rows: 10), reader: RecordReader(format: .lines), sectioning: .none))
        _ = session.handle(.character("R"), at: 0)
        #expect(session.statusLine.left == "Nothing to refresh from")
    }
}

extension LoadingTests {
    @Test func pullingAtTheTopRefreshesThroughTheEnginesRefreshControl() throws {
        let path = try Self.file((0..<50).map { "c\($0)" })
        defer { try? FileManager.default.removeItem(atPath: path) }
        let session = try ListSession(loading: Self.source(path), appearance: ListAppearance(), columns: 40, rows: 10)
        session.showsTimings = false
        var time = Self.waitForLoad(session)
        _ = session.handle(.up, at: time)
        #expect(session.list.pullDistance >= 1)
        #expect(session.screenLines[Int(session.list.pullDistance) - 1].contains("Pull to refresh"))
        try ((["c-fresh"] + (0..<50).map { "c\($0)" }).joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        time += 0.05
        _ = session.handle(.up, at: time)
        time += 0.05
        _ = session.handle(.up, at: time)
        #expect(session.list.loadState == .stale(progress: nil))   // the pull passed the trigger
        time = Self.waitForLoad(session, from: time)
        #expect(session.statusLine.left == "Refreshed: 51 rows")
        #expect(session.list.contentOffset.y == session.list.contentOffsetLimits.lowerBound && session.list.contentInset.top == 0)
        #expect(session.screenLines.contains { $0.contains("c-fresh") })
        // A short pull springs back without refreshing.
        _ = session.handle(.up, at: time + 1)
        _ = Self.waitForLoad(session, from: time + 1)
        #expect(session.list.pullDistance == 0 && session.list.loadState == .loaded)
    }

    @Test func theMouseWheelScrollsWithMomentum() throws {
        let path = try Self.file((0..<500).map { "w\($0)" })
        defer { try? FileManager.default.removeItem(atPath: path) }
        let session = try ListSession(loading: Self.source(path), appearance: ListAppearance(), columns: 40, rows: 10)
        let time = Self.waitForLoad(session)
        _ = session.handle(.mouseWheel(up: false, column: 5, row: 5), at: time)
        var now = Self.waitForLoad(session, from: time)
        #expect((2...3).contains(session.list.contentOffset.y))   // a notch coasts about three lines
        for _ in 0..<3 { _ = session.handle(.mouseWheel(up: false, column: 5, row: 5), at: now) }
        now = Self.waitForLoad(session, from: now)
        let down = session.list.contentOffset.y
        #expect(down >= 9)                                         // notches add up
        _ = session.handle(.mouseWheel(up: true, column: 5, row: 5), at: now)
        _ = Self.waitForLoad(session, from: now)
        #expect((down - 3...down - 2).contains(session.list.contentOffset.y))
        let focus = try #require(session.focus.flatMap { session.list.rectForRow(at: $0) })
        #expect(focus.minY >= session.list.contentOffset.y)
    }
}

extension LoadingTests {
    @Test func rowsThatLoadWithSubtitlesAreTwoLinesTall() throws {
        let path = try Self.file(["name,note", "a,first", "b,second"])
        defer { try? FileManager.default.removeItem(atPath: path) }
        var reader = RecordReader(format: .csv)
        reader.secondaryColumn = 1
        let session = try ListSession(loading: ListSource(origin: .file(path), reader: reader, sectioning: .none),
                                      appearance: ListAppearance(), columns: 30, rows: 8)
        _ = Self.waitForLoad(session)
        #expect(session.list.rowHeight == .fixed(2))
        #expect(Array(session.screenLines.prefix(4)).map { $0.trimmingCharacters() } == ["▌a", " first", " b", " second"])
    }

    @Test(arguments: [TableStyle.grouped, .insetGrouped])
    func aGroupedListLoadsWithoutSectionsToo(style: TableStyle) throws {
        let path = try Self.file(["one", "two"])
        defer { try? FileManager.default.removeItem(atPath: path) }
        var appearance = ListAppearance()
        appearance.style = style
        let session = try ListSession(loading: ListSource(origin: .file(path), reader: RecordReader(format: .lines), sectioning: .none),
                                      appearance: appearance, columns: 30, rows: 8)
        _ = Self.waitForLoad(session)
        #expect(session.list.totalRows == 2 && session.list.numberOfSections == 1)
        // A file emptied since: no rows, no sections (so no empty group), the model and the list agreeing.
        try "".write(toFile: path, atomically: true, encoding: .utf8)
        _ = session.handle(.character("R"), at: 20)
        _ = Self.waitForLoad(session, from: 20)
        #expect(session.list.totalRows == 0 && session.list.numberOfSections == 0 && session.presenter.model.sections.isEmpty)
    }

    @Test func aPullOnRowsThatCannotReloadIsJustTheTop() throws {
        let session = try ListSession(model: ListModel(store: .dataSet(rows: 100), sectioning: .letter), appearance: ListAppearance(),
                                      name: "data set", columns: 30, rows: 10,
                                      source: ListSource(origin: .dataSet(rows: 100), reader: RecordReader(format: .lines), sectioning: .letter))
        for press in 0..<4 { _ = session.handle(.up, at: Double(press)) }
        _ = Self.waitForLoad(session, from: 4)
        #expect(session.list.pullDistance == 0 && session.list.contentInset.top == 0 && !session.isAnimating)
    }
}

extension ListSessionTests {
    @Test func controlCQuitsInEveryMode() throws {
        for keys: [Key] in [[.character("/")], [.tab], [.character("E"), .character("m")], [.character("E"), .character("d")], [.character("h")]] {
            let session = try Self.session()
            for key in keys { _ = session.handle(key, at: 0) }
            #expect(session.mode != .browsing)
            #expect(session.handle(.control("c"), at: 0) == .quit)
        }
    }

    @Test func deletingTheLastRowFocusesTheOneBefore() throws {
        let session = try Self.session(["apple", "avocado", "banana"])
        _ = session.handle(.character("G"), at: 0)
        session.setEditing(true)
        for key: Key in [.character("d"), .character("y")] { _ = session.handle(key, at: 1) }
        #expect(session.presenter.model.record(at: session.focus!)?.text == "avocado")
        _ = session.handle(.character("g"), at: 2)
        session.setEditing(true)
        for key: Key in [.character("d"), .character("y")] { _ = session.handle(key, at: 3) }
        #expect(session.presenter.model.record(at: session.focus!)?.text == "avocado")   // the row that took apple's place
    }
}
