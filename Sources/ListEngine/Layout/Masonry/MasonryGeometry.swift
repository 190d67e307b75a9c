import Synchronization

/// The geometry of a ``MasonryLayout``, placed lazily: items of their own heights in columns of
/// equal width, each in the column that is shortest when its turn comes, sections one below the
/// other, and only as much placed as the bands the engine prepares need.
///
/// Items are numbered globally from 0 across sections. Section `s` is its header
/// (`headerHeights[s]` tall, full width, at x 0), the section inset's top, its columns, and the
/// inset's bottom. Column `c` lies at x = `sectionInset.left + c × (columnWidth + itemSpacing)`;
/// items in a column are the line spacing apart. An item *intersects* a band `y0 ..< y1` when
/// its top lies above `y1` and its bottom below `y0`.
///
/// **Laziness.** Each section places its items from its first up to a frontier
/// (``MasonryColumns``), only as far as a band passed to ``prepare(_:_:sizeOf:)`` reaches: every
/// column then reaches below the band, so no item placed later can intersect it. Past the
/// frontier, items are *estimated*: rows of one item a column, ``MasonryLayout/estimatedItemHeight``
/// tall, below the tallest column. Every query answers for estimated items too.
///
/// **Kept placement.** A placed item stays in its column through batches, height changes and
/// widths with the same column count; only a new column count or ``rebalance()`` places the
/// items again.
///
/// **Full-span items.** An item placed full-span (asked as it is placed) starts below the
/// tallest column, ``Metrics/spanWidth`` wide from the first column's left edge, and every
/// column goes on below it: a spacer in each column (``MasonryColumns``) keeps the columns'
/// tops prefix sums and the band searches per column.
///
/// **The items in a band** are not a run of the order in general (a tall item in one column
/// sits beside many short ones in another): ``items(intersecting:_:)`` answers the run from the
/// first item that intersects the band to the last, found per column in O(columns × log n),
/// which may hold items beside the band in other columns.
///
/// **Memory.** O(sections) until placed; then about 9.6 bytes an item placed at 4 columns
/// (``MasonryColumns``).
struct MasonryGeometry: CollectionGeometry {
    /// The masonry's configuration, as given.
    let layout: MasonryLayout
    /// The content width the columns are laid out for (made safe: at least 0).
    private(set) var width: Double
    /// The layout's lengths at ``width``.
    private(set) var metrics: Metrics
    /// Which items belong to which section.
    let items: CollectionSections
    /// Each section's header height.
    let headerHeights: [Double]
    /// Each section's placement, as far as it goes.
    private(set) var sections: [MasonryColumns]
    /// Each section's height: exact where placed to its end, else partly estimated.
    private(set) var heights: SectionHeights
    /// Heights given to items not placed yet, by global item: taken when placed.
    private(set) var waitingEntries: [Int: HeightIndex.Entry] = [:]
    /// Per section (none: empty), the heights its items had when they were last placed, in
    /// item order and stored as ``HeightIndex`` stores them: what ``rebalance()`` keeps, read
    /// back as the items are placed again (a `Float32` an item, no hashing).
    private(set) var remembered: [[Float32]] = []
    /// How many times ``prepare(_:_:sizeOf:)`` has placed items: when it moves, estimated frames
    /// may have become exact.
    private(set) var layOuts = 0
    /// A number no other placement of any masonry has had: it changes whenever items may land
    /// in other columns or ranks (a batch, a rebalance, a new column count) — not when more are
    /// placed or heights change — so where an answer kept with it (``MasonryFingers``) found
    /// each column's items still names them.
    private(set) var placement = Self.newPlacement()
    /// Counts the changes of frames since ``placement`` was numbered (items placed, heights,
    /// widths): with it, an answer kept for a band (``MasonryFingers``) is known to hold still.
    private(set) var framesVersion = 0

    /// The fingers of the last band answered, where a band far from its own starts.
    let lastAnswer = MasonryLastAnswer()

    /// Placements numbered so far, across all masonries.
    private static let placements = Atomic<Int>(0)

    /// A placement number no masonry has had.
    ///
    /// - Complexity: O(1).
    private static func newPlacement() -> Int { placements.add(1, ordering: .relaxed).newValue }

