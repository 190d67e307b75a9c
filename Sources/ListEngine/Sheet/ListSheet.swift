/// A sheet's second axis (``ListLayout/sheet(_:)``): its columns, where the view is along them,
/// and the cells where the rows meet them — owned here; the list forwards to it.
///
/// The rows are the list's own (a table's geometry, its ready window, its anchor). Each pass,
/// after the rows have their cells, the sheet moves four blocks of cells (``SheetCellGrid``),
/// one a pane (``SheetPane``): the frozen rows and the rows of the list's ready window, by the
/// frozen columns on screen and the scrolling columns of the horizontal ready window
/// (``SheetColumnRanges``, leaning the way the offset last moved). Only cells that enter a
/// block are asked of the ``ListSheetDataSource``; only those that leave go back to the pools.
///
/// The columns are read from the sheet data source lazily: at the first pass or query after a
/// reload or a new sheet configuration. A change of columns (``ListView/performColumnUpdates(_:)``)
/// or a column widened to fit its cells keeps the first scrolling column on screen where it is
/// (``SheetColumnAnchor``).
final class ListSheet {
    /// The viewport over the sheet's columns (their one copy), the ranges of the last pass and
    /// the spans of their columns, moved and changed in place (``look(at:)``,
    /// ``changeColumns(_:)``): a viewport made anew would copy the columns, and retain and
    /// release their index's storage, every pass.
    @exclusivity(unchecked) private var window = SheetColumnWindow()
    /// The configuration the columns were loaded for; nil until loaded (or when the layout is
    /// not a sheet).
    @exclusivity(unchecked) private(set) var loadedLayout: SheetLayout?
    /// The cells of each pane, by ``SheetPane`` order: corner, frozen rows, frozen columns, body.
    @exclusivity(unchecked) private var grids = [SheetCellGrid](repeating: SheetCellGrid(), count: 4)
    /// The sheet's columns, as last loaded and changed.
    ///
    /// - Complexity: O(1).
    var columns: SheetColumns {
        _read { yield window.view.columns }
    }
    /// Where the list looked at the sheet last (``look(at:)``).
    ///
    /// - Complexity: O(1).
    var view: SheetViewport {
        _read { yield window.view }
    }
    /// The column ranges of the last pass; nil before one, or with nothing on screen.
    ///
    /// - Complexity: O(1).
    var ranges: SheetColumnRanges? { window.ranges }
    /// The layout's change count when its configuration was last read (-1: read it again).
    @exclusivity(unchecked) private var seenLayoutChanges = -1
    /// The widths a pass's new cells asked for, in measured columns.
    @exclusivity(unchecked) private var widest = SheetMeasuredWidths()
    /// The frozen rows' bottom, and the layout's change count it was found at; nil: find it again.
    @exclusivity(unchecked) private var frozenBottom: (bottom: Double, layoutChanges: Int)?
    /// The rows the list placed since the last pass, whose cells' frames may have moved.
    @exclusivity(unchecked) private var unsettledRows = 0..<0
    /// The cells and columns selected, and the focused column.
    @exclusivity(unchecked) var selection = SheetSelection()
    /// The largest number of cells on screen in any pass (a report's `cellsVisibleMax`).
    @exclusivity(unchecked) private(set) var visibleCellsMax = 0
    /// The cells configured since the pass's report last took the count.
    @exclusivity(unchecked) private var configuredInPass = 0

    /// The cells configured since the last call (a pass's report counts them).
    ///
    /// - Complexity: O(1).
    func takeConfiguredInPass() -> Int {
        defer { configuredInPass = 0 }
        return configuredInPass
    }

    /// The grid index of `pane`.
    ///
    /// - Complexity: O(1).
    private static func slot(_ pane: SheetPane) -> Int {
        switch pane {
        case .corner: 0
        case .frozenRows: 1
        case .frozenColumns: 2
        case .body: 3
        }
    }

    /// The number of cells the sheet holds.
    ///
    /// - Complexity: O(1).
    var cellCount: Int { grids.reduce(0) { $0 + $1.count } }

