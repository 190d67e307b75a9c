/// Loads in simulated time, deterministically: `workers` virtual workers each take `latency`
/// seconds a load; the engine's layout passes advance the clock. The loader runs on the
/// engine's thread when its load completes. Same requests, same frames: same counts. Its state
/// is the engine thread's only and, like the scheduler's books, opts out of dynamic exclusivity
/// checks: no access to it is held across the call to `load`.
@usableFromInline final class SimulatedLoadQueue<ID: Hashable & Sendable, Content: Sendable>: LoadQueue {
    @exclusivity(unchecked) @usableFromInline var pending: PendingLoads<ID>
    // Each virtual worker's job, as parallel arrays (no optional generic tuples: in unspecialized
    // generic code those allocate). A free worker finishes at infinity.
    @exclusivity(unchecked) @usableFromInline var jobKeys: [Int]
    @exclusivity(unchecked) @usableFromInline var jobRows: [Int]
    @exclusivity(unchecked) @usableFromInline var jobItems: [ID?]
    @exclusivity(unchecked) @usableFromInline var finishesAt: [Double]
    @exclusivity(unchecked) @usableFromInline var jobCancelled: [Bool]
    @exclusivity(unchecked) @usableFromInline var finished: [LoadCompletion<Content>] = []
    @usableFromInline let latency: Double
    @usableFromInline let load: @Sendable (ID, LoadCancellation) throws -> Content
    @exclusivity(unchecked) @usableFromInline var now = 0.0
    /// Handed to the loader: a simulated load is never cancelled while it runs (it runs at once).
    @usableFromInline let running = LoadCancellation()
    @exclusivity(unchecked) @usableFromInline var startedCount = 0

    @usableFromInline init(workers: Int, latency: Double, capacity: Int, load: @escaping @Sendable (ID, LoadCancellation) throws -> Content) {
        self.latency = Swift.max(0, latency)
        self.load = load
        pending = PendingLoads(capacity: capacity)
        let count = Swift.max(1, workers)
        jobKeys = Array(repeating: -1, count: count)
        jobRows = Array(repeating: -1, count: count)
        jobItems = Array(repeating: nil, count: count)
        finishesAt = Array(repeating: .infinity, count: count)
        jobCancelled = Array(repeating: false, count: count)
        finished.reserveCapacity(capacity)
    }

    @inlinable func submit(key: Int, item: ID, row: Int) -> Bool {
        guard !pending.isFull else { return false }
        pending.add(key: key, item: item, row: row)
        startIdleWorkers(at: now)
        return true
    }

    @inlinable func cancel(outside rows: Range<Int>, sparing spare: (Int) -> Bool, removed: inout Set<Int>) {
        pending.remove(outside: rows, sparing: spare, into: &removed)
        for slot in jobKeys.indices where finishesAt[slot] != .infinity && !rows.contains(jobRows[slot]) && !spare(jobKeys[slot]) {
            jobCancelled[slot] = true
        }
    }

    @inlinable func remap(_ rows: [Int: Int], removed: inout Set<Int>) {
        pending.remap(rows, removed: &removed)
        for slot in jobKeys.indices where finishesAt[slot] != .infinity {
            if let row = rows[jobKeys[slot]] { jobRows[slot] = row }
        }
    }

    @inlinable func setViewport(top: Int, bottom: Int, forward: Bool) {
        pending.setViewport(top: top, bottom: bottom, forward: forward)
    }

    /// Advances the clock by `frameInterval`, completing loads in order of finishing time, each
    /// freed worker taking the next waiting load at that moment.
    @inlinable func drain(into completions: inout [LoadCompletion<Content>], frameInterval: Double) {
        let end = now + frameInterval
        while let slot = nextFinishing(before: end) {
            let time = finishesAt[slot]
            var outcome = LoadCompletion<Content>.Outcome.cancelled
            if !jobCancelled[slot] {
                do { outcome = .loaded(try load(jobItems[slot]!, running)) } catch { outcome = .failed }
            }
            finished.append(LoadCompletion(key: jobKeys[slot], outcome: outcome, latency: latency))
            jobItems[slot] = nil
            finishesAt[slot] = .infinity
            startIdleWorkers(at: time)
        }
        now = end
        swap(&finished, &completions)
    }

    @inlinable func shutdown() {}

    @inlinable func nextFinishing(before end: Double) -> Int? {
        var best: Int?
        for slot in finishesAt.indices where finishesAt[slot] <= end {
            if best == nil || finishesAt[slot] < finishesAt[best!] { best = slot }
        }
        return best
    }

    @inlinable func startIdleWorkers(at time: Double) {
        for slot in finishesAt.indices where finishesAt[slot] == .infinity {
            guard let next = pending.takeBest() else { return }
            jobKeys[slot] = next.key
            jobRows[slot] = next.row
            jobItems[slot] = next.item
            finishesAt[slot] = time + latency
            jobCancelled[slot] = false
            startedCount += 1
        }
    }
}
