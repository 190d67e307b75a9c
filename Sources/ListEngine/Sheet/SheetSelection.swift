/// What a sheet selects beyond rows, and where its keyboard focus stands across: selected
/// cells and whole columns, and the focused column (the focused row is the list's, so the
/// focused cell is that row in this column). A row selected through the list selects its
/// cells too; a column here selects its cells in every row.
///
/// Follows the rows through batches (``follow(_:)-(RowsChange)``: a deleted row's cells go,
/// the others are renumbered, a reload clears them) and the columns through column batches
/// (``follow(_:)-(SheetColumnChanges)``).
struct SheetSelection {
    /// The cells selected one by one.
    private(set) var cells: Set<SheetCellPath> = []
    /// The columns selected whole.
    private(set) var columns: Set<Int> = []
    /// The focused column; nil until the focus moves along a row.
    private(set) var focusedColumn: Int?

    /// Whether the selection holds anything.
    ///
    /// - Complexity: O(1).
    var isEmpty: Bool { cells.isEmpty && columns.isEmpty }

    /// Whether the cell `path` is selected by itself or by its column (its row's selection is
    /// the list's).
    ///
    /// - Complexity: O(1) (hashing; asked only while something is selected).
    func contains(_ path: SheetCellPath) -> Bool {
        !isEmpty && (columns.contains(path.column) || cells.contains(path))
    }

    /// Selects `path`; with `exclusive`, the cells and columns selected before are deselected.
    ///
    /// - Complexity: O(1), O(s) when exclusive.
    mutating func select(_ path: SheetCellPath, exclusive: Bool) {
        if exclusive { removeAll() }
        cells.insert(path)
    }

    /// Deselects `path` (a cell selected by its column stays selected).
    ///
    /// - Complexity: O(1).
    mutating func deselect(_ path: SheetCellPath) { cells.remove(path) }

    /// Selects column `c` whole; with `exclusive`, what was selected before is deselected.
    ///
    /// - Complexity: O(1), O(s) when exclusive.
    mutating func select(column c: Int, exclusive: Bool) {
        if exclusive { removeAll() }
        columns.insert(c)
    }

    /// Deselects column `c`.
    ///
    /// - Complexity: O(1).
    mutating func deselect(column c: Int) { columns.remove(c) }

    /// Deselects every cell and column.
    ///
    /// - Complexity: O(s).
    mutating func removeAll() {
        cells.removeAll()
        columns.removeAll()
    }

    /// Puts the focus in column `c` (nil: none).
    ///
    /// - Complexity: O(1).
    mutating func focus(column c: Int?) { focusedColumn = c }

    /// Follows the rows: a reload deselects every cell; a batch renumbers the selected cells'
    /// rows and deselects those of deleted rows.
    ///
    /// - Complexity: O(s log k) for s selected cells and a batch of k changes.
    mutating func follow(_ change: RowsChange) {
        guard !cells.isEmpty else { return }
        switch change {
        case .reload: cells.removeAll()
        case let .batch(plan):
            cells = Set(cells.compactMap { path in plan.newIndexPath(for: path.indexPath).map { SheetCellPath($0, column: path.column) } })
        }
    }

    /// Follows the columns: deleted columns' cells and selections go, the others are
    /// renumbered; the focus follows its column, or leaves with it.
    ///
    /// - Complexity: O((s + c) × k) for s selected cells, c selected columns and a batch of k
    ///   changes.
    mutating func follow(_ changes: SheetColumnChanges) {
        let oldCount = changes.oldCount
        func renumbered(_ c: Int) -> Int? { c < oldCount ? changes.newColumn(for: c) : nil }
        if !cells.isEmpty { cells = Set(cells.compactMap { path in renumbered(path.column).map { SheetCellPath(path.indexPath, column: $0) } }) }
        if !columns.isEmpty { columns = Set(columns.compactMap(renumbered)) }
        focusedColumn = focusedColumn.flatMap(renumbered)
    }

    /// Forgets everything: the layout is no longer a sheet, or its columns were read anew.
    ///
    /// - Complexity: O(s).
    mutating func reset() {
        removeAll()
        focusedColumn = nil
    }
}
