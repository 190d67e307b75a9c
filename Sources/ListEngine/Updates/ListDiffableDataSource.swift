/// UITableViewDiffableDataSource in Swift idiom: the list's data source holds a
/// ``ListSnapshot``; applying a new one diffs the two (expected O(n), minimal moves) and applies
/// the difference as one batch update — so the user keeps their place, and cells, selection,
/// measured heights and loads follow their items.
///
/// ```swift
/// let source = ListDiffableDataSource<String, Int>(listView: list) { list, indexPath, item in
///     let cell = try list.dequeueReusableCell(withIdentifier: "item", for: indexPath)
///     // configure it for `item`
///     return cell
/// }
/// var snapshot = ListSnapshot<String, Int>()
/// try snapshot.appendSections(["feed"])
/// try snapshot.appendItems(posts.map(\.id))
/// try source.apply(snapshot)
/// ```
///
/// What UITableViewDiffableDataSource lets a subclass provide — header and footer titles, the
/// section index — comes from closures here (``headerTitleProvider``, ``footerTitleProvider``,
/// ``sectionIndexTitlesProvider``, ``sectionForIndexTitleProvider``). The class is final, so
/// `apply` runs specialized and without dynamic dispatch (an open class made a million-item
/// apply allocate twice as often); an extension that declares one of these methods again does
/// not compile. The counts and cells always come from the snapshot.
public final class ListDiffableDataSource<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: ListDataSource {
    /// Makes the cell for an item, as UIKit's cell provider.
    public typealias CellProvider = (ListView, ListIndexPath, ItemID) throws -> ListCell

    // Internal but inlinable: `apply` specializes for the caller's identifier types, so the
    // diff runs on concrete types (unspecialized, Dictionary goes through value witnesses).
    @usableFromInline weak var listView: ListView?
    private let cellProvider: CellProvider
    @usableFromInline var current = ListSnapshot<SectionID, ItemID>()
    /// The title of a section's header, if any.
    public var headerTitleProvider: ((SectionID) -> String?)?
    /// The title of a section's footer, if any.
    public var footerTitleProvider: ((SectionID) -> String?)?
    /// The section index titles for the sections shown (plain style), such as their initials.
    public var sectionIndexTitlesProvider: (([SectionID]) -> [String])?
    /// The section a tap on index title `title` at position `index` scrolls to (default: `index`).
    public var sectionForIndexTitleProvider: ((String, Int) -> Int)?

    /// Creates the data source and makes it `listView`'s. The list does not keep it alive: keep it.
    public init(listView: ListView, cellProvider: @escaping CellProvider) {
        self.listView = listView
        self.cellProvider = cellProvider
        listView.dataSource = self
    }

    /// The snapshot the list shows.
    ///
    /// - Complexity: O(1) (a copy on write).
    public func snapshot() -> ListSnapshot<SectionID, ItemID> { current }

    /// Shows `snapshot`. The first snapshot loads the list; later ones are diffed against the
    /// one shown and applied as one batch update. Items marked with `reloadItems` are configured
    /// in new cells, items marked with `reconfigureItems` too (after their move, if they moved).
    /// Nothing changes when nothing differs. A snapshot with the same sections (none marked)
    /// that shares no item with the one shown — a first load into sections already there, a
    /// list emptied, every item replaced — replaces those sections whole: the same transition,
    /// offset and selection as deleting every row and inserting every new one, without listing
    /// them (a million items: about 4 ms to load, 1 ms to empty, 9 ms to replace when no old
    /// integer identifier lies within the range of the new ones, 47 ms to replace otherwise,
    /// when every item is hashed to find that none is shared).
    /// `animatingDifferences` animates the batch (``ListView/performBatchUpdates(_:animated:)-(ListBatchUpdate,_)``);
    /// unlike UIKit's, it is off unless asked for.
    ///
    /// - Returns: the transition of the rows on screen.
    /// - Throws: ``ListError/duplicateIdentifiers(_:count:)`` naming identifiers the snapshot
    ///   holds twice, ``ListError/reentrantCall(_:during:)`` from a callback of the list's running
    ///   operation, or what ``ListView/performBatchUpdates(_:)-(ListBatchUpdate)`` throws; the list and the
    ///   data source's snapshot are then as before.
    /// - Complexity: O(n) expected to diff n items, plus the batch update's O(k log n); O(n)
    ///   with no hashing and no per-item lists to empty the list.
    @inlinable @discardableResult
    public func apply(_ snapshot: ListSnapshot<SectionID, ItemID>, animatingDifferences: Bool = false) throws(ListError) -> ListTransition {
        if let listView, listView.defersCalls {
            return listView.deferred(ListTransition()) { _ throws(ListError) in
                _ = try self.apply(snapshot, animatingDifferences: animatingDifferences)
            }
        }
        try listView?.refuseIfRunning("apply(_:animatingDifferences:)")
        guard let listView, listView.hasLoaded else {
            try applyUsingReloadData(snapshot)
            return listView?.unchangedTransition() ?? ListTransition()
        }
        var update = ListBatchUpdate()
        var reloadAfter: [ListIndexPath] = []
        switch try SnapshotDifference._change(from: current, to: snapshot) {
        case let .wholesale(sections):
            update.deletedSections = sections
            update.insertedSections = sections
        case let .difference(difference):
            (update, reloadAfter) = Self.batch(for: difference)
        }
        guard !update.isEmpty else {
            current = snapshot.withoutMarks
            return listView.unchangedTransition()
        }
        let previous = current
        let selected = listView.indexPathsForSelectedRows.compactMap(current.itemIdentifier(at:))
        let highlighted = listView.indexPathForHighlightedRow.flatMap(current.itemIdentifier(at:))
        current = snapshot.withoutMarks
        do {
            let transition = try listView.performBatchUpdates(update, animated: animatingDifferences)
            if !reloadAfter.isEmpty { try listView.reloadRows(at: reloadAfter) }
            follow(selected: selected, highlighted: highlighted, in: listView)
            return transition
        } catch {
            current = previous
            throw error
        }
    }

