import Foundation
import Testing
import ListEngine
@testable import ListBench

@Suite struct ScenarioTests {
    @Test(arguments: ScenarioName.allCases, LayoutKind.allCases)
    func everyScenarioRunsAndStaysWithinTheContent(scenario: ScenarioName, layout: LayoutKind) throws {
        var configuration = smallConfiguration(frames: 240)
        configuration.layout = layout
        if scenario == .pan, layout != .sheet {
            #expect(throws: ScenarioError.self) { try ScenarioRunner.run(scenario, configuration: configuration) }
            return
        }
        let result = try ScenarioRunner.run(scenario, configuration: configuration)
        #expect(result.records.count == 240)
        #expect(result.report.frames == 240)
        #expect(result.records.allSatisfy { $0.firstVisibleRow >= 0 && $0.lastVisibleRow >= $0.firstVisibleRow })
        // Slow scenarios that stay in place turn no cells over in 2 seconds.
        #expect(result.report.cells.reused > 0 || scenario == .resizeAbove || scenario == .rotate)
        if scenario.measuresAnchorDrift {
            #expect(result.report.anchorDriftMaxPt < 1e-6, "\(layout): anchor drift \(result.report.anchorDriftMaxPt)")
        }
        // Only pan scrolls a sheet sideways, and nothing else moves its columns on screen.
        #expect((result.report.anchorDriftXMaxPt ?? 0) == 0, "\(layout): horizontal drift")
    }

    /// `scroll-to` lands every animated scroll exactly, whatever the layout and even when the
    /// heights are estimates until measured; each takes 0.25–0.6 s of frames; the JSON and text
    /// reports carry both figures, and other scenarios' reports neither.
    @Test(arguments: LayoutKind.allCases, [HeightModel.fixed, .estimated])
    func scrollToLandsEveryScrollExactly(layout: LayoutKind, heights: HeightModel) throws {
        var configuration = smallConfiguration(frames: 600, heights: heights)
        configuration.layout = layout
        let result = try ScenarioRunner.run(.scrollTo, configuration: configuration)
        #expect(result.report.landingErrorMaxPt == 0, "\(layout) \(heights)")
        let frames = try #require(result.report.scrollFramesMax)
        #expect(frames >= 30 && frames <= 72, "\(frames) frames at 120 Hz")
        // The driver sets no offset between scrolls: the list rests after each landing.
        #expect(result.records[100].offsetPt == result.records[119].offsetPt)
        let report = BenchReport(config: configuration, environment: .current(), scenarios: [result.report])
        let object = try #require(try JSONSerialization.jsonObject(with: try JSONReport.encode(report)) as? [String: Any])
        let scenario = try #require((object["scenarios"] as? [[String: Any]])?.first)
        #expect(scenario["landingErrorMaxPt"] as? Double == 0)
        #expect(scenario["scrollFramesMax"] as? Int == frames)
        #expect(try JSONReport.decode(try JSONReport.encode(report)).scenarios.first?.scrollFramesMax == frames)
        #expect(TextReport.render(report).contains("landing error max pt"))
        let other = try ScenarioRunner.run(.jump, configuration: smallConfiguration(frames: 10))
        #expect(other.report.landingErrorMaxPt == nil && other.report.scrollFramesMax == nil)
    }

    @Test func flingReversesAtTheEnds() throws {
        var configuration = smallConfiguration(rows: 500, frames: 3_000)
        configuration.scroll.velocity = 20_000
        let result = try ScenarioRunner.run(.fling, configuration: configuration)
        let offsets = result.records.map(\.offsetPt)
        let top = offsets.min()!
        let bottom = offsets.max()!
        // It reaches both ends (500 rows ≈ 32,000 pt; each flick carries 10,000 pt).
        #expect(result.records.contains { $0.firstVisibleRow == 0 })
        #expect(result.records.contains { $0.lastVisibleRow == 499 })
        // Past an end only by a rubber band, less than a screen.
        #expect(top > -844 && bottom < 32_000 + 844)
    }

    @Test func sweepCoversTheWholeListByDefault() throws {
        var configuration = smallConfiguration(rows: 20_000)
        configuration.frames = nil
        let result = try ScenarioRunner.run(.sweep, configuration: configuration)
        #expect(result.records.first!.firstVisibleRow < 100)
        #expect(result.records.last!.lastVisibleRow == 19_999)
    }

    @Test func scrubVisitsEverySection() throws {
        let result = try ScenarioRunner.run(.scrub, configuration: smallConfiguration(frames: 26))
        let dataSet = smallConfiguration().dataSet
        for (frame, record) in result.records.enumerated() {
            // The section's header is at the top: its first row is the first or second visible row.
            let first = dataSet.firstRow(ofSection: frame)
            #expect(record.firstVisibleRow <= first && first <= record.firstVisibleRow + 1 || frame == 25)
        }
    }

