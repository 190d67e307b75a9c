import Testing
@testable import ListEngine
import TestSupport

/// The list between a change of its viewport and the pass that follows it, when the cells are
/// still those of another place: random sequences of scrolls, jumps to either end and new
/// heights, each followed — before any pass — by one to three calls from the public API that
/// read or build ranges from the cells and the viewport: the accessibility elements and
/// navigation, keyboard focus moves in every heading, touches and swipes, selection, the
/// visible cells and views, batches (animated or not), reloads, heights, widths, the place,
/// editing, interactive moves and scrolls — in tables (measured and self-sizing), grids and
/// flows with headers (and a table's footers).
///
/// None may trap, and after each the engine's invariants hold and every visible cell shows its
/// item where its row is. The elements follow the rule the README states: asked after a
/// scroll, the list lays out first, and they are those of the rows with cells and their
/// sections' headers and footers, and of the sections on screen while every visible row has a
/// cell.
@Suite struct BeforeThePassRandomizedTests {
    typealias Source = CapabilityWorld.Source
    static let steps = 60

    final class Run {
        let seed: Int
        let layout: CapabilityWorld.Layout
        var rng: SeededGenerator
        let source: Source
        let list: ListView

        init(seed: Int, layout: CapabilityWorld.Layout) throws {
            self.seed = seed
            self.layout = layout
            rng = SeededGenerator(seed: UInt64(seed) &* 7_919 &+ UInt64(CapabilityWorld.Layout.allCases.firstIndex(of: layout)!))
            source = Source.random(&rng, sections: Int.random(in: 2...8, using: &rng), maxItems: 25, footers: layout.isTable)
            let viewport = Size(width: Double(Int.random(in: 300...700, using: &rng)), height: Double(Int.random(in: 200...700, using: &rng)))
            list = try CapabilityWorld.makeList(source, layout, viewport: viewport)
        }

        var context: String { "seed \(seed), \(layout)" }

        /// A change of the viewport with no pass after it.
        func changeViewport() throws -> String {
            let limits = list.contentOffsetLimits
            switch rng.below(5) {
            case 0:
                let height = Double(Int.random(in: 100...900, using: &rng))
                _ = try list.setViewportSize(Size(width: list.viewportSize.width, height: height))
                return "height \(height)"
            case 1:
                try list.setContentOffset(Point(x: 0, y: limits.lowerBound))
                return "to the top"
            case 2:
                try list.setContentOffset(Point(x: 0, y: limits.upperBound))
                return "to the end"
            default:
                let y = Double.random(in: limits, using: &rng).rounded()
                try list.setContentOffset(Point(x: 0, y: y))
                return "to \(y)"
            }
        }

        /// The elements' identifiers by the rule, from the list's cells and frames.
        var expectedElements: [AccessibilityElement.ID] {
            let rows = list.rowsWithCells
            let visible = list.visibleRowRange()
            let top = list.contentOffset.y, bottom = top + list.viewportSize.height
            var sections = Set<Int>()
            if visible.isEmpty || (rows.lowerBound <= visible.lowerBound && visible.upperBound <= rows.upperBound) {
                sections = Set(source.sections.indices.filter { s in list.rect(forSection: s).map { $0.minY < bottom && $0.maxY > top } ?? false })
            }
            if !rows.isEmpty { sections.formUnion([list.indexPath(forGlobalRow: rows.lowerBound)!.section, list.indexPath(forGlobalRow: rows.upperBound - 1)!.section]) }
            guard let first = sections.min(), let last = sections.max() else { return [] }
            return (first...last).flatMap { s -> [AccessibilityElement.ID] in
                let own = rows.filter { list.indexPath(forGlobalRow: $0)!.section == s }.map { AccessibilityElement.ID.row(list.indexPath(forGlobalRow: $0)!) }
                return ((list.rectForHeader(inSection: s)?.height ?? 0) > 0 ? [.header(section: s)] : []) + own
                    + ((list.rectForFooter(inSection: s)?.height ?? 0) > 0 ? [.footer(section: s)] : [])
            }
        }

        func checkElements(_ context: String) {
            let elements = list.accessibilityElements()
            #expect(!list.viewport.scrolledSinceLastPass, "\(context): the elements were made without the pass a scroll needs")
            #expect(elements.map(\.id) == expectedElements, "\(context): elements \(elements.map(\.id)), the rule gives \(expectedElements)")
            for element in elements {
                guard case let .row(path) = element.id else { continue }
                #expect(element.label == "Item \(source.item(at: path))" && element.frame == list.rectForRow(at: path),
                        "\(context): \(path)'s element says \(element.label) at \(element.frame)")
            }
        }

