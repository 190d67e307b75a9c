/// The columns of a sheet (``ListLayout/sheet(_:)``) and the cells where its rows meet them:
/// what a data grid adds to a table's ``ListDataSource``. Called on the engine's thread; held
/// as the data source is, without keeping it alive (``ListView/sheetDataSource``).
public protocol ListSheetDataSource: AnyObject {
    /// The number of columns, asked at every reload (``ListView/reloadData()``).
    func numberOfColumns(in listView: ListView) -> Int
    /// A configured cell for the row at `indexPath` in `column`, usually from
    /// ``ListView/dequeueReusableCell(withIdentifier:for:)``: asked when the row and the column
    /// both come into the ready windows. If it throws, the cell is a ``PlaceholderCell`` and the
    /// error is reported as a diagnostic.
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath, column: Int) throws -> ListCell
    /// The width of `column` for ``SheetLayout/ColumnWidths/perColumn``, asked for every column
    /// at a reload. Default: 100.
    func listView(_ listView: ListView, widthOfColumn column: Int) -> Double
}

extension ListSheetDataSource {
    public func listView(_ listView: ListView, widthOfColumn column: Int) -> Double { 100 }
}
