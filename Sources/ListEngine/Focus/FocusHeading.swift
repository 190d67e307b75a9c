/// Where a keyboard focus move goes (``ListView/moveFocus(_:)``): a row or item away, a
/// screenful away, or to either end — the arrow keys, Page Up and Page Down, Home and End.
public enum FocusHeading: Hashable, Sendable, CaseIterable {
    /// The row above; in a grid or flow, the item in the line above nearest the focused one's
    /// centre.
    case up
    /// The row below; in a grid or flow, the item in the line below nearest the focused one's
    /// centre.
    case down
    /// In a grid or flow, the item before the focused one on its line (none at the line's start);
    /// nothing in a table.
    case left
    /// In a grid or flow, the item after the focused one on its line (none at the line's end);
    /// nothing in a table.
    case right
    /// A screenful up: the row (or the item nearest the focused one's centre) a page above — the
    /// visible area's height less its insets and a section header pinned over it, so no row is
    /// passed unseen; the first row if none is that far.
    case pageUp
    /// A screenful down: the row (or item) a page below; the last if none is that far.
    case pageDown
    /// The first row that can take the focus.
    case first
    /// The last row that can take the focus.
    case last

    /// The heading in a list drawn mirrored (right to left): left and right swap.
    var mirrored: FocusHeading {
        switch self {
        case .left: .right
        case .right: .left
        default: self
        }
    }
}
