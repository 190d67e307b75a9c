/// What a ``MoveController`` needs of its list: its layout and cells (the components
/// themselves), the viewport it scrolls, the questions a move's target and preview ask, and
/// the batch that ends the move.
protocol MoveHost: EditingHost {
    /// The layout, whichever it is, as it is before the move: every frame and hit test.
    var activeLayout: ActiveLayout { get }
    /// The cells handed out: the move gives them the frames it shows them at.
    var window: CellWindow { get }
    /// The list's layout, which says how a collection's move geometry is made.
    var listLayout: ListLayout { get }
    /// The table style: a grouped style never empties a group.
    var style: TableStyle { get }
    /// The data source, which moves the row in its model when the move ends.
    var dataSource: (any ListDataSource)? { get }

    /// The content offset: the moving row's position is in viewport coordinates.
    var contentOffset: Point { get }
    /// The viewport's size.
    var viewportSize: Size { get }
    /// The viewport's insets: auto-scrolling starts near their edges.
    var contentInset: EdgeInsets { get }
    /// The time one layout pass stands for, in seconds: how far auto-scrolling goes a pass.
    var frameInterval: Double { get }
    /// How far the content can scroll.
    var contentOffsetLimits: ClosedRange<Double> { get }

    /// Scrolls the content to vertical offset `y` (of at most `end`) by itself.
    ///
    /// - Complexity: O(1).
    func autoScroll(to y: Double, end: Double)

    /// The band the list keeps laid out around the screen `y0 ..< y1` (content coordinates).
    ///
    /// - Complexity: O(1).
    func readyBand(around y0: Double, _ y1: Double) -> (Double, Double)

    /// Whether the list has loaded the row at `indexPath`.
    ///
    /// - Complexity: O(1).
    func isLoaded(_ indexPath: ListIndexPath) -> Bool

    /// Whether the data source lets the row at `indexPath` move.
    ///
    /// - Complexity: the data source's call.
    func canMoveRow(at indexPath: ListIndexPath, callees: Context) -> Bool

    /// A move begins: a row's swipe actions close and an animated update under way ends (the
    /// move presents the rows itself).
    ///
    /// - Complexity: O(1) plus the delegate's calls, and the animation's end.
    func willBeginMove(callees: Context)

    /// The delegate's redirection of a move from `source` to `proposal` (nil: none).
    ///
    /// - Complexity: the delegate's call.
    func targetIndexPathForMove(from source: ListIndexPath, toProposedIndexPath proposal: ListIndexPath,
                                callees: Context) -> ListIndexPath?

    /// The size of item `g` the list would give it before measuring it.
    ///
    /// - Complexity: O(1) plus the delegate's call.
    func initialSize(ofItem g: Int, callees: Context) -> Size

    /// A copy of `layout` prepared for sections of `counts` items under `headers`, item `g`
    /// being the one at `itemPath(g)` for the delegate.
    ///
    /// - Complexity: the layout's `prepare`, and a delegate call per item it asks about.
    func prepared(_ layout: any CustomCollectionLayout, counts: [Int], headers: [Double],
                  itemPath: ((Int) -> ListIndexPath)?) -> CheckedCustomLayout

    /// The frame of section `section`'s header in the list's layout, if the section exists.
    ///
    /// - Complexity: O(log n).
    func rectForHeader(inSection section: Int) -> Rect?

    /// The frame of the row at `indexPath` in the list's layout, if it exists.
    ///
    /// - Complexity: O(log n).
    func rectForRow(at indexPath: ListIndexPath) -> Rect?

    /// Gives the cells of `rows` the frames of their rows (or those a move shows).
    ///
    /// - Complexity: O(log n + rows).
    func placeCells(_ rows: Range<Int>)

    /// The visible rows, each staying where it is: what a move that changes nothing returns.
    ///
    /// - Complexity: O(v log n) for v visible rows.
    func unchangedTransition() -> ListTransition

    /// Moves the row in the model (the data source's `moveRowAt`) and applies the move as one
    /// batch, the row landing at `landing`'s screen position.
    ///
    /// - Complexity: a batch of one move.
    func commitMove(from source: ListIndexPath, to destination: ListIndexPath, dataSource: any ListDataSource,
                    landing: (path: ListIndexPath, screenY: Double)?, animated: Bool) throws(ListError) -> ListTransition
}
