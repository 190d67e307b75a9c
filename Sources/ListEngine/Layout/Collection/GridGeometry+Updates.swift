/// A grid after a batch update: its items' heights carried over by runs, not asked again.
extension GridGeometry {
    /// This grid after `plan`, with sections under `headerHeights`: the items that stay keep
    /// their heights and measured marks (moved ones too), items that arrive new — inserted, or
    /// in an inserted section — and reloaded ones take `newItem`'s (not measured). A grid in
    /// closed form stays in closed form.
    ///
    /// - Parameter newItem: the height of the item at an index path after the batch.
    /// - Complexity: O(n) at memory speed: the heights that stay are copied by runs between the
    ///   batch's changes, the lines' index is built in bulk; plus a `newItem` call and O(log k)
    ///   for each item that arrives or is reloaded.
    func applying(_ plan: BatchUpdatePlan, headerHeights: [Double], newItem: (ListIndexPath) -> Double) -> GridGeometry {
        guard index != nil else {
            return GridGeometry(itemCounts: plan.newRowCounts, headerHeights: headerHeights, layout: layout, width: width,
                                itemHeight: uniformHeight)
        }
        func stored(_ path: ListIndexPath) -> Float32 { HeightIndex.stored(HeightIndex.Entry(height: newItem(path))) }
        var after = [Float32]()
        after.reserveCapacity(plan.newRowCounts.reduce(0, +))
        heights.withUnsafeBufferPointer { old in
            for t in 0..<plan.newSectionCount {
                let s = plan.oldSection[t]
                let count = plan.newRowCounts[t]
                guard s >= 0, !plan.reloadedSections.contains(s) else {
                    for row in 0..<count { after.append(stored(ListIndexPath(row: row, section: t))) }
                    continue
                }
                let oldStart = sections.start[s]
                let oldCount = sections.itemCount(inSection: s)
                let removed = plan.removedRows[s]
                let added = plan.addedRows[t]
                var oldRow = 0
                var nextRemoved = 0
                var nextAdded = 0
                var row = 0
                while row < count {
                    if nextAdded < added.count, added[nextAdded] == row {
                        let path = ListIndexPath(row: row, section: t)
                        if let source = plan.moveSource(of: path) {
                            after.append(old[sections.start[source.section] + source.row])
                        } else {
                            after.append(stored(path))
                        }
                        nextAdded += 1
                        row += 1
                        continue
                    }
                    while nextRemoved < removed.count, removed[nextRemoved] == oldRow {
                        nextRemoved += 1
                        oldRow += 1
                    }
                    // The rows that stay, up to the next one that leaves or arrives: one copy.
                    let run = Swift.min((nextRemoved < removed.count ? removed[nextRemoved] : oldCount) - oldRow,
                                        (nextAdded < added.count ? added[nextAdded] : count) - row)
                    after.append(contentsOf: old[(oldStart + oldRow)..<(oldStart + oldRow + run)])
                    oldRow += run
                    row += run
                }
            }
        }
        let newStart = TableGeometry.prefixSums(plan.newRowCounts)
        for old in plan.reloadedRows where !plan.reloadedSections.contains(old.section) {
            guard let path = plan.newIndexPath(for: old) else { continue }
            after[newStart[path.section] + path.row] = stored(path)
        }
        return GridGeometry(itemCounts: plan.newRowCounts, headerHeights: headerHeights, layout: layout, width: width,
                            storedHeights: after)
    }
}
