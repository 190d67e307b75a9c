/// What the layout needs from the delegate as it lays items out: the sizes of items laid out
/// for the first time or measured, the geometry built for a reload or a batch, a custom layout
/// prepared. Each layout answers for itself here — a flow lays out lazily, a grid changes in
/// place through a batch, a custom layout is prepared again — so that the list asks the layout,
/// never which layout it has.
extension ActiveLayout {
    /// Lays out exactly what the band `y0 ..< y1` shows (a flow lays out lines lazily; a table,
    /// a grid and a custom layout are exact already), asking for the sizes of items laid out
    /// for the first time. Returns whether it laid anything out (frames that were estimated may
    /// have changed).
    ///
    /// - Complexity: O(log n) when the band is laid out already; otherwise O(items laid out).
    func prepare<Sizes: ItemSizes>(_ y0: Double, _ y1: Double, sizes: Sizes) -> Bool {
        guard case .flow = kind else { return false }
        let before = flow.layOuts
        flow.prepare(y0, y1) { g in initialSize(ofItem: g, sizes: sizes) }
        return flow.layOuts != before
    }

    /// Lays the layout out through item `g`, so that its frame is exact (only a flow lays out
    /// lazily). Returns whether it laid anything out: frames may have moved (the sections
    /// below), and a caller whose cells are in place refreshes them.
    ///
    /// - Complexity: O(log n + the items laid out).
    @discardableResult
    func layOut<Sizes: ItemSizes>(through g: Int, sizes: Sizes) -> Bool {
        guard case .flow = kind, !flow.isLaidOut(item: g) else { return false }
        flow.layOut(through: g) { item in initialSize(ofItem: item, sizes: sizes) }
        return true
    }

    /// Lays out whole sections above laid-out item `g` until `height` points above its top are
    /// exact (see ``FlowGeometry/layOut(above:by:sizeOf:)``); nothing for a layout laid out
    /// eagerly. Returns whether it laid anything out.
    ///
    /// - Complexity: O(log n + the items laid out).
    func layOut<Sizes: ItemSizes>(above g: Int, by height: Double, sizes: Sizes) -> Bool {
        guard case .flow = kind, height > 0 else { return false }
        return flow.layOut(above: g, by: height) { item in initialSize(ofItem: item, sizes: sizes) }
    }

    /// Lays the last sections out until the content reaches down to `y` (see
    /// ``FlowGeometry/layOut(reaching:sizeOf:)``); nothing for a layout laid out eagerly.
    ///
    /// - Complexity: O(log n + the items laid out).
    func layOut<Sizes: ItemSizes>(reaching y: Double, sizes: Sizes) {
        guard case .flow = kind, flow.contentHeight < y else { return }
        flow.layOut(reaching: y) { item in initialSize(ofItem: item, sizes: sizes) }
    }

    /// Whether item `g`'s frame intersects the band `y0 ..< y1`: a collection's visible range
    /// holds, in its first line, items that end above the viewport. A table's rows in its
    /// visible range all do.
    ///
    /// - Complexity: O(log n).
    func intersects(item g: Int, _ y0: Double, _ y1: Double) -> Bool {
        guard kind.isCollection else { return true }
        let frame = frame(ofItem: g)
        return frame.maxY > y0 && frame.minY < y1
    }

    /// A flow item's size before it is configured: the delegate's, or the layout's estimate
    /// (self-sizing items, or none given); a size that is not finite and ≥ 0 is reported and
    /// replaced by the estimate. Zero for other layouts.
    ///
    /// - Complexity: O(log sections) plus a delegate call.
    func initialSize<Sizes: ItemSizes>(ofItem g: Int, sizes: Sizes) -> Size {
        guard case let .flow(flowLayout) = layout else { return .zero }
        var estimate = flowLayout.estimatedItemSize
        if case let .fixed(height) = rowHeight { estimate.height = height }
        if case .selfSizing = rowHeight { return estimate }
        let indexPath = geometry.indexPath(ofRow: g)
        guard var size = sizes.size(ofItemAt: indexPath) else { return estimate }
        if case let .fixed(height) = rowHeight { size.height = height }
        return checked(size, at: indexPath, sizes: sizes) ?? estimate
    }

    /// `size` if both its dimensions are finite and ≥ 0; otherwise nil, reported.
    ///
    /// - Complexity: O(1).
    func checked<Sizes: ItemSizes>(_ size: Size, at indexPath: ListIndexPath, sizes: Sizes) -> Size? {
        guard ListView.isValidHeight(size.width), ListView.isValidHeight(size.height) else {
            sizes.report(.invalidHeight(ListView.isValidHeight(size.width) ? size.height : size.width, at: indexPath))
            return nil
        }
        return size
    }

