import Testing
@testable import ListEngine
import TestSupport

/// The new rows above the viewport kept as runs: the runs a batch maps a run of rows to, against
/// mapping the rows one at a time; and the runs' merging and forgetting, against a plain set.
@Suite struct UnseenRowsTests {
    /// Random runs of a random section through random batches: the rows of the runs returned
    /// are those the batch maps the run's rows to one at a time.
    @Test(arguments: testSeeds(40))
    func runsMapAsTheirRowsDo(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(9_700 + seed))
        let (model, _, plan) = try BatchUpdateTests.makePlannedBatch(seed: seed, using: &rng)
        for _ in 0..<20 {
            let s = rng.below(model.count)
            let count = model[s].items.count
            let lower = rng.below(count + 1)
            let rows = lower..<(lower + rng.below(count - lower + 1))
            let runs = plan.newRuns(of: rows, inSection: s)
            #expect(runs.allSatisfy { !$0.rows.isEmpty }, "seed \(seed), rows \(rows) of \(s)")
            let mapped = runs.flatMap { run in run.rows.map { ListIndexPath(row: $0, section: run.section) } }
            let expected = rows.compactMap { plan.newIndexPath(for: ListIndexPath(row: $0, section: s)) }
            #expect(mapped.sorted() == expected.sorted(), "seed \(seed), rows \(rows) of \(s)")
        }
    }

    /// Runs added (overlapping, touching, in any order) and rows forgotten from a point on,
    /// against a set of rows, after every step.
    @Test(arguments: testSeeds(20))
    func runsMatchASet(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(9_800 + seed))
        var reference = Set<Int>()
        var unseen = UnseenRows()
        for step in 0..<40 {
            if rng.below(3) == 0 {
                let row = rng.below(200)
                unseen.removeRows(from: row)
                reference = reference.filter { $0 < row }
            } else {
                var runs = unseen.runs
                for _ in 0..<rng.below(4) {
                    let lower = rng.below(200)
                    let run = lower..<(lower + rng.below(12))
                    runs.append(run)
                    reference.formUnion(run)
                }
                unseen = UnseenRows(runs.shuffled(using: &rng))
            }
            #expect(unseen.runs.flatMap { Array($0) } == reference.sorted(), "seed \(seed), step \(step)")
            #expect(unseen.count == reference.count && unseen.first == reference.min(), "seed \(seed), step \(step)")
            #expect(zip(unseen.runs, unseen.runs.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound }, "seed \(seed), step \(step)")
        }
    }
}
