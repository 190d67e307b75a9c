/// The cells of a block of a sheet — a run of rows by a run of columns — kept on a torus: the
/// cell of row `r` and column `c` lives in slot `(r mod rowSlots, c mod columnSlots)`, so when
/// the block moves, only the cells that leave it go back and only those that enter it are
/// made; every other cell stays in its slot, untouched.
///
/// The slots grow (to powers of two) when a block is larger than any before, all cells given
/// back then; a block that fits moves without allocating.
struct SheetCellGrid {
    /// The rows the block holds cells for.
    private(set) var rows: Range<Int> = 0..<0
    /// The columns the block holds cells for.
    private(set) var columns: Range<Int> = 0..<0
    /// The cells, `columnSlots` a row slot; nil outside the block.
    private var slots: ContiguousArray<ListCell?> = []
    /// How many rows the slots hold (a power of two, or 0).
    private(set) var rowSlots = 0
    /// How many columns the slots hold (a power of two, or 0).
    private(set) var columnSlots = 0

    /// The number of cells held.
    ///
    /// - Complexity: O(1).
    var count: Int { rows.count * columns.count }

    /// The cell of row `r` in column `c`, if the block holds it.
    ///
    /// - Complexity: O(1).
    func cell(row r: Int, column c: Int) -> ListCell? {
        guard rows.contains(r), columns.contains(c) else { return nil }
        return slots[slot(r, c)]
    }

    /// The slot of row `r` and column `c`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    private func slot(_ r: Int, _ c: Int) -> Int { (r & (rowSlots - 1)) * columnSlots + (c & (columnSlots - 1)) }

    /// Calls `body` with each cell of the block, row by row, left to right.
    ///
    /// - Complexity: O(cells).
    func forEach(_ body: (_ row: Int, _ column: Int, _ cell: ListCell) -> Void) {
        for r in rows {
            for c in columns {
                if let cell = slots[slot(r, c)] { body(r, c, cell) }
            }
        }
    }

    /// Whether the block is `newRows` by `newColumns` already, so that moving it there would
    /// change nothing (an empty run of either holds no cell: the block is then empty).
    ///
    /// - Complexity: O(1).
    func holds(rows newRows: Range<Int>, columns newColumns: Range<Int>) -> Bool {
        let (newRows, newColumns) = Self.block(rows: newRows, columns: newColumns)
        return newRows == rows && newColumns == columns
    }

    /// `rows` by `columns` as the block keeps them: both empty, at their lower bounds, when
    /// either is.
    ///
    /// - Complexity: O(1).
    private static func block(rows: Range<Int>, columns: Range<Int>) -> (rows: Range<Int>, columns: Range<Int>) {
        guard rows.isEmpty || columns.isEmpty else { return (rows, columns) }
        return (rows.lowerBound..<rows.lowerBound, columns.lowerBound..<columns.lowerBound)
    }

