/// Rows inserted above the viewport that have not been on screen yet, as sorted, disjoint runs
/// of global rows with their total: memory per run, not per row — a section of a billion rows
/// inserted above the viewport is one run.
struct UnseenRows {
    /// The runs, ascending, none empty, none touching the next.
    private(set) var runs: [Range<Int>] = []
    /// The number of rows in all runs.
    private(set) var count = 0

    /// No rows.
    ///
    /// - Complexity: O(1).
    init() {}

    /// The rows of `runs` (in any order; they may overlap or touch), merged in their own storage.
    ///
    /// - Complexity: O(r log r) for r runs.
    init(_ runs: consuming [Range<Int>]) {
        var runs = runs
        runs.sort { $0.lowerBound < $1.lowerBound }
        var kept = 0
        for run in runs where !run.isEmpty {
            if kept > 0, run.lowerBound <= runs[kept - 1].upperBound {
                let last = runs[kept - 1]
                runs[kept - 1] = last.lowerBound..<Swift.max(last.upperBound, run.upperBound)
                count += runs[kept - 1].count - last.count
            } else {
                runs[kept] = run
                kept += 1
                count += run.count
            }
        }
        runs.removeLast(runs.count - kept)
        self.runs = runs
    }

    /// Whether there are no rows.
    ///
    /// - Complexity: O(1).
    var isEmpty: Bool { runs.isEmpty }

    /// The topmost row, if any.
    ///
    /// - Complexity: O(1).
    var first: Int? { runs.first?.lowerBound }

    /// Forgets every row.
    ///
    /// - Complexity: O(1) (the storage is kept).
    mutating func removeAll() {
        runs.removeAll(keepingCapacity: true)
        count = 0
    }

    /// Forgets the rows above `row`.
    ///
    /// - Complexity: O(runs); no allocation.
    mutating func removeRows(before row: Int) {
        var forgotten = 0
        while forgotten < runs.count, runs[forgotten].upperBound <= row { forgotten += 1 }
        for run in runs[0..<forgotten] { count -= run.count }
        runs.removeFirst(forgotten)
        if let first = runs.first, first.lowerBound < row {
            runs[0] = row..<first.upperBound
            count -= row - first.lowerBound
        }
    }

    /// Forgets the rows at or below `row`.
    ///
    /// - Complexity: O(runs forgotten); no allocation.
    mutating func removeRows(from row: Int) {
        while let last = runs.last, last.upperBound > row {
            runs.removeLast()
            count -= last.count
            if last.lowerBound < row {
                runs.append(last.lowerBound..<row)
                count += row - last.lowerBound
            }
        }
    }
}
