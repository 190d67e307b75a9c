import ListEngine

/// What the runner's own measuring adds to the frame work it reports: the clock reads that fall
/// inside each frame's measured interval, at the cost of one read calibrated when the run starts.
///
/// A frame's work is the time from a clock read before the scenario's update to one after the
/// layout pass. Inside that interval are: the read between the update and the layout pass; one
/// read's worth at its edges (the rest of the first read after it samples and the start of the
/// last before it samples: an interval around nothing measures one read); and, with `--phases`,
/// three reads per configured cell (``BenchDataSource/clockReads``). Allocation counters and
/// reuse statistics are read outside the interval.
public struct RunnerOverhead: Hashable, Codable, Sendable {
    /// Nanoseconds per frame the runner adds to the frame work it reports.
    public var nsPerFrame: Double
    /// ``nsPerFrame`` ÷ the mean frame work (0…1: the overhead is part of the work).
    public var shareOfWork: Double
    /// The calibrated cost of one clock read, ns.
    public var clockReadNs: Double
    /// Clock reads inside the measured interval, per frame on average.
    public var clockReadsPerFrame: Double

    /// Clock reads inside every frame's measured interval, phase timing aside: the one read's
    /// worth at the interval's edges. (The read between the scenario's update and the layout
    /// pass is made only with `--phases` or for scenarios that change data.)
    static let framingClockReads = 1
    /// Back-to-back reads per calibration block.
    static let readsPerBlock = 64
    /// Calibration blocks; the median block gives the cost.
    static let calibrationBlocks = 301

    /// The overhead of `clockReads` reads inside the measured intervals of `records`, each
    /// costing `clockReadNs`.
    ///
    /// - Complexity: O(records).
    init(clockReads: Int, records: [FrameRecord], clockReadNs: Double) {
        let frames = Double(Swift.max(1, records.count))
        let meanWorkNs = Double(records.reduce(UInt64(0)) { $0 &+ $1.workNs }) / frames
        self.clockReadNs = clockReadNs
        clockReadsPerFrame = Double(clockReads) / frames
        nsPerFrame = clockReadsPerFrame * clockReadNs
        shareOfWork = meanWorkNs > 0 ? Swift.min(1, nsPerFrame / meanWorkNs) : 0
    }

    /// The cost of one monotonic clock read, in ns: the median over ``calibrationBlocks`` blocks
    /// of ``readsPerBlock`` back-to-back reads, each block's first to last read divided by the
    /// reads between them. The median keeps a block that a context switch interrupted out.
    ///
    /// - Complexity: O(blocks × reads per block), about half a millisecond.
    static func calibrateClockRead() -> Double {
        var blocks = [UInt64]()
        blocks.reserveCapacity(calibrationBlocks)
        for _ in 0..<calibrationBlocks {
            let first = Monotonic.now()
            var last = first
            for _ in 1..<readsPerBlock { last = Monotonic.now() }
            blocks.append(last &- first)
        }
        blocks.sort()
        return Double(blocks[blocks.count / 2]) / Double(readsPerBlock - 1)
    }
}
