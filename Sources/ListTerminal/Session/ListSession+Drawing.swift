import ListEngine
import TerminalScreen

extension ListSession {
    /// Draws the screen — every cell of `canvas`: the list (its viewport and index strip), and
    /// the status line at the bottom (what the keys do now, or where the list is and what its
    /// frames cost). A terminal below ``minimumSize`` gets a
    /// message saying how big it must be.
    ///
    /// - Complexity: that of ``ListScreenRenderer/draw(_:presenter:spinnerFrame:into:)``.
    public func draw(into canvas: inout Canvas) {
        guard !isTooSmall else {
            canvas.clear()
            let lines = ["Terminal too small:", "\(columns)×\(rows), needs", "\(Self.minimumSize.columns)×\(Self.minimumSize.rows)"]
            for (row, line) in lines.enumerated() { canvas.write(line, column: 0, row: row) }
            return
        }
        if case let .help(top) = mode {
            // The keys, over the list, from line `top`.
            canvas.clear()
            let measurer = TerminalTextMeasurer()
            for (row, line) in KeyMap.helpLines.dropFirst(top).prefix(rows - 1).enumerated() {
                let cut = measurer.truncate(line, toWidth: Double(columns - 1), at: .tail)
                canvas.write(cut.shown(in: line), column: 1, row: row)
            }
            drawStatusLine(into: &canvas)
            return
        }
        renderer.highlight = highlight
        renderer.draw(list, presenter: presenter, spinnerFrame: Int(time * 12), into: &canvas)
        if let pullLabel, list.pullDistance >= 1 {
            // The room pulled open above the rows.
            let line = TerminalTextMeasurer().truncate(pullLabel, toWidth: Double(columns - 2), at: .tail)
            canvas.write(line.shown(in: pullLabel), column: 1, row: Int(list.pullDistance.rounded()) - 1, style: TextStyle(dim: true))
        }
        drawStatusLine(into: &canvas)
    }

    /// The status line's text: left, what is going on; right, the engine's time. The left
    /// text is `VisibleText.visible(_:tabWidth:)`: a file's name, a row quoted in a message or
    /// a typed query shows its control characters as symbols and never sends them.
    ///
    /// - Complexity: O(1) (the percentile: O(buckets)), plus O(n) in a left text that holds
    ///   control characters.
    public var statusLine: (left: String, right: String) {
        let (left, right) = statusText
        return (VisibleText.visible(left), right)
    }

    private var statusText: (left: String, right: String) {
        let right = !showsTimings ? "" : "engine \(Self.microseconds(frameTimes.last)) µs · p99 \(Self.microseconds(frameTimes.percentile(0.99))) µs"
        switch mode {
        case let .finding(query): return ((searchesBackward ? "?" : "/") + query, right)
        case let .openingFile(typed): return ("Examine: " + typed, right)
        case .confirmingDelete:
            let title = list.swipeActionsState?.actions.first?.title ?? "Delete"
            let text = list.swipeActionsState.map { presenter.quotedText(at: $0.indexPath) } ?? "“”"
            return ("\(title) \(text)? y/n", right)
        case .confirmingQuit:
            let edits = Self.edits(presenter.unsavedEdits)
            return (lineFile.map { !$0.isStream && !$0.isFollowing } ?? false
                ? "\(edits) in memory only: w writes, q quits without, any other key stays"
                : "\(edits) in memory only will be lost: q quits, any other key stays", right)
        case .index: return ("Index: a letter jumps, ↑ ↓ step, Esc leaves", right)
        case let .help(top):
            let lines = KeyMap.helpLines.count
            let last = Swift.min(lines, top + rows - 1)
            return ("Help: lines \(top + 1)–\(last) of \(lines) · j k f b scroll · q, h or Esc leaves", right)
        case .browsing, .moving: break
        }
        if let message { return (message, right) }
        if let search {
            // A stream still being read has no end to be a percentage of: how far into it.
            let done = search.streamBytesSearched.map { "\($0 >> 20) MiB of \(name) read" } ?? "\(Int(search.progress * 100))%"
            return ("Searching “\(search.query)”… \(done) · Esc stops", right)
        }
        if let writing {
            return ("Writing \(writing.name)… \(Int(writing.fractionWritten * 100))%", right)
        }
        return (position, right)
    }

