/// What a screen reader is told of one row, item, header or footer of the list — a renderer
/// maps it to its platform (an AT-SPI accessible, a UIAccessibilityElement, a UIA element, an
/// ARIA row): what it is, what to say, where it is in the list and on screen, and what can be
/// done with it. ``ListView/accessibilityElements()`` gives those of the rows and section views
/// in the ready window, in reading order.
public struct AccessibilityElement: Hashable, Sendable {
    /// Which element: a row (or item) by index path, or a section's header or footer.
    ///
    /// An identifier names a place in the list, not a cell: it stays the same while cells are
    /// reused and scrolled, and a batch update moves it with its row as the index path does.
    public enum ID: Hashable, Sendable, CustomStringConvertible {
        /// The row (a collection's item) at an index path.
        case row(ListIndexPath)
        /// A section's header.
        case header(section: Int)
        /// A section's footer.
        case footer(section: Int)

        /// The element's section.
        public var section: Int {
            switch self {
            case let .row(indexPath): indexPath.section
            case let .header(section), let .footer(section): section
            }
        }

        /// `row [s, r]`, `header s` or `footer s`.
        public var description: String {
            switch self {
            case let .row(indexPath): "row \(indexPath)"
            case let .header(section): "header \(section)"
            case let .footer(section): "footer \(section)"
            }
        }
    }

    /// Which element this is.
    public var id: ID
    /// What to say: the delegate's label, else the cell's or view's
    /// (``ListReusableView/accessibilityLabel``: a content cell's texts), else the section's title.
    public var label: String
    /// What kind of element it is and its state.
    public var traits: AccessibilityTraits
    /// Where it is in its section and in the list; nil for a header or footer.
    public var position: AccessibilityPosition?
    /// Its frame in the list's content coordinates (subtract ``ListView/contentOffset`` for the
    /// screen's).
    public var frame: Rect
    /// What a screen reader offers beside activating it: the row's swipe actions, and moves.
    public var actions: [AccessibilityAction]

    /// An element with these parts.
    public init(id: ID, label: String, traits: AccessibilityTraits, position: AccessibilityPosition?, frame: Rect,
                actions: [AccessibilityAction] = []) {
        self.id = id
        self.label = label
        self.traits = traits
        self.position = position
        self.frame = frame
        self.actions = actions
    }
}
