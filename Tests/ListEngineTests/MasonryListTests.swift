import Testing
@testable import ListEngine
import TestSupport

/// Masonry lists driven through the public `ListView` API: what is visible and hit, the place
/// kept through batches, height changes, widths, rebalancing and layout switches, every placed
/// item kept in its column, self-sizing items, focus, accessibility, interactive moves, and
/// configurations a masonry refuses. The references are naive: frames read item by item
/// (`rectForItem`), the anchor the README's rule picks (``PlaceAnchorModel``), columns by their
/// left edges.
@Suite struct MasonryListTests {
    /// Sections of item identities; an item's height belongs to it, a header's to its section.
    final class Source: ListDataSource, ListDelegate {
        var sections: [(id: Int, items: [Int])]
        var heights: [Int: Double] = [:]
        var headers: [Int: Double] = [:]
        /// The items that span every column.
        var spanning: Set<Int> = []
        /// The items asked whether they span the columns, in order.
        var askedSpan: [Int] = []

        init(sections: [(id: Int, items: [Int])]) { self.sections = sections }

        func item(at path: ListIndexPath) -> Int { sections[path.section].items[path.row] }
        var paths: [ListIndexPath] {
            sections.indices.flatMap { s in sections[s].items.indices.map { ListIndexPath(row: $0, section: s) } }
        }
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
            cell.accessibilityLabel = "Item \(item)"
            return cell
        }
        func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { heights[item(at: indexPath)] }
        func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { headers[sections[section].id] }
        func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? {
            let item = item(at: indexPath)
            return Size(width: 40 + Double((item &* 37) % 120), height: heights[item] ?? 40)
        }
        func listView(_ listView: ListView, isFullSpanItemAt indexPath: ListIndexPath) -> Bool {
            askedSpan.append(item(at: indexPath))
            return spanning.contains(item(at: indexPath))
        }
        func listView(_ listView: ListView, canMoveRowAt indexPath: ListIndexPath) -> Bool { true }
        func listView(_ listView: ListView, moveRowAt from: ListIndexPath, to: ListIndexPath) {
            let item = sections[from.section].items.remove(at: from.row)
            sections[to.section].items.insert(item, at: to.row)
        }
    }

    /// A height that is a multiple of ¼ pt, 10 to 250 pt, sometimes 0.
    static func height(_ rng: inout SeededGenerator) -> Double {
        rng.below(12) == 0 ? 0 : Double(Int.random(in: 40...1_000, using: &rng)) / 4
    }

    /// A source of `counts` items a section (identities from 0, section `s` has identity `s`
    /// shifted past its items), random heights and headers.
    static func source(_ counts: [Int], _ rng: inout SeededGenerator) -> (Source, nextID: Int) {
        var nextID = 0
        var sections: [(id: Int, items: [Int])] = []
        for count in counts {
            let id = nextID
            sections.append((id, Array((nextID + 1)..<(nextID + 1 + count))))
            nextID += count + 1
        }
        let source = Source(sections: sections)
        for id in 0..<nextID {
            source.heights[id] = Self.height(&rng)
            source.headers[id] = Double(rng.below(4) * 10)
        }
        return (source, nextID)
    }

    static func randomLayout(_ rng: inout SeededGenerator, columns: GridLayout.Columns? = nil) -> MasonryLayout {
        let columns = columns ?? (rng.below(2) == 0 ? .fixed(Int.random(in: 1...5, using: &rng))
            : .adaptive(minimumWidth: Double(Int.random(in: 60...200, using: &rng))))
        return MasonryLayout(columns: columns, itemSpacing: Double(rng.below(3) * 4), lineSpacing: Double(rng.below(3) * 5),
                             sectionInset: EdgeInsets(top: Double(rng.below(3) * 6), left: Double(rng.below(3) * 8),
                                                      bottom: Double(rng.below(3) * 6), right: Double(rng.below(3) * 8)),
                             estimatedItemHeight: Double(Int.random(in: 40...300, using: &rng)))
    }

    static func makeMasonry(_ source: Source, _ layout: MasonryLayout, selfSizing: Bool, viewport: Size) throws -> ListView {
        try makeList(over: source, cells: [("item", ItemCell.self)], layout: .masonry(layout),
                     rowHeight: selfSizing ? .selfSizing(estimate: layout.estimatedItemHeight) : .perRow, viewport: viewport, laysOut: true)
    }

    /// Every item's frame, in global order.
    static func frames(_ list: ListView, _ source: Source) -> [Rect] {
        source.paths.map { list.rectForItem(at: $0)! }
    }

    /// Whether `frame` meets the viewport (its top above the viewport's bottom, its bottom below its top).
    static func meetsViewport(_ frame: Rect, _ list: ListView) -> Bool {
        let top = list.contentOffset.y
        return frame.maxY > top && frame.minY < top + list.viewportSize.height
    }

    /// The item the README's rule anchors on, and its distance below the viewport's top, read
    /// from every item's frame; items in `gone` (a batch deletes or moves them) cannot anchor.
    /// `held`: the item the last change kept, when no pass and no scroll came since — it
    /// anchors unless gone, on screen or not.
    static func anchor(_ list: ListView, _ source: Source, excluding gone: Set<Int> = [],
                       holding held: Int? = nil) -> (item: Int, screenY: Double)? {
        if let held, !gone.contains(held), let y = screenY(of: held, list, source) { return (held, y) }
        let paths = source.paths
        let onScreen = paths.indices.filter { meetsViewport(list.rectForItem(at: paths[$0])!, list) }
        guard let g = PlaceAnchorModel.anchor(onScreen: onScreen, excluding: { gone.contains(source.item(at: paths[$0])) }, in: list)
        else { return nil }
        return (source.item(at: paths[g]), list.rectForItem(at: paths[g])!.minY - list.contentOffset.y)
    }

    static func screenY(of item: Int, _ list: ListView, _ source: Source) -> Double? {
        source.path(of: item).flatMap { list.rectForItem(at: $0) }.map { $0.minY - list.contentOffset.y }
    }

    /// Checks that `anchor` is where it was on screen, unless keeping it there needs an offset
    /// outside the limits (another rule's to decide). Returns whether it checked.
    @discardableResult
    static func expectKept(_ anchor: (item: Int, screenY: Double)?, _ list: ListView, _ source: Source,
                           _ context: @autoclosure () -> String) -> Bool {
        guard let anchor, let y = screenY(of: anchor.item, list, source) else { return false }
        let wanted = list.contentOffset.y + y - anchor.screenY
        guard list.contentOffsetLimits.contains(wanted) else { return false }
        #expect(abs(y - anchor.screenY) <= 1e-9, "\(context()): item \(anchor.item) was at \(anchor.screenY), is at \(y)")
        return true
    }

    /// The column of `frame` in `list`'s masonry: its left edge's distance from the inset, in pitches.
    static func column(of frame: Rect, in list: ListView) -> Int {
        guard case let .masonry(layout) = list.listLayout else { return -1 }
        let width = list.viewportSize.width
        let pitch = layout.columnWidth(forWidth: width) + layout.itemSpacing
        let c = pitch > 0 ? Int(((frame.minX - layout.sectionInset.left) / pitch).rounded()) : 0
        #expect(abs(frame.minX - (layout.sectionInset.left + Double(c) * pitch)) <= 1e-9, "\(frame) is at a column's edge")
        #expect(c >= 0 && c < layout.columnCount(forWidth: width), "\(frame) is in a column")
        return c
    }

    // MARK: 1. Visible items and hit testing

    /// Checks that every item whose frame meets the viewport is visible, that visible cells are
    /// at their items' frames, and that hit testing answers the visible frame under a point.
    static func checkVisible(_ list: ListView, _ source: Source, _ rng: inout SeededGenerator, _ context: String) {
        list._checkInvariants()
        let paths = source.paths
        let frames = Self.frames(list, source)
        let visible = list.indexPathsForVisibleItems
        #expect(visible == visible.sorted { list.globalRow(for: $0)! < list.globalRow(for: $1)! }, "\(context): in order")
        let shown = Set(visible)
        for g in paths.indices where meetsViewport(frames[g], list) {
            #expect(shown.contains(paths[g]), "\(context): item \(g) at \(frames[g]) meets the viewport at \(list.contentOffset.y) but is not visible")
            #expect(list.ranges.visible.contains(g), "\(context): item \(g) not in the visible range \(list.ranges.visible)")
        }
        #expect(list.ranges.ready.lowerBound <= list.ranges.visible.lowerBound && list.ranges.visible.upperBound <= list.ranges.ready.upperBound,
                "\(context): ready \(list.ranges.ready) holds visible \(list.ranges.visible)")
        for cell in list.visibleCells {
            let path = cell.indexPath!
            #expect(cell.frame == list.rectForItem(at: path), "\(context): cell of \(path)")
            #expect((cell as? ItemCell)?.item == source.item(at: path), "\(context): cell of \(path) shows its item")
        }
        // Hit testing against a search over the visible items' frames: each one's centre (within
        // the viewport), and random points in the viewport.
        let y0 = list.contentOffset.y
        let y1 = y0 + list.viewportSize.height
        func expected(_ point: Point) -> ListIndexPath? {
            let hits = visible.filter { path in
                let f = list.rectForItem(at: path)!
                return f.minX <= point.x && point.x < f.maxX && f.minY <= point.y && point.y < f.maxY
            }
            #expect(hits.count <= 1, "\(context): frames overlap at \(point): \(hits)")
            return hits.first
        }
        var points = [Point]()
        for path in visible {
            let f = list.rectForItem(at: path)!
            guard f.height > 0, f.width > 0 else { continue }
            let y = Swift.min(Swift.max(f.minY + f.height / 2, y0), Swift.max(y0, y1 - 0.001))
            guard y >= f.minY, y < f.maxY else { continue }
            points.append(Point(x: f.minX + f.width / 2, y: y))
            #expect(list.indexPathForItem(at: points[points.count - 1]) == path, "\(context): the centre of \(path) at \(f)")
        }
        for _ in 0..<24 {
            points.append(Point(x: Double.random(in: -10...(list.viewportSize.width + 10), using: &rng),
                                y: Double.random(in: y0..<Swift.max(y0 + 0.001, y1), using: &rng)))
        }
        for point in points {
            #expect(list.indexPathForItem(at: point) == expected(point), "\(context): hit at \(point)")
        }
    }

    /// Random masonries — fixed or adaptive columns, random spacing and insets, the delegate's
    /// heights or self-sizing — through reloads, scrolls, jumps to items and height changes.
    @Test(arguments: testSeeds(24))
    func visibleItemsAndHitsAgreeWithTheFrames(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(9_100 + seed))
        let (source, _) = Self.source((0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...160, using: &rng) }, &rng)
        let layout = Self.randomLayout(&rng)
        let selfSizing = seed % 3 == 2
        let viewport = Size(width: Double(Int.random(in: 200...900, using: &rng)), height: Double(Int.random(in: 200...900, using: &rng)))
        let list = try Self.makeMasonry(source, layout, selfSizing: selfSizing, viewport: viewport)
        let width = layout.columnWidth(forWidth: viewport.width)
        for frame in Self.frames(list, source) { #expect(frame.width == width, "seed \(seed): items are a column wide") }
        Self.checkVisible(list, source, &rng, "seed \(seed) start")
        for step in 0..<30 {
            let context = "seed \(seed) step \(step)"
            let paths = source.paths
            switch rng.below(6) {
            case 0:
                let limits = list.contentOffsetLimits
                try list.setContentOffset(Point(x: 0, y: Double.random(in: limits, using: &rng)))
            case 1 where !paths.isEmpty:
                let path = paths[rng.below(paths.count)]
                try list.scrollToRow(at: path, position: .top)
                // The jump placed the items before it: its top is at the viewport's top, or as near as the limits let it.
                let frame = try #require(list.rectForItem(at: path))
                let limits = list.contentOffsetLimits
                #expect(list.contentOffset.y == Swift.min(Swift.max(frame.minY, limits.lowerBound), limits.upperBound), "\(context): jump to \(path)")
                #expect(list.layoutHasLaidOut(item: list.globalRow(for: path)!), "\(context): \(path) placed by the jump")
            case 2 where !paths.isEmpty:
                let path = paths[rng.below(paths.count)]
                try list.scrollToItem(at: path, position: [.middle, .bottom][rng.below(2)])
            case 3:
                for item in source.heights.keys.sorted() where rng.below(8) == 0 { source.heights[item] = Self.height(&rng) }
                try list.reloadData()
            case 4 where !paths.isEmpty:
                let path = paths[rng.below(paths.count)]
                let height = Self.height(&rng)
                source.heights[source.item(at: path)] = height
                try list.setHeight(height, forRowAt: path)
            default:
                try list.setContentOffset(Point(x: 0, y: list.contentOffset.y + Double.random(in: -300...300, using: &rng)))
            }
            list.layout()
            Self.checkVisible(list, source, &rng, context)
            #expect(!list.ranges.ready.isEmpty || source.paths.isEmpty || list.ranges.visible.isEmpty, "\(context): ready")
        }
    }
}

