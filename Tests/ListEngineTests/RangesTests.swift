import Testing
@testable import ListEngine
import TestSupport

@Suite struct RangesTests {
    /// 10,000 rows of 50 pt in a 500 pt viewport: 10 rows a screen. The data source is
    /// returned too, since the list holds it weakly.
    func makeTenThousandRows() throws -> (ListView, TestDataSource) {
        let source = TestDataSource(rows: [Array(repeating: 50, count: 10_000)])
        return (try makeList(source, rowHeight: .fixed(50), viewport: Size(width: 300, height: 500)), source)
    }

    @Test func windowsLeanTowardsTheDirectionOfTravel() throws {
        let (list, source) = try makeTenThousandRows()
        defer { withExtendedLifetime(source) {} }
        try list.setContentOffset(Point(x: 0, y: 50_000)) // rows 1000..<1010 visible
        list.layout()
        try list.setContentOffset(Point(x: 0, y: 50_100))
        for _ in 0..<4 { list.layout() }
        var r = list.ranges
        #expect(r.direction == .forward)
        #expect(r.visible == 1002..<1012)
        #expect(r.ready == 997..<1022)      // ½ screen (5 rows) behind, 1 screen ahead
        #expect(r.prefetch == 987..<1037)   // 1½ behind, 2½ ahead
        try list.setContentOffset(Point(x: 0, y: 50_000))
        for _ in 0..<4 { list.layout() }
        r = list.ranges
        #expect(r.direction == .backward)
        #expect(r.visible == 1000..<1010)
        #expect(r.ready == 990..<1015)
        #expect(r.prefetch == 975..<1025)
        // Holding still keeps the direction.
        list.layout()
        #expect(list.ranges.direction == .backward)
    }

    @Test func aJumpConfiguresAboutAScreenAndFillsTheWindowAfter() throws {
        let (list, source) = try makeTenThousandRows()
        defer { withExtendedLifetime(source) {} }
        list.layout()
        try list.scrollToRow(at: ListIndexPath(row: 5_000, section: 0), position: .top)
        let jump = list.layout()
        #expect(jump.visibleRows == 5_000..<5_010)
        #expect(jump.cellsConfigured <= 2 * 10)
        var passes = 0
        while list.rowsWithCells != list.ranges.ready || list.rowsWithCells.count < 25 {
            list.layout()
            passes += 1
            if passes > 5 { break }
        }
        #expect(list.rowsWithCells.count == 25)
        #expect(passes <= 2)
    }

    @Test func customTuningApplies() throws {
        let (list, source) = try makeTenThousandRows()
        defer { withExtendedLifetime(source) {} }
        try list.setRangeTuning(RangeTuning(ready: .init(leading: 0, trailing: 0), prefetch: .init(leading: 1, trailing: 0)))
        try list.setContentOffset(Point(x: 0, y: 5_000))
        list.layout()
        #expect(list.rowsWithCells == list.ranges.visible)
        #expect(list.ranges.prefetch == 100..<120)
    }

    @Test func rowRunsSubtractRanges() {
        #expect(Array(RowRuns(0..<10, minus: 3..<5)) == [0, 1, 2, 5, 6, 7, 8, 9])
        #expect(Array(RowRuns(0..<10, minus: 0..<5)) == [5, 6, 7, 8, 9])
        #expect(Array(RowRuns(0..<10, minus: 20..<25)) == Array(0..<10))
        #expect(RowRuns(0..<10, minus: 0..<10).isEmpty)
        #expect(RowRuns(0..<10, minus: 2..<4).count == 8)
    }
}
