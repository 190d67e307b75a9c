/// Keyboard focus, as UIKit's focus engine gives tables and collections: a focused row — or a
/// section's header, where the delegate lets it take the focus — moved by heading
/// (``moveFocus(_:)``) or set (``focusRow(at:)``, ``focusHeader(inSection:)``), asked of the
/// delegate (``ListDelegate/listView(_:canFocusRowAt:)``,
/// ``ListDelegate/listView(_:canFocusHeaderInSection:)``,
/// ``ListDelegate/listView(_:shouldUpdateFocusFrom:to:)``), told to it
/// (``ListDelegate/listView(_:didUpdateFocusFrom:to:)``), kept in view with ``focusMargin``,
/// and following its row or section through batches and snapshots by identity.
extension ListView {
    /// What has the keyboard focus — a row or a section's header — or nil when the list does
    /// not have it.
    ///
    /// - Complexity: O(1).
    public var focusedTarget: FocusTarget? { focus.focused }

    /// The focused row, or nil when the list does not have the focus or a header has it.
    ///
    /// - Complexity: O(1).
    public var focusedIndexPath: ListIndexPath? { focus.focusedRow }

    /// Whether the focus, coming back to the list (a move while it has none), returns to the row
    /// (or header) focused last rather than the first visible row (UIKit's
    /// `remembersLastFocusedIndexPath`). False by default. It is followed through updates while
    /// the focus is away.
    public var remembersLastFocusedIndexPath: Bool {
        get { focus.remembersLast }
        set { focus.remembersLast = newValue }
    }

    /// Whether the focused row is selected as the focus moves, with the delegate's selection
    /// callbacks as a tap makes them (UIKit's `selectionFollowsFocus`). False by default.
    public var selectionFollowsFocus: Bool {
        get { focus.selectionFollows }
        set { focus.selectionFollows = newValue }
    }

    /// How far, in points, the focused row is kept from the visible area's edges when the list
    /// scrolls to show it (0 by default; negative or not finite counts as 0).
    public var focusMargin: Double {
        get { focus.margin }
        set { focus.margin = newValue.isFinite ? Swift.max(0, newValue) : 0 }
    }

    /// Which way the renderer draws the lines of a grid or flow: right to left (the frames drawn
    /// mirrored), ``moveFocus(_:)`` takes `.left` and `.right` as the user sees them — `.left`
    /// to the next item along the line. Left to right by default.
    public var layoutDirection: LayoutDirection {
        get { focus.direction }
        set { focus.direction = newValue }
    }

    /// Moves the focus by `heading` — a row or item away, a screenful, or to an end — to the
    /// first row on the way that the delegate lets take the focus, or a section header it lets
    /// take it (up and down pass headers in reading order; a page move lands on a row), scrolls
    /// the least that shows it (``focusMargin`` from the edges), and selects a row if
    /// ``selectionFollowsFocus``. Without the focus, a move brings it to the list: to the
    /// remembered row or header (``remembersLastFocusedIndexPath``), else to the first visible
    /// row, or the first row or header after it that may take the focus (`.first`, `.last`: to
    /// the ends).
    ///
    /// In editing mode the focus moves as out of it (it selects only where a tap would:
    /// ``allowsSelectionDuringEditing``); a row's open swipe actions close when the focus goes
    /// to another row; while a row moves interactively the focus stays where it is. A move onto
    /// what has the focus already (`.first` or `.last` onto the end that has it) is no focus
    /// update, as in UIKit: the delegate is neither asked nor told, nothing is selected; the
    /// list only scrolls to show it.
    ///
    /// In a sheet (``ListLayout/sheet(_:)``), left and right move the focus along the focused
    /// row one column at a time (``focusedSheetCell``; at the first and last column it stays),
    /// scrolling horizontally to show the column; the other headings move between rows as in a
    /// table, in the same column.
    ///
    /// - Returns: what has the focus after the move; nil, and nothing changes, when there is
    ///   nothing that way (the end of a line or of the list; left and right from a header), none
    ///   may take the focus, the delegate's `shouldUpdateFocusFrom:to:` refuses, or a row is
    ///   moving interactively.
    /// - Complexity: O(log n) for a table; O(log n + l) for a grid or flow, l the items of the
    ///   lines it looks at (a flow lays out the lines it reaches the first time); plus O(k log n)
    ///   for k rows and headers passed over that cannot take the focus.
    @discardableResult
    public func moveFocus(_ heading: FocusHeading) throws(ListError) -> FocusTarget? {
        if defersCalls { return deferred(nil) { list throws(ListError) in try list.moveFocus(heading) } }
        return try perform("moveFocus(_:)") { () throws(ListError) -> FocusTarget? in
            if data.needsReload { try reloadAll() }
            // A sheet moves the focus along its row itself, one column at a time.
            if let alongRow = sheet.moveFocus(heading, in: self) { return alongRow }
            return focus.move(heading, in: self)
        }
    }