// MARK: 2. The place kept

extension MasonryListTests {
    /// Random batches — deleting, moving, inserting and reloading items, now and then sections —
    /// on random masonries, the viewport jumping about between them: before each batch the
    /// reference finds the anchor from the frames, and after it that item is where it was on
    /// screen, and still there after the next pass (which measures self-sizing items).
    @Test(arguments: testSeeds(60))
    func batchesKeepTheAnchorOnScreen(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(4_400 + seed))
        var (source, nextID) = Self.source((0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...120, using: &rng) }, &rng)
        let selfSizing = seed % 3 == 2
        let viewport = Size(width: Double(Int.random(in: 280...900, using: &rng)), height: Double(Int.random(in: 200...900, using: &rng)))
        let list = try Self.makeMasonry(source, Self.randomLayout(&rng), selfSizing: selfSizing, viewport: viewport)
        for step in 0..<30 {
            let context = "seed \(seed), step \(step)"
            if rng.below(3) == 0 {
                try list.setContentOffset(Point(x: 0, y: Double.random(in: list.contentOffsetLimits, using: &rng).rounded()))
                if rng.below(2) == 0 { list.layout() }
                continue
            }
            var batch = RandomBatch(source.sections, intensity: [0.03, 0.1, 0.3][rng.below(3)], nextID: &nextID, rng: &rng,
                                    sectionChanges: rng.below(4) == 0)
            // Whether the items of a reloaded section can anchor is another rule's to decide.
            batch.update.reloadedSections = []
            let gone = Set(batch.update.deletedRows.map(source.item(at:)))
                .union(batch.update.movedRows.map { source.item(at: $0.from) })
                .union(batch.update.deletedSections.flatMap { source.sections[$0].items })
                .union(batch.update.movedSections.flatMap { source.sections[$0.from].items })
            // Items inserted since the last pass cannot anchor: lay out first, so none is.
            list.layout()
            let anchor = Self.anchor(list, source, excluding: gone)
            for item in Set(batch.after.flatMap(\.items)).subtracting(batch.before.flatMap(\.items)).sorted() { source.heights[item] = Self.height(&rng) }
            for path in batch.update.reloadedRows where rng.below(2) == 0 { source.heights[source.item(at: path)] = Self.height(&rng) }
            for section in batch.after where source.headers[section.id] == nil { source.headers[section.id] = 16 }
            source.sections = batch.after
            _ = try list.performBatchUpdates(batch.update, animated: rng.below(3) == 0)
            guard Self.expectKept(anchor, list, source, "\(context) \(batch.update)") else { continue }
            list.layout()
            Self.expectKept(anchor, list, source, "\(context): the next pass")
            list._checkInvariants()
        }
    }

    /// Items above the anchor — before it in order, off screen — change height by `setHeight`
    /// and by reloads that read a new height: the anchor stays where it was on screen, and
    /// after the next pass too.
    @Test(arguments: testSeeds(16))
    func heightChangesAboveTheAnchorKeepIt(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(5_500 + seed))
        let (source, _) = Self.source([Int.random(in: 50...200, using: &rng), Int.random(in: 50...200, using: &rng)], &rng)
        let selfSizing = seed % 4 == 3
        let list = try Self.makeMasonry(source, Self.randomLayout(&rng), selfSizing: selfSizing,
                                        viewport: Size(width: Double(Int.random(in: 280...900, using: &rng)), height: 600))
        let paths = source.paths
        try list.scrollToRow(at: paths[paths.count / 2 + rng.below(paths.count / 3)], position: .middle)
        list.layout()
        for step in 0..<20 {
            let context = "seed \(seed), step \(step)"
            let anchor = try #require(Self.anchor(list, source))
            let a = list.globalRow(for: try #require(source.path(of: anchor.item)))!
            guard a > 0 else { break }
            let path = paths[rng.below(a)]
            let height = Self.height(&rng)
            source.heights[source.item(at: path)] = height
            if rng.below(2) == 0 {
                try list.setHeight(height, forRowAt: path)
            } else {
                try list.reloadRows(at: [path])
            }
            Self.expectKept(anchor, list, source, "\(context): \(path) to \(height)")
            list.layout()
            Self.expectKept(anchor, list, source, "\(context): the next pass")
            if rng.below(3) == 0 {
                try list.setContentOffset(Point(x: 0, y: list.contentOffset.y + Double.random(in: -200...200, using: &rng)))
                list.layout()
            }
        }
    }

    /// Self-sizing items whose estimates are not their heights, read mid-list at a slow drag:
    /// random batches (arrivals measured above the viewport move their columns), reloads and
    /// `setHeight` above the anchor, and new widths with the same column count (every item
    /// measured again) — after each change and after the frame that measures what it brought,
    /// the anchor is where it was on screen, to 1e-9, whatever column the measuring moved.
    @Test(arguments: testSeeds(24))
    func selfSizingItemsKeepTheAnchorThroughChangesAndTheirFrame(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(14_000 + seed))
        var (source, nextID) = Self.source((0..<Int.random(in: 1...2, using: &rng)).map { _ in Int.random(in: 150...400, using: &rng) }, &rng)
        let columns = Int.random(in: 2...5, using: &rng)
        let layout = Self.randomLayout(&rng, columns: .fixed(columns))
        let list = try Self.makeMasonry(source, layout, selfSizing: true,
                                        viewport: Size(width: Double(Int.random(in: 400...900, using: &rng)), height: Double(Int.random(in: 400...800, using: &rng))))
        try list.scrollToItem(at: source.paths[source.paths.count / 2], position: .middle)
        list.layout()
        var checked = 0
        for step in 0..<40 {
            let context = "seed \(seed), step \(step)"
            // A slow drag between changes; the pass measures what comes into view.
            try list.setContentOffset(Point(x: 0, y: list.contentOffset.y + Double.random(in: -40...40, using: &rng)))
            list.layout()
            var gone = Set<Int>()
            let change: () throws -> Void
            let paths = source.paths
            let first = list.ranges.visible.lowerBound
            switch rng.below(5) {
            case 0 where first > 0:
                // An item above the first visible one, within a few screens, gets a new height.
                let path = paths[Int.random(in: Swift.max(0, first - 4 * columns * 3)..<first, using: &rng)]
                let height = Self.height(&rng)
                source.heights[source.item(at: path)] = height
                change = rng.below(2) == 0 ? { try list.setHeight(height, forRowAt: path) } : { try list.reloadRows(at: [path]) }
            case 1:
                // A new width with the same column count: every item is measured again.
                let width = list.viewportSize.width + Double(Int.random(in: -60...60, using: &rng))
                change = { try list.setViewportSize(Size(width: width, height: list.viewportSize.height)) }
            default:
                let batch = RandomBatch(source.sections, intensity: [0.01, 0.03, 0.08][rng.below(3)], nextID: &nextID, rng: &rng,
                                        sectionChanges: false)
                gone = Set(batch.update.deletedRows.map(source.item(at:))).union(batch.update.movedRows.map { source.item(at: $0.from) })
                for item in Set(batch.after.flatMap(\.items)).subtracting(batch.before.flatMap(\.items)) { source.heights[item] = Self.height(&rng) }
                for path in batch.update.reloadedRows where rng.below(2) == 0 { source.heights[source.item(at: path)] = Self.height(&rng) }
                let after = batch.after
                let update = batch.update
                change = {
                    source.sections = after
                    _ = try list.performBatchUpdates(update, animated: false)
                }
            }
            let anchor = Self.anchor(list, source, excluding: gone)
            try change()
            guard Self.expectKept(anchor, list, source, "\(context): the change") else { continue }
            list.layout()
            if Self.expectKept(anchor, list, source, "\(context): the frame after it") { checked += 1 }
            list._checkInvariants()
        }
        #expect(checked >= 20, "seed \(seed): \(checked) changes checked")
    }

    /// New widths: fixed columns keep their count (every item its column), adaptive ones change
    /// it (the items placed again); either way the anchor stays where it was on screen.
    @Test(arguments: testSeeds(16), [false, true])
    func widthChangesKeepTheAnchor(seed: Int, adaptive: Bool) throws {
        var rng = SeededGenerator(seed: UInt64(6_600 + seed))
        let (source, _) = Self.source([Int.random(in: 100...300, using: &rng), Int.random(in: 0...100, using: &rng)], &rng)
        let columns: GridLayout.Columns = adaptive ? .adaptive(minimumWidth: 120) : .fixed(Int.random(in: 2...4, using: &rng))
        let layout = Self.randomLayout(&rng, columns: columns)
        let list = try Self.makeMasonry(source, layout, selfSizing: seed % 4 == 3, viewport: Size(width: 400, height: 700))
        var changedCount = false
        for step in 0..<12 {
            let context = "seed \(seed), step \(step)"
            try list.setContentOffset(Point(x: 0, y: Double.random(in: list.contentOffsetLimits, using: &rng).rounded()))
            list.layout()
            let anchor = Self.anchor(list, source)
            let before = list.viewportSize.width
            let width = Double(Int.random(in: 300...1_000, using: &rng))
            let columnsBefore = Dictionary(uniqueKeysWithValues: source.paths.compactMap { path -> (Int, Int)? in
                guard list.layoutHasLaidOut(item: list.globalRow(for: path)!) else { return nil }
                return (source.item(at: path), Self.column(of: list.rectForItem(at: path)!, in: list))
            })
            try list.setViewportSize(Size(width: width, height: 700))
            let sameCount = layout.columnCount(forWidth: before) == layout.columnCount(forWidth: width)
            changedCount = changedCount || !sameCount
            Self.expectKept(anchor, list, source, "\(context): \(before) → \(width)")
            if sameCount {
                for path in source.paths {
                    guard let c = columnsBefore[source.item(at: path)] else { continue }
                    #expect(Self.column(of: list.rectForItem(at: path)!, in: list) == c, "\(context): item \(source.item(at: path)) left its column")
                }
            }
            list.layout()
            list._checkInvariants()
        }
        #expect(changedCount == adaptive, "seed \(seed): adaptive columns change their count")
    }

    /// Height changes make the columns uneven; `rebalanceLayout()` places the items again,
    /// keeping the anchor where it was on screen, and then the masonry is the one a new list
    /// of the same items places.
    @Test(arguments: testSeeds(12))
    func rebalancingKeepsTheAnchorAndPlacesAsANewList(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(7_700 + seed))
        let (source, _) = Self.source([Int.random(in: 100...250, using: &rng)], &rng)
        let layout = Self.randomLayout(&rng, columns: .fixed(Int.random(in: 2...4, using: &rng)))
        let viewport = Size(width: 500, height: 600)
        let list = try Self.makeMasonry(source, layout, selfSizing: false, viewport: viewport)
        // Everything placed, then the first column's items made tall: the columns are uneven.
        try list.scrollToItem(at: source.paths.last!, position: .bottom)
        list.layout()
        for path in source.paths where list.rectForItem(at: path)!.minX == layout.sectionInset.left {
            source.heights[source.item(at: path)] = 200 + Double(rng.below(100))
            try list.setHeight(source.heights[source.item(at: path)]!, forRowAt: path)
        }
        try list.setContentOffset(Point(x: 0, y: (list.contentOffsetLimits.upperBound * Double.random(in: 0.2...0.8, using: &rng)).rounded()))
        list.layout()
        let anchor = Self.anchor(list, source)
        let columnsBefore = Self.frames(list, source).map { Self.column(of: $0, in: list) }
        try list.rebalanceLayout()
        Self.expectKept(anchor, list, source, "seed \(seed): rebalance")
        list.layout()
        Self.expectKept(anchor, list, source, "seed \(seed): the pass after the rebalance")
        // Placed through to the end, it is the masonry a new list places.
        let fresh = try Self.makeMasonry(source, layout, selfSizing: false, viewport: viewport)
        for list in [list, fresh] {
            try list.scrollToItem(at: source.paths.last!, position: .bottom)
            list.layout()
            #expect(source.paths.indices.allSatisfy(list.layoutHasLaidOut(item:)), "seed \(seed): all placed")
        }
        #expect(Self.frames(list, source) == Self.frames(fresh, source), "seed \(seed): rebalanced as placed anew")
        #expect(list.contentSize.height == fresh.contentSize.height)
        #expect(Self.frames(list, source).map { Self.column(of: $0, in: list) } != columnsBefore, "seed \(seed): the columns changed")
        list._checkInvariants()
    }

    /// Switching grid → masonry → flow → masonry keeps the anchor where it was on screen.
    @Test(arguments: testSeeds(12))
    func layoutSwitchesKeepTheAnchor(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(8_800 + seed))
        let (source, _) = Self.source([Int.random(in: 50...300, using: &rng), Int.random(in: 50...300, using: &rng)], &rng)
        let masonry = Self.randomLayout(&rng)
        let list = try makeList(over: source, cells: [("item", ItemCell.self)], layout: .grid(GridLayout(columns: .fixed(3))),
                                rowHeight: .perRow, viewport: Size(width: Double(Int.random(in: 300...900, using: &rng)), height: 700),
                                laysOut: true)
        for (step, layout) in [ListLayout.masonry(masonry), .flow(FlowLayout()), .masonry(masonry), .grid(GridLayout())].enumerated() {
            try list.setContentOffset(Point(x: 0, y: Double.random(in: list.contentOffsetLimits, using: &rng).rounded()))
            list.layout()
            let anchor = Self.anchor(list, source)
            try list.setListLayout(layout)
            #expect(list.listLayout == layout)
            Self.expectKept(anchor, list, source, "seed \(seed), step \(step): to \(layout)")
            list.layout()
            list._checkInvariants()
        }
    }
}

