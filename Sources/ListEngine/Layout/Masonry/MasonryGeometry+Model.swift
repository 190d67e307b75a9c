/// A masonry as a layout model: items of the column's width and the heights the list's
/// ``RowHeight`` gives (fixed, the delegate's per item, or measured), placed lazily and kept in
/// their columns; a batch places each changed section again in its new order, every placed item
/// in its column.
extension MasonryGeometry: LayoutModel {
    /// A collection placed lazily that takes per-row heights, in columns that heights move apart.
    static var traits: LayoutTraits { LayoutTraits(laysOutLazily: true, movesColumnsApart: true) }

    /// A copy of the masonry (its arrays shared until either changes).
    var loaded: LoadedCollection { .masonry(self) }

    /// Whether headers pin: the masonry's setting.
    ///
    /// - Complexity: O(1).
    func pinsHeaders(style: TableStyle) -> Bool { layout.pinsSectionHeaders }

    /// Places what `request` needs, asking whether each item placed spans every column
    /// (``ItemSizes/isFullSpan(itemAt:)``) and its height (``ItemSizes/initialHeight(ofRow:)``;
    /// one that is not finite and ≥ 0 is reported and replaced by the estimate). Returns whether
    /// it placed anything. A request with nothing to place (most passes': their band is placed
    /// already) returns before anything is set up for asking.
    ///
    /// - Complexity: O(log n) when placed already; otherwise O(log n + the items placed × columns).
    mutating func layOut<Sizes: ItemSizes>(_ request: LayOutRequest, in owner: ActiveLayout, sizes: Sizes) -> Bool {
        switch request {
        case let .band(y0, y1):
            guard firstSectionToPlace(y0, y1) != nil else { return false }
        case let .through(g):
            guard !isLaidOut(item: g) else { return false }
        case let .above(g, height):
            guard height > 0, firstSectionToPlace(above: g, by: height) != nil else { return false }
        case let .reaching(y):
            guard contentHeight < y else { return false }
        }
        let estimate = layout.estimatedItemHeight
        let width = metrics.columnWidth
        let sections = items
        func path(_ g: Int) -> ListIndexPath {
            let s = sections.section(containingItem: g)
            return ListIndexPath(row: g - sections.start[s], section: s)
        }
        func sizeOf(_ g: Int) -> Size { Size(width: width, height: Self.height(at: path(g), estimate: estimate, sizes: sizes)) }
        func isFullSpan(_ g: Int) -> Bool { sizes.isFullSpan(itemAt: path(g)) }
        let before = layOuts
        switch request {
        case let .band(y0, y1):
            prepare(y0, y1, isFullSpan: isFullSpan, sizeOf: sizeOf)
        case let .through(g):
            layOut(through: g, isFullSpan: isFullSpan, sizeOf: sizeOf)
        case let .above(g, height):
            return layOut(above: g, by: height, isFullSpan: isFullSpan, sizeOf: sizeOf)
        case let .reaching(y):
            layOut(reaching: y, isFullSpan: isFullSpan, sizeOf: sizeOf)
        }
        return layOuts != before
    }

    /// The height of the item at `indexPath` before it is configured: the list's
    /// (``ItemSizes/initialHeight(ofRow:)``), or `estimate` where that is not finite and ≥ 0
    /// (reported).
    ///
    /// - Complexity: O(1) plus a delegate call.
    static func height<Sizes: ItemSizes>(at indexPath: ListIndexPath, estimate: Double, sizes: Sizes) -> Double {
        let height = sizes.initialHeight(ofRow: indexPath)
        guard ListView.isValidHeight(height) else {
            sizes.report(.invalidHeight(height, at: indexPath))
            return length(estimate)
        }
        return height
    }

    /// The item's height as its cell measures it at the column's width, else the delegate's,
    /// at the column's width.
    ///
    /// - Complexity: O(log n) plus the cell's measurement.
    func measuredSize<Sizes: ItemSizes>(of cell: ListCell, item g: Int, at indexPath: ListIndexPath,
                                        contentWidth: Double, sizes: Sizes) -> Size? {
        sizeInColumn(of: cell, item: g, at: indexPath, sizes: sizes)
    }

    /// The masonry after `plan`: each changed section placed again in its new order, every
    /// placed item in its column (``applying(_:headerHeights:keepingReloadedSizes:isFullSpan:entry:)``),
    /// an arriving one across every column where the delegate says so.
    ///
    /// - Throws: ``ListError/invalidHeight(_:at:)`` for an arriving item's height that is not
    ///   finite and ≥ 0.
    /// - Complexity: O(n) for the items of the sections that change, up to their last placed.
    func prepareBatch<Sizes: ItemSizes>(_ plan: BatchUpdatePlan, headers: [Double], width: Double,
                                        in owner: ActiveLayout, sizes: Sizes) throws(ListError) -> ActiveLayout.BatchPreparation {
        let after = try applying(plan, headerHeights: headers, keepingReloadedSizes: owner.isSelfSizing,
                                 isFullSpan: { sizes.isFullSpan(itemAt: $0) }) { path throws(ListError) in
            let height = sizes.initialHeight(ofRow: path)
            guard ListView.isValidHeight(height) else { throw .invalidHeight(height, at: path) }
            return HeightIndex.Entry(height: height)
        }
        return ActiveLayout.BatchPreparation(replacement: .masonry(after), gridArrivals: nil)
    }

    /// Checks every section's placement (``_checkInvariants()``).
    ///
    /// - Complexity: O(n) for the placed items.
    func _checkModelInvariants() { _checkInvariants() }

    /// Lays the columns out again at `width`, if it is new: the same column count keeps every
    /// placement, another places the items again lazily.
    ///
    /// - Complexity: O(sections × columns), or O(n).
    mutating func relayout<Sizes: ItemSizes>(forWidth width: Double, in layout: ActiveLayout, sizes: Sizes) {
        if self.width != width { setWidth(width) }
    }
}
