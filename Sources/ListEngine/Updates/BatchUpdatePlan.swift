/// A checked batch update: every position validated, the sections mapped from before to after,
/// the rows each section loses and gains sorted, so that any row's position after the batch is
/// found in O(log k). Built before the list changes anything; see ``ListView/performBatchUpdates(_:)-(ListBatchUpdate)``.
struct BatchUpdatePlan {
    typealias Operation = BatchUpdateError.Operation

    let oldRowCounts: [Int]
    /// The data source's row counts after the batch.
    let newRowCounts: [Int]
    /// For each section before the batch: its number after it, or -1 if deleted.
    private(set) var newSection: [Int]
    /// For each section after the batch: its number before it, or -1 if inserted.
    private(set) var oldSection: [Int]
    /// Sections (before) that move.
    private(set) var movedSections: Set<Int> = []
    /// Sections (before) whose header, footer and rows are read again.
    private(set) var reloadedSections: Set<Int> = []
    /// Per section before the batch: its rows that leave it (deleted or moved out), ascending.
    private(set) var removedRows: [[Int]]
    /// Per section after the batch: its rows that arrive (inserted or moved in), ascending.
    private(set) var addedRows: [[Int]]
    /// Rows that move: before → after, and after → before.
    private(set) var moveTargets: [ListIndexPath: ListIndexPath] = [:]
    private(set) var moveSources: [ListIndexPath: ListIndexPath] = [:]
    private(set) var deletedRows: Set<ListIndexPath> = []
    /// Rows (before) configured again: reloaded, or in a reloaded section.
    private(set) var reloadedRows: Set<ListIndexPath> = []

    var oldSectionCount: Int { oldRowCounts.count }
    var newSectionCount: Int { newRowCounts.count }

    /// Checks `update` against the counts before (`oldRowCounts`) and after (`newRowCounts`,
    /// from the data source).
    ///
    /// - Throws: ``BatchUpdateError`` for the first problem found.
    /// - Complexity: O(sections + k log k) for k rows and sections named.
    init(_ update: ListBatchUpdate, oldRowCounts: [Int], newRowCounts: [Int], requiresRows: Bool) throws(BatchUpdateError) {
        self.oldRowCounts = oldRowCounts
        self.newRowCounts = newRowCounts
        newSection = [Int](repeating: 0, count: oldRowCounts.count)
        oldSection = [Int](repeating: 0, count: newRowCounts.count)
        removedRows = Array(repeating: [], count: oldRowCounts.count)
        addedRows = Array(repeating: [], count: newRowCounts.count)
        try mapSections(update)
        try checkRows(update)
        resizeReloadedSections()
        try checkCounts(requiresRows: requiresRows)
    }

    // MARK: Sections

    private mutating func mapSections(_ update: ListBatchUpdate) throws(BatchUpdateError) {
        let oldCount = oldSectionCount
        let newCount = newSectionCount
        let expected = oldCount + update.insertedSections.count - update.deletedSections.count
        guard newCount == expected else {
            throw .sectionCountMismatch(before: oldCount, inserted: update.insertedSections.count,
                                        deleted: update.deletedSections.count, found: newCount)
        }
        var oldSide = [Int: Operation]()
        var newSide = [Int: Operation]()
        func claim(_ section: Int, _ operation: Operation, in claims: inout [Int: Operation], count: Int) throws(BatchUpdateError) {
            guard section >= 0, section < count else { throw .sectionOutOfRange(section, operation: operation, sectionCount: count) }
            if let earlier = claims[section] { throw .conflictingSection(section, earlier, operation) }
            claims[section] = operation
        }
        for s in update.deletedSections { try claim(s, .delete, in: &oldSide, count: oldCount) }
        for move in update.movedSections { try claim(move.from, .moveFrom, in: &oldSide, count: oldCount) }
        for s in update.reloadedSections { try claim(s, .reload, in: &oldSide, count: oldCount) }
        for s in update.insertedSections { try claim(s, .insert, in: &newSide, count: newCount) }
        for move in update.movedSections { try claim(move.to, .moveTo, in: &newSide, count: newCount) }

        for s in 0..<oldCount { newSection[s] = oldSide[s] == .delete ? -1 : Int.min }
        for t in 0..<newCount { oldSection[t] = newSide[t] == .insert ? -1 : Int.min }
        for move in update.movedSections {
            newSection[move.from] = move.to
            oldSection[move.to] = move.from
        }
        // Sections that stay keep their order and fill the places nothing else takes.
        var t = 0
        for s in 0..<oldCount where newSection[s] == Int.min {
            while oldSection[t] != Int.min { t += 1 }
            newSection[s] = t
            oldSection[t] = s
        }
        reloadedSections = Set(update.reloadedSections)
        movedSections = Set(update.movedSections.map(\.from))
    }

