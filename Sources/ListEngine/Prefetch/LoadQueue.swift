/// How a load ended, handed back to the engine's thread.
struct LoadCompletion<ID: Hashable & Sendable, Content: Sendable>: Sendable {
    enum Outcome: Sendable {
        case loaded(Content)
        case failed
        case cancelled
    }

    var id: ID
    var outcome: Outcome
    /// Seconds from start to finish.
    var latency: Double
}

/// Where loads wait and run: Dispatch workers (``DispatchLoadQueue``) or a deterministic
/// simulation (``SimulatedLoadQueue``). Called on the engine's thread only.
protocol LoadQueue<ID, Content>: AnyObject {
    associatedtype ID: Hashable & Sendable
    associatedtype Content: Sendable

    /// Queues a load for `id` (asked for at `row`); false when the queue is full.
    func submit(_ id: ID, row: Int) -> Bool
    /// Cancels the loads of `ids`: those that had not started never will and are added to
    /// `removed`; those running get their cancellation flag set and complete as cancelled.
    func cancel(_ ids: Set<ID>, removed: inout Set<ID>)
    /// Moves waiting loads to their items' new rows, dropping those not in `rows`; returns how many dropped.
    func remap(_ rows: [ID: Int]) -> Int
    /// The viewport (global rows) and direction that waiting loads are ranked against.
    func setViewport(top: Int, bottom: Int, forward: Bool)
    /// Moves finished loads into `completions` (swapping buffers: no allocation). `frameInterval`
    /// is the time this frame stands for (simulated timing advances by it).
    func drain(into completions: inout [LoadCompletion<ID, Content>], frameInterval: Double)
    /// Loads started so far.
    var startedCount: Int { get }
    /// Stops the workers (the queue's owner is going away).
    func shutdown()
}

/// The latencies of the last 64 loads, kept sorted, for their 90th percentile.
struct LatencyWindow {
    private var ring: [Double] = []
    private var sorted: [Double] = []
    private var next = 0
    static let size = 64

    init() {
        ring.reserveCapacity(Self.size)
        sorted.reserveCapacity(Self.size)
    }

    /// Adds a sample. - Complexity: O(64), no allocation.
    mutating func add(_ latency: Double) {
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
    }

    /// The 90th percentile, or nil before any sample.
    var p90: Double? { sorted.isEmpty ? nil : sorted[Int(Double(sorted.count - 1) * 0.9)] }
}
