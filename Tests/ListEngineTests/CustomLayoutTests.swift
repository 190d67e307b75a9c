import Testing
@testable import ListEngine
import TestSupport

/// A layout of the tests' own (``FeaturedColumnsLayout``) through ``ListLayout/custom(_:)``: the
/// engine places cells where it says, through scrolls, jumps, width changes, reloads, batch
/// updates and snapshots, keeps the reader's place, and switches to and from it.
@Suite struct CustomLayoutTests {
    /// `layout` prepared for `source`'s sections at `width`: the frames the list must show.
    static func reference(_ layout: FeaturedColumnsLayout, _ source: TestDataSource, width: Double) -> FeaturedColumnsLayout {
        var layout = layout
        let sections = CollectionSections(itemCounts: source.rows.map(\.count), headerHeights: source.headers)
        layout.prepare(sections: sections, width: width) { g in
            let s = sections.section(containingItem: g)
            let r = g - sections.firstItem(inSection: s)
            return source.widths.map { Size(width: $0[s][r], height: source.rows[s][r]) }
        }
        return layout
    }

    static func frames(_ layout: FeaturedColumnsLayout, count: Int) -> [Rect] {
        (0..<count).map(layout.frame(ofItem:))
    }

    static func source(_ rng: inout SeededGenerator, sections: Int) -> TestDataSource {
        let rows = (0..<sections).map { _ in
            (0..<Int.random(in: 0...60, using: &rng)).map { _ in CollectionListTests.randomQuarter(20...140, &rng) }
        }
        let source = TestDataSource(rows: rows, headers: (0..<sections).map { _ in CollectionListTests.randomQuarter(0...40, &rng) })
        source.widths = rows.map { $0.map { _ in 50 } }
        return source
    }

