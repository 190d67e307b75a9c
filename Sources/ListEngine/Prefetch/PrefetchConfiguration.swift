import Dispatch
import Synchronization

/// How a ``PrefetchScheduler`` loads: plain data, set once.
public struct PrefetchConfiguration: Sendable {
    /// When loads start.
    public enum Mode: Hashable, Sendable {
        /// When a row enters the prefetch window (and, if still missing, when it is configured).
        case ahead
        /// Only when a row becomes visible: no prefetching (for comparison).
        case onDisplay
    }

    /// Which clock loads run on (listbench's deterministic runs use simulated time).
    package enum Timing: Hashable, Sendable {
        /// Loads run on Dispatch worker queues and take the time they take.
        case realTime
        /// Deterministic: each load takes `latency` seconds of simulated time, each layout pass
        /// advances simulated time by the list's `frameInterval`, and the loader runs on the
        /// engine's thread when its load completes. For benchmarks whose counts must repeat.
        case simulated(latency: Double)
    }

    /// When loads start. Default: ahead of display.
    public var mode = Mode.ahead
    /// Which clock loads run on. Default: real time.
    package var timing = Timing.realTime
    /// Loads running at once.
    public var workers = 2
    /// The quality of service of the worker queues.
    public var qos = DispatchQoS.QoSClass.utility
    /// The most loaded contents the cache keeps.
    public var cacheCount = 512
    /// The most total cost (the scheduler's `cost` of each content, e.g. bytes) the cache keeps.
    public var cacheCost = 64 << 20
    /// Loads that may wait at once; requests beyond it are dropped (and counted).
    public var queueCapacity = 1024
    /// The look-ahead grows so loads start at least `latency p90 × this` seconds of scrolling ahead.
    public var latencySafetyFactor = 1.5

    /// A configuration that starts loads as `mode` says on `workers` worker queues.
    public init(mode: Mode = .ahead, workers: Int = 2) {
        self.mode = mode
        self.workers = workers
    }

    /// A configuration whose loads run on `timing`'s clock.
    package init(mode: Mode = .ahead, timing: Timing, workers: Int = 2) {
        self.init(mode: mode, workers: workers)
        self.timing = timing
    }
}

/// What a scheduler did: the loads listbench's prefetch metrics count.
public struct PrefetchStatistics: Hashable, Sendable {
    /// Loads asked for (each item at most once while it is queued, running or cached).
    public var requested = 0
    /// Loads a worker started.
    public var started = 0
    /// Loads that finished with content.
    public var completed = 0
    /// Loads cancelled before they started (their rows left the window).
    public var cancelled = 0
    /// Loads cancelled while running (the loader saw the flag).
    public var cancelledWhileRunning = 0
    /// Loads that threw.
    public var failed = 0
    /// Completed loads whose content was never delivered to a cell.
    public var wasted = 0
    /// Requests dropped because the queue was full.
    public var dropped = 0

    /// Nothing done yet.
    package init() {}
}

/// Set when a load's row left the prefetch window while the load was running: loaders check
/// it between steps and stop early. Thread-safe.
public final class LoadCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    /// A cancellation not yet requested.
    public init() {}

    /// Whether the load should stop.
    public var isCancelled: Bool { flag.load(ordering: .acquiring) }

    @usableFromInline func cancel() { flag.store(true, ordering: .releasing) }
}
