import Testing
@testable import ListEngine
import TestSupport

/// An animated update under way while the offset moves to keep the place: it moves with the
/// content, so what it draws stays where it is on screen. An animated change that takes it over
/// where keeping the place would need an offset beyond the content's limits stops the offset at
/// the bound, the anchor moving by the difference, and starts every row it takes over where it
/// was drawn — its starting frame follows the offset actually kept; a height set while it runs
/// moves what it draws at once, not from the next pass on. In tables, grids and flows, through
/// a batch and through a snapshot applied with animation.
@Suite struct AnimatedUpdateLimitsTests {
    typealias Source = CapabilityWorld.Source

    /// How the change reaches the list.
    enum Route: String, CaseIterable, CustomStringConvertible, Sendable {
        case batch, snapshot
        var description: String { rawValue }
    }

    /// Which limit stops the offset.
    enum Bound: String, CaseIterable, CustomStringConvertible, Sendable {
        /// Rows above and at the top go: the anchor would need an offset above the content.
        case top
        /// Rows at the end go while the viewport shows the end: the content's end rises.
        case end
        var description: String { rawValue }
    }

    /// A snapshot's items' sizes, by identifier (the sizes belong to the items).
    final class SnapshotSizes: ListDelegate {
        let source: Source
        weak var diffable: ListDiffableDataSource<Int, Int>?
        init(_ source: Source) { self.source = source }
        private func item(at path: ListIndexPath) -> Int { diffable?.itemIdentifier(for: path) ?? 0 }
        func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { source.heights[item(at: indexPath)] }
        func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? {
            let item = item(at: indexPath)
            return Size(width: source.widths[item] ?? 80, height: source.heights[item] ?? 44)
        }
    }

    /// A list of 80 items of set sizes in `layout`, changed through `route`.
    final class Scene {
        let source: Source
        let list: ListView
        let route: Route
        private var diffable: ListDiffableDataSource<Int, Int>?
        private var sizes: SnapshotSizes?

        init(_ layout: CapabilityWorld.Layout, _ route: Route) throws {
            self.route = route
            let source = Source(footers: false)
            source.sections = [(source.newID(), (0..<80).map { _ in source.newID() })]
            for item in source.sections[0].items { Self.size(item, in: source) }
            self.source = source
            let viewport = Size(width: 320, height: 400)
            switch route {
            case .batch:
                list = try CapabilityWorld.makeList(source, layout, viewport: viewport)
            case .snapshot:
                list = ListView(style: .plain, layout: layout.listLayout, rowHeight: layout.rowHeight)
                list.register(ItemCell.self, forCellReuseIdentifier: "item")
                let sizes = SnapshotSizes(source)
                let diffable = ListDiffableDataSource<Int, Int>(listView: list) { list, path, item in
                    let cell = try list.dequeueReusableCell(withIdentifier: "item", for: path)
                    (cell as? ItemCell)?.item = item
                    return cell
                }
                sizes.diffable = diffable
                list.delegate = sizes
                self.sizes = sizes
                self.diffable = diffable
                try list.setViewportSize(viewport)
                var snapshot = ListSnapshot<Int, Int>()
                try snapshot.appendSections([source.sections[0].id])
                try snapshot.appendItems(source.sections[0].items)
                try diffable.apply(snapshot)
                list.layout()
            }
            try list.setFrameInterval(1.0 / 120)
        }

        /// Sizes that vary from item to item, the same in every run.
        private static func size(_ item: Int, in source: Source) {
            source.heights[item] = 30 + Double(item &* 37 % 7) * 5
            source.widths[item] = 60 + Double(item &* 53 % 9) * 15
        }

        var items: [Int] { source.sections[0].items }

        /// Deletes `gone` and inserts `count` new items at `index` (of the items after the
        /// deletion), animated.
        @discardableResult
        func change(deleting gone: Set<Int>, inserting count: Int = 0, at index: Int = 0) throws -> ListTransition {
            let old = items
            var new = old.filter { !gone.contains($0) }
            let arrivals = (0..<count).map { _ in source.newID() }
            for item in arrivals { Self.size(item, in: source) }
            new.insert(contentsOf: arrivals, at: index)
            source.sections[0].items = new
            switch route {
            case .batch:
                var update = ListBatchUpdate()
                update.deletedRows = old.indices.filter { gone.contains(old[$0]) }.map { ListIndexPath(row: $0, section: 0) }
                update.insertedRows = (index..<(index + count)).map { ListIndexPath(row: $0, section: 0) }
                return try list.performBatchUpdates(update, animated: true)
            case .snapshot:
                var snapshot = ListSnapshot<Int, Int>()
                try snapshot.appendSections([source.sections[0].id])
                try snapshot.appendItems(new)
                return try diffable!.apply(snapshot, animatingDifferences: true)
            }
        }

        /// Where every cell on screen and every leaving cell is drawn, by cell, with its item.
        func drawn() -> [ObjectIdentifier: (item: Int, at: Presentation)] {
            var drawn: [ObjectIdentifier: (item: Int, at: Presentation)] = [:]
            for cell in Array(list.visibleCells) + list.leavingCells {
                drawn[ObjectIdentifier(cell)] = ((cell as? ItemCell)?.item ?? -1, cell.presentation)
            }
            return drawn
        }
    }

