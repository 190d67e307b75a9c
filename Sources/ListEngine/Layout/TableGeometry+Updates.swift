/// Batch updates: sections and rows inserted, deleted and moved without rebuilding the offsets.
extension TableGeometry {
    /// Applies a checked batch: rows and sections leave (in positions before the batch, from the
    /// end back, so earlier positions stay valid), then arrive (in positions after it, from the
    /// start on, so everything before an arrival is in place). Moved rows and sections keep their
    /// entries — heights and measured flags. Reloaded sections take their new header and footer
    /// heights. What left, arrived and changed height goes into `log`.
    ///
    /// - Parameters:
    ///   - headerHeights, footerHeights: every section's, after the batch.
    ///   - newRow: the entry of a row that arrives new (inserted, or in an inserted section).
    /// - Complexity: O(sections + k log n) for k rows that leave or arrive, counting the rows of
    ///   deleted, inserted and moved sections; O(sections) with a fixed row height.
    mutating func apply(_ plan: BatchUpdatePlan, headerHeights: [Double], footerHeights: [Double],
                        log: inout GeometryChangeLog, newRow: (ListIndexPath) -> HeightIndex.Entry) {
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
                let height = index.offset(of: start + size) - index.offset(of: start)
                log.recordRemoval(.init(start: start, count: size, height: height, mayJoin: true))
                index.removeSubrange(start..<(start + size))
                continue
            }
            let moves = plan.movedSections.contains(s)
            let removed = plan.removedRows[s]
            var removedHeights = [Double]()
            for row in removed.reversed() {
                let entry = index.remove(at: start + 1 + row)
                let path = ListIndexPath(row: row, section: s)
                let movesAway = plan.isMoveSource(path)
                if movesAway { movedRows[path] = entry }
                if moves {
                    removedHeights.append(entry.height)
                } else {
                    log.recordRemoval(.init(start: start + 1 + row, count: 1, height: entry.height, mayJoin: !movesAway))
                }
            }
            if moves {
                let end = start + size - removed.count
                let block = (start..<end).map { index.entry(at: $0) }
                movedBlocks[s] = block
                index.removeSubrange(start..<end)
                log.recordRemoval(Self.movedRun(start: start, size: size, block: block,
                                                removedRows: removed, removedHeights: removedHeights.reversed()))
            }
        }
        log.finishRemovals()
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
                let moved = movedBlocks[s]
                if let moved { index.insert(contentsOf: moved, at: cursor) }
                for row in plan.addedRows[t] {
                    let path = ListIndexPath(row: row, section: t)
                    let entry = plan.moveSource(of: path).flatMap { movedRows[$0] } ?? newRow(path)
                    index.insert(entry, at: cursor + 1 + row)
                    if moved == nil { log.recordArrival(.init(start: cursor + 1 + row, count: 1, height: entry.height)) }
                }
                if plan.reloadedSections.contains(s) {
                    log.recordResize(at: cursor, by: index.setHeight(headerHeights[t], at: cursor))
                    log.recordResize(at: cursor + rows + 1, by: index.setHeight(footerHeights[t], at: cursor + rows + 1))
                }
            }
            if s < 0 || movedBlocks[s] != nil {
                let height = index.offset(of: cursor + rows + 2) - index.offset(of: cursor)
                log.recordArrival(.init(start: cursor, count: rows + 2, height: height))
            }
            cursor += rows + 2
        }
        self.index = index
    }

    /// The run a moved section leaves in the log: its entries before the batch, in order — the
    /// rows that left it (at `removedRows`, ascending, with `removedHeights`) and the block that
    /// moves.
    private static func movedRun(start: Int, size: Int, block: [HeightIndex.Entry],
                                 removedRows: [Int], removedHeights: [Double]) -> GeometryChangeLog.Run {
        var prefix = [Double]()
        prefix.reserveCapacity(size + 1)
        prefix.append(0)
        var nextRemoved = 0
        var nextKept = 0
        for local in 0..<size {
            let height: Double
            if nextRemoved < removedRows.count, removedRows[nextRemoved] + 1 == local {
                height = removedHeights[nextRemoved]
                nextRemoved += 1
            } else {
                height = block[nextKept].height
                nextKept += 1
            }
            prefix.append(prefix[prefix.count - 1] + height)
        }
        return .init(start: start, count: size, height: prefix[size], prefixHeights: prefix)
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
