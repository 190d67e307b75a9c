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
public final class PrefetchScheduler<ID: Hashable & Sendable, Content: Sendable> {
    /// How it loads: mode, workers, cache bounds.
    public let configuration: PrefetchConfiguration
    @usableFromInline let identify: (ListIndexPath) -> ID?
    @usableFromInline let deliver: (Content, ListCell, ListIndexPath) -> Void
    @usableFromInline let cost: (Content) -> Int
    @usableFromInline let queue: SchedulerQueue<ID, Content>

    // The books below are the engine thread's only, and opt out of Swift's dynamic exclusivity
    // checks (a runtime call per access, per row here): no access to one of them is held across
    // a call out to `identify`, `load`, `cost` or `deliver`, whose arguments are evaluated first.

    /// Items as integer keys; the tables below are indexed by key. A key lives while its item
    /// is queued or running, waited for by a cell, or cached.
    @exclusivity(unchecked) @usableFromInline var keys: ItemKeys<ID>
    @exclusivity(unchecked) @usableFromInline var isQueued: [Bool] = []
    @exclusivity(unchecked) @usableFromInline var waitingCell: [ListCell?] = []
    @exclusivity(unchecked) @usableFromInline var isCached: [Bool] = []
    @exclusivity(unchecked) @usableFromInline var contents: [Content?] = []
    @exclusivity(unchecked) @usableFromInline var costs: [Int] = []
    @exclusivity(unchecked) @usableFromInline var lastUse: [UInt64] = []
    @exclusivity(unchecked) @usableFromInline var shown: [Bool] = []

