import Testing
@testable import ListEngine
import TestSupport

/// The naive masonry the lazy one is checked against: each section an array of items, each
/// placed one its column and height; placing scans the columns and sums their heights in
/// `Double`; frames sum each column's items from the top; band questions scan every item.
/// Items are named by identities, so that batches are applied by what happens to each item.
/// A full-span item starts below the tallest column, as wide as every column and the spacing
/// between them, and every column continues below it.
struct NaiveMasonry {
    /// One item: where it is placed, if it is, and the height known for it.
    struct Item {
        var id: Int
        /// Its column (``spans``: across all), once placed; nil while not placed.
        var column: Int?
        /// Its height: placed, the one it is placed with; not placed, the one given to it
        /// (to be taken when placed), if any.
        var height: Double?
        /// Whether its height was measured.
        var measured = false
    }

    var layout: MasonryLayout
    private(set) var width: Double
    var headers: [Double]
    var sectionIDs: [Int]
    var sections: [[Item]]

    /// A masonry of `sections` (identities of sections and their items) with nothing placed.
    init(layout: MasonryLayout, width: Double, headers: [Double], sections: [(id: Int, items: [Int])]) {
        self.layout = layout
        self.width = Self.length(width)
        self.headers = headers
        sectionIDs = sections.map(\.id)
        self.sections = sections.map { $0.items.map { Item(id: $0) } }
    }

    static func length(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }

    // MARK: Lengths

    var columnCount: Int { layout.columnCount(forWidth: width) }
    var columnWidth: Double {
        let count = Double(columnCount)
        return max(0, (width - layout.sectionInset.left - layout.sectionInset.right - (count - 1) * layout.itemSpacing) / count)
    }
    var gap: Double { layout.lineSpacing }
    var estimatedStep: Double { layout.estimatedItemHeight + layout.lineSpacing }
    func columnX(_ c: Int) -> Double { layout.sectionInset.left + Double(c) * (columnWidth + layout.itemSpacing) }
    /// The column a full-span item is in: every one.
    static let spans = MasonryColumns.fullSpan
    var spanWidth: Double { Double(columnCount) * columnWidth + Double(columnCount - 1) * layout.itemSpacing }

    /// `tops` (the columns' next tops) after an item `height` tall lands in column `c`; a
    /// full-span one lands below the tallest, and every column goes on below it.
    func land(_ height: Double, column c: Int, on tops: inout [Double]) {
        guard c == Self.spans else {
            tops[c] += height + gap
            return
        }
        let top = tops.max()!
        for k in tops.indices { tops[k] = top + height + gap }
    }

    // MARK: The model

    /// Every item's identity, in global order.
    var ids: [Int] { sections.flatMap { $0.map(\.id) } }
    var itemCount: Int { sections.reduce(0) { $0 + $1.count } }
    /// Each section's first global item, and the item count after the last.
    var starts: [Int] {
        var starts = [0]
        for section in sections { starts.append(starts[starts.count - 1] + section.count) }
        return starts
    }

    func placedCount(_ s: Int) -> Int { sections[s].prefix { $0.column != nil }.count }

    /// Where section `s`'s columns' next items would start: each column's heights, a gap after each.
    func nextTops(_ s: Int) -> [Double] {
        var tops = [Double](repeating: 0, count: columnCount)
        for item in sections[s] {
            guard let c = item.column else { break }
            land(item.height!, column: c, on: &tops)
        }
        return tops
    }

    /// The shortest of `tops`, the leftmost of equals.
    static func shortest(_ tops: [Double]) -> Int {
        var best = 0
        for c in tops.indices where tops[c] < tops[best] { best = c }
        return best
    }

    /// The bottom of section `s`'s placed items (0 with none).
    func placedHeight(_ s: Int) -> Double {
        var counts = [Int](repeating: 0, count: columnCount)
        for item in sections[s] {
            guard let c = item.column else { continue }
            if c == Self.spans { counts = counts.map { $0 + 1 } } else { counts[c] += 1 }
        }
        let tops = nextTops(s)
        var height = 0.0
        for c in tops.indices where counts[c] > 0 { height = max(height, tops[c] - gap) }
        return height
    }

    /// Where section `s`'s estimated rows start below its columns' top.
    func estimatedBase(_ s: Int) -> Double { placedCount(s) > 0 ? placedHeight(s) + gap : 0 }

    func columnsHeight(_ s: Int) -> Double {
        let rest = sections[s].count - placedCount(s)
        guard rest > 0 else { return placedHeight(s) }
        let rows = (rest - 1) / columnCount + 1
        return estimatedBase(s) + Double(rows) * estimatedStep - gap
    }

    func sectionHeight(_ s: Int) -> Double {
        headers[s] + layout.sectionInset.top + columnsHeight(s) + layout.sectionInset.bottom
    }

    /// Each section's top, and the content height after the last.
    var sectionTops: [Double] {
        var tops = [0.0]
        for s in sections.indices { tops.append(tops[s] + sectionHeight(s)) }
        return tops
    }

    var contentHeight: Double { sectionTops[sections.count] }

    func itemsTop(_ s: Int) -> Double { sectionTops[s] + headers[s] + layout.sectionInset.top }

    /// Section `s`'s items' frames, in the list's coordinates: placed ones by summing their
    /// columns, the rest in rows of one a column below the tallest column.
    func frames(inSection s: Int) -> [Rect] {
        let top = itemsTop(s)
        var columnTops = [Double](repeating: 0, count: columnCount)
        var frames = [Rect]()
        let base = estimatedBase(s)
        var k = 0
        for item in sections[s] {
            if let c = item.column, c == Self.spans {
                frames.append(Rect(x: columnX(0), y: top + columnTops.max()!, width: spanWidth, height: item.height!))
                land(item.height!, column: c, on: &columnTops)
            } else if let c = item.column {
                frames.append(Rect(x: columnX(c), y: top + columnTops[c], width: columnWidth, height: item.height!))
                columnTops[c] += item.height! + gap
            } else {
                frames.append(Rect(x: columnX(k % columnCount), y: top + base + Double(k / columnCount) * estimatedStep,
                                   width: columnWidth, height: layout.estimatedItemHeight))
                k += 1
            }
        }
        return frames
    }

    var frames: [Rect] { sections.indices.flatMap { frames(inSection: $0) } }

    // MARK: Questions

