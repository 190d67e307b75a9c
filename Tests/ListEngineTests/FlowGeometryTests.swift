import Testing
@testable import ListEngine
import TestSupport

/// The lazy flow geometry against the naive reference flow: random sections, widths and sizes,
/// and random sequences of bands prepared (jumps and scrolls), size changes and width changes.
@Suite struct FlowGeometryTests {
    /// A flow under test: the geometry, the sizes it is told about, and how often it asked.
    struct Harness {
        var geometry: FlowGeometry
        var headers: [Double]
        var counts: [Int]
        /// Every item's current size, in global order: what `sizeOf` answers.
        var truth: [Size]
        var layout: FlowLayout
        var width: Double
        /// How many times `sizeOf` was asked for each item.
        var asked: [Int]
        /// Items given a size before any layout reached them: never to be asked for.
        var givenEarly: Set<Int> = []
        /// Each laid-out item's line in its section, as last seen.
        var lineOf: [Int: Int] = [:]

        init(headers: [Double], counts: [Int], truth: [Size], layout: FlowLayout, width: Double) {
            geometry = FlowGeometry(itemCounts: counts, headerHeights: headers, layout: layout, width: width)
            self.headers = headers
            self.counts = counts
            self.truth = truth
            self.layout = layout
            self.width = width
            asked = [Int](repeating: 0, count: truth.count)
        }

        var reference: ReferenceFlow {
            var sizes = [[Size]]()
            var g = 0
            for count in counts {
                sizes.append(Array(truth[g..<(g + count)]))
                g += count
            }
            return ReferenceFlow(headers: headers, sizes: sizes, layout: layout, width: width)
        }

        mutating func prepare(_ y0: Double, _ y1: Double) {
            geometry.prepare(y0, y1) { g in
                asked[g] += 1
                return truth[g]
            }
        }

        /// Whether the geometry knows item `g`'s size (laid out now or before).
        func knows(_ g: Int) -> Bool {
            let s = geometry.items.section(containingItem: g)
            return g - geometry.items.start[s] < geometry.sections[s].sizes.count
        }

        mutating func setSize(_ size: Size, ofItem g: Int, measured: Bool) {
            if !knows(g) { givenEarly.insert(g) }
            truth[g] = size
            geometry.setSize(size, ofItem: g, measured: measured)
            #expect(geometry.isMeasured(item: g) == measured)
        }

        mutating func setWidth(_ newWidth: Double) {
            width = newWidth
            geometry.setWidth(newWidth)
            lineOf = [:]
        }
    }

    static func quarter(_ rng: inout SeededGenerator, _ range: ClosedRange<Int>) -> Double {
        Double(Int.random(in: (range.lowerBound * 4)...(range.upperBound * 4), using: &rng)) / 4
    }

    static func randomSize(_ rng: inout SeededGenerator) -> Size {
        let width: Double
        switch rng.below(10) {
        case 0: width = 0
        case 1: width = quarter(&rng, 300...700)  // wider than most rooms
        default: width = quarter(&rng, 1...160)
        }
        return Size(width: width, height: rng.quarterHeight(max: 90))
    }

    static func randomWidth(_ rng: inout SeededGenerator) -> Double {
        switch rng.below(8) {
        case 0: 0
        case 1: quarter(&rng, 1...40)
        case 2: -quarter(&rng, 1...50)
        default: quarter(&rng, 100...520)
        }
    }

    static func randomHarness(_ rng: inout SeededGenerator) -> Harness {
        let sections = rng.below(10) == 0 ? 0 : Int.random(in: 1...6, using: &rng)
        let counts = (0..<sections).map { _ in rng.below(6) == 0 ? 0 : Int.random(in: 0...Int.random(in: 1...80, using: &rng), using: &rng) }
        let headers = counts.map { _ in rng.quarterHeight(max: 40) }
        let truth = (0..<counts.reduce(0, +)).map { _ in randomSize(&rng) }
        let layout = FlowLayout(
            itemSpacing: quarter(&rng, 0...12), lineSpacing: quarter(&rng, 0...12),
            sectionInset: EdgeInsets(top: quarter(&rng, 0...20), left: quarter(&rng, 0...24),
                                     bottom: quarter(&rng, 0...20), right: quarter(&rng, 0...24)),
            estimatedItemSize: Size(width: rng.below(8) == 0 ? 0 : quarter(&rng, 1...400),
                                    height: rng.below(8) == 0 ? 0 : quarter(&rng, 1...150)))
        return Harness(headers: headers, counts: counts, truth: truth, layout: layout, width: randomWidth(&rng))
    }

