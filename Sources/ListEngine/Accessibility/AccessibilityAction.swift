/// A custom action a screen reader offers on a row ("Delete", "Move up"): what a swipe or a
/// drag would do, for someone who cannot swipe or drag. Perform it with
/// ``ListView/performAccessibilityAction(_:on:)``.
public struct AccessibilityAction: Hashable, Sendable {
    /// What performing the action does.
    public enum Kind: Hashable, Sendable {
        /// Performs swipe action `index` of the row's actions on `edge`, as tapping its button
        /// does (``ListView/performSwipeAction(at:)``).
        case swipe(edge: SwipeEdge, index: Int)
        /// Moves the row one place up (to the end of the section above from a section's first).
        case moveUp
        /// Moves the row one place down (to the start of the section below from a section's last).
        case moveDown
    }

    /// What to say: the swipe action's title, or "Move up" / "Move down" as the formatter says.
    public var name: String
    /// What performing it does.
    public var kind: Kind

    /// An action named `name` that does `kind`.
    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}
