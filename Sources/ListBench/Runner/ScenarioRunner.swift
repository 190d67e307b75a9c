import Foundation
import ListEngine

/// A scenario's report and its frames.
public struct ScenarioResult: Sendable {
    /// The summary, as the JSON report writes it.
    public var report: ScenarioReport
    /// Every frame's record, in order.
    public var records: [FrameRecord]
}

/// Runs scenarios: drives a list a frame at a time as the scenario says, measures each frame's
/// work, allocations and cells, and summarizes them into the report's metrics.
///
/// It benchmarks any data source: hand ``run(_:on:configuration:progress:)`` a list whose data
/// source (and cells) are your own. `live-insert` and `batch-updates` need the data source to take updates
/// (``UpdatableDataSource``).
public enum ScenarioRunner {
    /// Called now and then with (scenario, frames done, frames in all).
    public typealias Progress = (ScenarioName, Int, Int) -> Void

    /// Runs `scenario` over listbench's data set (``BenchDataSource``) as `configuration`
    /// describes: with its image loader, or with no content loader at all (``LoaderKind/none``).
    public static func run(_ scenario: ScenarioName, configuration: RunConfiguration,
                           progress: Progress? = nil) throws -> ScenarioResult {
        try run(scenario, configuration: configuration, progress: progress, calibration: nil)
    }

    /// ``run(_:configuration:progress:)``, timing a calibration run between each two frames
    /// with `sampler`, if given.
    static func run(_ scenario: ScenarioName, configuration: RunConfiguration, progress: Progress?,
                    calibration sampler: CalibrationSampler?) throws -> ScenarioResult {
        let (list, source) = scenario == .paging ? try pagedList(configuration) : benchList(configuration)
        return try withExtendedLifetime(source) {
            try run(scenario, on: list, configuration: configuration, progress: progress, calibration: sampler)
        }
    }

    /// A list over listbench's data set as `configuration` describes it, with its data source
    /// (which the caller keeps alive) and the content loader it names, if any.
    package static func benchList(_ configuration: RunConfiguration) -> (list: ListView, source: BenchDataSource) {
        let source = BenchDataSource(configuration.dataSet, cells: configuration.cells,
                                     configureCostNs: UInt64(configuration.configureCostUs * 1000))
        let list = ListView(style: configuration.style.style, layout: configuration.dataSet.listLayout,
                            rowHeight: configuration.dataSet.rowHeight)
        source.attach(to: list)
        switch configuration.contentLoader {
        case .image:
            source.attachImageLoader(to: list, latency: configuration.prefetchLatencyMs / 1000, workers: configuration.workers,
                                     ahead: configuration.prefetch, realTime: configuration.paced)
        case .none:
            break
        }
        return (list, source)
    }

    /// A list over listbench's data set whose rows arrive by page, with no other loader: rows
    /// size themselves from the data set's estimate (unless heights are fixed), and a row not
    /// loaded is a placeholder at that height. The page loader gives each row its item.
    package static func pagedList(_ configuration: RunConfiguration) throws -> (list: ListView, source: BenchDataSource) {
        let source = BenchDataSource(configuration.dataSet, cells: configuration.cells,
                                     configureCostNs: UInt64(configuration.configureCostUs * 1000))
        var rowHeight = configuration.dataSet.rowHeight
        if case .perRow = rowHeight {
            rowHeight = .selfSizing(estimate: configuration.dataSet.estimatedHeight)
        }
        let list = ListView(style: configuration.style.style, layout: configuration.dataSet.listLayout, rowHeight: rowHeight)
        source.attach(to: list)
        list.setPager(try ListPager<Int>(configuration: configuration.paging) { rows, _ in Array(rows) })
        return (list, source)
    }

    /// Runs `scenario` on `list`, whose data source, delegate and cell registrations the caller
    /// set up (and keeps alive). Sets the viewport from `configuration`, reloads (measuring the
    /// engine's memory), then drives the frames. Only the scroll, frame, viewport and phase-timing
    /// settings of `configuration` apply; its data-set and loader fields describe
    /// ``BenchDataSource`` only. A ``BenchDataSource`` times its phases as
    /// ``RunConfiguration/phases`` says.
    ///
    /// Before the frames it calibrates the cost of a clock read, for the report's
    /// ``RunnerOverhead``.
    public static func run(_ scenario: ScenarioName, on list: ListView, configuration: RunConfiguration,
                           progress: Progress? = nil) throws -> ScenarioResult {
        try run(scenario, on: list, configuration: configuration, progress: progress, calibration: nil)
    }

