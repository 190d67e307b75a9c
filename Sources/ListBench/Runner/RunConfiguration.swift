import ListEngine

/// The layouts `--layout` names.
public enum LayoutKind: String, CaseIterable, Codable, Sendable {
    /// A table (one column of rows).
    case table
    /// A grid of items (the collection data sets: columns at least 100 pt wide).
    case grid
    /// A flow of items wrapping into lines (the collection data sets: items 60–240 pt wide).
    case flow
    /// A masonry: items of their own heights in columns at least 160 pt wide (or `--columns`),
    /// each placed in the shortest.
    case masonry
    /// A sheet: the table's rows cut into columns of their own widths, leading rows and columns
    /// frozen (`--columns`, `--frozen-rows`, `--frozen-columns`).
    case sheet
    /// A layout of the embedder's own (`ListLayout.custom(_:)`): reported for runs
    /// of the library over an app's list; listbench's data sets have none.
    case custom
}

/// The table styles as `--style` spells them.
public enum StyleName: String, CaseIterable, Codable, Sendable {
    /// `plain`.
    case plain
    /// `grouped`.
    case grouped
    /// `inset-grouped`.
    case insetGrouped = "inset-grouped"

    /// The engine's style of this name.
    public var style: TableStyle {
        switch self {
        case .plain: .plain
        case .grouped: .grouped
        /// `inset-grouped`.
        case .insetGrouped: .insetGrouped
        }
    }

    /// The name of the engine's `style`.
    public init(_ style: TableStyle) {
        self = switch style {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
    }
}

extension HeightModel: Codable {}
extension CellKind: Codable {}

/// Whose rows a run scrolls.
public enum DataSourceKind: String, Codable, Sendable {
    /// listbench's deterministic data set (``BenchDataSource``), described by the run's fields.
    case listbench
    /// The caller's own data source: the run's `rows`, `sections` and `heights` are read from
    /// the list (see ``RunConfiguration/describing(_:)``).
    case custom
}

/// Everything a run is configured with: the `listbench run` flags, validated.
public struct RunConfiguration: Hashable, Codable, Sendable {
    /// Whose rows are scrolled: listbench's data set, or the caller's (nil in reports written
    /// before the field existed: listbench's).
    public var dataSource: DataSourceKind? = .listbench
    /// Rows in the data set.
    public var rows = DataSet.default.rows
    /// Sections; each holds rows ÷ sections rows.
    public var sections = DataSet.default.sections
    /// The layout: a table, a grid, a flow or a masonry.
    public var layout = LayoutKind.table
    /// A grid's or masonry's fixed column count (`--columns`); nil: as many as fit 100 pt (a
    /// grid) or 160 pt (a masonry). A sheet's column count; nil: ``DataSet/defaultSheetColumns``.
    public var columns: Int?
    /// A sheet's frozen leading rows (`--frozen-rows`); nil: 1 (absent for other layouts and in
    /// reports written before the field existed).
    public var frozenRows: Int?
    /// A sheet's frozen leading columns (`--frozen-columns`); nil: 1.
    public var frozenColumns: Int?
    /// A masonry's every `N`th item spans the columns (`--full-span-every`); nil: none.
    public var fullSpanEvery: Int?
    /// The table style.
    public var style = StyleName.plain
    /// How rows get their heights.
    public var heights = DataSet.default.heights
    /// The display's refresh rate: 60, 120 or 240.
    public var fps = 120
    /// Frames per scenario; nil for `seconds`, or the scenario's default.
    public var frames: Int?
    /// Seconds of scrolling per scenario (instead of `frames`).
    public var seconds: Double?
    /// The viewport's width, in points.
    public var viewportWidth = 390.0
    /// The viewport's height, in points.
    public var viewportHeight = 844.0
    /// Minimal cells (the engine alone) or realistic ones (strings formatted, text measured).
    public var cells = CellKind.minimal
    /// Simulated work per configured cell, in microseconds.
    public var configureCostUs = 0.0
    /// The content loader: listbench's image loader, or none (the engine alone). nil in reports
    /// written before the field existed, which always loaded images; read it as
    /// ``contentLoader``.
    public var loader: LoaderKind? = .image
    /// Whether content loads ahead of display (true) or when a row appears (with the image loader).
    public var prefetch = true
    /// Simulated load latency, in milliseconds.
    public var prefetchLatencyMs = 50.0
    /// Loads running at once.
    public var workers = 8
    /// `paging`: rows a page (nil in reports written before the field existed: 50).
    public var pageSize: Int? = 50
    /// `paging`: the most pages held (nil in reports written before the field existed: 20).
    public var maxPages: Int? = 20
    /// The seed of random jumps, resizes and updates.
    public var seed: UInt64 = 1
    /// Whether frames are paced to real vsync instead of running back to back.
    public var paced = false
    /// Whether each configured cell's dequeue and configuration are timed apart (`--phases`):
    /// three clock reads a cell, which the report counts in the runner's overhead. nil in
    /// reports written before the field existed; read it as ``timesPhases``.
    public var phases: Bool? = false
    /// Fling velocity, drag speed and deceleration.
    public var scroll = ScrollParameters()

    /// The `listbench run` defaults: the default million-row suite.
    public init() {}

