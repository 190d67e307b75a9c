/// What the engine asks any collection layout about where its items are — the built-in grid and
/// flow as much as a ``CustomCollectionLayout`` of yours: the content height, the items in a
/// band, frames, headers, sections and hit testing. Answer each in O(log n) for lists of any
/// length; the engine asks a few a frame, never one per item on screen unless
/// ``forEachItem(in:_:)`` is left to its default.
///
/// Items are numbered globally from 0 across sections (``CollectionSections``). Coordinates are
/// content coordinates: y grows downwards from the content's top, x from the list's left edge.
/// The item order runs down the content: the items whose frames intersect a band are a
/// contiguous run of the order (items of that run outside the band are fine — a line's short
/// items, for example), and a section's items lie inside its ``sectionFrame(ofSection:)``.
///
/// A custom layout's answers are input, like the data source's: the list checks each one where
/// it receives it, and what it cannot use never reaches its own answers (the visible index
/// paths, ``ListView/indexPathForItem(at:)``, ``ListView/contentSize``, frames). Instead:
///
/// - An item or section range reaching outside the items or sections that exist is cut to
///   them; one wholly outside (an empty one included) becomes the empty range at the nearer
///   end, and a range built unchecked with its bounds reversed is empty.
/// - An item from ``item(at:)`` that does not exist: no item at the point.
/// - A content height that is NaN or negative counts as 0; one above
///   ``ListView/maximumCoordinate`` (∞ included) as that.
/// - A frame — an item's, a header's, a section's — with a NaN field has 0 there; a coordinate
///   beyond ±``ListView/maximumCoordinate`` (±∞ included) is clamped to it; a negative width or
///   height is 0. Origins above or left of the content's origin are fine.
/// - A walk of ``forEachItem(in:_:)`` that names an item out of turn (one it skipped to, one
///   again, one outside the range) or ends early is used up to there; the items it did not give
///   are asked one by one with ``frame(ofItem:)``.
///
/// Each is reported as ``ListError/invalidLayoutAnswer(_:)``, saying what the layout answered:
/// once for each kind of answer (each case of ``LayoutAnswerError``) while one preparation
/// lasts, so a layout that answers badly every frame is reported once, and again after the list
/// next prepares it (``CustomCollectionLayout/prepare(sections:width:itemSize:)``). Answers that
/// put more items on screen than ``ListView/maximumConfiguredCells`` get that many cells, the
/// first of them, and ``ListError/tooManyVisibleRows(_:limit:)`` once a load.
public protocol CollectionLayoutGeometry {
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
}

extension CollectionLayoutGeometry {
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
}
