/// What the engine asks a masonry: bands, frames, headers, sections and hit testing. A band is
/// answered per column, near the last answer when there is one; a frame is a few reads.
extension MasonryGeometry {
    // MARK: One section

    /// The first and last items of section `s` (numbered in the section) whose frames intersect
    /// the band `y0 ..< y1` (in the list's coordinates), if any, every edge compared as
    /// ``frame(ofItem:)`` makes it, so the answer agrees with the frames bit for bit: per column,
    /// the first item ending below `y0` and the last starting above `y1`
    /// (``MasonryColumns``); then the estimated rows. At the band's edges that lie in this
    /// section (`edges`), found near where `fingers` left off when they hold that edge here —
    /// else near the geometry's last answer for any band (``MasonryLastAnswer``), which `fresh`
    /// then says — and left there.
    ///
    /// - Complexity: O(columns) for a band near the fingers' last; else O(columns × log n).
    func itemsIntersecting(_ y0: Double, _ y1: Double, inSection s: Int, itemsTop top: Double,
                           fingers: inout MasonryFingers, edges: (top: Bool, bottom: Bool), fresh: inout Bool) -> ClosedRange<Int>? {
        let gap = metrics.lineSpacing
        var low: Int, high: Int
        if sections[s].columnCount <= MasonryFingers.capacity {
            let pitch = sections[s].pitch(gap: gap)
            let columns = sections[s].columnCount
            let reads = (top: edges.top && fingersNear(.top, at: y0, inSection: s, pitch: pitch, columns: columns,
                                                       fingers: &fingers, fresh: &fresh),
                         bottom: edges.bottom && fingersNear(.bottom, at: y1, inSection: s, pitch: pitch, columns: columns,
                                                             fingers: &fingers, fresh: &fresh))
            (low, high) = sections[s].itemsIntersecting(y0, y1, gap: gap, origin: top, fingers: &fingers, reads: reads, writes: edges)
            if edges.top { fingers.sections[MasonryFingers.Edge.top.rawValue] = s }
            if edges.bottom { fingers.sections[MasonryFingers.Edge.bottom.rawValue] = s }
        } else {
            (low, high) = sections[s].itemsIntersecting(y0, y1, gap: gap, origin: top)
        }
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

    /// Whether `fingers` hold `edge` of a band, at `y`, in section `s` (of `columns` columns
    /// of `pitch`), near enough to step from (``MasonryFingers/isNear(_:in:)``): their own, or
    /// else the geometry's last answer's (``MasonryLastAnswer``), taken into them — `fresh`
    /// then set.
    ///
    /// - Complexity: O(1) for their own; O(columns) to take the last answer's.
    @inline(__always)
    private func fingersNear(_ edge: MasonryFingers.Edge, at y: Double, inSection s: Int, pitch: (count: Double, height: Double),
                             columns: Int, fingers: inout MasonryFingers, fresh: inout Bool) -> Bool {
        if fingers.hold(edge, section: s, placement: placement), MasonryFingers.isNear(fingers.distance(of: edge, from: y), in: pitch) {
            return true
        }
        fresh = true
        guard lastAnswer.fingers.hold(edge, section: s, placement: placement),
              MasonryFingers.isNear(lastAnswer.fingers.distance(of: edge, from: y), in: pitch) else { return false }
        fingers.take(edge, from: lastAnswer.fingers, columns: columns)
        return true
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

    /// Full-span item `i` of `section`'s frame in the section's columns' coordinates (x in the
    /// list's): every column wide, its bottom its first column's spacer's.
    ///
    /// - Complexity: O(log spans): a 64-byte scan for its rank, a search for its height.
    private func spanFrame(ofItem i: Int, in section: MasonryColumns) -> Rect {
        let height = section.spanEntries[section.spanIndex(atOrAfter: i)].height
        return Rect(x: columnX(0), y: section.spanBottom(ofItem: i, gap: metrics.lineSpacing) - height,
                    width: metrics.spanWidth, height: height)
    }

    /// Item `i` of section `s`'s frame in the section's columns' coordinates (x in the list's).
    ///
    /// - Complexity: O(1): a read and a 64-byte scan for its rank, two for its top; O(log
    ///   spans) for a full-span item.
    func localFrame(ofItem i: Int, inSection s: Int) -> Rect {
        let section = sections[s]
        if i < section.placedCount, section.isFullSpan(i) { return spanFrame(ofItem: i, in: section) }
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
        if hints.masonry.answer.version == framesVersion, hints.masonry.placement == placement,
           hints.masonry.band == (y0, y1) { return hints.masonry.answer.items }
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

    /// ``items(intersecting:_:)`` with the columns' searches stepped from `fingers` at the
    /// band's edges (and left there): the top edge in the band's first section, the bottom edge
    /// in its last; the sections between are answered whole. A band that did not step from its
    /// own fingers leaves them as the geometry's last answer (``MasonryLastAnswer``).
    ///
    /// - Complexity: O(columns × log n) a section the band meets; O(columns) a section when
    ///   `fingers` hold the last answer for a band a little away.
    private func items(intersecting y0: Double, _ y1: Double, fingers: inout MasonryFingers) -> Range<Int> {
        // The first section's top comes with the search for it, and each next one's from it.
        var hint = SearchHint()
        hint.section = fingers.sections[MasonryFingers.Edge.top.rawValue]
        let (first, firstTop) = heights.sectionEnding(atOrBefore: y0, count: sectionCount, hint: &hint)
        guard first < sectionCount else { return itemCount..<itemCount }
        let empty = y0 < firstTop + headerHeights[first] + metrics.top ? items.start[first] : items.start[first + 1]
        guard y1 > y0 else { return empty..<empty }
        if fingers.placement != placement {
            fingers.placement = placement
            fingers.sections = InlineArray(repeating: -1)
        }
        var fresh = false
        var low: Int?
        var high = -1
        var s = first
        var top = firstTop
        while s < sectionCount, top < y1 {
            let next = heights.top(after: s, whose: top)
            let edges = (top: s == first, bottom: next >= y1 || s + 1 == sectionCount)
            let itemsTop = top + headerHeights[s] + metrics.top
            if let found = itemsIntersecting(y0, y1, inSection: s, itemsTop: itemsTop, fingers: &fingers, edges: edges, fresh: &fresh) {
                if low == nil { low = items.start[s] + found.lowerBound }
                high = items.start[s] + found.upperBound
            }
            top = next
            s += 1
        }
        fingers.band = (y0, y1)
        if fresh { lastAnswer.fingers = fingers }
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
                        if c == MasonryColumns.fullSpan {
                            // A spacer in every column: the ranks counted on pass it.
                            for k in ranks.indices where ranks[k] >= 0 { ranks[k] += 1 }
                            var frame = spanFrame(ofItem: i, in: section)
                            frame.origin.y += top
                            body(first + i, frame)
                            i += 1
                            continue
                        }
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
    /// column at its y — a full-span item's spacer there, or between columns, the item itself.
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
        let section = sections[s]
        let inColumn = neighbours.first { columnX($0) <= point.x && point.x < columnX($0) + metrics.columnWidth }
        // Between columns only a full-span item can be: any column's spacers find it.
        let acrossColumns = !section.spans.isEmpty && columnX(0) <= point.x && point.x < columnX(0) + metrics.spanWidth
        guard let c = inColumn ?? (acrossColumns ? Swift.min(Swift.max(near, 0), metrics.columnCount - 1) : nil) else { return nil }
        // Edges compared as the frames have them (``frame(ofItem:)``).
        let y = point.y
        let top = itemsTop(s)
        let column = section.columns[c]
        let gap = metrics.lineSpacing
        let r = column.itemsEnding(atOrBefore: y, gap: gap, origin: top)
        if r < column.count {
            let i = section.item(inColumn: c, rank: r)
            if section.isFullSpan(i) {
                var frame = spanFrame(ofItem: i, in: section)
                frame.origin.y += top
                return frame.minY <= y && y < frame.maxY && frame.minX <= point.x && point.x < frame.maxX ? items.start[s] + i : nil
            }
            guard inColumn != nil, column.frameTop(of: r, gap: gap, origin: top) <= y, y < column.frameBottom(of: r, gap: gap, origin: top) else {
                return nil
            }
            return items.start[s] + i
        }
        guard inColumn != nil else { return nil }
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
