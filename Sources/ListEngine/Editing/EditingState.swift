/// A list's editing: the mode and what selection it allows, and the interactions that edit rows
/// — at most one swipe (``SwipeController``) and one interactive move (``MoveController``),
/// each owning its session. Both hold index paths, never cells, so nothing of them reaches
/// another row through reuse; both follow or end with batch updates. The mode's rules
/// (`EditingState+Mode.swift`), the commits of edits (`EditingState+Commit.swift`) and what the
/// mode and a move forbid a swipe (below) reach the list through ``EditingHost``.
final class EditingState {
    /// Whether the list is in editing mode (``ListView/isEditing``).
    @exclusivity(unchecked) var isEditing = false
    /// ``ListView/allowsSelectionDuringEditing``.
    @exclusivity(unchecked) var allowsSelection = false
    /// ``ListView/allowsMultipleSelectionDuringEditing``.
    @exclusivity(unchecked) var allowsMultipleSelection = false
    /// Set by the data source's default `commit` and `moveRowAt`: the data source has no such
    /// method, so the request that called it changed nothing and is refused.
    @exclusivity(unchecked) var defaultCallbackRan = false
    /// The row showing (or being dragged to show) its swipe actions.
    let swipe = SwipeController()
    /// The interactive move.
    let move = MoveController()

    /// A horizontal drag began at `point` (viewport coordinates): no row swipes in editing mode
    /// or during an interactive move; otherwise the swipe begins
    /// (``SwipeController/begin(at:in:callees:)``).
    ///
    /// - Complexity: O(log n).
    func beginSwipe<Host: EditingHost>(at point: Point, in host: Host, callees: Host.Calls) -> ListIndexPath? {
        guard !isEditing, !move.isActive else { return nil }
        return swipe.begin(at: point, in: host, callees: callees)
    }

    /// Opens the actions of the row at `indexPath` on `edge` (``SwipeController/open(_:edge:in:callees:)``),
    /// which no interactive move under way allows.
    ///
    /// - Throws: ``ListError/invalidEditing(_:)`` during a move; what opening throws.
    /// - Complexity: O(actions).
    func openSwipe<Host: EditingHost>(_ indexPath: ListIndexPath, edge: SwipeEdge, in host: Host, callees: Host.Calls) throws(ListError) {
        guard !move.isActive else { throw .invalidEditing(.movementInProgress) }
        try swipe.open(indexPath, edge: edge, in: host, callees: callees)
    }

    /// Starts moving the row at `indexPath` (``MoveController/begin(at:closing:in:callees:)``):
    /// a row's swipe actions close once the move may begin.
    ///
    /// - Throws: what beginning the move throws.
    /// - Complexity: O(log n).
    func beginMove<Host: EditingHost>(at indexPath: ListIndexPath, in host: Host, callees: Host.Calls) throws(ListError) -> Bool {
        try move.begin(at: indexPath, closing: swipe, in: host, callees: callees)
    }
}
