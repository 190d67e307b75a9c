/// Layout changes that keep the reader's place: switching between a table, a grid and a flow,
/// and resizing a collection's width (a rotation).
extension ListView {
    /// Switches to `layout` (a table, a grid or a flow, or another configuration of one), keeping
    /// the item nearest the viewport's top-left — the first visible one — where it was on screen.
    /// Items keep their cells and selection (self-sizing ones get fresh cells, measured at their
    /// new width); the next ``layout()`` configures what comes into view.
    ///
    /// - Returns: every item visible before or after, for a renderer to animate
    ///   (``ListTransition/Change/kept`` for all): its frame after if it is visible after, its
    ///   frame before if it was visible before (an item that comes into view has none: fade it in).
    /// - Throws: ``ListError/invalidLayout(_:)`` for a configuration ``ListLayout/validate()``
    ///   refuses, or a custom layout when items size themselves; ``ListError/countsChangedWithoutReload(section:expected:found:)`` if the data
    ///   source's counts changed (reload first); what the delegate's heights make ``reloadData()``
    ///   throw; ``ListError/reentrantCall(_:during:)`` from a callback of a running operation.
    ///   The list is then exactly as before.
    /// - Complexity: O(sections + v log n) for a table or grid with one fixed height; for a flow,
    ///   plus the items before the first visible one in its section (laid out from the
    ///   section's start); O(n) when rows or items have their own heights.
    @discardableResult
    public func setListLayout(_ layout: ListLayout) throws(ListError) -> ListTransition {
        try setListLayout(layout, animated: false)
    }

    /// Switches to `layout` as ``setListLayout(_:)`` does; `animated`, every item and section
    /// view on screen before or after slides from where it was drawn to its new frame (one that
    /// comes into view fades in), as ``performBatchUpdates(_:animated:)-(ListBatchUpdate,_)`` animates, taking
    /// over an animation under way (UIKit's `setCollectionViewLayout(_:animated:)`).
    ///
    /// - Complexity: as ``setListLayout(_:)``, plus O(v log v) for the v items that animate.
    @discardableResult
    public func setListLayout(_ layout: ListLayout, animated: Bool) throws(ListError) -> ListTransition {
        if defersCalls { return deferred(ListTransition()) { list throws(ListError) in try list.setListLayout(layout, animated: animated) } }
        try layout.validate()
        try layout.checkSizing(rowHeight)
        return try perform(animated ? "setListLayout(_:animated:)" : "setListLayout(_:)") { () throws(ListError) in
            try GeometryChanger(host: self).setLayout(layout, animated: animated)
        }
    }

    /// Places a masonry's items again from the first, each in the column that is shortest when
    /// its turn comes, keeping the first visible item where it was on screen (its column may
    /// change). A masonry keeps every placed item in its column through updates, so columns may
    /// grow uneven; this evens them. Other layouts place items by their order alone: nothing
    /// changes.
    ///
    /// - Returns: every item visible before or after, as ``setListLayout(_:)`` returns them.
    /// - Throws: ``ListError/reentrantCall(_:during:)`` from a callback of a running operation.
    /// - Complexity: O(n) for the placed items, then the items up to the first visible one are
    ///   placed again.
    @discardableResult
    public func rebalanceLayout(animated: Bool = false) throws(ListError) -> ListTransition {
        if defersCalls { return deferred(ListTransition()) { list throws(ListError) in try list.rebalanceLayout(animated: animated) } }
        return try perform("rebalanceLayout(animated:)") { () throws(ListError) in
            try GeometryChanger(host: self).change(.layout, animated: animated) { () throws(ListError) in
                self.activeLayout.rebalance()
            }
        }
    }

    /// Changes the geometry with `change` (a new width or layout, as `kind` says), keeping the
    /// first visible item where it was on screen (``GeometryChanger/change(_:animated:keepingPlace:)``).
    ///
    /// - Complexity: O(v log n) for v items visible before or after, plus `change`.
    func changeGeometry(_ kind: ListChange.GeometryChange, animated: Bool,
                        keepingPlace change: () throws(ListError) -> Void) throws(ListError) -> ListTransition {
        try GeometryChanger(host: self).change(kind, animated: animated, keepingPlace: change)
    }
}
