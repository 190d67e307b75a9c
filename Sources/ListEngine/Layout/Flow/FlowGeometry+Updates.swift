/// A flow after a batch update: what each section had laid out above its first change is kept,
/// and every size it knew follows its item.
extension FlowGeometry {
    /// This flow after `plan`, with sections under `headerHeights`, at the same width. A section
    /// that stays keeps its lines up to the one holding its first change — its first row that
    /// leaves, arrives or (unless `keepingReloadedSizes`) is reloaded: lines depend only on the
    /// items from the section's start, so those are exact still; the rest is estimated, laid out
    /// again as bands need it. Every size the flow knew follows its item, moved ones too (a
    /// measured item stays measured); items that arrive new — in inserted and reloaded sections
    /// too — and reloaded ones unless `keepingReloadedSizes`, are asked for their size when
    /// laid out. With `keepingReloadedSizes` (self-sizing items) an item reloaded by row keeps
    /// its size as an estimate, not measured, until it is measured again.
    ///
    /// - Complexity: O(sections + s log k + k) for the s sizes known in the sections that change
    ///   (copied by runs between the changes) and k rows changed, plus the lines kept.
    func applying(_ plan: BatchUpdatePlan, headerHeights: [Double], keepingReloadedSizes: Bool) -> FlowGeometry {
        var laidOut = [Section](repeating: Section(), count: plan.newSectionCount)
        // Known sizes that fall beyond what a section's array holds after the batch.
        var beyond: [(path: ListIndexPath, size: StoredSize)] = []
        var firstReloaded = [Int](repeating: Int.max, count: plan.oldSectionCount)
        if !keepingReloadedSizes {
            for path in plan.reloadedRows { firstReloaded[path.section] = Swift.min(firstReloaded[path.section], path.row) }
        }
        for t in 0..<plan.newSectionCount {
            let s = plan.oldSection[t]
            // A section inserted, or reloaded (deleted and inserted), starts afresh.
            guard s >= 0, !plan.reloadedSections.contains(s) else { continue }
            let firstChange = Swift.min(plan.removedRows[s].first ?? Int.max, plan.addedRows[t].first ?? Int.max, firstReloaded[s])
            var section = sections[s].keeping(itemsBefore: firstChange)
            if firstChange < Int.max {
                carrySizes(into: &section.sizes, section: t, from: firstChange, plan: plan, beyond: &beyond)
            }
            laidOut[t] = section
        }
        if !keepingReloadedSizes {
            // A row reloaded after its section's first change was carried over with the rest:
            // its size is asked for again (the lines end above the first change, so above it).
            for old in plan.reloadedRows where !plan.reloadedSections.contains(old.section) {
                guard let new = plan.newIndexPath(for: old), new.row < laidOut[new.section].sizes.count else { continue }
                laidOut[new.section].sizes[new.row] = .unknown
                while let last = laidOut[new.section].sizes.last, !last.isKnown { laidOut[new.section].sizes.removeLast() }
            }
        }
        var after = FlowGeometry(itemCounts: plan.newRowCounts, headerHeights: headerHeights, layout: layout, width: width, laidOut: laidOut)
        for (path, size) in beyond { after.setSize(size, ofItem: after.items.start[path.section] + path.row) }
        // Sizes given to items no layout had reached follow their items too (but into a section
        // reloaded, which starts afresh).
        for (g, size) in waitingSizes {
            let s = items.section(containingItem: g)
            let old = ListIndexPath(row: g - items.start[s], section: s)
            guard let new = plan.newIndexPath(for: old), !plan.reloadedSections.contains(plan.oldSection[new.section]),
                  keepingReloadedSizes || !plan.reloadedRows.contains(old) else { continue }
            after.setSize(size, ofItem: after.items.start[new.section] + new.row)
        }
        if keepingReloadedSizes {
            for old in plan.reloadedRows where !plan.reloadedSections.contains(old.section) {
                guard let new = plan.newIndexPath(for: old) else { continue }
                after.forgetMeasurement(ofItem: after.items.start[new.section] + new.row)
            }
        }
        #if LISTENGINE_INTERNAL_CHECKS
        after._checkSections(changedBy: plan)
        #endif
        return after
    }

