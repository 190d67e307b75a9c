import Testing
@testable import ListEngine
import TestSupport

/// Lists that grow at their end, through random sequences of appends, growing last rows, rows
/// prepended, random batches, reloads of rows, width, viewport and bottom-inset changes, user
/// scrolls up and down and `scrollToEnd()` — in tables (measured and self-sizing), grids and
/// flows, through the public API only. A naive model runs beside the list: whether the end is
/// anchored (a scroll towards the top releases it by any distance; a scroll down to within
/// `endAnchorThreshold` of the end, or `scrollToEnd()`, anchors it again; no other change does
/// either), the items that arrived below while released and were not on screen since
/// (`newRowsBelow`), and the anchor the README's place rule names before each change. After
/// every step: anchored, the content's end is at the viewport's bottom (after the change —
/// a viewport or inset change, a flow's new width and a self-sizing table's rows after the
/// pass that lays them out — and after the next pass); released, the anchor row (in a grid or
/// flow, only through changes that neither delete nor move) is where it was on screen wherever
/// that needs no offset outside the limits; every visible cell shows its row's item. Where a
/// change leaves the offset outside the limits (the place-rule suites check where), a scroll
/// back within them follows, after which the model takes the list's anchoring.
@Suite struct EndAnchorRandomizedTests {
    typealias Source = CapabilityWorld.Source
    static let steps = 150
    static let tolerance = 1e-6

    final class Run {
        let seed: Int
        let layout: CapabilityWorld.Layout
        var rng: SeededGenerator
        let source: Source
        let list: ListView
        /// The model: whether the end is anchored, and the items that arrived below unseen.
        var anchored = true
        var unseen = Set<Int>()
        /// Items inserted since the last pass: a grid's or flow's frames for them are not final.
        var unsettled = Set<Int>()
        var checks = 0
        /// Steps that left the offset outside the limits, settled back.
        var outside = 0

        init(seed: Int, layout: CapabilityWorld.Layout) throws {
            self.seed = seed
            self.layout = layout
            rng = SeededGenerator(seed: UInt64(seed) &* 7_919 &+ UInt64(CapabilityWorld.Layout.allCases.firstIndex(of: layout)!))
            source = Source.random(&rng, sections: Int.random(in: 1...3, using: &rng), maxItems: 30, footers: layout.isTable)
            let viewport = Size(width: Double(Int.random(in: 300...700, using: &rng)), height: Double(Int.random(in: 200...800, using: &rng)))
            list = try CapabilityWorld.makeList(source, layout, viewport: viewport, anchorsToEnd: true)
        }

        var context: String { "seed \(seed), \(layout)" }
        var limits: ClosedRange<Double> { list.contentOffsetLimits }

        /// The item on screen that keeps the place (``PlaceAnchorModel``) among those that may
        /// (not in `excluded`; in a grid or flow, not inserted since the last pass), and its
        /// top's distance from the viewport's top.
        func anchor(excluding excluded: Set<Int>) -> (item: Int, screenY: Double)? {
            let top = list.contentOffset.y
            var onScreen: [(row: Int, item: Int, screenY: Double)] = []
            for (g, path) in source.paths.enumerated() {
                guard let rect = list.rectForRow(at: path), rect.height > 0, rect.maxY > top, rect.minY < top + list.viewportSize.height else { continue }
                onScreen.append((g, source.item(at: path), rect.minY - top))
            }
            func item(_ g: Int) -> Int { source.item(at: list.indexPath(forGlobalRow: g)!) }
            let row = PlaceAnchorModel.anchor(onScreen: onScreen.map(\.row), excluding: { excluded.contains(item($0)) },
                                              passingOver: { !layout.isTable && unsettled.contains(item($0)) }, in: list)
            return onScreen.first { $0.row == row }.map { ($0.item, $0.screenY) }
        }

        /// Checks that `anchor` is where it was on screen, unless keeping it would need an
        /// offset outside the limits.
        func expectKept(_ anchor: (item: Int, screenY: Double)?, _ what: String) {
            guard let anchor, let path = source.path(of: anchor.item), let rect = list.rectForRow(at: path) else { return }
            let wanted = rect.minY - anchor.screenY
            guard limits.contains(wanted) else { return }
            checks += 1
            #expect(abs(list.contentOffset.y - wanted) <= EndAnchorRandomizedTests.tolerance,
                    "\(context), \(what): item \(anchor.item) was \(anchor.screenY) pt below the top, now \(rect.minY - list.contentOffset.y)")
        }

