/// A grid's entries: which section and line each belongs to, where each starts, and which
/// lie above an offset.
extension GridGeometry {
    // MARK: Sections, lines and entries

    /// The number of sections.
    ///
    /// - Complexity: O(1).
    var sectionCount: Int { headerHeights.count }

    /// The number of items in all sections.
    ///
    /// - Complexity: O(1).
    var itemCount: Int { sections.itemCount }

    /// The number of entries: every section's two and its lines.
    ///
    /// - Complexity: O(1).
    var entryCount: Int { lineStart[lineStart.count - 1] + 2 * sectionCount }

    /// The distance from an item's left edge to the next one's in its line.
    ///
    /// - Complexity: O(1).
    var columnPitch: Double { itemWidth + layout.itemSpacing }

    /// The number of lines section `s` has.
    ///
    /// - Complexity: O(1).
    func lineCount(inSection s: Int) -> Int { lineStart[s + 1] - lineStart[s] }

    /// Section `s`'s first entry: its header's.
    ///
    /// - Complexity: O(1).
    func entryStart(ofSection s: Int) -> Int { lineStart[s] + 2 * s }

    /// The items of line `j` of section `s`.
    ///
    /// - Complexity: O(1).
    func line(_ j: Int, ofSection s: Int) -> Range<Int> {
        let first = sections.start[s] + j * columnCount
        return first..<(first + Swift.min(columnCount, sections.start[s + 1] - first))
    }

    /// The entry of the line that holds item `g`.
    ///
    /// - Precondition: `0 <= g < itemCount`.
    /// - Complexity: O(log sections).
    func entry(ofItem g: Int) -> Int {
        let s = sections.section(containingItem: g)
        return entryStart(ofSection: s) + 1 + (g - sections.start[s]) / columnCount
    }

