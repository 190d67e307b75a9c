/// What a ``FramePass`` and its participants need of their list. The features a pass drives
/// are reached through their own hosts (the place keeper's, the animations', the editing
/// controllers', the batch cells'), which this refines; the rest is the state a pass reads and
/// the few questions it puts to the data source and delegate in the list's name. The list
/// adopts it (`ListView+FrameHost.swift`); the pass is generic over it, so each step is
/// specialized for the list.
protocol FrameHost: PlaceHost, BatchCellHost, BatchHeightSource, UpdateAnimationHost, ScrollAnimationHost,
    EditingHost, PinningHost where Calls == Callees {
    /// The load state, whether a reload is due, and the unseen rows above and below.
    var data: DataState { get set }
    /// The operation gate: its diagnostics and the checks made once a load.
    var gate: OperationGate<ListView> { get }
    /// The selected and highlighted rows, and the flashes under way.
    var selection: RowSelection { get }
    /// Editing mode, the swipe and the interactive move under way.
    var editing: EditingState { get }
    /// The animated update and the animated scroll under way.
    var animations: Animations { get }
    /// The place keeper: a pass that delivers pages keeps the place through them.
    var placeKeeper: PlaceKeeper { get }
    /// The prefetch coordinator: loads delivered, cells told of, the pager, the window moved.
    var prefetch: PrefetchCoordinator { get }
    /// The accessibility model, told how many visible rows a page loaded.
    var accessibility: AccessibilityModel { get }
    /// A sheet's columns and cells.
    var sheet: ListSheet { get }
    /// The data source the prefetch window is named to.
    var prefetchDataSource: (any ListPrefetchDataSource)? { get }
    /// How rows get their heights.
    var rowHeight: RowHeight { get }

    /// Calls `change` with the viewport, changed in place: no copy of it, and no accessor
    /// coroutine (whose frame an unspecialized build allocates).
    ///
    /// - Complexity: O(1) beyond `change`.
    func changeViewport<Result>(_ change: (inout Viewport) -> Result) -> Result
    /// Every row whose frame meets the viewport, uncapped.
    ///
    /// - Complexity: O(log n).
    func allVisibleRows() -> Range<Int>
    /// The sizes the layout asks the delegate for, in the operation `callees` stand for.
    ///
    /// - Complexity: O(1).
    func itemSizes(_ callees: Callees) -> DelegateItemSizes
    /// The row that anchors the reader's place through the pass (the first on screen whose
    /// frame is final, else the first visible), or `Int.min`.
    ///
    /// - Complexity: O(log n) when the first row on screen has a cell and its final frame.
    func firstAnchorRow(visible: Range<Int>) -> Int
    /// The anchor of a collection's place on screen from the cells placed, if any.
    ///
    /// - Complexity: O(log n).
    func placedAnchor() -> (row: Int, screenY: Double)?
    /// The anchor of a collection's place on screen from the layout.
    ///
    /// - Complexity: O(log n).
    func screenAnchor() -> (row: Int, screenY: Double)?
    /// Sets row `g`'s height, moving the offset by the change if it lies above `anchorRow`.
    ///
    /// - Complexity: O(log n).
    func changeHeight(ofRow g: Int, to height: Double, anchorRow: Int) -> Double
    /// Gives the cells of `rows` their frames.
    ///
    /// - Complexity: O(log n + rows).
    func placeCells(_ rows: Range<Int>)
    /// Gives checked rows their new heights and fresh cells; the caller keeps the place.
    ///
    /// - Complexity: O(rows × log n).
    func reload(_ rows: [(row: Int, height: Double?)])
    /// A placeholder for row `g`, whose page is not loaded.
    ///
    /// - Complexity: O(1).
    func pagePlaceholder(forRow g: Int, at indexPath: ListIndexPath, pager: PagerHooks, callees: Callees) -> ListCell
    /// A plain placeholder cell, from its pool if it has one.
    ///
    /// - Complexity: O(1).
    func placeholderCell() -> ListCell
    /// Every flash shows one more frame.
    ///
    /// - Complexity: O(flashes).
    func advanceFlashes()
    /// A sheet's cells follow the rows and columns ready now (``ListSheet/turnOver(in:)``).
    ///
    /// - Complexity: O(log n + cells that enter or leave); nothing when the layout is no sheet.
    func turnSheetCellsOver()
    /// The new rows above that the first visible row reaches count as seen.
    ///
    /// - Complexity: O(runs of rows seen).
    func markNewRowsSeen(firstVisibleRow: Int)
    /// The new rows below that the viewport shows or has passed count as seen.
    ///
    /// - Complexity: O(runs of rows seen); no allocation.
    func markRowsBelowSeen(visible: Range<Int>)
    /// Returns the pinned cells of `rows` to their pools.
    ///
    /// - Complexity: O(log n) for each pinned cell (two at most).
    func dropPinnedCells(ofRows rows: Range<Int>)
    /// Places the section views on screen.
    ///
    /// - Complexity: O(sections on screen × kinds).
    func placeSupplementaryViews(callees: Callees)
    /// Returns every section view to its pool.
    ///
    /// - Complexity: O(views).
    func recycleSupplementaryViews()

    /// The data source's cell for `indexPath` (nil without a data source).
    ///
    /// - Complexity: the data source's.
    func dataSourceCell(at indexPath: ListIndexPath, callees: Callees) throws -> ListCell?
    /// The delegate's height for the row at `indexPath`, if it gives one.
    ///
    /// - Complexity: the delegate's.
    func delegateRowHeight(at indexPath: ListIndexPath, callees: Callees) -> Double?
    /// The data source's number of sections, nil without a data source.
    ///
    /// - Complexity: the data source's.
    func dataSourceSectionCount(callees: Callees) -> Int?
    /// The data source's number of rows in `section` (it has one).
    ///
    /// - Complexity: the data source's.
    func dataSourceRowCount(inSection section: Int, callees: Callees) -> Int
    /// `willDisplay` for the rows of `visible` (which have cells) not displayed yet.
    ///
    /// - Complexity: O(rows that begin).
    func beginDisplaying(rows visible: Range<Int>, callees: Callees)
    /// `didEndDisplaying` for the displayed rows outside `visible`.
    ///
    /// - Complexity: O(rows that end).
    func endDisplaying(outside visible: Range<Int>, callees: Callees)
    /// Ends displaying every row and returns every cell to its pool.
    ///
    /// - Complexity: O(cells).
    func endAllCells(callees: Callees)
    /// Returns row `g`'s cell, leaving the window, to its pool, or pins it (a row of `pins`).
    ///
    /// - Complexity: O(1).
    func release(_ cell: ListCell, row g: Int, pins: FocusPins)
    /// Returns every cell to its pool, pinning those of `pins`.
    ///
    /// - Complexity: O(cells).
    func recycleAllCells(pins: FocusPins)
    /// Tells `dataSource` (the prefetch data source) and the content prefetcher where the
    /// prefetch window is.
    ///
    /// - Complexity: O(rows that enter or leave the window).
    func movePrefetchWindow(visible: Range<Int>, dataSource: (any ListPrefetchDataSource)?)
}
