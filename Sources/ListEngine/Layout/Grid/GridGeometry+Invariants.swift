/// Consistency checks, trapping with a message that names the broken section or line: the
/// whole grid for tests, and what one operation touched, which the operations check when the
/// package is built with `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
extension GridGeometry {
    /// Checks the whole grid: the sections (see ``_checkSections()``), and with per-item heights
    /// the index's tree, the tree of section heights, and every line of every section (see
    /// ``_checkSection(_:lines:)``).
    ///
    /// - Complexity: O(n).
    package func _checkInvariants() {
        _checkSections()
        guard let index else { return }
        index._checkInvariants()
        sectionHeights._checkInvariants()
        for s in 0..<sectionCount { _checkSection(s, lines: 0..<lineCount(inSection: s)) }
    }

    /// Checks the sections: one per header, lines as the items and columns make them, a width
    /// as laid out (see ``_checkWidth()``). In closed form: nothing per item, and each section's
    /// offset where the one above ends. With per-item heights: no offsets kept, one stored
    /// height per item, one entry per header, line and bottom inset, and the lengths before
    /// each section and each section's height in the tree (to a rounding tolerance) those its
    /// lengths and lines make.
    ///
    /// - Complexity: O(sections) in closed form, O(sections × log n) with per-item heights.
    func _checkSections() {
        precondition(sections.sectionCount == sectionCount, "GridGeometry: \(sections.sectionCount) sections of items for \(sectionCount) headers")
        _checkWidth()
        let expected = lineStarts()
        if let s = expected.indices.first(where: { expected[$0] != lineStart[$0] }) {
            preconditionFailure("GridGeometry: section \(s) starts at line \(lineStart[s]), its items put it at \(expected[s])")
        }
        guard let index else {
            precondition(itemHeights.isEmpty && sectionLeads.isEmpty, "GridGeometry: per-item heights kept in closed form")
            precondition(sectionTops.count == sectionCount + 1 && sectionTops[0] == 0,
                         "GridGeometry: \(sectionTops.count) section offsets from \(sectionTops.first.map { "\($0)" } ?? "none") for \(sectionCount) sections")
            for s in 0..<sectionCount {
                let end = uniformTop(ofEntry: lineCount(inSection: s) + 1, inSection: s) + insetBottom
                precondition(sectionTops[s + 1] == end, "GridGeometry: section \(s + 1) starts at \(sectionTops[s + 1]), section \(s) ends at \(end)")
            }
            return
        }
        precondition(sectionTops.isEmpty, "GridGeometry: \(sectionTops.count) section offsets kept beside the index")
        precondition(itemHeights.count == sectionCount, "GridGeometry: heights of \(itemHeights.count) sections for \(sectionCount)")
        precondition(index.count == entryCount, "GridGeometry: the index holds \(index.count) entries for \(entryCount)")
        precondition(sectionLeads.count == sectionCount + 1 && sectionLeads[0] == 0,
                     "GridGeometry: \(sectionLeads.count) section leads from \(sectionLeads.first.map { "\($0)" } ?? "none") for \(sectionCount) sections")
        for s in 0..<sectionCount {
            precondition(itemHeights[s].count == sections.itemCount(inSection: s),
                         "GridGeometry: section \(s) keeps \(itemHeights[s].count) heights for \(sections.itemCount(inSection: s)) items")
            precondition(sectionLeads[s + 1] == sectionLeads[s] + lengths(ofSection: s),
                         "GridGeometry: section \(s + 1)'s lead is \(sectionLeads[s + 1]), section \(s)'s ends at \(sectionLeads[s] + lengths(ofSection: s))")
            _checkHeight(ofSection: s)
        }
    }

