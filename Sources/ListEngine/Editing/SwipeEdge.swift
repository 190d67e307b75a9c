/// The edge of a row whose actions a swipe reveals.
public enum SwipeEdge: Hashable, Sendable {
    /// The leading (left) edge: revealed by a swipe to the right.
    case leading
    /// The trailing (right) edge: revealed by a swipe to the left.
    case trailing
}
