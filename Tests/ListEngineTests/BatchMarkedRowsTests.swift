import Testing
@testable import ListEngine
import TestSupport

/// Rows marked for reload turned into a batch's reloads: those that move are reloaded after
/// the batch at their targets, the others in it; against a table of the moves.
@Suite struct BatchMarkedRowsTests {
    @Test(arguments: testSeeds(100))
    func markedRowsThatMoveAreReloadedAfterTheBatch(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 73_000)
        let sections = 1 + rng.below(4)
        let rows = (0..<sections).map { _ in rng.below(60) }
        let paths = rows.indices.flatMap { s in (0..<rows[s]).map { ListIndexPath(row: $0, section: s) } }
        var update = ListBatchUpdate()
        let sources = paths.filter { _ in rng.below(4) == 0 }.shuffled(using: &rng)
        let targets = paths.shuffled(using: &rng)
        for (from, to) in zip(sources, targets) { update.moveRow(at: from, to: to) }
        // Marked rows, each in one of two lists (reloaded, reconfigured), ascending.
        var split: [[ListIndexPath]] = [[], []]
        for path in paths where rng.below(3) == 0 { split[rng.below(2)].append(path) }
        let reference = Dictionary(uniqueKeysWithValues: update.movedRows.map { ($0.from, $0.to) })
        var expected = update
        var expectedAfter: [ListIndexPath] = []
        for path in split.joined() {
            if let target = reference[path] { expectedAfter.append(target) } else { expected.reloadedRows.append(path) }
        }
        let after = update.reload(marked: split)
        #expect(after == expectedAfter)
        #expect(update == expected)
    }
}