    /// Measures a self-sizing item that has just been configured in `cell`: the cell's
    /// preferred height (a grid: at the item's width) or size (a flow: within `contentWidth`
    /// less its insets), else the delegate's. Returns whether its frame changed; nothing for a
    /// table (its rows are measured by the table's geometry) or a custom layout.
    ///
    /// - Complexity: O(log n).
    func measure<Sizes: ItemSizes>(item g: Int, cell: ListCell, indexPath: ListIndexPath, contentWidth: Double,
                                   sizes: Sizes) -> Bool {
        let before = frame(ofItem: g)
        var size = knownSize(ofItem: g)
        switch layout {
        case .table, .custom:
            return false
        case .grid:
            if let height = cell.preferredHeight(fittingWidth: before.width) ?? sizes.delegateHeight(ofRow: indexPath) {
                size.height = height
            }
        case let .flow(flowLayout):
            let room = Swift.max(0, contentWidth - flowLayout.sectionInset.left - flowLayout.sectionInset.right)
            if let measured = cell.preferredSize(fittingWidth: room) ?? sizes.size(ofItemAt: indexPath) {
                size = measured
            }
        }
        guard let size = checked(size, at: indexPath, sizes: sizes) else {
            setCollectionSize(knownSize(ofItem: g), ofItem: g, measured: true)
            return false
        }
        setCollectionSize(size, ofItem: g, measured: true)
        return frame(ofItem: g) != before
    }

    /// A collection item's size for a reload: a grid's per-item `height` given, a flow's size
    /// asked again; self-sizing items keep theirs as an estimate until measured again. Returns
    /// whether its frame changed. A fixed height stays closed-form (no memory per item); a
    /// custom layout sized its items as it prepared.
    ///
    /// - Complexity: O(log n) plus a delegate call.
    func resizeForReload<Sizes: ItemSizes>(item g: Int, height: Double?, sizes: Sizes) -> Bool {
        if case .fixed = rowHeight, !isFlow { return false }
        if case .custom = kind { return false }
        let before = frame(ofItem: g)
        var size = knownSize(ofItem: g)
        if isFlow, !isSelfSizing {
            size = initialSize(ofItem: g, sizes: sizes)
        } else if let height {
            size.height = height
        }
        setCollectionSize(size, ofItem: g, measured: false)
        return frame(ofItem: g) != before
    }

    /// Builds the collection's geometry for sections of `counts` items under `headers`, at
    /// `width` (``LoadedCollection/table`` for a table).
    ///
    /// - Throws: ``ListError/invalidHeight(_:at:)`` for a grid item height that is not finite and ≥ 0.
    /// - Complexity: O(sections) for a fixed-height grid and a flow (laid out lazily); O(n) for
    ///   a grid with per-item heights; a custom layout's `prepare`.
    func loadCollection<Sizes: ItemSizes>(counts: [Int], headers: [Double], width: Double,
                                          sizes: Sizes) throws(ListError) -> LoadedCollection {
        switch layout {
        case .table:
            return .table
        case let .flow(flowLayout):
            return .flow(FlowGeometry(itemCounts: counts, headerHeights: headers, layout: flowLayout, width: width))
        case let .custom(customLayout):
            return .custom(prepared(customLayout, counts: counts, headers: headers, width: width, sizes: sizes))
        case let .grid(gridLayout):
            if case let .fixed(height) = rowHeight {
                return .grid(GridGeometry(itemCounts: counts, headerHeights: headers, layout: gridLayout, width: width, itemHeight: height))
            }
            var failure: ListError?
            let grid = GridGeometry(itemCounts: counts, headerHeights: headers, layout: gridLayout, width: width) { s, i in
                let height = sizes.initialHeight(ofRow: ListIndexPath(row: i, section: s))
                if ListView.isValidHeight(height) { return height }
                if failure == nil { failure = .invalidHeight(height, at: ListIndexPath(row: i, section: s)) }
                return 0
            }
            if let failure { throw failure }
            return .grid(grid)
        }
    }

