import Testing
@testable import ListEngine
import TestSupport

/// The accessibility model against naive references over random tables, grids and flows
/// through random batches: the container's counts, the elements of the ready window (which,
/// in what order, where, labelled as their cells), navigation through every element in reading
/// order, page scrolls and what they say, custom actions, and announcements.
@Suite struct AccessibilityTests {
    /// A delegate that gives rows swipe actions, records announcements and what actions did.
    final class Book: ListDelegate {
        let source: ItemDataSource
        var announcements: [AccessibilityAnnouncement] = []
        var archived: [ListIndexPath] = []
        var gives = true

        init(_ source: ItemDataSource) { self.source = source }

        func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { source.listView(listView, heightForRowAt: indexPath) }
        func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { source.listView(listView, heightForHeaderInSection: section) }
        func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double? { source.listView(listView, heightForFooterInSection: section) }
        func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? {
            let item = source.item(at: indexPath)
            return Size(width: 40 + Double((item &* 37) % 90), height: 30 + Double(item % 4) * 12)
        }
        func listView(_ listView: ListView, leadingSwipeActionsConfigurationForRowAt indexPath: ListIndexPath) -> ListSwipeActionsConfiguration? {
            guard gives else { return nil }
            return ListSwipeActionsConfiguration(actions: [ListContextualAction(style: .normal, title: "Archive") { [weak self] _, path, done in
                self?.archived.append(path)
                done(true)
            }])
        }
        func listView(_ listView: ListView, announce announcement: AccessibilityAnnouncement) { announcements.append(announcement) }
        /// Called for each element's label: a test may try to change the list from it.
        var onLabel: ((ListView) -> Void)?
        func listView(_ listView: ListView, accessibilityLabelFor id: AccessibilityElement.ID) -> String? {
            onLabel?(listView)
            return nil
        }
    }

    /// A data source whose rows can move: the model follows `moveRowAt`.
    final class MovableSource: ListDataSource {
        let source: ItemDataSource
        var movable: (ListIndexPath) -> Bool = { _ in true }
        init(_ source: ItemDataSource) { self.source = source }
        func numberOfSections(in listView: ListView) -> Int { source.numberOfSections(in: listView) }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { source.listView(listView, numberOfRowsInSection: section) }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell { try source.listView(listView, cellForRowAt: indexPath) }
        func listView(_ listView: ListView, canMoveRowAt indexPath: ListIndexPath) -> Bool { movable(indexPath) }
        func listView(_ listView: ListView, moveRowAt from: ListIndexPath, to: ListIndexPath) {
            let item = source.sections[from.section].items.remove(at: from.row)
            source.sections[to.section].items.insert(item, at: to.row)
        }
    }

    /// A list of ``ItemCell``s over `dataSource`, told by `delegate`, 320 pt wide and `height`
    /// high, loaded and laid out.
    static func itemList(_ dataSource: ListDataSource, _ delegate: ListDelegate?, style: TableStyle = .plain,
                         layout: ListLayout = .table, height: Double = 480, anchorsToEnd: Bool = false) throws -> ListView {
        try TestSupport.makeList(over: dataSource, cells: [("item", ItemCell.self)], delegate: delegate, style: style, layout: layout,
                                 viewport: Size(width: 320, height: height), asDelegate: false, anchorsToEnd: anchorsToEnd, laysOut: true)
    }

    static func makeList(_ layout: AnimatedUpdateTests.Layout, seed: Int) throws -> (ListView, ItemDataSource, Book, MovableSource) {
        var rng = SeededGenerator(seed: UInt64(seed))
        var nextID = 0
        let source = ItemDataSource(sections: BatchUpdateTests.makeModel(&rng, nextID: &nextID))
        let book = Book(source)
        let movable = MovableSource(source)
        let list = try Self.itemList(movable, book, layout: layout.listLayout)
        return (list, source, book, movable)
    }

    /// The naive model: every element of the list in reading order, and each row's position,
    /// counted by walking the sections.
    struct Reference {
        var order: [AccessibilityElement.ID] = []
        var positions: [ListIndexPath: AccessibilityPosition] = [:]
        var container: AccessibilityContainer

