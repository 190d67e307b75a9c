/// The list as editing's host: pure forwarding to its layout, viewport, data source, delegate,
/// selection and operations. (Its layout, cells, viewport and the operations named alike
/// answer as they are.)
extension ListView: EditingHost {
    /// Whether an interactive move is under way: what the focus, the place keeper, a scroll
    /// animation and accessibility ask.
    var isMovingRow: Bool { editing.move.isActive }

    func dataSourceCanEditRow(at indexPath: ListIndexPath, callees: Callees) -> Bool {
        callees.dataSource?.listView(self, canEditRowAt: indexPath) ?? false
    }

    func delegateEditingStyle(forRowAt indexPath: ListIndexPath, callees: Callees) -> ListCell.EditingStyle? {
        callees.delegate?.listView(self, editingStyleForRowAt: indexPath)
    }

    func canMoveRow(at indexPath: ListIndexPath, callees: Callees) -> Bool {
        callees.dataSource?.listView(self, canMoveRowAt: indexPath) ?? false
    }

    func swipeActionsConfiguration(_ edge: SwipeEdge, forRowAt indexPath: ListIndexPath, callees: Callees) -> ListSwipeActionsConfiguration? {
        edge == .leading
            ? callees.delegate?.listView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : callees.delegate?.listView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }

    func delegateDeleteConfirmationTitle(forRowAt indexPath: ListIndexPath, callees: Callees) -> String? {
        callees.delegate?.deleteConfirmationTitle(in: self, at: indexPath)
    }

    func targetIndexPathForMove(from source: ListIndexPath, toProposedIndexPath proposal: ListIndexPath, callees: Callees) -> ListIndexPath? {
        callees.delegate?.listView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposal)
    }

    func initialSize(ofItem g: Int, callees: Callees) -> Size { initialSize(ofItem: g, delegate: callees.delegate) }

    func isFullSpan(item g: Int, callees: Callees) -> Bool {
        itemSizes(callees).isFullSpan(itemAt: activeLayout.geometry.indexPath(ofRow: g))
    }

    func loadedRow(at point: Point) -> ListIndexPath? {
        guard let g = activeLayout.item(at: Point(x: point.x + viewport.offset.x, y: point.y + viewport.offset.y)) else { return nil }
        let path = activeLayout.geometry.indexPath(ofRow: g)
        return isLoaded(path) ? path : nil
    }

    func width(ofRow indexPath: ListIndexPath) -> Double {
        activeLayout.frame(ofItem: activeLayout.geometry.globalRow(of: indexPath)).width
    }

    func readyBand(around y0: Double, _ y1: Double) -> (Double, Double) {
        ViewportRanges.band(of: viewport.tuning.ready, around: y0, y1, direction: viewport.direction)
    }

    func willBeginEditingRow(at indexPath: ListIndexPath, callees: Callees) {
        callees.delegate?.listView(self, willBeginEditingRowAt: indexPath)
    }

    func didEndEditingRow(at indexPath: ListIndexPath?, callees: Callees) {
        callees.delegate?.listView(self, didEndEditingRowAt: indexPath)
    }

    func deselectAllRowsSilently() { selection.deselectAllSilently() }

    func autoScroll(to y: Double, end: Double) { viewport.scroll(to: y, end: end) }

    func dataSourceCommit(_ style: ListCell.EditingStyle, forRowsAt indexPaths: [ListIndexPath], callees: Callees) -> Bool {
        guard let dataSource = callees.dataSource else { return false }
        for path in indexPaths { dataSource.listView(self, commit: style, forRowAt: path) }
        return true
    }

    func dataSourceMoveRow(from source: ListIndexPath, to destination: ListIndexPath, dataSource: any ListDataSource) {
        dataSource.listView(self, moveRowAt: source, to: destination)
    }

    func deleteSwipedRow(at indexPath: ListIndexPath, animated: Bool) throws(ListError) -> ListTransition {
        try perform("performSwipeAction(at:)") { () throws(ListError) in try editing.applyCommitted(.delete, rows: [indexPath], animated: animated, in: self) }
    }

    func commitMove(from source: ListIndexPath, to destination: ListIndexPath, dataSource: any ListDataSource,
                    landing: (path: ListIndexPath, screenY: Double)?, animated: Bool) throws(ListError) -> ListTransition {
        try editing.commitMove(from: source, to: destination, dataSource: dataSource, landing: landing, animated: animated, in: self)
    }
}
