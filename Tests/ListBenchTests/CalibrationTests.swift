import Foundation
import Testing
@testable import ListBench

/// The in-run calibration's report fields and `listbench compare`'s verdicts on calibrated
/// reports. No verdict here depends on real time: the compared reports are constructed.
@Suite struct CalibrationTests {
    /// A one-scenario report whose frame work is `p50Us`/`p90Us`/`p99Us`, calibrated by a run of
    /// `calibrationUs` (nil: no calibration, as in older reports).
    func report(p50Us: Double, p90Us: Double, p99Us: Double, calibrationUs: Double?, version: Int = CalibrationWorkload.version,
                allocations: Double = 0) -> BenchReport {
        let work = FrameStatistics.Percentiles(p50: p50Us, p90: p90Us, p99: p99Us, max: p99Us * 2, mean: p50Us)
        let scenario = ScenarioReport(
            name: "jump", rows: 1_000_000, fps: 120, budgetMs: 1000.0 / 120, frames: 300, frameWorkUs: work,
            framesOverBudget: 0, hitchTimeRatioMsPerS: 0, hitchBand: .good, scrolledSeconds: 2.5,
            allocations: .init(perFrameMean: allocations, perFrameMax: 0, bytesPerFrameMean: 0, steadyPerFrameMean: 0, counted: true),
            memory: .init(), cells: .init(created: 0, reused: 0), anchorDriftMaxPt: 0, prefetch: .init(), phasesUs: [:])
        var report = BenchReport(config: RunConfiguration(), environment: .current(), scenarios: [scenario])
        if let calibrationUs {
            let ns = calibrationUs * 1000
            report.calibration = Calibration(workload: CalibrationWorkload.name, version: version, samples: 18, medianNs: ns,
                                             p10Ns: ns, p90Ns: ns, spreadPercent: 0, checksum: 0)
            report.scenarios[0].calibrationNs = ns
            report.scenarios[0].frameWorkUnits = Calibration.units(of: work, calibrationNs: ns)
        }
        return report
    }

    func verdict(_ metric: String, in comparison: Comparison) -> Comparison.Row? {
        comparison.rows.first { $0.metric == metric }
    }

    @Test func unitsAreFrameWorkOverCalibrationTime() {
        let units = Calibration.units(of: .init(p50: 50, p90: 100, p99: 200, max: 400, mean: 60), calibrationNs: 200_000)
        #expect(units == .init(p50: 0.25, p90: 0.5, p99: 1, max: 2, mean: 0.3))
    }

    @Test func calibrationSummarizesItsSamples() {
        let calibration = Calibration(samplesNs: [130, 100, 110, 120, 90, 100, 105, 95, 300, 100, 100], checksum: 7)
        #expect(calibration.workload == CalibrationWorkload.name && calibration.version == CalibrationWorkload.version)
        #expect(calibration.samples == 11 && calibration.medianNs == 100 && calibration.checksum == 7)
        #expect(calibration.p10Ns == 95 && calibration.p90Ns == 130)
        #expect(abs(calibration.spreadPercent - 35) < 1e-9)
        #expect(Calibration.medianNs([UInt64]()) == 0)
    }

    /// Run i does the same work every time: its checksum is a constant of the version.
    @Test func workloadIsDeterministic() {
        let workload = CalibrationWorkload()
        #expect(workload.run(index: 3) == workload.run(index: 3))
        #expect(workload.run(index: 3) == CalibrationWorkload().run(index: 3))
        #expect(workload.run(index: 3) != workload.run(index: 4))
    }

