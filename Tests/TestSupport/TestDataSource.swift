import ListEngine

/// A cell that records how often it was prepared for reuse.
package final class TestCell: ListCell {
    package var preparedForReuse = 0
    package var configuredFor: ListIndexPath?

    override package func prepareForReuse() {
        preparedForReuse += 1
        configuredFor = nil
    }
}

/// A data source and delegate over plain arrays, recording what the engine asks of it.
package final class TestDataSource: ListDataSource, ListDelegate {
    package var rows: [[Double]]
    package var headers: [Double]
    package var footers: [Double]
    package var headerTitles: [String?]
    package var indexTitles: [String]?
    package var identifier = "cell"
    package var configured: [ListIndexPath] = []
    package var displayedNow: Set<ListIndexPath> = []
    package var willDisplayCount = 0
    package var didEndCount = 0
    package var failingRows: Set<ListIndexPath> = []
    /// Per-row estimates for self-sizing lists; nil leaves the list's estimate.
    package var estimates: [[Double]]?
    /// A flow's item widths (their heights are `rows`); nil gives no sizes (the layout's estimate).
    package var widths: [[Double]]?
    /// How many times the delegate was asked an item's size.
    package var sizesAsked = 0

    package init(rows: [[Double]], headers: [Double]? = nil, footers: [Double]? = nil) {
        self.rows = rows
        self.headers = headers ?? Array(repeating: 0, count: rows.count)
        self.footers = footers ?? Array(repeating: 0, count: rows.count)
        self.headerTitles = Array(repeating: nil, count: rows.count)
    }

    package var reference: ReferenceTable { ReferenceTable(headers: headers, footers: footers, rows: rows) }

    package struct Failure: Error, CustomStringConvertible {
        package var description: String { "no content" }

        /// The failure.
        package init() {}
    }

    package func numberOfSections(in listView: ListView) -> Int { rows.count }
    package func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    package func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        if failingRows.contains(indexPath) { throw Failure() }
        let cell = try listView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        (cell as? TestCell)?.configuredFor = indexPath
        configured.append(indexPath)
        return cell
    }
    package func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    package func sectionIndexTitles(for listView: ListView) -> [String]? { indexTitles }

    package func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? {
        rows[indexPath.section][indexPath.row]
    }
    package func listView(_ listView: ListView, estimatedHeightForRowAt indexPath: ListIndexPath) -> Double? {
        estimates?[indexPath.section][indexPath.row]
    }
    package func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? {
        sizesAsked += 1
        guard let widths else { return nil }
        return Size(width: widths[indexPath.section][indexPath.row], height: rows[indexPath.section][indexPath.row])
    }
    package func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { headers[section] }
    package func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double? { footers[section] }
    package func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath) {
        willDisplayCount += 1
        displayedNow.insert(indexPath)
    }
    package func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath) {
        didEndCount += 1
        displayedNow.remove(indexPath)
    }
}

/// A list over `source` with a registered `TestCell`, a viewport and loaded data.
package func makeList(_ source: TestDataSource, style: TableStyle = .plain, layout: ListLayout = .table,
                      rowHeight: RowHeight = .perRow, viewport: Size = Size(width: 320, height: 480)) throws -> ListView {
    try makeList(over: source, cells: [(source.identifier, TestCell.self)], style: style, layout: layout, rowHeight: rowHeight,
                 viewport: viewport)
}
