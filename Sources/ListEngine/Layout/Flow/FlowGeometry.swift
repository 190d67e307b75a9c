/// The geometry of a ``FlowLayout``, laid out lazily: items of their own sizes fill lines left
/// to right while they fit, sections one below the other, and only as much is laid out as the
/// bands the engine prepares need.
///
/// Items are numbered globally from 0 across sections. Section `s` is its header
/// (`headerHeights[s]` tall, full width, at x 0), the section inset's top, its lines, and the
/// inset's bottom; a section with no items still has its header and both insets. The room for
/// items is the width less the left and right insets (at least 0); an item wider than the room
/// is narrowed to it. An item joins the current line if the line's width so far, the item
/// spacing and its width fit in the room (the first item of a line always does), else it starts
/// a new line; it lies at the left inset plus the widths before it in its line and one item
/// spacing a gap. Items are top-aligned, a line is as tall as its tallest item, lines are the
/// line spacing apart, and a section starts a new line. An item *intersects* a band
/// `y0 ..< y1` when its top lies above `y1` and its bottom below `y0` (x does not matter).
///
/// **Laziness.** Creating the geometry does no work per item. Each section is laid out from its
/// first item up to a *frontier*, only as far as a band passed to ``prepare(_:_:sizeOf:)``
/// reaches; line breaks are always exact (computed from the section's first item), so an item
/// never changes line when more is laid out. Past a section's frontier, and in sections not laid
/// out at all, items are *estimated*: lines of ``Metrics/estimatedPerLine`` items of
/// ``FlowLayout/estimatedItemSize``, the line spacing apart, below the laid-out lines. Every
/// query answers for estimated items too, with the same estimated frames. Laying out more of a
/// section changes its height from estimated to exact and moves the sections below.
///
/// **Memory.** O(sections) until laid out; then 8 bytes an item laid out (its size, as two
/// `Float32`s, kept across changes of width) and about 8.3 bytes a line (its first item, and its
/// height in a ``HeightIndex``) once a section is laid out to its end: 12.9 to 13.3 bytes an
/// item in all, measured at a million items of about two a line.
///
/// Negative or non-finite widths, spacings, insets and sizes count as 0. Sizes are kept as
/// `Float32`, exact for whole and quarter points far beyond any item.
struct FlowGeometry: CollectionGeometry {
    /// The flow's configuration, as given.
    let layout: FlowLayout
    /// The content width the lines are laid out for (made safe: at least 0).
    private(set) var width: Double
    /// The layout's lengths at ``width``.
    private(set) var metrics: Metrics
    /// Which items belong to which section.
    let items: CollectionSections
    /// Each section's header height.
    let headerHeights: [Double]
    /// Each section's sizes and lines, as far as they are laid out.
    private(set) var sections: [Section]
    /// Each section's height: exact where laid out to its end, else partly estimated.
    private(set) var heights: SectionHeights
    /// Sizes given to items that no layout had reached, by global item: taken when laid out.
    private(set) var waitingSizes: [Int: StoredSize] = [:]
    /// Room for the lines a layout pass adds to a section before they join its index.
    private var addedLines: [HeightIndex.Entry] = []
    /// Room for the line starts a change of width breaks again.
    private var brokenLineStarts: [Int32] = []

    /// No sections: what a list holds when it is laid out otherwise.
    static var empty: FlowGeometry { FlowGeometry(itemCounts: [], headerHeights: [], layout: FlowLayout(), width: 0) }

    /// A flow of sections of `itemCounts` items under headers `headerHeights` tall, `width`
    /// wide; nothing is laid out (negative counts count as 0, missing headers as 0 tall).
    ///
    /// - Complexity: O(sections): no work or memory per item.
    init(itemCounts: [Int], headerHeights: [Double], layout: FlowLayout, width: Double) {
        let counts = itemCounts.map { Swift.max(0, $0) }
        self.layout = layout
        self.width = Self.length(width)
        metrics = Metrics(layout, width: self.width)
        self.headerHeights = counts.indices.map { $0 < headerHeights.count ? Self.length(headerHeights[$0]) : 0 }
        items = CollectionSections(itemCounts: counts, headerHeights: self.headerHeights)
        sections = Array(repeating: Section(), count: counts.count)
        heights = SectionHeights([])
        heights = SectionHeights(sections.indices.map(sectionHeight))
        #if LISTENGINE_INTERNAL_CHECKS
        _checkHeights()
        #endif
    }

