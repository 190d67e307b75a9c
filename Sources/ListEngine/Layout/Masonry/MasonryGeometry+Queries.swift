/// What the engine asks a masonry: bands, frames, headers, sections and hit testing. A band is
/// answered per column, near the last answer when there is one; a frame is a few reads.
extension MasonryGeometry {
    // MARK: One section

    /// The first and last items of section `s` (numbered in the section) whose frames intersect
    /// the band `y0 ..< y1` (in the list's coordinates), if any, every edge compared as
    /// ``frame(ofItem:)`` makes it, so the answer agrees with the frames bit for bit: per column,
    /// the first item ending below `y0` and the last starting above `y1`, found near where
    /// `fingers` left off when they hold this section's last answer — else near the geometry's
    /// last answer for any band (``MasonryLastAnswer``), else near another column's answer, else
    /// searched — and left there (``MasonryColumns``); then the estimated rows.
    ///
    /// - Complexity: O(columns) for a band near the fingers' last; else O(columns × log n).
    func itemsIntersecting(_ y0: Double, _ y1: Double, inSection s: Int, itemsTop top: Double,
                           fingers: inout MasonryFingers) -> ClosedRange<Int>? {
        let keeps = sections[s].columnCount <= MasonryFingers.capacity
        if keeps && !fingers.hold(section: s, placement: placement) {
            fingers = MasonryFingers()
            fingers.section = s
            fingers.placement = placement
        }
        let seed = lastAnswer.fingers.hold(section: s, placement: placement) ? lastAnswer.fingers : MasonryFingers()
        var (low, high) = keeps ? sections[s].itemsIntersecting(y0, y1, gap: metrics.lineSpacing, origin: top, fingers: &fingers, seed: seed)
            : sections[s].itemsIntersecting(y0, y1, gap: metrics.lineSpacing, origin: top)
        if keeps { lastAnswer.fingers = fingers }
        let placedCount = sections[s].placedCount
        let rest = items.itemCount(inSection: s) - placedCount
        if rest > 0 {
            let base = estimatedBase(s)
            let rows = metrics.estimatedRows(rest)
            // Rows `t0 ..< t1` intersect: a row's top is `base + t × step` below the columns'
            // top, its bottom that plus the height (as ``localFrame(ofItem:inSection:)`` has them).
            let t0 = firstRow(rows) { top + (base + Double($0) * metrics.estimatedStep) + metrics.estimatedHeight > y0 }
            let t1 = firstRow(rows) { !(top + (base + Double($0) * metrics.estimatedStep) < y1) }
            if t0 < t1 {
                low = Swift.min(low, placedCount + t0 * metrics.columnCount)
                high = Swift.max(high, placedCount + Swift.min(rest, t1 * metrics.columnCount) - 1)
            }
        }
        return high >= 0 ? low...high : nil
    }

