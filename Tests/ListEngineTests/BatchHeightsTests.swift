import Testing
@testable import ListEngine

/// ``BatchHeights`` driven through a fake ``BatchHeightSource``, without a list: a batch asks
/// for the heights of what it brings and keeps those of what stays.
@Suite struct BatchHeightsTests {
    /// Per-row heights: a new section's header 20 and footer 7; row r of any section 30 + r
    /// tall (-1 for row 9: not a height). Counts what it is asked.
    final class FakeSource: BatchHeightSource {
        let delegate: (any ListDelegate)? = nil
        let rowHeight = RowHeight.perRow
        var sectionsAsked: [Int] = []
        var rowsAsked: [ListIndexPath] = []

        func headerFooterHeights(ofSection s: Int) throws(ListError) -> (Double, Double) {
            sectionsAsked.append(s)
            return (20, 7)
        }

        func initialHeight(ofRow indexPath: ListIndexPath, delegate: (any ListDelegate)?) -> Double {
            rowsAsked.append(indexPath)
            return indexPath.row == 9 ? -1 : 30 + Double(indexPath.row)
        }
    }

    /// One section of three rows 44 tall under a 10-point header and over a 5-point footer.
    static let table = TableGeometry(rowCounts: [3], headerHeights: [10], footerHeights: [5]) { _, _ in 44 }

    @Test func asksOnlyForWhatArrivesOrIsReloaded() throws {
        var update = ListBatchUpdate()
        update.insertRows(at: [ListIndexPath(row: 1, section: 0)])
        update.reloadRows(at: [ListIndexPath(row: 2, section: 0)])
        update.insertSections([1])
        let plan = try BatchUpdatePlan(update, oldRowCounts: [3], newRowCounts: [4, 2], requiresRows: false)
        let source = FakeSource()
        let heights = try BatchHeights(plan, table: Self.table, source: source)
        #expect(heights.headers == [10, 20])
        #expect(heights.footers == [5, 7])
        #expect(source.sectionsAsked == [1])
        #expect(heights.row(arriving: 0, inSection: 0) == 31)
        #expect(heights.row(arriving: 0, inSection: 1) == 30)
        #expect(heights.row(arriving: 1, inSection: 1) == 31)
        #expect(heights.reloadedRows.map(\.0) == [ListIndexPath(row: 3, section: 0)])
        #expect(heights.reloadedRows.map(\.1) == [33])
        #expect(source.rowsAsked.count == 4)
    }

    @Test func anInvalidHeightThrowsBeforeAnythingChanges() throws {
        var update = ListBatchUpdate()
        update.insertRows(at: [ListIndexPath(row: 9, section: 0)])
        let plan = try BatchUpdatePlan(update, oldRowCounts: [9], newRowCounts: [10], requiresRows: false)
        let table = TableGeometry(rowCounts: [9], headerHeights: [0], footerHeights: [0]) { _, _ in 44 }
        #expect(throws: ListError.invalidHeight(-1, at: ListIndexPath(row: 9, section: 0))) {
            try BatchHeights(plan, table: table, source: FakeSource())
        }
    }
}