    /// The cell of row `r` in column `c`, if the sheet holds one.
    ///
    /// - Complexity: O(1).
    func cell(row r: Int, column c: Int) -> ListCell? {
        for grid in grids { if let cell = grid.cell(row: r, column: c) { return cell } }
        return nil
    }

    // MARK: Columns

    /// Loads the columns from `list`'s sheet data source if the layout is a sheet and they were
    /// not loaded for its configuration; gives every cell back when the layout is not a sheet.
    /// A bad count or width is reported as a diagnostic and leaves the sheet without columns.
    ///
    /// - Complexity: O(1) when loaded; O(columns) data source calls with per-column widths,
    ///   O(1) with a fixed or estimated one.
    func loadColumnsIfNeeded(in list: ListView) {
        // Nothing to do while the layout is the one last seen (a pass asks every frame).
        guard list.activeLayout.layoutChanges != seenLayoutChanges else { return }
        seenLayoutChanges = list.activeLayout.layoutChanges
        guard let layout = list.activeLayout.layout.sheet else {
            if loadedLayout != nil { forget(in: list) }
            return
        }
        guard loadedLayout != layout else { return }
        removeAllCells(in: list)
        selection.reset()
        loadedLayout = layout
        do {
            let loaded = try Self.columns(of: layout, from: list.data.collaborators.sheetDataSource, in: list)
            changeColumns { $0 = loaded }
        } catch {
            changeColumns { $0 = SheetColumns() }
            list.diagnose(error)
        }
        window.forget()
    }

    /// The columns `dataSource` gives for `layout`: its count (none without a data source) and
    /// widths.
    ///
    /// - Throws: ``ListError/negativeCount(_:section:)`` for a negative count,
    ///   ``ListError/invalidColumnWidth(_:column:)`` for a bad width, ``ListError/invalidLayout(_:)``
    ///   for more frozen columns than columns or more columns than a sheet holds.
    /// - Complexity: O(columns) with per-column widths, else O(1).
    private static func columns(of layout: SheetLayout, from dataSource: (any ListSheetDataSource)?,
                                in list: ListView) throws(ListError) -> SheetColumns {
        let count = dataSource?.numberOfColumns(in: list) ?? 0
        guard count >= 0 else { throw .negativeCount(count, section: nil) }
        let frozen = Swift.min(layout.frozenColumns, count)
        switch layout.columnWidths {
        case let .fixed(width), let .measured(estimate: width):
            return try SheetColumns(count: count, width: width, spacing: layout.columnSpacing, frozenCount: frozen)
        case .perColumn:
            guard let dataSource else { return SheetColumns() }
            guard count <= SheetColumns.maximumCount else { throw .invalidLayout("\(count) columns; a sheet holds at most \(SheetColumns.maximumCount)") }
            var widths = [Double]()
            widths.reserveCapacity(count)
            for c in 0..<count {
                let width = dataSource.listView(list, widthOfColumn: c)
                guard ListView.isValidHeight(width) else { throw .invalidColumnWidth(width, column: c) }
                widths.append(width)
            }
            return try SheetColumns(widths: widths, spacing: layout.columnSpacing, frozenCount: frozen)
        }
    }

    /// Gives every cell back and forgets the columns: the layout is no longer a sheet, or the
    /// data is read anew.
    ///
    /// - Complexity: O(cells).
    func forget(in list: ListView) {
        removeAllCells(in: list)
        selection.reset()
        loadedLayout = nil
        seenLayoutChanges = -1
        frozenBottom = nil
        changeColumns { $0 = SheetColumns() }
        window.forget()
    }

    /// Applies `batch` to the columns after checking it whole and against the sheet data source's
    /// new count (``ListView/performColumnUpdates(_:)``), keeping the place.
    ///
    /// - Throws: ``ListError/invalidLayout(_:)`` when the layout is no sheet or the counts
    ///   disagree; the batch's own errors. Nothing changes then.
    /// - Complexity: O(k log k) to check a batch of k columns, then as ``apply(_:keeping:in:)``.
    func apply(_ batch: SheetColumnBatch, in list: ListView) throws(ListError) {
        loadColumnsIfNeeded(in: list)
        guard loadedLayout != nil else { throw .invalidLayout("performColumnUpdates(_:) needs a sheet layout") }
        let changes = try SheetColumnChanges(batch, oldCount: columns.count, frozenCount: columns.frozenCount)
        let found = list.data.collaborators.sheetDataSource?.numberOfColumns(in: list) ?? 0
        guard found == changes.newCount else {
            throw .invalidLayout("the sheet data source has \(found) columns after a batch that leaves \(changes.newCount)")
        }
        let anchor = look(at: list) ? SheetColumnAnchor(viewport: view, changes: changes) : nil
        apply(changes, keeping: anchor, in: list)
    }