        func expectAtEnd(_ what: String) {
            checks += 1
            #expect(abs(list.contentOffset.y - limits.upperBound) <= EndAnchorRandomizedTests.tolerance,
                    "\(context), \(what): anchored, the offset is \(list.contentOffset.y), the end at \(limits.upperBound)")
        }

        /// Makes `change`, which moves no offset itself: anchored, the end stays at the bottom
        /// (a self-sizing table's after the next pass, which measures); released, the anchor.
        func change(_ what: String, excluding excluded: Set<Int> = [], checksAnchor: Bool = true, atOnce: Bool = true,
                    _ body: () throws -> Void) throws {
            let before = anchored ? nil : anchor(excluding: excluded)
            try body()
            if anchored {
                if atOnce, layout != .selfSizingTable { expectAtEnd(what) }
            } else if checksAnchor {
                expectKept(before, what)
            }
        }

        /// Rows at and after global row `first` that arrived while released below the screen.
        func noteArrivals(_ items: [Int]) {
            guard !anchored else { return }
            let below = list.ranges.visible.upperBound
            let order = source.items
            for item in items where (order.firstIndex(of: item) ?? -1) >= below { unseen.insert(item) }
        }

        func setOffset(_ y: Double, _ what: String) throws {
            let from = list.contentOffset.y
            try list.setContentOffset(Point(x: 0, y: y))
            if y < from { anchored = false }
            if y > from, y >= limits.upperBound - list.endAnchorThreshold { anchored = true }
            #expect(list.isAnchoredToEnd == anchored, "\(context), \(what) from \(from) to \(y) (end \(limits.upperBound)): anchored \(list.isAnchoredToEnd), the model says \(anchored)")
        }

        func step(_ index: Int) throws {
            let what = "step \(index)"
            switch rng.below(20) {
            case 0..<5:
                let animated = rng.below(3) == 0
                let s = source.sections.count - 1
                let appended = (0..<Int.random(in: 1...3, using: &rng)).map { _ in source.newItem(&rng) }
                let paths = appended.indices.map { ListIndexPath(row: source.sections[s].items.count + $0, section: s) }
                try change("\(what) append \(appended.count) (animated: \(animated))") {
                    source.sections[s].items += appended
                    _ = try list.performBatchUpdates({ $0.insertedRows = paths }, animated: animated)
                }
                noteArrivals(appended)
                unsettled.formUnion(appended)
            case 5, 6:
                // The last message streams in and grows.
                let s = source.sections.count - 1
                let path = ListIndexPath(row: source.sections[s].items.count - 1, section: s)
                let item = source.item(at: path)
                let height = source.heights[item]! + Double(Int.random(in: 4...160, using: &rng)) / 4
                try change("\(what) grow \(path) to \(height)") {
                    source.heights[item] = height
                    try list.setHeight(height, forRowAt: path)
                }
            case 7:
                let prepended = (0..<Int.random(in: 1...2, using: &rng)).map { _ in source.newItem(&rng) }
                try change("\(what) prepend \(prepended.count)") {
                    source.sections[0].items.insert(contentsOf: prepended, at: 0)
                    _ = try list.insertRows(at: prepended.indices.map { ListIndexPath(row: $0, section: 0) })
                }
                unsettled.formUnion(prepended)
            case 8, 9:
                // Rows anywhere come, go and move; a grid's or flow's anchor through moves and
                // deletions is the place rule suite's (known divergences), so only tables check it.
                let animated = rng.below(2) == 0
                var nextID = source.nextID
                let batch = RandomBatch(source.sections, intensity: 0.05, nextID: &nextID, rng: &rng, sectionChanges: false)
                guard batch.after.allSatisfy({ !$0.items.isEmpty }) else { return }
                source.nextID = nextID
                let arrived = Set(batch.after.flatMap(\.items)).subtracting(batch.before.flatMap(\.items))
                for item in arrived.sorted() { source.resize(item, &rng) }
                let gone = Set(batch.update.deletedRows.map { source.item(at: $0) }).union(batch.update.movedRows.map { source.item(at: $0.from) })
                try change("\(what) batch \(batch.update)", excluding: gone, checksAnchor: layout.isTable) {
                    source.sections = batch.after
                    _ = try list.performBatchUpdates(batch.update, animated: animated)
                }
                unseen = unseen.filter { source.path(of: $0) != nil }
                noteArrivals(arrived.sorted())
                unsettled.formUnion(arrived)
            case 10, 11:
                let y = list.contentOffset.y
                guard y > limits.lowerBound else { return }
                try setOffset(max(limits.lowerBound, y - Double(Int.random(in: 1...1_500, using: &rng))), "\(what) scroll up")
            case 12, 13:
                let y = list.contentOffset.y
                guard y < limits.upperBound else { return }
                let target = rng.below(2) == 0
                    ? limits.upperBound - Double(rng.below(Int(list.endAnchorThreshold) + 1))
                    : min(limits.upperBound, y + Double(Int.random(in: 1...1_500, using: &rng)))
                guard target > y else { return }
                try setOffset(target, "\(what) scroll down")
            case 14:
                try list.scrollToEnd()
                anchored = true
                unseen.removeAll()
                expectAtEnd("\(what) scrollToEnd")
            case 15:
                let width = Double(Int.random(in: 280...700, using: &rng))
                try change("\(what) width \(width)", checksAnchor: layout.isTable, atOnce: layout != .flow) {
                    _ = try list.setViewportSize(Size(width: width, height: list.viewportSize.height))
                }
            case 16:
                // A keyboard: the viewport shrinks or grows back; released, only as far as keeps
                // the offset within the limits.
                let height = Double(Int.random(in: 200...800, using: &rng))
                let upper = max(limits.lowerBound, list.contentSize.height + list.contentInset.bottom - height)
                guard anchored || list.contentOffset.y <= upper else { return }
                try change("\(what) viewport height \(height)", atOnce: false) {
                    _ = try list.setViewportSize(Size(width: list.viewportSize.width, height: height))
                }
            case 17:
                let bottom = Double(rng.below(4)) * 20
                let upper = max(-list.contentInset.top, list.contentSize.height + bottom - list.viewportSize.height)
                guard anchored || list.contentOffset.y <= upper else { return }
                try change("\(what) bottom inset \(bottom)", atOnce: false) {
                    try list.setContentInset(EdgeInsets(top: 0, left: 0, bottom: bottom, right: 0))
                }
            case 18:
                let visible = list.indexPathsForVisibleRows
                guard !visible.isEmpty else { return }
                let paths = Set((0..<Int.random(in: 1...3, using: &rng)).map { _ in visible[rng.below(visible.count)] })
                    .sorted { ($0.section, $0.row) < ($1.section, $1.row) }
                try change("\(what) reloadRows \(paths)", checksAnchor: layout.isTable) {
                    for path in paths { source.resize(source.item(at: path), &rng) }
                    try list.reloadRows(at: paths)
                }
            default:
                if rng.below(4) == 0 {
                    try list.reloadData()
                    unseen.removeAll()
                }
            }
            // The pass: it measures, delivers nothing new, and must keep what the model says.
            let anchorBefore = anchored ? nil : anchor(excluding: [])
            let offsetBefore = list.contentOffset.y
            list.layout()
            unsettled.removeAll()
            if anchored {
                expectAtEnd("\(what), the pass after it")
            } else if limits.contains(offsetBefore) {
                expectKept(anchorBefore, "\(what), the pass after it")
            }
            #expect(list.isAnchoredToEnd == anchored, "\(context), \(what): anchored \(list.isAnchoredToEnd), the model says \(anchored)")
            let seenUpTo = list.ranges.visible.upperBound
            let order = source.items
            unseen = unseen.filter { (order.firstIndex(of: $0) ?? -1) >= seenUpTo }
            #expect(list.newRowsBelow == unseen.count, "\(context), \(what): \(list.newRowsBelow) rows below, the model has \(unseen.sorted())")
            CapabilityWorld.checkCells(list, source, "\(context), \(what)")
            // A change can leave the offset outside the limits (released, keeping the anchor
            // would need it there): the rule for that, and for a scroll back from there, is not
            // decided yet, so the sequence scrolls back within them, as a reader's scroll view
            // settles, and the model takes the list's state again.
            let y = list.contentOffset.y
            guard !limits.contains(y) else { return }
            outside += 1
            try list.setContentOffset(Point(x: 0, y: min(max(y, limits.lowerBound), limits.upperBound)))
            anchored = list.isAnchoredToEnd
            list.layout()
            anchored = list.isAnchoredToEnd
        }
    }

    static func run(seed: Int, layout: CapabilityWorld.Layout) throws {
        let run = try Run(seed: seed, layout: layout)
        #expect(run.list.isAnchoredToEnd, "\(run.context): not anchored at the start")
        for index in 0..<steps { try run.step(index) }
        #expect(run.checks > steps / 2 && run.outside < steps / 10, "\(run.context): only \(run.checks) checks, \(run.outside) steps outside the limits")
    }

    @Test(arguments: testSeeds(32))
    func tablesKeepTheirEnd(seed: Int) throws { try Self.run(seed: seed, layout: .table) }

    @Test(arguments: testSeeds(24))
    func selfSizingTablesKeepTheirEnd(seed: Int) throws { try Self.run(seed: seed, layout: .selfSizingTable) }

    @Test(arguments: testSeeds(24))
    func gridsKeepTheirEnd(seed: Int) throws { try Self.run(seed: seed, layout: .grid) }

    /// Flows keep their end too while passes lay out lines (and so move the end).
    @Test(arguments: testSeeds(32))
    func flowsKeepTheirEnd(seed: Int) throws {
        try Self.run(seed: seed, layout: .flow)
    }
}
