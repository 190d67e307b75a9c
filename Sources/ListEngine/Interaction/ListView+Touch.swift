/// Touches to highlight and selection, in UIKit's order and with the delegate's veto points
/// (see ``RowSelection``'s touches). A renderer reports where a touch goes down, moves and ends
/// (viewport coordinates); the list highlights, selects and deselects rows and tells the
/// delegate. In editing mode touches select only with ``allowsSelectionDuringEditing`` or
/// ``allowsMultipleSelectionDuringEditing`` (which toggles rows as multiple selection does). A
/// touch while a row shows its swipe actions only closes them (see ``beginSwipe(at:)``).
///
/// Each touch call is an operation: from the callbacks that decide it (`shouldHighlightRowAt`,
/// `didHighlightRowAt`, `didUnhighlightRowAt`, `willSelectRowAt`, `willDeselectRowAt`) a call
/// that changes the list is refused; from those that report its outcome (`didSelectRowAt`,
/// `didDeselectRowAt`, `accessoryButtonTappedForRowWith`) it is made when the touch call
/// ends, in order — see ``ListView``'s reentrancy rules.
extension ListView {
    /// How far (in points) a touch may move and still be a tap.
    public static let touchSlop = TouchTracker.slop

    /// Whether touches select rows outside editing mode (see ``allowsSelectionDuringEditing``).
    /// Default: true. When false, touches still highlight.
    public var allowsSelection: Bool {
        get { selection.touchesSelect }
        set { selection.touchesSelect = newValue }
    }

    /// A touch went down at `point` (viewport coordinates). Returns the row it highlighted, if any.
    /// It stops a scroll animation under way where it is (``isScrollAnimating``). While an
    /// animated update runs (``isAnimatingUpdates``), it touches the row drawn under it — a
    /// cell's ``ListReusableView/presentation``, not its frame; as in UIKit, not one less than
    /// 1% opaque — and nothing over a leaving cell alone (its row is gone).
    ///
    /// - Complexity: O(log n); O(c) for the c displayed cells while an update animates.
    @discardableResult
    public func touchDown(at point: Point) -> ListIndexPath? {
        if defersCalls { return deferred(nil) { _ = $0.touchDown(at: point) } }
        guard beginOperation("touchDown(at:)") else { return nil }
        defer { endOperation() }
        return selection.touchDown(at: point, in: self)
    }

    /// The touch moved to `point` (viewport coordinates): beyond ``touchSlop`` from where it went
    /// down it is no longer a tap, and its highlight ends.
    public func touchMoved(to point: Point) { selection.touchMoved(to: point, in: self) }

    /// The touch ended: the row it went down on is selected (or deselected), as the delegate
    /// allows. Returns the row selected or deselected, if any.
    ///
    /// - Complexity: O(s) for s selected rows.
    @discardableResult
    public func touchUp() -> ListIndexPath? {
        if defersCalls { return deferred(nil) { _ = $0.touchUp() } }
        guard selection.touch.isActive, beginOperation("touchUp()") else { return nil }
        defer { endOperation() }
        return selection.touchUp(in: self)
    }

    /// The touch was cancelled (a scroll began, the touch left the list): its highlight ends and
    /// nothing is selected.
    public func cancelTouch() {
        if defersCalls { return deferCall { $0.cancelTouch() } }
        guard selection.touch.isActive, beginOperation("cancelTouch()") else { return }
        defer { endOperation() }
        selection.endTouch(in: self)
    }
}
