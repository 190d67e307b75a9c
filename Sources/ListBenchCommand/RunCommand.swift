import ArgumentParser
import Foundation
import ListBench
import ListEngine

extension ScenarioName: ExpressibleByArgument {}
/// `--layout` takes the data sets' layouts: a custom layout is an embedder's own.
extension LayoutKind: ExpressibleByArgument {
    public init?(argument: String) {
        guard let kind = LayoutKind(rawValue: argument), kind != .custom else { return nil }
        self = kind
    }

    public static var allValueStrings: [String] { [LayoutKind.table, .grid, .flow, .masonry, .sheet].map(\.rawValue) }
}
extension StyleName: ExpressibleByArgument {}
extension HeightModel: ExpressibleByArgument {}
extension CellKind: ExpressibleByArgument {}
extension DecelerationRate: ExpressibleByArgument {}
extension LoaderKind: ExpressibleByArgument {}

/// `listbench run`: scenarios over a data set, reported as a table, JSON or CSV.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run scenarios (default: the default suite) and report every frame against the budget."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, csv }
    enum Switch: String, ExpressibleByArgument, CaseIterable { case on, off }

    @Option(help: "Rows in the data set.") var rows = DataSet.default.rows
    @Option(help: "Sections; each holds rows ÷ sections rows (default: 26; a sheet 1).") var sections: Int?
    @Option(help: "table | grid | flow | masonry | sheet.") var layout = LayoutKind.table
    @Option(help: "grid, masonry: a fixed column count (default: as many as fit 100 pt, 160 pt); sheet: its columns (default 1,000).")
    var columns: Int?
    @Option(name: .customLong("frozen-rows"), help: "sheet: leading rows that do not scroll (default 1).") var frozenRows: Int?
    @Option(name: .customLong("frozen-columns"), help: "sheet: leading columns that do not scroll (default 1).") var frozenColumns: Int?
    @Option(name: .customLong("full-span-every"), help: "masonry: every Nth item spans all the columns (default: none).")
    var fullSpanEvery: Int?
    @Option(help: "plain | grouped | inset-grouped.") var style = StyleName.plain
    @Option(help: "fixed | estimated | variable.") var heights = DataSet.default.heights
    @Option(name: .customLong("scenario"), help: "A scenario (repeatable): \(ScenarioName.allCases.map(\.rawValue).joined(separator: ", ")). Default: the default suite.")
    var scenarios: [ScenarioName] = []
    @Option(help: "Display refresh rate: 60, 120 or 240.") var fps = 120
    @Option(help: "Frames per scenario.") var frames: Int?
    @Option(help: "Seconds of scrolling per scenario (instead of --frames).") var seconds: Double?
    @Option(help: "Viewport in points, WxH.") var viewport = "390x844"
    @Option(help: "minimal | realistic.") var cells = CellKind.minimal
    @Option(name: .customLong("configure-cost-us"), help: "Simulated work per configured cell, µs.") var configureCostUs = 0.0
    @Option(help: "image | none: each row's image loads, or no content loader at all (the engine alone).") var loader = LoaderKind.image
    @Option(help: "on | off: the image loader prefetches, or loads when a row appears (nothing is loaded with --loader none).")
    var prefetch = Switch.on
    @Option(name: .customLong("prefetch-latency-ms"), help: "Simulated load latency, ms.") var prefetchLatencyMs = 50.0
    @Option(help: "Loads running at once (image loads wait on I/O: keep v·L ÷ row height of them busy).") var workers = 8
    @Option(name: .customLong("page-size"), help: "paging: rows a page (as many are loaded ahead).") var pageSize = 50
    @Option(name: .customLong("max-pages"), help: "paging: the most pages held.") var maxPages = 20
    @Option(help: "Fling velocity, pt/s.") var velocity = 8_000.0
    @Option(help: "Drag, pan and sweep speed, pt/s (default: 3,000; sweep 240,000; live-insert, batch-updates, rotate and animated-updates 120).") var speed: Double?
    @Option(help: "Fling deceleration: normal (0.998/ms) or fast (0.99/ms).") var deceleration = DecelerationRate.normal
    @Option(help: "Seed for random jumps and resizes.") var seed: UInt64 = 1
    @Flag(help: "Pace frames to real vsync instead of running them back to back.") var paced = false
    @Flag(help: "Time each cell's dequeue and configuration apart (three clock reads a cell, reported as runner overhead).")
    var phases = false
    @Option(help: "text | json | csv.") var format = Format.text
    @Option(help: "Write the report here instead of standard output.") var output: String?
    @Option(help: "Write a Chrome trace (opens in Perfetto) here.") var trace: String?
    @Option(help: "Write an SVG plot of frame work here.") var plot: String?

    var configuration: RunConfiguration {
        var c = RunConfiguration()
        c.rows = rows
        c.sections = sections ?? (layout == .sheet ? 1 : DataSet.default.sections)
        c.layout = layout
        c.columns = columns
        c.frozenRows = frozenRows ?? (layout == .sheet ? 1 : nil)
        c.frozenColumns = frozenColumns ?? (layout == .sheet ? 1 : nil)
        c.fullSpanEvery = fullSpanEvery
        c.style = style
        c.heights = heights
        c.fps = fps
        c.frames = frames
        c.seconds = seconds
        let size = Self.parseViewport(viewport) ?? (-1, -1)
        c.viewportWidth = size.0
        c.viewportHeight = size.1
        c.cells = cells
        c.configureCostUs = configureCostUs
        c.loader = loader
        c.prefetch = prefetch == .on
        c.prefetchLatencyMs = prefetchLatencyMs
        c.workers = workers
        c.pageSize = pageSize
        c.maxPages = maxPages
        c.seed = seed
        c.paced = paced
        c.phases = phases
        c.scroll = ScrollParameters(velocity: velocity, speed: speed, deceleration: deceleration)
        return c
    }

    static func parseViewport(_ text: String) -> (Double, Double)? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else { return nil }
        return (w, h)
    }

    func validate() throws {
        if Self.parseViewport(viewport) == nil { throw ValidationError("--viewport must look like 390x844 (got \(viewport))") }
        if frames != nil && seconds != nil { throw ValidationError("give --frames or --seconds, not both") }
        if let problem = configuration.problems().first { throw ValidationError(problem) }
        if scenarios.contains(.pan), layout != .sheet { throw ValidationError("--scenario pan is for --layout sheet") }
        for (flag, path) in [("--output", output), ("--trace", trace), ("--plot", plot)] {
            guard let path else { continue }
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
                  FileManager.default.isWritableFile(atPath: directory) else {
                throw ValidationError("\(flag) \(path): the folder \(directory) does not exist or is not writable")
            }
        }
    }

    func run() throws {
        let configuration = configuration
        let chosen = scenarios.isEmpty ? ScenarioName.defaultSuite(for: layout) : scenarios
        let progress = ProgressLine()
        let (report, results) = try ScenarioRunner.runSuite(chosen, configuration: configuration) { scenario, done, total in
            progress.update(scenario: scenario, done: done, total: total)
        }
        progress.finish()
        let body: Data
        switch format {
        case .text: body = Data(TextReport.render(report).utf8)
        case .json: body = try JSONReport.encode(report)
        case .csv: body = Data(CSVReport.render(results).utf8)
        }
        if let output { try write(body, to: output) } else { FileHandle.standardOutput.write(body) }
        if let trace { try write(try TraceReport.render(results), to: trace) }
        if let plot { try write(Data(SVGPlot.render(results, budgetMs: configuration.clock.budgetMs).utf8), to: plot) }
    }

    private func write(_ data: Data, to path: String) throws {
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw ValidationError("cannot write \(path): \((error as NSError).localizedDescription)")
        }
    }
}

/// A progress line on standard error (redrawn in place on a terminal; a line per scenario
/// otherwise), never on standard output where JSON and CSV go.
final class ProgressLine {
    private let isTerminal = isatty(STDERR_FILENO) != 0
    private var current: ScenarioName?

    func update(scenario: ScenarioName, done: Int, total: Int) {
        if isTerminal {
            writeToStandardError("\r\u{1B}[K[\(scenario.rawValue)] frame \(done)/\(total)")
        } else if current != scenario {
            writeToStandardError("listbench: running \(scenario.rawValue) (\(total) frames)\n")
        }
        current = scenario
    }

    func finish() {
        if isTerminal { writeToStandardError("\r\u{1B}[K") }
    }
}

/// Writes `text` to standard error, unbuffered.
func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
