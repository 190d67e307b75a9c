/// Animated updates: a batch applied with `animated: true` changes the layout at once, as any
/// batch does, and then draws every row it moved, brought or took away — on screen before or
/// after — between where it was and where it now is, one ``layout()`` pass per display frame.
///
/// In a pass: step 2 (the gestures) advances the animation by ``frameInterval`` (times the
/// settings' speed) and ends it at its last frame; step 3 gives cells to the rows drawn on
/// screen, where they are drawn as well as where they lie; step 4 sets each moving cell's
/// ``ListReusableView/presentation``.
extension ListView {
    /// Applies a batch of row and section changes, as ``performBatchUpdates(_:)-(ListBatchUpdate)``
    /// does, and — if `animated` — animates it: UIKit's `performBatchUpdates` inside an animation.
    ///
    /// The layout, the offset, the index paths and ``visibleCells`` change at once; what
    /// animates is where cells are drawn, their ``ListReusableView/presentation``, over
    /// ``UpdateAnimationSettings/duration`` (0.3 s, 36 passes at 120 Hz) along its curve:
    /// - rows that stay slide from where they were drawn to their new frames (pushed by rows
    ///   inserted or deleted above them, or moved);
    /// - inserted rows fade in at their frames; reloaded rows fade in as their old cells fade out;
    /// - the cells of deleted rows stay alive as ``leavingCells`` and fade out where they were —
    ///   not reused, waiting for no content (a content prefetcher's load no other cell waits
    ///   for may stop) — until their way ends (a duration after their batch), when they get
    ///   `didEndDisplaying` and go back to their pools;
    /// - a row that lands off screen, away from the visible rows, keeps its old cell among the
    ///   ``leavingCells`` on its way out; a row that slides into view is given a cell at once;
    /// - section views (headers, footers, decorations) on screen before or after slide with
    ///   their sections — one sliding out of view stays placed while it is drawn on screen — and
    ///   a new section's arrive as ``UpdateAnimationSettings/insertion`` says; a deleted
    ///   section's views go at once.
    ///
    /// Only rows on screen before or after animate: deleting a million rows animates a screenful.
    /// While it runs, a row next to the visible ones that is drawn on screen counts as visible
    /// (its cell is displayed and in the ranges) even if its final frame is not; when it plays to
    /// its end,
    /// ``ListDelegate/listViewDidEndUpdateAnimation(_:)`` is called (not for one another batch
    /// took over, nor one ended early: UIKit's completion with `false`).
    ///
    /// Interruptions: another animated batch starts every row from where it is drawn at that
    /// frame (UIKit's "begin from current state"), so nothing jumps; scrolling moves the
    /// viewport, not the animation; a new layout or width applied with animation
    /// (``setListLayout(_:animated:)``, ``setViewportSize(_:animated:)``) takes over as a batch
    /// does. A batch, layout or width without animation, or a reload, end it at once (every cell
    /// at its frame), without the delegate's call.
    ///
    /// - Returns: the rows visible before or after, with their frames on both sides.
    /// - Throws: what ``performBatchUpdates(_:)-(ListBatchUpdate)`` throws; the list and any
    ///   animation under way are then as before.
    /// - Complexity: that of ``performBatchUpdates(_:)-(ListBatchUpdate)``, plus O(a log a) for
    ///   the a rows that animate; each pass then costs O(a) more, with no allocation.
    @discardableResult
    public func performBatchUpdates(_ update: ListBatchUpdate, animated: Bool) throws(ListError) -> ListTransition {
        if defersCalls {
            return deferred(ListTransition()) { list throws(ListError) in try list.performBatchUpdates(update, animated: animated) }
        }
        return try perform("performBatchUpdates(_:animated:)") { () throws(ListError) in try apply(update, animated: animated) }
    }

    /// Applies the changes `body` names, animated or not; see ``performBatchUpdates(_:animated:)-(ListBatchUpdate,_)``.
    ///
    /// - Complexity: that of ``performBatchUpdates(_:animated:)-(ListBatchUpdate,_)``.
    @discardableResult
    public func performBatchUpdates(_ body: (inout ListBatchUpdate) -> Void, animated: Bool) throws(ListError) -> ListTransition {
        var update = ListBatchUpdate()
        body(&update)
        return try performBatchUpdates(update, animated: animated)
    }

