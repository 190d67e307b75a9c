import Testing
@testable import ListEngine
import TestSupport

/// Committing deletes and inserts: through the data source, applied as one batch checked as any
/// batch, typed errors and the list unchanged for every bad request.
@Suite struct EditingCommitTests {
    static func path(_ row: Int, _ section: Int = 0) -> ListIndexPath { ListIndexPath(row: row, section: section) }

    /// A 320-pt-wide list, `height` tall, of `source`'s rows in item cells, laid out.
    static func itemList(_ source: any ListDataSource, height: Double = 200) throws -> ListView {
        let list = ListView()
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        list.dataSource = source
        try list.setViewportSize(Size(width: 320, height: height))
        try list.reloadData()
        list.layout()
        return list
    }

    /// Two sections of 30 and 20 rows of 44 pt, in editing mode.
    static func loaded() throws -> (ListView, EditingDataSource) {
        let source = EditingDataSource(sections: [Array(0..<30), Array(100..<120)])
        source.styles = [9: .insert, 10: .insert, 12: .insert, 5: .none]
        source.notEditable = [7]
        let list = try makeEditingList(source)
        list.setEditing(true)
        return (list, source)
    }

    /// What a list shows, to check that a refused request changed nothing.
    struct Shown: Equatable {
        var counts: [Int]
        var offset: Point
        var cells: [ListIndexPath?]
        var frames: [Rect]
        var selected: [ListIndexPath]

        init(_ list: ListView) {
            counts = (0..<list.numberOfSections).map { list.numberOfRows(inSection: $0) }
            offset = list.contentOffset
            cells = list.visibleCells.map(\.indexPath)
            frames = list.visibleCells.map(\.frame)
            selected = list.indexPathsForSelectedRows
        }
    }

    /// The visible cells show the model's items where the model has them.
    static func expectMatchesModel(_ list: ListView, _ source: EditingDataSource, _ context: String = "") {
        #expect((0..<list.numberOfSections).map { list.numberOfRows(inSection: $0) } == source.sections.map(\.count), "\(context): counts")
        for cell in list.visibleCells {
            let path = cell.indexPath!
            #expect((cell as? ItemCell)?.item == source.item(at: path), "\(context): the cell of \(path)")
            #expect(cell.frame == list.rectForRow(at: path), "\(context): the frame of \(path)")
        }
        list._checkInvariants()
    }

    @Test func aConfirmedDeleteCommitsThroughTheDataSourceAndAppliesOneBatch() throws {
        let (list, source) = try Self.loaded()
        let transition = try list.commitEditing(.delete, forRowAt: Self.path(3))
        #expect(source.events == ["commit .delete [0, 3]"])
        #expect(source.sections[0].count == 29 && !source.sections[0].contains(3))
        #expect(transition.rows.first { $0.change == .deleted }?.indexPathBefore == Self.path(3))
        #expect(transition.disappearing.contains(Self.path(3)))
        Self.expectMatchesModel(list, source)
    }

    @Test func anInsertPutsTheNewRowAtTheControlsRow() throws {
        let (list, source) = try Self.loaded()
        let transition = try list.commitEditing(.insert, forRowAt: Self.path(9))
        #expect(source.events == ["commit .insert [0, 9]"])
        #expect(source.sections[0][9] == 1_000_000 && source.sections[0][10] == 9)
        #expect(transition.rows.filter { $0.change == .inserted }.map(\.indexPathAfter) == [Self.path(9)])
        Self.expectMatchesModel(list, source)
        // Several at once: each at its own place, counted before the batch.
        source.events.removeAll()
        try list.commitEditing(.insert, forRowsAt: [Self.path(13), Self.path(10)])
        #expect(source.events == ["commit .insert [0, 13]", "commit .insert [0, 10]"])
        #expect(source.sections[0][10] == 1_000_002 && source.sections[0][11] == 9 && source.sections[0][14] == 1_000_001)
        Self.expectMatchesModel(list, source)
    }

