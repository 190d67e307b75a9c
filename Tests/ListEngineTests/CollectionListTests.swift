import Testing
@testable import ListEngine
import TestSupport

/// Lists laid out as grids and flows, driven through the public API and checked against the
/// naive models (``ReferenceGrid``, ``ReferenceFlow``): visible items, cell frames, content size
/// and the user's place, through scrolls, jumps, size changes, width changes and batch updates.
@Suite struct CollectionListTests {
    /// The visible range and every visible cell's frame against `frames`, and the content height.
    static func check(_ list: ListView, frames: [Rect], contentHeight: Double?, _ context: @autoclosure () -> String) {
        list._checkInvariants()
        let y0 = list.contentOffset.y
        let y1 = y0 + list.viewportSize.height
        let hits = frames.indices.filter { frames[$0].minY < y1 && frames[$0].maxY > y0 }
        if let first = hits.first, let last = hits.last {
            #expect(list.ranges.visible == first..<(last + 1), "visible items at \(y0): \(context())")
        } else {
            #expect(list.ranges.visible.isEmpty, "no item visible at \(y0): \(context())")
        }
        for cell in list.visibleCells {
            let g = list.globalRow(for: cell.indexPath!)!
            #expect(cell.frame == frames[g], "item \(g): \(context())")
        }
        if let contentHeight { #expect(list.contentSize.height == contentHeight, "content height: \(context())") }
    }

    /// The first visible item whose frame is final and where it is on screen (an estimated one
    /// moves when it or what is before it becomes exact); at the content's top, the first visible.
    static func anchor(_ list: ListView) -> (item: Int, screenY: Double)? {
        let visible = list.ranges.visible
        guard let first = list.contentOffset.y <= 0 ? visible.first : visible.first(where: list.layoutHasFinalFrame(item:)) ?? visible.first,
              let frame = list.rectForRow(globalRow: first) else { return nil }
        return (first, frame.minY - list.contentOffset.y)
    }

    static func randomQuarter(_ range: ClosedRange<Double>, _ rng: inout SeededGenerator) -> Double {
        (Double.random(in: range, using: &rng) * 4).rounded() / 4
    }

    static func randomGridLayout(_ rng: inout SeededGenerator) -> GridLayout {
        let columns: GridLayout.Columns = Bool.random(using: &rng)
            ? .fixed(Int.random(in: 1...5, using: &rng)) : .adaptive(minimumWidth: Self.randomQuarter(40...200, &rng))
        let inset = EdgeInsets(top: Self.randomQuarter(0...12, &rng), left: Self.randomQuarter(0...20, &rng),
                               bottom: Self.randomQuarter(0...12, &rng), right: Self.randomQuarter(0...20, &rng))
        return GridLayout(columns: columns, itemSpacing: Self.randomQuarter(0...10, &rng), lineSpacing: Self.randomQuarter(0...10, &rng),
                          sectionInset: inset)
    }

    // MARK: Grid

    @Test(arguments: testSeeds(40))
    func gridAgreesWithTheModel(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let sections = Int.random(in: 0...5, using: &rng)
        let fixed: Double? = Bool.random(using: &rng) ? Self.randomQuarter(10...120, &rng) : nil
        var heights = (0..<sections).map { _ in
            (0..<Int.random(in: 0...40, using: &rng)).map { _ in fixed ?? Self.randomQuarter(10...120, &rng) }
        }
        let headers = (0..<sections).map { _ in Self.randomQuarter(0...40, &rng) }
        let gridLayout = Self.randomGridLayout(&rng)
        let source = TestDataSource(rows: heights, headers: headers)
        let viewport = Size(width: Self.randomQuarter(120...900, &rng), height: Self.randomQuarter(200...600, &rng))
        let list = try makeList(source, layout: .grid(gridLayout), rowHeight: fixed.map(RowHeight.fixed) ?? .perRow, viewport: viewport)
        var model = ReferenceGrid(headers: headers, heights: heights, layout: gridLayout, width: viewport.width, measured: true)
        list.layout()
        Self.check(list, frames: model.itemFrames, contentHeight: model.contentHeight, "seed \(seed) start")
        for step in 0..<30 {
            let before = Self.anchor(list)
            let rule = PlaceRule(before: list)
            var keepsAnchor = false
            var shift = 0  // how far the anchor item's number moves
            let items = model.itemCount
            switch Int.random(in: 0..<7, using: &rng) {
            case 0:
                try list.setContentOffset(Point(x: 0, y: Self.randomQuarter(-100...(model.contentHeight + 100), &rng)))
            case 1 where items > 0:
                let g = Int.random(in: 0..<items, using: &rng)
                try list.scrollToRow(at: list.indexPath(forGlobalRow: g)!, position: .top)
            case 2 where items > 0 && fixed == nil:
                let g = Int.random(in: 0..<items, using: &rng)
                let height = Self.randomQuarter(10...160, &rng)
                try list.setHeight(height, forRowAt: list.indexPath(forGlobalRow: g)!)
                model.setHeight(height, ofItem: g, measured: true)
                let path = list.indexPath(forGlobalRow: g)!
                heights[path.section][path.row] = height
                source.rows = heights
                keepsAnchor = true
            case 3:
                let width = Self.randomQuarter(120...900, &rng)
                try list.setViewportSize(Size(width: width, height: viewport.height))
                model.setWidth(width)
                keepsAnchor = true
            case 4 where sections > 0:
                let s = Int.random(in: 0..<sections, using: &rng)
                let row = Int.random(in: 0...heights[s].count, using: &rng)
                heights[s].insert(fixed ?? Self.randomQuarter(10...120, &rng), at: row)
                source.rows = heights
                try list.insertRows(at: [ListIndexPath(row: row, section: s)])
                model = ReferenceGrid(headers: headers, heights: heights, layout: gridLayout, width: list.viewportSize.width, measured: true)
                if let before, let g = list.globalRow(for: ListIndexPath(row: row, section: s)), g <= before.item { shift = 1 }
                keepsAnchor = true
            case 5 where sections > 0:
                let s = Int.random(in: 0..<sections, using: &rng)
                guard !heights[s].isEmpty else { continue }
                let row = Int.random(in: 0..<heights[s].count, using: &rng)
                let g = list.globalRow(for: ListIndexPath(row: row, section: s))!
                heights[s].remove(at: row)
                source.rows = heights
                try list.deleteRows(at: [ListIndexPath(row: row, section: s)])
                model = ReferenceGrid(headers: headers, heights: heights, layout: gridLayout, width: list.viewportSize.width, measured: true)
                // The anchor holds unless it is the deleted item.
                if let before, g != before.item {
                    shift = g < before.item ? -1 : 0
                    keepsAnchor = true
                }
            case 6 where sections > 0:
                // A move within a section: the anchor holds unless it moves or its place does.
                let s = Int.random(in: 0..<sections, using: &rng)
                guard heights[s].count > 1 else { continue }
                let from = Int.random(in: 0..<heights[s].count, using: &rng)
                let to = Int.random(in: 0..<heights[s].count, using: &rng)
                heights[s].insert(heights[s].remove(at: from), at: to)
                source.rows = heights
                try list.moveRow(at: ListIndexPath(row: from, section: s), to: ListIndexPath(row: to, section: s))
                model = ReferenceGrid(headers: headers, heights: heights, layout: gridLayout, width: list.viewportSize.width, measured: true)
            default:
                continue
            }
            list.layout()
            Self.check(list, frames: model.itemFrames, contentHeight: model.contentHeight, "seed \(seed) step \(step)")
            if keepsAnchor, let before {
                let frame = try #require(list.rectForRow(globalRow: before.item + shift))
                #expect(frame.minY - list.contentOffset.y == rule.screenY(ofRowAt: frame.minY, keptAt: before.screenY, in: list),
                        "seed \(seed) step \(step): the anchor moved")
            }
        }
    }

