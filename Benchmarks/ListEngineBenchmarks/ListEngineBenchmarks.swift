import Foundation
import Benchmark
import ListBench
import ListEngine

/// One list over a listbench data set (26 sections unless told, plain style, 390×844 viewport; a table, or
/// a grid, flow or masonry of its collection data sets, `columns` fixing a grid's or masonry's
/// column count), scrolled
/// into the middle, its pools warmed: what every frame benchmark starts from.
final class Fixture {
    let dataSet: DataSet
    let source: BenchDataSource
    let list: ListView
    /// A deterministic pseudo-random sequence (an LCG) for jump targets.
    private var seed: UInt64 = 0x2545_F491_4F6C_DD1D

    init(rows: Int, heights: HeightModel, layout: LayoutKind = .table, columns: Int? = nil, sections: Int = 26) {
        dataSet = DataSet(rows: rows, sections: sections, heights: heights, layout: layout, columns: columns)
        source = BenchDataSource(dataSet)
        list = ListView(style: .plain, layout: dataSet.listLayout, rowHeight: dataSet.rowHeight)
        source.attach(to: list)
        try! list.setViewportSize(Size(width: 390, height: 844))
        try! list.reloadData()
        // Warm every pool to its bound: scroll both ways and jump about.
        for _ in 0..<200 { jumpAndLayout() }
        middle()
        for _ in 0..<20 { scroll(by: 25) }
        for _ in 0..<20 { scroll(by: -25) }
    }

    var maxOffset: Double { list.contentOffsetLimits.upperBound }

    func middle() {
        try! list.setContentOffset(Point(x: 0, y: maxOffset / 2))
        list.layout()
    }

    /// A frame of steady scrolling (25 pt: 3,000 pt/s at 120 Hz), wrapping at the ends.
    func scroll(by delta: Double) {
        var y = list.contentOffset.y + delta
        if y > maxOffset || y < 0 { y = maxOffset / 2 }
        try! list.setContentOffset(Point(x: 0, y: y))
        list.layout()
    }

    func jumpAndLayout() {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let fraction = Double(seed >> 11) / Double(1 << 53)
        try! list.setContentOffset(Point(x: 0, y: fraction * maxOffset))
        list.layout()
    }

    /// One row (or item) `distance` above the first visible one changes height (alternating
    /// between `heights`), then a layout.
    func changeHeightAboveAndLayout(toggle: Bool, distance: Int = 2, heights: (Double, Double) = (44, 84)) {
        let first = list.ranges.visible.lowerBound
        guard first >= distance, let path = list.indexPath(forGlobalRow: first - distance) else { return }
        try! list.setHeight(toggle ? heights.1 : heights.0, forRowAt: path)
        list.layout()
    }
}

let benchmarks: @Sendable () -> Void = {
    engineBenchmarks()
    turnoverBenchmarks()
    collectionBenchmarks()
    masonryBenchmarks()
    sheetBenchmarks()
    supplementaryViewBenchmarks()
    gridBatchBenchmarks()
    scenarioBenchmarks()
    updateBenchmarks()
    diffBenchmarks()
    snapshotBenchmarks()
    wholesaleSnapshotBenchmarks()
    heightIndexBenchmarks()
    contentLayoutBenchmarks()
    growingListBenchmarks()
    accessibilityBenchmarks()
    calibrationBenchmarks()
}

/// A thousand frames an iteration, timed in nanoseconds; with `gatedAtNoMallocs`, the malloc
/// count is gated at 0 at every percentile (steady frames allocate nothing).
/// How long a benchmark measures: `seconds`, or a fifth of a second when
/// `LISTENGINE_BENCHMARK_QUICK` is set — CI's threshold check, which reads the malloc counts, the
/// same in every iteration of the benchmarks gated on them.
func measuringTime(seconds: Int) -> Duration {
    ProcessInfo.processInfo.environment["LISTENGINE_BENCHMARK_QUICK"] == nil ? .seconds(seconds) : .milliseconds(200)
}

func frameBenchmarkConfiguration(gatedAtNoMallocs: Bool) -> Benchmark.Configuration {
    let noAllocations = BenchmarkThresholds(absolute: [.p0: 0, .p50: 0, .p90: 0, .p99: 0, .p100: 0])
    return Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: measuringTime(seconds: 2),
        maxIterations: 1_000,
        thresholds: gatedAtNoMallocs ? [.mallocCountTotal: noAllocations] : [:]
    )
}

/// The engine's own operations at 1K and 1M rows, against the complexity table's bounds: a steady
/// frame and a jump cost O(log n) and allocate nothing, a height change above the viewport
/// O(log n), `reloadData` O(sections) with a fixed height and O(n) with per-row heights.
func engineBenchmarks() {
    // Malloc counts are exact and deterministic: gate on them. Times are reported, not gated
    // (they swing by a third between runs on these shared machines).
    let frameConfiguration = frameBenchmarkConfiguration(gatedAtNoMallocs: true)
    let reloadConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount],
        timeUnits: .microseconds,
        warmupIterations: 2,
        maxDuration: measuringTime(seconds: 2),
        maxIterations: 200,
        thresholds: [.mallocCountTotal: BenchmarkThresholds(absolute: [.p50: 2, .p100: 4])]
    )

    for (label, rows) in [("1K", 1_000), ("1M", 1_000_000)] {
        var fixture: Fixture?
        func ready() -> Fixture {
            if let fixture { return fixture }
            let made = Fixture(rows: rows, heights: .variable)
            fixture = made
            return made
        }

        Benchmark("SteadyScrollFrame.\(label)", configuration: frameConfiguration) { benchmark in
            let f = ready()
            f.middle()
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { f.scroll(by: i % 400 < 200 ? 25 : -25) }
        }

        Benchmark("JumpThenLayout.\(label)", configuration: frameConfiguration) { benchmark in
            let f = ready()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { f.jumpAndLayout() }
        }

        Benchmark("HeightChangeAbove.\(label)", configuration: frameConfiguration) { benchmark in
            let f = ready()
            f.middle()
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { f.changeHeightAboveAndLayout(toggle: i & 1 == 0) }
        }

        for heights in [HeightModel.fixed, .variable] {
            var reloadFixture: Fixture?
            Benchmark("ReloadData.\(heights.rawValue).\(label)", configuration: reloadConfiguration) { benchmark in
                let f = reloadFixture ?? Fixture(rows: rows, heights: heights)
                reloadFixture = f
                benchmark.startMeasurement()
                try! f.list.reloadData()
                benchmark.stopMeasurement()
                f.list.layout()
            }
        }
    }
}
