import Testing
@testable import ListEngine
import TestSupport

/// Editing mode: what each row's cell shows, across scrolling and reuse, and which touches
/// select in each mode, with UIKit's flags.
@Suite struct EditingModeTests {
    /// 200 rows of 44 pt on a 320×440 viewport.
    static func loaded() throws -> (ListView, EditingDataSource) {
        let source = EditingDataSource(sections: [Array(0..<200)])
        source.styles = [3: .insert, 5: .none, 150: .insert]
        source.notEditable = [7, 120]
        source.movable = Set(0..<50)
        return (try makeEditingList(source), source)
    }

    static func path(_ row: Int) -> ListIndexPath { ListIndexPath(row: row, section: 0) }

    static func tap(_ list: ListView, row: Int) {
        list.touchDown(at: Point(x: 100, y: Double(row) * 44 + 10 - list.contentOffset.y))
        list.touchUp()
    }

    /// Every cell in the ready window shows its own row's editing state.
    static func expectCellsMatch(_ list: ListView, _ source: EditingDataSource, _ context: String) {
        for g in list.ranges.ready {
            let path = list.indexPath(forGlobalRow: g)!
            guard let cell = list.cellsWithRows[g - list.rowsWithCells.lowerBound] as? ItemCell else { continue }
            let item = source.item(at: path)
            #expect(cell.item == item, "\(context): the cell of \(path) shows item \(cell.item)")
            let editable = list.isEditing && !source.notEditable.contains(item)
            #expect(cell.isEditing == editable, "\(context): item \(item) isEditing")
            #expect(cell.editingStyle == (editable ? source.styles[item] ?? .delete : .none), "\(context): item \(item) style")
            #expect(cell.showsReorderControl == (editable && item < 50), "\(context): item \(item) reorder control")
        }
        list._checkInvariants()
    }

    @Test func cellsShowTheirRowsEditingStateAndItNeverLeaksThroughReuse() throws {
        let (list, source) = try Self.loaded()
        #expect(!list.isEditing)
        Self.expectCellsMatch(list, source, "not editing")
        list.setEditing(true)
        #expect(list.isEditing)
        Self.expectCellsMatch(list, source, "editing")
        for y in stride(from: 0.0, through: 8_000, by: 173) {
            try list.setContentOffset(Point(x: 0, y: y))
            list.layout()
            Self.expectCellsMatch(list, source, "editing at \(y)")
        }
        list.setEditing(false)
        Self.expectCellsMatch(list, source, "after editing")
        for y in stride(from: 8_000.0, through: 0, by: -211) {
            try list.setContentOffset(Point(x: 0, y: y))
            list.layout()
            Self.expectCellsMatch(list, source, "after editing at \(y)")
        }
    }

    @Test func touchesSelectOnlyAsTheEditingModeAllows() throws {
        let (list, source) = try Self.loaded()
        Self.tap(list, row: 1)
        #expect(list.indexPathsForSelectedRows == [Self.path(1)])

        list.setEditing(true)
        #expect(list.indexPathsForSelectedRows.isEmpty, "changing the mode clears the selection, as UIKit")
        #expect(list.cellForRow(at: Self.path(1))?.isSelected == false)
        source.events.removeAll()
        Self.tap(list, row: 2)
        #expect(list.indexPathsForSelectedRows.isEmpty && source.events.isEmpty, "no selection during editing by default")

        list.allowsSelectionDuringEditing = true
        Self.tap(list, row: 2)
        Self.tap(list, row: 4)
        #expect(list.indexPathsForSelectedRows == [Self.path(4)], "one at a time")
        #expect(source.events == ["didSelect [0, 2]", "didDeselect [0, 2]", "didSelect [0, 4]"])

        list.allowsMultipleSelectionDuringEditing = true
        Self.tap(list, row: 6)
        Self.tap(list, row: 8)
        Self.tap(list, row: 4)
        #expect(list.indexPathsForSelectedRows == [Self.path(6), Self.path(8)], "taps toggle")
        try list.selectRow(at: Self.path(9))
        #expect(list.indexPathsForSelectedRows.count == 3, "programmatic selection keeps the others in this mode")
        list.allowsMultipleSelectionDuringEditing = false
        #expect(list.indexPathsForSelectedRows == [Self.path(6)], "turning it off keeps the first")

        list.setEditing(false)
        #expect(list.indexPathsForSelectedRows.isEmpty)
        list.allowsSelection = true
        Self.tap(list, row: 3)
        Self.tap(list, row: 5)
        #expect(list.indexPathsForSelectedRows == [Self.path(5)], "outside editing, allowsMultipleSelection rules")
        list.allowsMultipleSelectionDuringEditing = true
        list.allowsSelectionDuringEditing = false
        list.setEditing(true)
        Self.tap(list, row: 3)
        Self.tap(list, row: 5)
        #expect(list.indexPathsForSelectedRows == [Self.path(3), Self.path(5)], "multiple selection during editing implies selection")
        list._checkInvariants()
    }

    @Test func settingEditingFromACallbackIsRefused() throws {
        final class Switcher: ListDelegate {
            func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath) {
                listView.setEditing(true)
            }
        }
        let (list, source) = try Self.loaded()
        let switcher = Switcher()
        list.delegate = switcher
        try list.setContentOffset(Point(x: 0, y: 2_000))
        list.layout()
        #expect(!list.isEditing)
        #expect(list.lastDiagnostic == .reentrantCall("setEditing(_:)", during: "layout()"))
        #expect(list.visibleCells.allSatisfy { !$0.isEditing } && source.sections[0].count == 200)
    }

    @Test func theDeleteConfirmationTitleIsTheDelegatesOrDelete() throws {
        let (list, source) = try Self.loaded()
        #expect(try list.deleteConfirmationTitle(forRowAt: Self.path(0)) == "Delete")
        source.deleteTitle = "Remove"
        #expect(try list.deleteConfirmationTitle(forRowAt: Self.path(0)) == "Remove")
        #expect(throws: ListError.indexPathOutOfRange(Self.path(200), rowsInSection: 200)) {
            try list.deleteConfirmationTitle(forRowAt: Self.path(200))
        }
    }
}
