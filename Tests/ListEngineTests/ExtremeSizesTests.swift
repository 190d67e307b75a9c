import Testing
@testable import ListEngine
import TestSupport

/// Sizes no real screen has: no input may exhaust memory, and heights the index cannot hold
/// exactly are refused.
@Suite struct ExtremeSizesTests {
    /// A viewport 10¹² pt tall over 10⁸ rows: the pass configures at most
    /// `maximumConfiguredCells` cells, says so once, and stays consistent.
    @Test func aHugeViewportConfiguresABoundedNumberOfCells() throws {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 10)])
        final class Rows: ListDataSource {
            func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 100_000_000 }
            func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
                try listView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
        }
        _ = source
        let rows = Rows()
        let list = ListView(style: .plain, rowHeight: .fixed(44))
        list.register(ListCell.self, forCellReuseIdentifier: "cell")
        list.dataSource = rows
        var diagnostics = [ListError]()
        list.diagnosticHandler = { diagnostics.append($0) }
        try list.setViewportSize(Size(width: 320, height: 1e12))
        try list.reloadData()
        let report = list.layout()
        #expect(report.cellsCreated == ListView.maximumConfiguredCells)
        #expect(list.ranges.visible.count == ListView.maximumConfiguredCells)
        #expect(diagnostics == [.tooManyVisibleRows(100_000_000, limit: ListView.maximumConfiguredCells)])
        list._checkInvariants()
        try list.setContentOffset(Point(x: 0, y: 44 * 50_000_000))
        list.layout()
        #expect(list.reuseStatistics()!.created <= 2 * ListView.maximumConfiguredCells)
        #expect(diagnostics.count == 1, "reported once a load, not every pass")
        list._checkInvariants()
    }

    /// Finite heights beyond what the index stores exactly are invalid, as NaN and ∞ are.
    @Test(arguments: [1e39, 1e300, ListView.maximumHeight.nextUp, 2e7])
    func heightsBeyondTheMaximumAreRefused(height: Double) throws {
        let source = TestDataSource(rows: [[44, 44, 44]], headers: [10])
        let list = try makeList(source)
        list.layout()
        let contentHeight = list.contentSize.height
        #expect(throws: ListError.invalidHeight(height, at: ListIndexPath(row: 1, section: 0))) {
            try list.setHeight(height, forRowAt: ListIndexPath(row: 1, section: 0))
        }
        #expect(throws: ListError.invalidHeight(height, at: nil)) { try list.setRowHeight(.fixed(height)) }
        #expect(throws: ListError.invalidHeight(height, at: nil)) { try list.setRowHeight(.selfSizing(estimate: height)) }
        source.rows[0][2] = height
        #expect(throws: ListError.invalidHeight(height, at: ListIndexPath(row: 2, section: 0))) { try list.reloadData() }
        source.rows[0][2] = 44
        source.headers[0] = height
        #expect(throws: ListError.invalidHeight(height, at: nil)) { try list.reloadData() }
        #expect(list.contentSize.height == contentHeight && list.contentSize.height.isFinite)
    }

    @Test func aMeasuredHeightBeyondTheMaximumKeepsTheEstimate() throws {
        let source = TestDataSource(rows: [[44, 1e39, 44]])
        let list = try makeList(source, rowHeight: .selfSizing(estimate: 50))
        var seen = [ListError]()
        list.diagnosticHandler = { seen.append($0) }
        list.layout()
        #expect(seen == [.invalidHeight(1e39, at: ListIndexPath(row: 1, section: 0))])
        #expect(list.rectForRow(at: ListIndexPath(row: 1, section: 0))?.height == 50)
        #expect(list.contentSize.height.isFinite)
    }

    @Test func theLargestHeightIsStoredExactly() throws {
        let source = TestDataSource(rows: [[ListView.maximumHeight, 1, ListView.maximumHeight - 1]])
        let list = try makeList(source)
        #expect(list.rectForRow(at: ListIndexPath(row: 2, section: 0))?.minY == ListView.maximumHeight + 1)
        #expect(list.contentSize.height == 2 * ListView.maximumHeight)
    }

    /// Offsets, insets and viewports beyond 2⁵³ pt are refused: a Double no longer tells points
    /// apart there, and the sums of a pass (offset + viewport) would overflow.
    @Test(arguments: [1e308, -1e308, ListView.maximumCoordinate * 2])
    func coordinatesBeyondTheMaximumAreRefused(value: Double) throws {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 100)])
        let list = try makeList(source)
        list.layout()
        #expect(throws: ListError.invalidContentOffset(Point(x: 0, y: value))) { try list.setContentOffset(Point(x: 0, y: value)) }
        #expect(throws: ListError.invalidContentInsets(EdgeInsets(top: value))) { try list.setContentInset(EdgeInsets(top: value)) }
        if value > 0 {
            #expect(throws: ListError.invalidViewportSize(Size(width: 320, height: value))) {
                try list.setViewportSize(Size(width: 320, height: value))
            }
        }
        list.layout()
        #expect(list.scrollVelocity.isFinite && list.contentOffset.y == 0)
        list._checkInvariants()
    }

    /// A diagnostic handler that calls back into the list cannot recurse for ever.
    @Test func aDiagnosticHandlerThatCallsLayoutDoesNotRecurse() throws {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 20)])
        source.failingRows = [ListIndexPath(row: 1, section: 0)]
        let list = try makeList(source)
        var handled = 0
        list.diagnosticHandler = { [unowned list] _ in
            handled += 1
            list.layout()
        }
        let report = list.layout()
        #expect(handled == 1)
        #expect(report.diagnostics == 2, "the failing cell, then the refused nested layout")
        list._checkInvariants()
    }
}
