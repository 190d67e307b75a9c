import Testing
@testable import ListEngine
import TestSupport

/// Self-sizing rows of ``ListContentCell``s get their heights from the content layout at their
/// row's width: in terminal columns, and in points in an inset-grouped table.
@Suite struct ContentLayoutSelfSizingTests {
    /// A data source of one section of content configurations, shown by
    /// `ListContentCell<Measurer>`s that it gives `measurer` (nil: leaves the cell's own).
    final class ContentSource<Measurer: TextMeasurer>: ListDataSource {
        var contents: [ListContentConfiguration]
        let measurer: Measurer?

        init(_ contents: [ListContentConfiguration], measurer: Measurer?) {
            self.contents = contents
            self.measurer = measurer
        }

        struct WrongCell: Error {}

        func numberOfSections(in listView: ListView) -> Int { 1 }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { contents.count }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            guard let cell = try listView.dequeueReusableCell(withIdentifier: "content", for: indexPath)
                    as? ListContentCell<Measurer> else { throw WrongCell() }
            if let measurer { cell.measurer = measurer }
            cell.contentConfiguration = contents[indexPath.row]
            return cell
        }
    }

    static func makeList<Measurer: TextMeasurer>(_ source: ContentSource<Measurer>, style: TableStyle = .plain,
                                                 viewport: Size, estimate: Double) throws -> ListView {
        try TestSupport.makeList(over: source, cells: [("content", ListContentCell<Measurer>.self)], style: style,
                                 rowHeight: .selfSizing(estimate: estimate), viewport: viewport, asDelegate: false)
    }

    /// Random subtitle, value1 and value2 rows with texts of mixed scripts.
    static func contents(count: Int, metrics: ListContentMetrics, seed: UInt64) -> [ListContentConfiguration] {
        var rng = SeededGenerator(seed: seed)
        let styles: [ListContentConfiguration.Style] = [.default, .subtitle, .value1, .value2, .custom(height: 3)]
        return (0..<count).map { _ in
            var content = ListContentConfiguration(style: styles[rng.below(styles.count)],
                                                   text: TextLayoutTests.randomText(&rng),
                                                   secondaryText: TextLayoutTests.randomText(&rng), metrics: metrics)
            content.accessory = ContentLayoutSweepTests.accessories[rng.below(ContentLayoutSweepTests.accessories.count)]
            content.textProperties.numberOfLines = rng.below(4)
            return content
        }
    }

    /// Scrolls from top to bottom; every row shown has the height its content needs at its
    /// width, and so has every row once measured.
    static func checkEveryRow<Measurer: TextMeasurer>(_ list: ListView, _ source: ContentSource<Measurer>,
                                                      measurer: Measurer, rowWidth: Double) throws {
        list.layout()
        var shown = Set<Int>()
        while true {
            for cell in list.visibleCells {
                shown.insert(cell.indexPath?.row ?? -1)
                let path = try #require(cell.indexPath)
                let expected = try source.contents[path.row].layout(fittingWidth: rowWidth, measurer: measurer)
                #expect(cell.frame.width == rowWidth)
                #expect(cell.frame.height == expected.rowHeight, "row \(path.row)")
                let contentCell = try #require(cell as? ListContentCell<Measurer>)
                #expect(try contentCell.contentLayout(fittingWidth: cell.frame.width) == expected)
            }
            let bottom = list.contentOffsetLimits.upperBound
            guard list.contentOffset.y < bottom else { break }
            try list.setContentOffset(Point(x: 0, y: Swift.min(bottom, list.contentOffset.y + list.viewportSize.height / 2)))
            list.layout()
        }
        #expect(shown == Set(source.contents.indices), "every row was shown")
        for row in source.contents.indices {
            let expected = try source.contents[row].layout(fittingWidth: rowWidth, measurer: measurer)
            #expect(list.rectForRow(at: ListIndexPath(row: row, section: 0))?.height == expected.rowHeight, "row \(row)")
        }
        list._checkInvariants()
    }

    @Test func terminalRowsSizeThemselves() throws {
        let source = ContentSource(Self.contents(count: 60, metrics: .terminal, seed: 33_000),
                                   measurer: TerminalTextMeasurer?.none)
        let list = try Self.makeList(source, viewport: Size(width: 30, height: 24), estimate: 1)
        try Self.checkEveryRow(list, source, measurer: TerminalTextMeasurer(), rowWidth: 30)
    }

    @Test func pointRowsSizeThemselvesInAnInsetGroupedTable() throws {
        let source = ContentSource(Self.contents(count: 60, metrics: .standard, seed: 34_000), measurer: PointTextMeasurer())
        let list = try Self.makeList(source, style: .insetGrouped, viewport: Size(width: 390, height: 844), estimate: 44)
        try Self.checkEveryRow(list, source, measurer: PointTextMeasurer(), rowWidth: 390 - 2 * list.metrics.insetGroupedSideInset)
    }

    /// Without a measurer, or with a configuration the layout refuses, a row keeps its estimate.
    @Test func rowsThatCannotBeLaidOutKeepTheEstimate() throws {
        var bad = ListContentConfiguration(text: "bad")
        bad.metrics.textLineHeight = .nan
        let good = ListContentConfiguration(style: .subtitle, text: "good", secondaryText: "row")
        let source = ContentSource([bad, good], measurer: PointTextMeasurer?.none)
        let list = try Self.makeList(source, viewport: Size(width: 390, height: 844), estimate: 50)
        list.layout()
        // A PointTextMeasurer cell has no measurer until given one.
        #expect(list.rectForRow(at: ListIndexPath(row: 1, section: 0))?.height == 50)
        let cell = try #require(list.cellForRow(at: ListIndexPath(row: 1, section: 0)) as? ListContentCell<PointTextMeasurer>)
        #expect(cell.measurer == nil && cell.preferredHeight(fittingWidth: 390) == nil)
        cell.measurer = PointTextMeasurer()
        #expect(cell.preferredHeight(fittingWidth: 390) == 65)

        let terminal = ContentSource([bad], measurer: TerminalTextMeasurer?.none)
        let terminalList = try Self.makeList(terminal, viewport: Size(width: 30, height: 10), estimate: 7)
        terminalList.layout()
        #expect(terminalList.rectForRow(at: ListIndexPath(row: 0, section: 0))?.height == 7)
        let badCell = try #require(terminalList.visibleCells.first as? ListContentCell<TerminalTextMeasurer>)
        let error = #expect(throws: ListContentError.self) { try badCell.contentLayout(fittingWidth: 30) }
        #expect(error?.description.hasPrefix("invalid metrics.textLineHeight nan") == true)
    }
}
