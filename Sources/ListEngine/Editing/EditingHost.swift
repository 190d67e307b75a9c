/// What editing — the mode and its commits (``EditingState``), a swipe (``SwipeController``)
/// and an interactive move (``MoveController``) — needs of the list it runs in: its layout,
/// cells and viewport, the data source's and delegate's answers about rows, the notifications
/// it sends, and the list operations an edit ends in. Each fact is stated once here; the list
/// adopts it in `ListView+EditingHost.swift`, and the editing operations are generic over it,
/// so each is specialized for the list.
protocol EditingHost: AnyObject {
    /// What one operation's calls to the data source and the delegate go through, loaded once
    /// for it (the list's ``Callees``); editing only hands it back.
    associatedtype Calls

    // MARK: The list as it is

    /// The layout, whichever it is, as it is before a move: every frame and hit test.
    var activeLayout: ActiveLayout { get }
    /// The cells handed out: editing gives them their rows' state, a move the frames it shows.
    var window: CellWindow { get }
    /// The list's layout, which says how a collection's move geometry is made.
    var listLayout: ListLayout { get }
    /// The table style: a grouped style never empties a group.
    var style: TableStyle { get }
    /// The data source, which moves a row in its model when a move ends.
    var dataSource: (any ListDataSource)? { get }
    /// The content offset: touches and a moving row's position are in viewport coordinates.
    var contentOffset: Point { get }
    /// The viewport's size.
    var viewportSize: Size { get }
    /// The viewport's insets: auto-scrolling starts near their edges.
    var contentInset: EdgeInsets { get }
    /// The time one layout pass stands for, in seconds: how far auto-scrolling goes a pass.
    var frameInterval: Double { get }
    /// How far the content can scroll.
    var contentOffsetLimits: ClosedRange<Double> { get }

    /// The data source and delegate as they are now, for work that begins outside an
    /// operation (a swipe action's completion called late, a touch).
    ///
    /// - Complexity: O(1).
    func loadCallees() -> Calls
    /// Whether the list has loaded the row at `indexPath`: a row not loaded cannot be edited.
    ///
    /// - Complexity: O(1).
    func isLoaded(_ indexPath: ListIndexPath) -> Bool
    /// Throws ``ListError/indexPathOutOfRange(_:rowsInSection:)`` unless the list has a row at
    /// `indexPath`.
    ///
    /// - Complexity: O(1).
    func validate(_ indexPath: ListIndexPath) throws(ListError)
    /// The row under `point` (viewport coordinates), if the list has loaded it.
    ///
    /// - Complexity: O(log n).
    func loadedRow(at point: Point) -> ListIndexPath?
    /// The width of the row at `indexPath`: how far a full swipe slides it.
    ///
    /// - Complexity: O(log n).
    func width(ofRow indexPath: ListIndexPath) -> Double
    /// The frame of section `section`'s header in the list's layout, if the section exists.
    ///
    /// - Complexity: O(log n).
    func rectForHeader(inSection section: Int) -> Rect?
    /// The frame of the row at `indexPath` in the list's layout, if it exists.
    ///
    /// - Complexity: O(log n).
    func rectForRow(at indexPath: ListIndexPath) -> Rect?
    /// The band the list keeps laid out around the screen `y0 ..< y1` (content coordinates).
    ///
    /// - Complexity: O(1).
    func readyBand(around y0: Double, _ y1: Double) -> (Double, Double)
    /// The visible rows, each staying where it is: what an edit that changes nothing returns.
    ///
    /// - Complexity: O(v log n) for v visible rows.
    func unchangedTransition() -> ListTransition

    // MARK: The data source's and delegate's answers

    /// The data source's `canEditRowAt` for the row at `indexPath` (false without a data source).
    ///
    /// - Complexity: the data source's call.
    func dataSourceCanEditRow(at indexPath: ListIndexPath, callees: Calls) -> Bool
    /// The delegate's `editingStyleForRowAt` for the row at `indexPath` (nil without a delegate).
    ///
    /// - Complexity: the delegate's call.
    func delegateEditingStyle(forRowAt indexPath: ListIndexPath, callees: Calls) -> ListCell.EditingStyle?
    /// The data source's `canMoveRowAt` for the row at `indexPath` (false without a data source).
    ///
    /// - Complexity: the data source's call.
    func canMoveRow(at indexPath: ListIndexPath, callees: Calls) -> Bool
    /// The delegate's actions for `edge` of the row at `indexPath`, as given (nil: none given).
    ///
    /// - Complexity: the delegate's call.
    func swipeActionsConfiguration(_ edge: SwipeEdge, forRowAt indexPath: ListIndexPath,
                                   callees: Calls) -> ListSwipeActionsConfiguration?
    /// The delegate's title for the delete confirmation of the row at `indexPath` (nil: none).
    ///
    /// - Complexity: the delegate's call.
    func delegateDeleteConfirmationTitle(forRowAt indexPath: ListIndexPath, callees: Calls) -> String?
    /// The delegate's redirection of a move from `source` to `proposal` (nil: none).
    ///
    /// - Complexity: the delegate's call.
    func targetIndexPathForMove(from source: ListIndexPath, toProposedIndexPath proposal: ListIndexPath,
                                callees: Calls) -> ListIndexPath?
    /// The size of item `g` the list would give it before measuring it.
    ///
    /// - Complexity: O(1) plus the delegate's call.
    func initialSize(ofItem g: Int, callees: Calls) -> Size
    /// Whether item `g` spans every column of a masonry, as the delegate says when it is placed.
    ///
    /// - Complexity: O(log sections) plus the delegate's call.
    func isFullSpan(item g: Int, callees: Calls) -> Bool
    /// A copy of `layout` prepared for sections of `counts` items under `headers`, item `g`
    /// being the one at `itemPath(g)` for the delegate.
    ///
    /// - Complexity: the layout's `prepare`, and a delegate call per item it asks about.
    func prepared(_ layout: any CustomCollectionLayout, counts: [Int], headers: [Double],
                  itemPath: ((Int) -> ListIndexPath)?) -> CheckedCustomLayout

