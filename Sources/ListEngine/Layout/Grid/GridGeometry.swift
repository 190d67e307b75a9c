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
/// one entry a line, and the inset's bottom; so section `s`'s header is entry
/// `lineStart[s] + 2s`, and its line `j` entry `lineStart[s] + 2s + 1 + j`. With one fixed item
/// height the entries are computed in closed form from O(sections) arrays, with no memory per
/// item or per line, and a batch keeps it so. Otherwise each item keeps its height as a
/// `Float32` whose sign bit says whether it is measured (as ``HeightIndex`` stores its
/// entries), in one array per section so that a batch changes a section's items in place
/// without moving the others', and a ``HeightIndex`` holds the entries: 4 bytes an item, and
/// about 4.4 bytes a line (about 6 bytes an item with 3 columns).
///
/// The index holds only what `Float32` holds exactly — each line's tallest item height (the
/// header and bottom entries are 0) — and the layout's own lengths (headers, insets, the line
/// spacing) are added in `Double` (``sectionLeads``, and the spacing line by line): a frame is
/// exactly where summing the items' heights and the layout's lengths in `Double` puts it, for
/// any lengths, as in closed form.
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
    /// With per-item heights: every section's items' heights, in order, each a `Float32` whose
    /// sign bit is set when the item is measured. Empty in closed form.
    private(set) var itemHeights: [[Float32]]
    /// With per-item heights: every entry's height as stored — 0 for headers and bottom insets,
    /// each line's tallest item height. Nil in closed form.
    private(set) var index: HeightIndex?
    /// With per-item heights: `sectionLeads[s]` is the sum of the layout's lengths before
    /// section `s` — headers, insets and the spacing between lines — which the index leaves
    /// out; one extra element holds the total. Empty in closed form.
    private(set) var sectionLeads: [Double]
    /// With per-item heights: every section's height, lengths included, in a tree of sums:
    /// the section an offset falls in, found without the index. Empty in closed form.
    private(set) var sectionHeights: SectionHeights

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
        self.itemHeights = (0..<sectionCount).map { s in
            (0..<sections.itemCount(inSection: s)).map { k in HeightIndex.stored(HeightIndex.Entry(height: itemHeights(s, k))) }
        }
        buildLineIndex()
    }

    /// A grid whose items have the heights `storedHeights` holds, in item order, as the grid
    /// stores them (``HeightIndex/stored(_:)``: the sign bit marks a measured item).
    ///
    /// - Precondition: one height per item.
    /// - Complexity: O(n), the index built in bulk.
    init(itemCounts: [Int], headerHeights: [Double], layout: GridLayout, width: Double, storedHeights: [Float32]) {
        self.init(itemCounts: itemCounts, headerHeights: headerHeights, layout: layout, width: width, uniformHeight: 0)
        precondition(storedHeights.count == itemCount, "GridGeometry: one height per item")
        itemHeights = (0..<sectionCount).map { Array(storedHeights[sections.items(inSection: $0)]) }
        buildLineIndex()
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
        self.itemHeights = []
        self.index = nil
        self.sectionLeads = []
        self.sectionHeights = .none
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
    /// - Complexity: O(log sections).
    func isMeasured(item g: Int) -> Bool {
        index == nil || HeightIndex.entry(storedHeight(ofItem: g)).isMeasured
    }

    /// Item `g`'s height as stored, its sign bit the measured mark.
    ///
    /// - Precondition: per-item heights; `0 <= g < itemCount`.
    /// - Complexity: O(log sections).
    func storedHeight(ofItem g: Int) -> Float32 {
        let s = sections.section(containingItem: g)
        return itemHeights[s][g - sections.start[s]]
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
        let s = sections.section(containingItem: g)
        setStoredHeight(HeightIndex.stored(HeightIndex.Entry(height: size.height, isMeasured: measured)),
                        ofRow: g - sections.start[s], inSection: s)
    }

    /// Gives row `row` of section `s` the stored height `stored` (its sign bit the measured
    /// mark), and its line's entry the height its items now make.
    ///
    /// - Precondition: per-item heights; the row exists.
    /// - Complexity: O(log n + columnCount).
    mutating func setStoredHeight(_ stored: Float32, ofRow row: Int, inSection s: Int) {
        itemHeights[s][row] = stored
        let j = row / columnCount
        let change = index!.setHeight(Double(lineEntry(j, ofSection: s)), at: entryStart(ofSection: s) + 1 + j)
        if change != 0 { sectionHeights.setHeight(sectionHeights.height(s) + change, ofSection: s) }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkSection(s, lines: j..<(j + 1))
        #endif
    }

    /// The height of line `j` of section `s`'s entry, from its items' heights: its tallest item's
    /// (the spacing below it is added in `Double`).
    ///
    /// - Precondition: per-item heights; the line exists.
    /// - Complexity: O(columnCount).
    func lineEntry(_ j: Int, ofSection s: Int) -> Float32 {
        let first = j * columnCount
        let items = Swift.min(columnCount, itemHeights[s].count - first)
        return itemHeights[s].withUnsafeBufferPointer { Self.tallest($0.baseAddress! + first, items) }
    }

    /// Applies `plan`, with sections under `headerHeights` after it, in place. The items that stay
    /// keep their heights and measured marks (moved ones too); items that arrive new — inserted,
    /// or in an inserted or reloaded section — and reloaded ones take `newItem`'s stored height.
    /// A grid in closed form stays in closed form, with nothing asked and nothing held per item.
    ///
    /// With per-item heights, sections that leave or move take their entries out (from the last
    /// back), then every section after the batch, in order: an inserted, moved or reloaded one
    /// puts a block of entries in; another takes its rows out and in with one pass over its
    /// items from its first change, and sets the entries of its lines from that change's line
    /// to its end (a deletion shifts every later item of its section to another column), adding
    /// or removing lines at its end; a reloaded row's line is set alone.
    ///
    /// - Parameter newItem: the stored height of the item at an index path after the batch.
    /// - Returns: what the batch took out — every section's header height, and the stored
    ///   heights of rows deleted or reloaded and of sections deleted or reloaded, at their
    ///   positions before the batch, and of rows that move into a reloaded section — for
    ///   ``revert(_:_:)``. Only the header heights in closed form.
    /// - Complexity: O(sections) in closed form. With per-item heights: O(sections + k log n +
    ///   Σ (r + (ℓ / 32 + 1) log n)) for k rows that leave or arrive (counting the rows of
    ///   sections deleted, inserted, moved or reloaded), where each section changed from its row
    ///   f on contributes its r = rows from f and its ℓ = r / columns lines from there, set a
    ///   leaf of the index (32 to 64 entries) at a time; the other items are not touched.
    ///   Memory: O(k) besides the grid (a section that grows past its capacity is copied once,
    ///   with an eighth to spare).
    @discardableResult
    mutating func apply(_ plan: BatchUpdatePlan, headerHeights: [Double], newItem: (ListIndexPath) -> Float32) -> BatchHeights {
        #if LISTENGINE_INTERNAL_CHECKS
        defer { _checkSections(changedBy: plan) }
        #endif
        let oldLineStart = lineStart
        var taken = BatchHeights(headerHeights: self.headerHeights)
        sections = CollectionSections(itemCounts: plan.newRowCounts, headerHeights: headerHeights)
        self.headerHeights = headerHeights
        guard var index else {
            lineStart = lineStarts()
            recomputeSectionTops()
            return taken
        }
        defer { recomputeSections() }
        self.index = nil  // one owner while it changes: no copy
        var old = [[Float32]]()
        swap(&old, &itemHeights)
        var movedRows = [ListIndexPath: Float32](minimumCapacity: plan.moves.count)
        for s in stride(from: plan.oldSectionCount - 1, through: 0, by: -1) {
            let start = oldLineStart[s] + 2 * s
            let entries = oldLineStart[s + 1] - oldLineStart[s] + 2
            let reloaded = plan.reloadedSections.contains(s)
            if plan.newSection[s] < 0 || reloaded { taken.sections[s] = old[s] }
            guard plan.newSection[s] >= 0 else {
                index.removeSubrange(start..<(start + entries))
                old[s] = []
                continue
            }
            Self.remove(plan.removedRows[s], from: &old[s]) { row, stored in
                let path = ListIndexPath(row: row, section: s)
                guard let target = plan.newIndexPath(for: path) else {
                    if !reloaded { taken.rows[path] = stored }
                    return
                }
                movedRows[path] = stored
                // A row that moves into a reloaded section takes a new height there.
                if plan.reloadedSections.contains(plan.oldSection[target.section]) { taken.rows[path] = stored }
            }
            if reloaded || plan.movedSections.contains(s) { index.removeSubrange(start..<(start + entries)) }
        }
        var reloadedRows = [Int: [ListIndexPath]]()
        for path in plan.reloadedRows where !plan.reloadedSections.contains(path.section) {
            reloadedRows[path.section, default: []].append(path)
        }
        itemHeights.reserveCapacity(plan.newSectionCount)
        var cursor = 0
        for t in 0..<plan.newSectionCount {
            let s = plan.oldSection[t]
            let count = plan.newRowCounts[t]
            let lines = (count + columnCount - 1) / columnCount
            let fresh = s < 0 || plan.reloadedSections.contains(s)
            var items = [Float32]()
            if fresh {
                items = (0..<count).map { newItem(ListIndexPath(row: $0, section: t)) }
            } else {
                swap(&items, &old[s])
                insert(plan.addedRows[t], into: &items, section: t, moved: movedRows, plan: plan, newItem: newItem)
            }
            itemHeights.append(items)
            var reloadedLines = [Int]()
            for reloaded in fresh ? [] : reloadedRows[s] ?? [] {
                guard let new = plan.newIndexPath(for: reloaded) else { continue }
                taken.rows[reloaded] = itemHeights[t][new.row]
                itemHeights[t][new.row] = newItem(new)
                reloadedLines.append(new.row / columnCount)
            }
            if fresh || plan.movedSections.contains(s) {
                var block = [HeightIndex.Entry]()
                block.reserveCapacity(lines + 2)
                block.append(HeightIndex.Entry(height: 0))
                for j in 0..<lines { block.append(HeightIndex.Entry(height: Double(lineEntry(j, ofSection: t)))) }
                block.append(HeightIndex.Entry(height: 0))
                index.insert(contentsOf: block, at: cursor)
            } else {
                // Lines before the first row that left or arrived keep their items.
                let oldLines = oldLineStart[s + 1] - oldLineStart[s]
                let changed = Swift.min(plan.removedRows[s].first ?? Int.max, plan.addedRows[t].first ?? Int.max)
                let first = Swift.max(0, Swift.min(changed == Int.max ? lines : changed / columnCount, oldLines, lines))
                for j in reloadedLines where j < first { updateLine(j, ofSection: t, entry: cursor + 1, in: &index) }
                setLines(first..<lines, ofSection: t, replacing: oldLines, entry: cursor + 1, in: &index)
            }
            cursor += lines + 2
        }
        lineStart = lineStarts()
        self.index = index
        return taken
    }

    /// Leaves the closed form: every item gets its own height, the fixed one, measured (as the
    /// closed form reports it), and the entries go into an index.
    ///
    /// - Complexity: O(n).
    private mutating func storeHeightsPerItem() {
        let stored = HeightIndex.stored(HeightIndex.Entry(height: uniformHeight, isMeasured: true))
        itemHeights = (0..<sectionCount).map { Array(repeating: stored, count: sections.itemCount(inSection: $0)) }
        sectionTops = []
        buildLineIndex()
    }

    /// Lays the lines out again for a new content width (negative or non-finite counts as 0):
    /// items move sideways, and when the number of columns changes they are grouped into lines
    /// anew.
    ///
    /// - Complexity: O(1) when the number of columns stays; else O(sections) in closed form, and
    ///   O(n) with per-item heights (one pass over the items, the index built in bulk).
    mutating func setWidth(_ width: Double) {
        #if LISTENGINE_INTERNAL_CHECKS
        defer { _checkWidth() }
        #endif
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
        buildLineIndex()
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
        #if LISTENGINE_INTERNAL_CHECKS
        _checkSections()
        #endif
    }

    /// With per-item heights: the sum of the layout's lengths before each section, and every
    /// section's height (its lines' from the index, and its lengths).
    ///
    /// - Complexity: O(sections × log n).
    private mutating func recomputeSections() {
        guard let index else { return }
        sectionLeads.removeAll(keepingCapacity: true)
        sectionLeads.reserveCapacity(sectionCount + 1)
        var lead = 0.0
        sectionLeads.append(lead)
        for s in 0..<sectionCount {
            lead += lengths(ofSection: s)
            sectionLeads.append(lead)
        }
        // Each section's lines from the index, in the order the tree asks for them.
        var tree = SectionHeights.none
        swap(&tree, &sectionHeights)
        var linesBefore = 0.0
        tree.rebuild(count: sectionCount) { s in
            let linesThrough = index.offset(of: entryStart(ofSection: s + 1))
            defer { linesBefore = linesThrough }
            return lengths(ofSection: s) + (linesThrough - linesBefore)
        }
        sectionHeights = tree
    }

    /// What section `s` takes besides its items' heights: its header, insets and the spacing
    /// between its lines.
    ///
    /// - Complexity: O(1).
    func lengths(ofSection s: Int) -> Double {
        headerHeights[s] + insetTop + insetBottom + lineSpacing * Double(Swift.max(0, lineCount(inSection: s) - 1))
    }

    /// The entries' index, from the items' heights — every line's tallest item found in one
    /// pass over the items, written straight into the storage the index is then built over in
    /// bulk — and the lengths before each section.
    ///
    /// - Complexity: O(n).
    private mutating func buildLineIndex() {
        let entries = [Float32](unsafeUninitializedCapacity: HeightIndex.storageCapacity(entryCount)) { buffer, initialized in
            var e = 0
            for s in 0..<sectionCount {
                buffer[e] = 0
                e += 1
                itemHeights[s].withUnsafeBufferPointer { h in
                    var rest = h.count
                    guard rest > 0 else { return }
                    var line = h.baseAddress!
                    while rest > 0 {
                        buffer[e] = Self.tallest(line, Swift.min(rest, columnCount))
                        e += 1
                        line += columnCount
                        rest -= columnCount
                    }
                }
                buffer[e] = 0
                e += 1
            }
            initialized = e
        }
        index = HeightIndex(heights: entries)
        recomputeSections()
        #if LISTENGINE_INTERNAL_CHECKS
        _checkInvariants()
        #endif
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
