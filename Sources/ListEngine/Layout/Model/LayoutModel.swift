/// One layout as the engine asks it — the table's rows (``TableRows``), a grid
/// (``GridGeometry``), a flow (``FlowGeometry``), a prepared custom layout
/// (``CheckedCustomLayout``) — so that what layouts differ in is answered by each layout's own
/// type, not by a branch at every question. ``ActiveLayout`` holds the concrete models and
/// reaches them through one dispatch point (``ActiveLayout/visit(_:)``); every requirement is
/// called on the concrete type, specialized, and the walks over many items
/// (``forEachItem(in:_:)``) run inside it: no existential call per row.
///
/// The queries are ``CollectionLayoutGeometry``'s (the content height, the items in a band,
/// frames, headers, sections, hit testing); this protocol adds what the engine needs beyond
/// them, each with a default for the layouts it does not concern.
///
/// Adding a layout: a folder with its model conforming here, its configuration a case of
/// ``ListLayout`` (with ``ListLayout/Kind``), and the line of ``ActiveLayout/visit(_:)`` that
/// hands it out.
protocol LayoutModel: CollectionLayoutGeometry {
    /// What the layout is, as far as the rest of the engine cares (constant for the type).
    static var traits: LayoutTraits { get }

    /// ``CollectionLayoutGeometry/items(intersecting:_:)``, its searches guided by `hints` and
    /// recording their paths there (``BandHints``). The default leaves them alone.
    func items(intersecting y0: Double, _ y1: Double, hints: inout BandHints) -> Range<Int>

    /// Where item `g` starts. The default: its frame's top.
    func top(ofItem g: Int) -> Double

    /// Whether item `g` has been measured (self-sizing), as opposed to estimated.
    func isMeasured(item g: Int) -> Bool

    /// Whether item `g`'s frame is exact. The default: always (only a lazy layout estimates).
    func isLaidOut(item g: Int) -> Bool

    /// Item `g`'s own size, as the layout knows it (a flow's, not narrowed to a line's room).
    /// The default: its frame's.
    func ownSize(ofItem g: Int) -> Size

    /// Section `s`'s footer frame. The default (a collection's sections have no footers): a
    /// zero-height frame at the section's bottom.
    func footerFrame(ofSection s: Int) -> Rect

    /// Where a pinned header of section `s` must stop: the section's end (the default), or a
    /// table's footer top.
    func pinnedHeaderEnd(ofSection s: Int) -> Double

    /// Whether section headers stay pinned to the top of the visible area for a list of
    /// `style`. The default: the headers scroll with their sections.
    func pinsHeaders(style: TableStyle) -> Bool

    /// The layout as a collection geometry a batch or a move keeps beside the list's
    /// (``LoadedCollection/table`` for one with none of its own).
    var loaded: LoadedCollection { get }

    /// Checks the invariants the model does not check as it changes; traps naming what is
    /// broken. The default: none.
    func _checkModelInvariants()

    /// A layout of fixed columns: how many. The default: nil, lines of items of their own sizes.
    var fixedColumns: Int? { get }

    /// Gives item `g` a size (a grid takes its height) and marks it measured or not. The
    /// default: nothing (a layout that does not take sizes item by item).
    mutating func setSize(_ size: Size, ofItem g: Int, measured: Bool)

    /// Lays out what `request` needs, asking `layout` for the sizes of items laid out for the
    /// first time. Returns whether it laid anything out. The default (a layout laid out
    /// eagerly): nothing, false.
    mutating func layOut<Sizes: ItemSizes>(_ request: LayOutRequest, in layout: ActiveLayout, sizes: Sizes) -> Bool

    /// Item `g`'s size before it is configured, for a layout that asks the delegate item by
    /// item (a flow). The default: zero.
    func initialSize<Sizes: ItemSizes>(ofItem g: Int, in layout: ActiveLayout, sizes: Sizes) -> Size