    /// This configuration describing `list` (the caller's own data source): its real row
    /// count, sections, style and height mode (and a sheet's columns and frozen panes), and no
    /// content loader when the list has none, so that a report on it says what it measured.
    ///
    /// - Complexity: O(1) once a sheet's columns are loaded.
    public func describing(_ list: ListView) -> RunConfiguration {
        var described = self
        described.dataSource = .custom
        if list.prefetchStatistics == nil { described.loader = LoaderKind.none }
        described.rows = list.totalRows
        described.sections = list.numberOfSections
        described.style = StyleName(list.style)
        described.layout = switch list.listLayout {
        case .table: .table
        case .grid: .grid
        case .flow: .flow
        case .masonry: .masonry
        case .sheet: .sheet
        case .custom: .custom
        }
        described.heights = switch list.rowHeight {
        case .fixed: .fixed
        case .perRow: .variable
        case .selfSizing: .estimated
        }
        if let sheet = list.listLayout.sheet {
            described.columns = list.sheetColumnCount
            described.frozenRows = sheet.frozenRows
            described.frozenColumns = list.frozenSheetColumnCount
        }
        return described
    }

    /// The content loader a run uses: ``loader``, or the image loader when the field is absent.
    public var contentLoader: LoaderKind { loader ?? .image }
    /// Whether a run times each cell's dequeue and configuration apart: ``phases``, or off
    /// when the field is absent.
    public var timesPhases: Bool { phases ?? false }

    /// The data set these fields describe (for ``BenchDataSource``).
    public var dataSet: DataSet {
        var dataSet = DataSet(rows: rows, sections: sections, heights: heights, layout: layout, columns: columns,
                              fullSpanEvery: fullSpanEvery)
        dataSet.frozenRows = frozenRows ?? 1
        dataSet.frozenColumns = frozenColumns ?? 1
        return dataSet
    }
    /// The display clock these fields describe.
    public var clock: FrameClock { FrameClock(fps: fps, paced: paced) }

    /// Problems with the configuration, as one-line messages; empty when it can run.
    public func problems() -> [String] {
        var problems = [String]()
        if rows < 0 { problems.append("--rows must be ≥ 0 (got \(rows))") }
        if sections < 1 { problems.append("--sections must be ≥ 1 (got \(sections))") }
        if style.style.isGrouped && sections > rows {
            problems.append("--style \(style.rawValue) needs a row in every section: --sections \(sections) exceeds --rows \(rows)")
        }
        if ![60, 120, 240].contains(fps) { problems.append("--fps must be 60, 120 or 240 (got \(fps))") }
        if let frames, frames < 1 { problems.append("--frames must be ≥ 1 (got \(frames))") }
        if let seconds, !(seconds > 0 && seconds.isFinite) { problems.append("--seconds must be > 0 (got \(seconds))") }
        if !(viewportWidth > 0 && viewportHeight > 0 && viewportWidth.isFinite && viewportHeight.isFinite) {
            problems.append("--viewport must be two positive numbers, WxH")
        }
        if !(configureCostUs >= 0 && configureCostUs.isFinite) { problems.append("--configure-cost-us must be ≥ 0") }
        if !(prefetchLatencyMs >= 0 && prefetchLatencyMs.isFinite) { problems.append("--prefetch-latency-ms must be ≥ 0") }
        if workers < 1 { problems.append("--workers must be ≥ 1 (got \(workers))") }
        if let columns {
            if layout == .sheet {
                if !(1...DataSet.maximumSheetColumns).contains(columns) {
                    problems.append("--columns must be 1 to \(DataSet.maximumSheetColumns) for a sheet (got \(columns))")
                }
            } else {
                if layout != .masonry && layout != .grid { problems.append("--columns is for --layout grid, masonry or sheet") }
                if !(1...MasonryLayout.maximumColumns).contains(columns) {
                    problems.append("--columns must be 1 to \(MasonryLayout.maximumColumns) (got \(columns))")
                }
            }
        }
        if let every = fullSpanEvery {
            if layout != .masonry { problems.append("--full-span-every is for --layout masonry") }
            if every < 1 { problems.append("--full-span-every must be ≥ 1 (got \(every))") }
        }
        problems += sheetProblems()
        if let problem = paging.problem { problems.append("--page-size and --max-pages: \(problem)") }
        if !(scroll.velocity > 0 && scroll.velocity.isFinite) { problems.append("--velocity must be > 0") }
        if let speed = scroll.speed, !(speed > 0 && speed.isFinite) { problems.append("--speed must be > 0") }
        return problems
    }

    /// Problems with the sheet's options: frozen rows and columns only for a sheet, within its
    /// rows and columns (when those are valid).
    private func sheetProblems() -> [String] {
        var problems = [String]()
        let columnLimit = (1...DataSet.maximumSheetColumns).contains(dataSet.sheetColumns) ? dataSet.sheetColumns : nil
        for (flag, count, limit) in [("--frozen-rows", frozenRows, rows >= 0 ? rows : nil), ("--frozen-columns", frozenColumns, columnLimit)] {
            guard let count else { continue }
            if layout != .sheet {
                problems.append("\(flag) is for --layout sheet")
            } else if let limit, !(0...limit).contains(count) {
                problems.append("\(flag) must be 0 to \(limit), the sheet's \(flag == "--frozen-rows" ? "rows" : "columns") (got \(count))")
            }
        }
        return problems
    }

    /// How the `paging` scenario's pager loads: pages of ``pageSize`` rows, as many ahead, at
    /// most ``maxPages`` held, in simulated time at ``prefetchLatencyMs`` on ``workers``.
    public var paging: PagingConfiguration {
        let pageSize = pageSize ?? 50
        return PagingConfiguration(pageSize: pageSize, prefetchDistance: pageSize, maxPages: maxPages ?? 20, workers: workers,
                                   timing: .simulated(latency: prefetchLatencyMs / 1000))
    }

    /// The frame count for a scenario whose own default is `scenarioDefault`.
    func frameCount(scenarioDefault: Int) -> Int {
        if let frames { return frames }
        if let seconds { return Swift.max(1, Int((seconds * Double(fps)).rounded())) }
        return scenarioDefault
    }
}
