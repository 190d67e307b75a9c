import Testing
@testable import ListEngine
import TestSupport

/// Grids and flows with fixed, per-item and self-sizing heights, driven through random jumps,
/// drags in both directions, batches (deletes and moves above the viewport included), width
/// changes, height changes, reloads and sweeps, checked after every step against the naive
/// models (``ReferenceGrid``, ``ReferenceFlow``): every visible item's frame (exact where the
/// documentation promises exact), the visible items, hit testing, and the anchor item's place on
/// screen after every batch and every pass.
@Suite struct CollectionRandomizedTests {
    /// Items by identity: sizes belong to the item, so they follow it through every update.
    final class Source: ListDataSource, ListDelegate {
        var sections: [(id: Int, items: [Int])]
        /// Items configured since they arrived or the list reloaded: a self-sizing item is
        /// measured when it is first configured, and one reloaded keeps that height as its
        /// estimate until it is measured again (the same, here: sizes belong to the item).
        var measured: Set<Int> = []

        /// Heights set by `setHeight(_:forRowAt:)`, by item; and the widths a self-sizing flow
        /// item keeps when its height is set before it is measured (the estimate's).
        var setHeights: [Int: Double] = [:]
        var keptWidths: [Int: Double] = [:]

        init(sections: [(id: Int, items: [Int])]) { self.sections = sections }

        func height(ofItem item: Int) -> Double { setHeights[item] ?? Self.height(ofItem: item) }
        static func height(ofItem item: Int) -> Double { ItemDataSource.height(ofItem: item) * 2 }
        func width(ofItem item: Int) -> Double { keptWidths[item] ?? Self.width(ofItem: item) }
        static func width(ofItem item: Int) -> Double { 30 + Double((item &* 7919) % 200) }
        static func header(ofSection id: Int) -> Double { ItemDataSource.header(ofSection: id) }

        func item(at path: ListIndexPath) -> Int { sections[path.section].items[path.row] }

        func numberOfSections(in listView: ListView) -> Int { sections.count }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { sections[section].items.count }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            measured.insert(item(at: indexPath))
            return try listView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { height(ofItem: item(at: indexPath)) }
        func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? {
            let item = item(at: indexPath)
            return Size(width: width(ofItem: item), height: height(ofItem: item))
        }
        func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { Self.header(ofSection: sections[section].id) }
    }

    enum Kind: String, CaseIterable, CustomStringConvertible, Sendable {
        case grid, flow
        var description: String { rawValue }
    }

    enum Sizing: String, CaseIterable, CustomStringConvertible, Sendable {
        case fixed, perItem, selfSizing
        var description: String { rawValue }
    }

    /// One randomized run: the list, its source and the model's parameters.
    struct Run {
        let kind: Kind
        let sizing: Sizing
        let list: ListView
        let source: Source
        let fixedHeight = 57.5
        let estimate = 66.0
        var rng: SeededGenerator
        var context = ""

