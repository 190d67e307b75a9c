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
        /// Whether it is gated: a metric shown for reading only never regresses.
        public var isGated: Bool
        /// Whether it is gated and grew by more than allowed.
        public var isRegression: Bool
    }

    /// How frame times were gated.
    public enum TimeBasis: Hashable, Sendable {
        /// In calibration units (frame work ÷ the calibration workload's time, in each report):
        /// p50 units are gated at the threshold and p90 units at twice it; µs, p99 units and the
        /// hitch ratio are shown, not gated.
        case calibrated
        /// In absolute µs and hitch ms/s, because the reason given (a report without a
        /// calibration, or calibrations of different workloads) keeps units out.
        case absolute(reason: String)
    }

    /// Every compared metric, scenario by scenario.
    public var rows: [Row]
    /// Scenarios in only one of the two reports.
    public var unmatched: [String]
    /// Scenarios whose allocations were not counted in one of the reports, so not compared.
    public var uncounted: [String]
    /// How frame times were gated.
    public var timeBasis: TimeBasis
    /// The two reports' calibrations, when both have one.
    public var calibrations: (baseline: Calibration, current: Calibration)?

    /// Whether any gated metric regressed.
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

    /// Compares frame work, hitch time ratio and allocations per frame: a gated metric regresses
    /// when it grows by more than `maxRegressionPercent` (from 0, any growth).
    ///
    /// When both reports carry comparable calibrations (``Calibration/isComparable(with:)``),
    /// frame work is gated in calibration units — p50 of `frameWorkUnits` at
    /// `maxRegressionPercent`, p90 at twice that (a busy machine moves a run's tail about twice
    /// as far as its median: on a 2-core machine with builds running beside it, the same
    /// commit's p90 units read up to +11 % where its p50 units stayed within +4 %) — and the
    /// absolute figures (p50 and p99 µs, hitch ms/s) and p99 units are shown but not gated: a
    /// busy or different machine moves them without a change in the code, and a short run's
    /// p99 is a handful of frames that one preemption decides. Otherwise p50 and p99 µs and the
    /// hitch ratio are gated, as before calibration existed. Allocations per frame are gated
    /// either way when both reports counted them.
    ///
    /// - Complexity: O(scenarios).
    public init(baseline: BenchReport, current: BenchReport, maxRegressionPercent: Double) {
        var rows = [Row]()
        var uncounted = [String]()
        let currentByName = Dictionary(current.scenarios.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let baselineNames = Set(baseline.scenarios.map(\.name))
        let basis = Self.timeBasis(baseline: baseline, current: current)
        for old in baseline.scenarios {
            guard let new = currentByName[old.name] else { continue }
            // Each metric with its allowance: the threshold's multiple it may grow by (0: shown only).
            var metrics: [(name: String, before: Double, after: Double, allowance: Double)] = []
            if basis == .calibrated, let oldUnits = old.frameWorkUnits, let newUnits = new.frameWorkUnits {
                metrics += [
                    ("p50 units", oldUnits.p50, newUnits.p50, 1),
                    ("p90 units", oldUnits.p90, newUnits.p90, 2),
                    ("p99 units", oldUnits.p99, newUnits.p99, 0),
                    ("p50 µs", old.frameWorkUs.p50, new.frameWorkUs.p50, 0),
                    ("p99 µs", old.frameWorkUs.p99, new.frameWorkUs.p99, 0),
                    ("hitch ms/s", old.hitchTimeRatioMsPerS, new.hitchTimeRatioMsPerS, 0),
                ]
            } else {
                metrics += [
                    ("p50 µs", old.frameWorkUs.p50, new.frameWorkUs.p50, 1),
                    ("p99 µs", old.frameWorkUs.p99, new.frameWorkUs.p99, 1),
                    ("hitch ms/s", old.hitchTimeRatioMsPerS, new.hitchTimeRatioMsPerS, 1),
                ]
            }
            // Counts that were not taken read 0: comparing them would pass whatever happened.
            if old.allocations.counted != false && new.allocations.counted != false {
                metrics.append(("allocs/frame", old.allocations.perFrameMean, new.allocations.perFrameMean, 1))
            } else {
                uncounted.append(old.name)
            }
            for metric in metrics {
                let (before, after) = (metric.before, metric.after)
                let change = before == 0 ? (after == 0 ? 0 : .infinity) : (after - before) / before * 100
                let gated = metric.allowance > 0
                rows.append(Row(scenario: old.name, metric: metric.name, baseline: before, current: after,
                                changePercent: change, isGated: gated,
                                isRegression: gated && change > maxRegressionPercent * metric.allowance))
            }
        }
        self.rows = rows
        self.uncounted = uncounted
        timeBasis = basis
        if let old = baseline.calibration, let new = current.calibration { calibrations = (old, new) }
        unmatched = (baselineNames.symmetricDifference(Set(current.scenarios.map(\.name)))).sorted()
    }

    /// Calibration units when both reports carry comparable calibrations; absolute times, with
    /// the reason, otherwise.
    static func timeBasis(baseline: BenchReport, current: BenchReport) -> TimeBasis {
        switch (baseline.calibration, current.calibration) {
        case (nil, nil): return .absolute(reason: "neither report has a calibration")
        case (nil, _): return .absolute(reason: "the baseline has no calibration")
        case (_, nil): return .absolute(reason: "the current report has no calibration")
        case let (old?, new?) where !old.isComparable(with: new):
            return .absolute(reason: "the calibrations differ (\(old.workload) v\(old.version) against \(new.workload) v\(new.version))")
        default: return .calibrated
        }
    }

    /// The comparison as a table, regressions marked, metrics that are not gated marked so,
    /// under a line saying how frame times were gated.
    public func render() -> String {
        var lines = [String]()
        switch timeBasis {
        case .calibrated:
            if let (old, new) = calibrations {
                lines.append(String(format: "frame times gated in calibration units (%@ v%d: %.1f µs a run in the baseline, %.1f µs now)",
                                    old.workload as NSString, old.version, old.medianNs / 1000, new.medianNs / 1000))
            }
        case .absolute(let reason):
            lines.append("frame times gated in absolute µs: \(reason)")
        }
        lines.append("scenario      metric          baseline      current     change")
        for row in rows {
            let change = row.changePercent.isInfinite ? "new" : String(format: "%+.1f%%", row.changePercent)
            let verdict = row.isRegression ? "  REGRESSION" : (row.isGated ? "" : "  (not gated)")
            // Calibration units are fractions of a calibration run: a digit more.
            let number = row.metric.hasSuffix("units") ? "%11.4f" : "%11.3f"
            lines.append(String(format: "%-12@  %-12@  \(number)  \(number)  %9@%@", row.scenario as NSString, row.metric as NSString,
                                row.baseline, row.current, change as NSString, verdict as NSString))
        }
        for name in unmatched { lines.append("\(name): only in one report, not compared") }
        for name in uncounted {
            lines.append("\(name): allocations not counted in both reports, not compared (install AllocationCounter's hook)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
