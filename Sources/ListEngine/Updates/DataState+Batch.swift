extension DataState {
    /// Counts rows that the batch `plan` brought above the anchor row as new content the user
    /// has not seen, and in a list that anchors to its end (`end`) but is away from it, rows that
    /// arrived below the viewport (the first row below it: `visibleEnd()`, asked only then).
    /// `unseenAbove` and `unseenBelow`: the rows already counted, as runs of rows in sections
    /// before the batch; `geometry`: the rows after it. In a list that anchors to its end, the
    /// rows that arrived there are announced through `accessibility`
    /// (``ListDelegate/listView(_:announce:)``) when the operation ends.
    ///
    /// - Complexity: O(sections + k log k + r log r) for k rows that arrive and r runs: a
    ///   section inserted above is one run, whatever its rows.
    mutating func noteNewRows(_ plan: BatchUpdatePlan, unseenAbove: [(section: Int, rows: Range<Int>)],
                              unseenBelow: [(section: Int, rows: Range<Int>)], anchorRow: Int?, geometry: TableGeometry,
                              end: EndAnchor, accessibility: AccessibilityModel, visibleEnd: () -> Int) {
        let rowStart = geometry.rowStart
        unseenRowsAbove = UnseenRows(plan, before: unseenAbove, arriving: anchorRow.map { Int.min..<$0 } ?? 0..<0, rowStart: rowStart)
        guard end.isEnabled else { return }
        // A batch that deletes sections and inserts others replaces content (a snapshot of new
        // sections) rather than adding to it: the rows of its new sections are not news.
        let replacesSections = (0..<plan.oldSectionCount).contains { plan.newSection[$0] < 0 }
        if end.keepsEnd {
            unseenRowsBelow = UnseenRows(plan, before: unseenBelow, arriving: 0..<0, rowStart: rowStart)
            guard accessibility.hearsAnnouncements else { return }
            // The rows that arrived after every row that stayed: shown, as the list kept its end.
            var expected = geometry.totalRows
            var runs = [Range<Int>]()
            plan.forEachArrival(within: 0..<Int.max, rowStart: rowStart) { run, inNewSection in
                if !(inNewSection && replacesSections) { runs.append(run) }
            }
            for run in runs.reversed() where run.upperBound == expected { expected = run.lowerBound }
            accessibility.noteRowsArrivedAtEnd(geometry.totalRows - expected, shown: true)
        } else {
            let below = visibleEnd()..<Int.max
            unseenRowsBelow = UnseenRows(plan, before: unseenBelow, arriving: below, rowStart: rowStart)
            guard accessibility.hearsAnnouncements else { return }
            var arrived = 0
            plan.forEachArrival(within: below, rowStart: rowStart) { run, inNewSection in
                if !(inNewSection && replacesSections) { arrived += run.count }
            }
            accessibility.noteRowsArrivedAtEnd(arrived, shown: false)
        }
    }
}
