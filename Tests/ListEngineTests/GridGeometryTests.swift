import Testing
@testable import ListEngine
import TestSupport

/// Both grid geometry representations (closed form with a fixed item height, and per-item
/// heights) against the naive reference grid, after every change.
@Suite struct GridGeometryTests {
    /// A quarter-point length in `0 ... max`, 0 one time in three.
    static func quarter(_ rng: inout SeededGenerator, max: Int) -> Double {
        rng.below(3) == 0 ? 0 : Double(rng.below(max * 4 + 1)) / 4
    }

    /// Fixed columns (0 counts as 1) or adaptive ones (any minimum, 0 included), and spacing and
    /// insets in quarter points, 0 included.
    static func randomLayout(_ rng: inout SeededGenerator) -> GridLayout {
        let columns: GridLayout.Columns = rng.below(2) == 0
            ? .fixed(rng.below(9))
            : .adaptive(minimumWidth: Double(rng.below(1_200)) / 4)
        return GridLayout(columns: columns, itemSpacing: quarter(&rng, max: 24), lineSpacing: quarter(&rng, max: 24),
                          sectionInset: EdgeInsets(top: quarter(&rng, max: 30), left: quarter(&rng, max: 30),
                                                   bottom: quarter(&rng, max: 30), right: quarter(&rng, max: 30)))
    }

    /// A width: bad or very narrow, a phone's, or any up to 2,000 pt.
    static func randomWidth(_ rng: inout SeededGenerator) -> Double {
        switch rng.below(4) {
        case 0: [-20, 0, 0.25, 1, 12.5, 40][rng.below(6)]
        case 1: [320, 390, 844, 1_024][rng.below(4)]
        default: Double(rng.below(8_000)) / 4
        }
    }

