/// Animated scrolling to a row: started by ``scrollToRow(at:position:animated:)``, advanced by
/// each ``layout()`` pass in the display's frames, landed exactly by the last one.
///
/// In a pass: step 2 (the gestures) moves the offset by the frame's share of the way to the
/// row's resting offset as the layout has it now; step 3 gives the rows their cells (measuring
/// self-sizing ones); on the last frame the offset is then put on the aim again, and the rows
/// turned over again, until the row's frame no longer moves; after step 5 the animation ends and
/// the delegate hears of it.
extension ListView {
    /// Scrolls so the row at `indexPath` is at `position` in the visible area, as
    /// ``scrollToRow(at:position:)`` does — at once if `animated` is false; otherwise over the
    /// display's next frames, one per ``layout()`` pass, each standing for ``frameInterval``.
    ///
    /// An animated scroll follows UIKit's ease-in-ease-out curve (``TimingCurve/easeInEaseOut``)
    /// and lasts
    ///
    ///     duration = 0.25 s + 0.35 s × min(1, distance ÷ (10 × viewport height))
    ///
    /// where the distance is between the offset at the call and the row's resting offset then:
    /// 0.25 s for a short move, growing to 0.6 s at ten screens and beyond. It takes
    /// ⌈duration ÷ ``frameInterval``⌉ passes (15–36 at 60 Hz, 30–72 at 120 Hz). Each pass aims
    /// anew at the row's resting offset as the layout has it then — estimated heights measured on
    /// the way, a new width (``setViewportSize(_:)``), content insets — and moves the frame's
    /// share of what is left; the last pass puts the row exactly where asked, after measuring the
    /// rows it shows. The moves are scrolls: they set ``scrollVelocity`` (at most 10 viewport
    /// heights a second; none for a frame that moves more than two screens) and the direction,
    /// and release or anchor the end of a list that anchors to it (``anchorsToEnd``) as any
    /// scroll does.
    /// Calling ``setContentOffset(_:)`` while the animation runs stops it: an embedder that sets
    /// the offset every frame skips that while ``isScrollAnimating``.
    ///
    /// Outcomes:
    /// - It lands: the last pass ends it and calls the delegate's
    ///   ``ListDelegate/listViewDidEndScrollingAnimation(_:)``.
    /// - ``touchDown(at:)``, ``setContentOffset(_:)``, ``scrollToSectionIndexTitle(at:)``,
    ///   ``scrollToEnd()``, another scroll to a row (animated or not) or an interactive move stop
    ///   it where it is, without the callback; a new animated scroll starts from the offset where
    ///   the old one stopped.
    /// - A batch update (or snapshot) that moves the row follows it to its new index path; one
    ///   that deletes it stops the animation where it is and reports
    ///   ``ListError/scrollTargetDeleted(_:)`` to the ``diagnosticHandler``, without the callback.
    /// - A reload (``reloadData()``, a new row height or layout) stops it, without the callback.
    /// - A row whose page is not loaded (a ``ListPager``'s placeholder) is aimed at as any row:
    ///   the animation lands on its estimated or last height, and the page, when it arrives,
    ///   keeps the row where it landed (the first visible row keeps its place).
    ///
    /// With `position` ``ScrollPosition/none`` it scrolls as little as shows the whole row, and
    /// not at all (no animation, no callback) when the row is shown already — as does any call
    /// whose row is already at its resting offset.
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)``; nothing changes then.
    /// - Complexity: O(log n) for the call and for each pass's animation step (a flow first
    ///   lays its lines out through the row, as ``scrollToRow(at:position:)`` does); no
    ///   allocation per frame.
    public func scrollToRow(at indexPath: ListIndexPath, position: ScrollPosition, animated: Bool) throws(ListError) {
        guard animated else { return try scrollToRow(at: indexPath, position: position) }
        if defersCalls {
            return deferCall { list throws(ListError) in try list.scrollToRow(at: indexPath, position: position, animated: true) }
        }
        try perform("scrollToRow(at:position:animated:)") { () throws(ListError) in
            try startScrollAnimation(to: indexPath, position: position)
        }
    }

    /// Scrolls so the item at `indexPath` is at `position`, animated or not
    /// (``scrollToRow(at:position:animated:)``).
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)``.
    /// - Complexity: O(log n), and O(log n) a pass while it animates.
    public func scrollToItem(at indexPath: ListIndexPath, position: ScrollPosition, animated: Bool) throws(ListError) {
        try scrollToRow(at: indexPath, position: position, animated: animated)
    }

    /// Whether an animated scroll to a row is under way (``scrollToRow(at:position:animated:)``):
    /// true from the call until the pass that lands it, or until it is stopped.
    ///
    /// - Complexity: O(1).
    public var isScrollAnimating: Bool { viewport.scrollAnimation != nil }

    /// The row an animated scroll under way goes to (as batch updates since the call renumbered
    /// it), or nil when none runs.
    ///
    /// - Complexity: O(1).
    public var scrollAnimationTarget: ListIndexPath? { viewport.scrollAnimation?.target }

    private func startScrollAnimation(to indexPath: ListIndexPath, position: ScrollPosition) throws(ListError) {
        if data.needsReload { try reloadAll() }
        try validate(indexPath)
        viewport.scrollAnimation = nil
        let aim = restingOffset(showing: indexPath, at: position, callees: Callees(of: self))
        let distance = aim - viewport.offset.y
        guard distance != 0 else { return }
        // `.none` lands the row at the edge it comes in from, wherever measuring moves it.
        let resolved = position != .none ? position : distance < 0 ? .top : .bottom
        viewport.scrollAnimation = ScrollAnimation(target: indexPath, position: resolved, distance: distance,
                                                   viewportHeight: viewport.size.height)
    }

    // MARK: The frame's steps

    /// Step 2 of a pass: the animation advances a frame, and the offset moves the frame's share
    /// of the way to the row's resting offset as the layout has it now (the aim itself at the
    /// last frame). An interactive move, which scrolls the list by itself, stops it.
    ///
    /// - Complexity: O(log n); no allocation.
    func advanceScrollAnimation(callees: Callees) {
        guard var animation = viewport.scrollAnimation else { return }
        guard !editing.move.isActive, globalRow(for: animation.target) != nil else {
            viewport.scrollAnimation = nil
            return
        }
        animation.progress.advance(by: viewport.frameInterval)
        let aim = restingOffset(showing: animation.target, at: animation.position, callees: callees)
        viewport.scroll(to: animation.step(from: viewport.offset.y, towards: aim), end: contentOffsetLimits.upperBound)
        viewport.scrollAnimation = animation
    }

    /// After step 3 of a pass gave the rows their cells: keeps the animation's velocity sane
    /// and, at its last frame, puts the offset on the aim again if measuring moved the row.
    /// Returns whether it did, and the rows must be turned over again (at most
    /// ``ScrollAnimation/maximumLandingRounds`` times a pass).
    ///
    /// - Complexity: O(log n).
    func landsScrollAnimation(callees: Callees) -> Bool {
        guard var animation = viewport.scrollAnimation else { return false }
        let cap = ScrollAnimation.maximumScreensPerSecond * viewport.size.height
        viewport.velocity = Swift.min(Swift.max(viewport.velocity, -cap), cap)
        guard animation.progress.isFinished, animation.landingRounds < ScrollAnimation.maximumLandingRounds,
              globalRow(for: animation.target) != nil else { return false }
        let aim = restingOffset(showing: animation.target, at: animation.position, callees: callees)
        guard aim != viewport.offset.y else { return false }
        viewport.scroll(to: aim, end: contentOffsetLimits.upperBound)
        animation.landingRounds += 1
        viewport.scrollAnimation = animation
        return true
    }

    /// At the end of a pass: an animation whose last frame it was ends, and the delegate hears
    /// of it (calls that change the list made from the callback wait for the pass to end).
    ///
    /// - Complexity: O(1) plus the callback.
    func endLandedScrollAnimation(callees: Callees) {
        guard let animation = viewport.scrollAnimation, animation.progress.isFinished else { return }
        viewport.scrollAnimation = nil
        guard let delegate = callees.delegate else { return }
        deferring(.untilTouchEnds) { delegate.listViewDidEndScrollingAnimation(self) }
    }

    /// Stops the scroll animation under way, where it is, without the delegate's callback.
    ///
    /// - Complexity: O(1).
    func stopScrollAnimation() {
        viewport.scrollAnimation = nil
    }

    /// A reload stops the animation; a batch has it follow its row, or stop where it is with
    /// ``ListError/scrollTargetDeleted(_:)`` if the row was deleted.
    ///
    /// - Complexity: O(log k) for k rows a batch names.
    func scrollAnimationDidChange(_ change: RowsChange) {
        guard var animation = viewport.scrollAnimation else { return }
        switch change {
        case .reload:
            viewport.scrollAnimation = nil
        case let .batch(plan):
            let deleted = animation.target
            if animation.follow(plan) {
                viewport.scrollAnimation = animation
            } else {
                viewport.scrollAnimation = nil
                diagnose(.scrollTargetDeleted(deleted))
            }
        }
    }
}
