/// The invariants a masonry keeps, checked where tests and internal-check builds ask.
extension MasonryGeometry {
    /// Checks every section (``_checkSection(_:)``) and that no item waiting for its height is
    /// placed; traps naming what is broken.
    ///
    /// - Complexity: O(n) for the placed items.
    func _checkInvariants() {
        precondition(sections.count == sectionCount, "masonry: \(sections.count) sections placed, \(sectionCount) sections")
        for s in sections.indices { _checkSection(s) }
        for g in waitingEntries.keys {
            precondition(g >= 0 && g < itemCount && !isLaidOut(item: g), "masonry: item \(g) waits for a height it has")
        }
    }

    /// Checks section `s`: no more placed than it holds, every column within the count, the
    /// block counts and each column's count as the columns recount them (a full-span item a
    /// spacer in each, listed in order), and its height.
    ///
    /// - Complexity: O(the section's placed items).
    func _checkSection(_ s: Int) {
        let section = sections[s]
        precondition(section.columnCount == metrics.columnCount,
                     "masonry section \(s): \(section.columnCount) columns, the layout has \(metrics.columnCount)")
        precondition(section.placedCount <= items.itemCount(inSection: s),
                     "masonry section \(s): \(section.placedCount) placed of \(items.itemCount(inSection: s))")
        var counts = [Int](repeating: 0, count: section.columnCount)
        var spans = [Int32]()
        for i in 0..<section.placedCount {
            let c = section.column(of: i)
            precondition(c < section.columnCount || c == MasonryColumns.fullSpan, "masonry section \(s): item \(i) in column \(c)")
            if i % MasonryColumns.blockSize == 0 {
                for k in counts.indices {
                    let counted = Int(section.blockCounts[i / MasonryColumns.blockSize * section.columnCount + k])
                    precondition(counted == counts[k], "masonry section \(s): block of item \(i) counts \(counted) in column \(k), not \(counts[k])")
                }
            }
            if c == MasonryColumns.fullSpan {
                for k in counts.indices {
                    precondition(section.count(inColumn: k, before: i) == counts[k], "masonry section \(s): full-span item \(i) in column \(k)")
                    counts[k] += 1
                }
                spans.append(Int32(i))
                continue
            }
            precondition(section.rank(of: i) == counts[c], "masonry section \(s): item \(i) ranks \(section.rank(of: i)), not \(counts[c])")
            counts[c] += 1
        }
        precondition(section.spans == spans && section.spanEntries.count == spans.count,
                     "masonry section \(s): full-span items \(section.spans), not \(spans)")
        for c in counts.indices {
            precondition(section.columns[c].count == counts[c],
                         "masonry section \(s): column \(c) holds \(section.columns[c].count) heights for \(counts[c]) items")
        }
        let height = heights.height(s)
        precondition(height == sectionHeight(s), "masonry section \(s): height \(height), its columns make \(sectionHeight(s))")
    }
}
