import Foundation
import Testing
@testable import ListBench

@Suite struct ReportTests {
    func smallSuite() throws -> (BenchReport, [ScenarioResult]) {
        try ScenarioRunner.runSuite([.fling, .resizeAbove], configuration: smallConfiguration(frames: 60))
    }

    @Test func jsonHasEveryRequiredFieldAndRoundTrips() throws {
        let (report, _) = try smallSuite()
        let data = try JSONReport.encode(report)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["schema"] as? String == "listbench/1")
        #expect(object["config"] is [String: Any])
        #expect(object["environment"] is [String: Any])
        let scenarios = try #require(object["scenarios"] as? [[String: Any]])
        #expect(scenarios.count == 2)
        for scenario in scenarios {
            for key in ["name", "rows", "fps", "budgetMs", "frames", "framesOverBudget", "hitchTimeRatioMsPerS", "anchorDriftMaxPt"] {
                #expect(scenario[key] != nil, "missing \(key)")
            }
            let groups: [String: [String]] = [
                "frameWorkUs": ["p50", "p90", "p99", "max", "mean"],
                "allocations": ["perFrameMean", "perFrameMax", "bytesPerFrameMean"],
                "memory": ["engineBytes", "bytesPerRow"],
                "cells": ["created", "reused"],
                "prefetch": ["requested", "completed", "cancelled", "wasted", "blankAreaMean", "blankAreaMax", "blankFrames"],
            ]
            for (group, keys) in groups {
                let fields = try #require(scenario[group] as? [String: Any], "missing \(group)")
                for key in keys { #expect(fields.keys.contains(key), "missing \(group).\(key)") }
            }
        }
        let decoded = try JSONReport.decode(data)
        #expect(decoded.scenarios.map(\.name) == ["fling", "resize-above"])
        #expect(decoded.scenarios[0].frameWorkUs == report.scenarios[0].frameWorkUs)
        #expect(decoded.config == report.config)
    }

    @Test func csvHasTheDesignColumnsAndALinePerFrame() throws {
        let (_, results) = try smallSuite()
        let lines = CSVReport.render(results).split(separator: "\n")
        let columns = lines[0].split(separator: ",").map(String.init)
        for column in ["frame", "offsetPt", "firstVisibleRow", "lastVisibleRow", "workUs", "allocations", "cellsCreated", "blankArea"] {
            #expect(columns.contains(column))
        }
        #expect(lines.count == 1 + 120)
        #expect(lines.dropFirst().allSatisfy { $0.split(separator: ",").count == columns.count })
    }

    /// New columns go at the end: cellsRecycled, contentLayoutUs, then a sheet's offsetXPt,
    /// firstVisibleColumn and lastVisibleColumn.
    @Test func csvKeepsItsColumnsAndAddsNewOnesAtTheEnd() throws {
        let (_, results) = try smallSuite()
        let before = "scenario,frame,offsetPt,firstVisibleRow,lastVisibleRow,workUs,allocations,cellsCreated,blankArea,"
            + "allocatedBytes,cellsReused,updateUs,layoutUs,dequeueUs,configureUs,prefetchUs,anchorDriftPt,updatedData"
        #expect(CSVReport.header == before + ",cellsRecycled,contentLayoutUs,offsetXPt,firstVisibleColumn,lastVisibleColumn")
        let lines = CSVReport.render(results).split(separator: "\n").dropFirst()
        let records = results.flatMap(\.records)
        #expect(lines.map { $0.split(separator: ",").dropLast(4).last.map(String.init) } == records.map { String($0.cellsRecycled) })
        #expect(records.contains { $0.cellsRecycled > 0 })
    }

    @Test func jsonHasEngineNsPerRowAndRunnerOverhead() throws {
        var configuration = smallConfiguration(rows: 5, frames: 30, heights: .fixed)
        configuration.sections = 1
        configuration.loader = LoaderKind.none
        configuration.phases = true
        let still = try ScenarioRunner.runSuite([.drag], configuration: configuration)  // nothing turns over
        let suite = try smallSuite()
        #expect(suite.1[0].records.contains { $0.rowsTurnedOver > 0 })   // fling does
        #expect(still.report.config.loader == LoaderKind.none && suite.0.config.loader == .image)
        for (report, results) in [still, suite] {
            let object = try #require(try JSONSerialization.jsonObject(with: try JSONReport.encode(report)) as? [String: Any])
            let scenarios = try #require(object["scenarios"] as? [[String: Any]])
            for (scenario, result) in zip(scenarios, results) {
                // Always written: a number, or null when no frame turns rows over.
                #expect(scenario.keys.contains("engineNsPerRow"))
                if result.records.contains(where: { $0.rowsTurnedOver > 0 }) {
                    #expect((scenario["engineNsPerRow"] as? Double).map { $0 > 0 } == true)
                } else {
                    #expect(scenario["engineNsPerRow"] is NSNull)
                }
                let overhead = try #require(scenario["runnerOverhead"] as? [String: Any])
                let share = try #require(overhead["shareOfWork"] as? Double)
                #expect((overhead["nsPerFrame"] as? Double).map { $0 > 0 } == true)
                #expect(share > 0 && share <= 1)
            }
            let config = try #require(object["config"] as? [String: Any])
            #expect(config["loader"] as? String == report.config.contentLoader.rawValue)
            #expect(config["phases"] as? Bool == report.config.timesPhases)
        }
    }

