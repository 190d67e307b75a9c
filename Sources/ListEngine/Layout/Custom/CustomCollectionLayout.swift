/// A layout of your own: what a `UICollectionViewLayout` subclass answers, as a value the list
/// keeps and asks (``ListLayout/custom(_:)``). Reuse, ranges, prefetching, batch updates,
/// snapshots, selection, supplementary views, transitions and keeping the reader's place work
/// for it as they do for a table, a grid or a flow.
///
/// The list keeps its own copy of the value you give it and calls ``prepare(sections:width:itemSize:)``
/// on that copy whenever what it lays out changes: at `reloadData()`, after a batch update or a
/// snapshot, when the width changes (a rotation) and when section headers change height. Between
/// those calls the list only asks questions, several a frame but never one per item on screen:
/// the walk over the frames of the items a frame places happens in your
/// ``forEachItem(in:_:)`` (its default asks ``frame(ofItem:)`` item by item). Answer them from
/// what `prepare` worked out — in O(log n) for lists of any length.
///
/// Items are numbered globally from 0 across sections (``CollectionSections``). Coordinates are
/// content coordinates: y grows downwards from the content's top, x from the list's left edge.
/// The list expects the item order to run down the content: the items whose frames intersect a
/// band are a contiguous run of the order (items of that run outside the band are fine, a line's
/// short items for example), and a section's items lie inside its ``sectionFrame(ofSection:)``.
///
/// Equality is the configuration's: two values that compare equal are the same layout, and
/// ``ListView/setListLayout(_:)`` with an equal value changes nothing. Items size themselves
/// with a custom layout only as it sizes them: self-sizing (``RowHeight/selfSizing(estimate:)``)
/// is refused with ``ListError/invalidLayout(_:)``.
public protocol CustomCollectionLayout: Hashable, Sendable {
    /// Lays the items out afresh.
    ///
    /// - Parameters:
    ///   - sections: the sections, their item counts and header heights.
    ///   - width: the content width (the viewport's).
    ///   - itemSize: item `g`'s size as the delegate gives it
    ///     (``ListDelegate/listView(_:sizeForItemAt:)``); nil when it gives none.
    mutating func prepare(sections: CollectionSections, width: Double, itemSize: (_ item: Int) -> Size?)

    /// The height of the whole content.
    var contentHeight: Double { get }

    /// The items whose frames intersect the band `y0 ..< y1`: from the first whose frame
    /// intersects it to the last. Where none do, an empty range at the first item below `y0`
    /// (or the item count).
    func items(intersecting y0: Double, _ y1: Double) -> Range<Int>

    /// The frame of item `item`.
    func frame(ofItem item: Int) -> Rect

    /// Calls `body` with each item of `items` in order and its frame. The default asks
    /// ``frame(ofItem:)`` for each; a layout that can walk its frames in order does it here.
    func forEachItem(in items: Range<Int>, _ body: (_ item: Int, _ frame: Rect) -> Void)

    /// The frame of section `section`'s header where it lies in the content.
    func headerFrame(ofSection section: Int) -> Rect

    /// The frame of section `section`, from its header's top to its end.
    func sectionFrame(ofSection section: Int) -> Rect

    /// The sections whose frames intersect the band `y0 ..< y1`.
    func sections(intersecting y0: Double, _ y1: Double) -> Range<Int>

    /// The item whose frame contains `point`, if any. The default looks through the items that
    /// intersect the point's line.
    func item(at point: Point) -> Int?

    /// Whether section headers stay pinned to the top of the visible area while their section
    /// is on screen (``ListView/headerFrame(inSection:)``). The default is false.
    var pinsSectionHeaders: Bool { get }
}

extension CustomCollectionLayout {
    /// Asks ``frame(ofItem:)`` for each item of `items`, in order.
    ///
    /// - Complexity: `items.count` calls of ``frame(ofItem:)``.
    public func forEachItem(in items: Range<Int>, _ body: (_ item: Int, _ frame: Rect) -> Void) {
        for item in items { body(item, frame(ofItem: item)) }
    }

    /// The first item of those intersecting `point.y` whose frame contains `point`.
    ///
    /// - Complexity: one ``items(intersecting:_:)`` and a frame for each item it returns.
    public func item(at point: Point) -> Int? {
        guard point.y.isFinite else { return nil }
        var found: Int?
        forEachItem(in: items(intersecting: point.y, point.y.nextUp)) { item, frame in
            if found == nil, frame.contains(point) { found = item }
        }
        return found
    }

    /// False: headers scroll with their sections.
    public var pinsSectionHeaders: Bool { false }
}
