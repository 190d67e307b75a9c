extension BatchCellTransfer {
    /// Describes the batch `plan` into `transition`: the rows `host` displays after it, in
    /// order (each with where it came from: ``before``, by `cameFrom`; beyond the ready window,
    /// `slidFrames`, `collectionBefore` or the old geometry in `log`); then the rows visible
    /// before that are not any more. `visibleAfter`: the rows visible after the batch.
    ///
    /// - Complexity: O(c log n) for c cells in the ready windows before and after.
    func describe(_ plan: BatchUpdatePlan, into transition: inout ListTransition, cameFrom: [Int: Int], visibleAfter: Range<Int>,
                  slidFrames: [ListIndexPath: Rect], log: inout GeometryChangeLog, collectionBefore: CollectionBefore?,
                  in host: some BatchCellHost) {
        let window = host.window
        let activeLayout = host.activeLayout
        log.prepareQueries()
        var described = Set<Int>()
        for g in window.displayed {
            let path = activeLayout.geometry.indexPath(ofRow: g)
            var row = ListTransition.Row(change: .kept, indexPathBefore: nil, indexPathAfter: path, frameBefore: nil,
                                         frameAfter: window.cells[g - window.materialized.lowerBound].frame, wasVisible: false,
                                         isVisible: visibleAfter.contains(g))
            if let i = cameFrom[g] {
                described.insert(i)
                row.indexPathBefore = before.rows[i].path
                row.frameBefore = before.rows[i].frame
                row.wasVisible = before.rows[i].wasVisible
                row.change = plan.change(of: before.rows[i].path)
            } else if let old = plan.oldIndexPath(for: path) {
                // It was beyond the ready window and slides into view: measured where it was.
                row.indexPathBefore = old
                if let collectionBefore {
                    row.frameBefore = collectionBefore.frame(of: old) ?? slidFrames[old]
                } else {
                    let extent = log.oldExtent(ofRow: old, in: activeLayout.geometry)
                    row.frameBefore = Rect(x: activeLayout.rowExtent.x, y: extent.top, width: activeLayout.rowExtent.width, height: extent.height)
                }
                row.change = plan.change(of: old)
            } else {
                row.change = .inserted
            }
            transition.rows.append(row)
        }
        for (i, start) in before.rows.enumerated() where start.wasVisible && !described.contains(i) {
            let after = plan.newIndexPath(for: start.path)
            transition.rows.append(ListTransition.Row(change: plan.change(of: start.path), indexPathBefore: start.path, indexPathAfter: after,
                                                      frameBefore: start.frame, frameAfter: nil, wasVisible: true, isVisible: false))
        }
    }
}
