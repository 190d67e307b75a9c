extension UnseenRows {
    /// The runs of `before` (rows of sections before the batch `plan`) where `plan` puts them,
    /// with the rows that `plan` brings within `arriving` (global rows after it, numbered by
    /// `rowStart`; a moved row does not arrive).
    ///
    /// - Complexity: O(sections + k log k + r log r) for k rows that arrive and r runs.
    init(_ plan: BatchUpdatePlan, before: [(section: Int, rows: Range<Int>)], arriving: Range<Int>, rowStart: [Int]) {
        var arrivals = 0
        plan.forEachArrival(within: arriving, rowStart: rowStart) { _, _ in arrivals += 1 }
        var unseen = [Range<Int>]()
        unseen.reserveCapacity(before.count + arrivals)
        for old in before {
            for new in plan.newRuns(of: old.rows, inSection: old.section) {
                let first = rowStart[new.section]
                unseen.append((first + new.rows.lowerBound)..<(first + new.rows.upperBound))
            }
        }
        plan.forEachArrival(within: arriving, rowStart: rowStart) { run, _ in unseen.append(run) }
        self.init(unseen)
    }
}