    /// Makes the selection and the highlight exactly those items, where they are now: through
    /// a snapshot, they follow their items by identity, whatever the batch did to positions.
    @usableFromInline
    func follow(selected items: [ItemID], highlighted: ItemID?, in listView: ListView) {
        var wanted = Set<ListIndexPath>()
        for item in items {
            if let path = current.indexPath(ofItem: item) { wanted.insert(path) }
        }
        let now = listView.indexPathsForSelectedRows
        for path in now where !wanted.contains(path) { listView.deselectRow(at: path) }
        for path in wanted.subtracting(now).sorted() { try? listView.selectRow(at: path) }
        let highlight = highlighted.flatMap(current.indexPath(ofItem:))
        if highlight != listView.indexPathForHighlightedRow { try? listView.highlightRow(at: highlight) }
    }

    /// Shows `snapshot` by reloading the list, without diffing (UIKit's
    /// `applySnapshotUsingReloadData`): for a first load or a wholesale change.
    ///
    /// - Throws: ``ListError/duplicateIdentifiers(_:count:)``, or what ``ListView/reloadData()``
    ///   throws; the list and the snapshot are then as before.
    /// - Complexity: O(n).
    @inlinable
    public func applyUsingReloadData(_ snapshot: ListSnapshot<SectionID, ItemID>) throws(ListError) {
        if let listView, listView.defersCalls {
            return listView.deferCall { _ throws(ListError) in try self.applyUsingReloadData(snapshot) }
        }
        try listView?.refuseIfRunning("applyUsingReloadData(_:)")
        try snapshot._checkItemsUnique()
        let previous = current
        current = snapshot.withoutMarks
        do {
            try listView?.reloadData()
        } catch {
            current = previous
            throw error
        }
    }

    /// The batch update that performs `difference`, and the rows (as after it) to configure
    /// again right after it: items marked for reload or reconfiguration that also move (UIKit
    /// cannot move and reload a row in one batch).
    ///
    /// - Complexity: O(k log k) for k items listed.
    @usableFromInline
    static func batch(for difference: SnapshotDifference<SectionID, ItemID>) -> (ListBatchUpdate, [ListIndexPath]) {
        var update = ListBatchUpdate()
        update.deletedSections = difference.deletedSections
        update.insertedSections = difference.insertedSections
        update.movedSections = difference.movedSections.map { .init(from: $0.from, to: $0.to) }
        update.reloadedSections = difference.reloadedSections
        update.deletedRows = difference.deletedItems
        update.insertedRows = difference.insertedItems
        update.movedRows = difference.movedItems.map { .init(from: $0.from, to: $0.to) }
        let reloadAfter = update.reload(marked: [difference.reloadedItems, difference.reconfiguredItems])
        return (update, reloadAfter)
    }

    /// The item at `indexPath`, or nil for a position the snapshot lacks.
    ///
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: ListIndexPath) -> ItemID? { current.itemIdentifier(at: indexPath) }

    /// Where `item` is, or nil.
    ///
    /// - Complexity: O(n) at most.
    public func indexPath(for item: ItemID) -> ListIndexPath? { current.indexPath(ofItem: item) }

    // MARK: ListDataSource

    public func numberOfSections(in listView: ListView) -> Int { current.numberOfSections }

    public func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    public func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        guard let item = current.itemIdentifier(at: indexPath) else {
            throw ListError.indexPathOutOfRange(indexPath, rowsInSection: current.numberOfItems(inSectionAt: indexPath.section))
        }
        return try cellProvider(listView, indexPath, item)
    }

    /// The title of `section`'s header: ``headerTitleProvider``'s for its identifier.
    public func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
        guard let headerTitleProvider, section < current.numberOfSections else { return nil }
        return headerTitleProvider(current._sections[section])
    }

    /// The title of `section`'s footer: ``footerTitleProvider``'s for its identifier.
    public func listView(_ listView: ListView, titleForFooterInSection section: Int) -> String? {
        guard let footerTitleProvider, section < current.numberOfSections else { return nil }
        return footerTitleProvider(current._sections[section])
    }

    /// The section index titles: ``sectionIndexTitlesProvider``'s for the sections shown.
    public func sectionIndexTitles(for listView: ListView) -> [String]? {
        sectionIndexTitlesProvider?(current.sectionIdentifiers)
    }

    /// The section that index title `title` at `index` scrolls to: ``sectionForIndexTitleProvider``'s
    /// answer, or `index`.
    public func listView(_ listView: ListView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        sectionForIndexTitleProvider?(title, index) ?? index
    }

    /// UIKit's non-optional shape: declared so that an extension declaring it again does not
    /// compile (and so cannot be silently ignored); set ``headerTitleProvider`` instead.
    public func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String { "" }

    /// UIKit's non-optional shape, declared for the same reason; set ``footerTitleProvider``.
    public func listView(_ listView: ListView, titleForFooterInSection section: Int) -> String { "" }

    /// UIKit's non-optional shape, declared for the same reason; set ``sectionIndexTitlesProvider``.
    public func sectionIndexTitles(for listView: ListView) -> [String] { [] }
}
