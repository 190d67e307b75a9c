/// New geometry for the same rows — a new width, a new layout — keeping the reader's place:
/// the first visible item stays where it was on screen, and the change is described (and, if
/// asked, animated) for a renderer.
struct GeometryChanger<Host: ChangeHost> {
    /// The list laid out anew.
    let host: Host

    /// Switches to `layout` (``ListView/setListLayout(_:animated:)`` within the operation under
    /// way): before the first load it is only recorded; otherwise the geometry is read anew for
    /// it, its counts checked against the list's.
    ///
    /// - Complexity: see ``ListView/setListLayout(_:)``.
    func setLayout(_ layout: ListLayout, animated: Bool) throws(ListError) -> ListTransition {
        guard !host.data.needsReload else {
            host.activeLayout.layout = layout
            return host.unchangedTransition()
        }
        let previous = host.listLayout
        return try change(.layout, animated: animated) { () throws(ListError) in
            host.activeLayout.layout = layout
            do throws(ListError) {
                try installGeometry()
            } catch {
                host.activeLayout.layout = previous
                throw error
            }
        }
    }

    /// Reads the geometry anew for the layout now set and installs it, if the data source's
    /// counts are the list's.
    ///
    /// - Throws: ``ListError/countsChangedWithoutReload(section:expected:found:)``, and what
    ///   reading the geometry throws; nothing is installed then.
    /// - Complexity: O(sections), or O(n) when rows or items have their own heights.
    private func installGeometry() throws(ListError) {
        let current = host.activeLayout.geometry
        let table = try host.reader.geometry()
        guard table.sectionCount == current.sectionCount else {
            throw ListError.countsChangedWithoutReload(section: nil, expected: current.sectionCount, found: table.sectionCount)
        }
        for s in 0..<table.sectionCount where table.rowCount(inSection: s) != current.rowCount(inSection: s) {
            throw ListError.countsChangedWithoutReload(section: s, expected: current.rowCount(inSection: s), found: table.rowCount(inSection: s))
        }
        let collection = try host.loadCollectionGeometry(counts: table.rowCounts, headers: table.headerHeights)
        host.activeLayout.geometry = table
        host.activeLayout.install(collection)
    }

    /// Changes the geometry with `body`, then keeps the first visible item where it was on
    /// screen and describes the change for a renderer: every item visible before or after, with
    /// its frames on both sides. `animated`, it animates the change (taking over an animation
    /// under way); otherwise an animation under way ends.
    ///
    /// - Complexity: O(v log n) for v items visible before or after, plus `body`.
    func change(_ kind: ListChange.GeometryChange, animated: Bool,
                keepingPlace body: () throws(ListError) -> Void) throws(ListError) -> ListTransition {
        let window = host.window
        let kept = host.placeKeeper.capture(in: host)
        var transition = ListTransition()
        transition.contentOffsetBefore = host.viewport.offset
        let shownBefore = window.displayed.clamped(to: window.materialized)
        let framesBefore = shownBefore.map { window.cells[$0 - window.materialized.lowerBound].frame }
        let sectionViewsBefore = animated ? host.placedSectionViewFrames() : [:]
        try body()
        let change = ListChange.geometry(kind, animated: animated)
        ChangePipeline.start(change, in: host)
        let callees = host.loadCallees()
        host.placeKeeper.restore(kept, animationFollows: false, callees: callees, in: host)
        if host.activeLayout.hasCollectionGeometry {
            // The band laid out around the viewport may have moved the content's end (the limits
            // it was kept within were partly an estimate's): the place is put back once more.
            host.prepareReadyBand(keeping: kept.anchor, callees: callees)
            host.placeKeeper.restore(kept, animationFollows: false, callees: callees, in: host)
        }
        if !window.materialized.isEmpty { host.refreshFrames(from: window.materialized.lowerBound) }
        ChangePipeline.end(change, in: host)
        transition.contentOffsetAfter = host.viewport.offset
        let shownAfter = host.visibleRowRange()
        for g in ListView.hull(shownBefore, shownAfter) where shownBefore.contains(g) || shownAfter.contains(g) {
            let path = host.activeLayout.geometry.indexPath(ofRow: g)
            let before = shownBefore.contains(g) ? framesBefore[g - shownBefore.lowerBound] : nil
            transition.rows.append(ListTransition.Row(
                change: .kept, indexPathBefore: path, indexPathAfter: path,
                frameBefore: before, frameAfter: shownAfter.contains(g) ? host.activeLayout.frame(ofItem: g) : nil,
                wasVisible: before != nil, isVisible: shownAfter.contains(g)))
        }
        if animated {
            // The placed views' ways end at their new frames from the first frame on.
            host.frameSupplementaryViews()
            host.startLayoutAnimation(transition, sectionViewsBefore: sectionViewsBefore)
        }
        return transition
    }
}
