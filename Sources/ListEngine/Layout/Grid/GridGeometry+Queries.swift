/// What the engine asks a grid: frames, and which items and sections lie where.
extension GridGeometry {
    /// The items whose frames intersect the band `y0 ..< y1` (top < `y1` and bottom > `y0`), as a
    /// range of the item order: from the first whose frame intersects it to the last, with the
    /// items between that end above `y0` (short items of the band's first line). Where none
    /// intersect — an empty band (`y1` ≤ `y0`, or NaN) intersects none — an empty range at the
    /// first item whose frame ends below `y0` (or at ``itemCount``).
    ///
    /// - Complexity: O(log n + columnCount): a search, and with per-item heights a look along
    ///   the line `y0` falls in.
    func items(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        var hints = BandHints()
        return items(intersecting: y0, y1, hints: &hints)
    }

    /// ``items(intersecting:_:)``, the index's searches for the band's edges guided by `hints`
    /// and recording their paths there (``BandHints``).
    ///
    /// - Complexity: O(log n + columnCount).
    func items(intersecting y0: Double, _ y1: Double, hints: inout BandHints) -> Range<Int> {
        let first = firstItem(endingBelow: y0, hint: &hints.top)
        guard y1 > y0 else { return first.item..<first.item }
        let end = itemsStarting(before: y1, hint: &hints.bottom)
        guard first.item < end else { return first.item..<first.item }
        // An item after `first` on its line may end above `y0`; on a later line, every item
        // starts below `y0`, as that line starts at or below the bottom of `first`'s.
        guard first.line.contains(end - 1) else { return first.item..<end }
        var last = end - 1
        let base = sections.start[first.section]
        itemHeights[first.section].withUnsafeBufferPointer { h in
            while last > first.item, first.top + Self.height(h[last - base]) <= y0 { last -= 1 }
        }
        return first.item..<(last + 1)
    }

    /// The first item whose frame ends below `y` (or ``itemCount``). With per-item heights and
    /// when that item lies on the line `y` falls in: that line's items from it on, the line's
    /// top and section (else an empty range).
    ///
    /// - Complexity: O(log n + columnCount).
    private func firstItem(endingBelow y: Double,
                           hint: inout SearchHint) -> (item: Int, line: Range<Int>, top: Double, section: Int) {
        let (e, s, search) = searchEnding(atOrBefore: y, hint: &hint)
        guard e < entryCount else { return (itemCount, 0..<0, 0, 0) }
        let local = e - entryStart(ofSection: s)
        // Entries are contiguous, so a line after the one holding `y` starts below `y`.
        guard local > 0 else { return (sections.start[s], 0..<0, 0, s) }
        guard local <= lineCount(inSection: s) else { return (sections.start[s + 1], 0..<0, 0, s) }
        let line = self.line(local - 1, ofSection: s)
        let top = top(ofEntry: local, inSection: s, after: search)
        guard index != nil else { return (top + uniformHeight > y ? line.lowerBound : line.upperBound, 0..<0, 0, s) }
        let base = sections.start[s]
        let first = itemHeights[s].withUnsafeBufferPointer { h in
            line.first { top + Self.height(h[$0 - base]) > y }
        }
        guard let first else { return (line.upperBound, 0..<0, 0, s) }
        return (first, first..<line.upperBound, top, s)
    }

    /// The number of leading items whose frames start above `y`.
    ///
    /// - Complexity: O(log n).
    private func itemsStarting(before y: Double, hint: inout SearchHint) -> Int {
        let (end, s) = searchStarting(before: y, hint: &hint)
        guard end > 0 else { return 0 }
        let local = end - 1 - entryStart(ofSection: s)
        if local == 0 { return sections.start[s] }
        if local <= lineCount(inSection: s) { return line(local - 1, ofSection: s).upperBound }
        return sections.start[s + 1]
    }

    /// The frame of item `g`.
    ///
    /// - Precondition: `0 <= g < itemCount`.
    /// - Complexity: O(log n).
    func frame(ofItem g: Int) -> Rect {
        let s = sections.section(containingItem: g)
        let k = g - sections.start[s]
        let top = top(ofEntry: 1 + k / columnCount, inSection: s)
        return Rect(x: layout.sectionInset.left + Double(k % columnCount) * columnPitch, y: top,
                    width: itemWidth, height: height(ofItem: g))
    }