// MARK: 3. Columns kept

extension MasonryListTests {
    /// Every placed item's column by identity, as seen: an item seen once keeps its column
    /// through whatever follows, until the column count changes or the list is rebalanced.
    struct ColumnBook {
        var columns: [Int: Int] = [:]

        /// Records the column of every visible item and checks every item recorded before that is still placed.
        mutating func check(_ list: ListView, _ source: Source, _ context: @autoclosure () -> String) {
            var seen = Set<Int>()
            for path in list.indexPathsForVisibleItems where list.layoutHasLaidOut(item: list.globalRow(for: path)!) {
                let item = source.item(at: path)
                let c = MasonryListTests.column(of: list.rectForItem(at: path)!, in: list)
                seen.insert(item)
                if let was = columns[item] {
                    #expect(c == was, "\(context()): item \(item) seen in column \(c), was in \(was)")
                }
                columns[item] = c
            }
            // Out of view too: an item recorded and still placed is where it was.
            for path in source.paths {
                let item = source.item(at: path)
                guard !seen.contains(item), let was = columns[item], list.layoutHasLaidOut(item: list.globalRow(for: path)!) else { continue }
                let c = MasonryListTests.column(of: list.rectForItem(at: path)!, in: list)
                #expect(c == was, "\(context()): item \(item) (out of view) in column \(c), was in \(was)")
            }
        }
    }

