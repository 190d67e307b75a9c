import Benchmark
import ListBench
import ListEngine

/// A sheet of a million rows in one section by 1,000 columns of per-column widths (variable
/// heights, 390×844, minimal cells, a frozen row and column): a frame of `listbench`'s `pan`
/// (3,000 pt/s, 30° off the vertical toward the right, each axis turning at its edge; the
/// driver's anchor bookkeeping included), gated at 0 mallocs; beside it, a table frame over the same rows that turns over as many cells, for the
/// like-for-like ratio of one run: the table scrolls at the speed that turns over, on average,
/// the cells a pan frame turns over (rows and sheet cells configured and recycled), found when
/// the fixtures are made.
func sheetBenchmarks() {
    let frames = frameBenchmarkConfiguration(gatedAtNoMallocs: true)
    // The table's step is found at run time: its frames are the ratio's, the table's gates are its own.
    let ungatedFrames = frameBenchmarkConfiguration(gatedAtNoMallocs: false)
    var sheet: SheetFixture?
    func readySheet() -> SheetFixture {
        if let sheet { return sheet }
        let made = SheetFixture()
        sheet = made
        return made
    }
    Benchmark("Sheet.steadyPan.1M", configuration: frames) { benchmark in
        let f = readySheet()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { f.panAndLayout() }
    }
    var table: Fixture?
    var tableStep = 0.0
    Benchmark("Sheet.tableAtPanTurnover.1M", configuration: ungatedFrames) { benchmark in
        let f = table ?? Fixture(rows: 1_000_000, heights: .variable, sections: 1)
        if table == nil {
            table = f
            tableStep = SheetFixture.step(turningOver: readySheet().cellsPerFrame, in: f)
        }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { f.scroll(by: i % 4_000 < 2_000 ? tableStep : -tableStep) }
    }
}

/// The million-row, 1,000-column sheet the benchmarks pan with `listbench`'s own driver,
/// its pools warmed over 24,000 frames (the offset crosses the columns and comes back); it knows
/// how many cells a pan frame turns over.
final class SheetFixture {
    let source: BenchDataSource
    let list: ListView
    private let driver: ScenarioDriver
    private var frame = 0
    /// Rows and sheet cells configured or recycled, on average, by a pan frame.
    private(set) var cellsPerFrame = 0.0

    init() {
        let dataSet = DataSet(rows: 1_000_000, sections: 1, heights: .variable, layout: .sheet, columns: 1_000)
        source = BenchDataSource(dataSet)
        list = ListView(style: .plain, layout: dataSet.listLayout, rowHeight: dataSet.rowHeight)
        source.attach(to: list)
        try! list.setViewportSize(Size(width: 390, height: 844))
        try! list.reloadData()
        driver = ScenarioDriver(name: .pan, list: list, clock: FrameClock(fps: 120))
        try! driver.prepare()
        for _ in 0..<24_000 { panAndLayout() }
        cellsPerFrame = CellTurnover.perFrame(of: list, frames: 4_000) { self.panAndLayout() }
    }

    /// One frame of `pan` (3,000 pt/s), then a layout pass.
    func panAndLayout() {
        try! driver.beforeLayout(frame: frame)
        list.layout()
        frame += 1
    }

    /// The scroll step at which `table` turns over `cells` cells a frame, on average (the turnover
    /// grows in proportion to the step): measured at 25 pt, scaled.
    static func step(turningOver cells: Double, in table: Fixture) -> Double {
        let trial = 25.0
        let turned = CellTurnover.perFrame(of: table.list, frames: 4_000) { table.scroll(by: trial) }
        return trial * cells / turned
    }
}
