import Benchmark
import ListEngine

/// HeightIndex on its own at 1K and 1M entries: the per-frame queries at random places (each
/// measured iteration is 1,000 queries), and the O(log n) edits batch updates make.
func heightIndexBenchmarks() {
    let queryConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: measuringTime(seconds: 2),
        maxIterations: 1_000,
        thresholds: [.mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 0])]
    )
    let buildConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 2,
        maxDuration: measuringTime(seconds: 2),
        maxIterations: 200
    )

    /// Heights between 20 and 120 pt in quarter points, and probe indices, from an LCG.
    func numbers(_ count: Int, below bound: Int, seed: UInt64) -> [Int] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }
    func heights(_ count: Int) -> [Double] {
        numbers(count, below: 401, seed: 7).map { 20 + Double($0) / 4 }
    }

    for (label, entries) in [("1K", 1_000), ("1M", 1_000_000)] {
        var made: (index: HeightIndex, probes: [Int], ys: [Double])?
        func ready() -> (index: HeightIndex, probes: [Int], ys: [Double]) {
            if let made { return made }
            let index = HeightIndex(heights(entries))
            let probes = numbers(1_000, below: entries, seed: 11)
            let ys = probes.map { index.offset(of: $0) + 10 }
            made = (index, probes, ys)
            return made!
        }

        Benchmark("HeightIndex.offset.\(label)", configuration: queryConfiguration) { benchmark in
            let (index, probes, _) = ready()
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { blackHole(index.offset(of: probes[i % probes.count])) }
        }

        Benchmark("HeightIndex.height.\(label)", configuration: queryConfiguration) { benchmark in
            let (index, probes, _) = ready()
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { blackHole(index.height(at: probes[i % probes.count])) }
        }

        Benchmark("HeightIndex.entriesEnding.\(label)", configuration: queryConfiguration) { benchmark in
            let (index, _, ys) = ready()
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { blackHole(index.entriesEnding(atOrBefore: ys[i % ys.count])) }
        }

        var changing: HeightIndex?
        Benchmark("HeightIndex.setHeight.\(label)", configuration: queryConfiguration) { benchmark in
            let probes = ready().probes
            if changing == nil { changing = HeightIndex(heights(entries)) }
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                blackHole(changing!.setHeight(i & 1 == 0 ? 44 : 84, at: probes[i % probes.count]))
            }
        }
    }

    let million = heights(1_000_000)
    Benchmark("HeightIndex.init.1M", configuration: buildConfiguration) { benchmark in
        benchmark.startMeasurement()
        blackHole(HeightIndex(million))
    }

    // One entry at a time at the top of a million, each measured iteration 1,000 of them;
    // the index is put back outside the measurement. Storage grows only while warming up.
    var editable: HeightIndex?
    Benchmark("HeightIndex.insertTop.1M", configuration: queryConfiguration) { benchmark in
        if editable == nil { editable = HeightIndex(million) }
        let entry = HeightIndex.Entry(height: 44)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { editable!.insert(entry, at: 0) }
        benchmark.stopMeasurement()
        editable!.removeSubrange(0..<benchmark.scaledIterations.count)
    }

    Benchmark("HeightIndex.removeTop.1M", configuration: queryConfiguration) { benchmark in
        if editable == nil { editable = HeightIndex(million) }
        let batch = repeatElement(HeightIndex.Entry(height: 44), count: benchmark.scaledIterations.count)
        editable!.insert(contentsOf: batch, at: 0)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(editable!.remove(at: 0)) }
    }
}