    /// The row (global) and column of the cell under the screen point `point`: frozen rows and
    /// columns where their panes lie; nil between columns, beyond the content, or without a sheet.
    ///
    /// - Complexity: O(log n).
    func cell(atScreenPoint point: Point, in list: ListView) -> (row: Int, column: Int)? {
        guard loadedLayout != nil, look(at: list), let hit = view.hitTest(point),
              let column = hit.column else { return nil }
        let geometry = list.activeLayout.geometry
        let frozen = frozenRowCount(in: list)
        let rows = hit.pane.hasFrozenRows ? 0..<frozen : frozen..<geometry.totalRows
        guard let g = geometry.rows(intersecting: hit.content.y, hit.content.y.nextUp).first, rows.contains(g),
              hit.content.y >= geometry.top(ofRow: g), hit.content.y < geometry.top(ofRow: g) + geometry.height(ofRow: g) else { return nil }
        return (g, column)
    }

    /// The data-table view of the cell of row `g` in column `c` (``SheetAccessibilityCell``);
    /// nil outside the sheet.
    ///
    /// - Complexity: O(frozen rows + frozen columns).
    func accessibilityCell(row g: Int, column c: Int, isSelected: Bool, in list: ListView) -> SheetAccessibilityCell? {
        guard loadedLayout != nil, c >= 0, c < columns.count else { return nil }
        let frozenRows = frozenRowCount(in: list)
        let frozenColumns = columns.frozenCount
        return SheetAccessibilityCell(
            label: cell(row: g, column: c)?.accessibilityLabel, row: g, column: c,
            isColumnHeader: g < frozenRows, isRowHeader: c < frozenColumns,
            columnHeaders: (0..<frozenRows).compactMap { r in r == g ? nil : cell(row: r, column: c)?.accessibilityLabel },
            rowHeaders: (0..<frozenColumns).compactMap { f in f == c ? nil : cell(row: g, column: f)?.accessibilityLabel },
            isSelected: isSelected)
    }

    /// Applies `changes` (checked) to the columns, keeping `anchor` (the first scrolling column
    /// on screen that the changes keep, found before them) where it was; every cell goes back,
    /// to be configured for its new column next pass.
    ///
    /// - Complexity: that of ``SheetColumns/apply(_:)-(SheetColumnChanges)``, plus O(cells).
    func apply(_ changes: SheetColumnChanges, keeping anchor: SheetColumnAnchor?, in list: ListView) {
        removeAllCells(in: list)
        changeColumns { $0.apply(changes) }
        selection.follow(changes)
        if let anchor { list.viewport.offset.x = anchor.offsetX(over: columns) }
    }

    /// Throws ``ListError/columnOutOfRange(_:columnCount:)`` unless `c` is one of the columns.
    ///
    /// - Complexity: O(1).
    func validate(column c: Int) throws(ListError) {
        guard c >= 0, c < columns.count else { throw .columnOutOfRange(c, columnCount: columns.count) }
    }

    /// Scrolls horizontally, as little as it takes, so that column `c` shows whole in the
    /// scrolling panes (its left edge first when it is wider than they are); a frozen column
    /// always shows. The offset stays within ``SheetViewport/horizontalLimits``.
    ///
    /// - Precondition: `c` is one of the columns.
    /// - Complexity: O(log n).
    func show(column c: Int, in list: ListView) {
        guard !columns.isFrozen(c), look(at: list) else { return }
        let (x0, x1) = view.scrollingBand
        let left = columns.offset(ofColumn: c), right = columns.end(ofColumn: c)
        let shift = left < x0 || right - left > x1 - x0 ? left - x0 : right > x1 ? right - x1 : 0
        guard shift != 0 else { return }
        let limits = view.horizontalLimits
        list.viewport.offset.x = Swift.min(Swift.max(view.offset.x + shift, limits.lowerBound), limits.upperBound)
    }

