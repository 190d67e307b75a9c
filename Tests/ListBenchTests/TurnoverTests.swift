import Testing
import ListEngine
@testable import ListBench

/// Rows turned over per frame (configured and recycled) and the engine's ns per row.
@Suite struct TurnoverTests {
    func record(workNs: UInt64, created: Int = 0, reused: Int = 0, recycled: Int = 0) -> FrameRecord {
        var record = FrameRecord()
        record.workNs = workNs
        record.cellsCreated = created
        record.cellsReused = reused
        record.cellsRecycled = recycled
        return record
    }

    @Test func engineNsPerRowOfKnownFrames() {
        let records = [
            record(workNs: 1_000, created: 2),                // 2 rows
            record(workNs: 900_000),                          // turns nothing over: left out
            record(workNs: 3_000, reused: 1, recycled: 1),    // 2 rows
            record(workNs: 2_000, recycled: 4),               // 4 rows
        ]
        let statistics = FrameStatistics(records: records, clock: FrameClock(fps: 120))
        #expect(statistics.engineNsPerRow == 6_000.0 / 8)
        #expect(FrameStatistics(records: [record(workNs: 500), record(workNs: 700)], clock: FrameClock(fps: 120)).engineNsPerRow == nil)
        #expect(FrameStatistics(records: [], clock: FrameClock(fps: 120)).engineNsPerRow == nil)
    }

    /// The definition, computed by hand from a run's records.
    static func engineNsPerRow(_ records: [FrameRecord]) -> Double? {
        let turning = records.filter { $0.cellsCreated + $0.cellsReused + $0.cellsRecycled > 0 }
        let rows = turning.reduce(0) { $0 + $1.cellsCreated + $1.cellsReused + $1.cellsRecycled }
        return rows == 0 ? nil : Double(turning.reduce(UInt64(0)) { $0 + $1.workNs }) / Double(rows)
    }

    @Test(arguments: [ScenarioName.fling, .drag, .jump, .sweep])
    func engineNsPerRowFollowsItsDefinition(scenario: ScenarioName) throws {
        var configuration = smallConfiguration(rows: 5_000, frames: 120)
        configuration.loader = LoaderKind.none
        let result = try ScenarioRunner.run(scenario, configuration: configuration)
        let perRow = try #require(result.report.engineNsPerRow)
        #expect(perRow > 0)
        #expect(perRow == Self.engineNsPerRow(result.records))
    }

    @Test func noTurnoverHasNoEngineNsPerRow() throws {
        // Five rows fit on screen with room to spare: after the first screen settles, dragging
        // (rubber-banding at the end) turns no row over.
        var configuration = smallConfiguration(rows: 5, frames: 60, heights: .fixed)
        configuration.sections = 1
        configuration.loader = LoaderKind.none
        let result = try ScenarioRunner.run(.drag, configuration: configuration)
        #expect(result.records.allSatisfy { $0.rowsTurnedOver == 0 })
        #expect(result.report.engineNsPerRow == nil)
    }

    /// Per frame, the cells returned are the rows that left the ready window: a drag over
    /// 44 pt rows, 44 pt a frame, through the runner (its progress reports every frame of a
    /// short run, after the frame).
    @Test(arguments: [LoaderKind.none, .image])
    func cellsRecycledAreRowsLeavingTheReadyWindow(loader: LoaderKind) throws {
        var configuration = smallConfiguration(rows: 5_000, frames: 30, heights: .fixed)
        configuration.loader = loader
        configuration.scroll.speed = 44 * 120
        let (list, source) = ScenarioRunner.benchList(configuration)
        var ready = [Range<Int>]()
        let result = try withExtendedLifetime(source) {
            try ScenarioRunner.run(.drag, on: list, configuration: configuration) { _, done, total in
                if done < total { ready.append(list.ranges.ready) }
            }
        }
        try #require(ready.count == result.records.count)
        for frame in 1..<ready.count {
            let left = ready[frame - 1].count - ready[frame - 1].clamped(to: ready[frame]).count
            #expect(result.records[frame].cellsRecycled == left, "frame \(frame): \(ready[frame - 1]) → \(ready[frame])")
        }
        #expect(result.records.dropFirst().reduce(0) { $0 + $1.cellsRecycled } > 0)
    }
}