    /// The collection's geometry after `plan`, with sections under `headers`, for a layout that
    /// a batch rebuilds: a flow (what it laid out above each section's first change, and every
    /// size it knew, carried over; a self-sizing item reloaded keeps its size as an estimate
    /// until measured again) or a custom layout (prepared for the new counts, at `width`); nil
    /// for a grid, which a batch changes in place (``gridArrivals(after:headers:sizes:)``), and
    /// a table.
    ///
    /// - Complexity: a flow: O(sections + the sizes known in the sections that change); a custom
    ///   layout: its `prepare`.
    func collection<Sizes: ItemSizes>(after plan: BatchUpdatePlan, headers: [Double], width: Double,
                                      sizes: Sizes) throws(ListError) -> LoadedCollection? {
        switch kind {
        case .table, .grid: nil
        case .flow: .flow(flow.applying(plan, headerHeights: headers, keepingReloadedSizes: isSelfSizing))
        case .custom: try loadCollection(counts: plan.newRowCounts, headers: headers, width: width, sizes: sizes)
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
    func gridArrivals<Sizes: ItemSizes>(after plan: BatchUpdatePlan, headers: [Double],
                                        sizes: Sizes) throws(ListError) -> GridGeometry.BatchHeights? {
        guard case .grid = kind else { return nil }
        var arrivals = GridGeometry.BatchHeights(headerHeights: headers)
        guard grid.index != nil else { return arrivals }
        func stored(_ path: ListIndexPath) throws(ListError) -> Float32 {
            let height = sizes.initialHeight(ofRow: path)
            guard ListView.isValidHeight(height) else { throw .invalidHeight(height, at: path) }
            return HeightIndex.stored(HeightIndex.Entry(height: height))
        }
        // A self-sizing item reloaded at `old` keeps its height, not measured.
        func kept(_ old: ListIndexPath) -> Float32 {
            HeightIndex.stored(HeightIndex.Entry(height: grid.frame(ofItem: geometry.globalRow(of: old)).height))
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
            arrivals.rows[new] = isSelfSizing ? kept(old) : try stored(new)
        }
        return arrivals
    }

    /// A copy of `layout` prepared for sections of `counts` items under `headers` at `width`,
    /// given the delegate's item sizes (a size that is not finite and ≥ 0 is reported and left
    /// out), its answers to be checked. `itemPath`, if given, is where the delegate finds item
    /// `g` (a layout prepared for counts the data source does not hold yet: an interactive
    /// move's).
    ///
    /// - Complexity: the layout's `prepare`, and a delegate call per item it asks about.
    func prepared<Sizes: ItemSizes>(_ layout: any CustomCollectionLayout, counts: [Int], headers: [Double], width: Double,
                                    sizes: Sizes, itemPath: ((Int) -> ListIndexPath)? = nil) -> CheckedCustomLayout {
        var layout = layout
        let sections = CollectionSections(itemCounts: counts, headerHeights: headers)
        layout.prepare(sections: sections, width: width) { g in
            guard g >= 0, g < sections.itemCount else { return nil }
            let s = sections.section(containingItem: g)
            let indexPath = itemPath?(g) ?? ListIndexPath(row: g - sections.firstItem(inSection: s), section: s)
            return sizes.size(ofItemAt: indexPath).flatMap { checked($0, at: indexPath, sizes: sizes) }
        }
        return CheckedCustomLayout(layout, sections: sections, reportingTo: sizes.list)
    }

    /// Prepares a layout that reads its items' sizes only as it prepares (a custom one) again,
    /// at `width`, for items whose sizes a reload changed. Returns whether it did; the other
    /// layouts take reloaded sizes item by item.
    ///
    /// - Complexity: a custom layout's `prepare`; O(1) for the others.
    func prepareForReloadedSizes<Sizes: ItemSizes>(width: Double, sizes: Sizes) -> Bool {
        guard case let .custom(customLayout) = layout else { return false }
        custom = prepared(customLayout, counts: geometry.rowCounts, headers: geometry.headerHeights, width: width, sizes: sizes)
        return true
    }

    /// Lays the items out again for a new `width`: a collection's lines, or a table's
    /// self-sizing rows to be measured again (their heights kept as estimates until they are
    /// configured: wrapped text takes other heights).
    ///
    /// - Complexity: O(sections) for a fixed-height grid and a flow; O(n) for a grid with
    ///   per-item heights and a table of self-sizing rows; a custom layout's `prepare`.
    func widthChanged<Sizes: ItemSizes>(to width: Double, sizes: Sizes) {
        switch layout {
        case .table: if isSelfSizing { geometry.forgetMeasurements() }
        case .grid: if grid.width != width { grid.setWidth(width) }
        case .flow: if flow.width != width { flow.setWidth(width) }
        case let .custom(customLayout):
            custom = prepared(customLayout, counts: geometry.rowCounts, headers: geometry.headerHeights, width: width, sizes: sizes)
        }
    }
}
