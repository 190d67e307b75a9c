import Foundation
import Testing
import ListEngine
@testable import ListBench

/// listbench over a sheet: the `pan` driver, the sheet's report fields, its options. (A steady
/// pan's allocations are gated on the release build, by `Sheet.steadyPan` in Benchmarks/ and
/// the smoke script: a debug build allocates in unspecialized code.)
@Suite struct SheetBenchTests {
    /// A small sheet: 2,000 rows in one section, `columns` columns, one frozen row and column.
    private func sheetConfiguration(columns: Int = 60, frames: Int, heights: HeightModel = .variable) -> RunConfiguration {
        var c = smallConfiguration(rows: 2_000, frames: frames, heights: heights)
        c.layout = .sheet
        c.sections = 1
        c.columns = columns
        c.frozenRows = 1
        c.frozenColumns = 1
        c.loader = LoaderKind.none
        return c
    }

    /// The naive reference of `pan`: each axis moves at its share of the speed and turns at its
    /// edges, so the offsets stay within them, reach both ends of each, and every frame moves by
    /// the step (or stops at an edge).
    @Test(arguments: [HeightModel.fixed, .variable])
    func panReversesAtBothEdgesOfBothAxes(heights: HeightModel) throws {
        var configuration = sheetConfiguration(columns: 30, frames: 2_400, heights: heights)
        configuration.scroll.speed = 24_000
        let (list, source) = ScenarioRunner.benchList(configuration)
        let result = try withExtendedLifetime(source) { try ScenarioRunner.run(.pan, on: list, configuration: configuration) }
        let right = list.sheetContentWidth - configuration.viewportWidth
        let limits = list.contentOffsetLimits
        #expect(right > 0)
        let step = 24_000.0 / 120
        var previous = (x: 0.0, y: limits.lowerBound)
        var turns = (left: 0, right: 0, top: 0, bottom: 0)
        var direction = (x: 1.0, y: 1.0)
        for record in result.records {
            let (x, y) = (record.offsetXPt, record.offsetPt)
            #expect(x >= 0 && x <= right && y >= limits.lowerBound && y <= limits.upperBound, "frame \(record.frame)")
            // The reference: the step along each axis, stopped at the edge, turning there.
            let wantedX = Swift.min(Swift.max(previous.x + direction.x * step * 0.5, 0), right)
            let wantedY = Swift.min(Swift.max(previous.y + direction.y * step * 3.0.squareRoot() / 2, limits.lowerBound), limits.upperBound)
            #expect(abs(x - wantedX) < 1e-6 && abs(y - wantedY) < 1e-6, "frame \(record.frame): (\(x), \(y)) against (\(wantedX), \(wantedY))")
            if wantedX >= right { direction.x = -1; turns.right += 1 } else if wantedX <= 0 { direction.x = 1; turns.left += 1 }
            if wantedY >= limits.upperBound { direction.y = -1; turns.bottom += 1 } else if wantedY <= limits.lowerBound { direction.y = 1; turns.top += 1 }
            previous = (x, y)
        }
        #expect(turns.left > 0 && turns.right > 0 && turns.top > 0 && turns.bottom > 0, "\(turns)")
        #expect(result.records.contains { $0.lastVisibleColumn == 29 })
        #expect(result.records.contains { $0.firstVisibleColumn == 1 })
        #expect(result.report.anchorDriftMaxPt < 1e-6 && result.report.anchorDriftXMaxPt == 0)
    }

