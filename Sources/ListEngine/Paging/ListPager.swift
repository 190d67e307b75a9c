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
/// - Loads run `load` on a concurrent Dispatch queue, at most ``PagingConfiguration/workers``
///   at once, nearest the viewport first (a jump far away loads the pages there first); a page
///   wanted no longer before it starts is cancelled; a running one sees its
///   ``LoadCancellation`` set, and whatever it returns then is dropped (the page is asked for
///   again when it is wanted again).
/// - A page that arrives is delivered at the start of the next layout pass, in one step: its
///   rows get their heights and cells while the reader's place is kept exactly.
/// - At most ``PagingConfiguration/maxPages`` pages are held: beyond, the farthest from the
///   viewport is evicted and its rows become placeholders again, keeping their heights (a
///   self-sizing row keeps the height it was measured at). Loaded content is bounded by the
///   pages held, whatever was scrolled through. The visible rows' pages are never evicted:
///   when more of them are visible than the bound (tiny pages, a tall viewport), all of them
///   are held, and the bound holds the others.
/// - A load that throws, or returns another number of items than its page has rows, leaves the
///   page's rows placeholders and is reported (``ListError/pageLoadFailed(page:rows:message:)``)
///   once; ``retryFailedPages()`` asks for them again.
/// - A reload forgets every page. A batch update or snapshot renumbers them: each loaded row's
///   item goes with its row, and a page is still loaded after it when every one of its rows
///   was loaded and stayed (it was not inserted or moved; a reloaded row keeps its item) — so
///   deleting a row keeps the pages above it as they were and those below it loaded too,
///   shifted; a page that gained an inserted or a moved row loads again
///   (appending rows to a short last page loads it again with its new rows). Results asked for before a batch
///   or a reload are dropped (never shown in a row they were not loaded for), and the pages
///   not loaded are asked for again. A visible row whose page is not loaded after a change is
///   a placeholder at once: a cell never outlives its page. Only the load a page's rows are
///   waiting for counts: a page's result comes once.
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
    /// A finished load: which start it answers, its page, and what the load gave.
    private typealias Finished = (serial: Int, page: Int, cancellation: LoadCancellation, result: Result<[Item], any Error>)
    /// Results from the worker queues, taken at the start of each pass.
    private let inbox = Locked<[Finished]>([])
    /// Results taken from the inbox (reused).
    private var arrived: [Finished] = []
    /// Each running page's start and its cancellation: a result counts only for the start
    /// that is running (not one from before a reload, a batch or an append that restarted it).
    private var starts: [Int: (serial: Int, cancellation: LoadCancellation)] = [:]
    private var nextSerial = 0
    /// Pages evicted by the last pass (reused).
    private var evicted: [Int] = []
    private let queue: DispatchQueue?
    /// Simulated time, and when each running start finishes in it (simulated timing).
    private var now = 0.0
    private var finishing: [(serial: Int, page: Int, at: Double)] = []

    /// A pager that loads pages with `load`.
    ///
    /// - Throws: ``ListError/invalidPagingConfiguration(_:)`` for a page of no rows, a negative
    ///   distance, no worker, or a bound too small for the pages around the viewport.
    public init(configuration: PagingConfiguration = PagingConfiguration(), load: @escaping Load) throws(ListError) {
        if let problem = configuration.problem { throw .invalidPagingConfiguration(problem) }
        core = PagerCore(configuration: configuration)
        self.load = load
        if case .realTime = configuration.timing {
            // Concurrent: the pager starts at most `workers` loads; a load cancelled but still
            // running holds up no other.
            queue = DispatchQueue(label: "ListEngine.pager", qos: DispatchQoS(qosClass: configuration.qos, relativePriority: 0),
                                  attributes: .concurrent)
        } else {
            queue = nil
        }
        arrived.reserveCapacity(16)
        evicted.reserveCapacity(16)
        finishing.reserveCapacity(configuration.workers)
    }

    /// The item of global row `row`, if its page is loaded (from the data source's
    /// `cellForRowAt`: `listView.globalRow(for: indexPath)` gives the row).
    ///
    /// - Complexity: O(1).
    public func item(atRow row: Int) -> Item? {
        guard core.isLoaded(row: row), let page = items[core.book.page(ofRow: row)] else { return nil }
        let index = row - core.book.page(ofRow: row) * core.configuration.pageSize
        return index < page.count ? page[index] : nil
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
                let (serial, page, _) = finishing.remove(at: i)
                guard let start = starts[page], start.serial == serial else {
                    core.book.drop()
                    continue
                }
                let rows = core.book.rows(ofPage: page, rowCount: rowCount)
                arrived.append((serial, page, start.cancellation, Result { try load(rows, start.cancellation) }))
            }
        } else {
            inbox.withLock { swap(&$0, &arrived) }
        }
        for (serial, page, cancellation, result) in arrived {
            // Only the start that is running counts: a result from before a reload, a batch or
            // an append that restarted the page is dropped.
            guard let start = starts[page], start.serial == serial else {
                core.book.drop()
                continue
            }
            starts[page] = nil
            // Cancelled as it ran (its page left the window): absent again, whatever it gave.
            if cancellation.isCancelled {
                core.book.abandon(page)
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
        for page in core.book.running where !wanted.contains(page) { starts[page]?.cancellation.cancel() }
        while let page = core.book.startNext(nearest: visiblePages, workers: core.configuration.workers) {
            start(page, rows: core.book.rows(ofPage: page, rowCount: rowCount))
        }
        // The book is done with before the list configures placeholders (which want pages).
        core.book.evict(keeping: wanted, into: &self.evicted)
        for page in self.evicted {
            items[page] = nil
            evicted(core.book.rows(ofPage: page, rowCount: rowCount))
        }
        self.evicted.removeAll(keepingCapacity: true)
    }

    private func start(_ page: Int, rows: Range<Int>) {
        let serial = nextSerial
        nextSerial += 1
        let cancellation = LoadCancellation()
        starts[page] = (serial, cancellation)
        switch core.configuration.timing {
        case let .simulated(latency):
            finishing.append((serial, page, now + latency))
        case .realTime:
            let (load, inbox) = (load, inbox)
            queue?.async {
                let result = Result { try load(rows, cancellation) }
                inbox.withLock { $0.append((serial, page, cancellation, result)) }
            }
        }
    }

    /// The rows were reloaded (or the pager is new to the list): every page is forgotten, results
    /// on their way dropped.
    ///
    /// - Complexity: O(pages).
    func reset(rowCount: Int) {
        for start in starts.values { start.cancellation.cancel() }
        starts.removeAll()
        _ = core.book.reset(rowCount: rowCount)
        items.removeAll()
    }

    /// A batch renumbered the rows, `rowCount` after it: each loaded row's item goes with its
    /// row, to `newRow(row)` (nil for a row the batch deleted or moved: its item goes). A page is loaded after the batch when every one of its rows has an item so — a
    /// page whose rows only shifted, or one that the shift filled from its neighbours; every
    /// other page is forgotten, and results on their way are dropped.
    ///
    /// - Complexity: O(pages + rows of the pages held × the cost of `newRow`).
    func renumber(rowCount: Int, newRow: (Int) -> Int?) {
        let size = core.configuration.pageSize
        var gathered: [Int: [Item?]] = [:]
        for page in core.book.held {
            guard let pageItems = items[page] else { continue }
            for (i, item) in pageItems.enumerated() {
                guard let g = newRow(page * size + i), g >= 0, g < rowCount else { continue }
                let target = g / size
                let count = Swift.min(rowCount, (target + 1) * size) - target * size
                gathered[target, default: Array(repeating: nil, count: count)][g - target * size] = item
            }
        }
        reset(rowCount: rowCount)
        // In page order, so that which page is evicted first does not depend on hashing.
        for (page, slots) in gathered.sorted(by: { $0.key < $1.key }) where !slots.contains(where: { $0 == nil }) {
            items[page] = slots.compactMap { $0 }
            core.book.hold(page)
        }
    }

    /// Rows were appended at the end, from `oldRowCount` to `rowCount`: pages loaded stay; a
    /// short last page loads again with its new rows (a load of it under way is dropped).
    ///
    /// - Complexity: O(new pages).
    func grow(from oldRowCount: Int, to rowCount: Int) {
        let last = core.book.pageCount - 1
        if oldRowCount % core.configuration.pageSize != 0, rowCount > oldRowCount, let start = starts[last] {
            start.cancellation.cancel()
            starts[last] = nil
        }
        if let dropped = core.book.grow(from: oldRowCount, to: rowCount) { items[dropped] = nil }
    }
}
