import ArgumentParser
import Foundation
import ListBench

/// `listbench compare BASELINE.json CURRENT.json --max-regression PCT`.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two JSON reports; exit 1 on a regression in p50, p99, hitch ratio or allocations."
    )

    @Argument(help: "The baseline report (listbench/1 JSON).") var baseline: String
    @Argument(help: "The current report.") var current: String
    @Option(name: .customLong("max-regression"), help: "Allowed growth, percent (p90 frame work in calibration units: twice this).") var maxRegression = 10.0
    @Flag(name: .customLong("write-baseline"), help: "If the baseline does not exist, keep the current report as the baseline and exit 0.")
    var writeBaseline = false

    func validate() throws {
        guard maxRegression >= 0, maxRegression.isFinite else { throw ValidationError("--max-regression must be ≥ 0") }
    }

    func run() throws {
        guard let comparison = try Comparison.against(baselineAt: baseline, current: try JSONReport.read(current),
                                                      maxRegressionPercent: maxRegression, writingMissingBaseline: writeBaseline) else {
            print("no baseline at \(baseline): wrote \(current)'s report there; later runs compare against it")
            return
        }
        print(comparison.render(), terminator: "")
        if comparison.hasRegression { throw ExitCode(1) }
    }
}
