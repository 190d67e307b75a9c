import Testing
@testable import ListEngine
import TestSupport

/// Keyboard focus against naive references: where each heading leads in random tables, grids
/// and flows (a search over every item's frame), and where the focus goes through random
/// batches (by identity, a deleted item's focus to the nearest item that stays); the delegate's
/// say, selection following the focus, and the focused row kept in view.
@Suite struct FocusTests {
    /// The delegate: which items may take the focus, whether a move may happen, what it heard.
    final class Book: ListDelegate {
        let source: ItemDataSource
        var unfocusable: Set<Int> = []
        var refuses = false
        var updates: [(from: ListIndexPath?, to: ListIndexPath?)] = []
        var selected: [ListIndexPath] = []

        init(_ source: ItemDataSource) { self.source = source }

        func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { source.listView(listView, heightForRowAt: indexPath) }
        func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? { source.listView(listView, sizeForItemAt: indexPath) }
        func listView(_ listView: ListView, canFocusRowAt indexPath: ListIndexPath) -> Bool { !unfocusable.contains(source.item(at: indexPath)) }
        func listView(_ listView: ListView, shouldUpdateFocusFrom from: ListIndexPath?, to: ListIndexPath?) -> Bool { !refuses }
        func listView(_ listView: ListView, didUpdateFocusFrom from: ListIndexPath?, to: ListIndexPath?) { updates.append((from, to)) }
        func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) { selected.append(indexPath) }
    }

    static func makeList(_ layout: AnimatedUpdateTests.Layout, seed: Int) throws -> (ListView, ItemDataSource, Book) {
        var rng = SeededGenerator(seed: UInt64(seed))
        var nextID = 0
        let source = ItemDataSource(sections: BatchUpdateTests.makeModel(&rng, nextID: &nextID))
        let list = ListView(style: .plain, layout: layout.listLayout, rowHeight: .perRow)
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        let book = Book(source)
        list.dataSource = source
        list.delegate = book
        try list.setViewportSize(Size(width: 320, height: 480))
        try list.reloadData()
        list.layout()
        return (list, source, book)
    }

    /// The naive answer: every item's frame, searched.
    struct Reference {
        var frames: [Rect]
        var sections: [Int]
        var isTable: Bool
        var page: Double

        init(_ list: ListView) {
            frames = []
            sections = []
            for s in 0..<list.numberOfSections {
                for r in 0..<list.numberOfRows(inSection: s) {
                    frames.append(list.rectForRow(at: ListIndexPath(row: r, section: s))!)
                    sections.append(s)
                }
            }
            isTable = list.listLayout == .table
            page = list.viewportSize.height
        }

        /// The items around `g` in its section whose frames overlap its frame vertically, in a
        /// run (a table's row alone).
        func line(_ g: Int) -> Range<Int> {
            if isTable { return g..<(g + 1) }
            func overlaps(_ i: Int) -> Bool {
                i >= 0 && i < frames.count && sections[i] == sections[g] && frames[i].minY < frames[g].maxY && frames[g].minY < frames[i].maxY
            }
            var low = g
            var high = g + 1
            while overlaps(low - 1) { low -= 1 }
            while overlaps(high) { high += 1 }
            return low..<high
        }

        func nearest(in line: Range<Int>, to g: Int) -> Int {
            line.min { abs(frames[$0].midX - frames[g].midX) < abs(frames[$1].midX - frames[g].midX) }!
        }

        func target(from g: Int, _ heading: FocusHeading) -> Int? {
            let n = frames.count
            switch heading {
            case .first: return 0
            case .last: return n - 1
            case .up: return line(g).lowerBound == 0 ? nil : nearest(in: line(line(g).lowerBound - 1), to: g)
            case .down: return line(g).upperBound == n ? nil : nearest(in: line(line(g).upperBound), to: g)
            case .left: return !isTable && line(g).contains(g - 1) ? g - 1 : nil
            case .right: return !isTable && line(g).contains(g + 1) ? g + 1 : nil
            case .pageUp, .pageDown:
                let y = heading == .pageDown ? frames[g].minY + page : frames[g].minY - page
                guard let first = frames.indices.first(where: { frames[$0].minY < y + 1 && frames[$0].maxY > y }) else {
                    return heading == .pageDown ? (g + 1 < n ? n - 1 : nil) : (g > 0 ? 0 : nil)
                }
                let found = isTable ? first : nearest(in: line(first), to: g)
                return found == g ? nil : found
            }
        }
    }

    @Test(arguments: testSeeds(12), AnimatedUpdateTests.Layout.allCases)
    func movesGoWhereANaiveSearchSays(seed: Int, layout: AnimatedUpdateTests.Layout) throws {
        let (list, source, book) = try Self.makeList(layout, seed: seed)
        defer { withExtendedLifetime(source) {} }
        guard list.totalRows > 0 else { return }
        var rng = SeededGenerator(seed: UInt64(seed) &+ 99)
        _ = try list.moveFocus(.first)
        #expect(list.focusedIndexPath == ListIndexPath(row: 0, section: (0..<list.numberOfSections).first { list.numberOfRows(inSection: $0) > 0 }!))
        for step in 0..<150 {
            let reference = Reference(list)   // every frame laid out (a flow lays out as it is asked)
            let heading = FocusHeading.allCases[rng.below(FocusHeading.allCases.count)]
            let from = try #require(list.focusedIndexPath.flatMap(list.globalRow(for:)))
            let expected = reference.target(from: from, heading)
            let moved = try list.moveFocus(heading)
            let context = "seed \(seed) \(layout) step \(step): \(heading) from \(from)"
            #expect(moved.flatMap(list.globalRow(for:)) == expected, "\(context)")
            let now = try #require(list.focusedIndexPath.flatMap(list.globalRow(for:)))
            #expect(now == (expected ?? from), "\(context)")
            // The focused row is in view.
            let frame = try #require(list.rectForRow(at: list.focusedIndexPath!))
            #expect(frame.maxY > list.contentOffset.y && frame.minY < list.contentOffset.y + 480, "\(context): \(frame) out of view at \(list.contentOffset.y)")
            list.layout()
            list._checkInvariants()
        }
        #expect(book.updates.count > 10)
    }

    /// The naive answer to where the focus goes through a batch: its item if it stays, else the
    /// next item of its section that stays, else the one before, else the first item of the next
    /// section that stays, else the last of the one before.
    static func focusAfter(_ batch: RandomBatch, focused item: Int) -> Int? {
        let after = batch.after
        func exists(_ item: Int) -> Bool { after.contains { $0.items.contains(item) } }
        if exists(item) { return item }
        let s = batch.before.firstIndex { $0.items.contains(item) }!
        let r = batch.before[s].items.firstIndex(of: item)!
        if after.contains(where: { $0.id == batch.before[s].id }) {
            if let next = batch.before[s].items[(r + 1)...].first(where: exists) { return next }
            if let previous = batch.before[s].items[..<r].last(where: exists) { return previous }
        }
        let start = (0..<s).last { old in after.contains { $0.id == batch.before[old].id } }
            .map { old in after.firstIndex { $0.id == batch.before[old].id }! + 1 } ?? 0
        if let t = (start..<after.count).first(where: { !after[$0].items.isEmpty }) { return after[t].items.first }
        if let t = (0..<start).last(where: { !after[$0].items.isEmpty }) { return after[t].items.last }
        return nil
    }

    @Test(arguments: testSeeds(20))
    func theFocusFollowsItsItemThroughRandomBatches(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        var nextID = 10_000
        let (list, source, book) = try Self.makeList(.table, seed: seed)
        guard list.totalRows > 0 else { return }
        list.remembersLastFocusedIndexPath = true
        _ = try list.focusRow(at: list.indexPath(forGlobalRow: rng.below(list.totalRows)))
        var focusedItem: Int? = list.focusedIndexPath.map(source.item(at:))
        for step in 0..<40 {
            let batch = RandomBatch(source.sections, intensity: 0.2, nextID: &nextID, rng: &rng, sectionChanges: rng.below(3) == 0)
            let updatesBefore = book.updates.count
            source.sections = batch.after
            try list.performBatchUpdates(batch.update)
            let expected = focusedItem.flatMap { Self.focusAfter(batch, focused: $0) }
            #expect(list.focusedIndexPath.map(source.item(at:)) == expected, "seed \(seed) step \(step)")
            // The delegate hears only when the focus went to another item.
            #expect(book.updates.count - updatesBefore == (expected == focusedItem ? 0 : 1), "seed \(seed) step \(step)")
            list.layout()
            list._checkInvariants()
            focusedItem = expected
            if focusedItem == nil, list.totalRows > 0 {
                _ = try list.focusRow(at: list.indexPath(forGlobalRow: rng.below(list.totalRows)))
                focusedItem = list.focusedIndexPath.map(source.item(at:))
            }
        }
    }

    @Test func theDelegateDecidesAndHears() throws {
        let (list, source, book) = try Self.makeList(.table, seed: 3)
        defer { withExtendedLifetime(source) {} }
        let first = ListIndexPath(row: 0, section: 0)
        #expect(try list.focusRow(at: first))
        #expect(book.updates.count == 1 && book.updates[0].from == nil && book.updates[0].to == first)
        // Rows that may not take the focus are passed over; a refusal leaves the focus.
        book.unfocusable = [source.item(at: ListIndexPath(row: 1, section: 0)), source.item(at: ListIndexPath(row: 2, section: 0))]
        #expect(try list.moveFocus(.down) == ListIndexPath(row: 3, section: 0))
        #expect(try !list.focusRow(at: ListIndexPath(row: 1, section: 0)))
        book.refuses = true
        #expect(try list.moveFocus(.down) == nil && list.focusedIndexPath == ListIndexPath(row: 3, section: 0))
        book.refuses = false
        // Giving the focus up, and coming back: to the first visible row, or the one remembered.
        #expect(try list.focusRow(at: nil) && list.focusedIndexPath == nil)
        #expect(try list.moveFocus(.down) == list.indexPathsForVisibleRows.first)
        try list.focusRow(at: ListIndexPath(row: 3, section: 0))
        list.remembersLastFocusedIndexPath = true
        try list.focusRow(at: nil)
        #expect(try list.moveFocus(.down) == ListIndexPath(row: 3, section: 0))
        #expect(throws: ListError.self) { try list.focusRow(at: ListIndexPath(row: 0, section: 99)) }
    }

    @Test func theSelectionFollowsTheFocusWithTheTapsCallbacks() throws {
        let (list, source, book) = try Self.makeList(.table, seed: 5)
        defer { withExtendedLifetime(source) {} }
        list.selectionFollowsFocus = true
        try list.focusRow(at: ListIndexPath(row: 0, section: 0))
        try list.moveFocus(.down)
        #expect(list.indexPathsForSelectedRows == [ListIndexPath(row: 1, section: 0)])
        #expect(book.selected == [ListIndexPath(row: 0, section: 0), ListIndexPath(row: 1, section: 0)])
    }

    @Test func theFocusedRowIsKeptTheMarginFromTheEdges() throws {
        let source = ItemDataSource(sections: [(id: 0, items: Array(0..<1_000))])
        let list = ListView(rowHeight: .fixed(20))
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        list.dataSource = source
        try list.setViewportSize(Size(width: 100, height: 400))
        try list.reloadData()
        list.focusMargin = 60
        try list.focusRow(at: ListIndexPath(row: 0, section: 0))
        for _ in 0..<30 { try list.moveFocus(.down) }
        // Row 30 (600…620) sits 60 pt above the bottom edge: the offset is 620 + 60 − 400.
        #expect(list.contentOffset.y == 280)
        for _ in 0..<5 { try list.moveFocus(.up) }
        #expect(list.contentOffset.y == 280)   // row 25 (500…520) is inside the margins
        try list.moveFocus(.last)
        #expect(list.contentOffset.y == list.contentOffsetLimits.upperBound)
        try list.moveFocus(.pageUp)
        #expect(list.focusedIndexPath == ListIndexPath(row: 979, section: 0))
    }

    @Test func theFocusedCellIsPinnedWhileItsRowIsAwayAndGivenBackAfter() throws {
        let source = ItemDataSource(sections: [(id: 0, items: Array(0..<10_000))])
        let list = ListView(rowHeight: .fixed(20))
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        list.dataSource = source
        try list.setViewportSize(Size(width: 100, height: 400))
        try list.reloadData()
        list.layout()
        try list.focusRow(at: ListIndexPath(row: 5, section: 0))
        let focused = try #require(list.cellForRow(at: ListIndexPath(row: 5, section: 0)))
        // Far away: the cell is kept aside, in no pool, showing no other row.
        try list.setContentOffset(Point(x: 0, y: 100_000))
        list.layout()
        #expect(list.window.pinned === focused && focused.indexPath == ListIndexPath(row: 5, section: 0) && !focused.isDisplayed)
        #expect(!list.visibleCells.contains { $0 === focused })
        for _ in 0..<50 {
            try list.setContentOffset(Point(x: 0, y: list.contentOffset.y + 400))
            list.layout()
            #expect(!list.visibleCells.contains { $0 === focused })
            list._checkInvariants()
        }
        // Back: the row has its own cell again.
        try list.setContentOffset(Point(x: 0, y: 0))
        list.layout()
        #expect(list.cellForRow(at: ListIndexPath(row: 5, section: 0)) === focused && list.window.pinned == nil && focused.isDisplayed)
        // Away again, then the focus moves on: the cell goes back to its pool.
        try list.setContentOffset(Point(x: 0, y: 100_000))
        list.layout()
        #expect(list.window.pinned === focused)
        let inUse = try #require(list.reuseStatistics()).inUse
        try list.focusRow(at: nil)
        #expect(list.window.pinned == nil && list.reuseStatistics()?.inUse == inUse - 1)
    }

    @Test(arguments: testSeeds(10))
    func aPinnedCellIsNeverOnAnotherRowThroughRandomBatchesAndScrolls(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        var nextID = 10_000
        let (list, source, _) = try Self.makeList(seed % 2 == 0 ? .table : .grid, seed: seed)
        guard list.totalRows > 60 else { return }
        var pinnedSteps = 0
        for step in 0..<120 {
            switch rng.below(4) {
            case 0:
                if list.totalRows > 0 { try list.focusRow(at: list.indexPath(forGlobalRow: rng.below(list.totalRows))) }
            case 1:
                let batch = RandomBatch(source.sections, intensity: 0.1, nextID: &nextID, rng: &rng, sectionChanges: rng.below(3) == 0)
                source.sections = batch.after
                try list.performBatchUpdates(batch.update)
            default:
                let limits = list.contentOffsetLimits
                try list.setContentOffset(Point(x: 0, y: limits.lowerBound + Double(rng.below(Int(limits.upperBound - limits.lowerBound) + 1))))
            }
            list.layout()
            list._checkInvariants()
            let context = "seed \(seed) step \(step)"
            if let pinned = list.window.pinned {
                pinnedSteps += 1
                #expect(pinned.indexPath == list.focusedIndexPath, "\(context)")
                #expect((pinned as! ItemCell).item == source.item(at: list.focusedIndexPath!), "\(context): the pinned cell shows another item")
                #expect(!list.visibleCells.contains { $0 === pinned }, "\(context)")
            }
            if let focused = list.focusedIndexPath, let cell = list.cellForRow(at: focused) {
                #expect((cell as! ItemCell).item == source.item(at: focused), "\(context)")
            }
        }
        #expect(pinnedSteps > 0, "seed \(seed): the focused row was never away")
    }
}
