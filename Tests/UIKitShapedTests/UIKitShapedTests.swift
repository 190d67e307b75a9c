import Foundation
import ListEngine
import Testing

// Conformances written the way a UIKit developer writes them — UIKit's names, return types
// (CGFloat heights, non-optional titles) and selection callbacks — against ListEngine's public
// API only. Every method must be called: none may compile and be silently ignored.

/// Counts the calls of each method by name.
class CallLog {
    var calls: [String: Int] = [:]
    func note(_ name: String = #function) { calls[name, default: 0] += 1 }
}

final class ContactCell: ListCell {}

/// UIKit's shapes as Xcode completes them: `CGFloat` heights, `String?` titles, and
/// `[String]` index titles (the optionality UIKit's Objective-C protocol tolerates).
final class Contacts: CallLog, ListDataSource, ListDelegate {
    let names = [["Ada", "Alan", "Alonzo"], ["Barbara", "Bjarne"], ["Claude", "Charles", "Corrado"]]

    func numberOfSections(in listView: ListView) -> Int { note(); return names.count }
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { note(); return names[section].count }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        note()
        return try listView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
    }
    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { note(); return ["A", "B", "C"][section] }
    func listView(_ listView: ListView, titleForFooterInSection section: Int) -> String? { note(); return nil }
    func sectionIndexTitles(for listView: ListView) -> [String] { note(); return ["A", "B", "C"] }
    func listView(_ listView: ListView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { note(); return index }

    func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> CGFloat { note(); return 60 }
    func listView(_ listView: ListView, estimatedHeightForRowAt indexPath: ListIndexPath) -> CGFloat { note(); return 70 }
    func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> CGFloat { note(); return 30 }
    func listView(_ listView: ListView, heightForFooterInSection section: Int) -> CGFloat { note(); return 5 }
    func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath) { note() }
    func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath) { note() }

    func listView(_ listView: ListView, shouldHighlightRowAt indexPath: ListIndexPath) -> Bool { note(); return true }
    func listView(_ listView: ListView, didHighlightRowAt indexPath: ListIndexPath) { note() }
    func listView(_ listView: ListView, didUnhighlightRowAt indexPath: ListIndexPath) { note() }
    func listView(_ listView: ListView, willSelectRowAt indexPath: ListIndexPath) -> ListIndexPath? { note(); return indexPath }
    func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) { note() }
    func listView(_ listView: ListView, willDeselectRowAt indexPath: ListIndexPath) -> ListIndexPath? { note(); return indexPath }
    func listView(_ listView: ListView, didDeselectRowAt indexPath: ListIndexPath) { note() }

    static let methods = [
        "numberOfSections(in:)", "listView(_:numberOfRowsInSection:)", "listView(_:cellForRowAt:)",
        "listView(_:titleForHeaderInSection:)", "listView(_:titleForFooterInSection:)", "sectionIndexTitles(for:)",
        "listView(_:sectionForSectionIndexTitle:at:)", "listView(_:heightForRowAt:)", "listView(_:estimatedHeightForRowAt:)",
        "listView(_:heightForHeaderInSection:)", "listView(_:heightForFooterInSection:)", "listView(_:willDisplay:forRowAt:)",
        "listView(_:didEndDisplaying:forRowAt:)", "listView(_:shouldHighlightRowAt:)", "listView(_:didHighlightRowAt:)",
        "listView(_:didUnhighlightRowAt:)", "listView(_:willSelectRowAt:)", "listView(_:didSelectRowAt:)",
        "listView(_:willDeselectRowAt:)", "listView(_:didDeselectRowAt:)",
    ]
}

/// The other shapes a Swift developer may write: non-optional `Double` heights (UIKit's shape
/// without CGFloat), non-optional titles, optional index titles.
final class PlainShapes: CallLog, ListDataSource, ListDelegate {
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 40 }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        try listView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
    }
    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String { note(); return "Everyone" }
    func listView(_ listView: ListView, titleForFooterInSection section: Int) -> String { note(); return "40 people" }
    func sectionIndexTitles(for listView: ListView) -> [String]? { note(); return ["#"] }
    func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double { note(); return 50 }
    func listView(_ listView: ListView, estimatedHeightForRowAt indexPath: ListIndexPath) -> Double { note(); return 55 }
    func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double { note(); return 20 }
    func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double { note(); return 10 }

    static let methods = [
        "listView(_:titleForHeaderInSection:)", "listView(_:titleForFooterInSection:)", "sectionIndexTitles(for:)",
        "listView(_:heightForRowAt:)", "listView(_:estimatedHeightForRowAt:)", "listView(_:heightForHeaderInSection:)",
        "listView(_:heightForFooterInSection:)",
    ]
}

