/// The list's layout, whichever it is: the table's geometry, a grid's or a flow's
/// (``GridGeometry``, ``FlowGeometry``), or a custom layout's, and the settings they are built
/// from (the ``ListLayout``, the ``RowHeight``, the style and its metrics, the rows' horizontal
/// extent).
///
/// Each layout is a ``LayoutModel`` — ``TableRows``, ``GridGeometry``, ``FlowGeometry``,
/// ``CheckedCustomLayout`` — and every question goes through one dispatch point,
/// ``visit(_:)``, to the concrete model, specialized: no existential or unspecialized generic
/// dispatch reaches the built-in layouts' frame path, and what layouts differ in is answered by
/// each model, not by a branch here. A custom layout is asked through its protocol a question
/// at a time, every answer checked as it arrives (``CheckedCustomLayout``). Walks over many
/// items happen inside each layout's own code.
///
/// The table's geometry is always there, for every layout: it holds the sections and their
/// counts (for a collection, rows of no height), which index paths are numbered by.
///
/// A class, as the list's other parts that call out are: a question that reaches a custom
/// layout calls code the engine does not know, and on a value the compiler would copy every
/// geometry (a retain and a release of each of their arrays) around each such question.
final class ActiveLayout {
    /// How the list arranges its items.
    @exclusivity(unchecked) var layout: ListLayout {
        didSet {
            kind = layout.kind
            layoutChanges &+= 1
        }
    }
    /// Counts the changes of ``layout``: a part that reads its configuration (a sheet's) knows
    /// from it whether to read it again.
    @exclusivity(unchecked) private(set) var layoutChanges = 0
    /// ``layout``'s kind, kept beside it: what ``visit(_:)`` switches on.
    @exclusivity(unchecked) private(set) var kind: ListLayout.Kind
    /// How rows and items get their heights.
    @exclusivity(unchecked) var rowHeight: RowHeight
    /// The left edge and width of a table's rows, headers and footers (inset in the
    /// inset-grouped style); the list sets it when the viewport's width or the metrics change.
    @exclusivity(unchecked) var rowExtent: (x: Double, width: Double) = (0, 0)
    /// Sections and their row counts, and a table's vertical geometry.
    @exclusivity(unchecked) var geometry = TableGeometry()
    /// The items' frames when the layout is a grid (otherwise empty). Not optional: it is called
    /// in place, where unwrapping an optional would copy it (a retain and a release of each of its
    /// arrays) for every question.
    @exclusivity(unchecked) var grid = GridGeometry.empty
    /// The items' frames when the layout is a flow.
    @exclusivity(unchecked) var flow = FlowGeometry.empty
    /// The items' frames when the layout is a masonry.
    @exclusivity(unchecked) var masonry = MasonryGeometry.empty
    /// The prepared copy of the custom layout when the layout is ``ListLayout/custom(_:)``.
    @exclusivity(unchecked) var custom: CheckedCustomLayout?

    /// The table style, fixed at creation (``ListView/style``).
    let style: TableStyle
    /// Default header, footer and inset measurements (``ListView/metrics``).
    @exclusivity(unchecked) var metrics = TableMetrics()

    init(layout: ListLayout, rowHeight: RowHeight, style: TableStyle = .plain) {
        self.layout = layout
        self.kind = layout.kind
        self.rowHeight = rowHeight
        self.style = style
    }

    /// Sets ``rowExtent`` for a viewport `width` wide: the style's side insets (an inset-grouped
    /// table's) and the width between them.
    ///
    /// - Complexity: O(1).
    func updateRowExtent(viewportWidth width: Double) {
        let inset = metrics.sideInset(style: style)
        rowExtent = (inset, Swift.max(0, width - 2 * inset))
    }

    /// Whether rows or items size themselves.
    var isSelfSizing: Bool {
        if case .selfSizing = rowHeight { true } else { false }
    }

    // MARK: What layouts differ in

    /// What the layout is (``LayoutModel/traits``).
    ///
    /// - Complexity: O(1).
    var traits: LayoutTraits { visit(LayoutQuestions.Traits()) }

    /// Whether the items' frames come from a collection geometry of their own (a grid's, a
    /// flow's, a custom layout's), several side by side in lines, rather than from the table
    /// geometry's rows. Such a layout keeps the place by the frame of an item on screen, its
    /// sections have no footers, and the table geometry holds only their counts and headers.
    var hasCollectionGeometry: Bool { traits.hasCollectionGeometry }

    /// Whether the layout lays items out only as far as it is asked (a flow: lines beyond are
    /// estimated until laid out), so that keeping a place may first need laying out through it,
    /// and the content's end is exact only once the last lines are laid out.
    var laysOutLazily: Bool { traits.laysOutLazily }

    /// Whether the delegate's per-row heights (``RowHeight/perRow``) size the rows or items: a
    /// table's and a grid's; a flow asks the delegate for sizes instead.
    var takesPerRowHeights: Bool {
        if case .perRow = rowHeight { traits.takesPerRowHeights } else { false }
    }

    /// Whether a layout pass may move items already placed: a lazy layout laying lines out for
    /// the first time, or a collection's items measuring themselves.
    var mayMoveItemsInPass: Bool {
        let traits = traits
        return traits.laysOutLazily || (traits.hasCollectionGeometry && isSelfSizing)
    }

    /// Whether a height moves only its own column's items (a masonry), so that the item a change
    /// kept in place holds the place through the next pass (``PlaceKeeper/held``).
    var movesColumnsApart: Bool { traits.movesColumnsApart }

    /// Whether a new viewport width lays the items out again (a collection) or has rows measured
    /// again (self-sizing rows wrap at another width).
    var dependsOnWidth: Bool { hasCollectionGeometry || isSelfSizing }