    /// The engine keeps the end while anchored, the reader's place while away, and counts the
    /// rows below: 240 frames arrive 40 rows, 8 of which grow; the reader leaves at frame 120
    /// and jumps back at 216.
    @Test(arguments: [HeightModel.fixed, .variable, .estimated], LayoutKind.allCases)
    func chatKeepsTheEndAndTheReadersPlace(heights: HeightModel, layout: LayoutKind) throws {
        var configuration = smallConfiguration(frames: 240)
        configuration.heights = heights
        configuration.layout = layout
        let result = try ScenarioRunner.run(.chat, configuration: configuration)
        #expect(result.report.rows == 10_000 + 40)
        #expect(result.report.endDriftMaxPt == 0)
        #expect(result.report.anchorDriftMaxPt == 0)
        // Away from frame 120 to 215: a row every 6 frames arrives below (the first one, a frame
        // into the drag, may still land beside the items of a line on screen).
        #expect((15...16).contains(result.report.newRowsBelowMax ?? 0))
        #expect(result.records.last!.lastVisibleRow == 10_039)
        #expect(result.records[119].lastVisibleRow == 10_019)
        #expect(result.records[200].lastVisibleRow < result.records[119].lastVisibleRow)
    }

    /// Rows by page: the bound holds, placeholders on screen stay under 1% over the fling, a
    /// jump's screen fills within the latency and two frames (6 frames of 50 ms at 120 Hz).
    @Test(arguments: [LayoutKind.table, .grid, .flow])
    func pagingFillsJumpsAndHoldsTheBound(layout: LayoutKind) throws {
        var configuration = smallConfiguration(frames: 960)
        configuration.layout = layout
        configuration.maxPages = 6
        let result = try ScenarioRunner.run(.paging, configuration: configuration)
        let pages = try #require(result.report.pages)
        #expect(pages.heldMax <= 6 && pages.loaded > 0 && pages.evicted > 0)
        #expect(try #require(result.report.blankAreaFlingMean) <= 0.01)
        #expect(try #require(result.report.jumpFillFramesMax) <= 8)
    }

    @Test(arguments: [HeightModel.fixed, .variable, .estimated])
    func liveInsertKeepsTheReaderInPlace(heights: HeightModel) throws {
        var configuration = smallConfiguration(frames: 120)
        configuration.heights = heights
        let result = try ScenarioRunner.run(.liveInsert, configuration: configuration)
        #expect(result.report.rows == 10_000 + 40)
        #expect(result.report.anchorDriftMaxPt < 1e-6)
        #expect(result.report.updates?.frames == 4)
        #expect(result.records.filter(\.updatedData).map(\.frame) == [29, 59, 89, 119])
    }

    /// A masonry of self-sizing items in 4 columns: measuring an arrival or a reloaded item above
    /// the viewport moves its column alone, and the item each change kept stays through the
    /// frame that measures them — no drift in any scenario that measures it.
    @Test(arguments: [ScenarioName.batchUpdates, .resizeAbove, .liveInsert, .rotate])
    func aMasonryOfSelfSizingItemsKeepsTheAnchor(scenario: ScenarioName) throws {
        var configuration = smallConfiguration(rows: 20_000, frames: 600, heights: .estimated)
        configuration.layout = .masonry
        configuration.columns = 4
        configuration.loader = LoaderKind.none
        let result = try ScenarioRunner.run(scenario, configuration: configuration)
        #expect(result.report.anchorDriftMaxPt == 0, "\(scenario): \(result.report.anchorDriftMaxPt) pt")
        #expect(result.report.columnChanges == 0)
    }

    /// A masonry whose every 10th item spans the columns, self-sizing or not: the anchor stays
    /// through batches, and no item changes column.
    @Test(arguments: [HeightModel.variable, .estimated])
    func aMasonryWithFullSpanItemsKeepsTheAnchor(heights: HeightModel) throws {
        var configuration = smallConfiguration(rows: 20_000, frames: 600, heights: heights)
        configuration.layout = .masonry
        configuration.columns = 4
        configuration.fullSpanEvery = 10
        configuration.loader = LoaderKind.none
        #expect(configuration.problems().isEmpty)
        let result = try ScenarioRunner.run(.batchUpdates, configuration: configuration)
        #expect(result.report.anchorDriftMaxPt == 0, "\(heights): \(result.report.anchorDriftMaxPt) pt")
        #expect(result.report.columnChanges == 0)
        configuration.layout = .grid
        #expect(configuration.problems() == ["--full-span-every is for --layout masonry"])
    }