    /// Moves the focus along the focused row, for `.left` and `.right` (as the reader sees
    /// them: mirrored right to left), one column, and scrolls to show it. nil — for the list's
    /// focus to move — for other headings, when no row has the focus, or when the layout is no
    /// sheet.
    ///
    /// - Complexity: O(log n).
    func moveFocus(_ heading: FocusHeading, in list: ListView) -> FocusTarget? {
        guard loadedLayout != nil, columns.count > 0, case let .row(path)? = list.focus.focused else { return nil }
        let seen = list.focus.direction == .rightToLeft ? heading.mirrored : heading
        guard seen == .left || seen == .right, let g = list.globalRow(for: path) else { return nil }
        let start = selection.focusedColumn ?? 0
        guard let moved = SheetCell(row: g, column: start).moved(seen, rows: list.activeLayout.geometry.totalRows, columns: columns.count) else { return nil }
        selection.focus(column: moved.column)
        show(column: moved.column, in: list)
        return list.focus.focused
    }

    /// Moves ``view`` to where the list's viewport looks at the sheet now; false, and ``view``
    /// as it was, for an invalid viewport.
    ///
    /// - Complexity: O(1) while the frozen rows' height is kept; O(log n) to find it.
    func look(at list: ListView) -> Bool {
        do {
            try window.look(at: list.viewport.offset, size: list.viewport.size, frozenRowHeight: frozenRowHeight(in: list))
            return true
        } catch {
            return false
        }
    }

    /// Changes the columns in place with `body`: what was read from them (the ranges' edges,
    /// the spans) is read again.
    ///
    /// - Complexity: that of `body`, plus O(log n).
    private func changeColumns(_ body: (inout SheetColumns) -> Void) {
        window.changeColumns(body)
    }

    /// The number of frozen rows the list has: its sheet configuration's (read from the layout,
    /// whether the columns are loaded yet or not), at most its rows; 0 when it is no sheet.
    ///
    /// - Complexity: O(1).
    func frozenRowCount(in list: ListView) -> Int {
        let layout = list.activeLayout
        // The configuration loaded, while it is the layout's: not the layout's enum copied out.
        let frozen = layout.layoutChanges == seenLayoutChanges ? loadedLayout?.frozenRows : layout.layout.sheet?.frozenRows
        return Swift.min(frozen ?? 0, layout.geometry.totalRows)
    }

    /// How much of the viewport's top the frozen rows cover: their height, at most the
    /// viewport's (0 when the layout is no sheet).
    ///
    /// - Complexity: O(1) without frozen rows; O(log n) with.
    func coveredHeight(in list: ListView) -> Double {
        guard frozenRowCount(in: list) > 0 else { return 0 }
        return Swift.min(frozenRowHeight(in: list), list.viewport.size.height)
    }

    /// Where the first scrolling row starts: the frozen rows' bottom (0 with none). Kept until
    /// the frozen rows may have moved: the list placed or moved them (``rowsPlaced(_:)``,
    /// ``rowsMoved(from:)``), a change renumbered the rows or the layout changed.
    ///
    /// - Complexity: O(1) kept; O(log n) to find.
    func frozenRowHeight(in list: ListView) -> Double {
        let frozen = frozenRowCount(in: list)
        guard frozen > 0 else { return 0 }
        let layoutChanges = list.activeLayout.layoutChanges
        if let kept = frozenBottom, kept.layoutChanges == layoutChanges { return kept.bottom }
        let bottom = list.activeLayout.geometry.top(ofRow: frozen - 1) + list.activeLayout.geometry.height(ofRow: frozen - 1)
        frozenBottom = (bottom, layoutChanges)
        return bottom
    }

    // MARK: A pass

