import ListEngine

/// Text from outside — a file's lines, a file's name — made safe to show in a terminal: no
/// control character reaches the terminal, where it could move the cursor, change the title
/// or send any escape sequence, and every one stays visible instead of vanishing.
///
/// ```swift
/// VisibleText.visible("a\tb\r")        // "a       b␍"
/// VisibleText.quoted("x\u{1B}]0;y\u{7}")  // "“x\x1B]0;y\x07”"
/// ```
public enum VisibleText {
    /// `text` as a row shows it: a tab becomes the spaces up to the next multiple of
    /// `tabWidth` columns (as `less -x8` shows it, columns measured by `TerminalTextMeasurer`);
    /// any other C0 control becomes its Control Pictures symbol, U+2400 plus its code (NUL ␀,
    /// CR ␍, VT ␋, FF ␌, LF ␊, ESC ␛), DEL becomes ␡, and a C1 control (U+0080–U+009F) becomes
    /// `<U+0085>`, as `less` shows it. Everything else, and the whole text when it holds none of
    /// these, comes back unchanged; applying it twice changes nothing more.
    ///
    /// - Complexity: O(n) in the text's UTF-8 bytes; a text with nothing to change is returned
    ///   after one pass over its bytes, without copying.
    public static func visible(_ text: String, tabWidth: Int = 8) -> String {
        guard needsChange(text) else { return text }
        let measurer = TerminalTextMeasurer()
        let tab = Swift.max(1, tabWidth)
        var result = String.UnicodeScalarView()
        var column = 0
        for character in text {
            let scalars = character.unicodeScalars
            guard scalars.contains(where: isControl) else {
                result.append(contentsOf: scalars)
                column += measurer.columns(of: character)
                continue
            }
            // Controls are clusters of their own, but for CR LF (one cluster): scalar by scalar.
            for scalar in scalars {
                switch scalar.value {
                case 0x09:
                    let spaces = tab - column % tab
                    result.append(contentsOf: repeatElement(" ", count: spaces))
                    column += spaces
                case 0x00..<0x20:
                    result.append(Unicode.Scalar(0x2400 + scalar.value)!)
                    column += 1
                case 0x7F:
                    result.append("\u{2421}")
                    column += 1
                case 0x80...0x9F:
                    let name = "<U+" + hex(scalar.value, digits: 4) + ">"
                    result.append(contentsOf: name.unicodeScalars)
                    column += name.unicodeScalars.count
                default:
                    result.append(scalar)
                    column += measurer.columns(ofScalar: scalar)
                }
            }
        }
        return String(result)
    }

    /// `text` between curly quotes, as messages name a file or quote a row: “text”, written as
    /// ``escaped(_:limit:)`` writes it, so that a name can never send an escape sequence to the
    /// terminal it is printed on (and says exactly which bytes it holds).
    ///
    /// - Complexity: O(min(n, limit)) in the text's scalars.
    public static func quoted(_ text: String, limit: Int = .max) -> String {
        "“" + escaped(text, limit: limit) + "”"
    }

    /// `text` with C0 controls and DEL written `\x1B`-style and C1 controls `\u{85}`-style, cut
    /// after `limit` scalars with "…".
    ///
    /// - Complexity: O(min(n, limit)) in the text's scalars.
    public static func escaped(_ text: String, limit: Int = .max) -> String {
        var result = ""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            guard count < limit else { return result + "…" }
            switch scalar.value {
            case 0x00..<0x20, 0x7F: result += "\\x" + hex(scalar.value, digits: 2)
            case 0x80...0x9F: result += "\\u{" + hex(scalar.value, digits: 2) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `text` holds a C0 control, DEL or a C1 control (UTF-8 0xC2 0x80–0x9F).
    private static func needsChange(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F || previous == 0xC2 && byte < 0xA0 { return true }
            previous = byte
        }
        return false
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `value` in upper-case hexadecimal, at least `digits` long.
    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: Swift.max(0, digits - text.count)) + text
    }
}
