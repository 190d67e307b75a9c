import ListEngine

/// A grid of cells, ``columns`` × ``rows``, each holding one grapheme cluster one or two
/// columns wide (measured by ListEngine's `TerminalTextMeasurer`) and a ``TextStyle``: what a
/// terminal screen should show. A wide cluster occupies its cell and a continuation cell to its
/// right; no cluster is ever cut in half, and a wide cluster never starts in the last column.
///
/// Draw into a canvas, then send ``CanvasDiff/bytes(from:to:)`` of the previous canvas and this
/// one to the terminal; ``plainText`` gives the screen as text.
///
/// ```swift
/// var canvas = Canvas(columns: 20, rows: 2)
/// canvas.write("안녕하세요", column: 0, row: 0, style: TextStyle(bold: true))
/// canvas.write("hello", column: 0, row: 1)
/// canvas.restyle(column: 0, row: 1, width: 20, height: 1) { $0.reverse = true }
/// ```
public struct Canvas: Equatable, Sendable {
    /// The width in columns (never negative).
    public let columns: Int
    /// The height in rows (never negative).
    public let rows: Int
    /// The cells, row by row.
    private(set) var cells: [Cell]
    /// The clusters of more than one scalar that cells number.
    private(set) var clusters = ClusterTable()
    /// Where the terminal's cursor stands when the canvas is shown — on the row a keyboard
    /// acts on, for screen readers and magnifiers that follow it — or nil to hide it.
    public var cursor: Cursor?

    /// A cell the cursor stands on, counted from 0 at the top-left.
    public struct Cursor: Hashable, Sendable {
        /// The column, from 0.
        public var column: Int
        /// The row, from 0.
        public var row: Int

        /// The cell at `column` of `row`.
        ///
        /// - Complexity: O(1).
        public init(column: Int, row: Int) {
            self.column = column
            self.row = row
        }
    }

