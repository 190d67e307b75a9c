import Testing
@testable import ListEngine
import TestSupport

/// A list over rows that arrive by page: the page book against a plain model through random
/// operations; placeholders until pages arrive, the place kept when they do, the bound on pages
/// held, failures, retries, reloads and batches — in simulated time, so every count repeats —
/// and loads on Dispatch in real time.
@Suite struct PagingTests {
    /// Rows whose items are their numbers times ten, heights by item; a page's item is read
    /// from the pager.
    final class Source: ListDataSource, ListDelegate {
        var rows: Int
        var pager: ListPager<Int>?

        init(rows: Int) { self.rows = rows }

        static func height(ofItem item: Int) -> Double { 30 + Double((item &* 7919) % 7) * 10 }

        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { rows }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            let cell = try listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            let item = pager?.item(atRow: indexPath.row) ?? -1
            (cell as? ItemCell)?.item = item
            (cell as? ItemCell)?.measuredHeight = Self.height(ofItem: item)
            return cell
        }
    }

    static func simulated(pageSize: Int = 50, distance: Int = 50, maxPages: Int = 20, workers: Int = 4,
                          latency: Double = 0.05) -> PagingConfiguration {
        PagingConfiguration(pageSize: pageSize, prefetchDistance: distance, maxPages: maxPages, workers: workers,
                            timing: .simulated(latency: latency))
    }

    static func makeList(rows: Int = 10_000, configuration: PagingConfiguration = simulated(),
                         load: @escaping ListPager<Int>.Load = { rows, _ in rows.map { $0 * 10 } }) throws -> (ListView, Source, ListPager<Int>) {
        let source = Source(rows: rows)
        let list = try TestSupport.makeList(over: source, cells: [("item", ItemCell.self)], rowHeight: .selfSizing(estimate: 44),
                                            viewport: Size(width: 390, height: 844), loads: false)
        try list.setFrameInterval(1.0 / 120)
        let pager = try ListPager<Int>(configuration: configuration, load: load)
        source.pager = pager
        list.setPager(pager)
        return (list, source, pager)
    }

    static func placeholdersOnScreen(_ list: ListView) -> Int {
        list.visibleCells.filter { $0.contentState == .placeholder }.count
    }

    @Test func rowsArePlaceholdersUntilTheirPageArrives() throws {
        let (list, source, pager) = try Self.makeList()
        defer { withExtendedLifetime(source) {} }
        list.layout()
        #expect(Self.placeholdersOnScreen(list) == list.visibleCells.count && !list.visibleCells.isEmpty)
        #expect(list.layout().blankArea == 1)
        #expect(throws: ListError.rowNotLoaded(ListIndexPath(row: 0, section: 0))) { try list.selectRow(at: ListIndexPath(row: 0, section: 0)) }
        #expect(list.touchDown(at: Point(x: 10, y: 10)) == nil)
        // 50 ms is 6 frames at 120 Hz: the pages asked for in the first pass arrive in the seventh.
        var frames = 2
        while Self.placeholdersOnScreen(list) > 0 && frames < 30 {
            list.layout()
            frames += 1
        }
        #expect(frames == 7)
        #expect(list.visibleCells.allSatisfy { ($0 as? ItemCell).map { $0.item == $0.indexPath!.row * 10 } ?? false })
        #expect(pager.item(atRow: 3) == 30 && pager.item(atRow: 9_999) == nil)
        try list.selectRow(at: ListIndexPath(row: 0, section: 0))
        #expect(list.layout().blankArea == 0)
    }

    /// Pages arriving above the viewport measure their rows (estimates far from the real
    /// heights): the first visible row does not move on screen.
    @Test func pagesThatArriveKeepThePlace() throws {
        let (list, source, _) = try Self.makeList(configuration: Self.simulated(distance: 200, maxPages: 20))
        defer { withExtendedLifetime(source) {} }
        try list.setContentOffset(Point(x: 0, y: 44 * 5_000))
        list.layout()
        for _ in 0..<20 { list.layout() }
        for _ in 0..<400 {
            let first = list.ranges.visible.lowerBound
            let y = try #require(list.rectForRow(globalRow: first)).minY - list.contentOffset.y
            try list.setContentOffset(Point(x: 0, y: list.contentOffset.y - 25))
            list.layout()
            let after = try #require(list.rectForRow(globalRow: first)).minY - list.contentOffset.y
            #expect(abs(after - (y + 25)) < 1e-9)
            list._checkInvariants()
        }
    }

    /// A long scroll holds no more pages than the bound; rows evicted keep the heights they
    /// were measured at, and are placeholders again.
    @Test func theBoundHoldsAndEvictedRowsKeepTheirHeights() throws {
        let (list, source, pager) = try Self.makeList(configuration: Self.simulated(maxPages: 6))
        defer { withExtendedLifetime(source) {} }
        list.layout()
        for _ in 0..<10 { list.layout() }
        let measured = try #require(list.rectForRow(globalRow: 3)).height
        #expect(measured == Source.height(ofItem: 30))
        for _ in 0..<1_500 {
            try list.setContentOffset(Point(x: 0, y: list.contentOffset.y + 40))
            list.layout()
            #expect(pager.heldPages <= 6)
        }
        #expect(pager.statistics.heldMax <= 6 && pager.statistics.evicted > 0)
        #expect(!pager.isLoaded(row: 3))
        #expect(try #require(list.rectForRow(globalRow: 3)).height == measured)
        // Back at the top: placeholders, then the rows again.
        try list.scrollToRow(at: ListIndexPath(row: 0, section: 0), position: .top)
        list.layout()
        #expect(Self.placeholdersOnScreen(list) > 0)
        for _ in 0..<8 { list.layout() }
        #expect(Self.placeholdersOnScreen(list) == 0)
    }

    @Test func aJumpLoadsThePagesThereFirstAndCancelsThoseLeftBehind() throws {
        let (list, source, pager) = try Self.makeList(configuration: Self.simulated(distance: 200, workers: 2))
        defer { withExtendedLifetime(source) {} }
        list.layout()
        try list.scrollToRow(at: ListIndexPath(row: 8_000, section: 0), position: .top)
        list.layout()
        #expect(pager.statistics.cancelled > 0)
        var frames = 1
        while Self.placeholdersOnScreen(list) > 0 && frames < 30 {
            list.layout()
            frames += 1
        }
        // The first screen's pages were running when it jumped: two workers, 6 frames each.
        #expect(frames <= 14)
        #expect(list.visibleCells.allSatisfy { $0.contentState != .placeholder })
    }

    @Test func failedPagesAreReportedOnceAndRetriedOnRequest() throws {
        struct Offline: Error {}
        let failing = Locked(true)
        let (list, source, pager) = try Self.makeList { rows, _ in
            if failing.withLock({ $0 }) { throw Offline() }
            return rows.map { $0 * 10 }
        }
        defer { withExtendedLifetime(source) {} }
        var reports = [ListError]()
        list.diagnosticHandler = { reports.append($0) }
        for _ in 0..<20 { list.layout() }
        #expect(Self.placeholdersOnScreen(list) > 0)
        #expect(pager.statistics.failed > 0 && pager.statistics.loaded == 0)
        #expect(reports.allSatisfy { if case .pageLoadFailed = $0 { true } else { false } })
        #expect(reports.count == pager.statistics.failed)
        #expect(reports.first?.description.contains("Offline") == true)
        failing.withLock { $0 = false }
        for _ in 0..<20 { list.layout() }
        #expect(Self.placeholdersOnScreen(list) > 0)  // not retried by itself
        pager.retryFailedPages()
        for _ in 0..<10 { list.layout() }
        #expect(Self.placeholdersOnScreen(list) == 0)
    }

    @Test func aPageWithTheWrongNumberOfItemsFails() throws {
        let (list, source, pager) = try Self.makeList { rows, _ in Array(rows.dropLast()) }
        defer { withExtendedLifetime(source) {} }
        for _ in 0..<10 { list.layout() }
        #expect(pager.statistics.loaded == 0 && pager.statistics.failed > 0)
        #expect(list.lastDiagnostic?.description.contains("its load returned 49 items") == true)
        #expect(Self.placeholdersOnScreen(list) > 0)
    }

    /// Results asked for before a reload or a batch that renumbers rows are dropped, never
    /// shown; a batch that only appends at the end keeps the pages loaded.
    @Test func reloadsAndBatchesDropPagesOnTheirWayAppendsKeepThem() throws {
        let (list, source, pager) = try Self.makeList()
        defer { withExtendedLifetime(source) {} }
        list.layout()
        for _ in 0..<3 { list.layout() }
        try list.reloadData()
        for _ in 0..<12 { list.layout() }
        #expect(pager.statistics.dropped > 0)
        #expect(list.visibleCells.allSatisfy { ($0 as? ItemCell).map { $0.item == $0.indexPath!.row * 10 } ?? false })
        let loaded = pager.statistics.loaded
        // Appending rows at the end keeps the pages.
        source.rows += 30
        try list.insertRows(at: (10_000..<10_030).map { ListIndexPath(row: $0, section: 0) })
        #expect(pager.isLoaded(row: 0))
        // Inserting at the top renumbers every row: the pages go, and come again.
        source.rows += 1
        try list.insertRows(at: [ListIndexPath(row: 0, section: 0)])
        #expect(!pager.isLoaded(row: 0))
        for _ in 0..<10 { list.layout() }
        #expect(pager.isLoaded(row: 0) && pager.statistics.loaded > loaded)
        #expect(Self.placeholdersOnScreen(list) == 0)
    }

    @Test func pagesLoadOnDispatchInRealTime() throws {
        let (list, source, pager) = try Self.makeList(configuration: PagingConfiguration(pageSize: 20, prefetchDistance: 20, maxPages: 10, workers: 2))
        defer { withExtendedLifetime(source) {} }
        list.layout()
        var passes = 0
        while Self.placeholdersOnScreen(list) > 0 && passes < 20_000 {
            list.layout()
            passes += 1
        }
        #expect(Self.placeholdersOnScreen(list) == 0)
        #expect(pager.statistics.loaded > 0)
        #expect(list.visibleCells.allSatisfy { ($0 as? ItemCell).map { $0.item == $0.indexPath!.row * 10 } ?? false })
    }

    /// A running page that leaves the window is cancelled, not failed: whatever its load gives
    /// is dropped, and the page loads again when it is wanted again.
    @Test func aRunningPageThatLeavesIsCancelledNotFailed() throws {
        let (list, source, pager) = try Self.makeList { rows, cancellation in
            if cancellation.isCancelled { struct Stopped: Error {}; throw Stopped() }
            return rows.map { $0 * 10 }
        }
        defer { withExtendedLifetime(source) {} }
        list.layout()
        try list.scrollToRow(at: ListIndexPath(row: 8_000, section: 0), position: .top)
        for _ in 0..<10 { list.layout() }
        #expect(pager.statistics.failed == 0 && list.diagnosticCount == 0)
        #expect(pager.statistics.cancelled > 0 && !pager.isLoaded(row: 0))
        try list.scrollToRow(at: ListIndexPath(row: 0, section: 0), position: .top)
        for _ in 0..<10 { list.layout() }
        #expect(pager.isLoaded(row: 0) && Self.placeholdersOnScreen(list) == 0)
    }

    /// Rows appended while the short last page loads: the old load's result (20 items) is
    /// dropped, and the page loads again with its new rows; an empty batch changes nothing.
    @Test func appendingWhileTheLastPageLoadsRestartsIt() throws {
        let (list, source, pager) = try Self.makeList(rows: 120)
        defer { withExtendedLifetime(source) {} }
        list.layout()
        try list.scrollToRow(at: ListIndexPath(row: source.rows - 1, section: 0), position: .bottom)
        list.layout()
        list.layout()
        source.rows += 30
        try list.insertRows(at: (120..<150).map { ListIndexPath(row: $0, section: 0) })
        for _ in 0..<16 { list.layout() }
        #expect(pager.statistics.failed == 0 && pager.statistics.dropped > 0)
        #expect(pager.isLoaded(row: 149) && pager.item(atRow: 149) == 1_490)
        let loaded = pager.statistics.loaded
        try list.performBatchUpdates { _ in }
        #expect(pager.isLoaded(row: 149))
        for _ in 0..<8 { list.layout() }
        #expect(pager.statistics.loaded == loaded)
    }

    /// Appending to a full last page keeps every page; only a short one loads again.
    @Test func appendingAfterAFullPageKeepsIt() throws {
        let (list, source, pager) = try Self.makeList(rows: 150)
        defer { withExtendedLifetime(source) {} }
        list.layout()
        try list.scrollToRow(at: ListIndexPath(row: source.rows - 1, section: 0), position: .bottom)
        for _ in 0..<10 { list.layout() }
        #expect(pager.isLoaded(row: 149))
        source.rows += 1
        try list.insertRows(at: [ListIndexPath(row: 150, section: 0)])
        #expect(pager.isLoaded(row: 149) && !pager.isLoaded(row: 150))
    }

    @Test func rowsOutsideTheListHaveNoItem() throws {
        let (list, source, pager) = try Self.makeList(rows: 120)
        defer { withExtendedLifetime(source) {} }
        list.layout()
        try list.scrollToRow(at: ListIndexPath(row: source.rows - 1, section: 0), position: .bottom)
        for _ in 0..<10 { list.layout() }
        #expect(pager.isLoaded(row: 119))
        for row in [-1, -50, 120, 125, Int.max, Int.min] {
            #expect(pager.item(atRow: row) == nil && !pager.isLoaded(row: row), "row \(row)")
        }
    }

    /// More pages wanted than the bound (a tall screen of short rows): the nearest are held,
    /// and an idle list loads nothing more.
    @Test func anIdleListStopsLoading() throws {
        let (list, source, pager) = try Self.makeList(configuration: Self.simulated(pageSize: 10, distance: 10, maxPages: 3))
        defer { withExtendedLifetime(source) {} }
        for _ in 0..<40 { list.layout() }
        let settled = pager.statistics
        for _ in 0..<40 { list.layout() }
        #expect(pager.statistics == settled)
        #expect(settled.heldMax <= Swift.max(3, list.ranges.visible.count / 10 + 2))
    }

    @Test func aBadConfigurationIsRefused() {
        for configuration in [PagingConfiguration(pageSize: 0), PagingConfiguration(prefetchDistance: -1),
                              PagingConfiguration(workers: 0), PagingConfiguration(pageSize: 50, prefetchDistance: 100, maxPages: 4),
                              PagingConfiguration(maxPages: .max), PagingConfiguration(pageSize: .max), PagingConfiguration(prefetchDistance: .max),
                              PagingConfiguration(maxPages: 0)] {
            #expect(throws: ListError.self) { try ListPager<Int>(configuration: configuration) { _, _ in [] } }
        }
        #expect(throws: Never.self) { try ListPager<Int>(configuration: PagingConfiguration(pageSize: 50, prefetchDistance: 100, maxPages: 5)) { _, _ in [] } }
    }

    /// The page book through random wants, starts, finishes, cancels, evictions, growth and
    /// resets (with pages held again at once, as a batch's renumbering does), against plain sets: states agree with the lists, the bound holds after each
    /// eviction, the counts add up.
    @Test(arguments: testSeeds(40))
    func thePageBookAgainstAPlainModel(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(47_000 + seed))
        let pageSize = 1 + rng.below(60)
        let maxPages = 1 + rng.below(12)
        var book = PageBook(pageSize: pageSize, maxPages: maxPages)
        var rows = rng.below(3_000)
        _ = book.reset(rowCount: rows)
        var waiting = Set<Int>(), running = Set<Int>(), held = Set<Int>(), failed = Set<Int>()
        var requested = 0, cancelled = 0, evicted = 0
        for step in 0..<400 {
            let pages = book.pageCount
            switch rng.below(8) {
            case 0, 1:
                guard pages > 0 else { continue }
                let page = rng.below(pages)
                if !waiting.contains(page), !running.contains(page), !held.contains(page), !failed.contains(page) {
                    waiting.insert(page)
                    requested += 1
                }
                book.want(page)
            case 2:
                let start = rng.below(pages + 1)
                let near = start..<(start + rng.below(3))
                if let page = book.startNext(nearest: near, workers: 3) {
                    let wasWaiting = waiting.remove(page) != nil
                    #expect(wasWaiting && running.count < 3)
                    running.insert(page)
                    let best = waiting.map { PageBook.distance($0, near) }.min() ?? Int.max
                    #expect(PageBook.distance(page, near) <= best)
                } else {
                    #expect(waiting.isEmpty || running.count >= 3)
                }
            case 3:
                guard let page = running.randomElement(using: &rng) else { continue }
                let loaded = rng.below(4) > 0
                let finished = book.finish(page, loaded: loaded)
                #expect(finished)
                running.remove(page)
                if loaded { held.insert(page) } else { failed.insert(page) }
            case 4:
                let lower = rng.below(pages + 1)
                let wanted = lower..<Swift.min(pages, lower + rng.below(8))
                let gone = waiting.filter { !wanted.contains($0) }
                cancelled += gone.count
                waiting.subtract(gone)
                book.cancelWaiting(outside: wanted)
            case 5:
                let lower = rng.below(pages + 1)
                let keep = lower..<Swift.min(pages, lower + rng.below(3))
                var gone = [Int]()
                book.evict(keeping: keep, into: &gone)
                for page in gone {
                    let wasHeld = held.remove(page) != nil
                    #expect(wasHeld && !keep.contains(page))
                    evicted += 1
                }
                #expect(held.count <= maxPages || held.allSatisfy(keep.contains))
            case 6:
                let oldRows = rows
                rows += rng.below(200)
                if let dropped = book.grow(from: oldRows, to: rows) {
                    let wasHeld = held.remove(dropped) != nil
                    #expect(wasHeld)
                }
                if oldRows % pageSize != 0, rows > oldRows {
                    let last = pages - 1
                    waiting.remove(last); running.remove(last); failed.remove(last)
                }
            default:
                if rng.below(4) == 0 {
                    book.retryFailed()
                    failed.removeAll()
                } else if rng.below(10) == 0 {
                    rows = rng.below(3_000)
                    let dropped = book.reset(rowCount: rows)
                    #expect(Set(dropped) == held)
                    waiting.removeAll(); running.removeAll(); held.removeAll(); failed.removeAll()
                    // Pages a batch renumbered keep their items: held again at once.
                    for _ in 0..<rng.below(3) where book.pageCount > 0 {
                        let page = rng.below(book.pageCount)
                        book.hold(page)
                        held.insert(page)
                    }
                }
            }
            let context = "seed \(seed) step \(step)"
            #expect(Set(book.waiting) == waiting && book.waiting.count == waiting.count, "\(context)")
            #expect(Set(book.running) == running, "\(context)")
            #expect(Set(book.held) == held && book.held.count == held.count, "\(context)")
            for page in 0..<book.pageCount {
                let expected: PageBook.State = waiting.contains(page) ? .waiting : running.contains(page) ? .running
                    : held.contains(page) ? .loaded : failed.contains(page) ? .failed : .absent
                #expect(book.states[page] == expected, "\(context) page \(page)")
            }
            #expect(book.statistics.requested == requested && book.statistics.cancelled == cancelled
                    && book.statistics.evicted == evicted, "\(context)")
        }
    }
}

