import Testing
@testable import ListEngine
import TestSupport

/// A cell whose size is its item's: a chat message.
final class MessageCell: ListCell {
    var item = -1
    var size = Size.zero

    override func prepareForReuse() { item = -1 }
    override func preferredHeight(fittingWidth width: Double) -> Double? { size.height }
    override func preferredSize(fittingWidth width: Double) -> Size? { Size(width: Swift.min(width, size.width), height: size.height) }
}

/// Messages in one section, each with a size that may change (a message streaming in grows).
final class MessageSource: ListDataSource, ListDelegate {
    var items: [Int]
    var heights: [Int: Double] = [:]
    private var nextItem: Int

    init(count: Int) {
        items = Array(0..<count)
        nextItem = count
    }

    func newItem() -> Int {
        defer { nextItem += 1 }
        return nextItem
    }

    func height(of item: Int) -> Double { heights[item] ?? 30 + Double((item &* 7919) % 7) * 10 }
    func size(of item: Int) -> Size { Size(width: 60 + Double((item &* 7919) % 181), height: height(of: item)) }

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { items.count }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        let cell = try listView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        let item = items[indexPath.row]
        (cell as? MessageCell)?.item = item
        (cell as? MessageCell)?.size = size(of: item)
        return cell
    }
    func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { height(of: items[indexPath.row]) }
    func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? { size(of: items[indexPath.row]) }
}

/// Lists anchored to their end: the end stays at the viewport's bottom through appends, growing
/// rows, batches, viewport and inset changes; a reader scrolled away keeps their place and is
/// told of the rows that arrived below; checked on tables, grids and flows, measured and not,
/// and against a plain model of the rows not seen yet through random operations.
@Suite struct EndAnchoringTests {
    static let configurations: [(ListLayout, RowHeight)] = [
        (.table, .perRow), (.table, .selfSizing(estimate: 50)),
        (.grid(GridLayout()), .perRow), (.grid(GridLayout()), .selfSizing(estimate: 100)),
        (.flow(FlowLayout()), .perRow), (.flow(FlowLayout()), .selfSizing(estimate: 100)),
    ]

    static func makeList(_ source: MessageSource, _ configuration: (ListLayout, RowHeight),
                         viewport: Size = Size(width: 390, height: 600)) throws -> ListView {
        let list = try TestSupport.makeList(over: source, cells: [("message", MessageCell.self)], layout: configuration.0,
                                            rowHeight: configuration.1, viewport: viewport, loads: false)
        list.anchorsToEnd = true
        list.layout()
        return list
    }

    /// How far the content's end is from the viewport's bottom (0 when it is there).
    static func endDrift(_ list: ListView) -> Double { abs(list.contentOffsetLimits.upperBound - list.contentOffset.y) }

    static func append(_ count: Int, to source: MessageSource, _ list: ListView) throws {
        let first = source.items.count
        for _ in 0..<count { source.items.append(source.newItem()) }
        try list.insertRows(at: (first..<(first + count)).map { ListIndexPath(row: $0, section: 0) })
    }

    static func grow(lastOf source: MessageSource, by points: Double, _ list: ListView) throws {
        let item = source.items[source.items.count - 1]
        source.heights[item] = source.height(of: item) + points
        try list.setHeight(source.height(of: item), forRowAt: ListIndexPath(row: source.items.count - 1, section: 0))
    }

    static func screenY(ofRow g: Int, _ list: ListView) throws -> Double {
        try #require(list.rectForRow(globalRow: g)).minY - list.contentOffset.y
    }

    @Test(arguments: 0..<configurations.count)
    func theListStartsAtItsEndAndKeepsItThroughArrivalsAndGrowth(configuration: Int) throws {
        let source = MessageSource(count: 300)
        let list = try Self.makeList(source, Self.configurations[configuration])
        #expect(list.isAnchoredToEnd)
        #expect(Self.endDrift(list) == 0)
        #expect(list.ranges.visible.upperBound == 300)
        for frame in 0..<240 {
            if frame % 6 == 0 { try Self.append(1, to: source, list) }
            if frame % 30 < 10 { try Self.grow(lastOf: source, by: 20, list) }
            list.layout()
            list._checkInvariants()
            #expect(Self.endDrift(list) == 0, "frame \(frame)")
            #expect(list.ranges.visible.upperBound == source.items.count, "frame \(frame)")
        }
        #expect(list.newRowsBelow == 0)
    }

