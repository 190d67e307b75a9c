/// The bytes that turn a terminal showing one ``Canvas`` into one showing another.
///
/// Only cells that changed are written, row by row from the left, each wide cluster once. The
/// cursor moves by the shortest of an absolute move (CUP, `ESC[row;colH`), a relative one
/// (`ESC[nC`, `ESC[nD`, `ESC[nA`, `ESC[nB`, `\r`, `\r\n`) and rewriting up to a few unchanged
/// one-byte cells in the current style. The style is set by one SGR sequence only when it
/// changes: a reset and the new attributes, or an incremental change, whichever is shorter.
///
/// The bytes assume the terminal shows `old` with its pen at the default style, as these bytes
/// leave it: any output ends with `ESC[0m`. They assume autowrap, so after a cluster written
/// in the last column the next move is absolute.
///
/// A cluster whose width a terminal may count otherwise than `TerminalTextMeasurer` (an emoji
/// sequence, ❤️ with VS16, a flag, a symbol some terminals draw as an emoji) is written with
/// care: a wide one's second column is blanked first (a terminal that draws it one column wide
/// shows a space there, not what was there before), the move after it is absolute (the next
/// cell lands in its column wherever the terminal left the cursor), and the cell after it is
/// written even when unchanged (a terminal that drew the cluster wider has written over it).
/// So no stale cell stays mid-row. The bytes do not show, hide or park the cursor.
public enum CanvasDiff {
    /// The bytes that turn a terminal showing `old` into one showing `new`; empty when they are
    /// equal. Without `old`, or when its size differs from `new`'s, the screen is cleared first
    /// (`ESC[0m ESC[2J ESC[H`) and every cell that is not a plain space drawn. Write the bytes
    /// in one `write(2)`, e.g. with ``TerminalSession/write(_:)``.
    ///
    /// - Complexity: O(columns × rows) to compare, plus O(changed cells) of output.
    public static func bytes(from old: Canvas?, to new: Canvas) -> [UInt8] {
        var output = Output(columns: new.columns)
        let before: Canvas
        if let old, old.columns == new.columns, old.rows == new.rows {
            before = old
        } else {
            output.clearScreen()
            before = Canvas(columns: new.columns, rows: new.rows)
        }
        new.cells.withUnsafeBufferPointer { newCells in
            before.cells.withUnsafeBufferPointer { oldCells in
                for row in 0..<new.rows where !new.showsSame(inRow: row, as: before) {
                    let rowStart = row * new.columns
                    let line = UnsafeBufferPointer(rebasing: newCells[rowStart..<rowStart + new.columns])
                    let oldLine = UnsafeBufferPointer(rebasing: oldCells[rowStart..<rowStart + new.columns])
                    var column = 0
                    // Whether the cell at `column` follows a cluster just written that a terminal
                    // may have drawn wider than its width.
                    var afterMiscounted = false
                    while column < new.columns {
                        let cell = line[column]
                        // A cell of equal bits and no cluster is unchanged; the first cell after a
                        // run of them starts a cluster (a continuation's bits follow its cluster's).
                        if cell.bits == oldLine[column].bits, !cell.isCluster, !afterMiscounted {
                            column += 1
                            continue
                        }
                        let forced = afterMiscounted
                        afterMiscounted = false
                        if forced || !new.showsSame(at: rowStart + column, as: before) {
                            if cell.width == 2, cell.mayBeMiscounted {
                                output.moveCursor(toColumn: column + 1, row: row, over: line)
                                output.write(cell.blanked, of: new, column: column + 1, row: row)
                            }
                            output.moveCursor(toColumn: column, row: row, over: line)
                            output.write(cell, of: new, column: column, row: row)
                            afterMiscounted = cell.mayBeMiscounted
                        }
                        column += max(cell.width, 1)
                    }
                }
            }
        }
        output.finish()
        return output.bytes
    }
}

extension CanvasDiff {
    /// The bytes written so far and what the terminal's cursor and pen are after them.
    private struct Output {
        /// The most unchanged cells rewritten in place of a move to the right.
        static let longestRewrite = 3

        let columns: Int
        var bytes: [UInt8] = []
        /// Where the cursor is; nil while unknown (at the start, after the last column).
        var cursor: (column: Int, row: Int)?
        /// The style the next character is written in.
        var pen = TextStyle.plain.packed

        init(columns: Int) {
            self.columns = columns
            bytes.reserveCapacity(1024)
        }

        /// Resets the pen, clears the screen and homes the cursor.
        mutating func clearScreen() {
            append("\u{1B}[0m\u{1B}[2J\u{1B}[H")
            cursor = (0, 0)
            pen = TextStyle.plain.packed
        }

