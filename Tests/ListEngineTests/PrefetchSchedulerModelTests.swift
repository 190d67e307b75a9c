import Testing
@testable import ListEngine
import TestSupport

/// The content prefetcher (in simulated time) against a naive model of it beside it: items
/// looked up in dictionaries, the waiting loads in an array searched end to end, the cache's
/// victim found by scanning every cached item for the oldest use. Random frames (scrolls, jumps,
/// cells configured, displayed and recycled, rows named, windows moved, rows renumbered) in the
/// engine's order, with random calls between them; after every frame the scheduler's statistics,
/// cache, cells' content states and deliveries must be the model's, and its books consistent.
@Suite struct PrefetchSchedulerModelTests {
    /// A cell the test hands to the scheduler, numbered so that deliveries can be compared.
    final class TestCell: ListCell {
        var number = -1
    }

    /// What both are told about rows: the item at each (nil for rows without slow content).
    final class Rows {
        var items: [Int?]
        var generation = 0
        init(count: Int) {
            items = (0..<count).map { $0 % 17 == 5 ? nil : $0 }
        }
        func item(_ row: Int) -> Int? { row >= 0 && row < items.count ? items[row] : nil }
        /// `count` new items arrive at the top; the rest move down (the last fall off).
        func insertAtTop(_ count: Int) {
            generation += 1
            let fresh = (0..<count).map { $0 % 17 == 5 ? nil : 1_000_000 * generation + $0 } as [Int?]
            items = Array((fresh + items).prefix(items.count))
        }
    }

    /// The naive model: the scheduler as a walk over dictionaries and arrays.
    struct Model {
        struct Job { var item: Int; var row: Int; var finishesAt: Double; var cancelled: Bool }
        struct Cached { var content: Int; var cost: Int; var lastUse: UInt64; var shown: Bool }

        let mode: PrefetchConfiguration.Mode
        let workers: Int
        let latency: Double
        let capacity: Int
        let cacheCount: Int
        let cacheCostBound: Int
        var queued = Set<Int>()
        /// The cell waiting for each item, and the item each cell waits for.
        var waiting: [Int: Int] = [:]
        var cellItem: [Int: Int] = [:]
        var states: [ContentState]
        var cache: [Int: Cached] = [:]
        var clock: UInt64 = 0
        var counts = PrefetchStatistics()
        var pending: [(item: Int, row: Int)] = []
        var top = 0, bottom = -1, forward = true
        var jobs: [Job?]
        var now = 0.0
        var started = 0
        var deliveries: [String] = []

        init(configuration: PrefetchConfiguration, latency: Double, cells: Int) {
            mode = configuration.mode
            workers = Swift.max(1, configuration.workers)
            self.latency = latency
            capacity = Swift.max(1, configuration.queueCapacity)
            cacheCount = configuration.cacheCount
            cacheCostBound = configuration.cacheCost
            states = Array(repeating: .none, count: cells)
            jobs = Array(repeating: nil, count: workers)
        }

        var statistics: PrefetchStatistics {
            var s = counts
            s.started = started
            s.wasted += cache.values.filter { !$0.shown }.count
            return s
        }

        var cacheCost: Int { cache.values.reduce(0) { $0 + $1.cost } }

        func rank(_ row: Int) -> Int {
            if row >= top && row <= bottom { return 0 }
            let ahead = forward ? row > bottom : row < top
            let distance = row > bottom ? row - bottom : top - row
            return ahead ? distance : 3 * distance
        }

        mutating func startIdleWorkers(at time: Double) {
            for slot in 0..<workers where jobs[slot] == nil {
                guard let best = pending.indices.min(by: { (rank(pending[$0].row), pending[$0].row) < (rank(pending[$1].row), pending[$1].row) })
                else { return }
                let load = pending.remove(at: best)
                jobs[slot] = Job(item: load.item, row: load.row, finishesAt: time + latency, cancelled: false)
                started += 1
            }
        }

        mutating func enqueue(_ item: Int, row: Int) {
            guard !queued.contains(item), cache[item] == nil else { return }
            counts.requested += 1
            guard pending.count < capacity else {
                counts.dropped += 1
                return
            }
            pending.append((item, row))
            startIdleWorkers(at: now)
            queued.insert(item)
        }

