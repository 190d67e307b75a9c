/// What a renderer draws for the row showing its swipe actions (``ListView/swipeActionsState``):
/// the row's content slid sideways by ``offset``, the revealed actions in the room it leaves.
public struct SwipeActionsState {
    /// Where the row's actions are in their cycle.
    public enum Phase: Hashable, Sendable {
        /// A finger drags the row (``ListView/updateSwipe(translation:)``).
        case tracking
        /// Let go past the threshold: the actions stay open until a tap, a scroll or an action.
        case open
        /// An action was performed and its handler has not called its completion yet.
        case performing
    }

    /// The row.
    public var indexPath: ListIndexPath
    /// How far the row's content is slid, in points: positive to the right (the leading actions
    /// show), negative to the left (the trailing actions show).
    public var offset: Double
    /// The edge whose actions show; nil while the row is not slid.
    public var edge: SwipeEdge?
    /// The actions of ``edge``, the first at the row's edge.
    public var actions: [ListContextualAction]
    /// The width the actions take when open: the sum of theirs.
    public var actionsWidth: Double
    /// Where the row's actions are in their cycle.
    public var phase: Phase
    /// Whether letting go now performs the first action (a full swipe: the row slid further
    /// than ``actionsWidth`` and at least ``ListView/fullSwipeFraction`` of its width): draw
    /// it over the whole revealed width.
    public var triggersFullSwipe: Bool

    /// The width the row's content uncovers: the magnitude of ``offset``.
    public var revealWidth: Double { abs(offset) }
}
