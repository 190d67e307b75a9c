/// Consistency checks for tests; see ``ListView/_checkInvariants()``.
extension PrefetchWindow {
    /// Checks that a flag is kept for every row of the window, and none for rows outside it,
    /// and that only named rows are flagged.
    ///
    /// - Complexity: O(window).
    func _checkInvariants() {
        precondition(outstanding.count == rows.count,
                     "the prefetch window \(rows) keeps \(outstanding.count) request flags for its \(rows.count) rows")
        precondition(named.isEmpty || named.clamped(to: rows) == named, "the named rows \(named) lie outside the window \(rows)")
        for (offset, isOutstanding) in outstanding.enumerated() where isOutstanding {
            precondition(named.contains(rows.lowerBound + offset), "row \(rows.lowerBound + offset) is flagged but was never named")
        }
    }
}