/// Editing written as UIKit's template writes it: `String?` for the delete confirmation's title,
/// an optional index path for `didEndEditingRowAt`.
final class Chores: CallLog, ListDataSource, ListDelegate {
    var names = ["Dishes", "Laundry", "Plants", "Trash", "Mail"]

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { names.count }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        try listView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
    }
    func listView(_ listView: ListView, canEditRowAt indexPath: ListIndexPath) -> Bool { note(); return true }
    func listView(_ listView: ListView, commit editingStyle: ListCell.EditingStyle, forRowAt indexPath: ListIndexPath) {
        note()
        if editingStyle == .delete { names.remove(at: indexPath.row) }
    }
    func listView(_ listView: ListView, canMoveRowAt indexPath: ListIndexPath) -> Bool { note(); return true }
    func listView(_ listView: ListView, moveRowAt sourceIndexPath: ListIndexPath, to destinationIndexPath: ListIndexPath) {
        note()
        names.insert(names.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func listView(_ listView: ListView, editingStyleForRowAt indexPath: ListIndexPath) -> ListCell.EditingStyle { note(); return .delete }
    func listView(_ listView: ListView, titleForDeleteConfirmationButtonForRowAt indexPath: ListIndexPath) -> String? {
        note()
        return "Done"
    }
    func listView(_ listView: ListView, leadingSwipeActionsConfigurationForRowAt indexPath: ListIndexPath) -> ListSwipeActionsConfiguration? {
        note()
        return ListSwipeActionsConfiguration(actions: [ListContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }])
    }
    func listView(_ listView: ListView, trailingSwipeActionsConfigurationForRowAt indexPath: ListIndexPath) -> ListSwipeActionsConfiguration? {
        note()
        return nil
    }
    func listView(_ listView: ListView, willBeginEditingRowAt indexPath: ListIndexPath) { note() }
    func listView(_ listView: ListView, didEndEditingRowAt indexPath: ListIndexPath?) { note() }
    func listView(_ listView: ListView, targetIndexPathForMoveFromRowAt sourceIndexPath: ListIndexPath,
                  toProposedIndexPath proposedDestinationIndexPath: ListIndexPath) -> ListIndexPath {
        note()
        return proposedDestinationIndexPath
    }

    static let methods = [
        "listView(_:canEditRowAt:)", "listView(_:commit:forRowAt:)", "listView(_:canMoveRowAt:)", "listView(_:moveRowAt:to:)",
        "listView(_:editingStyleForRowAt:)", "listView(_:titleForDeleteConfirmationButtonForRowAt:)",
        "listView(_:leadingSwipeActionsConfigurationForRowAt:)", "listView(_:trailingSwipeActionsConfigurationForRowAt:)",
        "listView(_:willBeginEditingRowAt:)", "listView(_:didEndEditingRowAt:)",
        "listView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)",
    ]
}

/// The delete confirmation's title in the non-optional shape.
final class PlainTitle: ListDataSource, ListDelegate {
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 3 }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        try listView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
    }
    func listView(_ listView: ListView, titleForDeleteConfirmationButtonForRowAt indexPath: ListIndexPath) -> String { "Remove" }
}

@Suite struct UIKitShapedTests {
    /// Drives a list through what calls every method: loading (per-row and self-sizing),
    /// scrolling, the index, and touches that highlight, select and deselect.
    static func exercise(_ list: ListView) throws {
        try list.setViewportSize(Size(width: 320, height: 200))
        try list.reloadData()
        list.layout()
        try list.setContentOffset(Point(x: 0, y: 150))
        list.layout()
        if list.sectionIndexTitles.count > 1 { try list.scrollToSectionIndexTitle(at: 1) }
        list.layout()
        for section in list.visibleSections {  // what a renderer draws
            _ = list.headerTitle(inSection: section)
            _ = list.footerTitle(inSection: section)
        }
        list.touchDown(at: Point(x: 100, y: 60))
        list.touchUp()
        list.touchDown(at: Point(x: 100, y: 130))
        list.touchUp()
    }

    @Test func everyUIKitShapedMethodIsCalled() throws {
        let contacts = Contacts()
        for rowHeight in [RowHeight.perRow, .selfSizing(estimate: 44)] {
            let list = ListView(style: .plain, rowHeight: rowHeight)
            list.register(ContactCell.self, forCellReuseIdentifier: "contact")
            list.dataSource = contacts
            list.delegate = contacts
            try Self.exercise(list)
            if case .perRow = rowHeight {
                #expect(list.sectionIndexTitles == ["A", "B", "C"])
                #expect(list.rectForRow(at: ListIndexPath(row: 0, section: 0))?.height == 60)
                #expect(list.rectForHeader(inSection: 0)?.height == 30)
                #expect(list.rectForFooter(inSection: 0)?.height == 5)
            }
        }
        for method in Contacts.methods {
            #expect(contacts.calls[method, default: 0] > 0, "\(method) was never called")
        }
    }

