/// A prepared custom layout as a layout model: its checked answers, items it sizes itself, and
/// batches and reloaded sizes it takes itself when it says so
/// (``CustomCollectionLayout/apply(_:sections:width:itemSize:)``,
/// ``CustomCollectionLayout/resizeItems(_:sections:width:itemSize:)``), else a fresh preparation
/// of its configuration (``UnpreparedLayout``). It is never changed in place: what it becomes is
/// a new preparation, so a batch's geometry from before keeps its frames.
extension CheckedCustomLayout: LayoutModel {
    /// A collection that sizes its own items.
    static var traits: LayoutTraits { LayoutTraits(sizesOwnItems: true) }

    /// This preparation.
    var loaded: LoadedCollection { .custom(self) }

    /// True: a custom layout's items are sized, never measured.
    ///
    /// - Complexity: O(1).
    func isMeasured(item g: Int) -> Bool { true }

    /// The layout's setting.
    ///
    /// - Complexity: O(1) plus the layout's answer.
    func pinsHeaders(style: TableStyle) -> Bool { pinsSectionHeaders }

    /// The layout after `plan`: a copy of this preparation that took the batch, if it does;
    /// else its configuration prepared afresh for the new counts.
    ///
    /// - Complexity: O(sections + k log k) for the k items that change, plus the layout's
    ///   `apply`; or its `prepare`.
    func prepareBatch<Sizes: ItemSizes>(_ plan: BatchUpdatePlan, headers: [Double], width: Double,
                                        in owner: ActiveLayout, sizes: Sizes) throws(ListError) -> ActiveLayout.BatchPreparation {
        if let batch = CollectionLayoutBatch(plan, oldHeaders: sections.headerHeights) {
            let after = CollectionSections(itemCounts: plan.newRowCounts, headerHeights: headers)
            var copy = layout
            if copy.apply(batch, sections: after, width: width, itemSize: { owner.size(ofItem: $0, in: after, sizes: sizes) }) {
                return ActiveLayout.BatchPreparation(replacement: .custom(CheckedCustomLayout(copy, sections: after, reportingTo: sizes.list)),
                                                     gridArrivals: nil)
            }
        }
        return try UnpreparedLayout(owner).prepareBatch(plan, headers: headers, width: width, in: owner, sizes: sizes)
    }

    /// A copy of this preparation that took the new sizes of `items`, if it does; else its
    /// configuration prepared afresh. Installed either way.
    ///
    /// - Complexity: O(k log k) for k items, plus the layout's `resizeItems`; or its `prepare`.
    func takeReloadedSizes<Sizes: ItemSizes>(of items: [Int], width: Double, in owner: ActiveLayout, sizes: Sizes) -> Bool {
        let now = CollectionSections(itemCounts: owner.geometry.rowCounts, headerHeights: owner.geometry.headerHeights)
        var copy = layout
        guard now == sections, copy.resizeItems(items.sorted(), sections: now, width: width,
                                                itemSize: { owner.size(ofItem: $0, in: now, sizes: sizes) }) else {
            return UnpreparedLayout(owner).takeReloadedSizes(of: items, width: width, in: owner, sizes: sizes)
        }
        owner.custom = CheckedCustomLayout(copy, sections: now, reportingTo: sizes.list)
        return true
    }

    /// Its configuration prepared afresh at `width`, installed.
    ///
    /// - Complexity: the layout's `prepare`.
    func relayout<Sizes: ItemSizes>(forWidth width: Double, in owner: ActiveLayout, sizes: Sizes) {
        UnpreparedLayout(owner).relayout(forWidth: width, in: owner, sizes: sizes)
    }
}