    /// A canvas of blank cells (a space in ``TextStyle/plain``); a negative size counts as 0.
    ///
    /// - Complexity: O(columns × rows).
    public init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
    }

    /// Makes every cell blank again: a space in ``TextStyle/plain``, and hides the cursor.
    ///
    /// - Complexity: O(columns × rows).
    public mutating func clear() {
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
        clusters.removeAll()
        cursor = nil
    }

    /// Writes `text` from `column` of `row`, cluster by cluster, each cluster taking the columns
    /// `TerminalTextMeasurer` gives it, clipped at `column + maxColumns` (by default at the
    /// right edge) and at the canvas's edges. No ellipsis is added: truncate first.
    ///
    /// - Clusters of width 0 (a lone combining mark, a control character such as a tab or a
    ///   newline) are skipped; marks inside a cluster stay with it.
    /// - A wide cluster that would straddle the clip edge (or the left edge, for a negative
    ///   `column`) is replaced by a space on the visible side.
    /// - Writing over one half of a wide cluster blanks its other half (which keeps its style).
    /// - A row outside the canvas writes nothing; a negative `maxColumns` counts as 0.
    ///
    /// - Returns: The canvas columns written, from `max(column, 0)`: the text's width when it
    ///   fits.
    /// - Complexity: O(clusters of `text` up to the clip edge); ASCII is read byte by byte,
    ///   without forming a `Character`.
    @inlinable @discardableResult
    public mutating func write(
        _ text: some StringProtocol, column: Int, row: Int, style: TextStyle = .plain,
        maxColumns: Int? = nil
    ) -> Int {
        // Inlinable, so that the caller's specialization reaches the text's UTF-8 directly.
        let utf8 = text.utf8
        let written = utf8.withContiguousStorageIfAvailable { bytes in
            write(bytes, column: column, row: row, style: style, maxColumns: maxColumns) { offset in
                let index = utf8.index(utf8.startIndex, offsetBy: offset)
                return (text[index], utf8.distance(from: index, to: text.index(after: index)))
            }
        }
        // A string not stored as UTF-8 (a bridged one) is copied once.
        return written ?? write(String(text), column: column, row: row, style: style, maxColumns: maxColumns)
    }

    /// Fills the part of the rectangle inside the canvas with `character` in `style`. A
    /// character that is not one column wide fills with spaces instead; a wide cluster cut by
    /// the rectangle's edge loses its outer half to a blank.
    ///
    /// - Complexity: O(width × height) of the clipped rectangle.
    public mutating func fill(
        column: Int, row: Int, width: Int, height: Int, with character: Character = " ",
        style: TextStyle = .plain
    ) {
        let glyph = TerminalTextMeasurer().columns(of: character) == 1 ? clusters.glyph(for: character) : 0x20
        let cell = Cell(glyph: glyph, width: 1, style: style.packed)
        let (xs, ys) = clip(column: column, row: row, width: width, height: height)
        guard !xs.isEmpty else { return }
        for y in ys {
            let start = y * columns + xs.lowerBound
            let end = y * columns + xs.upperBound
            // Wide clusters cut by the edges; one inside is overwritten whole.
            detach(start)
            detach(end - 1)
            cells.withUnsafeMutableBufferPointer { UnsafeMutableBufferPointer(rebasing: $0[start..<end]).update(repeating: cell) }
        }
    }

    /// Changes the style of the cells in the rectangle (clipped to the canvas), keeping their
    /// text: a highlighted row, a dimmed region. A wide cluster partly inside is restyled whole,
    /// once.
    ///
    /// - Complexity: O(width × height) of the clipped rectangle, one call of `change` a cluster.
    public mutating func restyle(
        column: Int, row: Int, width: Int, height: Int, _ change: (inout TextStyle) -> Void
    ) {
        let (xs, ys) = clip(column: column, row: row, width: width, height: height)
        guard !xs.isEmpty else { return }
        for y in ys {
            var index = y * columns + xs.lowerBound
            if cells[index].isContinuation { index -= 1 }
            let end = y * columns + xs.upperBound
            while index < end {
                var style = TextStyle(packed: cells[index].packedStyle)
                change(&style)
                cells[index].packedStyle = style.packed
                if cells[index].width == 2 {
                    cells[index + 1].packedStyle = cells[index].packedStyle
                    index += 2
                } else {
                    index += 1
                }
            }
        }
    }

    /// The text of `row`: its clusters in order (continuation cells skipped), trailing spaces
    /// kept, so exactly ``columns`` columns wide; empty for a row outside the canvas.
    ///
    /// - Complexity: O(columns).
    public func text(ofRow row: Int) -> String {
        guard (0..<rows).contains(row) else { return "" }
        var text = ""
        text.reserveCapacity(columns)
        for cell in cells[row * columns..<(row + 1) * columns] where !cell.isContinuation {
            text.append(clusters.character(of: cell.glyph))
        }
        return text
    }

    /// Every row's text, trailing spaces trimmed, joined by `"\n"`: the screen as plain text,
    /// for tests, documentation and a non-interactive mode.
    ///
    /// - Complexity: O(columns × rows).
    public var plainText: String {
        (0..<rows).map { row in
            var text = self.text(ofRow: row)
            while text.last == " " { text.removeLast() }
            return text
        }.joined(separator: "\n")
    }

    /// The style of the cell at `column` of `row` (a continuation cell has its cluster's);
    /// ``TextStyle/plain`` outside the canvas.
    ///
    /// - Complexity: O(1).
    public func style(atColumn column: Int, row: Int) -> TextStyle {
        guard (0..<columns).contains(column), (0..<rows).contains(row) else { return .plain }
        return TextStyle(packed: cells[row * columns + column].packedStyle)
    }

    /// Whether two canvases show the same: the same size and, cell by cell, the same cluster
    /// (as `Character` compares them: canonically equivalent), width and style.
    ///
    /// - Complexity: O(columns × rows).
    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        lhs.columns == rhs.columns && lhs.rows == rhs.rows && (0..<lhs.rows).allSatisfy { lhs.showsSame(inRow: $0, as: rhs) }
    }

    /// The cluster the cell at `index` (of ``cells``) shows; a space in a continuation.
    func character(at index: Int) -> Character {
        clusters.character(of: cells[index].glyph)
    }

    /// Whether `row` shows the same here as in `other`, a canvas of the same size: first
    /// whether the row's bits are equal, a row at a time, which settles it where neither canvas
    /// numbers a cluster; else cell by cell.
    ///
    /// - Complexity: O(columns).
    func showsSame(inRow row: Int, as other: Canvas) -> Bool {
        let range = row * columns..<(row + 1) * columns
        let equalBits = cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                var differences: UInt64 = 0
                for index in range { differences |= mine[index].bits ^ theirs[index].bits }
                return differences == 0
            }
        }
        if equalBits, clusters.isEmpty, other.clusters.isEmpty { return true }
        return range.allSatisfy { showsSame(at: $0, as: other) }
    }

    /// Whether the cell at `index` shows the same cluster (as `Character` compares them:
    /// canonically equivalent), width and style here as in `other`, a canvas of the same size.
    ///
    /// - Complexity: O(1) for a cluster of a few scalars.
    func showsSame(at index: Int, as other: Canvas) -> Bool {
        let mine = cells[index]
        let theirs = other.cells[index]
        if mine.bits == theirs.bits, !mine.isCluster { return true }
        guard mine.bits >> 32 == theirs.bits >> 32 else { return false }
        // Scalars below U+0300 are their own normal form (a cluster's glyph is above).
        if mine.glyph < 0x300, theirs.glyph < 0x300 { return false }
        return clusters.character(of: mine.glyph) == other.clusters.character(of: theirs.glyph)
    }
}

