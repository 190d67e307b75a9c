/// A list's editing state: the mode, what selection the mode allows, and the interactions under
/// way — at most one swipe and one interactive move. Both hold index paths, never cells, so
/// nothing of them reaches another row through reuse; both follow or end with batch updates.
struct EditingState {
    /// Whether the list is in editing mode (``ListView/isEditing``).
    var isEditing = false
    /// ``ListView/allowsSelectionDuringEditing``.
    var allowsSelection = false
    /// ``ListView/allowsMultipleSelectionDuringEditing``.
    var allowsMultipleSelection = false
    /// Set by the data source's default `commit` and `moveRowAt`: the data source has no such
    /// method, so the request that called it changed nothing and is refused.
    var defaultCallbackRan = false
    /// The row showing (or being dragged to show) its swipe actions.
    var swipe: SwipeSession?
    /// The interactive move under way.
    var move: MoveSession?
    /// Numbers swipe sessions, so a completion handler called late acts only on its own.
    var nextSwipeToken = 0
    /// ``ListView/autoScrollEdgeZone``, in points.
    var autoScrollEdgeZone = 60.0
    /// ``ListView/maximumAutoScrollSpeed``, in points per second.
    var maximumAutoScrollSpeed = 1_500.0

    /// Whether a row shows (or is being dragged to show) its swipe actions. The frame asks
    /// this, not `swipe`: binding the optional copies the whole session first, nil or not.
    ///
    /// - Complexity: O(1).
    var isSwiping: Bool { swipe != nil }

    /// Whether an interactive move is under way (see ``isSwiping``).
    ///
    /// - Complexity: O(1).
    var isMoving: Bool { move != nil }
}