    /// The size a self-sizing item configured in `cell` measures, before it is checked; nil for
    /// a layout whose items are not measured this way (the default: a table's rows are measured
    /// by the table's own path, a custom layout sizes its items).
    func measuredSize<Sizes: ItemSizes>(of cell: ListCell, item g: Int, at indexPath: ListIndexPath,
                                        contentWidth: Double, sizes: Sizes) -> Size?

    /// Builds what the layout needs to take `plan`, under `headers` at `width`, changing
    /// nothing: a geometry that replaces this one, or what an in-place change brings in.
    ///
    /// - Throws: ``ListError/invalidHeight(_:at:)`` for an item height that is not finite and ≥ 0.
    func prepareBatch<Sizes: ItemSizes>(_ plan: BatchUpdatePlan, headers: [Double], width: Double,
                                        in layout: ActiveLayout, sizes: Sizes) throws(ListError) -> ActiveLayout.BatchPreparation

    /// Where the rows `plan` moves are (by index path before it), for a layout that a batch
    /// changes in place and that keeps no copy of itself from before (a grid with per-item
    /// heights: ``CollectionBefore``). The default: nil, the layout's copy from before answers.
    func framesOfMoves(in plan: BatchUpdatePlan, in layout: ActiveLayout) -> [ListIndexPath: Rect]?

    /// Places the items again from the start, forgetting where they were placed (a masonry's
    /// columns). The default: nothing, a layout whose placement depends only on the items.
    mutating func rebalance()

    /// Lays the items out again for a new `width` (a custom layout installs a new preparation
    /// in `layout`).
    mutating func relayout<Sizes: ItemSizes>(forWidth width: Double, in layout: ActiveLayout, sizes: Sizes)

    /// Takes the new sizes of `items` (global numbers), whose rows a reload changed, for a layout
    /// that reads sizes only as it is prepared (a custom one: it prepares again, or takes them
    /// itself), installing what it becomes in `layout`. Returns whether it did; the default,
    /// false: the layout takes reloaded sizes item by item (``setSize(_:ofItem:measured:)``).
    mutating func takeReloadedSizes<Sizes: ItemSizes>(of items: [Int], width: Double, in layout: ActiveLayout, sizes: Sizes) -> Bool
}

/// What a layout is, as far as the rest of the engine cares: the differences between layouts
/// that are not questions about frames.
struct LayoutTraits {
    /// Whether the items' frames come from a collection geometry of their own, several side by
    /// side in lines, rather than from the table geometry's rows.
    var hasCollectionGeometry = true
    /// Whether the layout lays items out only as far as it is asked (lines beyond estimated).
    var laysOutLazily = false
    /// Whether the delegate's per-row heights (``RowHeight/perRow``) size the items; a layout
    /// that asks for item sizes (a flow) does not take them.
    var takesPerRowHeights = true
    /// Whether the layout sizes its items itself (a custom layout): no self-sizing, no
    /// measuring, no sizes given item by item.
    var sizesOwnItems = false
    /// Whether an item's height moves only the items below it in its own column (a masonry):
    /// items measured above the viewport move its columns apart, so the item a change kept in
    /// place holds the place through the pass that measures what the change brought, rather than
    /// an item of another column chosen again.
    var movesColumnsApart = false
}

/// What a lazy layout is asked to lay out (``LayoutModel/layOut(_:in:sizes:)``).
enum LayOutRequest {
    /// Exactly what the band `y0 ..< y1` shows.
    case band(_ y0: Double, _ y1: Double)
    /// Everything through item `g`, so that its frame is exact.
    case through(_ g: Int)
    /// Whole sections above laid-out item `g` until `height` points above its top are exact.
    case above(_ g: Int, by: Double)
    /// The last sections, until the content reaches down to `y`.
    case reaching(_ y: Double)
}

