/// Where a row or item is: in its section and in the whole list, counted from 1 as a screen
/// reader says it ("row 5 of 1,000,000"); in a grid also its line and column (ARIA's
/// `aria-rowindex` and `aria-colindex`, AT-SPI's table cell position).
public struct AccessibilityPosition: Hashable, Sendable {
    /// The row's number in its section, from 1.
    public var rowInSection: Int
    /// The number of rows in its section.
    public var rowsInSection: Int
    /// Its section's number, from 1.
    public var section: Int
    /// The number of sections.
    public var sections: Int
    /// The row's number in the list, counted across sections, from 1.
    public var rowInList: Int
    /// The number of rows in the list.
    public var rowsInList: Int
    /// In a grid, the row's line in its section, from 1; nil in a table, flow or custom layout.
    public var line: Int?
    /// In a grid, the row's column, from 1; nil elsewhere.
    public var column: Int?

    /// A position with these numbers.
    public init(rowInSection: Int, rowsInSection: Int, section: Int, sections: Int, rowInList: Int, rowsInList: Int,
                line: Int? = nil, column: Int? = nil) {
        self.rowInSection = rowInSection
        self.rowsInSection = rowsInSection
        self.section = section
        self.sections = sections
        self.rowInList = rowInList
        self.rowsInList = rowsInList
        self.line = line
        self.column = column
    }
}
