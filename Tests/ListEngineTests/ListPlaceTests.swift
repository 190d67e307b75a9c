import Foundation
import Testing
@testable import ListEngine
import TestSupport

/// Saving the reader's place and restoring it in a fresh list — a relaunch — over the same data:
/// the place's item at the saved distance from the viewport's top after the passes that measure
/// what the estimates left unknown, the same screen at the same width, and bad places refused.
@Suite struct ListPlaceTests {
    /// Items whose heights follow the list's width, as wrapped text does: `length` characters
    /// 7 pt wide on 18-pt lines. A flow's items are as wide as their length says.
    final class Source: ListDataSource, ListDelegate {
        let lengths: [[Int]]
        let headers: [Double]
        /// Per-item estimates for self-sizing lists; nil leaves the list's estimate.
        var estimates: [[Double]]?

        init(lengths: [[Int]], headers: [Double], estimates: [[Double]]? = nil) {
            self.lengths = lengths
            self.headers = headers
            self.estimates = estimates
        }

        var itemCount: Int { lengths.reduce(0) { $0 + $1.count } }

        static func height(length: Int, width: Double) -> Double {
            14 + 18 * (Double(length) * 7 / Swift.max(40, width - 32)).rounded(.up)
        }

        static func itemWidth(length: Int) -> Double { 30 + Double(length % 9) * 20.25 }

        func height(at path: ListIndexPath, in listView: ListView) -> Double {
            Self.height(length: lengths[path.section][path.row], width: listView.viewportSize.width)
        }

        func numberOfSections(in listView: ListView) -> Int { lengths.count }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { lengths[section].count }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            try listView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { height(at: indexPath, in: listView) }
        func listView(_ listView: ListView, estimatedHeightForRowAt indexPath: ListIndexPath) -> Double? {
            estimates?[indexPath.section][indexPath.row]
        }
        func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? {
            Size(width: Self.itemWidth(length: lengths[indexPath.section][indexPath.row]), height: height(at: indexPath, in: listView))
        }
        func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { headers[section] }
        func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double? { 0 }

        /// Sections of random lengths (at least one item), headers of random heights.
        static func random(_ rng: inout SeededGenerator) -> Source {
            let sections = Int.random(in: 1...4, using: &rng)
            let lengths = (0..<sections).map { s in
                (0..<Int.random(in: (s == 0 ? 1 : 0)...70, using: &rng)).map { _ in Int.random(in: 0...400, using: &rng) }
            }
            return Source(lengths: lengths, headers: (0..<sections).map { _ in Double(rng.below(41)) })
        }
    }

    /// A list over `source`, loaded, as an app builds it when it launches.
    static func launch(_ source: Source, layout: ListLayout, rowHeight: RowHeight, viewport: Size) throws -> ListView {
        let list = ListView(style: .plain, layout: layout, rowHeight: rowHeight)
        list.register(TestCell.self, forCellReuseIdentifier: "cell")
        list.dataSource = source
        list.delegate = source
        try list.setViewportSize(viewport)
        try list.reloadData()
        return list
    }

    /// Layout passes enough for what a jump leaves unknown to be measured and laid out.
    static func settle(_ list: ListView) {
        for _ in 0..<4 { list.layout() }
    }

    /// The visible cells, each with its frame as on screen (relative to the viewport's top).
    static func screen(_ list: ListView) -> [String] {
        list.visibleCells.map { cell in
            let f = cell.frame
            return "\(cell.indexPath!) at (\(f.minX), \(f.minY - list.contentOffset.y)) \(f.width)×\(f.height)"
        }
    }

    /// The place's item's distance from the viewport's top, in the layout and as its cell
    /// shows it.
    static func distances(of item: ListIndexPath, in list: ListView) -> (layout: Double, cell: Double?) {
        let layout = list.rectForRow(at: item)!.minY - list.contentOffset.y
        return (layout, list.cellForRow(at: item).map { $0.frame.minY - list.contentOffset.y })
    }

