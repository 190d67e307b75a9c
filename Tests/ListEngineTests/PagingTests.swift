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
    /// resets, against plain sets: states agree with the lists, the bound holds after each
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