    @Test(arguments: [HeightModel.fixed, .variable, .estimated])
    func batchUpdatesKeepTheReaderInPlace(heights: HeightModel) throws {
        var configuration = smallConfiguration(frames: 300)
        configuration.heights = heights
        let source = BenchDataSource(configuration.dataSet)
        let list = ListView(style: .plain, rowHeight: configuration.dataSet.rowHeight)
        source.attach(to: list)
        let result = try ScenarioRunner.run(.batchUpdates, on: list, configuration: configuration)
        #expect(result.report.anchorDriftMaxPt < 1e-6)
        #expect(result.report.updates?.frames == 30)
        #expect(result.report.rows == list.totalRows && list.totalRows > 10_000)
        // The list and the model agree after all the batches: every visible cell shows its row's item.
        for cell in list.visibleCells {
            #expect((cell as? BenchCell)?.item == cell.indexPath.map(source.item(at:)))
        }
        #expect(list.diagnosticCount == 0)
    }

    @Test func liveInsertNeedsAnInsertingDataSource() throws {
        final class Plain: ListDataSource {
            func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 100 }
            func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
                try listView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            }
        }
        let source = Plain()
        let list = ListView()
        list.register(ListCell.self, forCellReuseIdentifier: "c")
        list.dataSource = source
        #expect(throws: ScenarioError.self) {
            try ScenarioRunner.run(.liveInsert, on: list, configuration: smallConfiguration())
        }
        // Any other scenario runs on the caller's own data source.
        let result = try ScenarioRunner.run(.drag, on: list, configuration: smallConfiguration(frames: 60))
        #expect(result.report.frames == 60)
    }

    @Test(.enabled(if: Jemalloc.isAvailable, "needs jemalloc (not in sanitizer builds)"))
    func minimalCellsDoNotAllocateInSteadyFrames() throws {
        // The engine alone: no content loader (its generic code allocates in debug builds;
        // Benchmarks/ gates the release build with one at 0). Tests do not install the
        // counting hook (see AllocationCounter): no byte allocated means no allocation.
        // Tables only: the grid's and flow's queries allocate in debug builds (unspecialized
        // code); Benchmarks/ gates their release builds at 0 (`Collection.*.steadyScroll`).
        for (layout, scenarios) in [(LayoutKind.table, [ScenarioName.fling, .drag, .jump])] {
            var configuration = smallConfiguration(frames: 600)
            configuration.layout = layout
            configuration.loader = LoaderKind.none
            for scenario in scenarios {
                let (list, source) = ScenarioRunner.benchList(configuration)
                let result = try withExtendedLifetime(source) {
                    try ScenarioRunner.run(scenario, on: list, configuration: configuration)
                }
                let steady = result.records.dropFirst(result.records.count / 2)
                #expect(steady.allSatisfy { $0.allocatedBytes == 0 }, "\(layout) \(scenario)")
            }
        }
    }

    @Test func realisticCellsFormatAndMeasure() throws {
        var configuration = smallConfiguration(frames: 60)
        configuration.cells = .realistic
        configuration.configureCostUs = 5
        configuration.phases = true
        let result = try ScenarioRunner.run(.jump, configuration: configuration)
        #expect(result.report.phasesUs["configure"]! >= 5 * 10) // ≥ 10 cells a jump, 5 µs each
        #expect(result.report.phasesUs["contentLayout"]! > 0)
        let phases = result.report.phasesUs.values.reduce(0, +)
        #expect(abs(phases - result.report.frameWorkUs.mean) < 0.01 * result.report.frameWorkUs.mean, "the phases add up to the work")
    }

    /// Realistic rows size themselves from their content layout, show accessories only where
    /// the list has no section index (the guidelines), and report nothing.
    @Test(arguments: [TableStyle.plain, .insetGrouped])
    func realisticRowsSizeThemselvesFromTheirContent(style: TableStyle) throws {
        let dataSet = DataSet(rows: 2_000, sections: 4, heights: .estimated)
        let source = BenchDataSource(dataSet, cells: .realistic)
        let list = ListView(style: style, rowHeight: dataSet.rowHeight)
        source.attach(to: list)
        try list.setViewportSize(Size(width: 390, height: 844))
        try list.reloadData()
        var accessories = 0
        for offset in stride(from: 0.0, through: 20_000, by: 2_000) {
            try list.setContentOffset(Point(x: 0, y: offset))
            list.layout()
            for cell in list.visibleCells {
                let bench = try #require(cell as? BenchCell)
                let layout = try #require(try bench.contentLayout(fittingWidth: cell.frame.width))
                #expect(cell.frame.height == layout.rowHeight, "row \(cell.indexPath!)")
                if bench.hasTrailingAccessory { accessories += 1 }
            }
        }
        #expect(style == .plain ? accessories == 0 : accessories > 0)
        #expect(list.diagnosticCount == 0)
    }
}