    @Test(arguments: 0..<configurations.count)
    func aReaderAwayKeepsTheirPlaceAndIsToldOfRowsBelow(configuration: Int) throws {
        let source = MessageSource(count: 300)
        let list = try Self.makeList(source, Self.configurations[configuration])
        try list.setContentOffset(Point(x: 0, y: list.contentOffset.y - 1_500))
        list.layout()
        #expect(!list.isAnchoredToEnd)
        let first = list.ranges.visible.lowerBound
        let y = try Self.screenY(ofRow: first, list)
        for frame in 0..<60 {
            if frame % 6 == 0 { try Self.append(1, to: source, list) }
            try Self.grow(lastOf: source, by: 20, list)
            list.layout()
            #expect(try Self.screenY(ofRow: first, list) == y, "frame \(frame)")
        }
        #expect(list.newRowsBelow == 10)
        // The newest, anchored again.
        try list.scrollToEnd()
        list.layout()
        #expect(list.isAnchoredToEnd && list.newRowsBelow == 0 && Self.endDrift(list) == 0)
        try Self.append(3, to: source, list)
        list.layout()
        #expect(Self.endDrift(list) == 0 && list.ranges.visible.upperBound == source.items.count)
    }

    @Test func rowsBelowCountAsSeenWhenScrolledTo() throws {
        let source = MessageSource(count: 300)
        let list = try Self.makeList(source, Self.configurations[0])
        try list.setContentOffset(Point(x: 0, y: list.contentOffset.y - 200))
        list.layout()
        let lastVisible = list.ranges.visible.upperBound
        try Self.append(20, to: source, list)
        #expect(list.newRowsBelow == 20)
        // Scrolling down shows the rows hidden below first; then some of the new ones.
        try list.setContentOffset(Point(x: 0, y: list.contentOffset.y + 200 + 5 * 30))
        list.layout()
        let seen = list.ranges.visible.upperBound - 300
        #expect(lastVisible < 300 && seen > 0 && seen < 20)
        #expect(list.newRowsBelow == 20 - seen)
        #expect(!list.isAnchoredToEnd)
        try list.reloadData()
        #expect(list.newRowsBelow == 0)
    }

    /// A batch whose place the top limit stops: the first row goes, the next one would keep its
    /// place only with the offset above the content, so the offset stops at the top — and a row
    /// that arrives where the offset kept shows it is on screen, not news below it (the rows
    /// below are counted from the offset the batch leaves, not the one the anchor wanted).
    @Test func aBatchTheTopLimitStopsCountsRowsBelowFromTheOffsetKept() throws {
        let source = MessageSource(count: 300)
        // The first row as tall as it takes for a row to arrive within the viewport's bottom
        // band that the anchor's offset would have left below it.
        var top = 0.0
        var row = 1
        while top + source.height(of: source.items[row]) < 600 { top += source.height(of: source.items[row]); row += 1 }
        source.heights[source.items[0]] = 600 - top + 10
        let list = try Self.makeList(source, Self.configurations[0])
        try list.setContentOffset(Point(x: 0, y: 0))
        list.layout()
        #expect(!list.isAnchoredToEnd)
        source.items.removeFirst()
        source.items.insert(source.newItem(), at: row - 1)
        let arrived = ListIndexPath(row: row - 1, section: 0)
        try list.performBatchUpdates {
            $0.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
            $0.insertRows(at: [arrived])
        }
        #expect(list.contentOffset.y == 0)
        #expect(list.indexPathsForVisibleRows.contains(arrived))
        #expect(list.newRowsBelow == 0)
    }

    @Test func scrollsTowardsTheTopReleaseAndScrollsDownNearTheEndAnchor() throws {
        let source = MessageSource(count: 300)
        let list = try Self.makeList(source, Self.configurations[0])
        let end = list.contentOffsetLimits.upperBound
        // Pulled past the end and settling back: still anchored.
        try list.setContentOffset(Point(x: 0, y: end + 40))
        try list.setContentOffset(Point(x: 0, y: end))
        #expect(list.isAnchoredToEnd)
        // One point up releases.
        try list.setContentOffset(Point(x: 0, y: end - 1))
        #expect(!list.isAnchoredToEnd)
        try Self.append(1, to: source, list)
        list.layout()
        #expect(list.contentOffset.y == end - 1)
        // Down to within the threshold anchors; short of it does not.
        let newEnd = list.contentOffsetLimits.upperBound
        try list.setContentOffset(Point(x: 0, y: newEnd - 20))
        #expect(!list.isAnchoredToEnd)
        try list.setContentOffset(Point(x: 0, y: newEnd - list.endAnchorThreshold))
        #expect(list.isAnchoredToEnd)
        list.layout()
        #expect(Self.endDrift(list) == 0)
        // A jump to a row near the end anchors too.
        try list.setContentOffset(Point(x: 0, y: 0))
        try list.scrollToRow(at: ListIndexPath(row: source.items.count - 1, section: 0), position: .bottom)
        #expect(list.isAnchoredToEnd)
    }

