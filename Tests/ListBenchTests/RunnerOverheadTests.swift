import Testing
import ListEngine
@testable import ListBench

/// Per-cell phase timing is opt-in, and what the runner's clock reads add to the frame work is
/// counted and reported.
@Suite struct RunnerOverheadTests {
    func run(_ scenario: ScenarioName, phases: Bool, loader: LoaderKind = .image) throws -> ScenarioResult {
        var configuration = smallConfiguration(rows: 5_000, frames: 120)
        configuration.phases = phases
        configuration.loader = loader
        return try ScenarioRunner.run(scenario, configuration: configuration)
    }

    @Test func cellsAreTimedOnlyWithPhases() throws {
        let untimed = try run(.jump, phases: false)
        #expect(untimed.records.allSatisfy { $0.dequeueNs == 0 && $0.configureNs == 0 })
        #expect(Set(untimed.report.phasesUs.keys) == ["update", "layout", "prefetch"])
        let timed = try run(.jump, phases: true)
        #expect(timed.records.contains { $0.dequeueNs > 0 && $0.configureNs > 0 })
        #expect(Set(timed.report.phasesUs.keys) == ["update", "layout", "dequeue", "configure", "prefetch"])
        // The phases add up to the frame work either way.
        for result in [untimed, timed] {
            let sum = result.report.phasesUs.values.reduce(0, +)
            let mean = Double(result.records.reduce(UInt64(0)) { $0 + $1.workNs }) / Double(result.records.count) / 1000
            #expect(abs(sum - mean) <= 1e-6 * mean)
        }
    }

    @Test(arguments: [false, true])
    func overheadCountsEveryClockReadInsideTheFrame(phases: Bool) throws {
        for scenario in [ScenarioName.fling, .jump] {
            let result = try run(scenario, phases: phases, loader: LoaderKind.none)
            let overhead = try #require(result.report.runnerOverhead)
            let frames = Double(result.records.count)
            // One a frame (the interval's edges); with phases timed, one more (between the
            // update and the layout pass) and three a configured cell.
            let configured = result.records.reduce(0) { $0 + $1.cellsCreated + $1.cellsReused }
            #expect(overhead.clockReadsPerFrame * frames == (phases ? 2 * frames + 3 * Double(configured) : frames))
            #expect(overhead.clockReadNs > 0 && overhead.clockReadNs < 100_000)
            #expect(abs(overhead.nsPerFrame - overhead.clockReadsPerFrame * overhead.clockReadNs) <= 1e-9 * overhead.nsPerFrame)
            #expect(overhead.shareOfWork > 0 && overhead.shareOfWork <= 1)
            let meanWork = Double(result.records.reduce(UInt64(0)) { $0 + $1.workNs }) / frames
            #expect(abs(overhead.shareOfWork - min(1, overhead.nsPerFrame / meanWork)) <= 1e-12)
        }
    }

    @Test func calibrationIsStable() {
        let first = RunnerOverhead.calibrateClockRead()
        let second = RunnerOverhead.calibrateClockRead()
        #expect(first > 0 && second > 0)
        // A median over hundreds of blocks: two calibrations agree within a factor of three
        // even on a busy machine.
        #expect(max(first, second) / min(first, second) < 3)
    }
}
