import Dispatch

/// Rows that arrive by page, as Android's Paging 3 gives them: the list knows how many rows it
/// has, and asks for the pages its viewport and prefetch window need; rows not loaded yet are
/// placeholder cells with their estimated heights, never blank rows.
///
/// Give it to a list with ``ListView/setPager(_:)``. The list's data source still gives the
/// row counts and the cells — but it is asked for a row's cell only once the row's page is
/// loaded, and reads the row's item with ``item(atRow:)``; a row not loaded gets a placeholder
/// (``placeholderProvider``'s, or a ``PlaceholderCell``) whose ``ListCell/contentState`` is
/// ``ContentState/placeholder``: it counts as blank area, and cannot be selected.
///
/// - Loads run `load` on ``PagingConfiguration/workers`` Dispatch queues, nearest the viewport
///   first (a jump far away loads the pages there first); a page wanted no longer before it
///   starts is cancelled; a running one sees its ``LoadCancellation`` set.
/// - A page that arrives is delivered at the start of the next layout pass, in one step: its
///   rows get their heights and cells while the reader's place is kept exactly.
/// - At most ``PagingConfiguration/maxPages`` pages are held: beyond, the farthest from the
///   viewport is evicted and its rows become placeholders again, keeping their heights (a
///   self-sizing row keeps the height it was measured at). Loaded content is bounded by the
///   pages held, whatever was scrolled through.
/// - A load that throws, or returns another number of items than its page has rows, leaves the
///   page's rows placeholders and is reported (``ListError/pageLoadFailed(page:rows:message:)``)
///   once; ``retryFailedPages()`` asks for them again.
/// - A reload, or a batch update or snapshot that changes anything but rows appended at the end,
///   forgets every page: results asked for before are dropped (never shown in a row they were
///   not loaded for), and the pages are asked for again. Appending rows at the end (an
///   open-ended feed learning its length) keeps the pages loaded; the last page, if it was
///   short, loads again with its new rows.
///
/// Placeholder rows have no item identity, so paged rows suit a plain ``ListDataSource``, not
/// ``ListDiffableDataSource`` (whose snapshot names every item).
public final class ListPager<Item: Sendable> {
    /// Loads the items of a page's rows (global rows, in order), on a worker queue.
    public typealias Load = @Sendable (_ rows: Range<Int>, _ cancellation: LoadCancellation) throws -> [Item]

    /// How pages load.
    public var configuration: PagingConfiguration { core.configuration }
    /// Makes the cell of a row not loaded yet; nil gives a ``PlaceholderCell``.
    public var placeholderProvider: ((ListView, ListIndexPath) throws -> ListCell)?

    let core: PagerCore
    private let load: Load
    /// The items of the pages held, by page.
    private var items: [Int: [Item]] = [:]
    /// Results from the worker queues, taken at the start of each pass.
    private let inbox = Locked<[(generation: Int, page: Int, result: Result<[Item], any Error>)]>([])
    /// Results taken from the inbox (reused).
    private var arrived: [(generation: Int, page: Int, result: Result<[Item], any Error>)] = []
    /// Running loads' cancellations, by page (real time).
    private var cancellations: [Int: LoadCancellation] = [:]
    private let queues: [DispatchQueue]
    private var nextQueue = 0
    /// Simulated time, and when each running page finishes in it (simulated timing).
    private var now = 0.0
    private var finishing: [(generation: Int, page: Int, at: Double)] = []

    /// A pager that loads pages with `load`.
    ///
    /// - Throws: ``ListError/invalidPagingConfiguration(_:)`` for a page of no rows, a negative
    ///   distance, no worker, or a bound too small for the pages around the viewport.
    public init(configuration: PagingConfiguration = PagingConfiguration(), load: @escaping Load) throws(ListError) {
        if let problem = configuration.problem { throw .invalidPagingConfiguration(problem) }
        core = PagerCore(configuration: configuration)
        self.load = load
        if case .realTime = configuration.timing {
            queues = (0..<configuration.workers).map {
                DispatchQueue(label: "ListEngine.pager.\($0)", qos: DispatchQoS(qosClass: configuration.qos, relativePriority: 0))
            }
        } else {
            queues = []
        }
        arrived.reserveCapacity(16)
        finishing.reserveCapacity(configuration.workers)
    }

    /// The item of global row `row`, if its page is loaded (from the data source's
    /// `cellForRowAt`: `listView.globalRow(for: indexPath)` gives the row).
    ///
    /// - Complexity: O(1).
    public func item(atRow row: Int) -> Item? {
        guard core.isLoaded(row: row), let page = items[core.book.page(ofRow: row)] else { return nil }
        return page[row - core.book.page(ofRow: row) * core.configuration.pageSize]
    }

    /// Whether global row `row`'s page is loaded.
    ///
    /// - Complexity: O(1).
    public func isLoaded(row: Int) -> Bool { core.isLoaded(row: row) }

    /// What the pager did so far.
    public var statistics: PagingStatistics { core.book.statistics }

