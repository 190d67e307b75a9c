/// What the keyboard focus (``KeyboardFocus``) needs of the list it moves in: its layout, the
/// delegate's answers about the focus, and the few list actions a move takes — scrolling,
/// closing swipe actions, selecting, releasing pinned views. The list adopts it
/// (`ListView+FocusHost.swift`); the focus's operations are generic over it, so each is
/// specialized for the list and no question on a walk over rows is an existential call.
protocol FocusHost {
    /// What the host loads once for an operation and is handed back with each question that
    /// reaches its data source or delegate (the list: ``Callees``).
    associatedtype Calls

    /// The list's layout: its sections and rows (``ActiveLayout/geometry``), frames and kind.
    var activeLayout: ActiveLayout { get }
    /// Whether section headers stay pinned to the top of the visible area.
    var pinsHeaders: Bool { get }
    /// The visible area's height less its top and bottom insets, in points.
    var pageHeight: Double { get }
    /// Whether a row is moving interactively (the focus then stays where it is).
    var isMovingRow: Bool { get }
    /// Whether several rows may be selected now (editing mode's setting while editing).
    var selectsManyNow: Bool { get }
    /// Whether a tap selects a row now (editing mode's setting while editing).
    var touchesSelectNow: Bool { get }

    /// The data source and delegate as they are now, for the questions of one operation.
    ///
    /// - Complexity: O(1).
    func loadCallees() -> Calls
    /// The global rows (across sections) whose frames meet the visible area.
    ///
    /// - Complexity: O(log n).
    func visibleRowRange() -> Range<Int>
    /// Whether the row at `indexPath` has its content (a paged list's placeholder has not).
    ///
    /// - Complexity: O(1).
    func isLoaded(_ indexPath: ListIndexPath) -> Bool
    /// The delegate's `listView(_:canFocusRowAt:)`; true without a delegate.
    ///
    /// - Complexity: the delegate's.
    func canFocusRow(at indexPath: ListIndexPath, callees: Calls) -> Bool
    /// The delegate's `listView(_:canFocusHeaderInSection:)`; false without a delegate.
    ///
    /// - Complexity: the delegate's.
    func canFocusHeader(inSection section: Int, callees: Calls) -> Bool
    /// The delegate's `listView(_:shouldUpdateFocusFrom:to:)`; true without a delegate.
    ///
    /// - Complexity: the delegate's.
    func shouldUpdateFocus(from: FocusTarget?, to: FocusTarget?, callees: Calls) -> Bool
    /// Tells the delegate `listView(_:didUpdateFocusFrom:to:)`, if there is one.
    ///
    /// - Complexity: the delegate's.
    func focusDidUpdate(from: FocusTarget?, to: FocusTarget?, callees: Calls)
    /// Runs `body` — callbacks to the delegate — with calls from them deferred until a touch
    /// under way ends, as a tap's callbacks are.
    ///
    /// - Complexity: O(1) beyond `body`.
    func deferringUntilTouchEnds(_ body: () -> Void)
    /// Lays a flow's lines out through item `g` (its frame becomes exact; the cells' frames
    /// follow); nothing for other layouts or lines laid out already.
    ///
    /// - Complexity: O(log n + the items laid out).
    func layOutLines(through g: Int, callees: Calls)
    /// Lays a flow's last sections out until its content reaches down to `y` (the cells'
    /// frames follow); nothing for other layouts.
    ///
    /// - Complexity: O(log n + the items laid out).
    func layOutLines(reaching y: Double, callees: Calls)
    /// The content offset at rest that shows the row at `indexPath` at `position` (`.none`:
    /// the least move, `margin` from the edges), below a header pinned over it.
    ///
    /// - Complexity: O(log n), plus laying a flow's lines out through the row the first time.
    func restingOffset(showing indexPath: ListIndexPath, at position: ScrollPosition, margin: Double, callees: Calls) -> Double
    /// The content offset at rest that shows `row` (a frame in content coordinates) at
    /// `position` in the visible area less `pinned` points at its top.
    ///
    /// - Complexity: O(1).
    func restingOffset(showing row: Rect, below pinned: Double, at position: ScrollPosition, margin: Double) -> Double
    /// Stops a scroll animation and puts the content offset at `y`, within its limits.
    ///
    /// - Complexity: O(1).
    func scrollAtOnce(to y: Double)
    /// Closes a row's open swipe actions (unless their action is performing) when `target`,
    /// where the focus goes, is not that row.
    ///
    /// - Complexity: O(1), plus the callbacks of closing them.
    func closeSwipeActions(unlessOn target: FocusTarget?, callees: Calls)
    /// Selects the row at `indexPath` as a user's tap does, with the delegate's callbacks.
    ///
    /// - Complexity: O(1), plus O(s) for s rows deselected, plus the callbacks.
    func selectAsUser(_ indexPath: ListIndexPath, callees: Calls)
    /// Returns the pinned cells and header views no focus is on now to their pools.
    ///
    /// - Complexity: O(1).
    func releaseUnfocusedPins()
}
