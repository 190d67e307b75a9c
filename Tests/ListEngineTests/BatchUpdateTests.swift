import Testing
@testable import ListEngine
import TestSupport

/// Random UIKit-style batches against the reference model (sections of item identifiers): after
/// each, the counts, every visible row's item and frame, the anchored row's place on screen and
/// the selection must match; every malformed batch must be rejected with the list unchanged.
@Suite struct BatchUpdateTests {
    enum Mode: CaseIterable { case fixed, perRow, selfSizing }

    static func rowHeight(_ mode: Mode) -> RowHeight {
        switch mode {
        case .fixed: .fixed(44)
        case .perRow: .perRow
        case .selfSizing: .selfSizing(estimate: 50)
        }
    }

    static func makeModel(_ rng: inout SeededGenerator, nextID: inout Int) -> [(id: Int, items: [Int])] {
        (0..<Int.random(in: 1...6, using: &rng)).map { _ in
            let id = nextID
            nextID += 1
            let items = Array(nextID..<(nextID + Int.random(in: 0...Int.random(in: 1...90, using: &rng), using: &rng)))
            nextID += items.count
            return (id, items)
        }
    }

    /// A random model, a random batch of it (its intensity and whether it changes sections
    /// chosen by `seed`) and the batch's plan.
    static func makePlannedBatch(seed: Int, using rng: inout SeededGenerator) throws
        -> (model: [(id: Int, items: [Int])], batch: RandomBatch, plan: BatchUpdatePlan) {
        var nextID = 1
        let model = makeModel(&rng, nextID: &nextID)
        let batch = RandomBatch(model, intensity: [0.05, 0.2, 0.5][seed % 3], nextID: &nextID, rng: &rng, sectionChanges: seed % 2 == 0)
        let plan = try BatchUpdatePlan(batch.update, oldRowCounts: model.map(\.items.count), newRowCounts: batch.after.map(\.items.count),
                                       requiresRows: false)
        return (model, batch, plan)
    }

    static func makeList(_ source: ItemDataSource, mode: Mode) throws -> ListView {
        try TestSupport.makeList(over: source, cells: [("item", ItemCell.self)], rowHeight: rowHeight(mode))
    }

    /// The first row on screen before the update that stays in place among its neighbours (kept
    /// or reloaded, not moved) is where it was on screen — as far as the limits let it (`rule`,
    /// taken before the update). In a grid or flow a visible line may hold an item shorter than
    /// the line that ends above the viewport's top: visible with its line, not on screen, it
    /// does not anchor.
    static func expectAnchorHeld(_ transition: ListTransition, _ list: ListView, _ rule: PlaceRule, _ context: String) {
        let top = transition.contentOffsetBefore.y
        let bottom = top + list.viewportSize.height
        let isCollection = list.listLayout != .table
        let stays = transition.rows.filter { row in
            guard row.change == .kept || row.change == .reloaded, row.wasVisible, let frame = row.frameBefore else { return false }
            return !isCollection || (frame.maxY > top && frame.minY < bottom)
        }
        guard let anchor = stays.min(by: { $0.indexPathBefore! < $1.indexPathBefore! }),
              let after = anchor.indexPathAfter, let rect = list.rectForRow(at: after) else { return }
        let before = anchor.frameBefore!.minY - transition.contentOffsetBefore.y
        let kept = rule.screenY(ofRowAt: rect.minY, keptAt: before, in: list)
        #expect(abs(rect.minY - list.contentOffset.y - kept) < 1e-6, "\(context): anchor drifted")
    }

    /// What the list showed before a batch: every row's frame and the visible rows, by item.
    struct Before {
        var frames: [Int: Rect] = [:]
        var visible: Set<Int> = []
        var offset: Point

        init(_ list: ListView, _ source: ItemDataSource) {
            offset = list.contentOffset
            for (s, section) in source.sections.enumerated() {
                for (r, item) in section.items.enumerated() { frames[item] = list.rectForRow(at: ListIndexPath(row: r, section: s)) }
            }
            visible = Set(list.indexPathsForVisibleRows.map(source.item(at:)))
        }
    }