    @Test func theOtherShapesAreCalledToo() throws {
        let source = PlainShapes()
        for rowHeight in [RowHeight.perRow, .selfSizing(estimate: 44)] {
            let list = ListView(style: .plain, rowHeight: rowHeight)
            list.register(ContactCell.self, forCellReuseIdentifier: "contact")
            list.dataSource = source
            list.delegate = source
            try Self.exercise(list)
            if case .perRow = rowHeight {
                #expect(list.sectionIndexTitles == ["#"])
                #expect(list.rectForRow(at: ListIndexPath(row: 0, section: 0))?.height == 50)
                #expect(list.rectForHeader(inSection: 0)?.height == 20)
                #expect(list.rectForFooter(inSection: 0)?.height == 10)
            } else {
                #expect(list.rectForRow(at: ListIndexPath(row: 39, section: 0))?.height == 55)
            }
        }
        for method in PlainShapes.methods {
            #expect(source.calls[method, default: 0] > 0, "\(method) was never called")
        }
    }

    @Test func aDiffableDataSourceProvidesTitlesAndTheIndex() throws {
        let list = ListView(style: .plain, rowHeight: .fixed(44))
        list.register(ContactCell.self, forCellReuseIdentifier: "contact")
        let source = ListDiffableDataSource<String, String>(listView: list) { list, indexPath, _ in
            try list.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        }
        let log = CallLog()
        source.headerTitleProvider = { section in log.note("header"); return section }
        source.footerTitleProvider = { _ in log.note("footer"); return "end" }
        source.sectionIndexTitlesProvider = { sections in log.note("index"); return sections }
        source.sectionForIndexTitleProvider = { _, index in log.note("section"); return index }
        var snapshot = ListSnapshot<String, String>()
        try snapshot.appendSections(["A", "B"])
        try snapshot.appendItems(["Ada", "Alan"], toSection: "A")
        try snapshot.appendItems(["Barbara"], toSection: "B")
        try source.apply(snapshot)
        try Self.exercise(list)
        #expect(list.sectionIndexTitles == ["A", "B"])
        #expect(list.footerTitle(inSection: 1) == "end")
        for name in ["header", "footer", "index", "section"] {
            #expect(log.calls[name, default: 0] > 0, "\(name) was never asked")
        }
    }

    @Test func editingMethodsWrittenTheUIKitWayAreCalled() throws {
        let chores = Chores()
        let list = ListView(style: .plain, rowHeight: .fixed(44))
        list.register(ContactCell.self, forCellReuseIdentifier: "contact")
        list.dataSource = chores
        list.delegate = chores
        try list.setViewportSize(Size(width: 320, height: 440))
        try list.reloadData()
        list.layout()
        // A swipe each way: the leading actions, then the delete confirmation, confirmed.
        list.beginSwipe(at: Point(x: 100, y: 22))
        list.updateSwipe(translation: 60)
        try list.endSwipe(velocity: 0)
        list.closeSwipeActions()
        list.beginSwipe(at: Point(x: 100, y: 22))
        list.updateSwipe(translation: -60)
        try list.endSwipe(velocity: 0)
        #expect(list.swipeActionsState?.actions.first?.title == "Done")
        try list.performSwipeAction(at: 0)
        #expect(chores.names == ["Laundry", "Plants", "Trash", "Mail"])
        // Editing mode and a move.
        list.setEditing(true)
        try list.beginInteractiveMovement(forRowAt: ListIndexPath(row: 0, section: 0))
        let last = list.rectForRow(at: ListIndexPath(row: 3, section: 0))!
        try list.updateInteractiveMovementTargetPosition(Point(x: 300, y: last.minY + 10 - list.contentOffset.y))
        try list.endInteractiveMovement()
        #expect(chores.names == ["Plants", "Trash", "Mail", "Laundry"])
        for method in Chores.methods {
            #expect(chores.calls[method, default: 0] > 0, "\(method) was never called")
        }

        let plain = PlainTitle()
        list.dataSource = plain
        list.delegate = plain
        try list.reloadData()
        #expect(try list.deleteConfirmationTitle(forRowAt: ListIndexPath(row: 0, section: 0)) == "Remove")
    }
}
