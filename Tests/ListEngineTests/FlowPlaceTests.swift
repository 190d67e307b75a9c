import Testing
@testable import ListEngine
import TestSupport

/// Flows through the public API: reloaded items sized again, the end released by a restored
/// place and kept through layout passes, and the anchor chosen among the items shown.
@Suite struct FlowPlaceTests {
    /// Sections of items whose sizes the test sets; every item has a cell of one kind.
    final class Source: ListDataSource, ListDelegate {
        var counts: [Int]
        var sizes: [ListIndexPath: Size] = [:]
        var defaultSize: Size
        var header: Double

        init(counts: [Int], size: Size, header: Double = 0) {
            self.counts = counts
            defaultSize = size
            self.header = header
        }

        func numberOfSections(in listView: ListView) -> Int { counts.count }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            try listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        }
        func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? { sizes[indexPath] ?? defaultSize }
        func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { header }
    }

    static func makeList(_ source: Source, layout: FlowLayout = FlowLayout(), viewport: Size = Size(width: 390, height: 400),
                         anchorsToEnd: Bool = false) throws -> ListView {
        try TestSupport.makeList(over: source, cells: [("item", ListCell.self)], layout: .flow(layout), viewport: viewport,
                                 anchorsToEnd: anchorsToEnd, laysOut: true)
    }

    /// Every item's frame, in global order, with its index path.
    static func frames(_ list: ListView, _ source: Source) -> [(path: ListIndexPath, rect: Rect)] {
        source.counts.indices.flatMap { s in
            (0..<source.counts[s]).compactMap { r in
                let path = ListIndexPath(row: r, section: s)
                return list.rectForRow(at: path).map { (path, $0) }
            }
        }
    }

    // MARK: A reloaded item is sized again

    /// An item on screen that a batch reloads takes the size the delegate gives it now, at once:
    /// the flow asks for it again instead of carrying the old one over.
    @Test func anItemReloadedByABatchTakesItsNewSize() throws {
        let source = Source(counts: [3, 6], size: Size(width: 85, height: 11.25), header: 10)
        let list = try Self.makeList(source, layout: FlowLayout(estimatedItemSize: Size(width: 36, height: 140)))
        let path = ListIndexPath(row: 0, section: 1)
        #expect(list.rectForRow(at: path)?.size == Size(width: 85, height: 11.25))
        source.sizes[path] = Size(width: 247.75, height: 144.75)
        var update = ListBatchUpdate()
        update.reloadedRows = [path]
        _ = try list.performBatchUpdates(update)
        #expect(list.rectForRow(at: path)?.size == Size(width: 247.75, height: 144.75))
        list.layout()
        #expect(list.rectForRow(at: path)?.size == Size(width: 247.75, height: 144.75))
        // Its neighbour, reloaded with the same size, and the rest keep theirs.
        #expect(list.rectForRow(at: ListIndexPath(row: 1, section: 1))?.size == Size(width: 85, height: 11.25))
    }

    /// The same after a batch that also deletes and inserts before the reloaded items, on screen
    /// and below it.
    @Test func reloadedItemsAmongOtherChangesTakeTheirNewSizes() throws {
        let source = Source(counts: [40], size: Size(width: 60, height: 30))
        let list = try Self.makeList(source)
        // Row 1 deleted, a new row 3 inserted, old rows 4 (new 4) and 30 (new 30, below the
        // screen: its size known, its line not laid out) reloaded.
        source.sizes[ListIndexPath(row: 4, section: 0)] = Size(width: 120, height: 52.5)
        source.sizes[ListIndexPath(row: 30, section: 0)] = Size(width: 200, height: 70)
        var update = ListBatchUpdate()
        update.deletedRows = [ListIndexPath(row: 1, section: 0)]
        update.insertedRows = [ListIndexPath(row: 3, section: 0)]
        update.reloadedRows = [ListIndexPath(row: 4, section: 0), ListIndexPath(row: 30, section: 0)]
        _ = try list.performBatchUpdates(update)
        list.layout()
        #expect(list.rectForRow(at: ListIndexPath(row: 4, section: 0))?.size == Size(width: 120, height: 52.5))
        try list.scrollToRow(at: ListIndexPath(row: 30, section: 0), position: .top)
        list.layout()
        #expect(list.rectForRow(at: ListIndexPath(row: 30, section: 0))?.size == Size(width: 200, height: 70))
    }

    // MARK: Restoring a place releases the end

    /// A flow anchored to its end releases it when a restored place lies far from the end, as a
    /// table does, and keeps the item where it was put.
    @Test func restoringAPlaceFarFromTheEndReleasesIt() throws {
        let source = Source(counts: [200], size: Size(width: 100, height: 44))
        let list = try Self.makeList(source, anchorsToEnd: true)
        #expect(list.isAnchoredToEnd)
        #expect(list.contentOffset.y == list.contentOffsetLimits.upperBound)
        let path = ListIndexPath(row: 20, section: 0)
        try list.restorePlace(ListPlace(item: path, offsetFromTop: 100))
        #expect(!list.isAnchoredToEnd)
        list.layout()
        #expect(!list.isAnchoredToEnd)
        #expect(list.rectForRow(at: path)!.minY - list.contentOffset.y == 100)
        // A place within the threshold of the end anchors it again.
        try list.restorePlace(ListPlace(item: ListIndexPath(row: 199, section: 0), offsetFromTop: 400 - 44 - 8))
        list.layout()
        #expect(list.isAnchoredToEnd)
    }
}

