import Foundation
import ListBench
import ListEngine
import Testing

/// A sheet's pan frame against a table frame that turns over as many cells, the two run in
/// alternating blocks in one process, so that a shared machine's changes of speed fall on both:
/// printed, not checked. Run by hand in release,
/// `LISTENGINE_SHEET_MEASURE=1 swift test -c release --filter SheetPanRatioMeasurement`.
///
/// The sheet is the benchmarks' (a million rows in one section by 1,000 columns of per-column
/// widths, variable heights, 390×844, minimal cells, a frozen row and column) panned by
/// listbench's `pan` driver; the table scrolls the same rows at the step that turns over, on
/// average, as many cells a frame (rows and sheet cells configured and recycled).
@Suite struct SheetPanRatioMeasurement {
    /// Frames a block; blocks of each.
    static let blockFrames = 500, blocks = 200

    @Test(.enabled(if: ProcessInfo.processInfo.environment["LISTENGINE_SHEET_MEASURE"] != nil))
    func panFrameAgainstATableFrameOfTheSameTurnover() throws {
        let sheetSet = DataSet(rows: 1_000_000, sections: 1, heights: .variable, layout: .sheet, columns: 1_000)
        let sheetSource = BenchDataSource(sheetSet)
        let sheet = try Self.list(over: sheetSet, source: sheetSource)
        let driver = ScenarioDriver(name: .pan, list: sheet, clock: FrameClock(fps: 120))
        try driver.prepare()
        var frame = 0
        let pan = {
            try! driver.beforeLayout(frame: frame)
            sheet.layout()
            frame += 1
        }
        for _ in 0..<24_000 { pan() }
        let cells = CellTurnover.perFrame(of: sheet, frames: 4_000, pan)

        let tableSet = DataSet(rows: 1_000_000, sections: 1, heights: .variable)
        let tableSource = BenchDataSource(tableSet)
        let table = try Self.list(over: tableSet, source: tableSource)
        let limit = table.contentOffsetLimits.upperBound
        var step = 25.0
        var scrolled = 0
        let scroll = {
            var y = table.contentOffset.y + (scrolled % 4_000 < 2_000 ? step : -step)
            if y > limit || y < 0 { y = limit / 2 }
            try! table.setContentOffset(Point(x: 0, y: y))
            table.layout()
            scrolled += 1
        }
        try table.setContentOffset(Point(x: 0, y: limit / 2))
        step *= cells / CellTurnover.perFrame(of: table, frames: 4_000, scroll)
        for _ in 0..<4_000 { scroll() }
        let tableCells = CellTurnover.perFrame(of: table, frames: 4_000, scroll)

        var panNs = [Double](), scrollNs = [Double](), ratios = [Double]()
        for _ in 0..<Self.blocks {
            let p = Self.nanoseconds(Self.blockFrames, pan)
            let s = Self.nanoseconds(Self.blockFrames, scroll)
            panNs.append(p)
            scrollNs.append(s)
            ratios.append(p / s)
        }
        print("""
            A sheet's pan frame against a table frame of the same turnover, \(Self.blocks) alternating blocks of \(Self.blockFrames) frames:
              cells turned over a frame:  pan \(String(format: "%.2f", cells)), table \(String(format: "%.2f", tableCells)) (step \(String(format: "%.1f", step)) pt)
              pan frame, median block:    \(String(format: "%.0f", Self.median(panNs))) ns
              table frame, median block:  \(String(format: "%.0f", Self.median(scrollNs))) ns
              ratio, median of blocks:    \(String(format: "%.2f", Self.median(ratios))) (quartiles \(String(format: "%.2f", Self.quantile(ratios, 0.25)))–\(String(format: "%.2f", Self.quantile(ratios, 0.75))))
            """)
    }

    /// A list over `dataSet` from `source`, 390×844, loaded.
    static func list(over dataSet: DataSet, source: BenchDataSource) throws -> ListView {
        let list = ListView(style: .plain, layout: dataSet.listLayout, rowHeight: dataSet.rowHeight)
        source.attach(to: list)
        try list.setViewportSize(Size(width: 390, height: 844))
        try list.reloadData()
        return list
    }

    /// Nanoseconds a call, over `count` calls of `body`.
    static func nanoseconds(_ count: Int, _ body: () -> Void) -> Double {
        let elapsed = ContinuousClock().measure { for _ in 0..<count { body() } }
        let (seconds, attoseconds) = elapsed.components
        return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(count)
    }

    static func median(_ values: [Double]) -> Double { quantile(values, 0.5) }

    static func quantile(_ values: [Double], _ q: Double) -> Double {
        let sorted = values.sorted()
        return sorted[Int(Double(sorted.count - 1) * q)]
    }
}
