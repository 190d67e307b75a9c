/// How a row, item or section view that arrives or leaves with an animated update is drawn at
/// the far end of its way: UITableView's `RowAnimation`, for insertions
/// (``UpdateAnimationSettings/insertion``) and deletions (``UpdateAnimationSettings/deletion``),
/// or a ``custom(_:)`` transition of your own. `.automatic` is ``fade``; UIKit's `.middle` has no
/// counterpart.
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
    /// Where `transition` says, for each kind of element (cells, headers, footers, decorations).
    case custom(any UpdateTransition)

    /// Where `element` is drawn at the far end of its way, `arriving` or leaving: invisible or
    /// beside it, or where the custom transition says — a fade where it is if that is not a
    /// finite frame within the list's coordinates; a negative size as 0, the opacity within 0…1.
    ///
    /// - Complexity: O(1) plus the custom transition's.
    func farEnd(of element: TransitionElement, arriving: Bool) -> Presentation {
        let frame = element.frame
        var far = frame
        switch self {
        case .fade: return Presentation(frame: frame, alpha: 0)
        case .left: far.origin.x -= frame.width
        case .right: far.origin.x += frame.width
        case .top: far.origin.y -= frame.height
        case .bottom: far.origin.y += frame.height
        case .none: return Presentation(frame: frame)
        case let .custom(transition):
            var end = arriving ? transition.appearance(of: element) : transition.disappearance(of: element)
            let f = end.frame
            let limit = ListView.maximumCoordinate
            guard abs(f.minX) <= limit, abs(f.minY) <= limit, abs(f.width) <= limit, abs(f.height) <= limit, !end.alpha.isNaN else {
                return Presentation(frame: frame, alpha: 0)
            }
            end.frame.size = Size(width: Swift.max(0, f.width), height: Swift.max(0, f.height))
            end.alpha = Swift.min(1, Swift.max(0, end.alpha))
            return end
        }
        return Presentation(frame: far, alpha: self == .top || self == .bottom ? 0 : 1)
    }

    /// Whether it is ``none``.
    var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    /// Built-in animations are equal by case; custom ones when their transitions are of one
    /// type and equal.
    public static func == (a: RowAnimation, b: RowAnimation) -> Bool {
        switch (a, b) {
        case (.fade, .fade), (.left, .left), (.right, .right), (.top, .top), (.bottom, .bottom), (.none, .none): true
        case let (.custom(x), .custom(y)): AnyHashable(x) == AnyHashable(y)
        default: false
        }
    }

    /// Hashes the case, and a custom transition.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .fade: hasher.combine(0)
        case .left: hasher.combine(1)
        case .right: hasher.combine(2)
        case .top: hasher.combine(3)
        case .bottom: hasher.combine(4)
        case .none: hasher.combine(5)
        case let .custom(transition):
            hasher.combine(6)
            hasher.combine(AnyHashable(transition))
        }
    }
}