    /// Checks the geometry's invariants, and everything it answers against the reference (exact
    /// where laid out, relative to the section's top while sections above are estimated) and
    /// against its own frames (estimated regions included). `band` was just prepared, if any.
    static func check(_ h: inout Harness, band: (Double, Double)?, linesMayChange: Bool,
                      rng: inout SeededGenerator, _ context: String) {
        let geometry = h.geometry
        geometry._checkInvariants()
        let reference = h.reference.placement()
        let n = h.truth.count
        #expect(geometry.itemCount == n)
        #expect(h.asked.allSatisfy { $0 <= 1 }, "an item's size asked for twice: \(context)")
        #expect(h.givenEarly.allSatisfy { h.asked[$0] == 0 }, "a size given early asked for: \(context)")

        let frames = (0..<n).map { geometry.frame(ofItem: $0) }
        var walked = [Rect]()
        geometry.forEachItem(in: 0..<n) { g, frame in
            #expect(g == walked.count)
            walked.append(frame)
        }
        #expect(walked == frames, "forEachItem differs from frame(ofItem:): \(context)")
        if n > 0 {
            let a = rng.below(n)
            let b = Int.random(in: a...n, using: &rng)
            var g = a
            geometry.forEachItem(in: a..<b) { item, frame in
                #expect(item == g && frame == frames[g], "forEachItem(\(a)..<\(b)) at \(g): \(context)")
                g += 1
            }
            #expect(g == b)
        }

        // Laid-out items: exact, relative to their section's top; sections below laid-out ones: exact.
        var allAbove = true
        var lineOf = [Int: Int]()
        for s in 0..<geometry.sectionCount {
            let top = geometry.sectionFrame(ofSection: s).minY
            let referenceTop = reference.sectionTops[s]
            #expect(geometry.headerFrame(ofSection: s) == Rect(x: 0, y: top, width: geometry.width, height: h.headers[s]))
            if allAbove { #expect(top == referenceTop, "section \(s) top: \(context)") }
            let section = geometry.sections[s]
            let first = geometry.items.start[s]
            for i in 0..<section.laidOut {
                let g = first + i
                let mine = frames[g]
                let theirs = reference.frames[g]
                #expect(mine.minX == theirs.minX && mine.size == theirs.size && mine.minY - top == theirs.minY - referenceTop,
                        "item \(g) (section \(s) item \(i)): \(mine) vs \(theirs), tops \(top) vs \(referenceTop): \(context)")
                let line = section.line(containing: i)
                #expect(line == reference.lines[g], "item \(g) line: \(context)")
                lineOf[g] = line
                if !linesMayChange, let before = h.lineOf[g] { #expect(before == line, "item \(g) changed line: \(context)") }
            }
            if section.laidOut < h.counts[s] { allAbove = false }
            if allAbove {
                #expect(geometry.sectionFrame(ofSection: s).height == reference.sectionTops[s + 1] - referenceTop,
                        "section \(s) height: \(context)")
            }
        }
        h.lineOf = lineOf
        if allAbove { #expect(geometry.contentHeight == reference.contentHeight, "content height: \(context)") }

        // The prepared band: every item that intersects it is laid out.
        if let (y0, y1) = band {
            let range = geometry.items(intersecting: y0, y1)
            #expect(range == ReferenceFlow.items(intersecting: y0, y1, frames: frames), "band \(y0)..<\(y1): \(context)")
            for g in range where frames[g].minY < y1 && frames[g].maxY > y0 {
                let s = geometry.items.section(containingItem: g)
                #expect(g - geometry.items.start[s] < geometry.sections[s].laidOut, "item \(g) in the band not laid out: \(context)")
            }
        }

        checkConsistency(geometry, frames: frames, rng: &rng, context)
    }

    /// Checks that the geometry's queries agree with its own frames, estimated or not:
    /// `items(intersecting:)`, `sections(intersecting:)` and `item(at:)` against the naive
    /// answers over `frames` (every item's `frame(ofItem:)`), for bands that often start or end
    /// exactly on an item's edge.
    static func checkConsistency(_ geometry: FlowGeometry, frames: [Rect], rng: inout SeededGenerator, _ context: String) {
        let n = frames.count
        let sectionFrames = (0..<geometry.sectionCount).map { geometry.sectionFrame(ofSection: $0) }
        let total = geometry.contentHeight
        for _ in 0..<12 {
            let y0: Double
            if n > 0, rng.below(3) == 0 {
                let f = frames[rng.below(n)]
                y0 = [f.minY, f.maxY, f.minY + 0.25][rng.below(3)]
            } else {
                y0 = quarter(&rng, -40...Int(total) + 40)
            }
            let edge = n > 0 && rng.below(4) == 0 ? frames[rng.below(n)] : nil
            let y1 = if let edge { rng.below(2) == 0 ? edge.minY : edge.maxY }
                else if rng.below(8) == 0 { y0 - quarter(&rng, 0...20) } else { y0 + quarter(&rng, 0...900) }
            #expect(geometry.items(intersecting: y0, y1) == ReferenceFlow.items(intersecting: y0, y1, frames: frames),
                    "items(intersecting: \(y0), \(y1)): \(context)")
            #expect(geometry.sections(intersecting: y0, y1) == ReferenceFlow.sections(intersecting: y0, y1, frames: sectionFrames),
                    "sections(intersecting: \(y0), \(y1)): \(context)")
            let point = n > 0 && rng.below(2) == 0
                ? Point(x: frames[rng.below(n)].minX + quarter(&rng, 0...10), y: y0)
                : Point(x: quarter(&rng, -10...Int(max(0, geometry.width)) + 10), y: y0)
            #expect(geometry.item(at: point) == ReferenceFlow.item(at: point, frames: frames), "item(at: \(point)): \(context)")
        }
    }

    /// Lengths that are not exact in binary (thirds, arbitrary fractions, `Float32` rounding of
    /// sizes): the queries must still agree with the frames bit for bit, at every edge.
    /// A batch keeps what each section laid out above its first change, and every size it knew
    /// follows its item: laid out to the end afterwards, the flow is the reference flow of the
    /// new items, and only items that arrive new, are reloaded or were never sized are asked for.
    @Test(arguments: testSeeds(40))
    func batchesKeepWhatIsLaidOutAboveTheFirstChange(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(8_800 + seed))
        var nextID = 1
        let model = BatchUpdateTests.makeModel(&rng, nextID: &nextID)
        func size(_ id: Int) -> Size { Size(width: Double(20 + (id * 7919) % 150), height: Double(10 + (id * 31) % 60)) }
        let layout = FlowLayout(itemSpacing: 4, lineSpacing: 6, estimatedItemSize: Size(width: 70, height: 40))
        let width = Double(100 + rng.below(800))
        var old = FlowGeometry(itemCounts: model.map(\.items.count), headerHeights: model.map { _ in 20 }, layout: layout, width: width)
        let ids = model.flatMap(\.items)
        for _ in 0..<rng.below(4) {
            let y = Double(rng.below(Int(old.contentHeight) + 1))
            old.prepare(y, y + Double(rng.below(600))) { size(ids[$0]) }
            old._checkInvariants()
        }
        let batch = RandomBatch(model, intensity: [0.02, 0.1, 0.4][seed % 3], nextID: &nextID, rng: &rng, sectionChanges: seed % 2 == 0)
        let plan = try BatchUpdatePlan(batch.update, oldRowCounts: model.map(\.items.count), newRowCounts: batch.after.map(\.items.count),
                                       requiresRows: false)
        let headers = batch.after.map { _ in 20.0 }
        plan._checkInvariants()
        var after = old.applying(plan, headerHeights: headers, keepingReloadedSizes: false)
        after._checkInvariants()
        let newIDs = batch.after.flatMap(\.items)
        // A reloaded item has a new size now: the flow must ask for it, not carry the old one.
        let reloadedIDs = Set(batch.update.reloadedRows.map { model[$0.section].items[$0.row] })
        func sizeAfter(_ id: Int) -> Size { reloadedIDs.contains(id) ? size(id + 1_000_003) : size(id) }
        // What each section kept: the items before its first change, laid out where they were.
        var asked = Set<Int>()
        after.prepare(0, .infinity) { g in
            asked.insert(g)
            return sizeAfter(newIDs[g])
        }
        let reference = ReferenceFlow(headers: headers, sizes: batch.after.map { $0.items.map(sizeAfter) }, layout: layout, width: width).placement()
        for g in 0..<after.itemCount { #expect(after.frame(ofItem: g) == reference.frames[g], "seed \(seed) item \(g)") }
        #expect(after.contentHeight == reference.contentHeight, "seed \(seed)")
        // The items whose sizes the flow knew, and those a reload makes it ask for again: a
        // section reloaded starts afresh, with the items moved into it.
        var known = Set<Int>()
        var reloaded = Set<Int>()
        for (s, section) in model.enumerated() {
            known.formUnion(section.items.prefix(old.sections[s].sizes.count))
            if batch.update.reloadedSections.contains(s), let after = batch.after.first(where: { $0.id == section.id }) {
                reloaded.formUnion(after.items)
            }
        }
        for path in batch.update.reloadedRows { reloaded.insert(model[path.section].items[path.row]) }
        for g in asked {
            #expect(!known.contains(newIDs[g]) || reloaded.contains(newIDs[g]), "seed \(seed) item \(g): a known size asked again")
        }
    }

    @Test(arguments: testSeeds(30))
    func consistentWithInexactLengths(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(9000 + seed))
        func length(_ upper: Double) -> Double { Double.random(in: 0..<upper, using: &rng) }
        let counts = (0..<Int.random(in: 1...5, using: &rng)).map { _ in Int.random(in: 0...120, using: &rng) }
        let layout = FlowLayout(itemSpacing: length(10) / 3, lineSpacing: length(10) / 3,
                                sectionInset: EdgeInsets(top: length(20), left: length(20), bottom: length(20), right: length(20)),
                                estimatedItemSize: Size(width: length(200) / 3, height: length(120) / 7))
        var geometry = FlowGeometry(itemCounts: counts, headerHeights: counts.map { _ in length(40) / 3 }, layout: layout,
                                    width: 100 + length(400))
        var sizes = (0..<counts.reduce(0, +)).map { _ in Size(width: length(150) / 3, height: length(100) / 7 + 1e-3) }
        for step in 0..<20 {
            let y0 = length(geometry.contentHeight + 100) - 50
            geometry.prepare(y0, y0 + length(900)) { sizes[$0] }
            if step % 5 == 4, !sizes.isEmpty {
                let g = rng.below(sizes.count)
                sizes[g] = Size(width: length(150) / 3, height: length(100) / 7)
                geometry.setSize(sizes[g], ofItem: g, measured: true)
            }
            geometry._checkInvariants()
            let frames = (0..<geometry.itemCount).map { geometry.frame(ofItem: $0) }
            var walked = [Rect]()
            geometry.forEachItem(in: 0..<geometry.itemCount) { _, frame in walked.append(frame) }
            #expect(walked == frames)
            Self.checkConsistency(geometry, frames: frames, rng: &rng, "seed \(seed) step \(step)")
        }
    }

    @Test(arguments: testSeeds(60))
    func matchesReference(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(7000 + seed))
        var h = Self.randomHarness(&rng)
        Self.check(&h, band: nil, linesMayChange: false, rng: &rng, "seed \(seed) initial")
        var bandTop = 0.0
        let bandHeight = Self.quarter(&rng, 100...844)
        for step in 0..<36 {
            let n = h.truth.count
            let context = "seed \(seed) step \(step)"
            switch rng.below(10) {
            case 0, 1, 2:  // jump
                bandTop = Self.quarter(&rng, -50...Int(h.geometry.contentHeight) + 50)
                let y1 = bandTop + (rng.below(6) == 0 ? 0 : Self.quarter(&rng, 1...900))
                h.prepare(bandTop, y1)
                Self.check(&h, band: (bandTop, y1), linesMayChange: false, rng: &rng, context + " jump")
            case 3, 4, 5:  // scroll a few frames, down or up
                let delta = (rng.below(2) == 0 ? 1.0 : -1.0) * Self.quarter(&rng, 1...60)
                for frame in 0..<Int.random(in: 1...8, using: &rng) {
                    bandTop += delta
                    h.prepare(bandTop, bandTop + bandHeight)
                    Self.check(&h, band: (bandTop, bandTop + bandHeight), linesMayChange: false, rng: &rng,
                               context + " scroll frame \(frame)")
                }
            case 6, 7:  // a new size: height only, width only or both
                guard n > 0 else { continue }
                let g = rng.below(n)
                var size = h.truth[g]
                switch rng.below(3) {
                case 0: size.height = rng.quarterHeight(max: 90)
                case 1: size.width = Self.randomSize(&rng).width
                default: size = Self.randomSize(&rng)
                }
                h.setSize(size, ofItem: g, measured: rng.below(2) == 0)
                Self.check(&h, band: nil, linesMayChange: true, rng: &rng, context + " setSize \(g) \(size)")
            case 8:
                h.setWidth(Self.randomWidth(&rng))
                Self.check(&h, band: nil, linesMayChange: true, rng: &rng, context + " setWidth \(h.width)")
            default:  // everything
                h.prepare(-1, .infinity)
                Self.check(&h, band: nil, linesMayChange: false, rng: &rng, context + " everything")
            }
        }
        // Everything laid out: every frame exact, absolutely.
        h.prepare(-1, .infinity)
        Self.check(&h, band: nil, linesMayChange: false, rng: &rng, "seed \(seed) end")
        let reference = h.reference.placement()
        for g in 0..<h.truth.count {
            #expect(h.geometry.frame(ofItem: g) == reference.frames[g], "seed \(seed) item \(g) at the end")
        }
        #expect(h.geometry.contentHeight == reference.contentHeight)
        for s in 0..<h.counts.count {
            #expect(h.geometry.sections[s].laidOut == h.counts[s])
        }
    }

    /// Creating a flow does no work and takes no memory per item; preparing the first screen
    /// asks for the items on it and a line more, not for the section.
    @Test func initIsLazy() {
        let counts = (0..<26).map { 1_000_000 / 26 + ($0 < 1_000_000 % 26 ? 1 : 0) }
        var geometry = FlowGeometry(itemCounts: counts, headerHeights: Array(repeating: 30, count: 26),
                                    layout: FlowLayout(), width: 390)
        #expect(geometry.itemCount == 1_000_000)
        #expect(geometry.capacityBytes < 8_192)
        var asked = 0
        geometry.prepare(0, 844) { i in
            asked += 1
            return Size(width: Double(60 + (i * 7919) % 181), height: Double(80 + (i * 7919) % 5 * 20))
        }
        #expect(asked > 0 && asked < 40)
        #expect(geometry.capacityBytes < 16_384)
        // A far section is laid out from its first item to the band only.
        let top = geometry.sectionFrame(ofSection: 20).minY
        var seen = Set<Int>()
        geometry.prepare(top + 5_000, top + 5_844) { i in
            #expect(seen.insert(i).inserted)
            return Size(width: 100, height: 50)
        }
        let first = geometry.items.start[20]
        #expect(seen.min() == first)
        #expect(seen.count == geometry.sections[20].laidOut && seen.count < 2_000)
        #expect(geometry.sections[19].laidOut == 0 && geometry.sections[21].laidOut == 0)
    }

    /// Bad lengths never trap: negative and non-finite widths, spacings, insets and counts.
    @Test func badInputs() {
        let layout = FlowLayout(itemSpacing: -5, lineSpacing: .nan, sectionInset: EdgeInsets(top: -1, left: .infinity, bottom: 2, right: -3),
                                estimatedItemSize: Size(width: -10, height: .infinity))
        for width in [-100.0, 0, .nan, .infinity, 50] {
            var geometry = FlowGeometry(itemCounts: [3, -2, 0, 5], headerHeights: [10], layout: layout, width: width)
            #expect(geometry.itemCount == 8 && geometry.sectionCount == 4)
            for band in [(0.0, 100.0), (-.infinity, .infinity), (.nan, 5), (5, .nan), (50, 10)] {
                geometry.prepare(band.0, band.1) { _ in Size(width: 30, height: 20) }
                _ = geometry.items(intersecting: band.0, band.1)
                _ = geometry.sections(intersecting: band.0, band.1)
                _ = geometry.item(at: Point(x: 1, y: band.0))
            }
            geometry.forEachItem(in: 0..<8) { _, frame in #expect(frame.width >= 0 && frame.height >= 0) }
            geometry.setSize(Size(width: 1_000, height: 0), ofItem: 4, measured: true)
            geometry.setWidth(-1)
            #expect(geometry.width == 0 && geometry.contentHeight.isFinite)
        }
        var empty = FlowGeometry(itemCounts: [], headerHeights: [], layout: FlowLayout(), width: 390)
        empty.prepare(0, 844) { _ in .zero }
        #expect(empty.contentHeight == 0 && empty.items(intersecting: 0, 844) == 0..<0)
        #expect(empty.sections(intersecting: 0, 844) == 0..<0 && empty.item(at: .zero) == nil)
    }
}
