/// A cell of a sheet (``ListLayout/sheet(_:)``): the row at an index path, in a column.
public struct SheetCellPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The cell's row.
    public var indexPath: ListIndexPath
    /// The cell's column.
    public var column: Int

    /// The cell of the row at `indexPath` in `column`.
    public init(_ indexPath: ListIndexPath, column: Int) {
        self.indexPath = indexPath
        self.column = column
    }

    /// Row by row, then left to right.
    public static func < (a: SheetCellPath, b: SheetCellPath) -> Bool {
        a.indexPath != b.indexPath ? a.indexPath < b.indexPath : a.column < b.column
    }

    public var description: String { "\(indexPath) column \(column)" }
}