    /// Reports written before `loader`, `phases`, `engineNsPerRow` and `runnerOverhead` existed
    /// still decode (for `listbench compare`): the image loader, phases untimed, no figures.
    @Test func olderReportsStillDecode() throws {
        let (report, _) = try smallSuite()
        var object = try #require(try JSONSerialization.jsonObject(with: try JSONReport.encode(report)) as? [String: Any])
        var config = try #require(object["config"] as? [String: Any])
        config["loader"] = nil
        config["phases"] = nil
        object["config"] = config
        object["calibration"] = nil
        object["scenarios"] = try #require(object["scenarios"] as? [[String: Any]]).map { scenario in
            var scenario = scenario
            scenario["engineNsPerRow"] = nil
            scenario["runnerOverhead"] = nil
            scenario["calibrationNs"] = nil
            scenario["frameWorkUnits"] = nil
            return scenario
        }
        let old = try JSONReport.decode(try JSONSerialization.data(withJSONObject: object))
        #expect(old.config.loader == nil && old.config.contentLoader == .image)
        #expect(old.config.phases == nil && !old.config.timesPhases)
        #expect(old.scenarios.allSatisfy { $0.engineNsPerRow == nil && $0.runnerOverhead == nil && $0.frameWorkUnits == nil })
        #expect(old.calibration == nil)
        #expect(old.scenarios.map(\.frameWorkUs) == report.scenarios.map(\.frameWorkUs))
        #expect(!Comparison(baseline: old, current: report, maxRegressionPercent: 0).hasRegression)
        let text = TextReport.render(old)
        #expect(text.contains("image loader, prefetch on") && text.contains("blank mean") && !text.contains("runner overhead"))
    }

    @Test func textSaysWhatIsMeasuredWithoutALoaderOrPhaseTiming() throws {
        var configuration = smallConfiguration(frames: 30)
        configuration.loader = LoaderKind.none
        let (report, _) = try ScenarioRunner.runSuite([.jump, .drag], configuration: configuration)
        let text = TextReport.render(report)
        #expect(text.contains("no content loader"))
        #expect(text.contains("content: no loader") && !text.contains("blank mean"))
        #expect(text.contains("ns/row") && text.contains("runner overhead"))
        #expect(text.contains("layout includes dequeue and configure") && !text.contains("configure  "))
        configuration.phases = true
        let timed = TextReport.render(try ScenarioRunner.runSuite([.jump], configuration: configuration).report)
        #expect(timed.contains("dequeue") && timed.contains("configure") && !timed.contains("layout includes"))
    }

    @Test func traceIsReadBackAsChromeTraceEvents() throws {
        let (_, results) = try smallSuite()
        let path = temporaryPath("trace.json")
        try TraceReport.render(results).write(to: URL(fileURLWithPath: path))
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let document = try JSONDecoder().decode(TraceReport.Document.self, from: data)
        let frames = document.traceEvents.filter { $0.ph == "X" && $0.name.hasPrefix("frame ") }
        #expect(frames.count == 120)
        #expect(document.traceEvents.contains { $0.ph == "M" && $0.args?["name"] == .text("resize-above") })
        #expect(document.traceEvents.filter { $0.name == "layout" }.count == 120)
        // Slices nest: every layout slice ends within its frame.
        for frame in frames {
            let layout = document.traceEvents.first { $0.name == "layout" && $0.tid == frame.tid && abs($0.ts + $0.dur! - (frame.ts + frame.dur!)) < 0.01 }
            #expect(layout != nil)
        }
        // Generic JSON readers (Perfetto's loader) see a traceEvents array of objects.
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect((object?["traceEvents"] as? [[String: Any]])?.isEmpty == false)
    }

    @Test func svgPlotsEachScenarioAgainstTheBudget() throws {
        let (_, results) = try smallSuite()
        let svg = SVGPlot.render(results, budgetMs: 1000.0 / 120)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.components(separatedBy: "<polyline").count == 3)
        #expect(svg.contains("budget 8.33 ms"))
        #expect(svg.contains(">fling<") && svg.contains(">resize-above<"))
    }

    @Test func textTableNamesTheBands() throws {
        let (report, _) = try smallSuite()
        let text = TextReport.render(report)
        #expect(text.contains("fling") && text.contains("good") && text.contains("< 5 ms/s good"))
    }

    /// Without calibrations (reports written before they existed), frame times are gated in µs.
    @Test func comparisonFlagsRegressions() throws {
        var (baseline, _) = try smallSuite()
        baseline.calibration = nil
        var current = baseline
        #expect(!Comparison(baseline: baseline, current: current, maxRegressionPercent: 0).hasRegression)
        current.scenarios[0].frameWorkUs.p99 = baseline.scenarios[0].frameWorkUs.p99 * 1.5
        #expect(Comparison(baseline: baseline, current: current, maxRegressionPercent: 60).hasRegression == false)
        #expect(Comparison(baseline: baseline, current: current, maxRegressionPercent: 20).hasRegression)
        var counted = baseline  // as if jemalloc's counting hook were installed
        for i in counted.scenarios.indices { counted.scenarios[i].allocations.counted = true }
        current = counted
        current.scenarios[1].allocations.perFrameMean = baseline.scenarios[1].allocations.perFrameMean + 1
        let comparison = Comparison(baseline: counted, current: current, maxRegressionPercent: 1_000)
        #expect(comparison.hasRegression == (baseline.scenarios[1].allocations.perFrameMean == 0 || 1 / baseline.scenarios[1].allocations.perFrameMean > 10))
        current.scenarios.removeLast()
        #expect(Comparison(baseline: baseline, current: current, maxRegressionPercent: 10).unmatched == ["resize-above"])
    }
}
