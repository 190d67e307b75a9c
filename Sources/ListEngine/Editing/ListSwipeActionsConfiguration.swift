/// The actions one edge of a row reveals when swiped (UISwipeActionsConfiguration): from the
/// edge inwards, the first action outermost.
public struct ListSwipeActionsConfiguration {
    /// The actions, the first at the row's edge (the one a full swipe performs).
    public var actions: [ListContextualAction]
    /// Whether swiping past ``ListView/fullSwipeFraction`` of the row's width and letting go
    /// performs the first action. Default: true, as in UIKit.
    public var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`, the first at the row's edge.
    public init(actions: [ListContextualAction]) {
        self.actions = actions
    }
}
