import Testing
@testable import ListEngine
import TestSupport

/// Batches applied to a grid in place — fixed-height (closed form) and per-item heights — against
/// the naive reference grid laid out anew from the model after every step, with the grid's
/// invariants; and every batch undone again, back to the grid before it.
@Suite struct GridBatchTests {
    /// A grid's model: every item's height and measured mark, and every section's header height,
    /// by identity, so that they follow items and sections through batches.
    struct Model {
        /// The sections' and items' identities, in order.
        var sections: [(id: Int, items: [Int])]
        /// Every item's height and measured mark, by identity.
        var items: [Int: (height: Double, measured: Bool)] = [:]
        /// Every section's header height, by identity.
        var headers: [Int: Double] = [:]

        /// The reference grid of this model.
        func reference(layout: GridLayout, width: Double) -> ReferenceGrid {
            ReferenceGrid(headers: sections.map { headers[$0.id]! }, heights: sections.map { $0.items.map { items[$0]!.height } },
                          measured: sections.map { $0.items.map { items[$0]!.measured } }, layout: layout, width: width)
        }
    }

    /// Twelve random batches (rows and sections inserted, deleted, moved, reloaded) in a row,
    /// with new widths and item heights between them; after each, the grid against the
    /// reference, its invariants, and the batch undone.
    @Test(arguments: testSeeds(60))
    func randomBatchSequencesMatchReference(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(9_100 + seed))
        let layout = GridGeometryTests.randomLayout(&rng)
        var width = GridGeometryTests.randomWidth(&rng)
        var nextID = 1
        let fixedHeight: Double? = seed % 2 == 0 ? [0, 44, 61.5][seed / 2 % 3] : nil
        var model = Model(sections: BatchUpdateTests.makeModel(&rng, nextID: &nextID))
        for section in model.sections {
            model.headers[section.id] = rng.quarterHeight(max: 40)
            for id in section.items { model.items[id] = (fixedHeight ?? rng.quarterHeight(), fixedHeight != nil || rng.below(3) == 0) }
        }
        var geometry: GridGeometry
        let counts = model.sections.map(\.items.count)
        let headers = model.sections.map { model.headers[$0.id]! }
        if let fixedHeight {
            geometry = GridGeometry(itemCounts: counts, headerHeights: headers, layout: layout, width: width, itemHeight: fixedHeight)
        } else {
            let stored = model.sections.flatMap { $0.items.map { HeightIndex.stored(HeightIndex.Entry(height: model.items[$0]!.height, isMeasured: model.items[$0]!.measured)) } }
            geometry = GridGeometry(itemCounts: counts, headerHeights: headers, layout: layout, width: width, storedHeights: stored)
        }
        for step in 0..<12 {
            let context = "seed \(seed), step \(step)"
            let batch = RandomBatch(model.sections, intensity: [0.02, 0.1, 0.4][rng.below(3)], nextID: &nextID, rng: &rng,
                                    sectionChanges: rng.below(2) == 0)
            let plan = try BatchUpdatePlan(batch.update, oldRowCounts: model.sections.map(\.items.count),
                                           newRowCounts: batch.after.map(\.items.count), requiresRows: false)
            plan._checkInvariants()
            // What arrives: new and reloaded sections' headers and items, new and reloaded items.
            let oldSections = Set(model.sections.map(\.id))
            let oldItems = Set(model.sections.flatMap(\.items))
            let reloadedSections = Set(batch.update.reloadedSections.map { model.sections[$0].id })
            let reloadedItems = Set(batch.update.reloadedRows.map { model.sections[$0.section].items[$0.row] })
            var arriving = [Int: Double]()
            for section in batch.after {
                let fresh = !oldSections.contains(section.id) || reloadedSections.contains(section.id)
                if fresh { model.headers[section.id] = rng.quarterHeight(max: 40) }
                for id in section.items where fresh || !oldItems.contains(id) || reloadedItems.contains(id) {
                    arriving[id] = fixedHeight ?? rng.quarterHeight()
                }
            }
            let before = geometry
            var asked = 0
            let taken = geometry.apply(plan, headerHeights: batch.after.map { model.headers[$0.id]! }) { path in
                asked += 1
                return HeightIndex.stored(HeightIndex.Entry(height: arriving[batch.after[path.section].items[path.row]] ?? -1))
            }
            #expect(asked == (fixedHeight == nil ? arriving.count : 0), "\(context): only new and reloaded items are asked")
            for (id, height) in arriving { model.items[id] = (height, fixedHeight != nil) }
            model.sections = batch.after
            #expect((geometry.index == nil) == (fixedHeight != nil), "\(context): a fixed-height grid stays in closed form")
            geometry._checkInvariants()
            GridGeometryTests.check(geometry, against: model.reference(layout: layout, width: width), &rng, context)

            var undone = geometry
            let reverted = undone.revert(plan, taken)
            #expect(reverted, "\(context)")
            undone._checkInvariants()
            #expect(undone.itemCount == before.itemCount && undone.contentHeight == before.contentHeight, "\(context): undone")
            #expect((0..<before.itemCount).map(undone.frame(ofItem:)) == (0..<before.itemCount).map(before.frame(ofItem:)), "\(context): undone")
            #expect((0..<before.itemCount).map(undone.isMeasured(item:)) == (0..<before.itemCount).map(before.isMeasured(item:)), "\(context): undone")

            // Between batches: sometimes a new width, or (per-item heights) an item's new height.
            if rng.below(4) == 0 {
                width = GridGeometryTests.randomWidth(&rng)
                geometry.setWidth(width)
            } else if fixedHeight == nil, geometry.itemCount > 0, rng.below(2) == 0 {
                let g = rng.below(geometry.itemCount)
                let height = rng.quarterHeight()
                let measured = rng.below(2) == 0
                geometry.setSize(Size(width: 0, height: height), ofItem: g, measured: measured)
                let s = geometry.sections.section(containingItem: g)
                model.items[model.sections[s].items[g - geometry.sections.firstItem(inSection: s)]] = (height, measured)
            }
            geometry._checkInvariants()
        }
    }

    /// Rows taken out of a section and put in again by the one-pass helpers, against plain
    /// array edits.
    @Test(arguments: testSeeds(20))
    func onePassEditsMatchArrayEdits(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(9_300 + seed))
        var nextID = 1_000
        let model = [(id: 0, items: Array(1...(1 + rng.below(200))))]
        let batch = RandomBatch(model, intensity: 0.2, nextID: &nextID, rng: &rng, sectionChanges: false)
        let plan = try BatchUpdatePlan(batch.update, oldRowCounts: [model[0].items.count], newRowCounts: [batch.after[0].items.count],
                                       requiresRows: false)
        var items = model[0].items.map(Float32.init)
        var takenRows = [ListIndexPath: Float32]()
        GridGeometry.remove(plan.removedRows[0], from: &items) { row, stored in takenRows[ListIndexPath(row: row, section: 0)] = stored }
        let grid = GridGeometry.empty
        grid.insert(plan.addedRows[0], into: &items, section: 0, moved: takenRows, plan: plan) { path in
            Float32(batch.after[0].items[path.row])
        }
        #expect(items == batch.after[0].items.map(Float32.init), "seed \(seed)")
    }

    /// A list's grid through random batches, small and large (a large one slides items into
    /// view from beyond the ready window, whose frames before the batch a grid with per-item
    /// heights finds by undoing the batch for a moment): every row of every transition has the
    /// frames the reference grid gives before and after, and the list agrees with the model.
    @Test(arguments: testSeeds(40))
    func transitionsHaveTheReferenceFrames(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(9_500 + seed))
        var nextID = 1
        let source = ItemDataSource(sections: BatchUpdateTests.makeModel(&rng, nextID: &nextID))
        let layout = CollectionListTests.randomGridLayout(&rng)
        let rowHeight: RowHeight = [.perRow, .fixed(30.25), .selfSizing(estimate: 40)][seed % 3]
        let list = ListView(style: .plain, layout: .grid(layout), rowHeight: rowHeight)
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        list.dataSource = source
        list.delegate = source
        try list.setViewportSize(Size(width: 320, height: Double(100 + rng.below(300))))
        try list.reloadData()
        list.layout()
        // Items that size themselves are at the height the list gives them until measured: the
        // estimate, or for an item reloaded, the height it had.
        func reference() -> ReferenceGrid {
            var g = 0
            let heights = source.sections.map { section in
                section.items.map { item in
                    defer { g += 1 }
                    if case let .fixed(height) = rowHeight { return height }
                    if case .selfSizing = rowHeight, !list.layoutHasMeasured(item: g) { return list.rectForRow(globalRow: g)!.height }
                    return ItemDataSource.height(ofItem: item)
                }
            }
            return ReferenceGrid(headers: source.sections.map { ItemDataSource.header(ofSection: $0.id) }, heights: heights,
                                 layout: layout, width: 320, measured: true)
        }
        for step in 0..<10 {
            let context = "seed \(seed), step \(step)"
            try list.setContentOffset(Point(x: 0, y: Double(rng.below(Int(list.contentSize.height) + 1))))
            list.layout()
            let before = reference()
            let batch = RandomBatch(source.sections, intensity: [0.05, 0.3, 0.6][rng.below(3)], nextID: &nextID, rng: &rng,
                                    sectionChanges: rng.below(2) == 0)
            let oldSections = source.sections
            source.sections = batch.after
            let transition = try list.performBatchUpdates(batch.update)
            let after = reference()
            func frame(_ path: ListIndexPath?, in grid: ReferenceGrid, _ sections: [(id: Int, items: [Int])]) -> Rect? {
                path.map { path in grid.itemFrames[sections[..<path.section].reduce(0) { $0 + $1.items.count } + path.row] }
            }
            for row in transition.rows {
                if let frameBefore = row.frameBefore {
                    #expect(frameBefore == frame(row.indexPathBefore, in: before, oldSections), "\(context): \(row)")
                } else {
                    #expect(row.indexPathBefore == nil, "\(context): \(row)")
                }
                if let frameAfter = row.frameAfter { #expect(frameAfter == frame(row.indexPathAfter, in: after, batch.after), "\(context): \(row)") }
            }
            list._checkInvariants()
            list.checkGridGeometryInvariants()
        }
    }
}
