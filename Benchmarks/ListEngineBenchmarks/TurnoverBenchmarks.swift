import Benchmark
import ListBench
import ListEngine

/// The frames that turn rows over, on the work listbench compares with other engines (one
/// section, variable heights, 390×844, minimal cells): a jump to a random offset, a 2,000-pt
/// scroll, and a 2,000-pt scroll of self-sizing rows (every row new to the viewport is
/// measured), each with no content loader (the engine alone) and with the image loader
/// prefetching ahead in simulated time. Each measured iteration is one frame.
///
/// Rows measured once stay measured, so the self-sizing scroll runs a frame an iteration and at
/// most 10,000 of them: at 1M rows (25,000 frames from top to bottom) every frame measures the
/// rows it brings in; at 1K rows the scroll wraps after about 25 frames and from then on turns
/// over measured rows.
func turnoverBenchmarks() {
    func configuration(framesPerIteration: BenchmarkScalingFactor, maxIterations: Int) -> Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal, .throughput],
            timeUnits: .nanoseconds,
            warmupIterations: 10,
            scalingFactor: framesPerIteration,
            maxDuration: measuringTime(seconds: 2),
            maxIterations: maxIterations,
            thresholds: [.mallocCountTotal: BenchmarkThresholds(absolute: [.p0: 0, .p50: 0, .p90: 0, .p99: 0, .p100: 0])]
        )
    }
    let repeated = configuration(framesPerIteration: .kilo, maxIterations: 1_000)
    let once = configuration(framesPerIteration: .one, maxIterations: 10_000)
    let frames: [(name: String, heights: HeightModel, configuration: Benchmark.Configuration, frame: (TurnoverFixture) -> Void)] = [
        ("jump", .variable, repeated, { $0.jumpAndLayout() }),
        ("scroll2000", .variable, repeated, { $0.scrollAndLayout() }),
        ("selfSizing2000", .estimated, once, { $0.scrollAndLayout() }),
    ]
    for (label, rows) in [("1K", 1_000), ("1M", 1_000_000)] {
        for (name, heights, configuration, frame) in frames {
            for loader in [false, true] {
                var fixture: TurnoverFixture?
                Benchmark("Turnover.\(name).\(loader ? "loader" : "noLoader").\(label)", configuration: configuration) { benchmark in
                    let f = fixture ?? TurnoverFixture(rows: rows, heights: heights, loader: loader)
                    fixture = f
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations { frame(f) }
                }
            }
        }
    }
}

/// A one-section list over listbench's data set, its pools warmed by jumps and scrolls.
final class TurnoverFixture {
    let source: BenchDataSource
    let list: ListView
    private var random = SplitMix64(seed: 0x2545_F491_4F6C_DD1D)

    init(rows: Int, heights: HeightModel, loader: Bool) {
        let dataSet = DataSet(rows: rows, sections: 1, heights: heights)
        source = BenchDataSource(dataSet)
        list = ListView(style: .plain, rowHeight: dataSet.rowHeight)
        source.attach(to: list)
        if loader {
            source.attachImageLoader(to: list, latency: 0.05, workers: 8, ahead: true, realTime: false)
        }
        try! list.setViewportSize(Size(width: 390, height: 844))
        try! list.reloadData()
        for _ in 0..<200 { jumpAndLayout() }
        try! list.setContentOffset(.zero)
        for _ in 0..<200 { list.layout() }
    }

    /// `scrollToRow` to a random row at the top, then a layout pass.
    func jumpAndLayout() {
        let row = Int.random(in: 0..<list.totalRows, using: &random)
        try! list.scrollToRow(at: list.indexPath(forGlobalRow: row)!, position: .top)
        list.layout()
    }

    /// 2,000 pt down (240,000 pt/s at 120 Hz), back to the top past the end, then a layout pass.
    func scrollAndLayout() {
        var y = list.contentOffset.y + 2_000
        if y > list.contentOffsetLimits.upperBound { y = 0 }
        try! list.setContentOffset(Point(x: 0, y: y))
        list.layout()
    }
}
