/// Animated scrolling to a row: started by ``scrollToRow(at:position:animated:)``, advanced by
/// each ``layout()`` pass in the display's frames, landed exactly by the last one.
///
/// In a pass: step 2 (the gestures) moves the offset by the frame's share of the way to the
/// row's resting offset as the layout has it now; step 3 gives the rows their cells (measuring
/// self-sizing ones); on the last frame the offset is then put on the aim again, and the rows
/// turned over again, until the row's frame no longer moves; after step 5 the animation ends and
/// the delegate hears of it (``ScrollAnimationParticipant``).
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
            if data.needsReload { try reloadAll() }
            try validate(indexPath)
            animations.scroll.start(to: indexPath, position: position, in: self, callees: Callees(of: self))
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
    public var isScrollAnimating: Bool { animations.scroll.running != nil }

    /// The row an animated scroll under way goes to (as batch updates since the call renumbered
    /// it), or nil when none runs.
    ///
    /// - Complexity: O(1).
    public var scrollAnimationTarget: ListIndexPath? { animations.scroll.running?.target }

    /// Stops the scroll animation under way, where it is, without the delegate's callback.
    ///
    /// - Complexity: O(1).
    func stopScrollAnimation() { animations.scroll.stop() }

    /// A reload stops the animation; a batch has it follow its row, or stop if it deleted it.
    ///
    /// - Complexity: O(log k) for k rows a batch names.
    func scrollAnimationDidChange(_ change: RowsChange) { animations.scroll.rowsDidChange(change, in: self) }
}
