import Testing
@testable import ListEngine
import TestSupport

@Suite struct SectionsAndStylesTests {
    @Test func plainHeadersPinWhileTheirSectionIsOnScreen() throws {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 10), Array(repeating: 44, count: 10)],
                                    headers: [28, 28], footers: [0, 0])
        let list = try makeList(source)
        // Section 0: header 0..<28, rows 28..<468. Section 1 header at 468.
        try list.setContentOffset(Point(x: 0, y: 100))
        list.layout()
        #expect(list.headerFrame(inSection: 0)?.minY == 100)
        #expect(list.rectForHeader(inSection: 0)?.minY == 0)
        // Near the end of section 0 its header is pushed up by the section's last row.
        try list.setContentOffset(Point(x: 0, y: 450))
        #expect(list.headerFrame(inSection: 0)?.minY == 440.0)
        #expect(list.headerFrame(inSection: 1)?.minY == 468)
        #expect(list.visibleSections == 0..<2)
        // Insets move the pin line.
        try list.setContentInset(EdgeInsets(top: 20))
        try list.setContentOffset(Point(x: 0, y: 100))
        #expect(list.headerFrame(inSection: 0)?.minY == 120)
    }

    @Test func groupedStylesRejectEmptyGroupsAndLeaveTheListAsItWas() throws {
        for style in [TableStyle.grouped, .insetGrouped] {
            let source = TestDataSource(rows: [[44, 44], [44]])
            let list = try makeList(source, style: style)
            list.layout()
            let height = list.contentSize.height
            source.rows[1] = []
            #expect(throws: ListError.emptyGroup(section: 1)) { try list.reloadData() }
            #expect(list.contentSize.height == height)
            #expect(list.numberOfRows(inSection: 1) == 1)
        }
        // The plain style takes empty sections.
        let source = TestDataSource(rows: [[44], [], [44]], headers: [10, 10, 10], footers: [5, 5, 5])
        let list = try makeList(source)
        #expect(list.contentSize.height == 3 * 15 + 88)
        #expect(list.rect(forSection: 1) == Rect(x: 0, y: 59, width: 320, height: 15))
    }

    @Test func groupedDefaultsAndInsetGroupedSides() throws {
        final class Titled: ListDataSource {
            func numberOfSections(in listView: ListView) -> Int { 2 }
            func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 3 }
            func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
                try listView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            }
            func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Title" : nil }
            func sectionIndexTitles(for listView: ListView) -> [String]? { ["A", "B"] }
        }
        let source = Titled()
        for style in [TableStyle.plain, .grouped, .insetGrouped] {
            let list = ListView(style: style, rowHeight: .fixed(44))
            list.register(ListCell.self, forCellReuseIdentifier: "c")
            list.dataSource = source
            try list.setViewportSize(Size(width: 390, height: 844))
            try list.reloadData()
            list.layout()
            let m = list.metrics
            switch style {
            case .plain:
                #expect(list.rectForHeader(inSection: 0)?.height == m.plainTitledHeaderHeight)
                #expect(list.rectForHeader(inSection: 1)?.height == 0)
                #expect(list.sectionIndexTitles == ["A", "B"])
            case .grouped, .insetGrouped:
                #expect(list.rectForHeader(inSection: 0)?.height == m.groupedTitledHeaderHeight)
                #expect(list.rectForHeader(inSection: 1)?.height == m.groupSpacing)
                #expect(list.rectForFooter(inSection: 0)?.height == m.groupSpacing)
                #expect(list.sectionIndexTitles.isEmpty)
                #expect(list.lastDiagnostic == .sectionIndexUnavailable(style), "the index titles are refused, and it is said")
                #expect(throws: ListError.sectionIndexUnavailable(style)) { try list.scrollToSectionIndexTitle(at: 0) }
            }
            let row = try #require(list.rectForRow(at: ListIndexPath(row: 0, section: 0)))
            let inset = style == .insetGrouped ? m.insetGroupedSideInset : 0
            #expect(row.minX == inset && row.width == 390 - 2 * inset)
            #expect(list.visibleCells.allSatisfy { $0.frame.minX == inset })
            #expect(list.indexPathForRow(at: Point(x: inset + 1, y: row.minY + 1)) == ListIndexPath(row: 0, section: 0))
            if inset > 0 { #expect(list.indexPathForRow(at: Point(x: inset - 1, y: row.minY + 1)) == nil) }
        }
    }

    @Test func sectionIndexScrollsToTheSection() throws {
        let source = TestDataSource(rows: (0..<26).map { _ in Array(repeating: 44, count: 100) },
                                    headers: Array(repeating: 28, count: 26))
        source.indexTitles = (0..<26).map { String(UnicodeScalar(65 + $0)!) }
        let list = try makeList(source, rowHeight: .fixed(44))
        let section = try list.scrollToSectionIndexTitle(at: 3)
        #expect(section == 3)
        #expect(list.contentOffset.y == list.rectForHeader(inSection: 3)!.minY)
        let report = list.layout()
        #expect(list.indexPath(forGlobalRow: report.visibleRows.lowerBound) == ListIndexPath(row: 0, section: 3))
        #expect(throws: ListError.sectionIndexOutOfRange(26, titleCount: 26)) { try list.scrollToSectionIndexTitle(at: 26) }
    }

    @Test func theIndexIsAskedAgainWhenABatchChangesSections() throws {
        let source = TestDataSource(rows: (0..<3).map { _ in Array(repeating: 44, count: 10) }, headers: [28, 28, 28])
        source.indexTitles = ["A", "B", "C"]
        let list = try makeList(source, rowHeight: .fixed(44))
        source.rows.remove(at: 1)
        source.headers.remove(at: 1)
        source.indexTitles = ["A", "C"]
        try list.performBatchUpdates { $0.deletedSections = [1] }
        #expect(list.sectionIndexTitles == ["A", "C"])
        let section = try list.scrollToSectionIndexTitle(at: 1)
        #expect(section == 1)
        // A batch of rows alone leaves the index as it was, not asked.
        source.indexTitles = ["not asked"]
        source.rows[0].removeLast()
        try list.performBatchUpdates { $0.deletedRows = [ListIndexPath(row: 9, section: 0)] }
        #expect(list.sectionIndexTitles == ["A", "C"])
    }

    @Test func scrollPositions() throws {
        let source = TestDataSource(rows: [Array(repeating: 40, count: 100)], headers: [30])
        let list = try makeList(source, viewport: Size(width: 300, height: 400))
        let path = ListIndexPath(row: 50, section: 0) // top = 30 + 2000
        try list.scrollToRow(at: path, position: .top)
        #expect(list.contentOffset.y == 2030 - 30) // below the pinned header
        try list.scrollToRow(at: path, position: .bottom)
        #expect(list.contentOffset.y == 2070 - 400)
        try list.scrollToRow(at: path, position: .middle)
        #expect(list.contentOffset.y == 2050 - 30 - 185)
        try list.scrollToRow(at: path, position: .none) // already shown: no move
        #expect(list.contentOffset.y == 2050 - 30 - 185)
        try list.scrollToRow(at: ListIndexPath(row: 99, section: 0), position: .top) // clamped at the end
        #expect(list.contentOffset.y == list.contentOffsetLimits.upperBound)
        try list.scrollToRow(at: ListIndexPath(row: 0, section: 0), position: .bottom) // clamped at the top
        #expect(list.contentOffset.y == 0)
        #expect(list.indexPathForRow(at: Point(x: 5, y: 10)) == nil) // over the header
        #expect(list.indexPathForRow(at: Point(x: 5, y: 30)) == ListIndexPath(row: 0, section: 0))
        #expect(list.indexPathForRow(at: Point(x: 5, y: 1e9)) == nil)
    }

    @Test func displayCallbacksAndReportedRuns() throws {
        let source = TestDataSource(rows: [Array(repeating: 50, count: 100)])
        let list = try makeList(source, viewport: Size(width: 300, height: 500))
        var report = list.layout()
        #expect(report.appeared.first == 0..<10 && report.appeared.second.isEmpty)
        try list.setContentOffset(Point(x: 0, y: 120))
        report = list.layout()
        #expect(Array(report.appeared) == [10, 11, 12])
        #expect(Array(report.disappeared) == [0, 1])
        #expect(source.displayedNow.count == 11)
        #expect(list.indexPathsForVisibleRows.first == ListIndexPath(row: 2, section: 0))
    }

    @Test func reloadSectionsReadsNewHeaderHeightsAnchored() throws {
        for rowHeight in [RowHeight.fixed(44), .perRow] {
            let source = TestDataSource(rows: [Array(repeating: 44, count: 50), Array(repeating: 44, count: 50)],
                                        headers: [28, 28])
            let list = try makeList(source, rowHeight: rowHeight)
            try list.scrollToRow(at: ListIndexPath(row: 10, section: 1), position: .top)
            list.layout()
            let first = list.ranges.visible.lowerBound
            let screenY = list.rectForRow(globalRow: first)!.minY - list.contentOffset.y
            source.headers[0] = 60
            source.headers[1] = 10
            try list.reloadSections([0, 1])
            #expect(list.rectForHeader(inSection: 0)?.height == 60)
            #expect(list.rectForHeader(inSection: 1)?.height == 10)
            #expect(list.rectForRow(globalRow: first)!.minY - list.contentOffset.y == screenY)
            list.layout()
            #expect(list.visibleCells.allSatisfy { $0.frame == list.rectForRow(at: $0.indexPath!) })
        }
    }
}