    @Test(arguments: 0..<configurations.count)
    func theEndStaysWhenTheViewportOrBottomInsetShrinksAndGrowsBack(configuration: Int) throws {
        let source = MessageSource(count: 300)
        let list = try Self.makeList(source, Self.configurations[configuration])
        for height in [600.0, 330, 600] {
            try list.setViewportSize(Size(width: 390, height: height))
            list.layout()
            #expect(Self.endDrift(list) == 0, "height \(height)")
            #expect(list.ranges.visible.upperBound == 300)
        }
        for inset in [0.0, 270, 0] {
            try list.setContentInset(EdgeInsets(top: 0, left: 0, bottom: inset, right: 0))
            list.layout()
            #expect(Self.endDrift(list) == 0, "inset \(inset)")
            #expect(list.ranges.visible.upperBound == 300)
        }
    }

    @Test(arguments: 0..<configurations.count)
    func batchesKeepTheEndOverEveryOtherRule(configuration: Int) throws {
        let source = MessageSource(count: 300)
        let list = try Self.makeList(source, Self.configurations[configuration])
        // Older rows prepended: the end stays.
        source.items.insert(contentsOf: (0..<50).map { _ in source.newItem() }, at: 0)
        try list.insertRows(at: (0..<50).map { ListIndexPath(row: $0, section: 0) })
        #expect(Self.endDrift(list) == 0)
        list.layout()
        #expect(Self.endDrift(list) == 0 && list.newRowsAbove == 0)
        // Every visible row deleted: the end stays.
        let visible = list.ranges.visible
        source.items.removeSubrange(visible)
        try list.deleteRows(at: visible.map { ListIndexPath(row: $0, section: 0) })
        list.layout()
        #expect(Self.endDrift(list) == 0 && list.ranges.visible.upperBound == source.items.count)
        // A reload.
        source.items.append(contentsOf: (0..<5).map { _ in source.newItem() })
        try list.reloadData()
        list.layout()
        #expect(Self.endDrift(list) == 0 && list.ranges.visible.upperBound == source.items.count)
    }

    /// Snapshots that append, prepend and remove items, in every table style and in sections
    /// with headers and footers: the end stays; the reader away keeps their item in place.
    @Test(arguments: [TableStyle.plain, .grouped, .insetGrouped])
    func snapshotsKeepTheEndInEveryStyle(style: TableStyle) throws {
        let list = ListView(style: style, rowHeight: .selfSizing(estimate: 50))
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        let source = ListDiffableDataSource<Int, Int>(listView: list) { list, path, item in
            let cell = try list.dequeueReusableCell(withIdentifier: "item", for: path)
            (cell as? ItemCell)?.item = item
            (cell as? ItemCell)?.measuredHeight = ItemDataSource.height(ofItem: item)
            return cell
        }
        source.headerTitleProvider = { section in "Section \(section)" }
        source.footerTitleProvider = { section in "End of \(section)" }
        try list.setViewportSize(Size(width: 390, height: 600))
        list.anchorsToEnd = true
        var snapshot = ListSnapshot<Int, Int>()
        try snapshot.appendSections([0, 1])
        try snapshot.appendItems(Array(1...100), toSection: 0)
        try snapshot.appendItems(Array(101...200), toSection: 1)
        try source.apply(snapshot)
        var next = 201
        for step in 0..<60 {
            switch step % 3 {
            case 0:
                try snapshot.appendItems([next], toSection: 1)
                next += 1
            case 1:
                try snapshot.insertItems([next], beforeItem: snapshot.itemIdentifiers(inSection: 0)[0])
                next += 1
            default:
                try snapshot.deleteItems([snapshot.itemIdentifiers(inSection: 1)[step % 50]])
            }
            try source.apply(snapshot)
            list.layout()
            #expect(Self.endDrift(list) == 0, "\(style) step \(step)")
            #expect(list.ranges.visible.upperBound == list.totalRows, "\(style) step \(step)")
        }
        // Away: the first visible item stays where it is through the same edits.
        try list.setContentOffset(Point(x: 0, y: list.contentOffset.y - 2_000))
        list.layout()
        let item = try #require(source.itemIdentifier(for: list.indexPathsForVisibleRows[1]))
        let y = try #require(list.rectForRow(at: source.indexPath(for: item)!)).minY - list.contentOffset.y
        for _ in 0..<10 {
            try snapshot.appendItems([next], toSection: 1)
            next += 1
            try source.apply(snapshot)
            list.layout()
            #expect(try #require(list.rectForRow(at: source.indexPath(for: item)!)).minY - list.contentOffset.y == y)
        }
        #expect(list.newRowsBelow == 10)
    }