    @Test(arguments: testSeeds(40))
    func cellsAreWhereTheLayoutSays(seed: Int) throws {
        var rng = SeededGenerator(seed: 9_100 + UInt64(seed))
        let sections = Int.random(in: 1...4, using: &rng)
        let source = Self.source(&rng, sections: sections)
        let layout = FeaturedColumnsLayout(columns: Int.random(in: 1...4, using: &rng), featuredEvery: Int.random(in: 1...7, using: &rng),
                                           spacing: CollectionListTests.randomQuarter(0...8, &rng))
        let viewport = Size(width: CollectionListTests.randomQuarter(200...900, &rng), height: CollectionListTests.randomQuarter(200...600, &rng))
        let list = try makeList(source, layout: .custom(layout), rowHeight: .perRow, viewport: viewport)
        func check(_ context: String) {
            let model = Self.reference(layout, source, width: list.viewportSize.width)
            let count = source.rows.reduce(0) { $0 + $1.count }
            CollectionListTests.check(list, frames: Self.frames(model, count: count), contentHeight: model.contentHeight, "seed \(seed) \(context)")
            for s in 0..<source.rows.count { #expect(list.rectForHeader(inSection: s) == model.headerFrame(ofSection: s), "\(context)") }
            for cell in list.visibleCells {
                let center = Point(x: cell.frame.minX + cell.frame.width / 2, y: cell.frame.minY + cell.frame.height / 2)
                #expect(list.indexPathForRow(at: center) == cell.indexPath, "\(context)")
            }
        }
        list.layout()
        check("start")
        for step in 0..<30 {
            let before = CollectionListTests.anchor(list)
            var keepsAnchor = false
            var shift = 0
            let count = source.rows.reduce(0) { $0 + $1.count }
            switch Int.random(in: 0..<6, using: &rng) {
            case 0:
                try list.setContentOffset(Point(x: 0, y: CollectionListTests.randomQuarter(-50...(list.contentSize.height + 50), &rng)))
            case 1 where count > 0:
                try list.scrollToRow(at: list.indexPath(forGlobalRow: Int.random(in: 0..<count, using: &rng))!, position: .top)
            case 2:
                try list.setViewportSize(Size(width: CollectionListTests.randomQuarter(200...900, &rng), height: viewport.height))
                keepsAnchor = true
            case 3:
                let s = Int.random(in: 0..<sections, using: &rng)
                let row = Int.random(in: 0...source.rows[s].count, using: &rng)
                source.rows[s].insert(CollectionListTests.randomQuarter(20...140, &rng), at: row)
                source.widths![s].insert(50, at: row)
                try list.insertRows(at: [ListIndexPath(row: row, section: s)])
                if let before, list.globalRow(for: ListIndexPath(row: row, section: s))! <= before.item { shift = 1 }
                keepsAnchor = true
            case 4:
                let s = Int.random(in: 0..<sections, using: &rng)
                guard !source.rows[s].isEmpty else { continue }
                let row = Int.random(in: 0..<source.rows[s].count, using: &rng)
                let g = list.globalRow(for: ListIndexPath(row: row, section: s))!
                source.rows[s].remove(at: row)
                source.widths![s].remove(at: row)
                try list.deleteRows(at: [ListIndexPath(row: row, section: s)])
                if let before, g != before.item {
                    shift = g < before.item ? -1 : 0
                    keepsAnchor = true
                }
            case 5 where count > 0:
                // The delegate's size changes: a reload lays the items out again.
                let g = Int.random(in: 0..<count, using: &rng)
                let path = list.indexPath(forGlobalRow: g)!
                source.rows[path.section][path.row] = CollectionListTests.randomQuarter(20...140, &rng)
                try list.reloadRows(at: [path])
                keepsAnchor = true
            default:
                continue
            }
            list.layout()
            check("step \(step)")
            // At the content's end the offset is clamped, and nothing can hold.
            let limits = list.contentOffsetLimits
            if keepsAnchor, let before, list.contentOffset.y > limits.lowerBound, list.contentOffset.y < limits.upperBound {
                let frame = try #require(list.rectForRow(globalRow: before.item + shift))
                #expect(frame.minY - list.contentOffset.y == before.screenY, "seed \(seed) step \(step): the anchor moved")
            }
        }
    }

    /// Table → custom → grid → custom (another configuration) → table keeps the first visible
    /// item where it was on screen; an equal layout changes nothing.
    @Test func switchingToAndFromACustomLayoutKeepsTheItemInView() throws {
        let rows = (0..<3_000).map { 44 + Double(($0 * 7919) % 5) * 10 }
        let source = TestDataSource(rows: [rows, rows], headers: [28, 28])
        source.widths = [rows, rows]
        let list = try makeList(source, rowHeight: .perRow, viewport: Size(width: 390, height: 844))
        try list.scrollToRow(at: ListIndexPath(row: 2_000, section: 0), position: .top)
        list.layout()
        let layouts: [ListLayout] = [.custom(FeaturedColumnsLayout()), .grid(GridLayout()), .custom(FeaturedColumnsLayout(columns: 3)), .table]
        for layout in layouts {
            let before = try #require(CollectionListTests.anchor(list))
            let transition = try list.setListLayout(layout)
            list.layout()
            let frame = try #require(list.rectForRow(globalRow: before.item))
            #expect(frame.minY - list.contentOffset.y == before.screenY, "\(layout)")
            #expect(transition.rows.allSatisfy { $0.change == .kept })
            list._checkInvariants()
        }
        try list.setListLayout(.custom(FeaturedColumnsLayout()))
        let prepared = (list.preparedCustomLayout as? FeaturedColumnsLayout)?.preparations
        #expect(prepared == 1)
        try list.setListLayout(.custom(FeaturedColumnsLayout()))
        #expect((list.preparedCustomLayout as? FeaturedColumnsLayout)?.preparations == prepared, "an equal layout changes nothing")
        #expect(ListLayout.custom(FeaturedColumnsLayout()) == .custom(FeaturedColumnsLayout()))
        #expect(ListLayout.custom(FeaturedColumnsLayout()) != .custom(FeaturedColumnsLayout(columns: 3)))
        #expect(ListLayout.custom(FeaturedColumnsLayout(columns: 1)) != .table)
    }

    /// Snapshots diff into batches the custom layout follows.
    @Test(arguments: 0..<10)
    func snapshotsFollowTheLayout(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 9_300 + seed)
        let list = ListView(layout: .custom(FeaturedColumnsLayout(columns: 3)), rowHeight: .fixed(50))
        list.register(ListCell.self, forCellReuseIdentifier: "cell")
        try list.setViewportSize(Size(width: 390, height: 600))
        let source = ListDiffableDataSource<Int, Int>(listView: list) { list, indexPath, _ in
            try list.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        var items = Array(0..<200)
        for step in 0..<12 {
            items.shuffle(using: &rng)
            items = Array(items.prefix(Int.random(in: 50...200, using: &rng))) + (1_000 * (step + 1)..<(1_000 * (step + 1) + 20))
            var snapshot = ListSnapshot<Int, Int>()
            try snapshot.appendSections([0])
            try snapshot.appendItems(items, toSection: 0)
            try source.apply(snapshot)
            try list.setContentOffset(Point(x: 0, y: Double.random(in: 0...list.contentOffsetLimits.upperBound, using: &rng)))
            list.layout()
            var model = FeaturedColumnsLayout(columns: 3)
            model.prepare(sections: CollectionSections(itemCounts: [items.count], headerHeights: [list.rectForHeader(inSection: 0)!.height]),
                          width: 390) { _ in nil }
            CollectionListTests.check(list, frames: Self.frames(model, count: items.count), contentHeight: model.contentHeight, "seed \(seed) step \(step)")
        }
    }

    @Test func pinnedHeadersAndSelection() throws {
        let source = TestDataSource(rows: [Array(repeating: 40, count: 50), Array(repeating: 40, count: 50)], headers: [30, 30])
        let list = try makeList(source, layout: .custom(FeaturedColumnsLayout(pinsSectionHeaders: true)), rowHeight: .perRow,
                                viewport: Size(width: 300, height: 400))
        try list.setContentOffset(Point(x: 0, y: 200))
        list.layout()
        #expect(list.headerFrame(inSection: 0)?.minY == 200, "pinned to the top")
        let first = try #require(list.visibleCells.first { $0.frame.minY >= 230 })
        // Touches are in viewport coordinates.
        _ = list.touchDown(at: Point(x: first.frame.minX + 1, y: first.frame.minY + 1 - list.contentOffset.y))
        _ = list.touchUp()
        #expect(list.indexPathsForSelectedRows == [first.indexPath!])
    }

    /// A custom layout sizes its own items: self-sizing is refused, clearly.
    @Test func selfSizingIsRefused() throws {
        let source = TestDataSource(rows: [Array(repeating: 40, count: 10)])
        let list = try makeList(source, rowHeight: .selfSizing(estimate: 40))
        #expect(throws: ListError.self) { try list.setListLayout(.custom(FeaturedColumnsLayout())) }
        #expect(list.listLayout == .table)
        try list.setRowHeight(.perRow)
        try list.setListLayout(.custom(FeaturedColumnsLayout()))
        #expect(throws: ListError.self) { try list.setRowHeight(.selfSizing(estimate: 40)) }
        #expect(ListView(layout: .custom(FeaturedColumnsLayout()), rowHeight: .selfSizing(estimate: 40)).listLayout == .table)
    }
}
