/// A sheet's cell as a screen reader sees a data table's (UIKit's
/// `UIAccessibilityContainerDataTable`): where it is among all the rows and columns, which
/// headers name it, and what it says (``ListView/sheetAccessibilityCell(_:)``).
public struct SheetAccessibilityCell: Hashable, Sendable {
    /// What the cell says: its ``ListReusableView/accessibilityLabel`` while the sheet holds it.
    public var label: String?
    /// Its row among all the sheet's rows (global, from 0).
    public var row: Int
    /// Its column, from 0.
    public var column: Int
    /// Whether it is a column header: a cell of a frozen row.
    public var isColumnHeader: Bool
    /// Whether it is a row header: a cell of a frozen column.
    public var isRowHeader: Bool
    /// What its column's headers say (the frozen rows' cells in its column, top to bottom).
    public var columnHeaders: [String]
    /// What its row's headers say (the frozen columns' cells in its row, leading first).
    public var rowHeaders: [String]
    /// Whether it is selected: by itself, its column or its row.
    public var isSelected: Bool
}