    /// The run from the first item whose frame intersects `y0 ..< y1` to the last; none: an
    /// empty range at the first item of the section the band starts in, or of the next when it
    /// starts below that section's header and inset top.
    func items(intersecting y0: Double, _ y1: Double, frames: [Rect]) -> Range<Int> {
        let tops = sectionTops
        let n = itemCount
        guard let first = sections.indices.first(where: { tops[$0 + 1] > y0 }) else { return n..<n }
        let starts = self.starts
        let empty = y0 < itemsTop(first) ? starts[first] : starts[first + 1]
        guard y1 > y0 else { return empty..<empty }
        let hits = frames.indices.filter { frames[$0].minY < y1 && frames[$0].maxY > y0 }
        guard let low = hits.first, let high = hits.last else { return empty..<empty }
        return low..<(high + 1)
    }

    // MARK: Placing

    /// Places section `s`'s items in order, each into the shortest column (or across all of
    /// them, where `isFullSpan` says so), until every column's next top is at least `end` or
    /// its first `count` items are placed. Returns whether it placed any.
    @discardableResult
    mutating func place(section s: Int, until end: Double, upTo count: Int? = nil, isFullSpan: (_ id: Int) -> Bool,
                        sizeOf: (_ id: Int) -> Double) -> Bool {
        let count = count ?? sections[s].count
        var placedAny = false
        var i = placedCount(s)
        while i < count {
            let tops = nextTops(s)
            let c = Self.shortest(tops)
            guard tops[c] < end else { break }
            sections[s][i].column = isFullSpan(sections[s][i].id) ? Self.spans : c
            if sections[s][i].height == nil {
                sections[s][i].height = Self.length(sizeOf(sections[s][i].id))
                sections[s][i].measured = false
            }
            placedAny = true
            i += 1
        }
        return placedAny
    }

    /// Places what the band `y0 ..< y1` needs: from the first section ending below `y0`, each
    /// section starting above `y1` (its top as the ones above now make it) until every column
    /// reaches `y1`. Returns whether it placed any.
    @discardableResult
    mutating func prepare(_ y0: Double, _ y1: Double, isFullSpan: (_ id: Int) -> Bool, sizeOf: (_ id: Int) -> Double) -> Bool {
        guard y1 > y0 else { return false }
        let tops = sectionTops
        var s = sections.indices.first { tops[$0 + 1] > y0 } ?? sections.count
        var placedAny = false
        while s < sections.count, sectionTops[s] < y1 {
            if place(section: s, until: y1 - itemsTop(s), isFullSpan: isFullSpan, sizeOf: sizeOf) { placedAny = true }
            s += 1
        }
        return placedAny
    }

    /// The section of global item `g` and its number there.
    func locate(_ g: Int) -> (section: Int, item: Int) {
        let starts = self.starts
        let s = sections.indices.last { starts[$0] <= g && sections[$0].count > 0 }!
        return (s, g - starts[s])
    }

    mutating func layOut(through g: Int, isFullSpan: (_ id: Int) -> Bool, sizeOf: (_ id: Int) -> Double) {
        let (s, i) = locate(g)
        place(section: s, until: .infinity, upTo: i + 1, isFullSpan: isFullSpan, sizeOf: sizeOf)
    }

    /// Places whole sections above item `g` until `height` above its top is placed.
    @discardableResult
    mutating func layOut(above g: Int, by height: Double, isFullSpan: (_ id: Int) -> Bool, sizeOf: (_ id: Int) -> Double) -> Bool {
        var (s, _) = locate(g)
        var covered = frames[g].minY - sectionTops[s]
        var placedAny = false
        while covered < height, s > 0 {
            s -= 1
            if place(section: s, until: .infinity, isFullSpan: isFullSpan, sizeOf: sizeOf) { placedAny = true }
            covered += sectionHeight(s)
        }
        return placedAny
    }

    mutating func layOut(reaching y: Double, isFullSpan: (_ id: Int) -> Bool, sizeOf: (_ id: Int) -> Double) {
        while contentHeight < y {
            if !prepare(max(0, contentHeight - 1), y, isFullSpan: isFullSpan, sizeOf: sizeOf) { return }
        }
    }

    // MARK: Changes

    mutating func setSize(height: Double, ofItem g: Int, measured: Bool) {
        let (s, i) = locate(g)
        sections[s][i].height = Self.length(height)
        sections[s][i].measured = measured
    }

    /// A new width: a new column count places everything again; a new column width makes
    /// every height an estimate (measured at the old width).
    mutating func setWidth(_ newWidth: Double) {
        let newWidth = Self.length(newWidth)
        guard newWidth != width else { return }
        let (count, columnWidth) = (columnCount, self.columnWidth)
        width = newWidth
        if columnCount != count { rebalance() }
        if self.columnWidth != columnWidth {
            for s in sections.indices { for i in sections[s].indices { sections[s][i].measured = false } }
        }
    }

    /// Forgets every column; the heights stay, to be placed with again.
    mutating func rebalance() {
        for s in sections.indices { for i in sections[s].indices { sections[s][i].column = nil } }
    }

    /// The masonry after `batch`, its sections under `headers`. A section inserted or
    /// reloaded starts unplaced. Every other section is walked in its new order through the
    /// last item placed before the batch (wherever it was): an item placed before keeps its
    /// column (or stays across all), any other goes into the column shortest there (or across
    /// all, where `isFullSpan` says so); each takes the height it had, or
    /// had been given — a reloaded item a new one (`sizeOf`), or with `keepingReloadedSizes`
    /// its old one as an estimate. Past that item, items stay unplaced with the heights given
    /// to them.
    mutating func apply(_ batch: RandomBatch, headers: [Double], keepingReloadedSizes keeping: Bool,
                        isFullSpan: (_ id: Int) -> Bool, sizeOf: (_ id: Int) -> Double) {
        var before = [Int: Item]()
        for section in sections { for item in section { before[item.id] = item } }
        let reloadedIDs = Set(batch.update.reloadedRows.map { batch.before[$0.section].items[$0.row] })
        let reloadedSectionIDs = Set(batch.update.reloadedSections.map { batch.before[$0].id })
        let oldSectionIDs = Set(batch.before.map(\.id))
        var after = [[Item]]()
        for section in batch.after {
            let restarts = !oldSectionIDs.contains(section.id) || reloadedSectionIDs.contains(section.id)
            // The height each item carries into the batch, and whether it is measured.
            func known(_ id: Int) -> (height: Double, measured: Bool)? {
                guard let old = before[id], let height = old.height else { return nil }
                guard reloadedIDs.contains(id) else { return (height, old.measured) }
                return keeping ? (height, false) : nil
            }
            if restarts {
                after.append(section.items.map { id in
                    // The geometry drops what a reloaded section's items carried; an inserted
                    // section keeps the heights given to items not placed.
                    var item = Item(id: id)
                    if !reloadedSectionIDs.contains(section.id), let old = before[id], old.column == nil, let k = known(id) {
                        item.height = k.height
                        item.measured = k.measured
                    }
                    return item
                })
                continue
            }
            let end = (section.items.lastIndex { before[$0]?.column != nil } ?? -1) + 1
            var tops = [Double](repeating: 0, count: columnCount)
            var items = [Item]()
            for (r, id) in section.items.enumerated() {
                var item = Item(id: id)
                let carried = known(id)
                if r < end {
                    let c = before[id]?.column ?? (isFullSpan(id) ? Self.spans : Self.shortest(tops))
                    item.column = c
                    if let carried {
                        item.height = carried.height
                        item.measured = carried.measured
                    } else {
                        item.height = Self.length(sizeOf(id))
                    }
                    land(item.height!, column: c, on: &tops)
                } else if let carried {
                    item.height = carried.height
                    item.measured = carried.measured
                }
                items.append(item)
            }
            after.append(items)
        }
        sections = after
        sectionIDs = batch.after.map(\.id)
        self.headers = headers
    }
}

