import Foundation

/// `listbench compare`: the change of each gated metric per scenario between two reports.
public struct Comparison: Sendable {
    public struct Row: Sendable {
        public var scenario: String
        public var metric: String
        public var baseline: Double
        public var current: Double
        /// Percent change; infinite when the baseline is 0 and the current value is not.
        public var changePercent: Double
        public var isRegression: Bool
    }

    public var rows: [Row]
    /// Scenarios in only one of the two reports.
    public var unmatched: [String]

    public var hasRegression: Bool { rows.contains(where: \.isRegression) }

    /// Compares p50 and p99 frame work, hitch time ratio and allocations per frame: a metric
    /// regresses when it grows by more than `maxRegressionPercent` (from 0, any growth).
    public init(baseline: BenchReport, current: BenchReport, maxRegressionPercent: Double) {
        var rows = [Row]()
        let currentByName = Dictionary(current.scenarios.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let baselineNames = Set(baseline.scenarios.map(\.name))
        for old in baseline.scenarios {
            guard let new = currentByName[old.name] else { continue }
            let metrics: [(String, Double, Double)] = [
                ("p50 µs", old.frameWorkUs.p50, new.frameWorkUs.p50),
                ("p99 µs", old.frameWorkUs.p99, new.frameWorkUs.p99),
                ("hitch ms/s", old.hitchTimeRatioMsPerS, new.hitchTimeRatioMsPerS),
                ("allocs/frame", old.allocations.perFrameMean, new.allocations.perFrameMean),
            ]
            for (metric, before, after) in metrics {
                let change = before == 0 ? (after == 0 ? 0 : .infinity) : (after - before) / before * 100
                rows.append(Row(scenario: old.name, metric: metric, baseline: before, current: after,
                                changePercent: change, isRegression: change > maxRegressionPercent))
            }
        }
        self.rows = rows
        unmatched = (baselineNames.symmetricDifference(Set(current.scenarios.map(\.name)))).sorted()
    }

    public func render() -> String {
        var lines = ["scenario      metric          baseline      current     change"]
        for row in rows {
            let change = row.changePercent.isInfinite ? "new" : String(format: "%+.1f%%", row.changePercent)
            lines.append(String(format: "%-12@  %-12@  %11.3f  %11.3f  %9@%@", row.scenario as NSString, row.metric as NSString,
                                row.baseline, row.current, change as NSString, row.isRegression ? "  REGRESSION" : ""))
        }
        for name in unmatched { lines.append("\(name): only in one report, not compared") }
        return lines.joined(separator: "\n") + "\n"
    }
}
