import ListEngine

/// Engine bytes per row: what `reloadData` leaves allocated, divided by the rows; for a sheet,
/// also bytes per column: what loading its columns (the first query after the reload) leaves
/// allocated, divided by the columns.
///
/// jemalloc's `stats.allocated`, read before and after the reload, would give it too, but that
/// total is process-wide, so anything another thread allocates meanwhile (a prefetch worker, a
/// parallel test) lands in it; the reload runs on the calling thread, so this reads that
/// thread's allocated-minus-freed counters instead: the same quantity, exact even on a busy
/// process.
public enum EngineMemory {
    /// What a reload keeps allocated.
    public struct Measurement: Hashable, Sendable {
        /// Bytes the engine holds for the loaded rows.
        public var engineBytes: Int
        /// `engineBytes` per row.
        public var bytesPerRow: Double
        /// A sheet's: bytes the engine holds for its columns once loaded (nil for other layouts).
        public var columnBytes: Int?
        /// `columnBytes` per column.
        public var bytesPerColumn: Double?
    }

    /// Reloads `list` and measures what the reload kept allocated, per row of the reloaded
    /// list, and for a sheet what loading its columns then kept, per column; nil if jemalloc is
    /// not the allocator.
    ///
    /// The list is emptied first (reloaded with no data source), loaded once unmeasured (the
    /// first load in a process pays one-time costs; a sheet's columns too) and emptied again,
    /// so the measurement is the same whether or not the list was loaded before — each
    /// scenario of a run on one list reports the same memory — rather than the difference
    /// between two loads of the same rows.
    ///
    /// - Complexity: O(n) (the reload), plus O(columns) for a sheet of per-column widths.
    public static func measureReload(of list: ListView) throws -> Measurement? {
        guard let counters = Jemalloc.ThreadCounters() else { return nil }
        let dataSource = list.dataSource
        func empty() throws {
            list.dataSource = nil
            try list.reloadData()
            list.dataSource = dataSource
        }
        try empty()
        try list.reloadData()
        _ = list.sheetColumnCount   // a sheet's columns too: their first load pays one-time costs as well
        try empty()
        let allocatedBefore = counters.allocatedBytes
        let freedBefore = counters.deallocatedBytes
        try list.reloadData()
        let allocated = Int(counters.allocatedBytes - allocatedBefore)
        let freed = Int(counters.deallocatedBytes - freedBefore)
        let bytes = allocated - freed
        let rows = list.totalRows
        var measurement = Measurement(engineBytes: bytes, bytesPerRow: rows > 0 ? Double(bytes) / Double(rows) : 0)
        if list.listLayout.sheet != nil {
            // A sheet reads its columns at its first pass or query after the reload, not in it.
            let allocatedBefore = counters.allocatedBytes
            let freedBefore = counters.deallocatedBytes
            let columns = list.sheetColumnCount
            let bytes = Int(counters.allocatedBytes - allocatedBefore) - Int(counters.deallocatedBytes - freedBefore)
            measurement.columnBytes = bytes
            measurement.bytesPerColumn = columns > 0 ? Double(bytes) / Double(columns) : 0
        }
        return measurement
    }
}
