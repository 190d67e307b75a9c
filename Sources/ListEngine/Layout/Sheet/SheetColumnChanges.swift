/// A ``SheetColumnBatch`` checked against the columns it changes and resolved into what happens
/// to them: the positions that empty (deletions and the sources of moves), the positions that
/// fill (insertions and the targets of moves) and the widths that change. Where each column
/// goes follows from that (``newColumn(for:)``), as in a table view's batch: the columns that
/// stay keep their order and fill the positions nothing was inserted or moved to.
@_spi(Sheet) public struct SheetColumnChanges {
    /// Where a column placed by the batch gets its width.
    enum Source: Hashable {
        /// Inserted, with this width (as stored).
        case inserted(width: Double)
        /// Moved from this column (before the batch), keeping its width.
        case moved(from: Int)
    }

    /// The number of columns before the batch.
    let oldCount: Int
    /// The number of columns after it.
    let newCount: Int
    /// The number of frozen columns after it.
    let frozenCount: Int
    /// The columns (before the batch) that leave their positions — deleted or moved away —
    /// ascending.
    let removed: [Int]
    /// The deleted columns (before the batch), ascending.
    let deleted: [Int]
    /// The positions (after the batch) filled by insertions and moves, ascending, each with
    /// where its column comes from.
    let placed: [(column: Int, source: Source)]
    /// The moved columns, by where they were (before the batch), ascending, with where they go.
    let moved: [(from: Int, to: Int)]
    /// The resized columns (before the batch), ascending, with their new widths as stored.
    let reloads: [(column: Int, width: Double)]

    /// Checks `batch` against `oldCount` columns, `frozenCount` of them frozen, and resolves it.
    ///
    /// Throws, naming the first problem found, in this order: a column outside the columns
    /// there are before the batch (deletions, reloads, sources of moves, in that order) or
    /// after it (insertions, targets of moves) — ``BatchUpdateError/columnOutOfRange(_:operation:columnCount:)``
    /// — or named twice — ``BatchUpdateError/conflictingColumn(_:_:_:)``, both within
    /// ``ListError/invalidBatchUpdate(_:)``; more columns than a sheet holds or a frozen count
    /// outside the new columns (``ListError/invalidLayout(_:)``); a bad width
    /// (``ListError/invalidColumnWidth(_:column:)``).
    ///
    /// - Complexity: O(k log k) for a batch naming k columns.
    init(_ batch: SheetColumnBatch, oldCount: Int, frozenCount: Int) throws(ListError) {
        var old = [Int: BatchUpdateError.Operation]()
        old.reserveCapacity(batch.deletions.count + batch.reloads.count + batch.moves.count)
        func claimOld(_ c: Int, _ operation: BatchUpdateError.Operation) throws(ListError) {
            guard c >= 0, c < oldCount else {
                throw .invalidBatchUpdate(.columnOutOfRange(c, operation: operation, columnCount: oldCount))
            }
            if let first = old.updateValue(operation, forKey: c) {
                throw .invalidBatchUpdate(.conflictingColumn(c, first, operation))
            }
        }
        for c in batch.deletions { try claimOld(c, .delete) }
        for reload in batch.reloads { try claimOld(reload.column, .reload) }
        for move in batch.moves { try claimOld(move.from, .moveFrom) }
        let newCount = oldCount - batch.deletions.count + batch.insertions.count
        var new = [Int: BatchUpdateError.Operation]()
        new.reserveCapacity(batch.insertions.count + batch.moves.count)
        func claimNew(_ c: Int, _ operation: BatchUpdateError.Operation) throws(ListError) {
            guard c >= 0, c < newCount else {
                throw .invalidBatchUpdate(.columnOutOfRange(c, operation: operation, columnCount: newCount))
            }
            if let first = new.updateValue(operation, forKey: c) {
                throw .invalidBatchUpdate(.conflictingColumn(c, first, operation))
            }
        }
        for insertion in batch.insertions { try claimNew(insertion.column, .insert) }
        for move in batch.moves { try claimNew(move.to, .moveTo) }
        guard newCount <= SheetColumns.maximumCount else {
            throw .invalidLayout("a batch that leaves \(newCount) columns: a sheet holds at most \(SheetColumns.maximumCount)")
        }
        let frozen = batch.frozenCount ?? Swift.min(frozenCount, newCount)
        try SheetColumns.validate(frozenCount: frozen, count: newCount)
        for insertion in batch.insertions where !ListView.isValidHeight(insertion.width) {
            throw .invalidColumnWidth(insertion.width, column: insertion.column)
        }
        for reload in batch.reloads where !ListView.isValidHeight(reload.width) {
            throw .invalidColumnWidth(reload.width, column: reload.column)
        }

        self.oldCount = oldCount
        self.newCount = newCount
        self.frozenCount = frozen
        deleted = batch.deletions.sorted()
        moved = batch.moves.map { ($0.from, $0.to) }.sorted { $0.from < $1.from }
        removed = (batch.deletions + batch.moves.map(\.from)).sorted()
        placed = (batch.insertions.map { ($0.column, Source.inserted(width: SheetColumns.stored($0.width))) }
            + batch.moves.map { ($0.to, Source.moved(from: $0.from)) }).sorted { $0.column < $1.column }
        reloads = batch.reloads.map { ($0.column, SheetColumns.stored($0.width)) }.sorted { $0.column < $1.column }
    }

    /// Whether the batch changes no column: no deletion, insertion, move or reload (the frozen
    /// count may change).
    ///
    /// - Complexity: O(1).
    var movesNoColumn: Bool { removed.isEmpty && placed.isEmpty && reloads.isEmpty }

    /// Whether column `c` (before the batch) is deleted.
    ///
    /// - Complexity: O(log k).
    func isDeleted(_ c: Int) -> Bool { Self.contains(deleted, c) }

    /// Whether column `c` (before the batch) is moved.
    ///
    /// - Complexity: O(log k).
    func isMoved(_ c: Int) -> Bool {
        let i = Self.countBelow(c, in: moved.count) { moved[$0].from }
        return i < moved.count && moved[i].from == c
    }

    /// Where column `c` (before the batch) is after it: nil if deleted; a moved column's target;
    /// otherwise its place among the columns that stay, counted past the positions insertions
    /// and moves fill.
    ///
    /// - Precondition: `0 <= c < oldCount`.
    /// - Complexity: O(log k + the positions filled before the answer): O(k) at most.
    func newColumn(for c: Int) -> Int? {
        if isDeleted(c) { return nil }
        let m = Self.countBelow(c, in: moved.count) { moved[$0].from }
        if m < moved.count, moved[m].from == c { return moved[m].to }
        // Its rank among the columns that stay, then past every filled position at or before
        // where that puts it.
        var position = c - Self.countBelow(c, in: removed.count) { removed[$0] }
        for (column, _) in placed {
            guard column <= position else { break }
            position += 1
        }
        return position
    }

    /// Whether the ascending `values` hold `value`.
    ///
    /// - Complexity: O(log k).
    private static func contains(_ values: [Int], _ value: Int) -> Bool {
        let i = countBelow(value, in: values.count) { values[$0] }
        return i < values.count && values[i] == value
    }

    /// The number of the first `n` ascending values (`value(i)` for `i < n`) below `target`.
    ///
    /// - Complexity: O(log n).
    private static func countBelow(_ target: Int, in n: Int, _ value: (Int) -> Int) -> Int {
        var low = 0
        var high = n
        while low < high {
            let mid = (low + high) >> 1
            if value(mid) < target { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
