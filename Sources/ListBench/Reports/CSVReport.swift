/// One line per frame: first the columns every CSV keeps (`scenario`, then `frame` to
/// `blankArea`), then the phase split and the rest. New columns go at the end. `dequeueUs`,
/// `configureUs` and `contentLayoutUs` (realistic cells) are 0 unless phases are timed
/// (`--phases`); `layoutUs` then includes them. `offsetXPt`, `firstVisibleColumn` and
/// `lastVisibleColumn` are a sheet's horizontal offset and scrolling columns on screen (0, -1
/// and -1 for other layouts).
public enum CSVReport {
    /// The CSV columns, in order.
    public static let header = "scenario,frame,offsetPt,firstVisibleRow,lastVisibleRow,workUs,allocations,cellsCreated,blankArea,"
        + "allocatedBytes,cellsReused,updateUs,layoutUs,dequeueUs,configureUs,prefetchUs,anchorDriftPt,updatedData,cellsRecycled,contentLayoutUs,"
        + "offsetXPt,firstVisibleColumn,lastVisibleColumn"

    /// One line per frame of every result, after the header.
    public static func render(_ results: [ScenarioResult]) -> String {
        var out = header + "\n"
        for result in results {
            for r in result.records {
                out += "\(result.report.name),\(r.frame),\(r.offsetPt),\(r.firstVisibleRow),\(r.lastVisibleRow),"
                out += "\(microseconds(r.workNs)),\(r.allocations),\(r.cellsCreated),\(r.blankArea),"
                out += "\(r.allocatedBytes),\(r.cellsReused),\(microseconds(r.updateNs)),\(microseconds(r.layoutNs)),"
                out += "\(microseconds(r.dequeueNs)),\(microseconds(r.configureNs)),\(microseconds(r.prefetchNs)),\(r.anchorDriftPt),\(r.updatedData ? 1 : 0),"
                out += "\(r.cellsRecycled),\(microseconds(r.contentLayoutNs)),"
                out += "\(r.offsetXPt),\(r.firstVisibleColumn),\(r.lastVisibleColumn)\n"
            }
        }
        return out
    }

    static func microseconds(_ ns: UInt64) -> Double { Double(ns) / 1000 }
}
