/// Consistency checks for tests; see ``ListView/_checkInvariants()``.
extension PrefetchWindow {
    /// Checks that the ring holds the whole window, that only named rows are flagged, and that
    /// no bit is set for a row outside the window.
    ///
    /// - Complexity: O(window + ring).
    func _checkInvariants() {
        precondition(rows.count <= flags.count * 64, "the prefetch window \(rows) is wider than its ring of \(flags.count * 64) rows")
        precondition(named.isEmpty || named.clamped(to: rows) == named, "the named rows \(named) lie outside the window \(rows)")
        var flagged = 0
        for row in rows where isOutstanding(row) {
            precondition(named.contains(row), "row \(row) is flagged but was never named")
            flagged += 1
        }
        let set = flags.reduce(0) { $0 + $1.nonzeroBitCount }
        precondition(set == flagged, "\(set) bits are set in the ring but \(flagged) rows of the window \(rows) are flagged")
    }
}
