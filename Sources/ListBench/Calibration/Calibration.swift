/// The in-run calibration: ``CalibrationWorkload`` timed beside the scenarios (a batch of
/// runs before and after each one, and a run between each two of its frames), so that frame work can be read in units of it. Load on
/// the machine slows the workload and the frames alike, and so does a slower machine: frame
/// work ÷ calibration time travels between machines and survives a busy one far better than
/// microseconds do.
///
/// The report carries it as its top-level `calibration`; each scenario adds `calibrationNs`
/// (the median of the runs around and between its frames) and `frameWorkUnits` (its frame work ÷ that time).
public struct Calibration: Hashable, Codable, Sendable {
    /// The workload's name (``CalibrationWorkload/name``).
    public var workload: String
    /// The workload's version: calibrated figures compare only between equal versions.
    public var version: Int
    /// Runs timed over the whole report.
    public var samples: Int
    /// The median run, ns.
    public var medianNs: Double
    /// The 10th percentile run, ns.
    public var p10Ns: Double
    /// The 90th percentile run, ns.
    public var p90Ns: Double
    /// (p90 − p10) ÷ median, percent: how much the machine's speed moved during the run.
    public var spreadPercent: Double
    /// A batch's checksum: the same on every machine for a version, showing the same work was
    /// timed.
    public var checksum: Int64

    /// Runs in a batch, before and after each scenario: about a millisecond in all, against a
    /// few milliseconds of a scenario's frames.
    public static let runsPerBatch = 64

    /// The calibration of `samples` (run times, ns) of the current workload.
    ///
    /// - Complexity: O(s log s) for s samples.
    public init(samplesNs: [UInt64], checksum: Int64) {
        let sorted = samplesNs.sorted()
        workload = CalibrationWorkload.name
        version = CalibrationWorkload.version
        samples = sorted.count
        medianNs = Self.percentile(sorted, 0.5)
        p10Ns = Self.percentile(sorted, 0.1)
        p90Ns = Self.percentile(sorted, 0.9)
        spreadPercent = medianNs > 0 ? (p90Ns - p10Ns) / medianNs * 100 : 0
        self.checksum = checksum
    }

    /// A calibration with these figures (reports read back, tests).
    public init(workload: String, version: Int, samples: Int, medianNs: Double, p10Ns: Double, p90Ns: Double,
                spreadPercent: Double, checksum: Int64) {
        self.workload = workload
        self.version = version
        self.samples = samples
        self.medianNs = medianNs
        self.p10Ns = p10Ns
        self.p90Ns = p90Ns
        self.spreadPercent = spreadPercent
        self.checksum = checksum
    }

    /// Whether frame work calibrated against `self` and against `other` can be compared: the
    /// same workload at the same version.
    public func isComparable(with other: Calibration) -> Bool {
        workload == other.workload && version == other.version
    }

    /// Times runs 0 to ``runsPerBatch`` − 1 of `workload`, appending each to `samples`, and
    /// returns the batch's checksum (every batch's is the same).
    ///
    /// - Complexity: a batch takes a few milliseconds; allocates nothing once `samples` has room.
    static func timeBatch(of workload: CalibrationWorkload, into samples: inout [UInt64]) -> Int64 {
        var checksum: Int64 = 0
        for index in 0..<runsPerBatch {
            let run = workload.timedRun(index: index)
            samples.append(run.nanoseconds)
            checksum ^= run.checksum
        }
        return checksum
    }

    /// `workUs` in calibration units: each figure ÷ `calibrationNs` (in µs).
    static func units(of workUs: FrameStatistics.Percentiles, calibrationNs: Double) -> FrameStatistics.Percentiles {
        let us = calibrationNs / 1000
        return .init(p50: workUs.p50 / us, p90: workUs.p90 / us, p99: workUs.p99 / us, max: workUs.max / us,
                     mean: workUs.mean / us)
    }

    /// Untimed runs before the first batch: the process has just built the arrays, and the
    /// caches, the branch predictors and the core's clock are not yet where the scenarios that
    /// follow leave them.
    static let warmUpRuns = 1_024

    /// Runs `workload` ``warmUpRuns`` times, untimed, and returns the runs' checksum.
    ///
    /// - Complexity: a few milliseconds; allocates nothing.
    static func warmUp(_ workload: CalibrationWorkload) -> Int64 {
        (0..<warmUpRuns).reduce(0) { $0 ^ workload.run(index: $1) }
    }

    /// The median of `samples`, ns (0 for none).
    ///
    /// - Complexity: O(s log s).
    static func medianNs(_ samples: some Collection<UInt64>) -> Double {
        percentile(samples.sorted(), 0.5)
    }

    private static func percentile(_ sorted: [UInt64], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return Double(sorted[Int((Double(sorted.count - 1) * fraction).rounded())])
    }
}
