import Testing
import ListEngine
import ListTerminal
import TerminalScreen

/// less's keys through the session: the table the help screen lists, counts typed first, the
/// help screen itself, and the editing keys behind editing mode.
@Suite struct KeyMapTests {
    static let words = (0..<1_000).map { "line \($0 + 1)" }

    static func session(rows: Int = 24) throws -> ListSession {
        let model = ListModel(store: .records(words.map { Record(text: $0) }), sectioning: .none)
        let session = try ListSession(model: model, appearance: ListAppearance(), name: "lines", columns: 80, rows: rows)
        session.showsTimings = false
        return session
    }

    /// Presses each character of `keys`, a key at a time.
    static func type(_ keys: String, into session: ListSession, at time: Double = 0) -> ListSession.Outcome {
        var outcome = ListSession.Outcome.proceed
        for character in keys { outcome = session.handle(.character(character), at: time) }
        return outcome
    }

    static func row(_ session: ListSession) -> Int? { session.focus.flatMap(session.list.globalRow(for:)) }

    /// Every key the help screen lists means what its line says — while editing, an editing
    /// key what its editing line says — and no key is listed twice in one mode.
    @Test func everyListedKeyMeansWhatItsLineSays() {
        for editing in [false, true] {
            var seen: Set<[Key]> = []
            for group in KeyMap.groups where group.whileEditing == editing {
                for binding in group.bindings {
                    for key in binding.keys {
                        if let prefix = binding.prefix {
                            #expect(KeyMap.command(after: prefix, key: key) == binding.command, "\(prefix)\(key)")
                        } else {
                            #expect(KeyMap.command(for: key, editing: editing) == binding.command, "\(key), editing: \(editing)")
                        }
                        #expect(seen.insert(binding.prefix.map { [.character($0), key] } ?? [key]).inserted, "\(key) is listed twice")
                    }
                }
            }
        }
        let listed = KeyMap.helpLines.joined(separator: "\n")
        for binding in KeyMap.groups.flatMap(\.bindings) {
            #expect(listed.contains(binding.summary))
            for key in binding.keys { #expect(listed.contains((binding.prefix.map(String.init) ?? "") + KeyMap.name(of: key))) }
        }
    }

    /// Every listed key, pressed in a session, leaves it working: nothing but the quit keys quit,
    /// and the focus is always on a row on screen.
    @Test(arguments: [false, true])
    func everyListedKeyCanBePressed(editing: Bool) throws {
        for binding in KeyMap.groups.flatMap(\.bindings) {
            for key in binding.keys {
                let session = try Self.session()
                session.setEditing(editing)
                _ = Self.type("300g" + (binding.prefix.map(String.init) ?? ""), into: session)
                let outcome = session.handle(key, at: 1)
                _ = session.settle(from: 1, timeout: 2)
                #expect((outcome == .quit) == (binding.command == .quit), "\(key): \(outcome)")
                #expect(outcome != .repaint || binding.command == .repaint)
                if let focus = session.focus, session.mode == .browsing, let frame = session.list.rectForRow(at: focus) {
                    #expect(frame.minY >= session.list.contentOffset.y && frame.maxY <= session.list.contentOffset.y + 23, "\(key)")
                }
            }
        }
    }

    /// less's moves: a row, a screen, half a screen, the ends, and a number typed first — each
    /// key pressed after the one before, and the row the focus is then on (from 0).
    @Test func lessMovesAndCounts() throws {
        let session = try Self.session()
        #expect(Self.row(session) == 0)
        let steps: [(keys: [Key], row: Int)] = [
            (Array("10j").map(Key.character), 10), ([.character("e")], 11), ([.character("y")], 10),
            (Array("123g").map(Key.character), 122), (Array("50%").map(Key.character), 500),
            ([.character("G")], 999), ([.character("g")], 0),
            ([.character("d")], 11),   // half of 23 lines
            ([.character("u")], 0), ([.control("d")], 11), ([.character("b")], 0),
            (Array("5G").map(Key.character), 4),
        ]
        for (keys, row) in steps {
            for key in keys { _ = session.handle(key, at: 0) }
            #expect(Self.row(session) == row, "after \(keys)")
        }
        _ = Self.type("gf", into: session)
        #expect(Self.row(session).map { $0 >= 20 } == true)   // a screenful down
        _ = Self.type("5G=", into: session)
        #expect(session.statusLine.left == "lines · row 5 of 1,000 · 0%")
    }

    /// h shows every key; the keys that move scroll it; q, h or Esc leave it (q does not quit).
    @Test func helpListsTheKeysAndQLeavesIt() throws {
        let session = try Self.session(rows: 12)
        _ = Self.type("h", into: session)
        #expect(session.mode == .help(top: 0))
        #expect(session.screenLines[0].contains("listterm keys"))
        #expect(session.statusLine.left.hasPrefix("Help: lines 1–11 of \(KeyMap.helpLines.count)"))
        _ = Self.type("j", into: session)
        #expect(session.mode == .help(top: 1))
        #expect(session.screenLines[1].contains(KeyMap.helpLines[2]))
        _ = Self.type("G", into: session)
        #expect(session.screenLines.contains { $0.contains("write the deletions") })
        #expect(Self.type("q", into: session) == .proceed && session.mode == .browsing)
        _ = Self.type("H", into: session)
        _ = session.handle(.escape, at: 0)
        #expect(session.mode == .browsing && Self.row(session) == 0)
    }

    /// ? searches up, and n then goes on up while N goes down, as in less.
    @Test func questionMarkSearchesUpAndNTurnsBack() throws {
        let session = try Self.session()
        _ = Self.type("500g?line 49", into: session)
        #expect(session.statusLine.left == "?line 49")
        _ = session.handle(.enter, at: 0)
        var time = session.settle()
        #expect(Self.row(session) == 498)   // "line 499", the nearest above "line 500"
        _ = Self.type("N", into: session, at: time)
        time = session.settle(from: time)
        #expect(Self.row(session) == 48)    // down and around from the top: "line 49"
        _ = Self.type("n", into: session, at: time)
        time = session.settle(from: time)
        #expect(Self.row(session) == 498)   // up and around from the end
        _ = Self.type("n", into: session, at: time)
        session.settle(from: time)
        #expect(Self.row(session) == 497)
    }

    /// Three wheel notches, then d at once: the fling stops and the prompt names the focused
    /// row, and y deletes it; a confirmation the list closes takes its question with it.
    @Test func dRightAfterTheWheelAsksAboutTheFocusedRow() throws {
        let session = try Self.session()
        _ = Self.type("E", into: session)
        for _ in 0..<3 { _ = session.handle(.mouseWheel(up: false, column: 5, row: 5), at: 0) }
        session.advance(to: 0.05)
        _ = Self.type("d", into: session, at: 0.1)
        let row = try #require(Self.row(session))
        for frame in 1...30 { session.advance(to: 0.1 + Double(frame) / 60) }
        #expect(session.mode == .confirmingDelete)
        #expect(session.statusLine.left == "Delete “line \(row + 1)”? y/n")
        _ = Self.type("y", into: session, at: 1)
        #expect(session.list.totalRows == 999 && session.statusLine.left == "Deleted “line \(row + 1)”")
        _ = Self.type("d", into: session, at: 2)
        try session.list.reloadData()
        session.advance(to: 2.1)
        #expect(session.mode == .browsing && session.statusLine.left.hasPrefix("The delete confirmation closed"))
    }

    /// ZZ, :q and Q quit as in less; Z or : then another key does nothing.
    @Test func zzAndColonQQuit() throws {
        let session = try Self.session()
        #expect(Self.type("ZZ", into: session) == .quit)
        #expect(Self.type(":q", into: session) == .quit)
        #expect(Self.type("Q", into: session) == .quit)
        #expect(Self.type("Zj", into: session) == .proceed && Self.row(session) == 0)
        #expect(Self.type(":f", into: session) == .proceed && session.statusLine.left.hasPrefix("lines · row 1"))
    }

    /// The editing keys act only in editing mode (E): outside it d is half a screen and m and w
    /// do nothing a less user would not expect.
    @Test func editingKeysNeedEditingMode() throws {
        let session = try Self.session()
        _ = Self.type("m", into: session)
        #expect(session.mode == .browsing && session.list.interactiveMovement == nil)
        _ = Self.type("d", into: session)
        #expect(session.mode == .browsing && Self.row(session) == 11)
        _ = Self.type("E", into: session)
        #expect(session.list.isEditing && session.statusLine.left.hasPrefix("Editing"))
        _ = Self.type("d", into: session)
        #expect(session.mode == .confirmingDelete)
        _ = Self.type("y", into: session)
        #expect(session.list.totalRows == 999)
        _ = Self.type("E", into: session)
        #expect(!session.list.isEditing)
    }
}
