import Testing
@testable import ListEngine
import TestSupport

/// Swipe actions driven through the public API: the state machine by drag distance, the
/// callbacks in UIKit's order, vetoes, full swipes, completions now and later, and closing on
/// a tap, a scroll, a batch.
@Suite struct EditingSwipeTests {
    static func path(_ row: Int) -> ListIndexPath { ListIndexPath(row: row, section: 0) }

    /// 60 rows of 44 pt on a 320×440 viewport; a point on row `r` at y = 44 r + 10.
    static func loaded() throws -> (ListView, EditingDataSource) {
        let source = EditingDataSource(sections: [Array(0..<60)])
        source.styles = [5: .none, 6: .insert]
        source.notEditable = [7]
        return (try makeEditingList(source), source)
    }

    static func point(_ list: ListView, row: Int) -> Point { Point(x: 200, y: Double(row) * 44 + 10 - list.contentOffset.y) }

    /// Drags row `row` by `dx` and lets go with `velocity`.
    @discardableResult
    static func swipe(_ list: ListView, row: Int, by dx: Double, velocity: Double = 0) throws -> SwipeActionResult? {
        list.beginSwipe(at: point(list, row: row))
        list.updateSwipe(translation: dx)
        return try list.endSwipe(velocity: velocity)
    }

