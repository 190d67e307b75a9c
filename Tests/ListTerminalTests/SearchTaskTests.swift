import Foundation
import Testing
import ListEngine
@testable import ListTerminal
import TerminalScreen
import TestSupport

/// Searching beside the frames for regular expressions: every row (no limit), around from the
/// top, smart case, in a file's bytes while its lines are being found, and stopped on request;
/// checked against NSRegularExpression line by line.
@Suite struct SearchTaskTests {
    static func outcome(of task: SearchTask) -> SearchTask.Outcome? {
        for _ in 0..<60_000 {   // a minute at most: sanitizer builds are slow
            if let outcome = task.outcome { return outcome }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return nil
    }

    static func found(_ model: ListModel, _ query: String, after start: ListIndexPath?) throws -> ListIndexPath? {
        guard case let .found(path, _)? = outcome(of: try SearchTask(query: query, in: model, after: start)) else { return nil }
        return path
    }

    @Test func rowsAreSearchedAroundFromTheTopWithSmartCase() throws {
        let model = ListModel(store: .records(["apple", "Banana", "cherry", "banana split"].map { Record(text: $0) }),
                              sectioning: .none)
        let first = ListIndexPath(row: 1, section: 0)
        #expect(try Self.found(model, "banana", after: nil) == first)
        #expect(try Self.found(model, "banana", after: first) == ListIndexPath(row: 3, section: 0))
        #expect(try Self.found(model, "banana", after: ListIndexPath(row: 3, section: 0)) == first)
        // A capital asks for exact case: "banana split" is not "Banana".
        #expect(try Self.found(model, "Banana", after: first) == first)
        #expect(Self.outcome(of: try SearchTask(query: "kiwi", in: model, after: nil)) == .notFound)
        #expect(Self.outcome(of: try SearchTask(query: "", in: model, after: nil)) == .notFound)
        // Regular expressions; a capital after a backslash is an escape, not a capital.
        #expect(try Self.found(model, "^b.*t$", after: nil) == ListIndexPath(row: 3, section: 0))
        #expect(try Self.found(model, "kiwi|cher", after: nil) == ListIndexPath(row: 2, section: 0))
        #expect(try Self.found(model, "A\\S", after: nil) == nil)   // "A" asks for case
        #expect(try Self.found(model, "a\\Sp", after: nil) == ListIndexPath(row: 0, section: 0))   // "app"
        #expect(try Self.found(model, "n\\Sn", after: nil) == first)   // \S: no capital, case ignored
        #expect(try SearchPattern("Banana").literal != nil && SearchPattern("banana").literal == nil && SearchPattern("B.n").literal == nil)
    }

    @Test func aBadPatternSaysWhyAndWhere() {
        #expect(throws: SearchPattern.SyntaxError(message: "missing closing parenthesis", offset: 3)) { try SearchPattern("a(b") }
        #expect(throws: SearchPattern.SyntaxError.self) { try SearchPattern("[z-a]") }
        #expect(throws: SearchPattern.SyntaxError.self) { try SearchPattern(String(repeating: "x", count: SearchPattern.maximumQueryBytes + 1)) }
        #expect((try? SearchPattern(String(repeating: "x", count: SearchPattern.maximumQueryBytes))) != nil)
    }

    @Test func aBadPatternInTheSessionSaysWhyOnTheStatusLine() throws {
        let session = try ListSession(model: ListModel(store: .records(["a(b"].map { Record(text: $0) }), sectioning: .none),
                                      appearance: ListAppearance(), name: "rows", columns: 80, rows: 6)
        session.showsTimings = false
        for key: Key in [.character("/"), .character("a"), .character("("), .character("b"), .enter] { _ = session.handle(key, at: 0) }
        #expect(session.statusLine.left == "Bad pattern “a(b”: missing closing parenthesis at byte 3")
        #expect(!session.isAnimating)
        for key: Key in [.character("/"), .character("a"), .character("\\"), .character("("), .enter] { _ = session.handle(key, at: 0) }
        session.settle()
        #expect(session.statusLine.left == "Found “a\\(”")
    }

    /// A random pattern over `alphabet`: anchors, alternation, classes, repeats, `\s` (which
    /// could reach over a line break), `.`.
    static func randomPattern(_ random: inout SeededGenerator) -> String {
        let pieces = ["a", "b", "c", " ", ".", "[ab]", "[^c]", "\\s", "b*", "c+", "a?", "(a|bc)", "\\bb", "[a-b]{2}"]
        var pattern = random.below(4) == 0 ? "^" : ""
        for _ in 0..<(1 + random.below(3)) { pattern += pieces[random.below(pieces.count)] }
        if random.below(4) == 0 { pattern += "$" }
        if random.below(6) == 0 { pattern += "|" + pieces[random.below(pieces.count)] + "$" }
        return pattern
    }

    /// What NSRegularExpression says of `line`: whether `pattern` matches in it.
    static func naiveMatch(_ pattern: String, _ line: String) -> Bool {
        let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])   // the test's own patterns
        return regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }

    static func randomLine(_ random: inout SeededGenerator) -> String {
        String((0..<random.below(8)).map { _ in "ab c".randomElement(using: &random)! })
    }

    /// A block of lines: the first matching line PCRE2 finds over the whole block, a match
    /// never spanning two lines, is the first NSRegularExpression finds line by line.
    @Test(arguments: testSeeds(100))
    func aBlockSearchFindsTheLineANaiveSearchFinds(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        let lines = (0..<(1 + random.below(30))).map { _ in Self.randomLine(&random) }
        let block = Array(lines.map { $0 + "\n" }.joined().utf8)
        // In capitals too (patterns without escapes): case counts, and plain text takes memmem.
        let upper = lines.map { $0.uppercased() }
        let upperBlock = Array(upper.map { $0 + "\n" }.joined().utf8)
        for _ in 0..<10 {
            let pattern = Self.randomPattern(&random)
            for (pattern, lines, block) in [(pattern, lines, block)] + (pattern.contains("\\") ? [] : [(pattern.uppercased(), upper, upperBlock)]) {
                let matcher = SearchPattern.Matcher(try SearchPattern(pattern))
                let hit = block.withUnsafeBytes { SearchTask.firstMatch(in: $0, from: 0, matcher: matcher) }
                let line = hit.map { offset in block[..<offset].filter { $0 == 0x0A }.count }
                #expect(line == lines.firstIndex { Self.naiveMatch(pattern, $0) }, "seed \(seed): \(pattern) in \(lines)")
            }
        }
    }

    /// Both ways, in a file's bytes and row by row, from random starts: the row a naive search
    /// finds — the first containing the query after the start going down and around from the
    /// top, or before it going up and around from the last row.
    @Test(arguments: testSeeds(40))
    func bothWaysFindWhatANaiveSearchFinds(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(1_000 + seed))
        let texts = (0..<(1 + random.below(60))).map { _ in Self.randomLine(&random) }
        let file = try Self.lines(texts.count) { texts[$0] }
        while !file.isComplete { Thread.sleep(forTimeInterval: 0.001) }
        let models = [ListModel(lines: file), ListModel(store: .records(texts.map { Record(text: $0) }), sectioning: .none)]
        for _ in 0..<20 {
            let query = Self.randomPattern(&random)
            let start = random.below(texts.count + 1) == 0 ? nil : random.below(texts.count)
            for backward in [false, true] {
                let n = texts.count
                let order: [Int] = switch (backward, start) {
                case (false, nil): Array(0..<n)
                case let (false, s?): Array((s + 1)..<n) + Array(0...s)
                case (true, nil): Array((0..<n).reversed())
                case let (true, s?): Array((0..<s).reversed()) + Array((s..<n).reversed())
                }
                let naive = order.first { Self.naiveMatch(query, texts[$0]) }
                for model in models {
                    let task = try SearchTask(query: query, in: model, after: start.map { ListIndexPath(row: $0, section: 0) }, backward: backward)
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
        #expect(try Self.found(model, "Needle", after: nil) == ListIndexPath(row: 1_500_000, section: 0))
        #expect(try Self.found(model, "needle", after: ListIndexPath(row: 10, section: 0)) == ListIndexPath(row: 1_500_000, section: 0))
        #expect(try Self.found(model, "NEEDLE", after: nil) == nil)
        file.wait()
        let all = ListModel(lines: file)
        #expect(try Self.found(all, "needle", after: ListIndexPath(row: 1_500_000, section: 0)) == ListIndexPath(row: 10, section: 0))
        #expect(try Self.found(all, "row 1999999", after: nil) == ListIndexPath(row: 1_999_999, section: 0))
    }

    /// Lines across several 1 MiB blocks, a few of them matching near the blocks' edges: both
    /// ways from random starts, what NSRegularExpression finds line by line.
    @Test(arguments: testSeeds(3))
    func matchesAcrossBlockBoundariesAreFoundBothWays(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(7_000 + seed))
        let count = 3 * LineFile.blockBytes / 24
        var texts = (0..<count).map { "line \($0) of filler t" }
        // Near each block edge (a line is about 24 bytes there), a line that matches and one split differently.
        for edge in 1...2 {
            let line = edge * LineFile.blockBytes / 24 + random.below(5) - 2
            texts[line] = "zq start" + String(repeating: "x", count: random.below(30))
            texts[line + 1 + random.below(2)] = "xx qz end"
        }
        let file = try Self.lines(texts.count) { texts[$0] }
        file.wait()
        let model = ListModel(lines: file)
        for pattern in ["^zq s", "qz end$", "zq|qz", "z[q]\\s\\w+", "x\\s?xx q"] {
            let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
            let matching = texts.indices.filter { regex.firstMatch(in: texts[$0], range: NSRange(texts[$0].startIndex..., in: texts[$0])) != nil }
            for _ in 0..<3 {
                let start = random.below(count)
                for backward in [false, true] {
                    let naive = backward ? (matching.last { $0 < start } ?? matching.last { $0 >= start })
                        : (matching.first { $0 > start } ?? matching.first { $0 <= start })
                    let task = try SearchTask(query: pattern, in: model, after: ListIndexPath(row: start, section: 0), backward: backward)
                    task.wait()
                    let found: Int? = if case let .found(path, _)? = task.outcome { path.row } else { nil }
                    #expect(found == naive, "seed \(seed): \(pattern) from \(start), backward \(backward)")
                }
            }
        }
    }

    @Test func anEditedFileIsSearchedRowByRow() throws {
        let file = try Self.lines(100) { "row \($0)" }
        file.wait()
        var model = ListModel(lines: file)
        model.deleteRow(at: ListIndexPath(row: 0, section: 0))
        #expect(try Self.found(model, "row 50", after: nil) == ListIndexPath(row: 49, section: 0))
        #expect(try Self.found(model, "rów", after: nil) == nil)
    }

    @Test func aStoppedSearchReportsNothing() throws {
        let model = ListModel(store: .dataSet(rows: 100_000_000), sectioning: .none)
        let task = try SearchTask(query: "nowhere", in: model, after: nil)
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

    /// The screen's rows above the status line, each run of reversed cells in brackets.
    static func marked(_ session: ListSession) -> [String] {
        let canvas = session.canvas
        return (0..<(canvas.rows - 1)).map { row in
            var line = ""
            var inside = false
            let text = Array(canvas.text(ofRow: row))
            for column in 0..<canvas.columns {
                let reverse = canvas.style(atColumn: column, row: row).reverse
                if reverse != inside { line += reverse ? "[" : "]"; inside = reverse }
                if column < text.count { line.append(text[column]) }
            }
            if inside { line += "]" }
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
    }

    static func type(_ text: String, into session: ListSession) {
        for character in text { _ = session.handle(.character(character), at: 0) }
    }

    @Test func matchesOnScreenAreHighlightedUntilTheNextSearch() throws {
        let session = try ListSession(model: ListModel(store: .records(["apple pie", "banana", "grape"].map { Record(text: $0) }),
                                                       sectioning: .none),
                                      appearance: ListAppearance(), name: "fruit", columns: 30, rows: 6)
        session.showsTimings = false
        Self.type("/p+|an", into: session)
        _ = session.handle(.enter, at: 0)
        session.settle()
        #expect(session.focus == ListIndexPath(row: 1, section: 0))
        let marked = Self.marked(session)
        #expect(marked[0].hasSuffix("a[pp]le [p]ie") && marked[1].hasSuffix("b[anan]a") && marked[2].hasSuffix("gra[p]e"), "\(marked)")
        // The next search's matches replace them.
        Self.type("/^g", into: session)
        _ = session.handle(.enter, at: 0)
        session.settle()
        let next = Self.marked(session)
        #expect(next[0].hasSuffix("apple pie") && next[1].hasSuffix("banana") && next[2].hasSuffix("[g]rape"), "\(next)")
    }

    @Test func theSearchPromptEditsAtItsCursor() throws {
        let session = try ListSession(model: ListModel(store: .records(["x"].map { Record(text: $0) }), sectioning: .none),
                                      appearance: ListAppearance(), name: "rows", columns: 40, rows: 6)
        session.showsTimings = false
        Self.type("/ac", into: session)
        _ = session.handle(.left, at: 0)
        #expect(session.canvas.cursor == Canvas.Cursor(column: 3, row: 5))   // between a and c, after the "/"
        Self.type("b", into: session)
        #expect(session.mode == .finding("abc"))
        for key: Key in [.home, .character("x"), .end, .character("y"), .right] { _ = session.handle(key, at: 0) }
        #expect(session.mode == .finding("xabcy"))
        for key: Key in [.backspace, .left, .left, .delete] { _ = session.handle(key, at: 0) }
        #expect(session.mode == .finding("xac"))
        _ = session.handle(.control("a"), at: 0)
        _ = session.handle(.paste("p q"), at: 0)
        #expect(session.mode == .finding("p qxac"))
        _ = session.handle(.control("u"), at: 0)
        #expect(session.mode == .finding("") && session.statusLine.left == "/")
        Self.type("q", into: session)
        #expect(session.mode == .finding("q"))
        for key: Key in [.backspace, .backspace] { _ = session.handle(key, at: 0) }
        #expect(session.mode == .browsing)
    }

    @Test func aLongPasteIsRefusedAtOnce() throws {
        let session = try ListSession(model: ListModel(store: .records(["x"].map { Record(text: $0) }), sectioning: .none),
                                      appearance: ListAppearance(), name: "rows", columns: 120, rows: 6)
        session.showsTimings = false
        _ = session.handle(.character("/"), at: 0)
        _ = session.handle(.paste(String(repeating: "y", count: 65_536)), at: 0)
        #expect(session.mode == .browsing)
        #expect(session.statusLine.left == "Paste too long for a search (65,536 bytes): a search is at most 4,096 bytes")
    }

    @Test func aSearchOfAStreamCutAtItsSpillLimitSaysSo() throws {
        let (path, readEnd) = StreamAndFollowTests.pipe(writing: 8, of: Array(String(repeating: "y\n", count: 1 << 19).utf8))
        defer { close(readEnd) }
        var source = ListSource(origin: .file(path), reader: RecordReader(format: .lines), sectioning: .none)
        source.spillLimit = 4 << 20
        let session = try ListSession(loading: source, appearance: ListAppearance(), columns: 100, rows: 6)
        session.showsTimings = false
        Self.type("/zzz", into: session)
        _ = session.handle(.enter, at: 0)
        session.settle()
        #expect(session.statusLine.left == "No match for “zzz” in the first 4 MiB of \(source.name) (--spill-limit stopped it there)")
    }
}