        /// Moves the cursor to `column` of `row` by the shortest means; `line` is the row's
        /// cells in the new canvas, which a short move to the right may rewrite instead.
        ///
        /// The relative moves: from the line's start (`\r` or, one line down to column 0,
        /// `\r\n`; then CUU or CUD, then CUF) or in place (CUU or CUD, then CUF or CUB).
        mutating func moveCursor(toColumn column: Int, row: Int, over line: UnsafeBufferPointer<Canvas.Cell>) {
            guard let cursor else {
                appendAbsoluteMove(toColumn: column, row: row)
                return
            }
            if cursor == (column, row) { return }
            if cursor.row == row, rewrite(from: cursor.column, to: column, in: line) { return }
            let rows = row - cursor.row
            let columns = column - cursor.column
            let lineFeed = column == 0 && rows == 1
            let vertical = rows == 0 || lineFeed ? 0 : Self.controlLength(abs(rows))
            let fromStart = (lineFeed ? 2 : 1) + vertical + (column > 0 ? Self.controlLength(column) : 0)
            let inPlace = vertical + (columns != 0 ? Self.controlLength(abs(columns)) : 0)
            let startsLine = lineFeed || inPlace >= fromStart
            guard (startsLine ? fromStart : inPlace) < Self.absoluteMoveLength(toColumn: column, row: row) else {
                appendAbsoluteMove(toColumn: column, row: row)
                return
            }
            if startsLine { bytes.append(0x0D) }
            if lineFeed { bytes.append(0x0A) }
            if rows > 0, !lineFeed { appendControl(rows, "B") }
            if rows < 0 { appendControl(-rows, "A") }
            if startsLine {
                if column > 0 { appendControl(column, "C") }
            } else if columns > 0 {
                appendControl(columns, "C")
            } else if columns < 0 {
                appendControl(-columns, "D")
            }
        }

        /// Rewrites the unchanged cells of `line` from `from` to `to` instead of moving over
        /// them, when that is shorter and they are all narrow, one byte each, in the pen's
        /// style; whether it did.
        private mutating func rewrite(from: Int, to: Int, in line: UnsafeBufferPointer<Canvas.Cell>) -> Bool {
            guard from < to, to - from <= Self.longestRewrite, to - from < Self.controlLength(to - from),
                  line[from..<to].allSatisfy({ $0.width == 1 && $0.packedStyle == pen && $0.glyph < 0x80 }) else {
                return false
            }
            for cell in line[from..<to] { bytes.append(UInt8(cell.glyph)) }
            return true
        }

        /// Writes `cell`, one of `canvas`'s, where the cursor is, in its style.
        mutating func write(_ cell: Canvas.Cell, of canvas: Canvas, column: Int, row: Int) {
            if cell.packedStyle != pen {
                TextStyle(packed: cell.packedStyle).appendSGR(from: TextStyle(packed: pen), to: &bytes)
                pen = cell.packedStyle
            }
            let glyph = cell.glyph
            if glyph < 0x80 {
                bytes.append(UInt8(glyph))
            } else if cell.isCluster {
                bytes += canvas.clusters.character(of: glyph).utf8
            } else {
                UTF8.encode(Unicode.Scalar(glyph)!) { bytes.append($0) }
            }
            let next = column + cell.width
            // Unknown after a cell the terminal may have counted another width.
            cursor = next < columns && !cell.mayBeMiscounted ? (next, row) : nil
        }

        /// Ends any output with an SGR reset.
        mutating func finish() {
            if !bytes.isEmpty { append("\u{1B}[0m") }
        }

        private mutating func append(_ text: String) { bytes += text.utf8 }

        /// CUP to `column` of `row` (0-based), leaving out parameters that are 1.
        private mutating func appendAbsoluteMove(toColumn column: Int, row: Int) {
            append("\u{1B}[")
            if column > 0 || row > 0 { bytes.appendDecimal(row + 1) }
            if column > 0 {
                bytes.append(UInt8(ascii: ";"))
                bytes.appendDecimal(column + 1)
            }
            bytes.append(UInt8(ascii: "H"))
        }

        /// The bytes ``appendAbsoluteMove(toColumn:row:)`` appends.
        private static func absoluteMoveLength(toColumn column: Int, row: Int) -> Int {
            switch (column, row) {
            case (0, 0): 3
            case (0, _): 3 + [UInt8].decimalDigitCount(row + 1)
            default: 4 + [UInt8].decimalDigitCount(row + 1) + [UInt8].decimalDigitCount(column + 1)
            }
        }

        /// `ESC[nX`, or `ESC[X` for 1.
        private mutating func appendControl(_ count: Int, _ final: Unicode.Scalar) {
            append("\u{1B}[")
            if count != 1 { bytes.appendDecimal(count) }
            bytes.append(UInt8(ascii: final))
        }

        /// The bytes ``appendControl(_:_:)`` appends for `count`.
        private static func controlLength(_ count: Int) -> Int {
            count == 1 ? 3 : 3 + [UInt8].decimalDigitCount(count)
        }
    }
}