/// The lazy masonry against ``NaiveMasonry``, step by step through random sequences of bands
/// prepared, items laid out, heights, batches, widths and rebalances.
@Suite struct MasonryGeometryTests {
    static func quarter(_ rng: inout SeededGenerator, _ range: ClosedRange<Int>) -> Double {
        Double(Int.random(in: (range.lowerBound * 4)...(range.upperBound * 4), using: &rng)) / 4
    }

    /// A masonry under test beside its naive twin, the heights the list would give, and what
    /// the test keeps across steps.
    struct Harness {
        var geometry: MasonryGeometry
        var naive: NaiveMasonry
        /// What `sizeOf` and a batch's `entry` answer, by identity.
        var truth: [Int: Double]
        /// The items that span every column, by identity.
        var spanning: Set<Int> = []
        /// Whether items that arrive may span every column.
        var spansSometimes = false
        var nextID: Int
        /// Kept across steps, as a viewport keeps its bands' hints.
        var hints = BandHints()
        /// Each placed item's column as last seen, by identity: no step but a new column count
        /// or a rebalance may change it.
        var lastColumn: [Int: Int] = [:]

        mutating func prepare(_ y0: Double, _ y1: Double, _ context: String) {
            let ids = naive.ids
            let truth = self.truth
            var asked = [Int]()
            let spanning = self.spanning
            geometry.prepare(y0, y1, isFullSpan: { spanning.contains(ids[$0]) }) { g in
                asked.append(ids[g])
                return Size(width: 0, height: truth[ids[g]]!)
            }
            var naiveAsked = [Int]()
            naive.prepare(y0, y1, isFullSpan: spanning.contains) { id in
                naiveAsked.append(id)
                return truth[id]!
            }
            #expect(asked == naiveAsked, "prepare(\(y0), \(y1)) asked \(asked), not \(naiveAsked): \(context)")
        }

        mutating func layOut(through g: Int, _ context: String) {
            let ids = naive.ids
            let truth = self.truth
            var asked = [Int]()
            let spanning = self.spanning
            geometry.layOut(through: g, isFullSpan: { spanning.contains(ids[$0]) }) { g in
                asked.append(ids[g])
                return Size(width: 0, height: truth[ids[g]]!)
            }
            var naiveAsked = [Int]()
            naive.layOut(through: g, isFullSpan: spanning.contains) { id in
                naiveAsked.append(id)
                return truth[id]!
            }
            #expect(asked == naiveAsked, "layOut(through: \(g)): \(context)")
            #expect(geometry.isLaidOut(item: g))
        }

        mutating func layOut(above g: Int, by height: Double, _ context: String) {
            let ids = naive.ids
            let truth = self.truth
            var asked = [Int]()
            let spanning = self.spanning
            let placed = geometry.layOut(above: g, by: height, isFullSpan: { spanning.contains(ids[$0]) }) { g in
                asked.append(ids[g])
                return Size(width: 0, height: truth[ids[g]]!)
            }
            var naiveAsked = [Int]()
            let naivePlaced = naive.layOut(above: g, by: height, isFullSpan: spanning.contains) { id in
                naiveAsked.append(id)
                return truth[id]!
            }
            #expect(asked == naiveAsked, "layOut(above: \(g), by: \(height)): \(context)")
            #expect(placed == naivePlaced, "layOut(above: \(g), by: \(height)): \(context)")
        }

        mutating func layOut(reaching y: Double, _ context: String) {
            let ids = naive.ids
            let truth = self.truth
            var asked = [Int]()
            let spanning = self.spanning
            geometry.layOut(reaching: y, isFullSpan: { spanning.contains(ids[$0]) }) { g in
                asked.append(ids[g])
                return Size(width: 0, height: truth[ids[g]]!)
            }
            var naiveAsked = [Int]()
            naive.layOut(reaching: y, isFullSpan: spanning.contains) { id in
                naiveAsked.append(id)
                return truth[id]!
            }
            #expect(asked == naiveAsked, "layOut(reaching: \(y)): \(context)")
        }

        mutating func setSize(height: Double, ofItem g: Int, measured: Bool) {
            geometry.setSize(Size(width: 0, height: height), ofItem: g, measured: measured)
            naive.setSize(height: height, ofItem: g, measured: measured)
        }

