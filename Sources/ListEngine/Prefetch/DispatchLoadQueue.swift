import Dispatch

/// Loads on Dispatch: `workers` serial queues at a QoS, each running one long-lived loop that
/// takes the best-ranked waiting load, runs it, and leaves the result for the engine.
///
/// The engine thread hands loads over in batches: a submission is staged on the engine's side
/// (no lock, no wake-up), and the staged loads and the latest viewport reach the workers in one
/// critical section at the pass's end (``commit()``), or at the next cancellation, remap or
/// drain, which take the lock anyway. A pass takes the lock two or three times whatever the
/// number of rows it turns over, and wakes only as many sleeping workers as there are new
/// loads. The engine swaps its result buffer with the workers' when it drains.
///
/// The engine's side is this class (the engine thread's only); what the workers share with it
/// is ``DispatchLoadWorkers``, which is `Sendable` and is all the worker closures capture.
@usableFromInline final class DispatchLoadQueue<ID: Hashable & Sendable, Content: Sendable>: LoadQueue {
    @usableFromInline let shared: DispatchLoadWorkers<ID, Content>
    /// The most loads that may wait.
    @usableFromInline let capacity: Int
    // Loads submitted since the last hand-off (engine thread only).
    @exclusivity(unchecked) @usableFromInline var stagedKeys: Column<Int>
    @exclusivity(unchecked) @usableFromInline var stagedRows: Column<Int>
    @exclusivity(unchecked) @usableFromInline var stagedItems: Column<ID?>
    @exclusivity(unchecked) @usableFromInline var stagedCount = 0
    /// The loads waiting at the last hand-off plus those staged since: at least as many as wait
    /// (workers only take loads), so a submission is refused only when the queue may be full.
    @exclusivity(unchecked) @usableFromInline var waitingBound = 0
    /// The viewport set since the last hand-off, if it changed.
    @exclusivity(unchecked) @usableFromInline var stagedViewport: (top: Int, bottom: Int, forward: Bool) = (0, -1, true)
    @exclusivity(unchecked) @usableFromInline var viewportIsStaged = false

    @usableFromInline init(workers: Int, qos: DispatchQoS.QoSClass, capacity: Int,
                           load: @escaping @Sendable (ID, LoadCancellation) throws -> Content) {
        self.capacity = Swift.max(1, capacity)
        stagedKeys = Column(count: self.capacity, repeating: -1)
        stagedRows = Column(count: self.capacity, repeating: 0)
        stagedItems = Column(count: self.capacity, repeating: nil)
        shared = DispatchLoadWorkers(workers: workers, capacity: self.capacity, load: load)
        for index in 0..<shared.workers {
            DispatchQueue(label: "ListEngine.prefetch.\(index)", qos: DispatchQoS(qosClass: qos, relativePriority: 0))
                .async { [shared] in shared.work(index) }
        }
    }

    deinit {
        stagedKeys.deallocate()
        stagedRows.deallocate()
        stagedItems.deallocate()
    }

    /// Stages the load: it reaches the workers at the next hand-off. - Complexity: O(1).
    @inlinable func submit(key: Int, item: ID, row: Int) -> Bool {
        guard waitingBound < capacity else { return false }
        stagedKeys[stagedCount] = key
        stagedRows[stagedCount] = row
        stagedItems[stagedCount] = item
        stagedCount += 1
        waitingBound += 1
        return true
    }

    @inlinable func commit() {
        guard stagedCount > 0 || viewportIsStaged else { return }
        let woken = shared.state.withLock { state in handOff(&state) }
        shared.wake(woken)
    }

    @inlinable func cancel(outside rows: Range<Int>, sparing spare: (Int) -> Bool, removed: inout [Int]) {
        let woken = shared.state.withLock { state -> Int in
            let woken = handOff(&state)
            state.pending.remove(outside: rows, sparing: spare, into: &removed)
            for worker in 0..<state.runningKeys.count where state.runningKeys[worker] >= 0 {
                if !rows.contains(state.runningRows[worker]) && !spare(state.runningKeys[worker]) { state.cancellations[worker]?.cancel() }
            }
            waitingBound = state.pending.count
            return woken
        }
        shared.wake(woken)
    }

    @inlinable func remap(around window: Range<Int>, newRow: (Int) -> Int?, removed: inout [Int]) {
        let woken = shared.state.withLock { state -> Int in
            let woken = handOff(&state)
            state.pending.remap(around: window, newRow: newRow, removed: &removed)
            for worker in 0..<state.runningKeys.count where state.runningKeys[worker] >= 0 {
                if let row = newRow(state.runningKeys[worker]) { state.runningRows[worker] = row }
            }
            waitingBound = state.pending.count
            return woken
        }
        shared.wake(woken)
    }

    /// Stages the viewport: it reaches the workers with the pass's loads.
    @inlinable func setViewport(top: Int, bottom: Int, forward: Bool) {
        guard !viewportIsStaged || stagedViewport != (top, bottom, forward) else { return }
        stagedViewport = (top, bottom, forward)
        viewportIsStaged = true
    }

