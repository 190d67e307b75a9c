import Testing
@testable import ListEngine
import TestSupport

/// Grids and flows through layout changes, edge cases and bad input, beside the models in
/// ``CollectionListTests``.
@Suite struct CollectionEdgeCaseTests {
    // MARK: Layout changes

    /// Switching table → grid → flow → table keeps the first visible item where it was on
    /// screen, and the transition names every item visible on either side.
    @Test func switchingLayoutsKeepsTheItemInView() throws {
        let rows = (0..<5_000).map { 44 + Double(($0 * 7919) % 5) * 10 }
        let source = TestDataSource(rows: [rows, rows], headers: [28, 28])
        source.widths = [rows.map { $0 * 2 }, rows.map { $0 * 2 }]
        let list = try makeList(source, rowHeight: .perRow, viewport: Size(width: 390, height: 844))
        try list.scrollToRow(at: ListIndexPath(row: 3_000, section: 0), position: .top)
        list.layout()
        for layout in [ListLayout.grid(GridLayout()), .flow(FlowLayout()), .table, .flow(FlowLayout()), .grid(GridLayout(columns: .fixed(5)))] {
            let before = try #require(CollectionListTests.anchor(list))
            let transition = try list.setListLayout(layout)
            list.layout()
            let frame = try #require(list.rectForRow(globalRow: before.item))
            #expect(frame.minY - list.contentOffset.y == before.screenY, "\(layout)")
            #expect(list.ranges.visible.contains(before.item))
            let named = Set(transition.rows.compactMap { list.globalRow(for: $0.indexPathAfter!) })
            #expect(named.isSuperset(of: list.ranges.visible), "\(layout)")
            #expect(transition.rows.allSatisfy { $0.change == .kept })
            list._checkInvariants()
        }
    }

    // MARK: Edge cases and bad input

    @Test func aCollectionAnswersBeforeItsFirstLoad() throws {
        for layout in [ListLayout.grid(GridLayout()), .flow(FlowLayout())] {
            let list = ListView(layout: layout)
            try list.setViewportSize(Size(width: 390, height: 844))
            #expect(list.contentSize.height == 0)
            #expect(list.contentOffsetLimits.lowerBound == 0)
            #expect(list.visibleSections.isEmpty)
            #expect(list.indexPathForRow(at: Point(x: 10, y: 10)) == nil)
            list.touchDown(at: Point(x: 10, y: 10))
            list.layout()
        }
    }

    @Test func invalidLayoutsAreRefused() throws {
        let source = TestDataSource(rows: [Array(repeating: 50, count: 100)])
        let list = try makeList(source, layout: .grid(GridLayout()), rowHeight: .fixed(50))
        let bad: [ListLayout] = [
            .grid(GridLayout(columns: .fixed(Int.max))), .grid(GridLayout(columns: .fixed(0))),
            .grid(GridLayout(columns: .adaptive(minimumWidth: .nan))), .grid(GridLayout(itemSpacing: .nan)),
            .grid(GridLayout(sectionInset: EdgeInsets(left: .infinity))), .flow(FlowLayout(lineSpacing: -1)),
            .flow(FlowLayout(estimatedItemSize: Size(width: .infinity, height: 10))),
        ]
        for layout in bad {
            #expect(throws: ListError.self, "\(layout)") { try list.setListLayout(layout) }
            #expect(list.listLayout == .grid(GridLayout()))
        }
        #expect(ListView(layout: .grid(GridLayout(columns: .fixed(-3)))).listLayout == .table)
        #expect(GridLayout(columns: .fixed(Int.max)).columnCount(forWidth: 390) == ListLayout.maximumColumns)
    }