    /// How updates animate.
    ///
    /// - Complexity: O(1).
    public var updateAnimationSettings: UpdateAnimationSettings { updates.settings }

    /// Sets how updates animate from the next animated update on.
    ///
    /// - Throws: ``ListError/invalidUpdateAnimation(_:)`` unless the duration and speed are
    ///   positive and finite.
    /// - Complexity: O(1).
    public func setUpdateAnimationSettings(_ settings: UpdateAnimationSettings) throws(ListError) {
        if let problem = settings.problem { throw .invalidUpdateAnimation(problem) }
        updates.settings = settings
    }

    /// Whether an animated update is under way: from the batch until the pass that draws its
    /// last frame, or until something ends it.
    ///
    /// - Complexity: O(1).
    public var isAnimatingUpdates: Bool { updates.running != nil }

    /// The cells of rows that left with an animated update (deleted, reloaded, or pushed far
    /// off screen), still drawn at their ``ListReusableView/presentation`` until the animation
    /// ends. They belong to no row (``ListCell/indexPath`` is nil) and are not in
    /// ``visibleCells``; a renderer draws them as well.
    ///
    /// - Complexity: O(1).
    public var leavingCells: [ListCell] { updates.leavingCells }

    /// What the list's animated updates have done.
    ///
    /// - Complexity: O(1).
    public var updateAnimationStatistics: UpdateAnimationStatistics { updates.statistics }

    /// Where the row at `indexPath` is drawn at this frame, if it has a cell: its cell's
    /// ``ListReusableView/presentation``; nil for a row without a cell.
    ///
    /// - Complexity: O(log n).
    public func presentation(forRowAt indexPath: ListIndexPath) -> Presentation? {
        guard let g = globalRow(for: indexPath) else { return nil }
        return window.cell(ofRow: g)?.presentation
    }

    // MARK: Within the list

    /// The row drawn at `point` (content coordinates): with no animated update, the row whose
    /// frame holds it; during one, the displayed cell whose presentation holds it (the last
    /// such, drawn on top), if at least 1% opaque — nil over a leaving cell or a gap.
    ///
    /// - Complexity: O(log n); O(c) for c displayed cells while an update animates.
    func indexPathForDrawnRow(at point: Point) -> ListIndexPath? {
        guard updates.running != nil else { return indexPathForRow(at: point) }
        var found: ListIndexPath?
        for cell in window.visibleCells {
            let drawn = cell.presentation
            if drawn.alpha >= 0.01, drawn.frame.contains(point) { found = cell.indexPath }
        }
        return found
    }

    /// Starts the animation of the batch `plan` just applied: `transition` lists the rows shown
    /// after it (and before), `rowStarts` numbers rows as before it, `sectionViews` are the
    /// frames of the section views placed before it (by section × kinds + kind), `leavers` are
    /// the cells that leave. A reloaded row fades in (its old cell, a leaver, fades out); the
    /// views of sections on screen after it slide from where they were, or fade in for a new
    /// section. An animation under way is taken over from where it draws every row.
    ///
    /// - Complexity: O(a log a) for the a rows and section views that animate.
    func startUpdateAnimation(_ transition: ListTransition, of plan: BatchUpdatePlan, rowStarts: [Int], sectionViews: [Int: Rect],
                              leavers: [UpdateAnimator.Leaver]) {
        var motions = [UpdateAnimation.Motion]()
        motions.reserveCapacity(transition.rows.count + leavers.count)
        for row in transition.rows {
            guard let path = row.indexPathAfter, let frameAfter = row.frameAfter else { continue }
            let after = activeLayout.geometry.globalRow(of: path)
            let before = row.indexPathBefore.flatMap { plan.isReloaded($0) ? nil : rowStarts[$0.section] + $0.row }
            motions.append(UpdateAnimation.Motion(before: before, after: after, frameBefore: before == nil ? nil : row.frameBefore,
                                                  frameAfter: frameAfter,
                                                  element: TransitionElement(category: .cell, indexPath: path, frame: frameAfter)))
        }
        // The rows of cells already leaving are numbered anew, as any index path a batch moves.
        for i in updates.leavingEnds.indices where updates.leavingEnds[i].rowStays {
            guard let path = updates.leavingEnds[i].path else { continue }
            if let new = plan.newIndexPath(for: path) { updates.leavingEnds[i].path = new } else { updates.leavingEnds[i].rowStays = false }
        }
        for leaver in leavers {
            // Only a deleted or reloaded row's leaver is asked for its end, with its path before.
            let element = TransitionElement(category: .cell, indexPath: leaver.path ?? ListIndexPath(row: 0, section: 0), frame: leaver.frameBefore)
            motions.append(UpdateAnimation.Motion(before: leaver.rowBefore, after: nil, frameBefore: leaver.frameBefore,
                                                  frameAfter: leaver.rowAfter.map(activeLayout.frame(ofItem:)), element: element))
            updates.leavingCells.append(leaver.cell)
            updates.leavingEnds.append(UpdateAnimator.LeavingEnd(path: leaver.path, rowStays: leaver.rowAfter != nil))
        }
        let kinds = supplementary.kinds.count
        let sectionMotions = sectionViewMotions(placedBefore: sectionViews, rows: motions,
                                                newSection: { plan.newSection[$0] < 0 ? nil : plan.newSection[$0] }, oldSection: { plan.oldSection[$0] })
        let settings = updates.settings
        // The batch kept the reader's place by moving the offset: what stays on screen stays still.
        let shift = transition.contentOffsetAfter.y - transition.contentOffsetBefore.y
        begin(UpdateAnimation(motions: motions, sectionMotions: sectionMotions, sectionKinds: kinds, style: style(of: settings),
                              duration: settings.effectiveDuration, curve: settings.curve, shift: shift, interrupting: updates.running))
    }

