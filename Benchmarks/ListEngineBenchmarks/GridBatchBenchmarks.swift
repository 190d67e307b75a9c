import Benchmark
import ListBench
import ListEngine

/// One batch on a grid of fixed-height items (26 sections, 390×844, scrolled to the middle) at
/// 10⁶, 10⁸ and 10⁹ items, with the layout pass after it: an item deleted above the viewport
/// and one inserted below it, and an item moved from above the viewport to below it. Both keep
/// every section's count, so the data set's counts stay right without a model to edit (the
/// items' content is the benchmark's to ignore). A fixed-height grid stays in closed form
/// through a batch: its malloc bytes and counts are gated, and must not grow with the items.
/// The same batches on a grid of variable heights at 10⁶ items change its lines in place from
/// the first change to its section's end.
func gridBatchBenchmarks() {
    // The bytes a batch allocates were seen to vary by 4 between runs: they are gated within a
    // kilobyte (a regression that holds memory per item allocates megabytes); the counts exactly.
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount],
        timeUnits: .microseconds,
        warmupIterations: 5,
        maxDuration: measuringTime(seconds: 2),
        maxIterations: 500,
        thresholds: [.mallocBytesCount: BenchmarkThresholds(absolute: [.p90: 1_024])]
    )
    let grids: [(heights: HeightModel, label: String, items: Int)] = [
        (.fixed, "1M", 1_000_000), (.fixed, "100M", 100_000_000), (.fixed, "1G", 1_000_000_000), (.variable, "1M", 1_000_000),
    ]
    for (heights, label, items) in grids {
        var fixture: Fixture?
        func ready() -> Fixture {
            if let fixture { return fixture }
            let made = Fixture(rows: items, heights: heights, layout: .grid)
            made.middle()
            fixture = made
            return made
        }
        Benchmark("GridBatch.\(heights).deleteAndInsert.\(label)", configuration: configuration) { benchmark in
            let f = ready()
            let (above, below) = f.itemsAroundViewport()
            var update = ListBatchUpdate()
            update.deleteRows(at: [above])
            update.insertRows(at: [below])
            benchmark.startMeasurement()
            try! f.list.performBatchUpdates(update)
            f.list.layout()
            benchmark.stopMeasurement()
        }
        Benchmark("GridBatch.\(heights).move.\(label)", configuration: configuration) { benchmark in
            let f = ready()
            let (above, below) = f.itemsAroundViewport()
            benchmark.startMeasurement()
            try! f.list.moveRow(at: above, to: below)
            f.list.layout()
            benchmark.stopMeasurement()
        }
    }
}

extension Fixture {
    /// An item of the first visible item's section 30 items above it, and one 300 items below
    /// it (both clamped to the section).
    func itemsAroundViewport() -> (above: ListIndexPath, below: ListIndexPath) {
        let first = list.indexPath(forGlobalRow: list.ranges.visible.lowerBound) ?? ListIndexPath(row: 0, section: 0)
        let rows = list.numberOfRows(inSection: first.section)
        return (ListIndexPath(row: Swift.max(0, first.row - 30), section: first.section),
                ListIndexPath(row: Swift.min(rows - 1, first.row + 300), section: first.section))
    }
}
