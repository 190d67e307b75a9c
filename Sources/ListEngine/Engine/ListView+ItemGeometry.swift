/// The layout's questions, asked of whichever layout the list has: the table's geometry, or the
/// grid's or flow's (``CollectionGeometry``), or a custom layout's. Each is one switch on the
/// layout and, for the built-in layouts, a static call, so no existential or unspecialized
/// generic dispatch reaches their frame path; a custom layout is asked through its protocol, a
/// question at a time, and every answer checked as it arrives (``CheckedCustomLayout``). Walks
/// over many items happen inside the layout's own code.
extension ListView {
    /// Whether the layout is a flow.
    var isFlow: Bool {
        if case .flow = layoutKind { true } else { false }
    }

    /// Whether rows or items size themselves.
    var isSelfSizing: Bool {
        if case .selfSizing = rowHeight { true } else { false }
    }

    /// The rows or items whose frames intersect the band `y0 ..< y1` (see
    /// ``CollectionGeometry/items(intersecting:_:)``).
    ///
    /// - Complexity: O(log n).
    @inline(__always)
    func items(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        switch layoutKind {
        case .table: geometry.rows(intersecting: y0, y1)
        case .grid: grid.items(intersecting: y0, y1)
        case .flow: flow.items(intersecting: y0, y1)
        case .custom: custom?.items(intersecting: y0, y1) ?? 0..<0
        }
    }

    /// The frame of row or item `g`.
    ///
    /// - Complexity: O(log n).
    func frame(ofItem g: Int) -> Rect {
        switch layoutKind {
        case .table:
            let extent = rowExtent
            return Rect(x: extent.x, y: geometry.top(ofRow: g), width: extent.width, height: geometry.height(ofRow: g))
        case .grid: return grid.frame(ofItem: g)
        case .flow: return flow.frame(ofItem: g)
        case .custom: return custom?.frame(ofItem: g) ?? .zero
        }
    }

    /// Where row or item `g` starts.
    ///
    /// - Complexity: O(log n).
    func top(ofItem g: Int) -> Double {
        layoutKind.isCollection ? frame(ofItem: g).minY : geometry.top(ofRow: g)
    }

    /// Calls `body` with each row or item of `items` in order and its frame.
    ///
    /// - Complexity: O(log n + items.count).
    @inline(__always)
    func forEachFrame(in items: Range<Int>, _ body: (_ item: Int, _ frame: Rect) -> Void) {
        switch layoutKind {
        case .table:
            let extent = rowExtent
            geometry.forEachRow(in: items) { g, top, height in
                body(g, Rect(x: extent.x, y: top, width: extent.width, height: height))
            }
        case .grid: grid.forEachItem(in: items, body)
        case .flow: flow.forEachItem(in: items, body)
        case .custom: custom?.forEachItem(in: items, body)
        }
    }

    /// The height of the whole content.
    ///
    /// - Complexity: O(log n).
    var layoutContentHeight: Double {
        switch layoutKind {
        case .table: geometry.contentHeight
        case .grid: grid.contentHeight
        case .flow: flow.contentHeight
        case .custom: custom?.contentHeight ?? 0
        }
    }

    /// Whether row or item `g` has been measured (self-sizing).
    ///
    /// - Complexity: O(log n).
    func isMeasured(item g: Int) -> Bool {
        switch layoutKind {
        case .table: geometry.isMeasured(row: g)
        case .grid: grid.isMeasured(item: g)
        case .flow: flow.isMeasured(item: g)
        case .custom: true
        }
    }

    /// The row or item whose frame contains `point`, as a global number.
    ///
    /// - Complexity: O(log n).
    func item(at point: Point) -> Int? {
        switch layoutKind {
        case .table:
            let extent = rowExtent
            guard point.x >= extent.x, point.x < extent.x + extent.width, point.y >= 0 else { return nil }
            let entry = geometry.entriesEnding(atOrBefore: point.y)
            guard entry < geometry.entryCount else { return nil }
            let s = geometry.section(ofEntry: entry)
            let local = entry - geometry.entryStart(ofSection: s)
            guard local >= 1, local <= geometry.rowCount(inSection: s) else { return nil }
            return geometry.rowStart[s] + local - 1
        case .grid: return grid.item(at: point)
        case .flow: return flow.item(at: point)
        case .custom: return custom?.item(at: point)
        }
    }

