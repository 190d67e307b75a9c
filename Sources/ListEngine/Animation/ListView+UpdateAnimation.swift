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
    public var updateAnimationSettings: UpdateAnimationSettings { animations.update.settings }

    /// Sets how updates animate from the next animated update on.
    ///
    /// - Throws: ``ListError/invalidUpdateAnimation(_:)`` unless the duration and speed are
    ///   positive and finite.
    /// - Complexity: O(1).
    public func setUpdateAnimationSettings(_ settings: UpdateAnimationSettings) throws(ListError) {
        if let problem = settings.problem { throw .invalidUpdateAnimation(problem) }
        animations.update.settings = settings
    }

    /// Whether an animated update is under way: from the batch until the pass that draws its
    /// last frame, or until something ends it.
    ///
    /// - Complexity: O(1).
    public var isAnimatingUpdates: Bool { animations.update.isRunning }

    /// The cells of rows that left with an animated update (deleted, reloaded, or pushed far
    /// off screen), still drawn at their ``ListReusableView/presentation`` until the animation
    /// ends. They belong to no row (``ListCell/indexPath`` is nil) and are not in
    /// ``visibleCells``; a renderer draws them as well.
    ///
    /// - Complexity: O(1).
    public var leavingCells: [ListCell] { animations.update.leavingCells }

    /// What the list's animated updates have done.
    ///
    /// - Complexity: O(1).
    public var updateAnimationStatistics: UpdateAnimationStatistics { animations.update.statistics }

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
    func indexPathForDrawnRow(at point: Point) -> ListIndexPath? { animations.update.drawnRow(at: point, in: self) }

    /// Starts the animation of the batch `plan` just applied (``UpdateAnimator/start(_:of:rowStarts:sectionViews:leavers:in:)``).
    ///
    /// - Complexity: O(a log a) for the a rows and section views that animate.
    func startUpdateAnimation(_ transition: ListTransition, of plan: BatchUpdatePlan, rowStarts: [Int], sectionViews: [Int: Rect],
                              leavers: [UpdateAnimator.Leaver]) {
        animations.update.start(transition, of: plan, rowStarts: rowStarts, sectionViews: sectionViews, leavers: leavers, in: self)
    }

    /// Starts the animation of a change of layout or width just made
    /// (``UpdateAnimator/startLayoutChange(_:sectionViewsBefore:in:)``).
    ///
    /// - Complexity: O(v log v) for the v items and section views listed.
    func startLayoutAnimation(_ transition: ListTransition, sectionViewsBefore: [Int: Rect]) {
        animations.update.startLayoutChange(transition, sectionViewsBefore: sectionViewsBefore, in: self)
    }

    /// The frames of the section views placed now, by section × kinds + kind: where an update
    /// starts them.
    ///
    /// - Complexity: O(kinds × sections placed).
    func placedSectionViewFrames() -> [Int: Rect] { animations.update.placedSectionViewFrames(in: self) }

    /// Takes the presentations of the animation under way off the cells and section views,
    /// before a batch renumbers the rows.
    ///
    /// - Complexity: O(a) for the a rows that animate, plus the section views placed.
    func clearUpdatePresentations() { animations.update.clearPresentations(in: self) }

    /// Ends the animation under way, every cell at its frame; `landed`: it played to its end,
    /// and the delegate hears of it.
    ///
    /// - Complexity: O(a) for the a rows that animated.
    func finishUpdateAnimation(callees: Callees, landed: Bool) { animations.update.finish(landed: landed, in: self, callees: callees) }

    /// A change moved the offset by `dy` to keep the reader's place: what the animation draws
    /// moves with it, its cells' presentations at once
    /// (``UpdateAnimator/followPlaceAndDraw(movedBy:in:)``).
    ///
    /// - Complexity: O(1) with no animation; O(a) for the a rows and views that animate.
    func updateAnimationFollowsPlace(movedBy dy: Double) { animations.update.followPlaceAndDraw(movedBy: dy, in: self) }

    /// `visible` sections widened to those whose views the animation draws on screen now.
    ///
    /// - Complexity: O(1) with no animation; O(w × kinds × log s) for w sections widened.
    func shownSections(_ visible: Range<Int>) -> Range<Int> { animations.update.shownSections(visible, in: self) }
}