    // MARK: Rows

    private mutating func checkRows(_ update: ListBatchUpdate) throws(BatchUpdateError) {
        var oldSide = [ListIndexPath: Operation]()
        var newSide = [ListIndexPath: Operation]()
        func claimOld(_ path: ListIndexPath, _ operation: Operation) throws(BatchUpdateError) {
            guard path.section >= 0, path.section < oldSectionCount else {
                throw .sectionOutOfRange(path.section, operation: operation, sectionCount: oldSectionCount)
            }
            guard newSection[path.section] >= 0 else { throw .rowInChangedSection(path, operation: operation) }
            let rows = oldRowCounts[path.section]
            guard path.row >= 0, path.row < rows else { throw .rowOutOfRange(path, operation: operation, rowsInSection: rows) }
            if let earlier = oldSide[path] { throw .conflictingRow(path, earlier, operation) }
            oldSide[path] = operation
        }
        func claimNew(_ path: ListIndexPath, _ operation: Operation) throws(BatchUpdateError) {
            guard path.section >= 0, path.section < newSectionCount else {
                throw .sectionOutOfRange(path.section, operation: operation, sectionCount: newSectionCount)
            }
            guard oldSection[path.section] >= 0 else { throw .rowInChangedSection(path, operation: operation) }
            let rows = newRowCounts[path.section]
            guard path.row >= 0, path.row < rows else { throw .rowOutOfRange(path, operation: operation, rowsInSection: rows) }
            if let earlier = newSide[path] { throw .conflictingRow(path, earlier, operation) }
            newSide[path] = operation
        }
        for path in update.deletedRows {
            try claimOld(path, .delete)
            deletedRows.insert(path)
            removedRows[path.section].append(path.row)
        }
        for move in update.movedRows {
            try claimOld(move.from, .moveFrom)
            try claimNew(move.to, .moveTo)
            moveTargets[move.from] = move.to
            moveSources[move.to] = move.from
            removedRows[move.from.section].append(move.from.row)
            addedRows[move.to.section].append(move.to.row)
        }
        for path in update.reloadedRows {
            try claimOld(path, .reload)
            reloadedRows.insert(path)
        }
        for path in update.insertedRows {
            try claimNew(path, .insert)
            addedRows[path.section].append(path.row)
        }
        for s in removedRows.indices where removedRows[s].count > 1 { removedRows[s].sort() }
        for t in addedRows.indices where addedRows[t].count > 1 { addedRows[t].sort() }
    }

    /// A reloaded section is replaced, as UIKit's deletion and insertion of it, so its row count
    /// may change: when no row operation names it, its rows map by position, and the rows it
    /// loses (at its end) are deleted, the rows it gains (at its end) inserted. The rows that
    /// remain are reloaded and keep their place, so the user's place in the section holds.
    private mutating func resizeReloadedSections() {
        for s in reloadedSections where removedRows[s].isEmpty {
            let t = newSection[s]
            guard addedRows[t].isEmpty else { continue }
            let before = oldRowCounts[s]
            let after = newRowCounts[t]
            if after < before {
                removedRows[s] = Array(after..<before)
                for row in after..<before { deletedRows.insert(ListIndexPath(row: row, section: s)) }
            } else if after > before {
                addedRows[t] = Array(before..<after)
            }
        }
    }

