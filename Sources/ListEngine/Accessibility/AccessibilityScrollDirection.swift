/// Which way ``ListView/scrollAccessibilityPage(_:)`` scrolls: what a screen reader's
/// three-finger swipe (or a page command) asks for.
public enum AccessibilityScrollDirection: Hashable, Sendable {
    /// Towards the start: the rows above come into view.
    case up
    /// Towards the end: the rows below come into view.
    case down
}