    /// Random sequences of batches, height changes (`setHeight`, reloads), scrolls, jumps and
    /// widths that keep the column count, on masonries with the delegate's heights or
    /// self-sizing items: no item is ever seen in another column. A new column count or a
    /// rebalance starts the book again.
    @Test(arguments: testSeeds(40))
    func placedItemsKeepTheirColumns(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(3_300 + seed))
        var (source, nextID) = Self.source((0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 10...150, using: &rng) }, &rng)
        let selfSizing = seed % 3 == 1
        let adaptive = seed % 2 == 0
        let layout = Self.randomLayout(&rng, columns: adaptive ? .adaptive(minimumWidth: 110) : .fixed(Int.random(in: 2...5, using: &rng)))
        let list = try Self.makeMasonry(source, layout, selfSizing: selfSizing,
                                        viewport: Size(width: Double(Int.random(in: 300...900, using: &rng)), height: 600))
        var book = ColumnBook()
        book.check(list, source, "seed \(seed) start")
        var rebalanced = 0
        for step in 0..<40 {
            let paths = source.paths
            var op = "scroll"
            switch rng.below(10) {
            case 0..<3:
                let batch = RandomBatch(source.sections, intensity: [0.03, 0.1, 0.3][rng.below(3)], nextID: &nextID, rng: &rng,
                                        sectionChanges: rng.below(4) == 0)
                // A reloaded section starts unplaced: its items, and those moved into it, are new to the book.
                let reloaded = Set(batch.update.reloadedSections.map { source.sections[$0].id })
                for section in batch.before + batch.after where reloaded.contains(section.id) {
                    for item in section.items { book.columns[item] = nil }
                }
                for item in Set(batch.after.flatMap(\.items)).subtracting(batch.before.flatMap(\.items)).sorted() { source.heights[item] = Self.height(&rng) }
                for path in batch.update.reloadedRows where rng.below(2) == 0 { source.heights[source.item(at: path)] = Self.height(&rng) }
                for section in batch.after where source.headers[section.id] == nil { source.headers[section.id] = 12 }
                source.sections = batch.after
                _ = try list.performBatchUpdates(batch.update, animated: rng.below(3) == 0)
                op = "batch \(batch.update)"
            case 3 where !paths.isEmpty:
                let path = paths[rng.below(paths.count)]
                source.heights[source.item(at: path)] = Self.height(&rng)
                if rng.below(2) == 0 {
                    try list.setHeight(source.heights[source.item(at: path)]!, forRowAt: path)
                    op = "setHeight \(path)"
                } else {
                    try list.reloadRows(at: [path])
                    op = "reload \(path)"
                }
            case 4 where !paths.isEmpty:
                let path = paths[rng.below(paths.count)]
                try list.scrollToRow(at: path, position: .top)
                op = "jump to \(path)"
            case 5:
                // A width with the same column count.
                let width = list.viewportSize.width
                let candidates = (250...1_000).filter { layout.columnCount(forWidth: Double($0)) == layout.columnCount(forWidth: width) }
                try list.setViewportSize(Size(width: Double(candidates[rng.below(candidates.count)]), height: 600))
                op = "width \(width) → \(list.viewportSize.width)"
            case 6 where rng.below(4) == 0:
                if adaptive {
                    let width = list.viewportSize.width
                    let other = (250...1_000).filter { layout.columnCount(forWidth: Double($0)) != layout.columnCount(forWidth: width) }
                    try list.setViewportSize(Size(width: Double(other[rng.below(other.count)]), height: 600))
                } else {
                    try list.rebalanceLayout()
                    rebalanced += 1
                }
                book = ColumnBook()
                op = "new columns"
            default:
                try list.setContentOffset(Point(x: 0, y: Double.random(in: list.contentOffsetLimits, using: &rng).rounded()))
            }
            let context = "seed \(seed), step \(step), \(op)"
            book.check(list, source, "\(context) before the pass")
            list.layout()
            book.check(list, source, "\(context) after the pass")
            list._checkInvariants()
        }
        _ = rebalanced
    }
}

// MARK: 4. Self-sizing, ranges, focus, accessibility, moves

extension MasonryListTests {
    /// Self-sizing items take their cells' heights when shown; scrolling down through the
    /// masonry from the top, every visible item is at its measured height and the columns
    /// stack their items the line spacing apart; the ready and prefetch windows are never
    /// empty; and a scroll back up through measured items moves the screen by the scroll alone.
    @Test(arguments: testSeeds(6))
    func selfSizingItemsTakeTheirCellsHeights(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(2_200 + seed))
        let (source, _) = Self.source([Int.random(in: 200...400, using: &rng), Int.random(in: 50...200, using: &rng)], &rng)
        for (item, height) in source.heights where height == 0 { source.heights[item] = 30 }
        let layout = Self.randomLayout(&rng, columns: .fixed(Int.random(in: 2...4, using: &rng)))
        let list = try Self.makeMasonry(source, layout, selfSizing: true, viewport: Size(width: 420, height: 700))
        var y = 0.0
        while true {
            for cell in list.visibleCells {
                let path = cell.indexPath!
                #expect(cell.frame.height == source.heights[source.item(at: path)], "seed \(seed): \(path) measured")
                #expect(list.layoutHasFinalFrame(item: list.globalRow(for: path)!), "seed \(seed): \(path) final")
            }
            #expect(!list.ranges.ready.isEmpty && !list.ranges.prefetch.isEmpty, "seed \(seed) at \(y): ranges \(list.ranges)")
            #expect(list.ranges.visible.lowerBound >= list.ranges.ready.lowerBound && list.ranges.visible.upperBound <= list.ranges.ready.upperBound)
            y += Double(Int.random(in: 50...500, using: &rng))
            guard y < list.contentOffsetLimits.upperBound else { break }
            try list.setContentOffset(Point(x: 0, y: y))
            list.layout()
        }
        // Each column of each section: its items the line spacing apart.
        let frames = Self.frames(list, source)
        var bottoms = [Int: Double]()  // section × 100 + column → the last item's bottom
        for (g, path) in source.paths.enumerated() where list.layoutHasLaidOut(item: g) && list.layoutHasFinalFrame(item: g) {
            let key = path.section * 100 + Self.column(of: frames[g], in: list)
            if let bottom = bottoms[key] {
                #expect(frames[g].minY == bottom + layout.lineSpacing, "seed \(seed): item \(g) stacked in its column")
            }
            bottoms[key] = frames[g].maxY
        }
        // Back up: measured items above do not move what is on screen.
        for _ in 0..<20 {
            let before = try #require(Self.anchor(list, source))
            try list.setContentOffset(Point(x: 0, y: list.contentOffset.y - 60))
            list.layout()
            guard list.contentOffset.y > 0 else { break }
            let after = try #require(Self.screenY(of: before.item, list, source))
            #expect(after == before.screenY + 60, "seed \(seed): a scroll up moves by the scroll")
        }
    }

    /// After a jump far into a self-sizing masonry, scrolling up measures the items above,
    /// which moves the items below them in their columns: each pass keeps the item the rule
    /// anchors on (chosen after the scroll, before the pass) exactly where the scroll put it.
    @Test func scrollingUpIntoUnmeasuredItemsKeepsTheAnchor() throws {
        var rng = SeededGenerator(seed: 91)
        let (source, _) = Self.source([3_000], &rng)
        for (item, height) in source.heights where height == 0 { source.heights[item] = 30 }
        let list = try Self.makeMasonry(source, MasonryLayout(columns: .fixed(3), estimatedItemHeight: 120), selfSizing: true,
                                        viewport: Size(width: 390, height: 844))
        try list.scrollToRow(at: ListIndexPath(row: 2_000, section: 0), position: .top)
        list.layout()
        for step in 0..<150 {
            try list.setContentOffset(Point(x: 0, y: list.contentOffset.y - 40))
            guard list.contentOffset.y > 0 else { break }
            let anchor = try #require(Self.anchor(list, source))
            list.layout()
            let after = try #require(Self.screenY(of: anchor.item, list, source))
            #expect(after == anchor.screenY, "step \(step): item \(anchor.item) was at \(anchor.screenY), is at \(after)")
            #expect(!list.ranges.ready.isEmpty && !list.ranges.prefetch.isEmpty)
        }
        #expect((0..<2_000).filter(list.layoutHasMeasured(item:)).count > 100, "the scroll up measured items")
    }

    /// The keyboard focus moves down through a masonry to items below, and back up; every
    /// item it lands on is shown whole, and down then up comes back above where it started.
    @Test func keyboardFocusMovesDownAndUp() throws {
        var rng = SeededGenerator(seed: 17)
        let (source, _) = Self.source([60, 40], &rng)
        for (item, height) in source.heights where height == 0 { source.heights[item] = 30 }
        let list = try Self.makeMasonry(source, MasonryLayout(columns: .fixed(3)), selfSizing: false, viewport: Size(width: 390, height: 500))
        var visited = [ListIndexPath]()
        var target = try list.moveFocus(.down)
        while let current = target, visited.count < 300 {
            guard case let .row(path) = current else { target = try list.moveFocus(.down); continue }
            #expect(list.focusedIndexPath == path)
            let frame = try #require(list.rectForItem(at: path))
            if let previous = visited.last, previous.section == path.section {
                let was = list.rectForItem(at: previous)!
                #expect(frame.minY > was.minY, "down from \(previous) at \(was) to \(path) at \(frame) goes down")
            }
            #expect(frame.minY >= list.contentOffset.y - 1e-9 && frame.maxY <= list.contentOffset.y + list.viewportSize.height + 1e-9,
                    "\(path) at \(frame) shown whole at \(list.contentOffset.y)")
            visited.append(path)
            target = try list.moveFocus(.down)
        }
        #expect(visited.count > 5 && visited.count < 300, "down moves somewhere and ends: \(visited.count)")
        #expect(visited.last?.section == 1, "down reaches the last section")
        var up = [ListIndexPath]()
        while let current = try list.moveFocus(.up), up.count < 300 {
            if case let .row(path) = current {
                let frame = try #require(list.rectForItem(at: path))
                if let previous = up.last, previous.section == path.section {
                    #expect(frame.minY < list.rectForItem(at: previous)!.minY, "up from \(previous) to \(path) goes up")
                }
                up.append(path)
            }
        }
        #expect(up.count > 5 && up.count < 300 && up.last?.section == 0, "up comes back to the first section")
        list._checkInvariants()
    }

    /// The accessibility container counts every item and section; the elements are the items
    /// with cells and their sections' headers, each item's frame its frame, through scrolls.
    @Test(arguments: testSeeds(4))
    func accessibilityElementsAreTheItemsWithCells(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(1_100 + seed))
        let (source, _) = Self.source([Int.random(in: 20...200, using: &rng), Int.random(in: 0...80, using: &rng), 30], &rng)
        let list = try Self.makeMasonry(source, Self.randomLayout(&rng), selfSizing: false, viewport: Size(width: 400, height: 600))
        for step in 0..<10 {
            let items = source.paths.count
            #expect(list.accessibilityContainer == AccessibilityContainer(rows: items, sections: source.sections.count), "seed \(seed)")
            let elements = list.accessibilityElements()
            let rows = elements.compactMap { element -> ListIndexPath? in
                if case let .row(path) = element.id { return path }
                return nil
            }
            let ready = list.rowsWithCells
            #expect(rows.count == ready.count, "seed \(seed), step \(step): one element an item with a cell")
            #expect(rows.map { list.globalRow(for: $0)! } == Array(ready), "seed \(seed), step \(step): in order")
            for element in elements {
                switch element.id {
                case let .row(path):
                    #expect(element.frame == list.rectForItem(at: path))
                    #expect(element.label == "Item \(source.item(at: path))")
                case let .header(s):
                    #expect(element.frame == list.headerFrame(inSection: s))
                case .footer:
                    Issue.record("seed \(seed): a masonry has no footers")
                }
            }
            try list.setContentOffset(Point(x: 0, y: Double.random(in: list.contentOffsetLimits, using: &rng).rounded()))
            list.layout()
        }
    }

    /// An interactive move in a masonry: the item picked up, dragged over others (the list
    /// scrolled under it), and dropped; it ends with the data source's order and the list
    /// consistent, the moved item placed.
    @Test(arguments: testSeeds(8))
    func anInteractiveMoveEndsWithTheDataSourcesOrder(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(600 + seed))
        let (source, _) = Self.source([Int.random(in: 20...120, using: &rng), Int.random(in: 0...60, using: &rng)], &rng)
        let list = try Self.makeMasonry(source, Self.randomLayout(&rng), selfSizing: seed % 2 == 1, viewport: Size(width: 400, height: 600))
        list.setEditing(true)
        let visible = list.indexPathsForVisibleItems
        guard !visible.isEmpty else { return }
        let from = visible[rng.below(visible.count)]
        let item = source.item(at: from)
        #expect(try list.beginInteractiveMovementForItem(at: from))
        for _ in 0..<8 {
            if rng.below(3) == 0 {
                try list.setContentOffset(Point(x: 0, y: Double.random(in: list.contentOffsetLimits, using: &rng).rounded()))
            }
            let point = Point(x: Double.random(in: 0..<list.viewportSize.width, using: &rng),
                              y: Double.random(in: 0..<list.viewportSize.height, using: &rng))
            _ = try list.updateInteractiveMovementTargetPosition(point)
            list.layout()
            list._checkInvariants()
        }
        try list.endInteractiveMovement()
        list.layout()
        #expect(list.interactiveMovement == nil)
        #expect((0..<list.numberOfSections).map { list.numberOfRows(inSection: $0) } == source.sections.map(\.items.count))
        for cell in list.visibleCells {
            #expect((cell as? ItemCell)?.item == source.item(at: cell.indexPath!), "seed \(seed): \(cell.indexPath!) shows its item")
        }
        let to = try #require(source.path(of: item))
        #expect(list.rectForItem(at: to) != nil)
        // Every item in the order the data source has now, frames consistent.
        var rng2 = SeededGenerator(seed: UInt64(seed))
        Self.checkVisible(list, source, &rng2, "seed \(seed): after the move \(from) → \(to)")
    }
}