    /// The number of leading values of `0..<n` for which `holds` is true, for a predicate that
    /// is true up to some value and false from it on: a binary search.
    ///
    /// - Complexity: O(log n) calls of `holds`.
    static func count(_ n: Int, while holds: (Int) -> Bool) -> Int {
        var low = 0
        var high = n
        while low < high {
            let mid = (low + high) >> 1
            if holds(mid) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// ``count(_:while:)`` starting from `guess`, the count it is expected to be: galloping
    /// outwards from it to bracket the count, then a binary search inside the bracket. With a
    /// guess that is right, two calls of `holds`; with any guess, the same count.
    ///
    /// - Complexity: O(log d) calls of `holds`, d the distance from `guess` to the count.
    static func count(_ n: Int, near guess: Int, while holds: (Int) -> Bool) -> Int {
        let guess = Swift.min(Swift.max(guess, 0), n)
        var low = 0
        var high = n
        var step = 1
        if guess < n, holds(guess) {
            low = guess + 1
            while true {
                let probe = guess + step
                guard probe < n else { break }
                if !holds(probe) { high = probe; break }
                low = probe + 1
                step <<= 1
            }
        } else {
            high = guess
            while true {
                let probe = guess - step
                guard probe >= 0 else { break }
                if holds(probe) { low = probe + 1; break }
                high = probe
                step <<= 1
            }
        }
        while low < high {
            let mid = (low + high) >> 1
            if holds(mid) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Every section's first line, for ``columnCount`` columns: `lineStart`.
    ///
    /// - Complexity: O(sections).
    func lineStarts() -> [Int] {
        var starts = [Int]()
        starts.reserveCapacity(sectionCount + 1)
        var total = 0
        for s in 0..<sectionCount {
            starts.append(total)
            total += (sections.itemCount(inSection: s) + columnCount - 1) / columnCount
        }
        starts.append(total)
        return starts
    }

    // MARK: Offsets

    /// The height of the whole content.
    ///
    /// - Complexity: O(1).
    var contentHeight: Double {
        index == nil ? sectionTops[sectionTops.count - 1] : sectionHeights.top(sectionCount)
    }

    /// Where entry `i` of section `s` starts (0 its header, 1 … lines its lines, lines + 1 its
    /// bottom inset, lines + 2 the next section's header, or the content's end).
    ///
    /// - Complexity: O(log n), or O(1) in closed form.
    ///
    /// `search`, a search of the index that `i`'s entry may lie near, gives the index's offset
    /// without a second descent when the entry lies in the leaf it ended in
    /// (``HeightIndex/offset(of:after:)``).
    func top(ofEntry i: Int, inSection s: Int, after search: HeightIndex.SearchResult = .none) -> Double {
        guard let index else { return uniformTop(ofEntry: i, inSection: s) }
        let lines = lineCount(inSection: s)
        if i == 0 { return sectionHeights.top(s) }
        if i > lines + 1 { return sectionHeights.top(s + 1) }
        if i == lines + 1 { return sectionHeights.top(s + 1) - insetBottom }
        // The entries above hold the items' heights; the lengths come in `Double`, the spacing
        // below each line before this one.
        return index.offset(of: entryStart(ofSection: s) + i, after: search) + linesTop(ofSection: s) + Double(i - 1) * lineSpacing
    }

    /// With per-item heights: what lies above section `s`'s first line besides the items'
    /// heights — the lengths before the section, its header and the inset's top.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func linesTop(ofSection s: Int) -> Double {
        sectionLeads[s] + headerHeights[s] + insetTop
    }

    /// With per-item heights: how many of section `s`'s lines end (`ending`: their bottoms,
    /// with the spacing below all but the last) at or before `y`, or start (`!ending`) above it.
    /// The lines' tops add the spacing to the heights the index holds: the index's search with
    /// a gap of the spacing after every entry finds them, offset by what lies above the
    /// section's first line.
    ///
    /// `sectionTop` is the section's top (``SectionHeights/top(_:)``'s value). Returns the count
    /// and the index's search, whose leaf holds the lines around it.
    ///
    /// - Complexity: O(log n).
    private func countLines(ofSection s: Int, ending: Bool, _ y: Double, sectionTop: Double,
                            hint: inout SearchHint) -> (count: Int, search: HeightIndex.SearchResult) {
        let lines = lineCount(inSection: s)
        let first = entryStart(ofSection: s) + 1
        // Line j's top is the index's offset of its entry plus `linesTop(ofSection:)` and j
        // spacings; its offset with a gap after every entry counts `first + j` spacings.
        let target = y - linesTop(ofSection: s) + Double(first) * lineSpacing
        let search = ending ? index!.searchEnding(atOrBefore: target, gap: lineSpacing, hint: &hint)
            : index!.searchStarting(before: target, gap: lineSpacing, hint: &hint)
        var count = Swift.min(Swift.max(search.count - first, 0), lines)
        // The last line has no spacing below it: it ends where the bottom inset starts.
        if ending, count == lines - 1, bottomInsetTop(ofSection: s, sectionTop: sectionTop) <= y { count = lines }
        return (count, search)
    }

    /// With per-item heights: where section `s`'s bottom inset starts, its inset below the next
    /// section's top — ``top(ofEntry:inSection:)``'s value for the entry after its lines — given
    /// `sectionTop`, its own top (``SectionHeights/top(_:)``'s value).
    ///
    /// - Complexity: O(1) for an even `s`; else O(log sections).
    @inline(__always)
    private func bottomInsetTop(ofSection s: Int, sectionTop: Double) -> Double {
        sectionHeights.top(after: s, whose: sectionTop) - insetBottom
    }

    /// ``top(ofEntry:inSection:)`` in closed form: the formula every offset, frame and search of
    /// a fixed-height grid uses, so that they agree to the last bit.
    ///
    /// - Precondition: `sectionTops[s]` is set (and `sectionTops[s + 1]` for `i` = lines + 2).
    /// - Complexity: O(1).
    func uniformTop(ofEntry i: Int, inSection s: Int) -> Double {
        let lines = lineCount(inSection: s)
        if i == 0 { return sectionTops[s] }
        if i > lines + 1 { return sectionTops[s + 1] }
        let linesTop = sectionTops[s] + headerHeights[s] + insetTop
        if i <= lines { return linesTop + Double(i - 1) * (uniformHeight + lineSpacing) }
        return lines > 0 ? linesTop + Double(lines - 1) * (uniformHeight + lineSpacing) + uniformHeight : linesTop
    }

    /// The height of item `g`.
    ///
    /// - Precondition: `0 <= g < itemCount`.
    /// - Complexity: O(1) in closed form, else O(log sections).
    func height(ofItem g: Int) -> Double { index == nil ? uniformHeight : Self.height(storedHeight(ofItem: g)) }

    /// The height a stored item height holds (its magnitude: the sign bit is the measured flag).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func height(_ stored: Float32) -> Double {
        Double(Float32(bitPattern: stored.bitPattern & ~HeightIndex.measuredBit))
    }

    /// The number of leading entries that end at or before `y`.
    ///
    /// - Complexity: O(log n).
    func entriesEnding(atOrBefore y: Double) -> Int {
        var hint = SearchHint()
        return searchEnding(atOrBefore: y, hint: &hint).entries
    }

    /// ``entriesEnding(atOrBefore:)``, with the section of the entry found (``sectionCount``
    /// where there is none) and the index's search (`.none` where there was none): the top of
    /// the entry then comes without a second descent (``top(ofEntry:inSection:after:)``). The
    /// searches of the section heights and the index are guided by `hint`, and record their
    /// paths there (``SearchHint``).
    ///
    /// - Complexity: O(log n).
    func searchEnding(atOrBefore y: Double,
                      hint: inout SearchHint) -> (entries: Int, section: Int, search: HeightIndex.SearchResult) {
        if index != nil {
            // The section `y` falls in, then its header, lines and bottom inset.
            let (s, sectionTop) = sectionHeights.sectionEnding(atOrBefore: y, count: sectionCount, hint: &hint)
            guard s < sectionCount else { return (entryCount, sectionCount, .none) }
            // The header (with the inset's top) ends where the first line, or the bottom inset, starts.
            guard sectionTop + headerHeights[s] + insetTop <= y else { return (entryStart(ofSection: s), s, .none) }
            let (count, search) = countLines(ofSection: s, ending: true, y, sectionTop: sectionTop, hint: &hint)
            return (entryStart(ofSection: s) + 1 + count, s, search)
        }
        let s = Self.count(sectionCount) { sectionTops[$0 + 1] <= y }
        guard s < sectionCount else { return (entryCount, sectionCount, .none) }
        // Entry i + 1 of the section starts at linesTop + i × pitch for the lines: the count is
        // about the lines above y, plus the header's entry.
        let guess = 1 + Int(Swift.max(0, Swift.min(linesFromTop(of: s, to: y), Double(lineCount(inSection: s)))).rounded(.down))
        let entries = entryStart(ofSection: s) + Self.count(lineCount(inSection: s) + 1, near: guess) { uniformTop(ofEntry: $0 + 1, inSection: s) <= y }
        return (entries, s, .none)
    }

    /// The number of entries that start above `y`.
    ///
    /// - Complexity: O(log n).
    func entriesStarting(before y: Double) -> Int {
        var hint = SearchHint()
        return searchStarting(before: y, hint: &hint).entries
    }

    /// ``entriesStarting(before:)``, with the section of the last of those entries (-1 where
    /// there are none); the searches of the section heights and the index guided by `hint` and
    /// recording their paths there (``SearchHint``).
    ///
    /// - Complexity: O(log n).
    func searchStarting(before y: Double, hint: inout SearchHint) -> (entries: Int, section: Int) {
        if index != nil {
            // The section `y` falls in, then its header, lines and bottom inset.
            guard let (s, sectionTop) = sectionHeights.lastSection(startingBefore: y, count: sectionCount, hint: &hint) else { return (0, -1) }
            guard sectionTop + headerHeights[s] + insetTop < y else { return (entryStart(ofSection: s) + 1, s) }
            let bottom = bottomInsetTop(ofSection: s, sectionTop: sectionTop) < y ? 1 : 0
            let lines = countLines(ofSection: s, ending: false, y, sectionTop: sectionTop, hint: &hint).count
            return (entryStart(ofSection: s) + 1 + lines + bottom, s)
        }
        let s = Self.count(sectionCount) { sectionTops[$0] < y } - 1
        guard s >= 0 else { return (0, -1) }
        let guess = 2 + Int(Swift.max(0, Swift.min(linesFromTop(of: s, to: y), Double(lineCount(inSection: s)))).rounded(.down))
        return (entryStart(ofSection: s) + Self.count(lineCount(inSection: s) + 2, near: guess) { uniformTop(ofEntry: $0, inSection: s) < y }, s)
    }

    /// How many line pitches `y` lies below section `s`'s first line's top, in closed form: a
    /// guess for the searches (negative above the lines; 0 where the pitch is 0).
    ///
    /// - Complexity: O(1).
    private func linesFromTop(of s: Int, to y: Double) -> Double {
        let pitch = uniformHeight + lineSpacing
        guard pitch > 0 else { return 0 }
        return (y - (sectionTops[s] + headerHeights[s] + insetTop)) / pitch
    }
}
