import Testing
import ListEngine
import TestSupport

/// The one place rule (README, "Keeping the place: one rule everywhere") against an independent
/// model of its table, after every step of random sequences that mix what moves content: animated
/// and plain batches, appends to lists anchored to their end, height changes, reloads of rows,
/// sections and data, focus moves, animated scrolls, user scrolls and layout passes — in tables,
/// grids and flows, through the public API only (and, to choose the anchor among the rows on
/// screen, which have final frames and cells: ``PlaceAnchorModel``). Before each change the
/// model finds the one row of the table that holds and what it keeps (the end, the anchor
/// item's screen y, the offset);
/// after it the kept thing is where the rule says, to 1e-6 pt, also while an update animation
/// runs. (A reload of all data is not such a change: its offset stays, as it documents.) A
/// sequence replays from its seed; frames are stepped by `layout()`, never by the clock.
@Suite struct PlaceRuleRandomizedTests {
    static let steps = 80
    static let tolerance = 1e-6

    /// Sections of item identities; an item's height (and its width in a flow) belong to it.
    final class Source: ListDataSource, ListDelegate {
        var sections: [(id: Int, items: [Int])]
        var heights: [Int: Double] = [:]
        var widths: [Int: Double] = [:]

        init(sections: [(id: Int, items: [Int])]) { self.sections = sections }

        func item(at path: ListIndexPath) -> Int { sections[path.section].items[path.row] }
        /// Where `item` is now, by walking the sections.
        func path(of item: Int) -> ListIndexPath? {
            for (s, section) in sections.enumerated() {
                if let r = section.items.firstIndex(of: item) { return ListIndexPath(row: r, section: s) }
            }
            return nil
        }
        var paths: [ListIndexPath] {
            sections.indices.flatMap { s in sections[s].items.indices.map { ListIndexPath(row: $0, section: s) } }
        }