    /// Starts the animation of a change of layout or width just made: `transition` lists every
    /// item on screen before or after, numbered as they still are; `sectionViewsBefore` are the
    /// frames of the section views placed before it (``placedSectionViewFrames()``). Each slides
    /// from where it was drawn (or its frame before) to its frame now; one that comes into view
    /// fades in.
    ///
    /// - Complexity: O(v log v) for the v items and section views listed.
    func startLayoutAnimation(_ transition: ListTransition, sectionViewsBefore: [Int: Rect]) {
        var motions = [UpdateAnimation.Motion]()
        motions.reserveCapacity(transition.rows.count)
        for row in transition.rows {
            guard let path = row.indexPathAfter else { continue }
            let g = activeLayout.geometry.globalRow(of: path)
            let frameAfter = row.frameAfter ?? activeLayout.frame(ofItem: g)
            motions.append(UpdateAnimation.Motion(before: row.frameBefore == nil ? nil : g, after: g, frameBefore: row.frameBefore,
                                                  frameAfter: frameAfter,
                                                  element: TransitionElement(category: .cell, indexPath: path, frame: frameAfter)))
        }
        let sectionMotions = sectionViewMotions(placedBefore: sectionViewsBefore, rows: motions, newSection: { $0 }, oldSection: { $0 })
        // Items that come into view fade in, whatever inserted rows do.
        var style = style(of: updates.settings)
        style.insertion = .fade
        begin(UpdateAnimation(motions: motions, sectionMotions: sectionMotions, sectionKinds: supplementary.kinds.count, style: style,
                              duration: updates.settings.effectiveDuration, curve: updates.settings.curve,
                              shift: transition.contentOffsetAfter.y - transition.contentOffsetBefore.y, interrupting: updates.running))
    }

    /// The frames of the section views placed now, by section × kinds + kind: where an update
    /// starts them.
    ///
    /// - Complexity: O(kinds × sections placed).
    func placedSectionViewFrames() -> [Int: Rect] {
        var frames: [Int: Rect] = [:]
        let kinds = supplementary.kinds.count
        for k in 0..<kinds {
            for s in supplementary.sections {
                if let view = supplementary.view(kind: k, section: s) { frames[s * kinds + k] = view.frame }
            }
        }
        return frames
    }

