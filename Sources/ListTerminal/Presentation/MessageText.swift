import Foundation

/// Text from a file made safe to quote in a message: control characters shown as escapes
/// (`\u{1B}` as `\x1B`), so that a row or a column name cannot drive the terminal, and cut to a
/// length a status line can show.
enum MessageText {
    /// `text` with control characters (C0, DEL, C1) escaped, cut to `limit` characters with "…".
    ///
    /// - Complexity: O(min(length of `text`, `limit`)).
    static func shown(_ text: String, limit: Int = 40) -> String {
        var shown = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < limit else { return shown + "…" }
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                shown += String(format: "\\x%02X", scalar.value)
            } else {
                shown.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return shown
    }

    /// `text`, shown as ``shown(_:limit:)`` shows it, in curly quotes.
    ///
    /// - Complexity: O(min(length of `text`, `limit`)).
    static func quoted(_ text: String, limit: Int = 40) -> String {
        "“\(shown(text, limit: limit))”"
    }
}