    /// Counts changed without a reload: a layout change refuses, a pass reloads (and does not trap).
    @Test func countsChangedWithoutAReload() throws {
        let source = TestDataSource(rows: [Array(repeating: 60, count: 2_000)], headers: [28])
        let list = try makeList(source, layout: .grid(GridLayout()), rowHeight: .selfSizing(estimate: 100))
        try list.scrollToRow(at: ListIndexPath(row: 1_500, section: 0), position: .top)
        list.layout()
        source.rows = [Array(repeating: 60, count: 20)]
        #expect(throws: ListError.countsChangedWithoutReload(section: 0, expected: 2_000, found: 20)) {
            try list.setListLayout(.flow(FlowLayout()))
        }
        #expect(list.listLayout == .grid(GridLayout()))
        source.rows = [Array(repeating: 60, count: 1_000)]
        source.headers = [300]
        list.layout()
        #expect(list.totalRows == 1_000)
        list._checkInvariants()
    }

    /// Self-sizing items switched to another layout are measured at their new width.
    @Test func selfSizingItemsAreMeasuredAgainAfterALayoutChange() throws {
        final class SizingCell: ListCell {
            override func preferredHeight(fittingWidth width: Double) -> Double? { (10_000 / width).rounded() }
        }
        let source = TestDataSource(rows: [Array(repeating: 0, count: 3_000)])
        let list = ListView(layout: .table, rowHeight: .selfSizing(estimate: 100))
        list.register(SizingCell.self, forCellReuseIdentifier: source.identifier)
        list.dataSource = source
        try list.setViewportSize(Size(width: 390, height: 844))
        try list.reloadData()
        try list.scrollToRow(at: ListIndexPath(row: 1_000, section: 0), position: .top)
        list.layout()
        for layout in [ListLayout.grid(GridLayout()), .table, .grid(GridLayout(columns: .fixed(2)))] {
            try list.setListLayout(layout)
            list.layout()
            for cell in list.visibleCells { #expect(cell.frame.height == (10_000 / cell.frame.width).rounded(), "\(layout)") }
        }
    }

    /// Lengths no `Float32` holds — a line spacing of 7.3 pt, insets of 3.7 and 5.1, a header of
    /// 27.3 — over a thousand lines: every frame of a grid with per-item heights, and of a flow
    /// laid out in full, is where summing the items' heights and the lengths in `Double` puts
    /// it (within `Double` rounding: 10⁻⁷ pt; folded into `Float32` entries they drifted by
    /// 2·10⁻⁴ pt every 400 lines, enough for the first item on screen to differ from a naive
    /// model's at a boundary).
    @Test(arguments: [ListLayout.grid(GridLayout(columns: .fixed(2), itemSpacing: 8, lineSpacing: 7.3,
                                                 sectionInset: EdgeInsets(top: 3.7, left: 16, bottom: 5.1, right: 16))),
                      .flow(FlowLayout(itemSpacing: 8, lineSpacing: 7.3, sectionInset: EdgeInsets(top: 3.7, left: 16, bottom: 5.1, right: 16)))])
    func framesAreExactForLengthsFloat32DoesNotHold(layout: ListLayout) throws {
        var rng = SeededGenerator(seed: 11)
        let heights = (0..<2).map { _ in (0..<1_000).map { _ in Double(Float32(Double.random(in: 20...300, using: &rng))) } }
        let widths = heights.map { $0.map { _ in Double(Int.random(in: 60...200, using: &rng)) } }
        let headers = [27.3, 31.1]
        let source = TestDataSource(rows: heights, headers: headers)
        source.widths = widths
        let list = try makeList(source, layout: layout, rowHeight: .perRow, viewport: Size(width: 390, height: 600))
        let frames: [Rect]
        let contentHeight: Double
        switch layout {
        case let .grid(grid):
            let model = ReferenceGrid(headers: headers, heights: heights, layout: grid, width: 390, measured: true)
            (frames, contentHeight) = (model.itemFrames, model.contentHeight)
        case let .flow(flow):
            let sizes = zip(widths, heights).map { zip($0, $1).map { Size(width: $0, height: $1) } }
            let placement = ReferenceFlow(headers: headers, sizes: sizes, layout: flow, width: 390).placement()
            (frames, contentHeight) = (placement.frames, placement.contentHeight)
            // Laid out in full, as a sweep does.
            while list.contentOffset.y < list.contentOffsetLimits.upperBound {
                try list.setContentOffset(Point(x: 0, y: Swift.min(list.contentOffset.y + 500, list.contentOffsetLimits.upperBound)))
                list.layout()
            }
        default:
            return
        }
        var worst = 0.0
        for g in frames.indices { worst = Swift.max(worst, abs(list.rectForRow(globalRow: g)!.minY - frames[g].minY)) }
        #expect(worst < 1e-7, "\(layout): \(worst) pt")
        #expect(abs(list.contentSize.height - contentHeight) < 1e-7)
        list._checkInvariants()
    }

    /// Jumps back and forth over three sections of a flow with estimated sizes (from outside:
    /// 33, 33 and 34 items, an estimate of 78×67, a 531×312 viewport, offsets 688, 2815 and
    /// 2071): every item on screen is laid out, even when the first item on screen whose frame
    /// is final lies below a section still estimated (seeds 43 and 141 showed items with
    /// estimated frames).
    @Test(arguments: [43, 141] + Array(0..<40))
    func aJumpLaysOutEveryItemItShows(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let counts = [33, 33, 34]
        let heights = counts.map { n in (0..<n).map { _ in Double(Int.random(in: 20...200, using: &rng)) } }
        let widths = counts.map { n in (0..<n).map { _ in Double(Int.random(in: 20...300, using: &rng)) } }
        let source = TestDataSource(rows: heights, headers: [Double(Int.random(in: 0...40, using: &rng)), 20, 20])
        source.widths = widths
        let list = try makeList(source, layout: .flow(FlowLayout(estimatedItemSize: Size(width: 78, height: 67))),
                                viewport: Size(width: 531, height: 312))
        list.layout()
        for y in [688.0, 2815, 2071] {
            try list.setContentOffset(Point(x: 0, y: y))
            list.layout()
            for cell in list.visibleCells {
                #expect(list.layoutHasLaidOut(item: list.globalRow(for: cell.indexPath!)!), "seed \(seed) at \(y): \(cell.indexPath!)")
            }
            list._checkInvariants()
        }
    }

    /// A flow's item given a height before it is laid out keeps its own width; a jump to an item
    /// not laid out lands on it exactly.
    @Test func flowItemsNotLaidOutKeepTheirOwnPlace() throws {
        let heights = (0..<40_000).map { 80 + Double(($0 * 7919) % 5) * 20 }
        let source = TestDataSource(rows: [heights], headers: [28])
        source.widths = [heights.indices.map { 60 + Double(($0 * 7919) % 181) }]
        let list = try makeList(source, layout: .flow(FlowLayout()), viewport: Size(width: 390, height: 844))
        list.layout()
        try list.setHeight(50, forRowAt: ListIndexPath(row: 30_000, section: 0))
        var rng = SeededGenerator(seed: 3)
        for _ in 0..<30 {
            let path = ListIndexPath(row: Int.random(in: 0..<40_000, using: &rng), section: 0)
            try list.scrollToRow(at: path, position: .top)
            list.layout()
            let frame = try #require(list.rectForRow(at: path))
            #expect(frame.minY == list.contentOffset.y || list.contentOffset.y == list.contentOffsetLimits.upperBound, "\(path)")
        }
        let frame = try #require(list.rectForRow(at: ListIndexPath(row: 30_000, section: 0)))
        #expect(frame.width == source.widths![0][30_000] && frame.height == 50)
    }

    /// Reloading rows of a fixed-height grid keeps it closed-form; a reload of sections that
    /// fails leaves the list as it was.
    @Test func reloadsKeepTheGridAsItWas() throws {
        let source = TestDataSource(rows: [Array(repeating: 120, count: 500), Array(repeating: 120, count: 500)], headers: [28, 28])
        let fixed = try makeList(source, style: .grouped, layout: .grid(GridLayout()), rowHeight: .fixed(120))
        try fixed.reloadRows(at: [ListIndexPath(row: 3, section: 0)])
        #expect(fixed.activeLayout.grid.index == nil)
        try fixed.reloadSections([1])
        #expect(fixed.rectForFooter(inSection: 1)?.height == 0)
        let perItem = try makeList(source, layout: .grid(GridLayout()), rowHeight: .perRow)
        let contentBefore = perItem.contentSize
        source.headers = [50, 28]
        source.rows[1][5] = -1
        #expect(throws: ListError.self) { try perItem.reloadSections([0]) }
        #expect(perItem.rectForHeader(inSection: 0)?.height == 28)
        #expect(perItem.contentSize == contentBefore)
    }

    /// A touch selects the item under it in a grid, with the table's callbacks and state.
    @Test func touchesSelectItems() throws {
        let source = TestDataSource(rows: [Array(repeating: 100, count: 60)], headers: [28])
        let list = try makeList(source, layout: .grid(GridLayout()), rowHeight: .fixed(100), viewport: Size(width: 390, height: 844))
        list.layout()
        let path = ListIndexPath(row: 7, section: 0)
        let frame = try #require(list.rectForItem(at: path))
        list.touchDown(at: Point(x: frame.minX + 5, y: frame.minY + 5 - list.contentOffset.y))
        list.touchUp()
        #expect(list.indexPathForSelectedRow == path)
        #expect(list.cellForItem(at: path)?.isSelected == true)
        #expect(list.cellForItem(at: ListIndexPath(row: 6, section: 0))?.isSelected == false)
    }
}
