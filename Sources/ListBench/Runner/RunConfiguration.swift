import ListEngine

/// The layouts `--layout` names. Only the table exists yet.
public enum LayoutKind: String, CaseIterable, Codable, Sendable {
    case table, grid, flow
}

/// The table styles as `--style` spells them.
public enum StyleName: String, CaseIterable, Codable, Sendable {
    case plain, grouped
    case insetGrouped = "inset-grouped"

    public var style: TableStyle {
        switch self {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
    }
}

extension HeightModel: Codable {}
extension CellKind: Codable {}

/// Everything a run is configured with: the `listbench run` flags, validated.
public struct RunConfiguration: Hashable, Codable, Sendable {
    public var rows = DataSet.default.rows
    public var sections = DataSet.default.sections
    public var layout = LayoutKind.table
    public var style = StyleName.plain
    public var heights = DataSet.default.heights
    public var fps = 120
    /// Frames per scenario; nil for `seconds`, or the scenario's default.
    public var frames: Int?
    public var seconds: Double?
    public var viewportWidth = 390.0
    public var viewportHeight = 844.0
    public var cells = CellKind.minimal
    public var configureCostUs = 0.0
    public var prefetch = true
    public var prefetchLatencyMs = 50.0
    public var workers = 8
    public var seed: UInt64 = 1
    public var paced = false
    public var scroll = ScrollParameters()

    public init() {}

    public var dataSet: DataSet { DataSet(rows: rows, sections: sections, heights: heights) }
    public var clock: FrameClock { FrameClock(fps: fps, paced: paced) }

    /// Problems with the configuration, as one-line messages; empty when it can run.
    public func problems() -> [String] {
        var problems = [String]()
        if rows < 0 { problems.append("--rows must be ≥ 0 (got \(rows))") }
        if sections < 1 { problems.append("--sections must be ≥ 1 (got \(sections))") }
        if style.style.isGrouped && sections > rows {
            problems.append("--style \(style.rawValue) needs a row in every section: --sections \(sections) exceeds --rows \(rows)")
        }
        if layout != .table { problems.append("--layout \(layout.rawValue) is not available yet: only table layouts exist") }
        if ![60, 120, 240].contains(fps) { problems.append("--fps must be 60, 120 or 240 (got \(fps))") }
        if let frames, frames < 1 { problems.append("--frames must be ≥ 1 (got \(frames))") }
        if let seconds, !(seconds > 0 && seconds.isFinite) { problems.append("--seconds must be > 0 (got \(seconds))") }
        if !(viewportWidth > 0 && viewportHeight > 0 && viewportWidth.isFinite && viewportHeight.isFinite) {
            problems.append("--viewport must be two positive numbers, WxH")
        }
        if !(configureCostUs >= 0 && configureCostUs.isFinite) { problems.append("--configure-cost-us must be ≥ 0") }
        if !(prefetchLatencyMs >= 0 && prefetchLatencyMs.isFinite) { problems.append("--prefetch-latency-ms must be ≥ 0") }
        if workers < 1 { problems.append("--workers must be ≥ 1 (got \(workers))") }
        if !(scroll.velocity > 0 && scroll.velocity.isFinite) { problems.append("--velocity must be > 0") }
        if let speed = scroll.speed, !(speed > 0 && speed.isFinite) { problems.append("--speed must be > 0") }
        return problems
    }

    /// The frame count for a scenario whose own default is `scenarioDefault`.
    func frameCount(scenarioDefault: Int) -> Int {
        if let frames { return frames }
        if let seconds { return Swift.max(1, Int((seconds * Double(fps)).rounded())) }
        return scenarioDefault
    }
}
