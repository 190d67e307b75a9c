/// Consistency checks, trapping with a message that names the broken section, line or item:
/// the whole flow for tests, and what one operation touched, which the operations check when
/// the package is built with `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
extension FlowGeometry {
    /// Checks the whole flow: the sections' heights (see ``_checkHeights()``), every section's
    /// lines (see ``_checkSection(_:fromLine:past:)``), and every size waiting for an item no
    /// layout has reached.
    ///
    /// - Complexity: O(n) for n items laid out.
    package func _checkInvariants() {
        _checkHeights()
        for s in 0..<sectionCount { _checkSection(s, fromLine: 0, past: nil) }
        for g in waitingSizes.keys {
            precondition(g >= 0 && g < itemCount, "flow: a size waits for item \(g) of \(itemCount)")
            let s = items.section(containingItem: g)
            let i = g - items.start[s]
            precondition(i >= sections[s].sizes.count || !sections[s].sizes[i].isKnown,
                         "flow section \(s): a size waits for item \(i), which the section has sized")
        }
    }

    /// Checks the sections' heights: one section laid out per section of items, each section's
    /// height in the tree of sums the one its lines give, and the tree itself.
    ///
    /// - Complexity: O(sections).
    func _checkHeights() {
        precondition(sections.count == sectionCount, "flow: \(sections.count) sections laid out for \(sectionCount)")
        heights._checkInvariants()
        for s in 0..<sectionCount { _checkHeight(ofSection: s) }
    }

    /// Checks section `s`'s height in the tree of sums: the one its lines give.
    ///
    /// - Complexity: O(1).
    func _checkHeight(ofSection s: Int) {
        precondition(heights.height(s) == sectionHeight(s),
                     "flow section \(s): its height is \(heights.height(s)) in the sums, \(sectionHeight(s)) from its lines")
    }

    /// Checks section `s`: its sizes cover what is laid out and no more than its items, it has
    /// a line height per line and lines exactly when something is laid out, the first from its
    /// first item; its lines from line `k` break where laying its items out breaks them, each
    /// as tall as its tallest item, until the first line that starts past item `item` (or its
    /// last line, if `item` is nil); and its height in the tree is the one its lines give.
    ///
    /// - Complexity: O(log lines + the items of the lines checked), each line O(log lines).
    func _checkSection(_ s: Int, fromLine k: Int, past item: Int?) {
        let section = sections[s]
        let count = items.itemCount(inSection: s)
        precondition(section.laidOut <= count, "flow section \(s): \(section.laidOut) items laid out of \(count)")
        precondition(section.sizes.count >= section.laidOut && section.sizes.count <= count,
                     "flow section \(s): \(section.sizes.count) sizes for \(section.laidOut) items laid out of \(count)")
        precondition(section.lines.count == section.lineCount,
                     "flow section \(s): \(section.lines.count) line heights for \(section.lineCount) lines")
        precondition((section.laidOut == 0) == (section.lineCount == 0) && (section.lineCount == 0 || section.lineStarts[0] == 0),
                     "flow section \(s): \(section.lineCount) lines, the first from item \(section.lineStarts.first.map { "\($0)" } ?? "none"), for \(section.laidOut) items laid out")
        section._checkLines(from: k, past: item, section: s, metrics)
        _checkHeight(ofSection: s)
    }

    /// Checks what laying section `s` out further or changing the size of its laid-out item
    /// `item` touched: its lines from the one before `item`'s, or from line `k`, on (see
    /// ``_checkSection(_:fromLine:past:)``).
    ///
    /// - Complexity: as ``_checkSection(_:fromLine:past:)``.
    func _checkSize(ofItem item: Int, inSection s: Int) {
        guard item < sections[s].laidOut else { return }
        _checkSection(s, fromLine: Swift.max(0, sections[s].line(containing: item) - 1), past: item)
    }

    /// Checks what applying `plan` left: the sections' heights, and every section after it
    /// that stays and changes (rows that leave, arrive or are reloaded) from its first line.
    ///
    /// - Complexity: O(sections + the items of the lines kept in the sections that change).
    func _checkSections(changedBy plan: BatchUpdatePlan) {
        _checkHeights()
        var reloaded = Set<Int>()
        for path in plan.reloadedRows { reloaded.insert(path.section) }
        for t in 0..<plan.newSectionCount {
            let s = plan.oldSection[t]
            if s < 0 || !plan.removedRows[s].isEmpty || !plan.addedRows[t].isEmpty || reloaded.contains(s)
                || plan.reloadedSections.contains(s) {
                _checkSection(t, fromLine: 0, past: nil)
            }
        }
    }
}

extension FlowGeometry.Section {
    /// Checks this section's (section `s`'s) lines from line `k` under metrics `m`: they break
    /// where laying its items out from line `k`'s first item breaks them — every item laid
    /// out sized — and each is as tall as its tallest item, until the first line that starts
    /// past item `item` (or the last line, if `item` is nil).
    ///
    /// - Complexity: O(log lines + the items of the lines checked), each line O(log lines).
    func _checkLines(from k: Int, past item: Int?, section s: Int, _ m: FlowGeometry.Metrics) {
        guard k < lineCount else { return }
        var line = k
        var start = Int(lineStarts[k])
        var used = 0.0
        for i in start..<laidOut {
            let size = sizes[i]
            precondition(size.isKnown, "flow section \(s): item \(i) is laid out with no size")
            let w = Swift.min(size.width, m.room)
            if i > start, used + m.itemSpacing + w <= m.room {
                used = used + m.itemSpacing + w
                continue
            }
            if i > start {
                _checkHeight(ofLine: line, section: s, m)
                if let item, start > item { return }
                line += 1
                precondition(line < lineCount && Int(lineStarts[line]) == i,
                             "flow section \(s): a line should start at item \(i) (line \(line)); lines \(k)... start at \(lineStarts[k...].prefix(8))")
                start = i
            }
            used = w
        }
        precondition(line == lineCount - 1, "flow section \(s): its items make \(line + 1) lines, it has \(lineCount)")
        _checkHeight(ofLine: line, section: s, m)
    }

    /// Checks that laid-out line `k` of this section (section `s`) is as tall as its tallest item.
    ///
    /// - Complexity: O(log lines + items in the line).
    private func _checkHeight(ofLine k: Int, section s: Int, _ m: FlowGeometry.Metrics) {
        let expected = Double(extent(ofLine: k, m).tallest)
        precondition(lines.height(at: k) == expected, "flow section \(s): line \(k) is \(lines.height(at: k)) tall, its items make \(expected)")
    }
}
