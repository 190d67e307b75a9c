/// A masonry after a batch update: every placed item keeps its column.
extension MasonryGeometry {
    /// This masonry after `plan`, with sections under `headerHeights`, at the same width.
    ///
    /// A section that stays is placed again in its new order, as far as its last item that was
    /// placed: an item that stays or moves (within its section or from another) keeps its column
    /// and its height; an item that arrives new, or one the batch reaches that was not placed,
    /// goes into the column that is shortest at its place — or across every column where
    /// `isFullSpan` says so, asked as it is placed — with the height given to it if any
    /// (as that item's height follows it past the last placed), else from `entry`. A full-span
    /// item stays full-span. A reloaded
    /// item keeps its column and takes its height from `entry` — or, `keepingReloadedSizes`
    /// (self-sizing items), keeps its height as an estimate, not measured. Items past the last
    /// one placed stay unplaced; inserted and reloaded sections start unplaced. Heights given to
    /// items not placed follow their items.
    ///
    /// - Throws: what `entry` throws (an invalid height), changing nothing.
    /// - Complexity: O(n) for the items of the sections that change, up to their last placed.
    func applying(_ plan: BatchUpdatePlan, headerHeights: [Double], keepingReloadedSizes: Bool,
                  isFullSpan: (_ newPath: ListIndexPath) -> Bool = { _ in false },
                  entry: (_ newPath: ListIndexPath) throws(ListError) -> HeightIndex.Entry) throws(ListError) -> MasonryGeometry {
        // Heights kept by a rebalance follow their items as heights given to them do.
        if !remembered.isEmpty {
            var folded = self
            folded.foldRememberedIntoWaiting()
            return try folded.applying(plan, headerHeights: headerHeights, keepingReloadedSizes: keepingReloadedSizes,
                                       isFullSpan: isFullSpan, entry: entry)
        }
        var placed = [MasonryColumns]()
        placed.reserveCapacity(plan.newSectionCount)
        var reloading = Set<Int>()
        for path in plan.reloadedRows { reloading.insert(path.section) }
        for t in 0..<plan.newSectionCount {
            let s = plan.oldSection[t]
            guard s >= 0, !plan.reloadedSections.contains(s) else {
                placed.append(MasonryColumns(columnCount: metrics.columnCount))
                continue
            }
            // A section the batch leaves alone keeps its placement as it is.
            if plan.removedRows[s].isEmpty, plan.addedRows[t].isEmpty, !reloading.contains(s) {
                placed.append(sections[s])
                continue
            }
            placed.append(try section(t, from: s, plan: plan, keepingReloadedSizes: keepingReloadedSizes, isFullSpan: isFullSpan,
                                      entry: entry))
        }
        var after = MasonryGeometry(itemCounts: plan.newRowCounts, headerHeights: headerHeights, layout: layout, width: width,
                                    placed: placed)
        for (g, waiting) in waitingEntries {
            let s = items.section(containingItem: g)
            let old = ListIndexPath(row: g - items.start[s], section: s)
            // An item the batch placed took its height already (``carried(_:plan:keepingReloadedSizes:)``).
            guard let new = plan.newIndexPath(for: old), !plan.reloadedSections.contains(plan.oldSection[new.section]),
                  keepingReloadedSizes || !plan.reloadedRows.contains(old),
                  new.row >= after.sections[new.section].placedCount else { continue }
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
    /// item that was placed (see ``applying(_:headerHeights:keepingReloadedSizes:isFullSpan:entry:)``).
    ///
    /// - Complexity: O(the section's items up to its last placed).
    private func section(_ t: Int, from s: Int, plan: BatchUpdatePlan, keepingReloadedSizes: Bool,
                         isFullSpan: (_ newPath: ListIndexPath) -> Bool,
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

        // Items before the first change keep their places as they are.
        // The rows reloaded here, in order (old rows), read as the walk passes them.
        let reloaded = plan.reloadedRows.compactMap { $0.section == s ? $0.row : nil }.sorted()
        var first = Swift.min(removed.first ?? Int.max, added.first ?? Int.max, reloaded.first ?? Int.max, end)
        var placed = old.keeping(itemsBefore: Swift.min(first, old.placedCount))
        first = placed.placedCount
        let gap = metrics.lineSpacing
        // The old entries read in order from there, each column's rank counted as the old rows pass.
        var oldRanks = (0..<old.columnCount).map { old.count(inColumn: $0, before: first) }
        var oldRow = first
        var nextAdded = added.firstIndex { $0 >= first } ?? added.count
        var nextGone = removed.firstIndex { $0 >= first } ?? removed.count
        var nextReloaded = 0
        // An item not placed before: the height given to it (at `old`, before the batch), else `entry`'s.
        func carriedOrAsked(_ old: ListIndexPath?, _ path: ListIndexPath) throws(ListError) -> HeightIndex.Entry {
            if let old, let carried = carried(old, plan: plan, keepingReloadedSizes: keepingReloadedSizes) { return carried }
            return try entry(path)
        }
        // An item placed for the first time: across every column, or in the shortest.
        func newColumn(_ path: ListIndexPath) -> Int { isFullSpan(path) ? MasonryColumns.fullSpan : placed.shortestColumn(gap: gap) }
        // Passes old placed item `row` in the old columns' ranks (a full-span one in every column).
        func pass(_ row: Int) {
            let c = old.column(of: row)
            if c == MasonryColumns.fullSpan {
                for k in oldRanks.indices { oldRanks[k] += 1 }
            } else {
                oldRanks[c] += 1
            }
        }
        for row in first..<Swift.max(first, end) {
            let path = ListIndexPath(row: row, section: t)
            if nextAdded < added.count, added[nextAdded] == row {
                nextAdded += 1
                if let source = plan.moveSource(of: path), isPlaced(source) {
                    let from = sections[source.section]
                    placed.append(from.entry(ofItem: source.row), column: from.column(of: source.row), gap: gap)
                } else {
                    let entry = try carriedOrAsked(plan.moveSource(of: path), path)
                    placed.append(entry, column: newColumn(path), gap: gap)
                }
                continue
            }
            while nextGone < removed.count, removed[nextGone] == oldRow {
                if oldRow < old.placedCount { pass(oldRow) }
                nextGone += 1
                oldRow += 1
            }
            defer { oldRow += 1 }
            guard oldRow < old.placedCount else {
                let entry = try carriedOrAsked(ListIndexPath(row: oldRow, section: s), path)
                placed.append(entry, column: newColumn(path), gap: gap)
                continue
            }
            let c = old.column(of: oldRow)
            var kept = c == MasonryColumns.fullSpan ? old.entry(ofItem: oldRow) : old.columns[c].entry(at: oldRanks[c])
            pass(oldRow)
            while nextReloaded < reloaded.count, reloaded[nextReloaded] < oldRow { nextReloaded += 1 }
            if nextReloaded < reloaded.count, reloaded[nextReloaded] == oldRow {
                kept = keepingReloadedSizes ? HeightIndex.Entry(height: kept.height) : try entry(path)
            }
            placed.append(kept, column: c, gap: gap)
        }
        return placed
    }

    /// The height given to the item at `path` (before the batch, not placed) that it carries
    /// through `plan`: a reloaded item's only with `keepingReloadedSizes`, and then as an
    /// estimate, not measured; nil when it has none.
    ///
    /// - Complexity: O(1).
    private func carried(_ path: ListIndexPath, plan: BatchUpdatePlan, keepingReloadedSizes: Bool) -> HeightIndex.Entry? {
        guard !waitingEntries.isEmpty, let waiting = waitingEntries[items.start[path.section] + path.row] else { return nil }
        guard !plan.reloadedRows.isEmpty, plan.reloadedRows.contains(path) else { return waiting }
        return keepingReloadedSizes ? HeightIndex.Entry(height: waiting.height) : nil
    }

    /// Whether the item at `path` (before the batch) is placed.
    ///
    /// - Complexity: O(1).
    private func isPlaced(_ path: ListIndexPath) -> Bool { path.row < sections[path.section].placedCount }
}
