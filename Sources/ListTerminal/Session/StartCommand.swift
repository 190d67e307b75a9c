/// What the viewer does first, as `less`'s `+cmd` says: `+G` goes to the end, `+/pattern` to
/// the first match of pattern, `+NUMBER` to that line.
public enum StartCommand: Hashable, Sendable {
    /// The last row (`+G`).
    case end
    /// The first row that holds the text, from the top (`+/text`).
    case search(String)
    /// The line (from 1) of the file (`+123`), its first row for a line cut into rows.
    case line(Int)

    /// A `+` argument that is not a start command, said so a person can fix it.
    public struct ParseError: Error, CustomStringConvertible, Sendable {
        /// The message.
        public let description: String
    }

    /// The command written `argument` (`+G`, `+/text`, `+123`; the `+` may be left out).
    ///
    /// - Throws: ``ParseError`` for anything else: an empty pattern (`+/`), line 0, a number
    ///   too big, or other text (`+abc`).
    /// - Complexity: O(argument length).
    public init(parsing argument: String) throws(ParseError) {
        let text = argument.hasPrefix("+") ? String(argument.dropFirst()) : argument
        let written = "+" + text
        if text == "G" {
            self = .end
        } else if text.hasPrefix("/") {
            let pattern = String(text.dropFirst())
            guard !pattern.isEmpty else { throw ParseError(description: "+/ needs a pattern: +/text starts at its first match") }
            self = .search(pattern)
        } else if !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            guard let line = Int(text) else { throw ParseError(description: "\(written): no such line") }
            guard line >= 1 else { throw ParseError(description: "\(written): lines count from 1") }
            self = .line(line)
        } else {
            throw ParseError(description: "\(written) is not a start command: +G (the end), +/text (its first match) or +NUMBER (that line)")
        }
    }

    /// Takes `less`'s `+cmd` arguments out of `arguments` (a command line, less the program's
    /// name): every argument that starts with `+` and has more after it, before a `--` and not
    /// the value of the option before it (`takesValue` tells which options take one, named as
    /// written: `--keys`, `-k`). Returns them, in order, and the other arguments.
    ///
    /// - Complexity: O(arguments).
    public static func split(_ arguments: [String], takesValue: (String) -> Bool) -> (commands: [String], others: [String]) {
        var commands: [String] = []
        var others: [String] = []
        var valueNext = false
        var ended = false
        for argument in arguments {
            defer { valueNext = !ended && !valueNext && argument.hasPrefix("-") && !argument.contains("=") && takesValue(argument) }
            if !ended, !valueNext, argument.hasPrefix("+"), argument.count > 1 {
                commands.append(argument)
                continue
            }
            if argument == "--", !valueNext { ended = true }
            others.append(argument)
        }
        return (commands, others)
    }
}
