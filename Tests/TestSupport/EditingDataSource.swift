import ListEngine

/// A data source and delegate over sections of item identifiers that edits its model as the
/// editing callbacks ask, records them in order, and can veto: the reference model of the
/// editing tests.
package final class EditingDataSource: ListDataSource, ListDelegate {
    package var sections: [[Int]]
    /// The editing callbacks, in the order the list made them.
    package var events: [String] = []
    /// Items the data source cannot edit.
    package var notEditable: Set<Int> = []
    /// Items the data source can move; nil: all.
    package var movable: Set<Int>?
    /// Items' editing styles; the default is delete.
    package var styles: [Int: ListCell.EditingStyle] = [:]
    /// The delete confirmation's title; nil: the default.
    package var deleteTitle: String?
    /// The swipe actions of each edge; nil: none given (the list's default).
    package var leadingActions: ((ListIndexPath) -> ListSwipeActionsConfiguration?)?
    package var trailingActions: ((ListIndexPath) -> ListSwipeActionsConfiguration?)?
    /// Where an interactive move lands instead of the proposal; nil: the proposal.
    package var redirect: ((_ source: ListIndexPath, _ proposed: ListIndexPath) -> ListIndexPath)?
    /// Commits that change the model wrongly: each deletion removes nothing.
    package var miscounts = false
    /// A row's height from its item.
    package var height: (Int) -> Double = { _ in 44 }
    /// A section's header and footer heights.
    package var headerHeight: (Int) -> Double = { _ in 0 }
    package var footerHeight: (Int) -> Double = { _ in 0 }
    /// The identifier the next inserted item gets.
    package var nextItem = 1_000_000

    package init(sections: [[Int]]) {
        self.sections = sections
    }

    package func item(at path: ListIndexPath) -> Int { sections[path.section][path.row] }

    package func numberOfSections(in listView: ListView) -> Int { sections.count }
    package func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    package func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        let cell = try listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        (cell as? ItemCell)?.item = item(at: indexPath)
        return cell
    }
    package func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { height(item(at: indexPath)) }
    package func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { headerHeight(section) }
    package func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double? { footerHeight(section) }
    package func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? {
        let item = item(at: indexPath)
        return Size(width: 60 + Double(item * 37 % 90), height: height(item))
    }

    package func listView(_ listView: ListView, canEditRowAt indexPath: ListIndexPath) -> Bool {
        !notEditable.contains(item(at: indexPath))
    }
    package func listView(_ listView: ListView, canMoveRowAt indexPath: ListIndexPath) -> Bool {
        movable?.contains(item(at: indexPath)) ?? true
    }
    package func listView(_ listView: ListView, editingStyleForRowAt indexPath: ListIndexPath) -> ListCell.EditingStyle {
        styles[item(at: indexPath)] ?? .delete
    }
    package func listView(_ listView: ListView, commit editingStyle: ListCell.EditingStyle, forRowAt indexPath: ListIndexPath) {
        events.append("commit \(editingStyle) \(indexPath)")
        switch editingStyle {
        case .delete:
            if !miscounts { sections[indexPath.section].remove(at: indexPath.row) }
        case .insert:
            sections[indexPath.section].insert(nextItem, at: indexPath.row)
            nextItem += 1
        case .none:
            break
        }
    }
    package func listView(_ listView: ListView, moveRowAt sourceIndexPath: ListIndexPath, to destinationIndexPath: ListIndexPath) {
        events.append("move \(sourceIndexPath) → \(destinationIndexPath)")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }
    package func listView(_ listView: ListView, titleForDeleteConfirmationButtonForRowAt indexPath: ListIndexPath) -> String? { deleteTitle }
    package func listView(_ listView: ListView,
                          leadingSwipeActionsConfigurationForRowAt indexPath: ListIndexPath) -> ListSwipeActionsConfiguration? {
        events.append("leading \(indexPath)")
        return leadingActions?(indexPath)
    }
    package func listView(_ listView: ListView,
                          trailingSwipeActionsConfigurationForRowAt indexPath: ListIndexPath) -> ListSwipeActionsConfiguration? {
        events.append("trailing \(indexPath)")
        return trailingActions?(indexPath)
    }
    package func listView(_ listView: ListView, willBeginEditingRowAt indexPath: ListIndexPath) {
        events.append("willBeginEditing \(indexPath)")
    }
    package func listView(_ listView: ListView, didEndEditingRowAt indexPath: ListIndexPath?) {
        events.append("didEndEditing \(indexPath.map(\.description) ?? "nil")")
    }
    package func listView(_ listView: ListView, targetIndexPathForMoveFromRowAt sourceIndexPath: ListIndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: ListIndexPath) -> ListIndexPath {
        events.append("target \(sourceIndexPath) → \(proposedDestinationIndexPath)")
        return redirect?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
    package func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) { events.append("didSelect \(indexPath)") }
    package func listView(_ listView: ListView, didDeselectRowAt indexPath: ListIndexPath) { events.append("didDeselect \(indexPath)") }
}

/// A list over `source`'s items with a registered `ItemCell`, a viewport and loaded data.
package func makeEditingList(_ source: EditingDataSource, layout: ListLayout = .table, style: TableStyle = .plain,
                             rowHeight: RowHeight = .perRow, viewport: Size = Size(width: 320, height: 440)) throws -> ListView {
    let list = ListView(style: style, layout: layout, rowHeight: rowHeight)
    list.register(ItemCell.self, forCellReuseIdentifier: "item")
    list.dataSource = source
    list.delegate = source
    try list.setViewportSize(viewport)
    try list.reloadData()
    list.layout()
    return list
}
