/// Where ``ListView/navigateAccessibility(_:from:)`` goes in reading order: section by
/// section, a section's header first and its footer last, its rows in order (a grid or flow
/// line by line, each line in order along it).
public enum AccessibilityNavigation: Hashable, Sendable {
    /// The element after the current one.
    case next
    /// The element before the current one.
    case previous
    /// The list's first element.
    case first
    /// The list's last element.
    case last
}
