import ListEngine

extension ListSession {
    /// Scrolls so that row `row` (from 0, across sections) is the first below any pinned
    /// header, and focuses it.
    ///
    /// - Throws: ``PositionError`` for a row the list does not have.
    /// - Complexity: O(log n).
    public func scroll(toGlobalRow row: Int) throws {
        guard let path = list.indexPath(forGlobalRow: row) else {
            throw PositionError(description: "there is no row \(row + 1): the list has \(RecordStore.grouped(list.totalRows))")
        }
        try list.scrollToRow(at: path, position: .top)
        list.layout()
        if let frame = list.rectForRow(at: path) {
            let obstruction = topObstruction(at: path.section)
            if frame.minY < list.contentOffset.y + obstruction { scroll(by: frame.minY - list.contentOffset.y - obstruction) }
        }
        list.layout()
        setFocus(path)
    }

    /// Scrolls to content offset `y` (clamped to the content) and focuses the first row fully
    /// visible.
    ///
    /// - Throws: `ListError` for an offset that is not finite.
    /// - Complexity: O(log n).
    public func scroll(toOffset y: Double) throws {
        let limits = list.contentOffsetLimits
        try list.setContentOffset(Point(x: 0, y: Swift.min(Swift.max(y, limits.lowerBound), limits.upperBound)))
        list.layout()
        setFocus(firstVisibleRow)
    }

    /// Focuses row `row` (from 0, across sections) if it is on screen.
    ///
    /// - Complexity: O(log n).
    public func focus(globalRow row: Int) {
        guard let path = list.indexPath(forGlobalRow: row), list.indexPathsForVisibleRows.contains(path) else { return }
        setFocus(path)
    }

    /// Where the list is, one `key=value` a line — content offset, focused row (from 0, across
    /// sections), rows, mode, for a file shown as it is indexed the lines found and whether
    /// that is all of them, for a sheet its current column (from 0) and horizontal offset, for
    /// a table's lines how far they are scrolled sideways and whether they are cut (-S) and
    /// numbered (-N) — for tests that drive the program from outside and print the same screen
    /// with `--print --offset`.
    ///
    /// - Complexity: O(log n).
    public var stateDescription: String {
        let focused = focus.flatMap { list.globalRow(for: $0) }.map(String.init) ?? "none"
        // + 0: the top of a list without an inset is −0 (clamped to −inset), written as 0.
        return """
        offset=\(list.contentOffset.y + 0)
        focus=\(focused)
        rows=\(list.totalRows)
        editing=\(list.isEditing)
        mode=\(mode)
        \(lineFile.map { "indexed=\($0.index.count)/\($0.isComplete)\n" } ?? "")\(sheetState)
        """
    }

    /// A sheet's `column=` (the current column, from 0) and `offsetX=` lines; a table's lines'
    /// `shift=`, `chop=` and `numbers=`; empty otherwise.
    private var sheetState: String {
        guard let sheet = presenter.sheet else {
            return presenter.showsRowsAsLines
                ? "shift=\(presenter.horizontalOffset)\nchop=\(presenter.chopsLongLines)\nnumbers=\(presenter.showsLineNumbers)\n" : ""
        }
        return "column=\(sheet.currentColumn.map(String.init) ?? "none")\noffsetX=\(sheet.offsetX + 0)\n"
    }
}