    @Test func gridColumnsFollowTheWidth() throws {
        let source = TestDataSource(rows: [Array(repeating: 120, count: 100)], headers: [28])
        let list = try makeList(source, layout: .grid(GridLayout()), rowHeight: .fixed(120), viewport: Size(width: 390, height: 844))
        list.layout()
        #expect(list.rectForRow(globalRow: 2)!.minY == list.rectForRow(globalRow: 0)!.minY)
        #expect(list.rectForRow(globalRow: 3)!.minY == 28 + 8 + 120 + 8)
        try list.setViewportSize(Size(width: 844, height: 390))
        #expect(list.rectForRow(globalRow: 6)!.minY == list.rectForRow(globalRow: 0)!.minY)
        #expect(list.rectForRow(globalRow: 7)!.minY == 28 + 8 + 120 + 8)
    }

    /// Self-sizing items start from the estimate and take the cell's height when configured; a
    /// scroll up through items measured above the viewport never moves what is on screen.
    @Test func selfSizingGridItemsKeepTheScreenStill() throws {
        let real = (0..<2_000).map { 40 + Double(($0 * 7919) % 5) * 20 }
        let source = TestDataSource(rows: [real], headers: [28])
        let list = try makeList(source, layout: .grid(GridLayout()), rowHeight: .selfSizing(estimate: 100),
                                viewport: Size(width: 390, height: 844))
        try list.scrollToRow(at: ListIndexPath(row: 1_500, section: 0), position: .top)
        list.layout()
        for _ in 0..<200 {
            let before = try #require(Self.anchor(list))
            try list.setContentOffset(Point(x: 0, y: list.contentOffset.y - 30))
            list.layout()
            let frame = try #require(list.rectForRow(globalRow: before.item))
            #expect(frame.minY - list.contentOffset.y == before.screenY + 30)
            for cell in list.visibleCells { #expect(cell.frame.height == real[cell.indexPath!.row]) }
        }
    }

    // MARK: Flow

    /// Sweeps the list from the top to the bottom in steps of up to `step` points, checking every
    /// pass against the model: laid out from the top, a flow is exact.
    static func sweep(_ list: ListView, model: ReferenceFlow.Placement, step: ClosedRange<Double>, _ rng: inout SeededGenerator,
                      _ context: String) throws {
        try list.setContentOffset(.zero)
        list.layout()
        while true {
            check(list, frames: model.frames, contentHeight: nil, context)
            let y = list.contentOffset.y + randomQuarter(step, &rng)
            guard y < list.contentOffsetLimits.upperBound else { break }
            try list.setContentOffset(Point(x: 0, y: y))
            list.layout()
        }
        try list.setContentOffset(Point(x: 0, y: list.contentOffsetLimits.upperBound))
        list.layout()
        check(list, frames: model.frames, contentHeight: model.contentHeight, context)
    }

    @Test(arguments: testSeeds(30))
    func flowAgreesWithTheModelWhereverItWasLaidOut(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let sections = Int.random(in: 1...5, using: &rng)
        var heights = [[Double]]()
        var widths = [[Double]]()
        for _ in 0..<sections {
            let count = Int.random(in: 0...300, using: &rng)
            heights.append((0..<count).map { _ in Self.randomQuarter(10...120, &rng) })
            widths.append((0..<count).map { _ in Self.randomQuarter(0...250, &rng) })
        }
        let headers = (0..<sections).map { _ in Self.randomQuarter(0...40, &rng) }
        let flowLayout = FlowLayout(itemSpacing: Self.randomQuarter(0...10, &rng), lineSpacing: Self.randomQuarter(0...10, &rng),
                                    estimatedItemSize: Size(width: Self.randomQuarter(20...200, &rng), height: Self.randomQuarter(20...200, &rng)))
        let source = TestDataSource(rows: heights, headers: headers)
        source.widths = widths
        var width = Self.randomQuarter(120...900, &rng)
        let list = try makeList(source, layout: .flow(flowLayout), viewport: Size(width: width, height: Self.randomQuarter(200...600, &rng)))
        func model() -> ReferenceFlow.Placement {
            let sizes = zip(widths, heights).map { zip($0, $1).map { Size(width: $0, height: $1) } }
            return ReferenceFlow(headers: headers, sizes: sizes, layout: flowLayout, width: width).placement()
        }
        for round in 0..<3 {
            // Jumps land on estimated positions; every pass keeps the list consistent.
            for _ in 0..<10 {
                let before = Self.anchor(list)
                try list.setContentOffset(Point(x: 0, y: Self.randomQuarter(0...list.contentOffsetLimits.upperBound, &rng)))
                list.layout()
                list._checkInvariants()
                _ = before
            }
            try Self.sweep(list, model: model(), step: 1...400, &rng, "seed \(seed) round \(round)")
            #expect(source.sizesAsked <= heights.reduce(0) { $0 + $1.count } * (round + 1) * 2, "sizes asked once an item a width")
            width = Self.randomQuarter(120...900, &rng)
            try list.setViewportSize(Size(width: width, height: list.viewportSize.height))
            // A batch: items deleted and inserted somewhere, the model changed alike.
            var update = ListBatchUpdate()
            let s = Int.random(in: 0..<sections, using: &rng)
            if !heights[s].isEmpty, Bool.random(using: &rng) {
                let row = Int.random(in: 0..<heights[s].count, using: &rng)
                heights[s].remove(at: row)
                widths[s].remove(at: row)
                update.deleteRows(at: [ListIndexPath(row: row, section: s)])
            } else {
                let row = Int.random(in: 0...heights[s].count, using: &rng)
                heights[s].insert(Self.randomQuarter(10...120, &rng), at: row)
                widths[s].insert(Self.randomQuarter(0...250, &rng), at: row)
                update.insertRows(at: [ListIndexPath(row: row, section: s)])
            }
            source.rows = heights
            source.widths = widths
            try list.performBatchUpdates(update)
            list.layout()
            list._checkInvariants()
        }
    }

    /// After a jump into estimated territory, scrolling up lays out the lines above: what is on
    /// screen moves by the scroll alone.
    @Test(arguments: [ListLayout.flow(FlowLayout()), .grid(GridLayout())])
    func scrollingUpIntoEstimatedLinesNeverMovesTheScreen(layout: ListLayout) throws {
        let heights = (0..<20_000).map { 80 + Double(($0 * 7919) % 5) * 20 }
        let source = TestDataSource(rows: [heights, heights], headers: [28, 28])
        source.widths = [heights.indices.map { 60 + Double(($0 * 7919) % 181) }, heights.indices.map { 60 + Double(($0 * 7919) % 181) }]
        let list = try makeList(source, layout: layout, rowHeight: .selfSizing(estimate: 100), viewport: Size(width: 390, height: 844))
        try list.setContentOffset(Point(x: 0, y: list.contentOffsetLimits.upperBound * 0.6))
        list.layout()
        for _ in 0..<300 {
            let before = try #require(Self.anchor(list))
            try list.setContentOffset(Point(x: 0, y: list.contentOffset.y - 40))
            list.layout()
            let frame = try #require(list.rectForRow(globalRow: before.item))
            #expect(frame.minY - list.contentOffset.y == before.screenY + 40,
                    "item \(before.item) at \(frame.minY), offset \(list.contentOffset.y), visible \(list.ranges.visible), sections \(list.visibleSections), laid out \(list.layoutHasLaidOut(item: before.item)), measured \(list.layoutHasMeasured(item: before.item))")
        }
    }

