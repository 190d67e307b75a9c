/// The keyboard focus of a list: the focused row, the one to come back to, and how the list
/// treats it. It follows its row through batches and snapshots by identity; a deleted focused
/// row hands it to the nearest row that stays.
struct KeyboardFocus {
    /// The focused row, if the list has the focus.
    var focused: ListIndexPath?
    /// The row focused last, kept (and followed through updates) while the list has no focus.
    var remembered: ListIndexPath?
    /// Whether the focus comes back to ``remembered`` (``ListView/remembersLastFocusedIndexPath``).
    var remembersLast = false
    /// Whether the focused row is selected as the focus moves (``ListView/selectionFollowsFocus``).
    var selectionFollows = false
    /// How far from the visible area's edges the focused row is kept, in points
    /// (``ListView/focusMargin``).
    var margin = 0.0
    /// Which way the renderer draws lines (``ListView/layoutDirection``): right to left flips
    /// left and right moves.
    var direction = LayoutDirection.leftToRight
    /// A change of the focused row an update made, for the delegate when the operation ends.
    var notice: (from: ListIndexPath?, to: ListIndexPath?)?

    /// Follows `change`: through a batch each row by its identity — a deleted focused row gives
    /// the focus to the nearest row that stays (the next in its section, else the one before,
    /// else the nearest section's); through a reload the same index path while it exists, else
    /// the last row of its section, else none. `rowCount(s)` counts section `s`'s rows after.
    /// Returns whether the focus went to another row (not only renumbered).
    ///
    /// - Complexity: O(1) for a row that stays; O(k) for k rows (or sections) passed over.
    mutating func follow(_ change: RowsChange, sectionCount: Int, rowCount: (Int) -> Int) -> Bool {
        let before = focused
        switch change {
        case let .batch(plan):
            func followed(_ path: ListIndexPath?) -> ListIndexPath? {
                path.flatMap { plan.newIndexPath(for: $0) ?? Self.nearestSurvivor(of: $0, in: plan) }
            }
            focused = followed(focused)
            remembered = followed(remembered)
            return before.map { plan.newIndexPath(for: $0) == nil } ?? false
        case .reload:
            func kept(_ path: ListIndexPath?) -> ListIndexPath? {
                guard let path, path.section < sectionCount else { return nil }
                let rows = rowCount(path.section)
                return rows == 0 ? nil : ListIndexPath(row: Swift.min(path.row, rows - 1), section: path.section)
            }
            focused = kept(focused)
            remembered = kept(remembered)
            return focused != before
        }
    }

    /// The row that takes the focus from `old`, deleted by `plan`: the next row of its section
    /// that stays, else the one before, else the first row of the next section that stays (or
    /// the last of the one before). Nil when no row stays.
    ///
    /// - Complexity: O(k) for the k rows and sections passed over.
    static func nearestSurvivor(of old: ListIndexPath, in plan: BatchUpdatePlan) -> ListIndexPath? {
        let s = old.section
        if plan.newSection[s] >= 0 {
            for r in (old.row + 1)..<Swift.max(old.row + 1, plan.oldRowCounts[s]) {
                if let path = plan.newIndexPath(for: ListIndexPath(row: r, section: s)) { return path }
            }
            for r in stride(from: old.row - 1, through: 0, by: -1) {
                if let path = plan.newIndexPath(for: ListIndexPath(row: r, section: s)) { return path }
            }
        }
        // The sections after it in the new numbering, then those before.
        let start = (0..<s).last { plan.newSection[$0] >= 0 }.map { plan.newSection[$0] + 1 } ?? 0
        for t in start..<plan.newSectionCount where plan.newRowCounts[t] > 0 {
            return ListIndexPath(row: 0, section: t)
        }
        for t in stride(from: start - 1, through: 0, by: -1) where plan.newRowCounts[t] > 0 {
            return ListIndexPath(row: plan.newRowCounts[t] - 1, section: t)
        }
        return nil
    }
}
