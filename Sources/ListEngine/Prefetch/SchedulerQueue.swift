/// The scheduler's load queue, as one of the two concrete queues rather than an existential:
/// the scheduler's code is specialized where it is used (see ``PrefetcherHooks``), and a call
/// through `any LoadQueue` would run the queue's generic code unspecialized. Each operation is
/// ``LoadQueue``'s.
@usableFromInline
enum SchedulerQueue<ID: Hashable & Sendable, Content: Sendable> {
    /// Loads in simulated time on the engine's thread.
    case simulated(SimulatedLoadQueue<ID, Content>)
    /// Loads on Dispatch workers.
    case dispatch(DispatchLoadQueue<ID, Content>)

    @inlinable func submit(key: Int, item: ID, row: Int) -> Bool {
        switch self {
        case let .simulated(queue): queue.submit(key: key, item: item, row: row)
        case let .dispatch(queue): queue.submit(key: key, item: item, row: row)
        }
    }

    @inlinable func cancel(outside rows: Range<Int>, sparing spare: (Int) -> Bool, removed: inout [Int]) {
        switch self {
        case let .simulated(queue): queue.cancel(outside: rows, sparing: spare, removed: &removed)
        case let .dispatch(queue): queue.cancel(outside: rows, sparing: spare, removed: &removed)
        }
    }

    @inlinable func remap(around window: Range<Int>, newRow: (Int) -> Int?, removed: inout [Int]) {
        switch self {
        case let .simulated(queue): queue.remap(around: window, newRow: newRow, removed: &removed)
        case let .dispatch(queue): queue.remap(around: window, newRow: newRow, removed: &removed)
        }
    }

    @inlinable func commit() {
        switch self {
        case let .simulated(queue): queue.commit()
        case let .dispatch(queue): queue.commit()
        }
    }

    @inlinable func setViewport(top: Int, bottom: Int, forward: Bool) {
        switch self {
        case let .simulated(queue): queue.setViewport(top: top, bottom: bottom, forward: forward)
        case let .dispatch(queue): queue.setViewport(top: top, bottom: bottom, forward: forward)
        }
    }

    @inlinable func drain(into completions: inout [LoadCompletion<Content>], frameInterval: Double) {
        switch self {
        case let .simulated(queue): queue.drain(into: &completions, frameInterval: frameInterval)
        case let .dispatch(queue): queue.drain(into: &completions, frameInterval: frameInterval)
        }
    }

    @inlinable var startedCount: Int {
        switch self {
        case let .simulated(queue): queue.startedCount
        case let .dispatch(queue): queue.startedCount
        }
    }

    @inlinable func shutdown() {
        switch self {
        case let .simulated(queue): queue.shutdown()
        case let .dispatch(queue): queue.shutdown()
        }
    }
}

extension SchedulerQueue {
    /// Checks the waiting loads' books (``PendingLoads/_checkInvariants()``).
    @usableFromInline
    func _checkInvariants() {
        switch self {
        case let .simulated(queue): queue.pending._checkInvariants()
        case let .dispatch(queue): queue.shared.state.withLock { $0.pending._checkInvariants() }
        }
    }
}