        init(_ list: ListView, source: ItemDataSource) {
            let sections = source.sections
            let total = sections.reduce(0) { $0 + $1.items.count }
            let columns: Int? = list.listLayout == .grid(GridLayout(columns: .fixed(3))) ? 3 : nil
            container = AccessibilityContainer(rows: total, sections: sections.count,
                                               lines: columns.map { c in sections.reduce(0) { $0 + ($1.items.count + c - 1) / c } }, columns: columns)
            var g = 0
            for (s, section) in sections.enumerated() {
                // A table's headers are the delegate's heights; a collection's, its layout's.
                let header = list.listLayout == .table ? ItemDataSource.header(ofSection: section.id) : list.rectForHeader(inSection: s)!.height
                if header > 0 { order.append(.header(section: s)) }
                for r in section.items.indices {
                    let path = ListIndexPath(row: r, section: s)
                    order.append(.row(path))
                    g += 1
                    positions[path] = AccessibilityPosition(rowInSection: r + 1, rowsInSection: section.items.count, section: s + 1,
                                                            sections: sections.count, rowInList: g, rowsInList: total,
                                                            line: columns.map { r / $0 + 1 }, column: columns.map { r % $0 + 1 })
                }
                if list.listLayout == .table, ItemDataSource.footer(ofSection: section.id) > 0 { order.append(.footer(section: s)) }
            }
        }

        /// The elements the ready window has: its rows, and the headers and footers of the
        /// sections from its first row's to its last's (empty ones between too) and on screen.
        func window(_ list: ListView) -> [AccessibilityElement.ID] {
            let ready = list.rowsWithCells
            var sections = Set(list.visibleSections)
            if !ready.isEmpty {
                sections.formUnion(list.indexPath(forGlobalRow: ready.lowerBound)!.section...list.indexPath(forGlobalRow: ready.upperBound - 1)!.section)
            }
            return order.filter { id in
                switch id {
                case let .row(path): ready.contains(list.globalRow(for: path)!)
                case let .header(s), let .footer(s): sections.contains(s)
                }
            }
        }
    }

    /// Checks every element of the ready window against the reference and the cells.
    static func check(_ list: ListView, _ source: ItemDataSource, _ context: String) {
        let reference = Reference(list, source: source)
        let elements = list.accessibilityElements()
        #expect(list.accessibilityContainer == reference.container, "\(context)")
        #expect(elements.map(\.id) == reference.window(list), "\(context)")
        for element in elements {
            switch element.id {
            case let .row(path):
                #expect(element.position == reference.positions[path], "\(context) \(element.id)")
                #expect(element.label == "Item \(source.item(at: path))", "\(context) \(element.id)")
                #expect(element.frame == list.rectForRow(at: path), "\(context) \(element.id)")
                #expect(element.traits.contains(.selected) == list.indexPathsForSelectedRows.contains(path), "\(context)")
            case let .header(s):
                #expect(element.traits == .header && element.frame == list.headerFrame(inSection: s), "\(context) \(element.id)")
            case let .footer(s):
                #expect(element.traits == .footer && element.frame == list.rectForFooter(inSection: s), "\(context) \(element.id)")
            }
        }
    }

