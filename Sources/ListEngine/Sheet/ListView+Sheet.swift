/// A sheet's columns and cells (``ListLayout/sheet(_:)``): the list forwards to its
/// `ListSheet`.
extension ListView {
    /// The sheet's columns and the cells where rows meet them (``ListSheetDataSource``). Not
    /// kept alive (see ``dataSource``); read at the next reload.
    public var sheetDataSource: (any ListSheetDataSource)? {
        get { data.collaborators.sheetDataSource }
        set { data.collaborators.sheetDataSource = newValue }
    }

    /// The number of columns; 0 when the layout is no sheet.
    ///
    /// - Complexity: O(1) once loaded (the columns are read at the first pass or question after
    ///   a reload).
    public var sheetColumnCount: Int {
        sheet.loadColumnsIfNeeded(in: self)
        return sheet.columns.count
    }

    /// The number of leading columns that do not scroll horizontally.
    ///
    /// - Complexity: O(1) once loaded.
    public var frozenSheetColumnCount: Int {
        sheet.loadColumnsIfNeeded(in: self)
        return sheet.columns.frozenCount
    }

    /// The width of all the columns and the spacing between them.
    ///
    /// - Complexity: O(1) once loaded.
    public var sheetContentWidth: Double {
        sheet.loadColumnsIfNeeded(in: self)
        return sheet.columns.totalWidth
    }

    /// Column `column`'s span in content coordinates: its left edge and width (a frozen column
    /// is drawn at its own x whatever the horizontal scroll).
    ///
    /// - Throws: ``ListError/columnOutOfRange(_:columnCount:)``.
    /// - Complexity: O(log n); O(1) with a fixed width.
    public func sheetColumnSpan(_ column: Int) throws(ListError) -> (x: Double, width: Double) {
        sheet.loadColumnsIfNeeded(in: self)
        guard column >= 0, column < sheet.columns.count else { throw .columnOutOfRange(column, columnCount: sheet.columns.count) }
        return (sheet.columns.offset(ofColumn: column), sheet.columns.width(ofColumn: column))
    }

    /// The columns on screen after the last pass: the frozen ones and the scrolling ones.
    ///
    /// - Complexity: O(1).
    public var visibleSheetColumns: (frozen: Range<Int>, scrolling: Range<Int>) {
        guard let ranges = sheet.ranges else { return (0..<0, 0..<0) }
        return (ranges.frozen, ranges.visible)
    }

    /// The columns the sheet keeps cells ready for, and those it would prefetch, after the last
    /// pass (scrolling columns; the frozen ones on screen are always ready).
    ///
    /// - Complexity: O(1).
    public var sheetColumnWindows: (ready: Range<Int>, prefetch: Range<Int>) {
        guard let ranges = sheet.ranges else { return (0..<0, 0..<0) }
        return (ranges.ready, ranges.prefetch)
    }

    /// How much of the viewport's top the frozen rows cover (their height, at most the
    /// viewport's): where the rows that scroll start to show, and where ``scrollToRow(at:position:)``
    /// puts a row at `.top`. 0 without frozen rows, or when the layout is no sheet.
    ///
    /// - Complexity: O(log n); O(1) without frozen rows.
    public var sheetCoveredHeight: Double { sheet.coveredHeight(in: self) }

    /// The most sheet cells on screen in any pass so far (the visible rows, frozen ones
    /// included, by the visible columns).
    public var sheetVisibleCellsMax: Int { sheet.visibleCellsMax }

    /// The bytes the columns take (per-column widths; none with one width).
    public var sheetColumnBytes: Int { sheet.columns.capacityBytes }

    /// Calls `body` with each sheet cell that shows after the last pass: its row, its column,
    /// the cell, and its frame on screen (viewport coordinates) clipped to its pane — what a
    /// renderer draws. Frozen rows and columns come first, in their panes.
    ///
    /// - Complexity: O(cells × log n); O(cells) with a fixed width.
    public func forEachSheetCell(_ body: (_ indexPath: ListIndexPath, _ column: Int, _ cell: ListCell, _ frame: Rect) -> Void) {
        let geometry = activeLayout.geometry
        sheet.forEachVisibleCell(in: self) { r, c, cell, frame in body(geometry.indexPath(ofRow: r), c, cell, frame) }
    }