    /// Whether a row or item configured now is measured: it sizes itself and is not measured yet
    /// (a table's rows are measured by the table's own path).
    ///
    /// - Complexity: O(log n).
    func needsItemMeasurement(_ g: Int) -> Bool {
        hasCollectionGeometry && isSelfSizing && !isMeasured(item: g)
    }

    // MARK: Where items and sections are

    /// The rows or items whose frames intersect the band `y0 ..< y1` (see
    /// ``CollectionLayoutGeometry/items(intersecting:_:)``).
    ///
    /// - Complexity: O(log n).
    @inline(__always)
    func items(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        var hints = BandHints()
        return items(intersecting: y0, y1, hints: &hints)
    }

    /// ``items(intersecting:_:)``, the searches guided by `hints` and recording their paths
    /// there (``BandHints``): for a band asked about every pass.
    ///
    /// - Complexity: O(log n).
    @inline(__always)
    func items(intersecting y0: Double, _ y1: Double, hints: inout BandHints) -> Range<Int> {
        let found = visit(LayoutQuestions.Items(y0: y0, y1: y1, hints: hints))
        hints = found.hints
        return found.items
    }

    /// The frame of row or item `g`.
    ///
    /// - Complexity: O(log n).
    func frame(ofItem g: Int) -> Rect { visit(LayoutQuestions.Frame(item: g)) }

    /// Where row or item `g` starts.
    ///
    /// - Complexity: O(log n).
    func top(ofItem g: Int) -> Double { visit(LayoutQuestions.Top(item: g)) }

    /// Calls `body` with each row or item of `items` in order and its frame: the walk runs in
    /// the layout's own model.
    ///
    /// - Complexity: O(log n + items.count).
    @inline(__always)
    func forEachFrame(in items: Range<Int>, _ body: (_ item: Int, _ frame: Rect) -> Void) {
        visit(LayoutQuestions.EachFrame(items: items), walking: body)
    }

    /// The height of the whole content.
    ///
    /// - Complexity: O(log n).
    var contentHeight: Double { visit(LayoutQuestions.ContentHeight()) }

    /// Whether row or item `g` has been measured (self-sizing).
    ///
    /// - Complexity: O(log n).
    func isMeasured(item g: Int) -> Bool { visit(LayoutQuestions.IsMeasured(item: g)) }

    /// The row or item whose frame contains `point`, as a global number.
    ///
    /// - Complexity: O(log n).
    func item(at point: Point) -> Int? { visit(LayoutQuestions.ItemAt(point: point)) }

    /// The sections whose extent intersects the band `y0 ..< y1`.
    ///
    /// - Complexity: O(log n).
    func sections(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        visit(LayoutQuestions.Sections(y0: y0, y1: y1))
    }

    /// Section `s`'s frame from its header's top to its end (a table's footer's bottom).
    ///
    /// - Precondition: `0 <= s < geometry.sectionCount`.
    /// - Complexity: O(log n).
    func sectionFrame(ofSection s: Int) -> Rect { visit(LayoutQuestions.SectionFrame(section: s)) }

    /// Section `s`'s header frame, where it lies in the layout (not pinned).
    ///
    /// - Precondition: `0 <= s < geometry.sectionCount`.
    /// - Complexity: O(log n).
    func headerFrame(ofSection s: Int) -> Rect { visit(LayoutQuestions.HeaderFrame(section: s)) }

    /// Whether item `g`'s frame is exact: always, but for a lazy layout's items beyond what it
    /// has laid out.
    ///
    /// - Complexity: O(log sections).
    func isLaidOut(item g: Int) -> Bool { visit(LayoutQuestions.IsLaidOut(item: g)) }

    /// Whether item `g`'s frame is final: laid out, and measured if items size themselves.
    ///
    /// - Complexity: O(log n).
    func hasFinalFrame(item g: Int) -> Bool {
        isLaidOut(item: g) && (!isSelfSizing || isMeasured(item: g))
    }

    /// Item `g`'s own size: a flow's as it knows it (not narrowed to a line's room), else its
    /// frame's.
    ///
    /// - Complexity: O(log n).
    func knownSize(ofItem g: Int) -> Size { visit(LayoutQuestions.OwnSize(item: g)) }

    /// Gives a grid's or flow's item `g` a size and marks it measured or not (nothing for a
    /// layout that does not take sizes item by item).
    ///
    /// - Complexity: O(log n) (a flow item whose width changes: the rest of its section's lines).
    func setCollectionSize(_ size: Size, ofItem g: Int, measured: Bool) {
        visit(LayoutChanges.SetSize(size: size, item: g, measured: measured))
    }

    /// Places the items again from the start (a masonry's columns; nothing for other layouts).
    ///
    /// - Complexity: O(n) for a masonry's placed items.
    func rebalance() { visit(LayoutChanges.Rebalance()) }

    /// Makes `loaded` the collection geometry, emptying the others. An empty one is made only to
    /// replace one that holds sections: a table's reload allocates nothing for them.
    func install(_ loaded: LoadedCollection) {
        if case let .grid(loadedGrid) = loaded { grid = loadedGrid } else if grid.sectionCount > 0 { grid = .empty }
        if case let .flow(loadedFlow) = loaded { flow = loadedFlow } else if flow.sectionCount > 0 { flow = .empty }
        if case let .masonry(loaded) = loaded { masonry = loaded } else if masonry.sectionCount > 0 { masonry = .empty }
        if case let .custom(loadedCustom) = loaded { custom = loadedCustom } else { custom = nil }
    }

    /// The collection geometry there is now, for a batch to read frames from after it has
    /// installed the next one.
    ///
    /// - Complexity: O(1).
    var currentCollection: LoadedCollection { visit(LayoutQuestions.Loaded()) }
}
