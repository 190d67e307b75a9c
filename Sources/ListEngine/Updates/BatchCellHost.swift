/// What a ``BatchCellTransfer`` needs of its list: its layout and cells (the components
/// themselves), the viewport's offset and ranges, the cells it configures and shows, the place
/// it keeps, and the update animation it starts.
protocol BatchCellHost: AnyObject {
    /// The layout, whichever it is: rows' global numbers, index paths and frames.
    var activeLayout: ActiveLayout { get }
    /// The cells handed out, which the batch hands over to the rows after it.
    var window: CellWindow { get }
    /// The content offset.
    var contentOffset: Point { get }
    /// Whether the list is editing: a cell that stays shows its row's editing state.
    var isEditing: Bool { get }
    /// Whether a row deleted by an animated batch animates its way out (the settings' deletion
    /// is not `.none`).
    var animatesDeletion: Bool { get }

    /// Whether the row at `indexPath` has its content: true unless the list has a pager and the
    /// row's page is not loaded.
    ///
    /// - Complexity: O(1).
    func isLoaded(_ indexPath: ListIndexPath) -> Bool

    /// Brings the offset within the limits a change may leave it: the new limits, widened by as
    /// far as `offsetBefore` lay beyond `limitsBefore` (see
    /// ``PlaceKeeper/keepWithinLimits(offsetBefore:limitsBefore:in:)``).
    ///
    /// - Complexity: O(1).
    func keepWithinLimits(offsetBefore: Double, limitsBefore: ClosedRange<Double>)
    /// Moves the offset to vertical offset `y` to keep a place: not a scroll (no velocity comes
    /// of it).
    ///
    /// - Complexity: O(1).
    func keepOffset(_ y: Double)
    /// The content offset's limits (``ListView/contentOffsetLimits``).
    ///
    /// - Complexity: O(1).
    var contentOffsetLimits: ClosedRange<Double> { get }
    /// The rows that intersect the viewport.
    ///
    /// - Complexity: O(log n).
    func visibleRowRange() -> Range<Int>
    /// The rows the list keeps laid out with cells around `visible`.
    ///
    /// - Complexity: O(log n).
    func readyRowRange(visible: Range<Int>) -> Range<Int>
    /// Records the visible and ready rows the batch leaves, in the viewport's ranges.
    ///
    /// - Complexity: O(1).
    func noteRanges(visible: Range<Int>, ready: Range<Int>)
    /// The rows (or sections) a focus holds on to, whose cells stay pinned out of the window.
    ///
    /// - Complexity: O(1).
    func pinnedRows() -> FocusPins
    /// Gives `cell` the editing state of its row at `indexPath`.
    ///
    /// - Complexity: O(1) plus the data source's and delegate's calls.
    func applyEditingState(to cell: ListCell, at indexPath: ListIndexPath, callees: Callees)
    /// A configured (and, self-sizing, measured) cell for row `g`, not yet placed.
    ///
    /// - Complexity: O(log n) plus the data source's and delegate's calls.
    func configuredCell(forRow g: Int, anchorRow: Int, callees: Callees, firstChanged: inout Int,
                        report: inout LayoutPassReport) -> ListCell
    /// Gives the cells of the rows from `g` on their frames.
    ///
    /// - Complexity: O(log n + c) for c cells.
    func refreshFrames(from g: Int)
    /// Moves the offset so `anchor`'s row is where it was on screen; nothing without one.
    ///
    /// - Complexity: O(log n).
    func keep(_ anchor: (row: Int, screenY: Double)?)
    /// Keeps the end of the content at the end of the viewport, in a list that anchors to it.
    ///
    /// - Complexity: O(log n), plus a flow's pass to its end.
    func keepEnd(callees: Callees)
    /// Cell `cell` starts to show row `g`: marked displayed, the delegate's `willDisplay`.
    ///
    /// - Complexity: O(1) beyond the callbacks.
    func beginDisplaying(_ cell: ListCell, row g: Int, callees: Callees)
    /// Cell `cell` stops showing its row (at `indexPath` as the delegate knows it; nil for a row
    /// that is gone): marked not displayed, the delegate's `didEndDisplaying`.
    ///
    /// - Complexity: O(1) beyond the callback.
    func endDisplaying(_ cell: ListCell, at indexPath: ListIndexPath?, callees: Callees)
    /// The content prefetcher forgets `cell`, which leaves its row drawn by the animation.
    ///
    /// - Complexity: O(1).
    func prefetchForget(_ cell: ListCell)
    /// Returns a cell whose row left or was reloaded to its pool, ending its display first.
    ///
    /// - Complexity: O(1) beyond the callback.
    func retire(_ cell: ListCell, at path: ListIndexPath?, callees: Callees)
    /// The frames of the section views placed now, by section × kinds + kind.
    ///
    /// - Complexity: O(kinds × sections placed).
    func placedSectionViewFrames() -> [Int: Rect]
    /// Starts the animation of the batch `plan` just applied.
    ///
    /// - Complexity: O(a log a) for the a rows and section views that animate.
    func startUpdateAnimation(_ transition: ListTransition, of plan: BatchUpdatePlan, rowStarts: [Int], sectionViews: [Int: Rect],
                              leavers: [UpdateAnimator.Leaver])
}