    /// ``run(_:on:configuration:progress:)``, timing a calibration run between each two frames
    /// with `sampler`, if given: after a frame's record is complete, before the next frame's
    /// clock starts, so that neither its time nor its allocations count in a frame.
    static func run(_ scenario: ScenarioName, on list: ListView, configuration: RunConfiguration, progress: Progress?,
                    calibration sampler: CalibrationSampler?) throws -> ScenarioResult {
        try list.setViewportSize(Size(width: configuration.viewportWidth, height: configuration.viewportHeight))
        try list.setFrameInterval(configuration.clock.intervalSeconds)
        let memory = try EngineMemory.measureReload(of: list)
        let phases = list.dataSource as? BenchDataSource
        phases?.timesPhases = configuration.timesPhases
        let clock = configuration.clock
        let driver = ScenarioDriver(name: scenario, list: list, clock: clock,
                                    parameters: configuration.scroll, seed: configuration.seed)
        try driver.prepare()
        let frames = configuration.frameCount(scenarioDefault: driver.defaultFrameCount())
        driver.plannedFrames = frames
        var records = [FrameRecord]()
        records.reserveCapacity(frames)
        let allocations = AllocationCounter()
        let progressEvery = Swift.max(1, frames / 20)
        let clockReadNs = RunnerOverhead.calibrateClockRead()
        var clockReads = 0
        // The scroll step and the layout pass are timed apart only with phase timing, or when
        // the step is a batch update (whose call the report gives on its own): a clock read.
        let timesUpdate = configuration.timesPhases || scenario.changesData
        // `animated-updates`: the frames an animation runs through, the batches' own left out.
        let animationsBefore = list.updateAnimationStatistics
        var steady = (frames: 0, allocationsMax: UInt64(0), bytesMax: UInt64(0), cellsCreated: 0, warmAllocationsMax: UInt64(0))
        var steadyWorkNs = [UInt64]()
        if scenario == .animatedUpdates { steadyWorkNs.reserveCapacity(frames) }
        sampler?.reserve(frames)
        var columns: ColumnWatch? = if case .masonry = list.listLayout, phases != nil { ColumnWatch() } else { nil }
        let start = Monotonic.now()
        for frame in 0..<frames {
            if frame > 0 { sampler?.timeRun() }
            clock.waitForFrame(frame, startedAt: start)
            phases?.resetPhaseTimes()
            let animating = list.isAnimatingUpdates
            let poolBefore = list.reuseStatistics()!
            let countBefore = allocations.count
            let bytesBefore = allocations.bytes
            let t0 = Monotonic.now()
            try driver.beforeLayout(frame: frame)
            let t1 = timesUpdate ? Monotonic.now() : t0
            let pass = list.layout()
            let t2 = Monotonic.now()
            let countAfter = allocations.count
            let bytesAfter = allocations.bytes
            let poolAfter = list.reuseStatistics()!

            var record = FrameRecord()
            record.frame = frame
            record.startNs = t0 &- start
            record.offsetPt = list.contentOffset.y
            record.firstVisibleRow = pass.visibleRows.isEmpty ? -1 : pass.visibleRows.lowerBound
            record.lastVisibleRow = pass.visibleRows.isEmpty ? -1 : pass.visibleRows.upperBound - 1
            record.workNs = t2 &- t0
            record.updateNs = t1 &- t0
            record.dequeueNs = phases?.dequeueNs ?? 0
            record.configureNs = phases?.configureNs ?? 0
            record.contentLayoutNs = phases?.contentLayoutNs ?? 0
            record.prefetchNs = pass.prefetchNanoseconds
            record.blankArea = pass.blankArea
            record.allocations = countAfter &- countBefore
            record.allocatedBytes = bytesAfter &- bytesBefore
            record.cellsCreated = poolAfter.created - poolBefore.created
            record.cellsReused = poolAfter.reused - poolBefore.reused
            record.cellsRecycled = poolAfter.recycled - poolBefore.recycled
            clockReads += RunnerOverhead.framingClockReads + (timesUpdate ? 1 : 0) + (phases?.clockReads ?? 0)
            record.anchorDriftPt = driver.afterLayout(blankArea: pass.blankArea) ?? 0
            if let phases { columns?.observe(list, rows: pass.visibleRows, identity: phases.item(at:)) }
            record.updatedData = driver.updatedData
            let sheetColumns = list.visibleSheetColumns.scrolling
            record.offsetXPt = list.contentOffset.x
            record.firstVisibleColumn = sheetColumns.isEmpty ? -1 : sheetColumns.lowerBound
            record.lastVisibleColumn = sheetColumns.isEmpty ? -1 : sheetColumns.upperBound - 1
            record.anchorDriftXPt = driver.anchorDriftXPt
            if animating, !record.updatedData {
                steady.frames += 1
                steady.allocationsMax = Swift.max(steady.allocationsMax, record.allocations)
                steady.bytesMax = Swift.max(steady.bytesMax, record.allocatedBytes)
                steady.cellsCreated += record.cellsCreated
                if scenario == .animatedUpdates { steadyWorkNs.append(record.workNs) }
                // The report's steady half: the pools have grown to hold the leaving cells too.
                if frame >= frames / 2 { steady.warmAllocationsMax = Swift.max(steady.warmAllocationsMax, record.allocations) }
            }
            records.append(record)
            if frame % progressEvery == 0 { progress?(scenario, frame, frames) }
        }
        progress?(scenario, frames, frames)
        let statistics = FrameStatistics(records: records, clock: clock, timedPhases: phases?.timesPhases ?? false)
        let overhead = RunnerOverhead(clockReads: clockReads, records: records, clockReadNs: clockReadNs)
        var summary = report(scenario, statistics: statistics, memory: memory, rows: list.totalRows,
                             clock: clock, prefetch: list.prefetchStatistics, overhead: overhead)
        if let chat = driver.chatFigures {
            summary.endDriftMaxPt = chat.endDriftMaxPt
            summary.newRowsBelowMax = chat.newRowsBelowMax
        }
        if let paging = driver.pagingFigures, let pages = list.pagingStatistics {
            summary.pages = ScenarioReport.Pages(requested: pages.requested, loaded: pages.loaded, cancelled: pages.cancelled,
                                                 evicted: pages.evicted, heldMax: pages.heldMax)
            summary.blankAreaFlingMean = paging.blankAreaFlingMean
            summary.jumpFillFramesMax = paging.jumpFillFramesMax
        }
        if scenario == .animatedUpdates {
            let animations = list.updateAnimationStatistics
            summary.animations = ScenarioReport.Animations(
                started: animations.started - animationsBefore.started,
                interrupted: animations.interrupted - animationsBefore.interrupted,
                cellsInFlightMax: animations.cellsInFlightMax, steadyFrames: steady.frames,
                steadyFrameAllocationsMax: steady.allocationsMax, steadyFrameBytesMax: steady.bytesMax,
                steadyFrameCellsCreated: steady.cellsCreated, steadyFrameAllocationsMaxAfterWarmUp: steady.warmAllocationsMax,
                steadyFrameWorkUs: FrameStatistics.exactPercentiles(steadyWorkNs))
            summary.presentationJumpMaxPt = driver.presentationJumpMaxPt
        }
        // Every frame of `focus` moves the focus.
        if scenario == .focus { summary.focusMoveUsMax = summary.frameWorkUs.max }
        summary.columnChanges = columns?.changes
        if list.listLayout.sheet != nil {
            summary.cellsVisibleMax = list.sheetVisibleCellsMax
            summary.anchorDriftXMaxPt = records.reduce(0) { Swift.max($0, $1.anchorDriftXPt) }
        }
        if scenario == .scrollTo {
            summary.landingErrorMaxPt = driver.landingErrorMaxPt
            summary.scrollFramesMax = driver.scrollFramesMax
        }
        return ScenarioResult(report: summary, records: records)
    }