        init(kind: Kind, sizing: Sizing, seed: UInt64) throws {
            self.kind = kind
            self.sizing = sizing
            rng = SeededGenerator(seed: seed &* 7 &+ (kind == .grid ? 0 : 100_000) &+ UInt64(Sizing.allCases.firstIndex(of: sizing)!) &* 10_000)
            var next = 0
            var sections = [(id: Int, items: [Int])]()
            for s in 0..<Int.random(in: 1...4, using: &rng) {
                var items = [Int]()
                for _ in 0..<Int.random(in: 0...60, using: &rng) { items.append(next); next += 1 }
                sections.append((1_000_000 + s, items))
            }
            source = Source(sections: sections)
            let layout: ListLayout
            switch kind {
            case .grid:
                layout = .grid(CollectionListTests.randomGridLayout(&rng))
            case .flow:
                let inset = EdgeInsets(top: CollectionListTests.randomQuarter(0...12, &rng), left: CollectionListTests.randomQuarter(0...20, &rng),
                                       bottom: CollectionListTests.randomQuarter(0...12, &rng), right: CollectionListTests.randomQuarter(0...20, &rng))
                layout = .flow(FlowLayout(itemSpacing: CollectionListTests.randomQuarter(0...10, &rng),
                                          lineSpacing: CollectionListTests.randomQuarter(0...10, &rng), sectionInset: inset,
                                          estimatedItemSize: Size(width: CollectionListTests.randomQuarter(30...150, &rng), height: estimate)))
            }
            let rowHeight: RowHeight = switch sizing {
            case .fixed: .fixed(fixedHeight)
            case .perItem: .perRow
            case .selfSizing: .selfSizing(estimate: estimate)
            }
            list = ListView(style: .plain, layout: layout, rowHeight: rowHeight)
            list.register(ListCell.self, forCellReuseIdentifier: "cell")
            list.dataSource = source
            list.delegate = source
            try list.setViewportSize(Size(width: CollectionListTests.randomQuarter(150...600, &rng),
                                          height: CollectionListTests.randomQuarter(150...500, &rng)))
            try list.reloadData()
            list.layout()
        }

        // MARK: The model

        /// An item's height as the list should know it now.
        func modelHeight(ofItem item: Int) -> Double {
            switch sizing {
            case .fixed: fixedHeight
            case .perItem: source.height(ofItem: item)
            case .selfSizing: source.measured.contains(item) ? source.height(ofItem: item) : estimate
            }
        }

        /// Every item's frame: absolute for a grid; relative to its section's top for a flow.
        func modelFrames() -> [Rect] {
            let headers = source.sections.map { Source.header(ofSection: $0.id) }
            switch list.listLayout {
            case let .grid(gridLayout):
                let heights = source.sections.map { $0.items.map(modelHeight(ofItem:)) }
                return ReferenceGrid(headers: headers, heights: heights, layout: gridLayout, width: list.viewportSize.width, measured: true).itemFrames
            case let .flow(flowLayout):
                let sizes = source.sections.map { section in
                    section.items.map { item in
                        sizing == .selfSizing && !source.measured.contains(item)
                            ? flowLayout.estimatedItemSize : Size(width: source.width(ofItem: item), height: modelHeight(ofItem: item))
                    }
                }
                let placement = ReferenceFlow(headers: headers, sizes: sizes, layout: flowLayout, width: list.viewportSize.width).placement()
                var frames = placement.frames
                var g = 0
                for (s, section) in source.sections.enumerated() {
                    for _ in section.items {
                        frames[g].origin.y -= placement.sectionTops[s]
                        g += 1
                    }
                }
                return frames
            default:
                return []
            }
        }

        /// The model's content height (for a flow, laid out in full).
        func modelContentHeight() -> Double {
            let headers = source.sections.map { Source.header(ofSection: $0.id) }
            switch list.listLayout {
            case let .grid(gridLayout):
                let heights = source.sections.map { $0.items.map(modelHeight(ofItem:)) }
                return ReferenceGrid(headers: headers, heights: heights, layout: gridLayout, width: list.viewportSize.width, measured: true).contentHeight
            case let .flow(flowLayout):
                let sizes = source.sections.map { $0.items.map { Size(width: source.width(ofItem: $0), height: modelHeight(ofItem: $0)) } }
                return ReferenceFlow(headers: headers, sizes: sizes, layout: flowLayout, width: list.viewportSize.width).placement().contentHeight
            default:
                return 0
            }
        }

        /// The frames the list should show: a grid's are the model's; a flow's are the model's
        /// within each section, placed at the section's top as the list has it (sections above
        /// may be estimated).
        func expectedFrames() -> [Rect] {
            var frames = modelFrames()
            guard kind == .flow else { return frames }
            var g = 0
            for s in source.sections.indices {
                let top = list.rect(forSection: s)!.minY
                for _ in source.sections[s].items {
                    frames[g].origin.y += top
                    g += 1
                }
            }
            return frames
        }

        var viewport: (y0: Double, y1: Double) { (list.contentOffset.y, list.contentOffset.y + list.viewportSize.height) }

