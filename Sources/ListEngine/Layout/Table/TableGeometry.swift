/// The vertical geometry of a table: sections of rows between a header and a footer, laid out
/// top to bottom, with offset ↔ row queries in O(log n).
///
/// Rows are numbered globally from 0 across sections. Internally every section contributes
/// *entries* in order — its header, its rows, its footer — so section `s`'s header is entry
/// `rowStart[s] + 2s`. With one fixed row height the geometry is computed in closed form from
/// O(sections) arrays; otherwise a ``HeightIndex`` holds one height per entry.
struct TableGeometry {
    /// `rowStart[s]` is the global number of section `s`'s first row; one extra element holds
    /// the total.
    var rowStart: [Int]
    var headerHeights: [Double]
    var footerHeights: [Double]
    /// With one fixed row height: that height. Unused when `index` is set.
    private(set) var uniformRowHeight: Double
    /// With one fixed row height: `sectionTops[s]` is the offset of section `s`'s header; one
    /// extra element holds the content height. Empty when `index` is set.
    var sectionTops: [Double]
    /// Per-entry heights, when rows have their own heights.
    var index: HeightIndex?

    /// An empty table.
    init() {
        self.init(rowCounts: [], headerHeights: [], footerHeights: [], uniformRowHeight: 0)
    }

    /// A table whose rows all have `uniformRowHeight`.
    ///
    /// - Complexity: O(sections).
    init(rowCounts: [Int], headerHeights: [Double], footerHeights: [Double], uniformRowHeight: Double) {
        self.rowStart = Self.prefixSums(rowCounts)
        self.headerHeights = headerHeights
        self.footerHeights = footerHeights
        self.uniformRowHeight = uniformRowHeight
        self.sectionTops = []
        self.index = nil
        recomputeSectionTops()
        #if LISTENGINE_INTERNAL_CHECKS
        _checkSections()
        #endif
    }

    /// A table whose rows have their own heights: `rowHeight(section, row)`, asked once a row
    /// in order.
    ///
    /// - Complexity: O(n).
    init(rowCounts: [Int], headerHeights: [Double], footerHeights: [Double],
         rowHeight: (_ section: Int, _ row: Int) -> Double) {
        self.rowStart = Self.prefixSums(rowCounts)
        self.headerHeights = headerHeights
        self.footerHeights = footerHeights
        self.uniformRowHeight = 0
        self.sectionTops = []
        var heights = [Float32]()
        heights.reserveCapacity(HeightIndex.storageCapacity(rowStart[rowCounts.count] + 2 * rowCounts.count))
        for s in rowCounts.indices {
            heights.append(Float32(headerHeights[s]))
            for r in 0..<rowCounts[s] { heights.append(Float32(rowHeight(s, r))) }
            heights.append(Float32(footerHeights[s]))
        }
        self.index = HeightIndex(heights: heights)
        #if LISTENGINE_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    static func prefixSums(_ counts: [Int]) -> [Int] {
        var starts = [Int]()
        starts.reserveCapacity(counts.count + 1)
        var total = 0
        for count in counts {
            starts.append(total)
            total += count
        }
        starts.append(total)
        return starts
    }

    // MARK: Sections and rows

    var sectionCount: Int { rowStart.count - 1 }
    var totalRows: Int { rowStart[rowStart.count - 1] }
    var entryCount: Int { totalRows + 2 * sectionCount }

    func rowCount(inSection s: Int) -> Int { rowStart[s + 1] - rowStart[s] }

    /// Every section's row count.
    ///
    /// - Complexity: O(sections).
    var rowCounts: [Int] { (0..<sectionCount).map(rowCount(inSection:)) }

    func entryStart(ofSection s: Int) -> Int { rowStart[s] + 2 * s }

    /// The section that holds global row `g`.
    ///
    /// - Complexity: O(log sections).
    func section(containingRow g: Int) -> Int {
        lastSection { rowStart[$0] <= g }
    }

    /// The rows of `rows` (global), section by section: each section's part of them as rows of
    /// that section.
    ///
    /// - Precondition: `rows` lies within `0 ..< totalRows`.
    /// - Complexity: O(log sections + the sections `rows` spans).
    func sectionRuns(of rows: Range<Int>) -> [(section: Int, rows: Range<Int>)] {
        guard !rows.isEmpty else { return [] }
        var runs = [(section: Int, rows: Range<Int>)]()
        var s = section(containingRow: rows.lowerBound)
        var g = rows.lowerBound
        while g < rows.upperBound {
            while rowStart[s + 1] <= g { s += 1 }
            let end = Swift.min(rows.upperBound, rowStart[s + 1])
            runs.append((s, (g - rowStart[s])..<(end - rowStart[s])))
            g = end
        }
        return runs
    }

    /// The section that holds entry `e`.
    ///
    /// - Complexity: O(log sections).
    func section(ofEntry e: Int) -> Int {
        lastSection { entryStart(ofSection: $0) <= e }
    }