        mutating func batch(_ rng: inout SeededGenerator, _ context: String) throws {
            let model = zip(naive.sectionIDs, naive.sections).map { (id: $0, items: $1.map(\.id)) }
            let batch = RandomBatch(model, intensity: [0.03, 0.1, 0.3][rng.below(3)], nextID: &nextID, rng: &rng,
                                    sectionChanges: rng.below(2) == 0)
            let plan = try BatchUpdatePlan(batch.update, oldRowCounts: model.map(\.items.count),
                                           newRowCounts: batch.after.map(\.items.count), requiresRows: false)
            // New items, and reloaded ones, have new heights.
            for id in batch.after.flatMap(\.items) where truth[id] == nil {
                truth[id] = rng.quarterHeight(max: 120)
                if spansSometimes, rng.below(6) == 0 { spanning.insert(id) }
            }
            for path in batch.update.reloadedRows { truth[model[path.section].items[path.row]] = rng.quarterHeight(max: 120) }
            var headerOf = [Int: Double]()
            for (s, id) in naive.sectionIDs.enumerated() { headerOf[id] = naive.headers[s] }
            let headers = batch.after.map { headerOf[$0.id] ?? rng.quarterHeight(max: 40) }
            let keeping = rng.below(2) == 0
            let truth = self.truth
            let spanning = self.spanning
            var asked = [Int]()
            geometry = try geometry.applying(plan, headerHeights: headers, keepingReloadedSizes: keeping,
                                             isFullSpan: { spanning.contains(batch.after[$0.section].items[$0.row]) }) { path in
                let id = batch.after[path.section].items[path.row]
                asked.append(id)
                return HeightIndex.Entry(height: truth[id]!)
            }
            var naiveAsked = [Int]()
            naive.apply(batch, headers: headers, keepingReloadedSizes: keeping, isFullSpan: spanning.contains) { id in
                naiveAsked.append(id)
                return truth[id]!
            }
            #expect(asked == naiveAsked, "batch (keeping \(keeping)) asked \(asked), not \(naiveAsked): \(context)")
        }

        mutating func setWidth(_ width: Double) {
            let count = geometry.metrics.columnCount
            geometry.setWidth(width)
            naive.setWidth(width)
            if geometry.metrics.columnCount != count { lastColumn = [:] }
        }

        mutating func rebalance() {
            geometry.rebalance()
            naive.rebalance()
            lastColumn = [:]
        }
    }

    static func randomLayout(_ rng: inout SeededGenerator) -> MasonryLayout {
        let columns: GridLayout.Columns = rng.below(2) == 0 ? .fixed(Int.random(in: 1...6, using: &rng))
            : .adaptive(minimumWidth: quarter(&rng, 60...260))
        return MasonryLayout(columns: columns, itemSpacing: quarter(&rng, 0...12), lineSpacing: rng.below(5) == 0 ? 0 : quarter(&rng, 0...12),
                             sectionInset: EdgeInsets(top: quarter(&rng, 0...20), left: quarter(&rng, 0...24),
                                                      bottom: quarter(&rng, 0...20), right: quarter(&rng, 0...24)),
                             estimatedItemHeight: rng.below(10) == 0 ? 0 : quarter(&rng, 1...150))
    }

    static func randomWidth(_ rng: inout SeededGenerator) -> Double {
        rng.below(10) == 0 ? quarter(&rng, 0...60) : quarter(&rng, 120...900)
    }

