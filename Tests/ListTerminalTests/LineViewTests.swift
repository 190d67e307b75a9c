import Foundation
import Testing
import ListEngine
@testable import ListTerminal
import TerminalScreen
import TestSupport

/// Rows as lines, as `less` shows them: cut at the edge and scrolled sideways (-S, ← →),
/// numbered (-N), where to start (+G, +/text, +NUMBER), and lines longer than a row.
@Suite struct LineViewTests {
    static func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("listterm-\(UUID().uuidString).txt").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A session over the file at `path`, its lines found, as the program opens it.
    static func session(_ path: String, chop: Bool = false, numbers: Bool = false, columns: Int = 40, rows: Int = 8) throws -> ListSession {
        var appearance = ListAppearance()
        appearance.chopsLongLines = chop
        appearance.showsLineNumbers = numbers
        let source = ListSource(origin: .file(path), reader: RecordReader(format: .lines), sectioning: .none)
        let session = try ListSession(loading: source, appearance: appearance, columns: columns, rows: rows)
        session.showsTimings = false
        session.settle()
        return session
    }

    /// The naive reference of ``ListPresenter/slice(_:fromColumn:width:)``: character by
    /// character, a wide one cut by the left edge as spaces.
    static func naiveSlice(_ text: String, from offset: Int, width: Int) -> String {
        let measurer = TerminalTextMeasurer()
        var cells: [String] = []   // a cell a column: a character, then "" for a wide one's other half
        for character in text {
            let columns = measurer.columns(of: character)
            guard columns > 0 else {
                if cells.isEmpty { continue }
                cells[cells.count - 1] += String(character)
                continue
            }
            cells.append(String(character))
            cells += Array(repeating: "", count: columns - 1)
        }
        var shown = ""
        var column = offset
        // A wide character's half at the left edge: a space for it.
        while column < cells.count, cells[column].isEmpty, column < offset + width { shown += " "; column += 1 }
        while column < cells.count {
            var end = column + 1
            while end < cells.count, cells[end].isEmpty { end += 1 }
            if end > offset + width { break }
            shown += cells[column]
            column = end
        }
        return shown
    }