    static func report(_ scenario: ScenarioName, statistics s: FrameStatistics, memory: EngineMemory.Measurement?,
                       rows: Int, clock: FrameClock, prefetch loads: PrefetchStatistics?,
                       overhead: RunnerOverhead) -> ScenarioReport {
        var prefetch = ScenarioReport.Prefetch()
        if let loads {
            prefetch.requested = loads.requested
            prefetch.started = loads.started
            prefetch.completed = loads.completed
            prefetch.cancelled = loads.cancelled
            prefetch.cancelledWhileRunning = loads.cancelledWhileRunning
            prefetch.wasted = loads.wasted
        }
        prefetch.blankAreaMean = s.blankAreaMean
        prefetch.blankAreaMax = s.blankAreaMax
        prefetch.blankFrames = s.blankFrames
        var updates: ScenarioReport.Updates?
        if let work = s.updateFrameWorkUs, let call = s.updateCallUs {
            updates = .init(frames: s.updateFrames, frameWorkUs: work, updateCallUs: call)
        }
        return ScenarioReport(
            name: scenario.rawValue, rows: rows, fps: clock.fps, budgetMs: clock.budgetMs, frames: s.frames,
            frameWorkUs: s.workUs, framesOverBudget: s.framesOverBudget,
            hitchTimeRatioMsPerS: s.hitchTimeRatioMsPerS, hitchBand: HitchBudget.Band(ratioMsPerS: s.hitchTimeRatioMsPerS),
            scrolledSeconds: s.scrolledSeconds,
            allocations: .init(perFrameMean: s.allocationsPerFrameMean, perFrameMax: s.allocationsPerFrameMax,
                               bytesPerFrameMean: s.bytesPerFrameMean, steadyPerFrameMean: s.steadyAllocationsPerFrameMean,
                               counted: AllocationCounter().isAvailable),
            memory: .init(engineBytes: memory?.engineBytes, bytesPerRow: memory?.bytesPerRow, columnBytes: memory?.columnBytes,
                          bytesPerColumn: memory?.bytesPerColumn),
            cells: .init(created: s.cellsCreated, reused: s.cellsReused),
            anchorDriftMaxPt: s.anchorDriftMaxPt, updates: updates, prefetch: prefetch, phasesUs: s.phaseMeansUs,
            engineNsPerRow: s.engineNsPerRow, runnerOverhead: overhead)
    }