    @inlinable func drain(into completions: inout [LoadCompletion<Content>], frameInterval: Double) {
        // Hand the engine's empty buffer (its capacity kept) to the workers and take theirs.
        let woken = shared.state.withLock { state -> Int in
            swap(&state.finished, &completions)
            return handOff(&state)
        }
        shared.wake(woken)
    }

    @inlinable var startedCount: Int { shared.state.withLock { $0.started } }

    @inlinable func shutdown() {
        shared.shutdown()
    }

    /// Under the lock: gives the workers the staged viewport and loads, and returns how many
    /// sleeping workers to wake (at most one a load). - Complexity: O(loads staged).
    @inlinable func handOff(_ state: inout DispatchLoadWorkers<ID, Content>.State) -> Int {
        if viewportIsStaged {
            state.pending.setViewport(top: stagedViewport.top, bottom: stagedViewport.bottom, forward: stagedViewport.forward)
            viewportIsStaged = false
        }
        for index in 0..<stagedCount {
            state.pending.add(key: stagedKeys[index], item: stagedItems[index]!, row: stagedRows[index])
            stagedItems[index] = nil
        }
        let woken = Swift.min(stagedCount, state.sleeping)
        state.sleeping -= woken
        stagedCount = 0
        waitingBound = state.pending.count
        return woken
    }
}

/// What a ``DispatchLoadQueue``'s workers share with the engine: the waiting loads, the running
/// ones, the finished ones, behind one lock; the semaphore sleeping workers wait on; the loader.
@usableFromInline final class DispatchLoadWorkers<ID: Hashable & Sendable, Content: Sendable>: Sendable {
    @usableFromInline struct State {
        @usableFromInline let pending: PendingLoads<ID>
        /// Per worker: the key of its running load (-1 for none), the row it was asked for, and
        /// its cancellation.
        @usableFromInline var runningKeys: [Int]
        @usableFromInline var runningRows: [Int]
        @usableFromInline var cancellations: [LoadCancellation?]
        @usableFromInline var finished: [LoadCompletion<Content>] = []
        @usableFromInline var started = 0
        /// Workers waiting on the semaphore, or about to, not yet woken.
        @usableFromInline var sleeping = 0
        @usableFromInline var isShutDown = false

        @usableFromInline init(workers: Int, capacity: Int) {
            pending = PendingLoads(capacity: capacity)
            runningKeys = Array(repeating: -1, count: workers)
            runningRows = Array(repeating: 0, count: workers)
            cancellations = Array(repeating: nil, count: workers)
            finished.reserveCapacity(capacity)
        }
    }

    @usableFromInline let state: Locked<State>
    @usableFromInline let wakeUp = DispatchSemaphore(value: 0)
    @usableFromInline let load: @Sendable (ID, LoadCancellation) throws -> Content
    @usableFromInline let workers: Int

    @usableFromInline init(workers: Int, capacity: Int, load: @escaping @Sendable (ID, LoadCancellation) throws -> Content) {
        self.load = load
        self.workers = Swift.max(1, workers)
        state = Locked(State(workers: self.workers, capacity: capacity))
    }

    /// Wakes `count` sleeping workers (outside the lock).
    @inlinable func wake(_ count: Int) {
        for _ in 0..<count { wakeUp.signal() }
    }

    @usableFromInline func shutdown() {
        let sleeping = state.withLock { state -> Int in
            state.isShutDown = true
            defer { state.sleeping = 0 }
            return state.sleeping
        }
        wake(sleeping)
    }

    /// Worker `worker`'s loop: take the best waiting load and run it, hand the result back and
    /// take the next in the same critical section; sleep when none waits.
    func work(_ worker: Int) {
        var done: LoadCompletion<Content>?
        var cancellation = LoadCancellation()
        while true {
            let job = state.withLock { state -> (key: Int, item: ID)?? in
                if let result = done {
                    state.runningKeys[worker] = -1
                    state.cancellations[worker] = nil
                    state.finished.append(result)
                }
                if state.isShutDown { return .some(nil) }
                guard let next = state.pending.takeBest() else {
                    state.sleeping += 1
                    return nil
                }
                state.runningKeys[worker] = next.key
                state.runningRows[worker] = next.row
                state.cancellations[worker] = cancellation
                state.started += 1
                return (next.key, next.item)
            }
            done = nil
            guard let job else {                      // nothing waits: sleep until loads come
                wakeUp.wait()
                continue
            }
            guard let job else { return }             // shut down
            let start = Monotonic.now()
            let outcome: LoadCompletion<Content>.Outcome
            do {
                let content = try load(job.item, cancellation)
                outcome = cancellation.isCancelled ? .cancelled : .loaded(content)
            } catch {
                outcome = cancellation.isCancelled ? .cancelled : .failed
            }
            let latency = Double(Monotonic.now() - start) / 1e9
            done = LoadCompletion(key: job.key, outcome: outcome, latency: latency)
            cancellation = LoadCancellation()
        }
    }
}