extension Canvas {
    /// Writes the text whose UTF-8 is `bytes` from `column` of `row`, as
    /// ``write(_:column:row:style:maxColumns:)`` describes. A scalar below U+0300 followed by
    /// another (but CR by LF) or by nothing is a cluster of its own, as Swift's grapheme
    /// breaking has it, and is decoded from the bytes; any other cluster is asked of `cluster`
    /// with its first byte's offset, which answers the cluster and how many bytes it takes.
    /// Not generic, so fast whatever the text's type.
    @usableFromInline
    mutating func write(
        _ bytes: UnsafeBufferPointer<UInt8>, column: Int, row: Int, style: TextStyle, maxColumns: Int?,
        cluster: (Int) -> (Character, length: Int)
    ) -> Int {
        guard (0..<rows).contains(row) else { return 0 }
        let end = maxColumns.map { min(columns, Self.clampedSum(column, max($0, 0))) } ?? columns
        let style = style.packed
        let space = Cell(glyph: 0x20, width: 1, style: style)
        let measurer = TerminalTextMeasurer()
        var offset = 0
        var x = column
        var written = 0
        while offset < bytes.count, x < end {
            if x >= 0 {
                let run = Self.asciiRun(in: bytes, from: offset, limit: end - x)
                if !run.isEmpty {
                    placeASCII(run, style: style, column: x, row: row)
                    offset = run.endIndex
                    x += run.count
                    written += run.count
                    continue
                }
            }
            let lead = bytes[offset]
            // Below U+0300: ASCII, or two bytes led by 0xC2...0xCB.
            let short = lead < 0xCC
            let next = lead < 0x80 ? offset + 1 : offset + 2
            let glyph: UInt32
            let width: Int
            if short, next == bytes.count || bytes[next] < 0xCC && (lead != 0x0D || bytes[next] != 0x0A) {
                if lead < 0x80 {
                    glyph = UInt32(lead)
                    width = (0x20...0x7E).contains(lead) ? 1 : 0
                } else {
                    glyph = UInt32(lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
                    width = measurer.columns(ofScalar: Unicode.Scalar(glyph)!)
                }
                offset = next
            } else {
                let (character, length) = cluster(offset)
                offset += length
                width = measurer.columns(of: character)
                glyph = width > 0 ? clusters.glyph(for: character) : 0
            }
            guard width > 0 else { continue }
            if x + width > end {
                if x >= 0 {
                    place(space, column: x, row: row)
                    written += 1
                }
                break
            }
            if x >= 0 {
                place(Cell(glyph: glyph, width: width, style: style), column: x, row: row)
                written += width
            } else if x + width > 0 {
                place(space, column: 0, row: row)
                written += 1
            }
            x += width
        }
        return written
    }

    /// The printable ASCII bytes of `bytes` from `start`, at most `limit` of them, that are
    /// each a cluster of their own: the last is not followed by a scalar from U+0300, which
    /// could be a combining mark.
    private static func asciiRun(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int
    ) -> Slice<UnsafeBufferPointer<UInt8>> {
        var end = start
        while end < bytes.count, end - start < limit, (0x20...0x7E).contains(bytes[end]) { end += 1 }
        if end > start, end < bytes.count, bytes[end] >= 0xCC { end -= 1 }
        return bytes[start..<end]
    }

    /// Puts `run`, printable ASCII, a cell a byte from `column` of `row`, all inside the
    /// canvas: what ``place(_:column:row:)`` does a byte at a time.
    private mutating func placeASCII(_ run: Slice<UnsafeBufferPointer<UInt8>>, style: UInt32, column: Int, row: Int) {
        let start = row * columns + column
        // Wide clusters cut by the run's ends; one inside is overwritten whole.
        detach(start)
        detach(start + run.count - 1)
        cells.withUnsafeMutableBufferPointer { cells in
            for (index, byte) in zip(start..., run) { cells[index] = Cell(glyph: UInt32(byte), width: 1, style: style) }
        }
    }

    /// Puts `cell`, which starts a cluster 1 or 2 columns wide, at `column` of `row`, whose
    /// cells (the next one too for a wide cluster) must be inside the canvas, a continuation
    /// after a wide one. Any wide cluster it overwrites half of loses its other half to a blank.
    private mutating func place(_ cell: Cell, column: Int, row: Int) {
        let index = row * columns + column
        detach(index)
        if cell.width == 2 {
            detach(index + 1)
            cells[index + 1] = Cell(glyph: 0x20, width: 0, style: cell.packedStyle)
        }
        cells[index] = cell
    }

    /// Makes the cell at `index` stand alone: if it is half of a wide cluster, the other half
    /// becomes a blank in its own style.
    private mutating func detach(_ index: Int) {
        switch cells[index].width {
        case 0: cells[index - 1] = cells[index - 1].blanked
        case 2: cells[index + 1] = cells[index + 1].blanked
        default: break
        }
    }

    /// The columns and rows of a rectangle inside the canvas.
    private func clip(column: Int, row: Int, width: Int, height: Int) -> (Range<Int>, Range<Int>) {
        func clipped(_ start: Int, _ length: Int, _ limit: Int) -> Range<Int> {
            let lower = min(max(start, 0), limit)
            let upper = min(max(Self.clampedSum(start, max(length, 0)), lower), limit)
            return lower..<upper
        }
        return (clipped(column, width, columns), clipped(row, height, rows))
    }

    /// `a + b`, or `Int.max` / `Int.min` where the sum does not fit.
    private static func clampedSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? .max : .min) : sum
    }
}
