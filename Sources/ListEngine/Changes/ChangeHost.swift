/// What the changes need of their list (``Reloader``, ``GeometryChanger``, ``BatchApplier``):
/// its followers (``ChangeFollowing``), the place it keeps and the layout steps that keep it
/// (``PlaceHost``), the cells a change hands over and the heights it asks for (``BatchCellHost``,
/// ``BatchHeightSource``), its data source read into geometry, and the few steps below. The list
/// adopts it (`ListView+ChangeHost.swift`); the changes are generic over it, so each is
/// specialized for the list.
protocol ChangeHost: ChangeFollowing, PlaceHost, BatchCellHost, BatchHeightSource {
    /// What the list knows of its data: whether it must reload, the rows that arrived unseen.
    var data: DataState { get set }
    /// The one place rule: captured before a change, restored after.
    var placeKeeper: PlaceKeeper { get }
    /// The screen reader's model, which a batch's arrivals are announced to.
    var accessibility: AccessibilityModel { get }
    /// The data source and delegate, read into geometry.
    var reader: DataSourceReader { get }
    /// The table style (a grouped one has no empty sections).
    var style: TableStyle { get }
    /// The layout configuration in use.
    var listLayout: ListLayout { get }
    /// Gives a sheet's cells back to their pools: rows they show were reloaded, and the next
    /// pass configures them afresh.
    ///
    /// - Complexity: O(the sheet's cells).
    func forgetSheetCells()
    /// The delegate's sizes, for the operation under way.
    var itemSizes: DelegateItemSizes { get }

    /// The delegate's sizes, asking the delegate `callees` loaded.
    ///
    /// - Complexity: O(1).
    func itemSizes(_ callees: Callees) -> DelegateItemSizes
    /// A collection's geometry for `counts` and `headers`, built without touching the list.
    ///
    /// - Complexity: that of the layout's preparation.
    func loadCollectionGeometry(counts: [Int], headers: [Double]) throws(ListError) -> LoadedCollection
    /// Places the cells of `rows` at their items' frames.
    ///
    /// - Complexity: O(rows).
    func placeCells(_ rows: Range<Int>)
    /// Returns a window's cell to its pool.
    ///
    /// - Complexity: O(1).
    func recycle(_ cell: ListCell)
    /// Returns the pinned cells of `rows` to their pools.
    ///
    /// - Complexity: O(log n) for each pinned cell (two at most).
    func dropPinnedCells(ofRows rows: Range<Int>)
    /// The rows that could keep the place: the visible ones, or the row at the viewport's top.
    ///
    /// - Complexity: O(log n).
    func anchorRows() -> Range<Int>
    /// Brings the content offset back within ±``ListView/maximumCoordinate``.
    ///
    /// - Complexity: O(1).
    func keepOffsetWithinCoordinates()
    /// The transition of an update that changed nothing.
    ///
    /// - Complexity: O(v log n).
    func unchangedTransition() -> ListTransition
    /// Places the section views on screen at their frames.
    ///
    /// - Complexity: O(views on screen).
    func frameSupplementaryViews()
    /// Starts animating a new width or layout from `transition`'s frames before.
    ///
    /// - Complexity: O(v log v) for the v items that animate.
    func startLayoutAnimation(_ transition: ListTransition, sectionViewsBefore: [Int: Rect])
}
