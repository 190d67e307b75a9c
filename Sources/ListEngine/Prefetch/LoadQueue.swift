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
///
/// A queue may hold the loads submitted during a pass back until ``commit()`` at its end (or
/// the next cancellation, remap or drain, whichever comes first), to hand them over at once.
@usableFromInline protocol LoadQueue<ID, Content>: AnyObject {
    associatedtype ID: Hashable & Sendable
    associatedtype Content: Sendable

    /// Queues a load of `item` (key `key`, asked for at `row`); false when the queue is full.
    func submit(key: Int, item: ID, row: Int) -> Bool
    /// The pass is over: loads submitted and the viewport set since the last hand-off reach
    /// the workers.
    func commit()
    /// Cancels the loads whose rows lie outside `rows`, but those whose keys `spare` keeps:
    /// those that had not started never will and are added to `removed`; those running get
    /// their cancellation flag set and complete as cancelled. The waiting loads are found by
    /// row (see ``PendingLoads``): the cost follows the loads cancelled, not those waiting.
    func cancel(outside rows: Range<Int>, sparing spare: (Int) -> Bool, removed: inout [Int])
    /// Moves loads to their items' new rows, `newRow(key)`, removing into `removed` the waiting
    /// ones whose items have none (running ones finish); `window` is the new prefetch window.
    func remap(around window: Range<Int>, newRow: (Int) -> Int?, removed: inout [Int])
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
