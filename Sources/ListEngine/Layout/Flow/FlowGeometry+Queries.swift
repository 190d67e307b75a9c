extension FlowGeometry {
    // MARK: Lines

    /// Line `k` of section `s` (laid-out lines first, then estimated ones), whose first line
    /// starts at `linesTop`; `search`, a search of the section's lines, may give its top
    /// (``Section/top(ofLine:_:after:)``).
    ///
    /// - Complexity: O(log lines).
    func line(_ k: Int, inSection s: Int, linesTop: Double, after search: HeightIndex.SearchResult = .none) -> Line {
        let section = sections[s]
        if k < section.lineCount {
            return Line(section: s, index: k, top: linesTop + section.top(ofLine: k, metrics, after: search),
                        items: Int(section.lineStarts[k])..<section.lineEnd(k))
        }
        let t = k - section.lineCount
        let first = section.laidOut + t * metrics.estimatedPerLine
        return Line(section: s, index: k, top: linesTop + section.estimatedTop(t, metrics),
                    items: first..<Swift.min(items.itemCount(inSection: s), first + metrics.estimatedPerLine))
    }

    /// The line that holds item `i` of section `s`, numbered as ``line(_:inSection:linesTop:)`` does.
    ///
    /// - Complexity: O(log lines).
    func lineIndex(ofItem i: Int, inSection s: Int) -> Int {
        let section = sections[s]
        if i < section.laidOut { return section.line(containing: i) }
        return section.lineCount + (i - section.laidOut) / metrics.estimatedPerLine
    }

    /// The first `t` in `0 ..< count` for which `holds(t)` (false, then true), from `guess`,
    /// an arithmetic estimate right to within a line (rounding); `count` if none.
    ///
    /// - Complexity: O(1) calls to `holds`.
    private static func firstLine(from guess: Double, count: Int, where holds: (Int) -> Bool) -> Int {
        var t = guess > 0 ? (guess < Double(count) ? Int(guess) : count) : 0
        for _ in 0..<2 where t > 0 && holds(t - 1) { t -= 1 }
        for _ in 0..<2 where t < count && !holds(t) { t += 1 }
        return t
    }

    /// The first item whose bottom lies below `y`, with its line; `itemCount` and nil if none.
    /// Lines are ordered by their bottoms too, so the items after it all end below `y`.
    ///
    /// - Complexity: O(log n + items in a line or two).
    func firstItem(endingBelow y: Double) -> (item: Int, line: Line?) {
        let s = heights.sectionsEnding(atOrBefore: y, count: sectionCount)
        guard s < sectionCount else { return (itemCount, nil) }
        let base = linesTop(s)
        let section = sections[s]
        let first = items.start[s]
        // From a line early: the index's search subtracts where frames add, so at an edge
        // rounding may find the line whose frames end below `y` one line late.
        let search = section.lineCount == 0 ? .none : section.lines.searchEnding(atOrBefore: y - base, gap: metrics.lineSpacing)
        var k = Swift.max(0, search.count - 1)
        while k < section.lineCount {
            let found = line(k, inSection: s, linesTop: base, after: search)
            var item: Int?
            section.forEachFrame(in: found, from: 0, metrics) { j, frame in
                guard frame.maxY > y else { return true }
                item = j
                return false
            }
            if let item { return (first + item, found) }
            k += 1
        }
        let rest = items.itemCount(inSection: s) - section.laidOut
        let count = metrics.estimatedLines(rest)
        let step = metrics.estimatedStep
        let endsBelow = { (t: Int) in base + section.estimatedTop(t, metrics) + metrics.estimatedHeight > y }
        let t = step > 0 ? Self.firstLine(from: ((y - base - section.estimatedBase(metrics) - metrics.estimatedHeight) / step).rounded(.down) + 1,
                                          count: count, where: endsBelow)
            : rest > 0 && endsBelow(0) ? 0 : count
        if t < count {
            let found = line(section.lineCount + t, inSection: s, linesTop: base)
            return (first + found.items.lowerBound, found)
        }
        // Below the section's lines: the next section's first item, if any.
        let next = items.start[s + 1]
        guard next < itemCount else { return (itemCount, nil) }
        let below = items.section(containingItem: next)
        return (next, line(0, inSection: below, linesTop: linesTop(below)))
    }

    /// The number of items whose tops lie above `y` (tops grow with the item order).
    ///
    /// - Complexity: O(log n).
    func itemsStarting(before y: Double) -> Int {
        let n = heights.sectionsStarting(before: y, count: sectionCount)
        guard n > 0 else { return 0 }
        let s = n - 1
        let base = linesTop(s)
        let section = sections[s]
        let lineCount = section.lineCount
        if lineCount > 0 {
            let search = section.lines.searchStarting(before: y - base, gap: metrics.lineSpacing)
            let k = Self.firstLine(from: Double(search.count), count: lineCount) {
                !(base + section.top(ofLine: $0, metrics, after: search) < y)
            }
            if k < lineCount { return items.start[s] + Int(section.lineStarts[k]) }
        }
        let rest = items.itemCount(inSection: s) - section.laidOut
        let count = metrics.estimatedLines(rest)
        let step = metrics.estimatedStep
        let startsAtOrBelow = { (t: Int) in !(base + section.estimatedTop(t, metrics) < y) }
        let t = step > 0 ? Self.firstLine(from: ((y - base - section.estimatedBase(metrics)) / step).rounded(.up), count: count,
                                          where: startsAtOrBelow)
            : rest > 0 && startsAtOrBelow(0) ? 0 : count
        return items.start[s] + section.laidOut + Swift.min(rest, t * metrics.estimatedPerLine)
    }

    // MARK: Questions the engine asks

    /// The items whose frames intersect the band `y0 ..< y1` (top above `y1`, bottom below
    /// `y0`), as a range of the item order: from the first that intersects it to the last
    /// (short items of the band's first line that end above `y0`, between them, are included).
    /// Where none intersect (or the band is empty), an empty range at the first item whose
    /// bottom lies below `y0`. Estimated items answer with their estimated frames.
    ///
    /// - Complexity: O(log n + items in a line or two).
    func items(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        let (first, line) = firstItem(endingBelow: y0)
        guard y1 > y0, let line, line.top < y1 else { return first..<first }
        let start = items.start[line.section]
        var end = itemsStarting(before: y1)
        if end <= start + line.items.upperBound {
            // The band's items all lie in its first line: its last ones may end above `y0`.
            var last = first - start
            sections[line.section].forEachFrame(in: line, from: first - start, metrics) { j, frame in
                guard j < end - start else { return false }
                if frame.maxY > y0 { last = j }
                return true
            }
            end = start + last + 1
        }
        return first..<end
    }

    /// The frame of item `g`: exact where laid out, else estimated.
    ///
    /// - Complexity: O(log n + items before it in its line).
    func frame(ofItem g: Int) -> Rect {
        let s = items.section(containingItem: g)
        let i = g - items.start[s]
        let found = line(lineIndex(ofItem: i, inSection: s), inSection: s, linesTop: linesTop(s))
        var result = Rect.zero
        sections[s].forEachFrame(in: found, from: i, metrics) { _, frame in
            result = frame
            return false
        }
        return result
    }

    /// Calls `body` with each item of `range` in order and its frame (the one
    /// ``frame(ofItem:)`` gives), walking the lines in order: one search a section, not one an
    /// item.
    ///
    /// - Precondition: `range` lies within `0 ..< itemCount`.
    /// - Complexity: O(log n a section + range.count + items before the first in its line).
    func forEachItem(in range: Range<Int>, _ body: (_ item: Int, _ frame: Rect) -> Void) {
        guard !range.isEmpty else { return }
        var s = items.section(containingItem: range.lowerBound)
        var g = range.lowerBound
        while g < range.upperBound {
            let first = items.start[s]
            let stop = Swift.min(range.upperBound, items.start[s + 1]) - first
            var i = g - first
            if i < stop {
                let base = linesTop(s)
                let section = sections[s]
                let exactStop = Swift.min(stop, section.laidOut)
                if i < exactStop {
                    let lines = section.line(containing: i)..<(section.line(containing: exactStop - 1) + 1)
                    section.lines.forEachEntry(in: lines, gap: metrics.lineSpacing) { k, offset, _ in
                        let line = Line(section: s, index: k, top: base + offset,
                                        items: Int(section.lineStarts[k])..<Swift.min(section.lineEnd(k), exactStop))
                        section.forEachFrame(in: line, from: i, metrics) { j, frame in
                            body(first + j, frame)
                            return true
                        }
                    }
                    i = exactStop
                }
                while i < stop {
                    let found = line(lineIndex(ofItem: i, inSection: s), inSection: s, linesTop: base)
                    let part = Line(section: s, index: found.index, top: found.top,
                                    items: found.items.lowerBound..<Swift.min(found.items.upperBound, stop))
                    section.forEachFrame(in: part, from: i, metrics) { j, frame in
                        body(first + j, frame)
                        return true
                    }
                    i = part.items.upperBound
                }
            }
            g = items.start[s + 1]
            s += 1
        }
    }

    /// The frame of section `s`'s header: full width, at the section's top.
    ///
    /// - Complexity: O(log sections).
    func headerFrame(ofSection s: Int) -> Rect {
        Rect(x: 0, y: heights.top(s), width: width, height: headerHeights[s])
    }

    /// The frame of section `s`, full width, from its header's top to its bottom inset's
    /// bottom (estimated where it is not laid out).
    ///
    /// - Complexity: O(log sections).
    func sectionFrame(ofSection s: Int) -> Rect {
        Rect(x: 0, y: heights.top(s), width: width, height: heights.height(s))
    }

    /// The sections whose frames intersect the band `y0 ..< y1` (top above `y1`, bottom below
    /// `y0`); empty for an empty band.
    ///
    /// - Complexity: O(log sections).
    func sections(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        guard y1 > y0 else { return 0..<0 }
        let first = heights.sectionsEnding(atOrBefore: y0, count: sectionCount)
        let end = heights.sectionsStarting(before: y1, count: sectionCount)
        return first < end ? first..<end : 0..<0
    }

    /// The item whose frame contains `point` (its right and bottom edges excluded), if any.
    ///
    /// - Complexity: O(log n + items in a line or two).
    func item(at point: Point) -> Int? {
        let (first, line) = firstItem(endingBelow: point.y)
        guard let line, line.top <= point.y else { return nil }
        let start = items.start[line.section]
        var found: Int?
        sections[line.section].forEachFrame(in: line, from: first - start, metrics) { j, frame in
            guard frame.contains(point) else { return true }
            found = start + j
            return false
        }
        return found
    }
}
