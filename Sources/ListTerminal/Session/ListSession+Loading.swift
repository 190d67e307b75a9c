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
            do {
                if refreshing, let update = Self.changes(from: old, to: model) {
                    try list.finishLoading(reload: false)
                    try list.performBatchUpdates(update)
                } else {
                    try list.finishLoading(reload: true)
                }
                message = refreshing ? "Refreshed: \(RecordStore.grouped(model.rowCount)) rows" : nil
            } catch {
                message = "\(error)"
                try? list.reloadData()
            }
        }
        if refreshControl.endRefreshing(isDragging: pulled > 0) { settleRefreshInset() }
        layOut()
        keepFocusVisible()
    }

    /// The rows that changed between two models with the same sections, as a batch (each
    /// section's rows diffed by their text); nil when the sections differ.
    static func changes(from old: ListModel, to new: ListModel) -> ListBatchUpdate? {
        guard old.sections.map(\.title) == new.sections.map(\.title) else { return nil }
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
