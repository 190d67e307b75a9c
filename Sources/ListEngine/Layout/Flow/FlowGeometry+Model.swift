/// A flow as a layout model: items of their own sizes, which it asks the delegate for item by
/// item, laid out lazily as far as it is asked; a batch rebuilds it, keeping what it laid out
/// above each section's first change.
extension FlowGeometry: LayoutModel {
    /// A collection laid out lazily that asks for item sizes (no per-row heights).
    static var traits: LayoutTraits { LayoutTraits(laysOutLazily: true, takesPerRowHeights: false) }

    /// Item `g`'s size as the flow knows it (not narrowed to a line's room), else its frame's.
    ///
    /// - Complexity: O(log n).
    func ownSize(ofItem g: Int) -> Size { knownSize(ofItem: g) ?? frame(ofItem: g).size }

    /// A copy of the flow (its arrays shared until either changes).
    var loaded: LoadedCollection { .flow(self) }

    /// Whether headers pin: the flow's setting.
    ///
    /// - Complexity: O(1).
    func pinsHeaders(style: TableStyle) -> Bool { layout.pinsSectionHeaders }

    /// Lays out what `request` needs, asking for the sizes of items laid out for the first
    /// time (``initialSize(ofItem:in:sizes:)``). Returns whether it laid anything out (for
    /// ``LayOutRequest/reaching(_:)``: whether the content fell short of it).
    ///
    /// - Complexity: O(log n) when laid out already; otherwise O(log n + the items laid out).
    mutating func layOut<Sizes: ItemSizes>(_ request: LayOutRequest, in owner: ActiveLayout, sizes: Sizes) -> Bool {
        // The estimate is read before the flow changes: sizes are asked while it lays out.
        let estimate = layout.estimatedItemSize
        func sizeOf(_ g: Int) -> Size { Self.initialSize(ofItem: g, estimate: estimate, in: owner, sizes: sizes) }
        switch request {
        case let .band(y0, y1):
            let before = layOuts
            prepare(y0, y1, sizeOf: sizeOf)
            return layOuts != before
        case let .through(g):
            guard !isLaidOut(item: g) else { return false }
            layOut(through: g, sizeOf: sizeOf)
            return true
        case let .above(g, height):
            guard height > 0 else { return false }
            return layOut(above: g, by: height, sizeOf: sizeOf)
        case let .reaching(y):
            guard contentHeight < y else { return false }
            layOut(reaching: y, sizeOf: sizeOf)
            return true
        }
    }

    /// Item `g`'s size before it is configured: the delegate's, or the flow's estimate
    /// (self-sizing items, or none given); the row height's fixed height if it has one. A size
    /// that is not finite and ≥ 0 is reported and replaced by the estimate.
    ///
    /// - Complexity: O(log sections) plus a delegate call.
    func initialSize<Sizes: ItemSizes>(ofItem g: Int, in owner: ActiveLayout, sizes: Sizes) -> Size {
        Self.initialSize(ofItem: g, estimate: layout.estimatedItemSize, in: owner, sizes: sizes)
    }

    /// Item `g`'s size before it is configured, starting from `estimate` (see
    /// ``initialSize(ofItem:in:sizes:)``).
    ///
    /// - Complexity: O(log sections) plus a delegate call.
    static func initialSize<Sizes: ItemSizes>(ofItem g: Int, estimate: Size, in owner: ActiveLayout, sizes: Sizes) -> Size {
        var estimate = estimate
        if case let .fixed(height) = owner.rowHeight { estimate.height = height }
        if case .selfSizing = owner.rowHeight { return estimate }
        let indexPath = owner.geometry.indexPath(ofRow: g)
        guard var size = sizes.size(ofItemAt: indexPath) else { return estimate }
        if case let .fixed(height) = owner.rowHeight { size.height = height }
        return owner.checked(size, at: indexPath, sizes: sizes) ?? estimate
    }

    /// The item's size as its cell measures it within the room between the section insets,
    /// else the delegate's, else the size it has.
    ///
    /// - Complexity: O(log n) plus the cell's measurement.
    func measuredSize<Sizes: ItemSizes>(of cell: ListCell, item g: Int, at indexPath: ListIndexPath,
                                        contentWidth: Double, sizes: Sizes) -> Size? {
        let room = Swift.max(0, contentWidth - layout.sectionInset.left - layout.sectionInset.right)
        return cell.preferredSize(fittingWidth: room) ?? sizes.size(ofItemAt: indexPath) ?? ownSize(ofItem: g)
    }

    /// The flow after `plan`, rebuilt: what it laid out above each section's first change, and
    /// every size it knew, carried over (a self-sizing item reloaded keeps its size as an
    /// estimate until measured again).
    ///
    /// - Complexity: O(sections + the sizes known in the sections that change).
    func prepareBatch<Sizes: ItemSizes>(_ plan: BatchUpdatePlan, headers: [Double], width: Double,
                                        in owner: ActiveLayout, sizes: Sizes) throws(ListError) -> ActiveLayout.BatchPreparation {
        ActiveLayout.BatchPreparation(replacement: .flow(applying(plan, headerHeights: headers, keepingReloadedSizes: owner.isSelfSizing)),
                                      gridArrivals: nil)
    }

    /// Checks the lines laid out (``_checkInvariants()``).
    ///
    /// - Complexity: O(n) for the laid-out items.
    func _checkModelInvariants() { _checkInvariants() }

    /// Lays the lines out again at `width`, if it is new (lazily).
    ///
    /// - Complexity: O(sections).
    mutating func relayout<Sizes: ItemSizes>(forWidth width: Double, in layout: ActiveLayout, sizes: Sizes) {
        if self.width != width { setWidth(width) }
    }
}
