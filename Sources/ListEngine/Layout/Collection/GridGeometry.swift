/// The geometry of a ``GridLayout``: where every item, header and section of a grid lies, with
/// offset ↔ item queries in O(log n).
///
/// Items are numbered globally from 0 across sections (``CollectionSections``). Section `s` is its
/// header (x 0, the full ``width``, `headerHeights[s]` tall), the section inset's top, its lines,
/// and the inset's bottom; a section with no items has no lines, and sections follow each other
/// directly. Item `k` of a section lies on line `k / columnCount`, in column `k % columnCount`, at
/// x = `sectionInset.left + column × (itemWidth + itemSpacing)`. Lines are `lineSpacing` apart
/// (none after a section's last line); a line is as tall as its tallest item, and its items are
/// top-aligned in it, each frame as tall as its own item.
///
/// Internally every section contributes *entries* in order: its header with the inset's top,
/// one entry a line (the line's height, plus the line spacing on every line but the section's
/// last), and the inset's bottom; so section `s`'s header is entry `lineStart[s] + 2s`, and its
/// line `j` entry `lineStart[s] + 2s + 1 + j`. With one fixed item height the entries are
/// computed in closed form from O(sections) arrays, with no memory per item or per line.
/// Otherwise each item keeps its height as a `Float32` whose sign bit says whether it is
/// measured (as ``HeightIndex`` stores its entries), and a ``HeightIndex`` holds the entries:
/// 4 bytes an item, and about 4.4 bytes a line.
///
/// Bad inputs do not trap: a negative or non-finite width counts as 0, and so does a negative or
/// non-finite line spacing or top or bottom inset. Heights are the engine's to validate (finite,
/// 0 … 2²⁴). With per-item heights, the items' heights and the entries are kept as `Float32`, as
/// the table keeps its rows'.
struct GridGeometry: CollectionGeometry {
    /// Which items belong to which section.
    private(set) var sections: CollectionSections
    /// Every section's header height.
    private(set) var headerHeights: [Double]
    /// The grid's configuration.
    let layout: GridLayout
    /// The space between lines, as laid out (negative or non-finite counts as 0).
    let lineSpacing: Double
    /// The space between a header and its section's first line, as laid out.
    let insetTop: Double
    /// The space below a section's last line, as laid out.
    let insetBottom: Double
    /// The content width the lines are laid out for (finite, never negative).
    private(set) var width: Double
    /// How many columns a line has at ``width``.
    private(set) var columnCount: Int
    /// How wide every item is at ``width``.
    private(set) var itemWidth: Double
    /// `lineStart[s]` is the number of lines in the sections before `s`; one extra element holds
    /// the total.
    private(set) var lineStart: [Int]
    /// With one fixed item height: that height. Unused when `index` is set.
    private(set) var uniformHeight: Double
    /// With one fixed item height: `sectionTops[s]` is the offset of section `s`'s header; one
    /// extra element holds the content height. Empty when `index` is set.
    private(set) var sectionTops: [Double]
    /// With per-item heights: every item's height as a `Float32`, its sign bit set when the item
    /// is measured. Empty in closed form.
    private(set) var heights: [Float32]
    /// With per-item heights: every entry's height (headers with their insets, lines, bottom
    /// insets). Nil in closed form.
    private(set) var index: HeightIndex?

    /// No sections: what a list holds when it is laid out otherwise.
    static var empty: GridGeometry { GridGeometry(itemCounts: [], headerHeights: [], layout: GridLayout(), width: 0, itemHeight: 0) }

    /// A grid whose items all have `itemHeight`, in closed form: no memory per item or line.
    /// Every item counts as measured.
    ///
    /// - Parameters:
    ///   - itemCounts: every section's number of items (a negative count counts as 0).
    ///   - headerHeights: every section's header height, one per section.
    /// - Complexity: O(sections), in time and memory.
    init(itemCounts: [Int], headerHeights: [Double], layout: GridLayout, width: Double, itemHeight: Double) {
        self.init(itemCounts: itemCounts, headerHeights: headerHeights, layout: layout, width: width, uniformHeight: itemHeight)
        recomputeSectionTops()
    }