    static func expectMatchesModel(_ list: ListView, _ source: EditingDataSource) {
        #expect(list.numberOfRows(inSection: 0) == source.sections[0].count)
        for cell in list.visibleCells { #expect((cell as? ItemCell)?.item == source.item(at: cell.indexPath!)) }
        list._checkInvariants()
    }

    @Test func aSwipeRevealsTheDeleteConfirmationWhichCommits() throws {
        let (list, source) = try Self.loaded()
        #expect(list.beginSwipe(at: Self.point(list, row: 2)) == Self.path(2))
        #expect(source.events.isEmpty, "nothing is asked before the row moves")
        list.updateSwipe(translation: -30)
        #expect(source.events == ["trailing [0, 2]", "willBeginEditing [0, 2]"])
        var state = try #require(list.swipeActionsState)
        #expect(state.indexPath == Self.path(2) && state.offset == -30 && state.revealWidth == 30 && state.edge == .trailing)
        #expect(state.phase == .tracking && state.actionsWidth == ListContextualAction.defaultWidth)
        #expect(state.actions.count == 1 && state.actions[0].isDeleteConfirmation && state.actions[0].title == "Delete")
        #expect(state.actions[0].style == .destructive)
        list.updateSwipe(translation: 25)
        #expect(source.events.last == "leading [0, 2]" && list.swipeActionsState?.offset == 0, "no leading actions: the row stays")
        list.updateSwipe(translation: -50)
        #expect(source.events.count == 3, "each edge is asked once")
        #expect(try list.endSwipe(velocity: 0) == nil)
        state = try #require(list.swipeActionsState)
        #expect(state.phase == .open && state.offset == -ListContextualAction.defaultWidth, "past half the width: open")

        let result = try list.performSwipeAction(at: 0)
        guard case let .completed(performed, transition?) = result else {
            Issue.record("the delete confirmation completes at once with a transition: \(result)")
            return
        }
        #expect(performed && transition.rows.contains { $0.change == .deleted && $0.indexPathBefore == Self.path(2) })
        #expect(source.events.suffix(2) == ["commit .delete [0, 2]", "didEndEditing nil"])
        #expect(list.swipeActionsState == nil && !source.sections[0].contains(2))
        Self.expectMatchesModel(list, source)
    }

    @Test func theDistanceAndTheFlickDecideOpenOrClosed() throws {
        let (list, source) = try Self.loaded()
        try Self.swipe(list, row: 2, by: -30)
        #expect(list.swipeActionsState == nil, "short of half the width: closed")
        #expect(source.events == ["trailing [0, 2]", "willBeginEditing [0, 2]", "didEndEditing [0, 2]"])
        try Self.swipe(list, row: 2, by: -60, velocity: 900)
        #expect(list.swipeActionsState == nil, "flicked back: closed")
        try Self.swipe(list, row: 2, by: -10, velocity: -900)
        #expect(list.swipeActionsState?.phase == .open, "flicked open")

        // From open, a new drag starts where the row is; cancelling it puts the row back.
        source.events.removeAll()
        #expect(list.beginSwipe(at: Self.point(list, row: 2)) == Self.path(2))
        list.updateSwipe(translation: 60)
        #expect(list.swipeActionsState?.offset == -14 && list.swipeActionsState?.phase == .tracking)
        list.cancelSwipe()
        #expect(list.swipeActionsState?.offset == -74 && list.swipeActionsState?.phase == .open)
        list.beginSwipe(at: Self.point(list, row: 2))
        list.updateSwipe(translation: 74)
        try list.endSwipe(velocity: 0)
        #expect(list.swipeActionsState == nil && source.events == ["didEndEditing [0, 2]"], "dragged shut")

        // Past the actions' width the row resists, unless a full swipe is allowed.
        source.trailingActions = { _ in
            var configuration = ListSwipeActionsConfiguration(actions: [ListContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        list.beginSwipe(at: Self.point(list, row: 3))
        list.updateSwipe(translation: -274)
        #expect(list.swipeActionsState?.offset == -124 && list.swipeActionsState?.triggersFullSwipe == false)
        #expect(try list.endSwipe(velocity: 0) == nil && list.swipeActionsState?.phase == .open)
        list._checkInvariants()
    }

    @Test func aFullSwipePerformsTheFirstAction() throws {
        let (list, source) = try Self.loaded()
        // Unowned: the source keeps the closure, which must not keep the source.
        source.trailingActions = { [unowned source] _ in
            ListSwipeActionsConfiguration(actions: [
                ListContextualAction(style: .destructive, title: "Trash", width: 80) { action, indexPath, completion in
                    source.events.append("handler \(action.title!) \(indexPath)")
                    source.sections[indexPath.section].remove(at: indexPath.row)
                    completion(true)
                },
                ListContextualAction(style: .normal, title: "Flag", width: 70) { _, _, completion in completion(true) },
            ])
        }
        list.beginSwipe(at: Self.point(list, row: 4))
        list.updateSwipe(translation: -180)
        #expect(list.swipeActionsState?.triggersFullSwipe == false, "not yet 60% of the row")
        list.updateSwipe(translation: -200)
        let state = try #require(list.swipeActionsState)
        #expect(state.offset == -200 && state.triggersFullSwipe && state.actionsWidth == 150)
        let result = try list.endSwipe(velocity: 0)
        guard case let .completed(true, transition?)? = result else {
            Issue.record("a completed deletion: \(String(describing: result))")
            return
        }
        #expect(transition.rows.contains { $0.change == .deleted && $0.indexPathBefore == Self.path(4) })
        #expect(source.events == ["trailing [0, 4]", "willBeginEditing [0, 4]", "handler Trash [0, 4]", "didEndEditing nil"])
        #expect(list.swipeActionsState == nil)
        Self.expectMatchesModel(list, source)
    }

    /// A full swipe is past the actions' width and past ``ListView/fullSwipeFraction`` of the
    /// row, both: a drag past only one of them opens the actions.
    @Test func aFullSwipeIsPastTheActionsAndPastTheFractionOfTheRow() throws {
        let source = EditingDataSource(sections: [Array(0..<60)])
        let list = try makeEditingList(source, viewport: Size(width: 210, height: 440))
        source.trailingActions = { _ in
            ListSwipeActionsConfiguration(actions: (0..<3).map { i in
                ListContextualAction(style: .normal, title: "A\(i)", width: 50) { _, _, done in done(true) }
            })
        }
        // 139 pt: past 0.6 of the 210 pt row (126), short of the actions' 150.
        list.beginSwipe(at: Self.point(list, row: 2))
        list.updateSwipe(translation: -139)
        #expect(list.swipeActionsState?.triggersFullSwipe == false)
        #expect(try list.endSwipe(velocity: 0) == nil)
        #expect(list.swipeActionsState?.phase == .open && list.swipeActionsState?.offset == -150, "opens at the actions' width")
        list.closeSwipeActions()
        // One action of 50 pt: past its width at 60 pt, short of 0.6 of the row until 126.
        source.trailingActions = { _ in
            ListSwipeActionsConfiguration(actions: [ListContextualAction(style: .normal, title: "Flag", width: 50) { _, _, done in done(true) }])
        }
        list.beginSwipe(at: Self.point(list, row: 2))
        list.updateSwipe(translation: -125)
        #expect(list.swipeActionsState?.triggersFullSwipe == false)
        list.updateSwipe(translation: -126)
        #expect(list.swipeActionsState?.triggersFullSwipe == true)
        list._checkInvariants()
    }

    @Test func completionsNowOrLaterAndTheirFailures() throws {
        let (list, source) = try Self.loaded()
        var later: ((Bool) -> Void)?
        source.leadingActions = { _ in
            ListSwipeActionsConfiguration(actions: [
                ListContextualAction(style: .normal, title: "Read") { _, _, completion in later = completion },
                ListContextualAction(style: .destructive, title: "Drop") { _, _, completion in later = completion },
            ])
        }
        try Self.swipe(list, row: 1, by: 100, velocity: 0)
        #expect(list.swipeActionsState?.phase == .open && list.swipeActionsState?.offset == 148)
        #expect(try list.performSwipeAction(at: 0) == .pending)
        #expect(list.swipeActionsState?.phase == .performing)
        #expect(throws: ListError.invalidEditing(.swipeActionPending)) { try list.performSwipeAction(at: 1) }
        #expect(list.touchDown(at: Self.point(list, row: 9)) == nil, "a touch waits for the action")
        try list.setContentOffset(Point(x: 0, y: 30))
        list.layout()
        #expect(list.swipeActionsState?.phase == .performing, "so does a scroll")
        later?(true)
        #expect(list.swipeActionsState == nil && source.events.last == "didEndEditing [0, 1]")
        later?(true)
        #expect(source.events.filter { $0.hasPrefix("didEnd") }.count == 1, "a second completion does nothing")

        // A destructive action completed later deletes its row then — if the model lost it.
        try list.setContentOffset(.zero)
        list.layout()
        try Self.swipe(list, row: 1, by: 100)
        #expect(try list.performSwipeAction(at: 1) == .pending)
        source.sections[0].remove(at: 1)
        later?(true)
        #expect(list.swipeActionsState == nil && source.events.last == "didEndEditing nil")
        Self.expectMatchesModel(list, source)

        // …and if it did not, the list refuses the deletion, reports it, and stays as it was.
        try Self.swipe(list, row: 1, by: 100)
        #expect(try list.performSwipeAction(at: 1) == .pending)
        let diagnostics = list.diagnosticCount
        later?(true)
        #expect(list.diagnosticCount == diagnostics + 1)
        if case .invalidBatchUpdate? = list.lastDiagnostic {} else { Issue.record("\(String(describing: list.lastDiagnostic))") }
        #expect(list.swipeActionsState == nil && source.events.last == "didEndEditing [0, 1]")
        Self.expectMatchesModel(list, source)

        // Completed with false: nothing is deleted.
        try Self.swipe(list, row: 1, by: 100)
        try list.performSwipeAction(at: 1)
        later?(false)
        #expect(list.swipeActionsState == nil && list.numberOfRows(inSection: 0) == 59)
    }

    @Test func aTapElsewhereAScrollOrAnotherRowCloses() throws {
        let (list, source) = try Self.loaded()
        try Self.swipe(list, row: 2, by: -60)
        #expect(list.swipeActionsState?.phase == .open)
        #expect(list.touchDown(at: Self.point(list, row: 5)) == nil && list.touchUp() == nil, "the touch only closes")
        #expect(list.swipeActionsState == nil && list.indexPathsForSelectedRows.isEmpty)
        #expect(source.events.last == "didEndEditing [0, 2]")

        try Self.swipe(list, row: 2, by: -60)
        try list.setContentOffset(Point(x: 0, y: 12))
        list.layout()
        #expect(list.swipeActionsState == nil && source.events.last == "didEndEditing [0, 2]", "scrolling closes")

        try Self.swipe(list, row: 2, by: -60)
        #expect(list.beginSwipe(at: Self.point(list, row: 3)) == nil, "a swipe on another row only closes")
        #expect(list.swipeActionsState == nil)
        #expect(list.beginSwipe(at: Self.point(list, row: 3)) == Self.path(3))
        list.closeSwipeActions()
        #expect(list.swipeActionsState == nil)
        list._checkInvariants()
    }

    @Test func vetoesAndEditingMode() throws {
        let (list, source) = try Self.loaded()
        #expect(list.beginSwipe(at: Self.point(list, row: 7)) == nil, "a row that cannot be edited does not swipe")
        #expect(list.beginSwipe(at: Point(x: 200, y: 5_000)) == nil)
        try Self.swipe(list, row: 5, by: -100)
        #expect(list.swipeActionsState == nil && source.events == ["trailing [0, 5]"], "style none: no delete confirmation")
        source.events.removeAll()
        source.trailingActions = { _ in ListSwipeActionsConfiguration(actions: []) }
        try Self.swipe(list, row: 2, by: -100)
        #expect(list.swipeActionsState == nil && source.events == ["trailing [0, 2]"], "an empty configuration reveals nothing")
        source.trailingActions = nil

        #expect(throws: ListError.invalidEditing(.noSwipeActions)) { try list.performSwipeAction(at: 0) }
        try Self.swipe(list, row: 2, by: -100)
        #expect(throws: ListError.invalidEditing(.swipeActionOutOfRange(1, count: 1))) { try list.performSwipeAction(at: 1) }
        list.closeSwipeActions()

        list.setEditing(true)
        #expect(list.beginSwipe(at: Self.point(list, row: 2)) == nil, "no swipes in editing mode")
        #expect(throws: ListError.indexPathOutOfRange(Self.path(60), rowsInSection: 60)) {
            try list.openSwipeActions(forRowAt: Self.path(60), edge: .trailing)
        }
        #expect(throws: ListError.invalidEditing(.notEditable(Self.path(7)))) { try list.openSwipeActions(forRowAt: Self.path(7), edge: .trailing) }
        #expect(throws: ListError.invalidEditing(.noSwipeActions)) { try list.openSwipeActions(forRowAt: Self.path(6), edge: .trailing) }
        #expect(list.swipeActionsState == nil)
        // The delete control reveals the delete confirmation, titled by the delegate.
        source.deleteTitle = "Remove"
        source.events.removeAll()
        try list.openSwipeActions(forRowAt: Self.path(3), edge: .trailing)
        #expect(list.swipeActionsState?.actions.first?.title == "Remove" && list.swipeActionsState?.phase == .open)
        #expect(source.events == ["trailing [0, 3]", "willBeginEditing [0, 3]"])
        try list.performSwipeAction(at: 0)
        #expect(source.events.suffix(2) == ["commit .delete [0, 3]", "didEndEditing nil"])
        #expect(list.visibleCells.allSatisfy(\.isEditing) == false && list.isEditing)
        Self.expectMatchesModel(list, source)
    }

    @Test func theSwipedRowFollowsBatchesAndEndsWithItsRow() throws {
        let (list, source) = try Self.loaded()
        try Self.swipe(list, row: 5 - 1, by: -60)
        source.sections[0].insert(contentsOf: [900, 901], at: 0)
        try list.insertRows(at: [Self.path(0), Self.path(1)])
        #expect(list.swipeActionsState?.indexPath == Self.path(6) && list.swipeActionsState?.phase == .open)
        source.sections[0].remove(at: 6)
        try list.deleteRows(at: [Self.path(6)])
        #expect(list.swipeActionsState == nil && source.events.last == "didEndEditing nil")

        try Self.swipe(list, row: 2, by: -60)
        try list.reloadData()
        #expect(list.swipeActionsState == nil && source.events.last == "didEndEditing nil")
        list.layout()
        Self.expectMatchesModel(list, source)
    }

    @Test func actionWidthsThatAreNotFiniteAreReportedAndReplaced() throws {
        let (list, source) = try Self.loaded()
        source.trailingActions = { _ in
            ListSwipeActionsConfiguration(actions: [ListContextualAction(style: .normal, title: "Odd", width: .nan) { _, _, done in done(true) }])
        }
        list.beginSwipe(at: Self.point(list, row: 2))
        list.updateSwipe(translation: -20)
        #expect(list.swipeActionsState?.actionsWidth == ListContextualAction.defaultWidth)
        if case .invalidLayout? = list.lastDiagnostic {} else { Issue.record("\(String(describing: list.lastDiagnostic))") }
        list.updateSwipe(translation: .infinity)
        #expect(list.swipeActionsState?.offset == -20, "a translation that is not finite is ignored")
    }
}
