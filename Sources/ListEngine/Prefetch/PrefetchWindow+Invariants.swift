/// Consistency checks for tests; see ``ListView/_checkInvariants()``.
extension PrefetchWindow {
    /// Checks that a flag is kept for every row of the window, and none for rows outside it.
    ///
    /// - Complexity: O(1).
    func _checkInvariants() {
        precondition(outstanding.count == rows.count,
                     "the prefetch window \(rows) keeps \(outstanding.count) request flags for its \(rows.count) rows")
    }
}
