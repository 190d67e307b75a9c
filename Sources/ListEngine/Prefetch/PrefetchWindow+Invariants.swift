/// Consistency checks, trapping with a message that names the rows: the whole window for tests
/// (see ``ListView/_checkInvariants()``), and what one operation touched, which the operations
/// check when the package is built with `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
extension PrefetchWindow {
    /// Checks the bounds (see ``_checkBounds()``), that only named rows are flagged, and that no
    /// bit is set for a row outside the window.
    ///
    /// - Complexity: O(window + ring).
    func _checkInvariants() {
        _checkBounds()
        var flagged = 0
        for row in rows where isOutstanding(row) {
            precondition(named.contains(row), "row \(row) is flagged but was never named")
            flagged += 1
        }
        let set = flags.reduce(0) { $0 + $1.nonzeroBitCount }
        precondition(set == flagged, "\(set) bits are set in the ring but \(flagged) rows of the window \(rows) are flagged")
    }

    /// Checks that the ring holds the whole window, and that the named rows lie in the window.
    ///
    /// - Complexity: O(1).
    func _checkBounds() {
        precondition(rows.count <= flags.count * 64, "the prefetch window \(rows) is wider than its ring of \(flags.count * 64) rows")
        precondition(named.isEmpty || named.clamped(to: rows) == named, "the named rows \(named) lie outside the window \(rows)")
    }

    /// Checks the rows of `rows` (in the window): each flagged exactly when it is not in `visible`.
    ///
    /// - Complexity: O(rows).
    func _checkFlags(of rows: Range<Int>, visible: Range<Int>) {
        for row in rows.clamped(to: self.rows) {
            precondition(isOutstanding(row) == !visible.contains(row),
                         "row \(row) is \(isOutstanding(row) ? "" : "not ")flagged while the visible rows are \(visible)")
        }
    }
}
