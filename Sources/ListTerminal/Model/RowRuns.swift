/// A section's records in order as runs of consecutive record numbers: what a span of a data
/// set becomes when rows are deleted or moved. Memory follows the edits, not the rows: a span of
/// a billion rows with one row deleted is two runs.
public struct RowRuns: Hashable, Sendable {
    /// The runs, in row order; none is empty.
    public private(set) var runs: [Range<Int>]
    /// `ends[i]` is the number of rows in runs `0 ... i`.
    private var ends: [Int]

    /// The records of `span`, in order.
    ///
    /// - Complexity: O(1).
    public init(_ span: Range<Int>) {
        runs = span.isEmpty ? [] : [span]
        ends = span.isEmpty ? [] : [span.count]
    }

    /// The number of rows.
    ///
    /// - Complexity: O(1).
    public var count: Int { ends.last ?? 0 }

    /// The record number of row `row` (0 ≤ row < ``count``).
    ///
    /// - Complexity: O(log r) for r runs.
    public subscript(row: Int) -> Int {
        let i = run(containing: row)
        return runs[i].lowerBound + row - start(ofRun: i)
    }

    /// Removes row `row` (0 ≤ row < ``count``) and returns its record number: its run splits in
    /// two, or shrinks.
    ///
    /// - Complexity: O(r) for r runs.
    public mutating func remove(at row: Int) -> Int {
        let i = run(containing: row)
        let run = runs[i]
        let id = run.lowerBound + row - start(ofRun: i)
        let pieces = [run.lowerBound..<id, (id + 1)..<run.upperBound].filter { !$0.isEmpty }
        replace(i..<(i + 1), with: pieces)
        return id
    }

    /// Inserts record `id` as row `row` (0 ≤ row ≤ ``count``), joining the run before or after
    /// it when it continues one.
    ///
    /// - Complexity: O(r) for r runs.
    public mutating func insert(_ id: Int, at row: Int) {
        let i = row == count ? runs.count : run(containing: row)
        let offset = row - start(ofRun: i)
        if offset > 0 {
            // Inside run i: split it around the new record.
            let run = runs[i]
            let split = run.lowerBound + offset
            replace(i..<(i + 1), with: [run.lowerBound..<split, id..<(id + 1), split..<run.upperBound])
        } else if i > 0, runs[i - 1].upperBound == id {
            replace((i - 1)..<i, with: [runs[i - 1].lowerBound..<(id + 1)])
        } else if i < runs.count, runs[i].lowerBound == id + 1 {
            replace(i..<(i + 1), with: [id..<runs[i].upperBound])
        } else {
            replace(i..<i, with: [id..<(id + 1)])
        }
    }

    /// Appends records `ids` after the last row, continuing the last run when they follow it.
    ///
    /// - Complexity: O(1) amortized.
    public mutating func append(_ ids: Range<Int>) {
        guard !ids.isEmpty else { return }
        if let last = runs.last, last.upperBound == ids.lowerBound {
            runs[runs.count - 1] = last.lowerBound..<ids.upperBound
            ends[ends.count - 1] += ids.count
        } else {
            runs.append(ids)
            ends.append(count + ids.count)
        }
    }

    /// The run that holds row `row`.
    ///
    /// - Complexity: O(log r).
    private func run(containing row: Int) -> Int {
        var low = 0
        var high = ends.count
        while low < high {
            let mid = (low + high) >> 1
            if ends[mid] <= row { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The first row of run `i` (the row count for `i` = the number of runs).
    ///
    /// - Complexity: O(1).
    private func start(ofRun i: Int) -> Int { i == 0 ? 0 : ends[i - 1] }

    /// Replaces the runs in `range` by `pieces` (none empty) and counts the rows again from there.
    ///
    /// - Complexity: O(r).
    private mutating func replace(_ range: Range<Int>, with pieces: [Range<Int>]) {
        runs.replaceSubrange(range, with: pieces)
        ends.removeSubrange(range.lowerBound...)
        var total = start(ofRun: range.lowerBound)
        for run in runs[range.lowerBound...] {
            total += run.count
            ends.append(total)
        }
    }
}
