import Foundation
import ListEngine
import Testing
@testable import ListBench

/// ListBench run on a caller's own list reports that list, and says what it could not count.
@Suite struct CustomListReportTests {
    final class Cell: ListCell {
        var text = ""
    }

    /// 10,000 rows, per-row heights, cells that format a string (and so allocate).
    final class Feed: ListDataSource, ListDelegate {
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 10_000 }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            let cell = try listView.dequeueReusableCell(withIdentifier: "feed", for: indexPath)
            (cell as? Cell)?.text = "Post \\(indexPath.row) of \\(10_000)"
            return cell
        }
        func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { 80 + Double(indexPath.row % 3) * 20 }
    }

    @Test func theReportDescribesTheCallersList() throws {
        let feed = Feed()
        let list = ListView(style: .grouped, rowHeight: .perRow)
        list.register(Cell.self, forCellReuseIdentifier: "feed")
        list.dataSource = feed
        list.delegate = feed
        var configuration = RunConfiguration()
        configuration.frames = 60
        let (report, _) = try ScenarioRunner.runSuite([.fling, .drag, .jump], on: list, configuration: configuration)
        #expect(report.config.dataSource == .custom)
        #expect(report.config.rows == 10_000 && report.config.sections == 1)
        #expect(report.config.heights == .variable && report.config.style == .grouped)
        #expect(report.scenarios.allSatisfy { $0.rows == 10_000 })
        // Tests do not install jemalloc's counting hook: the report says so rather than 0.
        #expect(report.scenarios.allSatisfy { $0.allocations.counted == AllocationCounter().isAvailable })
        // Memory is measured the same way for every scenario on the one list.
        if Jemalloc.isAvailable {
            let bytes = report.scenarios.map { $0.memory.engineBytes ?? 0 }
            #expect(bytes.allSatisfy { $0 > 0 && $0 == bytes[0] }, "engine bytes per scenario: \\(bytes)")
        }
    }

    @Test func uncountedAllocationsAreNotCompared() throws {
        let feed = Feed()
        let list = ListView(style: .plain, rowHeight: .perRow)
        list.register(Cell.self, forCellReuseIdentifier: "feed")
        list.dataSource = feed
        list.delegate = feed
        var configuration = RunConfiguration()
        configuration.frames = 10
        var (report, _) = try ScenarioRunner.runSuite([.drag], on: list, configuration: configuration)
        report.scenarios[0].allocations.counted = false
        var counted = report
        counted.scenarios[0].allocations.counted = true
        counted.scenarios[0].allocations.perFrameMean = 1_000
        let comparison = Comparison(baseline: report, current: counted, maxRegressionPercent: 10)
        #expect(comparison.uncounted == ["drag"])
        #expect(!comparison.rows.contains { $0.metric == "allocs/frame" })
        #expect(comparison.render().contains("allocations not counted"))
    }
}
