import ListEngine

extension ListSession {
    /// The file whose lines the list shows as they are found, if it shows one that way.
    var lineFile: LineFile? {
        if case let .lines(file) = presenter.model.store { file } else { nil }
    }

    /// Whether lines were found and are not yet shown (or the file started over): the list then
    /// needs a frame.
    ///
    /// - Complexity: O(1).
    public var isGrowing: Bool {
        guard let file = lineFile else { return false }
        return presenter.model.knownRecords < file.index.count || file.generation != lineGeneration
            || file.isComplete && !growthFinished   // every line found: the status line says so
    }

    /// Whether lines may still arrive — a file still being read or followed, a stream not at
    /// its end — so that the program should look again soon, even with no key pressed; a look
    /// that finds nothing new draws nothing.
    ///
    /// - Complexity: O(1).
    public var isWatching: Bool {
        guard let file = lineFile else { return false }
        return !file.isComplete || file.isFollowing
    }

    /// Blocks until the work beside the frames is over: the load, the search and the write under
    /// way, and the finding of a file's lines (unless the file is followed, which never ends). The
    /// next ``advance(to:)`` shows what it brought. The frame loop never waits; printing
    /// and tests, which want the outcome and not the frames between, do.
    ///
    /// - Complexity: O(the wait).
    public func waitForBackgroundWork() {
        load?.wait()
        search?.wait()
        writing?.wait()
        if let file = lineFile, !file.isFollowing { file.wait() }
    }

    /// Whether the file's end is watched for appended lines (F, or `--follow`).
    ///
    /// - Complexity: O(1).
    public var isFollowing: Bool { lineFile?.isFollowing ?? false }

    /// More new lines than this at once (a big file being indexed) reload the list instead of
    /// inserting them row by row: with a fixed row height a reload costs O(sections) and keeps
    /// the content offset, and rows added below the screen change nothing above it.
    static let rowsInsertedAtMost = 4_096

    /// Shows the lines found since the last frame at the end of the list: a few in one batch
    /// (which keeps the place — or, anchored to the end, the end — and counts them in
    /// `newRowsBelow`), many by a reload that keeps the offset; a file found anew from its top
    /// (truncated or replaced while followed) by a reload at the top. A stream is asked for
    /// what the screen shows. Nothing arrives while a row is being moved or asks to be
    /// deleted: it waits for the frame after.
    ///
    /// - Complexity: O(k + log n) for k ≤ ``rowsInsertedAtMost`` new lines; O(sections) (O(n)
    ///   for rows that size themselves) beyond.
    func growIfNeeded() {
        guard let file = lineFile, mode != .moving, mode != .confirmingDelete else { return }
        if file.generation != lineGeneration { startOver(file) }
        // Asked for after the rows below arrive too: the screen they move to wants its own lines,
        // and a stream held far enough ahead brings none until it is asked.
        defer { wantLinesShown(of: file) }
        let found = file.index.count
        let wasFinished = growthFinished
        // A sheet knows its header record before it is found: an empty file has none.
        growthFinished = file.isComplete && found <= presenter.model.knownRecords
        if growthFinished, !wasFinished {
            if let notice = file.error ?? file.notice { message = notice }
            // The end was followed only while lines arrived.
            list.anchorsToEnd = false
        }
        let lastSection = presenter.model.sections.count - 1
        let shown = lastSection >= 0 ? presenter.model.sections[lastSection].rows.count : 0
        let old = presenter.model.knownRecords
        guard found > old else {
            restorePendingPlace()   // every line there, fewer than the place's row
            return
        }
        let madeSection = presenter.appendRows(upTo: found)
        do {
            if madeSection || found - old > Self.rowsInsertedAtMost {
                try list.reloadData()
                if list.anchorsToEnd { try list.scrollToEnd() }
                list.layout()
            } else {
                try list.performBatchUpdates { update in
                    update.insertRows(at: (shown..<shown + found - old).map { ListIndexPath(row: $0, section: lastSection) })
                }
            }
        } catch {
            message = "\(error)"
        }
        // Riding the end, the focus stays on the last line; elsewhere the list kept it on its row.
        if list.isAnchoredToEnd { list.layout(); setFocus(lastVisibleRow) }
        if focus == nil { setFocus(firstVisibleRow) }
        restorePendingPlace()
        goToPendingLine()
    }

    /// Asks a stream for the lines the screen shows and a screen past them.
    private func wantLinesShown(of file: LineFile) {
        if let last = lastVisibleRow, let row = presenter.model.sections[last.section].rows.count > last.row
            ? presenter.model.sections[last.section].rows[last.row] : nil {
            file.want(line: row + rows)
        } else {
            file.want(line: rows)
        }
    }

    /// Goes back to the place kept when the file was read again after a write, or where a file
    /// shown again was left, once its row is there (or every line is, and it is not).
    func restorePendingPlace() {
        guard let place = pendingPlace, list.totalRows > place.row || growthFinished else { return }
        pendingPlace = nil
        let limits = list.contentOffsetLimits
        do { try list.setContentOffset(Point(x: 0, y: Swift.min(Swift.max(place.offset, limits.lowerBound), limits.upperBound))) } catch {
            message = "\(error)"
        }
        list.layout()
        setFocus(list.totalRows > 0 ? list.indexPath(forGlobalRow: Swift.min(place.row, list.totalRows - 1)) : nil)
    }

    /// The file was found anew from its top: the rows of before are gone; the view goes to the
    /// top, or stays at the end when it rides it.
    private func startOver(_ file: LineFile) {
        lineGeneration = file.generation
        search?.cancel()
        search = nil
        presenter.replaceModel(ListModel(lines: file, sheet: presenter.model.sheetFormat))
        do {
            try list.reloadData()
            // Riding the end (G, following), the view stays at the end: of the lines found so far.
            if list.anchorsToEnd { try list.scrollToEnd() } else { try list.setContentOffset(Point(x: 0, y: list.contentOffsetLimits.lowerBound)) }
        } catch {
            message = "\(error)"
        }
        list.layout()
        setFocus(list.anchorsToEnd ? lastVisibleRow : firstVisibleRow)
        if let notice = file.notice { message = notice }
    }

    /// G or End while lines are still arriving: the view rides the end until they are all there
    /// (while following: until a scroll up leaves it); a stream is read to its end at once, as
    /// `less` reads it, not a screen at a time.
    func followEndWhileGrowing() {
        guard isWatching else { return }
        lineFile?.readToEnd()
        list.anchorsToEnd = true
        do { try list.scrollToEnd() } catch { message = "\(error)" }
    }

    /// F: follows the file's end (`tail -F`), or stops. Following, the view rides the end;
    /// scrolled up, it stays where it is and the status line counts the lines that arrived below.
    ///
    /// - Complexity: O(log n).
    public func setFollowing(_ on: Bool) {
        guard let file = lineFile else {
            message = "Only a file's lines can be followed (not sections, a CSV or the data set)"
            return
        }
        file.setFollowing(on)
        growthFinished = false
        if on {
            list.anchorsToEnd = true
            do { try list.scrollToEnd() } catch { message = "\(error)" }
            list.layout()
            setFocus(lastVisibleRow)
        }
        message = on ? "Following \(file.name): F stops" : "Stopped following \(file.name)"
    }
}
