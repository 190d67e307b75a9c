/// The widths a pass's new cells asked for in a sheet whose columns are measured
/// (``SheetLayout/ColumnWidths/measured(estimate:)``): for each column, the widest cell that
/// does not fit its column as it is. Kept by the sheet from pass to pass, so that noting widths
/// allocates nothing once its buffer has grown.
struct SheetMeasuredWidths {
    /// Whether the columns are measured at all.
    private(set) var measures = false
    /// The columns that need to widen, each with the width its widest new cell asked for.
    private(set) var widths: [(column: Int, width: Double)] = []

    /// Starts a pass: nothing noted, columns measured or not as `measuring` says.
    ///
    /// - Complexity: O(1); keeps the buffer.
    mutating func start(measuring: Bool) {
        measures = measuring
        widths.removeAll(keepingCapacity: true)
    }

    /// Notes the width `cell` (configured for `column`, `width` wide now) asks for, if it is
    /// wider than that and than any noted for the column.
    ///
    /// - Complexity: O(1), plus O(k) for the k columns noted so far when it is wider.
    mutating func note(_ cell: ListCell, column c: Int, width: Double) {
        guard measures, let asked = cell.preferredSize(fittingWidth: .infinity)?.width, asked.isFinite,
              asked > width else { return }
        let wanted = Swift.min(asked, ListView.maximumHeight)
        if let i = widths.firstIndex(where: { $0.column == c }) {
            widths[i].width = Swift.max(widths[i].width, wanted)
        } else {
            widths.append((c, wanted))
        }
    }
}
