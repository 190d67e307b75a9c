/// A layout of your own: what a `UICollectionViewLayout` subclass answers, as a value the list
/// keeps and asks (``ListLayout/custom(_:)``). Reuse, ranges, prefetching, batch updates,
/// snapshots, selection, supplementary views, transitions and keeping the reader's place work
/// for it as they do for a table, a grid or a flow.
///
/// The list keeps its own copy of the value you give it and calls ``prepare(sections:width:itemSize:)``
/// on that copy whenever what it lays out changes: at `reloadData()`, after a batch update or a
/// snapshot, when the width changes (a rotation) and when section headers change height. A
/// layout that can take a batch or reloaded items' sizes without laying everything out again
/// implements ``apply(_:sections:width:itemSize:)`` and ``resizeItems(_:sections:width:itemSize:)``. Between
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

    /// Takes a batch update (``ListView/performBatchUpdates(_:)-(ListBatchUpdate)``, a snapshot)
    /// into the layout as it is prepared, instead of being prepared afresh for the new counts.
    /// Called on the list's prepared copy; what you change stays if you return true.
    ///
    /// Remove ``CollectionLayoutBatch/removedItems`` from what you keep per item, insert
    /// ``CollectionLayoutBatch/insertedItems`` asking `itemSize` for their sizes, ask again for
    /// ``CollectionLayoutBatch/reloadedItems``, and lay out again from the first change: a
    /// batch of k changes can cost O(k log n) instead of `prepare`'s O(n) and a delegate call
    /// per item. The frames you answer afterwards must be those
    /// ``prepare(sections:width:itemSize:)`` would give for `sections` at `width`.
    ///
    /// - Parameters:
    ///   - batch: the items that leave, arrive and are reloaded.
    ///   - sections: the sections after the batch, their item counts and header heights.
    ///   - width: the content width (the viewport's).
    ///   - itemSize: item `g`'s size after the batch as the delegate gives it; nil when it gives none.
    /// - Returns: whether the layout took the batch. The default returns false: the list calls
    ///   ``prepare(sections:width:itemSize:)`` on a fresh copy of the layout you gave it, as it
    ///   does for a batch that moves sections.
    /// - Complexity: yours; the default O(1).
    mutating func apply(_ batch: CollectionLayoutBatch, sections: CollectionSections, width: Double,
                        itemSize: (_ item: Int) -> Size?) -> Bool

    /// Takes new sizes for `items` (global numbers, ascending) whose rows were reloaded
    /// (``ListView/reloadRows(at:)``, ``ListView/reloadSections(_:)``), as the delegate gives
    /// them now (``ListDelegate/listView(_:sizeForItemAt:)``), instead of being prepared afresh.
    /// Called on the list's prepared copy; what you change stays if you return true.
    ///
    /// Ask `itemSize` for each of `items` and lay out again from the first that changed: k
    /// items can cost O(k log n) instead of `prepare`'s O(n) and a delegate call per item. The
    /// frames you answer afterwards must be those ``prepare(sections:width:itemSize:)`` would
    /// give.
    ///
    /// - Parameters:
    ///   - items: the items whose sizes may have changed.
    ///   - sections: the sections, unchanged, with their header heights now.
    ///   - width: the content width (the viewport's).
    ///   - itemSize: item `g`'s size as the delegate gives it; nil when it gives none.
    /// - Returns: whether the layout took the sizes. The default returns false: the list calls
    ///   ``prepare(sections:width:itemSize:)`` on a fresh copy of the layout you gave it.
    /// - Complexity: yours; the default O(1).
    mutating func resizeItems(_ items: [Int], sections: CollectionSections, width: Double,
                              itemSize: (_ item: Int) -> Size?) -> Bool
}

extension CustomCollectionLayout {
    /// False: headers scroll with their sections.
    public var pinsSectionHeaders: Bool { false }

    /// False: the layout is prepared afresh for the batch.
    ///
    /// - Complexity: O(1).
    public mutating func apply(_ batch: CollectionLayoutBatch, sections: CollectionSections, width: Double,
                               itemSize: (_ item: Int) -> Size?) -> Bool {
        false
    }

    /// False: the layout is prepared afresh for the new sizes.
    ///
    /// - Complexity: O(1).
    public mutating func resizeItems(_ items: [Int], sections: CollectionSections, width: Double,
                                     itemSize: (_ item: Int) -> Size?) -> Bool {
        false
    }
}
