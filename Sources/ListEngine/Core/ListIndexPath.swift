/// The position of a row in a list: its section and its row within that section.
///
/// A plain value (two integers), so it never allocates, unlike Foundation's `IndexPath`.
public struct ListIndexPath: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The section, counted from 0.
    public var section: Int
    /// The row within `section`, counted from 0.
    public var row: Int

    /// Creates an index path for `row` in `section`.
    public init(row: Int, section: Int) {
        self.section = section
        self.row = row
    }

    /// Orders index paths as rows appear on screen: by section, then by row.
    public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    public var description: String { "[\(section), \(row)]" }
}
