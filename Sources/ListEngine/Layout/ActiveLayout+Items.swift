/// What the layout needs from the delegate as it lays items out: the sizes of items laid out
/// for the first time or measured, the geometry built for a reload or a batch, a custom layout
/// prepared. Each layout's model answers for itself (``LayoutModel``) — a flow lays out lazily,
/// a grid measures at its column's width, a custom layout is prepared again or takes new sizes
/// itself — so that the list asks the layout, never which layout it has.
extension ActiveLayout {
    /// Lays out exactly what the band `y0 ..< y1` shows (a lazy layout, a flow, lays its lines
    /// out as far as they are asked; the others are exact already), asking for the sizes of
    /// items laid out for the first time. Returns whether it laid anything out (frames that
    /// were estimated may have changed).
    ///
    /// - Complexity: O(log n) when the band is laid out already; otherwise O(items laid out).
    func prepare<Sizes: ItemSizes>(_ y0: Double, _ y1: Double, sizes: Sizes) -> Bool {
        visit(LayoutChanges.LayOut(request: .band(y0, y1), layout: self, sizes: sizes))
    }

    /// Lays the layout out through item `g`, so that its frame is exact (only a lazy layout has
    /// anything to do). Returns whether it laid anything out: frames may have moved (the
    /// sections below), and a caller whose cells are in place refreshes them.
    ///
    /// - Complexity: O(log n + the items laid out).
    @discardableResult
    func layOut<Sizes: ItemSizes>(through g: Int, sizes: Sizes) -> Bool {
        visit(LayoutChanges.LayOut(request: .through(g), layout: self, sizes: sizes))
    }

    /// Lays out whole sections above laid-out item `g` until `height` points above its top are
    /// exact (see ``FlowGeometry/layOut(above:by:sizeOf:)``); nothing for a layout laid out
    /// eagerly. Returns whether it laid anything out.
    ///
    /// - Complexity: O(log n + the items laid out).
    func layOut<Sizes: ItemSizes>(above g: Int, by height: Double, sizes: Sizes) -> Bool {
        visit(LayoutChanges.LayOut(request: .above(g, by: height), layout: self, sizes: sizes))
    }

    /// Lays the last sections out until the content reaches down to `y` (see
    /// ``FlowGeometry/layOut(reaching:sizeOf:)``); nothing for a layout laid out eagerly.
    /// Returns whether it laid anything out.
    ///
    /// - Complexity: O(log n + the items laid out).
    @discardableResult
    func layOut<Sizes: ItemSizes>(reaching y: Double, sizes: Sizes) -> Bool {
        visit(LayoutChanges.LayOut(request: .reaching(y), layout: self, sizes: sizes))
    }

    /// Whether item `g`'s frame intersects the band `y0 ..< y1`: a collection's visible range
    /// holds, in its first line, items that end above the viewport. A table's rows in its
    /// visible range all do.
    ///
    /// - Complexity: O(log n).
    func intersects(item g: Int, _ y0: Double, _ y1: Double) -> Bool {
        guard hasCollectionGeometry else { return true }
        let frame = frame(ofItem: g)
        return frame.maxY > y0 && frame.minY < y1
    }

