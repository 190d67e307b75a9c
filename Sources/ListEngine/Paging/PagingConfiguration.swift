import Dispatch

/// How a ``ListPager`` loads its pages: Paging 3's `pageSize`, `prefetchDistance` and
/// `maxSize`, and the worker queues.
public struct PagingConfiguration: Hashable, Sendable {
    /// Rows a page. Default 50.
    public var pageSize: Int
    /// Rows beyond the visible ones, each way, whose pages are loaded ahead (and more ahead in
    /// the direction of travel as the list's prefetch window reaches, within the bound).
    /// Default 50.
    public var prefetchDistance: Int
    /// The most pages held at once; pages farthest from the viewport are evicted beyond it (their
    /// rows become placeholders again, keeping their heights). The visible rows' pages are never
    /// evicted: when more of them are visible, they are all held, and none other. Default 20.
    public var maxPages: Int
    /// Pages loading at once. Default 4.
    public var workers: Int
    /// The quality of service of the worker queues.
    public var qos: DispatchQoS.QoSClass
    /// Which clock loads run on. Default: real time.
    package var timing = PrefetchConfiguration.Timing.realTime

    /// A configuration; see each property.
    public init(pageSize: Int = 50, prefetchDistance: Int = 50, maxPages: Int = 20, workers: Int = 4,
                qos: DispatchQoS.QoSClass = .userInitiated) {
        self.pageSize = pageSize
        self.prefetchDistance = prefetchDistance
        self.maxPages = maxPages
        self.workers = workers
        self.qos = qos
    }

    /// A configuration whose loads run on `timing`'s clock (listbench's deterministic runs).
    package init(pageSize: Int, prefetchDistance: Int, maxPages: Int, workers: Int, timing: PrefetchConfiguration.Timing) {
        self.init(pageSize: pageSize, prefetchDistance: prefetchDistance, maxPages: maxPages, workers: workers)
        self.timing = timing
    }

    /// What is wrong with the configuration, or nil: a page of at least one row, a distance
    /// ≥ 0, at least one worker, and room for the pages around the viewport — `maxPages` ×
    /// `pageSize` ≥ `pageSize` + 2 × `prefetchDistance`, as Paging 3 requires of `maxSize`.
    package var problem: String? {
        if pageSize < 1 || pageSize > Self.limit { return "pageSize \(pageSize) must be from 1 to \(Self.limit)" }
        if prefetchDistance < 0 || prefetchDistance > Self.limit { return "prefetchDistance \(prefetchDistance) must be from 0 to \(Self.limit)" }
        if maxPages < 1 || maxPages > Self.limit { return "maxPages \(maxPages) must be from 1 to \(Self.limit)" }
        if workers < 1 || workers > 1_024 { return "workers \(workers) must be from 1 to 1024" }
        if case let .simulated(latency) = timing, !(latency >= 0 && latency.isFinite) { return "latency \(latency) s must be finite and ≥ 0" }
        if maxPages * pageSize < pageSize + 2 * prefetchDistance {
            return "maxPages \(maxPages) × pageSize \(pageSize) must hold at least pageSize + 2 × prefetchDistance (\(pageSize + 2 * prefetchDistance)) rows"
        }
        return nil
    }

    /// The largest page size, distance and bound taken: their products stay far within `Int`.
    static let limit = 1 << 24
}
