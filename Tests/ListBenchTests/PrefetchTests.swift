import Foundation
import Testing
@testable import ListEngine
@testable import ListBench
import TestSupport

/// Prefetching: the UIKit protocol's calls, the scheduler's cancellation, delivery by identity,
/// remapping, the cache's bounds, direction reversal.
@Suite struct PrefetchTests {
    /// A list over listbench's data set with `rows` rows, a 390×844 viewport, 120 Hz.
    func makeList(rows: Int = 10_000) throws -> (ListView, BenchDataSource) {
        let dataSet = DataSet(rows: rows, sections: 26, heights: .variable)
        let source = BenchDataSource(dataSet)
        let list = try TestSupport.makeList(over: source, cells: [(BenchCell.identifier, BenchCell.self)],
                                            rowHeight: dataSet.rowHeight, viewport: Size(width: 390, height: 844))
        return (list, source)
    }

    final class Recorder: ListPrefetchDataSource {
        var requested: [[ListIndexPath]] = []
        var cancelled: [[ListIndexPath]] = []
        func listView(_ listView: ListView, prefetchRowsAt indexPaths: [ListIndexPath]) { requested.append(indexPaths) }
        func listView(_ listView: ListView, cancelPrefetchingForRowsAt indexPaths: [ListIndexPath]) { cancelled.append(indexPaths) }
    }

    @Test func prefetchDataSourceGetsEnteringRowsNearestFirstAndNeverVisibleOnes() throws {
        let (list, source) = try makeList()
        let recorder = Recorder()
        list.prefetchDataSource = recorder
        try list.setContentOffset(Point(x: 0, y: 20_000))
        list.layout()
        let visible = list.ranges.visible
        // A pass names at most a screenful (at least 8); passes at rest name the rest.
        let firstPass = try #require(recorder.requested.first).count
        #expect(firstPass <= Swift.max(8, visible.count))
        for _ in 0..<10 { list.layout() }
        let first = recorder.requested.flatMap { $0 }.map { list.globalRow(for: $0)! }
        #expect(first.count > firstPass, "the window is filled over several passes")
        #expect(first.allSatisfy { !visible.contains($0) })
        #expect(first.count == Set(first).count, "a row named twice")
        #expect(Set(first) == Set(list.ranges.prefetch).subtracting(visible))
        func distance(_ row: Int) -> Int { row < visible.lowerBound ? visible.lowerBound - row : row - visible.upperBound + 1 }
        #expect(zip(first, first.dropFirst()).allSatisfy { distance($0) <= distance($1) }, "not nearest first")
        // Scrolling down a little names only the rows entering at the bottom.
        recorder.requested.removeAll()
        try list.setContentOffset(Point(x: 0, y: 20_100))
        list.layout()
        let entering = recorder.requested.flatMap { $0 }.map { list.globalRow(for: $0)! }
        #expect(!entering.isEmpty && entering.allSatisfy { $0 >= list.ranges.visible.upperBound })
        #expect(entering == entering.sorted())
        // Reversing swaps the windows: rows far ahead that were never shown are cancelled.
        recorder.cancelled.removeAll()
        try list.setContentOffset(Point(x: 0, y: 20_000))
        list.layout()
        let cancelled = recorder.cancelled.flatMap { $0 }.map { list.globalRow(for: $0)! }
        #expect(!cancelled.isEmpty && cancelled.allSatisfy { $0 >= list.ranges.prefetch.upperBound })
        withExtendedLifetime(source) {}
    }

    @Test func aJumpNamesAScreenfulAPassNearestFirst() throws {
        let (list, source) = try makeList(rows: 100_000)
        let recorder = Recorder()
        list.prefetchDataSource = recorder
        list.layout()
        for _ in 0..<10 { list.layout() }
        recorder.requested.removeAll()
        try list.scrollToRow(at: list.indexPath(forGlobalRow: 50_000)!, position: .top)
        list.layout()
        let visible = list.ranges.visible
        let named = recorder.requested.flatMap { $0 }.map { list.globalRow(for: $0)! }
        #expect(!named.isEmpty && named.count <= Swift.max(8, visible.count))
        // The rows named are the nearest to the viewport of the new window.
        func distance(_ row: Int) -> Int { row < visible.lowerBound ? visible.lowerBound - row : row - visible.upperBound + 1 }
        let unnamed = Set(list.ranges.prefetch).subtracting(visible).subtracting(named)
        #expect(named.map(distance).max()! <= unnamed.map(distance).min() ?? Int.max)
        list._checkInvariants()
        withExtendedLifetime(source) {}
    }

