import Testing
import ListEngine
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
