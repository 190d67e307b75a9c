/// The left edges and widths of a run of a sheet's columns, read from the columns once and kept
/// while the run and the columns stay the same: what a pass frames its new cells with, instead
/// of two searches of the column index a cell.
struct SheetColumnSpans {
    /// The columns kept.
    private(set) var columns: Range<Int> = 0..<0
    /// The version of the columns they were read from.
    private var version = -1
    /// Each column's left edge and width, from `columns.lowerBound`.
    private var spans: ContiguousArray<(x: Double, width: Double)> = []

    /// Keeps the spans of `run` of `sheet` (numbered `version`), reading them again if the run
    /// or the version changed.
    ///
    /// - Complexity: O(1) when kept; O(log n + run.count) to read (one descent a leaf of the
    ///   index); no allocation once the buffer has grown to the longest run.
    mutating func cover(_ run: Range<Int>, of sheet: SheetColumns, version: Int) {
        guard run != columns || version != self.version else { return }
        columns = run
        self.version = version
        spans.removeAll(keepingCapacity: true)
        guard !run.isEmpty else { return }
        sheet.forEachColumn(in: run) { _, offset, width in spans.append((offset, width)) }
    }

    /// Column `c`'s left edge and width.
    ///
    /// - Precondition: `columns.contains(c)`.
    /// - Complexity: O(1).
    subscript(c: Int) -> (x: Double, width: Double) { spans[c - columns.lowerBound] }
}