    /// The scheduler holds the cells that wait unretained: a cell configured again without being
    /// recycled waits for its new item only, and a list's cells wait for nothing once its
    /// prefetcher is replaced or the list goes away.
    @Test func cellsStopWaitingWhenTheirListLetsThemGo() throws {
        let scheduler = PrefetchScheduler<Int, Int>(
            configuration: PrefetchConfiguration(mode: .ahead, timing: .simulated(latency: 10), workers: 1),
            identify: { $0.row }, load: { item, _ in item }, deliver: { _, _, _ in })
        func waiting() -> Int { (0..<scheduler.keys.capacity).count { scheduler.books[$0].cell != nil } }
        let cell = BenchCell(reuseIdentifier: BenchCell.identifier)
        for row in [1, 2] {
            cell.indexPath = ListIndexPath(row: row, section: 0)
            scheduler.cellConfigured(cell, at: ListIndexPath(row: row, section: 0), row: row)
            scheduler._checkInvariants()
            #expect(waiting() == 1)
        }
        scheduler.cellRecycled(cell)
        #expect(waiting() == 0)
        weak var gone: ListView?
        do {
            let (list, source) = try makeList(rows: 1_000)
            gone = list
            list.setContentPrefetcher(scheduler)
            list.layout()
            #expect(waiting() > 0)
            list.setContentPrefetcher(nil as PrefetchScheduler<Int, Int>?)
            #expect(waiting() == 0)
            scheduler._checkInvariants()
            list.setContentPrefetcher(scheduler)
            try list.setContentOffset(Point(x: 0, y: 5_000))
            list.layout()
            #expect(waiting() > 0)
            withExtendedLifetime(source) {}
        }
        #expect(gone == nil)
        #expect(waiting() == 0)
        scheduler._checkInvariants()
    }

    @Test func queuedLoadsAreCancelledBeforeTheyStart() throws {
        let (list, source) = try makeList(rows: 100_000)
        let gate = DispatchSemaphore(value: 0)
        // The engine's lock, not Synchronization's Mutex: ThreadSanitizer sees through it.
        let loadedItems = Locked<Set<Int>>([])
        var configuration = PrefetchConfiguration(mode: .ahead, timing: .realTime, workers: 1)
        configuration.queueCapacity = 4096
        let scheduler = PrefetchScheduler<Int, Int>(
            configuration: configuration,
            identify: { [source] in source.item(at: $0) },
            load: { item, _ in
                loadedItems.withLock { _ = $0.insert(item) }
                gate.wait()
                return item
            },
            deliver: { _, _, _ in })
        list.setContentPrefetcher(scheduler)
        try list.setContentOffset(Point(x: 0, y: 100_000))
        list.layout()
        let requestedHere = scheduler.statistics.requested
        #expect(requestedHere > 20)
        // The one worker is stuck on the first load; jump far away: the rest never start.
        try list.scrollToRow(at: list.indexPath(forGlobalRow: 90_000)!, position: .top)
        list.layout()
        let statistics = scheduler.statistics
        #expect(statistics.cancelled >= requestedHere - 1 - list.ranges.visible.count)
        for _ in 0..<2_000 { gate.signal() }
        // Let the stuck load and the new rows' loads finish, then check what ran.
        let deadline = Monotonic.now() + 5_000_000_000
        while scheduler.statistics.started < statistics.requested - statistics.cancelled, Monotonic.now() < deadline {
            list.layout()
            list._checkInvariants()
            Monotonic.sleep(until: Monotonic.now() + 1_000_000)
        }
        let started = loadedItems.withLock { $0 }
        // A worker counts a load as started just before it calls the loader.
        #expect(started.count <= scheduler.statistics.started)
        // Of the first window's loads at most the one already running ever ran.
        #expect(started.filter { $0 < 80_000 }.count <= 1)
    }

    @Test(arguments: [false, true])
    func contentNeverReachesARowItWasNotLoadedFor(realTime: Bool) throws {
        let (list, source) = try makeList(rows: 50_000)
        source.attachImageLoader(to: list, latency: 0.02, workers: 3, ahead: true, realTime: realTime)
        var rng = SplitMix64(seed: 3)
        var delivered = 0
        let step = realTime ? 40.0 : 200.0
        for frame in 0..<400 {
            // Fast flings both ways and jumps: cells are reused for other rows while loads run.
            let y = frame % 50 == 0 ? Double.random(in: 0..<2_000_000, using: &rng) : list.contentOffset.y + (frame % 100 < 50 ? step : -step * 0.8)
            try list.setContentOffset(Point(x: 0, y: max(0, y)))
            list.layout()
            list._checkInvariants()
            for cell in list.visibleCells.compactMap({ $0 as? BenchCell }) {
                #expect(cell.imageItem == -1 || cell.imageItem == cell.item, "row \(cell.item) shows item \(cell.imageItem)")
                #expect((cell.imageItem == -1) == (cell.contentState == .placeholder))
                if cell.imageItem != -1 { delivered += 1 }
            }
            if realTime { Monotonic.sleep(until: Monotonic.now() + 2_000_000) }
        }
        #expect(delivered > 0)
    }