        /// One call before the pass.
        func act(_ what: String) throws {
            let paths = source.paths
            let path = paths.isEmpty ? nil : paths[rng.below(paths.count)]
            let point = Point(x: Double.random(in: 0..<list.viewportSize.width, using: &rng),
                              y: Double.random(in: 0..<Swift.max(1, list.viewportSize.height), using: &rng))
            let section = rng.below(source.sections.count)
            switch rng.below(21) {
            case 0, 1:
                checkElements(what)
            case 2:
                if let path { #expect(list.accessibilityElement(.row(path))?.frame == list.rectForRow(at: path), "\(what): \(path)'s element") }
                _ = list.accessibilityElement(.header(section: section))
                _ = list.accessibilityElement(.footer(section: section))
            case 3:
                _ = try list.navigateAccessibility([.next, .previous, .first, .last][rng.below(4)], from: list.accessibilityFocusedElement)
            case 4:
                _ = try list.scrollAccessibilityPage(rng.below(2) == 0 ? .up : .down)
            case 5:
                if let path { try list.setAccessibilityFocus(rng.below(3) == 0 ? .header(section: section) : .row(path)) }
            case 6, 7:
                let headings: [FocusHeading] = [.up, .down, .left, .right, .pageUp, .pageDown, .first, .last]
                _ = try list.moveFocus(headings[rng.below(headings.count)])
            case 8:
                if let path { _ = try list.focusRow(at: path) } else { _ = try list.focusHeader(inSection: section) }
            case 9:
                _ = list.touchDown(at: point)
                if rng.below(3) == 0 { list.cancelTouch() } else { _ = list.touchUp() }
            case 10:
                if let path {
                    try list.selectRow(at: path)
                    if rng.below(2) == 0 { list.deselectRow(at: path) }
                }
            case 11:
                let rows = list.indexPathsForVisibleRows
                #expect(rows.count == list.visibleCells.count && rows.allSatisfy { list.cellForRow(at: $0)?.indexPath == $0 }, "\(what): the visible rows and cells")
                for s in list.visibleSections { _ = list.headerFrame(inSection: s) }
                _ = list.visibleSupplementaryViews(ofKind: ListView.elementKindSectionHeader)
                _ = list.indexPathForRow(at: Point(x: point.x, y: list.contentOffset.y + point.y))
            case 12:
                try CapabilityWorld.randomBatch(list, source, intensity: 0.1, animated: rng.below(2) == 0, &rng)
            case 13:
                if let path {
                    source.resize(source.item(at: path), &rng)
                    try list.reloadRows(at: [path])
                }
            case 14:
                if let path {
                    let height = Double(Int.random(in: 40...360, using: &rng)) / 4
                    source.heights[source.item(at: path)] = height
                    try list.setHeight(height, forRowAt: path)
                }
            case 15:
                _ = try list.setViewportSize(Size(width: Double(Int.random(in: 300...700, using: &rng)), height: list.viewportSize.height),
                                             animated: rng.below(2) == 0)
            case 16:
                if let place = list.place { try list.restorePlace(place) }
            case 17:
                if list.beginSwipe(at: point) != nil {
                    list.updateSwipe(translation: -80)
                    // A full swipe across a narrow item deletes it, which this data source cannot
                    // commit: that throws, and the list is as it was.
                    _ = try? list.endSwipe(velocity: 0)
                }
            case 18:
                list.setEditing(!list.isEditing)
            case 19:
                if let path { try list.scrollToRow(at: path, position: [.top, .middle, .bottom][rng.below(3)], animated: rng.below(2) == 0) }
            default:
                if let path, (try? list.beginInteractiveMovement(forRowAt: path)) == true {
                    _ = try list.updateInteractiveMovementTargetPosition(point)
                    _ = list.cancelInteractiveMovement()
                }
            }
        }

        func step(_ index: Int) throws {
            let change = try changeViewport()
            for call in 0..<(1 + rng.below(3)) {
                let what = "\(context), step \(index) (\(change)), call \(call)"
                try act(what)
                CapabilityWorld.checkCells(list, source, what)
            }
            list.layout()
            CapabilityWorld.checkCells(list, source, "\(context), step \(index), after the pass")
            checkElements("\(context), step \(index), after the pass")
        }
    }

    static func run(seed: Int, layout: CapabilityWorld.Layout) throws {
        let run = try Run(seed: seed, layout: layout)
        for index in 0..<steps { try run.step(index) }
    }

    @Test(arguments: testSeeds(12))
    func tables(seed: Int) throws { try Self.run(seed: seed, layout: .table) }

    @Test(arguments: testSeeds(8))
    func selfSizingTables(seed: Int) throws { try Self.run(seed: seed, layout: .selfSizingTable) }

    @Test(arguments: testSeeds(10))
    func grids(seed: Int) throws { try Self.run(seed: seed, layout: .grid) }

    @Test(arguments: testSeeds(12))
    func flows(seed: Int) throws { try Self.run(seed: seed, layout: .flow) }
}