    /// Saves a place in a list scrolled somewhere at random, restores it in a fresh list over the
    /// same data at the same width and at another, and checks the item's distance from the top
    /// (and at the same width, the screen). Places that the restored list's limits clamp are
    /// where the clamp put them; returns how many of the two restores were not clamped.
    @discardableResult
    static func checkRelaunches(_ source: Source, layout: (Double) -> ListLayout, rowHeight: RowHeight, sameScreen: Bool,
                                rng: inout SeededGenerator, _ context: String) throws -> Int {
        let width = Double(120 + rng.below(700)), height = Double(200 + rng.below(500))
        let saved = try launch(source, layout: layout(width), rowHeight: rowHeight, viewport: Size(width: width, height: height))
        let limits = saved.contentOffsetLimits
        try saved.setContentOffset(Point(x: 0, y: (Double.random(in: limits, using: &rng) * 4).rounded() / 4))
        settle(saved)
        guard let place = saved.place else { return 0 }
        #expect(saved.indexPathsForVisibleRows.contains(place.item) || saved.indexPathsForVisibleRows.isEmpty, "\(context): the place is on screen")
        // Through JSON, as an app keeps it.
        let decoded = try JSONDecoder().decode(ListPlace<ListIndexPath>.self, from: JSONEncoder().encode(place))
        #expect(decoded == place, "\(context): JSON round trip")
        var exact = 0
        for relaunchWidth in [width, Double(120 + rng.below(700))] {
            let label = "\(context), saved \(place) at width \(width), restored at \(relaunchWidth)"
            let list = try launch(source, layout: layout(relaunchWidth), rowHeight: rowHeight,
                                    viewport: Size(width: relaunchWidth, height: height))
            try list.restorePlace(decoded)
            let restoredLimits = list.contentOffsetLimits
            if !list.holdsRestoredPlace {
                let offset = list.contentOffset.y
                #expect(offset == restoredLimits.lowerBound || offset == restoredLimits.upperBound, "\(label): clamped to a limit")
                continue
            }
            settle(list)
            list._checkInvariants()
            let (inLayout, onScreen) = distances(of: place.item, in: list)
            let limits = list.contentOffsetLimits
            if inLayout != place.offsetFromTop, list.contentOffset.y == limits.lowerBound || list.contentOffset.y == limits.upperBound {
                continue   // the rows measured since left the place beyond the limits: the offset stops at one
            }
            exact += 1
            #expect(abs(inLayout - place.offsetFromTop) <= 0.5, "\(label): the item is \(inLayout - place.offsetFromTop) pt off")
            #expect(inLayout == place.offsetFromTop, "\(label): exactly")
            if let onScreen { #expect(onScreen == place.offsetFromTop, "\(label): its cell") }
            #expect(list.place == place, "\(label): the place reads back")
            if sameScreen, relaunchWidth == width {
                #expect(screen(list) == screen(saved), "\(label): the same screen")
            }
        }
        return exact
    }

    static func randomQuarter(_ range: ClosedRange<Double>, _ rng: inout SeededGenerator) -> Double {
        (Double.random(in: range, using: &rng) * 4).rounded() / 4
    }

    /// A row height for the list: fixed, per row, or self-sizing from an estimate far from the
    /// real heights (far below or far above), sometimes per item.
    static func randomRowHeight(_ source: Source, _ rng: inout SeededGenerator) -> RowHeight {
        switch rng.below(4) {
        case 0: return .fixed(randomQuarter(10...120, &rng))
        case 1: return .perRow
        case 2:
            source.estimates = source.lengths.map { $0.map { _ in Double([2, 8, 400, 900][rng.below(4)]) } }
            return .selfSizing(estimate: 44)
        default: return .selfSizing(estimate: [1, 4, 300, 700][rng.below(4)])
        }
    }

    // MARK: Relaunches

    @Test(arguments: testSeeds(40))
    func tableRestoresItsPlace(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let source = Source.random(&rng)
        let rowHeight = Self.randomRowHeight(source, &rng)
        let exact = try Self.checkRelaunches(source, layout: { _ in .table }, rowHeight: rowHeight, sameScreen: true,
                                             rng: &rng, "seed \(seed), \(rowHeight)")
        // The same heights at the same width: nothing to clamp.
        if case .fixed = rowHeight { #expect(exact == 2, "seed \(seed): fixed heights are restored exactly") }
    }

    @Test(arguments: testSeeds(40))
    func gridRestoresItsPlace(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let source = Source.random(&rng)
        let rowHeight = Self.randomRowHeight(source, &rng)
        let grid = CollectionListTests.randomGridLayout(&rng)
        try Self.checkRelaunches(source, layout: { _ in .grid(grid) }, rowHeight: rowHeight, sameScreen: true,
                                 rng: &rng, "seed \(seed), \(grid), \(rowHeight)")
    }

    @Test(arguments: testSeeds(40))
    func flowRestoresItsPlace(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let source = Source.random(&rng)
        let selfSizing = rng.below(2) == 0
        let flow = FlowLayout(itemSpacing: Self.randomQuarter(0...10, &rng), lineSpacing: Self.randomQuarter(0...10, &rng),
                              estimatedItemSize: Size(width: Self.randomQuarter(20...200, &rng), height: [2, 40, 600][rng.below(3)]))
        // A self-sizing item's width is known once it is measured: the lines above an item may
        // break elsewhere than they did, so only its distance from the top is the same.
        try Self.checkRelaunches(source, layout: { _ in .flow(flow) }, rowHeight: selfSizing ? .selfSizing(estimate: 44) : .perRow,
                                 sameScreen: !selfSizing, rng: &rng, "seed \(seed), \(flow), self-sizing \(selfSizing)")
    }

    // MARK: Estimates, ends and lifetime

    /// Rows estimated far shorter than they are (and far taller): the restored row, scrolled
    /// 150 pt out of 200, is not even on screen at its short estimate — it keeps the place
    /// anyway, and stays put while it and the rows around it are measured.
    @Test(arguments: [20.0, 1_000.0])
    func selfSizingRowsKeepTheRestoredRowWhileMeasured(estimate: Double) throws {
        let source = TestDataSource(rows: [Array(repeating: 200, count: 100)])
        let list = try makeList(source, rowHeight: .selfSizing(estimate: estimate))
        let place = ListPlace(item: ListIndexPath(row: 10, section: 0), offsetFromTop: -150)
        try list.restorePlace(place)
        #expect(list.rectForRow(at: place.item)!.minY - list.contentOffset.y == -150)
        for pass in 0..<4 {
            list.layout()
            #expect(Self.distances(of: place.item, in: list).layout == -150, "pass \(pass)")
            #expect(list.place == place, "pass \(pass)")
        }
        #expect(list.indexPathsForVisibleRows.first == place.item)
        #expect(list.cellForRow(at: place.item)!.frame.height == 200)
        // The reader scrolls: the restored row no longer keeps the place, the first visible one does.
        try list.setContentOffset(Point(x: 0, y: list.contentOffset.y + 60))
        list.layout()
        #expect(list.place == ListPlace(item: ListIndexPath(row: 11, section: 0), offsetFromTop: -10))
        #expect(!list.holdsRestoredPlace)
    }

    /// A change of width right after restoring keeps the restored row where it was put; a
    /// reload forgets it.
    @Test func theRestoredRowOutlastsAWidthChangeNotAReload() throws {
        let source = Source(lengths: [(0..<60).map { ($0 * 37) % 300 }], headers: [0])
        let list = try Self.launch(source, layout: .table, rowHeight: .selfSizing(estimate: 30), viewport: Size(width: 320, height: 480))
        let place = ListPlace(item: ListIndexPath(row: 30, section: 0), offsetFromTop: -12.5)
        try list.restorePlace(place)
        list.layout()
        try list.setViewportSize(Size(width: 700, height: 480))
        Self.settle(list)
        #expect(Self.distances(of: place.item, in: list).layout == -12.5)
        #expect(list.place == place)
        try list.reloadData()
        #expect(!list.holdsRestoredPlace)
    }

    /// At the content's ends the offset is clamped, and the item is where the clamp puts it.
    @Test func placesBeyondTheEndsAreClamped() throws {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 30)])
        let list = try makeList(source, rowHeight: .fixed(44))
        try list.setContentInset(EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        // The last row at the top: the viewport stops at the content's end (30 × 44 + 10 − 480).
        try list.restorePlace(ListPlace(item: ListIndexPath(row: 29, section: 0), offsetFromTop: 0))
        list.layout()
        #expect(list.contentOffset.y == 850)
        #expect(list.rectForRow(at: ListIndexPath(row: 29, section: 0))!.minY - list.contentOffset.y == 426)
        #expect(list.place == ListPlace(item: ListIndexPath(row: 29, section: 0), offsetFromTop: 426))
        // The first row far down: the viewport stops above the content, at the inset.
        try list.restorePlace(ListPlace(item: ListIndexPath(row: 0, section: 0), offsetFromTop: 300))
        list.layout()
        #expect(list.contentOffset.y == -20)
        #expect(list.place == ListPlace(item: ListIndexPath(row: 0, section: 0), offsetFromTop: 20))
    }

