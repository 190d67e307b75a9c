/// How a load ended, handed back to the engine's thread.
@usableFromInline struct LoadCompletion<Content: Sendable>: Sendable {
    @usableFromInline enum Outcome: Sendable {
        case loaded(Content)
        case failed
        case cancelled
    }

    /// The item's key (see ``ItemKeys``).
    @usableFromInline var key: Int
    @usableFromInline var outcome: Outcome
    /// Seconds from start to finish.
    @usableFromInline var latency: Double

    @inlinable init(key: Int, outcome: Outcome, latency: Double) {
        self.key = key
        self.outcome = outcome
        self.latency = latency
    }
}

/// Where loads wait and run: Dispatch workers (``DispatchLoadQueue``) or a deterministic
/// simulation (``SimulatedLoadQueue``). Called on the engine's thread only. Loads are named by
/// their item's integer key; the item itself goes along for the loader.
@usableFromInline protocol LoadQueue<ID, Content>: AnyObject {
    associatedtype ID: Hashable & Sendable
    associatedtype Content: Sendable

    /// Queues a load of `item` (key `key`, asked for at `row`); false when the queue is full.
    func submit(key: Int, item: ID, row: Int) -> Bool
    /// Cancels the loads whose rows lie outside `rows`, but those whose keys `spare` keeps:
    /// those that had not started never will and are added to `removed`; those running get
    /// their cancellation flag set and complete as cancelled. One pass over the loads, on
    /// integers.
    func cancel(outside rows: Range<Int>, sparing spare: (Int) -> Bool, removed: inout Set<Int>)
    /// Moves loads to their items' new rows (by key), removing into `removed` the waiting ones
    /// not in `rows` (running ones finish).
    func remap(_ rows: [Int: Int], removed: inout Set<Int>)
    /// The viewport (global rows) and direction that waiting loads are ranked against.
    func setViewport(top: Int, bottom: Int, forward: Bool)
    /// Moves finished loads into `completions` (swapping buffers: no allocation). `frameInterval`
    /// is the time this frame stands for (simulated timing advances by it).
    func drain(into completions: inout [LoadCompletion<Content>], frameInterval: Double)
    /// Loads started so far.
    var startedCount: Int { get }
    /// Stops the workers (the queue's owner is going away).
    func shutdown()
}

/// The latencies of the last 64 loads, kept sorted, for their 90th percentile.
@usableFromInline struct LatencyWindow {
    @usableFromInline var ring: [Double] = []
    @usableFromInline var sorted: [Double] = []
    @usableFromInline var next = 0
    @usableFromInline static let size = 64

    @inlinable init() {
        ring.reserveCapacity(Self.size)
        sorted.reserveCapacity(Self.size)
    }

    /// Adds a sample. - Complexity: O(64), no allocation.
    @inlinable mutating func add(_ latency: Double) {
        if ring.count < Self.size {
            ring.append(latency)
        } else {
            let oldest = ring[next]
            ring[next] = latency
            next = (next + 1) % Self.size
            if let index = sorted.firstIndex(of: oldest) { sorted.remove(at: index) }
        }
        let position = sorted.firstIndex { $0 > latency } ?? sorted.count
        sorted.insert(latency, at: position)
        #if LISTENGINE_INTERNAL_CHECKS
        _checkAdded(latency)
        #endif
    }

    /// The 90th percentile, or nil before any sample.
    @inlinable var p90: Double? { sorted.isEmpty ? nil : sorted[Int(Double(sorted.count - 1) * 0.9)] }
}

/// Interns items as small integer keys, so that everything the scheduler does per row after
/// one hash of the item works on integers. (The scheduler is generic and runs unspecialized
/// across the module boundary, where each generic hash or comparison costs a witness call.)
@usableFromInline struct ItemKeys<ID: Hashable> {
    @usableFromInline var keyOf: [ID: Int] = [:]
    @usableFromInline var items: [ID?] = []
    @usableFromInline var free: [Int] = []

    @inlinable init(capacity: Int) {
        keyOf.reserveCapacity(capacity)
        items.reserveCapacity(capacity)
        free.reserveCapacity(capacity)
    }

    /// The number of keys ever handed out (live or free): per-key tables are this long.
    @inlinable var tableSize: Int { items.count }

    @inlinable func existingKey(for item: ID) -> Int? { keyOf[item] }

    /// The item's key, handing out a free one if it has none. `grew` is set when the table grew.
    @inlinable mutating func key(for item: ID, grew: inout Bool) -> Int {
        if let key = keyOf[item] { return key }
        let key: Int
        if let reused = free.popLast() {
            key = reused
            items[key] = item
        } else {
            key = items.count
            items.append(item)
            grew = true
        }
        keyOf[item] = key
        #if LISTENGINE_INTERNAL_CHECKS
        _checkLive(key, for: item)
        #endif
        return key
    }

    @inlinable func item(_ key: Int) -> ID { items[key]! }

    /// Frees `key` for another item.
    @inlinable mutating func release(_ key: Int) {
        guard let item = items[key] else { return }
        keyOf[item] = nil
        items[key] = nil
        free.append(key)
        #if LISTENGINE_INTERNAL_CHECKS
        _checkFree(key)
        #endif
    }
}