    /// No sections: what a list holds when it is laid out otherwise.
    static var empty: MasonryGeometry { MasonryGeometry(itemCounts: [], headerHeights: [], layout: MasonryLayout(), width: 0) }

    /// A masonry of sections of `itemCounts` items under headers `headerHeights` tall, `width`
    /// wide; nothing is placed (negative counts count as 0, missing headers as 0 tall).
    ///
    /// - Complexity: O(sections × columns): no work or memory per item.
    init(itemCounts: [Int], headerHeights: [Double], layout: MasonryLayout, width: Double) {
        let counts = itemCounts.map { Swift.max(0, $0) }
        self.layout = layout
        self.width = Self.length(width)
        metrics = Metrics(layout, width: self.width)
        self.headerHeights = counts.indices.map { $0 < headerHeights.count ? Self.length(headerHeights[$0]) : 0 }
        items = CollectionSections(itemCounts: counts, headerHeights: self.headerHeights)
        sections = Array(repeating: MasonryColumns(columnCount: metrics.columnCount), count: counts.count)
        heights = SectionHeights([])
        heights = SectionHeights(sections.indices.map(sectionHeight))
    }

    /// A masonry whose sections are placed as `placed` says (one per section), the rest estimated.
    ///
    /// - Precondition: each of `placed` has the column count the layout has at `width`.
    /// - Complexity: O(sections × columns).
    init(itemCounts: [Int], headerHeights: [Double], layout: MasonryLayout, width: Double, placed: [MasonryColumns]) {
        self.init(itemCounts: itemCounts, headerHeights: headerHeights, layout: layout, width: width)
        sections = placed
        heights = SectionHeights(sections.indices.map(sectionHeight))
        placement = Self.newPlacement()
    }

    /// `value` if it is finite and positive, else 0.
    ///
    /// - Complexity: O(1).
    static func length(_ value: Double) -> Double { value.isFinite ? Swift.max(0, value) : 0 }

    // MARK: Sections

    /// The number of items in all sections.
    ///
    /// - Complexity: O(1).
    var itemCount: Int { items.itemCount }

    /// The number of sections.
    ///
    /// - Complexity: O(1).
    var sectionCount: Int { items.sectionCount }

    /// The height of the whole content, estimated where it is not placed.
    ///
    /// - Complexity: O(log sections).
    var contentHeight: Double { heights.top(sectionCount) }

    /// Where section `s`'s columns start: below its header and the inset's top.
    ///
    /// - Complexity: O(log sections).
    func itemsTop(_ s: Int) -> Double { heights.top(s) + headerHeights[s] + metrics.top }

    /// Where section `s`'s estimated rows start below its columns' top: under the tallest
    /// column and a line spacing, or at 0 with nothing placed.
    ///
    /// - Complexity: O(columns).
    func estimatedBase(_ s: Int) -> Double {
        sections[s].placedCount > 0 ? sections[s].placedHeight(gap: metrics.lineSpacing) + metrics.lineSpacing : 0
    }

    /// The height of section `s`'s columns: placed, and estimated rows below.
    ///
    /// - Complexity: O(columns).
    func columnsHeight(_ s: Int) -> Double {
        let section = sections[s]
        let rest = items.itemCount(inSection: s) - section.placedCount
        guard rest > 0 else { return section.placedHeight(gap: metrics.lineSpacing) }
        return estimatedBase(s) + Double(metrics.estimatedRows(rest)) * metrics.estimatedStep - metrics.lineSpacing
    }

    /// Section `s`'s height: header, insets and columns.
    ///
    /// - Complexity: O(columns).
    func sectionHeight(_ s: Int) -> Double {
        headerHeights[s] + metrics.top + columnsHeight(s) + metrics.bottom
    }

    /// Column `c`'s left edge.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func columnX(_ c: Int) -> Double { metrics.left + Double(c) * (metrics.columnWidth + metrics.itemSpacing) }

    // MARK: Placing

