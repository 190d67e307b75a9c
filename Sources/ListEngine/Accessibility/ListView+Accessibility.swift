/// The accessibility model: what a renderer gives its platform's assistive technology (AT-SPI,
/// UIAccessibility, UIA, ARIA) — the list's true counts (``accessibilityContainer``), an
/// element for each row, item, header and footer in the ready window in reading order
/// (``accessibilityElements()``), navigation to elements off screen that scrolls them into view
/// (``navigateAccessibility(_:from:)``), the element the screen reader is on, its cell pinned
/// (``accessibilityFocusedElement``), page scrolls that say where they landed
/// (``scrollAccessibilityPage(_:)``), custom actions (``performAccessibilityAction(_:on:)``) and
/// announcements (``ListDelegate/listView(_:announce:)``: rows arriving at the end of a list
/// that anchors to it, placeholders on screen loaded).
///
/// Nothing is kept or computed for it until a renderer asks: a list no screen reader reads pays
/// nothing per frame.
extension ListView {
    /// What names the list's own actions and turns announcements into words; English by default.
    public var accessibilityFormatter: any AccessibilityAnnouncementFormatter {
        get { accessibility.formatter }
        set { accessibility.formatter = newValue }
    }

    /// The element the screen reader is on: where ``navigateAccessibility(_:from:)`` went last,
    /// or what the renderer said (``setAccessibilityFocus(_:)``); nil when it is not on the
    /// list. It follows its element through batches and snapshots by identity (a deleted row's
    /// goes to the nearest row that stays), and its row's cell is pinned: however far the row
    /// scrolls, its cell is kept, never shown for another row, and is the row's cell when the
    /// row comes back.
    ///
    /// - Complexity: O(1).
    public var accessibilityFocusedElement: AccessibilityElement.ID? { accessibility.focused }