        /// Items on screen, in order: their frames intersect the viewport.
        func itemsOnScreen() -> [Int] {
            let (y0, y1) = viewport
            return list.ranges.visible.filter { g in
                guard let frame = list.rectForRow(globalRow: g) else { return false }
                return frame.minY < y1 && frame.maxY > y0
            }
        }

        /// A layout pass: the item that anchors it (``passAnchor(passingOver:)``: not one of the
        /// items that `arrived` in a batch since the last pass) keeps its place on screen, as far
        /// as the limits let it.
        func layOutKeepingPassAnchor(_ description: String, arrived: Set<Int> = []) throws {
            let passAnchor = passAnchor(passingOver: arrived)
            let rule = PlaceRule(before: list)
            list.layout()
            if let passAnchor, let y = screenY(ofItem: passAnchor.item) {
                #expect(y == rule.screenY(ofRowAt: y + list.contentOffset.y, keptAt: passAnchor.screenY, in: list),
                        "\(context) \(description): the pass after it moved item \(passAnchor.item)")
            }
        }

        /// The item that keeps the place through the next pass or change, among those whose
        /// frames (as the list has them before it) intersect the viewport and that did not
        /// arrive since the last pass (``PlaceAnchorModel``).
        func passAnchor(passingOver arrived: Set<Int> = []) -> (item: Int, screenY: Double)? {
            let (y0, y1) = viewport
            let onScreen = (0..<list.totalRows).filter { g in
                let frame = list.rectForRow(globalRow: g)!
                return frame.minY < y1 && frame.maxY > y0
            }
            guard let g = PlaceAnchorModel.anchor(onScreen: onScreen, passingOver: { g in
                arrived.contains(source.item(at: list.indexPath(forGlobalRow: g)!))
            }, in: list) else { return nil }
            return (source.item(at: list.indexPath(forGlobalRow: g)!), list.rectForRow(globalRow: g)!.minY - y0)
        }

        func globalItem(_ item: Int) -> Int? {
            var g = 0
            for section in source.sections {
                if let k = section.items.firstIndex(of: item) { return g + k }
                g += section.items.count
            }
            return nil
        }

        func screenY(ofItem item: Int) -> Double? {
            globalItem(item).flatMap { list.rectForRow(globalRow: $0) }.map { $0.minY - list.contentOffset.y }
        }

        // MARK: Checks

        /// After a pass: invariants, visible items, every visible cell's frame, hit testing.
        mutating func checkPass(_ step: String) {
            list._checkInvariants()
            list.checkGridGeometryInvariants()
            list.checkSectionViewInvariants()
            let frames = expectedFrames()
            let (y0, y1) = viewport
            let sectionsOnScreen = kind == .grid ? 0..<source.sections.count : list.visibleSections
            var expected = [Int]()
            var g = 0
            for (s, section) in source.sections.enumerated() {
                for _ in section.items {
                    if y1 > y0, sectionsOnScreen.contains(s), frames[g].minY < y1, frames[g].maxY > y0 { expected.append(g) }
                    g += 1
                }
            }
            let onScreen = itemsOnScreen()
            #expect(onScreen == expected, "\(context) \(step): items on screen \(onScreen) expected \(expected)")
            for cell in list.visibleCells {
                let g = list.globalRow(for: cell.indexPath!)!
                #expect(list.layoutHasLaidOut(item: g), "\(context) \(step): item \(g) on screen was never laid out")
                #expect(cell.frame == frames[g], "\(context) \(step): item \(g) at \(cell.frame), expected \(frames[g])")
            }
            if kind == .grid || (0..<list.totalRows).allSatisfy({ list.layoutHasLaidOut(item: $0) && list.layoutHasFinalFrame(item: $0) }) {
                #expect(list.contentSize.height == modelContentHeight(), "\(context) \(step): content height; heights differ at \(frames.indices.filter { list.rectForRow(globalRow: $0)!.height != frames[$0].height })")
            }
            // Hit testing inside the viewport, where the model knows the frames.
            for _ in 0..<(y1 > y0 && list.viewportSize.width > 0 ? 4 : 0) {
                let point = Point(x: Double.random(in: 0..<list.viewportSize.width, using: &rng),
                                  y: Double.random(in: y0..<y1, using: &rng))
                let hit = list.indexPathForItem(at: point).flatMap(list.globalRow(for:))
                let s = list.visibleSections.first { list.rect(forSection: $0)!.contains(point) }
                guard kind == .grid || s != nil else { continue }
                let model = frames.indices.first { g in
                    frames[g].contains(point) && (kind == .grid || list.indexPath(forGlobalRow: g)!.section == s)
                }
                #expect(hit == model, "\(context) \(step): hit at \(point)")
            }
        }

