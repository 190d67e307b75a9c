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
        func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { source.listView(listView, heightForHeaderInSection: section) }
        func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double? { source.listView(listView, heightForFooterInSection: section) }
        /// Flow items of many widths and heights: several to a line, lines of mixed heights.
        func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? {
            let item = source.item(at: indexPath)
            return Size(width: 40 + Double((item &* 37) % 90), height: 30 + Double(item % 4) * 12)
        }
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

    /// The naive answer: every item's frame, searched, passing over the items that may not
    /// take the focus.
    struct Reference {
        var frames: [Rect]
        var sections: [Int]
        var focusable: [Bool]
        var isTable: Bool
        var page: Double

        init(_ list: ListView, unfocusable: Set<Int>, source: ItemDataSource) {
            frames = []
            sections = []
            focusable = []
            for s in 0..<list.numberOfSections {
                for r in 0..<list.numberOfRows(inSection: s) {
                    frames.append(list.rectForRow(at: ListIndexPath(row: r, section: s))!)
                    sections.append(s)
                    focusable.append(!unfocusable.contains(source.item(at: ListIndexPath(row: r, section: s))))
                }
            }
            isTable = list.listLayout == .table
            page = list.viewportSize.height
            // A plain table's header stays pinned over the rows: a page is what is left below it.
            let table = isTable
            pinnedHeaders = (0..<list.numberOfSections).map { table ? list.rectForHeader(inSection: $0)!.height : 0 }
        }

        /// The height of each section's header pinned at the top (0 where none pins).
        var pinnedHeaders: [Double]

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

        /// The focusable item of `line` nearest `frame`'s centre (the first of equals).
        func nearest(in line: Range<Int>, to frame: Rect) -> Int? {
            line.filter { focusable[$0] }.min { abs(frames[$0].midX - frame.midX) < abs(frames[$1].midX - frame.midX) }
        }

        /// Line by line from `line` (itself first if `including`), the nearest focusable item.
        func nearestOnLines(from line: Range<Int>, step: Int, to frame: Rect, including: Bool = false) -> Int? {
            var line = line
            if including, let found = nearest(in: line, to: frame) { return found }
            while true {
                let next = step > 0 ? line.upperBound : line.lowerBound - 1
                guard next >= 0, next < frames.count else { return nil }
                line = self.line(next)
                if let found = nearest(in: line, to: frame) { return found }
            }
        }

        func walk(from g: Int, step: Int) -> Int? {
            stride(from: g + step, to: step > 0 ? frames.count : -1, by: step).first { focusable[$0] }
        }

        func target(from g: Int, _ heading: FocusHeading) -> Int? {
            let n = frames.count
            switch heading {
            case .first: return walk(from: -1, step: 1)
            case .last: return walk(from: n, step: -1)
            case .up, .down:
                let step = heading == .down ? 1 : -1
                return isTable ? walk(from: g, step: step) : nearestOnLines(from: line(g), step: step, to: frames[g])
            case .left, .right:
                guard !isTable else { return nil }
                let step = heading == .right ? 1 : -1
                return stride(from: g + step, to: step > 0 ? line(g).upperBound : line(g).lowerBound - 1, by: step).first { focusable[$0] }
            case .pageUp, .pageDown:
                let down = heading == .pageDown
                let step = Swift.max(1, page - pinnedHeaders[sections[g]])
                let y = down ? frames[g].minY + step : frames[g].minY - step
                let found = Swift.min(frames.indices.first { frames[$0].maxY > y } ?? n, n - 1)
                if down ? found <= g : found >= g { return target(from: g, down ? .down : .up) }
                if isTable { return focusable[found] ? found : walk(from: found, step: down ? 1 : -1) }
                return nearestOnLines(from: line(found), step: down ? 1 : -1, to: frames[g], including: true)
            }
        }
    }

    @Test(arguments: testSeeds(12), AnimatedUpdateTests.Layout.allCases)
    func movesGoWhereANaiveSearchSays(seed: Int, layout: AnimatedUpdateTests.Layout) throws {
        let (list, source, book) = try Self.makeList(layout, seed: seed)
        defer { withExtendedLifetime(source) {} }
        guard list.totalRows > 0 else { return }
        var rng = SeededGenerator(seed: UInt64(seed) &+ 99)
        // A tenth of the items may not take the focus (on some seeds).
        if seed % 2 == 1 { book.unfocusable = Set(source.sections.flatMap(\.items).filter { _ in rng.below(10) == 0 }) }
        _ = try list.moveFocus(.first)
        #expect(list.focusedIndexPath.flatMap(list.globalRow(for:)) == Reference(list, unfocusable: book.unfocusable, source: source).walk(from: -1, step: 1))
        guard list.focusedIndexPath != nil else { return }
        var lines = 0
        for step in 0..<150 {
            // Every frame laid out (a flow lays out as it is asked).
            let reference = Reference(list, unfocusable: book.unfocusable, source: source)
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
            lines += reference.line(now).count > 1 ? 1 : 0
            list.layout()
            list._checkInvariants()
        }
        #expect(book.updates.count > 10)
        if layout != .table { #expect(lines > 20, "\(layout): the focus met lines of several items") }
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
        let (list, source) = try AnimatedUpdateTests.table(rows: 1_000)
        defer { withExtendedLifetime(source) {} }
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
        let (list, source) = try AnimatedUpdateTests.table(rows: 10_000)
        defer { withExtendedLifetime(source) {} }
        try list.focusRow(at: ListIndexPath(row: 5, section: 0))
        let focused = try #require(list.cellForRow(at: ListIndexPath(row: 5, section: 0)))
        // Far away: the cell is kept aside, in no pool, showing no other row.
        try list.setContentOffset(Point(x: 0, y: 100_000))
        list.layout()
        #expect(list.window.pinned.first === focused && focused.indexPath == ListIndexPath(row: 5, section: 0) && !focused.isDisplayed)
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
        #expect(list.cellForRow(at: ListIndexPath(row: 5, section: 0)) === focused && list.window.pinned.isEmpty && focused.isDisplayed)
        // Away again, then the focus moves on: the cell goes back to its pool.
        try list.setContentOffset(Point(x: 0, y: 100_000))
        list.layout()
        #expect(list.window.pinned.first === focused)
        let inUse = try #require(list.reuseStatistics()).inUse
        try list.focusRow(at: nil)
        #expect(list.window.pinned.isEmpty && list.reuseStatistics()?.inUse == inUse - 1)
    }

    @Test(arguments: testSeeds(10))
    func pinnedCellsAreNeverOnAnotherRowThroughRandomBatchesAndScrolls(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        var nextID = 10_000
        let (list, source, _) = try Self.makeList(seed % 2 == 0 ? .table : .grid, seed: seed)
        guard list.totalRows > 60 else { return }
        var pinnedSteps = 0
        for step in 0..<120 {
            switch rng.below(5) {
            case 0:
                if list.totalRows > 0 { try list.focusRow(at: list.indexPath(forGlobalRow: rng.below(list.totalRows))) }
            case 4:
                // The screen reader's element, on a row (pinned too) or a header (not).
                let row = list.totalRows > 0 ? list.indexPath(forGlobalRow: rng.below(list.totalRows)) : nil
                try list.setAccessibilityFocus(rng.below(4) == 0 ? .header(section: row?.section ?? 0) : row.map { .row($0) })
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
            let readerRow: ListIndexPath? = if case let .row(path)? = list.accessibilityFocusedElement { path } else { nil }
            for pinned in list.window.pinned {
                pinnedSteps += 1
                #expect(pinned.indexPath == list.focusedIndexPath || pinned.indexPath == readerRow, "\(context)")
                #expect((pinned as! ItemCell).item == source.item(at: pinned.indexPath!), "\(context): the pinned cell shows another item")
                #expect(!list.visibleCells.contains { $0 === pinned }, "\(context)")
            }
            for focused in [list.focusedIndexPath, readerRow].compactMap({ $0 }) {
                if let cell = list.cellForRow(at: focused) { #expect((cell as! ItemCell).item == source.item(at: focused), "\(context)") }
            }
        }
        #expect(pinnedSteps > 0, "seed \(seed): the focused row was never away")
    }

    @Test func aHeldArrowGoesOnIntoRowsNotLoadedYet() throws {
        let (list, source, _) = try PagingTests.makeList(rows: 1_000_000)
        defer { withExtendedLifetime(source) {} }
        for _ in 0..<20 { list.layout() }
        let lastLoaded = try #require((0..<1_000).last { list.isLoaded(ListIndexPath(row: $0, section: 0)) })
        try list.focusRow(at: ListIndexPath(row: lastLoaded, section: 0))
        #expect(try list.moveFocus(.down) == ListIndexPath(row: lastLoaded + 1, section: 0))
    }

    /// Tells what the focus did, and what the focused row's cell shows at that moment.
    final class Watcher: ListDelegate {
        var heard: [(from: ListIndexPath?, to: ListIndexPath?, item: Int?)] = []
        var then: ((ListView) -> Void)?
        func listView(_ listView: ListView, didUpdateFocusFrom from: ListIndexPath?, to: ListIndexPath?) {
            heard.append((from, to, to.flatMap { listView.cellForRow(at: $0) as? ItemCell }?.item))
            then?(listView)
            then = nil
        }
    }

    @Test func anUpdateThatTakesTheFocusedRowTellsTheDelegateOnceEveryCellIsInPlace() throws {
        let source = ItemDataSource(sections: [(id: 0, items: Array(0..<300))])
        let list = ListView(rowHeight: .fixed(20))
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        list.dataSource = source
        let watcher = Watcher()
        list.delegate = watcher
        try list.setViewportSize(Size(width: 100, height: 400))
        try list.reloadData()
        list.layout()
        try list.focusRow(at: ListIndexPath(row: 5, section: 0))
        // Rows 0, 1 and 5 go: the focus goes to item 6, now row 3, and its cell shows item 6.
        source.sections[0].items.removeAll { [0, 1, 5].contains($0) }
        try list.performBatchUpdates { $0.deleteRows(at: [0, 1, 5].map { ListIndexPath(row: $0, section: 0) }) }
        #expect(watcher.heard.last?.from == ListIndexPath(row: 5, section: 0) && watcher.heard.last?.to == ListIndexPath(row: 3, section: 0))
        #expect(watcher.heard.last?.item == 6)
        // A reload that leaves the row out: told, and a call from the callback is made after it.
        var problems = 0
        list.diagnosticHandler = { _ in problems += 1 }
        watcher.then = { _ = try? $0.focusRow(at: ListIndexPath(row: 0, section: 0)) }
        source.sections = [(id: 0, items: [0, 1])]
        try list.reloadData()
        #expect(watcher.heard.count == 4 && watcher.heard[2].to == ListIndexPath(row: 1, section: 0))
        #expect(list.focusedIndexPath == ListIndexPath(row: 0, section: 0) && problems == 0)
    }

    @Test func theSelectionFollowsTheFocusOnlyWhereATapWouldSelectOneRow() throws {
        let (list, source, book) = try Self.makeList(.table, seed: 5)
        defer { withExtendedLifetime(source) {} }
        list.selectionFollowsFocus = true
        list.allowsSelection = false
        try list.focusRow(at: ListIndexPath(row: 0, section: 0))
        #expect(list.indexPathsForSelectedRows.isEmpty && book.selected.isEmpty)
        list.allowsSelection = true
        list.allowsMultipleSelection = true
        try list.moveFocus(.down)
        #expect(list.indexPathsForSelectedRows.isEmpty && book.selected.isEmpty)
    }

    @Test func pagesSkipGapsAndLeaveRowsTallerThanAPage() throws {
        // A row of 1,000 pt among rows of 20, under 40-pt headers.
        final class Tall: ListDataSource, ListDelegate {
            func numberOfSections(in listView: ListView) -> Int { 2 }
            func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 11 : 500 }
            func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
                try listView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { indexPath == ListIndexPath(row: 3, section: 0) ? 1_000 : 40 }
            func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { 40 }
        }
        let source = Tall()
        let list = ListView(style: .grouped, rowHeight: .perRow)
        list.register(ListCell.self, forCellReuseIdentifier: "cell")
        list.dataSource = source
        list.delegate = source
        try list.setViewportSize(Size(width: 320, height: 440))
        try list.reloadData()
        try list.focusRow(at: ListIndexPath(row: 3, section: 0))
        #expect(try list.moveFocus(.pageDown) == ListIndexPath(row: 4, section: 0))
        try list.focusRow(at: ListIndexPath(row: 10, section: 0))
        let next = try #require(try list.moveFocus(.pageDown))
        #expect(next.section == 1 && next.row < 20, "a page, not the end: \(next)")
        #expect(try list.moveFocus(.pageUp).map { $0.section == 0 } == true)
    }

    @Test func theFocusClosesASwipeElsewhereAndWaitsForAMove() throws {
        let source = ItemDataSource(sections: [(id: 0, items: Array(0..<40))])
        let list = ListView(rowHeight: .fixed(40))
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        let movable = AccessibilityTests.MovableSource(source)
        list.dataSource = movable
        list.delegate = source
        try list.setViewportSize(Size(width: 320, height: 400))
        try list.reloadData()
        list.layout()
        try list.focusRow(at: ListIndexPath(row: 3, section: 0))
        // The focused row's swipe stays open as the focus stays; another row's focus closes it.
        try list.openSwipeActions(forRowAt: ListIndexPath(row: 3, section: 0), edge: .trailing)
        try list.focusRow(at: ListIndexPath(row: 3, section: 0))
        #expect(list.swipeActionsState != nil)
        try list.moveFocus(.down)
        #expect(list.swipeActionsState == nil)
        // While a row moves, the focus stays where it is.
        #expect(try list.beginInteractiveMovement(forRowAt: ListIndexPath(row: 6, section: 0)))
        #expect(try list.moveFocus(.down) == nil && list.focusedIndexPath == ListIndexPath(row: 4, section: 0))
        #expect(try !list.focusRow(at: ListIndexPath(row: 9, section: 0)))
        list.cancelInteractiveMovement()
        #expect(try list.moveFocus(.down) == ListIndexPath(row: 5, section: 0))
    }

    @Test func inEditingModeTheFocusSelectsOnlyWhereATapWould() throws {
        let (list, source, book) = try Self.makeList(.table, seed: 3)
        defer { withExtendedLifetime(source) {} }
        guard list.totalRows > 3 else { return }
        list.selectionFollowsFocus = true
        list.setEditing(true)
        try list.moveFocus(.first)
        try list.moveFocus(.down)
        #expect(book.selected.isEmpty && list.indexPathsForSelectedRows.isEmpty)
        list.allowsSelectionDuringEditing = true
        let target = try #require(try list.moveFocus(.down))
        #expect(list.indexPathsForSelectedRows == [target])
    }
}