    /// Appends to `sizes` (section `t`'s after the batch, holding its items before `first`) the
    /// known sizes of its items from `first` on, as they were before the batch: copied by runs
    /// between the rows that leave and arrive, a moved item's from its old place, an item
    /// arriving new ``StoredSize/unknown``. Stops where nothing more is known; a moved item's
    /// size that lands further on goes to `beyond` (by index path after the batch).
    ///
    /// - Complexity: O(sizes appended + rows that arrive × log k).
    private func carrySizes(into sizes: inout [StoredSize], section t: Int, from first: Int, plan: BatchUpdatePlan,
                            beyond: inout [(path: ListIndexPath, size: StoredSize)]) {
        let s = plan.oldSection[t]
        let old = sections[s].sizes
        let count = plan.newRowCounts[t]
        let removed = plan.removedRows[s]
        let added = plan.addedRows[t]
        var nextAdded = added.firstIndex { $0 >= first } ?? added.count
        defer {
            // Arrivals past the array: moved items whose sizes were known.
            for row in added[nextAdded...] {
                let path = ListIndexPath(row: row, section: t)
                if let size = plan.moveSource(of: path).flatMap(knownStoredSize(at:)) { beyond.append((path, size)) }
            }
        }
        // Nothing known from `first` on where the array ends before it.
        guard sizes.count == first else { return }
        // The first change is at `first` in both numberings: rows before it stay where they are.
        var oldRow = first
        var row = first
        var nextRemoved = removed.firstIndex { $0 >= first } ?? removed.count
        while row < count {
            if nextAdded < added.count, added[nextAdded] == row {
                let path = ListIndexPath(row: row, section: t)
                sizes.append(plan.moveSource(of: path).flatMap(knownStoredSize(at:)) ?? .unknown)
                nextAdded += 1
                row += 1
                continue
            }
            while nextRemoved < removed.count, removed[nextRemoved] == oldRow {
                nextRemoved += 1
                oldRow += 1
            }
            // Past what was known: the rest is unknown (arrivals further on go beyond).
            if oldRow >= old.count { break }
            let run = Swift.min((nextRemoved < removed.count ? removed[nextRemoved] : Int.max) - oldRow,
                                (nextAdded < added.count ? added[nextAdded] : count) - row)
            let known = Swift.max(0, Swift.min(run, old.count - oldRow))
            if known > 0 { sizes.append(contentsOf: old[oldRow..<(oldRow + known)]) }
            if run > known { sizes.append(contentsOf: repeatElement(.unknown, count: run - known)) }
            oldRow += run
            row += run
        }
        while let last = sizes.last, !last.isKnown { sizes.removeLast() }
    }

    /// The size stored for the item at `path` (before the batch), if known.
    ///
    /// - Complexity: O(log sections).
    private func knownStoredSize(at path: ListIndexPath) -> StoredSize? {
        let sizes = sections[path.section].sizes
        if path.row < sizes.count { return sizes[path.row].isKnown ? sizes[path.row] : nil }
        return waitingSizes[items.start[path.section] + path.row]
    }
}

extension FlowGeometry.Section {
    /// The section with what stays exact when its items from `first` on change: the laid-out
    /// lines that end before `first` (the one holding `first` and those after it go; the last
    /// kept line is open again, as later items may join it), and the sizes of the items before
    /// `first`.
    ///
    /// - Complexity: O(the lines and sizes kept).
    func keeping(itemsBefore first: Int) -> Self {
        guard first < sizes.count || first < laidOut else { return self }
        var kept = Self()
        // With the capacity they had: lines laid out again next (as the reader reaches them)
        // append without growing the arrays a frame at a time.
        kept.sizes.reserveCapacity(sizes.capacity)
        kept.sizes.append(contentsOf: sizes[0..<first])
        if first < laidOut {
            let k = line(containing: first)
            guard k > 0 else { return kept }
            kept.lineStarts.reserveCapacity(lineStarts.capacity)
            kept.lineStarts.append(contentsOf: lineStarts[0..<k])
            var lines = self.lines
            lines.removeSubrange(k..<lines.count)
            kept.lines = lines
            kept.laidOut = Int(lineStarts[k])
        } else {
            kept.lineStarts = lineStarts
            kept.lines = lines
            kept.laidOut = laidOut
        }
        return kept
    }
}