    /// A rotation keeps the first visible item where it was on screen, in a grid and in a flow.
    @Test(arguments: [ListLayout.flow(FlowLayout()), .grid(GridLayout())])
    func rotationKeepsTheFirstVisibleItem(layout: ListLayout) throws {
        let heights = (0..<30_000).map { 80 + Double(($0 * 7919) % 5) * 20 }
        let source = TestDataSource(rows: [heights], headers: [28])
        source.widths = [heights.indices.map { 60 + Double(($0 * 7919) % 181) }]
        let list = try makeList(source, layout: layout, viewport: Size(width: 390, height: 844))
        var rng = SeededGenerator(seed: 7)
        for step in 0..<40 {
            try list.setContentOffset(Point(x: 0, y: Self.randomQuarter(0...list.contentOffsetLimits.upperBound * 0.9, &rng)))
            list.layout()
            let before = try #require(Self.anchor(list))
            let width = list.viewportSize.width == 390 ? 844.0 : 390
            let transition = try list.setViewportSize(Size(width: width, height: list.viewportSize.height))
            list.layout()
            let frame = try #require(list.rectForRow(globalRow: before.item))
            #expect(frame.minY - list.contentOffset.y == before.screenY, "step \(step)")
            let named = try #require(transition.rows.first { list.globalRow(for: $0.indexPathAfter!) == before.item })
            #expect(named.frameBefore != nil && named.frameAfter.map { $0.minY - transition.contentOffsetAfter.y } == before.screenY)
            list._checkInvariants()
        }
    }

