import TerminalScreen

/// listterm's keys: `less`'s wherever `less` has one, and listterm's own beside them on keys
/// `less` leaves free — editing behind editing mode (E), where d, m and w delete, move and write.
/// The session asks it what a key means; the help screen (h) lists the same table, so every
/// key listed is a key that works, and the tests drive every key it lists.
public enum KeyMap {
    /// What a key asks for.
    public enum Command: Hashable, Sendable {
        /// The focus a row down (N rows: row N further).
        case lineDown
        /// The focus a row up.
        case lineUp
        /// A screenful down, the focus keeping its line (N: N rows).
        case windowDown
        /// A screenful up.
        case windowUp
        /// Half a screenful down (N: N rows).
        case halfWindowDown
        /// Half a screenful up.
        case halfWindowUp
        /// The first row (N: row N at the top).
        case top
        /// The last row (N: row N at the top).
        case bottom
        /// N percent of the way down (no number: the top).
        case percent
        /// A table's lines half a screen to the left (N: N columns, from then on); in a sheet
        /// a column left; in a grid or flow the focus left.
        case left
        /// A table's lines half a screen to the right; in a sheet a column right; in a grid or
        /// flow the focus right.
        case right
        /// Then S: long lines cut at the screen's edge or not (`less -S`); then N: line numbers
        /// or not (`less -N`).
        case option
        /// A sheet's last column.
        case lastColumn
        /// Type a search toward the end.
        case search
        /// Type a search toward the top.
        case searchBackward
        /// The search again, from the focus, the way it went.
        case nextMatch
        /// The search again, from the focus, the other way.
        case previousMatch
        /// A tap on the focused row: it highlights, then is selected.
        case select
        /// The section index takes the keyboard.
        case index
        /// Follow the file's end as lines are appended.
        case follow
        /// Draw the whole screen again.
        case repaint
        /// Read the rows again from their file.
        case reload
        /// Jump to rows that arrived above.
        case newRows
        /// Say which file this is and where the focus is.
        case fileInfo
        /// The next file given (N: N files on).
        case nextFile
        /// The previous file given (N: N files back).
        case previousFile
        /// The first file given (N: file N).
        case firstFile
        /// Type the name of another file to show.
        case openFile
        /// Show the keys.
        case help
        /// Quit (asking first when edits are not written).
        case quit
        /// Editing mode on or off.
        case toggleEditing
        /// While editing: ask to delete the focused row.
        case delete
        /// While editing: pick the focused row up to move it.
        case move
        /// While editing: write the deletions and moves back to the file.
        case write
    }

    /// A line of the help screen: the keys, as the help screen writes them, and what they do.
    public struct Binding: Sendable {
        /// The key typed first, as `:` in `less`'s `:n`; nil for keys pressed alone.
        public let prefix: Character?
        /// The keys, in the order the help screen lists them.
        public let keys: [Key]
        /// What the keys ask for.
        public let command: Command
        /// What the help screen says they do.
        public let summary: String

        /// `keys`, each after `prefix` if there is one, asking for `command`, which the help
        /// screen says does `summary`.
        ///
        /// - Complexity: O(1).
        init(prefix: Character? = nil, keys: [Key], command: Command, summary: String) {
            self.prefix = prefix
            self.keys = keys
            self.command = command
            self.summary = summary
        }
    }

    /// A group of the help screen: its title and its bindings.
    public struct Group: Sendable {
        /// The group's title.
        public let title: String
        /// Whether its keys work only while editing (E).
        public let whileEditing: Bool
        /// Its bindings.
        public let bindings: [Binding]
    }

