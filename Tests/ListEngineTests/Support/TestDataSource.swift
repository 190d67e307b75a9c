@testable import ListEngine

/// A cell that records how often it was prepared for reuse.
final class TestCell: ListCell {
    var preparedForReuse = 0
    var configuredFor: ListIndexPath?

    override func prepareForReuse() {
        preparedForReuse += 1
        configuredFor = nil
    }
}

/// A data source and delegate over plain arrays, recording what the engine asks of it.
final class TestDataSource: ListDataSource, ListDelegate {
    var rows: [[Double]]
    var headers: [Double]
    var footers: [Double]
    var headerTitles: [String?]
    var indexTitles: [String]?
    var identifier = "cell"
    var configured: [ListIndexPath] = []
    var displayedNow: Set<ListIndexPath> = []
    var willDisplayCount = 0
    var didEndCount = 0
    var failingRows: Set<ListIndexPath> = []
    /// Per-row estimates for self-sizing lists; nil leaves the list's estimate.
    var estimates: [[Double]]?

    init(rows: [[Double]], headers: [Double]? = nil, footers: [Double]? = nil) {
        self.rows = rows
        self.headers = headers ?? Array(repeating: 0, count: rows.count)
        self.footers = footers ?? Array(repeating: 0, count: rows.count)
        self.headerTitles = Array(repeating: nil, count: rows.count)
    }

    var reference: ReferenceTable { ReferenceTable(headers: headers, footers: footers, rows: rows) }

    struct Failure: Error, CustomStringConvertible {
        var description: String { "no content" }
    }

    func numberOfSections(in listView: ListView) -> Int { rows.count }
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        if failingRows.contains(indexPath) { throw Failure() }
        let cell = try listView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        (cell as? TestCell)?.configuredFor = indexPath
        configured.append(indexPath)
        return cell
    }
    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func sectionIndexTitles(for listView: ListView) -> [String]? { indexTitles }

    func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? {
        rows[indexPath.section][indexPath.row]
    }
    func listView(_ listView: ListView, estimatedHeightForRowAt indexPath: ListIndexPath) -> Double? {
        estimates?[indexPath.section][indexPath.row]
    }
    func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { headers[section] }
    func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double? { footers[section] }
    func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath) {
        willDisplayCount += 1
        displayedNow.insert(indexPath)
    }
    func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath) {
        didEndCount += 1
        displayedNow.remove(indexPath)
    }
}

/// A list over `source` with a registered `TestCell`, a viewport and loaded data.
func makeList(_ source: TestDataSource, style: TableStyle = .plain, rowHeight: RowHeight = .perRow,
              viewport: Size = Size(width: 320, height: 480)) throws -> ListView {
    let list = ListView(style: style, rowHeight: rowHeight)
    list.register(TestCell.self, forCellReuseIdentifier: source.identifier)
    list.dataSource = source
    list.delegate = source
    try list.setViewportSize(viewport)
    try list.reloadData()
    return list
}
