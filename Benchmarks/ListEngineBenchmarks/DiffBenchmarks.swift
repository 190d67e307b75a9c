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
func diffInput(count: Int, fraction: Double, seed: UInt64 = 0x5EED) -> (old: [Item], new: [Item], moved: Int) {
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
    return (old, new, moved.count)
}

/// Moves the diff reports, and items the input really moved: reported beside the times, so a
/// run shows the moves are minimal (reported ≤ moved).
let movesReported = BenchmarkMetric.custom("Moves reported", useScalingFactor: false)
let itemsMoved = BenchmarkMetric.custom("Items really moved", useScalingFactor: false)

/// ListDifference at 10K, 100K and 1M items with 1% and 10% each of deletions, insertions,
/// moves and updates, and over 1M unchanged items. The inputs are built before measuring.
func diffBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, movesReported, itemsMoved],
        timeUnits: .microseconds,
        warmupIterations: 1,
        maxDuration: measuringTime(seconds: 2),
        maxIterations: 100
    )
    let sizes = [("10K", 10_000), ("100K", 100_000), ("1M", 1_000_000)]
    let cases = [("mixed1pct", 0.01), ("mixed10pct", 0.10)].flatMap { mix in sizes.map { (mix, $0) } }
        .map { (name: "Diff.\($0.0.0).\($0.1.0)", count: $0.1.1, fraction: $0.0.1) }
        + [(name: "Diff.unchanged.1M", count: 1_000_000, fraction: 0.0)]
    for diffCase in cases {
        var input: (old: [Item], new: [Item], moved: Int)?
        Benchmark(diffCase.name, configuration: configuration) { benchmark in
            let (old, new, moved) = input ?? diffInput(count: diffCase.count, fraction: diffCase.fraction)
            input = (old, new, moved)
            benchmark.startMeasurement()
            let difference = try! ListDifference(from: old, to: new)
            benchmark.stopMeasurement()
            benchmark.measurement(movesReported, difference.moves.count)
            benchmark.measurement(itemsMoved, moved)
        }
    }
}

/// A snapshot of `ids` spread evenly over 26 sections, `reconfigured` marked for reconfiguring.
func snapshotIn26Sections(_ ids: [Int], reconfiguring reconfigured: Set<Int> = []) -> ListSnapshot<Int, Int> {
    var snapshot = ListSnapshot<Int, Int>()
    try! snapshot.appendSections(Array(0..<26))
    let perSection = (ids.count + 25) / 26
    for s in 0..<26 {
        try! snapshot.appendItems(Array(ids[Swift.min(ids.count, s * perSection)..<Swift.min(ids.count, (s + 1) * perSection)]), toSection: s)
    }
    if !reconfigured.isEmpty { try! snapshot.reconfigureItems(Array(reconfigured)) }
    return snapshot
}

/// A 390×844 plain list with per-row heights whose diffable data source shows `snapshot`,
/// laid out. Keep the data source: the list holds it weakly.
func diffableList(showing snapshot: ListSnapshot<Int, Int>) -> (ListView, ListDiffableDataSource<Int, Int>) {
    let list = ListView(style: .plain, rowHeight: .perRow)
    list.register(ListCell.self, forCellReuseIdentifier: "item")
    let source = ListDiffableDataSource<Int, Int>(listView: list) { list, path, _ in
        try list.dequeueReusableCell(withIdentifier: "item", for: path)
    }
    try! list.setViewportSize(Size(width: 390, height: 844))
    try! source.apply(snapshot)
    list.layout()
    return (list, source)
}

/// A whole snapshot update of a million-row list: diff (SnapshotDifference over 26 sections),
/// the batch update and the next layout pass. The new snapshot holds `diffInput`'s 1% mix:
/// updated items are marked for reconfiguring. Each iteration applies it to a list showing the
/// old snapshot, scrolled to the middle.
func snapshotBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: measuringTime(seconds: 10),
        maxIterations: 20
    )
    var inputs: (old: ListSnapshot<Int, Int>, new: ListSnapshot<Int, Int>)?
    func ready() -> (old: ListSnapshot<Int, Int>, new: ListSnapshot<Int, Int>) {
        if let inputs { return inputs }
        let (old, new, _) = diffInput(count: 1_000_000, fraction: 0.01)
        let updated = Set(new.filter { $0.version > 0 }.map(\.id))
        let made = (snapshotIn26Sections(old.map(\.id)), snapshotIn26Sections(new.map(\.id), reconfiguring: updated))
        inputs = made
        return made
    }
    Benchmark("Snapshot.difference.mixed1pct.1M", configuration: configuration) { benchmark in
        let (old, new) = ready()
        benchmark.startMeasurement()
        blackHole(try! SnapshotDifference(from: old, to: new))
        benchmark.stopMeasurement()
    }
    Benchmark("Snapshot.apply.mixed1pct.1M", configuration: configuration) { benchmark in
        let (old, new) = ready()
        let (list, source) = diffableList(showing: old)
        try! list.setContentOffset(Point(x: 0, y: list.contentSize.height / 2))
        list.layout()
        benchmark.startMeasurement()
        try! source.apply(new)
        list.layout()
        benchmark.stopMeasurement()
    }
}

/// Wholesale snapshot changes of a million-row list (26 sections that stay): the first load
/// (no items → 1M), replacing every item (1M → 1M others) and emptying it (1M → none). Each
/// iteration applies the change to a list showing the snapshot before it, then lays it out.
func wholesaleSnapshotBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: measuringTime(seconds: 10),
        maxIterations: 10
    )
    var inputs: [ListSnapshot<Int, Int>]?
    for (name, from, to) in [("firstLoad", 0, 1), ("replaceAll", 1, 2), ("toEmpty", 1, 0)] {
        Benchmark("Snapshot.apply.\(name).1M", configuration: configuration) { benchmark in
            let snapshots = inputs ?? [[], Array(0..<1_000_000), Array(1_000_000..<2_000_000)].map { snapshotIn26Sections($0) }
            inputs = snapshots
            let (list, source) = diffableList(showing: snapshots[from])
            benchmark.startMeasurement()
            try! source.apply(snapshots[to])
            list.layout()
            benchmark.stopMeasurement()
        }
    }
}
