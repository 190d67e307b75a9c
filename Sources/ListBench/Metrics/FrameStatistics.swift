import Histogram

/// A scenario's frames summarized into the report's metrics: frame work, budget and hitches,
/// allocations, cells, anchor drift, blank area and the engine's cost per row.
public struct FrameStatistics: Hashable, Sendable {
    /// A distribution's percentiles, maximum and mean.
    public struct Percentiles: Hashable, Codable, Sendable {
        /// The median.
        public var p50: Double
        /// The 90th percentile.
        public var p90: Double
        /// The 99th percentile.
        public var p99: Double
        /// The largest value.
        public var max: Double
        /// The mean.
        public var mean: Double
    }

    /// Frames measured.
    public var frames: Int
    /// Frame work in µs (HdrHistogram, 3 significant digits).
    public var workUs: Percentiles
    /// Frames whose work exceeded the budget.
    public var framesOverBudget: Int
    /// Total hitch time: each late frame delays the next by ceil(work ÷ budget) − 1 intervals.
    public var hitchTimeMs: Double
    /// The scrolled time: frames × the frame interval.
    public var scrolledSeconds: Double
    /// Hitch milliseconds per scrolled second (Apple: < 5 good, 5–10 warning, > 10 critical).
    public var hitchTimeRatioMsPerS: Double
    /// Mean allocations per frame.
    public var allocationsPerFrameMean: Double
    /// Most allocations in one frame.
    public var allocationsPerFrameMax: UInt64
    /// Allocations per frame over the second half of the frames, once pools have grown to their bounds.
    public var steadyAllocationsPerFrameMean: Double
    /// Mean bytes allocated per frame.
    public var bytesPerFrameMean: Double
    /// Cells constructed in all.
    public var cellsCreated: Int
    /// Cells served from pools in all.
    public var cellsReused: Int
    /// The most the anchored row moved on screen because of changes it did not scroll through.
    public var anchorDriftMaxPt: Double
    /// Mean share of the viewport waiting for content.
    public var blankAreaMean: Double
    /// Largest share of the viewport waiting for content.
    public var blankAreaMax: Double
    /// Frames with any blank area.
    public var blankFrames: Int
    /// Frame work ÷ rows turned over (configured and recycled), in ns, over the frames that
    /// turn rows over; nil when no frame does.
    public var engineNsPerRow: Double?
    /// Mean µs per frame of each phase measured: update, layout, prefetch, and with timed
    /// phases dequeue, configure and — realistic cells — contentLayout (otherwise inside
    /// layout). They add up to the frame work.
    public var phaseMeansUs: [String: Double]
    /// Frames that applied a batch update, and their work (update and layout pass) and update
    /// call alone, in µs; nil when no frame updated data.
    public var updateFrames: Int
    /// Frame work of the frames that applied a batch update, µs (scenarios that change data).
    public var updateFrameWorkUs: Percentiles?
    /// The batch update call alone in those frames, µs.
    public var updateCallUs: Percentiles?

