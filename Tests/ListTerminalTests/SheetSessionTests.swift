import Foundation
import Testing
import ListEngine
import ListTerminal
import TerminalScreen
import TestSupport

/// A CSV shown as a sheet, through the keys: every line of the screen against a naive layout
/// of the records (the header pinned at the top, the first column frozen at the left, the other
/// columns from the current one, each as wide as the sheet measured it), after every key of
/// random sequences; widening keeps the place; the status line and the state name the column.
@Suite struct SheetSessionTests {
    static let columns = 30
    static let records = 200

    /// A CSV of `records` rows under a header `h0,h1,…`: cell (r, c) reads `r<r>c<c>`, but for
    /// the cells `wide` gives.
    static func csv(wide: [Int: [Int: String]] = [:]) -> String {
        var lines = [(0..<columns).map { "h\($0)" }.joined(separator: ",")]
        for r in 1...records {
            lines.append((0..<columns).map { c in wide[r]?[c] ?? "r\(r)c\(c)" }.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func session(_ text: String, columns: Int = 60, rows: Int = 12) throws -> (ListSession, String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-\(UUID().uuidString).csv").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var source = ListSource(origin: .file(path), reader: RecordReader(format: .csv), sectioning: .none)
        source.showsSheet = true
        let file = try source.openLines()
        file.wait()
        let session = try ListSession(model: source.model(of: file), appearance: ListAppearance(), name: "t.csv",
                                      columns: columns, rows: rows, source: source)
        session.showsTimings = false
        session.settle()
        return (session, path)
    }

    /// `field` in `width` cells: padded, or cut to leave room for an ellipsis.
    static func fit(_ field: String, _ width: Int) -> String {
        field.count <= width ? field + String(repeating: " ", count: width - field.count) : field.prefix(width - 1) + "…"
    }

    /// The naive layout of a line: the focus column, the frozen first field and a rule, then the
    /// fields from the current column, each in its width and a space, cut at the screen's edge.
    static func expectedLine(_ fields: [String], sheet: TerminalSheet, current: Int, width: Int) -> String {
        var line = " " + fit(fields[0], sheet.width(ofColumn: 0)) + "│"
        for c in current..<fields.count where line.count < width {
            let room = Swift.min(sheet.width(ofColumn: c), width - line.count)
            line += fit(fields[c], room) + " "
        }
        return String(line.prefix(width))
    }

    static func trimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// Every line on screen against the naive layout: the header, then consecutive records.
    static func checkScreen(_ session: ListSession, _ context: String) throws {
        let sheet = try #require(session.presenter.sheet)
        let current = try #require(sheet.currentColumn)
        let lines = session.screenLines
        let header = (0..<columns).map { "h\($0)" }
        #expect(trimmed(lines[0]) == trimmed(expectedLine(header, sheet: sheet, current: current, width: session.columns)), "\(context)")
        var previous: Int?
        for line in lines[1..<(lines.count - 1)] {
            let body = " " + line.dropFirst()   // the focus mark
            guard let r = Int(body.dropFirst(2).prefix { $0.isNumber }) else {
                #expect(trimmed(body).isEmpty, "\(context): \(line)")
                continue
            }
            if let previous { #expect(r == previous + 1, "\(context)") }
            previous = r
            let fields = (0..<columns).map { "r\(r)c\($0)" }
            #expect(trimmed(body) == trimmed(expectedLine(fields, sheet: sheet, current: current, width: session.columns)), "\(context)")
        }
        #expect(lines.last?.contains("col \(current + 1)/\(columns) “h\(current)”") == true, "\(context): \(lines.last ?? "")")
    }

    @Test(arguments: testSeeds(12))
    func theHeaderAndFirstColumnStayWhileScrollingBothWays(seed: Int) throws {
        let (session, path) = try Self.session(Self.csv())
        defer { try? FileManager.default.removeItem(atPath: path) }
        var random = SeededGenerator(seed: UInt64(seed))
        let keys: [Key] = [.right, .left, .right, .left, .character("j"), .character("k"),
                           .character("0"), .character("$"), .pageDown, .pageUp, .character("g"), .character("G")]
        try Self.checkScreen(session, "seed \(seed), at the start")
        var now = 0.0
        for step in 0..<60 {
            let key = keys[random.below(keys.count)]
            let before = session.presenter.sheet?.currentColumn
            now += 1
            _ = session.handle(key, at: now)
            now = session.settle(from: now)
            let after = session.presenter.sheet?.currentColumn
            // Rows that came on screen may widen columns: the current column stays the first.
            if [.character("j"), .character("k"), .pageDown, .pageUp, .character("g"), .character("G")].contains(key) {
                #expect(after == before, "seed \(seed), step \(step), \(key)")
            }
            try Self.checkScreen(session, "seed \(seed), step \(step), \(key)")
        }
    }

    @Test func aWiderCellScrolledInWidensItsColumnAndKeepsThePlace() throws {
        let long = String(repeating: "W", count: 60)
        let (session, path) = try Self.session(Self.csv(wide: [150: [2: long]]))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sheet = try #require(session.presenter.sheet)
        for _ in 0..<5 { _ = session.handle(.right, at: 0) }
        #expect(sheet.currentColumn == 6)
        let narrow = sheet.width(ofColumn: 2)
        let offset = sheet.offsetX
        try session.scroll(toGlobalRow: 145)   // row 150 comes on screen
        session.settle(from: 1)
        // Column 2, left of the place, grew to the cap: the offset moved by as much, the place stayed.
        #expect(sheet.width(ofColumn: 2) == TerminalSheet.maximumColumnWidth)
        #expect(sheet.currentColumn == 6)
        // Where column 6 starts, less the frozen column: the columns between and their spaces.
        #expect(sheet.offsetX == Double((1..<6).reduce(0) { $0 + sheet.width(ofColumn: $1) + 1 }))
        #expect(sheet.offsetX >= offset + Double(TerminalSheet.maximumColumnWidth - narrow))
        #expect(session.stateDescription.contains("column=6\noffsetX=\(sheet.offsetX)\n"))
        // Back at the first scrolling column, the cut cell ends in an ellipsis, 40 cells in all.
        _ = session.handle(.character("0"), at: 2)
        let line = try #require(session.screenLines.first { $0.contains("WWW") })
        #expect(line.contains(String(repeating: "W", count: 39) + "…"))
        #expect(session.statusLine.left.contains("col 2/30 “h1”"))
    }

    @Test func aQuotedLineBreakKeepsTheRecordInOneRow() throws {
        let (session, path) = try Self.session("name,note\na,\"two\nlines\"\nb,\"x, \"\"y\"\"\"\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(session.list.totalRows == 2)
        let lines = session.screenLines
        #expect(lines[0].hasPrefix(" name│note"))
        #expect(lines[1].hasPrefix("▌a   │two␊lines"))
        #expect(lines[2].hasPrefix(" b   │x, \"y\""))
    }

    @Test func aRefreshKeepsTheSheetAndItsPlace() throws {
        let (session, path) = try Self.session(Self.csv())
        defer { try? FileManager.default.removeItem(atPath: path) }
        for _ in 0..<3 { _ = session.handle(.right, at: 0) }
        try Self.checkScreen(session, "before r")
        _ = session.handle(.character("R"), at: 1)
        session.settle(from: 1)
        #expect(session.presenter.sheet?.currentColumn == 4)
        #expect(session.statusLine.left == "Refreshed: 200 rows")
        _ = session.handle(.left, at: 2)   // the status line shows the place again
        _ = session.handle(.right, at: 2)
        try Self.checkScreen(session, "after r")
    }

    @Test(arguments: ["", "a,b\n"])
    func aSheetWithoutRowsSettles(text: String) throws {
        let (session, path) = try Self.session(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(!session.isAnimating && session.list.totalRows == 0)
        #expect(session.screenLines[0].hasPrefix(text.isEmpty ? "" : " a│b"))
        #expect(session.statusLine.left == "t.csv · 0 rows")
    }

    @Test func aSheetIsNotWrittenBack() throws {
        let (session, path) = try Self.session(Self.csv())
        defer { try? FileManager.default.removeItem(atPath: path) }
        session.setEditing(true)
        _ = session.handle(.character("d"), at: 0)
        _ = session.handle(.character("y"), at: 0)
        session.settle()
        session.setEditing(true)
        _ = session.handle(.character("w"), at: 10)
        #expect(session.statusLine.left.contains("not written back"))
    }
}