    /// Moves the four blocks of cells to the rows and columns `list` has ready now: the cells
    /// that leave go back to the pools, those that enter are asked of the sheet data source.
    /// Measured columns widen to their widest new cell, keeping the place, and the blocks
    /// follow (twice at most: the columns that come in then are measured too).
    ///
    /// - Complexity: O(log n + rows held + cells that enter or leave); O(rows held) and no
    ///   search of the columns while no column boundary crosses a band edge; no allocation
    ///   once the blocks have grown to their largest.
    func turnOver(in list: ListView) {
        loadColumnsIfNeeded(in: list)
        for _ in 0..<3 {
            var anchor: SheetColumnAnchor?
            guard moveBlocks(in: list, anchor: &anchor) else { return }
            widen(keeping: anchor, in: list)
        }
    }

    /// Moves the four blocks to what the viewport and the list's ready rows need, configuring
    /// the cells that enter; returns whether measured columns must widen (to ``widest``), with
    /// `anchor` set to what keeps the place while they do.
    ///
    /// - Complexity: O(log n + rows held + cells that enter or leave).
    private func moveBlocks(in list: ListView, anchor: inout SheetColumnAnchor?) -> Bool {
        guard loadedLayout != nil, !list.viewport.isEmpty, look(at: list) else {
            removeAllCells(in: list)
            window.forget()
            return false
        }
        let ranges = window.follow(tuning: list.viewport.tuning)
        let frozenRows = 0..<frozenRowCount(in: list)
        let ready = list.window.materialized
        let bodyRows = Swift.max(ready.lowerBound, frozenRows.upperBound)..<Swift.max(ready.upperBound, frozenRows.upperBound)
        widest.start(measuring: loadedLayout.map(Self.measures) ?? false)
        let holds = SheetPane.allCases.allSatisfy { pane in
            grids[Self.slot(pane)].holds(rows: pane.hasFrozenRows ? frozenRows : bodyRows,
                                         columns: pane.hasFrozenColumns ? ranges.frozen : ranges.ready)
        }
        if !holds { configuredInPass += moveBlocks(frozenRows: frozenRows, bodyRows: bodyRows, ranges: ranges, in: list) }
        visibleCellsMax = Swift.max(visibleCellsMax, visibleCellCount(in: list, ranges: ranges))
        settleRowFrames(in: list)
        guard !widest.widths.isEmpty else { return false }
        anchor = SheetColumnAnchor(viewport: window.view)
        return true
    }

    /// Moves each pane's block to its rows (`frozenRows` or `bodyRows`) by its columns of
    /// `ranges`, making the cells that enter it; returns how many were made.
    ///
    /// - Complexity: O(cells that enter or leave), plus the data source's calls.
    private func moveBlocks(frozenRows: Range<Int>, bodyRows: Range<Int>, ranges: SheetColumnRanges, in list: ListView) -> Int {
        // Read once a pass, not from the sheet at every cell.
        var maker = CellMaker(dataSource: list.data.collaborators.sheetDataSource, selection: selection)
        var made = 0
        for pane in SheetPane.allCases {
            let rows = pane.hasFrozenRows ? frozenRows : bodyRows
            let columns = pane.hasFrozenColumns ? ranges.frozen : ranges.ready
            let frozen = pane.hasFrozenColumns
            made += grids[Self.slot(pane)].move(toRows: rows, columns: columns, make: { r, c in
                let span = frozen ? self.window.frozenSpans[c] : self.window.scrollingSpans[c]
                let cell = maker.cell(row: r, column: c, span: span, in: list)
                if self.widest.measures { self.widest.note(cell, column: c, width: span.width) }
                return cell
            }, recycle: { self.recycle($0, in: list) })
        }
        return made
    }

    /// Makes a pass's new cells, row by row: a row's index path, top and height are found once
    /// for all its new cells (from the row's own cell in the ready window, else the geometry).
    private struct CellMaker {
        /// Where the cells come from.
        let dataSource: (any ListSheetDataSource)?
        /// The cells and columns selected.
        let selection: SheetSelection
        /// The last row a cell was made for, with its index path, top and height.
        private var row = (number: -1, indexPath: ListIndexPath(row: 0, section: 0), top: 0.0, height: 0.0)

        init(dataSource: (any ListSheetDataSource)?, selection: SheetSelection) {
            self.dataSource = dataSource
            self.selection = selection
        }