    /// The sections whose extent intersects the band `y0 ..< y1`.
    ///
    /// - Complexity: O(log n).
    func sections(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        switch layoutKind {
        case .table: geometry.sections(intersecting: y0, y1)
        case .grid: grid.sections(intersecting: y0, y1)
        case .flow: flow.sections(intersecting: y0, y1)
        case .custom: custom?.sections(intersecting: y0, y1) ?? 0..<0
        }
    }

    /// Lays out exactly what the band `y0 ..< y1` shows (a flow lays out lines lazily; a table
    /// and a grid are exact already), asking the delegate for the sizes of items laid out for
    /// the first time.
    ///
    /// Returns whether it laid anything out (frames that were estimated may have changed).
    ///
    /// - Complexity: O(log n) when the band is laid out already; otherwise O(items laid out).
    func prepareLayout(_ y0: Double, _ y1: Double, callees: Callees) -> Bool {
        guard case .flow = layoutKind else { return false }
        let delegate = callees.delegate
        let before = flow.layOuts
        flow.prepare(y0, y1) { g in initialSize(ofItem: g, delegate: delegate) }
        return flow.layOuts != before
    }

    /// Whether item `g`'s frame is exact: always, but for a flow's items beyond what it has laid out.
    ///
    /// - Complexity: O(log sections).
    func isLaidOut(item g: Int) -> Bool {
        guard case .flow = layoutKind else { return true }
        return flow.isLaidOut(item: g)
    }

    /// Whether item `g`'s frame is final: laid out, and measured if items size themselves.
    ///
    /// - Complexity: O(log n).
    func hasFinalFrame(item g: Int) -> Bool {
        isLaidOut(item: g) && (!isSelfSizing || isMeasured(item: g))
    }

    /// Whether item `g`'s frame intersects the viewport. A collection's visible range holds, in
    /// its first line, items that end above the viewport: they do not anchor.
    ///
    /// - Complexity: O(log n).
    func isOnScreen(item g: Int) -> Bool {
        guard layoutKind.isCollection else { return true }
        let frame = frame(ofItem: g)
        return frame.maxY > viewport.offset.y && frame.minY < viewport.offset.y + viewport.size.height
    }

    /// Lays a flow out through item `g` (its frame becomes exact); nothing for other layouts.
    /// Returns whether it laid anything out: frames may have moved (the sections below), and
    /// a caller whose cells are in place refreshes them.
    ///
    /// - Complexity: O(log n + the items laid out).
    @discardableResult
    func layOut(through g: Int, callees: Callees) -> Bool {
        guard case .flow = layoutKind, !flow.isLaidOut(item: g) else { return false }
        let delegate = callees.delegate
        flow.layOut(through: g) { item in initialSize(ofItem: item, delegate: delegate) }
        return true
    }

    /// Lays out whole sections of a flow above laid-out item `g`'s until `height` points above
    /// its top are exact (see ``FlowGeometry/layOut(above:by:sizeOf:)``); nothing for other
    /// layouts. Returns whether it laid anything out.
    ///
    /// - Complexity: O(log n + the items laid out).
    func layOut(above g: Int, by height: Double, callees: Callees) -> Bool {
        guard case .flow = layoutKind, height > 0 else { return false }
        let delegate = callees.delegate
        return flow.layOut(above: g, by: height) { item in initialSize(ofItem: item, delegate: delegate) }
    }

    /// Lays a flow's last sections out until its content reaches down to `y` (see
    /// ``FlowGeometry/layOut(reaching:sizeOf:)``); nothing for other layouts.
    ///
    /// - Complexity: O(log n + the items laid out).
    func layOut(reaching y: Double, callees: Callees) {
        guard case .flow = layoutKind, flow.contentHeight < y else { return }
        let delegate = callees.delegate
        flow.layOut(reaching: y) { item in initialSize(ofItem: item, delegate: delegate) }
    }

