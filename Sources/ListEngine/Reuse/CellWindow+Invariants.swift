/// Consistency checks, trapping with a message that names the row and what is broken; the
/// operations check what they touched when the package is built with
/// `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS` (the whole window, against the geometry, is
/// ``ListView/_checkInvariants()``'s).
extension CellWindow {
    /// Checks that the displayed rows are empty or within the rows that have cells.
    ///
    /// - Complexity: O(1).
    func _checkRows() {
        precondition(displayed.isEmpty || (displayed.lowerBound >= materialized.lowerBound && displayed.upperBound <= materialized.upperBound),
                     "CellWindow: the displayed rows \(displayed) lie outside the rows with cells \(materialized)")
    }

    /// Checks that the cells of `rows` (those of them that have cells) are marked displayed
    /// exactly when `isDisplayed`.
    ///
    /// - Complexity: O(rows).
    func _checkDisplay(of rows: Range<Int>, isDisplayed: Bool) {
        guard isWhole else { return }
        for g in rows.clamped(to: materialized) {
            precondition(cells[g - materialized.lowerBound].isDisplayed == isDisplayed,
                         "CellWindow: the cell of row \(g) is \(isDisplayed ? "not " : "")marked displayed")
        }
    }

    /// Checks that `cell`, just taken back, is reset: no row, not displayed.
    ///
    /// - Complexity: O(1).
    func _checkRecycled(_ cell: ListCell) {
        precondition(cell.indexPath == nil && !cell.isDisplayed,
                     "CellWindow: a recycled cell still shows \(String(describing: cell.indexPath)) (displayed \(cell.isDisplayed))")
    }
}
