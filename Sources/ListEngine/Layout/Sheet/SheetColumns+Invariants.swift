/// Consistency checks, trapping with a message that says what is broken: for tests, and after
/// every change when the package is built with `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
extension SheetColumns {
    /// Checks the columns: ``_checkSummary()``, and with per-column widths the whole index's
    /// invariants.
    ///
    /// - Complexity: O(1) in closed form; O(n) with per-column widths.
    func _checkInvariants() {
        _checkSummary()
        index?._checkInvariants()
    }

    /// Checks what a change of the columns must leave right without a walk over them: a count
    /// a sheet holds, a frozen count within it, a valid spacing; in closed form a valid width,
    /// as stored; with per-column widths, one entry a column. (The index checks the nodes each
    /// of its own changes touched, and the whole of itself when it is rebuilt.)
    ///
    /// - Complexity: O(1).
    func _checkSummary() {
        precondition(count >= 0 && count <= Self.maximumCount, "SheetColumns: \(count) columns")
        precondition(frozenCount >= 0 && frozenCount <= count, "SheetColumns: \(frozenCount) frozen columns of \(count)")
        precondition(ListView.isValidHeight(spacing), "SheetColumns: a spacing of \(spacing)")
        guard let index else {
            precondition(ListView.isValidHeight(fixedWidth) && Self.stored(fixedWidth) == fixedWidth,
                         "SheetColumns: a fixed width of \(fixedWidth)")
            return
        }
        precondition(index.count == count, "SheetColumns: the index holds \(index.count) widths for \(count) columns")
    }
}
