import Testing
@testable import ListEngine
import TestSupport

@Suite struct ScratchTests {
    @Test func gridRounding() throws {
        var rng = SeededGenerator(seed: 5)
        let heights = [(0..<400).map { _ in Double(Float32(Double.random(in: 20...300, using: &rng))) }]
        let headers = [Double(Float32(27.3))]
        let layout = GridLayout(columns: .adaptive(minimumWidth: 176), itemSpacing: 8, lineSpacing: 7.3, sectionInset: EdgeInsets(top: 3.7, left: 16, bottom: 5.1, right: 16))
        let source = TestDataSource(rows: heights, headers: headers)
        let list = try makeList(source, layout: .grid(layout), rowHeight: .perRow, viewport: Size(width: 150, height: 300))
        let model = ReferenceGrid(headers: headers, heights: heights, layout: layout, width: 150, measured: true)
        var worst = 0.0
        for g in 0..<400 { worst = max(worst, abs(list.rectForRow(globalRow: g)!.minY - model.itemFrames[g].minY)) }
        print("worst difference", worst, "content", list.contentSize.height - model.contentHeight)
    }
}
