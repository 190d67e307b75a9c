/// What the engine tells its content prefetcher, on the engine's thread.
protocol RowContentPrefetching: AnyObject {
    /// Checks the prefetcher's books (tests); traps with a message.
    func _checkInvariants()
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
    /// After rows left the window (now `window`): cancels, in one pass over the loads, those of
    /// rows outside it that no cell waits for.
    func windowMoved(to window: Range<Int>)
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
    /// How it loads: mode, workers, cache bounds.
    public let configuration: PrefetchConfiguration
    private let identify: (ListIndexPath) -> ID?
    private let deliver: (Content, ListCell, ListIndexPath) -> Void
    private let cost: (Content) -> Int
    private let queue: any LoadQueue<ID, Content>

    /// Items as integer keys; the tables below are indexed by key. A key lives while its item
    /// is queued or running, waited for by a cell, or cached.
    private(set) var keys: ItemKeys<ID>
    private(set) var isQueued: [Bool] = []
    private(set) var waitingCell: [ListCell?] = []
    private(set) var isCached: [Bool] = []
    private(set) var contents: [Content?] = []
    private(set) var costs: [Int] = []
    private(set) var lastUse: [UInt64] = []
    private(set) var shown: [Bool] = []
    private(set) var keyOfCell: [ObjectIdentifier: Int] = [:]

    private(set) var cachedItems = 0
    private(set) var cacheCost = 0
    private var useClock: UInt64 = 0
    private var completions: [LoadCompletion<Content>] = []
    private var latencies = LatencyWindow()
    private var remapBuffer: [Int: Int] = [:]
    /// Loads cancelled before they started, by the last cancellation or remap.
    private var cancelledBeforeStart = Set<Int>()
    private var counts = PrefetchStatistics()

