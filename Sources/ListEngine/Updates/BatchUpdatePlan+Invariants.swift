/// Consistency checks of a plan once built, trapping with a message that names the broken
/// section or row; the initializer checks its plan when the package is built with
/// `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
extension BatchUpdatePlan {
    /// Checks the plan: the sections map one to one between before and after (deleted and
    /// inserted ones mapping to -1), moved and reloaded sections stay; each section's rows that
    /// leave and arrive are ascending and within its rows, none in a section deleted or
    /// inserted; row moves go both ways, from a row that leaves to a row that arrives, as many
    /// as the counts say; reloaded rows stay (but in a reloaded section, whose end may go); and
    /// every section after the batch holds the rows it held, less those that leave, plus those
    /// that arrive.
    ///
    /// - Complexity: O(sections + k) expected, for k rows named.
    package func _checkInvariants() {
        precondition(newSection.count == oldSectionCount && oldSection.count == newSectionCount,
                     "BatchUpdatePlan: \(newSection.count) sections mapped forward of \(oldSectionCount), \(oldSection.count) back of \(newSectionCount)")
        precondition(removedRows.count == oldSectionCount && movedOutCount.count == oldSectionCount
                        && addedRows.count == newSectionCount && movedInCount.count == newSectionCount,
                     "BatchUpdatePlan: row lists for \(removedRows.count) and \(addedRows.count) sections, \(oldSectionCount) before and \(newSectionCount) after")
        for s in 0..<oldSectionCount {
            let t = newSection[s]
            precondition(t == -1 || (t >= 0 && t < newSectionCount && oldSection[t] == s),
                         "BatchUpdatePlan: section \(s) maps to \(t), which maps back to \(t >= 0 && t < newSectionCount ? oldSection[t] : -1)")
            precondition(t >= 0 || (!movedSections.contains(s) && !reloadedSections.contains(s)),
                         "BatchUpdatePlan: section \(s) is deleted and also moved or reloaded")
            precondition(t >= 0 || removedRows[s].isEmpty, "BatchUpdatePlan: deleted section \(s) has rows that leave it: \(removedRows[s].prefix(8))")
            Self._checkAscending(removedRows[s], below: oldRowCounts[s], "leave section \(s)")
        }
        for t in 0..<newSectionCount {
            let s = oldSection[t]
            precondition(s == -1 || (s >= 0 && s < oldSectionCount && newSection[s] == t),
                         "BatchUpdatePlan: section \(t) after maps back to \(s), which maps to \(s >= 0 && s < oldSectionCount ? newSection[s] : -1)")
            precondition(s >= 0 || addedRows[t].isEmpty, "BatchUpdatePlan: inserted section \(t) has rows that arrive in it: \(addedRows[t].prefix(8))")
            Self._checkAscending(addedRows[t], below: newRowCounts[t], "arrive in section \(t)")
            guard s >= 0 else { continue }
            let expected = oldRowCounts[s] - removedRows[s].count + addedRows[t].count
            precondition(newRowCounts[t] == expected,
                         "BatchUpdatePlan: section \(t) after holds \(newRowCounts[t]) rows; \(oldRowCounts[s]) before, \(removedRows[s].count) leave, \(addedRows[t].count) arrive make \(expected)")
        }
        var movedOut = [Int](repeating: 0, count: oldSectionCount)
        var movedIn = [Int](repeating: 0, count: newSectionCount)
        for s in 0..<oldSectionCount {
            precondition(moves.isEmpty ? removedMoves.isEmpty : removedMoves[s].count == removedRows[s].count
                            && removedMoves[s].allSatisfy { $0 == -1 || ($0 >= 0 && $0 < moves.count) },
                         "BatchUpdatePlan: the moves beside the rows leaving section \(s) do not line up")
        }
        for t in 0..<newSectionCount {
            precondition(moves.isEmpty ? addedMoves.isEmpty : addedMoves[t].count == addedRows[t].count
                            && addedMoves[t].allSatisfy { $0 == -1 || ($0 >= 0 && $0 < moves.count) },
                         "BatchUpdatePlan: the moves beside the rows arriving in section \(t) do not line up")
        }
        for move in moves {
            let (from, to) = (move.from, move.to)
            precondition(Self.contains(removedRows[from.section], from.row) && Self.contains(addedRows[to.section], to.row),
                         "BatchUpdatePlan: row \(from) moves to \(to), but does not leave or does not arrive")
            precondition(newIndexPath(for: from) == to && oldIndexPath(for: to) == from,
                         "BatchUpdatePlan: row \(from) moves to \(to), but maps to \(String(describing: newIndexPath(for: from))) and back from \(String(describing: oldIndexPath(for: to)))")
            movedOut[from.section] += 1
            movedIn[to.section] += 1
        }
        precondition(movedOut == movedOutCount && movedIn == movedInCount, "BatchUpdatePlan: the rows moved out and in per section do not match their counts")
        for path in reloadedRows {
            precondition(path.section >= 0 && path.section < oldSectionCount && path.row >= 0 && path.row < oldRowCounts[path.section]
                            && newSection[path.section] >= 0
                            && (reloadedSections.contains(path.section) || !Self.contains(removedRows[path.section], path.row)),
                         "BatchUpdatePlan: reloaded row \(path) does not stay")
        }
    }

    /// Checks that `rows` (the rows that `what`) are ascending, without repeats, within `0..<count`.
    ///
    /// - Complexity: O(rows).
    private static func _checkAscending(_ rows: [Int], below count: Int, _ what: String) {
        for k in rows.indices {
            precondition(rows[k] >= 0 && rows[k] < count && (k == 0 || rows[k - 1] < rows[k]),
                         "BatchUpdatePlan: the rows that \(what) are not ascending within 0..<\(count) at \(k): \(rows[Swift.max(0, k - 1)...].prefix(3))")
        }
    }

    /// Whether the ascending `rows` hold `row`.
    ///
    /// - Complexity: O(log rows).
    private static func contains(_ rows: [Int], _ row: Int) -> Bool {
        let k = countBelow(row, in: rows)
        return k < rows.count && rows[k] == row
    }
}