// MARK: 5. Bad input

extension MasonryListTests {
    @Test(arguments: [
        MasonryLayout(columns: .fixed(0)),
        MasonryLayout(columns: .fixed(65)),
        MasonryLayout(columns: .fixed(-3)),
        MasonryLayout(columns: .adaptive(minimumWidth: 0)),
        MasonryLayout(columns: .adaptive(minimumWidth: .nan)),
        MasonryLayout(itemSpacing: -1),
        MasonryLayout(lineSpacing: -0.5),
        MasonryLayout(sectionInset: EdgeInsets(top: 0, left: -8, bottom: 0, right: 0)),
        MasonryLayout(itemSpacing: .nan),
        MasonryLayout(estimatedItemHeight: .nan),
        MasonryLayout(estimatedItemHeight: -10),
        MasonryLayout(estimatedItemHeight: .infinity),
    ])
    func aBadMasonryIsRefusedAndChangesNothing(layout: MasonryLayout) throws {
        var rng = SeededGenerator(seed: 5)
        let (source, _) = Self.source([80, 30], &rng)
        let good = MasonryLayout(columns: .fixed(3))
        let list = try Self.makeMasonry(source, good, selfSizing: false, viewport: Size(width: 400, height: 600))
        try list.setContentOffset(Point(x: 0, y: 700))
        list.layout()
        let frames = Self.frames(list, source)
        let offset = list.contentOffset
        let visible = list.indexPathsForVisibleItems
        let content = list.contentSize
        #expect(throws: ListError.self) { try ListLayout.masonry(layout).validate() }
        do {
            try list.setListLayout(.masonry(layout))
            Issue.record("\(layout) was accepted")
        } catch {
            guard case .invalidLayout = error else {
                Issue.record("\(layout): \(error), not invalidLayout")
                return
            }
        }
        #expect(list.listLayout == .masonry(good))
        #expect(list.contentOffset == offset && list.contentSize == content && list.indexPathsForVisibleItems == visible)
        #expect(Self.frames(list, source) == frames)
        list.layout()
        #expect(list.indexPathsForVisibleItems == visible)
        list._checkInvariants()
    }
}

extension MasonryLayout: CustomTestStringConvertible {
    public var testDescription: String { "\(columns) \(itemSpacing)/\(lineSpacing) \(sectionInset) ~\(estimatedItemHeight)" }
}

// MARK: More: batches before the pass, moves shown as they end, reading order