    /// The sheet cell of the row at `indexPath` in `column`, if the sheet holds one (its row and
    /// column are in the ready windows).
    ///
    /// - Complexity: O(log sections).
    public func sheetCell(at indexPath: ListIndexPath, column: Int) -> ListCell? {
        guard let g = globalRow(for: indexPath) else { return nil }
        return sheet.cell(row: g, column: column)
    }

    /// The row and column of the sheet cell under `point` (viewport coordinates): frozen rows
    /// and columns where their panes lie, nil between columns, beyond the content, or where the
    /// layout is no sheet.
    ///
    /// - Complexity: O(log n).
    public func sheetCell(atScreenPoint point: Point) -> (indexPath: ListIndexPath, column: Int)? {
        sheet.loadColumnsIfNeeded(in: self)
        return sheet.cell(atScreenPoint: point, in: self).map { (activeLayout.geometry.indexPath(ofRow: $0.row), $0.column) }
    }

    /// Changes the sheet's columns: deletions, insertions, moves and new widths together
    /// (``SheetColumnBatch``), after the sheet data source has changed its own. The first
    /// scrolling column on screen that the batch keeps stays where it is; every cell is
    /// configured afresh next pass.
    ///
    /// - Throws: ``ListError/invalidLayout(_:)`` when the layout is no sheet or the data source's
    ///   column count differs from the batch's result; the batch's own errors
    ///   (``ListError/invalidBatchUpdate(_:)``, ``ListError/invalidColumnWidth(_:column:)``). The
    ///   sheet is then as before.
    /// - Complexity: O(k log k) to check a batch of k columns, then O(k log n) (see
    ///   ``SheetColumnBatch``), plus O(cells).
    public func performColumnUpdates(_ batch: SheetColumnBatch) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.performColumnUpdates(batch) } }
        try perform("performColumnUpdates(_:)") { () throws(ListError) in
            if data.needsReload { try reloadAll() }
            try sheet.apply(batch, in: self)
        }
    }

    /// Scrolls both ways, at once, so that the cell `path` shows: its row at `position` (as
    /// ``scrollToRow(at:position:)``, below the frozen rows) and its column whole in the
    /// scrolling panes (as ``scrollToSheetColumn(_:)``).
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)``,
    ///   ``ListError/columnOutOfRange(_:columnCount:)``; the offset is then as it was.
    /// - Complexity: O(log n).
    public func scrollToSheetCell(_ path: SheetCellPath, position: ScrollPosition) throws(ListError) {
        sheet.loadColumnsIfNeeded(in: self)
        try sheet.validate(column: path.column)
        try scrollToRow(at: path.indexPath, position: position)
        try scrollToSheetColumn(path.column)
    }

    /// Scrolls horizontally, at once, so that `column` shows whole in the scrolling panes (or
    /// as much of it as fits, its left edge first); a frozen column is always shown. The
    /// vertical offset stays: pair it with ``scrollToRow(at:position:)`` to reach a cell.
    ///
    /// - Throws: ``ListError/columnOutOfRange(_:columnCount:)``.
    /// - Complexity: O(log n).
    public func scrollToSheetColumn(_ column: Int) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.scrollToSheetColumn(column) } }
        try perform("scrollToSheetColumn(_:)") { () throws(ListError) in
            sheet.loadColumnsIfNeeded(in: self)
            try sheet.validate(column: column)
            stopScrollAnimation()
            sheet.show(column: column, in: self)
        }
    }
}

// MARK: Selection, focus and accessibility