    /// Gives the focus to the row at `indexPath` (nil: the list gives it up), as a move would:
    /// asked of the delegate, scrolled into view, selected if ``selectionFollowsFocus`` — and,
    /// for the row that has it already, only scrolled into view (no focus update).
    ///
    /// - Returns: whether the focus is there now (false: the row may not take it, the delegate
    ///   refused, or a row is moving interactively).
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)``.
    /// - Complexity: O(log n).
    @discardableResult
    public func focusRow(at indexPath: ListIndexPath?) throws(ListError) -> Bool {
        if defersCalls { return deferred(false) { list throws(ListError) in try list.focusRow(at: indexPath) } }
        return try perform("focusRow(at:)") { () throws(ListError) -> Bool in
            if data.needsReload { try reloadAll() }
            if let indexPath { try validate(indexPath) }
            return focus.give(to: indexPath.map(FocusTarget.row), in: self)
        }
    }

    /// Gives the focus to `section`'s header, as a move would: asked of the delegate
    /// (``ListDelegate/listView(_:canFocusHeaderInSection:)``, then `shouldUpdateFocusFrom:to:`)
    /// and scrolled into view.
    ///
    /// - Returns: whether the focus is there now (false: the section has no header, the delegate
    ///   does not let it take the focus or refused the move, or a row is moving interactively).
    /// - Throws: ``ListError/sectionOutOfRange(_:sectionCount:)``.
    /// - Complexity: O(log n).
    @discardableResult
    public func focusHeader(inSection section: Int) throws(ListError) -> Bool {
        if defersCalls { return deferred(false) { list throws(ListError) in try list.focusHeader(inSection: section) } }
        return try perform("focusHeader(inSection:)") { () throws(ListError) -> Bool in
            if data.needsReload { try reloadAll() }
            let sections = activeLayout.geometry.sectionCount
            guard section >= 0, section < sections else { throw .sectionOutOfRange(section, sectionCount: sections) }
            return focus.give(to: .header(section: section), in: self)
        }
    }

    // MARK: Within the list

    /// The focus follows its row or section through `change`; the delegate hears, when the
    /// operation ends, if it went elsewhere (the focused row or section was deleted, or a reload
    /// left it out).
    ///
    /// - Complexity: O(1) for a row that stays; see ``KeyboardFocus/follow(_:geometry:)``.
    func focusDidChange(_ change: RowsChange) {
        focus.follow(change, geometry: activeLayout.geometry)
    }

    /// When an operation ends: a focused or remembered header whose section has none now hands
    /// the focus to the nearest row; then the delegate hears of a change an update made, if any
    /// (``KeyboardFocus/deliverNotice(in:)``).
    ///
    /// - Complexity: O(1), plus O(k) for k sections passed over and the callback.
    func deliverFocusNotice() {
        focus.deliverNotice(in: self)
    }
}