extension MasonryListTests {
    /// Random batches with no pass between some of them (items inserted since the last pass
    /// cannot anchor), pinned headers now and then, widths that keep the column count between
    /// them: the anchor the rule picks stays where it was on screen.
    @Test(arguments: testSeeds(40))
    func batchesBeforeThePassKeepTheAnchor(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(12_000 + seed))
        var (source, nextID) = Self.source((0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...100, using: &rng) }, &rng)
        var layout = Self.randomLayout(&rng, columns: .fixed(Int.random(in: 1...4, using: &rng)))
        layout.pinsSectionHeaders = rng.below(2) == 0
        let selfSizing = seed % 4 == 3
        let list = try Self.makeMasonry(source, layout, selfSizing: selfSizing,
                                        viewport: Size(width: Double(Int.random(in: 280...900, using: &rng)), height: Double(Int.random(in: 200...900, using: &rng))))
        var arrivals = Set<Int>()
        // The item the last change kept: it holds the place until a pass or a scroll.
        var held: Int?
        for step in 0..<30 {
            let context = "seed \(seed), step \(step)"
            switch rng.below(8) {
            case 0, 1:
                try list.setContentOffset(Point(x: 0, y: Double.random(in: list.contentOffsetLimits, using: &rng).rounded()))
                held = nil
                if rng.below(2) == 0 { list.layout(); arrivals = [] }
            case 2:
                let anchor = Self.anchor(list, source, excluding: arrivals, holding: held)
                try list.setViewportSize(Size(width: Double(Int.random(in: 280...900, using: &rng)), height: list.viewportSize.height))
                Self.expectKept(anchor, list, source, "\(context): width")
                held = anchor?.item
            default:
                var batch = RandomBatch(source.sections, intensity: [0.03, 0.1, 0.3][rng.below(3)], nextID: &nextID, rng: &rng,
                                        sectionChanges: rng.below(4) == 0)
                batch.update.reloadedSections = []
                let gone = Set(batch.update.deletedRows.map(source.item(at:)))
                    .union(batch.update.movedRows.map { source.item(at: $0.from) })
                    .union(batch.update.deletedSections.flatMap { source.sections[$0].items })
                    .union(batch.update.movedSections.flatMap { source.sections[$0.from].items })
                let anchor = Self.anchor(list, source, excluding: gone.union(arrivals), holding: held)
                let new = Set(batch.after.flatMap(\.items)).subtracting(batch.before.flatMap(\.items))
                for item in new.sorted() { source.heights[item] = Self.height(&rng) }
                for path in batch.update.reloadedRows where rng.below(2) == 0 { source.heights[source.item(at: path)] = Self.height(&rng) }
                for section in batch.after where source.headers[section.id] == nil { source.headers[section.id] = 16 }
                source.sections = batch.after
                _ = try list.performBatchUpdates(batch.update, animated: rng.below(3) == 0)
                arrivals.formUnion(new)
                Self.expectKept(anchor, list, source, "\(context) \(batch.update)")
                held = anchor?.item
            }
            list._checkInvariants()
        }
    }

    /// What an interactive move shows as it ends is what the list shows after it: every other
    /// visible item at its frame after the move, the gap where the moved item lands, the offset
    /// kept — with items across the columns too.
    @Test(arguments: testSeeds(16), [false, true])
    func anInteractiveMoveShowsWhereItemsEndUp(seed: Int, scrolled: Bool) throws {
        var rng = SeededGenerator(seed: UInt64(13_000 + seed))
        let (source, _) = Self.source([Int.random(in: 10...60, using: &rng), Int.random(in: 0...20, using: &rng), Int.random(in: 10...60, using: &rng)], &rng)
        // Half the seeds with items across the columns: the preview places them as the list will.
        if seed % 2 == 1 { source.spanning = Set(source.paths.map(source.item(at:)).filter { _ in rng.below(6) == 0 }) }
        let list = try Self.makeMasonry(source, Self.randomLayout(&rng, columns: .fixed(Int.random(in: 2...4, using: &rng))), selfSizing: false,
                                        viewport: Size(width: 420, height: scrolled ? 500 : 2_000))
        if scrolled {
            try list.setContentOffset(Point(x: 0, y: Double.random(in: list.contentOffsetLimits, using: &rng).rounded()))
            list.layout()
        }
        list.setEditing(true)
        let visible = list.indexPathsForVisibleItems
        guard visible.count > 2 else { return }
        let from = visible[rng.below(visible.count)]
        var to = visible[rng.below(visible.count)]
        while to == from { to = visible[rng.below(visible.count)] }
        let item = source.item(at: from)
        #expect(try list.beginInteractiveMovementForItem(at: from))
        let target = list.rectForItem(at: to)!
        guard target.height > 0 else { return }
        let point = Point(x: target.minX + target.width / 2, y: target.minY + target.height / 2 - list.contentOffset.y)
        _ = try list.updateInteractiveMovementTargetPosition(point)
        list.layout()
        let state = try #require(list.interactiveMovement)
        var shown = [Int: Rect]()
        for cell in list.visibleCells {
            guard let shownItem = (cell as? ItemCell)?.item, shownItem != item else { continue }
            shown[shownItem] = cell.frame
        }
        let offset = list.contentOffset
        try list.endInteractiveMovement()
        let context = "seed \(seed): \(from) → \(state.destination)"
        #expect(source.path(of: item) == state.destination, "\(context): the data source moved it there")
        #expect(list.contentOffset == offset, "\(context): the offset")
        for (shownItem, frame) in shown {
            #expect(list.rectForItem(at: source.path(of: shownItem)!) == frame, "\(context): item \(shownItem) was shown at \(frame)")
        }
        #expect(list.rectForItem(at: state.destination) == state.gapFrame, "\(context): the gap was where it landed")
        list._checkInvariants()
    }

    /// A screen reader's next and previous visit every header and item of a masonry in
    /// reading order — section by section, header first, items in order — each shown whole.
    @Test(arguments: testSeeds(4))
    func accessibilityNavigationVisitsEveryItemInOrder(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(14_000 + seed))
        let (source, _) = Self.source([Int.random(in: 10...60, using: &rng), Int.random(in: 0...30, using: &rng), Int.random(in: 10...60, using: &rng)], &rng)
        let list = try Self.makeMasonry(source, Self.randomLayout(&rng), selfSizing: seed % 2 == 1, viewport: Size(width: 400, height: 500))
        var expected = [AccessibilityElement.ID]()
        for (s, section) in source.sections.enumerated() {
            if (list.rectForHeader(inSection: s)?.height ?? 0) > 0 { expected.append(.header(section: s)) }
            for r in section.items.indices { expected.append(.row(ListIndexPath(row: r, section: s))) }
        }
        var forward = [AccessibilityElement.ID]()
        var element = try list.navigateAccessibility(.next, from: nil)
        while let current = element, forward.count <= expected.count {
            forward.append(current.id)
            if case let .row(path) = current.id {
                let frame = list.rectForItem(at: path)!
                #expect(frame.minY >= list.contentOffset.y - 1e-9 && frame.maxY <= list.contentOffset.y + list.viewportSize.height + 1e-9,
                        "seed \(seed): \(path) shown whole")
            }
            element = try list.navigateAccessibility(.next, from: current.id)
        }
        #expect(forward == expected, "seed \(seed)")
        var backward = [AccessibilityElement.ID]()
        element = try list.navigateAccessibility(.last, from: nil)
        while let current = element, backward.count <= expected.count {
            backward.append(current.id)
            element = try list.navigateAccessibility(.previous, from: current.id)
        }
        #expect(backward == expected.reversed(), "seed \(seed)")
        list._checkInvariants()
    }
}

// MARK: More: estimated items, jumps' positions, transitions

