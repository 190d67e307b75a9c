/// Consistency checks, trapping with a message that names the rows: the whole window for tests
/// (see ``ListView/_checkInvariants()``), and what one operation touched, which the operations
/// check when the package is built with `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
extension PrefetchWindow {
    /// Checks the bounds (see ``_checkBounds()``) and that only named rows are flagged.
    ///
    /// - Complexity: O(window).
    func _checkInvariants() {
        _checkBounds()
        for (offset, isOutstanding) in outstanding.enumerated() where isOutstanding {
            precondition(named.contains(rows.lowerBound + offset), "row \(rows.lowerBound + offset) is flagged but was never named")
        }
    }

    /// Checks that a flag is kept for every row of the window, and none for rows outside it,
    /// and that the named rows lie in the window.
    ///
    /// - Complexity: O(1).
    func _checkBounds() {
        precondition(outstanding.count == rows.count,
                     "the prefetch window \(rows) keeps \(outstanding.count) request flags for its \(rows.count) rows")
        precondition(named.isEmpty || named.clamped(to: rows) == named, "the named rows \(named) lie outside the window \(rows)")
    }

    /// Checks the rows of `rows` (in the window): each flagged exactly when it is not in `visible`.
    ///
    /// - Complexity: O(rows).
    func _checkFlags(of rows: Range<Int>, visible: Range<Int>) {
        for row in rows.clamped(to: self.rows) {
            precondition(outstanding[row - self.rows.lowerBound] == !visible.contains(row),
                         "row \(row) is \(outstanding[row - self.rows.lowerBound] ? "" : "not ")flagged while the visible rows are \(visible)")
        }
    }
}
