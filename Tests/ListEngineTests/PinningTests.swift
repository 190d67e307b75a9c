import Testing
@testable import ListEngine
import TestSupport

/// Pinned cells — the keyboard-focused row's and the screen reader's — against what their rows
/// show: through reloads, snapshots, pages that arrive and leave, batches that move the rows
/// away, both foci on one row, and random sequences of everything a list does.
@Suite struct PinningTests {
    /// A plain table of `rows` items, 320×480, laid out.
    static func makeList(rows: Int = 400) throws -> (ListView, ItemDataSource) {
        let source = ItemDataSource(sections: [(id: 0, items: Array(0..<rows))])
        return (try AccessibilityTests.itemList(source, source), source)
    }

    @Test(arguments: [false, true]) func aReloadedRowIsConfiguredAnewNotGivenItsPinnedCell(keyboard: Bool) throws {
        let (list, source) = try Self.makeList()
        let path = ListIndexPath(row: 3, section: 0)
        if keyboard { try list.focusRow(at: path) } else { try list.setAccessibilityFocus(.row(path)) }
        try list.scrollToRow(at: ListIndexPath(row: 399, section: 0), position: .bottom)
        list.layout()
        #expect(list.pinnedCells.count == 1)
        source.sections[0].items[3] = 9_999
        try list.reloadRows(at: [path])
        try list.scrollToRow(at: ListIndexPath(row: 0, section: 0), position: .top)
        list.layout()
        let cell = try #require(list.cellForRow(at: path) as? ItemCell)
        #expect(cell.item == 9_999, "the reloaded row shows item \(cell.item)")
        list._checkInvariants()
    }