        mutating func deliverCached(_ item: Int, to cell: Int, rows: Rows, cellRows: [Int?]) {
            guard let row = cellRows[cell], rows.item(row) == item, var cached = cache[item] else { return }
            clock += 1
            cached.lastUse = clock
            cached.shown = true
            cache[item] = cached
            states[cell] = .ready
            deliveries.append("item \(item) content \(cached.content) to cell \(cell)")
        }

        mutating func store(_ content: Int, item: Int, cost: Int) {
            clock += 1
            cache[item] = Cached(content: content, cost: cost, lastUse: clock, shown: false)
            trim(sparing: item)
        }

        /// Evicts the oldest used contents no cell waits for, but `kept`, while over the bounds.
        mutating func trim(sparing kept: Int?) {
            while cache.count > Swift.max(1, cacheCount) || (cacheCost > cacheCostBound && cache.count > 1) {
                let victim = cache.filter { $0.key != kept && waiting[$0.key] == nil }.min { $0.value.lastUse < $1.value.lastUse }
                guard let victim else { break }
                if !victim.value.shown { counts.wasted += 1 }
                cache[victim.key] = nil
            }
        }

        mutating func beginFrame(_ interval: Double, rows: Rows, cellRows: [Int?], load: (Int) -> Int?, cost: (Int) -> Int) {
            let end = now + interval
            var finished: [(item: Int, outcome: Int?, cancelled: Bool)] = []
            while true {
                var next: Int?
                for slot in 0..<workers {
                    guard let job = jobs[slot], job.finishesAt <= end else { continue }
                    if next == nil || job.finishesAt < jobs[next!]!.finishesAt { next = slot }
                }
                guard let slot = next, let job = jobs[slot] else { break }
                finished.append((job.item, job.cancelled ? nil : load(job.item), job.cancelled))
                jobs[slot] = nil
                startIdleWorkers(at: job.finishesAt)
            }
            now = end
            for (item, content, cancelled) in finished {
                queued.remove(item)
                if cancelled {
                    counts.cancelledWhileRunning += 1
                } else if let content {
                    counts.completed += 1
                    store(content, item: item, cost: cost(content))
                    if let cell = waiting[item] { deliverCached(item, to: cell, rows: rows, cellRows: cellRows) }
                } else {
                    counts.failed += 1
                }
            }
        }

        mutating func cellConfigured(_ cell: Int, row: Int, rows: Rows, cellRows: [Int?]) {
            guard let item = rows.item(row) else {
                states[cell] = .none
                return
            }
            cellItem[cell] = item
            waiting[item] = cell
            if cache[item] != nil {
                deliverCached(item, to: cell, rows: rows, cellRows: cellRows)
            } else {
                states[cell] = .placeholder
                if mode == .ahead { enqueue(item, row: row) }
            }
        }

        mutating func cellDisplayed(_ cell: Int, row: Int) {
            guard states[cell] == .placeholder, let item = cellItem[cell], waiting[item] == cell else { return }
            enqueue(item, row: row)
        }

        mutating func cellRecycled(_ cell: Int) {
            if let item = cellItem.removeValue(forKey: cell), waiting[item] == cell {
                waiting[item] = nil
                if cache[item] != nil { trim(sparing: nil) }
            }
            states[cell] = .none
        }

        mutating func rowEnteredWindow(_ row: Int, rows: Rows) {
            guard mode == .ahead, let item = rows.item(row) else { return }
            enqueue(item, row: row)
        }

        mutating func windowMoved(to window: Range<Int>) {
            let removed = pending.filter { !window.contains($0.row) && waiting[$0.item] == nil }
            pending.removeAll { !window.contains($0.row) && waiting[$0.item] == nil }
            counts.cancelled += removed.count
            for load in removed { queued.remove(load.item) }
            for slot in 0..<workers {
                guard let job = jobs[slot], !window.contains(job.row), waiting[job.item] == nil else { continue }
                jobs[slot]!.cancelled = true
            }
        }

        mutating func viewportChanged(visible: Range<Int>, forward: Bool) {
            (top, bottom, self.forward) = (visible.lowerBound, visible.upperBound - 1, forward)
        }

        mutating func itemsMoved(rows window: Range<Int>, rows: Rows) {
            var newRows: [Int: Int] = [:]
            for row in window { if let item = rows.item(row) { newRows[item] = row } }
            var removed = 0
            pending = pending.compactMap { load in
                guard let row = newRows[load.item] else {
                    removed += 1
                    queued.remove(load.item)
                    return nil
                }
                return (load.item, row)
            }
            counts.cancelled += removed
            for slot in 0..<workers { if let job = jobs[slot], let row = newRows[job.item] { jobs[slot]!.row = row } }
        }
    }

