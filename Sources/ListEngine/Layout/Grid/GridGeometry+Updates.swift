/// A grid after a batch update, changed in place: a fixed-height grid stays in closed form; with
/// per-item heights, each section's items change in their own array and only the lines whose
/// items changed are laid out again.
extension GridGeometry {
    /// The heights a batch brings in or takes out: every section's header height, and stored
    /// item heights (``HeightIndex/stored(_:)``: the sign bit marks a measured item) of single
    /// rows by index path and of whole sections by number.
    struct BatchHeights {
        /// Every section's header height.
        var headerHeights: [Double] = []
        /// Single rows' stored heights.
        var rows: [ListIndexPath: Float32] = [:]
        /// Whole sections' stored heights, in row order.
        var sections: [Int: [Float32]] = [:]

        /// The stored height of the row at `path`: from its section if that is held whole, else
        /// its own; 0 if neither is held.
        ///
        /// - Complexity: O(1).
        subscript(path: ListIndexPath) -> Float32 {
            if let section = sections[path.section], path.row < section.count { return section[path.row] }
            return rows[path] ?? 0
        }
    }

    /// This grid after `plan`, with sections under `headerHeights`: the items that stay keep
    /// their heights and measured marks (moved ones too), items that arrive new — inserted, or
    /// in an inserted section — and reloaded ones take `newItem`'s (not measured). A grid in
    /// closed form stays in closed form.
    ///
    /// - Parameter newItem: the height of the item at an index path after the batch.
    /// - Complexity: that of ``apply(_:headerHeights:newItem:)``, plus a copy of the grid's
    ///   storage that the change touches (O(sections) in closed form; with per-item heights, the
    ///   changed sections' items and the lines' index).
    func applying(_ plan: BatchUpdatePlan, headerHeights: [Double], newItem: (ListIndexPath) -> Double) -> GridGeometry {
        var after = self
        after.apply(plan, headerHeights: headerHeights) { HeightIndex.stored(HeightIndex.Entry(height: newItem($0))) }
        return after
    }

    /// Undoes ``apply(_:headerHeights:newItem:)`` of `plan`, given what it has `taken`: the grid
    /// is as it was before, every height and measured mark as it was.
    ///
    /// - Returns: false, changing nothing, when `plan` cannot be inverted.
    /// - Complexity: that of applying `plan`'s inverse.
    @discardableResult
    mutating func revert(_ plan: BatchUpdatePlan, _ taken: BatchHeights) -> Bool {
        guard let inverse = plan.inverted(), taken.headerHeights.count == inverse.newSectionCount else { return false }
        apply(inverse, headerHeights: taken.headerHeights) { taken[$0] }
        // Rows that moved into a reloaded section took new heights there; moved back, their own.
        for (path, stored) in taken.rows where plan.isMoveSource(path) {
            setStoredHeight(stored, ofRow: path.row, inSection: path.section)
        }
        return true
    }

    /// Takes the ascending `rows` out of `items` in one pass from the first, calling `taken`
    /// with each row and its stored height.
    ///
    /// - Complexity: O(items.count − rows.first).
    static func remove(_ rows: [Int], from items: inout [Float32], taken: (Int, Float32) -> Void) {
        guard let firstRow = rows.first else { return }
        items.withUnsafeMutableBufferPointer { h in
            var write = firstRow
            var next = 0
            for read in firstRow..<h.count {
                if next < rows.count, rows[next] == read {
                    taken(read, h[read])
                    next += 1
                } else {
                    h[write] = h[read]
                    write += 1
                }
            }
        }
        items.removeLast(rows.count)
    }

    /// Puts the rows that arrive in section `t` — its ascending `added` rows, as after the batch
    /// — into its `items`, in one pass from the last back: a moved row with the height it had,
    /// another with `newItem`'s.
    ///
    /// - Complexity: O(items.count − added.first + added.count log k).
    func insert(_ added: [Int], into items: inout [Float32], section t: Int, moved: [ListIndexPath: Float32],
                        plan: BatchUpdatePlan, newItem: (ListIndexPath) -> Float32) {
        guard let firstRow = added.first else { return }
        var read = items.count - 1
        let count = items.count + added.count
        if items.capacity < count { items.reserveCapacity(Swift.max(count, items.count + items.count >> 3)) }
        items.append(contentsOf: repeatElement(0, count: added.count))
        items.withUnsafeMutableBufferPointer { h in
            var next = added.count - 1
            for write in stride(from: count - 1, through: firstRow, by: -1) {
                if next >= 0, added[next] == write {
                    let path = ListIndexPath(row: write, section: t)
                    h[write] = plan.moveSource(of: path).flatMap { moved[$0] } ?? newItem(path)
                    next -= 1
                } else {
                    h[write] = h[read]
                    read -= 1
                }
            }
        }
    }

    /// Sets the entries of section `t`'s `lines` from its items, where the section's lines start
    /// at entry `entry` and it had `oldLines` lines: entries past the new count are removed,
    /// lines past the old count are inserted.
    ///
    /// - Complexity: O(lines.count × columnCount + (lines.count / 32 + 1) log n) — the entries
    ///   set a leaf at a time — plus O(log n) a line inserted or removed.
    func setLines(_ lines: Range<Int>, ofSection t: Int, replacing oldLines: Int, entry: Int, in index: inout HeightIndex) {
        let kept = lines.lowerBound..<Swift.max(lines.lowerBound, Swift.min(lines.upperBound, oldLines))
        index.setHeights(from: entry + kept.lowerBound, count: kept.count) { lineEntry($0 - entry, ofSection: t) }
        if lines.upperBound > oldLines {
            let extra = Swift.max(oldLines, lines.lowerBound)..<lines.upperBound
            index.insert(contentsOf: extra.map { HeightIndex.Entry(height: Double(lineEntry($0, ofSection: t))) }, at: entry + extra.lowerBound)
        } else if lines.upperBound < oldLines {
            index.removeSubrange((entry + lines.upperBound)..<(entry + oldLines))
        }
    }

    /// Sets line `j` of section `t`'s entry (its lines start at entry `entry`) from its items.
    ///
    /// - Complexity: O(log n + columnCount).
    func updateLine(_ j: Int, ofSection t: Int, entry: Int, in index: inout HeightIndex) {
        index.setHeight(Double(lineEntry(j, ofSection: t)), at: entry + j)
    }
}