extension MasonryListTests {
    /// Hit testing anywhere in the content — over placed items and over the estimated ones past
    /// them — answers the item whose frame (`rectForItem`) holds the point, found by a search
    /// over every item.
    @Test(arguments: testSeeds(16))
    func hitsAnywhereAgreeWithEveryFrame(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(15_000 + seed))
        let (source, _) = Self.source((0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 0...150, using: &rng) }, &rng)
        let list = try Self.makeMasonry(source, Self.randomLayout(&rng), selfSizing: seed % 2 == 1,
                                        viewport: Size(width: Double(Int.random(in: 200...900, using: &rng)), height: 400))
        let paths = source.paths
        for round in 0..<3 {
            let frames = Self.frames(list, source)
            let height = list.contentSize.height
            for _ in 0..<300 {
                let point = Point(x: Double.random(in: -5...(list.viewportSize.width + 5), using: &rng), y: Double.random(in: -5...(height + 5), using: &rng))
                let hits = paths.indices.filter { frames[$0].minX <= point.x && point.x < frames[$0].maxX && frames[$0].minY <= point.y && point.y < frames[$0].maxY }
                #expect(hits.count <= 1, "seed \(seed), round \(round): frames overlap at \(point): \(hits)")
                #expect(list.indexPathForItem(at: point) == hits.first.map { paths[$0] }, "seed \(seed), round \(round): hit at \(point)")
            }
            // Place more: a jump somewhere, then a pass.
            guard !paths.isEmpty else { return }
            try list.scrollToRow(at: paths[rng.below(paths.count)], position: .top)
            list.layout()
        }
    }

    /// A jump to an item places the items before it and puts the item at the position asked
    /// (top, middle, bottom), as near as the limits let it.
    @Test(arguments: testSeeds(12))
    func jumpsPutTheItemWhereAsked(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(16_000 + seed))
        let (source, _) = Self.source([Int.random(in: 50...300, using: &rng), Int.random(in: 0...100, using: &rng)], &rng)
        let list = try Self.makeMasonry(source, Self.randomLayout(&rng), selfSizing: false,
                                        viewport: Size(width: Double(Int.random(in: 280...900, using: &rng)), height: 500))
        let paths = source.paths
        for step in 0..<12 {
            let path = paths[rng.below(paths.count)]
            let position = [ScrollPosition.top, .middle, .bottom][rng.below(3)]
            try list.scrollToItem(at: path, position: position)
            let frame = try #require(list.rectForItem(at: path))
            let limits = list.contentOffsetLimits
            let wanted = switch position {
            case .top: frame.minY
            case .middle: frame.midY - list.viewportSize.height / 2
            case .bottom: frame.maxY - list.viewportSize.height
            default: list.contentOffset.y
            }
            let y = Swift.min(Swift.max(wanted, limits.lowerBound), limits.upperBound)
            #expect(abs(list.contentOffset.y - y) <= 1e-9, "seed \(seed), step \(step): \(path) at \(position): \(frame), offset \(list.contentOffset.y), limits \(limits)")
            list.layout()
            if frame.height > 0 { #expect(list.indexPathsForVisibleItems.contains(path), "seed \(seed), step \(step): \(path) visible") }
        }
    }

    /// An animated rebalance and an animated width change that changes the column count
    /// describe every item visible before or after: its frame before as it was shown, its
    /// frame after as the list has it.
    @Test(arguments: testSeeds(8))
    func transitionsDescribeTheFramesBeforeAndAfter(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(17_000 + seed))
        let (source, _) = Self.source([Int.random(in: 100...300, using: &rng)], &rng)
        let layout = Self.randomLayout(&rng, columns: .adaptive(minimumWidth: 120))
        let list = try Self.makeMasonry(source, layout, selfSizing: false, viewport: Size(width: 500, height: 600))
        for step in 0..<6 {
            try list.setContentOffset(Point(x: 0, y: Double.random(in: list.contentOffsetLimits, using: &rng).rounded()))
            list.layout()
            if step % 2 == 0, let path = source.paths.randomElement(using: &rng) {
                source.heights[source.item(at: path)] = Self.height(&rng)
                try list.setHeight(source.heights[source.item(at: path)]!, forRowAt: path)
                list.layout()
            }
            var before = [ListIndexPath: Rect]()
            for cell in list.visibleCells { before[cell.indexPath!] = cell.frame }
            let transition = step % 2 == 0 ? try list.rebalanceLayout(animated: true)
                : try list.setViewportSize(Size(width: list.viewportSize.width == 500 ? 800 : 500, height: 600), animated: true)
            let context = "seed \(seed), step \(step)"
            #expect(transition.contentOffsetAfter == list.contentOffset, "\(context)")
            for row in transition.rows {
                if let path = row.indexPathBefore, let frame = row.frameBefore { #expect(before[path] == frame, "\(context): \(path) before") }
                if let path = row.indexPathAfter, let frame = row.frameAfter { #expect(list.rectForItem(at: path) == frame, "\(context): \(path) after") }
            }
            for path in before.keys { #expect(transition.rows.contains { $0.indexPathBefore == path && $0.wasVisible }, "\(context): \(path) was visible") }
            list.layout()
            list._checkInvariants()
        }
    }
}

// MARK: More: pinned headers, self-sizing layout switches

extension MasonryListTests {
    /// A masonry's pinned header stays at the viewport's top while its section is on screen and
    /// stops at the section's end, wherever the viewport is.
    @Test(arguments: testSeeds(6))
    func pinnedHeadersStayAtTheTopWithinTheirSections(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(18_000 + seed))
        let (source, _) = Self.source([Int.random(in: 10...80, using: &rng), Int.random(in: 10...80, using: &rng), Int.random(in: 10...80, using: &rng)], &rng)
        for s in source.sections { source.headers[s.id] = 28 }
        var layout = Self.randomLayout(&rng)
        layout.pinsSectionHeaders = true
        let list = try Self.makeMasonry(source, layout, selfSizing: seed % 2 == 1, viewport: Size(width: 400, height: 500))
        for step in 0..<20 {
            try list.setContentOffset(Point(x: 0, y: Double.random(in: list.contentOffsetLimits, using: &rng).rounded()))
            list.layout()
            let top = list.contentOffset.y
            for s in source.sections.indices {
                let section = try #require(list.rect(forSection: s))
                let natural = try #require(list.rectForHeader(inSection: s))
                guard section.maxY > top, section.minY < top + list.viewportSize.height, let shown = list.headerFrame(inSection: s) else { continue }
                let expected = Swift.min(Swift.max(natural.minY, top), section.maxY - natural.height)
                #expect(shown.minY == Swift.max(natural.minY, expected), "seed \(seed), step \(step): header \(s) at \(shown.minY), section \(section), offset \(top)")
            }
        }
    }

    /// Self-sizing items switched between a grid, a masonry and a flow keep the anchor.
    @Test(arguments: testSeeds(6))
    func selfSizingLayoutSwitchesKeepTheAnchor(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(19_000 + seed))
        let (source, _) = Self.source([Int.random(in: 50...200, using: &rng), Int.random(in: 50...200, using: &rng)], &rng)
        let masonry = Self.randomLayout(&rng)
        let list = try makeList(over: source, cells: [("item", ItemCell.self)], layout: .masonry(masonry),
                                rowHeight: .selfSizing(estimate: 80), viewport: Size(width: 420, height: 700), laysOut: true)
        for (step, layout) in [ListLayout.grid(GridLayout()), .masonry(masonry), .flow(FlowLayout()), .masonry(masonry)].enumerated() {
            try list.setContentOffset(Point(x: 0, y: Double.random(in: list.contentOffsetLimits, using: &rng).rounded()))
            list.layout()
            let anchor = Self.anchor(list, source)
            try list.setListLayout(layout)
            Self.expectKept(anchor, list, source, "seed \(seed), step \(step): to \(layout)")
            list.layout()
            list._checkInvariants()
            for cell in list.visibleCells where layout != .flow(FlowLayout()) {
                #expect(cell.frame.height == source.heights[source.item(at: cell.indexPath!)], "seed \(seed), step \(step): measured")
            }
        }
    }
}

extension MasonryListTests {
    /// A masonry anchored to its end (a chat) keeps the content's end at the viewport's bottom
    /// as items arrive at the end, change height and the width changes.
    @Test(arguments: testSeeds(6))
    func anAnchoredEndStaysAtTheBottom(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(20_000 + seed))
        var (source, nextID) = Self.source([Int.random(in: 20...120, using: &rng)], &rng)
        let list = try makeList(over: source, cells: [("item", ItemCell.self)], layout: .masonry(Self.randomLayout(&rng)),
                                rowHeight: seed % 2 == 1 ? .selfSizing(estimate: 90) : .perRow, viewport: Size(width: 420, height: 600),
                                anchorsToEnd: true, laysOut: true)
        try list.setContentOffset(Point(x: 0, y: list.contentOffsetLimits.upperBound))
        list.layout()
        for step in 0..<15 {
            let context = "seed \(seed), step \(step)"
            #expect(list.isAnchoredToEnd, "\(context)")
            switch rng.below(3) {
            case 0:
                let count = source.sections[0].items.count
                let new = (0..<Int.random(in: 1...4, using: &rng)).map { _ in nextID += 1; return nextID }
                for item in new { source.heights[item] = Self.height(&rng) }
                source.sections[0].items += new
                try list.insertRows(at: new.indices.map { ListIndexPath(row: count + $0, section: 0) })
            case 1:
                let path = ListIndexPath(row: rng.below(source.sections[0].items.count), section: 0)
                source.heights[source.item(at: path)] = Self.height(&rng)
                try list.setHeight(source.heights[source.item(at: path)]!, forRowAt: path)
            default:
                try list.setViewportSize(Size(width: Double(Int.random(in: 300...900, using: &rng)), height: 600))
            }
            list.layout()
            #expect(list.contentOffset.y == list.contentOffsetLimits.upperBound, "\(context): the end at the bottom")
            list._checkInvariants()
        }
    }
}

extension MasonryListTests {
    /// Self-sizing items through rebalances and new widths: after the next pass every visible
    /// item is at its cell's height, measured, and the anchor kept through the change.
    @Test(arguments: testSeeds(6))
    func selfSizingItemsThroughRebalancesAndWidths(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(21_000 + seed))
        let (source, _) = Self.source([Int.random(in: 100...300, using: &rng)], &rng)
        let layout = Self.randomLayout(&rng, columns: seed % 2 == 0 ? .fixed(3) : .adaptive(minimumWidth: 130))
        let list = try Self.makeMasonry(source, layout, selfSizing: true, viewport: Size(width: 500, height: 700))
        for step in 0..<10 {
            let context = "seed \(seed), step \(step)"
            try list.setContentOffset(Point(x: 0, y: Double.random(in: list.contentOffsetLimits, using: &rng).rounded()))
            list.layout()
            let anchor = Self.anchor(list, source)
            if rng.below(2) == 0 {
                try list.rebalanceLayout()
            } else {
                try list.setViewportSize(Size(width: Double(Int.random(in: 300...900, using: &rng)), height: 700))
            }
            Self.expectKept(anchor, list, source, context)
            list.layout()
            for cell in list.visibleCells {
                let g = list.globalRow(for: cell.indexPath!)!
                #expect(cell.frame.height == source.heights[source.item(at: cell.indexPath!)], "\(context): item \(g) at its cell's height")
                #expect(list.layoutHasMeasured(item: g), "\(context): item \(g) measured")
            }
            list._checkInvariants()
        }
    }
}

extension MasonryListTests {
    /// A drag through a scrolled masonry — several points, the auto-scroll running near the
    /// edges — ends showing what it showed: every other visible item at its frame after the
    /// move, the gap where the item lands, the offset kept.
    @Test(arguments: testSeeds(24))
    func aLongDragEndsAsItShowed(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(22_000 + seed))
        let (source, _) = Self.source([Int.random(in: 10...80, using: &rng), Int.random(in: 0...30, using: &rng), Int.random(in: 10...80, using: &rng)], &rng)
        let list = try Self.makeMasonry(source, Self.randomLayout(&rng), selfSizing: false, viewport: Size(width: 420, height: 500))
        try list.setContentOffset(Point(x: 0, y: Double.random(in: list.contentOffsetLimits, using: &rng).rounded()))
        list.layout()
        list.setEditing(true)
        let visible = list.indexPathsForVisibleItems
        guard !visible.isEmpty else { return }
        let from = visible[rng.below(visible.count)]
        let item = source.item(at: from)
        #expect(try list.beginInteractiveMovementForItem(at: from))
        for _ in 0..<Int.random(in: 1...6, using: &rng) {
            let point = Point(x: Double.random(in: 0..<420, using: &rng), y: Double.random(in: -40..<540, using: &rng))
            _ = try list.updateInteractiveMovementTargetPosition(point)
            for _ in 0..<rng.below(4) { list.layout() }
            list.layout()
            list._checkInvariants()
        }
        let state = try #require(list.interactiveMovement)
        var shown = [Int: Rect]()
        for cell in list.visibleCells {
            guard let other = (cell as? ItemCell)?.item, other != item else { continue }
            shown[other] = cell.frame
        }
        let offset = list.contentOffset
        try list.endInteractiveMovement()
        let context = "seed \(seed): \(from) → \(state.destination)"
        #expect(source.path(of: item) == state.destination, "\(context): the data source moved it there")
        #expect(list.contentOffset == offset, "\(context): the offset")
        for (other, frame) in shown {
            #expect(list.rectForItem(at: source.path(of: other)!) == frame, "\(context): item \(other) was shown at \(frame)")
        }
        #expect(list.rectForItem(at: state.destination) == state.gapFrame, "\(context): the gap was where it landed")
        list.layout()
        list._checkInvariants()
    }
}

