/// What the active layout needs from the delegate and the viewport: the sizes of items laid
/// out for the first time or measured, the geometry built for a reload or a batch, a custom
/// layout prepared. The layout's own questions (frames, ranges, hit tests) are
/// ``ActiveLayout``'s, which asks no one.
extension ListView {
    /// Lays out exactly what the band `y0 ..< y1` shows (a flow lays out lines lazily; a table
    /// and a grid are exact already), asking the delegate for the sizes of items laid out for
    /// the first time.
    ///
    /// Returns whether it laid anything out (frames that were estimated may have changed).
    ///
    /// - Complexity: O(log n) when the band is laid out already; otherwise O(items laid out).
    func prepareLayout(_ y0: Double, _ y1: Double, callees: Callees) -> Bool {
        guard case .flow = activeLayout.kind else { return false }
        let delegate = callees.delegate
        let before = activeLayout.flow.layOuts
        activeLayout.flow.prepare(y0, y1) { g in initialSize(ofItem: g, delegate: delegate) }
        return activeLayout.flow.layOuts != before
    }

    /// Whether item `g`'s frame intersects the viewport. A collection's visible range holds, in
    /// its first line, items that end above the viewport: they do not anchor.
    ///
    /// - Complexity: O(log n).
    func isOnScreen(item g: Int) -> Bool {
        guard activeLayout.kind.isCollection else { return true }
        let frame = activeLayout.frame(ofItem: g)
        return frame.maxY > viewport.offset.y && frame.minY < viewport.offset.y + viewport.size.height
    }

    /// Lays a flow out through item `g` (its frame becomes exact); nothing for other layouts.
    /// Returns whether it laid anything out: frames may have moved (the sections below), and
    /// a caller whose cells are in place refreshes them.
    ///
    /// - Complexity: O(log n + the items laid out).
    @discardableResult
    func layOut(through g: Int, callees: Callees) -> Bool {
        guard case .flow = activeLayout.kind, !activeLayout.flow.isLaidOut(item: g) else { return false }
        let delegate = callees.delegate
        activeLayout.flow.layOut(through: g) { item in initialSize(ofItem: item, delegate: delegate) }
        return true
    }

    /// Lays out whole sections of a flow above laid-out item `g`'s until `height` points above
    /// its top are exact (see ``FlowGeometry/layOut(above:by:sizeOf:)``); nothing for other
    /// layouts. Returns whether it laid anything out.
    ///
    /// - Complexity: O(log n + the items laid out).
    func layOut(above g: Int, by height: Double, callees: Callees) -> Bool {
        guard case .flow = activeLayout.kind, height > 0 else { return false }
        let delegate = callees.delegate
        return activeLayout.flow.layOut(above: g, by: height) { item in initialSize(ofItem: item, delegate: delegate) }
    }

    /// Lays a flow's last sections out until its content reaches down to `y` (see
    /// ``FlowGeometry/layOut(reaching:sizeOf:)``); nothing for other layouts.
    ///
    /// - Complexity: O(log n + the items laid out).
    func layOut(reaching y: Double, callees: Callees) {
        guard case .flow = activeLayout.kind, activeLayout.flow.contentHeight < y else { return }
        let delegate = callees.delegate
        activeLayout.flow.layOut(reaching: y) { item in initialSize(ofItem: item, delegate: delegate) }
    }

    /// A flow item's size before it is configured: the delegate's, or the layout's estimate
    /// (self-sizing items, or none given); a size that is not finite and ≥ 0 is reported and
    /// replaced by the estimate.
    func initialSize(ofItem g: Int, delegate: (any ListDelegate)?) -> Size {
        guard case let .flow(flowLayout) = listLayout else { return .zero }
        var estimate = flowLayout.estimatedItemSize
        if case let .fixed(height) = rowHeight { estimate.height = height }
        if case .selfSizing = rowHeight { return estimate }
        let indexPath = activeLayout.geometry.indexPath(ofRow: g)
        guard var size = delegate?.listView(self, sizeForItemAt: indexPath) else { return estimate }
        if case let .fixed(height) = rowHeight { size.height = height }
        guard Self.isValidHeight(size.width), Self.isValidHeight(size.height) else {
            diagnose(.invalidHeight(Self.isValidHeight(size.width) ? size.height : size.width, at: indexPath))
            return estimate
        }
        return size
    }