    /// Loads fail for every 13th item; an item's content is twice the item; its cost follows it.
    static func load(_ item: Int) -> Int? { item % 13 == 0 ? nil : 2 * item }
    static func cost(_ content: Int) -> Int { 100 + (content % 7) * 50 }

    struct LoadFailed: Error {}

    @Test(arguments: testSeeds(40))
    func theSchedulerAgreesWithANaiveModel(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(7_700 + seed))
        var configuration = PrefetchConfiguration(mode: seed % 5 == 4 ? .onDisplay : .ahead,
                                                  timing: .simulated(latency: 0), workers: 1 + rng.below(6))
        let latency = [0.0, 1.0 / 120, 0.05, 0.2][rng.below(4)]
        configuration.timing = .simulated(latency: latency)
        configuration.queueCapacity = [2, 16, 200, 1_024][rng.below(4)]
        configuration.cacheCount = [1, 8, 60, 512][rng.below(4)]
        configuration.cacheCost = [300, 5_000, 64 << 20][rng.below(3)]
        // Some seeds show hundreds of rows at once: more cells wait than the key tables were
        // reserved for, and they grow.
        let tall = seed % 8 == 7
        let rows = Rows(count: 6_000)
        var deliveries: [String] = []
        let scheduler = PrefetchScheduler<Int, Int>(
            configuration: configuration,
            identify: { [rows] in rows.item($0.row) },
            load: { item, _ in
                guard let content = Self.load(item) else { throw LoadFailed() }
                return content
            },
            cost: Self.cost,
            deliver: { content, cell, _ in
                deliveries.append("item \(content / 2) content \(content) to cell \((cell as! TestCell).number)")
            })
        let cellCount = tall ? 1_400 : 120
        let cells = (0..<cellCount).map { number -> TestCell in
            let cell = TestCell(reuseIdentifier: "test")
            cell.number = number
            return cell
        }
        var model = Model(configuration: configuration, latency: latency, cells: cellCount)
        /// The row each cell shows (nil: in the pool), and the cell of each row of the ready window.
        var cellRows = [Int?](repeating: nil, count: cellCount)
        var cellOfRow: [Int: Int] = [:]
        var free = Array((0..<cellCount).reversed())
        var visible = 0..<0
        var window = 0..<0
        var named = Set<Int>()

        func configure(_ row: Int) {
            guard let cell = free.popLast() else { return }
            cellRows[cell] = row
            cellOfRow[row] = cell
            cells[cell].indexPath = ListIndexPath(row: row, section: 0)
            scheduler.cellConfigured(cells[cell], at: ListIndexPath(row: row, section: 0), row: row)
            model.cellConfigured(cell, row: row, rows: rows, cellRows: cellRows)
        }
        func recycle(_ row: Int) {
            guard let cell = cellOfRow.removeValue(forKey: row) else { return }
            scheduler.cellRecycled(cells[cell])
            model.cellRecycled(cell)
            cells[cell].indexPath = nil
            cellRows[cell] = nil
            free.append(cell)
        }
        func check(_ context: String) {
            scheduler._checkInvariants()
            #expect(scheduler.statistics == model.statistics, "\(context): statistics \(scheduler.statistics) vs the model's \(model.statistics)")
            #expect(scheduler.cachedCount == model.cache.count, "\(context): cached \(scheduler.cachedCount) vs \(model.cache.count)")
            #expect(scheduler.cachedCost == model.cacheCost, "\(context): cache cost")
            #expect(deliveries == model.deliveries, "\(context): deliveries differ")
            for (cell, state) in model.states.enumerated() where cells[cell].contentState != state {
                Issue.record("\(context): cell \(cell) is \(cells[cell].contentState), the model's \(state)")
                break
            }
            for row in Swift.max(0, window.lowerBound - 3)..<Swift.min(rows.items.count, window.upperBound + 3) where rng.below(10) == 0 {
                let path = ListIndexPath(row: row, section: 0)
                #expect(scheduler.hasContent(for: path) == (rows.item(row).map { model.cache[$0] != nil } ?? false), "\(context): row \(row) cached")
            }
            deliveries.removeAll()
            model.deliveries.removeAll()
        }

