/// Consistency checks for tests: what must hold between passes, whatever happened before.
extension ListView {
    /// Checks that the cells, the rows they show and the display state agree with the geometry:
    /// one cell per row of the ready window, each configured for its row, framed where the row
    /// is, displayed exactly while its row is in the displayed range. Traps with a message that
    /// names what is broken.
    ///
    /// - Complexity: O(c log n) for c cells.
    package func _checkInvariants() {
        window.pool._checkInvariants()
        activeLayout._checkInvariants()
        prefetch._checkInvariants()
        window.supplementary._checkInvariants()
        precondition(window.pool.totalStatistics.inUse >= window.cells.count,
                     "\(window.cells.count) window.cells in the ready window but only \(window.pool.totalStatistics.inUse) handed out by the pools")
        precondition(window.cells.count == window.materialized.count,
                     "\(window.cells.count) cells for the \(window.materialized.count) rows of the ready window \(window.materialized)")
        precondition(window.displayed.isEmpty || (window.materialized.contains(window.displayed.lowerBound) && window.displayed.upperBound <= window.materialized.upperBound),
                     "displayed rows \(window.displayed) outside the ready window \(window.materialized)")
        precondition(window.materialized.upperBound <= activeLayout.geometry.totalRows, "ready window \(window.materialized) beyond \(activeLayout.geometry.totalRows) rows")
        precondition(window.pinned.count <= 2 && Set(window.pinned.map(\.indexPath)).count == window.pinned.count,
                     "pinned cells at \(window.pinned.map(\.indexPath)): two at most, one a row")
        for pinned in window.pinned {
            let row = pinned.indexPath.flatMap(globalRow(for:))
            precondition(row.map { !window.materialized.contains($0) } ?? false && !pinned.isDisplayed
                         && (pinned.indexPath == focus.focusedRow || pinned.indexPath == accessibility.focusedRow),
                         "a pinned cell at \(String(describing: pinned.indexPath)), the foci at \(String(describing: focus.focused)) and \(String(describing: accessibility.focused)), the window \(window.materialized)")
        }
        for (section, _) in window.supplementary.pinnedHeaders {
            precondition(pinnedHeaderSections().contains(section), "the header view of section \(section) is kept aside, but no focus is on it")
        }
        for (name, target) in [("focused", focus.focused), ("remembered", focus.remembered)] {
            switch target {
            case let .row(path)?: precondition(globalRow(for: path) != nil, "the \(name) row \(path) is not in the list")
            case let .header(section)?:
                precondition(section < activeLayout.geometry.sectionCount && activeLayout.geometry.headerHeights[section] > 0,
                             "the \(name) header \(section) is not in the list")
            case nil: break
            }
        }
        for (i, g) in window.materialized.enumerated() {
            let cell = window.cells[i]
            precondition(cell.indexPath == activeLayout.geometry.indexPath(ofRow: g),
                         "the cell of row \(g) is configured for \(String(describing: cell.indexPath)), not \(activeLayout.geometry.indexPath(ofRow: g))")
            let shown = editing.move.presentation(in: self)?.frame(ofItem: g) ?? activeLayout.frame(ofItem: g)
            precondition(cell.frame == shown, "the cell of row \(g) has frame \(cell.frame), the row is shown at \(shown)")
            precondition(cell.isDisplayed == window.displayed.contains(g),
                         "the cell of row \(g) has isDisplayed \(cell.isDisplayed) while the displayed rows are \(window.displayed)")
            precondition(cell.isSelected == selection.contains(activeLayout.geometry.indexPath(ofRow: g)),
                         "the cell of row \(g) has isSelected \(cell.isSelected), the selection says otherwise")
            precondition(editing.isEditing || (!cell.isEditing && cell.editingStyle == .none && !cell.showsReorderControl),
                         "the cell of row \(g) shows editing state \(cell.isEditing), \(cell.editingStyle), reorder control \(cell.showsReorderControl) outside editing mode")
        }
    }
}
