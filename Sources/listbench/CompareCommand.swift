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
    @Option(name: .customLong("max-regression"), help: "Allowed growth, percent.") var maxRegression = 10.0

    func validate() throws {
        guard maxRegression >= 0, maxRegression.isFinite else { throw ValidationError("--max-regression must be ≥ 0") }
    }

    func run() throws {
        let comparison = Comparison(baseline: try JSONReport.read(baseline), current: try JSONReport.read(current),
                                    maxRegressionPercent: maxRegression)
        print(comparison.render(), terminator: "")
        if comparison.hasRegression { throw ExitCode(1) }
    }
}
