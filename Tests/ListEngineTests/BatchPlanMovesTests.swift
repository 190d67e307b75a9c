import Testing
@testable import ListEngine
import TestSupport

/// A plan's moves, kept beside the rows that leave and arrive, against dictionaries of the
/// batch's moves both ways.
@Suite struct BatchPlanMovesTests {
    /// Every row before and after random batches: whether it moves and where from or to, as the
    /// dictionaries say, and the mapping of moved rows both ways.
    @Test(arguments: testSeeds(40))
    func movesMatchDictionaries(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(12_400 + seed))
        let (model, batch, plan) = try BatchUpdateTests.makePlannedBatch(seed: seed, using: &rng)
        let targets = Dictionary(uniqueKeysWithValues: batch.update.movedRows.map { ($0.from, $0.to) })
        let sources = Dictionary(uniqueKeysWithValues: batch.update.movedRows.map { ($0.to, $0.from) })
        #expect(plan.moves == batch.update.movedRows, "seed \(seed)")
        for s in model.indices {
            for row in model[s].items.indices {
                let path = ListIndexPath(row: row, section: s)
                #expect(plan.isMoveSource(path) == (targets[path] != nil), "seed \(seed), \(path)")
                if let target = targets[path] { #expect(plan.newIndexPath(for: path) == target, "seed \(seed), \(path)") }
            }
        }
        for t in batch.after.indices {
            for row in batch.after[t].items.indices {
                let path = ListIndexPath(row: row, section: t)
                #expect(plan.moveSource(of: path) == sources[path], "seed \(seed), \(path)")
                if let source = sources[path] { #expect(plan.oldIndexPath(for: path) == source, "seed \(seed), \(path)") }
            }
        }
    }
}
