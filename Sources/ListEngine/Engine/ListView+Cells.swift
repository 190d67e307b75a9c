/// The cells of a layout pass: rows that leave the ready window give theirs back, rows that
/// enter it get one configured (measured if it sizes itself, the anchor kept), and the cells get
/// their frames. ``layout()`` calls these in its third and fourth steps.
extension ListView {
    /// Returns cells outside `target` to their pools and configures cells for rows of `target`
    /// that have none (their frames are left to ``placeCells(_:)``). Returns the rows it
    /// configured (from the first to the last) and the first row whose height changed, or `Int.max`.
    func materialize(_ target: Range<Int>, anchorRow: Int, callees: Callees,
                             report: inout LayoutPassReport) -> (configured: Range<Int>, firstChanged: Int) {
        window.reserve(target.count)
        let kept = window.materialized.clamped(to: target)
        // The cells of rows with focus are pinned as their rows leave (none without a focus).
        let pins = pinnedRows()
        if kept.isEmpty {
            window.recycleAll(in: self, pins: pins)
            window.materialized = target.lowerBound..<target.lowerBound
        } else {
            for g in window.materialized.lowerBound..<kept.lowerBound {
                window.release(window.cells.removeFirst(), row: g, pins: pins, in: self)
            }
            var g = window.materialized.upperBound
            while g > kept.upperBound {
                g -= 1
                window.release(window.cells.removeLast(), row: g, pins: pins, in: self)
            }
            window.materialized = kept
        }
        var firstChanged = Int.max
        var row = window.materialized.lowerBound - 1
        while row >= target.lowerBound {
            window.cells.prepend(configuredCell(forRow: row, anchorRow: anchorRow, callees: callees, firstChanged: &firstChanged, report: &report))
            window.materialized = row..<window.materialized.upperBound
            row -= 1
        }
        row = window.materialized.upperBound
        while row < target.upperBound {
            window.cells.append(configuredCell(forRow: row, anchorRow: anchorRow, callees: callees, firstChanged: &firstChanged, report: &report))
            window.materialized = window.materialized.lowerBound..<(row + 1)
            row += 1
        }
        let configured = kept.isEmpty ? window.materialized
            : Self.hull(window.materialized.lowerBound..<kept.lowerBound, kept.upperBound..<window.materialized.upperBound)
        return (configured, firstChanged)
    }

    /// Asks the data source for row `g`'s cell and measures it if it sizes itself. The caller
    /// places it (``placeCells(_:)``) once the pass knows every height.
    func configuredCell(forRow g: Int, anchorRow: Int, callees: Callees, firstChanged: inout Int,
                        report: inout LayoutPassReport) -> ListCell {
        let indexPath = activeLayout.geometry.indexPath(ofRow: g)
        if !window.pinned.isEmpty, let cell = window.takePinned(indexPath) {
            // A row with focus comes back to its own cell, as it was (measured, configured).
            cell.isSelected = !selection.isEmpty && selection.contains(indexPath)
            cell.isHighlighted = selection.isHighlighted(indexPath)
            applyEditingState(to: cell, at: indexPath, callees: callees)
            return cell
        }
        if let pager = prefetch.pager, !pager.core.isLoaded(row: g) {
            // Not loaded: a placeholder, at the row's estimated (or last) height.
            let cell = pagePlaceholder(forRow: g, at: indexPath, pager: pager, callees: callees)
            report.cellsConfigured += 1
            cell.indexPath = indexPath
            cell.isDisplayed = false
            cell.isSelected = false
            cell.isHighlighted = false
            return cell
        }
        let cell: ListCell
        do {
            cell = try callees.dataSource?.listView(self, cellForRowAt: indexPath) ?? placeholderCell()
        } catch {
            diagnose(.cellProviderFailed(indexPath, message: String(describing: error)))
            cell = placeholderCell()
        }
        report.cellsConfigured += 1
        // A cell that was a page's placeholder shows a loaded row now.
        if prefetch.pager != nil, cell.contentState == .placeholder { cell.setContentState(.none) }
        if gate.diagnostics.checksIndexAccessories, cell.hasTrailingAccessory {
            gate.diagnostics.checksIndexAccessories = false
            diagnose(.indexBesideTrailingAccessories(indexPath))
        }
        cell.indexPath = indexPath
        cell.isDisplayed = false
        cell.isSelected = !selection.isEmpty && selection.contains(indexPath)
        cell.isHighlighted = selection.isHighlighted(indexPath)
        applyEditingState(to: cell, at: indexPath, callees: callees)
        if activeLayout.needsItemMeasurement(g) {
            report.heightsMeasured += 1
            if activeLayout.measure(item: g, cell: cell, indexPath: indexPath, contentWidth: viewport.size.width, sizes: itemSizes(callees)) { firstChanged = Swift.min(firstChanged, g) }
        } else if case .selfSizing = rowHeight, !activeLayout.geometry.isMeasured(row: g) {
            activeLayout.geometry.setMeasured(true, row: g)
            report.heightsMeasured += 1
            let proposed = cell.preferredHeight(fittingWidth: activeLayout.rowExtent.width)
                ?? callees.delegate?.rowHeight(in: self, at: indexPath)
            if let proposed {
                if Self.isValidHeight(proposed) {
                    let delta = changeHeight(ofRow: g, to: proposed, anchorRow: anchorRow)
                    if delta != 0 {
                        report.anchorAdjustment += g < anchorRow ? delta : 0
                        firstChanged = Swift.min(firstChanged, g)
                    }
                } else {
                    diagnose(.invalidHeight(proposed, at: indexPath))
                }
            }
        }
        prefetch.cellConfigured(cell, at: indexPath, row: g)
        return cell
    }

    func placeholderCell() -> ListCell {
        (try? window.pool.dequeue(PlaceholderCell.identifier)) ?? PlaceholderCell(reuseIdentifier: PlaceholderCell.identifier)
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
        placeCells(g..<Swift.max(g, window.materialized.upperBound))
    }

    /// Sets the frames of the cells of `rows` (those that have cells), walking the geometry in
    /// order.
    ///
    /// - Complexity: O(log n + rows).
    func placeCells(_ rows: Range<Int>) {
        let rows = rows.clamped(to: window.materialized)
        guard !rows.isEmpty else { return }
        let first = window.materialized.lowerBound
        activeLayout.forEachFrame(in: rows) { g, frame in window.cells[g - first].frame = frame }
        editing.move.presentCells(rows, in: self)
    }
}
