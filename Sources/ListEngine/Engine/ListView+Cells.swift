/// The list's cells outside a pass's turnover: a row's cell configured, a height changed keeping
/// the anchor, and the cells' frames placed.
extension ListView {
    /// Row `g`'s cell, configured and measured (``CellWindow/configuredCell(forRow:anchorRow:in:callees:firstChanged:report:)``).
    /// The caller places it (``placeCells(_:)``) once it knows every height.
    ///
    /// - Complexity: O(log n) plus the data source's and delegate's calls.
    func configuredCell(forRow g: Int, anchorRow: Int, callees: Callees, firstChanged: inout Int,
                        report: inout LayoutPassReport) -> ListCell {
        window.configuredCell(forRow: g, anchorRow: anchorRow, in: self, callees: callees, firstChanged: &firstChanged, report: &report)
    }

    /// A plain placeholder cell, from its pool if it has one.
    ///
    /// - Complexity: O(1).
    func placeholderCell() -> ListCell {
        (try? window.dequeue(PlaceholderCell.identifier)) ?? PlaceholderCell(reuseIdentifier: PlaceholderCell.identifier)
    }

    /// Sets row `g`'s height and, if the row lies above `anchorRow`, moves the content offset by
    /// the change so that the anchor row stays where it is on screen. Returns the change.
    ///
    /// - Complexity: O(log n).
    func changeHeight(ofRow g: Int, to height: Double, anchorRow: Int) -> Double {
        let delta = activeLayout.geometry.setHeight(height, ofRow: g)
        if g < anchorRow { viewport.offset.y += delta }
        return delta
    }

    /// Recomputes the frames of cells of rows from `g` on (their tops moved).
    ///
    /// - Complexity: O(log n + cells after g).
    func refreshFrames(from g: Int) {
        sheet.rowsMoved(from: g)
        placeCells(g..<Swift.max(g, window.materialized.upperBound))
    }

    /// Sets the frames of the cells of `rows` (those that have cells), walking the geometry in
    /// order.
    ///
    /// - Complexity: O(log n + rows).
    func placeCells(_ rows: Range<Int>) {
        sheet.rowsPlaced(rows)
        let rows = rows.clamped(to: window.materialized)
        guard !rows.isEmpty else { return }
        let first = window.materialized.lowerBound
        activeLayout.forEachFrame(in: rows) { g, frame in window.cells[g - first].frame = frame }
        editing.move.presentCells(rows, in: self)
    }
}