    /// A flow whose sections have laid out what `laidOut` holds (one per section; see
    /// ``Section/keeping(itemsBefore:)``), the rest estimated.
    ///
    /// - Complexity: O(sections).
    init(itemCounts: [Int], headerHeights: [Double], layout: FlowLayout, width: Double, laidOut: [Section]) {
        self.init(itemCounts: itemCounts, headerHeights: headerHeights, layout: layout, width: width)
        sections = laidOut
        heights = SectionHeights(sections.indices.map(sectionHeight))
        #if LISTENGINE_INTERNAL_CHECKS
        _checkHeights()
        #endif
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

    /// The height of the whole content, estimated where it is not laid out.
    ///
    /// - Complexity: O(log sections).
    var contentHeight: Double { heights.top(sectionCount) }

    /// Where section `s`'s first line starts: below its header and the inset's top.
    ///
    /// - Complexity: O(log sections).
    func linesTop(_ s: Int) -> Double { heights.top(s) + headerHeights[s] + metrics.top }

    /// Section `s`'s height as its lines stand: header, insets, lines (estimated past the frontier).
    ///
    /// - Complexity: O(1).
    func sectionHeight(_ s: Int) -> Double {
        headerHeights[s] + metrics.top + sections[s].linesHeight(count: items.itemCount(inSection: s), metrics) + metrics.bottom
    }

    // MARK: Preparing

    /// How many times ``prepare(_:_:sizeOf:)`` has laid lines out: when it moves, estimated frames
    /// may have become exact, and the engine places its cells again.
    private(set) var layOuts = 0

    /// Lays out whatever the band `y0 ..< y1` intersects: each section it intersects, from
    /// the section's frontier until a line opens at or below `y1`, asking `sizeOf` (global
    /// item → size) for each item laid out for the first time. Afterwards every item that
    /// intersects the band (where the band then falls) has its exact frame relative to its
    /// section's top; sections above the band stay as they were (estimated or not).
    ///
    /// The sections are visited top to bottom, each at its top after the ones above it have
    /// changed; nothing above the section being laid out changes after it, so one pass leaves
    /// the band stable (a section that has moved out of the band is not laid out).
    ///
    /// - Complexity: O(log n a section the band intersects + the items laid out), amortized:
    ///   each item is laid out once (until a change of width).
    mutating func prepare(_ y0: Double, _ y1: Double, sizeOf: (_ item: Int) -> Size) {
        guard y1 > y0 else { return }
        var s = heights.sectionsEnding(atOrBefore: y0, count: sectionCount)
        while s < sectionCount, heights.top(s) < y1 {
            if heights.top(s + 1) > y0 {
                let end = y1 - linesTop(s)
                if sections[s].needsLayout(until: end, count: items.itemCount(inSection: s), metrics) {
                    layOut(section: s, until: end, sizeOf: sizeOf)
                }
            }
            s += 1
        }
    }

    /// Lays section `s` out from its frontier until a line opens at or below local offset `end`
    /// (see ``Section/layOut(until:count:firstItem:_:sizeOf:waiting:added:)``), and gives it
    /// the height its lines now make.
    ///
    /// - Complexity: O(log n + the items laid out), amortized.
    private mutating func layOut(section s: Int, until end: Double, sizeOf: (_ item: Int) -> Size) {
        #if LISTENGINE_INTERNAL_CHECKS
        let firstChanged = Swift.max(0, sections[s].lineCount - 1)
        defer { _checkSection(s, fromLine: firstChanged, past: nil) }
        #endif
        sections[s].layOut(until: end, count: items.itemCount(inSection: s), firstItem: items.start[s], metrics, sizeOf: sizeOf,
                           waiting: &waitingSizes, added: &addedLines)
        heights.setHeight(sectionHeight(s), ofSection: s)
        layOuts &+= 1
    }

    /// Item `g`'s size as known (given or laid out), not narrowed to the room a line has; nil
    /// if not known yet.
    ///
    /// - Complexity: O(log sections).
    func knownSize(ofItem g: Int) -> Size? {
        let s = items.section(containingItem: g)
        let i = g - items.start[s]
        let stored = i < sections[s].sizes.count ? sections[s].sizes[i] : waitingSizes[g]
        guard let stored, stored.isKnown else { return nil }
        return Size(width: stored.width, height: Double(stored.height))
    }

    /// Whether item `g` is laid out (its frame is exact relative to its section's top), as
    /// opposed to estimated.
    ///
    /// - Complexity: O(log sections).
    func isLaidOut(item g: Int) -> Bool {
        let s = items.section(containingItem: g)
        return g - items.start[s] < sections[s].laidOut
    }

    /// Lays out item `g`'s section from its frontier through `g`'s line (one band after another
    /// at `g`'s estimated place, each laying out at least a line), asking `sizeOf` as
    /// ``prepare(_:_:sizeOf:)`` does.
    ///
    /// - Complexity: O(log n + the items laid out) per band.
    mutating func layOut(through g: Int, sizeOf: (_ item: Int) -> Size) {
        while !isLaidOut(item: g) {
            let top = frame(ofItem: g).minY
            let before = layOuts
            prepare(top, top + 1, sizeOf: sizeOf)
            if layOuts == before { return }
        }
    }

    /// Lays out whole sections above item `g`'s, the nearest first, until what lies laid out
    /// between `g`'s top and the sections above reaches `height` (or the first section): the
    /// content a band that ends at `g` shows above it becomes exact, and laying it out moves
    /// nothing below `g`'s section's top relative to `g`. Returns whether it laid anything out.
    ///
    /// - Precondition: `g` is laid out.
    /// - Complexity: O(log n + the items laid out) a section.
    mutating func layOut(above g: Int, by height: Double, sizeOf: (_ item: Int) -> Size) -> Bool {
        var s = items.section(containingItem: g)
        var covered = frame(ofItem: g).minY - heights.top(s)
        var laidOutAny = false
        while covered < height, s > 0 {
            s -= 1
            let count = items.itemCount(inSection: s)
            if sections[s].laidOut < count {
                layOut(section: s, until: .infinity, sizeOf: sizeOf)
                laidOutAny = true
            }
            covered += heights.height(s)
        }
        return laidOutAny
    }

    /// Lays out the sections at the content's end until the content reaches down to `y`, or
    /// they are laid out to their ends (estimated content can be shorter than the real one).
    ///
    /// - Complexity: O(log n + the items laid out) per round; each round lays out a line at least.
    mutating func layOut(reaching y: Double, sizeOf: (_ item: Int) -> Size) {
        while contentHeight < y {
            let before = layOuts
            prepare(Swift.max(0, contentHeight - 1), y, sizeOf: sizeOf)
            if layOuts == before { return }
        }
    }

    // MARK: Changing sizes and the width

    /// Whether item `g`'s size is measured (self-sizing items), as opposed to estimated; false
    /// for an item whose size is not known yet.
    ///
    /// - Complexity: O(log sections).
    func isMeasured(item g: Int) -> Bool {
        let s = items.section(containingItem: g)
        let i = g - items.start[s]
        if i < sections[s].sizes.count { return sections[s].sizes[i].isMeasured }
        return waitingSizes[g]?.isMeasured ?? false
    }

    /// Gives item `g` a new size, measured or not. For a laid-out item, a change of height sets
    /// its line's height; a change of (narrowed) width breaks the lines again from its line
    /// on, until they start where they did (at worst to the section's frontier). An item not
    /// laid out keeps the size for when it is (``prepare(_:_:sizeOf:)`` does not ask for it).
    ///
    /// - Complexity: height only: O(log n + items in its line). Width: O(log n + the items of
    ///   the lines broken again, each line O(log n)), plus moving the section's later line
    ///   starts when the number of lines changes.
    mutating func setSize(_ size: Size, ofItem g: Int, measured: Bool) {
        setSize(StoredSize(size, measured: measured), ofItem: g)
    }

    /// ``setSize(_:ofItem:measured:)`` with the size as stored.
    ///
    /// - Complexity: as ``setSize(_:ofItem:measured:)``.
    mutating func setSize(_ new: StoredSize, ofItem g: Int) {
        let s = items.section(containingItem: g)
        let i = g - items.start[s]
        #if LISTENGINE_INTERNAL_CHECKS
        defer { _checkSize(ofItem: i, inSection: s) }
        #endif
        guard i < sections[s].sizes.count else {
            waitingSizes[g] = new
            return
        }
        let old = sections[s].sizes[i]
        sections[s].sizes[i] = new
        guard i < sections[s].laidOut else { return }
        if Swift.min(old.width, metrics.room) != Swift.min(new.width, metrics.room) {
            sections[s].breakLines(afterWidthChangeOf: i, metrics, starts: &brokenLineStarts, added: &addedLines)
        } else if old.height != new.height {
            sections[s].refreshHeight(ofLine: sections[s].line(containing: i), metrics)
        } else {
            return
        }
        heights.setHeight(sectionHeight(s), ofSection: s)
    }

    /// Marks item `g`'s size, if known, as not measured: it stays as an estimate (its frame does
    /// not change) until the item is measured again.
    ///
    /// - Complexity: O(log sections), O(1) expected for an item not laid out.
    mutating func forgetMeasurement(ofItem g: Int) {
        let s = items.section(containingItem: g)
        let i = g - items.start[s]
        if i < sections[s].sizes.count {
            sections[s].sizes[i] = sections[s].sizes[i].measured(false)
        } else if let waiting = waitingSizes[g] {
            waitingSizes[g] = waiting.measured(false)
        }
        #if LISTENGINE_INTERNAL_CHECKS
        precondition(!isMeasured(item: g), "flow section \(s): item \(i) is still measured after forgetMeasurement(ofItem:)")
        #endif
    }

    /// Lays the lines out again for a new content width: discards every section's lines,
    /// keeping the sizes, so that later calls to ``prepare(_:_:sizeOf:)`` lay them out again
    /// without asking for them. Nothing changes if the width is the same.
    ///
    /// - Complexity: O(sections), plus freeing the lines.
    mutating func setWidth(_ width: Double) {
        let width = Self.length(width)
        guard width != self.width else { return }
        self.width = width
        metrics = Metrics(layout, width: width)
        for s in sections.indices { sections[s].discardLines() }
        heights = SectionHeights(sections.indices.map(sectionHeight))
        #if LISTENGINE_INTERNAL_CHECKS
        _checkHeights()
        #endif
    }

    /// The bytes the geometry has reserved beyond its fixed size: per section, and per item
    /// and line laid out; for tests and measurements.
    ///
    /// - Complexity: O(sections).
    var capacityBytes: Int {
        var bytes = heights.capacityBytes + items.start.capacity * MemoryLayout<Int>.stride
            + headerHeights.capacity * MemoryLayout<Double>.stride + sections.capacity * MemoryLayout<Section>.stride
            + waitingSizes.capacity * (MemoryLayout<Int>.stride + MemoryLayout<StoredSize>.stride)
            + addedLines.capacity * MemoryLayout<HeightIndex.Entry>.stride
            + brokenLineStarts.capacity * MemoryLayout<Int32>.stride
        for section in sections {
            bytes += section.sizes.capacity * MemoryLayout<StoredSize>.stride
                + section.lineStarts.capacity * MemoryLayout<Int32>.stride + section.lines.capacityBytes
        }
        return bytes
    }
}

extension FlowGeometry {
    /// The layout's lengths at one width, made safe (see ``FlowGeometry/length(_:)``), and the
    /// estimate items not laid out are placed by.
    struct Metrics {
        /// The section inset's left, top and bottom.
        let left, top, bottom: Double
        /// The width items have between the left and right insets (at least 0).
        let room: Double
        /// The space between items in a line, and between lines.
        let itemSpacing, lineSpacing: Double
        /// An estimated item's width (narrowed to the room) and height.
        let estimatedWidth, estimatedHeight: Double
        /// How many estimated items an estimated line holds (at least 1).
        let estimatedPerLine: Int
        /// From one estimated line's top to the next one's.
        let estimatedStep: Double

