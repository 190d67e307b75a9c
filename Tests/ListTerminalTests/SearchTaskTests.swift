import Foundation
import Testing
import ListEngine
@testable import ListTerminal
import TerminalScreen
import TestSupport

/// Searching beside the frames: every row (no limit), around from the top, smart case, in a
/// file's bytes while its lines are being found, and stopped on request.
@Suite struct SearchTaskTests {
    static func outcome(of task: SearchTask) -> SearchTask.Outcome? {
        for _ in 0..<60_000 {   // a minute at most: sanitizer builds are slow
            if let outcome = task.outcome { return outcome }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return nil
    }

    static func found(_ model: ListModel, _ query: String, after start: ListIndexPath?) -> ListIndexPath? {
        guard case let .found(path, _)? = outcome(of: SearchTask(query: query, in: model, after: start)) else { return nil }
        return path
    }

    @Test func rowsAreSearchedAroundFromTheTopWithSmartCase() {
        let model = ListModel(store: .records(["apple", "Banana", "cherry", "banana split"].map { Record(text: $0) }),
                              sectioning: .none)
        let first = ListIndexPath(row: 1, section: 0)
        #expect(Self.found(model, "banana", after: nil) == first)
        #expect(Self.found(model, "banana", after: first) == ListIndexPath(row: 3, section: 0))
        #expect(Self.found(model, "banana", after: ListIndexPath(row: 3, section: 0)) == first)
        // A capital asks for exact case: "banana split" is not "Banana".
        #expect(Self.found(model, "Banana", after: first) == first)
        #expect(Self.outcome(of: SearchTask(query: "kiwi", in: model, after: nil)) == .notFound)
        #expect(Self.outcome(of: SearchTask(query: "", in: model, after: nil)) == .notFound)
    }

    @Test(arguments: testSeeds(100))
    func theByteSearchFindsWhatANaiveSearchFinds(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let haystack = (0..<random.below(300)).map { _ in UInt8(97 + random.below(3)) }
        let needle = (0..<(1 + random.below(4))).map { _ in UInt8(97 + random.below(3)) }
        let naive = haystack.count < needle.count ? nil
            : (0...(haystack.count - needle.count)).first { Array(haystack[$0..<$0 + needle.count]) == needle }
        let found = haystack.withUnsafeBytes { h in needle.withUnsafeBytes { SearchTask.firstOccurrence(of: $0, in: h) } }
        #expect(found == naive, "seed \(seed)")
    }

    /// Both ways, in a file's bytes and row by row, from random starts: the row a naive search
    /// finds — the first containing the query after the start going down and around from the
    /// top, or before it going up and around from the last row.
    @Test(arguments: testSeeds(40))
    func bothWaysFindWhatANaiveSearchFinds(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(1_000 + seed))
        let texts = (0..<(1 + random.below(60))).map { _ in String((0..<random.below(8)).map { _ in "abc".randomElement(using: &random)! }) }
        let file = try Self.lines(texts.count) { texts[$0] }
        while !file.isComplete { Thread.sleep(forTimeInterval: 0.001) }
        let models = [ListModel(lines: file), ListModel(store: .records(texts.map { Record(text: $0) }), sectioning: .none)]
        for _ in 0..<20 {
            let query = String((0..<(1 + random.below(3))).map { _ in "abc".randomElement(using: &random)! })
            let start = random.below(texts.count + 1) == 0 ? nil : random.below(texts.count)
            for backward in [false, true] {
                let n = texts.count
                let order: [Int] = switch (backward, start) {
                case (false, nil): Array(0..<n)
                case let (false, s?): Array((s + 1)..<n) + Array(0...s)
                case (true, nil): Array((0..<n).reversed())
                case let (true, s?): Array((0..<s).reversed()) + Array((s..<n).reversed())
                }
                let naive = order.first { texts[$0].contains(query) }
                for model in models {
                    let task = SearchTask(query: query, in: model, after: start.map { ListIndexPath(row: $0, section: 0) }, backward: backward)
                    task.wait()
                    let found: Int? = if case let .found(path, _)? = task.outcome { path.row } else { nil }
                    #expect(found == naive, "seed \(seed), \(query) from \(String(describing: start)), backward \(backward), \(texts)")
                }
            }
        }
    }

    static func lines(_ count: Int, _ line: (Int) -> String) throws -> LineFile {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("listterm-\(UUID().uuidString).txt").path
        try Data((0..<count).map { line($0) + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }   // the open file stays readable
        return try LineFile(path: path, name: "lines")
    }

    @Test func aFilesBytesAreSearchedPastAMillionRowsAndAround() throws {
        let file = try Self.lines(2_000_000) { $0 == 1_500_000 ? "the Needle here" : $0 == 10 ? "a needle" : "row \($0)" }
        let model = ListModel(lines: file)   // searched while its lines are still being found
        #expect(Self.found(model, "Needle", after: nil) == ListIndexPath(row: 1_500_000, section: 0))
        #expect(Self.found(model, "needle", after: ListIndexPath(row: 10, section: 0)) == ListIndexPath(row: 1_500_000, section: 0))
        #expect(Self.found(model, "NEEDLE", after: nil) == nil)
        file.wait()
        let all = ListModel(lines: file)
        #expect(Self.found(all, "needle", after: ListIndexPath(row: 1_500_000, section: 0)) == ListIndexPath(row: 10, section: 0))
        #expect(Self.found(all, "row 1999999", after: nil) == ListIndexPath(row: 1_999_999, section: 0))
    }

    @Test func anEditedFileIsSearchedRowByRow() throws {
        let file = try Self.lines(100) { "row \($0)" }
        file.wait()
        var model = ListModel(lines: file)
        model.deleteRow(at: ListIndexPath(row: 0, section: 0))
        #expect(Self.found(model, "row 50", after: nil) == ListIndexPath(row: 49, section: 0))
        #expect(Self.found(model, "rów", after: nil) == nil)
    }

    @Test func aStoppedSearchReportsNothing() {
        let model = ListModel(store: .dataSet(rows: 100_000_000), sectioning: .none)
        let task = SearchTask(query: "nowhere", in: model, after: nil)
        task.cancel()
        Thread.sleep(forTimeInterval: 0.05)
        #expect(task.outcome == nil)
    }

    @Test func theSessionKeepsDrawingWhileItSearchesThenFocusesTheMatch() throws {
        let session = try ListSession(model: ListModel(store: .dataSet(rows: 1_100_000), sectioning: .none),
                                      appearance: ListAppearance(), name: "rows", columns: 60, rows: 10)
        session.showsTimings = false
        for key in ["/", "R", "o", "w", " ", "1", ",", "0", "9", "9", ",", "9", "9", "9"] {
            _ = session.handle(key == "/" ? .character("/") : .character(Character(key)), at: 0)
        }
        _ = session.handle(.enter, at: 0)
        #expect(session.statusLine.left.hasPrefix("Searching “Row 1,099,999”…"))
        session.settle()
        #expect(session.statusLine.left == "Found “Row 1,099,999”")
        #expect(session.focus == ListIndexPath(row: 1_099_999, section: 0))
    }

    @Test func escapeStopsASearch() throws {
        let session = try ListSession(model: ListModel(store: .dataSet(rows: 100_000_000), sectioning: .none),
                                      appearance: ListAppearance(), name: "rows", columns: 60, rows: 10)
        for key: Key in [.character("/"), .character("x"), .enter, .escape] { _ = session.handle(key, at: 0) }
        #expect(session.statusLine.left == "Search stopped" && !session.isAnimating)
    }
}