    /// "words · Row 1,234 of 102,401 · M" — the list's name, where the focused row is (from 1,
    /// counted across sections, among all the rows; "Item" in a grid or flow) and its section,
    /// or in a sheet the current column (`prices.csv · Row 5 of 1,000 · col 3/50 “price”`);
    /// "words · 102,401 rows" while nothing has the focus. The count ends in "…" while lines
    /// are still being found.
    ///
    /// - Complexity: O(log n).
    public var position: String {
        let (one, many) = if case .table = list.listLayout { ("Row", "rows") } else { ("Item", "items") }
        let count = RecordStore.grouped(list.totalRows)
        // "…" while lines are still being found (not while following: that is all there is so far).
        let more = isWatching && !isFollowing ? "…" : ""
        var parts = [displayName]
        if let focus, let global = list.globalRow(for: focus) {
            // Lines cut into rows: where the focus is among the file's lines, and which part.
            parts.append(linePosition(at: focus, more: more) ?? "\(one) \(RecordStore.grouped(global + 1)) of \(count)\(more)")
            if let columns = presenter.sheet?.columnDescription {
                parts.append(columns)
            } else if let title = list.headerTitle(inSection: focus.section), !title.isEmpty {
                parts.append(title)
            }
        } else {
            parts.append("\(count) \(many)\(more)")
        }
        if presenter.showsRowsAsLines, presenter.horizontalOffset > 0 { parts.append("from col \(RecordStore.grouped(presenter.horizontalOffset + 1))") }
        if isFollowing { parts.append(list.newRowsBelow > 0 ? "↓ \(RecordStore.grouped(list.newRowsBelow)) new" : "following") }
        if list.isEditing { parts.append("editing") }
        if presenter.unsavedEdits > 0 { parts.append("\(Self.edits(presenter.unsavedEdits)), not saved") }
        if case .stale = list.loadState { parts.append("refreshing…") }
        return parts.joined(separator: " · ")
    }

    /// The status line, in reverse video on the last row. A message too long for it beside the
    /// engine's time (a path, an error) takes the whole width instead, and wraps upward over the
    /// list's last rows, at most a third of the screen, rather than being cut: it is there until
    /// the next key.
    private func drawStatusLine(into canvas: inout Canvas) {
        let style = TextStyle(reverse: true)
        let (left, right) = statusLine
        let measurer = TerminalTextMeasurer()
        let rightWidth = Int(measurer.width(ofText: right))
        let fitsRight = !right.isEmpty && rightWidth + 2 <= columns / 2
        let roomBeside = Swift.max(0, columns - 2 - (fitsRight ? rightWidth + 1 : 0))
        let isMessage = message != nil && (mode == .browsing || mode == .moving)
        let showsRight = fitsRight && !(isMessage && measurer.width(ofText: left) > Double(roomBeside))
        let room = showsRight ? roomBeside : columns - 2
        let row = rows - 1
        defer { if showsRight { canvas.write(right, column: columns - rightWidth - 1, row: row, style: style) } }
        guard case let .finding(query) = mode else {
            let lines = measurer.wrap(left, toWidth: Double(room), maximumLines: isMessage ? Swift.max(1, rows / 3) : 1)
            let top = rows - Swift.max(1, lines.count)
            canvas.fill(column: 0, row: top, width: columns, height: rows - top, style: style)
            for (i, line) in lines.enumerated() {
                canvas.write(line.shown(in: left), column: 1, row: top + i, style: style, maxColumns: room)
            }
            return
        }
        // Typing a search: the cursor where the next character goes, the text before it cut at
        // the head when it would not leave the cursor on screen.
        canvas.fill(column: 0, row: row, width: columns, height: 1, style: style)
        let characters = Array(VisibleText.visible(query))
        let cursor = characters.count - Swift.min(searchCursorFromEnd, characters.count)
        let before = (searchesBackward ? "?" : "/") + String(characters[..<cursor])
        let shownBefore = measurer.truncate(before, toWidth: Double(Swift.max(0, room - 1)), at: .head).shown(in: before)
        let written = canvas.write(shownBefore, column: 1, row: row, style: style, maxColumns: room)
        canvas.write(String(characters[cursor...]), column: 1 + written, row: row, style: style, maxColumns: room - written)
        canvas.cursor = Canvas.Cursor(column: Swift.min(columns - 1, 1 + written), row: row)
    }

    /// "1 edit", "3 edits".
    static func edits(_ count: Int) -> String {
        "\(RecordStore.grouped(count)) edit\(count == 1 ? "" : "s")"
    }

    static func microseconds(_ nanoseconds: UInt64) -> String {
        nanoseconds < 10_000 ? String(Double(nanoseconds / 100) / 10) : String(nanoseconds / 1_000)
    }
}
