/// What is wrong with an editing request, carried by ``ListError/invalidEditing(_:)``: each names
/// the row and the rule, so the message says what to fix.
public enum EditingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A commit of ``ListCell/EditingStyle/none``, which has nothing to commit.
    case nothingToCommit
    /// The same row named twice in one commit.
    case duplicateRow(ListIndexPath)
    /// The data source's `canEditRowAt` says the row cannot be edited.
    case notEditable(ListIndexPath)
    /// A commit of one style for a row whose editing style (the delegate's) is another.
    case styleMismatch(ListIndexPath, requested: ListCell.EditingStyle, rowStyle: ListCell.EditingStyle)
    /// The data source does not implement the method an editing request needs (its name).
    case notImplemented(String)
    /// The data source's `canMoveRowAt` says the row cannot be moved.
    case notMovable(ListIndexPath)
    /// An interactive move began while another one is under way.
    case movementInProgress
    /// An interactive move was updated or ended, but none is under way.
    case noMovement
    /// A target position for an interactive move that is not finite.
    case invalidPosition(Point)
    /// A swipe action was performed, but no row shows its swipe actions.
    case noSwipeActions
    /// A swipe action index outside the actions the row shows.
    case swipeActionOutOfRange(Int, count: Int)
    /// A swipe action was performed while another one waits for its completion.
    case swipeActionPending
    /// The delegate redirected an interactive move to a place the row cannot go (a diagnostic:
    /// the row stays where it was).
    case invalidDestination(ListIndexPath)

    public var description: String {
        switch self {
        case .nothingToCommit:
            return "the editing style .none has nothing to commit: commit .delete or .insert"
        case let .duplicateRow(path):
            return "row \(path) is named twice in one commit"
        case let .notEditable(path):
            return "row \(path) cannot be edited: the data source's canEditRowAt returns false for it"
        case let .styleMismatch(path, requested, rowStyle):
            return "cannot commit \(requested) for row \(path): its editing style is \(rowStyle)"
        case let .notImplemented(method):
            return "the data source does not implement \(method), which this editing request needs"
        case let .notMovable(path):
            return "row \(path) cannot be moved: the data source's canMoveRowAt returns false for it"
        case .movementInProgress:
            return "an interactive move is already under way: end or cancel it first"
        case .noMovement:
            return "no interactive move is under way: call beginInteractiveMovement(forRowAt:) first"
        case let .invalidPosition(point):
            return "invalid target position (\(point.x), \(point.y)): both coordinates must be finite"
        case .noSwipeActions:
            return "no row shows its swipe actions"
        case let .swipeActionOutOfRange(index, count):
            return "swipe action \(index) is out of range: the row shows \(count) action(s)"
        case .swipeActionPending:
            return "a swipe action is waiting for its completion handler: perform another after it completes"
        case let .invalidDestination(path):
            return "the delegate's targetIndexPathForMoveFromRowAt returned \(path), where the row cannot go; it stays where it was"
        }
    }
}
