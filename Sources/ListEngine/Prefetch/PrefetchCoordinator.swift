/// A list's prefetching: which rows are named for prefetching and when, told to the prefetch
/// data source (UIKit's `prefetchRowsAt` / `cancelPrefetchingForRowsAt`) and to the content
/// prefetcher (``PrefetchScheduler``, through its ``PrefetcherHooks``), as the window the
/// ``PrefetchPolicy`` chooses moves.
///
/// A class: it calls out to the prefetch data source, which may read the list meanwhile.
final class PrefetchCoordinator {
    /// The content prefetcher's hooks, if the list has a ``PrefetchScheduler``.
    @exclusivity(unchecked) private(set) var hooks: PrefetcherHooks? {
        didSet { guaranteedHooks = hooks.map(Unmanaged.passUnretained) }
    }
    /// The same hooks, unretained, for the calls made per row (see ``withHooks(_:)``).
    @exclusivity(unchecked) private var guaranteedHooks: Unmanaged<PrefetcherHooks>?
    /// How the window is chosen each pass.
    @exclusivity(unchecked) var policy = PrefetchPolicy()
    /// The pager, if the list's rows arrive by page (``ListView/setPager(_:)``).
    @exclusivity(unchecked) var pager: PagerHooks?
    /// The rows named so far and those shown since, so that each row is named once a stay.
    @exclusivity(unchecked) private(set) var window = PrefetchWindow()
    /// Reusable buffers for the prefetch data source's calls.
    @exclusivity(unchecked) private var requests: [ListIndexPath] = []
    @exclusivity(unchecked) private var cancels: [ListIndexPath] = []
    /// Set when rows no longer name the items they did (a reload, a batch): waiting loads must
    /// follow their items at the next pass.
    @exclusivity(unchecked) private var itemsMoved = false

    /// A coordinator with no content prefetcher, its buffers reserved.
    init() {
        requests.reserveCapacity(256)
        cancels.reserveCapacity(256)
    }

    /// Whether a pass has rows to name: a content prefetcher, or a prefetch data source.
    ///
    /// - Complexity: O(1).
    func isActive(with dataSource: (any ListPrefetchDataSource)?) -> Bool { hooks != nil || dataSource != nil }

    /// Makes `hooks` the content prefetcher's (nil removes it) and forgets the window.
    ///
    /// - Complexity: O(1).
    func install(_ hooks: PrefetcherHooks?) {
        self.hooks = hooks
        window.reset()
    }

    /// The rows are numbered anew (a reload, a batch, a snapshot): the window is named afresh,
    /// and waiting loads follow their items at the next pass.
    ///
    /// - Complexity: O(1).
    func rowsRenumbered() {
        window.reset()
        itemsMoved = true
    }

    /// The first thing in a pass: loads that finished are delivered to their cells. Returns the
    /// nanoseconds delivering took; the clock is read only when loads finished (most passes
    /// have none, and two clock reads would cost more than taking nothing from the queue).
    ///
    /// - Complexity: O(loads finished).
    func deliverFinishedLoads(frameInterval: Double) -> UInt64 {
        guard let hooks = guaranteedHooks, hooks._withUnsafeGuaranteedRef({ $0.beginFrame(frameInterval) }) else { return 0 }
        let start = Monotonic.now()
        withHooks { $0.deliverFinishedLoads() }
        return Monotonic.now() &- start
    }

    /// The prefetch window of the pass: the policy's, from `base` (``RangeTuning/prefetch``)
    /// for the viewport's speed and the content prefetcher's look-ahead (none without one).
    ///
    /// - Complexity: O(1).
    func window(base: RangeTuning.Window, viewport: Viewport) -> RangeTuning.Window {
        guard let hooks = guaranteedHooks else { return base }
        return policy.window(base: base, speed: viewport.velocity, lookAheadSeconds: hooks._withUnsafeGuaranteedRef { $0.lookAheadSeconds() },
                             screenHeight: viewport.size.height)
    }