        // MARK: Steps

        mutating func jump() throws {
            let limits = list.contentOffsetLimits
            try list.setContentOffset(Point(x: 0, y: CollectionListTests.randomQuarter(limits.lowerBound - 50...limits.upperBound + 50, &rng)))
            list.layout()
            checkPass("jump to \(list.contentOffset.y)")
        }

        mutating func drag() throws {
            let step = CollectionListTests.randomQuarter(1...120, &rng) * (Bool.random(using: &rng) ? 1 : -1)
            for frame in 0..<Int.random(in: 1...12, using: &rng) {
                let measuredBefore = source.measured
                let offsetBefore = list.contentOffset.y
                try list.setContentOffset(Point(x: 0, y: list.contentOffset.y + step))
                let anchor = passAnchor()
                let rule = PlaceRule(before: list)
                let report = list.layout()
                if let anchor, let y = screenY(ofItem: anchor.item) {
                    #expect(y == rule.screenY(ofRowAt: y + list.contentOffset.y, keptAt: anchor.screenY, in: list), "\(context) drag \(step) frame \(frame): item \(anchor.item) moved on screen by \(y - anchor.screenY); offset \(offsetBefore) → \(list.contentOffset.y), adjustment \(report.anchorAdjustment), measured \(source.measured.subtracting(measuredBefore).map { globalItem($0)! }.sorted()), anchor at \(globalItem(anchor.item)!)")
                }
                checkPass("drag \(step) frame \(frame)")
            }
        }

        mutating func scrollToItem() throws {
            let total = list.totalRows
            guard total > 0 else { return }
            let g = Int.random(in: 0..<total, using: &rng)
            try list.scrollToItem(at: list.indexPath(forGlobalRow: g)!, position: .top)
            list.layout()
            checkPass("scroll to \(g)")
        }

