import Benchmark
import ListBench
import ListEngine

/// Batch updates on a list scrolled to the middle (26 sections, variable heights): one row
/// inserted at the top, and listbench's random batches — each with the layout pass after it.
/// Compare `InsertAtTop.1M` with `ReloadData.variable.1M`: what an app without batch updates pays.
func updateBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 10,
        maxDuration: measuringTime(seconds: 2),
        maxIterations: 2_000
    )
    for (label, rows) in [("1K", 1_000), ("1M", 1_000_000)] {
        var fixture: Fixture?
        func ready() -> Fixture {
            if let fixture { return fixture }
            let made = Fixture(rows: rows, heights: .variable)
            made.middle()
            fixture = made
            return made
        }
        // One batch an iteration; the model's change (the app's work) is not measured.
        Benchmark("InsertAtTop.\(label)", configuration: configuration) { benchmark in
            let f = ready()
            var update = ListBatchUpdate()
            update.insertRows(at: [ListIndexPath(row: 0, section: 0)])
            f.source.apply(update)
            benchmark.startMeasurement()
            try! f.list.performBatchUpdates(update)
            f.list.layout()
            benchmark.stopMeasurement()
        }
    }
    var session: (list: ListView, source: BenchDataSource, driver: ScenarioDriver, frame: Int)?
    Benchmark("RandomBatch.1M", configuration: configuration) { benchmark in
        if session == nil {
            let dataSet = DataSet.default
            let source = BenchDataSource(dataSet)
            let list = ListView(style: .plain, rowHeight: dataSet.rowHeight)
            source.attach(to: list)
            try! list.setViewportSize(Size(width: 390, height: 844))
            try! list.reloadData()
            let driver = ScenarioDriver(name: .batchUpdates, list: list, clock: FrameClock(fps: 120))
            try! driver.prepare()
            session = (list, source, driver, 0)
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            // Ten frames of the batch-updates scenario: nine scrolls and one random batch.
            for _ in 0..<10 {
                try! session!.driver.beforeLayout(frame: session!.frame)
                session!.list.layout()
                session!.frame += 1
            }
        }
    }
}