    @Test func contentShorterThanTheViewportStaysAtTheTopUntilItFills() throws {
        let source = MessageSource(count: 3)
        let list = try Self.makeList(source, Self.configurations[0])
        #expect(list.contentOffset.y == 0)
        for _ in 0..<40 {
            try Self.append(1, to: source, list)
            list.layout()
            #expect(Self.endDrift(list) == 0)
        }
        #expect(list.contentOffset.y > 0)
    }

    /// A jump to the middle releases the end, before the first pass too (a relaunch that
    /// restores a place); setting the flag again does not bring a reader back; content pulled
    /// past the end stays there until the next scroll settles it.
    @Test func jumpsReleaseTheEndAndTheFlagKeepsAReaderAway() throws {
        let source = MessageSource(count: 300)
        let list = ListView(rowHeight: .perRow)
        list.register(MessageCell.self, forCellReuseIdentifier: "message")
        list.dataSource = source
        list.delegate = source
        try list.setViewportSize(Size(width: 390, height: 600))
        list.anchorsToEnd = true
        try list.reloadData()
        try list.restorePlace(ListPlace(item: ListIndexPath(row: 100, section: 0), offsetFromTop: 0))
        list.layout()
        #expect(!list.isAnchoredToEnd && list.indexPathsForVisibleRows.first?.row == 100)
        list.anchorsToEnd = true
        list.layout()
        #expect(!list.isAnchoredToEnd && list.indexPathsForVisibleRows.first?.row == 100)
        try list.scrollToRow(at: ListIndexPath(row: 299, section: 0), position: .bottom)
        #expect(list.isAnchoredToEnd)
        // Pulled 30 pt past the end: left there by the pass, the end kept when it settles.
        let end = list.contentOffsetLimits.upperBound
        try list.setContentOffset(Point(x: 0, y: end + 30))
        list.layout()
        #expect(list.contentOffset.y == end + 30 && list.isAnchoredToEnd)
        try list.setContentOffset(Point(x: 0, y: end))
        try Self.append(1, to: source, list)
        list.layout()
        #expect(Self.endDrift(list) == 0)
        // A restored place stops an animated scroll under way.
        try list.scrollToRow(at: ListIndexPath(row: 0, section: 0), position: .top, animated: true)
        list.layout()
        try list.restorePlace(ListPlace(item: ListIndexPath(row: 50, section: 0), offsetFromTop: 10))
        #expect(!list.isScrollAnimating)
        for _ in 0..<5 { list.layout() }
        #expect(try #require(list.rectForRow(at: ListIndexPath(row: 50, section: 0))).minY - list.contentOffset.y == 10)
    }

    @Test func aBadThresholdIsRefused() throws {
        let list = ListView()
        #expect(throws: ListError.invalidEndAnchorThreshold(-1)) { try list.setEndAnchorThreshold(-1) }
        #expect(throws: ListError.self) { try list.setEndAnchorThreshold(.nan) }
        #expect(throws: ListError.invalidEndAnchorThreshold(.infinity)) { try list.setEndAnchorThreshold(.infinity) }
        try list.setEndAnchorThreshold(0)
        #expect(list.endAnchorThreshold == 0)
        #expect(!list.isAnchoredToEnd)
    }

