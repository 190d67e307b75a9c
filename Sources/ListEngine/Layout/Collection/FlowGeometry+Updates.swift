/// A flow after a batch update: what each section had laid out above its first change is kept.
extension FlowGeometry {
    /// This flow after `plan`, with sections under `headerHeights`, at the same width. A section
    /// that stays (not inserted, not reloaded) keeps its lines up to the one holding its first
    /// change — its first row that leaves, arrives or is reloaded — and the sizes of the items
    /// before that change: lines depend only on the items from the section's start, so those
    /// are exact still. The rest is estimated, laid out again as bands need it.
    ///
    /// - Complexity: O(sections + the lines kept), plus O(log k) for each reloaded row.
    func applying(_ plan: BatchUpdatePlan, headerHeights: [Double]) -> FlowGeometry {
        var laidOut = [Section](repeating: Section(), count: plan.newSectionCount)
        var firstReloaded = [Int](repeating: Int.max, count: plan.oldSectionCount)
        for path in plan.reloadedRows { firstReloaded[path.section] = Swift.min(firstReloaded[path.section], path.row) }
        for t in 0..<plan.newSectionCount {
            let s = plan.oldSection[t]
            guard s >= 0, !plan.reloadedSections.contains(s) else { continue }
            let firstChange = Swift.min(plan.removedRows[s].first ?? Int.max, plan.addedRows[t].first ?? Int.max, firstReloaded[s])
            laidOut[t] = sections[s].keeping(itemsBefore: firstChange)
        }
        return FlowGeometry(itemCounts: plan.newRowCounts, headerHeights: headerHeights, layout: layout, width: width, laidOut: laidOut)
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
        if first < laidOut {
            let k = line(containing: first)
            guard k > 0 else {
                kept.sizes = Array(sizes[0..<first])
                return kept
            }
            kept.lineStarts = Array(lineStarts[0..<k])
            var lines = self.lines
            lines.removeSubrange(k..<lines.count)
            kept.lines = lines
            kept.laidOut = Int(lineStarts[k])
        } else {
            kept.lineStarts = lineStarts
            kept.lines = lines
            kept.laidOut = laidOut
        }
        kept.sizes = Array(sizes[0..<first])
        return kept
    }
}