    @Test(arguments: [false, true]) func aFocusedHeaderKeepsItsViewWhileItsSectionIsAway(keyboard: Bool) throws {
        typealias HeaderView = SupplementaryViewTests.HeaderView
        let header = ListView.elementKindSectionHeader
        let source = SupplementaryViewTests.Source(counts: Array(repeating: 15, count: 200))
        source.focusableHeaders = true
        let list = try SupplementaryViewTests.makeList(source)
        list.layout()
        if keyboard { #expect(try list.focusHeader(inSection: 1)) } else { try list.setAccessibilityFocus(.header(section: 1)) }
        list.layout()
        let view = try #require(list.supplementaryView(forElementKind: header, inSection: 1) as? HeaderView)
        // Far away, through many sections: the view is kept aside, never another section's.
        for y in stride(from: 3_000.0, through: 30_000, by: 300) {
            try list.setContentOffset(Point(x: 0, y: y))
            list.layout()
            #expect(view.section == 1 && view.reused == 0 && list.pinnedHeaderViews.count == 1, "at \(y)")
            #expect(!list.visibleSupplementaryViews(ofKind: header).contains { $0 === view }, "at \(y)")
            list._checkInvariants()
        }
        // Back on screen, it is the section's view again, with its frame.
        try list.setContentOffset(Point(x: 0, y: 0))
        list.layout()
        #expect(list.supplementaryView(forElementKind: header, inSection: 1) === view && view.frame == list.headerFrame(inSection: 1))
        #expect(list.pinnedHeaderViews.isEmpty)
        // Away again, then the focus leaves: the view goes back to its pool.
        try list.setContentOffset(Point(x: 0, y: 20_000))
        list.layout()
        #expect(list.pinnedHeaderViews.count == 1)
        if keyboard { try list.focusRow(at: nil) } else { try list.setAccessibilityFocus(nil) }
        #expect(list.pinnedHeaderViews.isEmpty)
        list._checkInvariants()
        // An update numbers sections anew: every header view is asked again, the one kept aside too.
        if keyboard { try list.focusHeader(inSection: 150) } else { try list.setAccessibilityFocus(.header(section: 150)) }
        try list.scrollToRow(at: ListIndexPath(row: 0, section: 150), position: .top)
        list.layout()
        try list.setContentOffset(Point(x: 0, y: 0))
        list.layout()
        #expect(list.pinnedHeaderViews.count == 1)
        try list.performBatchUpdates { _ in }
        #expect(list.pinnedHeaderViews.isEmpty)
        list.layout()
        list._checkInvariants()
    }

    @Test(arguments: testSeeds(12)) func headerViewsKeptAsideStayTrueThroughRandomSteps(seed: Int) throws {
        typealias HeaderView = SupplementaryViewTests.HeaderView
        let kind = ListView.elementKindSectionHeader
        var rng = SeededGenerator(seed: UInt64(seed))
        let source = SupplementaryViewTests.Source(counts: (0..<120).map { $0 % 5 == 0 ? 0 : 8 })
        source.focusableHeaders = true
        let list = try SupplementaryViewTests.makeList(source, layout: seed % 2 == 0 ? .table : .grid(GridLayout(columns: .fixed(3))))
        list.layout()
        var keptSteps = 0
        var cameBack = 0
        for step in 0..<300 {
            let context = "seed \(seed) step \(step)"
            let keptBefore = list.pinnedHeaderViews
            var renumbers = false
            switch rng.below(9) {
            case 0: try list.focusHeader(inSection: rng.below(list.numberOfSections))
            case 1: try list.setAccessibilityFocus(.header(section: rng.below(list.numberOfSections)))
            case 2: try list.focusRow(at: rng.below(3) == 0 ? nil : list.indexPath(forGlobalRow: rng.below(list.totalRows)))
            case 3: try list.setAccessibilityFocus(rng.below(2) == 0 ? nil : .row(list.indexPath(forGlobalRow: rng.below(list.totalRows))!))
            case 4: try list.moveFocus(FocusHeading.allCases[rng.below(FocusHeading.allCases.count)])
            case 5:
                renumbers = true
                if rng.below(4) == 0 { try list.reloadData() } else { try list.performBatchUpdates { _ in } }
            case 6 where !keptBefore.isEmpty:
                // Back to a section whose header was kept aside.
                let frame = try #require(list.rectForHeader(inSection: keptBefore[rng.below(keptBefore.count)].section))
                try list.setContentOffset(Point(x: 0, y: Swift.min(frame.minY, list.contentOffsetLimits.upperBound)))
            default:
                let limits = list.contentOffsetLimits
                try list.setContentOffset(Point(x: 0, y: limits.lowerBound + Double(rng.below(Int(limits.upperBound - limits.lowerBound) + 1))))
            }
            list.layout()
            list._checkInvariants()
            // Every header on screen shows its own section; one kept aside that came back is the same view.
            for s in list.visibleSections {
                guard let view = list.supplementaryView(forElementKind: kind, inSection: s) as? HeaderView else { continue }
                #expect(view.section == s, "\(context): section \(s) shows the header of \(view.section)")
                if !renumbers, let kept = keptBefore.first(where: { $0.section == s }), list.pinnedHeaderSections().contains(s) {
                    #expect(view === kept.view, "\(context): section \(s) came back with another view")
                    cameBack += 1
                }
            }
            for (s, view) in list.pinnedHeaderViews {
                keptSteps += 1
                #expect((view as? HeaderView)?.section == s && !list.visibleSupplementaryViews(ofKind: kind).contains { $0 === view }, "\(context)")
            }
            // None lost: every view in use is on screen or kept aside.
            let statistics = try #require(list.reuseStatistics(forSupplementaryViewOfKind: kind))
            #expect(statistics.inUse == list.visibleSupplementaryViews(ofKind: kind).count + list.pinnedHeaderViews.count, "\(context): \(statistics)")
        }
        #expect(keptSteps > 0 && cameBack > 0, "seed \(seed): headers were kept aside (\(keptSteps)) and came back (\(cameBack))")
    }

    @Test func aSnapshotReconfiguringAMovedPinnedItemConfiguresItAnew() throws {
        final class Box { var label = [Int: Int]() }
        let box = Box()
        let list = ListView(style: .plain, rowHeight: .fixed(20))
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        let ds = ListDiffableDataSource<Int, Int>(listView: list) { list, path, item in
            let cell = try list.dequeueReusableCell(withIdentifier: "item", for: path)
            (cell as! ItemCell).item = box.label[item] ?? item
            return cell
        }
        try list.setViewportSize(Size(width: 320, height: 200))
        var snap = ListSnapshot<Int, Int>()
        try snap.appendSections([0])
        try snap.appendItems(Array(0..<300), toSection: 0)
        try ds.apply(snap)
        defer { withExtendedLifetime(ds) {} }
        list.layout()
        try list.setAccessibilityFocus(.row(ListIndexPath(row: 3, section: 0)))
        try list.setContentOffset(Point(x: 0, y: 20 * 250))
        list.layout()
        #expect(list.pinnedCells.count == 1)
        var next = snap
        try next.moveItem(3, beforeItem: 0)
        try next.reconfigureItems([3])
        box.label[3] = 777
        try ds.apply(next)
        #expect(list.accessibilityFocusedElement == .row(ListIndexPath(row: 0, section: 0)))
        try list.setContentOffset(Point(x: 0, y: 0))
        list.layout()
        #expect((list.cellForRow(at: ListIndexPath(row: 0, section: 0)) as? ItemCell)?.item == 777)
        list._checkInvariants()
    }

    @Test func aPinnedPlaceholderComesBackLoadedAfterItsPageArrived() throws {
        let (list, source, pager) = try PagingTests.makeList()
        defer { withExtendedLifetime(source) {} }
        list.layout()
        let path = ListIndexPath(row: 3, section: 0)
        try list.setAccessibilityFocus(.row(path))
        try list.setContentOffset(Point(x: 0, y: 44 * 40))
        list.layout()
        #expect(list.pinnedCells.count == 1 && list.pinnedCells.first?.contentState == .placeholder)
        for _ in 0..<20 { list.layout() }
        #expect(pager.isLoaded(row: 3))
        try list.setContentOffset(Point(x: 0, y: 0))
        list.layout()
        let cell = try #require(list.cellForRow(at: path))
        #expect(cell.contentState != .placeholder, "row 3 is loaded but its cell is still a placeholder")
        #expect((cell as? ItemCell)?.item == 30)
        list._checkInvariants()
    }

    @Test func aBatchMovingAFocusedRowOutOfTheWindowPinsItsCell() throws {
        let (list, source) = try Self.makeList()
        let path = ListIndexPath(row: 3, section: 0)
        try list.setAccessibilityFocus(.row(path))
        let cell = try #require(list.cellForRow(at: path))
        let item = source.sections[0].items.remove(at: 3)
        source.sections[0].items.insert(item, at: 350)
        try list.performBatchUpdates { $0.moveRow(at: path, to: ListIndexPath(row: 350, section: 0)) }
        list.layout()
        #expect(list.accessibilityFocusedElement == .row(ListIndexPath(row: 350, section: 0)))
        #expect(list.pinnedCells.first === cell, "pinned: \(list.pinnedCells.count)")
    }

    @Test func bothFociOnOneRowShareOnePinUntilBothLeave() throws {
        let (list, source) = try Self.makeList()
        defer { withExtendedLifetime(source) {} }
        let path = ListIndexPath(row: 3, section: 0)
        try list.focusRow(at: path)
        try list.setAccessibilityFocus(.row(path))
        try list.scrollToRow(at: ListIndexPath(row: 399, section: 0), position: .bottom)
        list.layout()
        list._checkInvariants()
        #expect(list.pinnedCells.count == 1)
        try list.focusRow(at: nil)
        list._checkInvariants()
        #expect(list.pinnedCells.count == 1)
        try list.setAccessibilityFocus(.header(section: 0))
        try list.setAccessibilityFocus(nil)
        #expect(list.pinnedCells.isEmpty)
        try list.reloadData()
        list.layout()
        try list.scrollToRow(at: ListIndexPath(row: 0, section: 0), position: .top)
        list.layout()
        list._checkInvariants()
    }

    @Test(arguments: testSeeds(30))
    func pinnedCellsShowTheirRowsThroughEverything(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed + 77))
        var nextID = 0
        let source = ItemDataSource(sections: BatchUpdateTests.makeModel(&rng, nextID: &nextID))
        let list = ListView(style: .plain, layout: seed % 2 == 0 ? .table : .grid(GridLayout(columns: .fixed(3))), rowHeight: seed % 3 == 0 ? .selfSizing(estimate: 30) : .perRow)
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        list.dataSource = source
        list.delegate = source
        try list.setViewportSize(Size(width: 320, height: 300))
        try list.reloadData()
        list.layout()
        nextID += 100_000
        for step in 0..<150 {
            let ctx = "seed \(seed) step \(step)"
            let n = list.totalRows
            func randomPath() -> ListIndexPath? { n > 0 ? list.indexPath(forGlobalRow: Int.random(in: 0..<n, using: &rng)) : nil }
            switch Int.random(in: 0..<12, using: &rng) {
            case 0: try list.focusRow(at: randomPath())
            case 1:
                let p = randomPath()
                try list.setAccessibilityFocus(Int.random(in: 0..<4, using: &rng) == 0 ? (list.numberOfSections > 0 ? .header(section: 0) : nil) : p.map { .row($0) })
            case 2, 3:
                if n > 0 { try list.setContentOffset(Point(x: 0, y: Double.random(in: 0...1, using: &rng) * Swift.max(0, list.contentOffsetLimits.upperBound))) }
            case 4:
                if let p = randomPath() {
                    source.sections[p.section].items[p.row] = nextID
                    nextID += 1
                    try list.reloadRows(at: [p])
                }
            case 5:
                let batch = RandomBatch(source.sections, intensity: 0.1, nextID: &nextID, rng: &rng, sectionChanges: Int.random(in: 0..<3, using: &rng) == 0)
                source.sections = batch.after
                try list.performBatchUpdates(batch.update)
            case 6:
                try list.setListLayout(Bool.random(using: &rng) ? .table : .grid(GridLayout(columns: .fixed(Int.random(in: 1...4, using: &rng)))))
            case 7: try list.setViewportSize(Size(width: Double.random(in: 100...400, using: &rng), height: Double.random(in: 100...500, using: &rng)))
            case 8: try list.reloadData()
            case 9: _ = try list.navigateAccessibility(.next, from: list.accessibilityFocusedElement)
            default:
                let batch = RandomBatch(source.sections, intensity: 0.1, nextID: &nextID, rng: &rng, sectionChanges: false)
                source.sections = batch.after
                try list.performBatchUpdates(batch.update, animated: true)
            }
            list._checkInvariants()
            list.layout()
            list._checkInvariants()
            for pinned in list.pinnedCells {
                #expect((pinned as! ItemCell).item == source.item(at: pinned.indexPath!), "\(ctx): stale pinned")
            }
            for cell in list.visibleCells {
                if let p = cell.indexPath { #expect((cell as! ItemCell).item == source.item(at: p), "\(ctx): stale visible at \(p)") }
            }
        }
    }
}