    /// The runs between frames cycle through a batch's indices, and time nothing twice: each
    /// appends one sample.
    @Test func samplerTimesBatchesAndRunsBetweenFrames() {
        let sampler = CalibrationSampler()
        let workload = CalibrationWorkload()
        sampler.timeBatch()
        #expect(sampler.samples.count == Calibration.runsPerBatch)
        #expect(sampler.batchChecksum == (0..<Calibration.runsPerBatch).reduce(0) { $0 ^ workload.run(index: $1) })
        for _ in 0..<(Calibration.runsPerBatch + 2) { sampler.timeRun() }
        #expect(sampler.samples.count == 2 * Calibration.runsPerBatch + 2)
        // Runs 0, 1 twice and every other index once: the two of 0 and 1 cancel.
        let expected = (2..<Calibration.runsPerBatch).reduce(0) { $0 ^ workload.run(index: $1) }
        #expect(sampler.interleavedChecksum == expected)
    }

    /// A run's JSON carries `calibration` and every scenario `calibrationNs` and `frameWorkUnits`
    /// consistent with its µs (the figures' sizes are not checked: they are times).
    @Test func reportsCarryTheCalibration() throws {
        let (report, _) = try ScenarioRunner.runSuite([.jump, .drag], configuration: smallConfiguration(frames: 20))
        let calibration = try #require(report.calibration)
        // Per scenario: a batch before and one after, and a run between each two of its 20 frames.
        #expect(calibration.samples == 2 * (2 * Calibration.runsPerBatch + 19))
        let workload = CalibrationWorkload()
        #expect(calibration.checksum == (0..<Calibration.runsPerBatch).reduce(0) { $0 ^ workload.run(index: $1) })
        let object = try #require(try JSONSerialization.jsonObject(with: try JSONReport.encode(report)) as? [String: Any])
        let written = try #require(object["calibration"] as? [String: Any])
        for key in ["workload", "version", "samples", "medianNs", "p10Ns", "p90Ns", "spreadPercent", "checksum"] {
            #expect(written[key] != nil, "missing calibration.\(key)")
        }
        for scenario in try #require(object["scenarios"] as? [[String: Any]]) {
            #expect(scenario["calibrationNs"] is Double)
            let units = try #require(scenario["frameWorkUnits"] as? [String: Any])
            for key in ["p50", "p90", "p99", "max", "mean"] { #expect(units[key] is Double, "missing frameWorkUnits.\(key)") }
        }
        for scenario in report.scenarios {
            let ns = try #require(scenario.calibrationNs)
            let units = try #require(scenario.frameWorkUnits)
            #expect(abs(units.p50 * ns / 1000 - scenario.frameWorkUs.p50) <= 1e-9 * scenario.frameWorkUs.p50 + 1e-12)
        }
        let decoded = try JSONReport.decode(try JSONReport.encode(report))
        #expect(decoded.calibration == report.calibration)
        #expect(decoded.scenarios.map(\.frameWorkUnits) == report.scenarios.map(\.frameWorkUnits))
    }

    /// A machine twice as slow (µs and calibration both doubled) is no regression in units; the
    /// µs rows are shown, not gated.
    @Test func calibratedComparisonForgivesASlowerMachine() {
        let baseline = report(p50Us: 20, p90Us: 30, p99Us: 60, calibrationUs: 400)
        let current = report(p50Us: 40, p90Us: 60, p99Us: 120, calibrationUs: 800)
        let comparison = Comparison(baseline: baseline, current: current, maxRegressionPercent: 10)
        #expect(comparison.timeBasis == .calibrated)
        #expect(!comparison.hasRegression)
        let micros = verdict("p50 µs", in: comparison)
        #expect(micros?.isGated == false && micros?.isRegression == false && micros?.changePercent == 100)
        #expect(verdict("p50 units", in: comparison)?.changePercent == 0)
        let text = comparison.render()
        #expect(text.contains("gated in calibration units") && text.contains("(not gated)") && !text.contains("REGRESSION"))
    }

