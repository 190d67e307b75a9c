/// Rows a snapshot marks for reload or reconfiguration, turned into the batch's reloads.
extension ListBatchUpdate {
    /// Adds the rows of `lists` (positions before the batch, each list ascending) to
    /// `reloadedRows`, but for rows that also move — UIKit cannot move and reload a row in one
    /// batch — whose targets it returns instead, in the order of `lists`, to be configured again
    /// right after the batch. The marks are merged with the moves sorted by source, rather than
    /// looked up in a table of the moves.
    ///
    /// - Complexity: O(k log k) for k moves and marks; O(1) with no marks.
    mutating func reload(marked lists: [[ListIndexPath]]) -> [ListIndexPath] {
        var reloadAfter: [ListIndexPath] = []
        guard lists.contains(where: { !$0.isEmpty }) else { return reloadAfter }
        let moves = movedRows.sorted { $0.from < $1.from }
        for marked in lists {
            var next = 0
            for path in marked {
                while next < moves.count, moves[next].from < path { next += 1 }
                if next < moves.count, moves[next].from == path {
                    reloadAfter.append(moves[next].to)
                } else {
                    reloadedRows.append(path)
                }
            }
        }
        return reloadAfter
    }
}
