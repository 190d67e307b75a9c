import Testing
@testable import ListEngine
import TestSupport

/// Drags up and down through content laid out from estimates — a flow's estimated lines (sizes
/// from the delegate, an `estimatedItemSize`), a self-sizing table's rows not measured yet — with
/// jumps between them (offsets anywhere, scrolls to rows) that leave estimated content around
/// what they lay out, in random sequences replayed from fixed seeds. After each drag, the pass
/// that lays out or measures what the drag uncovered keeps, as far as the limits let it:
///
/// - every row the pass before showed, if any of them is still on screen, where the drag put it;
/// - the row the README's rule names (``PlaceAnchorModel``: the first row on screen whose frame
///   is final and that no row laid out from estimates separates from the rows with cells, else
///   the first whose frame is final, else the first), where it was.
@Suite struct DragPlaceRandomizedTests {
    static let steps = 60

    enum Layout: String, CustomStringConvertible, Sendable {
        case flow, selfSizingTable
        var description: String { rawValue }
    }

    /// Sections of items whose sizes (heights measured by their cells in a table) come from the
    /// seed.
    final class Source: ListDataSource, ListDelegate {
        let counts: [Int]
        let headers: [Double]
        let sizes: [[Size]]

        init(_ rng: inout SeededGenerator) {
            counts = (0..<Int.random(in: 2...12, using: &rng)).map { _ in Int.random(in: 0...300, using: &rng) }
            headers = counts.map { _ in Double(Int.random(in: 0...120, using: &rng)) / 4 }
            sizes = counts.map { count in
                (0..<count).map { _ in
                    Size(width: Double(Int.random(in: 80...600, using: &rng)) / 4, height: Double(Int.random(in: 40...320, using: &rng)) / 4)
                }
            }
        }