        /// The most items an estimated line holds: when estimated items take no width at all.
        static let maxPerLine = 1 << 30

        /// `layout`'s lengths for a flow `width` wide.
        ///
        /// - Complexity: O(1).
        init(_ layout: FlowLayout, width: Double) {
            let inset = layout.sectionInset
            left = FlowGeometry.length(inset.left)
            top = FlowGeometry.length(inset.top)
            bottom = FlowGeometry.length(inset.bottom)
            room = Swift.max(0, width - left - FlowGeometry.length(inset.right))
            itemSpacing = FlowGeometry.length(layout.itemSpacing)
            lineSpacing = FlowGeometry.length(layout.lineSpacing)
            estimatedWidth = Swift.min(FlowGeometry.length(layout.estimatedItemSize.width), room)
            estimatedHeight = FlowGeometry.length(layout.estimatedItemSize.height)
            let pitch = estimatedWidth + itemSpacing
            let more = pitch > 0 ? (room - estimatedWidth) / pitch : .infinity
            estimatedPerLine = more < Double(Self.maxPerLine - 1) ? 1 + Int(more) : Self.maxPerLine
            estimatedStep = estimatedHeight + lineSpacing
        }

        /// The number of estimated lines `count` estimated items fill.
        ///
        /// - Complexity: O(1).
        func estimatedLines(_ count: Int) -> Int { count > 0 ? (count - 1) / estimatedPerLine + 1 : 0 }

        /// A line's entry in a section's index: its height (the line spacing below it is added
        /// in `Double`, see ``Section/lines``).
        ///
        /// - Complexity: O(1).
        func entry(_ lineHeight: Float32) -> HeightIndex.Entry { HeightIndex.Entry(height: Double(lineHeight)) }
    }

    /// A line a query found, laid out or estimated.
    struct Line {
        /// Its section.
        let section: Int
        /// Its number in the section: the laid-out lines first, then the estimated ones.
        let index: Int
        /// Its top, in content coordinates.
        let top: Double
        /// Its items, numbered in the section.
        let items: Range<Int>
    }
}