    /// Checks the width as laid out: finite and ≥ 0, and the columns and item width the layout
    /// gives it.
    ///
    /// - Complexity: O(1).
    func _checkWidth() {
        precondition(width.isFinite && width >= 0, "GridGeometry: laid out \(width) wide")
        precondition(columnCount == layout.columnCount(forWidth: width) && itemWidth == layout.itemWidth(forWidth: width),
                     "GridGeometry: \(columnCount) columns \(itemWidth) wide at width \(width), the layout gives \(layout.columnCount(forWidth: width)) \(layout.itemWidth(forWidth: width)) wide")
        precondition(lineStart.count == sectionCount + 1, "GridGeometry: \(lineStart.count) line starts for \(sectionCount) sections")
    }

    /// Checks section `s` with per-item heights: one stored height per item, its header and
    /// bottom inset entries 0, each line of `lines` entered as its tallest item, and its height
    /// in the tree of section heights. Nothing to check in closed form.
    ///
    /// - Complexity: O(log n + lines.count × columnCount).
    func _checkSection(_ s: Int, lines: Range<Int>) {
        guard let index else { return }
        precondition(itemHeights[s].count == sections.itemCount(inSection: s),
                     "GridGeometry: section \(s) keeps \(itemHeights[s].count) heights for \(sections.itemCount(inSection: s)) items")
        let start = entryStart(ofSection: s)
        let bottom = start + lineCount(inSection: s) + 1
        precondition(index.height(at: start) == 0 && index.height(at: bottom) == 0,
                     "GridGeometry: section \(s)'s header and bottom entries are \(index.height(at: start)) and \(index.height(at: bottom)) tall, not 0")
        for j in lines {
            let expected = Double(lineEntry(j, ofSection: s))
            precondition(index.height(at: start + 1 + j) == expected,
                         "GridGeometry: section \(s) line \(j)'s entry is \(index.height(at: start + 1 + j)) tall, its tallest item \(expected)")
        }
        _checkHeight(ofSection: s)
    }

    /// Checks section `s`'s height in the tree of section heights against its lengths and
    /// the heights of its lines in the index (to a rounding tolerance: the tree adds changes).
    ///
    /// - Complexity: O(log n).
    func _checkHeight(ofSection s: Int) {
        guard let index else { return }
        let lines = index.offset(of: entryStart(ofSection: s + 1)) - index.offset(of: entryStart(ofSection: s))
        precondition(HeightIndex._sumsAgree(sectionHeights.height(s), lengths(ofSection: s) + lines),
                     "GridGeometry: section \(s) is \(sectionHeights.height(s)) tall in the tree, its lengths and lines make \(lengths(ofSection: s) + lines)")
    }

    /// Checks what applying `plan` touched: the sections (see ``_checkSections()``), and with
    /// per-item heights the lines it set — every line of a section inserted, moved or
    /// reloaded; a section that stays from the line of its first row that left or arrived on
    /// (at most its old number of lines), and the lines of its reloaded rows.
    ///
    /// - Complexity: O(sections × log n + the lines set × columnCount).
    func _checkSections(changedBy plan: BatchUpdatePlan) {
        _checkSections()
        guard index != nil else { return }
        for t in 0..<plan.newSectionCount {
            let s = plan.oldSection[t]
            let lines = lineCount(inSection: t)
            guard s >= 0, !plan.movedSections.contains(s), !plan.reloadedSections.contains(s) else {
                _checkSection(t, lines: 0..<lines)
                continue
            }
            let changed = Swift.min(plan.removedRows[s].first ?? Int.max, plan.addedRows[t].first ?? Int.max)
            let oldLines = (plan.oldRowCounts[s] + columnCount - 1) / columnCount
            let first = changed == Int.max ? lines : Swift.min(changed / columnCount, oldLines, lines)
            _checkSection(t, lines: first..<lines)
        }
        for old in plan.reloadedRows where !plan.reloadedSections.contains(old.section) {
            guard let new = plan.newIndexPath(for: old) else { continue }
            let j = new.row / columnCount
            _checkSection(new.section, lines: j..<(j + 1))
        }
    }
}
