import Foundation

/// `listbench compare`: the change of each gated metric per scenario between two reports.
public struct Comparison: Sendable {
    /// One metric of one scenario in both reports.
    public struct Row: Sendable {
        /// The scenario's name.
        public var scenario: String
        /// The metric's name, with its unit.
        public var metric: String
        /// Its value in the baseline.
        public var baseline: Double
        /// Its value now.
        public var current: Double
        /// Percent change; infinite when the baseline is 0 and the current value is not.
        public var changePercent: Double
        /// Whether it grew by more than allowed.
        public var isRegression: Bool
    }

    /// Every compared metric, scenario by scenario.
    public var rows: [Row]
    /// Scenarios in only one of the two reports.
    public var unmatched: [String]
    /// Scenarios whose allocations were not counted in one of the reports, so not compared.
    public var uncounted: [String]

    /// Whether any metric regressed.
    public var hasRegression: Bool { rows.contains(where: \.isRegression) }

    /// Compares `current` with the baseline report at `path`. With no file there and
    /// `writingMissingBaseline`, writes `current` as the baseline and returns nil (a first run);
    /// without it, throws a one-line error that says how to make one.
    public static func against(baselineAt path: String, current: BenchReport, maxRegressionPercent: Double,
                               writingMissingBaseline: Bool = false) throws -> Comparison? {
        guard FileManager.default.fileExists(atPath: path) else {
            guard writingMissingBaseline else { throw JSONReport.ReadError.missingBaseline(path) }
            try JSONReport.encode(current).write(to: URL(fileURLWithPath: path))
            return nil
        }
        return Comparison(baseline: try JSONReport.read(path), current: current, maxRegressionPercent: maxRegressionPercent)
    }

    /// Compares p50 and p99 frame work, hitch time ratio and allocations per frame: a metric
    /// regresses when it grows by more than `maxRegressionPercent` (from 0, any growth).
    public init(baseline: BenchReport, current: BenchReport, maxRegressionPercent: Double) {
        var rows = [Row]()
        var uncounted = [String]()
        let currentByName = Dictionary(current.scenarios.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let baselineNames = Set(baseline.scenarios.map(\.name))
        for old in baseline.scenarios {
            guard let new = currentByName[old.name] else { continue }
            var metrics: [(String, Double, Double)] = [
                ("p50 µs", old.frameWorkUs.p50, new.frameWorkUs.p50),
                ("p99 µs", old.frameWorkUs.p99, new.frameWorkUs.p99),
                ("hitch ms/s", old.hitchTimeRatioMsPerS, new.hitchTimeRatioMsPerS),
            ]
            // Counts that were not taken read 0: comparing them would pass whatever happened.
            if old.allocations.counted != false && new.allocations.counted != false {
                metrics.append(("allocs/frame", old.allocations.perFrameMean, new.allocations.perFrameMean))
            } else {
                uncounted.append(old.name)
            }
            for (metric, before, after) in metrics {
                let change = before == 0 ? (after == 0 ? 0 : .infinity) : (after - before) / before * 100
                rows.append(Row(scenario: old.name, metric: metric, baseline: before, current: after,
                                changePercent: change, isRegression: change > maxRegressionPercent))
            }
        }
        self.rows = rows
        self.uncounted = uncounted
        unmatched = (baselineNames.symmetricDifference(Set(current.scenarios.map(\.name)))).sorted()
    }

    /// The comparison as a table, regressions marked.
    public func render() -> String {
        var lines = ["scenario      metric          baseline      current     change"]
        for row in rows {
            let change = row.changePercent.isInfinite ? "new" : String(format: "%+.1f%%", row.changePercent)
            lines.append(String(format: "%-12@  %-12@  %11.3f  %11.3f  %9@%@", row.scenario as NSString, row.metric as NSString,
                                row.baseline, row.current, change as NSString, row.isRegression ? "  REGRESSION" : ""))
        }
        for name in unmatched { lines.append("\(name): only in one report, not compared") }
        for name in uncounted {
            lines.append("\(name): allocations not counted in both reports, not compared (install AllocationCounter's hook)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