    /// Pinned headers in a grid stop at their section's end; the item names answer as the row names do.
    @Test func pinnedHeadersAndItemNames() throws {
        let source = TestDataSource(rows: [Array(repeating: 100, count: 30), Array(repeating: 100, count: 30)], headers: [28, 28])
        var gridLayout = GridLayout(columns: .fixed(3))
        gridLayout.pinsSectionHeaders = true
        let list = try makeList(source, layout: .grid(gridLayout), rowHeight: .fixed(100), viewport: Size(width: 390, height: 400))
        let section0 = try #require(list.rect(forSection: 0))
        try list.setContentOffset(Point(x: 0, y: 300))
        list.layout()
        #expect(list.headerFrame(inSection: 0)?.minY == 300)
        try list.setContentOffset(Point(x: 0, y: section0.maxY - 10))
        list.layout()
        #expect(list.headerFrame(inSection: 0)?.maxY == section0.maxY)
        #expect(list.headerFrame(inSection: 1) == list.rectForHeader(inSection: 1))
        let path = ListIndexPath(row: 4, section: 1)
        try list.scrollToItem(at: path, position: .top)
        list.layout()
        let frame = try #require(list.rectForItem(at: path))
        #expect(frame.minY - list.contentOffset.y == 28, "below the pinned header")
        #expect(list.indexPathForItem(at: Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)) == path)
        #expect(list.cellForItem(at: path)?.frame == frame)
        #expect(list.indexPathsForVisibleItems == list.indexPathsForVisibleRows)
        #expect(list.numberOfItems(inSection: 1) == 30)
    }
}
