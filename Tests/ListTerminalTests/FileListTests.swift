import Foundation
import Testing
import ListEngine
@testable import ListTerminal
import TerminalScreen
import TestSupport

/// Several files, as `less a b c` shows them: `:n`, `:p`, `:x` and `:e` with their counts, the
/// ends, files that cannot be opened skipped, and each file's place kept for when it comes back
/// — the list against a naive model, then through the session.
@Suite struct FileListTests {
    /// A folder of its own holding `files` (name, lines), removed by the caller.
    static func folder(_ files: [(name: String, lines: [String])]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listterm-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, lines) in files {
            try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name)"))
        }
        return folder
    }

    /// How the command reads a file: its lines, a .csv as a sheet.
    static func source(_ path: String) -> ListSource {
        let format = RecordReader.Format.guessed(fromPath: path)
        var source = ListSource(origin: .file(path), reader: RecordReader(format: format), sectioning: .none)
        source.showsSheet = format != .lines
        return source
    }

    static func session(_ paths: [String], rows: Int = 12) throws -> ListSession {
        let files = try #require(FileList(paths: paths, source: source))
        let session = try ListSession(loading: files, appearance: ListAppearance(), columns: 80, rows: rows)
        session.showsTimings = false
        session.settle()
        return session
    }

    /// Types `keys` (a character a key), letting what they start settle.
    static func type(_ keys: String, into session: ListSession) {
        for key in keys { _ = session.handle(.character(key), at: 0) }
        session.settle()
    }

    static func row(_ session: ListSession) -> Int? { session.focus.flatMap(session.list.globalRow(for:)) }

    static let lines = (a: (1...100).map { "a \($0)" }, b: (1...200).map { "b \($0)" },
                        c: ["city,country"] + (1...50).map { "city \($0),land \($0 % 7)" })

    /// Seeded sequences of moves, insertions, removals and kept places against a naive model: an
    /// array, an index and a dictionary of places.
    @Test(arguments: testSeeds(40))
    func theListMatchesANaiveModel(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        var paths = (0..<1 + random.below(5)).map { "f\($0)" }
        var list = try #require(FileList(paths: paths, source: Self.source))
        var current = 0
        var places: [String: FileList.Place] = [:]
        for step in 0..<200 {
            switch random.below(5) {
            case 0:
                let steps = random.below(9) - 4
                let target = current + steps
                #expect(list.index(movedBy: steps) == (paths.indices.contains(target) ? target : nil))
                if paths.indices.contains(target) { list.show(target); current = target }
            case 1:
                let place = FileList.Place(offset: Double(random.below(1_000)), row: random.below(1_000))
                list.keep(place)
                places[paths[current]] = place
            case 2:
                let path = "f\(random.below(12))"
                let index = list.insert(path)
                if let known = paths.firstIndex(of: path) {
                    #expect(index == known)
                } else {
                    paths.insert(path, at: current + 1)
                    #expect(index == current + 1)
                }
            case 3:
                let index = random.below(paths.count)
                #expect(list.remove(at: index) == (paths.count > 1))
                if paths.count > 1 {
                    paths.remove(at: index)
                    if index < current || current == paths.count { current -= 1 }
                }
            default:
                if list.index(movedBy: Int.max) != nil || list.index(movedBy: Int.min) != nil { Issue.record("a count past the ends") }
            }
            #expect(list.paths == paths && list.current == current, "step \(step)")
            #expect(list.label == (paths.count > 1 ? "(file \(current + 1) of \(paths.count))" : nil))
            for index in paths.indices { #expect(list.place(of: index) == places[paths[index]]) }
        }
    }

    /// :n, :p, :x with counts and at the ends; the status line names the file and its number;
    /// a file comes back where it was left; a CSV among them is a sheet.
    @Test func nextPreviousFirstAndCountsKeepEachFilesPlace() throws {
        let folder = try Self.folder([("a.txt", Self.lines.a), ("b.log", Self.lines.b), ("c.csv", Self.lines.c)])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try Self.session(["a.txt", "b.log", "c.csv"].map { "\(folder)/\($0)" })
        #expect(session.position == "a.txt (file 1 of 3) · Row 1 of 100")
        Self.type("50j", into: session)
        #expect(Self.row(session) == 50)
        Self.type(":n", into: session)
        #expect(session.position == "b.log (file 2 of 3) · Row 1 of 200" && session.statusLine.left == "b.log (file 2 of 3)")
        Self.type("120g", into: session)
        Self.type(":p", into: session)
        #expect(session.name == "a.txt" && Self.row(session) == 50, "a.txt comes back where it was left")
        #expect(session.presenter.model.record(at: session.focus!)?.text == "a 51")
        Self.type(":p", into: session)
        #expect(session.statusLine.left == "No previous file" && session.name == "a.txt")
        Self.type("2:n", into: session)
        #expect(session.name == "c.csv" && session.presenter.sheet != nil && session.list.totalRows == 50)
        Self.type(":n", into: session)
        #expect(session.statusLine.left == "No next file" && session.name == "c.csv")
        Self.type(":p", into: session)
        #expect(session.name == "b.log" && Self.row(session) == 119 && session.presenter.sheet == nil)
        Self.type("3:x", into: session)
        #expect(session.name == "c.csv")
        Self.type(":x", into: session)
        #expect(session.name == "a.txt" && Self.row(session) == 50)
        Self.type("5:n", into: session)
        #expect(session.statusLine.left == "No next file" && session.name == "a.txt")
        Self.type("=", into: session)
        #expect(session.statusLine.left == "a.txt (file 1 of 3) · row 51 of 100 · 51%")
    }

    /// A file that cannot be opened is said and skipped — at the start, and on the way of :n or
    /// :p — and dropped from the count; with no file left that way, the file shown stays.
    @Test func aFileThatCannotBeOpenedIsSaidAndSkipped() throws {
        let folder = try Self.folder([("a.txt", Self.lines.a), ("b.log", Self.lines.b)])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try Self.session(["gone.txt", "a.txt", "missing.log", "b.log", "lost"].map { "\(folder)/\($0)" })
        #expect(session.name == "a.txt" && session.statusLine.left.hasPrefix("a.txt (file 1 of 4) · cannot read gone.txt"))
        #expect(session.statusLine.left.hasSuffix("(skipped)"))
        Self.type(":n", into: session)
        #expect(session.name == "b.log" && session.displayName == "b.log (file 2 of 3)")
        #expect(session.statusLine.left.hasPrefix("b.log (file 2 of 3) · cannot read missing.log") && session.statusLine.left.hasSuffix("(skipped)"))
        Self.type(":n", into: session)
        #expect(session.name == "b.log" && session.statusLine.left.hasPrefix("cannot read lost") && session.statusLine.left.hasSuffix("No next file"))
        #expect(session.displayName == "b.log (file 2 of 2)" && session.list.totalRows == 200)
        Self.type(":p", into: session)
        #expect(session.name == "a.txt" && session.displayName == "a.txt (file 1 of 2)")
    }

    /// :e FILE opens it after the file shown; a name that cannot be opened is said and not added;
    /// Esc leaves the prompt. A gzip file among the files shows its text.
    @Test func examineOpensAnotherFileAfterTheShownOne() throws {
        let folder = try Self.folder([("a.txt", Self.lines.a), ("b.log", Self.lines.b)])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let compressed = GzipFileTests.gzip(Array(Self.lines.b.map { $0 + "\n" }.joined().utf8))
        try Data(compressed).write(to: URL(fileURLWithPath: "\(folder)/b.log.gz"))
        let session = try Self.session(["a.txt", "b.log"].map { "\(folder)/\($0)" })
        Self.type(":e", into: session)
        #expect(session.mode == .openingFile("") && session.statusLine.left == "Examine: ")
        Self.type("nothing here", into: session)
        _ = session.handle(.escape, at: 0)
        #expect(session.mode == .browsing && session.name == "a.txt")
        Self.type(":e\(folder)/nowhere.txt", into: session)
        _ = session.handle(.enter, at: 0)
        #expect(session.statusLine.left.hasPrefix("cannot read nowhere.txt") && session.displayName == "a.txt (file 1 of 2)")
        Self.type(":e\(folder)/b.log.gz", into: session)
        _ = session.handle(.enter, at: 0)
        session.settle()
        #expect(session.displayName == "b.log.gz (file 2 of 3)" && session.list.totalRows == 200)
        #expect(session.presenter.model.record(at: ListIndexPath(row: 199, section: 0))?.text == "b 200")
        Self.type(":n", into: session)
        #expect(session.displayName == "b.log (file 3 of 3)")
    }

    /// A session of one file says no next or previous file; rows given as a model have no files.
    @Test func oneFileHasNoNextOrPrevious() throws {
        let folder = try Self.folder([("a.txt", Self.lines.a)])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try ListSession(loading: Self.source("\(folder)/a.txt"), appearance: ListAppearance(), columns: 80, rows: 12)
        session.showsTimings = false
        session.settle()
        Self.type(":n", into: session)
        #expect(session.statusLine.left == "No next file" && session.displayName == "a.txt")
        Self.type(":p", into: session)
        #expect(session.statusLine.left == "No previous file")
        Self.type(":x", into: session)
        #expect(session.name == "a.txt" && session.position == "a.txt · Row 1 of 100")
    }
}
