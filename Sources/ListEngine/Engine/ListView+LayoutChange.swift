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
            let previous = self.listLayout
            guard !data.needsReload else {
                activeLayout.layout = layout
                return unchangedTransition()
            }
            return try changeGeometry(animated: animated, keepingPlace: { () throws(ListError) in
                activeLayout.layout = layout
                do throws(ListError) {
                    let table = try loadGeometry()
                    guard table.sectionCount == activeLayout.geometry.sectionCount else {
                        throw ListError.countsChangedWithoutReload(section: nil, expected: activeLayout.geometry.sectionCount, found: table.sectionCount)
                    }
                    for s in 0..<table.sectionCount where table.rowCount(inSection: s) != activeLayout.geometry.rowCount(inSection: s) {
                        throw ListError.countsChangedWithoutReload(section: s, expected: activeLayout.geometry.rowCount(inSection: s),
                                                                  found: table.rowCount(inSection: s))
                    }
                    let collection = try loadCollectionGeometry(counts: table.rowCounts, headers: table.headerHeights)
                    activeLayout.geometry = table
                    activeLayout.install(collection)
                    gate.diagnostics.checksVisibleRowCount = true
                } catch {
                    activeLayout.layout = previous
                    throw error
                }
            })
        }
    }

    /// Changes the geometry with `change`, then keeps the first visible item where it was on
    /// screen and describes the change for a renderer: every item visible before or after, with
    /// its frames on both sides. `animated`, it animates the change (taking over an animation
    /// under way); otherwise an animation under way ends.
    func changeGeometry(animated: Bool = false, keepingPlace change: () throws(ListError) -> Void) throws(ListError) -> ListTransition {
        let kept = placeKeeper.capture(in: self)
        var transition = ListTransition()
        transition.contentOffsetBefore = viewport.offset
        let shownBefore = window.displayed.clamped(to: window.materialized)
        let framesBefore = shownBefore.map { window.cells[$0 - window.materialized.lowerBound].frame }
        let sectionViewsBefore = animated ? placedSectionViewFrames() : [:]
        try change()
        // A move under way was presented in the old geometry, an animated update drawn in it.
        editing.move.cancel(in: self)
        let callees = Callees(of: self)
        if animated { clearUpdatePresentations() } else { finishUpdateAnimation(callees: callees, landed: false) }
        placeKeeper.restore(kept, animationFollows: false, callees: callees, in: self)
        if activeLayout.hasCollectionGeometry { prepareReadyBand(keeping: kept.anchor, callees: callees) }
        if !window.materialized.isEmpty { refreshFrames(from: window.materialized.lowerBound) }
        if activeLayout.isSelfSizing, !window.materialized.isEmpty {
            // Measured at another width, the cells are configured afresh (and measured) next pass.
            window.endAll(in: self, callees: callees)
        }
        transition.contentOffsetAfter = viewport.offset
        let shownAfter = visibleRowRange()
        for g in Self.hull(shownBefore, shownAfter) where shownBefore.contains(g) || shownAfter.contains(g) {
            let path = activeLayout.geometry.indexPath(ofRow: g)
            let before = shownBefore.contains(g) ? framesBefore[g - shownBefore.lowerBound] : nil
            transition.rows.append(ListTransition.Row(
                change: .kept, indexPathBefore: path, indexPathAfter: path,
                frameBefore: before, frameAfter: shownAfter.contains(g) ? activeLayout.frame(ofItem: g) : nil,
                wasVisible: before != nil, isVisible: shownAfter.contains(g)))
        }
        if animated {
            // The placed views' ways end at their new frames from the first frame on.
            frameSupplementaryViews()
            startLayoutAnimation(transition, sectionViewsBefore: sectionViewsBefore)
        }
        return transition
    }
}
