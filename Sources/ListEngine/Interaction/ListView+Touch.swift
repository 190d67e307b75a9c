/// Touches to highlight and selection, in UIKit's order and with the delegate's veto points.
/// A renderer reports where a touch goes down, moves and ends (viewport coordinates); the list
/// highlights, selects and deselects rows and tells the delegate:
///
/// - touch down on a row: `shouldHighlightRowAt` (false: the touch does nothing, not even
///   select) → highlight → `didHighlightRowAt`;
/// - touch up: unhighlight → `didUnhighlightRowAt` → `willSelectRowAt` (may redirect, or cancel
///   with nil) → with single selection, each other selected row: `willDeselectRowAt` (nil keeps it,
///   and the touch then selects nothing) → deselect → `didDeselectRowAt` → select →
///   `didSelectRowAt`. With multiple selection, a touch on a selected row deselects it instead:
///   `willDeselectRowAt` → deselect → `didDeselectRowAt`;
/// - a move beyond ``touchSlop`` or ``cancelTouch()`` (a scroll began): unhighlight →
///   `didUnhighlightRowAt`, nothing selected;
/// - a touch on a row's detail button (``ListCell/detailButtonFrame(in:)``) neither highlights
///   nor selects: touch up calls `accessoryButtonTappedForRowWith`; a move beyond the slop or a
///   scroll cancels it.
///
/// In editing mode touches select only with ``allowsSelectionDuringEditing`` or
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
    public static let touchSlop = 10.0

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
        if defersCalls {
            deferCall { $0.touchDown(at: point) }
            return nil
        }
        guard beginOperation("touchDown(at:)") else { return nil }
        defer { endOperation() }
        endTouch()
        stopScrollAnimation()
        guard !editing.swipe.closeForTouch(in: self) else { return nil }
        let content = Point(x: point.x + viewport.offset.x, y: point.y + viewport.offset.y)
        // A page's placeholder is not touched: it has no row to select yet.
        guard let path = indexPathForDrawnRow(at: content), isLoaded(path) else { return nil }
        if let cell = materializedCell(at: path),
           let button = cell.detailButtonFrame(in: cell.presentation.frame.size),
           button.contains(Point(x: content.x - cell.presentation.frame.minX, y: content.y - cell.presentation.frame.minY)) {
            // The detail button's touch: the row neither highlights nor selects.
            selection.touchedAccessory = path
            selection.touchDownPoint = point
            return nil
        }
        guard delegate?.listView(self, shouldHighlightRowAt: path) ?? true else { return nil }
        selection.touched = path
        selection.touchDownPoint = point
        setHighlight(path)
        delegate?.listView(self, didHighlightRowAt: path)
        return path
    }

    /// The touch moved to `point` (viewport coordinates): beyond ``touchSlop`` from where it went
    /// down it is no longer a tap, and its highlight ends.
    public func touchMoved(to point: Point) {
        guard selection.touched != nil || selection.touchedAccessory != nil else { return }
        let dx = point.x - selection.touchDownPoint.x
        let dy = point.y - selection.touchDownPoint.y
        if dx * dx + dy * dy > Self.touchSlop * Self.touchSlop { cancelTouch() }
    }

    /// The touch ended: the row it went down on is selected (or deselected), as the delegate
    /// allows. Returns the row selected or deselected, if any.
    ///
    /// - Complexity: O(s) for s selected rows.
    @discardableResult
    public func touchUp() -> ListIndexPath? {
        if defersCalls {
            deferCall { $0.touchUp() }
            return nil
        }
        guard selection.touchedAccessory != nil || selection.touched != nil, beginOperation("touchUp()") else { return nil }
        defer { endOperation() }
        let delegate = self.delegate
        if let accessory = selection.touchedAccessory {
            selection.touchedAccessory = nil
            deferring(.untilTouchEnds) { delegate?.listView(self, accessoryButtonTappedForRowWith: accessory) }
            return nil
        }
        guard let path = selection.touched else { return nil }
        endTouchHighlight(path)
        guard touchesSelectNow else { return nil }
        if selectsManyNow, selection.contains(path) {
            guard let target = validated(confirmDeselection(of: path)) else { return nil }
            unselect(target)
            deferring(.untilTouchEnds) { delegate?.listView(self, didDeselectRowAt: target) }
            return target
        }
        guard let target = selectAsUser(path, delegate: delegate) else { return nil }
        if selection.selectsMomentarily, selection.contains(target) {
            unselect(target)
            flash(target, kind: .selection)
        }
        return target
    }

    /// Selects `path` as a user's tap does: the delegate's `willSelectRowAt` may redirect or
    /// refuse it, the other rows are deselected (each confirmed) unless the mode allows several,
    /// and `didDeselectRowAt`/`didSelectRowAt` are told. Returns the row selected, if any.
    ///
    /// - Complexity: O(1), plus O(s) for s rows deselected, plus the callbacks.
    @discardableResult
    func selectAsUser(_ path: ListIndexPath, delegate: ListDelegate?) -> ListIndexPath? {
        // Without a delegate the row itself; with one, what it answers (nil: select nothing).
        let proposed = if let delegate { delegate.listView(self, willSelectRowAt: path) } else { Optional(path) }
        guard let target = validated(proposed) else { return nil }
        if !selectsManyNow {
            for old in indexPathsForSelectedRows where old != target {
                guard let confirmed = validated(confirmDeselection(of: old)) else { return nil }
                unselect(confirmed)
                deferring(.untilTouchEnds) { delegate?.listView(self, didDeselectRowAt: confirmed) }
            }
        }
        selection.insert(target)
        cellForMaterializedRow(at: target)?.isSelected = true
        deferring(.untilTouchEnds) { delegate?.listView(self, didSelectRowAt: target) }
        return target
    }

    /// The touch was cancelled (a scroll began, the touch left the list): its highlight ends and
    /// nothing is selected.
    public func cancelTouch() {
        if defersCalls { return deferCall { $0.cancelTouch() } }
        guard selection.touchedAccessory != nil || selection.touched != nil, beginOperation("cancelTouch()") else { return }
        defer { endOperation() }
        endTouch()
    }

    /// Ends a touch under way, if any, without selecting: its highlight ends.
    private func endTouch() {
        selection.touchedAccessory = nil
        guard let path = selection.touched else { return }
        endTouchHighlight(path)
    }

    private func endTouchHighlight(_ path: ListIndexPath) {
        selection.touched = nil
        if selection.highlighted == path { setHighlight(nil) }
        delegate?.listView(self, didUnhighlightRowAt: path)
    }

    /// The row to deselect instead of `path`, as the delegate answers (nil: keep it selected).
    private func confirmDeselection(of path: ListIndexPath) -> ListIndexPath? {
        if let delegate { delegate.listView(self, willDeselectRowAt: path) } else { path }
    }

    /// `path` if it names a row of the list (a delegate may redirect anywhere), else nil.
    private func validated(_ path: ListIndexPath?) -> ListIndexPath? {
        guard let path, (try? validate(path)) != nil else { return nil }
        return path
    }
}
