import ListEngine
import TerminalScreen

/// Rows as lines of text, as `less` shows them: cut at the screen's edge (`-S`), scrolled
/// sideways (← →), numbered (`-N`).
extension ListPresenter {
    /// Whether the rows are lines that `-S`, `-N` and sideways scrolling apply to: a table's
    /// one-line rows — not a sheet (whose columns scroll), tiles, or rows that wrap.
    ///
    /// - Complexity: O(1).
    public var showsRowsAsLines: Bool { sheet == nil && appearance.layout == .table && appearance.textLines == 1 }

    /// The columns the line numbers take at the start of each row: the number right-aligned in
    /// 7 columns, as `less -N` has it (more for a number that needs more), and a space; 0 when
    /// they are not shown.
    ///
    /// - Complexity: O(1).
    public var lineNumberWidth: Int {
        guard showsLineNumbers, showsRowsAsLines else { return 0 }
        return Swift.max(7, String(model.store.count).count) + 1
    }

    /// The line number the row at `indexPath` starts with: its line in the file (for rows not
    /// read as a file's lines, its record's number from 1); empty for a row that goes on with
    /// a line cut into rows (longer than ``LineFile/maximumLineBytes``); nil for no row.
    ///
    /// - Complexity: O(log c), c being the rows that go on with a cut line.
    public func lineNumberLabel(at indexPath: ListIndexPath) -> String? {
        guard let record = recordNumber(at: indexPath) else { return nil }
        guard case let .lines(file) = model.store else { return String(record + 1) }
        return file.part(ofRow: record).part > 1 ? "" : String(file.lineNumber(ofRow: record))
    }

    /// The text of the row at `indexPath` as shown (tabs expanded, controls as symbols) from
    /// column `offset` on, at most `width` columns of it: a row scrolled sideways, or cut at
    /// the screen's edge. A file's line is read as far as that needs (4 bytes a column at most),
    /// past the first ``LineFile/shownBytes`` other rows show.
    ///
    /// - Complexity: O(offset + width) characters (ASCII counted a byte a column), and
    ///   O(log n) to find the row's record.
    public func lineText(at indexPath: ListIndexPath, fromColumn offset: Int, width: Int) -> String {
        guard let record = recordNumber(at: indexPath), width > 0 else { return "" }
        let text: String = if case let .lines(file) = model.store {
            file.text(ofLine: record, limit: Swift.min(4 * (Swift.max(0, offset) + width) + 4, 1 << 28))
        } else {
            model.store.record(record).text
        }
        return Self.slice(VisibleText.visible(text), fromColumn: offset, width: width)
    }

    /// Where the row at `indexPath` shows the text that starts at byte `byte` (UTF-8) of its
    /// record: the columns of the text before it, as shown.
    ///
    /// - Complexity: O(byte).
    public func column(ofByte byte: Int, at indexPath: ListIndexPath) -> Int? {
        guard let record = recordNumber(at: indexPath) else { return nil }
        let text: String = if case let .lines(file) = model.store {
            file.text(ofLine: record, limit: byte)
        } else {
            String(decoding: model.store.record(record).text.utf8.prefix(byte), as: UTF8.self)
        }
        return Int(TerminalTextMeasurer().width(ofText: VisibleText.visible(text)))
    }

    /// `text` from display column `offset` on, at most `width` columns of it; a wide character
    /// that the left edge cuts shows as spaces for its part past the edge.
    ///
    /// - Complexity: O(the characters up to column offset + width); printable ASCII is counted
    ///   a byte a column.
    public static func slice(_ text: String, fromColumn offset: Int, width: Int) -> String {
        var column = 0
        var start = text.startIndex
        if offset > 0 {
            // Printable ASCII is a column a byte — up to the byte before anything else, which
            // may be a combining mark that belongs to it.
            let utf8 = text.utf8
            var byte = utf8.startIndex
            while column < offset, byte != utf8.endIndex, (0x20..<0x7F).contains(utf8[byte]) {
                byte = utf8.index(after: byte)
                column += 1
            }
            if byte != utf8.endIndex, !(0x20..<0x7F).contains(utf8[byte]), column > 0 {
                byte = utf8.index(before: byte)
                column -= 1
            }
            if let index = String.Index(byte, within: text) { start = index } else { column = 0 }
        }
        if column == offset {
            // Printable ASCII from the offset on, as far as the width or the text's end goes,
            // and not followed by a byte that could be a mark joined to its last character: a
            // slice of the bytes.
            let utf8 = text.utf8
            var end = start
            var count = 0
            while count < width, end != utf8.endIndex, (0x20..<0x7F).contains(utf8[end]) {
                end = utf8.index(after: end)
                count += 1
            }
            if end == utf8.endIndex || (count == width && utf8[end] < 0x80) { return String(text[start..<end]) }
        }
        let measurer = TerminalTextMeasurer()
        var shown = ""
        for character in text[start...] {
            let columns = measurer.columns(of: character)
            if column < offset {
                column += columns
                if column > offset { shown += String(repeating: " ", count: Swift.min(column - offset, width)) }
                continue
            }
            if column + columns > offset + width { break }
            shown.append(character)
            column += columns
        }
        return shown
    }

    /// The record shown at `indexPath`, if there is such a row.
    private func recordNumber(at indexPath: ListIndexPath) -> Int? {
        guard model.sections.indices.contains(indexPath.section),
              (0..<model.sections[indexPath.section].rows.count).contains(indexPath.row) else { return nil }
        return model.sections[indexPath.section].rows[indexPath.row]
    }
}
