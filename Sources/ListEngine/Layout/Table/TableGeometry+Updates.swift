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
    ///   - newRow: the entry of a row that arrives new (inserted, or in an inserted section),
    ///     given its index path and its place among its section's `plan.addedRows` (its row,
    ///     in an inserted section).
    /// - Complexity: O(sections + k log n) for k rows that leave or arrive, counting the rows of
    ///   deleted, inserted and moved sections; O(sections) with a fixed row height.
    mutating func apply(_ plan: BatchUpdatePlan, headerHeights: [Double], footerHeights: [Double],
                        log: inout GeometryChangeLog, newRow: (ListIndexPath, Int) -> HeightIndex.Entry) {
        #if LISTENGINE_INTERNAL_CHECKS
        defer { _checkSections(changedBy: plan) }
        #endif
        let oldRowStart = rowStart
        rowStart = Self.prefixSums(plan.newRowCounts)
        self.headerHeights = headerHeights
        self.footerHeights = footerHeights
        guard var index else {
            recomputeSectionTops()
            return
        }
        if Self.rebuilds(plan, oldRowStart: oldRowStart, entryCount: index.count) {
            self.index = Self.rebuilt(index.entries(), plan: plan, oldRowStart: oldRowStart,
                                      headerHeights: headerHeights, footerHeights: footerHeights, log: &log, newRow: newRow)
            return
        }
        self.index = nil  // one owner while it changes: no copy
        var movedRows = [HeightIndex.Entry](repeating: HeightIndex.Entry(height: 0), count: plan.moves.count)
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
            for k in removed.indices.reversed() {
                let row = removed[k]
                let entry = index.remove(at: start + 1 + row)
                let move = plan.removedMove(k, inSection: s)
                let movesAway = move >= 0
                if movesAway { movedRows[move] = entry }
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
                for row in 0..<rows { block.append(newRow(ListIndexPath(row: row, section: t), row)) }
                block.append(HeightIndex.Entry(height: footerHeights[t]))
                index.insert(contentsOf: block, at: cursor)
            } else {
                let moved = movedBlocks[s]
                if let moved { index.insert(contentsOf: moved, at: cursor) }
                for (k, row) in plan.addedRows[t].enumerated() {
                    let move = plan.addedMove(k, inSection: t)
                    let entry = move >= 0 ? movedRows[move] : newRow(ListIndexPath(row: row, section: t), k)
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

    /// Whether `plan` changes so many entries (rows that leave or arrive, whole sections that
    /// are deleted, inserted or moved) that rebuilding the index in one pass beats changing
    /// them one at a time: from 1/32 of the entries on. A batch's entries are changed one at a
    /// time at about 0.3 µs each in a million, where a rebuild costs about 10 ns an entry, so
    /// the rebuild already wins for 1% each of deletions, insertions and moves (4% of the
    /// entries change: 11 ms rebuilt against 13.5 ms one at a time). A range of entries inserted
    /// or removed at once goes by ``HeightIndex/rebuilds(changing:of:)`` instead.
    private static func rebuilds(_ plan: BatchUpdatePlan, oldRowStart: [Int], entryCount: Int) -> Bool {
        var changed = 0
        for s in 0..<plan.oldSectionCount {
            let rows = oldRowStart[s + 1] - oldRowStart[s]
            changed += plan.newSection[s] < 0 || plan.movedSections.contains(s) ? rows + 2 : plan.removedRows[s].count
        }
        for t in 0..<plan.newSectionCount {
            changed += plan.oldSection[t] < 0 ? plan.newRowCounts[t] + 2 : plan.addedRows[t].count
        }
        return changed >= HeightIndex.leafCapacity && changed >= entryCount >> 5
    }

    /// ``apply(_:headerHeights:footerHeights:log:newRow:)`` for a batch that changes a large
    /// share of the rows: the entries after the batch are laid out in one pass over `old` (the
    /// entries before it) and the index is built anew, while `log` receives the same runs, in
    /// the same order, as the one-at-a-time path gives it.
    ///
    /// - Complexity: O(n + sections + moves).
    private static func rebuilt(_ old: HeightIndex.EntryList, plan: BatchUpdatePlan, oldRowStart: [Int],
                                headerHeights: [Double], footerHeights: [Double], log: inout GeometryChangeLog,
                                newRow: (ListIndexPath, Int) -> HeightIndex.Entry) -> HeightIndex {
        func height(of range: Range<Int>) -> Double {
            var sum = 0.0
            for e in range { sum += old[e].height }
            return sum
        }
        // Removals, from the last section back, in positions before the batch. Consecutive rows
        // that are deleted go into the log as one run, their heights summed from the last
        // back: what recording them one by one, each joining the run after it, would give.
        // Moved rows' entries wait by move number for their arrival.
        var movedRows = [HeightIndex.Entry](repeating: HeightIndex.Entry(height: 0), count: plan.moves.count)
        for s in stride(from: plan.oldSectionCount - 1, through: 0, by: -1) {
            let start = oldRowStart[s] + 2 * s
            let size = oldRowStart[s + 1] - oldRowStart[s] + 2
            guard plan.newSection[s] >= 0 else {
                log.recordRemoval(.init(start: start, count: size, height: height(of: start..<(start + size)), mayJoin: true))
                continue
            }
            let removed = plan.removedRows[s]
            let sectionMoves = plan.movedSections.contains(s)
            let none = GeometryChangeLog.Run(start: 0, count: 0, height: 0, mayJoin: true)
            var run = none
            for k in removed.indices.reversed() {
                let row = removed[k]
                let position = start + 1 + row
                let entry = old[position]
                let move = plan.removedMove(k, inSection: s)
                let movesAway = move >= 0
                if movesAway { movedRows[move] = entry }
                guard !sectionMoves else { continue }
                if run.count > 0, movesAway || position + 1 != run.start {
                    log.recordRemoval(run)
                    run = none
                }
                if movesAway {
                    log.recordRemoval(.init(start: position, count: 1, height: entry.height, mayJoin: false))
                } else {
                    run = .init(start: position, count: run.count + 1, height: entry.height + run.height, mayJoin: true)
                }
            }
            if run.count > 0 { log.recordRemoval(run) }
            if sectionMoves {
                let block = survivors(of: s, in: old, oldRowStart: oldRowStart, removed: removed)
                log.recordRemoval(movedRun(start: start, size: size, block: block, removedRows: removed,
                                           removedHeights: removed.map { old[start + 1 + $0].height }))
            }
        }
        log.finishRemovals()
        // Arrivals, from the first section on, in positions after the batch; consecutive ones
        // go into the log as one run, summed from the first on (as they would join one by one).
        var entries = HeightIndex.EntryList()
        entries.reserveCapacity(plan.newRowCounts.reduce(2 * plan.newSectionCount, +))
        for t in 0..<plan.newSectionCount {
            let rows = plan.newRowCounts[t]
            let s = plan.oldSection[t]
            let cursor = entries.count
            let sectionMoves = s >= 0 && plan.movedSections.contains(s)
            if s < 0 {
                entries.append(HeightIndex.Entry(height: headerHeights[t]))
                for row in 0..<rows { entries.append(newRow(ListIndexPath(row: row, section: t), row)) }
                entries.append(HeightIndex.Entry(height: footerHeights[t]))
            } else {
                let removed = plan.removedRows[s]
                let oldStart = oldRowStart[s] + 2 * s
                let added = plan.addedRows[t]
                var nextRemoved = 0
                var nextKept = 1
                /// Appends the next `count` entries of the old section that stay in it (its
                /// rows, then its footer), copied a run between removed rows at a time.
                func appendKept(_ count: Int) {
                    var left = count
                    while left > 0 {
                        while nextRemoved < removed.count, removed[nextRemoved] + 1 == nextKept {
                            nextRemoved += 1
                            nextKept += 1
                        }
                        let end = nextRemoved < removed.count ? removed[nextRemoved] + 1 : Int.max
                        let n = Swift.min(left, end - nextKept)
                        entries.append((oldStart + nextKept)..<(oldStart + nextKept + n), of: old)
                        nextKept += n
                        left -= n
                    }
                }
                entries.append(old[oldStart])
                var run = GeometryChangeLog.Run(start: 0, count: 0, height: 0)
                var row = 0
                for (k, arrival) in added.enumerated() {
                    appendKept(arrival - row)
                    row = arrival + 1
                    let move = plan.addedMove(k, inSection: t)
                    let entry = move >= 0 ? movedRows[move] : newRow(ListIndexPath(row: arrival, section: t), k)
                    entries.append(entry)
                    guard !sectionMoves else { continue }
                    if run.count > 0, run.start + run.count == cursor + 1 + arrival {
                        run.count += 1
                        run.height += entry.height
                    } else {
                        if run.count > 0 { log.recordArrival(run) }
                        run = .init(start: cursor + 1 + arrival, count: 1, height: entry.height)
                    }
                }
                if run.count > 0 { log.recordArrival(run) }
                appendKept(rows - row + 1)
                if plan.reloadedSections.contains(s) {
                    log.recordResize(at: cursor, by: Self.replaceHeight(of: &entries[cursor], with: headerHeights[t]))
                    log.recordResize(at: cursor + rows + 1, by: Self.replaceHeight(of: &entries[cursor + rows + 1], with: footerHeights[t]))
                }
            }
            if s < 0 || sectionMoves {
                var sum = 0.0
                for e in cursor..<entries.count { sum += entries[e].height }
                log.recordArrival(.init(start: cursor, count: rows + 2, height: sum))
            }
        }
        return HeightIndex(entries: entries)
    }

    /// Section `s`'s entries before the batch (header, rows, footer) less its `removed` rows.
    private static func survivors(of s: Int, in old: HeightIndex.EntryList, oldRowStart: [Int], removed: [Int]) -> [HeightIndex.Entry] {
        let start = oldRowStart[s] + 2 * s
        let size = oldRowStart[s + 1] - oldRowStart[s] + 2
        var block = [HeightIndex.Entry]()
        block.reserveCapacity(size - removed.count)
        var nextRemoved = 0
        for local in 0..<size {
            if nextRemoved < removed.count, removed[nextRemoved] + 1 == local {
                nextRemoved += 1
            } else {
                block.append(old[start + local])
            }
        }
        return block
    }

    /// Gives `entry` the height `height` as an index stores it (a `Float32`), keeping its
    /// measured flag; returns the change.
    private static func replaceHeight(of entry: inout HeightIndex.Entry, with height: Double) -> Double {
        let stored = Double(Float32(height))
        defer { entry.height = stored }
        return stored - entry.height
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

    /// Marks every self-sizing row not measured (their heights kept as estimates).
    ///
    /// - Complexity: O(n).
    mutating func forgetMeasurements() {
        index?.clearMeasured()
    }

    /// Marks self-sizing row `g` as measured or not.
    ///
    /// - Complexity: O(log n).
    mutating func setMeasured(_ measured: Bool, row g: Int) {
        let e = entry(ofRow: g)
        index?.setMeasured(measured, at: e)
    }
}
