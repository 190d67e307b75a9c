@testable import ListEngine

/// An ``EditingHost`` without a list, for driving editing's parts on their own: an empty
/// table, no data source or delegate, every question answered "no" and every action doing
/// nothing. A suite's fake subclasses it and overrides what its tests ask about.
class EditingHostStub: EditingHost {
    let activeLayout = ActiveLayout(layout: .table, rowHeight: .fixed(44))
    let window = CellWindow()
    let listLayout = ListLayout.table
    let style = TableStyle.plain
    var dataSource: (any ListDataSource)? { nil }
    let contentOffset = Point.zero
    let viewportSize = Size(width: 300, height: 440)
    let contentInset = EdgeInsets()
    let frameInterval = 1.0 / 120
    let contentOffsetLimits = 0.0...0.0

    func loadCallees() {}
    func isLoaded(_ indexPath: ListIndexPath) -> Bool { false }
    func validate(_ indexPath: ListIndexPath) throws(ListError) {}
    func loadedRow(at point: Point) -> ListIndexPath? { nil }
    func width(ofRow indexPath: ListIndexPath) -> Double { 0 }
    func rectForHeader(inSection section: Int) -> Rect? { nil }
    func rectForRow(at indexPath: ListIndexPath) -> Rect? { nil }
    func readyBand(around y0: Double, _ y1: Double) -> (Double, Double) { (y0, y1) }
    func unchangedTransition() -> ListTransition { ListTransition() }
    func dataSourceCanEditRow(at indexPath: ListIndexPath, callees: Void) -> Bool { false }
    func delegateEditingStyle(forRowAt indexPath: ListIndexPath, callees: Void) -> ListCell.EditingStyle? { nil }
    func canMoveRow(at indexPath: ListIndexPath, callees: Void) -> Bool { false }
    func swipeActionsConfiguration(_ edge: SwipeEdge, forRowAt indexPath: ListIndexPath, callees: Void) -> ListSwipeActionsConfiguration? { nil }
    func delegateDeleteConfirmationTitle(forRowAt indexPath: ListIndexPath, callees: Void) -> String? { nil }
    func targetIndexPathForMove(from source: ListIndexPath, toProposedIndexPath proposal: ListIndexPath, callees: Void) -> ListIndexPath? { nil }
    func initialSize(ofItem g: Int, callees: Void) -> Size { Size(width: 0, height: 44) }
    func isFullSpan(item g: Int, callees: Void) -> Bool { false }
    func prepared(_ layout: any CustomCollectionLayout, counts: [Int], headers: [Double],
                  itemPath: ((Int) -> ListIndexPath)?) -> CheckedCustomLayout {
        fatalError("a table has no custom layout")
    }
    func diagnose(_ diagnostic: ListError) {}
    func willBeginEditingRow(at indexPath: ListIndexPath, callees: Void) {}
    func didEndEditingRow(at indexPath: ListIndexPath?, callees: Void) {}
    func deselectAllRowsSilently() {}
    func closeSwipeActions() {}
    func finishUpdateAnimation(callees: Void, landed: Bool) {}
    func autoScroll(to y: Double, end: Double) {}
    func placeCells(_ rows: Range<Int>) {}
    func dataSourceCommit(_ style: ListCell.EditingStyle, forRowsAt indexPaths: [ListIndexPath], callees: Void) -> Bool { false }
    func dataSourceMoveRow(from source: ListIndexPath, to destination: ListIndexPath, dataSource: any ListDataSource) {}
    func apply(_ update: ListBatchUpdate, landing: (path: ListIndexPath, screenY: Double)?, animated: Bool) throws(ListError) -> ListTransition {
        ListTransition()
    }
    func commitEditing(_ style: ListCell.EditingStyle, forRowsAt indexPaths: [ListIndexPath], animated: Bool) throws(ListError) -> ListTransition {
        ListTransition()
    }
    func deleteSwipedRow(at indexPath: ListIndexPath, animated: Bool) throws(ListError) -> ListTransition { ListTransition() }
    func commitMove(from source: ListIndexPath, to destination: ListIndexPath, dataSource: any ListDataSource,
                    landing: (path: ListIndexPath, screenY: Double)?, animated: Bool) throws(ListError) -> ListTransition {
        ListTransition()
    }
}
