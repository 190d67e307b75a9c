/// How each layout goes through a batch update: what it builds before anything changes (all
/// that may throw), what it keeps of itself from before for the frames of items that slide in,
/// and how it takes the batch — a flow and a custom layout are built again (a custom layout may
/// take it itself), a grid changes in place, a table's rows are the table geometry's. The list
/// asks these, never which layout it has.
extension ActiveLayout {
    /// What the layout needs for `plan`, asked before anything changes.
    struct BatchPreparation {
        /// The geometry that replaces the collection's (a flow's, a custom layout's), if it is rebuilt.
        let replacement: LoadedCollection?
        /// A grid's arrivals: header heights and the stored heights of items that arrive.
        let gridArrivals: GridGeometry.BatchHeights?
    }

    /// Builds what the layout needs for `plan` under section headers of `headers` at `width`,
    /// changing nothing: each layout's model says how it takes a batch
    /// (``LayoutModel/prepareBatch(_:headers:width:in:sizes:)``) — a flow rebuilt keeping what
    /// it laid out above each section's first change, a grid's arrivals for a change in place,
    /// a custom layout's copy that took the batch itself or its configuration prepared afresh.
    ///
    /// - Throws: ``ListError/invalidHeight(_:at:)`` for an item height that is not finite and ≥ 0.
    /// - Complexity: the layout's (a flow: O(sections + the sizes known in the sections that
    ///   change); a grid: O(sections + k log k) and a delegate call for each of the k items that
    ///   arrive; a custom layout: its `apply` or `prepare`).
    func prepareBatch<Sizes: ItemSizes>(_ plan: BatchUpdatePlan, headers: [Double], width: Double,
                                        sizes: Sizes) throws(ListError) -> BatchPreparation {
        try visit(LayoutChanges.PrepareBatch(plan: plan, headers: headers, width: width, layout: self, sizes: sizes)).get()
    }

    /// What a collection keeps of itself before `plan`, for the frames of items that slide into
    /// view; nil for a table (its rows' frames come from the change log).
    ///
    /// - Complexity: see ``CollectionBefore/init(_:plan:)``.
    func before(_ plan: BatchUpdatePlan) -> CollectionBefore? {
        hasCollectionGeometry ? CollectionBefore(self, plan: plan) : nil
    }

    /// Takes `plan` into the collection's geometry (the table's has taken it already): installs
    /// a rebuilt one, or changes a grid in place, noting in `before` what it took out.
    ///
    /// - Complexity: O(1) to install; a grid: O(sections + k log n) for k items that change.
    func apply(_ preparation: BatchPreparation, of plan: BatchUpdatePlan, before: inout CollectionBefore?) {
        if let replacement = preparation.replacement {
            install(replacement)
        } else if let arrivals = preparation.gridArrivals {
            before?.arrivals = arrivals
            before?.taken = grid.apply(plan, headerHeights: arrivals.headerHeights) { arrivals[$0] }
        }
    }

    /// Where the items at `olds` (index paths before the batch) were, in a grid with per-item
    /// heights that the batch has changed in place: the grid undoes the batch, gives their
    /// frames, and applies it again. Empty for other layouts, whose `before` knows every frame.
    ///
    /// - Complexity: O(1) when `olds` is empty; otherwise twice the batch's cost on the grid,
    ///   plus O(olds.count × log n).
    func framesBeforeBatch(of olds: [ListIndexPath], plan: BatchUpdatePlan, before: CollectionBefore) -> [ListIndexPath: Rect] {
        guard !olds.isEmpty, before.geometry == nil, grid.revert(plan, before.taken) else { return [:] }
        var frames = [ListIndexPath: Rect]()
        for old in olds { frames[old] = grid.frame(ofItem: before.counts.globalRow(of: old)) }
        let arrivals = before.arrivals
        grid.apply(plan, headerHeights: arrivals.headerHeights) { arrivals[$0] }
        return frames
    }
}
