import Testing
@testable import ListEngine
import TestSupport

/// Animated batch updates in a list, against a naive reference that keeps, for every item by its
/// identity, the way it is drawn (from where, to where, since which frame): random batches at
/// random frames (interrupting one another), scrolls between frames, every row-height mode. At
/// every frame each displayed cell and each leaving cell is drawn where the reference says; no
/// cell is in two places; `willDisplay`/`didEndDisplaying` follow what is drawn; at the end every
/// cell is at its frame and every leaving cell back in its pool.
@Suite struct AnimatedUpdateTests {
    typealias Model = [(id: Int, items: [Int])]

    /// The reference: the way of every item drawn away from its frame (since the last batch),
    /// and of each leaving cell (since the batch it left with: its own time).
    struct Reference {
        struct Way {
            var from: Presentation
            var to: Presentation
            /// When the way began, on the clock.
            var start: Double
        }
        /// Ways of items that stay, by item.
        var ways: [Int: Way] = [:]
        /// Ways of leaving cells, by the cell.
        var leaving: [ObjectIdentifier: Way] = [:]
        var duration: Double
        var curve: TimingCurve
        /// Seconds of frames since the test began.
        var clock = 0.0
        var frameInterval: Double

        func drawn(_ way: Way) -> Presentation {
            let time = clock - way.start
            let progress = time >= duration - 1e-6 ? 1 : curve.progress(at: time / duration)
            return Presentation.interpolated(from: way.from, to: way.to, progress: progress)
        }

        /// Where `item` is drawn, given its layout frame now: its way ends there.
        func drawn(item: Int, frame: Rect) -> Presentation {
            guard var way = ways[item] else { return Presentation(frame: frame) }
            way.to.frame = frame
            return drawn(way)
        }

        /// The ways of the items on screen end where the layout puts them now, each drawn where
        /// it was: its start moves so that the same progress draws it at the same place.
        mutating func retarget(_ list: ListView) {
            for cell in list.visibleCells {
                let item = (cell as! ItemCell).item
                guard var way = ways[item], way.to.frame != cell.frame else { continue }
                let time = clock - way.start
                let p = time >= duration - 1e-6 ? 1 : curve.progress(at: time / duration)
                if p < 1 {
                    let now = drawn(way).frame
                    func start(_ drawn: Double, _ end: Double) -> Double { (drawn - p * end) / (1 - p) }
                    way.from.frame = Rect(x: start(now.minX, cell.frame.minX), y: start(now.minY, cell.frame.minY),
                                          width: start(now.width, cell.frame.width), height: start(now.height, cell.frame.height))
                }
                way.to.frame = cell.frame
                ways[item] = way
            }
        }

        /// Every way moved down by `dy` (the content moved under the viewport).
        mutating func shift(by dy: Double) {
            func moved(_ way: Way) -> Way {
                var way = way
                way.from.frame.origin.y += dy
                way.to.frame.origin.y += dy
                return way
            }
            ways = ways.mapValues(moved)
            leaving = leaving.mapValues(moved)
        }
    }

    /// The item source's heights, and the books of display by cell (two cells may show one
    /// item: a reloaded row's old and new cells).
    final class DisplayBook: ListDelegate {
        let source: ItemDataSource
        var displayed = Set<ObjectIdentifier>()
        var doubleCalls = 0

        init(_ source: ItemDataSource) { self.source = source }

