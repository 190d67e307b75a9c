import Testing
import ListEngine
import TestSupport

/// A grid whose items have their own heights (the delegate's `heightForRowAt`, or self-sizing)
/// keeps its place through batches that delete, move and insert items above and around the
/// anchor (README, "Keeping the place: one rule everywhere"): the first item on screen that
/// neither moves nor is deleted and whose frame is final stays exactly where it was on screen.
/// Checked through the public API against a naive reference — the anchor found from every
/// item's frame before the batch, its screen y compared after — in replays of a delete and a
/// move that once moved the view by a line, and in random sequences.
@Suite struct GridPlaceTests {
    /// Sections of item identities; an item's height belongs to it, a header's to its section.
    final class Source: ListDataSource, ListDelegate {
        var sections: [(id: Int, items: [Int])]
        var heights: [Int: Double] = [:]
        var headers: [Int: Double] = [:]
        /// The items configured in a cell since they arrived or were reloaded: in a grid of
        /// self-sizing items, those measured, whose frames are final.
        var configured: Set<Int> = []
        /// The items inserted since the last layout pass: never shown where they are, they do
        /// not anchor.
        var arrivals: Set<Int> = []

        init(sections: [(id: Int, items: [Int])]) { self.sections = sections }

        func item(at path: ListIndexPath) -> Int { sections[path.section].items[path.row] }
        var paths: [ListIndexPath] {
            sections.indices.flatMap { s in sections[s].items.indices.map { ListIndexPath(row: $0, section: s) } }
        }
        /// Where `item` is now.
        func path(of item: Int) -> ListIndexPath? {
            for (s, section) in sections.enumerated() {
                if let r = section.items.firstIndex(of: item) { return ListIndexPath(row: r, section: s) }
            }
            return nil
        }