    /// Places whatever the band `y0 ..< y1` intersects: each section it intersects, from the
    /// section's frontier until every column reaches below `y1`, asking `isFullSpan` (global
    /// item → whether it spans every column) and `sizeOf` (global item → size; its height is
    /// taken) for each item placed. Sections are visited top to bottom, each at its top after
    /// the ones above it have changed.
    ///
    /// - Complexity: O(log n a section the band intersects + the items placed × columns),
    ///   amortized: each item is placed once (until the column count changes).
    mutating func prepare(_ y0: Double, _ y1: Double, isFullSpan: (_ item: Int) -> Bool, sizeOf: (_ item: Int) -> Size) {
        guard var s = firstSectionToPlace(y0, y1) else { return }
        while s < sectionCount, heights.top(s) < y1 {
            if !isPlaced(section: s) {
                place(section: s, until: y1 - itemsTop(s), isFullSpan: isFullSpan, sizeOf: sizeOf)
            }
            s += 1
        }
    }

    /// ``prepare(_:_:isFullSpan:sizeOf:)`` with no item across the columns.
    ///
    /// - Complexity: as ``prepare(_:_:isFullSpan:sizeOf:)``.
    mutating func prepare(_ y0: Double, _ y1: Double, sizeOf: (_ item: Int) -> Size) {
        prepare(y0, y1, isFullSpan: { _ in false }, sizeOf: sizeOf)
    }

    /// The first section the band `y0 ..< y1` intersects whose items are not all placed: where
    /// ``prepare(_:_:isFullSpan:sizeOf:)`` starts placing; nil when it has nothing to place.
    ///
    /// - Complexity: O(log sections + the sections the band intersects).
    func firstSectionToPlace(_ y0: Double, _ y1: Double) -> Int? {
        guard y1 > y0 else { return nil }
        var s = heights.sectionsEnding(atOrBefore: y0, count: sectionCount)
        while s < sectionCount, heights.top(s) < y1 {
            if !isPlaced(section: s) { return s }
            s += 1
        }
        return nil
    }

    /// Whether section `s`'s items are all placed.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func isPlaced(section s: Int) -> Bool { sections[s].placedCount >= items.itemCount(inSection: s) }

    /// Places section `s`'s items until every column reaches `end` (in the section's columns'
    /// coordinates) or its items before `count` (all of them by default) are placed.
    ///
    /// - Complexity: O(the items placed × columns + log n).
    private mutating func place(section s: Int, until end: Double, upTo count: Int? = nil, isFullSpan: (_ item: Int) -> Bool,
                                sizeOf: (_ item: Int) -> Size) {
        let first = items.start[s]
        let before = sections[s].placedCount
        let waiting = waitingEntries
        let kept = s < remembered.count ? remembered[s] : []
        let count = count ?? items.itemCount(inSection: s)
        sections[s].place(until: end, count: count, gap: metrics.lineSpacing) { i in
            let spans = isFullSpan(first + i)
            if !waiting.isEmpty, let entry = waiting[first + i] { return (entry, spans) }
            if i < kept.count { return (HeightIndex.entry(kept[i]), spans) }
            return (HeightIndex.Entry(height: Self.length(sizeOf(first + i).height)), spans)
        }
        guard sections[s].placedCount != before else { return }
        if !waitingEntries.isEmpty {
            for i in before..<sections[s].placedCount { waitingEntries[first + i] = nil }
        }
        if !kept.isEmpty, sections[s].placedCount >= kept.count { remembered[s] = [] }
        heights.setHeight(sectionHeight(s), ofSection: s)
        layOuts &+= 1
        framesVersion &+= 1
        #if LISTENGINE_INTERNAL_CHECKS
        _checkSection(s)
        #endif
    }

    /// Whether item `g` is placed (its frame exact within its section).
    ///
    /// - Complexity: O(log sections).
    func isLaidOut(item g: Int) -> Bool {
        let s = items.section(containingItem: g)
        return g - items.start[s] < sections[s].placedCount
    }

    /// Places item `g`'s section through `g`.
    ///
    /// - Complexity: O(the items placed × columns + log n).
    mutating func layOut(through g: Int, isFullSpan: (_ item: Int) -> Bool = { _ in false }, sizeOf: (_ item: Int) -> Size) {
        let s = items.section(containingItem: g)
        let i = g - items.start[s]
        if sections[s].placedCount <= i { place(section: s, until: .infinity, upTo: i + 1, isFullSpan: isFullSpan, sizeOf: sizeOf) }
    }

