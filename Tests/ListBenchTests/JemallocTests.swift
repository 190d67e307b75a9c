import Testing
import ListEngine
@testable import ListBench

@Suite(.enabled(if: Jemalloc.isAvailable, "built without jemalloc (a sanitizer run)"))
struct JemallocTests {
    final class Box { var payload = [UInt8](repeating: 1, count: 100) }

    /// jemalloc serves this process's allocations: Swift objects move its per-thread counter.
    @Test func jemallocCountsThisThreadsAllocations() throws {
        let counters = try #require(Jemalloc.ThreadCounters())
        let before = counters.allocatedBytes
        var boxes = [Box]()
        for _ in 0..<1000 { boxes.append(Box()) }
        let after = counters.allocatedBytes
        #expect(boxes.count == 1000)
        #expect(after - before >= 1000 * 100, "moved by \(after - before) bytes")
        #expect(counters.deallocatedBytes > 0)
        #expect(try #require(Jemalloc.allocatedBytes()) > 0)
        #expect(try #require(Jemalloc.residentBytes()) > 0)
    }

    /// Engine memory per row after reloadData: none with a fixed height, ≤ 8 bytes per row with
    /// per-row heights (DESIGN.md's bound).
    @Test(arguments: [HeightModel.fixed, .variable, .estimated])
    func engineBytesPerRow(heights: HeightModel) throws {
        let dataSet = DataSet(rows: 1_000_000, sections: 26, heights: heights)
        let source = BenchDataSource(dataSet)
        let list = ListView(style: .plain, rowHeight: dataSet.rowHeight)
        source.attach(to: list)
        let measurement = try #require(try EngineMemory.measureReload(of: list))
        print("engine bytes after reloadData, \(heights): \(measurement.engineBytes) (\(measurement.bytesPerRow) per row)")
        if heights == .fixed {
            #expect(measurement.engineBytes < 16 * 1024, "\(measurement.engineBytes) bytes for 26 sections")
        } else {
            #expect(measurement.bytesPerRow <= 8, "\(measurement.bytesPerRow) bytes per row")
        }
    }

    /// A renderer walks the visible cells every frame: that allocates nothing (UIKit's
    /// `visibleCells` builds an array each time).
    @Test func walkingTheVisibleCellsAllocatesNothing() throws {
        let dataSet = DataSet(rows: 10_000, sections: 4, heights: .variable)
        let source = BenchDataSource(dataSet)
        let list = ListView(style: .plain, rowHeight: dataSet.rowHeight)
        source.attach(to: list)
        try list.setViewportSize(Size(width: 390, height: 844))
        try list.reloadData()
        list.layout()
        let counters = try #require(Jemalloc.ThreadCounters())
        var area = 0.0
        let before = counters.allocatedBytes
        for _ in 0..<100 {
            for cell in list.visibleCells { area += cell.frame.height * cell.frame.width }
        }
        let after = counters.allocatedBytes
        #expect(area > 0 && list.visibleCells.count > 10)
        #expect(after - before == 0, "walking the visible cells allocated \(after - before) bytes")
    }
}