    /// The last section for which a monotone predicate (true, then false) holds; 0 if none.
    private func lastSection(where holds: (Int) -> Bool) -> Int {
        var low = 0
        var high = sectionCount
        while high - low > 1 {
            let mid = (low + high) >> 1
            if holds(mid) { low = mid } else { high = mid }
        }
        return low
    }

    func indexPath(ofRow g: Int) -> ListIndexPath {
        let s = section(containingRow: g)
        return ListIndexPath(row: g - rowStart[s], section: s)
    }

    func globalRow(of indexPath: ListIndexPath) -> Int { rowStart[indexPath.section] + indexPath.row }

    func entry(ofRow g: Int) -> Int { g + 2 * section(containingRow: g) + 1 }

    /// The number of rows among entries `0..<m`.
    func rowsBefore(entry m: Int) -> Int {
        if m >= entryCount { return totalRows }
        let s = section(ofEntry: m)
        let local = m - entryStart(ofSection: s)
        return rowStart[s] + Swift.min(Swift.max(local - 1, 0), rowCount(inSection: s))
    }

    // MARK: Offsets

    /// The total height of the content.
    ///
    /// - Complexity: O(log n).
    var contentHeight: Double { index?.totalHeight ?? sectionTops[sectionTops.count - 1] }

    /// Where entry `e` starts.
    ///
    /// - Complexity: O(log n).
    func top(ofEntry e: Int) -> Double {
        if let index { return index.offset(of: e) }
        if e >= entryCount { return contentHeight }
        let s = section(ofEntry: e)
        let local = e - entryStart(ofSection: s)
        guard local > 0 else { return sectionTops[s] }
        return sectionTops[s] + headerHeights[s] + Double(Swift.min(local - 1, rowCount(inSection: s))) * uniformRowHeight
    }

    func top(ofRow g: Int) -> Double { top(ofEntry: entry(ofRow: g)) }
    func height(ofRow g: Int) -> Double { index?.height(at: entry(ofRow: g)) ?? uniformRowHeight }
    func top(ofSection s: Int) -> Double { top(ofEntry: entryStart(ofSection: s)) }
    func bottom(ofSection s: Int) -> Double { top(ofEntry: rowStart[s + 1] + 2 * (s + 1)) }
    func footerTop(ofSection s: Int) -> Double { top(ofEntry: entryStart(ofSection: s) + rowCount(inSection: s) + 1) }

    /// Calls `body` with each row of `rows` in order, its top and its height: the values
    /// ``top(ofRow:)`` and ``height(ofRow:)`` give, walked in order — one section search and,
    /// with per-row heights, one descent per leaf of the height index — instead of two
    /// descents and a section search per row.
    ///
    /// - Precondition: `rows` lies within `0..<totalRows`.
    /// - Complexity: O(log n + rows.count).
    @inline(__always)
    func forEachRow(in rows: Range<Int>, _ body: (_ row: Int, _ top: Double, _ height: Double) -> Void) {
        guard !rows.isEmpty else { return }
        var s = section(containingRow: rows.lowerBound)
        guard let index else {
            var g = rows.lowerBound
            while g < rows.upperBound {
                let end = Swift.min(rows.upperBound, rowStart[s + 1])
                let first = sectionTops[s] + headerHeights[s]
                while g < end {
                    body(g, first + Double(g - rowStart[s]) * uniformRowHeight, uniformRowHeight)
                    g += 1
                }
                s += 1
            }
            return
        }
        // Entries between two rows of different sections are footers and headers: skipped.
        var g = rows.lowerBound
        var sectionEnd = rowStart[s + 1]
        index.forEachEntry(in: entry(ofRow: rows.lowerBound)..<(entry(ofRow: rows.upperBound - 1) + 1)) { e, top, height in
            while g == sectionEnd {
                s += 1
                sectionEnd = rowStart[s + 1]
            }
            guard e == g + 2 * s + 1 else { return }
            body(g, top, height)
            g += 1
        }
    }

    /// Global rows whose frames intersect the band `y0 ..< y1`: those with top < y1 and bottom > y0.
    ///
    /// - Complexity: O(log n).
    func rows(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        var hints = BandHints()
        return rows(intersecting: y0, y1, hints: &hints)
    }

    /// ``rows(intersecting:_:)``, the index's searches for the band's edges guided by `hints`
    /// and recording their paths there (``BandHints``).
    ///
    /// - Complexity: O(log n).
    func rows(intersecting y0: Double, _ y1: Double, hints: inout BandHints) -> Range<Int> {
        let first = rowsBefore(entry: entriesEnding(atOrBefore: y0, hint: &hints.top))
        guard y1 > y0 else { return first..<first }
        let end = rowsBefore(entry: entriesStarting(before: y1, hint: &hints.bottom))
        return first..<Swift.max(first, end)
    }

    /// Sections whose extent (header to footer) intersects the band `y0 ..< y1`.
    ///
    /// - Complexity: O(log n).
    func sections(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        guard y1 > y0, sectionCount > 0 else { return 0..<0 }
        let firstEntry = entriesEnding(atOrBefore: y0)
        let endEntry = entriesStarting(before: y1)
        guard firstEntry < endEntry else { return 0..<0 }
        return section(ofEntry: firstEntry)..<(section(ofEntry: endEntry - 1) + 1)
    }