    /// Places whole sections above item `g` until `height` points above its top are exact.
    /// Returns whether it placed anything.
    ///
    /// - Complexity: O(the items placed × columns + log n a section).
    mutating func layOut(above g: Int, by height: Double, isFullSpan: (_ item: Int) -> Bool = { _ in false },
                         sizeOf: (_ item: Int) -> Size) -> Bool {
        guard var (s, covered) = firstSectionToPlace(above: g, by: height) else { return false }
        while true {
            if !isPlaced(section: s) { place(section: s, until: .infinity, isFullSpan: isFullSpan, sizeOf: sizeOf) }
            covered += heights.height(s)
            guard covered < height, s > 0 else { return true }
            s -= 1
        }
    }

    /// The first section, going up from item `g`'s, whose items are not all placed and that
    /// starts less than `height` points above `g`'s top, with the points between its bottom
    /// and that top: where ``layOut(above:by:isFullSpan:sizeOf:)`` starts placing; nil when it
    /// has nothing to place.
    ///
    /// - Complexity: O(log n + the sections passed).
    func firstSectionToPlace(above g: Int, by height: Double) -> (section: Int, covered: Double)? {
        var s = items.section(containingItem: g)
        var covered = frame(ofItem: g).minY - heights.top(s)
        while covered < height, s > 0 {
            s -= 1
            if !isPlaced(section: s) { return (s, covered) }
            covered += heights.height(s)
        }
        return nil
    }

    /// Places the last sections until the content reaches down to `y` or all is placed.
    ///
    /// - Complexity: O(the items placed × columns + log n a section).
    mutating func layOut(reaching y: Double, isFullSpan: (_ item: Int) -> Bool = { _ in false }, sizeOf: (_ item: Int) -> Size) {
        while contentHeight < y {
            let before = layOuts
            prepare(Swift.max(0, contentHeight - 1), y, isFullSpan: isFullSpan, sizeOf: sizeOf)
            if layOuts == before { return }
        }
    }

    // MARK: Heights and widths

    /// Whether item `g` has been measured (self-sizing).
    ///
    /// - Complexity: O(log n).
    func isMeasured(item g: Int) -> Bool {
        let s = items.section(containingItem: g)
        let i = g - items.start[s]
        if i < sections[s].placedCount { return sections[s].entry(ofItem: i).isMeasured }
        if let waiting = waitingEntries[g] { return waiting.isMeasured }
        return s < remembered.count && i < remembered[s].count && HeightIndex.entry(remembered[s][i]).isMeasured
    }

    /// Gives item `g` height `height` (the width is the column's) and marks it measured or not:
    /// a placed item keeps its column and the items below it there move; an item not placed
    /// takes it when placed.
    ///
    /// - Complexity: O(log n).
    mutating func setSize(_ size: Size, ofItem g: Int, measured: Bool) {
        let entry = HeightIndex.Entry(height: Self.length(size.height), isMeasured: measured)
        let s = items.section(containingItem: g)
        let i = g - items.start[s]
        guard i < sections[s].placedCount else {
            waitingEntries[g] = entry
            return
        }
        sections[s].setEntry(entry, ofItem: i, gap: metrics.lineSpacing)
        heights.setHeight(sectionHeight(s), ofSection: s)
        framesVersion &+= 1
    }

    /// Lays the columns out for a new width: the same number of columns keeps every item where
    /// it is placed; another number places every item again, lazily. Either way, a new column
    /// width makes self-sizing heights estimates, to be measured at the new width.
    ///
    /// - Complexity: O(sections × columns), or O(n) to forget the measurements.
    mutating func setWidth(_ width: Double) {
        let width = Self.length(width)
        guard width != self.width else { return }
        let before = metrics
        self.width = width
        metrics = Metrics(layout, width: width)
        framesVersion &+= 1
        if metrics.columnCount != before.columnCount { rebalance() }
        // Heights measured at the old column width are estimates at the new one, placed or
        // waiting to be placed again.
        if metrics.columnWidth != before.columnWidth {
            for s in sections.indices { sections[s].clearMeasured() }
            for (g, entry) in waitingEntries { waitingEntries[g] = HeightIndex.Entry(height: entry.height) }
            for s in remembered.indices {
                for i in remembered[s].indices { remembered[s][i] = abs(remembered[s][i]) }
            }
        }
    }

