/// A masonry after a batch update: every placed item keeps its column.
extension MasonryGeometry {
    /// This masonry after `plan`, with sections under `headerHeights`, at the same width.
    ///
    /// A section that stays is placed again in its new order, as far as its last item that was
    /// placed: an item that stays or moves (within its section or from another) keeps its column
    /// and its height; an item that arrives new, or one the batch reaches that was not placed,
    /// goes into the column that is shortest at its place, its height from `entry`. A reloaded
    /// item keeps its column and takes its height from `entry` — or, `keepingReloadedSizes`
    /// (self-sizing items), keeps its height as an estimate, not measured. Items past the last
    /// one placed stay unplaced; inserted and reloaded sections start unplaced. Heights given to
    /// items not placed follow their items.
    ///
    /// - Throws: what `entry` throws (an invalid height), changing nothing.
    /// - Complexity: O(n) for the items of the sections that change, up to their last placed.
    func applying(_ plan: BatchUpdatePlan, headerHeights: [Double], keepingReloadedSizes: Bool,
                  entry: (_ newPath: ListIndexPath) throws(ListError) -> HeightIndex.Entry) throws(ListError) -> MasonryGeometry {
        var placed = [MasonryColumns]()
        placed.reserveCapacity(plan.newSectionCount)
        for t in 0..<plan.newSectionCount {
            let s = plan.oldSection[t]
            guard s >= 0, !plan.reloadedSections.contains(s) else {
                placed.append(MasonryColumns(columnCount: metrics.columnCount))
                continue
            }
            placed.append(try section(t, from: s, plan: plan, keepingReloadedSizes: keepingReloadedSizes, entry: entry))
        }
        var after = MasonryGeometry(itemCounts: plan.newRowCounts, headerHeights: headerHeights, layout: layout, width: width,
                                    placed: placed)
        for (g, waiting) in waitingEntries {
            let s = items.section(containingItem: g)
            let old = ListIndexPath(row: g - items.start[s], section: s)
            guard let new = plan.newIndexPath(for: old), !plan.reloadedSections.contains(plan.oldSection[new.section]),
                  keepingReloadedSizes || !plan.reloadedRows.contains(old) else { continue }
            let moved = keepingReloadedSizes && plan.reloadedRows.contains(old) ? HeightIndex.Entry(height: waiting.height) : waiting
            after.setSize(Size(width: metrics.columnWidth, height: moved.height), ofItem: after.items.start[new.section] + new.row,
                          measured: moved.isMeasured)
        }
        #if LISTENGINE_INTERNAL_CHECKS
        after._checkInvariants()
        #endif
        return after
    }

    /// New section `t`, which was section `s`, placed again in its new order through its last
    /// item that was placed (see ``applying(_:headerHeights:keepingReloadedSizes:entry:)``).
    ///
    /// - Complexity: O(the section's items up to its last placed).
    private func section(_ t: Int, from s: Int, plan: BatchUpdatePlan, keepingReloadedSizes: Bool,
                         entry: (_ newPath: ListIndexPath) throws(ListError) -> HeightIndex.Entry) throws(ListError) -> MasonryColumns {
        let old = sections[s]
        let removed = plan.removedRows[s]
        let added = plan.addedRows[t]
        // Where an item placed before the batch lands last: the section is placed through it.
        var end = 0
        var lastStaying = old.placedCount - 1
        var nextRemoved = removed.count - 1
        while lastStaying >= 0, nextRemoved >= 0, removed[nextRemoved] >= lastStaying {
            if removed[nextRemoved] == lastStaying { lastStaying -= 1 }
            nextRemoved -= 1
        }
        if lastStaying >= 0, let new = plan.newIndexPath(for: ListIndexPath(row: lastStaying, section: s)) { end = new.row + 1 }
        for row in added where row >= end {
            if let source = plan.moveSource(of: ListIndexPath(row: row, section: t)), isPlaced(source) { end = row + 1 }
        }

        let columnCount = metrics.columnCount
        let gap = metrics.lineSpacing
        var columnOf = [UInt8]()
        columnOf.reserveCapacity(end)
        var columns = [ColumnTops](repeating: ColumnTops(), count: columnCount)
        // The old entries read in order, each column's rank counted as the old rows pass.
        var oldRanks = [Int](repeating: 0, count: columnCount)
        var oldRow = 0
        var nextAdded = 0
        var nextGone = 0
        func put(_ placed: HeightIndex.Entry, column c: Int) {
            columnOf.append(UInt8(c))
            columns[c].append(placed)
        }
        func shortest() -> Int {
            var best = 0
            for c in 1..<columnCount where columns[c].totalHeight(gap: gap) < columns[best].totalHeight(gap: gap) { best = c }
            return best
        }
        for row in 0..<end {
            let path = ListIndexPath(row: row, section: t)
            if nextAdded < added.count, added[nextAdded] == row {
                nextAdded += 1
                if let source = plan.moveSource(of: path), isPlaced(source) {
                    let from = sections[source.section]
                    put(from.entry(ofItem: source.row), column: from.column(of: source.row))
                } else {
                    put(try entry(path), column: shortest())
                }
                continue
            }
            while nextGone < removed.count, removed[nextGone] == oldRow {
                if oldRow < old.placedCount { oldRanks[old.column(of: oldRow)] += 1 }
                nextGone += 1
                oldRow += 1
            }
            defer { oldRow += 1 }
            guard oldRow < old.placedCount else {
                put(try entry(path), column: shortest())
                continue
            }
            let c = old.column(of: oldRow)
            var kept = old.columns[c].entry(at: oldRanks[c])
            oldRanks[c] += 1
            if !plan.reloadedRows.isEmpty, plan.reloadedRows.contains(ListIndexPath(row: oldRow, section: s)) {
                kept = keepingReloadedSizes ? HeightIndex.Entry(height: kept.height) : try entry(path)
            }
            put(kept, column: c)
        }
        return MasonryColumns(columnOf: columnOf, columns: columns)
    }

    /// Whether the item at `path` (before the batch) is placed.
    ///
    /// - Complexity: O(1).
    private func isPlaced(_ path: ListIndexPath) -> Bool { path.row < sections[path.section].placedCount }
}
