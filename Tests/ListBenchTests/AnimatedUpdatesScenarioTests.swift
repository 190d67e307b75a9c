import Foundation
import Testing
import ListEngine
@testable import ListBench

/// `animated-updates`: animated batches on schedule (every 45 frames, every third 20 frames after
/// the one before, interrupting it), the data source really changed, nothing drawn jumping, and
/// the report's fields.
///
/// Steady animation frames are not checked for allocations here, as `fling`'s and `drag`'s are:
/// in a debug build the engine's animation passes allocate (iterating the animation's tracks
/// goes through unspecialized array code), which release builds do not. `Scripts/smoke.sh` gates
/// the release build's figure at 0 for a table and a grid.
@Suite struct AnimatedUpdatesScenarioTests {
    @Test func batchesComeEvery45FramesAndEveryThird20FramesAfterTheOneBefore() {
        let frames = (0..<240).filter(AnimatedUpdatesScript.batches(atFrame:))
        #expect(frames == [44, 89, 109, 154, 199, 219])
        #expect((0..<240).filter(AnimatedUpdatesScript.interrupts(atFrame:)) == [109, 219])
        #expect(AnimatedUpdatesScript.batchCount(frames: 240) == (6, 2))
        #expect(AnimatedUpdatesScript.batchCount(frames: 1_200) == (32, 10))
    }