    /// Columns learnt from their cells (estimated) widen as they come in, the first scrolling
    /// column kept still: no drift either way.
    @Test func learntWidthsKeepThePlace() throws {
        let configuration = sheetConfiguration(columns: 200, frames: 600, heights: .estimated)
        let (list, source) = ScenarioRunner.benchList(configuration)
        let result = try withExtendedLifetime(source) { try ScenarioRunner.run(.pan, on: list, configuration: configuration) }
        // Some column came in and was widened from the 100 pt estimate to its 120–200 pt.
        let widened = try (0..<list.sheetColumnCount).filter { try list.sheetColumnSpan($0).width > DataSet.estimatedColumnWidth }
        #expect(!widened.isEmpty)
        for column in widened { #expect(try list.sheetColumnSpan(column).width == configuration.dataSet.width(ofColumn: column)) }
        #expect(result.report.anchorDriftXMaxPt == 0)
        #expect(result.report.anchorDriftMaxPt < 1e-6)
    }

    /// Columns learnt to the left of the first scrolling column on screen — the pan started at
    /// x = 5,000 pt and comes back over columns it never saw — widen without moving it; and the
    /// meter sees a move the driver did not make.
    @Test func widthsLearntLeftOfThePlaceKeepIt() throws {
        var configuration = sheetConfiguration(columns: 200, frames: 1, heights: .estimated)
        configuration.scroll.speed = 24_000
        let (list, source) = ScenarioRunner.benchList(configuration)
        try withExtendedLifetime(source) {
            try list.setViewportSize(Size(width: 390, height: 844))
            let driver = ScenarioDriver(name: .pan, list: list, clock: FrameClock(fps: 120), parameters: configuration.scroll)
            try driver.prepare()
            try list.setContentOffset(Point(x: 5_000, y: list.contentOffset.y))
            for _ in 0..<10 { list.layout() }
            _ = driver.afterLayout(blankArea: 0)   // the place from here: the driver did not scroll there
            // The first column the sheet made cells for: those left of it were never seen.
            let unseen = list.sheetColumnWindows.ready.lowerBound
            #expect(unseen > 10)
            #expect(try list.sheetColumnSpan(unseen - 1).width == DataSet.estimatedColumnWidth)
            var drifts = [Double]()
            for frame in 0..<600 {
                try driver.beforeLayout(frame: frame)
                list.layout()
                _ = driver.afterLayout(blankArea: 0)
                drifts.append(driver.anchorDriftXPt)
            }
            #expect(drifts.allSatisfy { $0 == 0 }, "\(drifts.max() ?? 0) pt")
            // It came back left of where it started, and learnt those columns' widths.
            let widened = try (1..<unseen).filter { try list.sheetColumnSpan($0).width != DataSet.estimatedColumnWidth }
            #expect(widened.count > unseen / 2, "\(widened.count) of \(unseen - 1) columns learnt")
            for column in widened { #expect(try list.sheetColumnSpan(column).width == configuration.dataSet.width(ofColumn: column)) }

            try driver.beforeLayout(frame: 600)
            try list.setContentOffset(Point(x: list.contentOffset.x + 7, y: list.contentOffset.y))
            list.layout()
            _ = driver.afterLayout(blankArea: 0)
            #expect(abs(driver.anchorDriftXPt - 7) < 1e-9)
        }
    }

    /// The sheet's JSON and CSV fields are there, with sane values; other layouts' reports
    /// leave them out.
    @Test func sheetFieldsAreReported() throws {
        let configuration = sheetConfiguration(frames: 120)
        let (list, source) = ScenarioRunner.benchList(configuration)
        let result = try withExtendedLifetime(source) { try ScenarioRunner.run(.pan, on: list, configuration: configuration) }
        let report = BenchReport(config: configuration, environment: .current(), scenarios: [result.report])
        let object = try #require(try JSONSerialization.jsonObject(with: try JSONReport.encode(report)) as? [String: Any])
        #expect(object["schema"] as? String == "listbench/1")
        let scenario = try #require((object["scenarios"] as? [[String: Any]])?.first)
        // At 390 × 844 pt: 80–200 pt columns, 44–84 pt rows — between 3 × 11 and 6 × 21 cells.
        let visible = try #require(scenario["cellsVisibleMax"] as? Int)
        #expect((33...126).contains(visible), "\(visible)")
        #expect(scenario["anchorDriftXMaxPt"] as? Double == 0)
        let memory = try #require(scenario["memory"] as? [String: Any])
        if Jemalloc.isAvailable {
            let perColumn = try #require(memory["bytesPerColumn"] as? Double)
            #expect(perColumn > 0 && perColumn < 64, "\(perColumn) bytes a column")
            // What the allocator kept for the columns: the engine's own count, rounded up to
            // the allocator's size classes.
            let bytes = try #require(memory["columnBytes"] as? Int)
            #expect(bytes >= list.sheetColumnBytes && bytes <= 2 * list.sheetColumnBytes, "\(bytes) against \(list.sheetColumnBytes)")
        }
        let decoded = try JSONReport.decode(try JSONReport.encode(report))
        #expect(decoded.scenarios[0].cellsVisibleMax == visible && decoded.config.frozenColumns == 1)
        #expect(TextReport.render(report).contains("drift x pt"))

        let lines = CSVReport.render([result]).split(separator: "\n")
        let header = lines[0].split(separator: ",").map(String.init)
        #expect(Array(header.suffix(3)) == ["offsetXPt", "firstVisibleColumn", "lastVisibleColumn"])
        for line in lines.dropFirst() {
            let fields = line.split(separator: ",").suffix(3)
            let (x, first, last) = (Double(fields[fields.startIndex])!, Int(fields[fields.startIndex + 1])!, Int(fields[fields.startIndex + 2])!)
            #expect(x >= 0 && first >= 1 && last >= first && last < 60)
        }
        #expect(lines.dropFirst().contains { Double($0.split(separator: ",").suffix(3).first!)! > 0 })

        let table = try ScenarioRunner.run(.drag, configuration: smallConfiguration(frames: 10))
        #expect(table.report.cellsVisibleMax == nil && table.report.anchorDriftXMaxPt == nil && table.report.memory.bytesPerColumn == nil)
        #expect(table.records.allSatisfy { $0.firstVisibleColumn == -1 && $0.offsetXPt == 0 })
    }

    /// The same seed gives the same counts, and the default suite adds `pan` for a sheet.
    @Test func countsRepeatRunToRun() throws {
        var configuration = sheetConfiguration(frames: 240)
        configuration.seed = 11
        func run() throws -> [ScenarioReport] {
            try [ScenarioName.pan, .jump, .liveInsert].map { try ScenarioRunner.run($0, configuration: configuration).report }
        }
        let (first, second) = (try run(), try run())
        for (a, b) in zip(first, second) {
            #expect(a.cells.created == b.cells.created && a.cells.reused == b.cells.reused, "\(a.name)")
            #expect(a.cellsVisibleMax == b.cellsVisibleMax && a.anchorDriftXMaxPt == b.anchorDriftXMaxPt)
            #expect(a.memory.columnBytes == b.memory.columnBytes && a.memory.engineBytes == b.memory.engineBytes)
            #expect(a.allocations.perFrameMax == b.allocations.perFrameMax)
        }
        #expect(ScenarioName.defaultSuite(for: .sheet).last == .pan && !ScenarioName.defaultSuite(for: .table).contains(.pan))
    }

    /// A report on a caller's own sheet describes its columns and frozen panes.
    @Test func aCallersSheetIsDescribed() throws {
        var configuration = sheetConfiguration(columns: 40, frames: 30)
        configuration.frozenColumns = 2
        let (list, source) = ScenarioRunner.benchList(configuration)
        let (report, _) = try withExtendedLifetime(source) { try ScenarioRunner.runSuite([.pan], on: list, configuration: RunConfiguration()) }
        #expect(report.config.dataSource == .custom && report.config.layout == .sheet)
        #expect(report.config.columns == 40 && report.config.frozenColumns == 2 && report.config.frozenRows == 1)
    }

    /// Options a sheet refuses, each with its own message.
    @Test func badSheetOptionsAreRefused() {
        var c = sheetConfiguration(frames: 1)
        c.columns = 0
        #expect(c.problems() == ["--columns must be 1 to 1000000 for a sheet (got 0)"])
        c.columns = 10
        c.frozenColumns = 11
        #expect(c.problems() == ["--frozen-columns must be 0 to 10, the sheet's columns (got 11)"])
        c.frozenColumns = 1
        c.frozenRows = -1
        #expect(c.problems() == ["--frozen-rows must be 0 to 2000, the sheet's rows (got -1)"])
        var table = smallConfiguration()
        table.frozenRows = 1
        #expect(table.problems() == ["--frozen-rows is for --layout sheet"])
        table.frozenRows = nil
        table.columns = 3
        #expect(table.problems() == ["--columns is for --layout grid, masonry or sheet"])
    }
}