    /// An animation under way (rows inserted near the top of the screen, a few frames played),
    /// then an animated change whose offset `bound` stops: every cell drawn before is drawn, at
    /// the start of the new animation, where it was on screen — moved in content coordinates by
    /// exactly as much as the offset moved.
    @Test(arguments: [CapabilityWorld.Layout.table, .grid, .flow], Route.allCases)
    func anAnimatedChangeTheLimitsStopStartsEveryRowWhereItWasDrawn(layout: CapabilityWorld.Layout, route: Route) throws {
        for bound in Bound.allCases {
            let context = "\(layout), \(route), \(bound)"
            let scene = try Scene(layout, route)
            let list = scene.list
            let limits = list.contentOffsetLimits
            try list.setContentOffset(Point(x: 0, y: bound == .top ? limits.lowerBound + 30 : limits.upperBound))
            list.layout()
            // The animation the change takes over: two items arrive below the first on screen.
            let firstShown = try #require(list.indexPathsForVisibleRows.first).row
            try scene.change(deleting: [], inserting: 2, at: firstShown + 1)
            for _ in 0..<4 { list.layout() }
            #expect(list.isAnimatingUpdates, "\(context)")
            #expect(list.visibleCells.contains { $0.presentation.frame != $0.frame }, "\(context): nothing is under way")
            if bound == .end {
                try list.setContentOffset(Point(x: 0, y: list.contentOffsetLimits.upperBound))
            }
            let drawn = scene.drawn()
            let offsetBefore = list.contentOffset.y
            let items = scene.items
            let gone = Set(bound == .top ? items.prefix(4) : items.suffix(8))
            let transition = try scene.change(deleting: gone)
            let dy = list.contentOffset.y - offsetBefore
            #expect(transition.contentOffsetAfter.y - transition.contentOffsetBefore.y == dy, "\(context)")
            // The limits stopped the offset: it lies on the bound, moved.
            let stoppedAt = bound == .top ? list.contentOffsetLimits.lowerBound : list.contentOffsetLimits.upperBound
            #expect(list.contentOffset.y == stoppedAt && dy != 0, "\(context): the offset \(list.contentOffset.y) moved by \(dy), the bound \(stoppedAt)")
            var compared = 0
            for cell in Array(list.visibleCells) + list.leavingCells {
                guard let was = drawn[ObjectIdentifier(cell)], was.item == (cell as? ItemCell)?.item else { continue }
                compared += 1
                let expected = was.at.shifted(by: dy)
                #expect(cell.presentation.distance(to: expected) < 1e-9 && abs(cell.presentation.alpha - expected.alpha) < 1e-9,
                        "\(context): item \(was.item), drawn at \(was.at) (offset \(offsetBefore)), starts at \(cell.presentation) (offset \(list.contentOffset.y))")
            }
            #expect(compared >= drawn.count - 2 && compared > 4, "\(context): \(compared) of \(drawn.count) cells compared")
            for item in gone where drawn.values.contains(where: { $0.item == item }) {
                #expect(list.leavingCells.contains { ($0 as? ItemCell)?.item == item }, "\(context): deleted item \(item) does not leave drawn")
            }
            for _ in 0..<100 where list.isAnimatingUpdates { list.layout() }
            #expect(!list.isAnimatingUpdates && list.leavingCells.isEmpty, "\(context)")
            #expect(list.visibleCells.allSatisfy { $0.presentation == Presentation(frame: $0.frame) }, "\(context): at rest, a cell away from its frame")
        }
    }

    /// A height set above the screen mid-animation moves the offset to keep the place: what the
    /// animation draws moves with it at once — before the next pass — and an animated batch that
    /// then takes over starts every row where it was drawn (the replay of the randomized tables'
    /// seed 7, whose rows started 30 pt off).
    @Test(arguments: [CapabilityWorld.Layout.table, .grid, .flow])
    func aHeightSetMidAnimationMovesWhatIsDrawnAtOnce(layout: CapabilityWorld.Layout) throws {
        let scene = try Scene(layout, .batch)
        let list = scene.list
        try list.setContentOffset(Point(x: 0, y: 300))
        list.layout()
        let firstShown = try #require(list.indexPathsForVisibleRows.first).row
        try scene.change(deleting: [], inserting: 2, at: firstShown + 1)
        for _ in 0..<4 { list.layout() }
        #expect(list.visibleCells.contains { $0.presentation.frame != $0.frame }, "\(layout): nothing is under way")
        let drawn = scene.drawn()
        let offsetBefore = list.contentOffset.y
        // The first item grows by 60 (a grid's or flow's line with it): everything below moves down.
        let first = ListIndexPath(row: 0, section: 0)
        let height = try #require(scene.source.heights[scene.items[0]]) + 60
        scene.source.heights[scene.items[0]] = height
        try list.setHeight(height, forRowAt: first)
        let dy = list.contentOffset.y - offsetBefore
        #expect(dy > 0, "\(layout): the place was not kept by moving the offset")
        func startsWhereDrawn(_ what: String) {
            var compared = 0
            for cell in Array(list.visibleCells) + list.leavingCells {
                guard let was = drawn[ObjectIdentifier(cell)], was.item == (cell as? ItemCell)?.item else { continue }
                compared += 1
                #expect(cell.presentation.distance(to: was.at.shifted(by: dy)) < 1e-9,
                        "\(layout), \(what): item \(was.item) drawn at \(was.at), now at \(cell.presentation), the offset moved by \(dy)")
            }
            #expect(compared > 4, "\(layout), \(what): \(compared) cells compared")
        }
        startsWhereDrawn("after setHeight")
        // An animated batch takes over: nothing moves on screen.
        let beforeBatch = list.contentOffset.y
        try scene.change(deleting: [], inserting: 1, at: scene.items.count)
        #expect(list.contentOffset.y == beforeBatch)
        startsWhereDrawn("after the batch that takes over")
    }
}
