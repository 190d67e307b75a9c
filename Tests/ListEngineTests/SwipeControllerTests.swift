import Testing
@testable import ListEngine

/// ``SwipeController`` driven through a fake ``EditingHost``, without a list: rows 44 pt tall and
/// 300 pt wide, every row editable with the delete style, the host recording what it is asked.
@Suite struct SwipeControllerTests {
    /// A host of ten rows in one section, whose delegate gives `trailing` (if any) for every row.
    final class FakeHost: EditingHostStub {
        var trailing: ListSwipeActionsConfiguration?
        var events: [String] = []
        let editing = EditingState()
        var controller: SwipeController { editing.swipe }

        override func diagnose(_ diagnostic: ListError) { events.append("diagnose") }
        override func loadedRow(at point: Point) -> ListIndexPath? {
            (0..<440).contains(point.y) ? ListIndexPath(row: Int(point.y / 44), section: 0) : nil
        }
        override func width(ofRow indexPath: ListIndexPath) -> Double { 300 }
        override func isLoaded(_ indexPath: ListIndexPath) -> Bool { true }
        override func dataSourceCanEditRow(at indexPath: ListIndexPath, callees: Void) -> Bool { true }
        override func swipeActionsConfiguration(_ edge: SwipeEdge, forRowAt indexPath: ListIndexPath, callees: Void) -> ListSwipeActionsConfiguration? {
            events.append("\(edge) \(indexPath.row)")
            return edge == .trailing ? trailing : nil
        }
        override func willBeginEditingRow(at indexPath: ListIndexPath, callees: Void) { events.append("willBegin \(indexPath.row)") }
        override func didEndEditingRow(at indexPath: ListIndexPath?, callees: Void) { events.append("didEnd \(indexPath.map { "\($0.row)" } ?? "nil")") }
        override func closeSwipeActions() { controller.end(in: self, callees: ()) }
        override func commitEditing(_ style: ListCell.EditingStyle, forRowsAt indexPaths: [ListIndexPath], animated: Bool) throws(ListError) -> ListTransition {
            events.append("commit \(indexPaths.map(\.row))")
            return ListTransition()
        }
        override func deleteSwipedRow(at indexPath: ListIndexPath, animated: Bool) throws(ListError) -> ListTransition {
            events.append("delete \(indexPath.row)")
            return ListTransition()
        }
    }

    @Test func aShortDragRevealsTheDeleteConfirmationThenCloses() throws {
        let host = FakeHost()
        let swipe = host.controller
        #expect(swipe.begin(at: Point(x: 10, y: 100), in: host, callees: ()) == ListIndexPath(row: 2, section: 0))
        swipe.update(translation: -30, in: host, callees: ())
        #expect(swipe.state?.offset == -30 && swipe.state?.actions.map(\.title) == [ListView.defaultDeleteConfirmationTitle])
        #expect(try swipe.release(velocity: 0, in: host) == nil)
        #expect(!swipe.isActive)
        #expect(host.events == ["trailing 2", "willBegin 2", "didEnd 2"])
    }

    @Test func aDestructiveActionCompletedDeletesItsRow() throws {
        let host = FakeHost()
        let action = ListContextualAction(style: .destructive, title: "Bin") { _, _, completion in completion(true) }
        host.trailing = ListSwipeActionsConfiguration(actions: [action])
        let swipe = host.controller
        try swipe.open(ListIndexPath(row: 3, section: 0), edge: .trailing, in: host, callees: ())
        #expect(swipe.state?.phase == .open && swipe.state?.offset == -ListContextualAction.defaultWidth)
        guard case .completed(performed: true, _) = try swipe.performAction(at: 0, animated: false, in: host) else {
            Issue.record("the action completes at once")
            return
        }
        #expect(host.events.suffix(2) == ["willBegin 3", "delete 3"])
    }

    @Test func noRowSwipesInEditingMode() {
        let host = FakeHost()
        host.editing.isEditing = true
        #expect(host.editing.beginSwipe(at: Point(x: 10, y: 100), in: host, callees: ()) == nil)
        #expect(!host.controller.isActive && host.events.isEmpty)
    }
}