    /// Every key, grouped as the help screen shows them. A number typed first (`50%`, `123g`,
    /// `10j`) is the count the commands marked N take.
    public static let groups: [Group] = [
        Group(title: "Moving (a number N first: N rows, or row N)", whileEditing: false, bindings: [
            Binding(keys: [.character("j"), .down, .character("e"), .control("e"), .control("n")], command: .lineDown,
                    summary: "down a row (N rows)"),
            Binding(keys: [.character("k"), .up, .character("y"), .control("y"), .control("k"), .control("p")], command: .lineUp,
                    summary: "up a row (N rows); at the top, pull to refresh"),
            Binding(keys: [.character("f"), .character(" "), .pageDown, .control("f"), .control("v"), .character("z")], command: .windowDown,
                    summary: "down a screen (N rows)"),
            Binding(keys: [.character("b"), .pageUp, .control("b"), .character("w")], command: .windowUp,
                    summary: "up a screen (N rows); w writes while editing"),
            Binding(keys: [.character("d"), .control("d")], command: .halfWindowDown,
                    summary: "down half a screen (N rows); d deletes while editing"),
            Binding(keys: [.character("u"), .control("u")], command: .halfWindowUp, summary: "up half a screen (N rows)"),
            Binding(keys: [.character("g"), .character("<"), .home], command: .top, summary: "the first row (N: row N)"),
            Binding(keys: [.character("G"), .character(">"), .end], command: .bottom, summary: "the last row (N: row N)"),
            Binding(keys: [.character("p"), .character("%")], command: .percent, summary: "N percent of the way down"),
            Binding(keys: [.left], command: .left, summary: "lines half a screen left (N columns); a sheet's columns one; a grid's focus"),
            Binding(keys: [.right], command: .right, summary: "lines half a screen right (N columns); a sheet's columns one; a grid's focus"),
            Binding(keys: [.character("$")], command: .lastColumn, summary: "a sheet's last column (0 the first)"),
        ]),
        Group(title: "Searching", whileEditing: false, bindings: [
            Binding(keys: [.character("/")], command: .search, summary: "search down for a regular expression (Enter searches, Esc stops)"),
            Binding(keys: [.character("?")], command: .searchBackward, summary: "search up for a regular expression (← → move, ^U erases)"),
            Binding(keys: [.character("n")], command: .nextMatch, summary: "the next match, the way the search went"),
            Binding(keys: [.character("N")], command: .previousMatch, summary: "the next match the other way"),
        ]),
        Group(title: "The list", whileEditing: false, bindings: [
            Binding(keys: [.enter], command: .select, summary: "select the focused row"),
            Binding(keys: [.tab], command: .index, summary: "the section index: a letter jumps, ↑ ↓ step, Esc leaves"),
            Binding(keys: [.character("F")], command: .follow, summary: "follow the file's end (F again stops)"),
            Binding(keys: [.character("R")], command: .reload, summary: "read the file again, keeping the place"),
            Binding(keys: [.character("U")], command: .newRows, summary: "jump to rows that arrived above"),
            Binding(keys: [.character("r"), .control("r"), .control("l")], command: .repaint, summary: "draw the screen again"),
            Binding(keys: [.character("="), .control("g")], command: .fileInfo, summary: "the file's name and where the focus is"),
            Binding(keys: [.character("h"), .character("H")], command: .help, summary: "this help (q, h or Esc leaves it)"),
            Binding(keys: [.character("q"), .character("Q"), .control("c")], command: .quit,
                    summary: "quit, from any prompt (asks first with edits not written); ZZ and :q too"),
            Binding(keys: [.character("E")], command: .toggleEditing, summary: "editing on or off"),
            Binding(keys: [.character("-")], command: .option, summary: "then S: long lines cut at the edge or not; then N: line numbers"),
        ]),
        Group(title: "Files (listterm a.txt b.log …)", whileEditing: false, bindings: [
            Binding(prefix: ":", keys: [.character("n")], command: .nextFile, summary: "the next file (N files on), each where it was left"),
            Binding(prefix: ":", keys: [.character("p")], command: .previousFile, summary: "the previous file (N files back)"),
            Binding(prefix: ":", keys: [.character("x")], command: .firstFile, summary: "the first file (N: file N)"),
            Binding(prefix: ":", keys: [.character("e")], command: .openFile, summary: "open another file: type its name, Enter"),
        ]),
        Group(title: "While editing (E)", whileEditing: true, bindings: [
            Binding(keys: [.character("d")], command: .delete, summary: "delete the focused row (y or Enter deletes, n keeps)"),
            Binding(keys: [.character("m")], command: .move, summary: "move the focused row (↑ ↓ place it, Enter drops, Esc puts back)"),
            Binding(keys: [.character("w")], command: .write, summary: "write the deletions and moves back to the file"),
        ]),
    ]

    /// What `key` asks for, `editing` or not: while editing, the editing keys first.
    ///
    /// - Complexity: O(bindings).
    public static func command(for key: Key, editing: Bool) -> Command? {
        let active = groups.filter { $0.whileEditing && editing } + groups.filter { !$0.whileEditing }
        return active.lazy.flatMap(\.bindings).first { $0.prefix == nil && $0.keys.contains(key) }?.command
    }

    /// What `key` asks for typed after `prefix` (`:n`), if anything.
    ///
    /// - Complexity: O(bindings).
    public static func command(after prefix: Character, key: Key) -> Command? {
        groups.lazy.flatMap(\.bindings).first { $0.prefix == prefix && $0.keys.contains(key) }?.command
    }

    /// How the help screen writes `key`: a character as itself (Space for a space), Ctrl-X as
    /// ^X, the others by name or arrow.
    ///
    /// - Complexity: O(1).
    public static func name(of key: Key) -> String {
        switch key {
        case .character(" "): "Space"
        case let .character(character): String(character)
        case let .control(character): "^" + character.uppercased()
        case .enter: "Enter"
        case .tab: "Tab"
        case .escape: "Esc"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        default: "\(key)"
        }
    }

    /// The help screen's lines: each group's title, then a line a binding, its keys in a column
    /// `keyColumn` wide and what they do.
    ///
    /// - Complexity: O(bindings).
    public static var helpLines: [String] {
        let keyColumn = 26
        var lines = ["listterm keys (less's where less has one)", ""]
        for group in groups {
            lines.append(group.title)
            for binding in group.bindings {
                let keys = binding.keys.map { (binding.prefix.map(String.init) ?? "") + name(of: $0) }.joined(separator: " ")
                lines.append("  " + keys + String(repeating: " ", count: Swift.max(1, keyColumn - keys.count)) + binding.summary)
            }
            lines.append("")
        }
        return lines
    }
}