    /// A flow item's size before it is configured: the delegate's, or the layout's estimate
    /// (self-sizing items, or none given); a size that is not finite and ≥ 0 is reported and
    /// replaced by the estimate.
    func initialSize(ofItem g: Int, delegate: (any ListDelegate)?) -> Size {
        guard case let .flow(flowLayout) = listLayout else { return .zero }
        var estimate = flowLayout.estimatedItemSize
        if case let .fixed(height) = rowHeight { estimate.height = height }
        if case .selfSizing = rowHeight { return estimate }
        let indexPath = geometry.indexPath(ofRow: g)
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
        let before = frame(ofItem: g)
        var size = knownSize(ofItem: g)
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
            setCollectionSize(knownSize(ofItem: g), ofItem: g, measured: true)
            return false
        }
        setCollectionSize(size, ofItem: g, measured: true)
        return frame(ofItem: g) != before
    }

    /// Item `g`'s own size: a flow's as it knows it (not narrowed to a line's room), else its
    /// frame's.
    ///
    /// - Complexity: O(log n).
    func knownSize(ofItem g: Int) -> Size {
        if isFlow, let size = flow.knownSize(ofItem: g) { return size }
        return frame(ofItem: g).size
    }

    /// Gives a grid's or flow's item `g` a size and marks it measured or not.
    ///
    /// - Complexity: O(log n) (a flow item whose width changes: the rest of its section's lines).
    func setCollectionSize(_ size: Size, ofItem g: Int, measured: Bool) {
        switch layoutKind {
        case .table, .custom: break
        case .grid: grid.setSize(size, ofItem: g, measured: measured)
        case .flow: flow.setSize(size, ofItem: g, measured: measured)
        }
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
        switch layoutKind {
        case .table, .grid: nil
        case .flow: .flow(flow.applying(plan, headerHeights: headers, keepingReloadedSizes: isSelfSizing))
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
        guard case .grid = layoutKind else { return nil }
        var arrivals = GridGeometry.BatchHeights(headerHeights: headers)
        guard grid.index != nil else { return arrivals }
        let delegate = self.delegate
        func stored(_ path: ListIndexPath) throws(ListError) -> Float32 {
            let height = initialHeight(ofRow: path, delegate: delegate)
            guard Self.isValidHeight(height) else { throw .invalidHeight(height, at: path) }
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

    /// Makes `loaded` the list's collection geometry, emptying the others. An empty one is made
    /// only to replace one that holds sections: a table's reload allocates nothing for them.
    func install(_ loaded: LoadedCollection) {
        if case let .grid(loadedGrid) = loaded { grid = loadedGrid } else if grid.sectionCount > 0 { grid = .empty }
        if case let .flow(loadedFlow) = loaded { flow = loadedFlow } else if flow.sectionCount > 0 { flow = .empty }
        if case let .custom(loadedCustom) = loaded { custom = loadedCustom } else { custom = nil }
    }

    /// The collection geometry the list has now, for a batch to read frames from after it has
    /// installed the next one.
    var currentCollection: LoadedCollection {
        switch layoutKind {
        case .table: .table
        case .grid: .grid(grid)
        case .flow: .flow(flow)
        case .custom: custom.map { .custom($0) } ?? .table
        }
    }

    /// Lays a collection out again for the viewport's width.
    ///
    /// - Complexity: O(sections) for a fixed-height grid and a flow; O(n) for a grid with
    ///   per-item heights; a custom layout's `prepare`.
    func collectionWidthChanged() {
        let width = viewport.size.width
        switch listLayout {
        case .table: break
        case .grid: if grid.width != width { grid.setWidth(width) }
        case .flow: if flow.width != width { flow.setWidth(width) }
        case let .custom(layout): custom = prepared(layout, counts: geometry.rowCounts, headers: geometry.headerHeights)
        }
    }
}
