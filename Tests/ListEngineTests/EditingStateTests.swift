import Testing
@testable import ListEngine

/// ``EditingState``'s mode driven through a fake ``EditingHost``, without a list: rows 0–9
/// of one section loaded, the even ones editable, the delegate's style (if any) for every row,
/// rows below 5 movable.
@Suite struct EditingStateTests {
    /// A host whose answers follow the rows' numbers and which records the selection it clears.
    final class FakeHost: EditingHostStub {
        var editingStyle: ListCell.EditingStyle?
        var selected: Set<ListIndexPath> = [ListIndexPath(row: 1, section: 0)]

        override func isLoaded(_ indexPath: ListIndexPath) -> Bool { (0..<10).contains(indexPath.row) }
        override func dataSourceCanEditRow(at indexPath: ListIndexPath, callees: Void) -> Bool { indexPath.row.isMultiple(of: 2) }
        override func delegateEditingStyle(forRowAt indexPath: ListIndexPath, callees: Void) -> ListCell.EditingStyle? { editingStyle }
        override func canMoveRow(at indexPath: ListIndexPath, callees: Void) -> Bool { indexPath.row < 5 }
        override func deselectAllRowsSilently() { selected.removeAll() }
    }

    private func row(_ row: Int) -> ListIndexPath { ListIndexPath(row: row, section: 0) }

    @Test func aRowIsEditableOnlyIfLoadedAndAllowedWithTheDelegatesStyleOrDelete() {
        let host = FakeHost()
        func editability(_ r: Int) -> String {
            let (canEdit, style) = host.editability(at: row(r), callees: ())
            return "\(canEdit) \(style)"
        }
        #expect([2, 3, 12].map(editability) == ["true .delete", "false .none", "false .none"])
        host.editingStyle = .insert
        #expect(editability(4) == "true .insert")
    }

    @Test func switchingModeClearsTheSelectionAndGivesEachCellItsRowsState() {
        let host = FakeHost()
        let editing = EditingState()
        let cells = CellWindow()
        for r in [1, 2, 6] {
            let cell = ListCell(reuseIdentifier: "x")
            cell.indexPath = row(r)
            cell.isSelected = r == 1
            cells.cells.append(cell)
        }
        editing.switchMode(to: true, cells: cells, in: host, callees: ())
        #expect(editing.isEditing && host.selected.isEmpty)
        #expect(cells.cells.map(\.isSelected) == [false, false, false])
        #expect(cells.cells.map(\.isEditing) == [false, true, true])
        #expect(cells.cells.map(\.editingStyle) == [.none, .delete, .delete])
        #expect(cells.cells.map(\.showsReorderControl) == [false, true, false])
        editing.switchMode(to: false, cells: cells, in: host, callees: ())
        #expect(cells.cells.allSatisfy { !$0.isEditing && $0.editingStyle == .none && !$0.showsReorderControl })
    }

    @Test func editingModeHasItsOwnSelectionRules() {
        let editing = EditingState()
        #expect(editing.touchesSelect(outsideEditing: true) && editing.selectsMany(outsideEditing: true))
        editing.isEditing = true
        #expect(!editing.touchesSelect(outsideEditing: true) && !editing.selectsMany(outsideEditing: true))
        editing.allowsMultipleSelection = true
        #expect(editing.touchesSelect(outsideEditing: false) && editing.selectsMany(outsideEditing: false))
    }
}
