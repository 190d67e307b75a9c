import ListEngine
import TerminalScreen

/// Rows as lines, as `less` shows them: sideways scrolling (← →), `-S` and `-N` typed in the
/// viewer, where to start (`+G`, `+/text`, `+NUMBER`), and the status line's lines when long
/// lines are cut into rows.
extension ListSession {
    /// ← → in a table of one-line rows: the rows scroll sideways by half the screen's width, or
    /// by `count` columns when a number was typed first — which then stays the step, as in
    /// `less`. Returns false for rows that are not lines (a sheet, tiles, wrapped rows).
    func scrollSideways(_ direction: Int, count: Int?) -> Bool {
        guard presenter.showsRowsAsLines else { return false }
        if let count { sidewaysStep = Swift.max(1, Swift.min(count, 1 << 20)) }
        let step = sidewaysStep ?? Swift.max(1, (Int(list.viewportSize.width) - presenter.lineNumberWidth) / 2)
        presenter.horizontalOffset = Swift.min(Swift.max(0, presenter.horizontalOffset + direction * step), Self.farthestShift)
        return true
    }

    /// How far rows scroll sideways at most, in columns: past the longest row (rows are at most
    /// ``LineFile/maximumLineBytes`` bytes; a tab takes 8 columns).
    static let farthestShift = 8 * LineFile.maximumLineBytes

    /// `-` then a letter, as `less` takes options typed in the viewer: `-S` cuts long lines at
    /// the screen's edge or ends them in an ellipsis again, `-N` shows line numbers or hides
    /// them.
    func toggleOption(_ key: Key) {
        guard presenter.showsRowsAsLines else {
            message = "-S and -N are for a table's lines (not a sheet, tiles or wrapped rows)"
            return
        }
        switch key {
        case .character("S"):
            presenter.chopsLongLines.toggle()
            message = presenter.chopsLongLines ? "Long lines cut at the screen's edge (-S; ← → scroll)" : "Long lines end in an ellipsis"
        case .character("N"):
            presenter.showsLineNumbers.toggle()
            message = presenter.showsLineNumbers ? "Line numbers (-N)" : "No line numbers"
        case .escape: break
        default: message = "No option -\(KeyMap.name(of: key)): -S cuts long lines, -N numbers them"
        }
    }

    /// Does `command` as the viewer's first thing, as `less +cmd` does: `+G` goes to the end
    /// (riding it while lines are still found), `+/text` searches from the top, `+NUMBER`
    /// focuses that line — once it is found, for a file still being read.
    ///
    /// - Complexity: that of G, of a search, or O(log n) for a line.
    public func start(with command: StartCommand) {
        switch command {
        case .end: _ = handle(.character("G"), at: time)
        case let .search(text):
            lastQuery = text
            searchesBackward = false
            findNext(text, backward: false, fromTop: true)
        case let .line(line):
            pendingLine = line
            goToPendingLine()
        }
    }

    /// Focuses the line `+NUMBER` asked for, at the top of the screen, once it is found (or the
    /// last row once every line is, and it is not there).
    func goToPendingLine() {
        guard let line = pendingLine else { return }
        let row = lineFile?.firstRow(ofLine: line) ?? line - 1
        let total = list.totalRows
        guard row < total || !isWatching else {
            lineFile?.want(line: row)   // a stream is read that far
            return
        }
        pendingLine = nil
        guard total > 0 else { return }
        do { try scroll(toGlobalRow: Swift.min(row, total - 1)) } catch { message = "\(error)" }
        if row >= total { message = "\(name) has \(RecordStore.grouped(lineCount)) lines: the last one" }
    }

    /// The lines the rows show: as many as the rows, but for lines cut into rows.
    var lineCount: Int {
        lineFile.map { $0.lineCount(ofRows: presenter.model.knownRecords) } ?? list.totalRows
    }

    /// A search that found its match past the columns shown, in rows cut at the edge (`-S`):
    /// the rows scroll sideways so that it shows, a half screen in from the left edge.
    func revealSideways(_ match: ListIndexPath, at byte: Int?) {
        guard presenter.chopsLongLines, presenter.showsRowsAsLines, let byte,
              let column = presenter.column(ofByte: byte, at: match) else { return }
        let room = Int(list.viewportSize.width) - presenter.lineNumberWidth - 2
        let shift = presenter.horizontalOffset
        guard column < shift || column >= shift + room else { return }
        presenter.horizontalOffset = Swift.min(Swift.max(0, column - room / 2), Self.farthestShift)
    }

    /// "Line 2 of 2 · part 3 of 63" for a row of a file whose long lines are cut into rows
    /// (longer than ``LineFile/maximumLineBytes``); nil when rows are lines.
    func linePosition(at indexPath: ListIndexPath, more: String) -> String? {
        let sections = presenter.model.sections
        guard let file = lineFile, presenter.sheet == nil, file.hasCutLines, sections.indices.contains(indexPath.section),
              indexPath.row < sections[indexPath.section].rows.count else { return nil }
        let record = sections[indexPath.section].rows[indexPath.row]
        let line = "Line \(RecordStore.grouped(file.lineNumber(ofRow: record))) of \(RecordStore.grouped(lineCount))\(more)"
        let part = file.part(ofRow: record)
        return part.of > 1 ? "\(line) · part \(part.part) of \(part.of)" : line
    }
}
