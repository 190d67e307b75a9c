/// What a screen reader is told of the list as a whole: its true counts, not the number of
/// cells in use — ARIA's `aria-rowcount` and `aria-colcount`, AT-SPI's table size,
/// UIAccessibilityContainer's `accessibilityRowCount`.
public struct AccessibilityContainer: Hashable, Sendable {
    /// The number of rows (a collection's items) in all sections.
    public var rows: Int
    /// The number of sections.
    public var sections: Int
    /// In a grid, the number of lines in all sections (a section's last line may be short);
    /// nil in a table, flow or custom layout.
    public var lines: Int?
    /// In a grid, the number of columns; nil elsewhere.
    public var columns: Int?

    /// A container with these counts.
    public init(rows: Int, sections: Int, lines: Int? = nil, columns: Int? = nil) {
        self.rows = rows
        self.sections = sections
        self.lines = lines
        self.columns = columns
    }
}
