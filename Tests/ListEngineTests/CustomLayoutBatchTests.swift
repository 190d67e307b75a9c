import Testing
@testable import ListEngine
import TestSupport

/// A custom layout that takes batches and reloaded sizes itself
/// (``CustomCollectionLayout/apply(_:sections:width:itemSize:)``,
/// ``CustomCollectionLayout/resizeItems(_:sections:width:itemSize:)``) is not prepared again for
/// them, and gives the frames a layout that is always prepared afresh gives: two lists over the
/// same items, driven through the same random batches and reloads.
@Suite struct CustomLayoutBatchTests {
    /// How many times layouts sharing it were prepared, across the list's copies.
    final class PrepareCount: @unchecked Sendable {
        var count = 0
        /// How many batches and reloads layouts sharing it took themselves.
        var taken = 0
    }

    /// Items stacked one a line under their section's header, as wide as the delegate says
    /// (at most the width) and as tall; `takesChanges` says whether it takes batches and new
    /// sizes itself or leaves them to `prepare`.
    struct StackLayout: CustomCollectionLayout {
        let spacing: Double
        let takesChanges: Bool
        let prepares: PrepareCount
        private(set) var sections = CollectionSections(itemCounts: [], headerHeights: [])
        private(set) var width = 0.0
        private var sizes: [Size] = []
        private var tops: [Double] = []
        private var sectionTops: [Double] = [0]

        init(spacing: Double, takesChanges: Bool, prepares: PrepareCount) {
            self.spacing = spacing
            self.takesChanges = takesChanges
            self.prepares = prepares
        }

        static func == (a: Self, b: Self) -> Bool { a.spacing == b.spacing && a.takesChanges == b.takesChanges }
        func hash(into hasher: inout Hasher) {
            hasher.combine(spacing)
            hasher.combine(takesChanges)
        }

        static let missing = Size(width: 10, height: 20)

        mutating func prepare(sections: CollectionSections, width: Double, itemSize: (Int) -> Size?) {
            prepares.count += 1
            self.sections = sections
            self.width = width
            sizes = (0..<sections.itemCount).map { itemSize($0) ?? Self.missing }
            layOut()
        }

        mutating func apply(_ batch: CollectionLayoutBatch, sections: CollectionSections, width: Double,
                            itemSize: (Int) -> Size?) -> Bool {
            guard takesChanges, width == self.width, batch.oldSections.itemCount == sizes.count else { return false }
            for g in batch.removedItems.reversed() { sizes.remove(at: g) }
            for g in batch.insertedItems { sizes.insert(itemSize(g) ?? Self.missing, at: g) }
            for g in batch.reloadedItems { sizes[g] = itemSize(g) ?? Self.missing }
            self.sections = sections
            layOut()
            prepares.taken += 1
            return true
        }

        mutating func resizeItems(_ items: [Int], sections: CollectionSections, width: Double, itemSize: (Int) -> Size?) -> Bool {
            guard takesChanges, width == self.width else { return false }
            for g in items { sizes[g] = itemSize(g) ?? Self.missing }
            self.sections = sections
            layOut()
            prepares.taken += 1
            return true
        }

        /// The items' and sections' tops from the sizes.
        private mutating func layOut() {
            tops = []
            sectionTops = []
            var y = 0.0
            for s in 0..<sections.sectionCount {
                sectionTops.append(y)
                y += sections.headerHeights[s]
                for _ in sections.items(inSection: s) {
                    tops.append(y)
                    y += sizes[tops.count - 1].height + spacing
                }
            }
            sectionTops.append(y)
        }

        var contentHeight: Double { sectionTops.last ?? 0 }

        func frame(ofItem item: Int) -> Rect {
            Rect(x: 0, y: tops[item], width: min(sizes[item].width, width), height: sizes[item].height)
        }

        func items(intersecting y0: Double, _ y1: Double) -> Range<Int> {
            let first = tops.indices.first { tops[$0] + sizes[$0].height > y0 } ?? tops.count
            var end = first
            while end < tops.count, tops[end] < y1 { end += 1 }
            return first..<end
        }

        func headerFrame(ofSection section: Int) -> Rect {
            Rect(x: 0, y: sectionTops[section], width: width, height: sections.headerHeights[section])
        }

        func sectionFrame(ofSection section: Int) -> Rect {
            Rect(x: 0, y: sectionTops[section], width: width, height: sectionTops[section + 1] - sectionTops[section])
        }

        func sections(intersecting y0: Double, _ y1: Double) -> Range<Int> {
            let count = sections.sectionCount
            let first = (0..<count).first { sectionTops[$0 + 1] > y0 } ?? count
            var end = first
            while end < count, sectionTops[end] < y1 { end += 1 }
            return first..<end
        }
    }