        /// A configured cell for row `r` in column `c`, whose left edge and width are `span`,
        /// from the data source; a placeholder (and a diagnostic) when it throws or there is
        /// none. Marked selected when it or its column is.
        ///
        /// - Complexity: O(1) for another cell of the last row; O(log n) for a new row; plus
        ///   the data source's call.
        mutating func cell(row r: Int, column c: Int, span: (x: Double, width: Double), in list: ListView) -> ListCell {
            if r != row.number {
                let window = list.window
                let indexPath = list.activeLayout.geometry.indexPath(ofRow: r)
                if window.materialized.contains(r) {
                    let frame = window.cells[r - window.materialized.lowerBound].frame
                    row = (r, indexPath, frame.minY, frame.height)
                } else {
                    row = (r, indexPath, list.activeLayout.geometry.top(ofRow: r), list.activeLayout.geometry.height(ofRow: r))
                }
            }
            var cell: ListCell
            do {
                cell = try dataSource?.listView(list, cellForRowAt: row.indexPath, column: c) ?? list.placeholderCell()
            } catch {
                list.diagnose(.cellProviderFailed(row.indexPath, message: "column \(c): \(error)"))
                cell = list.placeholderCell()
            }
            cell.indexPath = row.indexPath
            cell.sheetColumn = c
            cell.isSelected = selection.contains(SheetCellPath(row.indexPath, column: c))
            cell.frame = Rect(x: span.x, y: row.top, width: span.width, height: row.height)
            return cell
        }
    }

    /// Whether `layout` measures its columns.
    ///
    /// - Complexity: O(1).
    private static func measures(_ layout: SheetLayout) -> Bool {
        if case .measured = layout.columnWidths { true } else { false }
    }

    /// The cells on screen: the visible frozen and scrolling rows by the visible columns.
    ///
    /// - Complexity: O(1).
    private func visibleCellCount(in list: ListView, ranges: SheetColumnRanges) -> Int {
        let frozenRows = frozenRowCount(in: list)
        let visibleRows = list.window.displayed
        let bodyRows = Swift.max(0, visibleRows.upperBound - Swift.max(visibleRows.lowerBound, frozenRows))
        let shownFrozenRows = window.view.frozenPaneHeight > 0 ? frozenRows : 0
        return (shownFrozenRows + bodyRows) * (ranges.frozen.count + ranges.visible.count)
    }

    /// Shows the selection in the cells held: each says whether it or its column is selected.
    ///
    /// - Complexity: O(cells).
    func showSelection(in list: ListView) {
        let geometry = list.activeLayout.geometry
        for grid in grids {
            grid.forEach { r, c, cell in cell.isSelected = selection.contains(SheetCellPath(geometry.indexPath(ofRow: r), column: c)) }
        }
    }

    /// Gives `cell` back to its pool.
    ///
    /// - Complexity: O(1).
    private func recycle(_ cell: ListCell, in list: ListView) {
        cell.sheetColumn = nil
        list.window.recycle(cell, in: list)
    }

    /// Gives every cell back to the pools.
    ///
    /// - Complexity: O(cells).
    func removeAllCells(in list: ListView) {
        for i in grids.indices { grids[i].removeAll { self.recycle($0, in: list) } }
    }

    /// Notes that the list placed the cells of `rows` (their frames may have moved): the sheet's
    /// cells of those rows follow at the end of the pass.
    ///
    /// - Complexity: O(1).
    func rowsPlaced(_ rows: Range<Int>) {
        guard !rows.isEmpty, loadedLayout != nil else { return }
        unsettledRows = unsettledRows.isEmpty ? rows : RangePlanner.hull(unsettledRows, rows)
        rowsMoved(from: rows.lowerBound)
    }

    /// Notes that the rows from `g` on may have moved or changed height, whether the list holds
    /// cells for them or not: the frozen rows' bottom is found again if they are among them.
    ///
    /// - Complexity: O(1).
    func rowsMoved(from g: Int) {
        if frozenBottom != nil, g < (loadedLayout?.frozenRows ?? Int.max) { frozenBottom = nil }
    }