    /// Moves the block to `newRows` by `newColumns`: `recycle` gets each cell that leaves it,
    /// then `make` is asked for each cell that enters it, row by row. Returns how many were made.
    ///
    /// - Complexity: O(cells that leave + cells that enter); O(cells) and an allocation when
    ///   the block outgrows the slots.
    @discardableResult
    mutating func move(toRows newRows: Range<Int>, columns newColumns: Range<Int>,
                       make: (_ row: Int, _ column: Int) -> ListCell, recycle: (ListCell) -> Void) -> Int {
        let (newRows, newColumns) = Self.block(rows: newRows, columns: newColumns)
        guard newRows != rows || newColumns != columns else { return 0 }
        if newRows.count > rowSlots || newColumns.count > columnSlots {
            removeAll(recycle: recycle)
            grow(rows: newRows.count, columns: newColumns.count)
        }
        // The rows both blocks hold (empty when they do not meet), and the runs either holds alone.
        let keptStart = Swift.max(rows.lowerBound, newRows.lowerBound)
        let kept = keptStart..<Swift.max(keptStart, Swift.min(rows.upperBound, newRows.upperBound))
        // Leaving: the old rows no longer held, whole; the rows kept, in the columns no longer held.
        for r in RowRuns(rows, minus: kept) { give(row: r, from: columns.lowerBound, to: columns.upperBound, recycle) }
        if newColumns != columns {
            for r in kept {
                give(row: r, from: columns.lowerBound, to: Swift.min(columns.upperBound, newColumns.lowerBound), recycle)
                give(row: r, from: Swift.max(columns.lowerBound, newColumns.upperBound), to: columns.upperBound, recycle)
            }
        }
        // Entering: the new rows, whole; the rows kept, in the columns not held before.
        var made = 0
        for r in RowRuns(newRows, minus: kept) { made += fill(row: r, from: newColumns.lowerBound, to: newColumns.upperBound, make) }
        if newColumns != columns {
            for r in kept {
                made += fill(row: r, from: newColumns.lowerBound, to: Swift.min(newColumns.upperBound, columns.lowerBound), make)
                made += fill(row: r, from: Swift.max(newColumns.lowerBound, columns.upperBound), to: newColumns.upperBound, make)
            }
        }
        rows = newRows
        columns = newColumns
        return made
    }

    /// Gives `recycle` the cells of row `r` in the columns from `first` up to `end` (none when
    /// `end` is not past `first`).
    ///
    /// - Complexity: O(end − first).
    private mutating func give(row r: Int, from first: Int, to end: Int, _ recycle: (ListCell) -> Void) {
        guard first < end else { return }
        // Taken out of its slot, not copied: no retain and release a cell.
        for c in first..<end {
            if let cell = slots[slot(r, c)].take() { recycle(cell) }
        }
    }

    /// Asks `make` for the cells of row `r` in the columns from `first` up to `end` (none when
    /// `end` is not past `first`); returns how many.
    ///
    /// - Complexity: O(end − first).
    private mutating func fill(row r: Int, from first: Int, to end: Int, _ make: (_ row: Int, _ column: Int) -> ListCell) -> Int {
        guard first < end else { return 0 }
        for c in first..<end { slots[slot(r, c)] = make(r, c) }
        return end - first
    }

    /// Gives every cell to `recycle`; the block is then empty.
    ///
    /// - Complexity: O(cells).
    mutating func removeAll(recycle: (ListCell) -> Void) {
        for r in rows { give(row: r, from: columns.lowerBound, to: columns.upperBound, recycle) }
        rows = rows.lowerBound..<rows.lowerBound
        columns = columns.lowerBound..<columns.lowerBound
    }

    /// Makes room for a block of `rowCount` by `columnCount` cells at least.
    ///
    /// - Precondition: the block is empty.
    /// - Complexity: O(slots).
    private mutating func grow(rows rowCount: Int, columns columnCount: Int) {
        rowSlots = Swift.max(rowSlots, Self.powerOfTwo(atLeast: rowCount))
        columnSlots = Swift.max(columnSlots, Self.powerOfTwo(atLeast: columnCount))
        slots = ContiguousArray(repeating: nil, count: rowSlots * columnSlots)
    }

    /// The least power of two ≥ `n` (1 for n ≤ 1).
    ///
    /// - Complexity: O(1).
    private static func powerOfTwo(atLeast n: Int) -> Int {
        n <= 1 ? 1 : 1 << (Int.bitWidth - (n - 1).leadingZeroBitCount)
    }

    #if LISTENGINE_INTERNAL_CHECKS
    /// Checks that exactly the block's slots hold cells.
    func _checkInvariants() {
        precondition(rows.count <= rowSlots || rows.isEmpty)
        precondition(columns.count <= columnSlots || columns.isEmpty)
        let held = slots.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        precondition(held == count, "the grid holds \(held) cells for a block of \(count)")
    }
    #endif
}