    /// The first of rows `0 ..< count` for which `holds` is true (`holds` false then true along
    /// the rows), or `count`.
    ///
    /// - Complexity: O(log count).
    private func firstRow(_ count: Int, where holds: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if holds(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Item `i` of section `s`'s frame in the section's columns' coordinates (x in the list's).
    ///
    /// - Complexity: O(1): a read and a 64-byte scan for its rank, two for its top.
    func localFrame(ofItem i: Int, inSection s: Int) -> Rect {
        let section = sections[s]
        if i < section.placedCount {
            let c = section.column(of: i)
            let r = section.rank(of: i)
            let column = section.columns[c]
            return Rect(x: columnX(c), y: column.top(of: r, gap: metrics.lineSpacing),
                        width: metrics.columnWidth, height: column.height(at: r))
        }
        let k = i - section.placedCount
        return Rect(x: columnX(k % metrics.columnCount), y: estimatedBase(s) + Double(k / metrics.columnCount) * metrics.estimatedStep,
                    width: metrics.columnWidth, height: metrics.estimatedHeight)
    }

    // MARK: Questions the engine asks

    /// ``items(intersecting:_:)``, each column's search stepped to from where the last answer
    /// for this band left off (``MasonryFingers``, kept in `hints`).
    ///
    /// - Complexity: O(columns) a section the band meets when it moved a little since;
    ///   else as ``items(intersecting:_:)``.
    func items(intersecting y0: Double, _ y1: Double, hints: inout BandHints) -> Range<Int> {
        // The same band of the same frames: the answer kept.
        let kept = hints.masonry
        if kept.answer.version == framesVersion, kept.placement == placement, kept.band == (y0, y1) { return kept.answer.items }
        let found = items(intersecting: y0, y1, fingers: &hints.masonry)
        hints.masonry.band = (y0, y1)
        hints.masonry.answer = (framesVersion, found)
        return found
    }

    /// The items whose frames intersect the band `y0 ..< y1`: from the first to the last (the
    /// run may hold items beside the band in other columns). Where none do, an empty range at
    /// the first item of the section the band is in, or of the next.
    ///
    /// - Complexity: O(columns × log n) a section the band meets.
    func items(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        var fingers = lastAnswer.fingers
        return items(intersecting: y0, y1, fingers: &fingers)
    }

    /// ``items(intersecting:_:)`` with the columns' searches stepped from `fingers` in the
    /// band's first section (and left there).
    ///
    /// - Complexity: O(columns × log n) a section the band meets; O(columns) in the first when
    ///   `fingers` hold its last answer for a band a little away.
    private func items(intersecting y0: Double, _ y1: Double, fingers: inout MasonryFingers) -> Range<Int> {
        // The first section's top comes with the search for it, and each next one's from it.
        var hint = SearchHint()
        hint.section = fingers.section
        let (first, firstTop) = heights.sectionEnding(atOrBefore: y0, count: sectionCount, hint: &hint)
        guard first < sectionCount else { return itemCount..<itemCount }
        let empty = y0 < firstTop + headerHeights[first] + metrics.top ? items.start[first] : items.start[first + 1]
        guard y1 > y0 else { return empty..<empty }
        var low: Int?
        var high = -1
        var s = first
        var top = firstTop
        while s < sectionCount, top < y1 {
            let found: ClosedRange<Int>?
            let itemsTop = top + headerHeights[s] + metrics.top
            if s == first {
                found = itemsIntersecting(y0, y1, inSection: s, itemsTop: itemsTop, fingers: &fingers)
            } else {
                var others = MasonryFingers()
                found = itemsIntersecting(y0, y1, inSection: s, itemsTop: itemsTop, fingers: &others)
            }
            if let found {
                if low == nil { low = items.start[s] + found.lowerBound }
                high = items.start[s] + found.upperBound
            }
            top = heights.top(after: s, whose: top)
            s += 1
        }
        guard let low else { return empty..<empty }
        return low..<(high + 1)
    }

    /// The frame of item `g`.
    ///
    /// - Complexity: O(log sections).
    func frame(ofItem g: Int) -> Rect {
        let s = items.section(containingItem: g)
        var frame = localFrame(ofItem: g - items.start[s], inSection: s)
        frame.origin.y += itemsTop(s)
        return frame
    }

    /// Calls `body` with each item of `range` in order and its frame: each placed item's rank
    /// counted on from the first's in its column.
    ///
    /// - Complexity: O(log sections + columns + range.count).
    func forEachItem(in range: Range<Int>, _ body: (_ item: Int, _ frame: Rect) -> Void) {
        guard !range.isEmpty else { return }
        var s = items.section(containingItem: range.lowerBound)
        var g = range.lowerBound
        while g < range.upperBound {
            let first = items.start[s]
            let stop = Swift.min(range.upperBound, items.start[s + 1]) - first
            let top = itemsTop(s)
            let section = sections[s]
            var i = g - first
            let placedStop = Swift.min(stop, section.placedCount)
            if i < placedStop {
                // Each column's rank of its next item, counted on from the first's (on the stack).
                i = withUnsafeTemporaryAllocation(of: Int.self, capacity: section.columnCount) { ranks in
                    for c in ranks.indices { ranks[c] = -1 }
                    var i = i
                    while i < placedStop {
                        let c = section.column(of: i)
                        let r = ranks[c] < 0 ? section.rank(of: i) : ranks[c]
                        ranks[c] = r + 1
                        let column = section.columns[c]
                        body(first + i, Rect(x: columnX(c), y: top + column.top(of: r, gap: metrics.lineSpacing),
                                             width: metrics.columnWidth, height: column.height(at: r)))
                        i += 1
                    }
                    return i
                }
            }
            while i < stop {
                var frame = localFrame(ofItem: i, inSection: s)
                frame.origin.y += top
                body(first + i, frame)
                i += 1
            }
            s += 1
            g = items.start[s]
        }
    }

    /// Section `s`'s header frame: full width at the section's top.
    ///
    /// - Complexity: O(log sections).
    func headerFrame(ofSection s: Int) -> Rect {
        Rect(x: 0, y: heights.top(s), width: width, height: headerHeights[s])
    }

    /// Section `s`'s frame, from its header's top to its inset's bottom.
    ///
    /// - Complexity: O(log sections).
    func sectionFrame(ofSection s: Int) -> Rect {
        Rect(x: 0, y: heights.top(s), width: width, height: heights.height(s))
    }

    /// The sections whose frames intersect the band `y0 ..< y1`.
    ///
    /// - Complexity: O(log sections).
    func sections(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        guard y1 > y0 else { return 0..<0 }
        let first = heights.sectionsEnding(atOrBefore: y0, count: sectionCount)
        let end = heights.sectionsStarting(before: y1, count: sectionCount)
        return first < end ? first..<end : 0..<0
    }

    /// The item whose frame contains `point`: the column under its x, and the item of that
    /// column at its y.
    ///
    /// - Complexity: O(log n).
    func item(at point: Point) -> Int? {
        guard point.y.isFinite, point.x.isFinite else { return nil }
        let s = heights.sectionsEnding(atOrBefore: point.y, count: sectionCount)
        guard s < sectionCount, heights.top(s) <= point.y else { return nil }
        let pitch = metrics.columnWidth + metrics.itemSpacing
        guard pitch > 0 else { return nil }
        // The column by division, or a neighbour where rounding put it one off (a point on a
        // column's left edge is in it); far outside, none (and no Int made of a huge quotient).
        let guess = (point.x - metrics.left) / pitch
        guard guess >= -1, guess < Double(metrics.columnCount) + 1 else { return nil }
        let near = Int(guess.rounded(.down))
        let neighbours = Swift.max(0, near - 1)...Swift.min(metrics.columnCount - 1, near + 1)
        guard let c = neighbours.first(where: { columnX($0) <= point.x && point.x < columnX($0) + metrics.columnWidth }) else {
            return nil
        }
        // Edges compared as the frames have them (``frame(ofItem:)``).
        let y = point.y
        let top = itemsTop(s)
        let section = sections[s]
        let column = section.columns[c]
        let gap = metrics.lineSpacing
        let r = column.itemsEnding(atOrBefore: y, gap: gap, origin: top)
        if r < column.count {
            guard column.frameTop(of: r, gap: gap, origin: top) <= y, y < column.frameBottom(of: r, gap: gap, origin: top) else { return nil }
            return items.start[s] + section.item(inColumn: c, rank: r)
        }
        // Below the column's placed items: an estimated one in this column, if any — the row by
        // division, or a neighbour where rounding put it one off.
        let rest = items.itemCount(inSection: s) - section.placedCount
        let step = metrics.estimatedStep
        let base = estimatedBase(s)
        guard rest > 0, step > 0 else { return nil }
        let rows = metrics.estimatedRows(rest)
        let row = (y - top - base) / step
        guard row >= -1, row < Double(rows) + 1 else { return nil }
        let nearRow = Int(row.rounded(.down))
        for t in Swift.max(0, nearRow - 1)...Swift.max(0, Swift.min(rows - 1, nearRow + 1)) {
            let k = t * metrics.columnCount + c
            let rowTop = top + (base + Double(t) * step)
            if k < rest, rowTop <= y, y < rowTop + metrics.estimatedHeight { return items.start[s] + section.placedCount + k }
        }
        return nil
    }
}
