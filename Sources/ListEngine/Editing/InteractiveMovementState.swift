/// What a renderer draws while a row moves interactively (``ListView/interactiveMovement``):
/// the moving row floating at ``floatingFrame``, the gap where it would land at ``gapFrame``.
/// The cells' own frames, and the headers', footers' and backgrounds', already show the gap.
public struct InteractiveMovementState: Hashable, Sendable {
    /// The row that moves, as the list shows it.
    public var source: ListIndexPath
    /// Where it lands if the move ends now, as after the move.
    public var destination: ListIndexPath
    /// The centre of the moving row, in viewport coordinates (the last target position).
    public var position: Point
    /// The moving row's frame under the finger, in content coordinates.
    public var floatingFrame: Rect
    /// The gap: where the row lands if the move ends now, in content coordinates.
    public var gapFrame: Rect
    /// How fast the list scrolls by itself because the position is near an edge, in points per
    /// second (negative: up); 0 when it does not.
    public var autoScrollVelocity: Double
}