    /// A list over `sections` with a stack layout that takes changes or not.
    static func makeList(_ sections: [(id: Int, items: [Int])], takesChanges: Bool, spacing: Double,
                         viewport: Size) throws -> (ListView, CollectionRandomizedTests.Source, PrepareCount) {
        let source = CollectionRandomizedTests.Source(sections: sections)
        let prepares = PrepareCount()
        let layout = StackLayout(spacing: spacing, takesChanges: takesChanges, prepares: prepares)
        let list = try TestSupport.makeList(over: source, cells: [("cell", ListCell.self)], layout: .custom(layout), viewport: viewport, laysOut: true)
        return (list, source, prepares)
    }

    /// Every item's frame, the headers' and the content height agree.
    static func expectSameFrames(_ list: ListView, _ reference: ListView, _ context: String) {
        #expect(list.contentSize == reference.contentSize, "\(context)")
        let frames = (0..<list.totalRows).map { list.activeLayout.frame(ofItem: $0) }
        let expected = (0..<reference.totalRows).map { reference.activeLayout.frame(ofItem: $0) }
        #expect(frames == expected, "\(context)")
        for s in 0..<list.numberOfSections {
            #expect(list.rectForHeader(inSection: s) == reference.rectForHeader(inSection: s), "\(context) header \(s)")
        }
        #expect(list.visibleCells.map(\.frame) == reference.visibleCells.map(\.frame), "\(context)")
    }

    @Test(arguments: testSeeds(12))
    func batchesAndReloadsTakenWithoutPreparing(seed: Int) throws {
        var rng = SeededGenerator(seed: 7_300 + UInt64(seed))
        var next = 0
        var sections = [(id: Int, items: [Int])]()
        for s in 0..<Int.random(in: 1...4, using: &rng) {
            var items = [Int]()
            for _ in 0..<Int.random(in: 0...60, using: &rng) { items.append(next); next += 1 }
            sections.append((1_000_000 + s, items))
        }
        let spacing = CollectionListTests.randomQuarter(0...8, &rng)
        let viewport = Size(width: CollectionListTests.randomQuarter(150...600, &rng), height: CollectionListTests.randomQuarter(150...500, &rng))
        let (list, source, prepares) = try Self.makeList(sections, takesChanges: true, spacing: spacing, viewport: viewport)
        let (reference, referenceSource, referencePrepares) = try Self.makeList(sections, takesChanges: false, spacing: spacing, viewport: viewport)
        Self.expectSameFrames(list, reference, "seed \(seed) start")
        var nextID = 10_000
        for step in 0..<30 {
            let context = "seed \(seed) step \(step)"
            let offset = CollectionListTests.randomQuarter(0...max(0, reference.contentSize.height), &rng)
            try list.setContentOffset(Point(x: 0, y: offset))
            try reference.setContentOffset(Point(x: 0, y: offset))
            let preparedBefore = (prepares.count, referencePrepares.count)
            if Int.random(in: 0..<4, using: &rng) == 0, list.totalRows > 0 {
                // Some items change size and are reloaded.
                let rows = Set((0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0..<list.totalRows, using: &rng) })
                let paths = rows.sorted().map { list.indexPath(forGlobalRow: $0)! }
                for path in paths {
                    let height = CollectionListTests.randomQuarter(10...90, &rng)
                    source.setHeights[source.item(at: path)] = height
                    referenceSource.setHeights[referenceSource.item(at: path)] = height
                }
                try list.reloadRows(at: paths)
                try reference.reloadRows(at: paths)
                #expect(prepares.count == preparedBefore.0, "\(context): reloaded sizes prepared the layout")
            } else {
                let batch = RandomBatch(source.sections, intensity: Double.random(in: 0.03...0.25, using: &rng), nextID: &nextID,
                                        rng: &rng, sectionChanges: Bool.random(using: &rng))
                // Reloaded items come back with new sizes.
                for path in batch.update.reloadedRows {
                    let height = CollectionListTests.randomQuarter(10...90, &rng)
                    source.setHeights[batch.before[path.section].items[path.row]] = height
                    referenceSource.setHeights[batch.before[path.section].items[path.row]] = height
                }
                source.sections = batch.after
                referenceSource.sections = batch.after
                try list.performBatchUpdates(batch.update)
                try reference.performBatchUpdates(batch.update)
                let prepared = batch.update.movedSections.isEmpty ? 0 : 1
                #expect(prepares.count == preparedBefore.0 + prepared, "\(context): the batch prepared the layout")
            }
            list.layout()
            reference.layout()
            Self.expectSameFrames(list, reference, context)
        }
        #expect(referencePrepares.count > 1, "seed \(seed): the reference was never prepared again")
        #expect(prepares.taken > 0, "seed \(seed): the layout never took a change itself")
        #expect(referencePrepares.taken == 0, "seed \(seed): the reference took a change itself")
    }
}
