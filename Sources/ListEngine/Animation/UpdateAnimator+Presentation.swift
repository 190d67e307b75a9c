/// What the animation under way draws at a frame: the presentations it sets on the cells and
/// section views, the rows and sections it widens what a pass shows to, and the row drawn under
/// a point.
extension UpdateAnimator {
    /// Sets the presentations of the animation's frame on the cells it draws: the window's
    /// cells of rows that move or fade, each on its way to its frame as the layout has it now
    /// (rows measured on the way), the section views placed, and the leaving cells (step 4 of a
    /// pass).
    ///
    /// - Complexity: O(a) for the a rows that animate; no allocation.
    func present(in host: some UpdateAnimationHost) {
        guard running != nil else { return }
        let window = host.window
        var inFlight = 0
        for i in 0..<running!.tracks.count {
            guard let cell = window.cell(ofRow: running!.tracks[i].item) else { continue }
            if cell.isDisplayed {
                running!.retarget(track: i, to: cell.frame)
                inFlight += 1
            }
            cell.animatedPresentation = running!.presentation(of: running!.tracks[i])
        }
        let kinds = Swift.min(running!.sectionKinds, host.window.supplementary.kinds.count)
        for k in 0..<kinds {
            for s in host.window.supplementary.sections {
                guard let view = host.window.supplementary.view(kind: k, section: s),
                      let i = running!.sectionTrackIndex(ofKey: s * running!.sectionKinds + k) else { continue }
                running!.retarget(sectionTrack: i, to: view.frame)
                view.animatedPresentation = running!.presentation(of: running!.sectionTracks[i])
            }
        }
        guard let animation = running else { return }
        for (i, track) in animation.leaving.enumerated() {
            leavingCells[i].animatedPresentation = animation.presentation(of: track)
        }
        inFlight += animation.leaving.count
        statistics.cellsInFlightMax = Swift.max(statistics.cellsInFlightMax, inFlight)
    }

    /// Takes the presentations of the animation under way off the window's cells and the
    /// section views, before a batch renumbers the rows (its animation sets them again).
    ///
    /// - Complexity: O(a) for the a rows that animate, plus the section views placed.
    func clearPresentations(in host: some UpdateAnimationHost) {
        guard let animation = running else { return }
        for track in animation.tracks { host.window.cell(ofRow: track.item)?.animatedPresentation = nil }
        for k in host.window.supplementary.kinds.indices {
            for s in host.window.supplementary.sections { host.window.supplementary.view(kind: k, section: s)?.animatedPresentation = nil }
        }
    }

    /// `visible` widened to the rows next to it, with cells, that the animation draws on screen
    /// now: what a pass displays and keeps cells for. (Only next to it: the rows between stay
    /// undisplayed unless drawn too.)
    ///
    /// - Complexity: O(1) with no animation; O(w log a) for w rows widened and a rows animating.
    func shownRows(_ visible: Range<Int>, in host: some UpdateAnimationHost) -> Range<Int> {
        guard let animation = running else { return visible }
        let (top, bottom) = host.visibleBand
        let window = host.window
        func drawnOnScreen(_ g: Int) -> Bool {
            guard window.materialized.contains(g), let frame = animation.presentation(ofItem: g)?.frame else { return false }
            return frame.maxY > top && frame.minY < bottom
        }
        var shown = visible
        while drawnOnScreen(shown.upperBound) { shown = shown.lowerBound..<(shown.upperBound + 1) }
        while shown.lowerBound > 0, drawnOnScreen(shown.lowerBound - 1) { shown = (shown.lowerBound - 1)..<shown.upperBound }
        return shown
    }

    /// `visible` sections widened to the sections next to them whose views the animation draws
    /// on screen now (sliding out of view, or not there yet): the sections given views.
    ///
    /// - Complexity: O(1) with no animation; O(w × kinds × log s) for w sections widened and s
    ///   section views animating.
    func shownSections(_ visible: Range<Int>, in host: some UpdateAnimationHost) -> Range<Int> {
        guard let animation = running, animation.sectionKinds > 0, !animation.sectionTracks.isEmpty else { return visible }
        let (top, bottom) = host.visibleBand
        let sectionCount = host.activeLayout.geometry.sectionCount
        func drawnOnScreen(_ t: Int) -> Bool {
            guard t >= 0, t < sectionCount else { return false }
            for k in 0..<animation.sectionKinds {
                if let frame = animation.presentation(ofSectionKey: t * animation.sectionKinds + k)?.frame,
                   frame.maxY > top, frame.minY < bottom { return true }
            }
            return false
        }
        var shown = visible
        while drawnOnScreen(shown.upperBound) { shown = shown.lowerBound..<(shown.upperBound + 1) }
        while drawnOnScreen(shown.lowerBound - 1) { shown = (shown.lowerBound - 1)..<shown.upperBound }
        return shown
    }

    /// The row drawn at `point` (content coordinates): with no animation, the row whose frame
    /// holds it (``UpdateAnimationHost/indexPathForRow(at:)``); during one, the displayed cell
    /// whose presentation holds it (the last such, drawn on top), if at least 1% opaque — nil
    /// over a leaving cell or a gap.
    ///
    /// - Complexity: O(log n); O(c) for c displayed cells while an update animates.
    func drawnRow(at point: Point, in host: some UpdateAnimationHost) -> ListIndexPath? {
        guard running != nil else { return host.indexPathForRow(at: point) }
        var found: ListIndexPath?
        for cell in host.window.visibleCells {
            let drawn = cell.presentation
            if drawn.alpha >= 0.01, drawn.frame.contains(point) { found = cell.indexPath }
        }
        return found
    }
}
