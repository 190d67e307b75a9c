/// A grid as a layout model: lines of fixed columns, laid out eagerly, item heights from the
/// delegate's per-row heights or measured at the column's width; a batch changes it in place.
extension GridGeometry: LayoutModel {
    /// A collection laid out eagerly that takes per-row heights.
    static var traits: LayoutTraits { LayoutTraits() }

    /// A copy of the grid (its arrays shared until either changes).
    var loaded: LoadedCollection { .grid(self) }

    /// Whether headers pin: the grid's setting.
    ///
    /// - Complexity: O(1).
    func pinsHeaders(style: TableStyle) -> Bool { layout.pinsSectionHeaders }

    /// The number of columns (at least 1).
    ///
    /// - Complexity: O(1).
    var fixedColumns: Int? { Swift.max(1, columnCount) }

    /// The item's height as its cell measures it at the column's width, else the delegate's.
    ///
    /// - Complexity: O(log n) plus the cell's measurement.
    func measuredSize<Sizes: ItemSizes>(of cell: ListCell, item g: Int, at indexPath: ListIndexPath,
                                        contentWidth: Double, sizes: Sizes) -> Size? {
        sizeInColumn(of: cell, item: g, at: indexPath, sizes: sizes)
    }

    /// What `plan` brings in, asked before anything changes: the grid takes it in place
    /// (``gridArrivals(after:headers:in:sizes:)``).
    ///
    /// - Throws: ``ListError/invalidHeight(_:at:)`` for an item height that is not finite and ≥ 0.
    /// - Complexity: O(1) for a fixed-height grid; else O(sections + k log k) and a delegate call
    ///   for each of the k items asked.
    func prepareBatch<Sizes: ItemSizes>(_ plan: BatchUpdatePlan, headers: [Double], width: Double,
                                        in layout: ActiveLayout, sizes: Sizes) throws(ListError) -> ActiveLayout.BatchPreparation {
        ActiveLayout.BatchPreparation(replacement: nil, gridArrivals: try gridArrivals(after: plan, headers: headers, in: layout, sizes: sizes))
    }

    /// What `plan` brings in — the header heights `headers`, and with per-item heights the
    /// stored heights of the items that arrive new or are reloaded (whole sections when
    /// inserted or reloaded), not measured. A self-sizing item reloaded by row keeps its height
    /// as its estimate until it is measured again (a section reloaded is deleted and inserted:
    /// its items start from the estimate).
    ///
    /// - Throws: ``ListError/invalidHeight(_:at:)`` for an item height that is not finite and ≥ 0.
    /// - Complexity: as ``prepareBatch(_:headers:width:in:sizes:)``.
    func gridArrivals<Sizes: ItemSizes>(after plan: BatchUpdatePlan, headers: [Double], in owner: ActiveLayout,
                                        sizes: Sizes) throws(ListError) -> BatchHeights {
        var arrivals = BatchHeights(headerHeights: headers)
        guard index != nil else { return arrivals }
        func stored(_ path: ListIndexPath) throws(ListError) -> Float32 {
            let height = sizes.initialHeight(ofRow: path)
            guard ListView.isValidHeight(height) else { throw .invalidHeight(height, at: path) }
            return HeightIndex.stored(HeightIndex.Entry(height: height))
        }
        // A self-sizing item reloaded at `old` keeps its height, not measured.
        func kept(_ old: ListIndexPath) -> Float32 {
            HeightIndex.stored(HeightIndex.Entry(height: frame(ofItem: owner.geometry.globalRow(of: old)).height))
        }
        for t in 0..<plan.newSectionCount {
            let s = plan.oldSection[t]
            if s < 0 || plan.reloadedSections.contains(s) {
                var items = [Float32]()
                items.reserveCapacity(plan.newRowCounts[t])
                for row in 0..<plan.newRowCounts[t] { items.append(try stored(ListIndexPath(row: row, section: t))) }
                arrivals.sections[t] = items
                continue
            }
            for row in plan.addedRows[t] {
                let path = ListIndexPath(row: row, section: t)
                if plan.moveSource(of: path) == nil { arrivals.rows[path] = try stored(path) }
            }
        }
        for old in plan.reloadedRows where !plan.reloadedSections.contains(old.section) {
            guard let new = plan.newIndexPath(for: old) else { continue }
            arrivals.rows[new] = owner.isSelfSizing ? kept(old) : try stored(new)
        }
        return arrivals
    }

    /// With per-item heights (changed in place by a batch, no copy kept): where the rows `plan`
    /// moves are, by index path before it; nil for a fixed height (a copy costs O(sections)).
    ///
    /// - Complexity: O(k log n) for k rows that move.
    func framesOfMoves(in plan: BatchUpdatePlan, in owner: ActiveLayout) -> [ListIndexPath: Rect]? {
        guard index != nil else { return nil }
        var moved = [ListIndexPath: Rect]()
        for move in plan.moves { moved[move.from] = frame(ofItem: owner.geometry.globalRow(of: move.from)) }
        return moved
    }

    /// Lays the lines out again at `width`, if it is new.
    ///
    /// - Complexity: O(sections) for a fixed height; O(n) with per-item heights.
    mutating func relayout<Sizes: ItemSizes>(forWidth width: Double, in layout: ActiveLayout, sizes: Sizes) {
        if self.width != width { setWidth(width) }
    }
}
