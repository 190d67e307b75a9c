/// The questions the engine asks a collection layout (``GridLayout``, ``FlowLayout``) about
/// where its items are: what a layout must answer for reuse, ranges, prefetching, anchoring and
/// transitions to work with it. Conformers are value types the engine holds and calls
/// statically (never as an existential), so no per-item dispatch reaches the frame path.
///
/// Items are numbered globally from 0 across sections. A section is its header (full width, at
/// the section's top), the layout's section inset, its lines of items (a section starts a new
/// line), and the inset's bottom; a section with no items still has its header and insets.
/// Coordinates are content coordinates: y grows downwards from the first header's top, x from
/// the list's left edge.
protocol CollectionGeometry {
    /// The number of items in all sections.
    var itemCount: Int { get }
    /// The content width the lines are laid out for.
    var width: Double { get }
    /// The height of the whole content (estimated beyond what a lazy layout has laid out).
    var contentHeight: Double { get }

    /// Makes the band `y0 ..< y1` exact: a lazy layout lays out the lines the band needs and
    /// asks `sizeOf` (global item → size) for each item it lays out for the first time; a
    /// layout with nothing left to lay out does nothing. Lines becoming exact can move content
    /// that was estimated (the sections below, the rest of a section); nothing is returned for
    /// it: the engine keeps the user's place itself, by reading its anchor item's frame again
    /// after `prepare`.
    mutating func prepare(_ y0: Double, _ y1: Double, sizeOf: (_ item: Int) -> Size)

    /// The items whose frames intersect the band `y0 ..< y1`, as a range of the item order: from
    /// the first whose frame intersects it to the last (items between that end above `y0`, short
    /// items of the band's first line, are included). Where none intersect, an empty range at
    /// the first item below `y0`.
    func items(intersecting y0: Double, _ y1: Double) -> Range<Int>
    /// The frame of item `g`.
    func frame(ofItem g: Int) -> Rect
    /// Calls `body` with each item of `items` in order and its frame, walking in order.
    func forEachItem(in items: Range<Int>, _ body: (_ item: Int, _ frame: Rect) -> Void)
    /// The frame of section `s`'s header where it lies in the content.
    func headerFrame(ofSection s: Int) -> Rect
    /// The frame of section `s` from its header's top to its bottom inset's bottom.
    func sectionFrame(ofSection s: Int) -> Rect
    /// The sections whose frames intersect the band `y0 ..< y1`.
    func sections(intersecting y0: Double, _ y1: Double) -> Range<Int>
    /// The item whose frame contains `point`, if any.
    func item(at point: Point) -> Int?

    /// Whether item `g`'s size is measured (self-sizing items), as opposed to estimated.
    func isMeasured(item g: Int) -> Bool
    /// Gives item `g` a new size (a grid uses its height only) and marks it measured or not.
    mutating func setSize(_ size: Size, ofItem g: Int, measured: Bool)
    /// Lays the lines out again for a new content width.
    mutating func setWidth(_ width: Double)
}
