import Synchronization
import Testing
@testable import ListEngine
import TestSupport

/// Rows that arrive by page (`ListPager`) through random sequences: scrolls, jumps, animated
/// scrolls to far rows, width changes, selections, appends, reloads and — in the second test —
/// batches that renumber rows, with pages that arrive in a random order: the loads run on the
/// list's simulated clock (each pass advances it a frame interval; no thread, no real time)
/// with a random number of workers and latency, and the backend answers each load, when it
/// completes, with its rows or with a failure (or a wrong count) at random, so pages come in
/// after others that were asked for later, once `retryFailedPages()` — called at random
/// steps — asks for them again.
///
/// A naive reference runs beside it: every row's item, and the backend's answers. After every
/// pass: at most `maxPages` pages are held, or the visible rows' pages where more of them are on
/// screen (they are never evicted); every loaded row's item is the row's item now (no
/// page ever lands in rows it was not loaded for); each visible row shows its item if its page
/// is loaded, a placeholder if not; a row not loaded refuses to be selected, and a selected row
/// whose page is evicted stays selected, its placeholder showing it; and the anchor row (the
/// first on screen measured, else the first visible) is where it was on screen through a pass
/// that delivered pages — to the last bit where an offset can put it there, else to the
/// rounding of its magnitude (wherever keeping
/// it needs no offset outside the limits: where it would, the place-rule suites check what the
/// limits do, and here a step that leaves the offset beyond them is followed by a scroll back).
@Suite struct PagingRandomizedTests {
    /// Rows of item identities, one section; a row's height belongs to its item.
    final class Source: ListDataSource, ListDelegate {
        var items: [Int]
        var pager: ListPager<Int>?
        init(items: [Int]) { self.items = items }