    /// The motions of the section views on screen before or after an update, keyed by section ×
    /// kinds + kind: a view placed before (`placedBefore`, as numbered before) slides to its
    /// frame now — out of view too, drawn until it leaves the screen; one of a section that
    /// existed but had no view placed moves as the first row of its section that was laid out
    /// on both sides (`rows`), or fades in where it is; a new section's views arrive.
    /// `newSection` and `oldSection` map section numbers across the update (nil or −1: none).
    ///
    /// - Complexity: O(r log n + v log v) for r row motions, n rows and v section views.
    private func sectionViewMotions(placedBefore: [Int: Rect], rows: [UpdateAnimation.Motion],
                                    newSection: (Int) -> Int?, oldSection: (Int) -> Int) -> [UpdateAnimation.Motion] {
        let kinds = supplementary.kinds.count
        guard kinds > 0 else { return [] }
        var sections = Array(visibleSections)
        for key in placedBefore.keys {   // any kind: a section may have a footer and no header
            if let t = newSection(key / kinds), !visibleSections.contains(t) { sections.append(t) }
        }
        // How far each section's first row laid out on both sides moved.
        var moved: [Int: (dx: Double, dy: Double)] = [:]
        for row in rows {
            guard row.before != nil, let after = row.after, let from = row.frameBefore, let to = row.frameAfter else { continue }
            let t = activeLayout.geometry.indexPath(ofRow: after).section
            if moved[t] == nil { moved[t] = (from.minX - to.minX, from.minY - to.minY) }
        }
        var motions = [UpdateAnimation.Motion]()
        for t in Set(sections) {
            let s = oldSection(t)
            for k in 0..<kinds {
                let kind = supplementary.kinds[k].name
                guard let frameAfter = frame(ofElementKind: kind, section: t) else { continue }
                var motion = UpdateAnimation.Motion(before: nil, after: t * kinds + k, frameBefore: nil, frameAfter: frameAfter,
                                                    element: TransitionElement(category: .sectionView(kind: kind),
                                                                               indexPath: ListIndexPath(row: 0, section: t), frame: frameAfter))
                if s >= 0 {
                    motion.before = s * kinds + k
                    if let frame = placedBefore[s * kinds + k] {
                        motion.frameBefore = frame
                    } else if let (dx, dy) = moved[t] {
                        motion.frameBefore = Rect(x: frameAfter.minX + dx, y: frameAfter.minY + dy, width: frameAfter.width, height: frameAfter.height)
                    } else {
                        motion.fadesIn = true
                    }
                }
                motions.append(motion)
            }
        }
        return motions
    }

    /// The motion style `settings` give.
    private func style(of settings: UpdateAnimationSettings) -> UpdateAnimation.Style {
        UpdateAnimation.Style(reducesMotion: settings.reducesMotion, insertion: settings.insertion, deletion: settings.deletion)
    }

    /// Makes `animation` the one under way (counted, and drawn at its first frame), or none if
    /// it moves nothing.
    ///
    /// - Complexity: O(a) for the a rows and views it draws.
    private func begin(_ animation: UpdateAnimation) {
        guard !animation.tracks.isEmpty || !animation.leaving.isEmpty || !animation.sectionTracks.isEmpty else {
            updates.running = nil
            return
        }
        if updates.running != nil { updates.statistics.interrupted += 1 }
        updates.statistics.started += 1
        updates.running = animation
        presentUpdateAnimation()
    }

    /// Takes the presentations of the animation under way off the window's cells and the
    /// section views, before a batch renumbers the rows (its animation sets them again).
    ///
    /// - Complexity: O(a) for the a rows that animate, plus the section views placed.
    func clearUpdatePresentations() {
        guard let animation = updates.running else { return }
        for track in animation.tracks { window.cell(ofRow: track.item)?.animatedPresentation = nil }
        for k in supplementary.kinds.indices {
            for s in supplementary.sections { supplementary.view(kind: k, section: s)?.animatedPresentation = nil }
        }
    }

    /// Advances the animation under way by one frame (step 2 of a pass): the leaving cells
    /// whose way ended go back to their pools; after its last frame the animation ends.
    ///
    /// - Complexity: O(leaving cells), and O(a) at the end; no allocation but the delegate's
    ///   call at the end.
    func advanceUpdateAnimation(callees: Callees) {
        guard updates.running != nil else { return }
        updates.running?.advance(by: viewport.frameInterval)
        retireEndedLeavingCells(callees: callees)
        if updates.running?.isFinished == true { finishUpdateAnimation(callees: callees, landed: true) }
    }