        var centre = 3_000
        for frame in 0..<300 {
            let context = "seed \(seed) frame \(frame)"
            // The scroll: a step, a jump, or a pause; the viewport's height and the window's
            // margins vary.
            let forward: Bool
            switch rng.below(10) {
            case 0: centre = rng.below(rows.items.count)
            case 1: break
            default: centre += rng.below(40) - 12
            }
            centre = Swift.min(Swift.max(0, centre), rows.items.count - 1)
            forward = rng.below(4) != 0
            let height = tall ? 300 + rng.below(500) : 5 + rng.below(30)
            let newVisible = centre..<Swift.min(rows.items.count, centre + height)
            // A ready window: rows beside the viewport with cells, which the window names too.
            let ready = rng.below(4)
            let newReady = Swift.max(0, newVisible.lowerBound - ready)..<Swift.min(rows.items.count, newVisible.upperBound + ready)
            let margin = rng.below(3) == 0 ? rng.below(400) : rng.below(60)
            let newWindow = Swift.max(0, newVisible.lowerBound - margin)..<Swift.min(rows.items.count, newVisible.upperBound + margin + rng.below(40))

            if scheduler.beginFrame(frameInterval: 1.0 / 120) { scheduler.deliverFinishedLoads() }
            model.beginFrame(1.0 / 120, rows: rows, cellRows: cellRows, load: Self.load, cost: Self.cost)
            if rng.below(40) == 0 {
                // New rows at the top: every cell goes back (the engine reconfigures them), the
                // rows are numbered anew, and the waiting loads follow their items.
                for row in Array(cellOfRow.keys).sorted() { recycle(row) }
                rows.insertAtTop(1 + rng.below(30))
                visible = 0..<0
                named.removeAll()
                scheduler.itemsMoved(rows: newWindow) { ListIndexPath(row: $0, section: 0) }
                model.itemsMoved(rows: newWindow, rows: rows)
            }
            for row in Array(cellOfRow.keys).sorted() where !newReady.contains(row) { recycle(row) }
            for row in newReady where cellOfRow[row] == nil && !visible.contains(row) { configure(row) }
            for row in newVisible where !visible.contains(row) {
                guard let cell = cellOfRow[row] else { continue }
                scheduler.cellDisplayed(cells[cell], at: ListIndexPath(row: row, section: 0), row: row)
                model.cellDisplayed(cell, row: row)
            }
            visible = newVisible
            scheduler.viewportChanged(visible: visible, forward: forward)
            model.viewportChanged(visible: visible, forward: forward)
            // Rows of the window are named once a stay, nearest first, a budget a frame.
            named = named.filter { newWindow.contains($0) }
            let unnamed = newWindow.filter { !named.contains($0) && !visible.contains($0) }
                .sorted { abs($0 - centre) < abs($1 - centre) }
            for row in unnamed.prefix(Swift.max(8, visible.count)) {
                named.insert(row)
                scheduler.rowEnteredWindow(row, cell: cellOfRow[row].map { cells[$0] }) { ListIndexPath(row: $0, section: 0) }
                model.rowEnteredWindow(row, rows: rows)
            }
            if newWindow != window {
                scheduler.windowMoved(to: newWindow)
                model.windowMoved(to: newWindow)
            }
            window = newWindow
            scheduler.passEnded()
            // Between frames, now and then: a row named out of turn, a window moved twice.
            if rng.below(8) == 0 {
                // Its cell, if it has one, was configured in this pass or an earlier one.
                let row = rng.below(2) == 0 ? rng.below(rows.items.count) : newReady.lowerBound
                scheduler.rowEnteredWindow(row, cell: cellOfRow[row].map { cells[$0] }) { ListIndexPath(row: $0, section: 0) }
                model.rowEnteredWindow(row, rows: rows)
            }
            if rng.below(16) == 0 {
                scheduler.windowMoved(to: window)
                model.windowMoved(to: window)
            }
            check(context)
        }
        // Everything settles: the scheduler drains as the model does.
        for frame in 0..<60 {
            if scheduler.beginFrame(frameInterval: 0.05) { scheduler.deliverFinishedLoads() }
            model.beginFrame(0.05, rows: rows, cellRows: cellRows, load: Self.load, cost: Self.cost)
            check("seed \(seed) settling \(frame)")
        }
        for row in Array(cellOfRow.keys).sorted() { recycle(row) }
        check("seed \(seed) all cells back")
    }
}