    /// Forgets where every item is placed: they are placed again, in order, as bands need
    /// them. The heights given to placed items are kept for their placing again (``remembered``).
    ///
    /// - Complexity: O(n) for the heights kept.
    mutating func rebalance() {
        if remembered.count < sections.count { remembered += Array(repeating: [], count: sections.count - remembered.count) }
        for s in sections.indices {
            var kept = sections[s].storedEntriesInItemOrder()
            if remembered[s].count > kept.count { kept += remembered[s][kept.count...] }
            remembered[s] = kept
            sections[s] = MasonryColumns(columnCount: metrics.columnCount)
        }
        heights = SectionHeights(sections.indices.map(sectionHeight))
        layOuts &+= 1
        placement = Self.newPlacement()
    }

    /// Moves the heights a rebalance kept for items not placed again into the heights waiting
    /// for their items.
    ///
    /// - Complexity: O(the heights kept).
    mutating func foldRememberedIntoWaiting() {
        for s in remembered.indices {
            let first = items.start[s]
            for i in sections[s].placedCount..<Swift.max(sections[s].placedCount, remembered[s].count) where waitingEntries[first + i] == nil {
                waitingEntries[first + i] = HeightIndex.entry(remembered[s][i])
            }
        }
        remembered = []
    }

    /// The bytes the geometry holds.
    ///
    /// - Complexity: O(sections × columns).
    var capacityBytes: Int {
        var bytes = heights.capacityBytes + items.start.capacity * MemoryLayout<Int>.stride
            + headerHeights.capacity * MemoryLayout<Double>.stride + sections.capacity * MemoryLayout<MasonryColumns>.stride
            + waitingEntries.capacity * (MemoryLayout<Int>.stride + MemoryLayout<HeightIndex.Entry>.stride)
            + remembered.capacity * MemoryLayout<[Float32]>.stride
        for section in sections { bytes += section.capacityBytes }
        for kept in remembered { bytes += kept.capacity * MemoryLayout<Float32>.stride }
        return bytes
    }
}

extension MasonryGeometry {
    /// A masonry's lengths at one width, made safe (negative or non-finite count as 0).
    struct Metrics {
        /// The section inset's left, top and bottom.
        let left, top, bottom: Double
        /// How many columns, and how wide each is.
        let columnCount: Int
        let columnWidth: Double
        /// How wide a full-span item is: every column and the spacing between them.
        let spanWidth: Double
        /// Between columns, and between items in a column.
        let itemSpacing, lineSpacing: Double
        /// An item's estimated height, and its height and the spacing below it.
        let estimatedHeight, estimatedStep: Double

        /// The lengths of `layout` at `width`.
        ///
        /// - Complexity: O(1).
        init(_ layout: MasonryLayout, width: Double) {
            left = MasonryGeometry.length(layout.sectionInset.left)
            top = MasonryGeometry.length(layout.sectionInset.top)
            bottom = MasonryGeometry.length(layout.sectionInset.bottom)
            itemSpacing = MasonryGeometry.length(layout.itemSpacing)
            lineSpacing = MasonryGeometry.length(layout.lineSpacing)
            let safe = MasonryLayout(columns: layout.columns, itemSpacing: itemSpacing, lineSpacing: lineSpacing,
                                     sectionInset: EdgeInsets(top: top, left: left, bottom: bottom,
                                                              right: MasonryGeometry.length(layout.sectionInset.right)))
            columnCount = safe.columnCount(forWidth: width)
            columnWidth = safe.columnWidth(forWidth: width)
            spanWidth = Double(columnCount) * columnWidth + Double(columnCount - 1) * itemSpacing
            estimatedHeight = MasonryGeometry.length(layout.estimatedItemHeight)
            estimatedStep = estimatedHeight + lineSpacing
        }

        /// The rows `count` estimated items fill, one item a column.
        ///
        /// - Complexity: O(1).
        func estimatedRows(_ count: Int) -> Int { count > 0 ? (count - 1) / columnCount + 1 : 0 }
    }
}
