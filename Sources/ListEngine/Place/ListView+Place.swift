/// Saving and restoring the reader's place: the row that keeps it and its distance from the
/// viewport's top, put back after a relaunch, and kept while the sizes around it are measured.
extension ListView {
    /// The reader's place: the row that keeps it when sizes change — the first on screen whose
    /// frame is final (measured, laid out), else the first visible — and how far its top is
    /// below the viewport's top edge. After ``restorePlace(_:)``, until the next scroll, the
    /// item restored, at the distance it is from the top.
    ///
    /// nil before the list loads, when it has no rows, and when the viewport is past the
    /// content's end.
    ///
    /// - Complexity: O(log n) when the first row on screen has its final frame (after a layout
    ///   pass, every visible one has); O(v log n) for v rows on screen otherwise.
    public var place: ListPlace<ListIndexPath>? {
        placeKeeper.place(in: self)
    }

    /// Scrolls so that `place.item`'s top is `place.offsetFromTop` below the viewport's top
    /// edge: the screen a ``place`` was saved from, after a relaunch and a reload of the same
    /// data, and at another width the same item at the same distance from the top. Loads the
    /// list first if it never loaded.
    ///
    /// Sizes that are estimates do not move the item: a flow is laid out through it first, and
    /// until the next scroll, the layout passes keep it where it was put while the rows and
    /// items around it are measured (rows above it move the offset by their change, as they do
    /// for the first visible row), and so do a change of width or layout and the reloads that
    /// keep the place. The item is exactly at its place whether the sizes are known or not.
    ///
    /// At the content's ends the offset is clamped to ``contentOffsetLimits`` — as the sizes
    /// known then make them: near the end of rows not measured yet, those of their estimates —
    /// and the item is where the clamp puts it. It keeps the place still: as measuring or a new
    /// width moves the limits, it comes as near its distance as they let it, and reaches it once
    /// they allow — unless the clamp lands at the end of a list that ``anchorsToEnd``, whose end
    /// then keeps the place. Any scroll lets the place go (the caller's, a drag, an animation
    /// frame, a focus move), and so does a batch, which numbers the rows anew.
    ///
    /// - Throws: ``ListError/invalidContentOffset(_:)`` for an `offsetFromTop` that is NaN,
    ///   infinite or beyond ±``maximumCoordinate`` (the offset named is the one asked for);
    ///   ``ListError/indexPathOutOfRange(_:rowsInSection:)`` for an item the list lacks; what
    ///   ``reloadData()`` throws when the list loads first; ``ListError/reentrantCall(_:during:)``
    ///   from a callback of a running operation. The offset is then unchanged.
    /// - Complexity: O(log n); for a flow, O(log n + items laid out) through the item; plus the
    ///   first load's if the list never loaded.
    public func restorePlace(_ place: ListPlace<ListIndexPath>) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.restorePlace(place) } }
        try perform("restorePlace(_:)") { () throws(ListError) in try placeKeeper.restorePlace(place, in: self) }
    }
}