    /// Names the rows that entered `prefetch` (nearest the `visible` rows first, the policy's
    /// number a pass) and cancels the rows that left it before they were shown: to the prefetch
    /// data source and the content prefetcher. `indexPath` gives a row's index path.
    ///
    /// - Complexity: O(rows named or cancelled + log n each), plus the scheduler's books.
    func update(prefetch: Range<Int>, visible: Range<Int>, forward: Bool, in list: ListView,
                dataSource: (any ListPrefetchDataSource)?, indexPath: (Int) -> ListIndexPath) {
        if itemsMoved {
            withHooks { $0.itemsMoved(prefetch, indexPath) }
            itemsMoved = false
        }
        withHooks { $0.viewportChanged(visible, forward) }
        // The buffers are for the prefetch data source only: untouched without one.
        let collects = dataSource != nil
        if collects {
            requests.removeAll(keepingCapacity: true)
            cancels.removeAll(keepingCapacity: true)
        }
        // Rows that left are intervals: looked at one by one only for the data source's cancels.
        // A named row's index path is made only for the data source, or for the scheduler when
        // the row has no cell configured in this pass to identify its item by.
        let cells = list.window
        let rowsLeft = window.update(to: prefetch, visible: visible, budget: policy.rowsNamedPerPass(visible: visible.count),
                                     reportsCancels: collects, request: { row in
            if collects { requests.append(indexPath(row)) }
            withHooks { hooks in cells.withCellIfAny(ofRow: row) { hooks.rowEnteredWindow(row, $0, indexPath) } }
        }, cancel: { row in cancels.append(indexPath(row)) })
        if rowsLeft { withHooks { $0.windowMoved(prefetch) } }
        // The loads asked for this pass go to the workers together.
        withHooks { $0.passEnded() }
        window.markDisplayed(visible)
        if let dataSource {
            if !cancels.isEmpty { dataSource.listView(list, cancelPrefetchingForRowsAt: cancels) }
            if !requests.isEmpty { dataSource.listView(list, prefetchRowsAt: requests) }
        }
    }

    // MARK: What cells go through

    /// Runs `body` with the hooks, if any, neither retaining them nor the contexts of the
    /// closures it calls: calling a hook read from ``hooks`` retains and releases its closure's
    /// context, two atomic operations per row configured, displayed, recycled or named, and a
    /// few more per pass. Sound because the hooks outlive every call: the coordinator holds
    /// them, the list holds the coordinator for the operation (a pass, a reload, a batch) that
    /// makes the call, and a prefetcher cannot be installed while an operation runs (the call is
    /// refused or deferred).
    ///
    /// - Complexity: O(1) beyond `body`.
    @inline(__always)
    private func withHooks(_ body: (PrefetcherHooks) -> Void) {
        guaranteedHooks?._withUnsafeGuaranteedRef(body)
    }

    /// A cell was configured for row `g`: it waits for its row's content.
    ///
    /// - Complexity: the scheduler's, O(1) expected.
    @inline(__always)
    func cellConfigured(_ cell: ListCell, at indexPath: ListIndexPath, row g: Int) {
        withHooks { $0.cellConfigured(cell, indexPath, g) }
    }

    /// A cell started to show row `g` (loads on display start here).
    ///
    /// - Complexity: the scheduler's, O(1) expected.
    @inline(__always)
    func cellDisplayed(_ cell: ListCell, at indexPath: ListIndexPath, row g: Int) {
        withHooks { $0.cellDisplayed(cell, indexPath, g) }
    }

    /// A cell went back to its pool: it waits for nothing any more.
    ///
    /// - Complexity: the scheduler's, O(1) expected.
    @inline(__always)
    func cellRecycled(_ cell: ListCell) {
        withHooks { $0.cellRecycled(cell) }
    }

    /// A cell left with an animated update: it waits for nothing any more (its load may stop if
    /// no other cell waits for it), and goes on showing what it shows until its way ends.
    ///
    /// - Complexity: the scheduler's, O(1) expected.
    func cellLeft(_ cell: ListCell) {
        let shown = cell.contentState
        cellRecycled(cell)
        cell.setContentState(shown)
    }

    /// Checks the window's and the scheduler's books; traps with a message.
    ///
    /// - Complexity: O(rows named + the scheduler's books).
    func _checkInvariants() {
        window._checkInvariants()
        hooks?.checkInvariants()
    }
}
