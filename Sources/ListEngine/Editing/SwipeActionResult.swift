/// How performing a swipe action ended.
public enum SwipeActionResult: Hashable, Sendable {
    /// The action's handler has not called its completion yet; the row's actions stay in the
    /// ``SwipeActionsState/Phase/performing`` phase until it does.
    case pending
    /// The action completed: whether it was performed, and, for a destructive action that
    /// deleted its row, the batch's transition for a renderer to animate.
    case completed(performed: Bool, transition: ListTransition?)
}
