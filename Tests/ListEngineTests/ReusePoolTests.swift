import Testing
@testable import ListEngine
import TestSupport

/// A million-row data source that configures cells without allocating, for counting cells.
final class MillionRows: ListDataSource {
    let sections: Int
    let rowsPerSection: Int
    init(sections: Int = 26, rows: Int = 1_000_000) {
        self.sections = sections
        self.rowsPerSection = rows / sections
    }
    func numberOfSections(in listView: ListView) -> Int { sections }
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { rowsPerSection }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        try listView.dequeueReusableCell(withIdentifier: indexPath.row % 3 == 0 ? "a" : "b", for: indexPath)
    }
}

@Suite struct ReusePoolTests {
    @Test func cellIsCreatedOnlyWhenItsPoolIsEmpty() throws {
        let pool = ReusePool()
        pool.register("x") { TestCell(reuseIdentifier: $0) }
        let first = try pool.dequeue("x")
        #expect(pool.statistics(for: "x")!.created == 1)
        pool.recycle(first)
        #expect((first as! TestCell).preparedForReuse == 1)
        let second = try pool.dequeue("x")
        #expect(second === first)
        #expect(pool.statistics(for: "x")! .reused == 1)
        #expect(pool.statistics(for: "x")!.created == 1)
    }

    @Test func boundFollowsPeakInUse() throws {
        let pool = ReusePool()
        pool.register("x") { TestCell(reuseIdentifier: $0) }
        let cells = try (0..<7).map { _ in try pool.dequeue("x") }
        #expect(pool.statistics(for: "x")!.peakInUse == 7)
        cells.forEach(pool.recycle)
        #expect(pool.statistics(for: "x")!.pooled == 7)
        #expect(pool.statistics(for: "x")!.recycled == 7)
        #expect(pool.statistics(for: "x")!.discarded == 0)
        // A cell the pool did not make is not kept.
        pool.recycle(TestCell(reuseIdentifier: "x"))
        #expect(pool.statistics(for: "x")!.pooled == 7)
        pool.drain()
        #expect(pool.statistics(for: "x")!.pooled == 0)
    }

    @Test func prepareForReuseOnEveryReturn() throws {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 500)])
        let list = try makeList(source)
        var created = Set<ObjectIdentifier>()
        var all = [TestCell]()
        for step in 0..<200 {
            try list.setContentOffset(Point(x: 0, y: Double(step) * 97))
            list.layout()
            for cell in list.visibleCells.compactMap({ $0 as? TestCell }) where created.insert(ObjectIdentifier(cell)).inserted {
                all.append(cell)
            }
            for cell in list.visibleCells.compactMap({ $0 as? TestCell }) {
                #expect(cell.configuredFor == cell.indexPath, "a reused cell kept another row's content")
            }
        }
        let stats = list.reuseStatistics(for: "cell")!
        let returns = stats.created + stats.reused - stats.inUse
        #expect(all.reduce(0) { $0 + $1.preparedForReuse } <= returns)
        #expect(stats.reused > 0)
    }

    /// Scrolling a million rows creates about as many cells as the screen and its windows hold.
    @Test func scrollingAMillionRowsCreatesAScreenfulOfCells() throws {
        let source = MillionRows()
        let list = ListView(style: .plain, rowHeight: .fixed(44))
        list.register(ListCell.self, forCellReuseIdentifier: "a")
        list.register(ListCell.self, forCellReuseIdentifier: "b")
        list.dataSource = source
        try list.setViewportSize(Size(width: 390, height: 844))
        try list.reloadData()
        var y = 0.0
        var maxMaterialized = 0
        while y < list.contentSize.height {
            try list.setContentOffset(Point(x: 0, y: y))
            list.layout()
            maxMaterialized = max(maxMaterialized, list.rowsWithCells.count)
            y += 4_000
        }
        // Back up the whole way at a different stride: direction reversal.
        while y > 0 {
            y -= 3_333
            try list.setContentOffset(Point(x: 0, y: y))
            list.layout()
        }
        let stats = list.reuseStatistics()!
        let window = Int((844.0 * 2.5 / 44).rounded(.up)) + 2 // visible + 1 ahead + ½ behind
        #expect(maxMaterialized <= window + 2)
        // Each identifier's pool may hold its own peak; the total is at most the two peaks.
        #expect(stats.created <= 2 * (window + 2), "created \(stats.created) cells")
        #expect(stats.reused > 100_000 / 3)
        #expect(stats.discarded == 0)
    }

    @Test func adaptiveBoundKeepsEveryCellThroughAJump() throws {
        let source = TestDataSource(rows: [Array(repeating: 20, count: 10_000)])
        let list = try makeList(source)
        try list.scrollToRow(at: ListIndexPath(row: 2_000, section: 0), position: .top)
        for _ in 0..<5 { list.layout() } // fill the ready window on both sides
        let created = list.reuseStatistics(for: "cell")!.created
        try list.scrollToRow(at: ListIndexPath(row: 5_000, section: 0), position: .top)
        for _ in 0..<5 { list.layout() }
        let stats = list.reuseStatistics(for: "cell")!
        #expect(stats.created == created, "a jump created cells though the pool held enough")
        #expect(stats.discarded == 0)
    }
}
