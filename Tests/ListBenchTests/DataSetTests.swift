import Testing
import ListEngine
@testable import ListBench

@Suite struct DataSetTests {
    @Test(arguments: [(1_000_000, 26), (1_000, 26), (10, 3), (5, 7)])
    func sectionsSplitTheRowsAsDesignSays(rows: Int, sections: Int) {
        let dataSet = DataSet(rows: rows, sections: sections, heights: .variable)
        let counts = (0..<sections).map(dataSet.rowCount(inSection:))
        #expect(counts.reduce(0, +) == rows)
        #expect(counts.first! - counts.last! <= 1)
        for s in 0..<sections {
            #expect(dataSet.firstRow(ofSection: s) == counts[..<s].reduce(0, +))
        }
    }

    @Test func heightsFollowTheFormula() {
        let variable = DataSet(rows: 100, sections: 1, heights: .variable)
        #expect((0..<5).map(variable.height(ofRow:)) == [44, 84, 74, 64, 54])
        #expect(DataSet(rows: 100, sections: 1, heights: .fixed).height(ofRow: 7) == 44)
        #expect(DataSet.default.title(ofSection: 25) == "Z")
    }

    /// The default data set laid out by the engine: 26 titled 28 pt headers and the rows.
    @Test func defaultDataSetContentHeight() throws {
        let dataSet = DataSet(rows: 10_000, sections: 26, heights: .variable)
        let source = BenchDataSource(dataSet)
        let list = ListView(style: .plain, rowHeight: dataSet.rowHeight)
        source.attach(to: list)
        try list.reloadData()
        let rows = (0..<dataSet.rows).reduce(0.0) { $0 + dataSet.height(ofRow: $1) }
        #expect(list.contentSize.height == rows + 26 * 28)
        #expect(list.sectionIndexTitles.count == 26)
    }
}