    /// An item's size before it is configured, for a layout that asks the delegate item by
    /// item (a flow: see ``FlowGeometry/initialSize(ofItem:in:sizes:)``). Zero for other layouts.
    ///
    /// - Complexity: O(log sections) plus a delegate call.
    func initialSize<Sizes: ItemSizes>(ofItem g: Int, sizes: Sizes) -> Size {
        visit(LayoutChanges.InitialSize(item: g, layout: self, sizes: sizes))
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

    /// Measures a self-sizing item that has just been configured in `cell`, as its layout
    /// measures it (``LayoutModel/measuredSize(of:item:at:contentWidth:sizes:)``: a grid's at
    /// the item's width, a flow's within `contentWidth` less its insets), checked. Returns
    /// whether its frame changed; nothing for a table (its rows are measured by the table's
    /// geometry) or a custom layout.
    ///
    /// - Complexity: O(log n).
    func measure<Sizes: ItemSizes>(item g: Int, cell: ListCell, indexPath: ListIndexPath, contentWidth: Double,
                                   sizes: Sizes) -> Bool {
        let before = frame(ofItem: g)
        guard let measured = visit(LayoutChanges.MeasuredSize(cell: cell, item: g, indexPath: indexPath,
                                                              contentWidth: contentWidth, sizes: sizes)) else { return false }
        guard let size = checked(measured, at: indexPath, sizes: sizes) else {
            setCollectionSize(knownSize(ofItem: g), ofItem: g, measured: true)
            return false
        }
        setCollectionSize(size, ofItem: g, measured: true)
        return frame(ofItem: g) != before
    }

    /// A collection item's size for a reload: a grid's per-item `height` given, a flow's (a
    /// layout that asks for item sizes) asked again; self-sizing items keep theirs as an estimate until measured again. Returns
    /// whether its frame changed. A fixed height stays closed-form (no memory per item); a
    /// custom layout sized its items as it prepared.
    ///
    /// - Complexity: O(log n) plus a delegate call.
    func resizeForReload<Sizes: ItemSizes>(item g: Int, height: Double?, sizes: Sizes) -> Bool {
        let traits = traits
        if case .fixed = rowHeight, traits.takesPerRowHeights { return false }
        if traits.sizesOwnItems { return false }
        let before = frame(ofItem: g)
        var size = knownSize(ofItem: g)
        if !traits.takesPerRowHeights, !isSelfSizing {
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
        case .table, .sheet:
            return .table
        case let .flow(flowLayout):
            return .flow(FlowGeometry(itemCounts: counts, headerHeights: headers, layout: flowLayout, width: width))
        case let .masonry(masonryLayout):
            return .masonry(MasonryGeometry(itemCounts: counts, headerHeights: headers, layout: masonryLayout, width: width))
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
        layout.prepare(sections: sections, width: width) { g in size(ofItem: g, in: sections, sizes: sizes, itemPath: itemPath) }
        return CheckedCustomLayout(layout, sections: sections, reportingTo: sizes.list)
    }

    /// Item `g`'s size as the delegate gives it to a custom layout for `sections` (a size that
    /// is not finite and ≥ 0 is reported and left out; nil for an item that does not exist).
    /// `itemPath`, if given, is where the delegate finds item `g`.
    ///
    /// - Complexity: O(log sections) plus a delegate call.
    func size<Sizes: ItemSizes>(ofItem g: Int, in sections: CollectionSections, sizes: Sizes,
                                itemPath: ((Int) -> ListIndexPath)? = nil) -> Size? {
        guard g >= 0, g < sections.itemCount else { return nil }
        let s = sections.section(containingItem: g)
        let indexPath = itemPath?(g) ?? ListIndexPath(row: g - sections.firstItem(inSection: s), section: s)
        return sizes.size(ofItemAt: indexPath).flatMap { checked($0, at: indexPath, sizes: sizes) }
    }

    /// Gives a layout that reads its items' sizes only as it is prepared (a custom one) the new
    /// sizes of the items of `rows`, whose rows a reload changed, at `width`: it takes them
    /// itself or is prepared again. Returns whether it did; the other layouts take reloaded
    /// sizes item by item.
    ///
    /// - Complexity: O(1) for the others; a custom layout's `resizeItems` or `prepare`.
    func prepareForReloadedSizes<Sizes: ItemSizes>(of rows: [(row: Int, height: Double?)], width: Double, sizes: Sizes) -> Bool {
        guard traits.sizesOwnItems else { return false }
        return visit(LayoutChanges.TakeReloadedSizes(items: rows.map(\.row), width: width, layout: self, sizes: sizes))
    }

    /// Lays the items out again for a new `width`: a collection's lines, or a table's
    /// self-sizing rows to be measured again (their heights kept as estimates until they are
    /// configured: wrapped text takes other heights).
    ///
    /// - Complexity: O(sections) for a fixed-height grid and a flow; O(n) for a grid with
    ///   per-item heights and a table of self-sizing rows; a custom layout's `prepare`.
    func widthChanged<Sizes: ItemSizes>(to width: Double, sizes: Sizes) {
        visit(LayoutChanges.Relayout(width: width, layout: self, sizes: sizes))
    }
}