    @Test(arguments: testSeeds(60))
    func geometryMatchesReference(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(7_000 + seed))
        let layout = Self.randomLayout(&rng)
        let width = Self.randomWidth(&rng)
        let counts = (0..<rng.below(7)).map { _ in rng.below(rng.below(50) + 1) }
        let headers = counts.map { _ in rng.quarterHeight(max: 40) }
        let fixedHeight: Double? = seed % 2 == 0 ? [0, 0.25, 44, 61.5, rng.quarterHeight()][seed / 2 % 5] : nil
        let heights = counts.map { (0..<$0).map { _ in fixedHeight ?? rng.quarterHeight() } }
        var reference = ReferenceGrid(headers: headers, heights: heights, layout: layout, width: width,
                                      measured: fixedHeight != nil)
        var geometry = if let fixedHeight {
            GridGeometry(itemCounts: counts, headerHeights: headers, layout: layout, width: width, itemHeight: fixedHeight)
        } else {
            GridGeometry(itemCounts: counts, headerHeights: headers, layout: layout, width: width) { s, k in heights[s][k] }
        }
        var closedForm = fixedHeight != nil
        Self.check(geometry, against: reference, &rng, "seed \(seed), as built")
        for step in 0..<14 {
            if reference.itemCount > 0, rng.below(3) != 0 {
                let g = rng.below(reference.itemCount)
                let height = rng.below(3) == 0 ? fixedHeight ?? reference.itemFrames[g].height : rng.quarterHeight()
                let measured = rng.below(4) != 0
                geometry.setSize(Size(width: Double(rng.below(400)), height: height), ofItem: g, measured: measured)
                reference.setHeight(height, ofItem: g, measured: measured)
                if height != fixedHeight || !measured { closedForm = false }
            } else {
                let width = Self.randomWidth(&rng)
                geometry.setWidth(width)
                reference.setWidth(width)
            }
            #expect((geometry.index == nil) == closedForm, "seed \(seed), step \(step)")
            #expect(geometry.itemHeights.allSatisfy(\.isEmpty) == (closedForm || reference.itemCount == 0), "seed \(seed), step \(step)")
            Self.check(geometry, against: reference, &rng, "seed \(seed), step \(step)")
        }
    }

    /// Checks `geometry`'s invariants, then compares every frame, measured flag, walk, band and
    /// point query of it with `reference`'s; bands and points are random, on edges, and just off them.
    static func check(_ geometry: GridGeometry, against reference: ReferenceGrid, _ rng: inout SeededGenerator,
                      _ context: String) {
        geometry._checkInvariants()
        let n = reference.itemCount
        #expect(geometry.itemCount == n, "\(context)")
        #expect(geometry.width == reference.width, "\(context)")
        #expect(geometry.columnCount == reference.columns, "\(context)")
        #expect(geometry.contentHeight == reference.contentHeight, "\(context)")
        #expect((0..<n).map(geometry.frame(ofItem:)) == reference.itemFrames, "\(context)")
        #expect((0..<n).map(geometry.isMeasured(item:)) == (0..<n).map(reference.isMeasured(item:)), "\(context)")
        #expect(reference.headerFrames.indices.map(geometry.headerFrame(ofSection:)) == reference.headerFrames, "\(context)")
        #expect(reference.sectionFrames.indices.map(geometry.sectionFrame(ofSection:)) == reference.sectionFrames, "\(context)")
        var prepared = geometry
        prepared.prepare(0, reference.contentHeight) { _ in Size(width: 1, height: 1) }
        #expect((0..<n).map(prepared.frame(ofItem:)) == reference.itemFrames, "\(context): prepare changed nothing")

        // Walks: everything, random ranges (empty ones too), and ranges past the ends.
        var ranges = [0..<n, -3..<(n + 3)]
        for _ in 0..<6 {
            let lower = rng.below(n + 1)
            ranges.append(lower..<(lower + rng.below(n - lower + 1)))
        }
        for range in ranges {
            var walked = [Int]()
            var frames = [Rect]()
            geometry.forEachItem(in: range) { g, frame in
                walked.append(g)
                frames.append(frame)
            }
            let expected = range.clamped(to: 0..<n)
            #expect(walked == Array(expected), "\(context), walk \(range)")
            #expect(frames == Array(reference.itemFrames[expected]), "\(context), walk \(range)")
        }

        // Offsets on edges: every frame's top and bottom, and the content's ends.
        var edges = Set([0, reference.contentHeight])
        for frame in reference.itemFrames + reference.headerFrames + reference.sectionFrames {
            edges.insert(frame.minY)
            edges.insert(frame.maxY)
        }
        let sortedEdges = edges.sorted()
        func offset(_ rng: inout SeededGenerator) -> Double {
            switch rng.below(4) {
            case 0: Double(rng.below(Int(reference.contentHeight * 4) + 321)) / 4 - 40
            case 1: sortedEdges[rng.below(sortedEdges.count)] + [-0.25, 0.25][rng.below(2)]
            default: sortedEdges[rng.below(sortedEdges.count)]
            }
        }
        for _ in 0..<80 {
            let y0 = offset(&rng)
            let y1: Double = switch rng.below(5) {
            case 0: y0
            case 1: offset(&rng)
            case 2: y0 + 0.25
            default: y0 + Double(rng.below(2_000)) / 4
            }
            #expect(geometry.items(intersecting: y0, y1) == reference.items(intersecting: y0, y1), "\(context), band \(y0)..<\(y1)")
            #expect(geometry.sections(intersecting: y0, y1) == reference.sections(intersecting: y0, y1), "\(context), band \(y0)..<\(y1)")
        }

        // Points: on items' edges, just off them, and anywhere.
        var xEdges = [0.0, reference.width]
        for frame in reference.itemFrames.prefix(reference.columns) {
            xEdges.append(frame.minX)
            xEdges.append(frame.maxX)
        }
        for _ in 0..<80 {
            let x = rng.below(3) == 0
                ? Double(rng.below(Int(reference.width * 4) + 161)) / 4 - 20
                : xEdges[rng.below(xEdges.count)] + [-0.25, 0, 0, 0.25][rng.below(4)]
            let point = Point(x: x, y: offset(&rng))
            #expect(geometry.item(at: point) == reference.item(at: point), "\(context), point \(point)")
        }
    }

    /// The search from a guess counts what the plain binary search counts, whatever the guess.
    @Test(arguments: testSeeds(20))
    func guidedCountMatchesTheBinarySearch(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(7_500 + seed))
        for _ in 0..<500 {
            let n = rng.below(3) == 0 ? rng.below(4) : rng.below(2_000)
            let answer = rng.below(n + 1)
            let guess = rng.below(2) == 0 ? answer + rng.below(5) - 2 : rng.below(n + 20) - 10
            var calls = 0
            let found = GridGeometry.count(n, near: guess) { calls += 1; return $0 < answer }
            #expect(found == answer, "n \(n), guess \(guess)")
            #expect(found == GridGeometry.count(n) { $0 < answer })
            if guess == answer { #expect(calls <= 2) }
        }
    }

    /// A batch carries the heights and measured marks of the items that stay (moved ones too)
    /// and asks only for the items that arrive new or are reloaded: the grid after it is the
    /// one built from those heights.
    @Test(arguments: testSeeds(40))
    func batchesCarryHeightsOver(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(7_700 + seed))
        var nextID = 1
        let model = BatchUpdateTests.makeModel(&rng, nextID: &nextID)
        func stored(_ id: Int, asked: Bool) -> Float32 {
            HeightIndex.stored(HeightIndex.Entry(height: Double((id * 7919) % 97) + (asked ? 10.5 : 10), isMeasured: !asked && id % 3 == 0))
        }
        let layout = Self.randomLayout(&rng)
        let width = Double(rng.below(4_000)) / 4
        let old = GridGeometry(itemCounts: model.map(\.items.count), headerHeights: model.map { _ in 20 }, layout: layout, width: width,
                               storedHeights: model.flatMap { $0.items.map { stored($0, asked: false) } })
        let batch = RandomBatch(model, intensity: [0.02, 0.1, 0.5][seed % 3], nextID: &nextID, rng: &rng, sectionChanges: seed % 2 == 0)
        let plan = try BatchUpdatePlan(batch.update, oldRowCounts: model.map(\.items.count), newRowCounts: batch.after.map(\.items.count),
                                       requiresRows: false)
        let headers = batch.after.map { _ in 30.0 }
        var asked = 0
        plan._checkInvariants()
        let after = old.applying(plan, headerHeights: headers) { path in
            asked += 1
            return GridGeometry.height(stored(batch.after[path.section].items[path.row], asked: true))
        }
        after._checkInvariants()
        // What the model says: an item is asked for if it is new, reloaded, or in a section
        // that is inserted or reloaded.
        let oldIDs = Set(model.flatMap(\.items))
        let reloadedIDs = Set(batch.update.reloadedRows.map { model[$0.section].items[$0.row] })
        var expected = [Float32]()
        var expectedAsks = 0
        for section in batch.after {
            let oldSection = model.firstIndex { $0.id == section.id }
            let sectionAsked = oldSection.map { batch.update.reloadedSections.contains($0) } ?? true
            for id in section.items {
                let isAsked = sectionAsked || !oldIDs.contains(id) || reloadedIDs.contains(id)
                expected.append(stored(id, asked: isAsked))
                if isAsked { expectedAsks += 1 }
            }
        }
        #expect(Array(after.itemHeights.joined()) == expected, "seed \(seed)")
        #expect(asked == expectedAsks, "seed \(seed): only new and reloaded items are asked")
        let rebuilt = GridGeometry(itemCounts: batch.after.map(\.items.count), headerHeights: headers, layout: layout, width: width,
                                   storedHeights: expected)
        for g in 0..<rebuilt.itemCount { #expect(after.frame(ofItem: g) == rebuilt.frame(ofItem: g)) }
        #expect(after.contentHeight == rebuilt.contentHeight)
    }

    @Test func adaptiveColumnsOfTheDefaultGrid() {
        let layout = GridLayout()
        #expect(layout.columnCount(forWidth: 390) == 3)
        #expect(layout.columnCount(forWidth: 844) == 7)
        var geometry = GridGeometry(itemCounts: [10], headerHeights: [20], layout: layout, width: 390) { _, _ in 50 }
        #expect(geometry.columnCount == 3)
        #expect(geometry.lineCount(inSection: 0) == 4)
        geometry.setWidth(844)
        #expect(geometry.columnCount == 7)
        #expect(geometry.lineCount(inSection: 0) == 2)
        // Header 20, inset 8, two lines of 50 with 8 between, inset 8.
        #expect(geometry.contentHeight == 20 + 8 + 50 + 8 + 50 + 8)
        #expect(geometry.frame(ofItem: 8) == Rect(x: 16 + (geometry.itemWidth + 8), y: 86, width: geometry.itemWidth, height: 50))
    }

    @Test func fixedHeightKeepsNoMemoryPerItem() {
        let counts = [40_000, 0, 60_001]
        let layout = GridLayout()
        var uniform = GridGeometry(itemCounts: counts, headerHeights: [30, 20, 10], layout: layout, width: 390, itemHeight: 44)
        var perItem = GridGeometry(itemCounts: counts, headerHeights: [30, 20, 10], layout: layout, width: 390) { _, _ in 44 }
        func expectNoMemoryPerItem() {
            #expect(uniform.index == nil)
            #expect(uniform.itemHeights.capacity == 0)
            #expect(uniform.sectionTops.count == counts.count + 1)
            #expect(uniform.lineStart.count == counts.count + 1)
        }
        expectNoMemoryPerItem()
        uniform.setWidth(844)
        perItem.setWidth(844)
        // The fixed height, measured, changes nothing.
        uniform.setSize(Size(width: 10, height: 44), ofItem: 70_000, measured: true)
        expectNoMemoryPerItem()
        #expect(uniform.contentHeight == perItem.contentHeight)
        for g in [0, 39_999, 40_000, 70_000, 100_000] {
            #expect(uniform.frame(ofItem: g) == perItem.frame(ofItem: g))
            #expect(uniform.isMeasured(item: g))
        }
        // Another height: every item gets its own, measured but for the ones marked otherwise.
        uniform.setSize(Size(width: 10, height: 90), ofItem: 70_000, measured: true)
        perItem.setSize(Size(width: 10, height: 90), ofItem: 70_000, measured: true)
        #expect(uniform.index != nil)
        #expect(uniform.itemHeights.map(\.count) == counts)
        #expect(uniform.sectionTops.isEmpty)
        #expect(uniform.contentHeight == perItem.contentHeight)
        #expect(uniform.isMeasured(item: 5))
        #expect(!perItem.isMeasured(item: 5))
        for g in [0, 39_999, 40_000, 69_999, 70_000, 70_001, 100_000] {
            #expect(uniform.frame(ofItem: g) == perItem.frame(ofItem: g))
        }
        // The same height, marked not measured, leaves the closed form too.
        var other = GridGeometry(itemCounts: counts, headerHeights: [30, 20, 10], layout: layout, width: 390, itemHeight: 44)
        other.setSize(Size(width: 0, height: 44), ofItem: 3, measured: false)
        #expect(other.index != nil)
        #expect(!other.isMeasured(item: 3))
        #expect(other.isMeasured(item: 4))
    }

    @Test func badInputsDoNotTrap() {
        let spaced = GridLayout(columns: .fixed(2), itemSpacing: 4, lineSpacing: -8,
                                sectionInset: EdgeInsets(top: .nan, left: 3, bottom: -.infinity, right: 3))
        let unspaced = GridLayout(columns: .fixed(2), itemSpacing: 4, lineSpacing: 0,
                                  sectionInset: EdgeInsets(top: 0, left: 3, bottom: 0, right: 3))
        let heights = [[10.0, 20, 30], [], [5]]
        let headers = [4.0, 0, 2]
        for width in [-30.0, .nan, .infinity, -.infinity, 0] {
            let reference = ReferenceGrid(headers: headers, heights: heights, layout: unspaced, width: width, measured: false)
            let built = [
                GridGeometry(itemCounts: [3, -2, 1], headerHeights: headers, layout: spaced, width: width) { s, k in heights[s][k] },
                GridGeometry(itemCounts: [3, -2, 1], headerHeights: headers, layout: spaced, width: 500) { s, k in heights[s][k] },
            ]
            for var geometry in built {
                geometry.setWidth(width)
                #expect(geometry.width == 0)
                #expect(geometry.itemCount == 4)
                #expect((0..<4).map(geometry.frame(ofItem:)) == reference.itemFrames)
                #expect(geometry.contentHeight == reference.contentHeight)
                for y in [Double.nan, .infinity, -.infinity] {
                    #expect(geometry.items(intersecting: y, y + 1).isEmpty)
                    #expect(geometry.sections(intersecting: y, 10) == reference.sections(intersecting: y, 10))
                    #expect(geometry.item(at: Point(x: y, y: 5)) == nil)
                    #expect(geometry.item(at: Point(x: 3, y: y)) == nil)
                }
                #expect(geometry.items(intersecting: -.infinity, .infinity) == 0..<4)
                #expect(geometry.items(intersecting: .nan, 10).isEmpty)
            }
        }
        var uniform = GridGeometry(itemCounts: [3, 0, 1], headerHeights: headers, layout: spaced, width: .nan, itemHeight: 12)
        let reference = ReferenceGrid(headers: headers, heights: [[12, 12, 12], [], [12]], layout: unspaced, width: 0, measured: true)
        #expect((0..<4).map(uniform.frame(ofItem:)) == reference.itemFrames)
        #expect(uniform.contentHeight == reference.contentHeight)
        for y in [Double.nan, .infinity, -.infinity] {
            #expect(uniform.items(intersecting: y, y + 1) == (y.isNaN ? 0..<0 : reference.items(intersecting: y, y + 1)))
            #expect(uniform.item(at: Point(x: 3, y: y)) == nil)
        }
        uniform.setWidth(-.infinity)
        #expect(uniform.width == 0)
        let empty = GridGeometry(itemCounts: [], headerHeights: [], layout: spaced, width: 390) { _, _ in 1 }
        #expect(empty.contentHeight == 0)
        #expect(empty.items(intersecting: 0, 100) == 0..<0)
        #expect(empty.sections(intersecting: 0, 100) == 0..<0)
        #expect(empty.item(at: .zero) == nil)
    }
}