    /// Checks a transition row by row against the model: identity on both sides, the kind of
    /// change the batch names, frames before (also for rows that slide in from far away) and
    /// after, and that exactly the rows visible before or after are described.
    static func checkTransition(_ transition: ListTransition, _ batch: RandomBatch, before: Before,
                                _ list: ListView, _ context: String) {
        func item(_ model: [(id: Int, items: [Int])], _ path: ListIndexPath) -> Int { model[path.section].items[path.row] }
        let deletedSections = Set(batch.update.deletedSections)
        let movedSections = Set(batch.update.movedSections.map(\.from))
        let reloadedSections = Set(batch.update.reloadedSections)
        let movedRows = Set(batch.update.movedRows.map(\.from))
        let reloadedRows = Set(batch.update.reloadedRows)
        let after = Set(batch.after.flatMap(\.items))
        #expect(transition.contentOffsetBefore == before.offset, "\(context): offset before")
        #expect(transition.contentOffsetAfter == list.contentOffset, "\(context): offset after")
        var described = Set<Int>()
        for row in transition.rows {
            let itemBefore = row.indexPathBefore.map { item(batch.before, $0) }
            let itemAfter = row.indexPathAfter.map { item(batch.after, $0) }
            guard let id = itemBefore ?? itemAfter else {
                Issue.record("\(context): a transition row with no index path")
                continue
            }
            described.insert(id)
            if let itemBefore, let itemAfter { #expect(itemBefore == itemAfter, "\(context): item \(id) changed identity") }
            let expected: ListTransition.Change
            if let old = row.indexPathBefore {
                if !after.contains(id) || deletedSections.contains(old.section) {
                    expected = .deleted
                } else if movedRows.contains(old) || movedSections.contains(old.section) {
                    expected = .moved
                } else if reloadedRows.contains(old) || reloadedSections.contains(old.section) {
                    expected = .reloaded
                } else {
                    expected = .kept
                }
                if let frame = row.frameBefore, let want = before.frames[id] {
                    #expect(abs(frame.minY - want.minY) < 1e-6 && abs(frame.height - want.height) < 1e-6,
                            "\(context): item \(id) frame before \(frame) ≠ \(want)")
                } else {
                    Issue.record("\(context): item \(id) has no frame before")
                }
            } else {
                expected = .inserted
                #expect(before.frames[id] == nil, "\(context): item \(id) existed before but is described as inserted")
            }
            #expect(row.change == expected, "\(context): item \(id) is \(row.change), expected \(expected)")
            #expect(row.wasVisible == before.visible.contains(id), "\(context): item \(id) wasVisible")
            if row.isVisible, let path = row.indexPathAfter {
                #expect(row.frameAfter == list.rectForRow(at: path), "\(context): item \(id) frame after")
            }
        }
        let visibleAfter = Set(list.indexPathsForVisibleRows.map { item(batch.after, $0) })
        #expect(described == before.visible.union(visibleAfter), "\(context): rows described")
        #expect(Set(transition.rows.filter(\.isVisible).compactMap { $0.indexPathAfter.map { item(batch.after, $0) } }) == visibleAfter,
                "\(context): rows visible after")
    }

    static func checkVisibleRows(_ list: ListView, _ source: ItemDataSource, mode: Mode, _ context: String) {
        #expect(list.numberOfSections == source.sections.count, "\(context): sections")
        for (s, section) in source.sections.enumerated() {
            #expect(list.numberOfRows(inSection: s) == section.items.count, "\(context): rows in \(s)")
        }
        var reference = source.reference
        if mode == .fixed { reference.rows = reference.rows.map { $0.map { _ in 44 } } }
        let frames = reference.rowFrames()
        for cell in list.visibleCells {
            guard let cell = cell as? ItemCell, let path = cell.indexPath else {
                Issue.record("\(context): a visible cell without a row")
                continue
            }
            #expect(cell.item == source.item(at: path), "\(context): row \(path) shows the wrong item")
            if mode != .selfSizing, let g = list.globalRow(for: path) {
                #expect(cell.frame.minY == frames[g].top && cell.frame.height == frames[g].height, "\(context): row \(path) frame")
            }
        }
        if mode != .selfSizing { #expect(list.contentSize.height == reference.contentHeight, "\(context): content height") }
        #expect(Set(list.visibleCells.compactMap { ($0 as? ItemCell)?.item }) == source.displayedItems, "\(context): display callbacks")
    }

    @Test(arguments: Mode.allCases)
    func randomBatchesMatchTheReference(mode: Mode) throws {
        for seed in testSeeds(40).map(UInt64.init) {
            var rng = SeededGenerator(seed: seed * 31 + 7)
            var nextID = 1
            let source = ItemDataSource(sections: Self.makeModel(&rng, nextID: &nextID))
            let list = try Self.makeList(source, mode: mode)
            for step in 0..<30 {
                let context = "\(mode) seed \(seed) step \(step)"
                let height = list.contentSize.height
                try list.setContentOffset(Point(x: 0, y: Double.random(in: -20...Swift.max(0, height - 300), using: &rng)))
                list.layout()
                // Select a few rows; they must follow their items.
                var selectedItems = Set<Int>()
                for _ in 0..<3 where list.totalRows > 0 {
                    let path = list.indexPath(forGlobalRow: Int.random(in: 0..<list.totalRows, using: &rng))!
                    list.allowsMultipleSelection = true
                    try list.selectRow(at: path)
                    selectedItems.insert(source.item(at: path))
                }
                var highlightedItem: Int?
                if list.totalRows > 0 {
                    let path = list.indexPath(forGlobalRow: Int.random(in: 0..<list.totalRows, using: &rng))!
                    try list.highlightRow(at: path)
                    highlightedItem = source.item(at: path)
                }
                let batch = RandomBatch(source.sections, intensity: [0.01, 0.05, 0.2, 0.6][step % 4], nextID: &nextID,
                                        rng: &rng, sectionChanges: step % 2 == 1)
                let before = Before(list, source)
                let rule = PlaceRule(before: list)
                source.sections = batch.after
                let transition = try list.performBatchUpdates(batch.update)
                Self.expectAnchorHeld(transition, list, rule, context)
                Self.checkTransition(transition, batch, before: before, list, context)
                list._checkInvariants()
                list.checkTableGeometryInvariants()
                let surviving = selectedItems.filter { source.sections.indexPath(ofItem: $0) != nil }
                #expect(Set(list.indexPathsForSelectedRows.map(source.item(at:))) == surviving, "\(context): selection")
                for path in list.indexPathsForSelectedRows { list.deselectRow(at: path) }
                #expect(list.indexPathForHighlightedRow == highlightedItem.flatMap(source.sections.indexPath(ofItem:)), "\(context): highlight")
                if let path = list.indexPathForHighlightedRow, let cell = list.cellForRow(at: path) { #expect(cell.isHighlighted) }
                try list.highlightRow(at: nil)
                Self.checkVisibleRows(list, source, mode: mode, context + " after update")
                list.layout()
                Self.checkVisibleRows(list, source, mode: mode, context + " after layout")
            }
        }
    }

    /// Each kind of malformed batch, built from a valid one, is rejected and changes nothing.
    @Test(arguments: Mode.allCases)
    func malformedBatchesLeaveTheListUnchanged(mode: Mode) throws {
        for seed in 0..<30 as Range<UInt64> {
            var rng = SeededGenerator(seed: seed &+ 1000)
            var nextID = 1
            let source = ItemDataSource(sections: Self.makeModel(&rng, nextID: &nextID))
            let list = try Self.makeList(source, mode: mode)
            try list.setContentOffset(Point(x: 0, y: Double.random(in: 0...Swift.max(0, list.contentSize.height - 480), using: &rng)))
            list.layout()
            if list.totalRows > 0 { try list.selectRow(at: list.indexPath(forGlobalRow: 0)!) }
            for kind in 0..<9 {
                let before = source.sections
                let batch = RandomBatch(before, intensity: 0.1, nextID: &nextID, rng: &rng, sectionChanges: kind % 2 == 0)
                var update = batch.update
                var after = batch.after
                let sectionsBefore = before.count
                let sectionsAfter = after.count
                switch kind {
                case 0: update.deletedRows.append(ListIndexPath(row: 10_000, section: 0))
                case 1: update.insertedRows.append(ListIndexPath(row: 0, section: sectionsAfter))
                case 2:  // the data source holds one row more than the batch says
                    if let t = after.indices.first(where: { !update.insertedSections.contains($0) }) {
                        after[t].items.append(nextID)
                    } else {
                        after.append((nextID, []))
                    }
                    nextID += 1
                case 3: update.deletedSections.append(sectionsBefore)
                case 4:
                    guard let path = update.deletedRows.first else { update.deleteSections([-1]); break }
                    update.deletedRows.append(path)  // named twice
                case 5:
                    guard let path = update.deletedRows.first else { update.moveSection(0, toSection: sectionsAfter + 3); break }
                    update.reloadedRows.append(path)  // deleted and reloaded
                case 6: update.insertedSections.append(sectionsAfter + 1)
                case 7:
                    guard let move = update.movedRows.first else { update.deletedRows.append(ListIndexPath(row: -1, section: 0)); break }
                    update.movedRows.append(.init(from: move.from, to: move.to))  // moved twice
                default:
                    guard let t = update.insertedSections.first else { update.reloadSections([sectionsBefore + 2]); break }
                    update.insertedRows.append(ListIndexPath(row: 0, section: t))  // a row of an inserted section
                }
                source.sections = after
                let offset = list.contentOffset
                let cells = list.visibleCells.map(ObjectIdentifier.init)
                let frames = list.visibleCells.map(\.frame)
                let paths = list.indexPathsForVisibleRows
                let selected = list.indexPathsForSelectedRows
                let size = list.contentSize
                let counts = (0..<list.numberOfSections).map(list.numberOfRows(inSection:))
                do {
                    try list.performBatchUpdates(update)
                    Issue.record("seed \(seed) kind \(kind): accepted \(update)")
                } catch {
                    if case .invalidBatchUpdate = error {} else if case .invalidHeight = error {} else {
                        Issue.record("seed \(seed) kind \(kind): unexpected \(error)")
                    }
                    #expect(!error.description.isEmpty)
                }
                #expect(list.contentOffset == offset, "seed \(seed) kind \(kind): offset")
                #expect(list.visibleCells.map(ObjectIdentifier.init) == cells, "seed \(seed) kind \(kind): cells")
                #expect(list.visibleCells.map(\.frame) == frames, "seed \(seed) kind \(kind): frames")
                #expect(list.indexPathsForVisibleRows == paths, "seed \(seed) kind \(kind): rows")
                #expect(list.indexPathsForSelectedRows == selected, "seed \(seed) kind \(kind): selection")
                #expect(list.contentSize == size, "seed \(seed) kind \(kind): content size")
                #expect((0..<list.numberOfSections).map(list.numberOfRows(inSection:)) == counts, "seed \(seed) kind \(kind): counts")
                source.sections = before
            }
        }
    }

    @Test func messagesNameTheSectionRowsAndNumbers() throws {
        let source = ItemDataSource(sections: [(0, [1, 2, 3])])
        let list = try Self.makeList(source, mode: .perRow)
        source.sections = [(0, [1, 2, 3, 4])]
        var update = ListBatchUpdate()
        update.insertRows(at: [ListIndexPath(row: 0, section: 0), ListIndexPath(row: 1, section: 0)])
        do {
            try list.performBatchUpdates(update)
            Issue.record("accepted an update whose counts do not add up")
        } catch {
            #expect(error == .invalidBatchUpdate(.rowCountMismatch(section: 0, before: 3, inserted: 2, movedIn: 0, deleted: 0, movedOut: 0, found: 4)))
            #expect(error.description.contains("invalid number of rows in section 0: the data source reports 4"))
            #expect(error.description.contains("= 5"))
        }
        var conflicting = ListBatchUpdate()
        conflicting.deleteRows(at: [ListIndexPath(row: 1, section: 0)])
        conflicting.moveRow(at: ListIndexPath(row: 1, section: 0), to: ListIndexPath(row: 0, section: 0))
        #expect(throws: ListError.invalidBatchUpdate(.conflictingRow(ListIndexPath(row: 1, section: 0), .delete, .moveFrom))) {
            try list.performBatchUpdates(conflicting)
        }
    }

    @Test func groupedSectionsMayNotBeEmptied() throws {
        let source = ItemDataSource(sections: [(0, [1]), (1, [2])])
        let list = ListView(style: .grouped, rowHeight: .perRow)
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        list.dataSource = source
        list.delegate = source
        try list.setViewportSize(Size(width: 320, height: 480))
        try list.reloadData()
        source.sections = [(0, []), (1, [2])]
        #expect(throws: ListError.invalidBatchUpdate(.emptyGroup(section: 0))) {
            try list.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
        }
    }

    /// Rows inserted above the viewport move nothing on screen, and count as new rows above.
    @Test func insertsAboveKeepTheViewStill() throws {
        let source = ItemDataSource(sections: [(0, Array(1...1000))])
        let list = try Self.makeList(source, mode: .perRow)
        try list.scrollToRow(at: ListIndexPath(row: 500, section: 0), position: .top)
        while list.layout().cellsConfigured > 0 {}
        let cells = list.visibleCells.map(ObjectIdentifier.init)
        let screen = list.visibleCells.map { $0.frame.minY - list.contentOffset.y }
        source.sections[0].items.insert(contentsOf: 2000..<2010, at: 0)
        let transition = try list.insertRows(at: (0..<10).map { ListIndexPath(row: $0, section: 0) })
        #expect(list.visibleCells.map(ObjectIdentifier.init) == cells)
        #expect(list.visibleCells.map { $0.frame.minY - list.contentOffset.y } == screen)
        #expect(transition.appearing.isEmpty && transition.disappearing.isEmpty)
        #expect(transition.rows.allSatisfy { $0.change == .kept && $0.frameAfter!.minY - $0.frameBefore!.minY == transition.contentOffsetAfter.y - transition.contentOffsetBefore.y })
        #expect(list.newRowsAbove == 10)
        let report = list.layout()
        #expect(report.cellsConfigured == 0)
    }
}

extension Array where Element == (id: Int, items: [Int]) {
    func indexPath(ofItem item: Int) -> ListIndexPath? {
        for (s, section) in enumerated() {
            if let r = section.items.firstIndex(of: item) { return ListIndexPath(row: r, section: s) }
        }
        return nil
    }
}