    /// Random appends, growth, inserts and deletes anywhere, scrolls, jumps to the end, viewport
    /// changes and reloads: anchored, the end is at the bottom after every pass; away, a table's
    /// first visible row that stays keeps its place; and ``ListView/newRowsBelow`` is what a plain set
    /// of the items that arrived below and were not shown since says.
    @Test(arguments: testSeeds(24))
    func randomOperationsAgainstAPlainModel(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(31_000 + seed))
        let source = MessageSource(count: 50 + rng.below(400))
        let configuration = Self.configurations[seed % Self.configurations.count]
        let list = try Self.makeList(source, configuration)
        // (A grid or a flow keeps the first item on screen, which a batch may reflow to another
        // line; the rule is checked with them in the collection tests.)
        let isTable = configuration.0 == .table
        var unseen = Set<Int>()
        func noteSeen() {
            let seenUpTo = list.ranges.visible.upperBound
            unseen = unseen.filter { item in source.items.firstIndex(of: item).map { $0 >= seenUpTo } ?? false }
        }
        for step in 0..<150 {
            let context = "seed \(seed) step \(step)"
            let wasAnchored = list.isAnchoredToEnd
            switch rng.below(10) {
            case 0, 1, 2:
                let count = 1 + rng.below(3)
                try Self.append(count, to: source, list)
                if !wasAnchored {
                    let below = list.ranges.visible.upperBound
                    for row in (source.items.count - count)..<source.items.count where row >= below { unseen.insert(source.items[row]) }
                }
            case 3:
                try Self.grow(lastOf: source, by: 20, list)
            case 4:
                guard source.items.count > 10 else { continue }
                var update = ListBatchUpdate()
                let row = rng.below(source.items.count)
                source.items.remove(at: row)
                update.deletedRows = [ListIndexPath(row: row, section: 0)]
                let rule = PlaceRule(before: list)
                let transition = try list.performBatchUpdates(update)
                unseen = unseen.filter(source.items.contains)
                if !wasAnchored, isTable { BatchUpdateTests.expectAnchorHeld(transition, list, rule, context) }
            case 5:
                let row = rng.below(source.items.count + 1)
                let item = source.newItem()
                source.items.insert(item, at: row)
                let rule = PlaceRule(before: list)
                let transition = try list.insertRows(at: [ListIndexPath(row: row, section: 0)])
                if !wasAnchored {
                    if isTable { BatchUpdateTests.expectAnchorHeld(transition, list, rule, context) }
                    if row >= list.ranges.visible.upperBound { unseen.insert(item) }
                }
            case 6:
                try list.setContentOffset(Point(x: 0, y: list.contentOffset.y - Double(rng.below(2_000))))
            case 7:
                // A scroll down, settled within the content (a pull past the end is left alone).
                let y = Swift.min(list.contentOffset.y + Double(rng.below(2_000)), list.contentOffsetLimits.upperBound)
                try list.setContentOffset(Point(x: 0, y: y))
            case 8:
                try list.scrollToEnd()
                unseen.removeAll()
            default:
                if rng.below(3) == 0 {
                    try list.reloadData()
                    unseen.removeAll()
                } else {
                    try list.setViewportSize(Size(width: 390, height: Double(200 + rng.below(600))))
                }
            }
            list.layout()
            list._checkInvariants()
            noteSeen()
            if list.isAnchoredToEnd { #expect(Self.endDrift(list) == 0, "\(context)") }
            #expect(list.newRowsBelow == unseen.count, "\(context)")
        }
    }

    /// Every change keeps the place by one rule: while the end is anchored, a reload of rows or
    /// of sections whose heights change keeps the end at the viewport's bottom at once, as a
    /// height change and arriving pages do, without waiting for the next pass.
    @Test(arguments: 0..<configurations.count)
    func reloadsKeepTheEndWhileItIsAnchored(configuration: Int) throws {
        let source = MessageSource(count: 300)
        let list = try Self.makeList(source, Self.configurations[configuration])
        #expect(list.isAnchoredToEnd && Self.endDrift(list) == 0)
        let last = list.ranges.visible.upperBound - 1
        source.heights[source.items[last]] = source.height(of: source.items[last]) + 40
        try list.reloadRows(at: [ListIndexPath(row: last, section: 0)])
        list.layout()
        #expect(Self.endDrift(list) == 0)
        source.heights[source.items[last - 1]] = source.height(of: source.items[last - 1]) + 40
        try list.reloadSections([0])
        #expect(Self.endDrift(list) == 0)
        list.layout()
        list._checkInvariants()
        #expect(Self.endDrift(list) == 0)
    }
}