    @Test func rowsSelectedInEditingModeAreDeletedAsOneBatch() throws {
        let (list, source) = try Self.loaded()
        list.allowsMultipleSelectionDuringEditing = true
        for row in [2, 8, 4] {
            list.touchDown(at: Point(x: 100, y: Double(row) * 44 + 10))
            list.touchUp()
        }
        try list.selectRow(at: Self.path(1, 1))
        #expect(list.indexPathsForSelectedRows == [Self.path(2), Self.path(4), Self.path(8), Self.path(1, 1)])
        source.events.removeAll()
        let transition = try list.commitEditing(.delete, forRowsAt: list.indexPathsForSelectedRows)
        #expect(source.events == ["commit .delete [1, 1]", "commit .delete [0, 8]", "commit .delete [0, 4]", "commit .delete [0, 2]"],
                "last to first, so each index path still names its row")
        #expect(source.sections[0].prefix(6) == [0, 1, 3, 5, 6, 7] && source.sections[1].prefix(2) == [100, 102])
        #expect(Set(transition.rows.filter { $0.change == .deleted }.compactMap(\.indexPathBefore)) == [Self.path(2), Self.path(4), Self.path(8)])
        #expect(list.indexPathsForSelectedRows.isEmpty)
        Self.expectMatchesModel(list, source)
    }

    @Test func requestsTheRowsDoNotAllowAreRefusedWithTheListUnchanged() throws {
        let (list, source) = try Self.loaded()
        try list.selectRow(at: Self.path(1))
        let shown = Shown(list)
        let cases: [(ListCell.EditingStyle, [ListIndexPath], ListError)] = [
            (.delete, [Self.path(7)], .invalidEditing(.notEditable(Self.path(7)))),
            (.delete, [Self.path(5)], .invalidEditing(.styleMismatch(Self.path(5), requested: .delete, rowStyle: .none))),
            (.insert, [Self.path(2)], .invalidEditing(.styleMismatch(Self.path(2), requested: .insert, rowStyle: .delete))),
            (.none, [Self.path(2)], .invalidEditing(.nothingToCommit)),
            (.delete, [Self.path(2), Self.path(4), Self.path(2)], .invalidEditing(.duplicateRow(Self.path(2)))),
            (.delete, [Self.path(2), Self.path(30)], .indexPathOutOfRange(Self.path(30), rowsInSection: 30)),
            (.delete, [Self.path(0, 2)], .indexPathOutOfRange(Self.path(0, 2), rowsInSection: 0)),
            (.delete, [Self.path(-1, 1)], .indexPathOutOfRange(Self.path(-1, 1), rowsInSection: 20)),
        ]
        for (style, paths, error) in cases {
            #expect(throws: error) { try list.commitEditing(style, forRowsAt: paths) }
            #expect(Shown(list) == shown, "\(error)")
        }
        #expect(source.events.isEmpty, "the data source is not asked to commit what the rows do not allow")
        #expect(try list.commitEditing(.delete, forRowsAt: []) == list.unchangedTransition())
    }

    @Test func aDataSourceWhoseCountsDoNotMatchTheCommitIsRefused() throws {
        let (list, source) = try Self.loaded()
        let shown = Shown(list)
        source.miscounts = true
        #expect {
            try list.commitEditing(.delete, forRowsAt: [Self.path(2), Self.path(3)])
        } throws: { error in
            guard case let .invalidBatchUpdate(problem) = error as? ListError else { return false }
            return "\(problem)".contains("section 0")
        }
        #expect(source.events == ["commit .delete [0, 3]", "commit .delete [0, 2]"])
        #expect(Shown(list) == shown)
        list._checkInvariants()
    }

    @Test func aDataSourceWithoutCommitIsTold() throws {
        final class ReadOnly: ListDataSource {
            func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 10 }
            func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
                try listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            }
        }
        let source = ReadOnly()
        let list = try Self.itemList(source)
        list.setEditing(true)
        #expect(list.visibleCells.allSatisfy { $0.isEditing && $0.editingStyle == .delete && !$0.showsReorderControl })
        #expect(throws: ListError.invalidEditing(.notImplemented("listView(_:commit:forRowAt:)"))) {
            try list.commitEditing(.delete, forRowAt: Self.path(2))
        }
        #expect(list.numberOfRows(inSection: 0) == 10)
        list._checkInvariants()
    }

    @Test func theDataSourceCannotCallBackIntoTheListWhileItCommits() throws {
        final class Meddler: ListDataSource {
            var rows = Array(0..<10)
            var caught: ListError?
            func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { rows.count }
            func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
                try listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            }
            func listView(_ listView: ListView, commit editingStyle: ListCell.EditingStyle, forRowAt indexPath: ListIndexPath) {
                rows.remove(at: indexPath.row)
                do { try listView.deleteRows(at: [indexPath]) } catch { caught = error }
            }
        }
        let source = Meddler()
        let list = try Self.itemList(source)
        try list.commitEditing(.delete, forRowAt: Self.path(4))
        #expect(source.caught == .reentrantCall("performBatchUpdates(_:)", during: "commitEditing(_:forRowsAt:)"))
        #expect(list.numberOfRows(inSection: 0) == 9, "the list applied the deletion once, itself")
        list._checkInvariants()
    }
}
