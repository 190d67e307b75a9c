import ListEngine

extension ListSession {
    /// Shows what a load brought: the first rows (reloading the list), or a refresh's, applied
    /// as one batch of the rows that changed — rows inserted above the screen leave it where it
    /// is and are counted as new (`newRowsAbove`, u jumps to them) — or, when the sections
    /// changed, a reload. A failed load says why and keeps what was shown.
    ///
    /// - Complexity: O(n) for the difference of a refresh, and the batch's O(k log n).
    func finishLoading(_ result: Result<ListModel, ListSource.LoadError>) {
        let refreshing: Bool = if case .stale = list.loadState { true } else { false }
        switch result {
        case let .failure(error):
            _ = try? list.finishLoading(reload: false)
            message = refreshing ? "Refresh failed: \(error)" : "\(error)"
        case let .success(model):
            let old = presenter.model
            presenter.replaceModel(model)
            if case let .lines(file) = model.store {
                lineGeneration = file.generation
                growthFinished = false
            }
            do {
                if list.rowHeight != presenter.rowHeight {
                    // The first rows decide the cell style, and so the height (a subtitle takes two lines).
                    try list.setRowHeight(presenter.rowHeight)
                }
                if refreshing, let update = Self.changes(from: old, to: model) {
                    try list.finishLoading(reload: false)
                    // The list's focus follows its row through the batch (a deleted one's goes to the nearest row left).
                    try list.performBatchUpdates(update)
                } else {
                    try list.finishLoading(reload: true)
                }
                message = refreshing ? "Refreshed: \(RecordStore.grouped(model.rowCount)) rows" : model.notice
            } catch {
                // The list refused the new rows (say, a group left empty): it keeps showing the old ones.
                message = "\(error)"
                presenter.replaceModel(old)
                _ = try? list.finishLoading(reload: true)
            }
        }
        if refreshControl.endRefreshing(isDragging: pulled > 0) { settleRefreshInset() }
        list.layout()
        keepFocusVisible()
        // A file shown again goes back to where it was left.
        if !refreshing { restorePendingPlace() }
    }

    /// The most rows a refresh compares by text, old and new together: a bigger file (read a
    /// line at a time as it is shown) reloads instead, keeping the offset.
    static let rowsComparedAtMost = 400_000

    /// The rows that changed between two models with the same sections, as a batch (each
    /// section's rows diffed by their text); nil when the sections differ or there are more
    /// than ``rowsComparedAtMost`` rows to compare.
    static func changes(from old: ListModel, to new: ListModel) -> ListBatchUpdate? {
        guard old.sections.map(\.title) == new.sections.map(\.title),
              old.rowCount + new.rowCount <= rowsComparedAtMost else { return nil }
        var update = ListBatchUpdate()
        for section in old.sections.indices {
            func texts(_ model: ListModel) -> [String] {
                let rows = model.sections[section].rows
                return (0..<rows.count).map { model.store.record(rows[$0]).text }
            }
            guard let difference = try? ListDifference(from: texts(old), to: texts(new)) else { return nil }
            update.deletedRows += difference.deletions.map { ListIndexPath(row: $0, section: section) }
            update.insertedRows += difference.insertions.map { ListIndexPath(row: $0, section: section) }
            update.movedRows += difference.moves.map {
                ListBatchUpdate.Move(from: ListIndexPath(row: $0.from, section: section), to: ListIndexPath(row: $0.to, section: section))
            }
        }
        return update
    }
}