    @Test(arguments: testSeeds(12), AnimatedUpdateTests.Layout.allCases)
    func elementsCountsAndOrderMatchTheReferenceThroughRandomBatches(seed: Int, layout: AnimatedUpdateTests.Layout) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 77)
        var nextID = 10_000
        let (list, source, book, movable) = try Self.makeList(layout, seed: seed)
        defer { withExtendedLifetime((book, movable)) {} }
        Self.check(list, source, "seed \(seed) \(layout) start")
        for step in 0..<25 {
            let batch = RandomBatch(source.sections, intensity: 0.2, nextID: &nextID, rng: &rng, sectionChanges: rng.below(3) == 0)
            source.sections = batch.after
            try list.performBatchUpdates(batch.update)
            if list.totalRows > 0, rng.below(2) == 0 {
                try list.scrollToRow(at: list.indexPath(forGlobalRow: rng.below(list.totalRows))!, position: .middle)
            }
            if list.totalRows > 0, rng.below(3) == 0 { try list.selectRow(at: list.indexPath(forGlobalRow: rng.below(list.totalRows))!) }
            list.layout()
            list._checkInvariants()
            Self.check(list, source, "seed \(seed) \(layout) step \(step)")
        }
    }

    @Test(arguments: testSeeds(8), AnimatedUpdateTests.Layout.allCases)
    func navigationVisitsEveryElementInReadingOrderAndShowsIt(seed: Int, layout: AnimatedUpdateTests.Layout) throws {
        let (list, source, book, movable) = try Self.makeList(layout, seed: seed)
        defer { withExtendedLifetime((book, movable)) {} }
        let expected = Reference(list, source: source).order
        var forward = [AccessibilityElement.ID]()
        var element = try list.navigateAccessibility(.next, from: nil)
        while let current = element {
            forward.append(current.id)
            // Shown whole: within the visible area, below the header pinned at its top (a row).
            var top = list.contentOffset.y
            let bottom = top + list.viewportSize.height
            if case let .row(path) = current.id, layout == .table, let header = list.headerFrame(inSection: path.section), header.minY <= top + 0.001 {
                top = header.maxY
            }
            #expect(current.frame.minY >= top - 0.001 && current.frame.maxY <= bottom + 0.001, "seed \(seed) \(layout) \(current.id) not shown whole")
            if case let .row(path) = current.id { #expect(current.label == "Item \(source.item(at: path))") }
            element = try list.navigateAccessibility(.next, from: current.id)
        }
        #expect(forward == expected, "seed \(seed) \(layout)")
        var backward = [AccessibilityElement.ID]()
        element = try list.navigateAccessibility(.last, from: nil)
        while let current = element {
            backward.append(current.id)
            element = try list.navigateAccessibility(.previous, from: current.id)
        }
        #expect(backward == expected.reversed(), "seed \(seed) \(layout)")
        #expect(try list.navigateAccessibility(.first, from: .row(ListIndexPath(row: 0, section: 0)))?.id == expected.first)
        #expect(try list.navigateAccessibility(.next, from: .row(ListIndexPath(row: 10_000, section: 0))) == nil)
        list._checkInvariants()
    }

    @Test func pageScrollsSayWhichRowsAreShown() throws {
        /// A million rows of one height.
        final class Million: ListDataSource {
            func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }
            func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
                try listView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
        }
        let source = Million()
        let list = ListView(rowHeight: .fixed(40))
        list.register(ListCell.self, forCellReuseIdentifier: "cell")
        list.dataSource = source
        try list.setViewportSize(Size(width: 320, height: 400))
        try list.reloadData()
        list.layout()
        #expect(try list.scrollAccessibilityPage(.up) == nil)  // already at the top
        let shown = try list.scrollAccessibilityPage(.down)
        #expect(shown == .rowsShown(first: 11, last: 20, total: 1_000_000, items: false))
        #expect(EnglishAccessibilityFormatter().string(for: shown!) == "Rows 11 to 20 of 1,000,000")
        _ = try list.navigateAccessibility(.last, from: nil)
        #expect(try list.scrollAccessibilityPage(.down) == nil)
        #expect(try list.scrollAccessibilityPage(.up) == .rowsShown(first: 999_981, last: 999_990, total: 1_000_000, items: false))
        let english = EnglishAccessibilityFormatter()
        #expect(english.string(for: .rowsShown(first: 7, last: 7, total: 1_234, items: true)) == "Item 7 of 1,234")
        #expect(english.string(for: .rowsArrived(count: 1, shown: true)) == "1 new row")
        #expect(english.string(for: .rowsArrived(count: 1_500, shown: false)) == "1,500 new rows below")
    }

    @Test func swipeActionsAndMovesAreCustomActions() throws {
        let (list, source, book, movable) = try Self.makeList(.table, seed: 5)
        source.sections = [(id: 0, items: Array(0..<10)), (id: 1, items: Array(10..<20))]
        try list.reloadData()
        list.layout()
        let path = ListIndexPath(row: 1, section: 0)
        let element = try #require(list.accessibilityElement(.row(path)))
        #expect(element.actions.map(\.name) == ["Archive", "Delete", "Move up", "Move down"])
        #expect(element.traits.contains(.hasActions))
        // A swipe action: its handler, as a tap on its button.
        let result = try list.performAccessibilityAction(element.actions[0], on: element.id)
        #expect(book.archived == [path])
        if case let .completed(performed, _) = result { #expect(performed) } else { Issue.record("pending") }
        // A move down and back up: the model and the list follow.
        let item = source.item(at: path)
        try list.performAccessibilityAction(element.actions[3], on: element.id)
        #expect(source.item(at: ListIndexPath(row: 2, section: 0)) == item)
        try list.performAccessibilityAction(AccessibilityAction(name: "Move up", kind: .moveUp), on: .row(ListIndexPath(row: 2, section: 0)))
        #expect(source.item(at: path) == item)
        // The first row of the list offers no move up; a row that cannot move offers none and refuses.
        #expect(list.accessibilityElement(.row(ListIndexPath(row: 0, section: 0)))?.actions.map(\.name).contains("Move up") == false)
        movable.movable = { $0 != path }
        #expect(list.accessibilityElement(.row(path))?.actions.map(\.name) == ["Archive", "Delete"])
        #expect(throws: ListError.invalidEditing(.notMovable(path))) {
            try list.performAccessibilityAction(AccessibilityAction(name: "Move up", kind: .moveUp), on: .row(path))
        }
        #expect(throws: ListError.invalidEditing(.noSwipeActions)) {
            try list.performAccessibilityAction(element.actions[0], on: .header(section: 0))
        }
        list._checkInvariants()
    }

    @Test func aMoveAtASectionsEdgeCrossesIntoTheNextSection() throws {
        let source = ItemDataSource(sections: [(id: 0, items: [1, 2]), (id: 1, items: [3])])
        let movable = MovableSource(source)
        let list = try Self.itemList(movable, source)
        try list.performAccessibilityAction(AccessibilityAction(name: "", kind: .moveDown), on: .row(ListIndexPath(row: 1, section: 0)))
        #expect(source.sections.map(\.items) == [[1], [2, 3]])
        try list.performAccessibilityAction(AccessibilityAction(name: "", kind: .moveUp), on: .row(ListIndexPath(row: 0, section: 1)))
        #expect(source.sections.map(\.items) == [[1, 2], [3]])
        #expect(list.numberOfRows(inSection: 0) == 2)
        list._checkInvariants()
    }

    @Test func rowsArrivingAtTheEndOfAChatAreAnnounced() throws {
        let source = ItemDataSource(sections: [(id: 0, items: Array(0..<100))])
        let book = Book(source)
        let list = try Self.itemList(source, book, anchorsToEnd: true)
        func append(_ count: Int) throws {
            let start = source.sections[0].items.count
            source.sections[0].items += (start..<(start + count)).map { 1_000 + $0 }
            try list.performBatchUpdates { update in
                for r in start..<(start + count) { update.insertRows(at: [ListIndexPath(row: r, section: 0)]) }
            }
            list.layout()
        }
        try append(2)
        #expect(book.announcements == [.rowsArrived(count: 2, shown: true)])
        try list.scrollToRow(at: ListIndexPath(row: 0, section: 0), position: .top)
        list.layout()
        try append(3)
        #expect(book.announcements.last == .rowsArrived(count: 3, shown: false))
        #expect(list.newRowsBelow == 3)
        // Rows inserted above the end are not arrivals at the end.
        source.sections[0].items.insert(5_000, at: 0)
        try list.performBatchUpdates { $0.insertRows(at: [ListIndexPath(row: 0, section: 0)]) }
        #expect(book.announcements.count == 2)
    }

    @Test func aListDrawnRightToLeftFlipsLeftAndRight() throws {
        let source = ItemDataSource(sections: [(id: 0, items: Array(0..<30))])
        let list = try Self.itemList(source, source, layout: .grid(GridLayout(columns: .fixed(3))))
        try list.focusRow(at: ListIndexPath(row: 1, section: 0))
        list.layoutDirection = .rightToLeft
        #expect(try list.moveFocus(.left)?.indexPath == ListIndexPath(row: 2, section: 0))
        #expect(try list.moveFocus(.right)?.indexPath == ListIndexPath(row: 1, section: 0))
        list.layoutDirection = .leftToRight
        #expect(try list.moveFocus(.left)?.indexPath == ListIndexPath(row: 0, section: 0))
        // The focused element says so; the grid says where it is.
        let element = try #require(list.accessibilityElement(.row(ListIndexPath(row: 4, section: 0))))
        #expect(element.position?.line == 2 && element.position?.column == 2)
        #expect(list.accessibilityElement(.row(ListIndexPath(row: 0, section: 0)))?.traits.contains(.focused) == true)
    }

    @Test func theReadersElementKeepsItsCellAndFollowsItsPlace() throws {
        let source = ItemDataSource(sections: [(id: 0, items: Array(0..<400)), (id: 1, items: Array(400..<410))])
        let list = try Self.itemList(source, source)
        let element = try #require(try list.navigateAccessibility(.next, from: .row(ListIndexPath(row: 2, section: 0))))
        #expect(list.accessibilityFocusedElement == .row(ListIndexPath(row: 3, section: 0)))
        let cell = try #require(list.cellForRow(at: ListIndexPath(row: 3, section: 0)))
        // Far away, the cell is kept for its row, shown for no other; back, it is the row's again.
        try list.scrollToRow(at: ListIndexPath(row: 399, section: 0), position: .bottom)
        list.layout()
        #expect(list.pinnedCells.count == 1 && list.pinnedCells.first === cell && !list.visibleCells.contains { $0 === cell })
        // Rows inserted above renumber it; the cell goes with it.
        source.sections[0].items.insert(5_000, at: 0)
        try list.performBatchUpdates { $0.insertRows(at: [ListIndexPath(row: 0, section: 0)]) }
        #expect(list.accessibilityFocusedElement == .row(ListIndexPath(row: 4, section: 0)) && cell.indexPath == ListIndexPath(row: 4, section: 0))
        try list.scrollToRow(at: ListIndexPath(row: 0, section: 0), position: .top)
        list.layout()
        #expect(list.cellForRow(at: ListIndexPath(row: 4, section: 0)) === cell && list.pinnedCells.isEmpty)
        #expect(element.label == "Item 3" && list.accessibilityElement(.row(ListIndexPath(row: 4, section: 0)))?.label == "Item 3")
        // Its row deleted, it goes to the nearest row that stays; the cell goes back to its pool.
        try list.scrollToRow(at: ListIndexPath(row: 399, section: 0), position: .bottom)
        list.layout()
        source.sections[0].items.remove(at: 4)
        try list.performBatchUpdates { $0.deleteRows(at: [ListIndexPath(row: 4, section: 0)]) }
        #expect(list.accessibilityFocusedElement == .row(ListIndexPath(row: 4, section: 0)) && list.pinnedCells.isEmpty)
        // A header follows its section; deleted, the reader is off the list.
        try list.setAccessibilityFocus(.header(section: 1))
        source.sections.insert((id: 9, items: [7]), at: 0)
        try list.performBatchUpdates { $0.insertSections([0]) }
        #expect(list.accessibilityFocusedElement == .header(section: 2))
        source.sections.remove(at: 2)
        try list.performBatchUpdates { $0.deleteSections([2]) }
        #expect(list.accessibilityFocusedElement == nil)
        #expect(throws: ListError.sectionOutOfRange(5, sectionCount: 2)) { try list.setAccessibilityFocus(.footer(section: 5)) }
        list._checkInvariants()
    }

    @Test func pageScrollsCountOnlyTheRowsSeenPastInsetsAndAPinnedHeader() throws {
        let source = ItemDataSource(sections: [(id: 0, items: Array(0..<200))])
        final class Even: ListDelegate {
            func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { 40 }
            func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { 40 }
        }
        let even = Even()
        let list = try Self.itemList(source, even, height: 400)
        // Rows are seen below the pinned header (40 pt): 9 rows a page, none skipped.
        #expect(try list.scrollAccessibilityPage(.down) == .rowsShown(first: 10, last: 18, total: 200, items: false))
        #expect(try list.scrollAccessibilityPage(.down) == .rowsShown(first: 19, last: 27, total: 200, items: false))
        #expect(try list.scrollAccessibilityPage(.up) == .rowsShown(first: 10, last: 18, total: 200, items: false))
        // Insets of 80 pt at the top and bottom leave 200 pt, less the header: the rows seen
        // there, by a naive scan of every row's frame.
        try list.setContentInset(EdgeInsets(top: 80, left: 0, bottom: 80, right: 0))
        list.layout()
        for _ in 0..<3 {
            let shown = try #require(try list.scrollAccessibilityPage(.down))
            let top = list.contentOffset.y + 80 + 40, bottom = list.contentOffset.y + 400 - 80
            let seen = (0..<200).filter { r in
                let frame = list.rectForRow(at: ListIndexPath(row: r, section: 0))!
                return frame.maxY > top && frame.minY < bottom
            }
            #expect(shown == .rowsShown(first: seen.first! + 1, last: seen.last! + 1, total: 200, items: false))
            #expect(seen.count <= 5)
        }
        withExtendedLifetime(even) {}
    }

    @Test func elementsAreMadeOfOneStateOfTheList() throws {
        let (list, source, book, movable) = try Self.makeList(.table, seed: 4)
        defer { withExtendedLifetime((book, movable)) {} }
        let before = list.accessibilityElements()
        var refused = 0
        book.onLabel = { list in
            // A label callback that deletes every section: refused, as from any callback.
            do { try list.performBatchUpdates { $0.deleteSections(Array(0..<list.numberOfSections)) } } catch { refused += 1 }
        }
        let during = list.accessibilityElements()
        #expect(during.map(\.id) == before.map(\.id) && refused == during.count)
        #expect(list.numberOfSections == source.sections.count)
        book.onLabel = nil
        list._checkInvariants()
    }

    @Test func aMoveNeverEmptiesAGroupOfAGroupedTable() throws {
        let source = ItemDataSource(sections: [(id: 0, items: [1]), (id: 1, items: [2, 3])])
        let movable = MovableSource(source)
        let list = try Self.itemList(movable, source, style: .grouped)
        let only = ListIndexPath(row: 0, section: 0)
        #expect(list.accessibilityElement(.row(only))?.actions.map(\.name).contains("Move down") == false)
        #expect(throws: ListError.invalidEditing(.invalidDestination(ListIndexPath(row: 0, section: 1)))) {
            try list.performAccessibilityAction(AccessibilityAction(name: "", kind: .moveDown), on: .row(only))
        }
        #expect(source.sections.map(\.items) == [[1], [2, 3]])  // the model untouched
        // The other group's first row may move up into the first group.
        try list.performAccessibilityAction(AccessibilityAction(name: "", kind: .moveUp), on: .row(ListIndexPath(row: 0, section: 1)))
        #expect(source.sections.map(\.items) == [[1, 2], [3]])
    }

    @Test func aSwipeActionOutOfRangeLeavesTheRowClosed() throws {
        let (list, source, book, movable) = try Self.makeList(.table, seed: 5)
        defer { withExtendedLifetime((book, movable)) {} }
        source.sections = [(id: 0, items: Array(0..<10))]
        try list.reloadData()
        #expect(throws: ListError.invalidEditing(.swipeActionOutOfRange(3, count: 1))) {
            try list.performAccessibilityAction(AccessibilityAction(name: "", kind: .swipe(edge: .trailing, index: 3)), on: .row(ListIndexPath(row: 1, section: 0)))
        }
        #expect(list.swipeActionsState == nil)
    }

    @Test func aContentCellSaysItsTexts() throws {
        let cell = ListContentCell<TerminalTextMeasurer>(reuseIdentifier: "row")
        #expect(cell.accessibilityLabel == nil)
        cell.contentConfiguration = ListContentConfiguration(style: .subtitle, text: "Ada", secondaryText: "engineer", metrics: .terminal)
        #expect(cell.accessibilityLabel == "Ada, engineer")
        cell.contentConfiguration = ListContentConfiguration(style: .subtitle, text: "", secondaryText: "engineer", metrics: .terminal)
        #expect(cell.accessibilityLabel == "engineer")
        cell.accessibilityLabel = "Ada Lovelace"
        #expect(cell.accessibilityLabel == "Ada Lovelace")
    }

    @Test func sectionsReplacedAtTheEndOfAChatAreNotNews() throws {
        let source = ItemDataSource(sections: [(id: 0, items: Array(0..<100))])
        let book = Book(source)
        let list = try Self.itemList(source, book, anchorsToEnd: true)
        // The section replaced by one a row longer: not 101 new rows.
        source.sections = [(id: 1, items: Array(0..<101))]
        try list.performBatchUpdates { $0.deleteSections([0]); $0.insertSections([0]) }
        #expect(book.announcements.isEmpty)
        // A row deleted above and two appended in one batch: two arrived.
        source.sections[0].items.remove(at: 50)
        source.sections[0].items += [500, 501]
        try list.performBatchUpdates {
            $0.deleteRows(at: [ListIndexPath(row: 50, section: 0)])
            $0.insertRows(at: [ListIndexPath(row: 100, section: 0), ListIndexPath(row: 101, section: 0)])
        }
        #expect(book.announcements == [.rowsArrived(count: 2, shown: true)])
        // A new section at the end (a new day in a chat) is news.
        source.sections.append((id: 2, items: [600, 601, 602]))
        try list.performBatchUpdates { $0.insertSections([1]) }
        #expect(book.announcements.last == .rowsArrived(count: 3, shown: true))
    }

    /// Hears announcements, and nothing else.
    final class Listener: ListDelegate {
        var heard: [AccessibilityAnnouncement] = []
        func listView(_ listView: ListView, announce announcement: AccessibilityAnnouncement) { heard.append(announcement) }
    }

    @Test func placeholdersOnScreenThatLoadAreAnnounced() throws {
        let (list, source, _) = try PagingTests.makeList()
        let listener = Listener()
        list.delegate = listener
        defer { withExtendedLifetime((source, listener)) {} }
        list.layout()
        let shown = list.visibleCells.count
        var frames = 0
        while PagingTests.placeholdersOnScreen(list) > 0 && frames < 30 {
            list.layout()
            frames += 1
        }
        #expect(listener.heard == [.rowsLoaded(count: shown)])
        #expect(EnglishAccessibilityFormatter().string(for: listener.heard[0]) == "\(shown) rows loaded")
    }

    @Test func aDelegateThatDoesNotListenCostsNothingAfterTheFirstAnnouncement() throws {
        let (list, source, _) = try PagingTests.makeList()
        defer { withExtendedLifetime(source) {} }  // the source is the delegate, without `announce`
        for _ in 0..<10 { list.layout() }
        #expect(!list.hearsAnnouncements && list.pendingAnnouncement == nil)
        let listener = Listener()
        list.delegate = listener
        #expect(list.hearsAnnouncements)
        withExtendedLifetime(listener) {}
    }

    @Test func aDelegateThatForwardsAnnouncementsIsHeardWhateverItForwardsTo() throws {
        /// A delegate without `announce`.
        final class Quiet: ListDelegate {}
        /// Forwards every announcement to its targets, as an app's multicast delegate does.
        final class Multicast: ListDelegate {
            let targets: [any ListDelegate]
            init(_ targets: [any ListDelegate]) { self.targets = targets }
            func listView(_ listView: ListView, announce announcement: AccessibilityAnnouncement) {
                for target in targets { target.listView(listView, announce: announcement) }
            }
        }
        let source = ItemDataSource(sections: [(id: 0, items: Array(0..<5))])
        let listener = Listener(), quiet = Quiet()
        let multicast = Multicast([quiet, listener])
        let list = try Self.itemList(source, multicast, anchorsToEnd: true)
        for i in 0..<2 {
            source.sections[0].items.append(100 + i)
            try list.performBatchUpdates { $0.insertRows(at: [ListIndexPath(row: 5 + i, section: 0)]) }
            list.layout()
        }
        #expect(listener.heard == [.rowsArrived(count: 1, shown: true), .rowsArrived(count: 1, shown: true)])
        // Without a delegate nothing is counted; a listening one set later is heard.
        list.delegate = nil
        #expect(!list.hearsAnnouncements)
        list.delegate = listener
        source.sections[0].items.append(200)
        try list.performBatchUpdates { $0.insertRows(at: [ListIndexPath(row: 7, section: 0)]) }
        #expect(listener.heard.count == 3)
        withExtendedLifetime((quiet, multicast)) {}
    }
}