    /// A place the limits stop short is still the place until the next scroll: as the limits
    /// move (a row below measured taller, a shorter viewport), the item comes as near its
    /// distance as they let it and reaches it once they allow; a drag lets it go.
    @Test func aPlaceTheLimitsStopShortReachesItsDistanceWhenTheyAllow() throws {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 30)])
        let list = try makeList(source, rowHeight: .perRow)
        let item = ListIndexPath(row: 25, section: 0)  // its top at 1,100; the end's offset 30 × 44 − 480 = 840
        try list.restorePlace(ListPlace(item: item, offsetFromTop: 0))
        list.layout()
        #expect(list.contentOffset.y == 840)
        #expect(list.place == ListPlace(item: item, offsetFromTop: 260))
        // The last row taller by 100: nearer, still held by the end.
        source.rows[0][29] = 144
        try list.setHeight(144, forRowAt: ListIndexPath(row: 29, section: 0))
        list.layout()
        #expect(list.contentOffset.y == 940)
        #expect(list.place == ListPlace(item: item, offsetFromTop: 160))
        // Taller by 400: the item reaches the top, and stays there as the limits grow further.
        source.rows[0][29] = 444
        try list.setHeight(444, forRowAt: ListIndexPath(row: 29, section: 0))
        list.layout()
        #expect(list.contentOffset.y == 1_100)
        #expect(list.place == ListPlace(item: item, offsetFromTop: 0))
        _ = try list.setViewportSize(Size(width: 320, height: 200))
        list.layout()
        #expect(list.contentOffset.y == 1_100 && list.place == ListPlace(item: item, offsetFromTop: 0))
        // A drag lets the place go: the first row on screen keeps it.
        try list.setContentOffset(Point(x: 0, y: 1_000))
        list.layout()
        #expect(list.place == ListPlace(item: ListIndexPath(row: 22, section: 0), offsetFromTop: -32))
    }

    /// A restored row whose estimate ends above the viewport, though its true height reaches
    /// into it, is measured in the passes that follow: the screen is the one its place was saved
    /// from.
    @Test func aRestoredRowEstimatedAboveTheScreenIsMeasuredIntoIt() throws {
        // Rows of one 32-pt line at width 196, but the fourth: 12 lines, 230 pt, estimated at 2.
        var lengths = Array(repeating: 10, count: 30)
        lengths[3] = 281
        var estimates = Array(repeating: 44.0, count: 30)
        estimates[3] = 2
        let source = Source(lengths: [lengths], headers: [0], estimates: [estimates])
        let list = try Self.launch(source, layout: .table, rowHeight: .selfSizing(estimate: 44), viewport: Size(width: 196, height: 400))
        let item = ListIndexPath(row: 3, section: 0)
        try list.restorePlace(ListPlace(item: item, offsetFromTop: -215.25))
        // The first pass measures the rows below it (the ready rows nearest the screen first).
        for _ in 0..<2 { list.layout() }
        #expect(list.rectForRow(at: item)?.height == 230)
        #expect(Self.distances(of: item, in: list) == (-215.25, -215.25))
        #expect(list.indexPathsForVisibleRows.first == item)
        #expect(list.place == ListPlace(item: item, offsetFromTop: -215.25))
    }

    /// A list that never loaded loads first; a place saved before the list loads is nil.
    @Test func restoringLoadsAListThatNeverLoaded() throws {
        let source = TestDataSource(rows: [Array(repeating: 50, count: 100)])
        let list = ListView(rowHeight: .perRow)
        list.register(TestCell.self, forCellReuseIdentifier: "cell")
        list.dataSource = source
        list.delegate = source
        try list.setViewportSize(Size(width: 320, height: 480))
        #expect(list.place == nil)
        let place = ListPlace(item: ListIndexPath(row: 40, section: 0), offsetFromTop: -7.25)
        try list.restorePlace(place)
        list.layout()
        #expect(list.contentOffset.y == 2_007.25)
        #expect(list.place == place)
        #expect(list.indexPathsForVisibleRows.first == place.item)
    }

    // MARK: Bad places

    /// An item the list lacks, or a distance that is not a coordinate: a typed error, and the
    /// offset and the place are as before.
    @Test func badPlacesChangeNothing() throws {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 30), Array(repeating: 44, count: 5)])
        let list = try makeList(source, rowHeight: .fixed(44))
        try list.setContentOffset(Point(x: 0, y: 100))
        list.layout()
        let before = list.place
        func expectRefused(_ place: ListPlace<ListIndexPath>, _ expected: ListError) {
            #expect(throws: expected) { try list.restorePlace(place) }
            #expect(list.contentOffset.y == 100)
            #expect(list.place == before)
        }
        expectRefused(ListPlace(item: ListIndexPath(row: 5, section: 1), offsetFromTop: 0),
                      .indexPathOutOfRange(ListIndexPath(row: 5, section: 1), rowsInSection: 5))
        expectRefused(ListPlace(item: ListIndexPath(row: -1, section: 0), offsetFromTop: 0),
                      .indexPathOutOfRange(ListIndexPath(row: -1, section: 0), rowsInSection: 30))
        expectRefused(ListPlace(item: ListIndexPath(row: 0, section: 2), offsetFromTop: 0),
                      .indexPathOutOfRange(ListIndexPath(row: 0, section: 2), rowsInSection: 0))
        expectRefused(ListPlace(item: ListIndexPath(row: 3, section: 0), offsetFromTop: .infinity),
                      .invalidContentOffset(Point(x: 0, y: -.infinity)))
        expectRefused(ListPlace(item: ListIndexPath(row: 3, section: 0), offsetFromTop: 1e300),
                      .invalidContentOffset(Point(x: 0, y: 132 - 1e300)))
        do {
            try list.restorePlace(ListPlace(item: ListIndexPath(row: 3, section: 0), offsetFromTop: .nan))
            Issue.record("a NaN distance was taken")
        } catch {
            guard case let .invalidContentOffset(point) = error else { return #expect(Bool(false), "\(error)") }
            #expect(point.y.isNaN)
        }
        #expect(list.contentOffset.y == 100)
        #expect(list.place == before)
    }

    // MARK: Codable

    @Test func placesRoundTripThroughJSON() throws {
        let byPath = ListPlace(item: ListIndexPath(row: 12, section: 3), offsetFromTop: -17.5)
        let data = try JSONEncoder().encode(byPath)
        #expect(try JSONDecoder().decode(ListPlace<ListIndexPath>.self, from: data) == byPath)
        let byName = ListPlace(item: "post-42", offsetFromTop: 8.25)
        #expect(try JSONDecoder().decode(ListPlace<String>.self, from: JSONEncoder().encode(byName)) == byName)
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(byName)) as? [String: Any]
        #expect(object?["item"] as? String == "post-42")
        #expect(object?["offsetFromTop"] as? Double == 8.25)
        let sendable: any Sendable & Hashable = byName
        #expect(sendable.hashValue == byName.hashValue)
    }

    // MARK: Through a diffable data source

    final class Feed {
        let list: ListView
        let source: ListDiffableDataSource<String, Int>

        init(layout: ListLayout = .table, rowHeight: RowHeight = .perRow) throws {
            list = ListView(style: .plain, layout: layout, rowHeight: rowHeight)
            list.register(ItemCell.self, forCellReuseIdentifier: "item")
            source = ListDiffableDataSource(listView: list) { list, path, item in
                let cell = try list.dequeueReusableCell(withIdentifier: "item", for: path)
                (cell as? ItemCell)?.item = item
                (cell as? ItemCell)?.measuredHeight = ItemDataSource.height(ofItem: item)
                return cell
            }
            list.delegate = self.heights
            try list.setViewportSize(Size(width: 320, height: 480))
        }

        /// Item heights by identifier, as the cells measure them.
        let heights = Heights()

        final class Heights: ListDelegate {
            weak var source: ListDiffableDataSource<String, Int>?
            func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? {
                source?.itemIdentifier(for: indexPath).map(ItemDataSource.height(ofItem:))
            }
        }

        func show(_ sections: [(String, [Int])]) throws {
            heights.source = source
            var snapshot = ListSnapshot<String, Int>()
            for (section, items) in sections {
                try snapshot.appendSections([section])
                try snapshot.appendItems(items, toSection: section)
            }
            try source.apply(snapshot)
        }
    }

    /// The place by identifier: saved, through JSON, restored in a fresh list whose data gained
    /// and lost items around it — the item at the same distance from the top; an item gone is
    /// a typed error that changes nothing.
    @Test(arguments: [RowHeight.perRow, .selfSizing(estimate: 12)])
    func diffablePlacesFollowTheirItems(rowHeight: RowHeight) throws {
        let before = try Feed(rowHeight: rowHeight)
        try before.show([("pinned", [1, 2, 3]), ("feed", Array(100..<400))])
        try before.list.setContentOffset(Point(x: 0, y: 1_210.5))
        Self.settle(before.list)
        let saved = try #require(before.source.savedPlace())
        #expect(before.source.indexPath(for: saved.item) == before.list.place?.item)
        let data = try JSONEncoder().encode(saved)

        let after = try Feed(rowHeight: rowHeight)
        try after.show([("pinned", [1, 3]), ("feed", Array(50..<100) + Array(100..<400).filter { $0 % 5 != 0 || $0 == saved.item })])
        let place = try JSONDecoder().decode(ListPlace<Int>.self, from: data)
        try after.source.restorePlace(place)
        Self.settle(after.list)
        let path = try #require(after.source.indexPath(for: saved.item))
        #expect(Self.distances(of: path, in: after.list).layout == saved.offsetFromTop)
        #expect(after.source.savedPlace() == saved)

        // The item removed since: refused, nothing moves.
        try after.show([("feed", Array(50..<100))])
        Self.settle(after.list)
        let offset = after.list.contentOffset
        #expect(throws: ListError.placeItemNotFound(String(describing: saved.item))) { try after.source.restorePlace(place) }
        #expect(after.list.contentOffset == offset)
        #expect(ListError.placeItemNotFound("7").description.contains("not in the snapshot"))
        // A distance that is not finite: refused by the list.
        #expect(throws: ListError.self) { try after.source.restorePlace(ListPlace(item: 60, offsetFromTop: -.infinity)) }
        #expect(after.list.contentOffset == offset)
    }
}