        func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? {
            source.listView(listView, heightForRowAt: indexPath)
        }
        func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? {
            source.listView(listView, heightForHeaderInSection: section)
        }
        func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double? {
            source.listView(listView, heightForFooterInSection: section)
        }
        func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? {
            let item = source.item(at: indexPath)
            return Size(width: 40 + Double((item &* 7919) % 120), height: ItemDataSource.height(ofItem: item))
        }
        func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath) {
            if !displayed.insert(ObjectIdentifier(cell)).inserted { doubleCalls += 1 }
        }
        func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath) {
            if displayed.remove(ObjectIdentifier(cell)) == nil { doubleCalls += 1 }
        }
    }

    static func frames(_ list: ListView, _ model: Model) -> [Int: Rect] {
        var frames: [Int: Rect] = [:]
        for (s, section) in model.enumerated() {
            for (r, item) in section.items.enumerated() { frames[item] = list.rectForRow(at: ListIndexPath(row: r, section: s)) }
        }
        return frames
    }

    static func close(_ a: Presentation, _ b: Presentation) -> Bool { a.distance(to: b) < 1e-6 && abs(a.alpha - b.alpha) < 1e-9 }

    /// Checks every drawn cell against the reference, and the books of display and reuse.
    static func check(_ list: ListView, _ book: DisplayBook, _ reference: Reference, _ context: String) {
        var cells = Set<ObjectIdentifier>()
        for cell in list.visibleCells {
            let item = (cell as! ItemCell).item
            #expect(cells.insert(ObjectIdentifier(cell)).inserted, "\(context): a cell twice")
            let expected = list.isAnimatingUpdates ? reference.drawn(item: item, frame: cell.frame) : Presentation(frame: cell.frame)
            #expect(close(cell.presentation, expected), "\(context): item \(item) drawn at \(cell.presentation), not \(expected)")
        }
        for cell in list.leavingCells {
            #expect(cells.insert(ObjectIdentifier(cell)).inserted, "\(context): a leaving cell also elsewhere")
            #expect(cell.indexPath == nil && cell.isDisplayed, "\(context): a leaving cell belongs to no row and is displayed")
            guard let way = reference.leaving[ObjectIdentifier(cell)] else {
                Issue.record("\(context): a leaving cell the reference does not know")
                continue
            }
            #expect(close(cell.presentation, reference.drawn(way)), "\(context): leaving cell at \(cell.presentation), not \(reference.drawn(way))")
        }
        #expect(book.displayed == cells && book.doubleCalls == 0, "\(context): willDisplay and didEndDisplaying are not what is drawn")
        if !list.isAnimatingUpdates { #expect(list.leavingCells.isEmpty, "\(context): leaving cells after the end") }
    }

    /// Applies `batch` animated, and the reference's new ways: every item drawn before or
    /// visible after goes from where it is drawn to its new frame; arrivals and reloads fade in,
    /// deleted and reloaded items' cells fade out where they are drawn.
    static func applyAnimated(_ batch: RandomBatch, _ list: ListView, _ source: ItemDataSource,
                              _ reference: inout Reference) throws {
        let framesBefore = frames(list, batch.before)
        var drawnBefore: [Int: Presentation] = [:]
        var reloaded = Set(batch.update.reloadedRows.map { batch.before[$0.section].items[$0.row] })
        for s in batch.update.reloadedSections { reloaded.formUnion(batch.before[s].items) }
        for cell in list.visibleCells {
            let item = (cell as! ItemCell).item
            drawnBefore[item] = reference.drawn(item: item, frame: framesBefore[item]!)
        }
        let leavingBefore = Set(list.leavingCells.map(ObjectIdentifier.init))
        let before = list.contentOffset
        source.sections = batch.after
        try list.performBatchUpdates(batch.update, animated: true)
        let framesAfter = frames(list, batch.after)
        let visibleAfter = Set(list.indexPathsForVisibleRows.map { batch.after[$0.section].items[$0.row] })
        var next = reference
        next.ways = [:]
        let now = reference.clock
        // The batch keeps the reader's place by moving the offset: what was drawn moves with it.
        let shift = list.contentOffset.y - before.y
        func shifted(_ p: Presentation) -> Presentation { Presentation(frame: Rect(x: p.frame.minX, y: p.frame.minY + shift,
                                                                                  width: p.frame.width, height: p.frame.height), alpha: p.alpha) }
        next.leaving = next.leaving.mapValues { Reference.Way(from: shifted($0.from), to: shifted($0.to), start: $0.start) }
        for cell in list.visibleCells {
            let item = (cell as! ItemCell).item
            let to = Presentation(frame: framesAfter[item]!)
            if reloaded.contains(item) || framesBefore[item] == nil {
                next.ways[item] = Reference.Way(from: Presentation(frame: to.frame, alpha: 0), to: to, start: now)
            } else {
                // Drawn or not (scrolled away mid-way), it goes on from where its way has it.
                next.ways[item] = Reference.Way(from: shifted(reference.drawn(item: item, frame: framesBefore[item]!)), to: to, start: now)
            }
        }
        for cell in list.leavingCells where !leavingBefore.contains(ObjectIdentifier(cell)) {
            let item = (cell as! ItemCell).item
            let from = shifted(drawnBefore[item]!)
            // A row that stays slides to its frame on its way out; one that left fades where it is.
            let stays = !reloaded.contains(item) && framesAfter[item] != nil
            next.leaving[ObjectIdentifier(cell)] = Reference.Way(from: from, to: stays ? Presentation(frame: framesAfter[item]!)
                                                                    : Presentation(frame: from.frame, alpha: 0), start: now)
        }
        #expect(visibleAfter.isSubset(of: Set(list.visibleCells.map { ($0 as! ItemCell).item })))
        reference = next
    }

    enum Layout: String, CaseIterable, CustomStringConvertible, Sendable {
        case table, grid, flow
        var description: String { rawValue }

        var listLayout: ListLayout {
            switch self {
            case .table: .table
            case .grid: .grid(GridLayout(columns: .fixed(3)))
            case .flow: .flow(FlowLayout())
            }
        }
    }

    @Test(arguments: testSeeds(16), [BatchUpdateTests.Mode.fixed, .perRow, .selfSizing])
    func everyRowIsDrawnWhereTheReferenceSaysAtEveryFrame(seed: Int, mode: BatchUpdateTests.Mode) throws {
        try run(seed: seed, mode: mode, layout: .table)
    }

    @Test(arguments: testSeeds(12), [Layout.grid, .flow])
    func everyItemIsDrawnWhereTheReferenceSaysAtEveryFrame(seed: Int, layout: Layout) throws {
        try run(seed: seed, mode: seed % 3 == 0 ? .selfSizing : .perRow, layout: layout)
    }

    func run(seed: Int, mode: BatchUpdateTests.Mode, layout: Layout) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        var nextID = 0
        let source = ItemDataSource(sections: BatchUpdateTests.makeModel(&rng, nextID: &nextID))
        let list = ListView(style: .plain, layout: layout.listLayout, rowHeight: BatchUpdateTests.rowHeight(mode))
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        let book = DisplayBook(source)
        list.dataSource = source
        list.delegate = book
        try list.setViewportSize(Size(width: 320, height: 480))
        try list.reloadData()
        try list.setFrameInterval(1.0 / 120)
        list.layout()
        try list.setContentOffset(Point(x: 0, y: Double(rng.below(400))))
        list.layout()
        let settings = list.updateAnimationSettings
        var reference = Reference(duration: settings.duration, curve: settings.curve, frameInterval: list.frameInterval)
        var ended = 0
        // Batches often (most interrupt the one before) or seldom (most play to their end).
        let batchEvery = seed % 2 == 0 ? 14 : 60
        let slope = settings.curve.maximumSlope
        var mostDrawn = 0
        var batchTimes: [(time: Double, displayed: Int)] = []
        for step in 0..<(60 + rng.below(120)) {
            let context = "seed \(seed) \(layout) \(mode) step \(step)"
            if rng.below(batchEvery) == 0 {
                batchTimes.append((reference.clock, list.visibleCells.count))
                let batch = RandomBatch(source.sections, intensity: 0.05, nextID: &nextID, rng: &rng, sectionChanges: rng.below(3) == 0)
                try Self.applyAnimated(batch, list, source, &reference)
                reference.retarget(list)
                Self.check(list, book, reference, context + " (batch)")
                mostDrawn = Swift.max(mostDrawn, list.visibleCells.count + list.leavingCells.count)
            }
            if rng.below(6) == 0 {
                let limits = list.contentOffsetLimits
                let y = Swift.min(limits.upperBound, Swift.max(limits.lowerBound, list.contentOffset.y + Double(rng.below(61)) - 30))
                try list.setContentOffset(Point(x: 0, y: y))
            }
            let wasAnimating = list.isAnimatingUpdates
            var drawnBefore: [ObjectIdentifier: (item: Int, at: Presentation)] = [:]
            for cell in Array(list.visibleCells) + list.leavingCells {
                drawnBefore[ObjectIdentifier(cell)] = ((cell as! ItemCell).item, cell.presentation)
            }
            reference.clock += reference.frameInterval
            let offsetBeforeLayout = list.contentOffset.y
            list.layout()
            // A pass that kept the place while rows above were measured moved the content, and
            // what is drawn with it.
            reference.shift(by: list.contentOffset.y - offsetBeforeLayout)
            reference.retarget(list)
            // Nothing jumps on screen: a frame moves a cell at most its curve's steepest share of
            // its way (the content moved by a pass keeping the place moves it on screen not at all).
            if wasAnimating {
                let moved = list.contentOffset.y - offsetBeforeLayout
                let leaving = Set(list.leavingCells.map(ObjectIdentifier.init))
                for cell in Array(list.visibleCells) + list.leavingCells {
                    let id = ObjectIdentifier(cell)
                    guard let last = drawnBefore[id], last.item == (cell as! ItemCell).item,
                          let way = leaving.contains(id) ? reference.leaving[id] : reference.ways[last.item] else { continue }
                    let bound = slope * reference.frameInterval / reference.duration * way.from.distance(to: way.to) + 0.5
                    #expect(cell.presentation.distance(to: last.at.shifted(by: moved)) <= bound, "\(context): item \(last.item) jumped")
                }
            }
            if wasAnimating, !list.isAnimatingUpdates { ended += 1 }
            mostDrawn = Swift.max(mostDrawn, list.visibleCells.count + list.leavingCells.count)
            // Each leaving cell left with a batch of the last duration, displayed when it came.
            let recent = batchTimes.filter { reference.clock - $0.time < reference.duration + 1e-6 }
            #expect(list.leavingCells.count <= recent.map(\.displayed).reduce(0, +), "\(context): leaving cells pile up")
            if !list.isAnimatingUpdates { reference.ways = [:]; reference.leaving = [:] }
            Self.check(list, book, reference, context)
        }
        for _ in 0..<40 { list.layout() }
        #expect(!list.isAnimatingUpdates && list.leavingCells.isEmpty)
        for cell in list.visibleCells { #expect(cell.presentation == Presentation(frame: cell.frame)) }
        #expect(ended <= list.updateAnimationStatistics.started)
        // Cells alive for animations: at most those displayed and those leaving.
        #expect(list.updateAnimationStatistics.cellsInFlightMax <= mostDrawn)
    }

    // MARK: What starts, ends and interrupts an animation

    /// A delegate that counts the animations that played to their end.
    final class Ends: ListDelegate {
        var updates = 0
        func listViewDidEndUpdateAnimation(_ listView: ListView) { updates += 1 }
    }

    /// A table of `rows` fixed-height rows, 20 on screen.
    static func table(rows: Int) throws -> (ListView, ItemDataSource) {
        let source = ItemDataSource(sections: [(id: 0, items: Array(0..<rows))])
        let list = ListView(style: .plain, rowHeight: .fixed(20))
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        list.dataSource = source
        try list.setViewportSize(Size(width: 100, height: 400))
        try list.reloadData()
        list.layout()
        return (list, source)
    }

    static func play(_ list: ListView, frames: Int = 100) {
        for _ in 0..<frames where list.isAnimatingUpdates { list.layout() }
    }

    /// A row far above the viewport changes height while an animated update plays: the place
    /// is kept by moving the offset, and the animation moves with it, so every row is drawn on
    /// screen where a twin list without the change draws it — at once, before the next pass.
    @Test(arguments: ["setHeight", "reloadRows"])
    func aHeightChangeAboveMovesTheAnimationWithTheContent(change: String) throws {
        func animatedList() throws -> (ListView, ItemDataSource) {
            let source = ItemDataSource(sections: [(id: 0, items: Array(0..<300))])
            let list = try BatchUpdateTests.makeList(source, mode: .perRow)
            try list.setContentOffset(Point(x: 0, y: 3_000))
            list.layout()
            let row = list.indexPathsForVisibleRows[3].row
            source.sections[0].items.remove(at: row)
            source.sections[0].items.insert(1_000, at: row + 2)
            try list.performBatchUpdates({
                $0.deleteRows(at: [ListIndexPath(row: row, section: 0)])
                $0.insertRows(at: [ListIndexPath(row: row + 2, section: 0)])
            }, animated: true)
            for _ in 0..<5 { list.layout() }
            return (list, source)
        }
        let (list, source) = try animatedList()
        // (The lists hold their data sources weakly: both are kept to the end.)
        let (twin, twinSource) = try animatedList()
        defer { withExtendedLifetime(twinSource) {} }
        let above = ListIndexPath(row: 2, section: 0)
        let heightBefore = ItemDataSource.height(ofItem: source.sections[0].items[2])
        let grown: Double
        if change == "setHeight" {
            grown = 30
            try list.setHeight(heightBefore + grown, forRowAt: above)
        } else {
            // Another item in its place, of another height.
            let item = try #require((2_000..<2_100).first { ItemDataSource.height(ofItem: $0) != heightBefore })
            source.sections[0].items[2] = item
            grown = ItemDataSource.height(ofItem: item) - heightBefore
            try list.reloadRows(at: [above])
        }
        #expect(list.contentOffset.y == twin.contentOffset.y + grown)
        // At once (before the next pass too) and frame after frame.
        for pass in 0..<4 {
            if pass > 0 {
                list.layout()
                twin.layout()
            }
            #expect(list.isAnimatingUpdates)
            let drawn = Dictionary(uniqueKeysWithValues: twin.visibleCells.map { ($0.indexPath!, $0.presentation.frame.minY - twin.contentOffset.y) })
            // (A row at an edge of the screen may be displayed in one list and not the other.)
            var compared = 0
            for cell in list.visibleCells {
                guard let y = drawn[cell.indexPath!] else { continue }
                compared += 1
                #expect(abs(cell.presentation.frame.minY - list.contentOffset.y - y) < 1e-9, "row \(cell.indexPath!) drawn elsewhere")
            }
            #expect(compared >= 8)
        }
    }

    @Test func deletingAHundredThousandRowsAnimatesAScreenful() throws {
        let (list, source) = try Self.table(rows: 1_000_000)
        try list.setContentOffset(Point(x: 0, y: 50_000 * 20))
        list.layout()
        let paths = (0..<100_000).map { ListIndexPath(row: $0, section: 0) }
        source.sections[0].items.removeFirst(100_000)
        try list.performBatchUpdates({ $0.deleteRows(at: paths) }, animated: true)
        #expect(list.isAnimatingUpdates)
        // The 20 rows on screen leave (fading where they were); the rows that take their place fade in.
        #expect(list.leavingCells.count == 20 && list.leavingCells.allSatisfy { $0.presentation.alpha == 1 })
        list.layout()
        #expect(list.leavingCells.allSatisfy { $0.presentation.alpha < 1 })
        Self.play(list)
        #expect(!list.isAnimatingUpdates && list.leavingCells.isEmpty && list.updateAnimationStatistics.cellsInFlightMax <= 42)
    }

    @Test func theDelegateHearsOfAnAnimationThatPlaysToItsEndOnly() throws {
        let (list, source) = try Self.table(rows: 100)
        let ends = Ends()
        list.delegate = ends
        source.sections[0].items.insert(1_000, at: 3)
        try list.performBatchUpdates({ $0.insertRows(at: [ListIndexPath(row: 3, section: 0)]) }, animated: true)
        // 36 frames at 120 Hz: the last one ends it.
        try list.setFrameInterval(1.0 / 120)
        for frame in 1...36 {
            list.layout()
            #expect(list.isAnimatingUpdates == (frame < 36))
        }
        #expect(ends.updates == 1)
        // One taken over by another: one call, for the second.
        source.sections[0].items.insert(1_001, at: 5)
        try list.performBatchUpdates({ $0.insertRows(at: [ListIndexPath(row: 5, section: 0)]) }, animated: true)
        for _ in 0..<10 { list.layout() }
        source.sections[0].items.remove(at: 5)
        try list.performBatchUpdates({ $0.deleteRows(at: [ListIndexPath(row: 5, section: 0)]) }, animated: true)
        Self.play(list)
        #expect(ends.updates == 2 && list.updateAnimationStatistics.interrupted == 1 && list.updateAnimationStatistics.started == 3)
    }

    @Test func aBatchWithoutAnimationAReloadOrANewWidthEndItAtOnce() throws {
        let (list, source) = try Self.table(rows: 100)
        let ends = Ends()
        list.delegate = ends
        func startOne() throws {
            list.layout()
            source.sections[0].items.remove(at: 2)
            try list.performBatchUpdates({ $0.deleteRows(at: [ListIndexPath(row: 2, section: 0)]) }, animated: true)
            list.layout()
            #expect(list.isAnimatingUpdates && list.leavingCells.count == 1)
        }
        func expectEnded() {
            #expect(!list.isAnimatingUpdates && list.leavingCells.isEmpty)
            for cell in list.visibleCells { #expect(cell.presentation == Presentation(frame: cell.frame)) }
        }
        try startOne()
        source.sections[0].items.remove(at: 0)
        try list.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
        expectEnded()
        try startOne()
        try list.reloadData()
        expectEnded()
        try startOne()
        try list.setViewportSize(Size(width: 120, height: 400))
        expectEnded()
        #expect(ends.updates == 0)
        // A scroll does not: the animation is in content coordinates.
        try startOne()
        try list.setContentOffset(Point(x: 0, y: 30))
        list.layout()
        #expect(list.isAnimatingUpdates)
    }

    @Test func aFailedBatchLeavesTheAnimationAsItWas() throws {
        let (list, source) = try Self.table(rows: 100)
        source.sections[0].items.remove(at: 2)
        try list.performBatchUpdates({ $0.deleteRows(at: [ListIndexPath(row: 2, section: 0)]) }, animated: true)
        list.layout()
        let drawn = list.visibleCells.map(\.presentation)
        // Counts that do not add up: refused, and the animation goes on as before.
        #expect(throws: ListError.self) {
            try list.performBatchUpdates({ $0.deleteRows(at: [ListIndexPath(row: 7, section: 0)]) }, animated: false)
        }
        #expect(list.isAnimatingUpdates && list.leavingCells.count == 1 && list.visibleCells.map(\.presentation) == drawn)
    }

    @Test func reducingMotionFadesInsteadOfSliding() throws {
        let (list, source) = try Self.table(rows: 100)
        try list.setUpdateAnimationSettings(UpdateAnimationSettings(reducesMotion: true))
        source.sections[0].items.insert(1_000, at: 0)
        let moved = source.sections[0].items.remove(at: 10)
        source.sections[0].items.insert(moved, at: 3)
        try list.performBatchUpdates({
            $0.insertRows(at: [ListIndexPath(row: 0, section: 0)])
            $0.moveRow(at: ListIndexPath(row: 9, section: 0), to: ListIndexPath(row: 3, section: 0))
        }, animated: true)
        while list.isAnimatingUpdates {
            for cell in list.visibleCells { #expect(cell.presentation.frame == cell.frame, "nothing slides") }
            list.layout()
        }
        #expect(list.updateAnimationStatistics.started == 1)
    }

    @Test func settingsAreCheckedAndSpeedShortensTheAnimation() throws {
        let (list, source) = try Self.table(rows: 100)
        #expect(throws: ListError.invalidUpdateAnimation("a duration of 0.0 s must be a positive, finite number of seconds")) {
            try list.setUpdateAnimationSettings(UpdateAnimationSettings(duration: 0))
        }
        #expect(throws: ListError.self) { try list.setUpdateAnimationSettings(UpdateAnimationSettings(speed: .infinity)) }
        #expect(list.updateAnimationSettings == UpdateAnimationSettings())
        try list.setFrameInterval(1.0 / 120)
        try list.setUpdateAnimationSettings(UpdateAnimationSettings(speed: 2))
        source.sections[0].items.insert(1_000, at: 3)
        try list.performBatchUpdates({ $0.insertRows(at: [ListIndexPath(row: 3, section: 0)]) }, animated: true)
        var frames = 0
        while list.isAnimatingUpdates {
            list.layout()
            frames += 1
        }
        #expect(frames == 18)
    }

    // MARK: Edits

    @Test func aSwipeDeletionACommitAndAMoveCanAnimate() throws {
        let source = EditingDataSource(sections: [Array(0..<40)])
        let list = try makeEditingList(source)
        // A swipe's delete: the row fades where it was, the rows below slide up.
        try list.openSwipeActions(forRowAt: ListIndexPath(row: 2, section: 0), edge: .trailing)
        list.layout()
        let below = try #require(list.rectForRow(at: ListIndexPath(row: 3, section: 0)))
        try list.performSwipeAction(at: 0, animated: true)
        #expect(list.isAnimatingUpdates && list.leavingCells.count == 1)
        #expect(list.presentation(forRowAt: ListIndexPath(row: 2, section: 0))?.frame == below)
        Self.play(list)
        // A commit of two rows.
        list.setEditing(true)
        list.layout()
        try list.commitEditing(.delete, forRowsAt: [ListIndexPath(row: 0, section: 0), ListIndexPath(row: 5, section: 0)], animated: true)
        #expect(list.leavingCells.count == 2)
        Self.play(list)
        // A move lands from where the row floated.
        #expect(try list.beginInteractiveMovement(forRowAt: ListIndexPath(row: 1, section: 0)))
        try list.updateInteractiveMovementTargetPosition(Point(x: 160, y: 6 * 44 + 30))
        list.layout()
        let floated = try #require(list.interactiveMovement?.floatingFrame)
        let destination = try #require(list.interactiveMovement?.destination)
        try list.endInteractiveMovement(animated: true)
        #expect(list.presentation(forRowAt: destination)?.frame == floated)
        #expect(list.presentation(forRowAt: destination)?.frame != list.rectForRow(at: destination))
        Self.play(list)
        #expect(list.presentation(forRowAt: destination)?.frame == list.rectForRow(at: destination))
        #expect(list.updateAnimationStatistics.started == 3)
    }

    @Test func aTouchMidAnimationFindsTheRowDrawnUnderIt() throws {
        let (list, source) = try Self.table(rows: 100)
        try list.setFrameInterval(1.0 / 120)
        source.sections[0].items.insert(1_000, at: 3)
        try list.performBatchUpdates({ $0.insertRows(at: [ListIndexPath(row: 3, section: 0)]) }, animated: true)
        list.layout()
        // The new row 3 has hardly begun to fade in; the old row 3 (now row 4) is still drawn where it was.
        #expect(list.indexPathForRow(at: Point(x: 50, y: 70)) == ListIndexPath(row: 3, section: 0))
        #expect(list.touchDown(at: Point(x: 50, y: 70)) == ListIndexPath(row: 4, section: 0))
        list.cancelTouch()
        Self.play(list)
        #expect(list.touchDown(at: Point(x: 50, y: 70)) == ListIndexPath(row: 3, section: 0))
    }

    /// Records `didEndDisplaying`'s index paths.
    final class Ended: ListDelegate {
        var paths: [ListIndexPath] = []
        func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath) { paths.append(indexPath) }
    }

    @Test func aLeavingCellKeepsItsOwnTimingThroughATakeoverWithOtherSettings() throws {
        let (list, source) = try Self.table(rows: 100)
        try list.setFrameInterval(1.0 / 120)
        source.sections[0].items.remove(at: 2)
        try list.performBatchUpdates({ $0.deleteRows(at: [ListIndexPath(row: 2, section: 0)]) }, animated: true)
        for _ in 0..<24 { list.layout() }
        let first = try #require(list.leavingCells.first)
        let faded = first.presentation.alpha
        // Ten times slower from now on: the next batch, not the cell already leaving.
        try list.setUpdateAnimationSettings(UpdateAnimationSettings(speed: 0.1))
        source.sections[0].items.remove(at: 5)
        try list.performBatchUpdates({ $0.deleteRows(at: [ListIndexPath(row: 5, section: 0)]) }, animated: true)
        #expect(abs(first.presentation.alpha - faded) < 1e-9 && list.leavingCells.count == 2)
        for _ in 0..<12 { list.layout() }
        // 36 frames after its batch the first is gone; the second fades on.
        #expect(list.leavingCells.count == 1 && list.leavingCells.first !== first && list.isAnimatingUpdates)
    }

    @Test func aRowPushedOutEndsDisplayingAtItsPathAfterLaterBatches() throws {
        let (list, source) = try Self.table(rows: 1_000)
        let ended = Ended()
        list.delegate = ended
        // Row 0 moves far below the window: its cell slides out as a leaving cell.
        let moved = source.sections[0].items.remove(at: 0)
        source.sections[0].items.insert(moved, at: 900)
        try list.performBatchUpdates({ $0.moveRow(at: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 900, section: 0)) },
                                     animated: true)
        #expect(list.leavingCells.count == 1)
        list.layout()
        // Three rows above it go: it is row 897 now.
        source.sections[0].items.removeSubrange(10..<13)
        try list.performBatchUpdates({ $0.deleteRows(at: (10..<13).map { ListIndexPath(row: $0, section: 0) }) }, animated: true)
        ended.paths.removeAll()
        Self.play(list)
        #expect(ended.paths.contains(ListIndexPath(row: 897, section: 0)))
        #expect(!ended.paths.contains(ListIndexPath(row: 900, section: 0)))
    }

    @Test func onlyRowsDrawnOnScreenAreDisplayed() throws {
        let (list, source) = try Self.table(rows: 100)   // rows 0–19 on screen
        let moved = source.sections[0].items.remove(at: 5)
        source.sections[0].items.insert(moved, at: 30)
        try list.performBatchUpdates({ $0.moveRow(at: ListIndexPath(row: 5, section: 0), to: ListIndexPath(row: 30, section: 0)) },
                                     animated: true)
        while list.isAnimatingUpdates {
            let top = list.contentOffset.y
            // Displayed: on screen where it is drawn, or where it lands (sliding in).
            func onScreen(_ frame: Rect) -> Bool { frame.maxY > top && frame.minY < top + 400 }
            for cell in list.visibleCells {
                #expect(onScreen(cell.presentation.frame) || onScreen(cell.frame), "row \(cell.indexPath!) displayed at \(cell.presentation.frame)")
            }
            list.layout()
        }
        // The moved row slid out of view as a leaving cell; its row has a cell of its own, not displayed.
        #expect(list.updateAnimationStatistics.started == 1 && list.indexPathsForVisibleRows.count == 20)
    }

    /// Two sections of rows with header views.
    final class Sections: ListDataSource, ListDelegate {
        var counts = [5, 5, 5]
        /// Sections whose header the data source does not give.
        var headerless: Set<Int> = []
        func numberOfSections(in listView: ListView) -> Int { counts.count }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            try listView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { 30 }
        func listView(_ listView: ListView, viewForSupplementaryElementOfKind kind: String,
                      at indexPath: ListIndexPath) throws -> ListReusableView? {
            if headerless.contains(indexPath.section) { return nil }
            return try listView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    @Test func aSectionHeaderSlidesWithItsSectionAndANewOneFadesIn() throws {
        let (list, source) = try Self.sectionedTable([5, 5, 5])
        let header = ListView.elementKindSectionHeader
        let before = try #require(list.supplementaryView(forElementKind: header, inSection: 1)?.frame)
        // A row into section 0 and a new section 1: the old section 1 (now 2) is pushed down.
        source.counts[0] += 1
        source.counts.insert(2, at: 1)
        try list.performBatchUpdates({
            $0.insertRows(at: [ListIndexPath(row: 2, section: 0)])
            $0.insertSections([1])
        }, animated: true)
        list.layout()
        let pushed = try #require(list.supplementaryView(forElementKind: header, inSection: 2))
        let inserted = try #require(list.supplementaryView(forElementKind: header, inSection: 1))
        #expect(pushed.presentation.frame.minY < before.minY + 1 && pushed.frame.minY > before.minY + 100)
        #expect(inserted.presentation.alpha < 0.01)
        Self.play(list)
        #expect(pushed.presentation == Presentation(frame: pushed.frame) && inserted.presentation.alpha == 1)
    }

    /// A grouped table of `Sections` with headers, laid out at the top.
    static func sectionedTable(_ counts: [Int], layout: ListLayout = .table) throws -> (ListView, Sections) {
        let source = Sections()
        source.counts = counts
        let list = ListView(style: .grouped, rowHeight: .fixed(44))
        if layout != .table { try list.setListLayout(layout) }
        list.register(ListCell.self, forCellReuseIdentifier: "cell")
        list.register(ListReusableView.self, forSupplementaryViewOfKind: ListView.elementKindSectionHeader, withReuseIdentifier: "header")
        list.dataSource = source
        list.delegate = source
        try list.setViewportSize(Size(width: 390, height: 844))
        try list.setFrameInterval(1.0 / 120)
        try list.reloadData()
        list.layout()
        return (list, source)
    }

    /// At every frame of the animation under way, each placed header moves as its section's
    /// first row when that row is displayed and drawn whole: `dy` is how far each is drawn from
    /// its frame. Returns how many were compared.
    static func expectHeadersMoveWithTheirFirstRows(_ list: ListView, _ what: String) -> Int {
        var compared = 0
        for _ in 0..<100 where list.isAnimatingUpdates {
            list.layout()
            for header in list.visibleSupplementaryViews(ofKind: ListView.elementKindSectionHeader) {
                let s = (0..<list.numberOfSections).first { list.supplementaryView(forElementKind: ListView.elementKindSectionHeader, inSection: $0) === header }!
                // (A row that fades in where it lands — it was not drawn before — does not move.)
                guard list.numberOfRows(inSection: s) > 0, let row = list.cellForRow(at: ListIndexPath(row: 0, section: s)),
                      row.isDisplayed, row.presentation.alpha == 1 else { continue }
                let rowDY = row.presentation.frame.minY - row.frame.minY
                let headerDY = header.presentation.frame.minY - header.frame.minY
                #expect(abs(rowDY - headerDY) < 1e-6, "\(what): section \(s)'s header is \(headerDY) from its frame, its first row \(rowDY)")
                compared += 1
            }
        }
        return compared
    }

    @Test func aSectionComingIntoViewSlidesInWithItsRows() throws {
        let (list, source) = try Self.sectionedTable([20, 20, 20])
        #expect(list.supplementaryView(forElementKind: ListView.elementKindSectionHeader, inSection: 1) == nil)
        source.counts[0] -= 10
        try list.performBatchUpdates({ $0.deleteRows(at: (5..<15).map { ListIndexPath(row: $0, section: 0) }) }, animated: true)
        list.layout()
        // Section 1's header was not placed; it comes from where its section was, below the screen.
        let header = try #require(list.supplementaryView(forElementKind: ListView.elementKindSectionHeader, inSection: 1))
        #expect(header.presentation.frame.minY > header.frame.minY + 300 && header.presentation.alpha == 1)
        #expect(Self.expectHeadersMoveWithTheirFirstRows(list, "deleting ten rows above") > 20)
        #expect(header.presentation == Presentation(frame: header.frame))
    }

    @Test func aSectionPushedOutOfViewIsDrawnUntilItLeavesTheScreen() throws {
        let (list, source) = try Self.sectionedTable([5, 5, 5, 5, 5, 5])
        let header = ListView.elementKindSectionHeader
        let before = try #require(list.supplementaryView(forElementKind: header, inSection: 2)?.frame)
        source.counts[0] += 10
        try list.performBatchUpdates({ $0.insertRows(at: (2..<12).map { ListIndexPath(row: $0, section: 0) }) }, animated: true)
        list.layout()
        // Section 2 lands off screen, but its header is still drawn on its way out.
        let pushed = try #require(list.supplementaryView(forElementKind: header, inSection: 2))
        #expect(pushed.frame.minY > 844 && pushed.presentation.frame.minY < before.minY + 10)
        #expect(Self.expectHeadersMoveWithTheirFirstRows(list, "inserting ten rows above") > 20)
        #expect(list.supplementaryView(forElementKind: header, inSection: 2) == nil)
    }

    @Test func aSectionWithoutAHeaderKeepsItsOtherViewsDrawnAsItIsPushedOut() throws {
        let (list, source) = try Self.sectionedTable([5, 5, 5, 5, 5, 5])
        source.headerless = [2]
        list.registerDecorationView(ListReusableView.self, forKind: ListView.elementKindSectionBackground)
        try list.reloadData()
        list.layout()
        let background = ListView.elementKindSectionBackground
        #expect(list.supplementaryView(forElementKind: background, inSection: 2) != nil)
        #expect(list.supplementaryView(forElementKind: ListView.elementKindSectionHeader, inSection: 2) == nil)
        source.counts[0] += 10
        try list.performBatchUpdates({ $0.insertRows(at: (2..<12).map { ListIndexPath(row: $0, section: 0) }) }, animated: true)
        list.layout()
        let view = try #require(list.supplementaryView(forElementKind: background, inSection: 2), "drawn on its way out")
        #expect(view.presentation.frame.minY < 844 && view.frame.minY > 844)
    }

    @Test func backToBackBatchesTakeOverAHeaderWhereItIsDrawn() throws {
        let (list, source) = try Self.sectionedTable([10, 1, 10])
        let header = ListView.elementKindSectionHeader
        source.counts[0] += 2
        try list.performBatchUpdates({ $0.insertRows(at: [ListIndexPath(row: 10, section: 0), ListIndexPath(row: 11, section: 0)]) }, animated: true)
        for _ in 0..<10 { list.layout() }
        let drawn = try #require(list.supplementaryView(forElementKind: header, inSection: 1)).presentation
        #expect(drawn.alpha == 1)
        // Two batches with no pass between: the second takes over where the header is drawn,
        // though no view is placed (a batch numbers the sections anew) and its row is reloaded.
        source.counts[2] += 1
        try list.performBatchUpdates({ $0.insertRows(at: [ListIndexPath(row: 2, section: 2)]) }, animated: true)
        try list.performBatchUpdates({ $0.reloadRows(at: [ListIndexPath(row: 0, section: 1)]) }, animated: true)
        list.layout()
        let now = try #require(list.supplementaryView(forElementKind: header, inSection: 1)).presentation
        #expect(now.alpha == 1 && abs(now.frame.minY - drawn.frame.minY) < 20, "the header blinked or jumped: \(drawn) → \(now)")
    }

    @Test func aKindRegisteredMidAnimationLeavesTheHeadersWhereTheyAreDrawn() throws {
        let (list, source) = try Self.sectionedTable([5, 5, 5, 5])
        let header = ListView.elementKindSectionHeader
        source.counts[0] += 3
        try list.performBatchUpdates({ $0.insertRows(at: (1..<4).map { ListIndexPath(row: $0, section: 0) }) }, animated: true)
        for _ in 0..<10 { list.layout() }
        let view = try #require(list.supplementaryView(forElementKind: header, inSection: 1))
        let drawn = view.presentation
        #expect(drawn != Presentation(frame: view.frame), "mid-way")
        // A decoration kind arrives; the next batch takes over from where the header is drawn.
        list.registerDecorationView(ListReusableView.self, forKind: "background")
        source.counts[3] += 1
        let transition = try list.performBatchUpdates({ $0.insertRows(at: [ListIndexPath(row: 5, section: 3)]) }, animated: true)
        let shift = transition.contentOffsetAfter.y - transition.contentOffsetBefore.y
        list.layout()
        let now = try #require(list.supplementaryView(forElementKind: header, inSection: 1)).presentation
        // One frame on: at most what the curve allows over the way left, plus the batch's shift.
        let settings = list.updateAnimationSettings
        let allowed = settings.curve.maximumSlope * list.frameInterval / settings.duration * drawn.distance(to: Presentation(frame: view.frame)) + 0.5
        #expect(abs(now.frame.minY - drawn.frame.minY - shift) <= allowed, "the header jumped from \(drawn.frame) to \(now.frame)")
    }

    @Test(arguments: [ListLayout.table, .grid(GridLayout(columns: .adaptive(minimumWidth: 100)))])
    func headersSlideWithTheirSectionsThroughANewWidth(layout: ListLayout) throws {
        let (list, source) = try Self.sectionedTable([7, 7, 7, 7, 7, 7, 7, 7], layout: layout)
        defer { withExtendedLifetime(source) {} }
        try list.setContentOffset(Point(x: 0, y: 300))
        list.layout()
        let header = ListView.elementKindSectionHeader
        var before: [Int: Rect] = [:]
        for s in 0..<list.numberOfSections { before[s] = list.supplementaryView(forElementKind: header, inSection: s)?.frame }
        #expect(before.count >= 2)
        let transition = try list.setViewportSize(Size(width: 844, height: 390), animated: true)
        let shift = transition.contentOffsetAfter.y - transition.contentOffsetBefore.y
        // Every header placed before is drawn where it was (moved by the offset's change), not
        // at its new frame; then each moves with its section.
        var compared = 0
        for (s, frame) in before {
            guard let view = list.supplementaryView(forElementKind: header, inSection: s) else { continue }
            #expect(view.presentation.frame == Rect(x: frame.minX, y: frame.minY + shift, width: frame.width, height: frame.height),
                    "section \(s)'s header drawn at \(view.presentation.frame), was at \(frame)")
            compared += list.headerFrame(inSection: s) == view.presentation.frame ? 0 : 1
        }
        #expect(compared > 0, "headers slide, none jumps to its new frame")
        #expect(Self.expectHeadersMoveWithTheirFirstRows(list, "a new width") > 10)
        AnimatedUpdateTests.play(list)
        #expect(list.visibleSupplementaryViews(ofKind: header).allSatisfy { $0.presentation == Presentation(frame: $0.frame) })
    }

    @Test(arguments: [RowHeight.fixed(20), .selfSizing(estimate: 50)])
    func anAnimatedAppendAtTheEndKeepsTheEndInViewAtEveryFrame(rowHeight: RowHeight) throws {
        // A chat: anchored to its end; a message arrives.
        let source = ItemDataSource(sections: [(id: 0, items: Array(0..<200))])
        let list = ListView(rowHeight: rowHeight)
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        list.dataSource = source
        list.delegate = source
        try list.setViewportSize(Size(width: 320, height: 480))
        try list.setFrameInterval(1.0 / 120)
        list.anchorsToEnd = true
        try list.reloadData()
        for _ in 0..<3 { list.layout() }
        #expect(list.isAnchoredToEnd)
        let last = { try #require(list.rectForRow(at: ListIndexPath(row: list.numberOfRows(inSection: 0) - 1, section: 0))) }
        let oldLast = try #require(list.visibleCells.first { $0.indexPath?.row == 199 })
        let drawnBefore = oldLast.presentation.frame.minY - list.contentOffset.y
        source.sections[0].items.append(200)
        try list.performBatchUpdates({ $0.insertRows(at: [ListIndexPath(row: 200, section: 0)]) }, animated: true)
        // The old last row starts where it was on screen, and slides up as the new one fades in.
        #expect(abs(oldLast.presentation.frame.minY - list.contentOffset.y - drawnBefore) < 1e-9)
        var lastScreenY = drawnBefore
        while list.isAnimatingUpdates {
            list.layout()
            #expect(abs(try last().maxY - (list.contentOffset.y + 480)) < 1e-9, "the end is at the bottom at every frame")
            let y = oldLast.presentation.frame.minY - list.contentOffset.y
            #expect(y <= lastScreenY + 1e-9)
            lastScreenY = y
        }
        #expect(abs(lastScreenY - (drawnBefore - (try last().height))) < 1e-6)
    }

    /// Plays the animation under way (at most 100 frames), checking that each displayed cell
    /// moves on screen, between two frames, at most the curve's steepest slope × a frame's share
    /// of the duration × `height` (the screen's: no way is longer), plus 0.5 pt; `everyFrame`
    /// checks more after each. Returns the frames played.
    @discardableResult
    static func playCheckingScreenMoves(_ list: ListView, height: Double, everyFrame: () throws -> Void = {}) rethrows -> Int {
        let settings = list.updateAnimationSettings
        let bound = settings.curve.maximumSlope * list.frameInterval / settings.duration * height + 0.5
        func drawn() -> [ObjectIdentifier: (row: Int, y: Double)] {
            Dictionary(uniqueKeysWithValues: list.visibleCells.map {
                (ObjectIdentifier($0), ($0.indexPath!.row, $0.presentation.frame.minY - list.contentOffset.y))
            })
        }
        var before = drawn()
        var frames = 0
        while list.isAnimatingUpdates, frames < 100 {
            list.layout()
            frames += 1
            let now = drawn()
            for (cell, was) in before {
                guard let y = now[cell]?.y else { continue }
                #expect(abs(y - was.y) <= bound, "frame \(frames): row \(was.row) moved \(y - was.y) pt on screen")
            }
            before = now
            try everyFrame()
        }
        return frames
    }

    @Test func aChatsRowsMeasuredMidAnimationMoveNoFurtherThanTheCurveAllows() throws {
        // A chat of self-sizing rows (estimate 50), anchored to its end; twelve messages arrive
        // above the last one, pushing rows never measured into the ready window above, which are
        // measured in the next passes; the end stays in view.
        let source = ItemDataSource(sections: [(id: 0, items: Array(0..<200))])
        let list = ListView(rowHeight: .selfSizing(estimate: 50))
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        list.dataSource = source
        list.delegate = source
        try list.setViewportSize(Size(width: 320, height: 480))
        try list.setFrameInterval(1.0 / 120)
        list.anchorsToEnd = true
        try list.reloadData()
        for _ in 0..<3 { list.layout() }
        source.sections[0].items.insert(contentsOf: Array(1_000..<1_012), at: 199)
        try list.performBatchUpdates({ $0.insertRows(at: (199..<211).map { ListIndexPath(row: $0, section: 0) }) }, animated: true)
        let frames = try Self.playCheckingScreenMoves(list, height: 480) {
            let last = try #require(list.rectForRow(at: ListIndexPath(row: 211, section: 0)))
            #expect(abs(last.maxY - list.contentOffset.y - 480) < 1e-6, "the end is at the bottom at every frame")
        }
        #expect(frames > 30)
    }

    @Test func pagesArrivingMidAnimationMoveNothingOnScreen() throws {
        // A paged list of self-sizing rows: a jump far down shows placeholders; an animated new
        // width starts; the pages arrive (50 ms: the seventh frame) and their rows are measured.
        let (list, source, pager) = try PagingTests.makeList(configuration: PagingTests.simulated(distance: 200, maxPages: 20))
        defer { withExtendedLifetime(source) {} }
        for _ in 0..<10 { list.layout() }
        try list.setContentOffset(Point(x: 0, y: 200_000))
        list.layout()
        #expect(PagingTests.placeholdersOnScreen(list) > 0)
        try list.setViewportSize(Size(width: 360, height: 844), animated: true)
        #expect(list.isAnimatingUpdates)
        let loadedBefore = pager.statistics.loaded
        try Self.playCheckingScreenMoves(list, height: 844)
        #expect(pager.statistics.loaded > loadedBefore && PagingTests.placeholdersOnScreen(list) == 0)
    }

    @Test func rowAnimationsSayHowRowsArriveAndLeave() throws {
        let (list, source) = try Self.table(rows: 100)
        try list.setUpdateAnimationSettings(UpdateAnimationSettings(insertion: .left, deletion: .none))
        source.sections[0].items.insert(1_000, at: 3)
        source.sections[0].items.remove(at: 8)   // row 7 before
        try list.performBatchUpdates({
            $0.insertRows(at: [ListIndexPath(row: 3, section: 0)])
            $0.deleteRows(at: [ListIndexPath(row: 7, section: 0)])
        }, animated: true)
        // The new row slides in from the left, whole; the deleted one went with the batch.
        let frame = try #require(list.rectForRow(at: ListIndexPath(row: 3, section: 0)))
        #expect(list.presentation(forRowAt: ListIndexPath(row: 3, section: 0)) == Presentation(frame: Rect(x: -frame.width, y: frame.minY,
                                                                                                             width: frame.width, height: frame.height)))
        #expect(list.leavingCells.isEmpty)
        Self.play(list)
        // Reducing motion, a slide becomes a fade.
        try list.setUpdateAnimationSettings(UpdateAnimationSettings(reducesMotion: true, insertion: .top, deletion: .bottom))
        source.sections[0].items.insert(1_001, at: 3)
        source.sections[0].items.remove(at: 8)
        try list.performBatchUpdates({
            $0.insertRows(at: [ListIndexPath(row: 3, section: 0)])
            $0.deleteRows(at: [ListIndexPath(row: 7, section: 0)])
        }, animated: true)
        #expect(list.presentation(forRowAt: ListIndexPath(row: 3, section: 0)) == Presentation(frame: frame, alpha: 0))
        let leaving = try #require(list.leavingCells.first)
        let start = leaving.presentation
        Self.play(list, frames: 10)
        #expect(leaving.presentation.frame == start.frame && leaving.presentation.alpha < 1)
    }

    @Test func aNewWidthAndANewLayoutSlideFromWhereItemsAreDrawn() throws {
        let source = ItemDataSource(sections: [(id: 0, items: Array(0..<300))])
        let list = ListView(layout: .grid(GridLayout(columns: .adaptive(minimumWidth: 100))), rowHeight: .fixed(80))
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        list.dataSource = source
        try list.setViewportSize(Size(width: 390, height: 844))
        try list.setFrameInterval(1.0 / 120)
        try list.reloadData()
        try list.setContentOffset(Point(x: 0, y: 2_000))
        list.layout()
        func drawn() -> [Int: Presentation] {
            Dictionary(uniqueKeysWithValues: list.visibleCells.map { (($0 as! ItemCell).item, $0.presentation) })
        }
        /// Every item drawn before and after is drawn where it was, moved by the offset's change.
        func expectContinuous(_ before: [Int: Presentation], _ transition: ListTransition, _ what: String) {
            let shift = transition.contentOffsetAfter.y - transition.contentOffsetBefore.y
            var compared = 0
            for (item, now) in drawn() {
                guard let was = before[item] else { continue }
                compared += 1
                #expect(abs(now.frame.minX - was.frame.minX) < 1e-6 && abs(now.frame.minY - was.frame.minY - shift) < 1e-6,
                        "\(what): item \(item) drawn at \(now.frame), was \(was.frame)")
            }
            #expect(compared > 5, "\(what)")
        }
        // A rotation.
        var before = drawn()
        var transition = try list.setViewportSize(Size(width: 844, height: 390), animated: true)
        #expect(list.isAnimatingUpdates)
        expectContinuous(before, transition, "rotation")
        for _ in 0..<10 { list.layout() }
        // A new layout mid-way takes over from where the items are drawn.
        before = drawn()
        transition = try list.setListLayout(.flow(FlowLayout()), animated: true)
        expectContinuous(before, transition, "new layout")
        #expect(list.updateAnimationStatistics.interrupted == 1)
        Self.play(list)
        for cell in list.visibleCells { #expect(cell.presentation == Presentation(frame: cell.frame)) }
        // Without animation a new width ends nothing it did not start, and animates nothing.
        try list.setViewportSize(Size(width: 390, height: 844))
        #expect(!list.isAnimatingUpdates)
    }
}
