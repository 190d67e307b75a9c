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
/// The books cost in proportion to what changes: an item is hashed once per row turned over
/// (into an integer key), everything after that is flat tables indexed by that key, the
/// waiting loads are indexed by row, the cache's recency is a list in use order, and
/// the loads asked for in a pass reach the Dispatch workers in one hand-off at its end (one
/// lock a pass, not one a row). On the engine's thread nothing here allocates once the tables
/// are reserved.
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

    /// Items as integer keys; the tables below are indexed by key, each ``ItemKeys/capacity``
    /// long. A key lives while its item is queued or running, waited for by a cell, or cached.
    @exclusivity(unchecked) @usableFromInline var keys: ItemKeys<ID>
    /// Per key, whether its item is queued or running, cached, and shown since, and the cell
    /// waiting for it, unretained (``KeyBooks/cell``): storing a reference would retain the
    /// cell at every row configured and release it at every row recycled, two atomic operations
    /// a row. Sound because the list tells the scheduler of every cell that stops waiting before
    /// it lets the cell go — recycled or left (``cellRecycled(_:)``), reconfigured
    /// (``cellConfigured(_:at:row:)``), or in the window when the prefetcher is replaced or the
    /// list goes away (``ListView/releaseCellsFromPrefetcher()``) — so every cell named here is
    /// alive, and names this key (``ListCell/prefetchKey``).
    @exclusivity(unchecked) @usableFromInline var books: Column<KeyBooks>
    @exclusivity(unchecked) @usableFromInline var contents: Column<Content?>
    @exclusivity(unchecked) @usableFromInline var costs: Column<Int>
    /// The cached keys in order of use, least recent first: links per key, -1 at the ends.
    @exclusivity(unchecked) @usableFromInline var newerUse: Column<Int32>
    @exclusivity(unchecked) @usableFromInline var olderUse: Column<Int32>
    @exclusivity(unchecked) @usableFromInline var leastRecent: Int32 = -1
    @exclusivity(unchecked) @usableFromInline var mostRecent: Int32 = -1
    /// Per key, while a remap runs: the item's new row, or -1.
    @exclusivity(unchecked) @usableFromInline var remapRows: Column<Int>
    /// The keys whose `remapRows` entry a remap set, to clear after it.
    @exclusivity(unchecked) @usableFromInline var remapKeys: [Int] = []

    @exclusivity(unchecked) @usableFromInline var cachedItems = 0
    @exclusivity(unchecked) @usableFromInline var cacheCost = 0
    /// Cached contents not shown yet (wasted, should they be evicted so).
    @exclusivity(unchecked) @usableFromInline var cachedUnshown = 0
    @exclusivity(unchecked) @usableFromInline var completions: [LoadCompletion<Content>] = []
    @exclusivity(unchecked) @usableFromInline var latencies = LatencyWindow()
    /// Loads cancelled before they started, by the last cancellation or remap (no key twice).
    @exclusivity(unchecked) @usableFromInline var cancelledBeforeStart: [Int] = []
    @exclusivity(unchecked) @usableFromInline var counts = PrefetchStatistics()
    /// The layout passes begun (``beginFrame(frameInterval:)``): a cell configured in the
    /// current one is stamped with it (``ListCell/prefetchPass``).
    @exclusivity(unchecked) @usableFromInline var pass = 0

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
        keys = ItemKeys(capacity: configuration.cacheCount + capacity + configuration.workers + 512)
        let items = keys.capacity
        books = Column(count: items, repeating: .idle)
        contents = Column(count: items, repeating: nil)
        costs = Column(count: items, repeating: 0)
        newerUse = Column(count: items, repeating: -1)
        olderUse = Column(count: items, repeating: -1)
        remapRows = Column(count: items, repeating: -1)
        remapKeys.reserveCapacity(512)
        completions.reserveCapacity(capacity)
        cancelledBeforeStart.reserveCapacity(capacity)
    }

    deinit {
        queue.shutdown()
        keys.deallocate()
        books.deallocate()
        contents.deallocate()
        costs.deallocate()
        newerUse.deallocate()
        olderUse.deallocate()
        remapRows.deallocate()
    }

    /// What the scheduler did so far.
    @inlinable public var statistics: PrefetchStatistics {
        var s = counts
        s.started = queue.startedCount
        s.wasted += cachedUnshown
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
        return books[key].isCached
    }

    // MARK: What the engine calls (through ``PrefetcherHooks``)

    @inlinable var mode: PrefetchConfiguration.Mode { configuration.mode }

    @inlinable var lookAheadSeconds: Double { (latencies.p90 ?? 0) * configuration.latencySafetyFactor }

    /// A pass begins: the loads that finished since the last are taken from the queue. Returns
    /// whether any did (then ``deliverFinishedLoads()`` delivers them).
    ///
    /// - Complexity: O(loads finished).
    @inlinable func beginFrame(frameInterval: Double) -> Bool {
        pass &+= 1
        queue.drain(into: &completions, frameInterval: frameInterval)
        return !completions.isEmpty
    }

    /// Delivers the loads ``beginFrame(frameInterval:)`` took to the cells waiting for their
    /// items, and caches their contents.
    ///
    /// - Complexity: O(loads finished), plus the evictions they cause.
    @inlinable func deliverFinishedLoads() {
        for index in completions.indices {
            let key = completions[index].key
            books[key].isQueued = false
            latencies.add(completions[index].latency)
            switch completions[index].outcome {
            case .cancelled: counts.cancelledWhileRunning += 1
            case .failed: counts.failed += 1
            case let .loaded(content):
                counts.completed += 1
                store(content, key: key)
                books[key].cell?._withUnsafeGuaranteedRef { deliverCached(key, to: $0) }
            }
            releaseIfIdle(key)
        }
        completions.removeAll(keepingCapacity: true)
    }

    @inlinable func cellConfigured(_ cell: ListCell, at indexPath: ListIndexPath, row: Int) {
        // A cell configured again without being recycled stops waiting for its last item first.
        if cell.prefetchKey >= 0 { stopWaiting(cell) }
        cell.prefetchPass = pass
        guard let item = identify(indexPath) else {
            cell.setContentState(.none)
            return
        }
        let key = intern(item)
        cell.prefetchKey = key
        books[key].cell = Unmanaged.passUnretained(cell)
        if books[key].isCached {
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
        guard cell.contentState == .placeholder, key >= 0, key < keys.capacity, isWaiting(cell, for: key) else { return }
        enqueue(key, row: row)
    }

    @inlinable func cellRecycled(_ cell: ListCell) {
        stopWaiting(cell)
        cell.prefetchPass = -1
        cell.setContentState(.none)
    }

    /// Row `row` was named: its item's load is asked for. `cell` is the row's cell, if it has
    /// one: configured in this pass (and not recycled since), it was configured for this row's
    /// item, whose key it holds (-1: the row has no item) — the scheduler does not look the item
    /// up a second time. Otherwise, or if another cell took the key over, the item is looked up
    /// at the row's index path, `indexPath(row)` (only then made).
    ///
    /// - Complexity: O(1) expected.
    @inlinable func rowEnteredWindow(_ row: Int, cell: ListCell?, indexPath: (Int) -> ListIndexPath) {
        guard mode == .ahead else { return }
        if let cell, cell.prefetchPass == pass {
            let key = cell.prefetchKey
            if key < 0 { return }
            if key < keys.capacity && isWaiting(cell, for: key) { return enqueue(key, row: row) }
        }
        guard let item = identify(indexPath(row)) else { return }
        // One lookup: an item already queued, running or cached is left alone by `enqueue`, and
        // a key it hands out for nothing is released again there.
        enqueue(intern(item), row: row)
    }

    @inlinable func windowMoved(to window: Range<Int>) {
        queue.cancel(outside: window, sparing: { books[$0].cell != nil }, removed: &cancelledBeforeStart)
        dequeueCancelled()
    }

    @inlinable func viewportChanged(visible: Range<Int>, forward: Bool) {
        queue.setViewport(top: visible.lowerBound, bottom: visible.upperBound - 1, forward: forward)
    }

    /// The pass is over: the loads it asked for go to the workers now.
    @inlinable func passEnded() {
        queue.commit()
    }

    @inlinable func itemsMoved(rows: Range<Int>, indexPath: (Int) -> ListIndexPath) {
        remapKeys.removeAll(keepingCapacity: true)
        for row in rows {
            guard let item = identify(indexPath(row)), let key = keys.existingKey(for: item) else { continue }
            if remapRows[key] < 0 { remapKeys.append(key) }
            remapRows[key] = row
        }
        queue.remap(around: rows, newRow: { remapRows[$0] >= 0 ? remapRows[$0] : nil }, removed: &cancelledBeforeStart)
        for key in remapKeys { remapRows[key] = -1 }
        remapKeys.removeAll(keepingCapacity: true)
        dequeueCancelled()
    }

    // MARK: Keys, loads and the cache

    /// Whether `cell` is the one waiting for `key`'s item. - Complexity: O(1).
    @inlinable func isWaiting(_ cell: ListCell, for key: Int) -> Bool {
        books[key].cell?.toOpaque() == Unmanaged.passUnretained(cell).toOpaque()
    }

    /// `cell` waits for nothing any more: its key is forgotten, and freed if nothing else
    /// refers to its item. - Complexity: O(1) expected.
    @inlinable func stopWaiting(_ cell: ListCell) {
        let key = cell.prefetchKey
        cell.prefetchKey = -1
        guard key >= 0, key < keys.capacity, isWaiting(cell, for: key) else { return }
        books[key].cell = nil
        // Content kept over the cache's bounds because cells showed it goes once they don't.
        if books[key].isCached && isOverBounds { trimCache(sparing: -1) }
        releaseIfIdle(key)
    }

    /// Marks the loads in `cancelledBeforeStart` as no longer queued, and counts them.
    @inlinable func dequeueCancelled() {
        counts.cancelled += cancelledBeforeStart.count
        for key in cancelledBeforeStart {
            books[key].isQueued = false
            releaseIfIdle(key)
        }
        cancelledBeforeStart.removeAll(keepingCapacity: true)
    }

    @inlinable func intern(_ item: ID) -> Int {
        var grew = false
        let key = keys.key(for: item, grew: &grew)
        if grew { growTables() }
        return key
    }

    /// Grows the per-key tables to the keys' new capacity (rare: more items live at once than
    /// the tables were reserved for). Allocates.
    @inlinable func growTables() {
        let items = keys.capacity
        books.grow(to: items, repeating: .idle)
        contents.grow(to: items, repeating: nil)
        costs.grow(to: items, repeating: 0)
        newerUse.grow(to: items, repeating: -1)
        olderUse.grow(to: items, repeating: -1)
        remapRows.grow(to: items, repeating: -1)
    }

    /// Frees `key` once nothing refers to its item.
    @inlinable func releaseIfIdle(_ key: Int) {
        let books = books[key]
        if !books.isQueued && !books.isCached && books.cell == nil { keys.release(key) }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkKey(key)
        #endif
    }

    @inlinable func enqueue(_ key: Int, row: Int) {
        guard !books[key].isQueued, !books[key].isCached else { return }
        counts.requested += 1
        if queue.submit(key: key, item: keys.item(key), row: row) {
            books[key].isQueued = true
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
        touch(key)
        if !books[key].shown {
            books[key].shown = true
            cachedUnshown -= 1
        }
        cell.setContentState(.ready)
        deliver(content, cell, indexPath)
    }

    @inlinable func store(_ content: Content, key: Int) {
        if books[key].isCached {
            cacheCost -= costs[key]
            if books[key].shown { cachedUnshown += 1 }
        } else {
            books[key].isCached = true
            cachedItems += 1
            cachedUnshown += 1
        }
        contents[key] = content
        costs[key] = cost(content)
        cacheCost += costs[key]
        touch(key)
        books[key].shown = false
        trimCache(sparing: key)
        #if LISTENGINE_INTERNAL_CHECKS
        _checkKey(key)
        #endif
    }

    /// Whether the cache holds more contents, or more cost, than its bounds allow.
    @inlinable var isOverBounds: Bool {
        cachedItems > Swift.max(1, configuration.cacheCount) || (cacheCost > configuration.cacheCost && cachedItems > 1)
    }

    /// Evicts the least recently used contents no cell waits for, but `kept`, until the cache
    /// is within its bounds or every other content is on a cell.
    @inlinable func trimCache(sparing kept: Int) {
        while isOverBounds {
            guard evictLeastRecentlyUsed(sparing: kept) else { break }
        }
    }

    /// Makes cached `key` the most recently used. - Complexity: O(1).
    @inlinable func touch(_ key: Int) {
        let k = Int32(key)
        guard mostRecent != k else { return }
        if isLinkedInUse(key) { unlinkUse(key) }
        olderUse[key] = mostRecent
        newerUse[key] = -1
        if mostRecent >= 0 { newerUse[Int(mostRecent)] = k } else { leastRecent = k }
        mostRecent = k
    }

    /// Whether `key` is in the list of use (its ends have no links).
    @inlinable func isLinkedInUse(_ key: Int) -> Bool {
        olderUse[key] >= 0 || newerUse[key] >= 0 || leastRecent == Int32(key)
    }

    /// Takes `key` out of the list of use. - Complexity: O(1).
    @inlinable func unlinkUse(_ key: Int) {
        let older = olderUse[key]
        let newer = newerUse[key]
        if older >= 0 { newerUse[Int(older)] = newer } else { leastRecent = newer }
        if newer >= 0 { olderUse[Int(newer)] = older } else { mostRecent = older }
        olderUse[key] = -1
        newerUse[key] = -1
    }

    /// Evicts the least recently used content that no cell is waiting for; false if there is none.
    ///
    /// - Complexity: O(1 + cached contents on cells used less recently than the victim).
    @inlinable func evictLeastRecentlyUsed(sparing kept: Int) -> Bool {
        var candidate = leastRecent
        while candidate >= 0 && (Int(candidate) == kept || books[Int(candidate)].cell != nil) {
            candidate = newerUse[Int(candidate)]
        }
        // Everything else is in a cell on or near screen: keep over the bound rather than blank it.
        guard candidate >= 0 else { return false }
        let victim = Int(candidate)
        unlinkUse(victim)
        books[victim].isCached = false
        contents[victim] = nil
        cachedItems -= 1
        cacheCost -= costs[victim]
        if !books[victim].shown {
            counts.wasted += 1
            cachedUnshown -= 1
        }
        releaseIfIdle(victim)
        return true
    }
}
