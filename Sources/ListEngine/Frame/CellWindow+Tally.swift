/// The window's side of a pass's report: the rows that appeared and disappeared, and the cells
/// its pool made and reused, counted from a tally taken before the pass.
extension CellWindow {
    /// The displayed rows and the pool's counts at a moment.
    struct Tally {
        /// The rows displayed then.
        let displayed: Range<Int>
        /// The pool's counts then.
        let pool: ReuseStatistics
    }

    /// The displayed rows and the pool's counts now.
    ///
    /// - Complexity: O(reuse identifiers).
    var tally: Tally { Tally(displayed: displayed, pool: pool.totalStatistics) }

    /// Writes into `report` the rows displayed now, those that appeared and disappeared since
    /// `before`, and the cells created and reused since.
    ///
    /// - Complexity: O(reuse identifiers).
    func report(since before: Tally, into report: inout LayoutPassReport) {
        let poolNow = pool.totalStatistics
        report.visibleRows = displayed
        report.appeared = RowRuns(displayed, minus: before.displayed)
        report.disappeared = RowRuns(before.displayed, minus: displayed)
        report.cellsCreated = poolNow.created - before.pool.created
        report.cellsReused = poolNow.reused - before.pool.reused
    }
}
