/// What the accessibility model (``AccessibilityModel``) needs of its list: the layout and the
/// cells to make elements of, what the list shows and where, what the delegate and data source
/// say of a row, scrolling, the pins of focused rows, and the delegate's ear for
/// announcements. ``ListView`` adopts it (`ListView+AccessibilityHost.swift`).
protocol AccessibilityHost: AnyObject {
    /// What the host calls out to for one operation, handed back to the requirements that call
    /// out: the list's ``Callees`` (the data source and delegate the operation began with).
    associatedtype Callouts

    // MARK: Layout and cells

    /// The layout, whichever it is: sections, rows, frames, bands, and which kind.
    var activeLayout: ActiveLayout { get }
    /// The cells handed out: which rows have one (the ready window), and each row's.
    var window: CellWindow { get }
    /// Where the list is looked at: its offset, size and insets.
    var viewport: Viewport { get }
    /// The smallest and largest content offsets at rest (``ListView/contentOffsetLimits``).
    var contentOffsetLimits: ClosedRange<Double> { get }
    /// The sections whose extent intersects the viewport (``ListView/visibleSections``).
    var visibleSections: Range<Int> { get }
    /// The rows whose frames intersect the viewport now, as a pass would find them.
    func visibleRowRange() -> Range<Int>
    /// Whether section headers stay pinned to the top of the visible area.
    var pinsHeaders: Bool { get }
    /// The frame of `section`'s header in the layout, or nil if out of range
    /// (``ListView/rectForHeader(inSection:)``).
    func rectForHeader(inSection section: Int) -> Rect?
    /// Where `section`'s header is drawn now, pinned or not, or nil if out of range
    /// (``ListView/headerFrame(inSection:)``).
    func headerFrame(inSection section: Int) -> Rect?
    /// The frame of `section`'s footer, or nil if out of range (``ListView/rectForFooter(inSection:)``).
    func rectForFooter(inSection section: Int) -> Rect?

    // MARK: What the list's parts say of an element

    /// The view shown for the supplementary element of `kind` in `section`, if it has one.
    func supplementaryView(forElementKind kind: String, inSection section: Int) -> ListReusableView?
    /// The title the data source gives `section`'s header, if any.
    func headerTitle(inSection section: Int) -> String?
    /// The title the data source gives `section`'s footer, if any.
    func footerTitle(inSection section: Int) -> String?
    /// The label the delegate gives the element `id`, if any (it overrides its view's).
    func accessibilityLabel(for id: AccessibilityElement.ID, callees: Callouts) -> String?
    /// Whether the row at `indexPath` is loaded (not a pager's placeholder).
    func isLoaded(_ indexPath: ListIndexPath) -> Bool
    /// Whether the row at `indexPath` is selected.
    func isSelected(_ indexPath: ListIndexPath) -> Bool
    /// Whether touches select rows in the current mode.
    var touchesSelectNow: Bool { get }
    /// What has the keyboard focus, if anything.
    var keyboardFocus: FocusTarget? { get }

    // MARK: Editing a row

    /// Whether the row at `indexPath` can be edited (so it offers its swipe actions).
    func canEditRow(at indexPath: ListIndexPath, callees: Callouts) -> Bool
    /// The swipe actions the delegate gives the row at `indexPath` on `edge`.
    func swipeActions(_ edge: SwipeEdge, at indexPath: ListIndexPath, callees: Callouts) -> [ListContextualAction]
    /// Whether the data source lets the row at `indexPath` move.
    func canMoveRow(at indexPath: ListIndexPath, callees: Callouts) -> Bool
    /// Whether a row moved from `source` may land at `destination`.
    func isValidDestination(_ destination: ListIndexPath, forMoveFrom source: ListIndexPath) -> Bool
    /// Opens the row's swipe actions on `edge` (``ListView/openSwipeActions(forRowAt:edge:)``).
    func openSwipeActions(forRowAt indexPath: ListIndexPath, edge: SwipeEdge) throws(ListError)
    /// Performs the open row's swipe action `index` (``ListView/performSwipeAction(at:)``).
    func performSwipeAction(at index: Int) throws(ListError) -> SwipeActionResult
    /// Closes the open row's swipe actions (``ListView/closeSwipeActions()``).
    func closeSwipeActions()
    /// Whether a row moves interactively now.
    var isMovingRow: Bool { get }
    /// Where the delegate lets a row moved from `source` to `proposal` go, if it says.
    func targetIndexPath(forMoveFrom source: ListIndexPath, toProposed proposal: ListIndexPath, callees: Callouts) -> ListIndexPath?
    /// Moves the row at `source` to `destination` in the data source's model and applies the
    /// move as one batch, closing a swipe first: `.completed`, performed, with its transition
    /// (not performed without a data source).
    func commitMove(from source: ListIndexPath, to destination: ListIndexPath, callees: Callouts) throws(ListError) -> SwipeActionResult

    // MARK: Scrolling, pins, announcements

    /// The content offset at rest that shows the row at `indexPath` at `position`, `margin`
    /// from the visible area's edges for `.none`; a flow lays its lines out through the row.
    func restingOffset(showing indexPath: ListIndexPath, at position: ScrollPosition, margin: Double, callees: Callouts) -> Double
    /// Stops a scroll animation under way and scrolls to vertical offset `y` (within the
    /// limits), as the user's scroll.
    func scrollWithoutAnimation(to y: Double)
    /// Gives back to their pools the pinned cells and header views no focus is on now.
    func releaseUnfocusedPins()
    /// Tells the delegate `announcement`, with calls from it waiting until the touch ends.
    func announce(_ announcement: AccessibilityAnnouncement)
}
