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
        case .confirmingDelete:
            let title = list.swipeActionsState?.actions.first?.title ?? "Delete"
            let text = list.swipeActionsState.flatMap { presenter.model.record(at: $0.indexPath)?.text } ?? ""
            return ("\(title) \(VisibleText.quoted(text, limit: 40))? y/n", right)
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
            return ("Searching “\(search.query)”… \(Int(search.progress * 100))% · Esc stops", right)
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
        var parts = [name]
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

    private func drawStatusLine(into canvas: inout Canvas) {
        let row = rows - 1
        let style = TextStyle(reverse: true)
        canvas.fill(column: 0, row: row, width: columns, height: 1, style: style)
        let (left, right) = statusLine
        let measurer = TerminalTextMeasurer()
        let rightWidth = Int(measurer.width(ofText: right))
        let showsRight = !right.isEmpty && rightWidth + 2 <= columns / 2
        let room = Swift.max(0, columns - 2 - (showsRight ? rightWidth + 1 : 0))
        let line = measurer.truncate(left, toWidth: Double(room), at: .tail)
        canvas.write(line.shown(in: left), column: 1, row: row, style: style, maxColumns: room)
        if showsRight { canvas.write(right, column: columns - rightWidth - 1, row: row, style: style) }
    }

    /// "1 edit", "3 edits".
    static func edits(_ count: Int) -> String {
        "\(RecordStore.grouped(count)) edit\(count == 1 ? "" : "s")"
    }

    static func microseconds(_ nanoseconds: UInt64) -> String {
        nanoseconds < 10_000 ? String(Double(nanoseconds / 100) / 10) : String(nanoseconds / 1_000)
    }
}