    /// The pages held now.
    public var heldPages: Int { core.book.held.count }

    /// Pages whose load failed are asked for again when the viewport needs them (from the next
    /// layout pass).
    ///
    /// - Complexity: O(pages).
    public func retryFailedPages() { core.book.retryFailed() }

    // MARK: The engine's calls

    /// First thing in a pass: simulated time advances; results that arrived are checked and
    /// their pages held, each reported to `event`.
    ///
    /// - Complexity: O(pages that finished + their rows).
    func beginPass(frameInterval: Double, rowCount: Int, _ event: (PageEvent) -> Void) {
        if case .simulated = core.configuration.timing {
            now += frameInterval
            var i = 0
            while i < finishing.count {
                guard finishing[i].at <= now + 1e-9 else { i += 1; continue }
                let (generation, page, _) = finishing.remove(at: i)
                guard generation == core.generation else {
                    core.book.drop()
                    continue
                }
                let rows = core.book.rows(ofPage: page, rowCount: rowCount)
                arrived.append((generation, page, Result { try load(rows, LoadCancellation()) }))
            }
        } else {
            inbox.withLock { swap(&$0, &arrived) }
        }
        for (generation, page, result) in arrived {
            cancellations[page] = nil
            guard generation == core.generation else {
                core.book.drop()
                continue
            }
            let rows = core.book.rows(ofPage: page, rowCount: rowCount)
            switch result {
            case let .success(pageItems) where pageItems.count == rows.count:
                guard core.book.finish(page, loaded: true) else { continue }
                items[page] = pageItems
                event(.arrived(rows: rows))
            case let .success(pageItems):
                guard core.book.finish(page, loaded: false) else { continue }
                event(.failed(page: page, rows: rows, message: "the page has \(rows.count) rows, its load returned \(pageItems.count) items"))
            case let .failure(error):
                guard core.book.finish(page, loaded: false) else { continue }
                event(.failed(page: page, rows: rows, message: String(describing: error)))
            }
        }
        arrived.removeAll(keepingCapacity: true)
    }

    /// Last thing in a pass: the pages around the viewport are wanted, those no longer wanted
    /// before they started are cancelled, loads start nearest first, and held pages beyond the
    /// bound are evicted (their rows reported to `evicted`).
    ///
    /// - Complexity: O(pages wanted + waiting and held pages).
    func endPass(visible: Range<Int>, prefetch: Range<Int>, forward: Bool, rowCount: Int, evicted: (Range<Int>) -> Void) {
        let visiblePages = core.book.pages(holding: visible)
        let wanted = core.wantedPages(visible: visible, prefetch: prefetch, forward: forward, rowCount: rowCount)
        // Nearest first: the visible pages, then outwards, ahead before behind.
        for page in visiblePages { core.book.want(page) }
        var ahead = visiblePages.upperBound, behind = visiblePages.lowerBound - 1
        while ahead < wanted.upperBound || behind >= wanted.lowerBound {
            if ahead < wanted.upperBound { core.book.want(ahead); ahead += 1 }
            if behind >= wanted.lowerBound { core.book.want(behind); behind -= 1 }
        }
        core.book.cancelWaiting(outside: wanted)
        for page in core.book.running where !wanted.contains(page) { cancellations[page]?.cancel() }
        while let page = core.book.startNext(nearest: visiblePages, workers: core.configuration.workers) {
            start(page, rows: core.book.rows(ofPage: page, rowCount: rowCount))
        }
        core.book.evict(keeping: visiblePages) { page in
            items[page] = nil
            evicted(core.book.rows(ofPage: page, rowCount: rowCount))
        }
    }

    private func start(_ page: Int, rows: Range<Int>) {
        switch core.configuration.timing {
        case let .simulated(latency):
            finishing.append((core.generation, page, now + latency))
        case .realTime:
            let cancellation = LoadCancellation()
            cancellations[page] = cancellation
            let (generation, load, inbox) = (core.generation, load, inbox)
            queues[nextQueue].async {
                let result = Result { try load(rows, cancellation) }
                inbox.withLock { $0.append((generation, page, result)) }
            }
            nextQueue = (nextQueue + 1) % queues.count
        }
    }

    /// The rows were renumbered or reloaded: every page is forgotten, results on their way dropped.
    ///
    /// - Complexity: O(pages).
    func reset(rowCount: Int) {
        core.generation += 1
        for cancellation in cancellations.values { cancellation.cancel() }
        cancellations.removeAll()
        _ = core.book.reset(rowCount: rowCount)
        items.removeAll()
    }

    /// Rows were appended at the end: pages loaded stay; a short last page loads again.
    ///
    /// - Complexity: O(new pages).
    func grow(toRowCount rowCount: Int) {
        if let last = core.book.pageCount > 0 ? core.book.pageCount - 1 : nil {
            cancellations[last]?.cancel()
            finishing.removeAll { $0.page == last }
        }
        if let dropped = core.book.grow(toRowCount: rowCount) { items[dropped] = nil }
    }
}
