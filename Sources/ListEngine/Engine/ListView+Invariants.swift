/// Consistency checks for tests: what must hold between passes, whatever happened before.
extension ListView {
    /// Checks that the cells, the rows they show and the display state agree with the geometry:
    /// one cell per row of the ready window, each configured for its row, framed where the row
    /// is, displayed exactly while its row is in the displayed range. Traps with a message that
    /// names what is broken.
    ///
    /// - Complexity: O(c log n) for c cells.
    package func _checkInvariants() {
        pool._checkInvariants()
        if isFlow { flow._checkInvariants() }
        prefetchWindow._checkInvariants()
        prefetcher?.checkInvariants()
        precondition(pool.totalStatistics.inUse >= cells.count,
                     "\(cells.count) cells in the ready window but only \(pool.totalStatistics.inUse) handed out by the pools")
        precondition(cells.count == materialized.count,
                     "\(cells.count) cells for the \(materialized.count) rows of the ready window \(materialized)")
        precondition(displayed.isEmpty || (materialized.contains(displayed.lowerBound) && displayed.upperBound <= materialized.upperBound),
                     "displayed rows \(displayed) outside the ready window \(materialized)")
        precondition(materialized.upperBound <= geometry.totalRows, "ready window \(materialized) beyond \(geometry.totalRows) rows")
        for (i, g) in materialized.enumerated() {
            let cell = cells[i]
            precondition(cell.indexPath == geometry.indexPath(ofRow: g),
                         "the cell of row \(g) is configured for \(String(describing: cell.indexPath)), not \(geometry.indexPath(ofRow: g))")
            precondition(cell.frame == presentedFrame(ofItem: g),
                         "the cell of row \(g) has frame \(cell.frame), the row is shown at \(presentedFrame(ofItem: g))")
            precondition(cell.isDisplayed == displayed.contains(g),
                         "the cell of row \(g) has isDisplayed \(cell.isDisplayed) while the displayed rows are \(displayed)")
            precondition(cell.isSelected == selection.contains(geometry.indexPath(ofRow: g)),
                         "the cell of row \(g) has isSelected \(cell.isSelected), the selection says otherwise")
            precondition(editing.isEditing || (!cell.isEditing && cell.editingStyle == .none && !cell.showsReorderControl),
                         "the cell of row \(g) shows editing state \(cell.isEditing), \(cell.editingStyle), reorder control \(cell.showsReorderControl) outside editing mode")
        }
    }
}