        /// A random batch, or one that deletes every item on screen; the anchor keeps its place,
        /// or with none left the offset stays, within the new limits.
        mutating func batch(nextID: inout Int) throws {
            let onScreen = itemsOnScreen()
            // The candidates to anchor: the items on screen; with none, the item at the
            // viewport's top edge (the viewport above the content), if any.
            let topEdge = list.ranges.visible.lowerBound
            let candidates = onScreen.isEmpty && topEdge < list.totalRows ? [topEdge] : onScreen
            let idsOnScreen = candidates.map { source.item(at: list.indexPath(forGlobalRow: $0)!) }
            var batch = RandomBatch(source.sections, intensity: Double.random(in: 0.03...0.25, using: &rng), nextID: &nextID,
                                    rng: &rng, sectionChanges: Bool.random(using: &rng))
            if Int.random(in: 0..<6, using: &rng) == 0, !onScreen.isEmpty {
                // Every item on screen deleted.
                var update = ListBatchUpdate()
                update.deleteRows(at: onScreen.map { list.indexPath(forGlobalRow: $0)! })
                var after = source.sections
                for path in update.deletedRows.sorted(by: >) { after[path.section].items.remove(at: path.row) }
                batch.update = update
                batch.after = after
            }
            // The anchor: the first item on screen that stays where it was among its neighbours.
            let stays = { (item: Int) -> Bool in
                let before = self.source.sections.firstIndex { $0.items.contains(item) }!
                let id = self.source.sections[before].id
                guard let after = batch.after.firstIndex(where: { $0.items.contains(item) }), batch.after[after].id == id else { return false }
                let oldRow = self.source.sections[before].items.firstIndex(of: item)!
                let old = ListIndexPath(row: oldRow, section: before)
                return !batch.update.movedRows.contains { $0.from == old } && !batch.update.movedSections.contains { $0.from == before }
                    && !batch.update.deletedSections.contains(before)
            }
            let anchorItem = idsOnScreen.first(where: stays)
            let anchorY = anchorItem.flatMap(screenY(ofItem:))
            let offsetBefore = list.contentOffset.y
            let rule = PlaceRule(before: list)
            // The items new to the list, and all those of sections inserted or reloaded (deleted
            // and inserted), moved in ones too.
            let newSections = batch.after.filter { section in
                !batch.before.contains { $0.id == section.id } || batch.update.reloadedSections.contains { batch.before[$0].id == section.id }
            }
            let arrived = Set(batch.after.flatMap(\.items)).subtracting(batch.before.flatMap(\.items)).union(newSections.flatMap(\.items))
            source.sections = batch.after
            // A section reloaded is deleted and inserted: the items in it after the batch start
            // afresh, those moved into it too (those moved out keep their sizes, as moved rows do).
            for s in batch.update.reloadedSections {
                let id = batch.before[s].id
                if let after = batch.after.first(where: { $0.id == id }) { source.measured.subtract(after.items) }
            }
            try list.performBatchUpdates(batch.update)
            let description = "batch \(batch.update.deletedRows.count)d \(batch.update.insertedRows.count)i \(batch.update.movedRows.count)m sections \(batch.update.deletedSections)d \(batch.update.insertedSections)i \(batch.update.movedSections.count)m"
            if let anchorItem, let anchorY, let y = screenY(ofItem: anchorItem) {
                let top = y + list.contentOffset.y
                #expect(y == rule.screenY(ofRowAt: top, keptAt: anchorY, in: list), "\(context) \(description): anchor \(anchorItem) moved")
            } else {
                // Past the content's end, or no anchor left: the offset stays, within the limits.
                #expect(list.contentOffset.y == rule.offset(wanting: offsetBefore, in: list),
                        "\(context) \(description): no anchor, yet the offset moved from \(offsetBefore) to \(list.contentOffset.y) (limits \(list.contentOffsetLimits))")
            }
            try layOutKeepingPassAnchor(description, arrived: arrived)
            checkPass(description)
        }

        mutating func changeWidth() throws {
            let anchor = itemsOnScreen().first(where: list.layoutHasFinalFrame(item:)).map { g in
                (source.item(at: list.indexPath(forGlobalRow: g)!), list.rectForRow(globalRow: g)!.minY - list.contentOffset.y)
            }
            let rule = PlaceRule(before: list)
            try list.setViewportSize(Size(width: CollectionListTests.randomQuarter(150...600, &rng), height: list.viewportSize.height))
            if let anchor, let y = screenY(ofItem: anchor.0) {
                #expect(y == rule.screenY(ofRowAt: y + list.contentOffset.y, keptAt: anchor.1, in: list),
                        "\(context) width \(list.viewportSize.width): anchor moved to \(y) from \(anchor.1), offset \(rule.offsetBefore) → \(list.contentOffset.y), limits \(rule.limitsBefore) → \(list.contentOffsetLimits)")
            }
            list.layout()
            checkPass("width \(list.viewportSize.width)")
        }

        /// One item's height set: the first item on screen whose frame is final keeps its place.
        mutating func setHeight() throws {
            let total = list.totalRows
            guard total > 0, sizing != .fixed else { return }
            let g = Int.random(in: 0..<total, using: &rng)
            let path = list.indexPath(forGlobalRow: g)!
            let item = source.item(at: path)
            let height = CollectionListTests.randomQuarter(10...160, &rng)
            let anchor = passAnchor()
            let rule = PlaceRule(before: list)
            source.setHeights[item] = height
            if case let .flow(flowLayout) = list.listLayout, sizing == .selfSizing, !source.measured.contains(item) {
                source.keptWidths[item] = flowLayout.estimatedItemSize.width
            }
            source.measured.insert(item)
            try list.setHeight(height, forRowAt: path)
            if let anchor, let y = screenY(ofItem: anchor.item) {
                #expect(y == rule.screenY(ofRowAt: y + list.contentOffset.y, keptAt: anchor.screenY, in: list),
                        "\(context) height \(height) of item \(g): anchor \(anchor.item) moved")
            }
            list.layout()
            checkPass("height \(height) of item \(g)")
        }

        /// A new viewport height (0 now and then) and insets.
        mutating func changeViewportHeight() throws {
            let height = Int.random(in: 0..<4, using: &rng) == 0 ? 0 : CollectionListTests.randomQuarter(100...500, &rng)
            try list.setViewportSize(Size(width: list.viewportSize.width, height: height))
            try list.setContentInset(EdgeInsets(top: CollectionListTests.randomQuarter(0...40, &rng), bottom: CollectionListTests.randomQuarter(0...40, &rng)))
            list.layout()
            checkPass("viewport height \(height)")
        }

        mutating func reloadSome() throws {
            let total = list.totalRows
            guard total > 0 else { return }
            let paths = (0..<Int.random(in: 1...4, using: &rng)).map { _ in list.indexPath(forGlobalRow: Int.random(in: 0..<total, using: &rng))! }
            let unique = Array(Set(paths))
            let anchor = passAnchor()
            let rule = PlaceRule(before: list)
            try list.reloadItems(at: unique)
            if let anchor, kind == .grid || sizing != .selfSizing, let y = screenY(ofItem: anchor.item),
               !unique.contains(list.indexPath(forGlobalRow: globalItem(anchor.item)!)!) {
                #expect(y == rule.screenY(ofRowAt: y + list.contentOffset.y, keptAt: anchor.screenY, in: list),
                        "\(context) reload \(unique): anchor moved")
            }
            list.layout()
            checkPass("reload \(unique)")
        }

        /// A flow scrolled through from the top: everything laid out, the content height exact.
        mutating func sweep() throws {
            guard list.viewportSize.height > 0 else { return }
            try list.setContentOffset(Point(x: 0, y: list.contentOffsetLimits.lowerBound))
            list.layout()
            while list.contentOffset.y < list.contentOffsetLimits.upperBound {
                try list.setContentOffset(Point(x: 0, y: min(list.contentOffset.y + list.viewportSize.height * 0.7,
                                                             list.contentOffsetLimits.upperBound)))
                list.layout()
                checkPass("sweep at \(list.contentOffset.y)")
            }
            #expect(list.contentSize.height == modelContentHeight(),
                    "\(context) after a sweep: content height \(list.contentSize.height), expected \(modelContentHeight())")
        }
    }

    static let seeds = testSeeds(12)

    @Test(arguments: Kind.allCases, Sizing.allCases)
    func collectionsAgreeWithTheModelsStepByStep(kind: Kind, sizing: Sizing) throws {
        for seed in Self.seeds {
            var run = try Run(kind: kind, sizing: sizing, seed: UInt64(seed))
            var nextID = 10_000
            for step in 0..<60 {
                run.context = "\(kind) \(sizing) seed \(seed) step \(step)"
                switch Int.random(in: 0..<22, using: &run.rng) {
                case 0..<3: try run.jump()
                case 3..<9: try run.drag()
                case 9..<14: try run.batch(nextID: &nextID)
                case 14..<16: try run.scrollToItem()
                case 16: try run.changeWidth()
                case 17: try run.reloadSome()
                case 18: try run.setHeight()
                case 19: try run.changeViewportHeight()
                default: if kind == .flow { try run.sweep() } else { try run.jump() }
                }
            }
        }
    }
}
