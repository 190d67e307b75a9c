/// The actions one edge of a row reveals when swiped (UISwipeActionsConfiguration): from the
/// edge inwards, the first action outermost.
public struct ListSwipeActionsConfiguration {
    /// The actions, the first at the row's edge (the one a full swipe performs).
    public var actions: [ListContextualAction]
    /// Whether a full swipe performs the first action: letting go with the row slid further
    /// than the actions' width and at least ``ListView/fullSwipeFraction`` of the row's width.
    /// Default: true, as in UIKit.
    public var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`, the first at the row's edge.
    public init(actions: [ListContextualAction]) {
        self.actions = actions
    }
}