    static func randomHarness(_ rng: inout SeededGenerator) -> Harness {
        var nextID = 1
        let sections: [(id: Int, items: [Int])] = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
            let id = nextID
            let count = rng.below(6) == 0 ? 0 : Int.random(in: 0...60, using: &rng)
            nextID += 1 + count
            return (id, Array((id + 1)..<(id + 1 + count)))
        }
        var truth = [Int: Double]()
        for id in sections.flatMap(\.items) { truth[id] = rng.quarterHeight(max: 120) }
        // Half the sequences have full-span items: about one item in six.
        let spansSometimes = rng.below(2) == 0
        let spanning = spansSometimes ? Set(sections.flatMap(\.items).filter { _ in rng.below(6) == 0 }) : []
        let headers = sections.map { _ in rng.quarterHeight(max: 40) }
        let layout = randomLayout(&rng)
        let width = randomWidth(&rng)
        let geometry = MasonryGeometry(itemCounts: sections.map(\.items.count), headerHeights: headers, layout: layout, width: width)
        return Harness(geometry: geometry, naive: NaiveMasonry(layout: layout, width: width, headers: headers, sections: sections),
                       truth: truth, spanning: spanning, spansSometimes: spansSometimes, nextID: nextID)
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }
    static func close(_ a: Rect, _ b: Rect) -> Bool {
        close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
    }

    /// A band: often starting or ending on an item's edge, sometimes empty or upside down.
    static func randomBand(_ frames: [Rect], total: Double, _ rng: inout SeededGenerator) -> (Double, Double) {
        let y0: Double
        if !frames.isEmpty, rng.below(3) == 0 {
            let f = frames[rng.below(frames.count)]
            y0 = [f.minY, f.maxY, f.minY + 0.25, f.maxY - 0.25][rng.below(4)]
        } else {
            y0 = quarter(&rng, -40...Int(total) + 40)
        }
        let y1: Double
        if !frames.isEmpty, rng.below(4) == 0 {
            let f = frames[rng.below(frames.count)]
            y1 = rng.below(2) == 0 ? f.minY : f.maxY
        } else if rng.below(10) == 0 {
            y1 = y0 - quarter(&rng, 0...20)
        } else {
            y1 = y0 + quarter(&rng, 0...700)
        }
        return (y0, y1)
    }

    /// Checks everything the geometry answers against the naive masonry, after `step`.
    static func check(_ h: inout Harness, rng: inout SeededGenerator, _ context: String) {
        let geometry = h.geometry
        let naive = h.naive
        geometry._checkInvariants()
        let n = naive.itemCount
        #expect(geometry.itemCount == n, "\(context)")
        #expect(geometry.sectionCount == naive.sections.count, "\(context)")
        guard geometry.itemCount == n, geometry.sectionCount == naive.sections.count else { return }
        #expect(geometry.metrics.columnCount == naive.columnCount, "\(context)")
        #expect(close(geometry.metrics.columnWidth, naive.columnWidth), "\(context)")
        let ids = naive.ids

        // Placement: each section's count, each placed item's column, never a changed column.
        var columns = [Int: Int]()
        for s in naive.sections.indices {
            let placed = naive.placedCount(s)
            #expect(geometry.sections[s].placedCount == placed, "section \(s) placed \(geometry.sections[s].placedCount), not \(placed): \(context)")
            guard geometry.sections[s].placedCount == placed else { continue }
            for i in 0..<placed {
                let c = geometry.sections[s].column(of: i)
                let id = naive.sections[s][i].id
                #expect(c == naive.sections[s][i].column, "section \(s) item \(i) in column \(c), not \(naive.sections[s][i].column!): \(context)")
                if let before = h.lastColumn[id] { #expect(before == c, "item \(id) moved from column \(before) to \(c): \(context)") }
                columns[id] = c
            }
        }
        h.lastColumn = columns

        // Frames, exact where placed and estimated alike; heights, tops, measured marks.
        let frames = (0..<n).map(geometry.frame(ofItem:))
        let naiveFrames = naive.frames
        for g in 0..<n where !close(frames[g], naiveFrames[g]) {
            Issue.record("item \(g) (id \(ids[g])): \(frames[g]), not \(naiveFrames[g]): \(context)")
            break
        }
        let naiveItems = naive.sections.flatMap { $0 }
        for g in 0..<n {
            #expect(geometry.isLaidOut(item: g) == (naiveItems[g].column != nil), "item \(g) laid out: \(context)")
            let measured = naiveItems[g].height != nil && naiveItems[g].measured
            #expect(geometry.isMeasured(item: g) == measured, "item \(g) measured: \(context)")
        }
        let tops = naive.sectionTops
        for s in naive.sections.indices {
            #expect(close(geometry.sectionFrame(ofSection: s).minY, tops[s]) && close(geometry.sectionFrame(ofSection: s).height, tops[s + 1] - tops[s]),
                    "section \(s) frame \(geometry.sectionFrame(ofSection: s)), tops \(tops[s]) \(tops[s + 1]): \(context)")
            #expect(geometry.headerFrame(ofSection: s) == Rect(x: 0, y: geometry.sectionFrame(ofSection: s).minY, width: naive.width,
                                                                height: naive.headers[s]), "header \(s): \(context)")
        }
        #expect(close(geometry.contentHeight, naive.contentHeight), "content height \(geometry.contentHeight), not \(naive.contentHeight): \(context)")

        // forEachItem against frame(ofItem:), the whole and a random run.
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
                #expect(item == g && frame == frames[g], "forEachItem(in: \(a)..<\(b)) at \(g): \(context)")
                g += 1
            }
            #expect(g == b)
        }

        // Bands, jumps and scrolls: the naive scan, and the same with the kept hints.
        let total = naive.contentHeight
        let sectionFrames = (0..<geometry.sectionCount).map(geometry.sectionFrame(ofSection:))
        for _ in 0..<6 {
            var (y0, y1) = randomBand(naiveFrames, total: total, &rng)
            for scroll in 0..<4 {
                let expected = naive.items(intersecting: y0, y1, frames: naiveFrames)
                let found = geometry.items(intersecting: y0, y1)
                #expect(found == expected, "items(intersecting: \(y0), \(y1)) \(found), not \(expected): \(context)")
                let hinted = geometry.items(intersecting: y0, y1, hints: &h.hints)
                #expect(hinted == found, "items(intersecting: \(y0), \(y1), hints:) \(hinted), not \(found) (scroll \(scroll)): \(context)")
                let sections = sectionFrames.indices.filter { sectionFrames[$0].minY < y1 && sectionFrames[$0].maxY > y0 }
                let expectedSections = sections.isEmpty || y1 <= y0 ? 0..<0 : sections.first!..<(sections.last! + 1)
                #expect(geometry.sections(intersecting: y0, y1) == expectedSections, "sections(intersecting: \(y0), \(y1)): \(context)")
                let delta = quarter(&rng, -40...40)
                y0 += delta
                y1 += delta
            }
        }

        // Hit testing against a scan of the frames.
        for _ in 0..<8 {
            let point: Point
            if n > 0, rng.below(3) != 0 {
                let f = frames[rng.below(n)]
                point = Point(x: f.minX + quarter(&rng, 0...Int(f.width) + 4), y: f.minY + quarter(&rng, -2...Int(f.height) + 2))
            } else {
                point = Point(x: quarter(&rng, -10...Int(naive.width) + 10), y: quarter(&rng, -10...Int(total) + 10))
            }
            let expected = frames.indices.first { frames[$0].minX <= point.x && point.x < frames[$0].maxX
                && frames[$0].minY <= point.y && point.y < frames[$0].maxY }
            #expect(geometry.item(at: point) == expected, "item(at: \(point)): \(context)")
        }
    }

    /// One random step of a sequence; returns what it did.
    static func step(_ h: inout Harness, rng: inout SeededGenerator, _ context: String) throws -> String {
        let n = h.naive.itemCount
        let total = h.naive.contentHeight
        switch rng.below(100) {
        case 0..<30:
            let y0 = quarter(&rng, -50...Int(total) + 50)
            let y1 = y0 + quarter(&rng, -20...800)
            h.prepare(y0, y1, context)
            return "prepare(\(y0), \(y1))"
        case 30..<40 where n > 0:
            let g = rng.below(n)
            h.layOut(through: g, context)
            return "layOut(through: \(g))"
        case 40..<44 where n > 0:
            let g = rng.below(n)
            let height = quarter(&rng, 0...1_500)
            h.layOut(above: g, by: height, context)
            return "layOut(above: \(g), by: \(height))"
        case 44..<48:
            let y = quarter(&rng, 0...Int(total) + 600)
            h.layOut(reaching: y, context)
            return "layOut(reaching: \(y))"
        case 48..<66 where n > 0:
            // Placed items as often as not.
            let placed = (0..<n).filter { h.geometry.isLaidOut(item: $0) }
            let g = !placed.isEmpty && rng.below(2) == 0 ? placed[rng.below(placed.count)] : rng.below(n)
            let height = rng.quarterHeight(max: 150)
            let measured = rng.below(2) == 0
            h.setSize(height: height, ofItem: g, measured: measured)
            return "setSize(\(height), ofItem: \(g), measured: \(measured))"
        case 66..<80:
            try h.batch(&rng, context)
            return "batch"
        case 80..<92:
            // The same column count about half the time.
            let width: Double
            if rng.below(2) == 0 {
                let count = h.geometry.metrics.columnCount
                let candidates = (0..<20).map { _ in randomWidth(&rng) }.filter { h.naive.layout.columnCount(forWidth: $0) == count }
                width = candidates.first ?? randomWidth(&rng)
            } else {
                width = randomWidth(&rng)
            }
            h.setWidth(width)
            return "setWidth(\(width))"
        case 92..<96:
            h.rebalance()
            return "rebalance"
        default:
            let y0 = quarter(&rng, -50...Int(total) + 50)
            h.prepare(y0, y0 + 400, context)
            return "prepare(\(y0), \(y0 + 400))"
        }
    }

    /// Random sequences of every operation, checked against the naive masonry after each step.
    @Test(arguments: testSeeds(60))
    func matchesTheNaiveMasonryStepByStep(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(31_000 + seed))
        var h = Self.randomHarness(&rng)
        Self.check(&h, rng: &rng, "seed \(seed) initial")
        var done = [String]()
        for step in 0..<80 {
            let context = "seed \(seed) step \(step)"
            done.append(try Self.step(&h, rng: &rng, context))
            Self.check(&h, rng: &rng, "\(context) after \(done.suffix(4))")
        }
    }

    /// An item not placed that a batch reaches is placed with the height given to it, not one
    /// asked for, and the columns after it are chosen with that height.
    @Test func aBatchPlacesAnItemNotPlacedWithTheHeightGivenToIt() throws {
        let layout = MasonryLayout(columns: .fixed(2), itemSpacing: 8, lineSpacing: 8, sectionInset: EdgeInsets(), estimatedItemHeight: 200)
        var geometry = MasonryGeometry(itemCounts: [4], headerHeights: [0], layout: layout, width: 208)
        geometry.layOut(through: 1) { _ in Size(width: 100, height: 50) }
        #expect(geometry.sections[0].placedCount == 2)
        geometry.setSize(Size(width: 100, height: 80), ofItem: 2, measured: true)
        var update = ListBatchUpdate()
        update.moveRow(at: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 3, section: 0))
        let plan = try BatchUpdatePlan(update, oldRowCounts: [4], newRowCounts: [4], requiresRows: false)
        var asked = [ListIndexPath]()
        let after = try geometry.applying(plan, headerHeights: [0], keepingReloadedSizes: false) { path in
            asked.append(path)
            return HeightIndex.Entry(height: 50)
        }
        after._checkInvariants()
        // Now old items 1, 2, 3, 0: 1 stays in column 1; 2 (80 tall) goes into the empty column 0;
        // 3 into column 1, now the shorter; 0 keeps column 0.
        #expect(asked == [ListIndexPath(row: 2, section: 0)])
        #expect((0..<4).map(after.sections[0].column(of:)) == [1, 0, 1, 0])
        #expect(after.frame(ofItem: 1) == Rect(x: 0, y: 0, width: 100, height: 80))
        #expect(after.isMeasured(item: 1))
        #expect(after.frame(ofItem: 2) == Rect(x: 108, y: 58, width: 100, height: 50))
    }

    /// A new column count forgets where items are, and their heights measured at the old
    /// column width are estimates at the new one, placed or not; the same count with another
    /// column width keeps the columns, the heights again estimates.
    @Test func aNewColumnWidthMakesMeasuredHeightsEstimates() {
        let layout = MasonryLayout(columns: .adaptive(minimumWidth: 150))
        var geometry = MasonryGeometry(itemCounts: [8], headerHeights: [0], layout: layout, width: 400)
        #expect(geometry.metrics.columnCount == 2)
        geometry.layOut(through: 3) { _ in Size(width: 0, height: 50) }
        geometry.setSize(Size(width: 0, height: 70), ofItem: 0, measured: true)
        geometry.setSize(Size(width: 0, height: 60), ofItem: 5, measured: true)
        geometry.setWidth(700)
        #expect(geometry.metrics.columnCount == 4)
        #expect(!geometry.isLaidOut(item: 0))
        #expect(!geometry.isMeasured(item: 0) && !geometry.isMeasured(item: 5))
        var asked = [Int]()
        geometry.layOut(through: 7) { g in
            asked.append(g)
            return Size(width: 0, height: 50)
        }
        #expect(asked == [4, 6, 7])
        #expect(geometry.frame(ofItem: 0).height == 70 && geometry.frame(ofItem: 5).height == 60)
        geometry.setSize(Size(width: 0, height: 90), ofItem: 0, measured: true)
        geometry.setWidth(720)
        #expect(geometry.metrics.columnCount == 4 && geometry.isLaidOut(item: 7))
        #expect(!geometry.isMeasured(item: 0))
        geometry._checkInvariants()
    }

    /// A point on a column's left edge is in that column's item whatever the rounding of the
    /// column width, and a point far to the side is in none (without trapping).
    @Test func hitTestingAtColumnEdges() {
        let layout = MasonryLayout(columns: .fixed(5), itemSpacing: 7.3, lineSpacing: 3, sectionInset: EdgeInsets(top: 0, left: 16.1, bottom: 0, right: 9.7))
        for k in 0..<2_000 {
            let width = 180 + Double(k) * 0.37
            var geometry = MasonryGeometry(itemCounts: [10], headerHeights: [5], layout: layout, width: width)
            geometry.layOut(through: 9) { g in Size(width: 0, height: Double(20 + g)) }
            for g in 0..<10 {
                let frame = geometry.frame(ofItem: g)
                #expect(geometry.item(at: Point(x: frame.minX, y: frame.midY)) == g, "width \(width) item \(g) at \(frame)")
                #expect(geometry.item(at: Point(x: frame.maxX.nextDown, y: frame.midY)) == g, "width \(width) item \(g) at \(frame)")
                #expect(geometry.item(at: Point(x: frame.maxX, y: frame.midY)) == nil, "width \(width) item \(g) at \(frame)")
            }
            for x in [1e300, -1e300, Double.greatestFiniteMagnitude] { #expect(geometry.item(at: Point(x: x, y: 30)) == nil) }
        }
    }

    /// A full-span item starts below the tallest column, as wide as all of them, and every
    /// column goes on below it; a height above it moves it and everything below it, in every
    /// column, and one below it moves only its own column; it is hit between the columns too.
    @Test func aFullSpanItemStartsBelowTheTallestColumn() {
        let layout = MasonryLayout(columns: .fixed(3), itemSpacing: 10, lineSpacing: 8, sectionInset: EdgeInsets(), estimatedItemHeight: 50)
        var geometry = MasonryGeometry(itemCounts: [7], headerHeights: [0], layout: layout, width: 320)
        let heights: [Double] = [100, 60, 80, 40, 30, 20, 70]
        geometry.layOut(through: 6, isFullSpan: { $0 == 3 }) { Size(width: 0, height: heights[$0]) }
        geometry._checkInvariants()
        // Columns 100 wide: 0, 1, 2 side by side; 3 below the tallest (100 + 8), 320 wide;
        // 4, 5, 6 from its bottom (108 + 40 + 8) on.
        #expect(geometry.frame(ofItem: 3) == Rect(x: 0, y: 108, width: 320, height: 40))
        #expect(geometry.frame(ofItem: 4) == Rect(x: 0, y: 156, width: 100, height: 30))
        #expect(geometry.frame(ofItem: 5) == Rect(x: 110, y: 156, width: 100, height: 20))
        #expect(geometry.frame(ofItem: 6) == Rect(x: 220, y: 156, width: 100, height: 70))
        #expect(geometry.item(at: Point(x: 105, y: 120)) == 3, "between columns 0 and 1")
        #expect(geometry.item(at: Point(x: 150, y: 104)) == nil, "column 1's gap above it")
        #expect(geometry.items(intersecting: 70, 108) == 0..<3, "a band ending at its top")
        #expect(geometry.items(intersecting: 70, 109) == 0..<4)
        // Column 1's first item grows past column 0: the item and every column below it move.
        geometry.setSize(Size(width: 0, height: 130), ofItem: 1, measured: true)
        #expect(geometry.frame(ofItem: 3) == Rect(x: 0, y: 138, width: 320, height: 40))
        #expect(geometry.frame(ofItem: 4).minY == 186 && geometry.frame(ofItem: 6).minY == 186)
        // One below it moves only its own column.
        geometry.setSize(Size(width: 0, height: 50), ofItem: 4, measured: true)
        #expect(geometry.frame(ofItem: 3).minY == 138 && geometry.frame(ofItem: 5).minY == 186)
        // Its own height moves every column below it.
        geometry.setSize(Size(width: 0, height: 10), ofItem: 3, measured: true)
        #expect(geometry.frame(ofItem: 3) == Rect(x: 0, y: 138, width: 320, height: 10))
        #expect(geometry.frame(ofItem: 5).minY == 156 && geometry.isMeasured(item: 3))
        geometry._checkInvariants()
    }

    /// A million items in four columns: about 10 bytes an item.
    @Test func aMillionItemsTakeAboutTenBytesEach() {
        var geometry = MasonryGeometry(itemCounts: [1_000_000], headerHeights: [0], layout: MasonryLayout(columns: .fixed(4)), width: 800)
        geometry.layOut(through: 999_999) { g in Size(width: 0, height: Double(80 + ((g * 7_919) % 11) * 20)) }
        #expect(geometry.sections[0].placedCount == 1_000_000)
        let bytes = geometry.capacityBytes
        #expect(bytes / 1_000_000 <= 12, "\(bytes) bytes")
        // Each column's items in order: the last ones end at the columns' bottoms.
        let bottom = (999_000..<1_000_000).map { geometry.frame(ofItem: $0).maxY }.max()!
        #expect(bottom == geometry.contentHeight - 8)
        #expect(geometry.items(intersecting: bottom - 1, bottom).upperBound <= 1_000_000)
        // One item in 64 across the columns: a spacer in each column (8 bytes each) and its own
        // height and place (20 bytes), about 0.8 bytes an item more — and the columns' arrays,
        // longer by their spacers, a growth step further: 12.9 bytes an item held with the system
        // allocator; an array's growth steps follow the allocator's size classes, and a
        // sanitizer's round otherwise (14.7 under AddressSanitizer).
        var spanning = MasonryGeometry(itemCounts: [1_000_000], headerHeights: [0], layout: MasonryLayout(columns: .fixed(4)), width: 800)
        spanning.layOut(through: 999_999, isFullSpan: { $0 % 64 == 63 }) { g in Size(width: 0, height: Double(80 + ((g * 7_919) % 11) * 20)) }
        #expect(spanning.sections[0].spans.count == 15_625)
        #expect(spanning.capacityBytes < 15_000_000, "\(spanning.capacityBytes) bytes")
    }

    /// Lengths and questions that are not finite, negative or far away answer something
    /// sensible and trap nowhere.
    @Test func badInputsDoNotTrap() {
        let bad = MasonryLayout(columns: .adaptive(minimumWidth: .nan), itemSpacing: -4, lineSpacing: .infinity,
                                sectionInset: EdgeInsets(top: .nan, left: -3, bottom: -.infinity, right: .infinity),
                                estimatedItemHeight: .nan)
        for layout in [bad, MasonryLayout(columns: .fixed(1_000)), MasonryLayout(columns: .fixed(-2))] {
            for width in [Double.nan, -30, 0, .infinity, 1e300] {
                var geometry = MasonryGeometry(itemCounts: [3, -2, 70], headerHeights: [.nan, 4], layout: layout, width: width)
                #expect(geometry.itemCount == 73 && geometry.sectionCount == 3)
                #expect(geometry.metrics.columnCount >= 1 && geometry.metrics.columnCount <= MasonryLayout.maximumColumns)
                for y in [Double.nan, .infinity, -.infinity, 1e300] {
                    geometry.prepare(y, y + 10) { _ in Size(width: .nan, height: .nan) }
                    _ = geometry.items(intersecting: y, 10)
                    _ = geometry.items(intersecting: -10, y)
                    _ = geometry.sections(intersecting: y, 10)
                    #expect(geometry.item(at: Point(x: y, y: 5)) == nil || y == 1e300)
                    _ = geometry.item(at: Point(x: 5, y: y))
                }
                geometry.prepare(-.infinity, .infinity) { g in Size(width: 0, height: g % 3 == 0 ? -5 : .infinity) }
                geometry.layOut(reaching: .infinity) { _ in Size(width: 0, height: 1) }
                _ = geometry.layOut(above: 72, by: .infinity) { _ in Size(width: 0, height: 1) }
                geometry.setSize(Size(width: .nan, height: .nan), ofItem: 72, measured: true)
                geometry.setSize(Size(width: 0, height: -.infinity), ofItem: 0, measured: false)
                geometry.setWidth(.nan)
                geometry.setWidth(1e300)
                geometry.rebalance()
                geometry._checkInvariants()
                for g in 0..<geometry.itemCount {
                    let frame = geometry.frame(ofItem: g)
                    #expect(!frame.minX.isNaN && !frame.minY.isNaN && !frame.width.isNaN && !frame.height.isNaN, "\(frame)")
                }
                var hints = BandHints()
                for y in stride(from: -50.0, through: 400, by: 25) {
                    #expect(geometry.items(intersecting: y, y + 100, hints: &hints) == geometry.items(intersecting: y, y + 100))
                }
            }
        }
    }

    /// Lengths that are not exact in binary (thirds, sevenths, random fractions): the band
    /// questions and hit testing still agree with the frames bit for bit, at every edge.
    @Test(arguments: testSeeds(30))
    func consistentWithInexactLengths(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(33_000 + seed))
        func length(_ upper: Double) -> Double { Double.random(in: 0..<upper, using: &rng) }
        let counts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...80, using: &rng) }
        let layout = MasonryLayout(columns: .fixed(Int.random(in: 1...6, using: &rng)), itemSpacing: length(10) / 3, lineSpacing: length(10) / 3,
                                   sectionInset: EdgeInsets(top: length(20), left: length(20), bottom: length(20), right: length(20)),
                                   estimatedItemHeight: length(120) / 7)
        var geometry = MasonryGeometry(itemCounts: counts, headerHeights: counts.map { _ in length(40) / 3 }, layout: layout,
                                       width: 100 + length(600))
        var heights = (0..<counts.reduce(0, +)).map { _ in length(100) / 7 + 1e-3 }
        var hints = BandHints()
        for step in 0..<20 {
            let y0 = length(geometry.contentHeight + 100) - 50
            geometry.prepare(y0, y0 + length(900)) { Size(width: 0, height: heights[$0]) }
            if step % 4 == 3, !heights.isEmpty {
                let g = rng.below(heights.count)
                heights[g] = length(100) / 7
                geometry.setSize(Size(width: 0, height: heights[g]), ofItem: g, measured: true)
            }
            geometry._checkInvariants()
            let n = geometry.itemCount
            let frames = (0..<n).map(geometry.frame(ofItem:))
            let context = "seed \(seed) step \(step)"
            for _ in 0..<20 {
                var band: (Double, Double)
                if n > 0, rng.below(4) != 0 {
                    let a = frames[rng.below(n)]
                    let b = frames[rng.below(n)]
                    band = ([a.minY, a.maxY][rng.below(2)], [b.minY, b.maxY][rng.below(2)])
                } else {
                    band = (length(geometry.contentHeight), length(geometry.contentHeight))
                }
                if band.0 > band.1 { band = (band.1, band.0) }
                let (y0, y1) = band
                // An empty band meets nothing.
                let hits = y1 > y0 ? frames.indices.filter { frames[$0].minY < y1 && frames[$0].maxY > y0 } : []
                let found = geometry.items(intersecting: y0, y1)
                if let low = hits.first, let high = hits.last {
                    #expect(found == low..<(high + 1), "items(intersecting: \(y0), \(y1)): \(context)")
                } else {
                    #expect(found.isEmpty, "items(intersecting: \(y0), \(y1)): \(found): \(context)")
                }
                #expect(geometry.items(intersecting: y0, y1, hints: &hints) == found, "hinted: \(context)")
                if n > 0 {
                    let f = frames[rng.below(n)]
                    for point in [Point(x: f.minX, y: f.minY), Point(x: f.midX, y: f.maxY), Point(x: f.maxX, y: f.midY)] {
                        let expected = frames.indices.first { frames[$0].minX <= point.x && point.x < frames[$0].maxX
                            && frames[$0].minY <= point.y && point.y < frames[$0].maxY }
                        #expect(geometry.item(at: point) == expected, "item(at: \(point)): \(context)")
                    }
                }
            }
        }
    }

    /// Bands that scroll a few points a step, as a viewport's do, over sections large enough
    /// that each column's answer is stepped to from its fingers, across section boundaries both
    /// ways (the top edge in one section, the bottom in the next), with now and then a jump or a
    /// reversal: three bands of different sizes, each with its hints kept, and a copy that has
    /// placed fewer items reading them too, agree with a scan of the frames at every step. In
    /// odd seeds some items span every column, so that bands end in their spacers above them.
    @Test(arguments: testSeeds(12))
    func scrollingBandsAgreeAcrossSectionBoundaries(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(34_000 + seed))
        let columns = Int.random(in: 1...MasonryFingers.capacity, using: &rng)
        let counts = (0..<3).map { _ in Int.random(in: 300...1_200, using: &rng) }
        let layout = MasonryLayout(columns: .fixed(columns), itemSpacing: 4, lineSpacing: Double(rng.below(3)) * 4,
                                   sectionInset: EdgeInsets(top: 6, left: 8, bottom: 6, right: 8))
        var geometry = MasonryGeometry(itemCounts: counts, headerHeights: [20, 0, 32], layout: layout, width: 390)
        let heights = (0..<counts.reduce(0, +)).map { _ in
            // Now and then an item far taller than the rest, so that columns fill unevenly.
            rng.below(40) == 0 ? Self.quarter(&rng, 600...2_000) : Self.quarter(&rng, 0...240)
        }
        let spans = (0..<heights.count).map { _ in seed % 2 == 1 && rng.below(12) == 0 }
        // A copy that has placed a prefix only, and the whole placed.
        var partial = geometry
        partial.prepare(0, 3_000, isFullSpan: { spans[$0] }) { Size(width: 0, height: heights[$0]) }
        geometry.layOut(reaching: .infinity, isFullSpan: { spans[$0] }) { Size(width: 0, height: heights[$0]) }
        let n = geometry.itemCount
        let frames = (0..<n).map(geometry.frame(ofItem:))
        func expected(_ y0: Double, _ y1: Double) -> Range<Int>? {
            guard let low = frames.indices.first(where: { frames[$0].minY < y1 && frames[$0].maxY > y0 }),
                  let high = frames.indices.last(where: { frames[$0].minY < y1 && frames[$0].maxY > y0 }) else { return nil }
            return low..<(high + 1)
        }
        let boundaries = (1..<counts.count).map { geometry.sectionFrame(ofSection: $0).minY }
        var hints = (visible: BandHints(), ready: BandHints(), prefetch: BandHints(), partial: BandHints())
        var y = boundaries[rng.below(boundaries.count)] - 1_500
        var step = 25.0
        for t in 0..<600 {
            switch rng.below(100) {
            case 0: y = boundaries[rng.below(boundaries.count)] - Self.quarter(&rng, 0...2_000)
            case 1...3: step = -step
            case 4: y += Self.quarter(&rng, -3_000...3_000)
            default: y += step + Self.quarter(&rng, -2...2)
            }
            let context = "seed \(seed) step \(t) y \(y)"
            for (band, (y0, y1)) in [(0, (y, y + 844)), (1, (y - 422, y + 1_688)), (2, (y - 1_266, y + 2_954))] {
                let found = switch band {
                case 0: geometry.items(intersecting: y0, y1, hints: &hints.visible)
                case 1: geometry.items(intersecting: y0, y1, hints: &hints.ready)
                default: geometry.items(intersecting: y0, y1, hints: &hints.prefetch)
                }
                if let want = expected(y0, y1) {
                    #expect(found == want, "band \(band) \(y0) ..< \(y1): \(context)")
                } else {
                    #expect(found.isEmpty, "band \(band) \(y0) ..< \(y1) found \(found): \(context)")
                }
            }
            // The copy shares the last answer, left by bands over items it has not placed.
            #expect(partial.items(intersecting: y, y + 844, hints: &hints.partial) == partial.items(intersecting: y, y + 844),
                    "the partial copy: \(context)")
        }
    }
}
