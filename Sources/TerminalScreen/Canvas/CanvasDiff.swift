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
/// in the last column the next move is absolute. They do not show, hide or park the cursor.
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
        for row in 0..<new.rows where !new.showsSame(inRow: row, as: before) {
            let rowStart = row * new.columns
            var column = 0
            while column < new.columns {
                let cell = new.cells[rowStart + column]
                if !new.showsSame(at: rowStart + column, as: before) {
                    output.moveCursor(toColumn: column, row: row, over: new.cells[rowStart..<rowStart + new.columns])
                    output.write(cell, of: new, column: column, row: row)
                }
                column += max(cell.width, 1)
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
        mutating func moveCursor(toColumn column: Int, row: Int, over line: ArraySlice<Canvas.Cell>) {
            guard let cursor else {
                bytes += Self.absoluteMove(toColumn: column, row: row)
                return
            }
            if cursor == (column, row) { return }
            if cursor.row == row, let rewrite = rewrite(from: cursor.column, to: column, in: line) {
                bytes += rewrite
                return
            }
            let absolute = Self.absoluteMove(toColumn: column, row: row)
            let relative = Self.relativeMove(from: cursor, toColumn: column, row: row)
            bytes += relative.count < absolute.count ? relative : absolute
        }

        /// The unchanged cells between `from` and `to` as bytes, when writing them is shorter
        /// than moving over them: all narrow, one byte each, in the pen's style.
        private func rewrite(from: Int, to: Int, in line: ArraySlice<Canvas.Cell>) -> [UInt8]? {
            guard from < to, to - from <= Self.longestRewrite else { return nil }
            var rewritten: [UInt8] = []
            for cell in line.dropFirst(from).prefix(to - from) {
                guard cell.width == 1, cell.packedStyle == pen, cell.glyph < 0x80 else { return nil }
                rewritten.append(UInt8(cell.glyph))
            }
            let move = Self.control(to - from, "C")
            return rewritten.count < move.count ? rewritten : nil
        }

        /// Writes `cell`, one of `canvas`'s, where the cursor is, in its style.
        mutating func write(_ cell: Canvas.Cell, of canvas: Canvas, column: Int, row: Int) {
            if cell.packedStyle != pen {
                let parameters = TextStyle(packed: cell.packedStyle).sgrParameters(from: TextStyle(packed: pen))
                append("\u{1B}[")
                for (index, parameter) in parameters.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ";")) }
                    Self.appendDecimal(parameter, to: &bytes)
                }
                bytes.append(UInt8(ascii: "m"))
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
            cursor = next < columns ? (next, row) : nil
        }

        /// Ends any output with an SGR reset.
        mutating func finish() {
            if !bytes.isEmpty { append("\u{1B}[0m") }
        }

        private mutating func append(_ text: String) { bytes += text.utf8 }

        /// CUP to `column` of `row` (0-based), leaving out parameters that are 1.
        private static func absoluteMove(toColumn column: Int, row: Int) -> [UInt8] {
            var move: [UInt8] = [0x1B, UInt8(ascii: "[")]
            if column > 0 || row > 0 { appendDecimal(row + 1, to: &move) }
            if column > 0 {
                move.append(UInt8(ascii: ";"))
                appendDecimal(column + 1, to: &move)
            }
            move.append(UInt8(ascii: "H"))
            return move
        }

        /// The shortest relative move from `cursor`: carriage return, line feed, and CUU, CUD,
        /// CUF, CUB.
        private static func relativeMove(
            from cursor: (column: Int, row: Int), toColumn column: Int, row: Int
        ) -> [UInt8] {
            let rows = row - cursor.row
            var vertical: [UInt8] = []
            if rows > 0 { vertical = column == 0 && rows == 1 ? [] : control(rows, "B") }
            if rows < 0 { vertical = control(-rows, "A") }
            let lineFeed = column == 0 && rows == 1
            let carriageReturn: [UInt8] = lineFeed ? Array("\r\n".utf8) : [UInt8(ascii: "\r")]
            let fromStart = carriageReturn + vertical + (column > 0 ? control(column, "C") : [])
            let columns = column - cursor.column
            let inPlace = vertical + (columns > 0 ? control(columns, "C") : columns < 0 ? control(-columns, "D") : [])
            return lineFeed || inPlace.count >= fromStart.count ? fromStart : inPlace
        }

        /// `ESC[nX`, or `ESC[X` for 1.
        private static func control(_ count: Int, _ final: Unicode.Scalar) -> [UInt8] {
            var sequence: [UInt8] = [0x1B, UInt8(ascii: "[")]
            if count != 1 { appendDecimal(count, to: &sequence) }
            sequence.append(UInt8(ascii: final))
            return sequence
        }

        /// Appends the decimal digits of `number` (not negative) to `bytes`.
        private static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
            var divisor = 1
            while divisor <= number / 10 { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
                divisor /= 10
            }
        }
    }
}
