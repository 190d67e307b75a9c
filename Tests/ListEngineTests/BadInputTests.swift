import Testing
@testable import ListEngine
import TestSupport

/// Every bad input has a defined outcome and a clear message, and leaves the list unchanged.
@Suite struct BadInputTests {
    func loadedList(rowHeight: RowHeight = .perRow) throws -> (ListView, TestDataSource) {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 100), Array(repeating: 30, count: 50)],
                                    headers: [28, 28])
        let list = try makeList(source, rowHeight: rowHeight)
        try list.setContentOffset(Point(x: 0, y: 1_000))
        list.layout()
        return (list, source)
    }

    /// What must not change when an input is rejected.
    struct Snapshot: Equatable {
        var offset: Point
        var contentHeight: Double
        var visible: Range<Int>
        var frames: [Rect]
        init(_ list: ListView) {
            offset = list.contentOffset
            contentHeight = list.contentSize.height
            visible = list.ranges.visible
            frames = list.visibleCells.map(\.frame)
        }
    }

    @Test(arguments: [-1.0, .nan, .infinity, -.infinity])
    func invalidRowHeightIsRejected(height: Double) throws {
        let (list, _) = try loadedList()
        let before = Snapshot(list)
        let error = #expect(throws: ListError.self) {
            try list.setHeight(height, forRowAt: ListIndexPath(row: 3, section: 0))
        }
        #expect(error?.description == "invalid height \(height) for row [0, 3]: heights must be finite, ≥ 0 and ≤ 16777216")
        #expect(Snapshot(list) == before)
        #expect(throws: ListError.self) { try list.setRowHeight(.fixed(height)) }
        #expect(throws: ListError.self) { try list.setRowHeight(.selfSizing(estimate: height)) }
        #expect(Snapshot(list) == before)
    }

    @Test func nanHeightsCompareInErrors() {
        // ListError is Hashable; NaN payloads compare unequal, so check the message instead.
        let error = ListError.invalidHeight(.nan, at: nil)
        #expect(error.description.contains("finite, ≥ 0"))
    }

    @Test func invalidHeightFromTheDelegateRejectsTheReload() throws {
        let (list, source) = try loadedList()
        let before = Snapshot(list)
        source.rows[1][7] = -5
        #expect(throws: ListError.invalidHeight(-5, at: ListIndexPath(row: 7, section: 1))) { try list.reloadData() }
        #expect(Snapshot(list) == before)
        source.headers[0] = .infinity
        source.rows[1][7] = 30
        #expect(throws: ListError.invalidHeight(.infinity, at: nil)) { try list.reloadData() }
        #expect(Snapshot(list) == before)
    }

    @Test func invalidMeasuredHeightKeepsTheEstimateAndIsReported() throws {
        let source = TestDataSource(rows: [[44, -3, 44, 44]])
        let list = try makeList(source, rowHeight: .selfSizing(estimate: 50))
        var seen = [ListError]()
        list.diagnosticHandler = { seen.append($0) }
        let report = list.layout()
        #expect(seen == [.invalidHeight(-3, at: ListIndexPath(row: 1, section: 0))])
        #expect(report.diagnostics == 1)
        #expect(list.rectForRow(at: ListIndexPath(row: 1, section: 0))?.height == 50)
    }

    @Test func indexPathsOutOfRange() throws {
        let (list, _) = try loadedList()
        let before = Snapshot(list)
        for path in [ListIndexPath(row: 100, section: 0), ListIndexPath(row: -1, section: 0),
                     ListIndexPath(row: 0, section: 2), ListIndexPath(row: 0, section: -1)] {
            #expect(list.rectForRow(at: path) == nil)
            #expect(list.cellForRow(at: path) == nil)
            #expect(list.globalRow(for: path) == nil)
            #expect(throws: ListError.self) { try list.scrollToRow(at: path, position: .top) }
            #expect(throws: ListError.self) { try list.setHeight(10, forRowAt: path) }
            #expect(throws: ListError.self) { try list.reloadRows(at: [ListIndexPath(row: 0, section: 0), path]) }
            #expect(throws: ListError.self) { try list.dequeueReusableCell(withIdentifier: "cell", for: path) }
        }
        #expect(throws: ListError.indexPathOutOfRange(ListIndexPath(row: 100, section: 0), rowsInSection: 100)) {
            try list.scrollToRow(at: ListIndexPath(row: 100, section: 0), position: .top)
        }
        #expect(ListError.indexPathOutOfRange(ListIndexPath(row: 100, section: 0), rowsInSection: 100).description
            == "index path [0, 100] is out of range: section 0 has 100 row(s)")
        #expect(list.indexPath(forGlobalRow: 150) == nil)
        #expect(list.rect(forSection: 2) == nil)
        #expect(list.rectForHeader(inSection: -1) == nil)
        #expect(throws: ListError.sectionOutOfRange(5, sectionCount: 2)) { try list.reloadSections([5]) }
        #expect(Snapshot(list) == before)
    }

    @Test func unregisteredReuseIdentifier() throws {
        let (list, source) = try loadedList()
        #expect(throws: ListError.unregisteredReuseIdentifier("nope")) {
            try list.dequeueReusableCell(withIdentifier: "nope", for: ListIndexPath(row: 0, section: 0))
        }
        // A data source that dequeues an unregistered identifier gets placeholders and a diagnostic.
        source.identifier = "nope"
        try list.reloadData()
        var seen = [ListError]()
        list.diagnosticHandler = { seen.append($0) }
        let report = list.layout()
        #expect(report.diagnostics == report.cellsConfigured)
        #expect(list.visibleCells.allSatisfy { $0 is PlaceholderCell })
        #expect(seen.first?.description.contains("unregisteredReuseIdentifier") == true
            || seen.first?.description.contains("no cell is registered") == true)
    }

    @Test func failingCellProviderGetsAPlaceholder() throws {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 20)])
        source.failingRows = [ListIndexPath(row: 2, section: 0)]
        let list = try makeList(source)
        list.layout()
        #expect(list.cellForRow(at: ListIndexPath(row: 2, section: 0)) is PlaceholderCell)
        #expect(list.lastDiagnostic == .cellProviderFailed(ListIndexPath(row: 2, section: 0), message: "no content"))
        #expect(list.cellForRow(at: ListIndexPath(row: 3, section: 0)) is TestCell)
    }

    @Test func zeroSizedViewportShowsNothing() throws {
        let (list, source) = try loadedList()
        #expect(!list.visibleCells.isEmpty)
        try list.setViewportSize(Size(width: 0, height: 0))
        let report = list.layout()
        #expect(report.visibleRows.isEmpty)
        #expect(list.visibleCells.isEmpty)
        #expect(list.rowsWithCells.isEmpty)
        #expect(source.displayedNow.isEmpty)
        #expect(list.reuseStatistics(for: "cell")!.inUse == 0)
        try list.setViewportSize(Size(width: 320, height: 0))
        #expect(list.layout().visibleRows.isEmpty)
    }

    @Test func invalidViewportOffsetAndInsets() throws {
        let (list, _) = try loadedList()
        let before = Snapshot(list)
        #expect(throws: ListError.invalidViewportSize(Size(width: -1, height: 10))) {
            try list.setViewportSize(Size(width: -1, height: 10))
        }
        #expect(throws: ListError.self) { try list.setViewportSize(Size(width: 10, height: .nan)) }
        #expect(throws: ListError.self) { try list.setContentOffset(Point(x: 0, y: .nan)) }
        #expect(throws: ListError.self) { try list.setContentOffset(Point(x: .infinity, y: 0)) }
        #expect(throws: ListError.self) { try list.setContentInset(EdgeInsets(top: .nan)) }
        #expect(throws: ListError.invalidRangeTuning("the ready window")) {
            try list.setRangeTuning(RangeTuning(ready: .init(leading: -1, trailing: 0)))
        }
        #expect(Snapshot(list) == before)
    }

    @Test func countsChangedWithoutReloadAreDetectedAndRecovered() throws {
        let (list, source) = try loadedList()
        source.rows[0].removeLast(10)
        var seen = [ListError]()
        list.diagnosticHandler = { seen.append($0) }
        let report = list.layout()
        #expect(seen.first == .countsChangedWithoutReload(section: 0, expected: 100, found: 90))
        #expect(report.diagnostics >= 1)
        #expect(list.numberOfRows(inSection: 0) == 90)
        #expect(list.visibleCells.allSatisfy { $0.indexPath!.row < list.numberOfRows(inSection: $0.indexPath!.section) })
        // Sections vanishing is caught too.
        source.rows.removeLast()
        source.headers.removeLast()
        source.footers.removeLast()
        source.headerTitles.removeLast()
        seen.removeAll()
        list.layout()
        #expect(seen.first == .countsChangedWithoutReload(section: nil, expected: 2, found: 1))
        #expect(list.numberOfSections == 1)
        // Reloading rows whose section changed count is a structural change: rejected.
        source.rows[0].append(44)
        #expect(throws: ListError.countsChangedWithoutReload(section: 0, expected: 90, found: 91)) {
            try list.reloadRows(at: [ListIndexPath(row: 0, section: 0)])
        }
    }

    @Test func negativeCountsAreRejected() throws {
        final class Negative: ListDataSource {
            var sections = 1
            func numberOfSections(in listView: ListView) -> Int { sections }
            func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { -3 }
            func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
                ListCell(reuseIdentifier: "x")
            }
        }
        let source = Negative()
        let list = ListView()
        list.dataSource = source
        #expect(throws: ListError.negativeCount(-3, section: 0)) { try list.reloadData() }
        source.sections = -1
        #expect(throws: ListError.negativeCount(-1, section: nil)) { try list.reloadData() }
        // A layout pass that cannot load reports it and shows nothing.
        try list.setViewportSize(Size(width: 100, height: 100))
        let report = list.layout()
        #expect(report.diagnostics == 1)
        #expect(report.visibleRows.isEmpty)
    }

    @Test func fixedRowHeightCannotBeSetPerRow() throws {
        let (list, _) = try loadedList(rowHeight: .fixed(44))
        #expect(throws: ListError.rowHeightIsFixed) { try list.setHeight(10, forRowAt: ListIndexPath(row: 0, section: 0)) }
    }
}
