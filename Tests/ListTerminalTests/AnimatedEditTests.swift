import Testing
import ListEngine
import ListTerminal
import TerminalScreen

/// Edits animate in the terminal: a deleted row's gap closes a line at a time over the
/// animation's frames (a row four lines tall: four steps), and reduced motion only fades.
@Suite struct AnimatedEditTests {
    static let tall = Array(repeating: "gone", count: 16).joined(separator: " ")   // wraps to 4 lines at 30 columns

    static func session(reducesMotion: Bool = false) throws -> ListSession {
        var appearance = ListAppearance()
        appearance.textLines = 0
        let words = ["first", tall, "after one", "after two", "after three"]
        let model = ListModel(store: .records(words.map { Record(text: $0) }), sectioning: .none)
        let session = try ListSession(model: model, appearance: appearance, name: "words", columns: 30, rows: 10)
        session.showsTimings = false
        try session.setEditAnimation(speed: 1, reducesMotion: reducesMotion)
        return session
    }

    static func line(of text: String, in session: ListSession) -> Int? {
        session.screenLines.firstIndex { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["▌", "⊖", " "]).hasPrefix(text) }
    }

    @Test func aDeletedRowsGapClosesALineAtATime() throws {
        let session = try Self.session()
        #expect(Self.line(of: "after one", in: session) == 5)
        session.setEditing(true)
        for key in ["j", "d", "y"] { _ = session.handle(.character(Character(key)), at: 0) }
        #expect(session.isAnimating && session.list.leavingCells.count == 1)
        var lines = [Self.line(of: "after one", in: session)]
        var time = 0.0
        while session.isAnimating, time < 2 {
            time += 1.0 / 60
            session.advance(to: time)
            lines.append(Self.line(of: "after one", in: session))
        }
        // 18 frames at 60 Hz; the row below moves up one line at a time, through every line.
        #expect(time < 0.31)
        let steps = lines.compactMap { $0 }
        #expect(steps.first == 5 && steps.last == 1 && Set(steps) == [5, 4, 3, 2, 1], "\(lines)")
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0 - $1 == 0 || $0 - $1 == 1 })
        #expect(session.list.leavingCells.isEmpty && !session.listLines.contains { $0.contains("gone") })
    }

    @Test(arguments: [TableStyle.grouped, .insetGrouped])
    func headersAndBordersMoveWithTheirRows(style: TableStyle) throws {
        var appearance = ListAppearance()
        appearance.style = style
        let words = ["apple", "avocado", "banana", "blueberry", "cherry", "cranberry"]
        let model = ListModel(store: .records(words.map { Record(text: $0) }), sectioning: .letter)
        let session = try ListSession(model: model, appearance: appearance, name: "fruit", columns: 30, rows: 24)
        session.showsTimings = false
        try session.setEditAnimation(speed: 1, reducesMotion: false)
        func line(_ text: String) -> Int? {
            session.screenLines.firstIndex { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["│", "▌", "⊖", " "]).hasPrefix(text) }
        }
        /// The rows between B's header and its first row, and between its last row and its rule.
        func gaps() -> (header: Int, rule: Int)? {
            guard let header = line("B"), let first = line("banana"), let last = line("blueberry") else { return nil }
            let rule = session.screenLines.indices.first { $0 > last && session.screenLines[$0].contains(style == .grouped ? "───" : "╰") }
            return (first - header, (rule ?? -100) - last)
        }
        let settled = try #require(gaps())
        // Deleting "avocado" slides section B up a line; its header and rules go with it.
        session.setEditing(true)
        for key in ["j", "d", "y"] { _ = session.handle(.character(Character(key)), at: 0) }
        #expect(session.isAnimating)
        var time = 0.0
        var positions: Set<Int> = []
        while session.isAnimating, time < 2 {
            time += 1.0 / 60
            session.advance(to: time)
            let now = try #require(gaps())
            #expect(now.header == settled.header && now.rule == settled.rule, "at \(time) s: \(session.screenLines.joined(separator: "\n"))")
            positions.insert(try #require(line("banana")))
        }
        #expect(positions.count == 2, "banana slid up a line: \(positions)")
    }

    @Test func reducedMotionFadesWithoutSliding() throws {
        let session = try Self.session(reducesMotion: true)
        session.setEditing(true)
        for key in ["j", "d", "y"] { _ = session.handle(.character(Character(key)), at: 0) }
        var time = 0.0
        var lines: Set<Int?> = []
        while session.isAnimating, time < 2 {
            time += 1.0 / 60
            session.advance(to: time)
            lines.insert(Self.line(of: "after one", in: session))
        }
        // The rows below fade in where they land: never between.
        #expect(lines.isSubset(of: [1, nil]) && lines.contains(1))
    }
}