    /// Calls `body` with each item of `items` in order and its frame: the frames
    /// ``frame(ofItem:)`` gives, walked in order — one section search and, with per-item heights,
    /// one descent per leaf of the index — instead of a search per item. The range is clamped
    /// to the items there are.
    ///
    /// - Complexity: O(log n + items.count + the sections it spans).
    func forEachItem(in items: Range<Int>, _ body: (_ item: Int, _ frame: Rect) -> Void) {
        let items = items.clamped(to: 0..<itemCount)
        guard !items.isEmpty else { return }
        let left = layout.sectionInset.left
        var s = sections.section(containingItem: items.lowerBound)
        var g = items.lowerBound
        guard let index else {
            while g < items.upperBound {
                while g == sections.start[s + 1] { s += 1 }
                let j = (g - sections.start[s]) / columnCount
                let line = line(j, ofSection: s)
                let top = top(ofEntry: j + 1, inSection: s)
                while g < Swift.min(line.upperBound, items.upperBound) {
                    body(g, Rect(x: left + Double(g - line.lowerBound) * columnPitch, y: top, width: itemWidth, height: uniformHeight))
                    g += 1
                }
            }
            return
        }
        // The entries between two items' lines are headers and insets: skipped.
        let entries = entry(ofItem: items.lowerBound)..<(entry(ofItem: items.upperBound - 1) + 1)
        index.forEachEntry(in: entries) { e, heights, _ in
            while g == sections.start[s + 1] { s += 1 }
            let base = sections.start[s]
            let j = (g - base) / columnCount
            guard e == entryStart(ofSection: s) + 1 + j else { return }
            let line = line(j, ofSection: s)
            // As ``top(ofEntry:inSection:)`` adds it, to the last bit.
            let top = heights + linesTop(ofSection: s) + Double(j) * lineSpacing
            itemHeights[s].withUnsafeBufferPointer { h in
                while g < Swift.min(line.upperBound, items.upperBound) {
                    body(g, Rect(x: left + Double(g - line.lowerBound) * columnPitch, y: top, width: itemWidth,
                                 height: Self.height(h[g - base])))
                    g += 1
                }
            }
        }
    }

    /// The frame of section `s`'s header: at the section's top, x 0, the full ``width``.
    ///
    /// - Precondition: `0 <= s < sectionCount`.
    /// - Complexity: O(log n), or O(1) in closed form.
    func headerFrame(ofSection s: Int) -> Rect {
        Rect(x: 0, y: top(ofEntry: 0, inSection: s), width: width, height: headerHeights[s])
    }

    /// The frame of section `s`, from its header's top to its bottom inset's bottom, x 0, the
    /// full ``width``.
    ///
    /// - Precondition: `0 <= s < sectionCount`.
    /// - Complexity: O(log n), or O(1) in closed form.
    func sectionFrame(ofSection s: Int) -> Rect {
        let sectionTop = top(ofEntry: 0, inSection: s)
        let sectionBottom = top(ofEntry: lineCount(inSection: s) + 2, inSection: s)
        return Rect(x: 0, y: sectionTop, width: width, height: sectionBottom - sectionTop)
    }

    /// The sections whose frames intersect the band `y0 ..< y1` (top < `y1` and bottom > `y0`);
    /// `0..<0` where none do, and for an empty band (`y1` ≤ `y0`, or NaN).
    ///
    /// - Complexity: O(log n).
    func sections(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        guard y1 > y0, sectionCount > 0 else { return 0..<0 }
        var hints = BandHints()
        let first = searchEnding(atOrBefore: y0, hint: &hints.top)
        let end = searchStarting(before: y1, hint: &hints.bottom)
        guard first.entries < end.entries else { return 0..<0 }
        return first.section..<(end.section + 1)
    }

    /// The item whose frame contains `point` (its right and bottom edges excluded), if any: none
    /// in headers, insets, spacing, or below a short item.
    ///
    /// - Complexity: O(log n); O(log n + columnCount) if the item spacing is as negative as
    ///   the item width.
    func item(at point: Point) -> Int? {
        var hint = SearchHint()
        let (e, s, search) = searchEnding(atOrBefore: point.y, hint: &hint)
        guard e < entryCount else { return nil }
        let local = e - entryStart(ofSection: s)
        guard local > 0, local <= lineCount(inSection: s) else { return nil }
        let line = line(local - 1, ofSection: s)
        let top = top(ofEntry: local, inSection: s, after: search)
        // The column by division, and its neighbours in case rounding put it one off.
        var columns = 0..<line.count
        if columnPitch > 0 {
            let column = (point.x - layout.sectionInset.left) / columnPitch
            guard column >= -1, column < Double(line.count) + 1 else { return nil }
            let c = Int(column.rounded(.down))
            columns = columns.clamped(to: (c - 1)..<(c + 2))
        }
        for c in columns {
            let g = line.lowerBound + c
            let frame = Rect(x: layout.sectionInset.left + Double(c) * columnPitch, y: top, width: itemWidth, height: height(ofItem: g))
            if frame.contains(point) { return g }
        }
        return nil
    }
}
