/// Loads in simulated time, deterministically: `workers` virtual workers each take `latency`
/// seconds a load; the engine's layout passes advance the clock. The loader runs on the
/// engine's thread when its load completes. Same requests, same frames: same counts. A load is
/// taken by an idle worker the moment it is submitted (there is no hand-off to batch), so
/// ``commit()`` has nothing to do. Its state is the engine thread's only and, like the
/// scheduler's books, opts out of dynamic exclusivity checks: no access to it is held across
/// the call to `load`.
@usableFromInline final class SimulatedLoadQueue<ID: Hashable & Sendable, Content: Sendable>: LoadQueue {
    @usableFromInline let pending: PendingLoads<ID>
    // Each virtual worker's job, as columns (no optional generic tuples: in unspecialized
    // generic code those allocate). A free worker finishes at infinity.
    @usableFromInline let workers: Int
    @exclusivity(unchecked) @usableFromInline var jobKeys: Column<Int>
    @exclusivity(unchecked) @usableFromInline var jobRows: Column<Int>
    @exclusivity(unchecked) @usableFromInline var jobItems: Column<ID?>
    @exclusivity(unchecked) @usableFromInline var finishesAt: Column<Double>
    @exclusivity(unchecked) @usableFromInline var jobCancelled: Column<Bool>
    /// The workers with no job: a submission looks for one only when there is one.
    @exclusivity(unchecked) @usableFromInline var idleWorkers: Int
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
        self.workers = count
        jobKeys = Column(count: count, repeating: -1)
        jobRows = Column(count: count, repeating: -1)
        jobItems = Column(count: count, repeating: nil)
        finishesAt = Column(count: count, repeating: .infinity)
        jobCancelled = Column(count: count, repeating: false)
        idleWorkers = count
        finished.reserveCapacity(capacity)
    }

    deinit {
        jobKeys.deallocate()
        jobRows.deallocate()
        jobItems.deallocate()
        finishesAt.deallocate()
        jobCancelled.deallocate()
    }

    @inlinable func submit(key: Int, item: ID, row: Int) -> Bool {
        guard !pending.isFull else { return false }
        pending.add(key: key, item: item, row: row)
        if idleWorkers > 0 { startIdleWorkers(at: now) }
        return true
    }

    @inlinable func commit() {}

    @inlinable func cancel(outside rows: Range<Int>, sparing spare: (Int) -> Bool, removed: inout [Int]) {
        pending.remove(outside: rows, sparing: spare, into: &removed)
        for slot in 0..<workers where finishesAt[slot] != .infinity && !rows.contains(jobRows[slot]) && !spare(jobKeys[slot]) {
            jobCancelled[slot] = true
        }
    }

    @inlinable func remap(around window: Range<Int>, newRow: (Int) -> Int?, removed: inout [Int]) {
        pending.remap(around: window, newRow: newRow, removed: &removed)
        for slot in 0..<workers where finishesAt[slot] != .infinity {
            if let row = newRow(jobKeys[slot]) { jobRows[slot] = row }
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
            idleWorkers += 1
            startIdleWorkers(at: time)
        }
        now = end
        swap(&finished, &completions)
    }

    @inlinable func shutdown() {}

    @inlinable func nextFinishing(before end: Double) -> Int? {
        guard idleWorkers < workers else { return nil }
        var best = -1
        for slot in 0..<workers where finishesAt[slot] <= end {
            if best < 0 || finishesAt[slot] < finishesAt[best] { best = slot }
        }
        return best >= 0 ? best : nil
    }

    /// Gives each idle worker, lowest first, the best waiting load, at `time`.
    @inlinable func startIdleWorkers(at time: Double) {
        for slot in 0..<workers where finishesAt[slot] == .infinity {
            guard let next = pending.takeBest() else { return }
            jobKeys[slot] = next.key
            jobRows[slot] = next.row
            jobItems[slot] = next.item
            finishesAt[slot] = time + latency
            jobCancelled[slot] = false
            idleWorkers -= 1
            startedCount += 1
        }
    }
}