    /// The leaving cells whose way ended get `didEndDisplaying` and go back to their pools; the
    /// others keep their order (with their tracks).
    ///
    /// - Complexity: O(leaving cells); no allocation.
    private func retireEndedLeavingCells(callees: Callees) {
        var kept = 0
        for i in updates.leavingCells.indices where !(updates.running?.isFinished(leaving: i) ?? true) {
            updates.leavingCells.swapAt(kept, i)
            updates.leavingEnds.swapAt(kept, i)
            updates.running?.swapLeaving(kept, i)
            kept += 1
        }
        guard kept < updates.leavingCells.count else { return }
        for i in kept..<updates.leavingCells.count { retire(updates.leavingCells[i], at: updates.leavingEnds[i].path, callees: callees) }
        updates.leavingCells.removeLast(updates.leavingCells.count - kept)
        updates.leavingEnds.removeLast(updates.leavingEnds.count - kept)
        updates.running?.truncateLeaving(to: kept)
    }

    /// Ends the animation under way: every cell drawn at its frame, the leaving cells' display
    /// ended and returned to their pools. `landed`: it played to its end, and the delegate hears
    /// of it (calls that change the list made from the callback wait for the operation to end).
    ///
    /// - Complexity: O(a) for the a rows that animated.
    func finishUpdateAnimation(callees: Callees, landed: Bool) {
        guard updates.running != nil else { return }
        clearUpdatePresentations()
        updates.running = nil
        for (cell, end) in zip(updates.leavingCells, updates.leavingEnds) { retire(cell, at: end.path, callees: callees) }
        updates.leavingCells.removeAll(keepingCapacity: true)
        updates.leavingEnds.removeAll(keepingCapacity: true)
        guard landed, let delegate = callees.delegate else { return }
        deferring(.untilTouchEnds) { delegate.listViewDidEndUpdateAnimation(self) }
    }

    /// A pass kept the reader's place (or the end, in a list that keeps its end) while rows were
    /// measured, moving the offset by `dy`: the content moved under the viewport, and what the
    /// animation draws moves with it, so nothing jumps on screen; each way then bends towards
    /// its new end.
    ///
    /// - Complexity: O(1) with no animation; O(a) for the a rows and views that animate; no
    ///   allocation.
    func updateAnimationFollowsPlace(movedBy dy: Double) {
        guard dy != 0, updates.running != nil else { return }
        updates.running?.shift(by: dy)
    }

    /// `visible` widened to the rows next to it, with cells, that the animation draws on screen
    /// now: what a pass displays and keeps cells for. (Only next to it: the rows between stay
    /// undisplayed unless drawn too.)
    ///
    /// - Complexity: O(1) with no animation; O(w log a) for w rows widened and a rows animating.
    func shownRows(_ visible: Range<Int>) -> Range<Int> {
        guard let animation = updates.running else { return visible }
        let (top, bottom) = viewport.band
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
    func shownSections(_ visible: Range<Int>) -> Range<Int> {
        guard let animation = updates.running, animation.sectionKinds > 0, !animation.sectionTracks.isEmpty else { return visible }
        let (top, bottom) = viewport.band
        let sectionCount = activeLayout.geometry.sectionCount
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

    /// Sets the presentations of the animation's frame on the cells it draws: the window's
    /// cells of rows that move or fade, each on its way to its frame as the layout has it now
    /// (rows measured on the way), and the leaving cells (step 4 of a pass).
    ///
    /// - Complexity: O(a) for the a rows that animate; no allocation.
    func presentUpdateAnimation() {
        guard updates.running != nil else { return }
        var inFlight = 0
        for i in 0..<updates.running!.tracks.count {
            guard let cell = window.cell(ofRow: updates.running!.tracks[i].item) else { continue }
            if cell.isDisplayed {
                updates.running!.retarget(track: i, to: cell.frame)
                inFlight += 1
            }
            cell.animatedPresentation = updates.running!.presentation(of: updates.running!.tracks[i])
        }
        let kinds = Swift.min(updates.running!.sectionKinds, supplementary.kinds.count)
        for k in 0..<kinds {
            for s in supplementary.sections {
                guard let view = supplementary.view(kind: k, section: s),
                      let i = updates.running!.sectionTrackIndex(ofKey: s * updates.running!.sectionKinds + k) else { continue }
                updates.running!.retarget(sectionTrack: i, to: view.frame)
                view.animatedPresentation = updates.running!.presentation(of: updates.running!.sectionTracks[i])
            }
        }
        guard let animation = updates.running else { return }
        for (i, track) in animation.leaving.enumerated() {
            updates.leavingCells[i].animatedPresentation = animation.presentation(of: track)
        }
        inFlight += animation.leaving.count
        updates.statistics.cellsInFlightMax = Swift.max(updates.statistics.cellsInFlightMax, inFlight)
    }
}
