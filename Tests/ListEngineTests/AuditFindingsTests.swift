import Testing
@testable import ListEngine
import TestSupport

/// The findings of an independent model of the public API (written from the documentation
/// only), each reproduced as it was reported, and the rules chosen where behaviour was silent.
@Suite struct AuditFindingsTests {
    typealias Snapshot = ListSnapshot<String, String>

    static func path(_ row: Int, _ section: Int = 0) -> ListIndexPath { ListIndexPath(row: row, section: section) }

    // MARK: 1. Transitions of rows that slide into view

    /// 10 rows of 44 pt, viewport 100×100, rows 1…7 deleted: the old row 8 slides in from
    /// beyond the ready window. It keeps its identity, its frame before and its kind of change.
    @Test(arguments: ["kept", "reloaded", "moved"])
    func rowsSlidingIntoViewKeepTheirPlaceBefore(kind: String) throws {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 10)])
        let list = try makeList(source, viewport: Size(width: 100, height: 100))
        list.layout()
        #expect(!list.rowsWithCells.contains(8))
        source.rows = [Array(repeating: 44, count: 3)]
        var update = ListBatchUpdate()
        update.deletedRows = (1...7).map { Self.path($0) }
        switch kind {
        case "reloaded": update.reloadedRows = [Self.path(8)]
        case "moved": update.movedRows = [.init(from: Self.path(9), to: Self.path(1))]
        default: break
        }
        let transition = try list.performBatchUpdates(update)
        let slid = kind == "moved" ? 9 : 8
        let row = try #require(transition.rows.first { $0.indexPathBefore == Self.path(slid) })
        #expect(row.indexPathAfter == list.indexPathsForVisibleRows.first { list.rectForRow(at: $0)!.minY == row.frameAfter?.minY })
        #expect(row.frameBefore == Rect(x: 0, y: Double(slid) * 44, width: 100, height: 44))
        #expect(row.change == (kind == "kept" ? .kept : kind == "reloaded" ? .reloaded : .moved))
        #expect(!row.wasVisible && row.isVisible)
        #expect(transition.rows.allSatisfy { $0.change == .inserted || $0.indexPathBefore != nil })
    }

    // MARK: 2, 3. Self-sizing passes

    /// 40 rows estimated at 300 pt that measure 2 pt, viewport 100×37, a jump to y 3000: every
    /// row that intersects the viewport after the pass has a displayed cell.
    @Test func everyVisibleRowHasACellWhateverTheEstimates() throws {
        let source = TestDataSource(rows: [Array(repeating: 2, count: 40)])
        let list = try makeList(source, rowHeight: .selfSizing(estimate: 300), viewport: Size(width: 100, height: 37))
        list.layout()
        try list.setContentOffset(Point(x: 0, y: 3000))
        list.layout()
        for g in list.ranges.visible {
            let path = try #require(list.indexPath(forGlobalRow: g))
            let cell = try #require(list.cellForRow(at: path), "row \(g) has no cell")
            #expect(cell.isDisplayed && source.displayedNow.contains(path))
        }
        #expect(list.ranges.visible == list.visibleRowRange())
        list._checkInvariants()
    }

    /// Estimates [278, 138, 42], real heights [4, 101, 6], viewport 87 pt, a jump to y 159: row
    /// 0 is the first visible row and nothing lies above it, so it stays where it is in the
    /// content — and the offset comes back within the limits the measured rows leave (24 pt).
    @Test func theFirstVisibleRowStaysWhenRowsBelowItAreMeasured() throws {
        let source = TestDataSource(rows: [[4, 101, 6]])
        source.estimates = [[278, 138, 42]]
        let list = try makeList(source, rowHeight: .selfSizing(estimate: 50), viewport: Size(width: 100, height: 87))
        try list.setContentOffset(Point(x: 0, y: 159))
        list.layout()
        #expect(list.contentOffset.y == 24 && list.contentOffsetLimits.upperBound == 24)
        #expect(list.rectForRow(at: Self.path(0))?.minY == 0)
    }

    /// Estimates far from the real heights, both ways, on random jumps: the anchor row (the
    /// first visible after a jump into rows not measured, else the first on screen measured:
    /// ``PlaceAnchorModel``) keeps its place in every pass and every visible row has a displayed
    /// cell.
    @Test(arguments: [0.05, 20.0])
    func randomJumpsWithWrongEstimatesKeepTheAnchorRow(scale: Double) throws {
        for seed in testSeeds(20).map(UInt64.init) {
            var rng = SeededGenerator(seed: seed &* 977 &+ 3)
            let rows = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                (0..<Int.random(in: 1...200, using: &rng)).map { _ in Double(Int.random(in: 1...120, using: &rng)) }
            }
            let source = TestDataSource(rows: rows, headers: rows.map { _ in Double(Int.random(in: 0...30, using: &rng)) })
            source.estimates = rows.map { $0.map { Swift.max(1, ($0 * scale).rounded()) } }
            let list = try makeList(source, rowHeight: .selfSizing(estimate: 50),
                                    viewport: Size(width: 200, height: Double(Int.random(in: 20...600, using: &rng))))
            list.layout()
            for step in 0..<40 {
                let y = Double.random(in: -50...list.contentSize.height, using: &rng)
                try list.setContentOffset(Point(x: 0, y: y))
                let anchor = PlaceAnchorModel.anchor(onScreen: Array(list.anchorRows()), in: list)
                let before = anchor.map { list.rectForRow(globalRow: $0)!.minY - y }
                let rule = PlaceRule(before: list)
                list.layout()
                if let anchor, let before {
                    let top = list.rectForRow(globalRow: anchor)!.minY
                    #expect(abs(top - list.contentOffset.y - rule.screenY(ofRowAt: top, keptAt: before, in: list)) < 1e-6,
                            "seed \(seed) step \(step)")
                }
                for g in list.visibleRowRange() {
                    #expect(list.cellForRow(at: list.indexPath(forGlobalRow: g)!)?.isDisplayed == true, "seed \(seed) step \(step) row \(g)")
                }
                list._checkInvariants()
            }
        }
    }

    // MARK: 4, 5, 6. Snapshots

    final class Harness {
        let list = ListView(style: .plain, rowHeight: .perRow)
        let source: ListDiffableDataSource<String, String>

        init(_ items: [String], viewport: Size = Size(width: 100, height: 1000)) throws {
            list.register(ListCell.self, forCellReuseIdentifier: "cell")
            source = ListDiffableDataSource(listView: list) { list, path, _ in
                try list.dequeueReusableCell(withIdentifier: "cell", for: path)
            }
            try list.setViewportSize(viewport)
            var snapshot = Snapshot()
            try snapshot.appendSections(["s"])
            try snapshot.appendItems(items)
            try source.apply(snapshot)
            list.layout()
        }
    }

    /// A reloaded section whose items change is applied (UIKit: a reloaded section is replaced),
    /// through snapshots and through batch updates.
    @Test func aReloadedSectionMayChangeItsRowCount() throws {
        let harness = try Harness(["a", "b"])
        var snapshot = harness.source.snapshot()
        try snapshot.appendItems(["c"])
        try snapshot.reloadSections(["s"])
        try harness.source.apply(snapshot)
        #expect(harness.list.numberOfRows(inSection: 0) == 3)

        let source = TestDataSource(rows: [[44, 44, 44], [44]])
        let list = try makeList(source)
        list.layout()
        source.rows[0] = [44, 44, 44, 44, 44]
        try list.performBatchUpdates { $0.reloadSections([0]) }
        #expect(list.numberOfRows(inSection: 0) == 5)
        source.rows[0] = [44]
        try list.performBatchUpdates { $0.reloadSections([0]) }
        #expect(list.numberOfRows(inSection: 0) == 1)
        list.layout()
        list._checkInvariants()
    }

    /// Items a, b, c with c selected and highlighted; a deleted, d appended, the section
    /// reloaded: the selection and the highlight stay with c, now at [0, 1].
    @Test func selectionFollowsItsItemThroughAReloadedSection() throws {
        let harness = try Harness(["a", "b", "c"])
        try harness.list.selectRow(at: Self.path(2))
        try harness.list.highlightRow(at: Self.path(2))
        var snapshot = harness.source.snapshot()
        try snapshot.deleteItems(["a"])
        try snapshot.appendItems(["d"])
        try snapshot.reloadSections(["s"])
        try harness.source.apply(snapshot)
        #expect(harness.list.indexPathsForSelectedRows == [Self.path(1)])
        #expect(harness.list.indexPathForHighlightedRow == Self.path(1))
        #expect(harness.list.cellForRow(at: Self.path(1))?.isSelected == true)
        #expect(harness.list.cellForRow(at: Self.path(2))?.isSelected == false)
    }

    /// Reading mid-list, an item above is deleted and the section reloaded: the item the user
    /// reads stays where it was on screen.
    @Test func theAnchorFollowsItsItemThroughAReloadedSection() throws {
        let items = (0..<100).map { "item\($0)" }
        let harness = try Harness(items, viewport: Size(width: 100, height: 300))
        try harness.list.setContentOffset(Point(x: 0, y: 44 * 50 + 10))
        harness.list.layout()
        let before = harness.list.rectForRow(at: Self.path(50))!.minY - harness.list.contentOffset.y
        var snapshot = harness.source.snapshot()
        try snapshot.deleteItems(["item3", "item51"])
        try snapshot.insertItems(["new"], beforeItem: "item10")
        try snapshot.reloadSections(["s"])
        try harness.source.apply(snapshot)
        let row = try #require(harness.source.indexPath(for: "item50"))
        #expect(harness.list.rectForRow(at: row)!.minY - harness.list.contentOffset.y == before)
    }

    /// Applying a snapshot equal to the one shown returns the true transition: every visible
    /// row kept where it is, the offset where it is.
    @Test func anUnchangedSnapshotReturnsTheTrueTransition() throws {
        let harness = try Harness((0..<100).map { "item\($0)" }, viewport: Size(width: 100, height: 300))
        try harness.list.setContentOffset(Point(x: 0, y: 1234))
        harness.list.layout()
        let transition = try harness.source.apply(harness.source.snapshot())
        #expect(transition.contentOffsetBefore == Point(x: 0, y: 1234) && transition.contentOffsetAfter == Point(x: 0, y: 1234))
        #expect(transition.rows.map(\.indexPathAfter) == harness.list.indexPathsForVisibleRows)
        for row in transition.rows {
            #expect(row.change == .kept && row.indexPathBefore == row.indexPathAfter && row.frameBefore == row.frameAfter)
            #expect(row.wasVisible && row.isVisible && row.frameAfter == harness.list.rectForRow(at: row.indexPathAfter!))
        }
    }

    // MARK: 7. reloadSections with a header across the viewport's top

    /// Inset grouped, the first visible row [1, 0] 2.75 pt below the viewport's top, section 1's
    /// header straddling it; the header shrinks by 45.75 and row [1, 1] grows by 24: row [1, 0]
    /// stays 2.75 pt below the top.
    @Test func reloadSectionsKeepsTheFirstVisibleRowWhenAHeaderStraddlesTheTop() throws {
        let source = TestDataSource(rows: [[44, 44, 44], [44, 44, 44, 44]], headers: [30, 60], footers: [10, 10])
        let list = try makeList(source, style: .insetGrouped, viewport: Size(width: 320, height: 200))
        let rowTop = list.rectForRow(at: Self.path(0, 1))!.minY
        try list.setContentOffset(Point(x: 0, y: rowTop - 2.75))
        list.layout()
        #expect(list.rectForHeader(inSection: 1)!.minY < list.contentOffset.y)
        source.headers[1] = 60 - 45.75
        source.rows[1][1] = 44 + 24
        try list.reloadSections([1])
        #expect(list.rectForRow(at: Self.path(0, 1))!.minY - list.contentOffset.y == 2.75)
    }

    // MARK: 10. Rules where behaviour was silent

    /// With the viewport past the content's end, a batch, a reload and a height change keep the
    /// offset — as far past the end as it was, where the content shrinks; with a zero-height
    /// viewport, the row at its top edge keeps its place.
    @Test func withNoRowVisibleTheOffsetRuleHolds() throws {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 20)])
        let list = try makeList(source, viewport: Size(width: 100, height: 300))
        try list.setContentOffset(Point(x: 0, y: 5000))
        list.layout()
        source.rows[0].insert(contentsOf: [44, 44], at: 0)
        try list.insertRows(at: [Self.path(0), Self.path(1)])
        #expect(list.contentOffset.y == 5000)
        source.rows[0][0] = 80
        try list.reloadRows(at: [Self.path(0)])
        #expect(list.contentOffset.y == 5000)
        let pastEnd = 5000 - list.contentOffsetLimits.upperBound
        try list.setHeight(10, forRowAt: Self.path(1))
        #expect(list.contentOffset.y == list.contentOffsetLimits.upperBound + pastEnd)   // the content shrank by 34 pt

        try list.setViewportSize(Size(width: 100, height: 0))
        try list.setContentOffset(Point(x: 0, y: 440))
        list.layout()
        let atTop = try #require(list.anchorRows().first)
        let before = list.rectForRow(globalRow: atTop)!.minY - list.contentOffset.y
        source.rows[0].insert(44, at: 0)
        try list.insertRows(at: [Self.path(0)])
        try list.setHeight(30, forRowAt: Self.path(0))
        #expect(list.rectForRow(globalRow: atTop + 1)!.minY - list.contentOffset.y == before)
    }

    /// A batch that deletes or moves away every visible row — or, with none visible, the row at
    /// the viewport's top edge — leaves nothing to keep the place: the offset stays where it
    /// was, clamped to the new limits (UIKit's rule), in tables, grids and flows.
    @Test(arguments: [ListLayout.table, .grid(GridLayout(columns: .fixed(2))), .flow(FlowLayout())])
    func whenEveryRowThatCouldKeepThePlaceGoesTheOffsetStaysWithinTheLimits(layout: ListLayout) throws {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 60)])
        source.widths = [Array(repeating: 150, count: 60)]
        let list = try makeList(source, layout: layout, viewport: Size(width: 320, height: 200))
        try list.setContentOffset(Point(x: 0, y: 500))
        list.layout()
        // (A flow's first pass there lays its lines out, keeping the first visible item.)
        let offset = list.contentOffset.y
        // Every visible row deleted: the offset stays.
        let visible = list.indexPathsForVisibleRows
        source.rows[0].removeSubrange(visible.first!.row...visible.last!.row)
        source.widths![0].removeSubrange(visible.first!.row...visible.last!.row)
        try list.deleteRows(at: visible)
        #expect(list.contentOffset.y == offset, "\(layout): deleted")
        list.layout()
        // Every visible row moved away (to the top): the offset stays.
        let shown = list.indexPathsForVisibleRows
        try list.performBatchUpdates { update in
            for (k, path) in shown.enumerated() { update.moveRow(at: path, to: ListIndexPath(row: k, section: 0)) }
        }
        #expect(list.contentOffset.y == offset, "\(layout): moved")
        list.layout()
        // Deleting what lies below: the offset stays, clamped to the new end.
        let below = Array(list.indexPathsForVisibleRows.first!.row..<source.rows[0].count)
        source.rows[0].removeSubrange(below.first!...)
        source.widths![0].removeSubrange(below.first!...)
        try list.deleteRows(at: below.map { ListIndexPath(row: $0, section: 0) })
        #expect(list.contentOffset.y == list.contentOffsetLimits.upperBound, "\(layout): clamped")
        #expect(list.contentOffset.y < offset)
        list._checkInvariants()

        // A zero-height viewport: the row at its top edge anchors; when it goes, the offset stays.
        try list.setViewportSize(Size(width: 320, height: 0))
        try list.setContentOffset(Point(x: 0, y: 100))
        list.layout()
        let atTop = try #require(list.anchorRows().first)
        source.rows[0].remove(at: atTop)
        source.widths![0].remove(at: atTop)
        try list.deleteRows(at: [list.indexPath(forGlobalRow: atTop)!])
        #expect(list.contentOffset.y == 100, "\(layout): the row at the top edge went")
        list._checkInvariants()
    }

    /// A flow whose estimate is far smaller than its items: a batch that deletes every visible
    /// item lays out what the viewport would show before it clamps, so the offset stays (the
    /// estimated end lies far above it).
    @Test func aFlowClampsToItsLaidOutEndNotItsEstimate() throws {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 200)])
        source.widths = [Array(repeating: 150, count: 200)]
        let list = try makeList(source, layout: .flow(FlowLayout(estimatedItemSize: Size(width: 10, height: 10))),
                                viewport: Size(width: 320, height: 200))
        try list.scrollToRow(at: ListIndexPath(row: 120, section: 0), position: .top)
        list.layout()
        let offset = list.contentOffset.y
        // The visible items and twenty above them: the flow keeps its lines above the first
        // change, and what follows is estimated to end far above the viewport.
        let visible = list.indexPathsForVisibleRows
        let gone = (visible.first!.row - 20)...visible.last!.row
        source.rows[0].removeSubrange(gone)
        source.widths![0].removeSubrange(gone)
        try list.deleteRows(at: gone.map { ListIndexPath(row: $0, section: 0) })
        #expect(list.contentOffset.y == offset)
        list.layout()
        #expect(list.contentOffset.y == offset)
        list._checkInvariants()
    }

    /// A self-sizing row reloaded while off screen keeps its last height as its estimate and is
    /// measured again when it is next configured — through every path that reloads it.
    @Test(arguments: ["reloadRows", "batch", "reloadSections", "snapshot", "snapshotMoved"])
    func aSelfSizingRowReloadedOffScreenKeepsItsHeight(path kind: String) throws {
        let items = (0..<200).map { "item\($0)" }
        let list = ListView(style: .plain, rowHeight: .selfSizing(estimate: 50))
        final class Measured: ListCell {
            override func preferredHeight(fittingWidth width: Double) -> Double? { 30 }
        }
        list.register(Measured.self, forCellReuseIdentifier: "cell")
        let source = ListDiffableDataSource<String, String>(listView: list) { list, path, _ in
            try list.dequeueReusableCell(withIdentifier: "cell", for: path)
        }
        try list.setViewportSize(Size(width: 100, height: 200))
        var snapshot = Snapshot()
        try snapshot.appendSections(["s"])
        try snapshot.appendItems(items)
        try source.apply(snapshot)
        list.layout()
        #expect(list.rectForRow(at: Self.path(2))?.height == 30)
        try list.setContentOffset(Point(x: 0, y: 1500))
        list.layout()
        #expect(!list.rowsWithCells.contains(2))
        switch kind {
        case "reloadRows": try list.reloadRows(at: [Self.path(2)])
        case "batch": try list.performBatchUpdates { $0.reloadRows(at: [Self.path(2)]) }
        case "reloadSections":
            try list.reloadSections([0])
        case "snapshot":
            try snapshot.reloadItems(["item2"])
            try source.apply(snapshot)
        default:
            try snapshot.moveItem("item2", afterItem: "item199")
            try snapshot.reloadItems(["item2"])
            try source.apply(snapshot)
        }
        let row = try #require(source.indexPath(for: "item2"))
        #expect(list.rectForRow(at: row)?.height == 30)
        #expect(!list.layoutHasMeasured(item: list.globalRow(for: row)!))
    }

    /// A pinned plain header stops at its footer's top: it never covers the footer.
    @Test func aPinnedHeaderStopsAtItsFootersTop() throws {
        let source = TestDataSource(rows: [[44, 44, 44], [44, 44]], headers: [28, 28], footers: [20, 20])
        let list = try makeList(source, viewport: Size(width: 100, height: 300))
        for y in stride(from: 0.0, through: 200, by: 5) {
            try list.setContentOffset(Point(x: 0, y: y))
            let header = list.headerFrame(inSection: 0)!
            #expect(header.maxY <= list.rectForFooter(inSection: 0)!.minY)
            #expect(header.minY >= list.rectForHeader(inSection: 0)!.minY)
        }
    }
}
