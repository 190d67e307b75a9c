import Benchmark
import ListBench
import ListEngine

/// A masonry of four columns beside a grid of four columns over the same million items (26
/// sections, variable heights, 390×844, minimal cells): steady scrolling (gated at 0 mallocs)
/// and random jumps once every item is placed, for the like-for-like ratio; the first jump to
/// the last item of a single section of a million after a reload (placing every item once); one
/// item's height change above the viewport.
func masonryBenchmarks() {
    let frames = frameBenchmarkConfiguration(gatedAtNoMallocs: true)
    let ungatedFrames = frameBenchmarkConfiguration(gatedAtNoMallocs: false)
    let slow = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: measuringTime(seconds: 3),
        maxIterations: 20
    )
    for layout in [LayoutKind.masonry, .grid] {
        var fixture: Fixture?
        func ready() -> Fixture {
            if let fixture { return fixture }
            let made = Fixture(rows: 1_000_000, heights: .variable, layout: layout, columns: 4)
            // Every item placed: the jumps measured are the ones after the first.
            for s in 0..<made.list.numberOfSections {
                try! made.list.scrollToRow(at: ListIndexPath(row: made.list.numberOfRows(inSection: s) - 1, section: s), position: .bottom)
                made.list.layout()
            }
            made.middle()
            fixture = made
            return made
        }
        Benchmark("Collection.\(layout.rawValue).4columns.steadyScroll.1M", configuration: frames) { benchmark in
            let f = ready()
            f.middle()
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { f.scroll(by: i % 400 < 200 ? 25 : -25) }
        }
        Benchmark("Collection.\(layout.rawValue).4columns.jump.1M", configuration: layout == .masonry ? ungatedFrames : frames) { benchmark in
            let f = ready()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { f.jumpAndLayout() }
        }
    }
    var fresh: Fixture?
    Benchmark("Masonry.4columns.firstJumpToEnd.1M", configuration: slow) { benchmark in
        let f = fresh ?? Fixture(rows: 1_000_000, heights: .variable, layout: .masonry, columns: 4, sections: 1)
        fresh = f
        try! f.list.reloadData()
        f.list.layout()
        let sections = f.list.numberOfSections
        let last = ListIndexPath(row: f.list.numberOfRows(inSection: sections - 1) - 1, section: sections - 1)
        benchmark.startMeasurement()
        try! f.list.scrollToRow(at: last, position: .bottom)
        f.list.layout()
    }
    var resized: Fixture?
    Benchmark("Masonry.4columns.heightChangeAbove.1M", configuration: ungatedFrames) { benchmark in
        let f = resized ?? Fixture(rows: 1_000_000, heights: .variable, layout: .masonry, columns: 4)
        resized = f
        f.middle()
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            f.changeHeightAboveAndLayout(toggle: i & 1 == 0, distance: 10, heights: (80, 300))
        }
    }
}
