/// How each layout goes through a batch update: what it builds before anything changes (all
/// that may throw), what it keeps of itself from before for the frames of items that slide in,
/// and how it takes the batch — a flow and a custom layout are built again, a grid changes in
/// place, a table's rows are the table geometry's. The list asks these, never which layout it has.
extension ActiveLayout {
    /// What the layout needs for `plan`, asked before anything changes.
    struct BatchPreparation {
        /// The geometry that replaces the collection's (a flow's, a custom layout's), if it is rebuilt.
        let replacement: LoadedCollection?
        /// A grid's arrivals: header heights and the stored heights of items that arrive.
        let gridArrivals: GridGeometry.BatchHeights?
    }

    /// Builds what the layout needs for `plan` under section headers of `headers` at `width`,
    /// changing nothing (see ``collection(after:headers:width:sizes:)`` and
    /// ``gridArrivals(after:headers:sizes:)``).
    ///
    /// - Throws: ``ListError/invalidHeight(_:at:)`` for an item height that is not finite and ≥ 0.
    /// - Complexity: as those two.
    func prepareBatch<Sizes: ItemSizes>(_ plan: BatchUpdatePlan, headers: [Double], width: Double,
                                        sizes: Sizes) throws(ListError) -> BatchPreparation {
        BatchPreparation(replacement: try collection(after: plan, headers: headers, width: width, sizes: sizes),
                         gridArrivals: try gridArrivals(after: plan, headers: headers, sizes: sizes))
    }

    /// What a collection keeps of itself before `plan`, for the frames of items that slide into
    /// view; nil for a table (its rows' frames come from the change log).
    ///
    /// - Complexity: see ``CollectionBefore/init(_:plan:)``.
    func before(_ plan: BatchUpdatePlan) -> CollectionBefore? {
        kind.isCollection ? CollectionBefore(self, plan: plan) : nil
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
        guard !olds.isEmpty, case .grid = kind, grid.revert(plan, before.taken) else { return [:] }
        var frames = [ListIndexPath: Rect]()
        for old in olds { frames[old] = grid.frame(ofItem: before.counts.globalRow(of: old)) }
        let arrivals = before.arrivals
        grid.apply(plan, headerHeights: arrivals.headerHeights) { arrivals[$0] }
        return frames
    }
}