extension MasonryListTests {
    /// The focus's ends and pages in a masonry: `.last` reaches the last item and shows it,
    /// `.first` the first; page moves go down and up until they stop, in the last screenful and
    /// the first (on the item there nearest the focused one's centre, as in a grid).
    @Test(arguments: testSeeds(4))
    func focusReachesTheEndsByPagesAndJumps(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(23_000 + seed))
        let (source, _) = Self.source([Int.random(in: 30...200, using: &rng), Int.random(in: 1...100, using: &rng)], &rng)
        let list = try Self.makeMasonry(source, Self.randomLayout(&rng), selfSizing: seed % 2 == 1, viewport: Size(width: 400, height: 500))
        let first = ListIndexPath(row: 0, section: 0)
        let last = source.paths.last!
        #expect(try list.moveFocus(.last) == .row(last), "seed \(seed)")
        var frame = try #require(list.rectForItem(at: last))
        #expect(frame.maxY <= list.contentOffset.y + list.viewportSize.height + 1e-9 && frame.minY >= list.contentOffset.y - 1e-9, "seed \(seed): the last shown")
        #expect(try list.moveFocus(.first) == .row(first), "seed \(seed)")
        frame = try #require(list.rectForItem(at: first))
        #expect(frame.minY >= list.contentOffset.y - 1e-9, "seed \(seed): the first shown")
        var pages = 0
        // A page move at the end keeps the focus where it is (it only shows it).
        var before = list.focusedTarget
        while let target = try list.moveFocus(.pageDown), target != before, pages < 500 {
            pages += 1
            before = target
        }
        let height = list.contentSize.height
        var focused = try #require(list.focusedIndexPath)
        #expect(pages < 500 && list.rectForItem(at: focused)!.maxY > height - list.viewportSize.height, "seed \(seed): page down stops in the last screenful at \(focused)")
        pages = 0
        before = list.focusedTarget
        while let target = try list.moveFocus(.pageUp), target != before, pages < 500 {
            pages += 1
            before = target
        }
        focused = try #require(list.focusedIndexPath)
        #expect(pages < 500 && list.rectForItem(at: focused)!.minY < list.viewportSize.height, "seed \(seed): page up stops in the first screenful at \(focused)")
        list._checkInvariants()
    }
}

// MARK: Full-span items

extension MasonryListTests {
    /// Items the delegate says span every column, through scrolls, jumps, batches (arrivals
    /// spanning now and then), heights and widths with the same column count, self-sizing or
    /// not: each laid out one is as wide as the columns and the spacing between them, starts
    /// below every item placed before it, and stays full-span; the others keep their columns;
    /// what is visible and hit agrees with the frames; the anchor stays through each batch and
    /// the frame after it; an item is asked once, when it is placed.
    @Test(arguments: testSeeds(24))
    func fullSpanItemsTakeEveryColumn(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(15_000 + seed))
        var (source, nextID) = Self.source((0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 20...160, using: &rng) }, &rng)
        source.spanning = Set(source.paths.map(source.item(at:)).filter { _ in rng.below(7) == 0 })
        let layout = Self.randomLayout(&rng, columns: .fixed(Int.random(in: 2...5, using: &rng)))
        let selfSizing = seed % 2 == 1
        let list = try Self.makeMasonry(source, layout, selfSizing: selfSizing,
                                        viewport: Size(width: Double(Int.random(in: 320...900, using: &rng)), height: Double(Int.random(in: 300...800, using: &rng))))
        var spansChecked = 0
        func check(_ context: String) {
            let width = list.viewportSize.width
            let paths = source.paths
            for (g, path) in paths.enumerated() where list.layoutHasLaidOut(item: g) {
                let frame = list.rectForItem(at: path)!
                let item = source.item(at: path)
                if source.spanning.contains(item) {
                    spansChecked += 1
                    let spanWidth = Double(layout.columnCount(forWidth: width)) * layout.columnWidth(forWidth: width)
                        + Double(layout.columnCount(forWidth: width) - 1) * layout.itemSpacing
                    #expect(frame.minX == layout.sectionInset.left && abs(frame.width - spanWidth) <= 1e-9, "\(context): item \(item) spans at \(frame)")
                    // Nothing placed before it in its section reaches below its top.
                    for h in paths.indices where h < g && paths[h].section == path.section {
                        #expect(list.rectForItem(at: paths[h])!.maxY <= frame.minY, "\(context): item \(source.item(at: paths[h])) reaches below \(item)")
                    }
                } else {
                    #expect(frame.width == layout.columnWidth(forWidth: width), "\(context): item \(item) is a column wide")
                }
            }
            #expect(Set(source.askedSpan).count == source.askedSpan.count, "\(context): asked twice: \(source.askedSpan)")
        }
        for step in 0..<24 {
            let context = "seed \(seed), step \(step)"
            switch rng.below(5) {
            case 0:
                try list.setContentOffset(Point(x: 0, y: Double.random(in: list.contentOffsetLimits, using: &rng).rounded()))
            case 1:
                let paths = source.paths
                if !paths.isEmpty { try list.scrollToRow(at: paths[rng.below(paths.count)], position: .top) }
            case 2:
                let paths = source.paths
                guard !paths.isEmpty else { continue }
                let path = paths[rng.below(paths.count)]
                let height = Self.height(&rng)
                source.heights[source.item(at: path)] = height
                try list.setHeight(height, forRowAt: path)
            default:
                list.layout()
                let batch = RandomBatch(source.sections, intensity: [0.03, 0.1][rng.below(2)], nextID: &nextID, rng: &rng, sectionChanges: false)
                let gone = Set(batch.update.deletedRows.map(source.item(at:))).union(batch.update.movedRows.map { source.item(at: $0.from) })
                let anchor = Self.anchor(list, source, excluding: gone)
                for item in Set(batch.after.flatMap(\.items)).subtracting(batch.before.flatMap(\.items)).sorted() {
                    source.heights[item] = Self.height(&rng)
                    if rng.below(6) == 0 { source.spanning.insert(item) }
                }
                source.sections = batch.after
                _ = try list.performBatchUpdates(batch.update)
                if Self.expectKept(anchor, list, source, "\(context): the batch") {
                    list.layout()
                    Self.expectKept(anchor, list, source, "\(context): the frame after it")
                }
            }
            list.layout()
            Self.checkVisible(list, source, &rng, context)
            check(context)
        }
        // A new width with the same column count keeps every item where it is placed: no item is asked again.
        try list.setViewportSize(Size(width: list.viewportSize.width + 1, height: list.viewportSize.height))
        list.layout()
        check("seed \(seed): a new width")
        Self.checkVisible(list, source, &rng, "seed \(seed): a new width")
        #expect(spansChecked > 0, "seed \(seed): no full-span item laid out")
    }
}

/// The README's masonry of banners: its data source, as written there.
private final class Pins: ListDataSource, ListDelegate {
    func numberOfSections(in listView: ListView) -> Int { 1 }
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 10_000 }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        try listView.dequeueReusableCell(withIdentifier: "pin", for: indexPath)
    }
    func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? {
        indexPath.row % 20 == 19 ? 90 : 120 + Double(indexPath.row * 7919 % 5) * 40
    }
    func listView(_ listView: ListView, isFullSpanItemAt indexPath: ListIndexPath) -> Bool { indexPath.row % 20 == 19 }
}

extension MasonryListTests {
    /// The README's example: a banner every 20 items, across the columns, every column below it.
    @Test func theReadmesBannersSpanTheColumns() throws {
        let pins = Pins()
        let board = ListView(layout: .masonry(MasonryLayout(columns: .fixed(3))), rowHeight: .perRow)
        board.register(ListCell.self, forCellReuseIdentifier: "pin")
        board.dataSource = pins
        board.delegate = pins
        try board.setViewportSize(Size(width: 390, height: 844))
        try board.reloadData()
        try board.scrollToRow(at: ListIndexPath(row: 59, section: 0), position: .top)
        board.layout()
        let banner = try #require(board.rectForItem(at: ListIndexPath(row: 59, section: 0)))
        #expect(banner.minX == 16 && banner.width == 390 - 32)
        let below = (60..<63).map { board.rectForItem(at: ListIndexPath(row: $0, section: 0))! }
        #expect(below.allSatisfy { $0.minY == banner.maxY + 8 })
        #expect(board.contentOffset.y == banner.minY)
    }
}