    /// The number of leading entries that end at or before `y`.
    func entriesEnding(atOrBefore y: Double) -> Int {
        var hint = SearchHint()
        return entriesEnding(atOrBefore: y, hint: &hint)
    }

    /// ``entriesEnding(atOrBefore:)``, the index's search guided by `hint` and recording its
    /// path there (``SearchHint``).
    func entriesEnding(atOrBefore y: Double, hint: inout SearchHint) -> Int {
        if let index { return index.entriesEnding(atOrBefore: y, hint: &hint) }
        return y < 0 ? 0 : uniformSearch(y, strict: false)
    }

    /// The number of entries that start above `y`.
    func entriesStarting(before y: Double) -> Int {
        var hint = SearchHint()
        return entriesStarting(before: y, hint: &hint)
    }

    /// ``entriesStarting(before:)``, the index's search guided by `hint` and recording its path
    /// there (``SearchHint``).
    func entriesStarting(before y: Double, hint: inout SearchHint) -> Int {
        if let index { return index.entriesStarting(before: y, hint: &hint) }
        return y <= 0 ? 0 : Swift.min(entryCount, uniformSearch(y, strict: true) + 1)
    }

    /// With a fixed row height: the largest k whose first k entries sum to ≤ y (< y if strict).
    private func uniformSearch(_ y: Double, strict: Bool) -> Int {
        guard sectionCount > 0 else { return 0 }
        func fits(_ height: Double, _ room: Double) -> Bool { strict ? height < room : height <= room }
        let s = lastSection { fits(sectionTops[$0], y) }
        var count = entryStart(ofSection: s)
        var room = y - sectionTops[s]
        guard fits(headerHeights[s], room) else { return count }
        room -= headerHeights[s]
        count += 1
        let rows = rowCount(inSection: s)
        let rowsThatFit: Int
        if uniformRowHeight > 0 {
            let ratio = room / uniformRowHeight
            let whole = strict ? ratio.rounded(.up) - 1 : ratio.rounded(.down)
            rowsThatFit = whole >= Double(rows) ? rows : Swift.max(0, Int(whole))
        } else {
            rowsThatFit = rows
        }
        count += rowsThatFit
        guard rowsThatFit == rows else { return count }
        room -= Double(rows) * uniformRowHeight
        return fits(footerHeights[s], room) ? count + 1 : count
    }

    // MARK: Changing heights

    /// Sets row `g`'s height and returns the change. Only when rows have their own heights.
    ///
    /// - Complexity: O(log n).
    @discardableResult
    mutating func setHeight(_ height: Double, ofRow g: Int) -> Double {
        let e = entry(ofRow: g)
        #if LISTENGINE_INTERNAL_CHECKS
        defer { _checkChrome(ofSection: section(containingRow: g)) }
        #endif
        return index?.setHeight(height, at: e) ?? 0
    }

    /// Sets section `s`'s header height and returns the change.
    ///
    /// - Complexity: O(log n), or O(sections) with a fixed row height.
    mutating func setHeaderHeight(_ height: Double, ofSection s: Int) -> Double {
        headerHeights[s] = height
        #if LISTENGINE_INTERNAL_CHECKS
        defer { _checkSection(s) }
        #endif
        return chromeHeightChanged(ofSection: s, entry: entryStart(ofSection: s), to: height)
    }

    /// Sets section `s`'s footer height and returns the change.
    ///
    /// - Complexity: O(log n), or O(sections) with a fixed row height.
    mutating func setFooterHeight(_ height: Double, ofSection s: Int) -> Double {
        footerHeights[s] = height
        #if LISTENGINE_INTERNAL_CHECKS
        defer { _checkSection(s) }
        #endif
        return chromeHeightChanged(ofSection: s, entry: entryStart(ofSection: s) + rowCount(inSection: s) + 1, to: height)
    }

    /// Brings the offsets up to date after a header or footer of section `s` changed.
    private mutating func chromeHeightChanged(ofSection s: Int, entry: Int, to height: Double) -> Double {
        if index != nil { return index!.setHeight(height, at: entry) }
        let before = sectionTops[s + 1] - sectionTops[s]
        recomputeSectionTops()
        return (sectionTops[s + 1] - sectionTops[s]) - before
    }

    /// With a fixed row height: the sections' offsets, from their heights.
    ///
    /// - Complexity: O(sections).
    mutating func recomputeSectionTops() {
        sectionTops.removeAll(keepingCapacity: true)
        sectionTops.reserveCapacity(sectionCount + 1)
        var y = 0.0
        for s in 0..<sectionCount {
            sectionTops.append(y)
            y += headerHeights[s] + Double(rowCount(inSection: s)) * uniformRowHeight + footerHeights[s]
        }
        sectionTops.append(y)
    }
}