    @exclusivity(unchecked) @usableFromInline var cachedItems = 0
    @exclusivity(unchecked) @usableFromInline var cacheCost = 0
    @exclusivity(unchecked) @usableFromInline var useClock: UInt64 = 0
    @exclusivity(unchecked) @usableFromInline var completions: [LoadCompletion<Content>] = []
    @exclusivity(unchecked) @usableFromInline var latencies = LatencyWindow()
    @exclusivity(unchecked) @usableFromInline var remapBuffer: [Int: Int] = [:]
    /// Loads cancelled before they started, by the last cancellation or remap.
    @exclusivity(unchecked) @usableFromInline var cancelledBeforeStart = Set<Int>()
    @exclusivity(unchecked) @usableFromInline var counts = PrefetchStatistics()

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
            queue = .dispatch(DispatchLoadQueue(workers: configuration.workers, qos: configuration.qos, capacity: capacity, load: load))
        case let .simulated(latency):
            queue = .simulated(SimulatedLoadQueue(workers: configuration.workers, latency: latency, capacity: capacity, load: load))
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
        completions.reserveCapacity(capacity)
        remapBuffer.reserveCapacity(512)
        cancelledBeforeStart.reserveCapacity(capacity)
    }

    deinit { queue.shutdown() }

    /// What the scheduler did so far.
    @inlinable public var statistics: PrefetchStatistics {
        var s = counts
        s.started = queue.startedCount
        for key in 0..<keys.tableSize where isCached[key] && !shown[key] { s.wasted += 1 }
        return s
    }

    /// The 90th percentile of the last 64 loads' latency, in seconds.
    @inlinable public var latencyP90: Double? { latencies.p90 }

    /// The number of contents in the cache.
    @inlinable public var cachedCount: Int { cachedItems }
    /// The total cost of the contents in the cache.
    @inlinable public var cachedCost: Int { cacheCost }

    /// Whether content for the item at `indexPath` is cached.
    @inlinable public func hasContent(for indexPath: ListIndexPath) -> Bool {
        guard let item = identify(indexPath), let key = keys.existingKey(for: item) else { return false }
        return isCached[key]
    }

    // MARK: What the engine calls (through ``PrefetcherHooks``)

    @inlinable var mode: PrefetchConfiguration.Mode { configuration.mode }

    @inlinable var lookAheadSeconds: Double { (latencies.p90 ?? 0) * configuration.latencySafetyFactor }

    @inlinable func beginFrame(frameInterval: Double) {
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

    @inlinable func cellConfigured(_ cell: ListCell, at indexPath: ListIndexPath, row: Int) {
        guard let item = identify(indexPath) else {
            cell.setContentState(.none)
            return
        }
        let key = intern(item)
        cell.prefetchKey = key
        waitingCell[key] = cell
        if isCached[key] {
            deliverCached(key, to: cell)
        } else {
            cell.setContentState(.placeholder)
            if mode == .ahead { enqueue(key, row: row) }
        }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkKey(key)
        #endif
    }

    @inlinable func cellDisplayed(_ cell: ListCell, at indexPath: ListIndexPath, row: Int) {
        let key = cell.prefetchKey
        guard cell.contentState == .placeholder, key >= 0, key < waitingCell.count, waitingCell[key] === cell else { return }
        enqueue(key, row: row)
    }

    @inlinable func cellRecycled(_ cell: ListCell) {
        let key = cell.prefetchKey
        cell.prefetchKey = -1
        if key >= 0, key < waitingCell.count, waitingCell[key] === cell {
            waitingCell[key] = nil
            releaseIfIdle(key)
        }
        cell.setContentState(.none)
    }

    @inlinable func rowEnteredWindow(_ row: Int, at indexPath: ListIndexPath) {
        guard mode == .ahead, let item = identify(indexPath) else { return }
        if let key = keys.existingKey(for: item), isCached[key] || isQueued[key] { return }
        enqueue(intern(item), row: row)
    }

    @inlinable func windowMoved(to window: Range<Int>) {
        queue.cancel(outside: window, sparing: { waitingCell[$0] != nil }, removed: &cancelledBeforeStart)
        dequeueCancelled()
    }

    @inlinable func viewportChanged(visible: Range<Int>, forward: Bool) {
        queue.setViewport(top: visible.lowerBound, bottom: visible.upperBound - 1, forward: forward)
    }

    @inlinable func itemsMoved(rows: Range<Int>, indexPath: (Int) -> ListIndexPath) {
        remapBuffer.removeAll(keepingCapacity: true)
        for row in rows {
            if let item = identify(indexPath(row)), let key = keys.existingKey(for: item) { remapBuffer[key] = row }
        }
        queue.remap(remapBuffer, removed: &cancelledBeforeStart)
        dequeueCancelled()
    }

    // MARK: Keys, loads and the cache

    /// Marks the loads in `cancelledBeforeStart` as no longer queued, and counts them.
    @inlinable func dequeueCancelled() {
        counts.cancelled += cancelledBeforeStart.count
        for key in cancelledBeforeStart {
            isQueued[key] = false
            releaseIfIdle(key)
        }
        cancelledBeforeStart.removeAll(keepingCapacity: true)
    }

    @inlinable func intern(_ item: ID) -> Int {
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
    @inlinable func releaseIfIdle(_ key: Int) {
        if !isQueued[key] && !isCached[key] && waitingCell[key] == nil { keys.release(key) }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkKey(key)
        #endif
    }

    @inlinable func enqueue(_ key: Int, row: Int) {
        guard !isQueued[key], !isCached[key] else { return }
        counts.requested += 1
        if queue.submit(key: key, item: keys.item(key), row: row) {
            isQueued[key] = true
            #if LISTENGINE_INTERNAL_CHECKS
            _checkKey(key)
            #endif
        } else {
            counts.dropped += 1
            releaseIfIdle(key)
        }
    }

    @inlinable func deliverCached(_ key: Int, to cell: ListCell) {
        guard let indexPath = cell.indexPath, identify(indexPath) == keys.item(key), let content = contents[key] else { return }
        useClock &+= 1
        lastUse[key] = useClock
        shown[key] = true
        cell.setContentState(.ready)
        deliver(content, cell, indexPath)
    }

    @inlinable func store(_ content: Content, key: Int) {
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
        #if LISTENGINE_INTERNAL_CHECKS
        _checkKey(key)
        #endif
    }

    /// Evicts the least recently used content that no cell is waiting for; false if there is none.
    @inlinable func evictLeastRecentlyUsed(sparing kept: Int) -> Bool {
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
