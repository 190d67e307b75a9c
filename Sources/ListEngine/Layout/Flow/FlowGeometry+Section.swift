extension FlowGeometry {
    /// An item's size as stored: two `Float32`s (8 bytes), the width's sign bit saying whether
    /// the size is measured. Lengths are made safe as ``FlowGeometry/length(_:)`` does, so a
    /// stored width is never NaN: a NaN width marks a size not known yet (``unknown``).
    struct StoredSize {
        /// The width's bits, the sign bit the measured flag.
        private let widthBits: UInt32
        /// The height.
        let height: Float32

        /// `size` as stored, measured or not.
        ///
        /// - Complexity: O(1).
        init(_ size: Size, measured: Bool) {
            widthBits = Float32(FlowGeometry.length(size.width)).bitPattern | (measured ? 0x8000_0000 : 0)
            height = Float32(FlowGeometry.length(size.height))
        }

        /// The width, as stored (not narrowed to the room).
        ///
        /// - Complexity: O(1).
        var width: Double { Double(Float32(bitPattern: widthBits & 0x7FFF_FFFF)) }

        /// Whether the size is measured, as opposed to estimated.
        ///
        /// - Complexity: O(1).
        var isMeasured: Bool { widthBits & 0x8000_0000 != 0 }

        /// The bits of a width that is not known.
        private static let unknownBits = Float32.nan.bitPattern

        /// A size not known yet: a place held in a section's sizes for an item that arrived
        /// after the items around it were sized (asked for when it is laid out).
        static let unknown = StoredSize(bits: unknownBits)

        /// Whether the size is known.
        ///
        /// - Complexity: O(1).
        var isKnown: Bool { widthBits != Self.unknownBits }

        /// The size whose width has `bits`, 0 tall.
        private init(bits: UInt32) {
            widthBits = bits
            height = 0
        }

        /// This size, measured or not.
        ///
        /// - Complexity: O(1).
        func measured(_ measured: Bool) -> StoredSize {
            StoredSize(bits: measured ? widthBits | 0x8000_0000 : widthBits & 0x7FFF_FFFF, height: height)
        }

        /// The size with these bits.
        private init(bits: UInt32, height: Float32) {
            widthBits = bits
            self.height = height
        }
    }

    /// One section's items as far as they are laid out: the sizes known so far, and the lines
    /// the first ``laidOut`` items fill. Lines are always broken from the section's first item,
    /// so laying out more never moves an item to another line; the last line stays *open*
    /// (later items may join it) until the section is laid out to its end.
    ///
    /// Local numbers: items and lines are numbered from 0 in the section, and offsets are
    /// measured from the top of the section's first line (below its header and inset).
    struct Section {
        /// The sizes of the section's first items: those laid out, those laid out before a
        /// change of width and those a batch carried over (kept so that they are not asked for
        /// again), with ``StoredSize/unknown`` for items that arrived among them. At least
        /// ``laidOut``, all known below it.
        var sizes: [StoredSize] = []
        /// The first item of each laid-out line.
        var lineStarts: [Int32] = []
        /// One entry a laid-out line: its height (its tallest item's), the line spacing after each
        /// added in `Double` (``HeightIndex/offset(of:gap:)``), so that line `k`'s top is
        /// `lines.offset(of: k, gap: lineSpacing)` and the first estimated line's is
        /// `lines.totalHeight(gap: lineSpacing)`, exactly as summing the lengths gives.
        var lines = HeightIndex(heights: [])
        /// The number of items laid out in lines (the frontier): items `0 ..< laidOut`.
        var laidOut = 0

        /// The number of laid-out lines.
        ///
        /// - Complexity: O(1).
        var lineCount: Int { lineStarts.count }

        /// The item after laid-out line `k`'s last.
        ///
        /// - Complexity: O(1).
        func lineEnd(_ k: Int) -> Int { k + 1 < lineStarts.count ? Int(lineStarts[k + 1]) : laidOut }

        /// The laid-out line that holds laid-out item `i`.
        ///
        /// - Complexity: O(log lines).
        func line(containing i: Int) -> Int {
            var low = 0
            var high = lineStarts.count
            while high - low > 1 {
                let mid = (low + high) >> 1
                if Int(lineStarts[mid]) <= i { low = mid } else { high = mid }
            }
            return low
        }

        /// Where laid-out line `k` starts (`k` may be the number of lines: where the first
        /// estimated line starts); read from the leaf a search of ``lines`` ended in, `search`,
        /// when the line's entry lies there (``HeightIndex/offset(of:after:)``).
        ///
        /// - Complexity: O(log lines).
        @inline(__always)
        func top(ofLine k: Int, _ m: Metrics, after search: HeightIndex.SearchResult = .none) -> Double {
            lines.offset(of: k, gap: m.lineSpacing, after: search)
        }

        /// Where the first estimated line starts: below the laid-out lines and their spacing.
        ///
        /// - Complexity: O(1).
        func estimatedBase(_ m: Metrics) -> Double { lines.totalHeight(gap: m.lineSpacing) }

        /// Where estimated line `t` (the `t`-th after the laid-out ones) starts.
        ///
        /// - Complexity: O(1).
        func estimatedTop(_ t: Int, _ m: Metrics) -> Double { estimatedBase(m) + Double(t) * m.estimatedStep }

        /// The height of the section's lines, from the first line's top to the last one's
        /// bottom, estimated past the frontier, for a section of `count` items.
        ///
        /// - Complexity: O(1).
        func linesHeight(count: Int, _ m: Metrics) -> Double {
            let rest = count - laidOut
            if rest > 0 { return estimatedTop(m.estimatedLines(rest) - 1, m) + m.estimatedHeight }
            return lineStarts.isEmpty ? 0 : lines.totalHeight(gap: m.lineSpacing) - m.lineSpacing
        }

        /// The width laid-out line `k`'s items take with their spacing, and its height.
        ///
        /// - Complexity: O(items in the line).
        func extent(ofLine k: Int, _ m: Metrics) -> (used: Double, tallest: Float32) {
            var used = 0.0
            var tallest: Float32 = 0
            for j in Int(lineStarts[k])..<lineEnd(k) {
                let w = Swift.min(sizes[j].width, m.room)
                used = j == Int(lineStarts[k]) ? w : used + m.itemSpacing + w
                tallest = Swift.max(tallest, sizes[j].height)
            }
            return (used, tallest)
        }

        /// Calls `body` with the items of `line` from `i` on (numbered in the section) and their
        /// frames, until it returns false. A laid-out line's items follow each other from the
        /// left inset, an item's width and the item spacing apart; an estimated line holds
        /// estimated items in columns.
        ///
        /// - Complexity: O(items in the line).
        @inline(__always)
        func forEachFrame(in line: Line, from i: Int, _ m: Metrics, _ body: (_ item: Int, _ frame: Rect) -> Bool) {
            if line.index < lineStarts.count {
                var x = m.left
                for j in line.items {
                    let size = sizes[j]
                    let w = Swift.min(size.width, m.room)
                    if j >= i {
                        guard body(j, Rect(x: x, y: line.top, width: w, height: Double(size.height))) else { return }
                    }
                    x = x + w + m.itemSpacing
                }
            } else {
                for j in Swift.max(i, line.items.lowerBound)..<line.items.upperBound {
                    let column = Double((j - laidOut) % m.estimatedPerLine)
                    let frame = Rect(x: m.left + column * (m.estimatedWidth + m.itemSpacing), y: line.top,
                                     width: m.estimatedWidth, height: m.estimatedHeight)
                    guard body(j, frame) else { return }
                }
            }
        }

        // MARK: Laying out

        /// Whether the band ending at local offset `end` reaches past what is laid out: the
        /// section has items left and no line is open yet at or below `end`.
        ///
        /// - Complexity: O(log lines).
        func needsLayout(until end: Double, count: Int, _ m: Metrics) -> Bool {
            guard laidOut < count else { return false }
            return lineStarts.isEmpty ? end > 0 : top(ofLine: lineStarts.count - 1, m) < end
        }

        /// Lays out items from the frontier, in order, until a line opens at or below local
        /// offset `end` (so that every line above `end` is complete) or the section ends. A size
        /// not known yet is taken from `waiting` (by global item) or asked of `sizeOf`, once, and
        /// kept. `added` is room for the new lines before they join the index in one insertion.
        ///
        /// - Complexity: O(log lines + the items laid out), amortized; O(lines) more when the
        ///   section's last item is laid out (see ``compact()``).
        mutating func layOut(until end: Double, count: Int, firstItem: Int, _ m: Metrics,
                             sizeOf: (_ item: Int) -> Size, waiting: inout [Int: StoredSize],
                             added: inout [HeightIndex.Entry]) {
            // The open line: whether there is one, whether it is the index's last entry, its
            // top, and the width and height of its items so far.
            var open = !lineStarts.isEmpty
            var openIndexed = open
            var top = open ? top(ofLine: lineStarts.count - 1, m) : 0
            var (used, tallest) = open ? extent(ofLine: lineStarts.count - 1, m) : (0, 0)
            added.removeAll(keepingCapacity: true)
            var i = laidOut
            while i < count, !(open && top >= end) {
                let size: StoredSize
                if i < sizes.count, sizes[i].isKnown {
                    size = sizes[i]
                } else if i < sizes.count {
                    size = (waiting.isEmpty ? nil : waiting.removeValue(forKey: firstItem + i))
                        ?? StoredSize(sizeOf(firstItem + i), measured: false)
                    sizes[i] = size
                } else {
                    size = (waiting.isEmpty ? nil : waiting.removeValue(forKey: firstItem + i))
                        ?? StoredSize(sizeOf(firstItem + i), measured: false)
                    if sizes.count == sizes.capacity {
                        // Grows geometrically but never past the section, so a section laid out
                        // to its end keeps 8 bytes an item.
                        sizes.reserveCapacity(Swift.min(count, Swift.max(16, 2 * sizes.count)))
                    }
                    sizes.append(size)
                }
                let w = Swift.min(size.width, m.room)
                if open, used + m.itemSpacing + w <= m.room {
                    used = used + m.itemSpacing + w
                    tallest = Swift.max(tallest, size.height)
                } else {
                    if open {
                        let entry = m.entry(tallest)
                        if openIndexed {
                            lines.setHeight(entry.height, at: lines.count - 1)
                            openIndexed = false
                        } else {
                            added.append(entry)
                        }
                        top += Double(Float32(entry.height)) + m.lineSpacing
                    }
                    lineStarts.append(Int32(i))
                    open = true
                    used = w
                    tallest = size.height
                }
                i += 1
            }
            laidOut = i
            if open {
                let entry = m.entry(tallest)
                if openIndexed { lines.setHeight(entry.height, at: lines.count - 1) } else { added.append(entry) }
            }
            lines.insert(contentsOf: added, at: lines.count)
            if laidOut == count { compact() }
        }

        /// Once the section is laid out to its end, gives back what growing line by line left
        /// unused: the line starts' spare capacity, and the half-empty leaves that appending
        /// one line at a time leaves in the index (rebuilt with full leaves: about 4.3 bytes a
        /// line instead of 8.5).
        ///
        /// - Complexity: O(lines) when it rebuilds; once each time the section is completed.
        mutating func compact() {
            if lineStarts.capacity > lineStarts.count + lineStarts.count >> 3 + 16 {
                lineStarts = lineStarts.withUnsafeBufferPointer { Array($0) }
            }
            if lines.capacityBytes > 6 * lines.count + 4096 {
                lines = HeightIndex(entries: lines.entries())
            }
        }

        /// Sets laid-out line `k`'s height again from its items, after one's height changed.
        ///
        /// - Complexity: O(log lines + items in the line).
        mutating func refreshHeight(ofLine k: Int, _ m: Metrics) {
            lines.setHeight(m.entry(extent(ofLine: k, m).tallest).height, at: k)
        }

        /// Breaks the lines again after laid-out item `i`'s width changed: from the line where
        /// `i`'s place is decided (the one before `i`'s own when `i` starts it) up to the first
        /// line that then starts where an old line started, past `i` (the lines from there on
        /// are the same as before, since breaks depend only on the items that follow a line's
        /// start), or to the frontier. `starts` and `added` are room for the new lines.
        ///
        /// - Complexity: O(log lines + the items in the lines broken again, each line O(log
        ///   lines)), plus moving the section's later line starts when the number of lines
        ///   changes.
        mutating func breakLines(afterWidthChangeOf i: Int, _ m: Metrics,
                                 starts: inout [Int32], added: inout [HeightIndex.Entry]) {
            var k = line(containing: i)
            if k > 0, Int(lineStarts[k]) == i { k -= 1 }
            let oldCount = lineStarts.count
            var kept = oldCount
            var next = k + 1
            starts.removeAll(keepingCapacity: true)
            added.removeAll(keepingCapacity: true)
            var used = 0.0
            var tallest: Float32 = 0
            var j = Int(lineStarts[k])
            while j < laidOut {
                let size = sizes[j]
                let w = Swift.min(size.width, m.room)
                if !starts.isEmpty, used + m.itemSpacing + w <= m.room {
                    used = used + m.itemSpacing + w
                    tallest = Swift.max(tallest, size.height)
                } else {
                    if j > i {
                        while next < oldCount, Int(lineStarts[next]) < j { next += 1 }
                        if next < oldCount, Int(lineStarts[next]) == j {
                            kept = next
                            break
                        }
                    }
                    if !starts.isEmpty { added.append(m.entry(tallest)) }
                    starts.append(Int32(j))
                    used = w
                    tallest = size.height
                }
                j += 1
            }
            added.append(m.entry(tallest))
            // Old lines k ..< kept become the new ones.
            let common = Swift.min(kept - k, starts.count)
            for t in 0..<common { lines.setHeight(added[t].height, at: k + t) }
            if starts.count > common {
                lines.insert(contentsOf: added[common...], at: k + common)
            } else if kept - k > common {
                lines.removeSubrange((k + common)..<kept)
            }
            lineStarts.replaceSubrange(k..<kept, with: starts)
        }

        /// Forgets the lines (for a new width), keeping the sizes.
        ///
        /// - Complexity: O(1), plus freeing the lines.
        mutating func discardLines() {
            lineStarts = []
            lines = HeightIndex(heights: [])
            laidOut = 0
        }
    }
}