        func numberOfSections(in listView: ListView) -> Int { sections.count }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { sections[section].items.count }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            let cell = try listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            let item = item(at: indexPath)
            (cell as? ItemCell)?.item = item
            (cell as? ItemCell)?.measuredHeight = heights[item]
            return cell
        }
        func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { heights[item(at: indexPath)] }
        func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? {
            let item = item(at: indexPath)
            return Size(width: widths[item] ?? 80, height: heights[item] ?? 44)
        }
        func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { 12 + Double(sections[section].id % 3) * 4 }
        func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double? { Double(sections[section].id % 2) * 6 }
    }

    enum Layout: String, CaseIterable, CustomStringConvertible, Sendable {
        case table, selfSizingTable, grid, flow
        var description: String { rawValue }
        var listLayout: ListLayout {
            switch self {
            case .table, .selfSizingTable: .table
            case .grid: .grid(GridLayout(columns: .fixed(3)))
            case .flow: .flow(FlowLayout())
            }
        }
        var rowHeight: RowHeight { self == .selfSizingTable ? .selfSizing(estimate: 40) : .perRow }
        var isTable: Bool { self == .table || self == .selfSizingTable }
    }

    /// What a row of the README's table keeps through a change.
    enum Kept: CustomStringConvertible {
        /// Anchored to its end: the content's end at the viewport's bottom.
        case end
        /// Rows on screen: the anchor item at its screen y.
        case anchor(item: Int, screenY: Double)
        /// No row on screen, the viewport above the content or zero-height: the row at the top edge.
        case topEdge(item: Int, screenY: Double)
        /// Past the content's end, or a batch took away every row that could anchor: the offset.
        case offset(Double)

        var description: String {
            switch self {
            case .end: "the end"
            case let .anchor(item, y): "item \(item) at \(y) on screen"
            case let .topEdge(item, y): "item \(item) at the top edge, \(y)"
            case let .offset(y): "the offset \(y)"
            }
        }
    }

    /// One sequence: the list, its source, the model's memory of which items have final frames
    /// (a class: its steps run closures that read it while it counts).
    final class Run {
        let seed: Int
        let layout: Layout
        var rng: SeededGenerator
        let source: Source
        let list: ListView
        var nextID = 0
        /// Items inserted since the last layout pass (or reload of all data): in a grid or flow
        /// their frames are not final yet, so they cannot anchor.
        var unsettled = Set<Int>()
        var checked = 0
        var gaps = 0
        /// Changes made while a scroll animation ran, not checked.
        var scrolling = 0
        /// How far past the end the caller's last scroll pulled the content: an end anchored
        /// stays that far above the viewport's bottom.
        var pull = 0.0
        /// Whether the step under way is a change (not a scroll of the caller's).
        var stepIsChange = false

        init(seed: Int, layout: Layout) throws {
            self.seed = seed
            self.layout = layout
            rng = SeededGenerator(seed: UInt64(seed))
            var sections: [(id: Int, items: [Int])] = []
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let id = nextID
                nextID += 1
                let count = Int.random(in: 1...40, using: &rng)
                sections.append((id, Array(nextID..<nextID + count)))
                nextID += count
            }
            source = Source(sections: sections)
            for item in 0..<nextID { Self.size(item, in: source, &rng) }
            list = try makeList(over: source, cells: [("item", ItemCell.self)], layout: layout.listLayout,
                                rowHeight: layout.rowHeight, anchorsToEnd: seed % 3 == 0, laysOut: true)
        }

        static func size(_ item: Int, in source: Source, _ rng: inout SeededGenerator) {
            source.heights[item] = Double(Int.random(in: 40...360, using: &rng)) / 4
            source.widths[item] = Double(Int.random(in: 40...200, using: &rng))
        }

        /// The rows of the README's table that hold now, before a change in which `excluded`
        /// items cannot anchor (a batch's deleted and moved rows); `batch` tells a batch.
        func rulesThatHold(excluding excluded: Set<Int> = [], batch: Bool = false) -> [Kept] {
            let top = list.contentOffset.y
            let height = list.viewportSize.height
            var visible: [(item: Int, row: Int, rect: Rect)] = []
            var atTopEdge: (item: Int, rect: Rect)?
            for (g, path) in source.paths.enumerated() {
                guard let rect = list.rectForRow(at: path), rect.height > 0 else { continue }
                if rect.maxY > top, rect.minY < top + height { visible.append((source.item(at: path), g, rect)) }
                if atTopEdge == nil, rect.minY <= top, rect.maxY > top { atTopEdge = (source.item(at: path), rect) }
            }
            let candidates = visible.filter { !excluded.contains($0.item) && (layout.isTable || !unsettled.contains($0.item)) }
            let end = list.isAnchoredToEnd
            var rules: [Kept] = []
            if end { rules.append(.end) }
            func item(_ g: Int) -> Int { source.item(at: list.indexPath(forGlobalRow: g)!) }
            if !end, let row = PlaceAnchorModel.anchor(onScreen: visible.map(\.row), excluding: { excluded.contains(item($0)) },
                                                         passingOver: { !layout.isTable && unsettled.contains(item($0)) }, in: list),
               let anchor = candidates.first(where: { $0.row == row }) {
                rules.append(.anchor(item: anchor.item, screenY: anchor.rect.minY - top))
            }
            if !end, visible.isEmpty, top < 0 || height == 0, let row = atTopEdge {
                rules.append(.topEdge(item: row.item, screenY: row.rect.minY - top))
            }
            if !end, visible.isEmpty, top >= list.contentSize.height { rules.append(.offset(top)) }
            if !end, batch, !visible.isEmpty, candidates.isEmpty, visible.allSatisfy({ excluded.contains($0.item) }) {
                rules.append(.offset(top))
            }
            return rules
        }

        /// Performs `change` under the rule: exactly one row of the table holds before it, and
        /// after it what that row keeps is where the rule says — as far as the limits let it:
        /// the offset ends within the new limits, or no further beyond one than it was.
        func change(_ name: String, excluding excluded: Set<Int> = [], batch: Bool = false, _ body: () throws -> Void) throws {
            stepIsChange = true
            // A scroll animation owns the offset until it lands: no row of the table names it.
            guard !list.isScrollAnimating else {
                try body()
                scrolling += 1
                return
            }
            let offsetBefore = list.contentOffset.y
            let limitsBefore = list.contentOffsetLimits
            let rules = rulesThatHold(excluding: excluded, batch: batch)
            try body()
            let context = "seed \(seed), \(layout), step \(name)"
            guard rules.count == 1, let rule = rules.first else {
                #expect(rules.count <= 1, "\(context): more than one rule holds: \(rules)")
                gaps += 1
                return
            }
            checked += 1
            let y = list.contentOffset.y
            let limits = list.contentOffsetLimits
            // The offset the rule keeps, then the limits: the new ones, widened on either side
            // by as far as the change found the offset beyond that side.
            let overshoot = (below: max(0, limitsBefore.lowerBound - offsetBefore), above: max(0, offsetBefore - limitsBefore.upperBound))
            func limited(_ wanted: Double) -> Double {
                min(max(wanted, limits.lowerBound - overshoot.below), limits.upperBound + overshoot.above)
            }
            let wanted: Double
            switch rule {
            case .end:
                wanted = limits.upperBound + pull
            case let .anchor(item, screenY), let .topEdge(item, screenY):
                guard let path = source.path(of: item), let rect = list.rectForRow(at: path) else {
                    if case .anchor = rule { Issue.record("\(context): anchor item \(item) is gone") }
                    return
                }
                wanted = rect.minY - screenY
            case let .offset(before):
                wanted = before
            }
            #expect(abs(y - limited(wanted)) <= PlaceRuleRandomizedTests.tolerance,
                    "\(context): keeps \(rule), wants offset \(limited(wanted)) (\(wanted) before the limits \(limits)), offset now \(y)")
        }

        /// The paths of rows on screen and a few around them.
        func pathsNearScreen() -> [ListIndexPath] {
            let paths = source.paths
            guard let first = paths.firstIndex(where: { (list.rectForRow(at: $0)?.maxY ?? 0) > list.contentOffset.y }) else { return paths.suffix(6) }
            return Array(paths[max(0, first - 4)..<min(paths.count, first + 16)])
        }

        func randomPath(_ rng: inout SeededGenerator) -> ListIndexPath? {
            let near = pathsNearScreen()
            return near.isEmpty ? nil : near[rng.below(near.count)]
        }

        /// One random step; a scroll of the caller's (not a change) sets how far past the end
        /// it pulled the content.
        func step(_ index: Int) throws {
            let offset = list.contentOffset.y
            stepIsChange = false
            try act(index)
            if !stepIsChange, list.contentOffset.y != offset {
                pull = max(0, list.contentOffset.y - list.contentOffsetLimits.upperBound)
            }
        }

        func act(_ index: Int) throws {
            let roll = rng.below(100)
            switch roll {
            case 0..<18:
                // A layout pass: a frame of the animations; it moves the viewport only while a
                // scroll animation runs.
                if list.isScrollAnimating {
                    list.layout()
                } else {
                    try change("\(index) layout") { list.layout() }
                }
                unsettled.removeAll()
            case 18..<36:
                let animated = roll < 30
                let batch = RandomBatch(source.sections, intensity: 0.08, nextID: &nextID, rng: &rng, sectionChanges: false)
                for item in Set(batch.after.flatMap(\.items)).subtracting(batch.before.flatMap(\.items)).sorted() {
                    Self.size(item, in: source, &rng)
                    unsettled.insert(item)
                }
                let gone = Set(batch.update.deletedRows.map { source.item(at: $0) })
                    .union(batch.update.movedRows.map { source.item(at: $0.from) })
                let update = batch.update
                try change("\(index) batch (animated: \(animated)) \(update)", excluding: gone, batch: true) {
                    source.sections = batch.after
                    _ = try list.performBatchUpdates(update, animated: animated)
                }
            case 36..<46:
                let animated = rng.below(2) == 0
                let s = source.sections.count - 1
                let count = Int.random(in: 1...3, using: &rng)
                let appended = Array(nextID..<nextID + count)
                nextID += count
                for item in appended {
                    Self.size(item, in: source, &rng)
                    unsettled.insert(item)
                }
                let paths = (0..<count).map { ListIndexPath(row: source.sections[s].items.count + $0, section: s) }
                try change("\(index) append \(paths.count) (animated: \(animated))", batch: true) {
                    source.sections[s].items += appended
                    var update = ListBatchUpdate()
                    update.insertedRows = paths
                    _ = try list.performBatchUpdates(update, animated: animated)
                }
            case 46..<56:
                guard let path = randomPath(&rng) else { return }
                let height = Double(Int.random(in: 40...360, using: &rng)) / 4
                try change("\(index) setHeight \(height) at \(path)") {
                    source.heights[source.item(at: path)] = height
                    try list.setHeight(height, forRowAt: path)
                }
            case 56..<62:
                let paths = Set((0..<Int.random(in: 1...3, using: &rng)).compactMap { _ in randomPath(&rng) }).sorted { ($0.section, $0.row) < ($1.section, $1.row) }
                try change("\(index) reloadRows \(paths)") {
                    for path in paths { Self.size(source.item(at: path), in: source, &rng) }
                    try list.reloadRows(at: paths)
                }
            case 62..<66:
                let s = rng.below(source.sections.count)
                try change("\(index) reloadSections [\(s)]") {
                    for item in source.sections[s].items { Self.size(item, in: source, &rng) }
                    try list.reloadSections([s])
                }
            case 66..<69:
                // Not a change the rule covers: reloadData documents that the offset stays.
                let offset = list.contentOffset
                try list.reloadData()
                #expect(list.contentOffset == offset, "seed \(seed), \(layout), step \(index) reloadData moved the offset")
                // It reads every item anew: none counts as inserted since the last pass.
                unsettled.removeAll()
            case 69..<77:
                guard list.totalRows > 0 else { return }
                let headings: [FocusHeading] = [.up, .down, .left, .right, .pageUp, .pageDown, .first, .last]
                _ = try list.moveFocus(headings[rng.below(headings.count)])
            case 77..<85:
                guard let path = source.paths.randomElement(using: &rng) else { return }
                let positions: [ScrollPosition] = [.none, .top, .middle, .bottom]
                try list.scrollToRow(at: path, position: positions[rng.below(positions.count)], animated: true)
            case 85..<95:
                // Within the limits mostly; past either end (a rubber band, a refresh control's
                // pull) a third of the time.
                let limits = list.contentOffsetLimits
                let reach = rng.below(3) == 0 ? 200.0 : 0
                try list.setContentOffset(Point(x: 0, y: Double.random(in: (limits.lowerBound - reach)...(limits.upperBound + reach), using: &rng).rounded()))
            default:
                if list.anchorsToEnd { try list.scrollToEnd() } else { list.layout() }
            }
        }
    }

    static func run(seed: Int, layout: Layout) throws {
        let run = try Run(seed: seed, layout: layout)
        for index in 0..<steps { try run.step(index) }
        #expect(run.checked > steps / 5, "seed \(seed), \(layout): only \(run.checked) checks")
    }

    @Test(arguments: testSeeds(24))
    func tablesKeepThePlaceByTheRule(seed: Int) throws { try Self.run(seed: seed, layout: .table) }

    @Test(arguments: testSeeds(12))
    func selfSizingTablesKeepThePlaceByTheRule(seed: Int) throws { try Self.run(seed: seed, layout: .selfSizingTable) }

    @Test(arguments: testSeeds(12))
    func gridsKeepThePlaceByTheRule(seed: Int) throws { try Self.run(seed: seed, layout: .grid) }

    @Test(arguments: testSeeds(12))
    func flowsKeepThePlaceByTheRule(seed: Int) throws { try Self.run(seed: seed, layout: .flow) }
}