        func numberOfSections(in listView: ListView) -> Int { sections.count }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { sections[section].items.count }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            let cell = try listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            let item = item(at: indexPath)
            (cell as? ItemCell)?.item = item
            (cell as? ItemCell)?.measuredHeight = heights[item]
            configured.insert(item)
            return cell
        }
        func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { heights[item(at: indexPath)] }
        func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { headers[sections[section].id] }
    }

    /// The naive reference: among the items (in item order) whose frames meet the viewport, that
    /// the batch neither deletes nor moves and that were not inserted since the last layout
    /// pass, the one the rule names (``PlaceAnchorModel``) — an item's frame final unless, in a
    /// `selfSizing` grid, it has not been configured since it arrived (measured); and its top's
    /// distance below the viewport's top.
    static func anchor(in list: ListView, _ source: Source, excluding gone: Set<Int>, selfSizing: Bool = false) -> (item: Int, screenY: Double)? {
        let top = list.contentOffset.y
        let bottom = top + list.viewportSize.height
        let paths = source.paths
        let onScreen = paths.indices.filter { g in list.rectForRow(at: paths[g]).map { $0.maxY > top && $0.minY < bottom } ?? false }
        let item = { (g: Int) in source.item(at: paths[g]) }
        guard let g = PlaceAnchorModel.anchor(onScreen: onScreen, excluding: { gone.contains(item($0)) },
                                              passingOver: { source.arrivals.contains(item($0)) },
                                              isFinal: { !selfSizing || source.configured.contains(item($0)) }, in: list)
        else { return nil }
        return (item(g), list.rectForRow(at: paths[g])!.minY - top)
    }

    /// Where `item` is on screen now: its top's distance below the viewport's top.
    static func screenY(of item: Int, in list: ListView, _ source: Source) -> Double? {
        source.path(of: item).flatMap { list.rectForRow(at: $0) }.map { $0.minY - list.contentOffset.y }
    }

    /// A grid over `counts` items a section with `columns` in `viewport`, item heights 24–200
    /// pt by item — the delegate's per item, or self-sizing (40 pt estimated, the cell's height
    /// measured) — laid out at the top.
    static func grid(_ counts: [Int], columns: GridLayout.Columns, viewport: Size, selfSizing: Bool,
                     seed: UInt64) throws -> (Source, ListView) {
        var rng = SeededGenerator(seed: seed)
        var start = 0
        let source = Source(sections: counts.enumerated().map { s, count in
            defer { start += count }
            return (s, Array(start..<(start + count)))
        })
        for item in 0..<start { source.heights[item] = Double(Int.random(in: 96...800, using: &rng)) / 4 }
        for s in counts.indices { source.headers[s] = 28 }
        let list = try makeList(over: source, cells: [("item", ItemCell.self)], layout: .grid(GridLayout(columns: columns)),
                                rowHeight: selfSizing ? .selfSizing(estimate: 40) : .perRow, viewport: viewport, laysOut: true)
        return (source, list)
    }

    /// Item `new`, `height` tall, arrives at `path` while the viewport is elsewhere, in a part
    /// of the grid laid out before; then the viewport jumps back there, its top 20 pt below
    /// the top of `path`'s line, before a pass. In a self-sizing grid the item is at its
    /// estimate until a pass measures it, so its frame is not final; the items around it are
    /// measured.
    static func insert(_ new: Int, height: Double, at path: ListIndexPath, thenJumpThere list: ListView, _ source: Source) throws {
        let line = try #require(list.rectForRow(at: path))
        try list.setContentOffset(Point(x: 0, y: line.minY - 100))
        list.layout()
        try list.setContentOffset(Point(x: 0, y: 0))
        list.layout()
        source.heights[new] = height
        source.sections[path.section].items.insert(new, at: path.row)
        try list.insertRows(at: [path])
        source.arrivals = [new]
        try list.setContentOffset(Point(x: 0, y: try #require(list.rectForRow(at: path)).minY + 20))
    }

    /// 3 fixed columns, sections of 278 and 47 items, 416 × 923, the viewport's top in section
    /// 1's third line, whose second item arrived while the viewport was elsewhere; deleting
    /// items 4, 6 and 14 of section 1 takes that item a line up and leaves the next one in its
    /// line. That one is the anchor (the first arrived since the last pass, and where it is
    /// self-sizing it is not measured yet either), and stays where it was on screen.
    @Test(arguments: [false, true])
    func deletingItemsAboveTheAnchorKeepsItOnScreen(selfSizing: Bool) throws {
        let (source, list) = try Self.grid([278, 47], columns: .fixed(3), viewport: Size(width: 416, height: 923),
                                           selfSizing: selfSizing, seed: 282)
        try Self.insert(1_000, height: 150, at: ListIndexPath(row: 7, section: 1), thenJumpThere: list, source)
        let deleted = [ListIndexPath(row: 4, section: 1), ListIndexPath(row: 6, section: 1), ListIndexPath(row: 14, section: 1)]
        let anchor = try #require(Self.anchor(in: list, source, excluding: Set(deleted.map(source.item(at:))), selfSizing: selfSizing))
        #expect(anchor.item == source.item(at: ListIndexPath(row: 8, section: 1)))
        for path in deleted.reversed() { source.sections[path.section].items.remove(at: path.row) }
        _ = try list.deleteRows(at: deleted)
        #expect(Self.screenY(of: anchor.item, in: list, source) == anchor.screenY, "item \(anchor.item) keeps its place")
    }

    /// Adaptive columns (two of 179.5 pt at 399 pt), sections of 60, 40 and 40 items, the
    /// viewport's top in section 0's eleventh line, whose first item arrived while the viewport
    /// was elsewhere; moving item 17 of section 2 to item 2 of section 0 pushes that item a column on and
    /// the next one a line down. That one is the anchor (the first arrived since the last pass)
    /// and stays where it was on screen.
    @Test(arguments: [false, true])
    func movingAnItemAboveTheAnchorKeepsItOnScreen(selfSizing: Bool) throws {
        let (source, list) = try Self.grid([60, 40, 40], columns: .adaptive(minimumWidth: 150), viewport: Size(width: 399, height: 700),
                                           selfSizing: selfSizing, seed: 69)
        #expect(list.rectForRow(at: ListIndexPath(row: 0, section: 0))?.width == 179.5)
        try Self.insert(1_000, height: 150, at: ListIndexPath(row: 20, section: 0), thenJumpThere: list, source)
        let from = ListIndexPath(row: 17, section: 2)
        let to = ListIndexPath(row: 2, section: 0)
        let anchor = try #require(Self.anchor(in: list, source, excluding: [source.item(at: from)], selfSizing: selfSizing))
        #expect(anchor.item == source.item(at: ListIndexPath(row: 21, section: 0)))
        let moved = source.sections[from.section].items.remove(at: from.row)
        source.sections[to.section].items.insert(moved, at: to.row)
        _ = try list.moveRow(at: from, to: to)
        #expect(Self.screenY(of: anchor.item, in: list, source) == anchor.screenY, "item \(anchor.item) keeps its place")
    }

    /// 3 fixed columns, sections of 12 and 30 items, 400 × 300. A batch inserts a section of 9
    /// items at the top and the viewport goes back up to it, before a pass: every item on
    /// screen is new. One item from further down moves to the new section's first place: it is
    /// not new, so it keeps the place through the next batch — 3 items inserted before it,
    /// which take it a line down. (Seeds 11 and 29 of the random sequences.)
    @Test func anItemMovedIntoASectionInsertedSinceTheLastPassKeepsThePlace() throws {
        let (source, list) = try Self.grid([12, 30], columns: .fixed(3), viewport: Size(width: 400, height: 300), selfSizing: false, seed: 5)
        let new = Array(1_000..<1_012)
        for item in new { source.heights[item] = 100 }
        source.headers[2] = 28
        source.sections.insert((2, Array(new[3...])), at: 0)
        try list.performBatchUpdates { $0.insertSections([0]) }
        try list.setContentOffset(Point(x: 0, y: 0))
        let moved = source.sections[2].items.remove(at: 20)
        source.sections[0].items.insert(moved, at: 0)
        try list.performBatchUpdates { $0.moveRow(at: ListIndexPath(row: 20, section: 2), to: ListIndexPath(row: 0, section: 0)) }
        source.arrivals = Set(new)
        let anchor = try #require(Self.anchor(in: list, source, excluding: []))
        #expect(anchor.item == moved)
        source.sections[0].items.insert(contentsOf: new[..<3], at: 0)
        try list.performBatchUpdates { $0.insertRows(at: (0..<3).map { ListIndexPath(row: $0, section: 0) }) }
        #expect(Self.screenY(of: moved, in: list, source) == anchor.screenY, "item \(moved) keeps its place")
    }

    /// The same grid with the viewport at its top, before a pass: a batch inserts a section of
    /// 6 items above it (the first item keeps the place) and the next moves one of them to the
    /// first place on screen. That one is still new, so the item after it keeps the place
    /// through a batch that inserts 2 items between them, taking it a line down.
    @Test func anItemMovedOutOfASectionInsertedSinceTheLastPassDoesNotKeepThePlace() throws {
        let (source, list) = try Self.grid([12, 30], columns: .fixed(3), viewport: Size(width: 400, height: 300), selfSizing: false, seed: 5)
        let new = Array(1_000..<1_008)
        for item in new { source.heights[item] = 100 }
        source.headers[2] = 28
        source.sections.insert((2, Array(new[..<6])), at: 0)
        try list.performBatchUpdates { $0.insertSections([0]) }
        let moved = source.sections[0].items.remove(at: 5)
        source.sections[1].items.insert(moved, at: 0)
        try list.performBatchUpdates { $0.moveRow(at: ListIndexPath(row: 5, section: 0), to: ListIndexPath(row: 0, section: 1)) }
        source.arrivals = Set(new)
        let anchor = try #require(Self.anchor(in: list, source, excluding: []))
        #expect(anchor.item == source.item(at: ListIndexPath(row: 1, section: 1)))
        source.sections[1].items.insert(contentsOf: new[6...], at: 1)
        try list.performBatchUpdates { $0.insertRows(at: [ListIndexPath(row: 1, section: 1), ListIndexPath(row: 2, section: 1)]) }
        #expect(Self.screenY(of: anchor.item, in: list, source) == anchor.screenY, "item \(anchor.item) keeps its place")
    }

    /// The same grid at its top: a batch inserts a line of 3 items above the viewport, which
    /// goes back up to show them first, before a pass; then `reloadData()` reads every item
    /// anew, so none counts as inserted any more. The first of the new items keeps the place
    /// through a batch that inserts a line between them and the items that were there before.
    /// (Seed 10 of the flows' place-rule sequences.)
    @Test func reloadingTheDataForgetsWhichItemsAreNew() throws {
        let (source, list) = try Self.grid([30], columns: .fixed(3), viewport: Size(width: 400, height: 300), selfSizing: false, seed: 5)
        let new = Array(1_000..<1_006)
        for item in new { source.heights[item] = 100 }
        source.sections[0].items.insert(contentsOf: new[..<3], at: 0)
        try list.performBatchUpdates { $0.insertRows(at: (0..<3).map { ListIndexPath(row: $0, section: 0) }) }
        try list.setContentOffset(Point(x: 0, y: 0))
        try list.reloadData()
        let screenY = try #require(Self.screenY(of: new[0], in: list, source))
        source.sections[0].items.insert(contentsOf: new[3...], at: 3)
        try list.performBatchUpdates { $0.insertRows(at: (3..<6).map { ListIndexPath(row: $0, section: 0) }) }
        #expect(Self.screenY(of: new[0], in: list, source) == screenY, "item \(new[0]) keeps its place")
    }

    static let steps = 40

    /// Random sequences of 40 steps on grids with per-item heights — the delegate's, or
    /// self-sizing (every third seed) — in fixed or adaptive columns, with random spacing,
    /// insets and pinned headers: jumps (with or without a pass after) and batches that delete,
    /// move, insert and reload items, and delete, insert and move sections now and then. Before
    /// each batch the reference finds the anchor from the frames (in a self-sizing grid, of the
    /// items configured since they arrived, whose frames are final); after it that item is where
    /// it was on screen, to 1e-6 pt, and with the delegate's heights still there after the next
    /// pass — unless keeping it would need an offset outside the new limits, which another rule
    /// covers.
    @Test(arguments: testSeeds(120))
    func batchesKeepTheAnchorItemOfAGridOnScreen(seed: Int) throws {
        try Self.runBatches(seed: seed)
    }

    static func runBatches(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(7_300 + seed))
        var nextID = 0
        var sections: [(id: Int, items: [Int])] = []
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let id = nextID
            let count = Int.random(in: 0...90, using: &rng)
            sections.append((id, Array((nextID + 1)..<(nextID + 1 + count))))
            nextID += count + 1
        }
        let source = Source(sections: sections)
        func size(_ item: Int) { source.heights[item] = rng.below(8) == 0 ? 0 : Double(Int.random(in: 4...600, using: &rng)) / 4 }
        for id in 0..<nextID { size(id); source.headers[id] = Double(rng.below(5) * 9) }
        let selfSizing = seed % 3 == 2
        let columns: GridLayout.Columns = rng.below(2) == 0 ? .fixed(Int.random(in: 1...5, using: &rng))
            : .adaptive(minimumWidth: Double(Int.random(in: 60...200, using: &rng)))
        let viewport = Size(width: Double(Int.random(in: 280...900, using: &rng)), height: Double(Int.random(in: 200...1000, using: &rng)))
        var grid = GridLayout(columns: columns, itemSpacing: Double(rng.below(3) * 4), lineSpacing: Double(rng.below(3) * 5),
                              sectionInset: EdgeInsets(top: Double(rng.below(3) * 6), left: 8, bottom: Double(rng.below(3) * 6), right: 8))
        grid.pinsSectionHeaders = rng.below(2) == 0
        let list = try makeList(over: source, cells: [("item", ItemCell.self)], layout: .grid(grid),
                                rowHeight: selfSizing ? .selfSizing(estimate: 40) : .perRow, viewport: viewport, laysOut: true)
        for step in 0..<Self.steps {
            let context = "seed \(seed), step \(step)"
            switch rng.below(10) {
            case 0..<3:
                let limits = list.contentOffsetLimits
                try list.setContentOffset(Point(x: 0, y: Double.random(in: limits, using: &rng).rounded()))
                if rng.below(2) == 0 {
                    list.layout()
                    source.arrivals = []
                }
            default:
                var batch = RandomBatch(source.sections, intensity: [0.03, 0.1, 0.3][rng.below(3)], nextID: &nextID, rng: &rng,
                                        sectionChanges: rng.below(4) == 0)
                // Whether the rows of a reloaded section can anchor is another rule's to decide.
                batch.update.reloadedSections = []
                let gone = Set(batch.update.deletedRows.map(source.item(at:)))
                    .union(batch.update.movedRows.map { source.item(at: $0.from) })
                    .union(batch.update.deletedSections.flatMap { source.sections[$0].items })
                    .union(batch.update.movedSections.flatMap { source.sections[$0.from].items })
                let anchor = Self.anchor(in: list, source, excluding: gone, selfSizing: selfSizing)
                for item in Set(batch.after.flatMap(\.items)).subtracting(batch.before.flatMap(\.items)).sorted() { size(item) }
                for path in batch.update.reloadedRows {
                    if rng.below(2) == 0 { size(source.item(at: path)) }
                    source.configured.remove(source.item(at: path))
                }
                for section in batch.after where source.headers[section.id] == nil { source.headers[section.id] = 16 }
                source.sections = batch.after
                _ = try list.performBatchUpdates(batch.update, animated: rng.below(3) == 0)
                source.arrivals.formUnion(Set(batch.after.flatMap(\.items)).subtracting(batch.before.flatMap(\.items)))
                guard let anchor, let y = Self.screenY(of: anchor.item, in: list, source) else { continue }
                // Keeping the anchor at an offset outside the limits is another rule's to decide.
                let wanted = list.contentOffset.y + y - anchor.screenY
                guard list.contentOffsetLimits.contains(wanted) else {
                    list.layout()
                    source.arrivals = []
                    continue
                }
                #expect(abs(y - anchor.screenY) <= 1e-6, "\(context): item \(anchor.item) was at \(anchor.screenY), is at \(y), \(batch.update)")
                // With every frame final, the next pass keeps the same item (self-sizing items
                // measured in it may make another item the first final one on screen).
                guard !selfSizing else { continue }
                list.layout()
                source.arrivals = []
                let settled = Self.screenY(of: anchor.item, in: list, source)
                #expect(settled.map { abs($0 - anchor.screenY) <= 1e-6 } == true, "\(context): item \(anchor.item) moved in the next pass to \(String(describing: settled))")
            }
        }
    }
}