    /// Brings each cell's frame to its row's top and height, for the rows the list placed since
    /// the last pass (the others have not moved): a row of the ready window is where its own cell
    /// is, a frozen row where the geometry says. A row's cells are set together, so a row whose
    /// first cell is in place is skipped whole.
    ///
    /// - Complexity: O(rows placed + cells of rows that moved), plus O(log n) for each frozen
    ///   row placed.
    private func settleRowFrames(in list: ListView) {
        guard !unsettledRows.isEmpty else { return }
        defer { unsettledRows = 0..<0 }
        let window = list.window
        let geometry = list.activeLayout.geometry
        for grid in grids where !grid.columns.isEmpty {
            for r in grid.rows.clamped(to: unsettledRows) {
                let top: Double, height: Double
                if window.materialized.contains(r) {
                    let frame = window.cells[r - window.materialized.lowerBound].frame
                    (top, height) = (frame.minY, frame.height)
                } else {
                    (top, height) = (geometry.top(ofRow: r), geometry.height(ofRow: r))
                }
                guard let first = grid.cell(row: r, column: grid.columns.lowerBound),
                      first.frame.origin.y != top || first.frame.size.height != height else { continue }
                for c in grid.columns {
                    guard let cell = grid.cell(row: r, column: c) else { continue }
                    cell.frame.origin.y = top
                    cell.frame.size.height = height
                }
            }
        }
    }

    /// Sets each cell's frame along the columns again: widths changed.
    ///
    /// - Complexity: O(cells × log n) (O(cells) with a fixed width).
    private func settleColumnFrames() {
        for grid in grids {
            grid.forEach { _, c, cell in
                cell.frame.origin.x = columns.offset(ofColumn: c)
                cell.frame.size.width = columns.width(ofColumn: c)
            }
        }
    }

    /// Follows a change of the list: a reload has the columns read again, a batch has the
    /// cells configured for the rows' new numbers, a new layout or width loads the columns of a
    /// new sheet configuration (or gives every cell back when the layout is no longer a sheet).
    ///
    /// - Complexity: O(cells), plus a load's.
    func follow(_ change: ListChange, renumbering rows: RowsChange?, in list: ListView) {
        frozenBottom = nil
        switch change {
        case .reload: forget(in: list)
        case .geometry: loadColumnsIfNeeded(in: list)
        default:
            guard let rows else { return }
            selection.follow(rows)
            removeAllCells(in: list)
        }
    }

    /// Widens the columns `widest` found wider than they are, keeping `anchor` (the first
    /// scrolling column on screen before) where it was.
    ///
    /// - Complexity: O(k log n) for k columns widened, plus O(cells × log n) to frame them.
    private func widen(keeping anchor: SheetColumnAnchor?, in list: ListView) {
        changeColumns { columns in
            for (c, width) in widest.widths { _ = try? columns.widen(column: c, toAtLeast: width) }
        }
        if let anchor { list.viewport.offset.x = anchor.offsetX(over: columns) }
        window.settle(atX: list.viewport.offset.x)
        settleColumnFrames()
    }

    /// Calls `body` with every cell the sheet holds on screen: its row, column, the cell, and
    /// its frame on screen clipped to its pane.
    ///
    /// - Complexity: O(cells × log n) (O(cells) with a fixed width).
    func forEachVisibleCell(in list: ListView, _ body: (_ row: Int, _ column: Int, _ cell: ListCell, _ frame: Rect) -> Void) {
        guard look(at: list) else { return }
        let viewport = view
        let frozen = frozenRowCount(in: list)
        for grid in grids {
            grid.forEach { r, c, cell in
                let frame = cell.frame
                if let shown = viewport.visibleFrame(ofColumn: c, rowTop: frame.minY, rowHeight: frame.height, rowIsFrozen: r < frozen) {
                    body(r, c, cell, shown)
                }
            }
        }
    }

    #if LISTENGINE_INTERNAL_CHECKS
    /// Checks every grid, and that every cell is configured for its row and column.
    func _checkInvariants(in list: ListView) {
        for grid in grids {
            grid._checkInvariants()
            grid.forEach { r, c, cell in
                precondition(cell.sheetColumn == c && cell.indexPath == list.activeLayout.geometry.indexPath(ofRow: r),
                             "the sheet cell of row \(r), column \(c) is configured for \(String(describing: cell.indexPath)), column \(String(describing: cell.sheetColumn))")
            }
        }
    }
    #endif
}
