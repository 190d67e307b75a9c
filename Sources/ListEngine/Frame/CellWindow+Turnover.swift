/// The window's cells turned over in a pass: rows that leave the target give theirs back (or
/// have them pinned), rows that enter it get one configured — measured if it sizes itself, the
/// anchor kept. Their frames are the pass's last word (``FrameHost/placeCells(_:)``).
extension CellWindow {
    /// Returns cells outside `target` to their pools (pinning those of `pins`) and configures
    /// cells for rows of `target` that have none. Returns the rows it configured (from the
    /// first to the last) and the first row whose height changed, or `Int.max`.
    ///
    /// - Complexity: O(rows that enter or leave) plus a data source call for each that enters.
    func materialize<Host: FrameHost>(_ target: Range<Int>, anchorRow: Int, pins: FocusPins, in host: Host, callees: Callees,
                                      report: inout LayoutPassReport) -> (configured: Range<Int>, firstChanged: Int) {
        reserve(target.count)
        let kept = materialized.clamped(to: target)
        if kept.isEmpty {
            host.recycleAllCells(pins: pins)
            materialized = target.lowerBound..<target.lowerBound
        } else {
            for g in materialized.lowerBound..<kept.lowerBound {
                host.release(cells.removeFirst(), row: g, pins: pins)
            }
            var g = materialized.upperBound
            while g > kept.upperBound {
                g -= 1
                host.release(cells.removeLast(), row: g, pins: pins)
            }
            materialized = kept
        }
        var firstChanged = Int.max
        var row = materialized.lowerBound - 1
        while row >= target.lowerBound {
            cells.prepend(configuredCell(forRow: row, anchorRow: anchorRow, in: host, callees: callees,
                                         firstChanged: &firstChanged, report: &report))
            materialized = row..<materialized.upperBound
            row -= 1
        }
        row = materialized.upperBound
        while row < target.upperBound {
            cells.append(configuredCell(forRow: row, anchorRow: anchorRow, in: host, callees: callees,
                                        firstChanged: &firstChanged, report: &report))
            materialized = materialized.lowerBound..<(row + 1)
            row += 1
        }
        let configured = kept.isEmpty ? materialized
            : RangePlanner.hull(materialized.lowerBound..<kept.lowerBound, kept.upperBound..<materialized.upperBound)
        return (configured, firstChanged)
    }

    /// Row `g`'s cell: its pinned cell if it has one, a page's placeholder if its row is not
    /// loaded, or the data source's, measured if it sizes itself (a height changed above
    /// `anchorRow` moves the offset by the change). The caller places it once the pass knows
    /// every height.
    ///
    /// - Complexity: O(log n) plus the data source's and delegate's calls.
    func configuredCell<Host: FrameHost>(forRow g: Int, anchorRow: Int, in host: Host, callees: Callees, firstChanged: inout Int,
                                         report: inout LayoutPassReport) -> ListCell {
        let indexPath = host.activeLayout.geometry.indexPath(ofRow: g)
        if !pinned.isEmpty, let cell = takePinned(indexPath) {
            // A row with focus comes back to its own cell, as it was (measured, configured).
            showSelection(in: cell, at: indexPath, in: host)
            host.applyEditingState(to: cell, at: indexPath, callees: callees)
            return cell
        }
        if let pager = host.prefetch.pager, !pager.core.isLoaded(row: g) {
            // Not loaded: a placeholder, at the row's estimated (or last) height. It is still the
            // row: a row selected before its page was evicted shows it.
            let cell = host.pagePlaceholder(forRow: g, at: indexPath, pager: pager, callees: callees)
            report.cellsConfigured += 1
            cell.indexPath = indexPath
            cell.isDisplayed = false
            showSelection(in: cell, at: indexPath, in: host)
            return cell
        }
        let cell: ListCell
        do {
            cell = try host.dataSourceCell(at: indexPath, callees: callees) ?? host.placeholderCell()
        } catch {
            host.diagnose(.cellProviderFailed(indexPath, message: String(describing: error)))
            cell = host.placeholderCell()
        }
        report.cellsConfigured += 1
        // A cell that was a page's placeholder shows a loaded row now.
        if host.prefetch.pager != nil, cell.contentState == .placeholder { cell.setContentState(.none) }
        if host.gate.diagnostics.checksIndexAccessories, cell.hasTrailingAccessory {
            host.gate.diagnostics.checksIndexAccessories = false
            host.diagnose(.indexBesideTrailingAccessories(indexPath))
        }
        cell.indexPath = indexPath
        cell.isDisplayed = false
        showSelection(in: cell, at: indexPath, in: host)
        host.applyEditingState(to: cell, at: indexPath, callees: callees)
        if host.activeLayout.needsItemMeasurement(g) {
            report.heightsMeasured += 1
            if host.activeLayout.measure(item: g, cell: cell, indexPath: indexPath, contentWidth: host.viewport.size.width,
                              sizes: host.itemSizes(callees)) {
                firstChanged = Swift.min(firstChanged, g)
            }
        } else if case .selfSizing = host.rowHeight, !host.activeLayout.geometry.isMeasured(row: g) {
            host.activeLayout.geometry.setMeasured(true, row: g)
            report.heightsMeasured += 1
            if let proposed = cell.preferredHeight(fittingWidth: host.activeLayout.rowExtent.width) ?? host.delegateRowHeight(at: indexPath, callees: callees) {
                if ListView.isValidHeight(proposed) {
                    let delta = host.changeHeight(ofRow: g, to: proposed, anchorRow: anchorRow)
                    if delta != 0 {
                        report.anchorAdjustment += g < anchorRow ? delta : 0
                        firstChanged = Swift.min(firstChanged, g)
                    }
                } else {
                    host.diagnose(.invalidHeight(proposed, at: indexPath))
                }
            }
        }
        host.prefetch.cellConfigured(cell, at: indexPath, row: g)
        return cell
    }

    /// Shows in `cell` whether the row at `indexPath` is selected and highlighted: the selection
    /// names rows, whatever cell shows them.
    ///
    /// - Complexity: O(1), plus O(f) for f rows flashing.
    @inline(__always)
    private func showSelection(in cell: ListCell, at indexPath: ListIndexPath, in host: some FrameHost) {
        cell.isSelected = !host.selection.isEmpty && host.selection.contains(indexPath)
        cell.isHighlighted = host.selection.isHighlighted(indexPath)
    }
}