/// Batches over a paged list: pages are renumbered, not forgotten — a loaded row's item goes
/// with its row, a page stays loaded when all its rows only shifted — and no cell outlives its
/// page: right after each batch, and after each pass, a row on screen shows its page's item or
/// is a placeholder. Against a plain array of items through random batches, scrolls and loads
/// finishing in simulated time; and the visible pages held beyond `maxPages`.
@Suite struct PagingRenumberTests {
    /// Rows over an array of item identifiers (the "server"), which batches change as the list
    /// does; a load reads it when it runs.
    final class Source: ListDataSource {
        let items: Locked<[Int]>
        var pager: ListPager<Int>?

        init(items: [Int]) { self.items = Locked(items) }

        var count: Int { items.withLock { $0.count } }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { count }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            let cell = try listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            let item = pager?.item(atRow: indexPath.row) ?? -1
            (cell as? ItemCell)?.item = item
            (cell as? ItemCell)?.measuredHeight = PagingTests.Source.height(ofItem: item)
            return cell
        }
    }

    static func makeList(items: [Int], pageSize: Int, distance: Int, maxPages: Int,
                         viewport: Size = Size(width: 390, height: 844)) throws -> (ListView, Source, ListPager<Int>) {
        let source = Source(items: items)
        let list = try TestSupport.makeList(over: source, cells: [("item", ItemCell.self)], rowHeight: .selfSizing(estimate: 44),
                                            viewport: viewport, loads: false)
        try list.setFrameInterval(1.0 / 120)
        let server = source.items
        let pager = try ListPager<Int>(configuration: PagingTests.simulated(pageSize: pageSize, distance: distance, maxPages: maxPages,
                                                                             latency: 0.02)) { rows, _ in
            server.withLock { items in rows.map { items[$0] } }
        }
        source.pager = pager
        list.setPager(pager)
        return (list, source, pager)
    }

    /// Every loaded row's item is the server's; every cell on screen shows its row's item if its page is loaded, and is a placeholder if not.
    static func check(_ list: ListView, _ source: Source, _ pager: ListPager<Int>, _ context: String) {
        let items = source.items.withLock { $0 }
        for row in items.indices where pager.isLoaded(row: row) {
            #expect(pager.item(atRow: row) == items[row], "\(context): row \(row)")
        }
        for cell in list.visibleCells {
            guard let row = cell.indexPath?.row else { continue }
            if pager.isLoaded(row: row) {
                #expect(cell.contentState != .placeholder && (cell as? ItemCell)?.item == items[row], "\(context): cell of row \(row)")
            } else {
                #expect(cell.contentState == .placeholder, "\(context): cell of row \(row) outlived its page")
            }
        }
    }

    static func loadEverything(_ list: ListView, _ source: Source) throws {
        for row in stride(from: 0, to: source.count, by: 5) {
            try list.scrollToRow(at: ListIndexPath(row: row, section: 0), position: .top)
            for _ in 0..<4 { list.layout() }
        }
    }

    /// 100 rows in pages of 10, all loaded: deleting row 90 keeps every page loaded, the last
    /// shifted up a row; inserting at the top unloads page 0 alone; a move unloads the page it
    /// puts its row in; the rows on screen follow at once.
    @Test func aBatchRenumbersThePagesItOnlyShifts() throws {
        let (list, source, pager) = try Self.makeList(items: Array(0..<100).map { $0 * 10 }, pageSize: 10, distance: 20, maxPages: 10)
        defer { withExtendedLifetime(source) {} }
        try Self.loadEverything(list, source)
        try list.scrollToRow(at: ListIndexPath(row: 99, section: 0), position: .bottom)
        for _ in 0..<4 { list.layout() }
        #expect((0..<100).allSatisfy(pager.isLoaded(row:)))
        let loaded = pager.statistics.loaded

        source.items.withLock { _ = $0.remove(at: 90) }
        try list.deleteRows(at: [ListIndexPath(row: 90, section: 0)])
        #expect((0..<99).allSatisfy(pager.isLoaded(row:)))
        #expect(pager.item(atRow: 89) == 890 && pager.item(atRow: 90) == 910 && pager.item(atRow: 98) == 990)
        Self.check(list, source, pager, "after the delete")

        source.items.withLock { $0.insert(-1, at: 0) }
        try list.insertRows(at: [ListIndexPath(row: 0, section: 0)])
        #expect(!pager.isLoaded(row: 0) && !pager.isLoaded(row: 9) && (10..<100).allSatisfy(pager.isLoaded(row:)))
        Self.check(list, source, pager, "after the insert")

        source.items.withLock { $0.insert($0.remove(at: 95), at: 15) }
        try list.moveRow(at: ListIndexPath(row: 95, section: 0), to: ListIndexPath(row: 15, section: 0))
        // Page 1 gained the moved row; the pages it left and those between only shifted.
        #expect(!pager.isLoaded(row: 15) && pager.isLoaded(row: 20) && pager.isLoaded(row: 85) && pager.isLoaded(row: 95))
        Self.check(list, source, pager, "after the move")
        #expect(pager.statistics.loaded == loaded)
        for pass in 0..<8 {
            list.layout()
            Self.check(list, source, pager, "pass \(pass)")
        }
        #expect(PagingTests.placeholdersOnScreen(list) == 0)
    }

    /// Rows appended to a short last page on screen: its rows are placeholders at once, and
    /// their items again once the page loads with its new rows.
    @Test func rowsAppendedToAShortLastPageOnScreenArePlaceholdersUntilItLoads() throws {
        let (list, source, pager) = try Self.makeList(items: Array(0..<95), pageSize: 10, distance: 20, maxPages: 10)
        defer { withExtendedLifetime(source) {} }
        // Twice: the heights that arrive with the pages move the end.
        for _ in 0..<2 {
            try list.scrollToRow(at: ListIndexPath(row: 94, section: 0), position: .bottom)
            for _ in 0..<6 { list.layout() }
        }
        #expect(list.ranges.visible.contains(92))
        #expect(pager.isLoaded(row: 94) && PagingTests.placeholdersOnScreen(list) == 0)
        source.items.withLock { $0 += [95, 96, 97] }
        try list.insertRows(at: (95..<98).map { ListIndexPath(row: $0, section: 0) })
        #expect(!pager.isLoaded(row: 90) && pager.isLoaded(row: 89))
        Self.check(list, source, pager, "after the append")
        #expect(list.cellForRow(at: ListIndexPath(row: 92, section: 0))?.contentState == .placeholder)
        for pass in 0..<6 {
            list.layout()
            Self.check(list, source, pager, "pass \(pass)")
        }
        #expect(pager.isLoaded(row: 97) && PagingTests.placeholdersOnScreen(list) == 0)
    }

    /// More pages on screen than `maxPages` (pages of 2 rows, a bound of 3, ten pages visible):
    /// every visible page is loaded and held; the bound holds the others.
    @Test func visiblePagesAreNeverEvicted() throws {
        let (list, source, pager) = try Self.makeList(items: Array(0..<2_000), pageSize: 2, distance: 1, maxPages: 3)
        defer { withExtendedLifetime(source) {} }
        for step in 0..<300 {
            if step % 3 == 0 { try list.setContentOffset(Point(x: 0, y: list.contentOffset.y + 37)) }
            list.layout()
            let visible = list.ranges.visible
            let visiblePages = (visible.upperBound - 1) / 2 - visible.lowerBound / 2 + 1
            #expect(pager.heldPages <= Swift.max(3, visiblePages + 2), "step \(step)")
            Self.check(list, source, pager, "step \(step)")
        }
        try list.setContentOffset(Point(x: 0, y: 3_000))
        for _ in 0..<12 { list.layout() }
        let visible = list.ranges.visible
        #expect(visible.count > 6 && visible.allSatisfy(pager.isLoaded(row:)))
        #expect(PagingTests.placeholdersOnScreen(list) == 0)
    }

    /// Random batches (deletes, inserts, moves, reloads with deletes, appends), scrolls and
    /// passes: after
    /// each step every loaded row holds the server's item and every cell its page's.
    @Test(arguments: testSeeds(30))
    func randomBatchesAgainstTheServer(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(61_000 + seed))
        var next = 10_000
        let pageSize = 1 + rng.below(12)
        let distance = pageSize * (1 + rng.below(3))
        let (list, source, pager) = try Self.makeList(items: Array(0..<(20 + rng.below(200))), pageSize: pageSize, distance: distance,
                                                      maxPages: 1 + 2 * distance / pageSize + rng.below(10))
        defer { withExtendedLifetime(source) {} }
        for step in 0..<150 {
            let count = source.count
            let context = "seed \(seed) step \(step)"
            switch rng.below(9) {
            case 0 where count > 1:
                let rows = Set((0..<(1 + rng.below(3))).map { _ in rng.below(count) }).sorted()
                source.items.withLock { items in for row in rows.reversed() { items.remove(at: row) } }
                try list.deleteRows(at: rows.map { ListIndexPath(row: $0, section: 0) })
            case 1:
                let rows = Set((0..<(1 + rng.below(3))).map { _ in rng.below(count + 1) }).sorted()
                source.items.withLock { items in
                    for row in rows where row <= items.count {
                        items.insert(next, at: row)
                        next += 1
                    }
                }
                // Positions after the batch, ascending: each fits once those before it are in.
                try list.insertRows(at: rows.map { ListIndexPath(row: $0, section: 0) })
            case 2 where count > 1:
                let from = rng.below(count), to = rng.below(count)
                source.items.withLock { $0.insert($0.remove(at: from), at: to) }
                try list.moveRow(at: ListIndexPath(row: from, section: 0), to: ListIndexPath(row: to, section: 0))
            case 3 where count > 1:
                // A reload with a delete: the reloaded row keeps its item (and its page).
                let row = rng.below(count), gone = rng.below(count)
                guard row != gone else { continue }
                let wasLoaded = pager.isLoaded(row: row)
                source.items.withLock { _ = $0.remove(at: gone) }
                try list.performBatchUpdates {
                    $0.reloadedRows = [ListIndexPath(row: row, section: 0)]
                    $0.deletedRows = [ListIndexPath(row: gone, section: 0)]
                }
                // Deleted from a later page, the reloaded row's page keeps its rows.
                if wasLoaded, gone / pageSize > row / pageSize {
                    #expect(pager.isLoaded(row: row), "\(context): the reloaded row's page")
                }
            case 4:
                let added = 1 + rng.below(2 * pageSize)
                source.items.withLock { items in
                    items += (next..<(next + added))
                }
                next += added
                try list.insertRows(at: (count..<(count + added)).map { ListIndexPath(row: $0, section: 0) })
            case 5:
                try list.setContentOffset(Point(x: 0, y: Double(rng.below(max(1, count * 40)))))
                list.layout()
            default:
                for _ in 0..<(1 + rng.below(3)) { list.layout() }
            }
            Self.check(list, source, pager, context)
            list._checkInvariants()
        }
    }
}
