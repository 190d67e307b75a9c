import Testing
@testable import ListEngine
import TestSupport

/// Touches become highlight and selection in UIKit's order, with the delegate's veto points.
@Suite struct TouchSelectionTests {
    /// A delegate that records every highlight and selection callback, and can veto.
    final class Recorder: ListDelegate {
        var events: [String] = []
        var refuseHighlight: Set<Int> = []
        var redirectSelection: [Int: ListIndexPath?] = [:]
        var keepSelected: Set<Int> = []

        func listView(_ listView: ListView, shouldHighlightRowAt indexPath: ListIndexPath) -> Bool {
            events.append("shouldHighlight \(indexPath.row)")
            return !refuseHighlight.contains(indexPath.row)
        }
        func listView(_ listView: ListView, didHighlightRowAt indexPath: ListIndexPath) { events.append("didHighlight \(indexPath.row)") }
        func listView(_ listView: ListView, didUnhighlightRowAt indexPath: ListIndexPath) { events.append("didUnhighlight \(indexPath.row)") }
        func listView(_ listView: ListView, willSelectRowAt indexPath: ListIndexPath) -> ListIndexPath? {
            events.append("willSelect \(indexPath.row)")
            if let redirect = redirectSelection[indexPath.row] { return redirect }
            return indexPath
        }
        func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) { events.append("didSelect \(indexPath.row)") }
        func listView(_ listView: ListView, willDeselectRowAt indexPath: ListIndexPath) -> ListIndexPath? {
            events.append("willDeselect \(indexPath.row)")
            return keepSelected.contains(indexPath.row) ? nil : indexPath
        }
        func listView(_ listView: ListView, didDeselectRowAt indexPath: ListIndexPath) { events.append("didDeselect \(indexPath.row)") }
    }

    /// 100 rows of 44 pt on a 320×440 viewport, laid out; touches at y = 44 r + 10 hit row r.
    static func loadedList() throws -> (ListView, TestDataSource, Recorder) {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 100)])
        let list = try makeList(source, viewport: Size(width: 320, height: 440))
        let recorder = Recorder()
        list.delegate = recorder
        list.layout()
        return (list, source, recorder)
    }

    static func tap(_ list: ListView, row: Int) {
        list.touchDown(at: Point(x: 100, y: Double(row) * 44 + 10 - list.contentOffset.y))
        list.touchUp()
    }

    static func path(_ row: Int) -> ListIndexPath { ListIndexPath(row: row, section: 0) }

    @Test func aTapHighlightsThenSelectsInUIKitsOrder() throws {
        let (list, _, recorder) = try Self.loadedList()
        #expect(list.touchDown(at: Point(x: 100, y: 54)) == Self.path(1))
        #expect(list.indexPathForHighlightedRow == Self.path(1) && list.cellForRow(at: Self.path(1))?.isHighlighted == true)
        #expect(list.touchUp() == Self.path(1))
        #expect(recorder.events == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willSelect 1", "didSelect 1"])
        #expect(list.indexPathForHighlightedRow == nil && list.cellForRow(at: Self.path(1))?.isHighlighted == false)
        #expect(list.indexPathsForSelectedRows == [Self.path(1)] && list.cellForRow(at: Self.path(1))?.isSelected == true)

        recorder.events.removeAll()
        Self.tap(list, row: 3)
        #expect(recorder.events == ["shouldHighlight 3", "didHighlight 3", "didUnhighlight 3", "willSelect 3",
                                    "willDeselect 1", "didDeselect 1", "didSelect 3"])
        #expect(list.indexPathsForSelectedRows == [Self.path(3)])
        list._checkInvariants()
    }

    @Test func vetoesAndRedirects() throws {
        let (list, _, recorder) = try Self.loadedList()
        recorder.refuseHighlight = [2]
        #expect(list.touchDown(at: Point(x: 100, y: 98)) == nil)
        #expect(list.touchUp() == nil)
        #expect(recorder.events == ["shouldHighlight 2"] && list.indexPathsForSelectedRows.isEmpty)

        recorder.events.removeAll()
        recorder.redirectSelection = [4: nil, 5: Self.path(6)]
        Self.tap(list, row: 4)
        #expect(list.indexPathsForSelectedRows.isEmpty && recorder.events.last == "willSelect 4")
        Self.tap(list, row: 5)
        #expect(list.indexPathsForSelectedRows == [Self.path(6)] && recorder.events.last == "didSelect 6")

        recorder.keepSelected = [6]
        recorder.events.removeAll()
        Self.tap(list, row: 7)
        #expect(list.indexPathsForSelectedRows == [Self.path(6)], "a refused deselection keeps the single selection")
        #expect(recorder.events.suffix(2) == ["willSelect 7", "willDeselect 6"])
        list._checkInvariants()
    }

    @Test func multipleSelectionTogglesAndAllowsSelectionGates() throws {
        let (list, _, recorder) = try Self.loadedList()
        list.allowsMultipleSelection = true
        Self.tap(list, row: 1)
        Self.tap(list, row: 2)
        #expect(list.indexPathsForSelectedRows == [Self.path(1), Self.path(2)])
        recorder.events.removeAll()
        Self.tap(list, row: 1)
        #expect(recorder.events == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willDeselect 1", "didDeselect 1"])
        #expect(list.indexPathsForSelectedRows == [Self.path(2)])

        list.allowsSelection = false
        recorder.events.removeAll()
        Self.tap(list, row: 5)
        #expect(recorder.events == ["shouldHighlight 5", "didHighlight 5", "didUnhighlight 5"])
        #expect(list.indexPathsForSelectedRows == [Self.path(2)])
    }

    @Test func aMoveOrAScrollCancelsTheTouch() throws {
        let (list, _, recorder) = try Self.loadedList()
        list.touchDown(at: Point(x: 100, y: 54))
        list.touchMoved(to: Point(x: 104, y: 58))
        #expect(list.indexPathForHighlightedRow == Self.path(1), "a move within the slop is still a tap")
        list.touchMoved(to: Point(x: 100, y: 80))
        #expect(list.indexPathForHighlightedRow == nil)
        #expect(list.touchUp() == nil)
        #expect(recorder.events == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1"])

        recorder.events.removeAll()
        list.touchDown(at: Point(x: 100, y: 54))
        list.cancelTouch()
        #expect(list.touchUp() == nil && list.indexPathsForSelectedRows.isEmpty)
        #expect(recorder.events == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1"])
        #expect(list.touchDown(at: Point(x: 500, y: 54)) == nil, "outside the rows")
    }

    @Test func aTouchedRowFollowsItsRowAndSelectionNeverLeaksThroughReuse() throws {
        let (list, source, _) = try Self.loadedList()
        list.touchDown(at: Point(x: 100, y: 54))
        source.rows[0].insert(44, at: 0)
        try list.insertRows(at: [Self.path(0)])
        #expect(list.touchUp() == Self.path(2))
        #expect(list.indexPathsForSelectedRows == [Self.path(2)])
        for y in stride(from: 0.0, through: 3_000, by: 97) {
            try list.setContentOffset(Point(x: 0, y: y))
            list.layout()
            list._checkInvariants()
        }
        try list.setContentOffset(.zero)
        list.layout()
        #expect(list.visibleCells.filter(\.isSelected).compactMap(\.indexPath) == [Self.path(2)])
    }
}