    /// A grid whose items have their own heights: `itemHeights(section, item)`, asked once an
    /// item, in order. No item counts as measured.
    ///
    /// - Parameters:
    ///   - itemCounts: every section's number of items (a negative count counts as 0).
    ///   - headerHeights: every section's header height, one per section.
    /// - Complexity: O(n).
    init(itemCounts: [Int], headerHeights: [Double], layout: GridLayout, width: Double,
         itemHeights: (_ section: Int, _ item: Int) -> Double) {
        self.init(itemCounts: itemCounts, headerHeights: headerHeights, layout: layout, width: width, uniformHeight: 0)
        var heights = [Float32]()
        heights.reserveCapacity(itemCount)
        for s in 0..<sectionCount {
            for k in 0..<sections.itemCount(inSection: s) {
                heights.append(HeightIndex.stored(HeightIndex.Entry(height: itemHeights(s, k))))
            }
        }
        self.heights = heights
        index = makeLineIndex()
    }

    /// A grid whose items have the heights `storedHeights` holds, in item order, as the grid
    /// stores them (``HeightIndex/stored(_:)``: the sign bit marks a measured item).
    ///
    /// - Precondition: one height per item.
    /// - Complexity: O(n), the index built in bulk.
    init(itemCounts: [Int], headerHeights: [Double], layout: GridLayout, width: Double, storedHeights: [Float32]) {
        self.init(itemCounts: itemCounts, headerHeights: headerHeights, layout: layout, width: width, uniformHeight: 0)
        precondition(storedHeights.count == itemCount, "GridGeometry: one height per item")
        heights = storedHeights
        index = makeLineIndex()
    }

    /// The parts both representations share, with no offsets computed yet.
    private init(itemCounts: [Int], headerHeights: [Double], layout: GridLayout, width: Double, uniformHeight: Double) {
        precondition(headerHeights.count == itemCounts.count, "GridGeometry: one header height per section")
        self.sections = CollectionSections(itemCounts: itemCounts, headerHeights: headerHeights)
        self.headerHeights = headerHeights
        self.layout = layout
        self.lineSpacing = Self.sanitizedSpace(layout.lineSpacing)
        self.insetTop = Self.sanitizedSpace(layout.sectionInset.top)
        self.insetBottom = Self.sanitizedSpace(layout.sectionInset.bottom)
        let width = Self.sanitizedWidth(width)
        self.width = width
        self.columnCount = layout.columnCount(forWidth: width)
        self.itemWidth = layout.itemWidth(forWidth: width)
        self.lineStart = []
        self.uniformHeight = uniformHeight
        self.sectionTops = []
        self.heights = []
        self.index = nil
        lineStart = lineStarts()
    }

    /// A width as laid out: negative and non-finite ones count as 0.
    static func sanitizedWidth(_ width: Double) -> Double { width.isFinite && width > 0 ? width : 0 }

    /// A vertical space as laid out: negative and non-finite count as 0.
    static func sanitizedSpace(_ space: Double) -> Double { space.isFinite && space > 0 ? space : 0 }

    // MARK: Changes

    /// Does nothing: a grid is exact everywhere (its heights are known from the start).
    ///
    /// - Complexity: O(1).
    mutating func prepare(_ y0: Double, _ y1: Double, sizeOf: (_ item: Int) -> Size) {}

    /// Whether item `g`'s height is measured. In closed form every item is (its height is the
    /// fixed one).
    ///
    /// - Precondition: `0 <= g < itemCount`.
    /// - Complexity: O(1).
    func isMeasured(item g: Int) -> Bool {
        index == nil || HeightIndex.entry(heights[g]).isMeasured
    }

    /// Gives item `g` the height of `size` (a grid ignores the width) and marks it measured or
    /// not; its line's height becomes its tallest item's.
    ///
    /// In closed form, a measured height equal to the fixed one changes nothing. Any other —
    /// another height, or an item marked not measured — first gives every item its own height
    /// (the fixed one, measured), in O(n) once; the grid then keeps per-item heights.
    ///
    /// - Precondition: `0 <= g < itemCount`; the height is finite and in 0 … 2²⁴.
    /// - Complexity: O(log n + columnCount); O(n) when it leaves the closed form.
    mutating func setSize(_ size: Size, ofItem g: Int, measured: Bool) {
        if index == nil {
            guard size.height != uniformHeight || !measured else { return }
            storeHeightsPerItem()
        }
        heights[g] = HeightIndex.stored(HeightIndex.Entry(height: size.height, isMeasured: measured))
        let s = sections.section(containingItem: g)
        let j = (g - sections.start[s]) / columnCount
        let line = line(j, ofSection: s)
        let tallest = heights.withUnsafeBufferPointer { Self.tallest($0.baseAddress! + line.lowerBound, line.count) }
        let entry = lineEntry(tallest: tallest, isLast: line.upperBound == sections.start[s + 1])
        index!.setHeight(Double(entry), at: entryStart(ofSection: s) + 1 + j)
    }

