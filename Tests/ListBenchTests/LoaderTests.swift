import Testing
import ListEngine
@testable import ListBench

/// `--loader none`: the engine alone, with nothing loaded, scrolling exactly as with the loader.
@Suite struct LoaderTests {
    func configuration(_ loader: LoaderKind, rows: Int = 2_000, frames: Int = 120) -> RunConfiguration {
        var configuration = smallConfiguration(rows: rows, frames: frames)
        configuration.loader = loader
        return configuration
    }

    @Test func noLoaderAttachesNoPrefetcher() throws {
        let (list, source) = ScenarioRunner.benchList(configuration(LoaderKind.none))
        #expect(list.prefetchStatistics == nil)
        let result = try withExtendedLifetime(source) {
            try ScenarioRunner.run(.fling, on: list, configuration: configuration(LoaderKind.none))
        }
        #expect(list.prefetchStatistics == nil)
        let prefetch = result.report.prefetch
        #expect(prefetch.requested == 0 && prefetch.started == 0 && prefetch.completed == 0)
        #expect(prefetch.cancelled == 0 && prefetch.wasted == 0)
        #expect(prefetch.blankAreaMean == 0 && prefetch.blankAreaMax == 0 && prefetch.blankFrames == 0)
        #expect(result.records.allSatisfy { $0.prefetchNs == 0 && $0.blankArea == 0 })
        // The image loader is the default, and it is attached.
        let (loaded, loadedSource) = ScenarioRunner.benchList(smallConfiguration(rows: 2_000))
        #expect(loaded.prefetchStatistics != nil)
        withExtendedLifetime(loadedSource) {}
    }

    /// What the frames show and which cells they take and return does not depend on the loader.
    @Test(arguments: [ScenarioName.fling, .drag, .jump, .scrub, .resizeAbove, .liveInsert])
    func sameRowsAndCellsWithAndWithoutTheLoader(scenario: ScenarioName) throws {
        let loaded = try ScenarioRunner.run(scenario, configuration: configuration(.image))
        let alone = try ScenarioRunner.run(scenario, configuration: configuration(LoaderKind.none))
        #expect(loaded.records.count == alone.records.count)
        for (a, b) in zip(loaded.records, alone.records) {
            #expect(a.offsetPt == b.offsetPt && a.firstVisibleRow == b.firstVisibleRow && a.lastVisibleRow == b.lastVisibleRow,
                    "frame \(a.frame): rows differ")
            #expect(a.cellsCreated == b.cellsCreated && a.cellsReused == b.cellsReused && a.cellsRecycled == b.cellsRecycled,
                    "frame \(a.frame): cells differ")
        }
        #expect(loaded.report.rows == alone.report.rows)
        #expect(loaded.report.prefetch.requested > 0 && alone.report.prefetch.requested == 0)
    }

    @Test(.enabled(if: Jemalloc.isAvailable, "needs jemalloc (not in sanitizer builds)"), arguments: [false, true])
    func theEngineAloneAllocatesNothingInSteadyFrames(phases: Bool) throws {
        // Through the runner's own set-up, as `listbench run --loader none` does, with and
        // without per-cell phase timing.
        var configuration = configuration(LoaderKind.none, rows: 10_000, frames: 600)
        configuration.phases = phases
        for scenario in [ScenarioName.fling, .drag, .jump] {
            let result = try ScenarioRunner.run(scenario, configuration: configuration)
            let steady = result.records.dropFirst(result.records.count / 2)
            #expect(steady.allSatisfy { $0.allocatedBytes == 0 }, "\(scenario)")
        }
    }
}