    /// Slower frames on the same machine speed are a regression in units: at p50 beyond the
    /// threshold, at p90 beyond twice it.
    @Test func calibratedComparisonCatchesSlowerFrames() {
        let baseline = report(p50Us: 20, p90Us: 30, p99Us: 60, calibrationUs: 400)
        let slowerMedian = Comparison(baseline: baseline, current: report(p50Us: 25, p90Us: 30, p99Us: 60, calibrationUs: 400),
                                      maxRegressionPercent: 15)
        #expect(slowerMedian.hasRegression && verdict("p50 units", in: slowerMedian)?.isRegression == true)
        #expect(slowerMedian.render().contains("REGRESSION"))
        let slowerTail = Comparison(baseline: baseline, current: report(p50Us: 20, p90Us: 40, p99Us: 60, calibrationUs: 400),
                                    maxRegressionPercent: 15)
        #expect(slowerTail.hasRegression && verdict("p90 units", in: slowerTail)?.isRegression == true)
        // A tail 20 % slower is within p90's allowance of twice 15 %; a median 20 % slower is not.
        let tailWithin = Comparison(baseline: baseline, current: report(p50Us: 20, p90Us: 36, p99Us: 60, calibrationUs: 400),
                                    maxRegressionPercent: 15)
        #expect(!tailWithin.hasRegression && verdict("p90 units", in: tailWithin)?.isGated == true)
        // p99 units are shown only: a short run's p99 is a few frames one preemption decides.
        let slowerP99 = Comparison(baseline: baseline, current: report(p50Us: 20, p90Us: 30, p99Us: 120, calibrationUs: 400),
                                   maxRegressionPercent: 15)
        #expect(!slowerP99.hasRegression && verdict("p99 units", in: slowerP99)?.isGated == false)
        // Within the allowance: no regression.
        #expect(!Comparison(baseline: baseline, current: report(p50Us: 22, p90Us: 33, p99Us: 60, calibrationUs: 400),
                            maxRegressionPercent: 15).hasRegression)
    }

    /// Allocations stay gated in calibrated comparisons.
    @Test func calibratedComparisonStillGatesAllocations() {
        let baseline = report(p50Us: 20, p90Us: 30, p99Us: 60, calibrationUs: 400, allocations: 0)
        let current = report(p50Us: 20, p90Us: 30, p99Us: 60, calibrationUs: 400, allocations: 1)
        let comparison = Comparison(baseline: baseline, current: current, maxRegressionPercent: 50)
        #expect(comparison.hasRegression && verdict("allocs/frame", in: comparison)?.isRegression == true)
    }

    /// A report without a calibration, or one of another workload version, falls back to µs and
    /// says why.
    @Test func comparisonFallsBackToMicrosecondsAndSaysWhy() {
        let calibrated = report(p50Us: 20, p90Us: 30, p99Us: 60, calibrationUs: 400)
        let slower = report(p50Us: 40, p90Us: 60, p99Us: 120, calibrationUs: nil)
        let missing = Comparison(baseline: calibrated, current: slower, maxRegressionPercent: 10)
        #expect(missing.timeBasis == .absolute(reason: "the current report has no calibration"))
        #expect(missing.hasRegression && verdict("p50 µs", in: missing)?.isRegression == true)
        #expect(verdict("p50 units", in: missing) == nil)
        #expect(missing.render().contains("frame times gated in absolute µs: the current report has no calibration"))
        let oldBaseline = Comparison(baseline: slower, current: calibrated, maxRegressionPercent: 10)
        #expect(oldBaseline.timeBasis == .absolute(reason: "the baseline has no calibration"))
        let otherVersion = report(p50Us: 40, p90Us: 60, p99Us: 120, calibrationUs: 800, version: CalibrationWorkload.version + 1)
        let differing = Comparison(baseline: calibrated, current: otherVersion, maxRegressionPercent: 10)
        guard case .absolute(let reason) = differing.timeBasis else { Issue.record("calibrated across versions"); return }
        #expect(reason.contains("calibrations differ"))
        #expect(differing.hasRegression)
    }
}
