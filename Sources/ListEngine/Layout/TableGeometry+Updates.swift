/// Batch updates: sections and rows inserted, deleted and moved without rebuilding the offsets.
extension TableGeometry {
    /// Applies a checked batch: rows and sections leave (in positions before the batch, from the
    /// end back, so earlier positions stay valid), then arrive (in positions after it, from the
    /// start on, so everything before an arrival is in place). Moved rows and sections keep their
    /// entries — heights and measured flags. Reloaded sections take their new header and footer
    /// heights.
    ///
    /// - Parameters:
    ///   - headerHeights, footerHeights: every section's, after the batch.
    ///   - newRow: the entry of a row that arrives new (inserted, or in an inserted section).
    /// - Complexity: O(sections + k log n) for k rows that leave or arrive, counting the rows of
    ///   deleted, inserted and moved sections; O(sections) with a fixed row height.
    mutating func apply(_ plan: BatchUpdatePlan, headerHeights: [Double], footerHeights: [Double],
                        newRow: (ListIndexPath) -> HeightIndex.Entry) {
        let oldRowStart = rowStart
        rowStart = Self.prefixSums(plan.newRowCounts)
        self.headerHeights = headerHeights
        self.footerHeights = footerHeights
        guard var index else {
            recomputeSectionTops()
            return
        }
        self.index = nil  // one owner while it changes: no copy
        var movedRows = [ListIndexPath: HeightIndex.Entry]()
        var movedBlocks = [Int: [HeightIndex.Entry]]()
        for s in stride(from: plan.oldSectionCount - 1, through: 0, by: -1) {
            let start = oldRowStart[s] + 2 * s
            let size = oldRowStart[s + 1] - oldRowStart[s] + 2
            guard plan.newSection[s] >= 0 else {
                index.removeSubrange(start..<(start + size))
                continue
            }
            let removed = plan.removedRows[s]
            for row in removed.reversed() {
                let entry = index.remove(at: start + 1 + row)
                let path = ListIndexPath(row: row, section: s)
                if plan.moveTargets[path] != nil { movedRows[path] = entry }
            }
            if plan.movedSections.contains(s) {
                let end = start + size - removed.count
                movedBlocks[s] = (start..<end).map { index.entry(at: $0) }
                index.removeSubrange(start..<end)
            }
        }
        var cursor = 0
        for t in 0..<plan.newSectionCount {
            let rows = plan.newRowCounts[t]
            let s = plan.oldSection[t]
            if s < 0 {
                var block = [HeightIndex.Entry]()
                block.reserveCapacity(rows + 2)
                block.append(HeightIndex.Entry(height: headerHeights[t]))
                for row in 0..<rows { block.append(newRow(ListIndexPath(row: row, section: t))) }
                block.append(HeightIndex.Entry(height: footerHeights[t]))
                index.insert(contentsOf: block, at: cursor)
            } else {
                if let block = movedBlocks[s] { index.insert(contentsOf: block, at: cursor) }
                for row in plan.addedRows[t] {
                    let path = ListIndexPath(row: row, section: t)
                    let entry = plan.moveSources[path].flatMap { movedRows[$0] } ?? newRow(path)
                    index.insert(entry, at: cursor + 1 + row)
                }
                if plan.reloadedSections.contains(s) {
                    index.setHeight(headerHeights[t], at: cursor)
                    index.setHeight(footerHeights[t], at: cursor + rows + 1)
                }
            }
            cursor += rows + 2
        }
        self.index = index
    }

    /// Whether self-sizing row `g` has learned its real height.
    ///
    /// - Complexity: O(log n).
    func isMeasured(row g: Int) -> Bool { index?.isMeasured(at: entry(ofRow: g)) ?? true }

    /// Marks self-sizing row `g` as measured or not.
    ///
    /// - Complexity: O(log n).
    mutating func setMeasured(_ measured: Bool, row g: Int) {
        let e = entry(ofRow: g)
        index?.setMeasured(measured, at: e)
    }
}
