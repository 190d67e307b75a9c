extension BatchUpdatePlan {
    /// Calls `body` with each run of rows that the batch brings within `arriving` (global rows
    /// after it, numbered by `rowStart`, each section's first row after it; a moved row does not
    /// arrive), in order, and whether the run is a new section's.
    ///
    /// - Complexity: O(sections + k) for k rows added to sections that stay.
    func forEachArrival(within arriving: Range<Int>, rowStart: [Int], _ body: (Range<Int>, Bool) -> Void) {
        guard !arriving.isEmpty else { return }
        for t in 0..<newSectionCount where rowStart[t] < arriving.upperBound && rowStart[t + 1] > arriving.lowerBound {
            let firstRow = rowStart[t]
            if oldSection[t] < 0 {
                body(Swift.max(arriving.lowerBound, firstRow)..<Swift.min(arriving.upperBound, rowStart[t + 1]), true)
            } else {
                for (k, row) in addedRows[t].enumerated() where arriving.contains(firstRow + row) && addedMove(k, inSection: t) < 0 {
                    body((firstRow + row)..<(firstRow + row + 1), false)
                }
            }
        }
    }
}
