/// What has the keyboard focus: a row (a collection's item) or, where the delegate lets it
/// (``ListDelegate/listView(_:canFocusHeaderInSection:)``), a section's header.
public enum FocusTarget: Hashable, Sendable, CustomStringConvertible {
    /// The row (or item) at an index path.
    case row(ListIndexPath)
    /// A section's header.
    case header(section: Int)

    /// The row's index path; nil for a header.
    ///
    /// - Complexity: O(1).
    public var indexPath: ListIndexPath? {
        if case let .row(indexPath) = self { indexPath } else { nil }
    }

    /// The section whose header this is; nil for a row.
    ///
    /// - Complexity: O(1).
    public var headerSection: Int? {
        if case let .header(section) = self { section } else { nil }
    }

    /// The section it is in.
    ///
    /// - Complexity: O(1).
    public var section: Int {
        switch self {
        case let .row(indexPath): indexPath.section
        case let .header(section): section
        }
    }

    /// `row [s, r]` or `header s`.
    public var description: String {
        switch self {
        case let .row(indexPath): "row \(indexPath)"
        case let .header(section): "header \(section)"
        }
    }
}