extension LayoutModel {
    /// Item `g`'s size measured at the width its frame has (a column's): the height its cell
    /// answers, else the delegate's, else its frame's — what a grid and a masonry measure.
    ///
    /// - Complexity: as ``CollectionLayoutGeometry/frame(ofItem:)``, plus the cell's measurement.
    func sizeInColumn<Sizes: ItemSizes>(of cell: ListCell, item g: Int, at indexPath: ListIndexPath, sizes: Sizes) -> Size {
        var size = frame(ofItem: g).size
        if let height = cell.preferredHeight(fittingWidth: size.width) ?? sizes.delegateHeight(ofRow: indexPath) {
            size.height = height
        }
        return size
    }

    /// The items in the band, the hints left as they are: for a layout that keeps none.
    ///
    /// - Complexity: as ``CollectionLayoutGeometry/items(intersecting:_:)``.
    func items(intersecting y0: Double, _ y1: Double, hints: inout BandHints) -> Range<Int> {
        items(intersecting: y0, y1)
    }

    /// Item `g`'s frame's top.
    ///
    /// - Complexity: as ``CollectionLayoutGeometry/frame(ofItem:)``.
    func top(ofItem g: Int) -> Double { frame(ofItem: g).minY }

    /// Always: the layout is laid out eagerly.
    ///
    /// - Complexity: O(1).
    func isLaidOut(item g: Int) -> Bool { true }

    /// Item `g`'s frame's size.
    ///
    /// - Complexity: as ``CollectionLayoutGeometry/frame(ofItem:)``.
    func ownSize(ofItem g: Int) -> Size { frame(ofItem: g).size }

    /// A zero-height frame at section `s`'s bottom.
    ///
    /// - Complexity: as ``CollectionLayoutGeometry/sectionFrame(ofSection:)``.
    func footerFrame(ofSection s: Int) -> Rect {
        let frame = sectionFrame(ofSection: s)
        return Rect(x: frame.minX, y: frame.maxY, width: frame.width, height: 0)
    }

    /// Section `s`'s end.
    ///
    /// - Complexity: as ``CollectionLayoutGeometry/sectionFrame(ofSection:)``.
    func pinnedHeaderEnd(ofSection s: Int) -> Double { sectionFrame(ofSection: s).maxY }

    /// False.
    ///
    /// - Complexity: O(1).
    func pinsHeaders(style: TableStyle) -> Bool { false }

    /// None.
    ///
    /// - Complexity: O(1).
    func _checkModelInvariants() {}

    /// Nil: a copy of the layout answers.
    ///
    /// - Complexity: O(1).
    func framesOfMoves(in plan: BatchUpdatePlan, in layout: ActiveLayout) -> [ListIndexPath: Rect]? { nil }

    /// Nil.
    ///
    /// - Complexity: O(1).
    var fixedColumns: Int? { nil }

    /// False: sizes are taken item by item.
    ///
    /// - Complexity: O(1).
    mutating func takeReloadedSizes<Sizes: ItemSizes>(of items: [Int], width: Double, in layout: ActiveLayout,
                                                      sizes: Sizes) -> Bool { false }

    /// Nothing.
    ///
    /// - Complexity: O(1).
    mutating func setSize(_ size: Size, ofItem g: Int, measured: Bool) {}

    /// Nothing.
    ///
    /// - Complexity: O(1).
    mutating func rebalance() {}

    /// Nothing: false.
    ///
    /// - Complexity: O(1).
    mutating func layOut<Sizes: ItemSizes>(_ request: LayOutRequest, in layout: ActiveLayout, sizes: Sizes) -> Bool { false }

    /// Zero.
    ///
    /// - Complexity: O(1).
    func initialSize<Sizes: ItemSizes>(ofItem g: Int, in layout: ActiveLayout, sizes: Sizes) -> Size { .zero }

    /// Nil.
    ///
    /// - Complexity: O(1).
    func measuredSize<Sizes: ItemSizes>(of cell: ListCell, item g: Int, at indexPath: ListIndexPath,
                                        contentWidth: Double, sizes: Sizes) -> Size? { nil }
}
