/// The list as the host of its changes: its components answer as they are, its data source is
/// read through a ``DataSourceReader``, and each follower the ``ChangePipeline`` names is handed
/// to the part it stands for.
extension ListView: ChangeHost {
    /// The data source and delegate, read into geometry.
    var reader: DataSourceReader { DataSourceReader(list: self) }

    /// Returns a window's cell to its pool.
    func recycle(_ cell: ListCell) { window.recycle(cell, in: self) }

    func forgetSheetCells() { sheet.removeAllCells(in: self) }

    /// Hands `change` at `moment` to the part `follower` names (each part follows what concerns
    /// it: the parts that hold row numbers follow its renumbering, `rows`).
    ///
    /// - Complexity: that of the part; O(1) for a change that does not concern it.
    func tell(_ follower: ChangeFollower, of change: ListChange, renumbering rows: RowsChange?, at moment: ChangeMoment) {
        switch (follower, moment) {
        case (.editing, .start):
            if let rows { editingWillChange(rows) } else if change.replacesPresentation { editing.move.cancel(in: self) }
        case (.updateAnimation, .start):
            guard change.replacesPresentation else { return }
            if change.animated { clearUpdatePresentations() } else { finishUpdateAnimation(callees: Callees(of: self), landed: false) }
        case (.cells, .start):
            if case .reload = change { window.endAll(in: self, callees: Callees(of: self)) }
        case (_, .start): break
        case (.selection, .end): if let rows { selection.follow(rows) }
        case (.placeKeeper, .end): if let rows { placeKeeper.follow(rows) }
        case (.supplementaryViews, .end): if let rows { window.supplementary.follow(rows) }
        case (.data, .end): if let rows { data.follow(rows) }
        case (.diagnostics, .end): gate.diagnostics.follow(change)
        case (.prefetch, .end): if let rows { prefetch.follow(rows) }
        case (.paging, .end): if let rows { pagerDidChange(rows) }
        case (.sectionIndex, .end):
            guard change.asksSectionIndex else { return }
            data.sectionIndexTitles = reader.sectionIndexTitles()
            gate.diagnostics.checksIndexAccessories = !sectionIndexTitles.isEmpty
        case (.editing, .end): if let rows { editingDidChange(rows) }
        case (.updateAnimation, .end): break
        case (.cells, .end):
            // Measured at another width, the cells are configured afresh (and measured) next pass.
            if case .geometry = change, activeLayout.isSelfSizing, !window.materialized.isEmpty {
                window.endAll(in: self, callees: Callees(of: self))
            }
        case (.scrollAnimation, .end): if let rows { scrollAnimationDidChange(rows) }
        case (.focus, .end): if let rows { focusDidChange(rows) }
        case (.accessibility, .end): if let rows { accessibility.focusDidChange(rows, in: activeLayout) }
        case (.pins, .end): if let rows { pinsDidChange(rows) }
        case (.sheet, .end): sheet.follow(change, renumbering: rows, in: self)
        }
    }
}
