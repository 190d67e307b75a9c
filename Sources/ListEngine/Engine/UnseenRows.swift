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

    /// The rows of `runs` (in any order; they may overlap or touch), merged.
    ///
    /// - Complexity: O(r log r) for r runs.
    init(_ runs: [Range<Int>]) {
        for run in runs.sorted(by: { $0.lowerBound < $1.lowerBound }) where !run.isEmpty {
            if let last = self.runs.last, run.lowerBound <= last.upperBound {
                let merged = last.lowerBound..<Swift.max(last.upperBound, run.upperBound)
                count += merged.count - last.count
                self.runs[self.runs.count - 1] = merged
            } else {
                self.runs.append(run)
                count += run.count
            }
        }
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
