/// What the engine tells its content prefetcher, on the engine's thread.
protocol RowContentPrefetching: AnyObject {
    var mode: PrefetchConfiguration.Mode { get }
    var statistics: PrefetchStatistics { get }
    /// How many seconds of scrolling ahead loads should start (latency p90 × safety factor).
    var lookAheadSeconds: Double { get }
    /// First thing in a frame: take finished loads, deliver them to their cells.
    func beginFrame(frameInterval: Double)
    func cellConfigured(_ cell: ListCell, at indexPath: ListIndexPath, row: Int)
    func cellDisplayed(_ cell: ListCell, at indexPath: ListIndexPath, row: Int)
    func cellRecycled(_ cell: ListCell)
    func rowEnteredWindow(_ row: Int, at indexPath: ListIndexPath)
    func rowLeftWindow(_ row: Int, at indexPath: ListIndexPath)
    /// After the window moved: cancel, in one pass over the queue, the loads of rows that left it.
    func windowUpdated()
    func viewportChanged(visible: Range<Int>, forward: Bool)
    /// After a reload: waiting loads follow their items to `rows` (the new prefetch window) or are dropped.
    func itemsMoved(rows: Range<Int>, indexPath: (Int) -> ListIndexPath)
}

/// Loads rows' slow content (images, say) on Dispatch workers before the rows scroll into view,
/// keyed by the item's identity, and delivers it to the rows' cells on the engine's thread.
///
/// - The engine asks for loads as rows enter the prefetch window, nearest first, and cancels
///   loads that have not started when their rows leave it (a running load's
///   ``LoadCancellation`` is set). An item is never loaded twice while it is queued, running or
///   cached.
/// - Workers rank waiting loads by distance to the viewport in the direction of travel.
/// - Loaded content goes into a cache bounded by count and cost (least recently used out).
/// - Each layout pass first takes the finished loads (a buffer swap under a lock) and delivers
///   each to the cell that waits for that item, if any: by identity, so content never reaches
///   a row it was not loaded for. A cell configured before its content arrives is in the
///   ``ContentState/placeholder`` state; one whose content is cached gets it at once.
/// - The look-ahead grows with scroll speed and with the loads' measured latency (p90): at v pt/s
///   and latency L, loads start at least v·L·``PrefetchConfiguration/latencySafetyFactor`` ahead.
///
/// On the engine's thread nothing here allocates per request once the buffers are reserved.
public final class PrefetchScheduler<ID: Hashable & Sendable, Content: Sendable>: RowContentPrefetching {
    private struct CacheEntry {
        var content: Content
        var cost: Int
        var lastUse: UInt64
        var shown: Bool
    }

    public let configuration: PrefetchConfiguration
    private let identify: (ListIndexPath) -> ID?
    private let deliver: (Content, ListCell, ListIndexPath) -> Void
    private let cost: (Content) -> Int
    private let queue: any LoadQueue<ID, Content>

    private var cache: [ID: CacheEntry] = [:]
    private var cacheCost = 0
    private var useClock: UInt64 = 0
    /// Items queued or running, as the engine knows them.
    private var queued = Set<ID>()
    /// Cells waiting for their item's content, and the item each waits for.
    private var waiting: [ID: ListCell] = [:]
    private var itemOfCell: [ObjectIdentifier: ID] = [:]
    private var completions: [LoadCompletion<ID, Content>] = []
    private var latencies = LatencyWindow()
    private var remapBuffer: [ID: Int] = [:]
    /// Loads whose rows left the window this pass, and those of them cancelled before starting.
    private var leaving = Set<ID>()
    private var cancelledBeforeStart = Set<ID>()
    private var counts = PrefetchStatistics()

    /// - Parameters:
    ///   - identify: the identity of the item at an index path (engine thread); nil for rows without slow content.
    ///   - load: loads an item's content (a worker thread; check the cancellation between steps).
    ///   - cost: an item's cost in the cache, in bytes (engine thread).
    ///   - deliver: puts loaded content into a cell showing the item (engine thread).
    public init(configuration: PrefetchConfiguration = PrefetchConfiguration(),
                identify: @escaping (ListIndexPath) -> ID?,
                load: @escaping @Sendable (ID, LoadCancellation) throws -> Content,
                cost: @escaping (Content) -> Int = { _ in 0 },
                deliver: @escaping (Content, ListCell, ListIndexPath) -> Void) {
        self.configuration = configuration
        self.identify = identify
        self.deliver = deliver
        self.cost = cost
        let capacity = Swift.max(1, configuration.queueCapacity)
        switch configuration.timing {
        case .realTime:
            queue = DispatchLoadQueue(workers: configuration.workers, qos: configuration.qos, capacity: capacity, load: load)
        case let .simulated(latency):
            queue = SimulatedLoadQueue(workers: configuration.workers, latency: latency, capacity: capacity, load: load)
        }
        cache.reserveCapacity(configuration.cacheCount + 1)
        queued.reserveCapacity(capacity + configuration.workers)
        waiting.reserveCapacity(256)
        itemOfCell.reserveCapacity(256)
        completions.reserveCapacity(capacity)
        remapBuffer.reserveCapacity(256)
        leaving.reserveCapacity(capacity)
        cancelledBeforeStart.reserveCapacity(capacity)
    }

    deinit { queue.shutdown() }

    /// What the scheduler did so far.
    public var statistics: PrefetchStatistics {
        var s = counts
        s.started = queue.startedCount
        s.wasted += cache.values.reduce(0) { $0 + ($1.shown ? 0 : 1) }
        return s
    }

