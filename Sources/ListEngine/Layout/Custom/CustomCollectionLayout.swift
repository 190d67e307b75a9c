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
/// ``CollectionLayoutGeometry/forEachItem(in:_:)`` (its default asks
/// ``CollectionLayoutGeometry/frame(ofItem:)`` item by item). Answer them from
/// what `prepare` worked out — in O(log n) for lists of any length.
///
/// The questions and their contract are ``CollectionLayoutGeometry``'s, and so is what the list
/// does with an answer it cannot use (it makes it usable and reports it; it never passes it on).
///
/// Equality is the configuration's: two values that compare equal are the same layout, and
/// ``ListView/setListLayout(_:)`` with an equal value changes nothing. Items size themselves
/// with a custom layout only as it sizes them: self-sizing (``RowHeight/selfSizing(estimate:)``)
/// is refused with ``ListError/invalidLayout(_:)``.
public protocol CustomCollectionLayout: CollectionLayoutGeometry, Hashable, Sendable {
    /// Lays the items out afresh.
    ///
    /// - Parameters:
    ///   - sections: the sections, their item counts and header heights.
    ///   - width: the content width (the viewport's).
    ///   - itemSize: item `g`'s size as the delegate gives it
    ///     (``ListDelegate/listView(_:sizeForItemAt:)``); nil when it gives none.
    mutating func prepare(sections: CollectionSections, width: Double, itemSize: (_ item: Int) -> Size?)

    /// Whether section headers stay pinned to the top of the visible area while their section
    /// is on screen (``ListView/headerFrame(inSection:)``). The default is false.
    var pinsSectionHeaders: Bool { get }
}

extension CustomCollectionLayout {
    /// False: headers scroll with their sections.
    public var pinsSectionHeaders: Bool { false }
}