        func numberOfSections(in listView: ListView) -> Int { counts.count }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            let cell = try listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            (cell as? ItemCell)?.measuredHeight = sizes[indexPath.section][indexPath.row].height
            return cell
        }
        func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? { sizes[indexPath.section][indexPath.row] }
        func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { headers[section] }
    }

    final class Run {
        let context: String
        var rng: SeededGenerator
        let source: Source
        let list: ListView
        var drags = 0
        var draggedIntoEstimates = 0

        init(seed: Int, layout: Layout) throws {
            context = "seed \(seed), \(layout)"
            rng = SeededGenerator(seed: UInt64(seed) &* 7_919 &+ (layout == .flow ? 1 : 2))
            source = Source(&rng)
            let viewport = Size(width: Double(Int.random(in: 280...600, using: &rng)), height: Double(Int.random(in: 300...900, using: &rng)))
            let estimate = Size(width: Double(Int.random(in: 30...200, using: &rng)), height: Double(Int.random(in: 20...150, using: &rng)))
            switch layout {
            case .flow:
                let flow = FlowLayout(itemSpacing: Double(rng.below(9)), lineSpacing: Double(rng.below(9)),
                                      sectionInset: EdgeInsets(top: Double(rng.below(13)), left: Double(rng.below(13)), bottom: Double(rng.below(13)), right: 0),
                                      estimatedItemSize: estimate)
                list = try makeList(over: source, cells: [("item", ItemCell.self)], layout: .flow(flow), viewport: viewport, laysOut: true)
            case .selfSizingTable:
                list = try makeList(over: source, cells: [("item", ItemCell.self)], rowHeight: .selfSizing(estimate: estimate.height),
                                    viewport: viewport, laysOut: true)
            }
        }

        func onScreen() -> [(row: Int, screenY: Double)] { DragPlaceTests.onScreen(list) }

        /// The row the rule names before a pass (``PlaceAnchorModel``) and where it is on screen.
        func ruleAnchor() -> (row: Int, screenY: Double)? {
            let rows = onScreen()
            return PlaceAnchorModel.anchor(onScreen: rows.map(\.row), in: list).flatMap { g in rows.first { $0.row == g } }
        }

        /// A jump: to an offset anywhere, to a row, or to a little below a section's top (the
        /// section above may stay estimated), then a drag up most of a screen (that reaches it).
        func jump(_ step: Int) throws {
            let limits = list.contentOffsetLimits
            switch rng.below(4) {
            case 0:
                try list.setContentOffset(Point(x: 0, y: Double.random(in: limits, using: &rng).rounded()))
            case 1:
                let sections = source.counts.indices.filter { source.counts[$0] > 0 }
                guard let s = sections.randomElement(using: &rng) else { return }
                let positions: [ScrollPosition] = [.top, .middle, .bottom]
                try list.scrollToRow(at: ListIndexPath(row: rng.below(source.counts[s]), section: s), position: positions[rng.below(3)])
            default:
                // From the top down (the ready rows behind the viewport: half a screen) to `below`
                // under the top of a section laid out to its end, then up past that top.
                let sections = source.counts.indices.dropFirst().filter { source.counts[$0] > 0 }
                guard let s = sections.randomElement(using: &rng) else { return }
                try list.setContentOffset(Point(x: 0, y: limits.lowerBound))
                list.layout()
                try list.scrollToRow(at: ListIndexPath(row: source.counts[s] - 1, section: s), position: .top)
                let below = Int.random(in: 55...90, using: &rng)
                let y = list.rect(forSection: s)!.minY + (Double(below) / 100 * list.viewportSize.height).rounded()
                try list.setContentOffset(Point(x: 0, y: min(max(y, limits.lowerBound), list.contentOffsetLimits.upperBound)))
                list.layout()
                return try drag(step, percent: (below + 5)...100, up: true)
            }
            list.layout()
        }

        /// The opening move of every sequence: a jump to the content's end, then a drag up by more
        /// than a screen, past the rows kept ready behind the viewport, into what lies above
        /// laid out from estimates — so each seed drags into estimated content by construction.
        func jumpToTheEndAndDragUp() throws {
            try list.setContentOffset(Point(x: 0, y: list.contentOffsetLimits.upperBound))
            list.layout()
            try drag(-1, percent: 120...180, up: true)
        }

        /// A drag by a share of the screen (`percent`, in percent), up or down (`up`, else either
        /// way).
        func drag(_ step: Int, percent: ClosedRange<Int> = 5...160, up: Bool? = nil) throws {
            let shown = onScreen()
            let limits = list.contentOffsetLimits
            let height = list.viewportSize.height
            let sign = (up ?? (rng.below(2) == 0)) ? -1.0 : 1.0
            let distance = sign * (Double(Int.random(in: percent, using: &rng)) / 100 * height).rounded()
            let y = min(max(list.contentOffset.y + distance, limits.lowerBound), limits.upperBound)
            let moved = y - list.contentOffset.y
            try list.setContentOffset(Point(x: 0, y: y))
            let what = "\(context), step \(step): a drag by \(moved)"
            let after = onScreen()
            if after.contains(where: { !list.layoutHasFinalFrame(item: $0.row) }) { draggedIntoEstimates += 1 }
            let stillShown = Set(after.map(\.row)).intersection(shown.map(\.row))
            let anchor = ruleAnchor()
            let rule = PlaceRule(before: list)
            list.layout()
            drags += 1
            if let anchor, let top = list.rectForRow(globalRow: anchor.row)?.minY {
                let kept = rule.screenY(ofRowAt: top, keptAt: anchor.screenY, in: list)
                #expect(top - list.contentOffset.y == kept, "\(what): the anchor, row \(anchor.row), was at \(anchor.screenY), is at \(top - list.contentOffset.y), not \(kept)")
            }
            guard !stillShown.isEmpty else { return }
            for (g, screenY) in shown {
                guard let top = list.rectForRow(globalRow: g)?.minY else { continue }
                let kept = rule.screenY(ofRowAt: top, keptAt: screenY - moved, in: list)
                #expect(top - list.contentOffset.y == kept, "\(what): row \(g), shown at \(screenY), is at \(top - list.contentOffset.y), not \(kept)")
            }
        }
    }

    static func run(seed: Int, layout: Layout) throws {
        let run = try Run(seed: seed, layout: layout)
        try run.jumpToTheEndAndDragUp()
        for step in 0..<steps {
            if run.rng.below(4) == 0 { try run.jump(step) } else { try run.drag(step) }
        }
        #expect(run.drags > steps / 2, "\(run.context): \(run.drags) drags")
        // Unless the sequence laid everything out early, some drags reached estimated content.
        // The opening drag reaches estimated content, unless the first pass laid out everything.
        #expect(run.draggedIntoEstimates > 0 || (0..<run.list.totalRows).allSatisfy(run.list.layoutHasFinalFrame(item:)),
                "\(run.context): no drag reached content laid out from estimates")
    }

    @Test(arguments: testSeeds(16))
    func flowsKeepWhatWasOnScreenThroughDrags(seed: Int) throws { try Self.run(seed: seed, layout: .flow) }

    @Test(arguments: testSeeds(16))
    func selfSizingTablesKeepWhatWasOnScreenThroughDrags(seed: Int) throws { try Self.run(seed: seed, layout: .selfSizingTable) }
}