    /// 240 frames bring 6 batches, the third and sixth while the one before runs (36 frames at
    /// 120 Hz); the rows change (2 in, 2 out, 1 moved: the count stays) and the list agrees with
    /// the model; nothing drawn jumps, and the reader's place holds.
    @Test(arguments: [LayoutKind.table, .grid, .flow], [HeightModel.fixed, .variable, .estimated])
    func batchesAnimateOnScheduleAndNothingJumps(layout: LayoutKind, heights: HeightModel) throws {
        var configuration = smallConfiguration(frames: 240, heights: heights)
        configuration.layout = layout
        configuration.loader = LoaderKind.none
        let (list, source) = ScenarioRunner.benchList(configuration)
        let result = try withExtendedLifetime(source) {
            try ScenarioRunner.run(.animatedUpdates, on: list, configuration: configuration)
        }
        let context = "\(layout) \(heights)"
        let animations = try #require(result.report.animations)
        #expect(animations.started == 6 && animations.interrupted == 2, "\(context): \(animations)")
        #expect(result.records.filter(\.updatedData).map(\.frame) == [44, 89, 109, 154, 199, 219], "\(context)")
        #expect(result.report.updates?.frames == 6)
        // 35 frames after each batch that plays to its end (the last one cut at frame 239), 19
        // before each interruption.
        #expect(animations.steadyFrames == 35 + 19 + 35 + 35 + 19 + 20, "\(context)")
        #expect(animations.cellsInFlightMax > 0)
        #expect(animations.steadyFrameWorkUs.map { $0.p50 > 0 } == true)   // timed, not judged here: listbench measures
        #expect(result.report.presentationJumpMaxPt == 0, "\(context): \(result.report.presentationJumpMaxPt ?? -1) pt")
        #expect(result.report.anchorDriftMaxPt < 1e-6, "\(context)")
        #expect(result.report.rows == 10_000 && list.totalRows == 10_000)
        #expect(source.listView(list, numberOfRowsInSection: 13) == list.numberOfRows(inSection: 13))
        for cell in list.visibleCells {
            #expect((cell as? BenchCell)?.item == cell.indexPath.map(source.item(at:)), "\(context): a cell shows another row's item")
        }
        // The batches changed the model: new items (numbered from 10,000) are on screen or were.
        #expect((0..<26).contains { section in
            (0..<list.numberOfRows(inSection: section)).contains { source.item(at: ListIndexPath(row: $0, section: section)) >= 10_000 }
        })
        #expect(list.diagnosticCount == 0)
    }

    /// The same seed gives the same frames and counts; the meter compares cells under way.
    @Test(arguments: [LayoutKind.table, .grid, .flow])
    func theSameSeedGivesTheSameRun(layout: LayoutKind) throws {
        var configuration = smallConfiguration(frames: 240)
        configuration.layout = layout
        configuration.loader = LoaderKind.none
        func run() throws -> ScenarioResult { try ScenarioRunner.run(.animatedUpdates, configuration: configuration) }
        let (a, b) = (try run(), try run())
        #expect(a.records.map(\.firstVisibleRow) == b.records.map(\.firstVisibleRow))
        #expect(a.records.map(\.lastVisibleRow) == b.records.map(\.lastVisibleRow))
        #expect(a.records.map(\.cellsCreated) == b.records.map(\.cellsCreated))
        #expect(a.records.map(\.cellsReused) == b.records.map(\.cellsReused))
        #expect(a.report.animations?.cellsInFlightMax == b.report.animations?.cellsInFlightMax)
        #expect(a.report.cells.created == b.report.cells.created && a.report.cells.reused == b.report.cells.reused)

        let (list, source) = ScenarioRunner.benchList(configuration)
        try withExtendedLifetime(source) {
            try list.setViewportSize(Size(width: 390, height: 844))
            try list.setFrameInterval(1.0 / 120)
            try list.reloadData()
            let driver = ScenarioDriver(name: .animatedUpdates, list: list, clock: FrameClock(fps: 120), seed: configuration.seed)
            try driver.prepare()
            for frame in 0..<240 {
                try driver.beforeLayout(frame: frame)
                list.layout()
                _ = driver.afterLayout(blankArea: 0)
            }
            let meter = try #require(driver.presentationJumps)
            // Each frame of an animation compares the cells on screen, most of them under way.
            #expect(meter.comparisonsUnderWay > 163 * 5, "\(layout): \(meter.comparisonsUnderWay) of \(meter.comparisons)")
            #expect(meter.jumpMaxPt == 0)
        }
    }

    /// The meter sees a jump: an animation that a batch without animation ends at once puts
    /// every sliding cell at its frame in one frame.
    @Test func theMeterSeesACellThatJumps() throws {
        let dataSet = DataSet(rows: 10_000, sections: 1, heights: .fixed)
        let source = BenchDataSource(dataSet)
        let list = ListView(style: .plain, rowHeight: dataSet.rowHeight)
        source.attach(to: list)
        try list.setViewportSize(Size(width: 390, height: 844))
        try list.setFrameInterval(1.0 / 120)
        try list.reloadData()
        try list.setContentOffset(Point(x: 0, y: 44 * 100))
        list.layout()
        var meter = PresentationJumpMeter(list: list)
        meter.measure(list)
        // Five rows inserted below the first two on screen push the rest down 220 pt.
        var update = ListBatchUpdate()
        update.insertRows(at: (102..<107).map { ListIndexPath(row: $0, section: 0) })
        source.apply(update)
        meter.scrolled(list)
        let transition = try list.performBatchUpdates(update, animated: true)
        meter.recordBatch(list, transition: transition)
        for _ in 0..<10 {
            meter.scrolled(list)
            list.layout()
            meter.measure(list)
        }
        #expect(meter.jumpMaxPt == 0 && meter.comparisonsUnderWay > 10)
        // A batch without animation (an empty one: no row renumbered) ends the animation at
        // once: the rows land the last 80% of their way in one frame.
        meter.scrolled(list)
        try list.performBatchUpdates(ListBatchUpdate())
        #expect(!list.isAnimatingUpdates)
        list.layout()
        meter.measure(list)
        #expect(meter.jumpMaxPt > 100, "\(meter.jumpMaxPt) pt")
        #expect(meter.worst?.leaving == false)
    }

    /// The JSON report carries `animations` and `presentationJumpMaxPt` for this scenario only;
    /// the text report has a line for it.
    @Test func reportsCarryTheAnimationsForThisScenarioOnly() throws {
        var configuration = smallConfiguration(frames: 60)
        configuration.loader = LoaderKind.none
        let (report, _) = try ScenarioRunner.runSuite([.animatedUpdates, .drag], configuration: configuration)
        let object = try #require(try JSONSerialization.jsonObject(with: try JSONReport.encode(report)) as? [String: Any])
        let scenarios = try #require(object["scenarios"] as? [[String: Any]])
        let animations = try #require(scenarios[0]["animations"] as? [String: Any])
        for key in ["started", "interrupted", "cellsInFlightMax", "steadyFrames", "steadyFrameAllocationsMax", "steadyFrameBytesMax",
                    "steadyFrameCellsCreated", "steadyFrameAllocationsMaxAfterWarmUp"] {
            #expect(animations[key] != nil, "missing animations.\(key)")
        }
        #expect(animations["started"] as? Int == 1)
        #expect(scenarios[0]["presentationJumpMaxPt"] as? Double == 0)
        #expect(scenarios[1]["animations"] == nil && scenarios[1]["presentationJumpMaxPt"] == nil)
        let decoded = try JSONReport.decode(try JSONReport.encode(report))
        #expect(decoded.scenarios[0].animations?.steadyFrames == report.scenarios[0].animations?.steadyFrames)
        let text = TextReport.render(report)
        #expect(text.contains("animated updates") && text.contains("jump max pt"))
    }
}