extension FlowPlaceTests {
    // MARK: The end and the anchor through layout passes and batches

    /// A flow anchored to its end, the reader's last scroll pulling its content 200 pt past the
    /// end, reloaded: its lines are estimated again, taller than they are, so the offset lies
    /// within the limits. The pass that lays the end out keeps the end but stops at the new
    /// limits — a change never pulls the content past an end. (Seeds 18 and 24 of the flows'
    /// place-rule sequences with three times the seeds: step 16, step 65.)
    @Test func keepingAPulledEndStopsAtTheLimitsItWasWithin() throws {
        let source = Source(counts: [120], size: Size(width: 60, height: 20))
        let list = try Self.makeList(source, layout: FlowLayout(estimatedItemSize: Size(width: 150, height: 100)),
                                     viewport: Size(width: 320, height: 300), anchorsToEnd: true)
        let end = list.contentOffsetLimits.upperBound
        try list.setContentOffset(Point(x: 0, y: end + 200))
        list.layout()
        try list.reloadData()
        #expect(list.isAnchoredToEnd && list.contentOffsetLimits.upperBound > end + 200)
        list.layout()
        #expect(list.contentOffset.y == list.contentOffsetLimits.upperBound)
        #expect(list.contentOffset.y == end)
    }

    /// A jump to the estimated end of a flow whose last section is much shorter than estimated:
    /// the pass lays that section out, and the limits then pull the viewport up until the ready
    /// window above it reaches the first section's estimated lines. Those are laid out too: every
    /// item that has a cell after the pass has its own size at its exact place.
    /// (Seed 2 of the flows' focus and accessibility sequences.)
    @Test func theLimitsPullingTheViewportUpLayOutWhatTheyUncover() throws {
        let source = Source(counts: [200, 40], size: Size(width: 60, height: 20))
        let list = try Self.makeList(source, viewport: Size(width: 320, height: 230))
        try list.setContentOffset(Point(x: 0, y: list.contentOffsetLimits.upperBound))
        list.layout()
        #expect(list.contentOffset.y == list.contentOffsetLimits.upperBound)
        let exact = ReferenceFlow(headers: [0, 0], sizes: source.counts.map { Array(repeating: source.defaultSize, count: $0) },
                                  layout: FlowLayout(), width: 320).placement().frames
        for g in list.rowsWithCells {
            #expect(list.layoutHasLaidOut(item: g), "item \(g) has a cell but is estimated")
            #expect(list.rectForRow(at: list.indexPath(forGlobalRow: g)!) == exact[g], "item \(g)")
        }
    }

