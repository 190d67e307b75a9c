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
    /// per-row heights (the complexity table's bound).
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

    /// Engine memory per item of a grid after reloadData: none with a fixed height, ≤ 8 bytes
    /// per item with per-item heights; a flow is laid out lazily: no memory per item at reload,
    /// ≤ 16 bytes per item once swept from top to bottom.
    @Test(arguments: [(LayoutKind.grid, HeightModel.fixed), (.grid, .variable), (.flow, .variable)])
    func engineBytesPerItem(layout: LayoutKind, heights: HeightModel) throws {
        let dataSet = DataSet(rows: 1_000_000, sections: 26, heights: heights, layout: layout)
        let source = BenchDataSource(dataSet)
        let list = ListView(style: .plain, layout: dataSet.listLayout, rowHeight: dataSet.rowHeight)
        source.attach(to: list)
        try list.setViewportSize(Size(width: 390, height: 844))
        let measurement = try #require(try EngineMemory.measureReload(of: list))
        print("engine bytes after reloadData, \(layout) \(heights): \(measurement.engineBytes) (\(measurement.bytesPerRow) per item)")
        if heights == .fixed || layout == .flow {
            #expect(measurement.engineBytes < 16 * 1024, "\(measurement.engineBytes) bytes for 26 sections")
        } else {
            #expect(measurement.bytesPerRow <= 8, "\(measurement.bytesPerRow) bytes per item")
        }
        guard layout == .flow else { return }
        let counters = try #require(Jemalloc.ThreadCounters())
        let before = Int(counters.allocatedBytes) - Int(counters.deallocatedBytes)
        var y = 0.0
        while y < list.contentOffsetLimits.upperBound {
            try list.setContentOffset(Point(x: 0, y: y))
            list.layout()
            y += 20_000
        }
        let after = Int(counters.allocatedBytes) - Int(counters.deallocatedBytes)
        let perItem = Double(after - before) / Double(dataSet.rows)
        print("flow engine bytes once laid out: \(after - before) (\(perItem) per item)")
        #expect(perItem <= 16, "\(perItem) bytes per item")
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
