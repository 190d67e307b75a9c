/// A cell of a sheet: a row (numbered globally, as a table's vertical geometry numbers them) and
/// a column. Moves the keyboard focus over a grid of rows × columns.
struct SheetCell: Hashable, Sendable {
    /// The cell's row.
    var row: Int
    /// The cell's column.
    var column: Int

    /// The cell of `row` and `column`.
    ///
    /// - Complexity: O(1).
    init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    /// The cell the focus moves to from this one towards `heading` in a grid of `rows` ×
    /// `columns`, clamped at the grid's edges (a move past an edge stays on it): left and right
    /// a column, up and down a row, a page up or down `pageRows` rows (at least 1), first and
    /// last the first and last rows, in the same column. A cell outside the grid is first
    /// brought to its nearest cell inside. Nil when the grid has no cell.
    ///
    /// Headings are as the reader sees them: for a sheet drawn right to left, pass
    /// ``FocusHeading/mirrored``.
    ///
    /// - Complexity: O(1).
    func moved(_ heading: FocusHeading, rows: Int, columns: Int, pageRows: Int = 1) -> SheetCell? {
        guard rows > 0, columns > 0 else { return nil }
        var row = Swift.min(Swift.max(self.row, 0), rows - 1)
        var column = Swift.min(Swift.max(self.column, 0), columns - 1)
        let page = Swift.max(1, pageRows)
        switch heading {
        case .left: column = Swift.max(column - 1, 0)
        case .right: column = Swift.min(column + 1, columns - 1)
        case .up: row = Swift.max(row - 1, 0)
        case .down: row = Swift.min(row + 1, rows - 1)
        case .pageUp: row = row > page ? row - page : 0
        case .pageDown: row = rows - 1 - row > page ? row + page : rows - 1
        case .first: row = 0
        case .last: row = rows - 1
        }
        return SheetCell(row: row, column: column)
    }
}
