import ListEngine

/// Engine bytes per row: what `reloadData` leaves allocated, divided by the rows.
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
    }

    /// Reloads `list` and measures what the reload kept allocated, per row of the reloaded
    /// list; nil if jemalloc is not the allocator.
    ///
    /// The list is emptied first (reloaded with no data source), loaded once unmeasured (the
    /// first load in a process pays one-time costs) and emptied again, so the measurement is the
    /// same whether or not the list was loaded before — each scenario of a run on one list
    /// reports the same memory — rather than the difference between two loads of the same rows.
    ///
    /// - Complexity: O(n) (the reload).
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
        try empty()
        let allocatedBefore = counters.allocatedBytes
        let freedBefore = counters.deallocatedBytes
        try list.reloadData()
        let allocated = Int(counters.allocatedBytes - allocatedBefore)
        let freed = Int(counters.deallocatedBytes - freedBefore)
        let bytes = allocated - freed
        let rows = list.totalRows
        return Measurement(engineBytes: bytes, bytesPerRow: rows > 0 ? Double(bytes) / Double(rows) : 0)
    }
}
