/// Loads in simulated time, deterministically: `workers` virtual workers each take `latency`
/// seconds a load; the engine's layout passes advance the clock. The loader runs on the
/// engine's thread when its load completes. Same requests, same frames: same counts.
final class SimulatedLoadQueue<ID: Hashable & Sendable, Content: Sendable>: LoadQueue {
    private var pending: PendingLoads<ID>
    // Each virtual worker's job, as parallel arrays (no optional generic tuples: in unspecialized
    // generic code those allocate).
    private var jobIDs: [ID?]
    private var finishesAt: [Double]
    private var jobCancelled: [Bool]
    private var finished: [LoadCompletion<ID, Content>] = []
    private let latency: Double
    private let load: @Sendable (ID, LoadCancellation) throws -> Content
    private var now = 0.0
    /// Handed to the loader: a simulated load is never cancelled while it runs (it runs at once).
    private let running = LoadCancellation()
    private(set) var startedCount = 0

    init(workers: Int, latency: Double, capacity: Int, load: @escaping @Sendable (ID, LoadCancellation) throws -> Content) {
        self.latency = Swift.max(0, latency)
        self.load = load
        pending = PendingLoads(capacity: capacity)
        jobIDs = Array(repeating: nil, count: Swift.max(1, workers))
        finishesAt = Array(repeating: .infinity, count: Swift.max(1, workers))
        jobCancelled = Array(repeating: false, count: Swift.max(1, workers))
        finished.reserveCapacity(capacity)
    }

    func submit(_ id: ID, row: Int) -> Bool {
        guard !pending.isFull else { return false }
        pending.add(id, row: row)
        startIdleWorkers(at: now)
        return true
    }

    func cancel(_ ids: Set<ID>, removed: inout Set<ID>) {
        pending.remove(ids, into: &removed)
        for slot in jobIDs.indices where finishesAt[slot] != .infinity {
            if let id = jobIDs[slot], ids.contains(id), !removed.contains(id) { jobCancelled[slot] = true }
        }
    }

    func remap(_ rows: [ID: Int]) -> Int { pending.remap { rows[$0] } }

    func setViewport(top: Int, bottom: Int, forward: Bool) {
        pending.setViewport(top: top, bottom: bottom, forward: forward)
    }

    /// Advances the clock by `frameInterval`, completing loads in order of finishing time, each
    /// freed worker taking the next waiting load at that moment.
    func drain(into completions: inout [LoadCompletion<ID, Content>], frameInterval: Double) {
        let end = now + frameInterval
        while let slot = nextFinishing(before: end) {
            let id = jobIDs[slot]!
            let time = finishesAt[slot]
            var outcome = LoadCompletion<ID, Content>.Outcome.cancelled
            if !jobCancelled[slot] {
                do { outcome = .loaded(try load(id, running)) } catch { outcome = .failed }
            }
            jobIDs[slot] = nil
            finishesAt[slot] = .infinity
            finished.append(LoadCompletion(id: id, outcome: outcome, latency: latency))
            startIdleWorkers(at: time)
        }
        now = end
        swap(&finished, &completions)
    }

    func shutdown() {}

    private func nextFinishing(before end: Double) -> Int? {
        var best: Int?
        for slot in finishesAt.indices where finishesAt[slot] <= end {
            if best == nil || finishesAt[slot] < finishesAt[best!] { best = slot }
        }
        return best
    }

    private func startIdleWorkers(at time: Double) {
        for slot in finishesAt.indices where finishesAt[slot] == .infinity {
            guard let next = pending.takeBest() else { return }
            jobIDs[slot] = next.id
            finishesAt[slot] = time + latency
            jobCancelled[slot] = false
            startedCount += 1
        }
    }
}