    /// Runs every scenario in `scenarios` on `list` (your own data source, delegate and cells,
    /// which you keep alive) and gathers the JSON report, whose `config` describes your list:
    /// its row count, sections, style and height mode (see ``RunConfiguration/describing(_:)``).
    ///
    /// Allocation counts need ``AllocationCounter/installHook()`` first; without it the report
    /// says `allocations.counted: false`.
    public static func runSuite(_ scenarios: [ScenarioName], on list: ListView, configuration: RunConfiguration,
                                progress: Progress? = nil) throws -> (report: BenchReport, results: [ScenarioResult]) {
        let (results, calibration) = try calibrated(scenarios) { try run($0, on: list, configuration: configuration, progress: progress, calibration: $1) }
        let report = BenchReport(config: configuration.describing(list), environment: .current(),
                                 scenarios: results.map(\.report), calibration: calibration)
        return (report, results)
    }

    /// Runs every scenario in `scenarios` over listbench's data set and gathers the JSON report.
    public static func runSuite(_ scenarios: [ScenarioName], configuration: RunConfiguration,
                                progress: Progress? = nil) throws -> (report: BenchReport, results: [ScenarioResult]) {
        let (results, calibration) = try calibrated(scenarios) { try run($0, configuration: configuration, progress: progress, calibration: $1) }
        return (BenchReport(config: configuration, environment: .current(), scenarios: results.map(\.report),
                            calibration: calibration), results)
    }

    /// Runs each of `scenarios` with `runScenario` between two batches of the calibration
    /// workload (``Calibration``), handing it the sampler that times a run between each two of
    /// its frames (``CalibrationSampler``), and gives each scenario's report its calibration
    /// time (the median of the runs around and between its frames) and its frame work in
    /// calibration units.
    ///
    /// - Complexity: the scenarios, plus ``Calibration/runsPerBatch`` × 2 workload runs each
    ///   and one a frame.
    static func calibrated(_ scenarios: [ScenarioName],
                           _ runScenario: (ScenarioName, CalibrationSampler) throws -> ScenarioResult)
        rethrows -> (results: [ScenarioResult], calibration: Calibration) {
        let sampler = CalibrationSampler()
        var results = [ScenarioResult]()
        for scenario in scenarios {
            let first = sampler.samples.count
            sampler.reserve(2 * Calibration.runsPerBatch)
            sampler.timeBatch()
            var result = try runScenario(scenario, sampler)
            sampler.timeBatch()
            let calibrationNs = Calibration.medianNs(sampler.samples[first...])
            result.report.calibrationNs = calibrationNs
            result.report.frameWorkUnits = Calibration.units(of: result.report.frameWorkUs, calibrationNs: calibrationNs)
            results.append(result)
        }
        return (results, Calibration(samplesNs: sampler.samples, checksum: sampler.batchChecksum))
    }
}

extension EnvironmentReport {
    /// This machine and process.
    public static func current() -> EnvironmentReport {
        let info = ProcessInfo.processInfo
        return EnvironmentReport(os: info.operatingSystemVersionString, cpus: info.activeProcessorCount,
                                 memoryBytes: info.physicalMemory, jemalloc: Jemalloc.isAvailable,
                                 allocationCounts: AllocationCounter().isAvailable,
                                 date: ISO8601DateFormatter().string(from: Date()), listbenchVersion: ListBenchVersion.current)
    }
}
