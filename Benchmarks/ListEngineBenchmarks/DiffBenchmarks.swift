import Benchmark
import ListBench
import ListEngine

/// A diffed element: an identity and a content version.
struct Item: Identifiable, Equatable {
    var id: Int
    var version: Int
}

/// `old` (items 0..<count in order) and a `new` that differs by `fraction` of the count each of
/// deletions, insertions, moves (random items to random places) and updates (version + 1).
/// Built in one pass, O(n log n), from a fixed seed.
func diffInput(count: Int, fraction: Double, seed: UInt64 = 0x5EED) -> (old: [Item], new: [Item]) {
    var rng = SplitMix64(seed: seed)
    let old = (0..<count).map { Item(id: $0, version: 0) }
    let changes = Int(Double(count) * fraction)
    // Distinct random old indices: the first `changes` are deleted, the next `changes` moved
    // (neither kind survives in place).
    var picked = Set<Int>()
    var order: [Int] = []
    while order.count < 2 * changes, order.count < count {
        let i = Int.random(in: 0..<count, using: &rng)
        if picked.insert(i).inserted { order.append(i) }
    }
    let moved = order.dropFirst(changes).map { old[$0] }
    var survivors = old.filter { !picked.contains($0.id) }
    for _ in 0..<changes { survivors[Int.random(in: 0..<survivors.count, using: &rng)].version += 1 }
    // The moved items and the new ones, each into a random gap between survivors.
    let placed = (moved + (0..<changes).map { Item(id: count + $0, version: 0) })
        .map { (gap: Int.random(in: 0...survivors.count, using: &rng), item: $0) }
        .sorted { $0.gap < $1.gap }
    var new: [Item] = []
    new.reserveCapacity(survivors.count + placed.count)
    var next = 0
    for (gap, survivor) in survivors.enumerated() {
        while next < placed.count, placed[next].gap == gap { new.append(placed[next].item); next += 1 }
        new.append(survivor)
    }
    while next < placed.count { new.append(placed[next].item); next += 1 }
    return (old, new)
}

/// ListDifference at 10K, 100K and 1M items with 1% and 10% each of deletions, insertions,
/// moves and updates, and over 1M unchanged items. The inputs are built before measuring.
func diffBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 1,
        maxDuration: .seconds(2),
        maxIterations: 100
    )
    let sizes = [("10K", 10_000), ("100K", 100_000), ("1M", 1_000_000)]
    let cases = [("mixed1pct", 0.01), ("mixed10pct", 0.10)].flatMap { mix in sizes.map { (mix, $0) } }
        .map { (name: "Diff.\($0.0.0).\($0.1.0)", count: $0.1.1, fraction: $0.0.1) }
        + [(name: "Diff.unchanged.1M", count: 1_000_000, fraction: 0.0)]
    for diffCase in cases {
        var input: (old: [Item], new: [Item])?
        Benchmark(diffCase.name, configuration: configuration) { benchmark in
            let (old, new) = input ?? diffInput(count: diffCase.count, fraction: diffCase.fraction)
            input = (old, new)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try! ListDifference(from: old, to: new))
            }
        }
    }
}
