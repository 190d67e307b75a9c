/// Consistency checks, trapping with a message that names the broken section: the whole table
/// for tests, and what one operation touched, which the operations check when the package is
/// built with `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
extension TableGeometry {
    /// Checks the whole table: the sections (see ``_checkSections()``), the height index's
    /// tree, and every section's header and footer entries.
    ///
    /// - Complexity: O(n).
    package func _checkInvariants() {
        _checkSections()
        guard let index else { return }
        index._checkInvariants()
        for s in 0..<sectionCount { _checkChrome(ofSection: s) }
    }

    /// Checks the sections: rows numbered from 0 in order, a header and a footer height per
    /// section; in closed form the sections' offsets as their heights make them; with per-row
    /// heights no offsets kept and one entry per header, row and footer.
    ///
    /// - Complexity: O(sections).
    func _checkSections() {
        precondition(rowStart.first == 0, "TableGeometry: the first section starts at row \(rowStart.first.map { "\($0)" } ?? "none")")
        for s in 0..<sectionCount {
            precondition(rowStart[s] <= rowStart[s + 1], "TableGeometry: section \(s) starts at row \(rowStart[s]), section \(s + 1) at \(rowStart[s + 1])")
        }
        precondition(headerHeights.count == sectionCount && footerHeights.count == sectionCount,
                     "TableGeometry: \(headerHeights.count) header and \(footerHeights.count) footer heights for \(sectionCount) sections")
        guard let index else {
            precondition(sectionTops.count == sectionCount + 1, "TableGeometry: \(sectionTops.count) section offsets for \(sectionCount) sections")
            var y = 0.0
            for s in 0..<sectionCount {
                precondition(sectionTops[s] == y, "TableGeometry: section \(s) starts at \(sectionTops[s]), its heights put it at \(y)")
                y += headerHeights[s] + Double(rowCount(inSection: s)) * uniformRowHeight + footerHeights[s]
            }
            precondition(sectionTops[sectionCount] == y, "TableGeometry: the content ends at \(sectionTops[sectionCount]), its heights end it at \(y)")
            return
        }
        precondition(sectionTops.isEmpty, "TableGeometry: \(sectionTops.count) section offsets kept beside the height index")
        precondition(index.count == entryCount, "TableGeometry: the height index holds \(index.count) entries for \(entryCount)")
    }

    /// Checks section `s`'s header and footer entries against its header and footer heights
    /// (as the index stores them, a `Float32`). Nothing to check in closed form.
    ///
    /// - Complexity: O(log n).
    func _checkChrome(ofSection s: Int) {
        guard let index else { return }
        let header = entryStart(ofSection: s)
        let footer = header + rowCount(inSection: s) + 1
        precondition(index.height(at: header) == Double(Float32(headerHeights[s])),
                     "TableGeometry: section \(s)'s header entry \(header) is \(index.height(at: header)) tall, its header \(headerHeights[s])")
        precondition(index.height(at: footer) == Double(Float32(footerHeights[s])),
                     "TableGeometry: section \(s)'s footer entry \(footer) is \(index.height(at: footer)) tall, its footer \(footerHeights[s])")
    }

    /// Checks what changing section `s`'s header or footer touched: in closed form every
    /// section's offset (see ``_checkSections()``), else the section's header and footer entries.
    ///
    /// - Complexity: O(sections) in closed form, else O(log n).
    func _checkSection(_ s: Int) {
        if index == nil { _checkSections() } else { _checkChrome(ofSection: s) }
    }

    /// Checks what a batch touched: the sections, and the header and footer entries of every
    /// section after it that `plan` inserts, moves or reloads, or whose rows it changes.
    ///
    /// - Complexity: O(sections + c log n) for c sections changed.
    func _checkSections(changedBy plan: BatchUpdatePlan) {
        _checkSections()
        guard index != nil else { return }
        for t in 0..<plan.newSectionCount {
            let s = plan.oldSection[t]
            if s < 0 || plan.movedSections.contains(s) || plan.reloadedSections.contains(s)
                || !plan.removedRows[s].isEmpty || !plan.addedRows[t].isEmpty {
                _checkChrome(ofSection: t)
            }
        }
    }
}
