/// The calibration workload's runs as a suite times them: a batch just before and just after
/// each scenario, and one run between each two of its frames, so that the calibration passes
/// through the same moments as the frames do. A burst of load on a shared machine lasts
/// milliseconds; timed only in batches around a scenario, the calibration caught some bursts
/// the frames missed and missed some they caught, and a frame's time in calibration units
/// moved by a fifth from run to run on a busy machine.
///
/// The run between frames is timed outside the frame's work, and allocates nothing once
/// ``reserve(_:)`` has made room for a scenario's frames.
final class CalibrationSampler {
    /// The workload it times.
    let workload = CalibrationWorkload()
    /// Every run timed so far, ns, in order.
    private(set) var samples: [UInt64] = []
    /// A batch's checksum (every batch's is the same): the report's ``Calibration/checksum``.
    private(set) var batchChecksum: Int64 = 0
    /// The checksum of the runs between frames, kept so that the optimizer keeps their work.
    private(set) var interleavedChecksum: Int64 = 0
    /// The index the next run between frames does.
    private var nextRun = 0

    /// A sampler with its workload built and warmed up (``Calibration/warmUp(_:)``).
    ///
    /// - Complexity: the workload's build and warm-up, a few milliseconds.
    init() {
        batchChecksum = Calibration.warmUp(workload)
    }

    /// Makes room for `count` more samples, so that timing them allocates nothing.
    ///
    /// - Complexity: O(samples) when it grows.
    func reserve(_ count: Int) {
        samples.reserveCapacity(samples.count + count)
    }

    /// Times a batch: runs 0 to ``Calibration/runsPerBatch`` − 1.
    ///
    /// - Complexity: ``Calibration/runsPerBatch`` runs of the workload.
    func timeBatch() {
        batchChecksum = Calibration.timeBatch(of: workload, into: &samples)
    }

    /// Times one run between two frames (the runs cycle through a batch's indices).
    ///
    /// - Complexity: one run of the workload; no allocation once reserved.
    func timeRun() {
        let run = workload.timedRun(index: nextRun)
        samples.append(run.nanoseconds)
        interleavedChecksum ^= run.checksum
        nextRun = nextRun + 1 == Calibration.runsPerBatch ? 0 : nextRun + 1
    }
}
