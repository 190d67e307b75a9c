import Benchmark
import ListBench

/// listbench's calibration workload (``CalibrationWorkload``) as a benchmark of its own, so that
/// a run's wall-clock times can be read in the units listbench reports frame work in. An
/// iteration is one of listbench's batches: runs 0 to 63, each with its own targets, so a
/// calibration run's time is the iteration's ÷ ``Calibration/runsPerBatch``, and a benchmark's
/// time ÷ that is in listbench's units. Reported only, never gated (it has no thresholds): its
/// malloc count is 0 by construction and its time is the machine's.
func calibrationBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 5,
        maxDuration: measuringTime(seconds: 2),
        maxIterations: 500
    )
    var workload: CalibrationWorkload?
    Benchmark("Calibration.\(CalibrationWorkload.name).v\(CalibrationWorkload.version)", configuration: configuration) { benchmark in
        let ready = workload ?? CalibrationWorkload()
        workload = ready
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for index in 0..<Calibration.runsPerBatch { blackHole(ready.run(index: index)) }
        }
    }
}