    /// Creates a scheduler; give it to a list with ``ListView/setContentPrefetcher(_:)``.
    ///
    /// - Parameters:
    ///   - configuration: workers, queue capacity, cache bounds and timing (real or simulated).
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
        let items = configuration.cacheCount + capacity + configuration.workers + 512
        keys = ItemKeys(capacity: items)
        isQueued.reserveCapacity(items)
        waitingCell.reserveCapacity(items)
        isCached.reserveCapacity(items)
        contents.reserveCapacity(items)
        costs.reserveCapacity(items)
        lastUse.reserveCapacity(items)
        shown.reserveCapacity(items)
        keyOfCell.reserveCapacity(512)
        completions.reserveCapacity(capacity)
        remapBuffer.reserveCapacity(512)
        cancelledBeforeStart.reserveCapacity(capacity)
    }

    deinit { queue.shutdown() }

    /// What the scheduler did so far.
    public var statistics: PrefetchStatistics {
        var s = counts
        s.started = queue.startedCount
        for key in 0..<keys.tableSize where isCached[key] && !shown[key] { s.wasted += 1 }
        return s
    }

    /// The 90th percentile of the last 64 loads' latency, in seconds.
    public var latencyP90: Double? { latencies.p90 }

    /// The number of contents in the cache.
    public var cachedCount: Int { cachedItems }
    /// The total cost of the contents in the cache.
    public var cachedCost: Int { cacheCost }

    /// Whether content for the item at `indexPath` is cached.
    public func hasContent(for indexPath: ListIndexPath) -> Bool {
        guard let item = identify(indexPath), let key = keys.existingKey(for: item) else { return false }
        return isCached[key]
    }

    // MARK: RowContentPrefetching

    var mode: PrefetchConfiguration.Mode { configuration.mode }

    var lookAheadSeconds: Double { (latencies.p90 ?? 0) * configuration.latencySafetyFactor }

    func beginFrame(frameInterval: Double) {
        queue.drain(into: &completions, frameInterval: frameInterval)
        for index in completions.indices {
            let key = completions[index].key
            isQueued[key] = false
            latencies.add(completions[index].latency)
            switch completions[index].outcome {
            case .cancelled: counts.cancelledWhileRunning += 1
            case .failed: counts.failed += 1
            case let .loaded(content):
                counts.completed += 1
                store(content, key: key)
                if let cell = waitingCell[key] { deliverCached(key, to: cell) }
            }
            releaseIfIdle(key)
        }
        completions.removeAll(keepingCapacity: true)
    }

    func cellConfigured(_ cell: ListCell, at indexPath: ListIndexPath, row: Int) {
        guard let item = identify(indexPath) else {
            cell.contentState = .none
            return
        }
        let key = intern(item)
        keyOfCell[ObjectIdentifier(cell)] = key
        waitingCell[key] = cell
        if isCached[key] {
            deliverCached(key, to: cell)
        } else {
            cell.contentState = .placeholder
            if mode == .ahead { enqueue(key, row: row) }
        }
    }

    func cellDisplayed(_ cell: ListCell, at indexPath: ListIndexPath, row: Int) {
        guard cell.contentState == .placeholder, let key = keyOfCell[ObjectIdentifier(cell)] else { return }
        enqueue(key, row: row)
    }

    func cellRecycled(_ cell: ListCell) {
        if let key = keyOfCell.removeValue(forKey: ObjectIdentifier(cell)), waitingCell[key] === cell {
            waitingCell[key] = nil
            releaseIfIdle(key)
        }
        cell.contentState = .none
    }

    func rowEnteredWindow(_ row: Int, at indexPath: ListIndexPath) {
        guard mode == .ahead, let item = identify(indexPath) else { return }
        if let key = keys.existingKey(for: item), isCached[key] || isQueued[key] { return }
        enqueue(intern(item), row: row)
    }

    func windowMoved(to window: Range<Int>) {
        queue.cancel(outside: window, sparing: { waitingCell[$0] != nil }, removed: &cancelledBeforeStart)
        dequeueCancelled()
    }

    func viewportChanged(visible: Range<Int>, forward: Bool) {
        queue.setViewport(top: visible.lowerBound, bottom: visible.upperBound - 1, forward: forward)
    }

    func itemsMoved(rows: Range<Int>, indexPath: (Int) -> ListIndexPath) {
        remapBuffer.removeAll(keepingCapacity: true)
        for row in rows {
            if let item = identify(indexPath(row)), let key = keys.existingKey(for: item) { remapBuffer[key] = row }
        }
        queue.remap(remapBuffer, removed: &cancelledBeforeStart)
        dequeueCancelled()
    }

    // MARK: Keys, loads and the cache

    /// Marks the loads in `cancelledBeforeStart` as no longer queued, and counts them.
    private func dequeueCancelled() {
        counts.cancelled += cancelledBeforeStart.count
        for key in cancelledBeforeStart {
            isQueued[key] = false
            releaseIfIdle(key)
        }
        cancelledBeforeStart.removeAll(keepingCapacity: true)
    }

    private func intern(_ item: ID) -> Int {
        var grew = false
        let key = keys.key(for: item, grew: &grew)
        if grew {
            isQueued.append(false)
            waitingCell.append(nil)
            isCached.append(false)
            contents.append(nil)
            costs.append(0)
            lastUse.append(0)
            shown.append(false)
        }
        return key
    }

    /// Frees `key` once nothing refers to its item.
    private func releaseIfIdle(_ key: Int) {
        if !isQueued[key] && !isCached[key] && waitingCell[key] == nil { keys.release(key) }
    }

    private func enqueue(_ key: Int, row: Int) {
        guard !isQueued[key], !isCached[key] else { return }
        counts.requested += 1
        if queue.submit(key: key, item: keys.item(key), row: row) {
            isQueued[key] = true
        } else {
            counts.dropped += 1
            releaseIfIdle(key)
        }
    }

    private func deliverCached(_ key: Int, to cell: ListCell) {
        guard let indexPath = cell.indexPath, identify(indexPath) == keys.item(key), let content = contents[key] else { return }
        useClock &+= 1
        lastUse[key] = useClock
        shown[key] = true
        cell.contentState = .ready
        deliver(content, cell, indexPath)
    }

    private func store(_ content: Content, key: Int) {
        if isCached[key] {
            cacheCost -= costs[key]
        } else {
            isCached[key] = true
            cachedItems += 1
        }
        contents[key] = content
        costs[key] = cost(content)
        cacheCost += costs[key]
        useClock &+= 1
        lastUse[key] = useClock
        shown[key] = false
        while cachedItems > Swift.max(1, configuration.cacheCount) || (cacheCost > configuration.cacheCost && cachedItems > 1) {
            guard evictLeastRecentlyUsed(sparing: key) else { break }
        }
    }

    /// Evicts the least recently used content that no cell is waiting for; false if there is none.
    private func evictLeastRecentlyUsed(sparing kept: Int) -> Bool {
        var victim = -1
        var oldest = UInt64.max
        for key in 0..<keys.tableSize where isCached[key] && key != kept && waitingCell[key] == nil && lastUse[key] < oldest {
            victim = key
            oldest = lastUse[key]
        }
        // Everything else is in a cell on or near screen: keep over the bound rather than blank it.
        guard victim >= 0 else { return false }
        isCached[victim] = false
        contents[victim] = nil
        cachedItems -= 1
        cacheCost -= costs[victim]
        if !shown[victim] { counts.wasted += 1 }
        releaseIfIdle(victim)
        return true
    }
}