    @Test func loadsFollowTheirItemsThroughInsertsAtTheTop() throws {
        let (list, source) = try makeList()
        source.attachImageLoader(to: list, latency: 0.1, workers: 8, ahead: true, realTime: false)
        try list.setContentOffset(Point(x: 0, y: 50_000))
        list.layout()
        let before = list.prefetchStatistics!
        // Ten rows arrive at the top; every loaded image still lands on its own item.
        var update = ListBatchUpdate()
        update.insertRows(at: (0..<10).map { ListIndexPath(row: $0, section: 0) })
        source.apply(update)
        try list.performBatchUpdates(update)
        for _ in 0..<60 {
            list.layout()
            list._checkInvariants()
            for cell in list.visibleCells.compactMap({ $0 as? BenchCell }) {
                #expect(cell.imageItem == -1 || cell.imageItem == cell.item)
            }
        }
        let after = list.prefetchStatistics!
        // Items that stayed in the window kept their loads: few were dropped.
        #expect(after.cancelled - before.cancelled < before.requested / 4)
        #expect(list.visibleCells.allSatisfy { $0.contentState == .ready })
    }

    /// Random batches (deletes, reloads, moves, inserts around the viewport) while loads are
    /// under way: content only ever reaches the cell of its own item, and every visible row
    /// gets its content.
    @Test(arguments: [false, true])
    func loadsFollowTheirItemsThroughRandomBatches(realTime: Bool) throws {
        let (list, source) = try makeList()
        source.attachImageLoader(to: list, latency: realTime ? 0.002 : 0.05, workers: 4, ahead: true, realTime: realTime)
        let driver = ScenarioDriver(name: .batchUpdates, list: list, clock: FrameClock(fps: 120), seed: 7)
        try driver.prepare()
        for frame in 0..<400 {
            try driver.beforeLayout(frame: frame)
            list.layout()
            list._checkInvariants()
            for cell in list.visibleCells.compactMap({ $0 as? BenchCell }) {
                #expect(cell.item == cell.indexPath.map(source.item(at:)), "frame \(frame): a cell shows another row's item")
                #expect(cell.imageItem == -1 || cell.imageItem == cell.item, "frame \(frame): content reached the wrong cell")
            }
            if realTime { Monotonic.sleep(until: Monotonic.now() + 1_000_000) }
        }
        for _ in 0..<(realTime ? 500 : 20) where !list.visibleCells.allSatisfy({ $0.contentState == .ready }) {
            list.layout()
            list._checkInvariants()
            if realTime { Monotonic.sleep(until: Monotonic.now() + 1_000_000) }
        }
        #expect(list.visibleCells.allSatisfy { $0.contentState == .ready })
    }

    @Test func cacheStaysWithinItsBounds() throws {
        let (list, source) = try makeList(rows: 100_000)
        var configuration = PrefetchConfiguration(mode: .ahead, timing: .simulated(latency: 0.01), workers: 8)
        configuration.cacheCount = 40
        configuration.cacheCost = 30 * 1_000
        let scheduler = PrefetchScheduler<Int, Int>(
            configuration: configuration, identify: { [source] in source.item(at: $0) },
            load: { item, _ in item }, cost: { _ in 1_000 }, deliver: { _, _, _ in })
        list.setContentPrefetcher(scheduler)
        for frame in 0..<600 {
            try list.setContentOffset(Point(x: 0, y: Double(frame) * 120))
            list.layout()
            list._checkInvariants()
            // Over the bounds only by content that cells on or near screen are showing.
            #expect(scheduler.cachedCount <= 30 + list.ranges.ready.count)
            #expect(scheduler.cachedCost <= 30_000 + 1_000 * list.ranges.ready.count)
        }
        #expect(scheduler.statistics.completed > 100)
    }

    @Test func reversingCancelsLoadsThatHadNotStarted() throws {
        let (list, source) = try makeList(rows: 100_000)
        source.attachImageLoader(to: list, latency: 0.05, workers: 2, ahead: true, realTime: false)
        try list.setContentOffset(Point(x: 0, y: 200_000))
        for frame in 0..<120 {
            // Down fast for half a second, then up.
            try list.setContentOffset(Point(x: 0, y: list.contentOffset.y + (frame < 60 ? 60 : -60)))
            list.layout()
            list._checkInvariants()
        }
        let statistics = list.prefetchStatistics!
        #expect(statistics.cancelled > 0)
        #expect(statistics.started <= statistics.requested - statistics.cancelled)
    }

