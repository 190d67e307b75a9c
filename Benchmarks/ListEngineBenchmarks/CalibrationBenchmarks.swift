import Benchmark
import ListBench

/// listbench's calibration workload (``CalibrationWorkload``) as a benchmark of its own, so that
/// a run's wall-clock times can be read in the units listbench reports frame work in: a
/// benchmark's time ÷ this one's, both from the same run. Reported only, never gated (it has no
/// thresholds): its malloc count is 0 by construction and its time is the machine's.
func calibrationBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 5,
        maxDuration: .seconds(2),
        maxIterations: 500
    )
    var workload: CalibrationWorkload?
    Benchmark("Calibration.\(CalibrationWorkload.name).v\(CalibrationWorkload.version)", configuration: configuration) { benchmark in
        let ready = workload ?? CalibrationWorkload()
        workload = ready
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { blackHole(ready.run(index: index)) }
    }
}