    /// Tells the list where the screen reader is — an element the user touched, or reached by
    /// the platform's own navigation; nil when it left the list.
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)`` for a row, or
    ///   ``ListError/sectionOutOfRange(_:sectionCount:)`` for a section, that is not in the
    ///   list; the focus then stays where it was.
    /// - Complexity: O(log n).
    public func setAccessibilityFocus(_ id: AccessibilityElement.ID?) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.setAccessibilityFocus(id) } }
        try perform("setAccessibilityFocus(_:)") { () throws(ListError) in
            if data.needsReload { try reloadAll() }
            switch id {
            case let .row(path)?: try validate(path)
            case let .header(section)?, let .footer(section)?:
                let count = activeLayout.geometry.sectionCount
                guard section >= 0, section < count else { throw .sectionOutOfRange(section, sectionCount: count) }
            case nil: break
            }
            accessibility.setFocus(id, in: self)
        }
    }

    /// The list's true counts: rows and sections, and a grid's lines and columns.
    ///
    /// - Complexity: O(1); O(sections) for a grid's lines.
    public var accessibilityContainer: AccessibilityContainer { accessibility.container(in: self) }

    /// The elements of the rows (items) with cells — those on screen and in the ready window
    /// around them — and of the headers and footers of the sections from the first of those
    /// rows to the last (empty sections between too) and of the sections on screen, in reading
    /// order: section by section, a section's header first, its rows in order (a grid or flow
    /// line by line, along each line), its footer last.
    ///
    /// Asked after a scroll and before the pass that follows it, the list lays out first, as
    /// UIKit lays a table out when its cells are asked for: the elements are those of the
    /// current offset. Where no pass may run (from a callback) or none is due (a taller
    /// viewport, until its pass), they are those of the rows with cells and their sections — and
    /// of the sections on screen only while every visible row has a cell.
    ///
    /// - Complexity: O(e) for e elements, plus the delegate's calls for each; plus a layout
    ///   pass after a scroll.
    public func accessibilityElements() -> [AccessibilityElement] {
        if gate.running == nil, !defersCalls, viewport.scrolledSinceLastPass { layout() }
        // The delegate is asked for each element: a change it makes waits (or is refused) as
        // from any callback, so the elements are made of one state of the list.
        let ownsOperation = gate.running == nil && beginOperation("accessibilityElements()")
        defer { if ownsOperation { endOperation() } }
        return accessibility.elements(in: self, callees: Callees(of: self))
    }

    /// The element `id` names, wherever it is: a row off screen has no cell to say its label
    /// (the delegate's, else empty); nil for a row or section out of range, or a header or
    /// footer the section does not have.
    ///
    /// - Complexity: O(log n), plus the delegate's calls.
    public func accessibilityElement(_ id: AccessibilityElement.ID) -> AccessibilityElement? {
        let ownsOperation = gate.running == nil && beginOperation("accessibilityElement(_:)")
        defer { if ownsOperation { endOperation() } }
        return accessibility.element(id, in: self, callees: Callees(of: self))
    }

    /// Moves in reading order from `id` (nil: from nowhere, so `.next` and `.first` give the
    /// first element, `.previous` and `.last` the last) to the next or previous element, or to
    /// the first or last, scrolls the least that shows it, makes it the screen reader's
    /// (``accessibilityFocusedElement``), lays the list out, and returns it — a screen reader's
    /// swipe to the next element, which reaches rows no cell shows yet.
    ///
    /// - Returns: the element, with its cell's label; nil at either end of the list, for an
    ///   `id` out of range, or when called from a callback (the call waits and is made when
    ///   the operation ends).
    /// - Complexity: O(log n) for the step (O(k) more for k empty sections passed over without
    ///   a header or footer), plus a layout pass.
    @discardableResult
    public func navigateAccessibility(_ step: AccessibilityNavigation, from id: AccessibilityElement.ID?) throws(ListError) -> AccessibilityElement? {
        if defersCalls { return deferred(nil) { list throws(ListError) in try list.navigateAccessibility(step, from: id) } }
        let target = try perform("navigateAccessibility(_:from:)") { () throws(ListError) -> AccessibilityElement.ID? in
            if data.needsReload { try reloadAll() }
            return accessibility.navigate(step, from: id, in: self, callees: Callees(of: self))
        }
        guard let target else { return nil }
        _ = layout()
        return accessibilityElement(target)
    }

    /// Scrolls a page up or down — the height of the area rows are seen in (the visible area
    /// less its insets and a pinned section header), so the row at one edge comes to the other —
    /// as a screen reader's three-finger swipe does, lays the list out, and says which rows that
    /// area shows now: "Rows 11 to 24 of 1,000,000"
    /// (``AccessibilityAnnouncement/rowsShown(first:last:total:items:)``).
    ///
    /// - Returns: nil when the list is already at that end (nothing moves — the platform's
    ///   boundary sound), when no row is shown after the scroll, or when called from a callback
    ///   (the call waits).
    /// - Complexity: O(log n), plus a layout pass.
    @discardableResult
    public func scrollAccessibilityPage(_ direction: AccessibilityScrollDirection) throws(ListError) -> AccessibilityAnnouncement? {
        if defersCalls { return deferred(nil) { list throws(ListError) in try list.scrollAccessibilityPage(direction) } }
        let moved = try perform("scrollAccessibilityPage(_:)") { () throws(ListError) -> Bool in
            if data.needsReload { try reloadAll() }
            return accessibility.scrollPage(direction, in: self)
        }
        guard moved else { return nil }
        _ = layout()
        return accessibility.rowsShown(in: self)
    }

    /// Performs `action` on the row `id` names, as the gesture it stands for would: a swipe
    /// action opens the row's actions and performs it (``performSwipeAction(at:)``: its handler,
    /// or the delete confirmation's commit); a move asks the delegate where the row may go
    /// (`targetIndexPathForMoveFromRowAt`), moves it in the model with the data source's
    /// `moveRowAt`, and applies the move as one batch, keeping the row where it was on screen.
    ///
    /// - Returns: the swipe action's result; for a move, `.completed` with its transition
    ///   (performed false, nothing changed, when the row is already at that end of the list or
    ///   the delegate keeps it where it is).
    /// - Throws: ``ListError/invalidEditing(_:)`` for an element that is not a row, an action
    ///   the row does not offer, or a row the data source cannot move
    ///   (``EditingError/notMovable(_:)``); what a swipe action or the batch throws; the list is
    ///   then as before.
    /// - Complexity: a swipe action's, or a batch of one move.
    @discardableResult
    public func performAccessibilityAction(_ action: AccessibilityAction, on id: AccessibilityElement.ID) throws(ListError) -> SwipeActionResult {
        if defersCalls { return deferred(.pending) { list throws(ListError) in _ = try list.performAccessibilityAction(action, on: id) } }
        guard case let .row(indexPath) = id else { throw .invalidEditing(.noSwipeActions) }
        switch action.kind {
        case let .swipe(edge, index):
            try validate(indexPath)
            return try accessibility.performSwipeAction(index, on: edge, ofRowAt: indexPath, in: self, callees: Callees(of: self))
        case .moveUp, .moveDown:
            return try perform("performAccessibilityAction(_:on:)") { () throws(ListError) -> SwipeActionResult in
                try validate(indexPath)
                return try accessibility.moveRow(at: indexPath, up: action.kind == .moveUp, in: self, callees: Callees(of: self))
            }
        }
    }
}
