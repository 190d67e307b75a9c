/// A checked batch update: every position validated, the sections mapped from before to after,
/// the rows each section loses and gains sorted, so that any row's position after the batch is
/// found in O(log k). Built before the list changes anything; see ``ListView/performBatchUpdates(_:)-(ListBatchUpdate)``.
///
/// Rows are kept per section in sorted arrays, not hashed: a batch that replaces a million rows
/// is checked in O(k) when its positions come in order (as a snapshot's difference lists them).
/// Moves are not hashed either: each row that leaves or arrives carries the number of its move
/// (or none), so a move is found from either end by a binary search in its section's rows.
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
    /// Rows that move, before → after, in the batch's order.
    private(set) var moves: [ListBatchUpdate.Move<ListIndexPath>] = []
    /// Per section before the batch, beside its `removedRows`: the index in `moves` of each row
    /// that moves out, -1 for a row deleted. Empty when no row moves (see ``removedMove(_:inSection:)``).
    private(set) var removedMoves: [[Int]] = []
    /// Per section after the batch, beside its `addedRows`: the index in `moves` of each row
    /// that moves in, -1 for a row inserted. Empty when no row moves (see ``addedMove(_:inSection:)``).
    private(set) var addedMoves: [[Int]] = []
    /// Per section before the batch: how many of its `removedRows` move out (the rest are deleted).
    private(set) var movedOutCount: [Int]
    /// Per section after the batch: how many of its `addedRows` move in (the rest are inserted).
    private(set) var movedInCount: [Int]
    /// Rows (before) reloaded by a row operation (not those of reloaded sections).
    private(set) var reloadedRows: Set<ListIndexPath> = []

    var oldSectionCount: Int { oldRowCounts.count }
    var newSectionCount: Int { newRowCounts.count }
    /// Whether sections are inserted, deleted, moved or reloaded.
    ///
    /// - Complexity: O(sections).
    var changesSections: Bool {
        oldSectionCount != newSectionCount || !movedSections.isEmpty || !reloadedSections.isEmpty
            || oldSection.indices.contains { oldSection[$0] != $0 }
    }

    /// Whether the batch changes nothing at all (an empty batch, as one made to animate a
    /// height change).
    ///
    /// - Complexity: O(sections).
    var changesNothing: Bool {
        !changesSections && moves.isEmpty && reloadedRows.isEmpty
            && removedRows.allSatisfy(\.isEmpty) && addedRows.allSatisfy(\.isEmpty)
    }

    /// Whether the batch only appends rows at the end of the last section, at least one (nothing
    /// else moves, goes or is reloaded): the rows that were there keep their global numbers.
    ///
    /// - Complexity: O(sections + rows appended).
    var onlyAppendsAtEnd: Bool {
        guard !changesSections, moves.isEmpty, reloadedRows.isEmpty, let last = newRowCounts.indices.last else { return false }
        guard removedRows.allSatisfy(\.isEmpty), addedRows.indices.allSatisfy({ $0 == last || addedRows[$0].isEmpty }) else { return false }
        // The rows added are sorted and distinct, and the counts were checked: the first and
        // the count say they are the last ones.
        return !addedRows[last].isEmpty && addedRows[last].first == oldRowCounts[last]
            && addedRows[last].count == newRowCounts[last] - oldRowCounts[last]
    }

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
        movedOutCount = Array(repeating: 0, count: oldRowCounts.count)
        movedInCount = Array(repeating: 0, count: newRowCounts.count)
        try mapSections(update)
        try checkRows(update)
        resizeReloadedSections()
        try checkCounts(requiresRows: requiresRows)
        #if LISTENGINE_INTERNAL_CHECKS
        _checkInvariants()
        #endif
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

    /// A row a batch names, and what it does with it: for a move, the move's index in `moves`.
    private struct RowClaim {
        var row: Int
        var operation: Operation
        var move = -1
    }

    private mutating func checkRows(_ update: ListBatchUpdate) throws(BatchUpdateError) {
        var oldClaims = [[RowClaim]](repeating: [], count: oldSectionCount)
        var newClaims = [[RowClaim]](repeating: [], count: newSectionCount)
        func claimOld(_ path: ListIndexPath, _ operation: Operation, move: Int = -1) throws(BatchUpdateError) {
            guard path.section >= 0, path.section < oldSectionCount else {
                throw .sectionOutOfRange(path.section, operation: operation, sectionCount: oldSectionCount)
            }
            guard newSection[path.section] >= 0 else { throw .rowInChangedSection(path, operation: operation) }
            let rows = oldRowCounts[path.section]
            guard path.row >= 0, path.row < rows else { throw .rowOutOfRange(path, operation: operation, rowsInSection: rows) }
            oldClaims[path.section].append(RowClaim(row: path.row, operation: operation, move: move))
        }
        func claimNew(_ path: ListIndexPath, _ operation: Operation, move: Int = -1) throws(BatchUpdateError) {
            guard path.section >= 0, path.section < newSectionCount else {
                throw .sectionOutOfRange(path.section, operation: operation, sectionCount: newSectionCount)
            }
            guard oldSection[path.section] >= 0 else { throw .rowInChangedSection(path, operation: operation) }
            let rows = newRowCounts[path.section]
            guard path.row >= 0, path.row < rows else { throw .rowOutOfRange(path, operation: operation, rowsInSection: rows) }
            newClaims[path.section].append(RowClaim(row: path.row, operation: operation, move: move))
        }
        for path in update.deletedRows { try claimOld(path, .delete) }
        moves = update.movedRows
        if !moves.isEmpty {
            removedMoves = Array(repeating: [], count: oldSectionCount)
            addedMoves = Array(repeating: [], count: newSectionCount)
        }
        for (m, move) in moves.enumerated() {
            try claimOld(move.from, .moveFrom, move: m)
            try claimNew(move.to, .moveTo, move: m)
            movedOutCount[move.from.section] += 1
            movedInCount[move.to.section] += 1
        }
        for path in update.reloadedRows { try claimOld(path, .reload) }
        for path in update.insertedRows { try claimNew(path, .insert) }
        if !update.reloadedRows.isEmpty { reloadedRows.reserveCapacity(update.reloadedRows.count) }
        for s in oldClaims.indices where !oldClaims[s].isEmpty {
            let (rows, moves) = try Self.rows(of: &oldClaims[s], inSection: s, withMoves: !self.moves.isEmpty) { $0 != .reload }
            removedRows[s] = rows
            if !self.moves.isEmpty { removedMoves[s] = moves }
            for claim in oldClaims[s] where claim.operation == .reload {
                reloadedRows.insert(ListIndexPath(row: claim.row, section: s))
            }
        }
        for t in newClaims.indices where !newClaims[t].isEmpty {
            let (rows, moves) = try Self.rows(of: &newClaims[t], inSection: t, withMoves: !self.moves.isEmpty) { _ in true }
            addedRows[t] = rows
            if !self.moves.isEmpty { addedMoves[t] = moves }
        }
    }

    /// The rows `claims` name whose operation is `included`, ascending, and beside them (if
    /// `withMoves`; else none) their moves' indices (-1 for none), after sorting the claims by
    /// row (stably: of two claims of one row, the earlier comes first).
    ///
    /// - Throws: ``BatchUpdateError/conflictingRow(_:_:_:)`` for a row claimed twice.
    /// - Complexity: O(k) for k claims already in order, O(k log k) otherwise.
    private static func rows(of claims: inout [RowClaim], inSection section: Int, withMoves: Bool,
                             included: (Operation) -> Bool) throws(BatchUpdateError) -> (rows: [Int], moves: [Int]) {
        if zip(claims, claims.dropFirst()).contains(where: { $0.row >= $1.row }) {
            claims.sort { $0.row < $1.row }
        }
        var rows = [Int]()
        var moves = [Int]()
        rows.reserveCapacity(claims.count)
        if withMoves { moves.reserveCapacity(claims.count) }
        for k in claims.indices {
            let claim = claims[k]
            if k > 0, claims[k - 1].row == claim.row {
                throw .conflictingRow(ListIndexPath(row: claim.row, section: section), claims[k - 1].operation, claim.operation)
            }
            if included(claim.operation) {
                rows.append(claim.row)
                if withMoves { moves.append(claim.move) }
            }
        }
        return (rows, moves)
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
                if !moves.isEmpty { removedMoves[s] = Array(repeating: -1, count: before - after) }
            } else if after > before {
                addedRows[t] = Array(before..<after)
                if !moves.isEmpty { addedMoves[t] = Array(repeating: -1, count: after - before) }
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
            let movedOut = movedOutCount[s]
            let deleted = removedRows[s].count - movedOut
            let movedIn = movedInCount[t]
            let inserted = addedRows[t].count - movedIn
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
        let removedAbove = Self.countBelow(old.row, in: removed)
        if removedAbove < removed.count, removed[removedAbove] == old.row {
            let m = removedMove(removedAbove, inSection: old.section)
            return m >= 0 ? moves[m].to : nil
        }
        let kept = old.row - removedAbove
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

    /// Where the rows `rows` of section `s` (before the batch) are after it, as runs of rows of
    /// sections after the batch: the rows that stay keep their order, split where rows arrive
    /// between them; deleted rows drop out; a moved row goes to its target, a run of its own.
    /// The rows the runs hold are those ``newIndexPath(for:)`` gives, row by row.
    ///
    /// - Complexity: O(log k + the runs returned + the rows of `rows` that leave).
    func newRuns(of rows: Range<Int>, inSection s: Int) -> [(section: Int, rows: Range<Int>)] {
        let t = newSection[s]
        guard t >= 0, !rows.isEmpty else { return [] }
        var runs = [(section: Int, rows: Range<Int>)]()
        let removed = removedRows[s]
        let removedBefore = Self.countBelow(rows.lowerBound, in: removed)
        let removedWithin = Self.countBelow(rows.upperBound, in: removed) - removedBefore
        for k in removedBefore..<(removedBefore + removedWithin) {
            let m = removedMove(k, inSection: s)
            guard m >= 0 else { continue }
            let target = moves[m].to
            runs.append((target.section, target.row..<(target.row + 1)))
        }
        // The rows that stay, numbered among the section's rows that stay: kept row q lands at
        // q + #{i : added[i] − i ≤ q}, which grows by one at each added[i] − i.
        let added = addedRows[t]
        var q = rows.lowerBound - removedBefore
        let end = rows.upperBound - removedBefore - removedWithin
        var arrived = 0
        var high = added.count
        while arrived < high {
            let mid = (arrived + high) >> 1
            if added[mid] - mid <= q { arrived = mid + 1 } else { high = mid }
        }
        while q < end {
            let next = arrived < added.count ? Swift.min(end, added[arrived] - arrived) : end
            if next > q { runs.append((t, (q + arrived)..<(next + arrived))) }
            q = next
            while arrived < added.count, added[arrived] - arrived <= q { arrived += 1 }
        }
        return runs
    }

    /// Where the row at `new` (after the batch) was before it, or nil if it arrives new
    /// (inserted, or in an inserted section).
    ///
    /// - Complexity: O(log k).
    func oldIndexPath(for new: ListIndexPath) -> ListIndexPath? {
        let s = oldSection[new.section]
        guard s >= 0 else { return nil }
        let added = addedRows[new.section]
        let arrivedAbove = Self.countBelow(new.row, in: added)
        if arrivedAbove < added.count, added[arrivedAbove] == new.row {
            let m = addedMove(arrivedAbove, inSection: new.section)
            return m >= 0 ? moves[m].from : nil
        }
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

    /// Whether the row at `old` leaves its place by a row move.
    ///
    /// - Complexity: O(log k) for k rows leaving its section; O(1) when the batch moves no rows.
    func isMoveSource(_ old: ListIndexPath) -> Bool {
        guard !moves.isEmpty else { return false }
        let removed = removedRows[old.section]
        let k = Self.countBelow(old.row, in: removed)
        return k < removed.count && removed[k] == old.row && removedMove(k, inSection: old.section) >= 0
    }

    /// The row (before) that moves to `new`, or nil.
    ///
    /// - Complexity: O(log k) for k rows arriving in its section; O(1) when the batch moves no rows.
    func moveSource(of new: ListIndexPath) -> ListIndexPath? {
        guard !moves.isEmpty else { return nil }
        let added = addedRows[new.section]
        let k = Self.countBelow(new.row, in: added)
        guard k < added.count, added[k] == new.row else { return nil }
        let m = addedMove(k, inSection: new.section)
        return m >= 0 ? moves[m].from : nil
    }

    /// The index in `moves` of the `k`-th of section `s`'s `removedRows` (before the batch), or
    /// -1 if that row is deleted.
    ///
    /// - Complexity: O(1).
    func removedMove(_ k: Int, inSection s: Int) -> Int { removedMoves.isEmpty ? -1 : removedMoves[s][k] }

    /// The index in `moves` of the `k`-th of section `t`'s `addedRows` (after the batch), or -1
    /// if that row is inserted.
    ///
    /// - Complexity: O(1).
    func addedMove(_ k: Int, inSection t: Int) -> Int { addedMoves.isEmpty ? -1 : addedMoves[t][k] }

    /// Whether the row at `old` moves, by itself or with its section.
    func isMoved(_ old: ListIndexPath) -> Bool {
        !movedSections.isEmpty && movedSections.contains(old.section) || isMoveSource(old)
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

    /// The batch that undoes this one, from the counts after it back to the counts before:
    /// rows and sections inserted where this one deletes them and deleted where it inserts
    /// them, moves reversed, and what it reloads reloaded again (at its positions after the
    /// batch). Nil if that batch does not check, which a checked batch's inverse always does.
    ///
    /// - Complexity: O(sections + k log k) for k rows and sections named.
    func inverted() -> BatchUpdatePlan? {
        var update = ListBatchUpdate()
        for s in 0..<oldSectionCount {
            let t = newSection[s]
            if t < 0 { update.insertedSections.append(s) } else if movedSections.contains(s) { update.movedSections.append(.init(from: t, to: s)) }
            if reloadedSections.contains(s) { update.reloadedSections.append(t) }
            for (k, row) in removedRows[s].enumerated() {
                let path = ListIndexPath(row: row, section: s)
                let m = removedMove(k, inSection: s)
                if m >= 0 { update.movedRows.append(.init(from: moves[m].to, to: path)) } else { update.insertedRows.append(path) }
            }
        }
        for t in 0..<newSectionCount {
            if oldSection[t] < 0 { update.deletedSections.append(t) }
            for (k, row) in addedRows[t].enumerated() where addedMove(k, inSection: t) < 0 {
                update.deletedRows.append(ListIndexPath(row: row, section: t))
            }
        }
        update.reloadedRows = reloadedRows.compactMap(newIndexPath(for:))
        return try? BatchUpdatePlan(update, oldRowCounts: newRowCounts, newRowCounts: oldRowCounts, requiresRows: false)
    }

    /// The number of elements of the ascending `values` below `value`.
    ///
    /// - Complexity: O(log values).
    static func countBelow(_ value: Int, in values: [Int]) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let mid = (low + high) >> 1
            if values[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
