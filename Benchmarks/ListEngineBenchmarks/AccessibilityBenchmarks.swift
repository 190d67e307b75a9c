import Benchmark
import ListBench
import ListEngine

/// What a screen reader costs the frame: steady scrolling over listbench's default data sets
/// (1M rows in 26 sections, 390×844; a table, a grid, a flow), each frame also making the
/// accessibility elements of its ready window, as a renderer does while assistive technology
/// runs (`Accessibility.<layout>.elements.1M`; compare `Collection.<layout>.steadyScroll.1M` and
/// `SteadyScrollFrame`, the same frames without them). Reported, not gated: elements allocate
/// (their array, labels, actions). A list no renderer asks makes none: the steady-frame
/// benchmarks' malloc counts stay gated at 0.
func accessibilityBenchmarks() {
    let frames = frameBenchmarkConfiguration(gatedAtNoMallocs: false)
    for (name, layout) in [("table", LayoutKind.table), ("grid", .grid), ("flow", .flow)] {
        var fixture: Fixture?
        Benchmark("Accessibility.\(name).elements.1M", configuration: frames) { benchmark in
            let f = fixture ?? Fixture(rows: 1_000_000, heights: .variable, layout: layout)
            fixture = f
            f.middle()
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                f.scroll(by: i % 400 < 200 ? 25 : -25)
                blackHole(f.list.accessibilityElements())
            }
        }
    }
}
