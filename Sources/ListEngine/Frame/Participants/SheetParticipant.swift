/// A sheet in a pass (``ListSheet``): once the rows have their cells and the ranges are
/// published, the cells where those rows meet the columns ready now follow them; the report
/// counts the sheet's cells configured with the rows'.
struct SheetParticipant: FrameParticipant {
    /// - Complexity: O(log n + cells that enter or leave); O(1) when the layout is no sheet.
    func passEnds<Host: FrameHost>(in host: Host, callees: Callees) {
        host.turnSheetCellsOver()
    }

    /// - Complexity: O(1).
    func finish<Host: FrameHost>(_ report: inout LayoutPassReport, in host: Host) {
        report.cellsConfigured += host.sheet.takeConfiguredInPass()
    }
}
