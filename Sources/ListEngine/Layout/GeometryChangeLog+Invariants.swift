/// Consistency checks, trapping with a message that names the broken run: the whole log for
/// tests, and what one record touched, which the records check when the package is built with
/// `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
extension GeometryChangeLog {
    /// Checks the whole log: the sections' old first rows ascending from 0; the runs that left
    /// disjoint and in one order (from the end back while they are recorded, ascending once
    /// ``finishRemovals()`` has turned them), the runs that arrived ascending with gaps between
    /// them (touching runs join), every run sound (see ``_checkRun(_:_:at:)``); every resize
    /// finite and not 0; and the running totals either not prepared yet or those of the runs.
    ///
    /// - Complexity: O(sections + runs + the entries of the runs that keep their heights).
    package func _checkInvariants() {
        precondition(oldRowStart.first == 0, "GeometryChangeLog: the first section started at row \(oldRowStart.first.map { "\($0)" } ?? "none")")
        for s in oldRowStart.indices.dropLast() {
            precondition(oldRowStart[s] <= oldRowStart[s + 1], "GeometryChangeLog: section \(s) started at row \(oldRowStart[s]), section \(s + 1) at \(oldRowStart[s + 1])")
        }
        for r in removed.indices { _checkRun(removed[r], "left", at: r) }
        for r in added.indices { _checkRun(added[r], "arrived", at: r) }
        let ascending = removed.count < 2 || removed[0].start < removed[1].start
        for r in removed.indices.dropFirst() { _checkRemovalOrder(at: r, ascending: ascending) }
        for r in added.indices.dropFirst() { _checkArrivalOrder(at: r) }
        for (position, delta) in resized { Self._checkResize(position, delta) }
        Self._checkTotals(removedBefore, of: removed.map { ($0.count, $0.height) }, "removed")
        Self._checkTotals(addedBefore, of: added.map { ($0.count, $0.height) }, "added")
        Self._checkTotals(resizedBefore, of: resized.map { (1, $0.delta) }, "resized")
    }

    /// Checks run `run`, number `r` of those that `kind` (left or arrived): at least one entry,
    /// from a position ≥ 0, a finite height; the heights of its first entries, when kept, one
    /// more than its entries, from 0, never falling, to its height.
    ///
    /// - Complexity: O(its kept heights).
    func _checkRun(_ run: Run, _ kind: String, at r: Int) {
        precondition(run.start >= 0 && run.count > 0, "GeometryChangeLog: run \(r) that \(kind) starts at \(run.start) and holds \(run.count) entries")
        precondition(run.height.isFinite, "GeometryChangeLog: run \(r) that \(kind) at \(run.start) is \(run.height) tall")
        guard !run.prefixHeights.isEmpty else { return }
        precondition(run.prefixHeights.count == run.count + 1 && run.prefixHeights[0] == 0 && run.prefixHeights[run.count] == run.height,
                     "GeometryChangeLog: run \(r) that \(kind) at \(run.start) keeps \(run.prefixHeights.count) heights from \(run.prefixHeights[0]) to \(run.prefixHeights[run.prefixHeights.count - 1]) for \(run.count) entries \(run.height) tall")
        for k in 1...run.count {
            precondition(run.prefixHeights[k] >= run.prefixHeights[k - 1],
                         "GeometryChangeLog: run \(r) that \(kind) at \(run.start) falls from \(run.prefixHeights[k - 1]) to \(run.prefixHeights[k]) at entry \(k)")
        }
    }

    /// Checks that the run that left last recorded (from the end back) is sound and ends at or
    /// before the start of the one recorded before it.
    ///
    /// - Complexity: O(its kept heights).
    func _checkLastRemoval() {
        guard let last = removed.last else { return }
        _checkRun(last, "left", at: removed.count - 1)
        if removed.count >= 2 { _checkRemovalOrder(at: removed.count - 1, ascending: false) }
    }

    /// Checks that the run that arrived last recorded is sound and starts past the end of the
    /// one before it.
    ///
    /// - Complexity: O(1).
    func _checkLastArrival() {
        guard let last = added.last else { return }
        _checkRun(last, "arrived", at: added.count - 1)
        if added.count >= 2 { _checkArrivalOrder(at: added.count - 1) }
    }

    /// Checks that arrival run `r` starts past the end of run `r − 1`: touching runs join.
    ///
    /// - Complexity: O(1).
    func _checkArrivalOrder(at r: Int) {
        let (earlier, later) = (added[r - 1], added[r])
        precondition(earlier.start + earlier.count < later.start,
                     "GeometryChangeLog: the run that arrived at \(later.start) follows the one at \(earlier.start) (\(earlier.count) entries) without a gap")
    }

    /// Checks that the runs that left `r − 1` and `r` do not overlap and come in order:
    /// ascending, or (while they are recorded, from the end back) descending.
    ///
    /// - Complexity: O(1).
    func _checkRemovalOrder(at r: Int, ascending: Bool) {
        let (earlier, later) = ascending ? (removed[r - 1], removed[r]) : (removed[r], removed[r - 1])
        precondition(earlier.start + earlier.count <= later.start,
                     "GeometryChangeLog: the runs that left at \(earlier.start) (\(earlier.count) entries) and \(later.start) overlap or are out of order")
    }

    /// Checks a resize: of an entry at a position ≥ 0, by a finite change.
    ///
    /// - Complexity: O(1).
    static func _checkResize(_ position: Int, _ delta: Double) {
        precondition(position >= 0 && delta.isFinite, "GeometryChangeLog: entry \(position) resized by \(delta)")
    }

    /// Checks that `totals` are not prepared yet (a single zero) or are the running totals of
    /// `values`, one more than they.
    ///
    /// - Complexity: O(values).
    static func _checkTotals(_ totals: [(count: Int, height: Double)], of values: [(count: Int, height: Double)], _ name: String) {
        guard totals.count > 1 || !values.isEmpty else { return }
        if totals.count == 1 {
            precondition(totals[0] == (0, 0), "GeometryChangeLog: the \(name) totals start at \(totals[0])")
            return
        }
        precondition(totals.count == values.count + 1, "GeometryChangeLog: \(totals.count) \(name) totals for \(values.count) runs")
        for k in values.indices {
            precondition(totals[k + 1].count == totals[k].count + values[k].count && totals[k + 1].height == totals[k].height + values[k].height,
                         "GeometryChangeLog: the \(name) totals after run \(k) are \(totals[k + 1]), from \(totals[k]) and \(values[k])")
        }
    }
}