    @Test(arguments: testSeeds(300))
    func aSliceFromAColumnMatchesANaiveOne(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let pieces = ["a", "b", " ", "é", "e\u{301}", "中", "😀", "~", "€"]
        let text = (0..<random.below(80)).map { _ in pieces[random.below(random.below(2) == 0 ? 3 : pieces.count)] }.joined()
        let offset = random.below(90)
        let width = random.below(30)
        #expect(ListPresenter.slice(text, fromColumn: offset, width: width) == Self.naiveSlice(text, from: offset, width: width),
                "seed \(seed): \(text.debugDescription) from \(offset), \(width) wide")
    }

    /// The rows of the file at random, some lines longer than a row: the line of each row, its
    /// part, the first row of each line and the count of lines, against the rows' bytes.
    @Test(arguments: testSeeds(6))
    func linesCutIntoRowsAreCountedAsLines(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        var text = ""
        for _ in 0..<(1 + random.below(12)) {
            let long = random.below(3) == 0
            text += String(repeating: "x", count: long ? LineFile.maximumLineBytes + random.below(3 * LineFile.maximumLineBytes) : random.below(50))
            if random.below(8) > 0 || text.isEmpty { text += "\n" }
        }
        let path = try Self.file(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try LineFile(path: path, name: "f")
        file.wait()
        // The reference: a row starts a line when the byte before it is a line break (or it is the first).
        let bytes = Array(text.utf8)
        var lineOfRow: [Int] = []
        var line = 0
        for row in 0..<file.index.count {
            let start = Int(file.index.byteRange(ofLine: row)!.lowerBound)
            if start == 0 || bytes[start - 1] == 0x0A { line += 1 }
            lineOfRow.append(line)
        }
        #expect(file.hasCutLines == (lineOfRow.count != Set(lineOfRow).count), "seed \(seed)")
        #expect(file.lineCount(ofRows: file.index.count) == line, "seed \(seed)")
        for row in lineOfRow.indices {
            #expect(file.lineNumber(ofRow: row) == lineOfRow[row], "seed \(seed), row \(row)")
            let first = lineOfRow.firstIndex(of: lineOfRow[row])!
            #expect(file.part(ofRow: row) == (row - first + 1, lineOfRow.filter { $0 == lineOfRow[row] }.count), "seed \(seed), row \(row)")
            #expect(file.firstRow(ofLine: lineOfRow[row]) == first, "seed \(seed), line \(lineOfRow[row])")
        }
    }

    /// The two-line file whose second line is 4 MB: the status line speaks of its lines.
    @Test func theStatusLineCountsLinesWhenALineIsCutIntoRows() throws {
        let path = try Self.file("first\n" + String(repeating: "y", count: 4_000_000) + "\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let session = try Self.session(path)
        #expect(session.list.totalRows == 63)
        #expect(session.position.hasSuffix("Line 1 of 2"))
        _ = session.handle(.character("j"), at: 1)
        _ = session.handle(.character("j"), at: 2)
        #expect(session.position.hasSuffix("Line 2 of 2 · part 2 of 62"), "\(session.position)")
        _ = session.handle(.character("G"), at: 3)
        #expect(session.position.hasSuffix("Line 2 of 2 · part 62 of 62"), "\(session.position)")
        _ = session.handle(.character("="), at: 4)
        #expect(session.statusLine.left.hasSuffix("line 2 of 2 · part 62 of 62 · 100%"), "\(session.statusLine.left)")
    }

    @Test func minusSCutsLinesAtTheEdgeAndTheArrowsScrollThemSideways() throws {
        let long = (0..<300).map { String($0 % 10) }.joined()
        let path = try Self.file("short\n\(long)\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let session = try Self.session(path)
        #expect(session.screenLines[1].contains("…"))   // truncated, as before
        _ = session.handle(.character("-"), at: 1)
        _ = session.handle(.character("S"), at: 1)
        #expect(session.presenter.chopsLongLines && session.statusLine.left.contains("cut at the screen's edge"))
        let cut = session.screenLines[1]
        #expect(!cut.contains("…") && cut.contains("0123456789012"))
        // → half a screen (20 columns) at a time; ← back; at the left edge it stops.
        _ = session.handle(.right, at: 2)
        #expect(session.presenter.horizontalOffset == 20)
        #expect(session.screenLines[1].contains(String(long.dropFirst(20).prefix(30))))
        #expect(!session.screenLines[0].contains("s"))   // "short" is scrolled past
        #expect(session.position.contains("from col 21"))
        _ = session.handle(.left, at: 3)
        _ = session.handle(.left, at: 4)
        #expect(session.presenter.horizontalOffset == 0 && session.screenLines[0].contains("short"))
        // A count first: that many columns, and the step from then on, as in less.
        for key in "7" { _ = session.handle(.character(key), at: 5) }
        _ = session.handle(.right, at: 5)
        _ = session.handle(.right, at: 6)
        #expect(session.presenter.horizontalOffset == 14)
        #expect(session.screenLines[1].contains(String(long.dropFirst(14).prefix(30))))
        // -S again: the ellipsis is back, the shift stays.
        _ = session.handle(.character("-"), at: 7)
        _ = session.handle(.character("S"), at: 7)
        #expect(!session.presenter.chopsLongLines && session.screenLines[1].contains("…"))
    }

    /// Cut or scrolled, a row's text stops before a secondary text on its line (value1).
    @Test func aCutRowLeavesItsSecondaryTextShown() throws {
        var appearance = ListAppearance()
        appearance.cellStyle = .value1
        appearance.chopsLongLines = true
        let records = (0..<20).map { Record(text: String(repeating: "long text ", count: 10) + "\($0)", secondaryText: "44 pt") }
        let session = try ListSession(model: ListModel(store: .records(records), sectioning: .none), appearance: appearance,
                                      name: "r", columns: 40, rows: 6)
        session.showsTimings = false
        #expect(session.screenLines[1].hasSuffix(" 44 pt ") && session.screenLines[1].contains("long text long"), "\(session.screenLines[1])")
        _ = session.handle(.right, at: 1)
        #expect(session.screenLines[1].hasSuffix(" 44 pt ") && session.screenLines[1].contains("long text"), "\(session.screenLines[1])")
    }

    @Test func theArrowsStillScrollASheetsColumns() throws {
        let (sheet, path) = try SheetSessionTests.session(SheetSessionTests.csv())
        defer { try? FileManager.default.removeItem(atPath: path) }
        let before = sheet.presenter.sheet?.currentColumn
        _ = sheet.handle(.right, at: 1)
        #expect(sheet.presenter.sheet?.currentColumn != before && sheet.presenter.horizontalOffset == 0)
        #expect(!sheet.stateDescription.contains("shift="))
    }

    @Test func minusNNumbersTheLinesAndAContinuedLineHasNoNumber() throws {
        let path = try Self.file("alpha\n" + String(repeating: "b", count: LineFile.maximumLineBytes + 10) + "\ngamma\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let session = try Self.session(path, numbers: true)
        let lines = session.screenLines
        #expect(lines[0] == "▌      1 alpha" + String(repeating: " ", count: 26), "\(lines[0])")
        #expect(lines[1].contains("      2 bbbb"))
        #expect(lines[2].contains("        bbbb") && !lines[2].contains("3"))
        #expect(lines[3].contains("      3 gamma"))
        _ = session.handle(.character("-"), at: 1)
        _ = session.handle(.character("N"), at: 1)
        #expect(!session.presenter.showsLineNumbers && session.screenLines[0].contains("alpha") && !session.screenLines[0].contains("1"))
        // Another letter after - says which there are.
        _ = session.handle(.character("-"), at: 2)
        _ = session.handle(.character("x"), at: 2)
        #expect(session.statusLine.left.contains("No option -x"))
    }

    @Test func minusSAndMinusNAreForATablesLinesOnly() throws {
        let (session, path) = try SheetSessionTests.session(SheetSessionTests.csv())
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = session.handle(.character("-"), at: 1)
        _ = session.handle(.character("S"), at: 1)
        #expect(!session.presenter.chopsLongLines && session.statusLine.left.contains("for a table's lines"))
    }

    @Test func aMatchPastTheEdgeScrollsSidewaysIntoView() throws {
        let path = try Self.file("one\n" + String(repeating: "-", count: 500) + "needle" + String(repeating: "-", count: 100) + "\nthree\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let session = try Self.session(path, chop: true)
        _ = session.handle(.character("/"), at: 1)
        for character in "needle" { _ = session.handle(.character(character), at: 1) }
        _ = session.handle(.enter, at: 1)
        session.settle(from: 1)
        #expect(session.focus.flatMap(session.list.globalRow(for:)) == 1)
        #expect(session.presenter.horizontalOffset > 450 && session.presenter.horizontalOffset <= 500)
        #expect(session.screenLines[1].contains("needle"))
        // Back at a match on screen: the rows scroll back.
        _ = session.handle(.character("/"), at: 2)
        for character in "three" { _ = session.handle(.character(character), at: 2) }
        _ = session.handle(.enter, at: 2)
        session.settle(from: 2)
        #expect(session.presenter.horizontalOffset == 0 && session.screenLines[2].contains("three"))
    }

    @Test func startCommandsAreReadAsLessReadsThem() throws {
        #expect(try StartCommand(parsing: "+G") == .end)
        #expect(try StartCommand(parsing: "+/a b") == .search("a b"))
        #expect(try StartCommand(parsing: "+120") == .line(120))
        for bad in ["+/", "+0", "+abc", "+", "+g", "+99999999999999999999999", "+-3", "+1x"] {
            #expect(throws: StartCommand.ParseError.self, "\(bad)") { try StartCommand(parsing: bad) }
        }
        do { _ = try StartCommand(parsing: "+/") } catch { #expect(error.description.contains("needs a pattern")) }
        do { _ = try StartCommand(parsing: "+0") } catch { #expect(error.description.contains("count from 1")) }
        do { _ = try StartCommand(parsing: "+abc") } catch { #expect(error.description.contains("+abc is not a start command")) }
        do { _ = try StartCommand(parsing: "+99999999999999999999") } catch { #expect(error.description.contains("no such line")) }
    }

    @Test func plusArgumentsAreTakenOutExceptAfterDashDashOrAsAnOptionsValue() {
        let takesValue: (String) -> Bool = { ["--delete-title", "--keys", "-k"].contains($0) }
        let split = StartCommand.split(["+G", "-S", "file", "--delete-title", "+1", "+/x", "--keys=+q", "-k", "+2", "+", "--", "+3"],
                                       takesValue: takesValue)
        #expect(split.commands == ["+G", "+/x"])
        #expect(split.others == ["-S", "file", "--delete-title", "+1", "--keys=+q", "-k", "+2", "+", "--", "+3"])
    }

    @Test func plusGStartsAtTheEndPlusNumberAtThatLineAndPlusSlashAtTheFirstMatch() throws {
        let path = try Self.file((1...500).map { "line \($0)" }.joined(separator: "\n") + "\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let end = try Self.session(path)
        end.start(with: .end)
        end.settle()
        #expect(end.focus.flatMap(end.list.globalRow(for:)) == 499 && end.screenLines[6].contains("line 500"))
        let line = try Self.session(path)
        line.start(with: .line(123))
        #expect(line.focus.flatMap(line.list.globalRow(for:)) == 122 && line.screenLines[0].contains("line 123"))
        let past = try Self.session(path)
        past.start(with: .line(9_999))
        #expect(past.focus.flatMap(past.list.globalRow(for:)) == 499 && past.statusLine.left.contains("has 500 lines"))
        let found = try Self.session(path)
        found.start(with: .search("line 42"))
        found.settle()
        #expect(found.focus.flatMap(found.list.globalRow(for:)) == 41 && found.statusLine.left.contains("Found"))
        let missing = try Self.session(path)
        missing.start(with: .search("zzz"))
        missing.settle()
        #expect(missing.focus.flatMap(missing.list.globalRow(for:)) == 0 && missing.statusLine.left.contains("No match"))
    }

    @Test func plusNumberGoesToALinesFirstRowPastLinesCutIntoRows() throws {
        let path = try Self.file(String(repeating: "z", count: 3 * LineFile.maximumLineBytes) + "\nafter\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let session = try Self.session(path)
        session.start(with: .line(2))
        #expect(session.presenter.model.record(at: session.focus!)?.text == "after")
        #expect(session.position.hasSuffix("Line 2 of 2"))
    }
}