    @Test func prefetchWindowGrowsWithVelocityAndLatency() throws {
        let (list, source) = try makeList(rows: 100_000)
        source.attachImageLoader(to: list, latency: 0.5, workers: 64, ahead: true, realTime: false)
        try list.setContentOffset(Point(x: 0, y: 100_000))
        list.layout()
        let still = list.ranges.prefetch.count
        for _ in 0..<90 {  // 12,000 pt/s; each load takes 0.5 s: start ≥ 6,000 pt (7 screens) ahead
            try list.setContentOffset(Point(x: 0, y: list.contentOffset.y + 100))
            list.layout()
            list._checkInvariants()
        }
        let ahead = list.ranges.prefetch.upperBound - list.ranges.visible.upperBound
        #expect(list.ranges.prefetch.count > still)
        #expect(Double(ahead) * 44 >= 12_000 * 0.5)
    }

    /// A visible row reloaded with new content (another item) gets a fresh cell, and that cell
    /// is shown its content as any cell that appears is: loading on display, it does not stay a
    /// placeholder until it scrolls away and back.
    @Test(arguments: [PrefetchConfiguration.Mode.onDisplay, .ahead])
    func aReloadedVisibleRowGetsItsNewContent(mode: PrefetchConfiguration.Mode) throws {
        let (list, source) = try makeList(rows: 1_000)
        final class Items { var replaced: [Int: Int] = [:] }
        let items = Items()
        let configuration = PrefetchConfiguration(mode: mode, timing: .simulated(latency: 0.02), workers: 64)
        let scheduler = PrefetchScheduler<Int, Int>(
            configuration: configuration,
            identify: { [unowned list] path in list.globalRow(for: path).map { items.replaced[$0] ?? $0 } },
            load: { item, _ in item }, deliver: { _, _, _ in })
        list.setContentPrefetcher(scheduler)
        for _ in 0..<10 { list.layout() }
        #expect(list.visibleCells.allSatisfy { $0.contentState == .ready })
        let path = list.indexPathsForVisibleRows[3]
        items.replaced[list.globalRow(for: path)!] = 1_000_000
        try list.reloadRows(at: [path])
        for _ in 0..<10 { list.layout() }
        #expect(list.cellForRow(at: path)?.contentState == .ready, "the reloaded row's cell")
        list._checkInvariants()
        withExtendedLifetime(source) {}
    }

    /// The prefetch policy is a value beside the range tuning: the rows a pass names and the
    /// leading side's cap follow it, and a policy that makes no sense is refused.
    @Test func thePrefetchPolicyDecidesTheRowsNamedAPassAndTheLeadingCap() throws {
        let (list, source) = try makeList(rows: 100_000)
        let recorder = Recorder()
        list.prefetchDataSource = recorder
        list.layout()
        try list.setPrefetchPolicy(PrefetchPolicy(maximumLeadingScreens: 1, minimumRowsNamedPerPass: 60))
        recorder.requested.removeAll()
        try list.scrollToRow(at: list.indexPath(forGlobalRow: 50_000)!, position: .top)
        list.layout()
        let named = recorder.requested.flatMap { $0 }.count
        #expect(named > list.ranges.visible.count && named <= 60, "a pass names up to the policy's 60 rows")
        // A fast scroll with a slow loader: the leading side stops at one screen more than the base.
        source.attachImageLoader(to: list, latency: 0.5, workers: 64, ahead: true, realTime: false)
        for _ in 0..<60 {
            try list.setContentOffset(Point(x: 0, y: list.contentOffset.y + 100))
            list.layout()
        }
        let ahead = Double(list.ranges.prefetch.upperBound - list.ranges.visible.upperBound) * 44
        #expect(ahead <= (list.rangeTuning.prefetch.leading + 1) * list.viewportSize.height + 84)
        #expect(throws: ListError.invalidPrefetchPolicy(PrefetchPolicy(maximumLeadingScreens: -1))) {
            try list.setPrefetchPolicy(PrefetchPolicy(maximumLeadingScreens: -1))
        }
        #expect(throws: ListError.self) {
            try list.setPrefetchPolicy(PrefetchPolicy(maximumLeadingScreens: .nan))
        }
        #expect(throws: ListError.self) { try list.setPrefetchPolicy(PrefetchPolicy(minimumRowsNamedPerPass: 0)) }
        #expect(list.prefetchPolicy == PrefetchPolicy(maximumLeadingScreens: 1, minimumRowsNamedPerPass: 60))
        list._checkInvariants()
        withExtendedLifetime(source) {}
    }
}
