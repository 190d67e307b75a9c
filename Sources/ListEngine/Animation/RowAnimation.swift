/// How a row or item that arrives or leaves with an animated update is drawn at the far end of
/// its way: UITableView's `RowAnimation`, for insertions (``UpdateAnimationSettings/insertion``)
/// and deletions (``UpdateAnimationSettings/deletion``). `.automatic` is ``fade``; UIKit's
/// `.middle` has no counterpart.
public enum RowAnimation: Hashable, Sendable {
    /// It fades in or out where it is (UIKit's `.fade` and `.automatic`).
    case fade
    /// It slides in from, or out to, the left: its width to the left.
    case left
    /// It slides in from, or out to, the right: its width to the right.
    case right
    /// It slides down into its place from its height above, or up out of it, fading.
    case top
    /// It slides up into its place from its height below, or down out of it, fading.
    case bottom
    /// It appears or goes at once (a deleted row's cell goes back to its pool with the batch).
    case none

    /// Where an element at `frame` is drawn at the far end of its way: invisible or beside it.
    ///
    /// - Complexity: O(1).
    func farEnd(of frame: Rect) -> Presentation {
        var far = frame
        switch self {
        case .fade: return Presentation(frame: frame, alpha: 0)
        case .left: far.origin.x -= frame.width
        case .right: far.origin.x += frame.width
        case .top: far.origin.y -= frame.height
        case .bottom: far.origin.y += frame.height
        case .none: return Presentation(frame: frame)
        }
        return Presentation(frame: far, alpha: self == .top || self == .bottom ? 0 : 1)
    }
}
