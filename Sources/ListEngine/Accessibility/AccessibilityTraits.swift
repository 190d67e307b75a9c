/// What kind of element an ``AccessibilityElement`` is and what state it is in, as a platform's
/// roles and states name them (UIAccessibilityTraits, AT-SPI states, ARIA attributes).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16

    /// Traits from their bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// A section's header (a heading a screen reader can jump between).
    public static let header = AccessibilityTraits(rawValue: 1 << 0)
    /// A section's footer.
    public static let footer = AccessibilityTraits(rawValue: 1 << 1)
    /// The row is selected.
    public static let selected = AccessibilityTraits(rawValue: 1 << 2)
    /// Activating the row selects it (the list allows selection and the row may be highlighted).
    public static let button = AccessibilityTraits(rawValue: 1 << 3)
    /// The element offers custom actions (``AccessibilityElement/actions``).
    public static let hasActions = AccessibilityTraits(rawValue: 1 << 4)
    /// The row or header has the keyboard focus (``ListView/focusedTarget``).
    public static let focused = AccessibilityTraits(rawValue: 1 << 5)
    /// The row stands in for data not loaded yet (a placeholder of a ``ListPager``'s page).
    public static let placeholder = AccessibilityTraits(rawValue: 1 << 6)
    /// The row's slow content has not arrived yet (a ``PrefetchScheduler``'s cell waiting).
    public static let busy = AccessibilityTraits(rawValue: 1 << 7)
}