    /// Summarizes `records` against `clock`'s budget; `timedPhases` says whether the records
    /// time dequeue and configure apart from the layout pass.
    package init(records: [FrameRecord], clock: FrameClock, timedPhases: Bool = false) {
        var histogram = Histogram<UInt64>(highestTrackableValue: 3_600_000_000_000, numberOfSignificantValueDigits: .three)
        var overBudget = 0
        var hitch = 0.0
        var allocations: UInt64 = 0
        var maxAllocations: UInt64 = 0
        var bytes: UInt64 = 0
        var phases = (update: 0.0, layout: 0.0, dequeue: 0.0, configure: 0.0, contentLayout: 0.0, prefetch: 0.0)
        var blank = (sum: 0.0, max: 0.0, frames: 0)
        var turnover = (workNs: UInt64(0), rows: 0)
        for record in records {
            _ = histogram.record(Swift.max(1, record.workNs))
            let workMs = Double(record.workNs) / 1e6
            if workMs > clock.budgetMs { overBudget += 1 }
            hitch += HitchBudget.hitchMs(workMs: workMs, budgetMs: clock.budgetMs)
            allocations += record.allocations
            maxAllocations = Swift.max(maxAllocations, record.allocations)
            bytes += record.allocatedBytes
            phases.update += Double(record.updateNs)
            phases.layout += Double(record.layoutNs)
            phases.dequeue += Double(record.dequeueNs)
            phases.configure += Double(record.configureNs)
            phases.contentLayout += Double(record.contentLayoutNs)
            phases.prefetch += Double(record.prefetchNs)
            blank.sum += record.blankArea
            blank.max = Swift.max(blank.max, record.blankArea)
            if record.blankArea > 0 { blank.frames += 1 }
            if record.rowsTurnedOver > 0 {
                turnover.workNs += record.workNs
                turnover.rows += record.rowsTurnedOver
            }
        }
        let n = Double(Swift.max(1, records.count))
        frames = records.count
        workUs = records.isEmpty
            ? Percentiles(p50: 0, p90: 0, p99: 0, max: 0, mean: 0)
            : Percentiles(p50: Double(histogram.valueAtPercentile(50)) / 1000,
                          p90: Double(histogram.valueAtPercentile(90)) / 1000,
                          p99: Double(histogram.valueAtPercentile(99)) / 1000,
                          max: Double(histogram.max) / 1000,
                          mean: histogram.mean / 1000)
        framesOverBudget = overBudget
        hitchTimeMs = hitch
        scrolledSeconds = Double(records.count) * clock.intervalSeconds
        hitchTimeRatioMsPerS = scrolledSeconds > 0 ? hitch / scrolledSeconds : 0
        allocationsPerFrameMean = Double(allocations) / n
        allocationsPerFrameMax = maxAllocations
        let steady = records.dropFirst(records.count / 2)
        steadyAllocationsPerFrameMean = Double(steady.reduce(0) { $0 + $1.allocations }) / Double(Swift.max(1, steady.count))
        bytesPerFrameMean = Double(bytes) / n
        cellsCreated = records.reduce(0) { $0 + $1.cellsCreated }
        cellsReused = records.reduce(0) { $0 + $1.cellsReused }
        anchorDriftMaxPt = records.reduce(0) { Swift.max($0, $1.anchorDriftPt) }
        blankAreaMean = blank.sum / n
        blankAreaMax = blank.max
        blankFrames = blank.frames
        engineNsPerRow = turnover.rows > 0 ? Double(turnover.workNs) / Double(turnover.rows) : nil
        phaseMeansUs = ["update": phases.update / n / 1000, "layout": phases.layout / n / 1000, "prefetch": phases.prefetch / n / 1000]
        if timedPhases {
            phaseMeansUs["dequeue"] = phases.dequeue / n / 1000
            phaseMeansUs["configure"] = phases.configure / n / 1000
            if phases.contentLayout > 0 { phaseMeansUs["contentLayout"] = phases.contentLayout / n / 1000 }
        }
        let updates = records.filter(\.updatedData)
        updateFrames = updates.count
        updateFrameWorkUs = Self.exactPercentiles(updates.map(\.workNs))
        updateCallUs = Self.exactPercentiles(updates.map(\.updateNs))
    }

    /// Percentiles of a few values (nearest rank), in µs; nil for none.
    static func exactPercentiles(_ nanoseconds: [UInt64]) -> Percentiles? {
        guard !nanoseconds.isEmpty else { return nil }
        let sorted = nanoseconds.sorted()
        func rank(_ p: Double) -> Double {
            Double(sorted[Swift.min(sorted.count - 1, Swift.max(0, Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1))]) / 1000
        }
        let mean = Double(sorted.reduce(0, +)) / Double(sorted.count) / 1000
        return Percentiles(p50: rank(50), p90: rank(90), p99: rank(99), max: Double(sorted.last!) / 1000, mean: mean)
    }
}
