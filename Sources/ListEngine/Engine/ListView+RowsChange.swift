/// Every part of the list that holds index paths or row numbers, told of a change that
/// renumbers the rows (``RowsChange``): the one place where a part is registered. A reload and a
/// batch (and so a snapshot, a commit, a swipe's deletion and an interactive move) walk these two
/// lists, once each per change.
///
/// The cells of a batch are the exception: the batch itself moves each one to its row's new
/// place (``ListView/performBatchUpdates(_:)-(ListBatchUpdate)``), since that is where the place
/// is kept.
extension ListView {
    /// Before `change`, while the old numbering holds: what ends with callbacks naming the old
    /// rows.
    ///
    /// - Complexity: O(1) for a batch; O(c) for c cells at a reload; plus the callbacks.
    func rowsWillChange(_ change: RowsChange) {
        editingWillChange(change)
        if case .reload = change {
            finishUpdateAnimation(callees: Callees(of: self), landed: false)
            window.endAll(in: self, callees: Callees(of: self))
        }
    }

    /// After `change`, once the new numbering holds.
    ///
    /// - Complexity: O(sections + s log k) for s selected rows, plus the callbacks.
    func rowsDidChange(_ change: RowsChange) {
        selection.follow(change)
        placeKeeper.follow(change)
        window.supplementary.follow(change)
        data.follow(change)
        gate.diagnostics.follow(change)
        prefetch.follow(change)
        pagerDidChange(change)
        sectionIndexDidChange(change)
        editingDidChange(change)
        scrollAnimationDidChange(change)
        focusDidChange(change)
        accessibility.focusDidChange(change, in: activeLayout)
        pinsDidChange(change)
    }

    /// The section index is asked again at a reload, and after a batch that changes sections
    /// (as UIKit does).
    private func sectionIndexDidChange(_ change: RowsChange) {
        switch change {
        case .reload: loadSectionIndexTitles()
        case let .batch(plan): if plan.changesSections { loadSectionIndexTitles() }
        }
    }
}
