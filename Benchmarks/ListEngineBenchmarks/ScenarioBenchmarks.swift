import Benchmark
import ListBench
import ListEngine

/// listbench's scenarios at a size that fits CI (100,000 rows, variable heights, minimal cells):
/// each measured iteration is one frame — the scenario's scroll or update, then the layout pass.
func scenarioBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 0,
        scalingFactor: .kilo,
        maxDuration: measuringTime(seconds: 2),
        maxIterations: 20,
        thresholds: [.mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 0])]
    )
    // The scenarios that change data allocate in their update frames (the batch's bookkeeping):
    // they are measured by listbench and by updateBenchmarks().
    // With prefetch, each row's image loads in simulated time (50 ms, 8 workers): the engine
    // thread still allocates nothing a frame.
    // `pan` needs a sheet: sheetBenchmarks() measures it.
    let cases = ScenarioName.allCases.filter { !$0.changesData && $0 != .pan }.map { ($0, false) }
        + [ScenarioName.fling, .drag, .jump].map { ($0, true) }
    for (scenario, prefetch) in cases {
        var session: (list: ListView, source: BenchDataSource, driver: ScenarioDriver, frame: Int)?
        let name = "Scenario.\(scenario.rawValue)\(prefetch ? ".prefetch" : "").100K"
        Benchmark(name, configuration: configuration) { benchmark in
            if session == nil {
                let dataSet = DataSet(rows: 100_000, sections: 26, heights: .variable)
                let source = BenchDataSource(dataSet)
                let list = ListView(style: .plain, rowHeight: dataSet.rowHeight)
                source.attach(to: list)
                if prefetch {
                    source.attachImageLoader(to: list, latency: 0.05, workers: 8, ahead: true, realTime: false)
                }
                try! list.setViewportSize(Size(width: 390, height: 844))
                try! list.reloadData()
                let driver = ScenarioDriver(name: scenario, list: list, clock: FrameClock(fps: 120))
                try! driver.prepare()
                // Warm the pools to their bounds before anything is measured.
                for frame in 0..<2_000 {
                    try! driver.beforeLayout(frame: frame)
                    list.layout()
                }
                session = (list, source, driver, 2_000)
            }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try! session!.driver.beforeLayout(frame: session!.frame)
                session!.list.layout()
                session!.frame += 1
            }
        }
    }
}
