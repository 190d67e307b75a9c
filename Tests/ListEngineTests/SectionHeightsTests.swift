import Testing
import TestSupport
@testable import ListEngine

/// ``SectionHeights`` against a plain array of heights: tops, the sections an offset ends
/// and starts in, and the same answers from descents guided by hints (``SearchHint``) — kept
/// from the last search of an edge that drifts as a scroll moves it, that jump, that go stale
/// as heights change, and that are wrong on purpose.
@Suite struct SectionHeightsTests {
    /// Quarter-point heights, so that every sum is exact and the answers must be the plain
    /// array's; some sections empty.
    @Test(arguments: testSeeds(40))
    func answersAsAPlainArrayGuidedOrNot(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(6_300 + seed))
        let count = Int.random(in: 0...(seed % 5 == 0 ? 300 : 40), using: &rng)
        var heights = (0..<count).map { _ in Int.random(in: 0..<4, using: &rng) == 0 ? 0 : rng.quarterHeight() }
        var tree = SectionHeights(heights)
        var hints = (ending: SearchHint(), starting: SearchHint())
        var y = 0.0
        for step in 0..<400 {
            if step % 5 == 0, count > 0 {
                let s = Int.random(in: 0..<count, using: &rng)
                heights[s] = rng.quarterHeight()
                tree.setHeight(heights[s], ofSection: s)
            }
            var tops = [0.0]
            for h in heights { tops.append(tops[tops.count - 1] + h) }
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: y = tops[Int.random(in: 0...count, using: &rng)]
            case 1: y = Double.random(in: -10...(tops[count] + 10), using: &rng)
            default: y += Double(Int.random(in: -160...160, using: &rng)) / 4
            }
            let ending = (0..<count).first { tops[$0 + 1] > y } ?? count
            let starting = y <= 0 ? 0 : (0..<count).filter { tops[$0] < y }.count
            #expect(tree.sectionsEnding(atOrBefore: y, count: count) == ending, "seed \(seed): ending at \(y)")
            #expect(tree.sectionsStarting(before: y, count: count) == starting, "seed \(seed): starting at \(y)")
            let guided = tree.sectionEnding(atOrBefore: y, count: count, hint: &hints.ending)
            #expect(guided.count == ending && guided.top == tree.top(ending), "seed \(seed): guided ending at \(y)")
            let last = tree.lastSection(startingBefore: y, count: count, hint: &hints.starting)
            #expect(last?.section == (starting > 0 ? starting - 1 : nil), "seed \(seed): guided starting at \(y)")
            if let last { #expect(last.top == tree.top(last.section)) }
            // A hint for another section, or none at all, changes nothing.
            var wrong = SearchHint()
            wrong.section = Int.random(in: -1...(count + 3), using: &rng)
            #expect(tree.sectionEnding(atOrBefore: y, count: count, hint: &wrong).count == ending)
            #expect(tree.top(count) == tops[count])
        }
    }

    /// Arbitrary heights, whose sums round: a guided descent finds what an unguided one does,
    /// bit for bit, even where `y` is a section's top as the tree sums it.
    @Test(arguments: testSeeds(24))
    func guidedDescentsAreTheUnguidedOnes(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(6_900 + seed))
        let count = Int.random(in: 1...200, using: &rng)
        let tree = SectionHeights((0..<count).map { _ in Double.random(in: 0...900, using: &rng) })
        var hint = SearchHint()
        for _ in 0..<300 {
            let y = Bool.random(using: &rng) ? tree.top(Int.random(in: 0...count, using: &rng))
                : Double.random(in: -5...(tree.top(count) + 5), using: &rng)
            var none = SearchHint()
            let guided = tree.sectionEnding(atOrBefore: y, count: count, hint: &hint)
            let plain = tree.sectionEnding(atOrBefore: y, count: count, hint: &none)
            #expect(guided.count == plain.count && guided.top == plain.top, "seed \(seed) at \(y)")
            none = SearchHint()
            let guidedLast = tree.lastSection(startingBefore: y, count: count, hint: &hint)
            let plainLast = tree.lastSection(startingBefore: y, count: count, hint: &none)
            #expect(guidedLast?.section == plainLast?.section && guidedLast?.top == plainLast?.top, "seed \(seed) at \(y)")
        }
    }
}