    /// A scroll to the top of a flow whose first sections are estimated, above a section laid
    /// out on screen: the reader stays at the top while the pass lays those sections out (the
    /// laid-out section's items move down the screen, not the viewport down the content), so a
    /// sweep from there to the end lays out every line and the content height is exact.
    /// (Seed 15 of the flows' randomized per-item sequences, threefold soak.)
    @Test func aScrollToTheTopStaysThereWhileTheSectionsAboveALaidOutOneAreLaidOut() throws {
        let source = Source(counts: [9, 10, 40], size: Size(width: 150, height: 60), header: 10)
        let layout = FlowLayout(estimatedItemSize: Size(width: 30, height: 10))
        let list = try Self.makeList(source, layout: layout)
        // At the end, at a new width: the last section laid out again, the first two estimated.
        try list.scrollToEnd()
        list.layout()
        try list.setViewportSize(Size(width: 380, height: 400))
        list.layout()
        #expect(!list.layoutHasLaidOut(item: 0) && !list.layoutHasLaidOut(item: 18))
        #expect(list.layoutHasLaidOut(item: 19))
        try list.setContentOffset(Point(x: 0, y: list.contentOffsetLimits.lowerBound))
        #expect(try #require(list.rect(forSection: 2)).minY < list.contentOffset.y + 400, "the laid-out section is on screen at the top")
        list.layout()
        #expect(list.contentOffset.y == list.contentOffsetLimits.lowerBound)
        #expect(list.layoutHasLaidOut(item: 0))
        while list.contentOffset.y < list.contentOffsetLimits.upperBound {
            try list.setContentOffset(Point(x: 0, y: min(list.contentOffset.y + 280, list.contentOffsetLimits.upperBound)))
            list.layout()
        }
        let exact = ReferenceFlow(headers: [10, 10, 10], sizes: source.counts.map { Array(repeating: source.defaultSize, count: $0) },
                                  layout: layout, width: 380).placement()
        #expect(list.contentSize.height == exact.contentHeight)
    }

    /// The screen reader's step to a flow's last item, below the estimated lines of a section of
    /// items taller than the estimate, scrolls the least that shows it: those lines are laid out
    /// before the scroll is worked out, so the pass after it pushes nothing off the screen.
    /// (Seed 7 of the flows' focus and accessibility sequences.)
    @Test func navigatingToAnItemBelowEstimatedLinesShowsItWhole() throws {
        let source = Source(counts: [30, 1], size: Size(width: 300, height: 150))
        let list = try Self.makeList(source, viewport: Size(width: 320, height: 230))
        let last = ListIndexPath(row: 0, section: 1)
        let element = try list.navigateAccessibility(.last, from: nil)
        #expect(element?.id == .row(last))
        let rect = try #require(list.rectForRow(at: last))
        #expect(rect.minY >= list.contentOffset.y && rect.maxY <= list.contentOffset.y + 230, "\(rect) from \(list.contentOffset.y)")
    }

    /// A flow anchored to its end whose section above the last is estimated: the pass that lays
    /// that section out (the ready window above the viewport reaches it) keeps the end at the
    /// viewport's bottom, though the content's height changes under it.
    @Test func theEndStaysWhileThePassLaysOutTheSectionAbove() throws {
        let source = Source(counts: [120, 4], size: Size(width: 100, height: 30), header: 20)
        let list = try Self.makeList(source, layout: FlowLayout(estimatedItemSize: Size(width: 150, height: 100)), anchorsToEnd: true)
        for _ in 0..<3 {
            #expect(list.isAnchoredToEnd)
            #expect(list.contentOffset.y == list.contentOffsetLimits.upperBound)
            list.layout()
        }
        // Appended items keep it there too.
        source.counts[1] += 2
        var update = ListBatchUpdate()
        update.insertedRows = [ListIndexPath(row: 4, section: 1), ListIndexPath(row: 5, section: 1)]
        _ = try list.performBatchUpdates(update)
        list.layout()
        #expect(list.contentOffset.y == list.contentOffsetLimits.upperBound)
    }

    /// An item a batch inserted, shown by no layout pass since, does not keep the place: with the
    /// viewport in a later section, an item inserted near the top of the first leaves the lines
    /// from its own on estimated; the viewport moves (no pass yet) to where the new item's
    /// estimated frame straddles its top; then an append far below keeps the first item on
    /// screen that was there before, not the new one.
    @Test func anItemInsertedSinceTheLastPassDoesNotAnchor() throws {
        let source = Source(counts: [60, 200], size: Size(width: 80, height: 40))
        for r in 0..<60 {
            source.sizes[ListIndexPath(row: r, section: 0)] = Size(width: Double(60 + (r * 37) % 150), height: Double(20 + (r * 13) % 60))
        }
        let list = try Self.makeList(source, layout: FlowLayout(estimatedItemSize: Size(width: 150, height: 100)),
                                     viewport: Size(width: 320, height: 480))
        try list.scrollToRow(at: ListIndexPath(row: 199, section: 1), position: .bottom)
        list.layout()
        // A new item 3 in the first section, far above the viewport.
        var rows = (0..<60).map { source.sizes[ListIndexPath(row: $0, section: 0)]! }
        rows.insert(Size(width: 130, height: 32.75), at: 3)
        for (r, size) in rows.enumerated() { source.sizes[ListIndexPath(row: r, section: 0)] = size }
        source.counts[0] = 61
        var insert = ListBatchUpdate()
        insert.insertedRows = [ListIndexPath(row: 3, section: 0)]
        _ = try list.performBatchUpdates(insert)
        // Up to where the new item's estimated frame straddles the viewport's top, no pass.
        let arrived = try #require(list.rectForRow(at: ListIndexPath(row: 3, section: 0)))
        #expect(arrived.size == Size(width: 150, height: 100))
        try list.setContentOffset(Point(x: 0, y: arrived.minY + 10))
        let next = ListIndexPath(row: 4, section: 0)
        let before = try #require(list.rectForRow(at: next)).minY - list.contentOffset.y
        source.counts[1] = 201
        var append = ListBatchUpdate()
        append.insertedRows = [ListIndexPath(row: 200, section: 1)]
        _ = try list.performBatchUpdates(append)
        #expect(try #require(list.rectForRow(at: next)).minY - list.contentOffset.y == before)
        list.layout()
        #expect(try #require(list.rectForRow(at: next)).minY - list.contentOffset.y == before)
    }
}