    /// Measures a self-sizing item that has just been configured in `cell`: the cell's
    /// preferred height (a grid: at the item's width) or size (a flow), else the delegate's.
    /// Returns whether its frame changed.
    ///
    /// - Complexity: O(log n).
    func measureCollectionItem(_ g: Int, cell: ListCell, indexPath: ListIndexPath, callees: Callees) -> Bool {
        let before = activeLayout.frame(ofItem: g)
        var size = activeLayout.knownSize(ofItem: g)
        switch listLayout {
        case .table, .custom:
            return false
        case .grid:
            if let height = cell.preferredHeight(fittingWidth: before.width) ?? callees.delegate?.rowHeight(in: self, at: indexPath) {
                size.height = height
            }
        case let .flow(flowLayout):
            let room = Swift.max(0, viewport.size.width - flowLayout.sectionInset.left - flowLayout.sectionInset.right)
            if let measured = cell.preferredSize(fittingWidth: room) ?? callees.delegate?.listView(self, sizeForItemAt: indexPath) {
                size = measured
            }
        }
        guard Self.isValidHeight(size.width), Self.isValidHeight(size.height) else {
            diagnose(.invalidHeight(Self.isValidHeight(size.width) ? size.height : size.width, at: indexPath))
            activeLayout.setCollectionSize(activeLayout.knownSize(ofItem: g), ofItem: g, measured: true)
            return false
        }
        activeLayout.setCollectionSize(size, ofItem: g, measured: true)
        return activeLayout.frame(ofItem: g) != before
    }

    /// Builds the collection's geometry for sections of `counts` items under `headers`, at the
    /// viewport's width (``LoadedCollection/table`` for a table).
    ///
    /// - Throws: ``ListError/invalidHeight(_:at:)`` for a grid item height that is not finite and ≥ 0.
    /// - Complexity: O(sections) for a fixed-height grid and a flow (laid out lazily); O(n) for
    ///   a grid with per-item heights; a custom layout's `prepare`.
    func loadCollectionGeometry(counts: [Int], headers: [Double]) throws(ListError) -> LoadedCollection {
        let width = viewport.size.width
        switch listLayout {
        case .table:
            return .table
        case let .flow(flowLayout):
            return .flow(FlowGeometry(itemCounts: counts, headerHeights: headers, layout: flowLayout, width: width))
        case let .custom(customLayout):
            return .custom(prepared(customLayout, counts: counts, headers: headers))
        case let .grid(gridLayout):
            if case let .fixed(height) = rowHeight {
                return .grid(GridGeometry(itemCounts: counts, headerHeights: headers, layout: gridLayout, width: width, itemHeight: height))
            }
            var failure: ListError?
            let delegate = self.delegate
            let grid = GridGeometry(itemCounts: counts, headerHeights: headers, layout: gridLayout, width: width) { s, i in
                let height = initialHeight(ofRow: ListIndexPath(row: i, section: s), delegate: delegate)
                if Self.isValidHeight(height) { return height }
                if failure == nil { failure = .invalidHeight(height, at: ListIndexPath(row: i, section: s)) }
                return 0
            }
            if let failure { throw failure }
            return .grid(grid)
        }
    }

    /// The collection's geometry after `plan`, with sections under `headers`, for a flow (what it
    /// laid out above each section's first change, and every size it knew, carried over; a
    /// self-sizing item reloaded keeps its size as an estimate until measured again) or a
    /// custom layout (prepared for the new counts); nil for a grid, which a batch changes in
    /// place (``gridArrivals(after:headers:)``), and a table.
    ///
    /// - Complexity: a flow: O(sections + the sizes known in the sections that change); a custom
    ///   layout: its `prepare`.
    func collectionGeometry(after plan: BatchUpdatePlan, headers: [Double]) throws(ListError) -> LoadedCollection? {
        switch activeLayout.kind {
        case .table, .grid: nil
        case .flow: .flow(activeLayout.flow.applying(plan, headerHeights: headers, keepingReloadedSizes: activeLayout.isSelfSizing))
        case .custom: try loadCollectionGeometry(counts: plan.newRowCounts, headers: headers)
        }
    }

