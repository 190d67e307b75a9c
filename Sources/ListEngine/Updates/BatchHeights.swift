/// The heights a batch brings, asked of the delegate before anything changes: every section's
/// header and footer (kept for a section that stays and is not reloaded), the rows that arrive
/// new, and the rows reloaded.
struct BatchHeights {
    /// Each section's header height, after the batch.
    private(set) var headers: [Double] = []
    /// Each section's footer height, after the batch.
    private(set) var footers: [Double] = []
    /// The heights of rows that arrive new (rows with their own heights), per section after
    /// the batch: every row's for an inserted section; for another, one per row of its
    /// `plan.addedRows`, in that order (0 for a row that moves in). Empty with a fixed height.
    private var arriving: [[Double]] = []
    /// Reloaded rows after the batch: their new per-row height, or nil to measure again.
    private(set) var reloadedRows: [(ListIndexPath, Double?)] = []

    /// Asks `source` for the heights `plan` brings to the rows of `table` (the geometry before
    /// the batch). Throws what the delegate reports wrong, before anything changes.
    ///
    /// - Complexity: O(sections + k) for k rows that arrive or are reloaded, plus the delegate's
    ///   calls; O(sections) with one fixed row height.
    init(_ plan: BatchUpdatePlan, table: TableGeometry, source: some BatchHeightSource) throws(ListError) {
        for t in 0..<plan.newSectionCount {
            let s = plan.oldSection[t]
            if s >= 0, !plan.reloadedSections.contains(s) {
                headers.append(table.headerHeights[s])
                footers.append(table.footerHeights[s])
            } else {
                let (header, footer) = try source.headerFooterHeights(ofSection: t)
                headers.append(header)
                footers.append(footer)
            }
        }
        guard table.index != nil else { return }
        let delegate = source.delegate  // loaded once, not once a row
        arriving.reserveCapacity(plan.newSectionCount)
        for t in 0..<plan.newSectionCount {
            var heights = [Double]()
            if plan.oldSection[t] < 0 {
                heights.reserveCapacity(plan.newRowCounts[t])
                for row in 0..<plan.newRowCounts[t] {
                    heights.append(try Self.ask(source, ListIndexPath(row: row, section: t), delegate))
                }
            } else {
                heights.reserveCapacity(plan.addedRows[t].count)
                for (k, row) in plan.addedRows[t].enumerated() {
                    let path = ListIndexPath(row: row, section: t)
                    if plan.addedMove(k, inSection: t) < 0 { heights.append(try Self.ask(source, path, delegate)) } else { heights.append(0) }
                }
            }
            arriving.append(heights)
        }
        var reloaded = [ListIndexPath]()
        for s in plan.reloadedSections {
            for row in 0..<plan.oldRowCounts[s] { reloaded.append(ListIndexPath(row: row, section: s)) }
        }
        reloaded += plan.reloadedRows.filter { !plan.reloadedSections.contains($0.section) }
        for old in reloaded {
            guard let new = plan.newIndexPath(for: old) else { continue }
            if case .perRow = source.rowHeight {
                let height = source.initialHeight(ofRow: new, delegate: source.delegate)
                guard ListView.isValidHeight(height) else { throw .invalidHeight(height, at: new) }
                reloadedRows.append((new, height))
            } else {
                reloadedRows.append((new, nil))
            }
        }
    }

    /// The height `source` gives the row at `path`, checked.
    ///
    /// - Complexity: O(1) plus the delegate's call.
    private static func ask(_ source: some BatchHeightSource, _ path: ListIndexPath,
                            _ delegate: (any ListDelegate)?) throws(ListError) -> Double {
        let height = source.initialHeight(ofRow: path, delegate: delegate)
        guard ListView.isValidHeight(height) else { throw .invalidHeight(height, at: path) }
        return height
    }

    /// The height of the row arriving new as the `arrival`-th of section `t`'s
    /// `plan.addedRows` (its row, in an inserted section); 0 with a fixed height.
    ///
    /// - Complexity: O(1).
    func row(arriving arrival: Int, inSection t: Int) -> Double {
        t < arriving.count ? arriving[t][arrival] : 0
    }
}
