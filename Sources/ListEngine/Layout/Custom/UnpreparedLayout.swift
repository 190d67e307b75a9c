/// A custom layout before the list has prepared it (its configuration set, no preparation yet),
/// as a layout model: no items, no content, every frame zero — and preparing it means preparing
/// the configuration afresh, which is also what a prepared custom layout falls back to when it
/// does not take a batch or new sizes itself.
struct UnpreparedLayout: LayoutModel {
    /// The layout whose configuration (``ActiveLayout/layout``) is prepared.
    unowned(unsafe) let owner: ActiveLayout

    /// Unprepared, in `owner`.
    init(_ owner: ActiveLayout) { self.owner = owner }

    /// A custom layout's: a collection that sizes its own items.
    static var traits: LayoutTraits { LayoutTraits(sizesOwnItems: true) }

    /// None yet.
    var loaded: LoadedCollection { .table }
    /// None.
    var contentHeight: Double { 0 }
    /// None.
    func items(intersecting y0: Double, _ y1: Double) -> Range<Int> { 0..<0 }
    /// Zero.
    func frame(ofItem item: Int) -> Rect { .zero }
    /// No items to walk.
    func forEachItem(in items: Range<Int>, _ body: (_ item: Int, _ frame: Rect) -> Void) {}
    /// Zero.
    func headerFrame(ofSection section: Int) -> Rect { .zero }
    /// Zero.
    func sectionFrame(ofSection section: Int) -> Rect { .zero }
    /// None.
    func sections(intersecting y0: Double, _ y1: Double) -> Range<Int> { 0..<0 }
    /// None.
    func item(at point: Point) -> Int? { nil }
    /// True: a custom layout's items are sized, never measured.
    func isMeasured(item g: Int) -> Bool { true }

    /// The configuration's setting.
    ///
    /// - Complexity: O(1) plus the layout's answer.
    func pinsHeaders(style: TableStyle) -> Bool {
        if case let .custom(configuration) = owner.layout { configuration.pinsSectionHeaders } else { false }
    }

    /// The configuration prepared for sections of `counts` items under `headers` at `width`.
    ///
    /// - Complexity: the layout's `prepare`, and a delegate call per item it asks about.
    func preparedAfresh<Sizes: ItemSizes>(counts: [Int], headers: [Double], width: Double, sizes: Sizes) -> CheckedCustomLayout? {
        guard case let .custom(configuration) = owner.layout else { return nil }
        return owner.prepared(configuration, counts: counts, headers: headers, width: width, sizes: sizes)
    }

    /// The configuration prepared afresh for the counts after `plan`.
    ///
    /// - Complexity: the layout's `prepare`.
    func prepareBatch<Sizes: ItemSizes>(_ plan: BatchUpdatePlan, headers: [Double], width: Double,
                                        in layout: ActiveLayout, sizes: Sizes) throws(ListError) -> ActiveLayout.BatchPreparation {
        let prepared = preparedAfresh(counts: plan.newRowCounts, headers: headers, width: width, sizes: sizes)
        return ActiveLayout.BatchPreparation(replacement: prepared.map { .custom($0) } ?? .table, gridArrivals: nil)
    }

    /// The configuration prepared afresh at `width`, installed.
    ///
    /// - Complexity: the layout's `prepare`.
    func relayout<Sizes: ItemSizes>(forWidth width: Double, in layout: ActiveLayout, sizes: Sizes) {
        owner.custom = preparedAfresh(counts: owner.geometry.rowCounts, headers: owner.geometry.headerHeights, width: width, sizes: sizes)
    }

    /// The configuration prepared afresh at `width` for the sizes the delegate gives now, installed.
    ///
    /// - Complexity: the layout's `prepare`.
    func takeReloadedSizes<Sizes: ItemSizes>(of items: [Int], width: Double, in layout: ActiveLayout, sizes: Sizes) -> Bool {
        relayout(forWidth: width, in: layout, sizes: sizes)
        return true
    }
}