    /// For a grid: what `plan` brings in, asked before anything changes — the header heights
    /// `headers`, and with per-item heights the stored heights of the items that arrive new or
    /// are reloaded (whole sections when inserted or reloaded), not measured. A self-sizing item
    /// reloaded by row keeps its height as its estimate until it is measured again (a section
    /// reloaded is deleted and inserted: its items start from the estimate). Nil for other layouts.
    ///
    /// - Throws: ``ListError/invalidHeight(_:at:)`` for an item height that is not finite and ≥ 0.
    /// - Complexity: O(1) for a fixed-height grid; else O(sections + k log k) and a delegate call
    ///   for each of the k items asked.
    func gridArrivals(after plan: BatchUpdatePlan, headers: [Double]) throws(ListError) -> GridGeometry.BatchHeights? {
        guard case .grid = activeLayout.kind else { return nil }
        var arrivals = GridGeometry.BatchHeights(headerHeights: headers)
        guard activeLayout.grid.index != nil else { return arrivals }
        let delegate = self.delegate
        func stored(_ path: ListIndexPath) throws(ListError) -> Float32 {
            let height = initialHeight(ofRow: path, delegate: delegate)
            guard Self.isValidHeight(height) else { throw .invalidHeight(height, at: path) }
            return HeightIndex.stored(HeightIndex.Entry(height: height))
        }
        // A self-sizing item reloaded at `old` keeps its height, not measured.
        func kept(_ old: ListIndexPath) -> Float32 {
            HeightIndex.stored(HeightIndex.Entry(height: activeLayout.grid.frame(ofItem: activeLayout.geometry.globalRow(of: old)).height))
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
            arrivals.rows[new] = activeLayout.isSelfSizing ? kept(old) : try stored(new)
        }
        return arrivals
    }

    /// A copy of `layout` prepared for sections of `counts` items under `headers` at the
    /// viewport's width, given the delegate's item sizes (a size that is not finite and ≥ 0 is
    /// reported and left out), its answers to be checked. `itemPath`, if given, is where the
    /// delegate finds item `g` (a layout prepared for counts the data source does not hold yet:
    /// an interactive move's).
    ///
    /// - Complexity: the layout's `prepare`, and a delegate call per item it asks about.
    func prepared(_ layout: any CustomCollectionLayout, counts: [Int], headers: [Double],
                  itemPath: ((Int) -> ListIndexPath)? = nil) -> CheckedCustomLayout {
        var layout = layout
        let sections = CollectionSections(itemCounts: counts, headerHeights: headers)
        let delegate = self.delegate
        layout.prepare(sections: sections, width: viewport.size.width) { g in
            guard g >= 0, g < sections.itemCount else { return nil }
            let s = sections.section(containingItem: g)
            let indexPath = itemPath?(g) ?? ListIndexPath(row: g - sections.firstItem(inSection: s), section: s)
            guard let size = delegate?.listView(self, sizeForItemAt: indexPath) else { return nil }
            guard Self.isValidHeight(size.width), Self.isValidHeight(size.height) else {
                diagnose(.invalidHeight(Self.isValidHeight(size.width) ? size.height : size.width, at: indexPath))
                return nil
            }
            return size
        }
        return CheckedCustomLayout(layout, sections: sections, reportingTo: self)
    }

    /// Lays a collection out again for the viewport's width.
    ///
    /// - Complexity: O(sections) for a fixed-height grid and a flow; O(n) for a grid with
    ///   per-item heights; a custom layout's `prepare`.
    func collectionWidthChanged() {
        let width = viewport.size.width
        switch listLayout {
        case .table: break
        case .grid: if activeLayout.grid.width != width { activeLayout.grid.setWidth(width) }
        case .flow: if activeLayout.flow.width != width { activeLayout.flow.setWidth(width) }
        case let .custom(layout): activeLayout.custom = prepared(layout, counts: activeLayout.geometry.rowCounts, headers: activeLayout.geometry.headerHeights)
        }
    }
}
