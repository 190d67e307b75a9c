import Foundation
import Testing
@testable import ListBench

/// The `listbench` command as a user runs it: exit codes, one-line errors, determinism.
@Suite(.enabled(if: listbenchIsBuilt, "the listbench executable is not built beside the tests"))
struct CommandLineTests {
    @Test(arguments: [
        ["run", "--fps", "50"],
        ["run", "--viewport", "wide"],
        ["run", "--rows", "-5"],
        ["run", "--sections", "0"],
        ["run", "--scenario", "nope"],
        ["run", "--frames", "0"],
        ["run", "--frames", "10", "--seconds", "1"],
        ["run", "--style", "grouped", "--rows", "3", "--sections", "5"],
        ["run", "--no-such-flag"],
        ["run", "--loader", "video"],
        ["run", "--layout", "sheet", "--columns", "0"],
        ["run", "--layout", "sheet", "--columns", "1000001"],
        ["run", "--layout", "sheet", "--columns", "10", "--frozen-columns", "11"],
        ["run", "--layout", "sheet", "--rows", "10", "--frozen-rows", "-1"],
        ["run", "--frozen-rows", "1"],
        ["run", "--layout", "grid", "--frozen-columns", "2"],
        ["run", "--layout", "table", "--columns", "5"],
        ["run", "--scenario", "pan"],
        ["run", "--layout", "grid", "--columns", "65"],
        ["run", "--rows", "100", "--frames", "5", "--output", "/nonexistent-dir/report.json"],
        ["compare", "/nonexistent/a.json", "/nonexistent/b.json"],
        ["compare", "/etc/hostname", "/etc/hostname"],
        ["compare", "--max-regression", "-3", "a", "b"],
    ])
    func badInputGetsAOneLineErrorAndANonZeroExit(arguments: [String]) throws {
        let result = try runListbench(arguments)
        #expect(result.status != 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.stderr)")
        #expect(lines.first?.hasPrefix("listbench: ") == true)
        #expect(result.stdout.isEmpty)
    }

    @Test func versionIsPrinted() throws {
        let result = try runListbench(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == ListBenchVersion.current)
    }