    /// Every section after the batch holds the rows the batch implies.
    private func checkCounts(requiresRows: Bool) throws(BatchUpdateError) {
        for t in 0..<newSectionCount {
            let found = newRowCounts[t]
            if requiresRows, found == 0 { throw .emptyGroup(section: t) }
            let s = oldSection[t]
            guard s >= 0 else { continue }
            var deleted = 0
            var movedOut = 0
            for row in removedRows[s] {
                if deletedRows.contains(ListIndexPath(row: row, section: s)) { deleted += 1 } else { movedOut += 1 }
            }
            var movedIn = 0
            var inserted = 0
            for row in addedRows[t] {
                if moveSources[ListIndexPath(row: row, section: t)] != nil { movedIn += 1 } else { inserted += 1 }
            }
            let before = oldRowCounts[s]
            guard found == before + inserted + movedIn - deleted - movedOut else {
                throw .rowCountMismatch(section: t, before: before, inserted: inserted, movedIn: movedIn,
                                        deleted: deleted, movedOut: movedOut, found: found)
            }
        }
    }

    // MARK: Mapping

    /// Where the row at `old` (before the batch) is after it, or nil if it is deleted.
    ///
    /// - Complexity: O(log k).
    func newIndexPath(for old: ListIndexPath) -> ListIndexPath? {
        let t = newSection[old.section]
        guard t >= 0 else { return nil }
        let removed = removedRows[old.section]
        if !removed.isEmpty {
            if let target = moveTargets[old] { return target }
            if deletedRows.contains(old) { return nil }
        }
        let kept = old.row - Self.countBelow(old.row, in: removed)
        // Arrivals a[i] (ascending) push a kept row down: it lands at kept + #{i : a[i] − i ≤ kept}.
        let added = addedRows[t]
        var low = 0
        var high = added.count
        while low < high {
            let mid = (low + high) >> 1
            if added[mid] - mid <= kept { low = mid + 1 } else { high = mid }
        }
        return ListIndexPath(row: kept + low, section: t)
    }

    /// Where the row at `new` (after the batch) was before it, or nil if it arrives new
    /// (inserted, or in an inserted section).
    ///
    /// - Complexity: O(log k).
    func oldIndexPath(for new: ListIndexPath) -> ListIndexPath? {
        let s = oldSection[new.section]
        guard s >= 0 else { return nil }
        if let source = moveSources[new] { return source }
        let added = addedRows[new.section]
        let arrivedAbove = Self.countBelow(new.row, in: added)
        if arrivedAbove < added.count, added[arrivedAbove] == new.row { return nil }
        let kept = new.row - arrivedAbove
        // The kept-th row of the old section that does not leave it.
        let removed = removedRows[s]
        var low = 0
        var high = removed.count
        while low < high {
            let mid = (low + high) >> 1
            if removed[mid] - mid <= kept { low = mid + 1 } else { high = mid }
        }
        return ListIndexPath(row: kept + low, section: s)
    }

    /// Whether the row at `old` moves, by itself or with its section.
    func isMoved(_ old: ListIndexPath) -> Bool {
        !movedSections.isEmpty && movedSections.contains(old.section) || !moveTargets.isEmpty && moveTargets[old] != nil
    }

    /// What happens to the row at `old`, for a transition.
    func change(of old: ListIndexPath) -> ListTransition.Change {
        if newIndexPath(for: old) == nil { return .deleted }
        if isMoved(old) { return .moved }
        return isReloaded(old) ? .reloaded : .kept
    }

    /// Whether the row at `old` is configured again (reloaded, or in a reloaded section).
    func isReloaded(_ old: ListIndexPath) -> Bool {
        !reloadedSections.isEmpty && reloadedSections.contains(old.section) || !reloadedRows.isEmpty && reloadedRows.contains(old)
    }

    /// The number of elements of the ascending `values` below `value`.
    private static func countBelow(_ value: Int, in values: [Int]) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let mid = (low + high) >> 1
            if values[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