        static func height(ofItem item: Int) -> Double { 24 + Double((item &* 7_919) % 11) * 6.25 }

        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { items.count }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            let cell = try listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            let item = pager?.item(atRow: indexPath.row) ?? -1
            (cell as? ItemCell)?.item = item
            (cell as? ItemCell)?.measuredHeight = Self.height(ofItem: item)
            return cell
        }
    }

    /// The backend the loads ask, shared with the loader (which must be `Sendable`): the rows'
    /// items now, and a generator that decides each answer. On the simulated clock it is asked
    /// on the test's thread, when the load completes.
    final class Backend: Sendable {
        struct State {
            var items: [Int]
            var rng: SeededGenerator
            var failureRate: Int
        }
        let state: Mutex<State>
        init(items: [Int], seed: Int, failureRate: Int) {
            state = Mutex(State(items: items, rng: SeededGenerator(seed: UInt64(seed) &+ 77), failureRate: failureRate))
        }

        struct Unavailable: Error {}

        func load(_ rows: Range<Int>) throws -> [Int] {
            try state.withLock { state in
                let roll = state.rng.below(100)
                if roll < state.failureRate { throw Unavailable() }
                let items = rows.map { $0 < state.items.count ? state.items[$0] : -1 }
                return roll < state.failureRate + 2 ? Array(items.dropLast()) : items
            }
        }
    }

    final class Run {
        let seed: Int
        var rng: SeededGenerator
        let source: Source
        let backend: Backend
        let pager: ListPager<Int>
        let list: ListView
        let configuration: PagingConfiguration
        let renumbers: Bool
        var nextItem: Int
        var checks = 0
        /// How many pages the visible rows span, as of the last check that had some (a new width
        /// leaves none visible until the next pass; the last pass's pages are held till then).
        var shownPages = 0

        init(seed: Int, renumbers: Bool) throws {
            self.seed = seed
            self.renumbers = renumbers
            rng = SeededGenerator(seed: UInt64(seed) &* 49_979_687 &+ (renumbers ? 1 : 0))
            let pageSize = [5, 10, 20][rng.below(3)]
            let distance = rng.below(2 * pageSize + 1)
            let maxPages = (pageSize + 2 * distance + pageSize - 1) / pageSize + 1 + rng.below(6)
            configuration = PagingConfiguration(pageSize: pageSize, prefetchDistance: distance, maxPages: maxPages,
                                                workers: 1 + rng.below(4), timing: .simulated(latency: [0, 1.0 / 120, 0.03, 0.08][rng.below(4)]))
            let rows = pageSize * Int.random(in: 5...40, using: &rng)
            source = Source(items: Array(0..<rows))
            nextItem = rows
            backend = Backend(items: source.items, seed: seed, failureRate: [0, 10, 30][rng.below(3)])
            let backend = backend
            pager = try ListPager<Int>(configuration: configuration) { rows, _ in try backend.load(rows) }
            source.pager = pager
            list = try TestSupport.makeList(over: source, cells: [("item", ItemCell.self)], rowHeight: .selfSizing(estimate: 44),
                                            viewport: Size(width: 390, height: Double(Int.random(in: 200...900, using: &rng))), loads: false)
            try list.setFrameInterval([1.0 / 60, 1.0 / 120][rng.below(2)])
            list.setPager(pager)
        }

        var context: String { "seed \(seed), pages of \(configuration.pageSize), \(configuration.maxPages) held" }
        var limits: ClosedRange<Double> { list.contentOffsetLimits }

        /// The data source and the backend learn the rows' items.
        func commit(_ items: [Int]) {
            source.items = items
            backend.state.withLock { $0.items = items }
        }

        /// A pass, checked: the anchor row (``PlaceAnchorModel``: the first on screen measured,
        /// else the first) keeps its place while pages arrive. Where no row on screen was
        /// measured before the pass and pages arrived in it, the rows they measured anchor the
        /// rest of the pass (the README's rule, taken after that step): not checked.
        func pass(_ what: String) {
            // The row at the viewport's top edge (the visible rows are last pass's until this one),
            // and those below it on screen.
            let (top, bottom) = (list.contentOffset.y, list.contentOffset.y + list.viewportSize.height)
            let first = list.indexPathForRow(at: Point(x: 1, y: top)).flatMap { path in
                list.rectForRow(at: path).map { $0.minY <= top && $0.maxY > top } == true ? path : nil
            }
            var onScreen: [Int] = []
            if let first {
                for g in first.row..<source.items.count {
                    guard let rect = list.rectForRow(globalRow: g), rect.minY < bottom else { break }
                    onScreen.append(g)
                }
            }
            let anchor = PlaceAnchorModel.anchor(onScreen: onScreen, in: list)
            let item = anchor.map { source.items[$0] }
            let screenY = anchor.flatMap { list.rectForRow(globalRow: $0) }.map { $0.minY - top }
            let scrolling = list.isScrollAnimating
            let anchorFinal = anchor.map(list.layoutHasFinalFrame(item:)) == true
            let loaded = pager.statistics.loaded
            list.layout()
            if !scrolling, anchorFinal || pager.statistics.loaded == loaded, let item, let screenY, let row = source.items.firstIndex(of: item),
               let rect = list.rectForRow(globalRow: row), limits.contains(rect.minY - screenY) {
                // To the last bit wherever an offset can put it there; where the row's top moved
                // past a power of two, no offset can (the distance has a bit finer than the top
                // keeps now), and it is as near as one can, within the offset's last place.
                let now = rect.minY - list.contentOffset.y
                let exact = PlaceKeeper.exactOffset(placingTop: rect.minY, at: screenY) != nil
                #expect(exact ? now == screenY : abs(now - screenY) <= Swift.max(abs(rect.minY), abs(list.contentOffset.y)).ulp,
                        "\(context), \(what): row \(row) was \(screenY) pt below the top, now \(now)")
            }
            check(what)
        }

        func check(_ what: String) {
            checks += 1
            let context = "\(context), \(what)"
            // The visible rows' pages are never evicted: when more of them are on screen than
            // `maxPages`, all of them are held (README, "Rows that arrive by page"); with none
            // visible (a new width, until the next pass), those of the rows last visible.
            let visible = list.indexPathsForVisibleRows.map(\.row)
            if !visible.isEmpty { shownPages = Set(visible.map { $0 / configuration.pageSize }).count }
            let bound = Swift.max(configuration.maxPages, shownPages)
            #expect(pager.heldPages <= bound, "\(context): \(pager.heldPages) pages held, at most \(bound) (the visible rows' pages: \(shownPages))")
            for row in source.items.indices where pager.isLoaded(row: row) {
                #expect(pager.item(atRow: row) == source.items[row], "\(context): row \(row) holds \(String(describing: pager.item(atRow: row))), its item is \(source.items[row])")
            }
            for cell in list.visibleCells {
                guard let row = cell.indexPath?.row else { continue }
                if pager.isLoaded(row: row) {
                    #expect(cell.contentState != .placeholder && (cell as? ItemCell)?.item == source.items[row],
                            "\(context): loaded row \(row) shows \(String(describing: (cell as? ItemCell)?.item)) (\(cell.contentState)), its item is \(source.items[row])")
                } else {
                    #expect(cell.contentState == .placeholder, "\(context): row \(row) is not loaded, its cell shows \(String(describing: (cell as? ItemCell)?.item))")
                }
            }
            list._checkInvariants()
            list.checkTableGeometryInvariants()
        }

        func step(_ index: Int) throws {
            let what = "step \(index)"
            switch rng.below(renumbers ? 24 : 20) {
            case 0..<9:
                pass(what)
            case 9, 10:
                let y = list.contentOffset.y + Double(Int.random(in: -900...900, using: &rng))
                try list.setContentOffset(Point(x: 0, y: min(max(y, limits.lowerBound), limits.upperBound)))
                pass("\(what) scroll")
            case 11:
                try list.setContentOffset(Point(x: 0, y: Double.random(in: limits, using: &rng).rounded()))
                pass("\(what) jump")
            case 12:
                let row = rng.below(source.items.count)
                try list.scrollToRow(at: ListIndexPath(row: row, section: 0), position: [.top, .middle, .bottom][rng.below(3)], animated: true)
                pass("\(what) animated scroll to \(row)")
            case 13:
                pager.retryFailedPages()
                pass("\(what) retry")
            case 14:
                // Whole pages at the end: the pages loaded stay.
                let added = Array(nextItem..<(nextItem + configuration.pageSize))
                nextItem += added.count
                let rows = source.items.count
                commit(source.items + added)
                _ = try list.insertRows(at: added.indices.map { ListIndexPath(row: rows + $0, section: 0) })
                check("\(what) append a page")
            case 15:
                _ = try list.setViewportSize(Size(width: Double(Int.random(in: 300...700, using: &rng)), height: list.viewportSize.height))
                check("\(what) width")
            case 16:
                let visible = list.indexPathsForVisibleRows
                guard !visible.isEmpty else { return }
                let path = visible[rng.below(visible.count)]
                if pager.isLoaded(row: path.row) {
                    // Selected, and let go again or kept: a kept one whose page is evicted comes
                    // back as a placeholder that shows it selected (the invariants check it).
                    try list.selectRow(at: path)
                    #expect(list.indexPathsForSelectedRows.contains(path) && list.cellForRow(at: path)?.isSelected == true,
                            "\(context), \(what): loaded row \(path) not selected")
                    if rng.below(2) == 0 { list.deselectRow(at: path, animated: false) }
                } else {
                    #expect(throws: ListError.rowNotLoaded(path), "\(context), \(what): a placeholder at \(path) was selected") { try list.selectRow(at: path) }
                }
            case 17, 18:
                if list.isScrollAnimating { pass("\(what) frame") } else { pager.retryFailedPages() }
            case 19:
                try list.reloadData()
                #expect((0..<source.items.count).allSatisfy { !pager.isLoaded(row: $0) }, "\(context), \(what): a reload kept pages")
                check("\(what) reloadData")
            default:
                // Rows renumbered: one deleted, inserted or moved anywhere, or a short append.
                var items = source.items
                var update = ListBatchUpdate()
                switch rng.below(4) {
                case 0 where items.count > configuration.pageSize:
                    let row = rng.below(items.count)
                    items.remove(at: row)
                    update.deletedRows = [ListIndexPath(row: row, section: 0)]
                case 1:
                    let row = rng.below(items.count + 1)
                    items.insert(nextItem, at: row)
                    nextItem += 1
                    update.insertedRows = [ListIndexPath(row: row, section: 0)]
                case 2:
                    let (from, to) = (rng.below(items.count), rng.below(items.count))
                    items.insert(items.remove(at: from), at: to)
                    update.movedRows = [.init(from: ListIndexPath(row: from, section: 0), to: ListIndexPath(row: to, section: 0))]
                default:
                    let count = 1 + rng.below(configuration.pageSize)
                    update.insertedRows = (0..<count).map { ListIndexPath(row: items.count + $0, section: 0) }
                    items += nextItem..<(nextItem + count)
                    nextItem += count
                }
                commit(items)
                _ = try list.performBatchUpdates(update)
                check("\(what) batch \(update)")
            }
        }
    }

    static let steps = 200

    static func run(seed: Int, renumbers: Bool) throws {
        let run = try Run(seed: seed, renumbers: renumbers)
        var outside = 0
        for index in 0..<steps {
            try run.step(index)
            // A change can leave the offset outside the limits (keeping the place would need it
            // there; the place-rule suites check that case): the reader scrolls back.
            let (y, limits) = (run.list.contentOffset.y, run.limits)
            if !limits.contains(y), !run.list.isScrollAnimating {
                outside += 1
                try run.list.setContentOffset(Point(x: 0, y: min(max(y, limits.lowerBound), limits.upperBound)))
            }
        }
        #expect(outside < steps / 10, "\(run.context): \(outside) steps outside the limits")
        // (Renumbering batches may drop every load on its way.)
        let statistics = run.pager.statistics
        #expect(renumbers || statistics.loaded > 0, "\(run.context): no page loaded: \(statistics)")
    }

    @Test(arguments: testSeeds(48))
    func pagesArriveInRandomOrder(seed: Int) throws {
        try Self.run(seed: seed, renumbers: false)
    }

    /// Batches that renumber rows among the pages: pages renumbered with their rows, and no
    /// kept cell outliving its page.
    @Test(arguments: testSeeds(30))
    func pagesArriveInRandomOrderThroughRenumberingBatches(seed: Int) throws {
        try Self.run(seed: seed, renumbers: true)
    }
}