    // MARK: What editing tells and does

    /// Reports a problem found where no error can be thrown (``ListView/diagnosticHandler``).
    ///
    /// - Complexity: O(1) plus the handler's.
    func diagnose(_ diagnostic: ListError)
    /// Tells the delegate that the row at `indexPath` begins showing its actions.
    ///
    /// - Complexity: the delegate's call.
    func willBeginEditingRow(at indexPath: ListIndexPath, callees: Calls)
    /// Tells the delegate that the row at `indexPath` (nil: a row that is gone) no longer shows
    /// its actions.
    ///
    /// - Complexity: the delegate's call.
    func didEndEditingRow(at indexPath: ListIndexPath?, callees: Calls)
    /// Deselects every row without selection callbacks, as a change of mode does; the caller
    /// updates the cells.
    ///
    /// - Complexity: O(s) for s selected rows.
    func deselectAllRowsSilently()
    /// Closes the swipe as the public operation does (``ListView/closeSwipeActions()``): its
    /// gate, then ``SwipeController/end(in:callees:rowStillExists:)``.
    ///
    /// - Complexity: O(1) plus the delegate's call.
    func closeSwipeActions()
    /// Ends an animated update under way, its rows at their places (`landed`) or where they
    /// were drawn: a move begins, and presents the rows itself.
    ///
    /// - Complexity: O(1) without an animation; else the animation's end.
    func finishUpdateAnimation(callees: Calls, landed: Bool)
    /// Scrolls the content to vertical offset `y` (of at most `end`) by itself.
    ///
    /// - Complexity: O(1).
    func autoScroll(to y: Double, end: Double)
    /// Gives the cells of `rows` the frames of their rows (or those a move shows).
    ///
    /// - Complexity: O(log n + rows).
    func placeCells(_ rows: Range<Int>)
    /// Calls the data source's `commit editingStyle:forRowAt:` for each of `indexPaths`, in that
    /// order; false, calling nothing, without a data source.
    ///
    /// - Complexity: one data source call per row.
    func dataSourceCommit(_ style: ListCell.EditingStyle, forRowsAt indexPaths: [ListIndexPath], callees: Calls) -> Bool
    /// Calls `dataSource`'s `moveRowAt` from `source` to `destination`.
    ///
    /// - Complexity: the data source's call.
    func dataSourceMoveRow(from source: ListIndexPath, to destination: ListIndexPath, dataSource: any ListDataSource)
    /// Applies `update` as one batch within the operation under way (checked against the data
    /// source's counts), `landing`'s row, if given, keeping its screen position.
    ///
    /// - Complexity: the batch.
    func apply(_ update: ListBatchUpdate, landing: (path: ListIndexPath, screenY: Double)?,
               animated: Bool) throws(ListError) -> ListTransition
    /// Commits the deletion of the rows at `indexPaths` through the data source, as the public
    /// operation does (``ListView/commitEditing(_:forRowsAt:animated:)``): the delete
    /// confirmation's action.
    ///
    /// - Complexity: a batch of the rows.
    func commitEditing(_ style: ListCell.EditingStyle, forRowsAt indexPaths: [ListIndexPath],
                       animated: Bool) throws(ListError) -> ListTransition
    /// Deletes the row at `indexPath`, which a destructive action's handler removed from the
    /// model: a batch of one deletion checked against the data source's counts, as a public
    /// operation of its own.
    ///
    /// - Complexity: a batch of one row.
    func deleteSwipedRow(at indexPath: ListIndexPath, animated: Bool) throws(ListError) -> ListTransition
    /// Moves the row in the model (the data source's `moveRowAt`) and applies the move as one
    /// batch, the row landing at `landing`'s screen position (within the operation under way).
    ///
    /// - Complexity: a batch of one move.
    func commitMove(from source: ListIndexPath, to destination: ListIndexPath, dataSource: any ListDataSource,
                    landing: (path: ListIndexPath, screenY: Double)?, animated: Bool) throws(ListError) -> ListTransition
}

extension EditingHost {
    /// Whether the data source lets the row at `indexPath` be edited, and the editing style the
    /// delegate gives it (delete without a delegate; none for a row that cannot be edited or is
    /// not loaded): the rule every part of editing asks.
    ///
    /// - Complexity: O(1) plus two calls.
    func editability(at indexPath: ListIndexPath, callees: Calls) -> (canEdit: Bool, style: ListCell.EditingStyle) {
        guard isLoaded(indexPath), dataSourceCanEditRow(at: indexPath, callees: callees) else { return (false, .none) }
        return (true, delegateEditingStyle(forRowAt: indexPath, callees: callees) ?? .delete)
    }
}
