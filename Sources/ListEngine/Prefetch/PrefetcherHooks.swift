/// What the engine calls on its content prefetcher, on the engine's thread, as closures.
///
/// ``PrefetchScheduler`` is generic over the app's item and content types, which only the app's
/// module knows. Called through a protocol from inside ListEngine, its code would run
/// unspecialized: every dictionary lookup and array access of an item or content would ask the
/// runtime for generic metadata (a hash-table lookup) and copy values through witness calls.
/// ``ListView/setContentPrefetcher(_:)`` is inlinable and makes these closures in the caller's
/// module, where the types are concrete, so the scheduler's code they call runs specialized.
@usableFromInline
final class PrefetcherHooks {
    /// What the scheduler did so far.
    let statistics: () -> PrefetchStatistics
    /// How many seconds of scrolling ahead loads should start (latency p90 × safety factor).
    let lookAheadSeconds: () -> Double
    /// First thing in a frame: takes the finished loads; returns whether there were any.
    let beginFrame: (_ frameInterval: Double) -> Bool
    /// Delivers the loads `beginFrame` took to their cells.
    let deliverFinishedLoads: () -> Void
    /// A cell was configured for a row: it waits for the row's item (or gets it from the cache).
    let cellConfigured: (ListCell, ListIndexPath, _ row: Int) -> Void
    /// A cell's row became visible (loads start here in on-display mode).
    let cellDisplayed: (ListCell, ListIndexPath, _ row: Int) -> Void
    /// A cell went back to its pool: it waits for nothing any more.
    let cellRecycled: (ListCell) -> Void
    /// A row was named from the prefetch window: its item's load is requested. The cell is the
    /// row's, if it has one; the function gives a row's index path, called only when the item
    /// must be looked up.
    let rowEnteredWindow: (_ row: Int, ListCell?, _ indexPath: (Int) -> ListIndexPath) -> Void
    /// Rows left the window (now the argument): loads of rows outside it that no cell waits for
    /// are cancelled, found by row.
    let windowMoved: (_ window: Range<Int>) -> Void
    /// The visible rows and the direction of travel that waiting loads are ranked against.
    let viewportChanged: (_ visible: Range<Int>, _ forward: Bool) -> Void
    /// The pass's prefetch update is over: the loads it asked for go to the workers, at once.
    let passEnded: () -> Void
    /// After a reload: waiting loads follow their items to the rows (the new prefetch window)
    /// whose index paths the function gives, or are dropped.
    let itemsMoved: (_ rows: Range<Int>, _ indexPath: (Int) -> ListIndexPath) -> Void
    /// Checks the scheduler's books (tests); traps with a message.
    let checkInvariants: () -> Void

    /// Hooks that call `scheduler`, made where its types are concrete.
    @inlinable
    convenience init<ID, Content>(calling scheduler: PrefetchScheduler<ID, Content>) {
        self.init(
            statistics: { scheduler.statistics },
            lookAheadSeconds: { scheduler.lookAheadSeconds },
            beginFrame: { scheduler.beginFrame(frameInterval: $0) },
            deliverFinishedLoads: { scheduler.deliverFinishedLoads() },
            cellConfigured: { scheduler.cellConfigured($0, at: $1, row: $2) },
            cellDisplayed: { scheduler.cellDisplayed($0, at: $1, row: $2) },
            cellRecycled: { scheduler.cellRecycled($0) },
            rowEnteredWindow: { scheduler.rowEnteredWindow($0, cell: $1, indexPath: $2) },
            windowMoved: { scheduler.windowMoved(to: $0) },
            viewportChanged: { scheduler.viewportChanged(visible: $0, forward: $1) },
            passEnded: { scheduler.passEnded() },
            itemsMoved: { scheduler.itemsMoved(rows: $0, indexPath: $1) },
            checkInvariants: { scheduler._checkInvariants() })
    }

    @usableFromInline
    init(statistics: @escaping () -> PrefetchStatistics,
         lookAheadSeconds: @escaping () -> Double,
         beginFrame: @escaping (Double) -> Bool,
         deliverFinishedLoads: @escaping () -> Void,
         cellConfigured: @escaping (ListCell, ListIndexPath, Int) -> Void,
         cellDisplayed: @escaping (ListCell, ListIndexPath, Int) -> Void,
         cellRecycled: @escaping (ListCell) -> Void,
         rowEnteredWindow: @escaping (Int, ListCell?, (Int) -> ListIndexPath) -> Void,
         windowMoved: @escaping (Range<Int>) -> Void,
         viewportChanged: @escaping (Range<Int>, Bool) -> Void,
         passEnded: @escaping () -> Void,
         itemsMoved: @escaping (Range<Int>, (Int) -> ListIndexPath) -> Void,
         checkInvariants: @escaping () -> Void) {
        self.statistics = statistics
        self.lookAheadSeconds = lookAheadSeconds
        self.beginFrame = beginFrame
        self.deliverFinishedLoads = deliverFinishedLoads
        self.cellConfigured = cellConfigured
        self.cellDisplayed = cellDisplayed
        self.cellRecycled = cellRecycled
        self.rowEnteredWindow = rowEnteredWindow
        self.windowMoved = windowMoved
        self.viewportChanged = viewportChanged
        self.passEnded = passEnded
        self.itemsMoved = itemsMoved
        self.checkInvariants = checkInvariants
    }
}
