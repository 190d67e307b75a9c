import Benchmark
import ListBench
import ListEngine

/// Grids, flows and masonries over listbench's collection data sets (26 sections, 390×844, minimal cells)
/// at 1K and 1M items: steady scrolling (gated at 0 mallocs), a jump to a random offset, one
/// item's height change above the viewport (grid), a width change (a rotation 390 ↔ 844), and
/// `reloadData` with the first frame (a flow lays out lazily, so 1M costs about what 1K does);
/// and a fixed-height table's jump, the reference for the fixed-size grid's.
func collectionBenchmarks() {
    let frames = frameBenchmarkConfiguration(gatedAtNoMallocs: true)
    let ungatedFrames = frameBenchmarkConfiguration(gatedAtNoMallocs: false)
    let slow = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 2,
        maxDuration: measuringTime(seconds: 2),
        maxIterations: 200
    )
    let layouts: [(name: String, layout: LayoutKind, heights: HeightModel)] = [
        ("grid.fixed", .grid, .fixed), ("grid.variable", .grid, .variable), ("flow.variable", .flow, .variable),
        ("masonry.variable", .masonry, .variable),
    ]
    for (label, rows) in [("1K", 1_000), ("1M", 1_000_000)] {
        for (name, layout, heights) in layouts {
            var fixture: Fixture?
            func ready() -> Fixture {
                if let fixture { return fixture }
                let made = Fixture(rows: rows, heights: heights, layout: layout)
                fixture = made
                return made
            }
            Benchmark("Collection.\(name).steadyScroll.\(label)", configuration: frames) { benchmark in
                let f = ready()
                f.middle()
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations { f.scroll(by: i % 400 < 200 ? 25 : -25) }
            }
            // A flow lays out lines it never had when a jump lands in new territory, a masonry
            // places items it never placed: allocations.
            let lazy = layout == .flow || layout == .masonry
            Benchmark("Collection.\(name).jump.\(label)", configuration: lazy ? ungatedFrames : frames) { benchmark in
                let f = ready()
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { f.jumpAndLayout() }
            }
            Benchmark("Collection.\(name).rotate.\(label)", configuration: slow) { benchmark in
                let f = ready()
                f.middle()
                let width = f.list.viewportSize.width == 390 ? 844.0 : 390.0
                benchmark.startMeasurement()
                try! f.list.setViewportSize(Size(width: width, height: 844))
                f.list.layout()
            }
            Benchmark("Collection.\(name).reloadFirstFrame.\(label)", configuration: slow) { benchmark in
                let f = ready()
                benchmark.startMeasurement()
                try! f.list.reloadData()
                f.list.layout()
            }
            if layout == .grid, heights == .variable {
                Benchmark("Collection.\(name).heightChangeAbove.\(label)", configuration: ungatedFrames) { benchmark in
                    let f = ready()
                    f.middle()
                    benchmark.startMeasurement()
                    // Taller than any item (80–160 pt) and back: its line's height changes every time.
                    for i in benchmark.scaledIterations {
                        f.changeHeightAboveAndLayout(toggle: i & 1 == 0, distance: 10, heights: (80, 200))
                    }
                }
            }
        }
        // The like-for-like reference for a fixed-size grid's jump: a table of fixed-height rows
        // over the same sections (the variable-height table of `JumpThenLayout` shows a third
        // fewer rows on a screen than the grid shows items).
        var table: Fixture?
        Benchmark("Collection.table.fixed.jump.\(label)", configuration: frames) { benchmark in
            let f = table ?? Fixture(rows: rows, heights: .fixed)
            table = f
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { f.jumpAndLayout() }
        }
    }
}