    /// Leaves the closed form: every item gets its own height, the fixed one, measured (as the
    /// closed form reports it), and the entries go into an index.
    ///
    /// - Complexity: O(n).
    private mutating func storeHeightsPerItem() {
        heights = Array(repeating: HeightIndex.stored(HeightIndex.Entry(height: uniformHeight, isMeasured: true)),
                        count: itemCount)
        sectionTops = []
        index = makeLineIndex()
    }

    /// Lays the lines out again for a new content width (negative or non-finite counts as 0):
    /// items move sideways, and when the number of columns changes they are grouped into lines
    /// anew.
    ///
    /// - Complexity: O(1) when the number of columns stays; else O(sections) in closed form, and
    ///   O(n) with per-item heights (one pass over the items, the index built in bulk).
    mutating func setWidth(_ width: Double) {
        let width = Self.sanitizedWidth(width)
        self.width = width
        itemWidth = layout.itemWidth(forWidth: width)
        let columns = layout.columnCount(forWidth: width)
        guard columns != columnCount else { return }
        columnCount = columns
        lineStart = lineStarts()
        guard index != nil else {
            recomputeSectionTops()
            return
        }
        index = nil  // the old index goes before the new one is built
        index = makeLineIndex()
    }

    // MARK: Laying out

    /// In closed form: the sections' offsets, from the heights and the lines.
    ///
    /// - Complexity: O(sections).
    private mutating func recomputeSectionTops() {
        sectionTops.removeAll(keepingCapacity: true)
        sectionTops.reserveCapacity(sectionCount + 1)
        sectionTops.append(0)
        for s in 0..<sectionCount {
            sectionTops.append(uniformTop(ofEntry: lineCount(inSection: s) + 1, inSection: s) + insetBottom)
        }
    }

    /// The entries' index, from the items' heights: every line's height found in one pass over
    /// the items, written straight into the storage the index is then built over in bulk.
    ///
    /// - Complexity: O(n).
    private func makeLineIndex() -> HeightIndex {
        let entries = [Float32](unsafeUninitializedCapacity: HeightIndex.storageCapacity(entryCount)) { buffer, initialized in
            heights.withUnsafeBufferPointer { h in
                var e = 0
                for s in 0..<sectionCount {
                    buffer[e] = Float32(headerHeights[s] + insetTop)
                    e += 1
                    var rest = sections.itemCount(inSection: s)
                    if rest > 0 {
                        var line = h.baseAddress! + sections.start[s]
                        while rest > columnCount {
                            buffer[e] = lineEntry(tallest: Self.tallest(line, columnCount), isLast: false)
                            e += 1
                            line += columnCount
                            rest -= columnCount
                        }
                        buffer[e] = lineEntry(tallest: Self.tallest(line, rest), isLast: true)
                        e += 1
                    }
                    buffer[e] = Float32(insetBottom)
                    e += 1
                }
                initialized = e
            }
        }
        return HeightIndex(heights: entries)
    }

    /// The height of a line's entry: its tallest item's, and the line spacing below it unless
    /// it is its section's last line.
    ///
    /// - Complexity: O(1).
    private func lineEntry(tallest: Float32, isLast: Bool) -> Float32 {
        isLast ? tallest : Float32(Double(tallest) + lineSpacing)
    }

    /// The tallest of the `count` stored item heights from `line`: the largest magnitude, found
    /// by comparing bit patterns with the sign bit shifted out (they order non-negative floats
    /// as their values).
    ///
    /// - Complexity: O(count).
    @inline(__always)
    private static func tallest(_ line: UnsafePointer<Float32>, _ count: Int) -> Float32 {
        var bits: UInt32 = 0
        for k in 0..<count { bits = Swift.max(bits, line[k].bitPattern &<< 1) }
        return Float32(bitPattern: bits >> 1)
    }
}