extension ListView {
    /// Selects the cell `path` (and, unless ``allowsMultipleSelection``, deselects the cells and
    /// columns selected before). Its cell says so (``ListCell/isSelected``); a row's selection
    /// stays the list's (``selectRow(at:)``).
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)``,
    ///   ``ListError/columnOutOfRange(_:columnCount:)``.
    /// - Complexity: O(1), plus O(cells held) to show it.
    public func selectSheetCell(_ path: SheetCellPath) throws(ListError) {
        try validate(path.indexPath)
        sheet.loadColumnsIfNeeded(in: self)
        try sheet.validate(column: path.column)
        sheet.selection.select(path, exclusive: !allowsMultipleSelection)
        sheet.showSelection(in: self)
    }

    /// Deselects the cell `path` (a cell whose column is selected stays selected).
    ///
    /// - Complexity: O(1), plus O(cells held) to show it.
    public func deselectSheetCell(_ path: SheetCellPath) {
        sheet.selection.deselect(path)
        sheet.showSelection(in: self)
    }

    /// Selects column `column` whole (and, unless ``allowsMultipleSelection``, deselects what
    /// was selected before).
    ///
    /// - Throws: ``ListError/columnOutOfRange(_:columnCount:)``.
    /// - Complexity: O(1), plus O(cells held) to show it.
    public func selectSheetColumn(_ column: Int) throws(ListError) {
        sheet.loadColumnsIfNeeded(in: self)
        try sheet.validate(column: column)
        sheet.selection.select(column: column, exclusive: !allowsMultipleSelection)
        sheet.showSelection(in: self)
    }

    /// Deselects column `column`.
    ///
    /// - Complexity: O(1), plus O(cells held) to show it.
    public func deselectSheetColumn(_ column: Int) {
        sheet.selection.deselect(column: column)
        sheet.showSelection(in: self)
    }

    /// The cells selected one by one, row by row.
    ///
    /// - Complexity: O(s log s).
    public var selectedSheetCells: [SheetCellPath] { sheet.selection.cells.sorted() }

    /// The columns selected whole, left to right.
    ///
    /// - Complexity: O(s log s).
    public var selectedSheetColumns: [Int] { sheet.selection.columns.sorted() }

    /// Whether the cell `path` is selected: by itself, by its column, or by its row.
    ///
    /// - Complexity: O(1).
    public func isSheetCellSelected(_ path: SheetCellPath) -> Bool {
        sheet.selection.contains(path) || selection.selected.contains(path.indexPath)
    }

    /// The cell with the keyboard focus: the focused row (``focusedIndexPath``) in the column
    /// the focus last moved to along a row (``moveFocus(_:)`` with `.left` or `.right`), the
    /// first column until it has; nil without a focused row or a column.
    ///
    /// - Complexity: O(1).
    public var focusedSheetCell: SheetCellPath? {
        guard let row = focusedIndexPath, sheet.loadedLayout != nil, sheet.columns.count > 0 else { return nil }
        return SheetCellPath(row, column: sheet.selection.focusedColumn ?? 0)
    }

    /// The number of rows and columns a screen reader announces for the sheet (a data table's):
    /// every row and column, held or not.
    ///
    /// - Complexity: O(1) once loaded.
    public var sheetAccessibilitySize: (rows: Int, columns: Int) {
        sheet.loadColumnsIfNeeded(in: self)
        return (activeLayout.geometry.totalRows, sheet.columns.count)
    }

    /// What a screen reader says of the cell `path`, as a data table's cell: its label (the
    /// cell's, while the sheet holds it), its row and column among all, whether it is a header
    /// (in a frozen row or column), the labels of its column's headers (the frozen rows' cells)
    /// and its row's (the frozen columns' cells) that the sheet holds, and whether it is
    /// selected. nil for a cell outside the sheet.
    ///
    /// - Complexity: O(log n + frozen rows + frozen columns).
    public func sheetAccessibilityCell(_ path: SheetCellPath) -> SheetAccessibilityCell? {
        sheet.loadColumnsIfNeeded(in: self)
        guard let g = globalRow(for: path.indexPath) else { return nil }
        return sheet.accessibilityCell(row: g, column: path.column, isSelected: isSheetCellSelected(path), in: self)
    }
}
