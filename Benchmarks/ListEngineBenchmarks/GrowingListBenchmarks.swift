import Benchmark
import ListBench
import ListEngine

/// Lists that grow at their end. `Chat.*`: listbench's `chat` scenario on 100,000 rows (variable
/// heights, table and grid), each iteration the five frames between two arrivals — the rows
/// growing, the end kept or the reader's drag — after the arrival's frame, which is not
/// measured; those frames allocate nothing (gated). `AppendAtEnd.*`: one row appended at the end
/// of the last section and the layout pass, on a list anchored to its end: the cost grows as
/// log n (1M against 100M rows, fixed heights; 1M against 10M, variable).
func growingListBenchmarks() {
    let chatConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 0,
        maxDuration: measuringTime(seconds: 2),
        maxIterations: 150,
        thresholds: [.mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 0])]
    )
    for (layout, away) in [(LayoutKind.table, false), (.table, true), (.grid, false)] {
        var session: (list: ListView, source: BenchDataSource, driver: ScenarioDriver, frame: Int)?
        Benchmark("Chat.\(layout.rawValue).\(away ? "away" : "anchored").100K", configuration: chatConfiguration) { benchmark in
            if session == nil {
                let dataSet = DataSet(rows: 100_000, sections: 26, heights: .variable, layout: layout)
                let source = BenchDataSource(dataSet)
                let list = ListView(style: .plain, layout: dataSet.listLayout, rowHeight: dataSet.rowHeight)
                source.attach(to: list)
                try! list.setViewportSize(Size(width: 390, height: 844))
                try! list.reloadData()
                let driver = ScenarioDriver(name: .chat, list: list, clock: FrameClock(fps: 120))
                // Away: the reader leaves at frame 1,200 and stays away for the measured frames.
                driver.plannedFrames = away ? 2_400 : Int.max / 2
                try! driver.prepare()
                // Warm the pools, and the rows' growth, before anything is measured.
                for frame in 0..<1_200 {
                    try! driver.beforeLayout(frame: frame)
                    list.layout()
                }
                session = (list, source, driver, 1_200)
            }
            // The arrival's frame, then the five frames until the next one.
            try! session!.driver.beforeLayout(frame: session!.frame)
            session!.list.layout()
            session!.frame += 1
            benchmark.startMeasurement()
            for _ in 0..<(ChatScript.framesPerArrival - 1) {
                try! session!.driver.beforeLayout(frame: session!.frame)
                session!.list.layout()
                session!.frame += 1
            }
        }
    }

    let appendConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 10,
        maxDuration: measuringTime(seconds: 2),
        maxIterations: 2_000
    )
    for (heights, label, rows) in [(HeightModel.fixed, "1M", 1_000_000), (.fixed, "100M", 100_000_000),
                                   (.variable, "1M", 1_000_000), (.variable, "10M", 10_000_000)] {
        var session: (list: ListView, source: BenchDataSource)?
        Benchmark("AppendAtEnd.\(heights.rawValue).\(label)", configuration: appendConfiguration) { benchmark in
            if session == nil {
                let dataSet = DataSet(rows: rows, sections: 26, heights: heights)
                let source = BenchDataSource(dataSet)
                let list = ListView(style: .plain, rowHeight: dataSet.rowHeight)
                source.attach(to: list)
                try! list.setViewportSize(Size(width: 390, height: 844))
                try! list.reloadData()
                list.anchorsToEnd = true
                list.layout()
                session = (list, source)
            }
            let list = session!.list
            let section = list.numberOfSections - 1
            var update = ListBatchUpdate()
            update.insertRows(at: [ListIndexPath(row: list.numberOfRows(inSection: section), section: section)])
            session!.source.apply(update)
            benchmark.startMeasurement()
            try! list.performBatchUpdates(update)
            list.layout()
        }
    }
}