extension FlowPlaceTests {
    // MARK: Hit testing

    /// `indexPathForItem(at:)` against a scan of every item's frame, and every laid-out item's
    /// frame against the naive flow (``ReferenceFlow``, relative to its section's top; the
    /// content's height once all is laid out): random flows (items of random widths and heights,
    /// several to a line), viewports, jumps, drags, batches that delete, insert and reload
    /// (reloaded items take new sizes) and new heights, with points in the gaps under short
    /// items, on edges and anywhere. Through a batch the first item on screen whose frame is
    /// final and that neither goes nor arrived stays where it was on screen.
    @Test(arguments: testSeeds(80))
    func hitTestingMatchesAScanOfEveryFrame(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(37_000 + seed))
        func quarter(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: (range.lowerBound * 4)...(range.upperBound * 4), using: &rng)) / 4 }
        let counts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...60, using: &rng) }
        let source = Source(counts: counts, size: Size(width: 50, height: 40), header: quarter(0...30))
        func randomSize() -> Size { Size(width: quarter(10...180), height: quarter(4...90)) }
        for s in counts.indices { for r in 0..<counts[s] { source.sizes[ListIndexPath(row: r, section: s)] = randomSize() } }
        let layout = FlowLayout(itemSpacing: quarter(0...10), lineSpacing: quarter(0...10),
                                sectionInset: EdgeInsets(top: quarter(0...12), left: quarter(0...20), bottom: quarter(0...12), right: quarter(0...20)),
                                estimatedItemSize: Size(width: quarter(20...150), height: quarter(10...120)))
        let list = try Self.makeList(source, layout: layout, viewport: Size(width: quarter(200...500), height: quarter(200...700)))
        for step in 0..<30 {
            var anchor: (path: ListIndexPath, screenY: Double)?
            let rule = PlaceRule(before: list)
            switch rng.below(7) {
            case 0:
                let limits = list.contentOffsetLimits
                try list.setContentOffset(Point(x: 0, y: Double.random(in: limits, using: &rng).rounded()))
            case 1, 6:
                // A drag: a pass a frame.
                let delta = (rng.below(2) == 0 ? 1.0 : -1.0) * quarter(1...300)
                let limits = list.contentOffsetLimits
                try list.setContentOffset(Point(x: 0, y: min(max(list.contentOffset.y + delta, limits.lowerBound), limits.upperBound)))
            case 2:
                // A batch of one deletion, one insertion and one reload, by index path before.
                let s = rng.below(source.counts.count)
                var update = ListBatchUpdate()
                var moved = [ListIndexPath: Size]()
                var rows = (0..<source.counts[s]).map { source.sizes[ListIndexPath(row: $0, section: s)]! }
                if !rows.isEmpty {
                    let reloaded = rng.below(rows.count)
                    rows[reloaded] = randomSize()
                    update.reloadedRows = [ListIndexPath(row: reloaded, section: s)]
                    let deleted = rng.below(rows.count)
                    if deleted != reloaded {
                        update.deletedRows = [ListIndexPath(row: deleted, section: s)]
                        rows.remove(at: deleted)
                    }
                }
                let inserted = rng.below(rows.count + 1)
                rows.insert(randomSize(), at: inserted)
                update.insertedRows = [ListIndexPath(row: inserted, section: s)]
                for r in 0..<source.counts[s] { source.sizes[ListIndexPath(row: r, section: s)] = nil }
                for (r, size) in rows.enumerated() { moved[ListIndexPath(row: r, section: s)] = size }
                source.sizes.merge(moved) { $1 }
                if let found = Self.batchAnchor(list, source, goes: Set(update.deletedRows)) {
                    // Where it is after the batch: one deletion, then one insertion, in section `s`.
                    var row = found.path.row
                    if found.path.section == s {
                        if let deleted = update.deletedRows.first?.row, deleted < row { row -= 1 }
                        if inserted <= row { row += 1 }
                    }
                    anchor = (ListIndexPath(row: row, section: found.path.section), found.screenY)
                }
                source.counts[s] = rows.count
                _ = try list.performBatchUpdates(update)
            case 3:
                guard let (path, _) = Self.frames(list, source).randomElement(using: &rng) else { break }
                let size = randomSize()
                source.sizes[path]!.height = size.height
                try list.setHeight(size.height, forRowAt: path)
            default:
                break
            }
            if let anchor {
                let top = try #require(list.rectForRow(at: anchor.path)).minY
                let y = top - list.contentOffset.y
                let kept = rule.screenY(ofRowAt: top, keptAt: anchor.screenY, in: list)   // as far as the limits let it
                #expect(abs(y - kept) < 1e-9, "seed \(seed) step \(step): anchor \(anchor.path) at \(y), kept at \(kept), was at \(anchor.screenY)")
            }
            list.layout()
            Self.checkFrames(list, source, layout: layout, "seed \(seed) step \(step)")
            let frames = Self.frames(list, source)
            let top = list.contentOffset.y
            for _ in 0..<40 {
                let point: Point
                if let (_, rect) = frames.randomElement(using: &rng), rng.below(3) > 0 {
                    // Under an item (in the gap below a short one), on its edges or inside it.
                    let x = rect.minX + Double.random(in: 0..<max(rect.width, 0.25), using: &rng)
                    let y = [rect.maxY, rect.maxY + quarter(0...40), rect.minY, rect.midY][rng.below(4)]
                    point = Point(x: [x, rect.minX, rect.maxX][rng.below(3)], y: y)
                } else {
                    point = Point(x: quarter(-10...520), y: top + quarter(-50...750))
                }
                let expected = frames.first { $0.rect.contains(point) }?.path
                #expect(list.indexPathForItem(at: point) == expected, "seed \(seed) step \(step): at \(point)")
            }
        }
    }

    /// The item a batch keeps on screen, before it: among those on screen not in `goes`, the
    /// one the rule names (``PlaceAnchorModel``).
    static func batchAnchor(_ list: ListView, _ source: Source, goes: Set<ListIndexPath>) -> (path: ListIndexPath, screenY: Double)? {
        let top = list.contentOffset.y
        let onScreen = frames(list, source).enumerated().filter { _, frame in
            frame.rect.maxY > top && frame.rect.minY < top + list.viewportSize.height
        }
        guard let g = PlaceAnchorModel.anchor(onScreen: onScreen.map(\.offset), excluding: { goes.contains(list.indexPath(forGlobalRow: $0)!) },
                                              in: list),
              let frame = onScreen.first(where: { $0.offset == g })?.element else { return nil }
        return (frame.path, frame.rect.minY - top)
    }

    /// Every laid-out item's frame against the naive flow, relative to its section's top, and
    /// the content's height where every item is laid out.
    static func checkFrames(_ list: ListView, _ source: Source, layout: FlowLayout, _ context: String) {
        let sizes = source.counts.indices.map { s in (0..<source.counts[s]).map { source.sizes[ListIndexPath(row: $0, section: s)]! } }
        let reference = ReferenceFlow(headers: source.counts.map { _ in source.header }, sizes: sizes, layout: layout,
                                      width: list.viewportSize.width).placement()
        var g = 0
        var allLaidOut = true
        for s in source.counts.indices {
            let top = list.rect(forSection: s)!.minY
            for r in 0..<source.counts[s] {
                defer { g += 1 }
                guard list.layoutHasLaidOut(item: g) else {
                    allLaidOut = false
                    continue
                }
                var expected = reference.frames[g]
                expected.origin.y += top - reference.sectionTops[s]
                #expect(list.rectForRow(at: ListIndexPath(row: r, section: s)) == expected, "\(context): item [\(s), \(r)]")
            }
        }
        if allLaidOut { #expect(list.contentSize.height == reference.contentHeight, "\(context): content height") }
    }
}
