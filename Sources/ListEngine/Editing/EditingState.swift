/// A list's editing: the mode and what selection it allows, and the interactions that edit rows
/// — at most one swipe (``SwipeController``) and one interactive move (``MoveController``),
/// each owning its session. Both hold index paths, never cells, so nothing of them reaches
/// another row through reuse; both follow or end with batch updates. The mode's rules
/// (`EditingState+Mode.swift`) and the commits of edits (`EditingState+Commit.swift`) reach the
/// list through ``EditingModeHost`` and ``EditingCommitHost``.
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
}