    /// A first run has no baseline: compare says how to make one, or keeps the report as one.
    @Test func aMissingBaselineIsExplainedOrWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listbench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let current = folder.appendingPathComponent("current.json").path
        let baseline = folder.appendingPathComponent("baseline.json").path
        #expect(try runListbench(["run", "--rows", "1000", "--frames", "5", "--scenario", "drag", "--format", "json", "--output", current]).status == 0)
        let refused = try runListbench(["compare", baseline, current])
        #expect(refused.status != 0)
        #expect(refused.stderr.split(separator: "\n").count == 1)
        #expect(refused.stderr.contains("no baseline report at \(baseline)") && refused.stderr.contains("--write-baseline"))
        let written = try runListbench(["compare", baseline, current, "--write-baseline"])
        #expect(written.status == 0 && FileManager.default.fileExists(atPath: baseline))
        #expect(try runListbench(["compare", baseline, current]).status == 0)
    }

    @Test func sameSeedSameCounts() throws {
        let arguments = ["run", "--rows", "20000", "--frames", "200", "--format", "json", "--scenario", "jump", "--scenario", "fling",
                         "--scenario", "resize-above", "--seed", "7"]
        let first = try JSONReport.decode(Data(try runListbench(arguments).stdout.utf8))
        let second = try JSONReport.decode(Data(try runListbench(arguments).stdout.utf8))
        for (a, b) in zip(first.scenarios, second.scenarios) {
            #expect(a.cells.created == b.cells.created && a.cells.reused == b.cells.reused)
            #expect(a.allocations.perFrameMax == b.allocations.perFrameMax)
            #expect(a.allocations.perFrameMean == b.allocations.perFrameMean)
            #expect(a.memory.engineBytes == b.memory.engineBytes)
            #expect(a.anchorDriftMaxPt == b.anchorDriftMaxPt && a.frames == b.frames)
        }
        let csv = ["run", "--rows", "20000", "--frames", "200", "--format", "csv", "--scenario", "jump", "--seed", "7"]
        let rows = { (text: String) in text.split(separator: "\n").map { line in
            line.split(separator: ",").enumerated().filter { [0, 1, 2, 3, 4, 6, 7].contains($0.offset) }.map(\.element)
        } }
        #expect(rows(try runListbench(csv).stdout) == rows(try runListbench(csv).stdout))
    }

    @Test func loaderAndPhasesAreParsed() throws {
        let arguments = ["run", "--rows", "2000", "--frames", "20", "--scenario", "drag", "--format", "json"]
        let alone = try runListbench(arguments + ["--loader", "none", "--phases"])
        #expect(alone.status == 0, "stderr: \(alone.stderr)")
        let report = try JSONReport.decode(Data(alone.stdout.utf8))
        #expect(report.config.loader == LoaderKind.none && report.config.phases == true)
        #expect(report.scenarios[0].prefetch.requested == 0 && report.scenarios[0].phasesUs["dequeue"] != nil)
        let defaults = try JSONReport.decode(Data(try runListbench(arguments).stdout.utf8))
        #expect(defaults.config.loader == .image && defaults.config.phases == false)
        #expect(defaults.scenarios[0].prefetch.requested > 0 && defaults.scenarios[0].phasesUs["dequeue"] == nil)
        // --prefetch means nothing without a loader: accepted, and the report says nothing loads.
        let text = try runListbench(["run", "--rows", "2000", "--frames", "20", "--scenario", "drag", "--loader", "none", "--prefetch", "on"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("no content loader") && text.stdout.contains("nothing is loaded"))
    }

    @Test func compareExitCodes() throws {
        let baseline = temporaryPath("baseline.json")
        let result = try runListbench(["run", "--rows", "5000", "--frames", "60", "--scenario", "drag", "--format", "json", "--output", baseline])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)                      // the report went to the file
        var report = try JSONReport.read(baseline)
        #expect(try runListbench(["compare", baseline, baseline, "--max-regression", "0"]).status == 0)
        report.scenarios[0].frameWorkUs.p50 *= 3
        report.scenarios[0].frameWorkUnits?.p50 *= 3
        let worse = temporaryPath("worse.json")
        try JSONReport.encode(report).write(to: URL(fileURLWithPath: worse))
        let compared = try runListbench(["compare", baseline, worse, "--max-regression", "50"])
        #expect(compared.status == 1)
        #expect(compared.stdout.contains("REGRESSION") && compared.stdout.contains("gated in calibration units"))
        #expect(try runListbench(["compare", worse, baseline, "--max-regression", "50"]).status == 0) // an improvement
        // Without a calibration in one report, µs are gated, and the output says why.
        report.calibration = nil
        try JSONReport.encode(report).write(to: URL(fileURLWithPath: worse))
        let absolute = try runListbench(["compare", baseline, worse, "--max-regression", "50"])
        #expect(absolute.status == 1)
        #expect(absolute.stdout.contains("frame times gated in absolute µs: the current report has no calibration"))
    }

    @Test func traceAndPlotFilesAreWritten() throws {
        let trace = temporaryPath("trace.json")
        let plot = temporaryPath("plot.svg")
        let result = try runListbench(["run", "--rows", "5000", "--frames", "30", "--scenario", "fling", "--format", "csv",
                                       "--trace", trace, "--plot", plot])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("scenario,frame,offsetPt"))
        #expect(try JSONDecoder().decode(TraceReport.Document.self, from: Data(contentsOf: URL(fileURLWithPath: trace))).traceEvents.count > 30)
        #expect(try String(contentsOfFile: plot, encoding: .utf8).hasPrefix("<svg"))
    }
}