/// A place restored in a list an animated scroll left at a non-dyadic offset, whose rows
/// measure themselves at heights (in sevenths of a point) no estimate knew: right after the
/// restore and after each pass that measures rows above the item, the item's rect less the
/// offset is the place's distance exactly, as the README's example asserts — for a place saved
/// in that list and restored after a jump away, and for a place of whole and quarter points.
@Suite struct ExactPlaceTests {
    /// Rows of heights in sevenths of a point (no sum of them is dyadic), measured as shown.
    final class Source: ListDataSource {
        let rows: Int
        init(rows: Int) { self.rows = rows }
        static func height(ofRow row: Int) -> Double { 20 + Double((row &* 7_919) % 97) / 7 }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { rows }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            let cell = try listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            (cell as? ItemCell)?.measuredHeight = Self.height(ofRow: indexPath.row)
            return cell
        }
    }

    /// Restores `place` in `list`, then checks the distance after the restore and after each
    /// of five passes.
    static func checkRestore(_ place: ListPlace<ListIndexPath>, in list: ListView, _ context: String) throws {
        try list.restorePlace(place)
        for pass in 0...5 {
            if pass > 0 { list.layout() }
            let top = try #require(list.rectForRow(at: place.item)).minY
            #expect(top - list.contentOffset.y == place.offsetFromTop, "\(context) pass \(pass)")
            #expect(list.place == place, "\(context) pass \(pass)")
        }
    }

    @Test(arguments: testSeeds(60))
    func aRestoredPlaceIsExactThroughThePassesThatMeasure(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(91_000 + seed))
        let source = Source(rows: 2_000 + rng.below(3_000))
        let list = try TestSupport.makeList(over: source, cells: [("item", ItemCell.self)],
                                            rowHeight: .selfSizing(estimate: [12.5, 44.3, 61.7][rng.below(3)]),
                                            viewport: Size(width: 390, height: 300 + Double(rng.below(600)) + 0.3))
        defer { withExtendedLifetime(source) {} }
        try list.setFrameInterval(1.0 / 120)
        list.layout()
        // An animated scroll to a far row, stopped anywhere: its frames leave the offset anywhere.
        let target = ListIndexPath(row: 200 + rng.below(source.rows - 400), section: 0)
        try list.scrollToRow(at: target, position: [.top, .middle, .bottom][rng.below(3)], animated: true)
        for _ in 0..<(5 + rng.below(40)) { list.layout() }
        let saved = try #require(list.place)
        // Away (the rows on the way measured or not), and back to the saved place.
        try list.setContentOffset(Point(x: 0, y: Double(rng.below(Int(list.contentSize.height / 2)))))
        list.layout()
        try Self.checkRestore(saved, in: list, "seed \(seed) saved \(saved)")
        // A place of whole and quarter points on a row not measured yet, far enough from either
        // end that the limits do not clamp it.
        let far = ListIndexPath(row: 200 + rng.below(source.rows - 400), section: 0)
        let quarter = ListPlace(item: far, offsetFromTop: Double(rng.below(1_200)) / 4 - 50)
        try Self.checkRestore(quarter, in: list, "seed \(seed) \(quarter)")
    }

    /// The restored row's top just above a power of two and the offset just below it: each
    /// height measured above the row rounds the top and the offset at different precisions,
    /// and the place is still exact. Rows estimated at 12.5 pt measure 20–34 pt.
    @Test(arguments: [14, 15, 16, 17])
    func aRestoredPlaceAcrossAPowerOfTwoIsExact(exponent: Int) throws {
        let source = Source(rows: 30_000)
        let power = Double(1 << exponent)
        for step in 0..<6 {
            let list = try TestSupport.makeList(over: source, cells: [("item", ItemCell.self)], rowHeight: .selfSizing(estimate: 12.5),
                                                viewport: Size(width: 390, height: 700))
            defer { withExtendedLifetime(source) {} }
            try list.setFrameInterval(1.0 / 120)
            list.layout()
            // An animated scroll first, as a reader's, stopped midway.
            try list.scrollToRow(at: ListIndexPath(row: 500 + 37 * step, section: 0), position: .middle, animated: true)
            for _ in 0..<(7 + step) { list.layout() }
            let row = Int((power / 12.5).rounded(.up)) + step
            let distance = [0.25, 10.75, 99.5, 250.25, 401, 640.75][step]
            try Self.checkRestore(ListPlace(item: ListIndexPath(row: row, section: 0), offsetFromTop: distance), in: list,
                                  "2^\(exponent) step \(step)")
        }
    }
}
