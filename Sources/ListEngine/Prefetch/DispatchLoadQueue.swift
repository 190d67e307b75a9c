import Dispatch

/// Loads on Dispatch: `workers` serial queues at a QoS, each running one long-lived loop that
/// takes the best-ranked waiting load, runs it, and leaves the result for the engine. The engine
/// thread only takes a lock briefly (no closure is created per request), and swaps its result
/// buffer with the workers' when it drains.
@usableFromInline final class DispatchLoadQueue<ID: Hashable & Sendable, Content: Sendable>: LoadQueue, Sendable {
    @usableFromInline struct State {
        @usableFromInline let pending: PendingLoads<ID>
        /// Running loads by key: the row each was asked for, and its cancellation.
        @usableFromInline var running: [Int: (row: Int, cancellation: LoadCancellation)] = [:]
        @usableFromInline var finished: [LoadCompletion<Content>] = []
        @usableFromInline var started = 0
        @usableFromInline var isShutDown = false
    }

    @usableFromInline let state: Locked<State>
    @usableFromInline let wakeUp = DispatchSemaphore(value: 0)
    @usableFromInline let load: @Sendable (ID, LoadCancellation) throws -> Content
    @usableFromInline let workers: Int

    @usableFromInline init(workers: Int, qos: DispatchQoS.QoSClass, capacity: Int,
         load: @escaping @Sendable (ID, LoadCancellation) throws -> Content) {
        self.load = load
        self.workers = Swift.max(1, workers)
        var initial = State(pending: PendingLoads(capacity: capacity))
        initial.finished.reserveCapacity(capacity)
        initial.running.reserveCapacity(self.workers)
        state = Locked(initial)
        for index in 0..<self.workers {
            DispatchQueue(label: "ListEngine.prefetch.\(index)", qos: DispatchQoS(qosClass: qos, relativePriority: 0))
                .async { [self] in work() }
        }
    }

    @inlinable func submit(key: Int, item: ID, row: Int) -> Bool {
        let accepted = state.withLock { state -> Bool in
            guard !state.pending.isFull else { return false }
            state.pending.add(key: key, item: item, row: row)
            return true
        }
        if accepted { wakeUp.signal() }
        return accepted
    }

    @inlinable func cancel(outside rows: Range<Int>, sparing spare: (Int) -> Bool, removed: inout [Int]) {
        state.withLock { state in
            state.pending.remove(outside: rows, sparing: spare, into: &removed)
            for (key, job) in state.running where !rows.contains(job.row) && !spare(key) { job.cancellation.cancel() }
        }
    }

    @inlinable func remap(around window: Range<Int>, newRow: (Int) -> Int?, removed: inout [Int]) {
        state.withLock { state in
            state.pending.remap(around: window, newRow: newRow, removed: &removed)
            for key in state.running.keys {
                if let row = newRow(key) { state.running[key]!.row = row }
            }
        }
    }

    @inlinable func setViewport(top: Int, bottom: Int, forward: Bool) {
        state.withLock { state in state.pending.setViewport(top: top, bottom: bottom, forward: forward) }
    }

    @inlinable func drain(into completions: inout [LoadCompletion<Content>], frameInterval: Double) {
        // Hand the engine's empty buffer (its capacity kept) to the workers and take theirs.
        state.withLock { state in swap(&state.finished, &completions) }
    }

    @inlinable var startedCount: Int { state.withLock { $0.started } }

    @inlinable func shutdown() {
        state.withLock { $0.isShutDown = true }
        for _ in 0..<workers { wakeUp.signal() }
    }

    /// A worker's loop: wait for a load, run it, hand the result back.
    func work() {
        while true {
            wakeUp.wait()
            let job = state.withLock { state -> (key: Int, item: ID, cancellation: LoadCancellation)?? in
                if state.isShutDown { return .some(nil) }
                guard let next = state.pending.takeBest() else { return nil }
                let cancellation = LoadCancellation()
                state.running[next.key] = (next.row, cancellation)
                state.started += 1
                return (next.key, next.item, cancellation)
            }
            guard let job else { continue }           // a wake-up for a load cancelled meanwhile
            guard let job else { return }             // shut down
            let start = Monotonic.now()
            let outcome: LoadCompletion<Content>.Outcome
            do {
                let content = try load(job.item, job.cancellation)
                outcome = job.cancellation.isCancelled ? .cancelled : .loaded(content)
            } catch {
                outcome = job.cancellation.isCancelled ? .cancelled : .failed
            }
            let latency = Double(Monotonic.now() - start) / 1e9
            state.withLock { state in
                state.running[job.key] = nil
                state.finished.append(LoadCompletion(key: job.key, outcome: outcome, latency: latency))
            }
        }
    }
}
