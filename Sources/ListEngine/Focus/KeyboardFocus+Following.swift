/// How a focus target follows the list's rows and sections through a change.
extension KeyboardFocus {
    /// Where `target` is after `change`: through a batch a row by its identity — a deleted row
    /// gives the focus to the nearest row that stays (the next in its section, else the one
    /// before, else the nearest section's) — and a header with its section (a deleted
    /// section's to the nearest section's row); through a reload the same index path (or
    /// section) while it exists, else the last row of its section, else none. `rowCount(s)`
    /// counts section `s`'s rows after. (A header that lost its height is settled when the
    /// operation ends: ``settleHeader(_:in:)``.) `renumbered`: it is the same row or header,
    /// not another that took its place.
    ///
    /// - Complexity: O(1) for a row or section that stays; O(k) for k rows (or sections) passed over.
    static func place(of target: FocusTarget, after change: RowsChange, sectionCount: Int,
                      rowCount: (Int) -> Int) -> (target: FocusTarget?, renumbered: Bool) {
        switch (change, target) {
        case let (.batch(plan), .row(path)):
            if let new = plan.newIndexPath(for: path) { return (.row(new), true) }
            return (nearestSurvivor(of: path, in: plan).map(FocusTarget.row), false)
        case let (.batch(plan), .header(s)):
            if plan.newSection[s] >= 0 { return (.header(section: plan.newSection[s]), true) }
            return (nearestSurvivor(ofSection: s, in: plan).map(FocusTarget.row), false)
        case let (.reload, .row(path)):
            guard path.section < sectionCount else { return (nil, false) }
            let rows = rowCount(path.section)
            let after: FocusTarget? = rows == 0 ? nil : .row(ListIndexPath(row: Swift.min(path.row, rows - 1), section: path.section))
            return (after, after == target)
        case let (.reload, .header(s)):
            guard s < sectionCount else { return (nil, false) }
            return (target, true)
        }
    }

    /// `target`, or — for a header its section no longer has (its height is 0 after a reload of
    /// sections, a new layout or a batch) — the nearest row: its section's first, else the first
    /// of the next section with rows, else the last of the one before; nil without rows.
    ///
    /// - Complexity: O(1) for a row or a header that stays; O(k) for k sections passed over.
    static func settleHeader(_ target: FocusTarget?, in geometry: TableGeometry) -> FocusTarget? {
        guard case let .header(s)? = target, s >= geometry.sectionCount || geometry.headerHeights[s] == 0 else { return target }
        let start = Swift.min(s, geometry.sectionCount)
        for t in start..<geometry.sectionCount where geometry.rowCount(inSection: t) > 0 {
            return .row(ListIndexPath(row: 0, section: t))
        }
        for t in stride(from: start - 1, through: 0, by: -1) where geometry.rowCount(inSection: t) > 0 {
            return .row(ListIndexPath(row: geometry.rowCount(inSection: t) - 1, section: t))
        }
        return nil
    }

    /// The row that takes the focus from `old`, deleted by `plan`: the next row of its section
    /// that stays, else the one before, else the nearest section's
    /// (``nearestSurvivor(ofSection:in:)``). Nil when no row stays.
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
        return nearestSurvivor(ofSection: s, in: plan)
    }

    /// The row nearest section `s` (before the batch) after `plan`: the first row of the next
    /// section that stays and has rows, else the last row of the one before. Nil when no row
    /// stays.
    ///
    /// - Complexity: O(k) for the k sections passed over.
    static func nearestSurvivor(ofSection s: Int, in plan: BatchUpdatePlan) -> ListIndexPath? {
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
