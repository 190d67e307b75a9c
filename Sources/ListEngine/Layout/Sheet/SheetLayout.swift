/// A sheet: a spreadsheet or data grid. Rows are a table's — sections, headers spanning the
/// row, heights fixed, per row or self-sizing (``RowHeight``) — and each row is cut into
/// columns of their own widths, scrolled horizontally; the first ``frozenRows`` rows and the
/// first ``frozenColumns`` columns never scroll in their axis.
///
/// The list still gives every row a cell from ``ListDataSource`` (the row's own: its
/// selection, editing and accessibility); the cells of the row's columns come from a
/// ``ListSheetDataSource`` (``ListView/sheetDataSource``), from the same reuse pools, for the
/// rows in the list's ready window and the columns in the horizontal ready window only
/// (``ListView/forEachSheetCell(_:)``).
///
/// ```swift
/// try list.setListLayout(.sheet(SheetLayout(columnWidths: .perColumn, frozenRows: 1, frozenColumns: 1)))
/// list.sheetDataSource = model          // numberOfColumns(in:), cellForRowAt:column:, widthOfColumn:
/// try list.reloadData()
/// try list.setContentOffset(Point(x: 1_200, y: 0))   // columns scroll with the offset's x
/// ```
public struct SheetLayout: Hashable, Sendable {
    /// How the columns get their widths.
    public enum ColumnWidths: Hashable, Sendable {
        /// Every column this wide: no memory per column.
        case fixed(Double)
        /// Each column as wide as the sheet data source says
        /// (``ListSheetDataSource/listView(_:widthOfColumn:)``), asked for every column at a reload.
        case perColumn
        /// Each column starts `estimate` wide and widens to the widest cell configured in it
        /// (``ListCell/preferredSize(fittingWidth:)``), keeping the first visible column where it is.
        case measured(estimate: Double)
    }

    /// How the columns get their widths.
    public var columnWidths: ColumnWidths
    /// The space between a column and the next.
    public var columnSpacing: Double
    /// How many leading rows stay at the top whatever the vertical scroll (a header record).
    public var frozenRows: Int
    /// How many leading columns stay at the left whatever the horizontal scroll.
    public var frozenColumns: Int

    /// A sheet whose columns are 100 pt wide, with no spacing and nothing frozen.
    public init(columnWidths: ColumnWidths = .fixed(100), columnSpacing: Double = 0, frozenRows: Int = 0, frozenColumns: Int = 0) {
        self.columnWidths = columnWidths
        self.columnSpacing = columnSpacing
        self.frozenRows = frozenRows
        self.frozenColumns = frozenColumns
    }

    /// The most frozen rows a sheet may have: they are all on screen at once.
    public static let maximumFrozenRows = 1_000

    /// Checks the configuration: widths and spacing valid lengths, frozen counts from 0 (at most
    /// ``maximumFrozenRows`` rows; frozen columns beyond the column count are checked at a reload).
    ///
    /// - Throws: ``ListError/invalidLayout(_:)`` naming what is wrong.
    /// - Complexity: O(1).
    func validate() throws(ListError) {
        switch columnWidths {
        case let .fixed(width), let .measured(estimate: width):
            guard ListView.isValidHeight(width) else { throw .invalidColumnWidth(width, column: nil) }
        case .perColumn:
            break
        }
        guard ListView.isValidHeight(columnSpacing) else {
            throw .invalidLayout("columnSpacing is \(columnSpacing); it must be finite, ≥ 0 and ≤ 2²⁴")
        }
        guard frozenRows >= 0, frozenRows <= Self.maximumFrozenRows else {
            throw .invalidLayout("\(frozenRows) frozen rows; a sheet has 0 to \(Self.maximumFrozenRows)")
        }
        guard frozenColumns >= 0 else { throw .invalidLayout("\(frozenColumns) frozen columns; it must be ≥ 0") }
    }
}