    /// The 90th percentile of the last 64 loads' latency, in seconds.
    public var latencyP90: Double? { latencies.p90 }

    /// The number of contents cached, and their total cost.
    public var cachedCount: Int { cache.count }
    public var cachedCost: Int { cacheCost }

    /// Whether content for the item at `indexPath` is cached.
    public func hasContent(for indexPath: ListIndexPath) -> Bool {
        identify(indexPath).map { cache[$0] != nil } ?? false
    }

    // MARK: RowContentPrefetching

    var mode: PrefetchConfiguration.Mode { configuration.mode }

    var lookAheadSeconds: Double { (latencies.p90 ?? 0) * configuration.latencySafetyFactor }

    func beginFrame(frameInterval: Double) {
        queue.drain(into: &completions, frameInterval: frameInterval)
        for index in completions.indices {
            let id = completions[index].id
            queued.remove(id)
            latencies.add(completions[index].latency)
            switch completions[index].outcome {
            case .cancelled: counts.cancelledWhileRunning += 1
            case .failed: counts.failed += 1
            case let .loaded(content):
                counts.completed += 1
                store(content, for: id)
                if let cell = waiting[id] { deliverCached(id, to: cell) }
            }
        }
        completions.removeAll(keepingCapacity: true)
    }

    func cellConfigured(_ cell: ListCell, at indexPath: ListIndexPath, row: Int) {
        guard let id = identify(indexPath) else {
            cell.contentState = .none
            return
        }
        itemOfCell[ObjectIdentifier(cell)] = id
        waiting[id] = cell
        if cache[id] != nil {
            deliverCached(id, to: cell)
        } else {
            cell.contentState = .placeholder
            if mode == .ahead { enqueue(id, row: row) }
        }
    }

    func cellDisplayed(_ cell: ListCell, at indexPath: ListIndexPath, row: Int) {
        guard cell.contentState == .placeholder, let id = itemOfCell[ObjectIdentifier(cell)] else { return }
        enqueue(id, row: row)
    }

    func cellRecycled(_ cell: ListCell) {
        if let id = itemOfCell.removeValue(forKey: ObjectIdentifier(cell)), waiting[id] === cell {
            waiting.removeValue(forKey: id)
        }
        cell.contentState = .none
    }

    func rowEnteredWindow(_ row: Int, at indexPath: ListIndexPath) {
        guard mode == .ahead, let id = identify(indexPath), cache[id] == nil else { return }
        enqueue(id, row: row)
    }

    func rowLeftWindow(_ row: Int, at indexPath: ListIndexPath) {
        guard let id = identify(indexPath), queued.contains(id), waiting[id] == nil else { return }
        leaving.insert(id)
    }

    func windowUpdated() {
        guard !leaving.isEmpty else { return }
        queue.cancel(leaving, removed: &cancelledBeforeStart)
        for id in cancelledBeforeStart { queued.remove(id) }
        counts.cancelled += cancelledBeforeStart.count
        leaving.removeAll(keepingCapacity: true)
        cancelledBeforeStart.removeAll(keepingCapacity: true)
    }

    func viewportChanged(visible: Range<Int>, forward: Bool) {
        queue.setViewport(top: visible.lowerBound, bottom: visible.upperBound - 1, forward: forward)
    }

    func itemsMoved(rows: Range<Int>, indexPath: (Int) -> ListIndexPath) {
        remapBuffer.removeAll(keepingCapacity: true)
        for row in rows {
            if let id = identify(indexPath(row)) { remapBuffer[id] = row }
        }
        let dropped = queue.remap(remapBuffer)
        counts.cancelled += dropped
        if dropped > 0 { queued = queued.filter { remapBuffer[$0] != nil || waiting[$0] != nil } }
    }

    // MARK: Loads and the cache

    private func enqueue(_ id: ID, row: Int) {
        guard !queued.contains(id), cache[id] == nil else { return }
        counts.requested += 1
        if queue.submit(id, row: row) {
            queued.insert(id)
        } else {
            counts.dropped += 1
        }
    }

    private func deliverCached(_ id: ID, to cell: ListCell) {
        guard let indexPath = cell.indexPath, identify(indexPath) == id, var entry = cache[id] else { return }
        useClock &+= 1
        entry.lastUse = useClock
        entry.shown = true
        cache[id] = entry
        cell.contentState = .ready
        deliver(entry.content, cell, indexPath)
    }

    private func store(_ content: Content, for id: ID) {
        let itemCost = cost(content)
        useClock &+= 1
        if let old = cache[id] { cacheCost -= old.cost }
        cache[id] = CacheEntry(content: content, cost: itemCost, lastUse: useClock, shown: false)
        cacheCost += itemCost
        while cache.count > Swift.max(1, configuration.cacheCount) || (cacheCost > configuration.cacheCost && cache.count > 1) {
            guard evictLeastRecentlyUsed(sparing: id) else { break }
        }
    }

    /// Evicts the least recently used content that no cell is waiting for; false if there is none.
    private func evictLeastRecentlyUsed(sparing kept: ID) -> Bool {
        var victim: ID?
        var oldest = UInt64.max
        for (id, entry) in cache where id != kept && entry.lastUse < oldest && waiting[id] == nil {
            victim = id
            oldest = entry.lastUse
        }
        // Everything else is in a cell on or near screen: keep over the bound rather than blank it.
        guard let victim, let entry = cache.removeValue(forKey: victim) else { return false }
        cacheCost -= entry.cost
        if !entry.shown { counts.wasted += 1 }
        return true
    }
}
