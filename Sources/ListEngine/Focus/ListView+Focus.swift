/// Keyboard focus, as UIKit's focus engine gives tables and collections: a focused row, moved
/// by heading (``moveFocus(_:)``) or set (``focusRow(at:)``), asked of the delegate
/// (``ListDelegate/listView(_:canFocusRowAt:)``, ``ListDelegate/listView(_:shouldUpdateFocusFrom:to:)``),
/// told to it (``ListDelegate/listView(_:didUpdateFocusFrom:to:)``), kept in view with
/// ``focusMargin``, and following its row through batches and snapshots by identity.
extension ListView {
    /// The focused row, or nil when the list does not have the focus.
    ///
    /// - Complexity: O(1).
    public var focusedIndexPath: ListIndexPath? { focus.focused }

    /// Whether the focus, coming back to the list (a move while it has none), returns to the row
    /// focused last rather than the first visible row (UIKit's `remembersLastFocusedIndexPath`).
    /// False by default. The row is followed through updates while the focus is away.
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
    /// first row on the way that the delegate lets take the focus, scrolls the least that shows
    /// it (``focusMargin`` from the edges), and selects it if ``selectionFollowsFocus``. Without
    /// the focus, a move brings it to the list: to the remembered row
    /// (``remembersLastFocusedIndexPath``), else to the first visible row (`.first`, `.last`:
    /// to the ends).
    ///
    /// In editing mode the focus moves as out of it (it selects only where a tap would:
    /// ``allowsSelectionDuringEditing``); a row's open swipe actions close when the focus goes
    /// to another row; while a row moves interactively the focus stays where it is.
    ///
    /// - Returns: the focused row after the move; nil, and nothing changes, when there is no row
    ///   that way (the end of a line or of the list), none may take the focus, the delegate's
    ///   `shouldUpdateFocusFrom:to:` refuses, or a row is moving interactively.
    /// - Complexity: O(log n) for a table; O(log n + l) for a grid or flow, l the items of the
    ///   lines it looks at (a flow lays out the lines it reaches the first time); plus O(k log n)
    ///   for k rows passed over that cannot take the focus.
    @discardableResult
    public func moveFocus(_ heading: FocusHeading) throws(ListError) -> ListIndexPath? {
        if defersCalls { return deferred(nil) { list throws(ListError) in try list.moveFocus(heading) } }
        return try perform("moveFocus(_:)") { () throws(ListError) -> ListIndexPath? in
            if data.needsReload { try reloadAll() }
            let callees = Callees(of: self)
            let total = activeLayout.geometry.totalRows
            guard total > 0 else { return nil }
            var target: Int?
            if let focused = focus.focused, let g = globalRow(for: focused) {
                target = item(from: g, heading: focus.direction == .rightToLeft ? heading.mirrored : heading, callees: callees)
            } else {
                switch heading {
                case .first, .last: target = item(from: 0, heading: heading, callees: callees)
                default:
                    let back = focus.remembersLast ? focus.remembered.flatMap(globalRow(for:)) : nil
                    let start = back ?? Swift.min(visibleRowRange().lowerBound, total - 1)
                    target = canFocus(start, callees: callees) ? start : focusable(from: start, step: 1, callees: callees)
                }
            }
            guard let target else { return nil }
            return moveFocus(to: activeLayout.geometry.indexPath(ofRow: target), callees: callees) ? focus.focused : nil
        }
    }

    /// Gives the focus to the row at `indexPath` (nil: the list gives it up), as a move would:
    /// asked of the delegate, scrolled into view, selected if ``selectionFollowsFocus``.
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
            let callees = Callees(of: self)
            guard let indexPath else { return moveFocus(to: nil, callees: callees) }
            try validate(indexPath)
            guard let g = globalRow(for: indexPath), canFocus(g, callees: callees) else { return false }
            return moveFocus(to: indexPath, callees: callees)
        }
    }

    // MARK: Within the list

    /// The focus follows its row through `change`; the delegate hears, when the operation ends,
    /// if it went to another row (the focused row was deleted, or a reload left it out).
    ///
    /// - Complexity: O(1) for a row that stays; see ``KeyboardFocus/follow(_:sectionCount:rowCount:)``.
    func focusDidChange(_ change: RowsChange) {
        guard focus.focused != nil || focus.remembered != nil else { return }
        let from = focus.focused
        let geometry = activeLayout.geometry
        let moved = focus.follow(change, sectionCount: geometry.sectionCount, rowCount: geometry.rowCount(inSection:))
        // Told when the operation ends, once every cell is where it belongs.
        if moved { focus.notice = (from, focus.focused) }
    }

    /// Tells the delegate of a focus change an update made (``focusDidChange(_:)``), if any:
    /// at the end of the operation, with calls from the callback waiting for it.
    ///
    /// - Complexity: O(1), plus the callback.
    func deliverFocusNotice() {
        guard let notice = focus.notice else { return }
        focus.notice = nil
        guard let delegate = Callees(of: self).delegate else { return }
        deferring(.untilTouchEnds) { delegate.listView(self, didUpdateFocusFrom: notice.from, to: notice.to) }
    }

    /// Moves the focus to `target` if the delegate agrees: the list scrolls to show it, the
    /// delegate hears of it, and it is selected if the selection follows the focus.
    ///
    /// - Complexity: O(log n), plus the selection's callbacks.
    private func moveFocus(to target: ListIndexPath?, callees: Callees) -> Bool {
        let from = focus.focused
        if let target, target == from {
            showFocusedRow(target, callees: callees)
            return true
        }
        guard target != from else { return true }
        // While a row moves interactively, the focus stays with the list as it is.
        guard editing.move == nil else { return false }
        if let delegate = callees.delegate, !delegate.listView(self, shouldUpdateFocusFrom: from, to: target) { return false }
        focus.focused = target
        releaseUnfocusedPins()
        // A row's open swipe actions close when the focus goes to another row, as a touch elsewhere closes them.
        if let swipe = editing.swipe, swipe.indexPath != target, swipe.phase != .performing { endSwipe(callees: callees) }
        if let target {
            focus.remembered = target
            showFocusedRow(target, callees: callees)
        }
        deferring(.untilTouchEnds) {
            callees.delegate?.listView(self, didUpdateFocusFrom: from, to: target)
            // As UIKit: with single selection only, where a tap would select.
            if let target, focus.selectionFollows, !selectsManyNow, touchesSelectNow, isLoaded(target) {
                selectAsUser(target, delegate: callees.delegate)
            }
        }
        return true
    }

    /// Scrolls the least that shows the focused row `target`, ``focusMargin`` from the edges.
    ///
    /// - Complexity: O(log n).
    private func showFocusedRow(_ target: ListIndexPath, callees: Callees) {
        viewport.scrollAnimation = nil
        let y = restingOffset(showing: target, at: .none, margin: focus.margin, callees: callees)
        viewport.scroll(to: y, end: contentOffsetLimits.upperBound)
    }

    /// Whether row `g` may take the focus: as the delegate says; a row not loaded yet (a page's
    /// placeholder) may, without asking (a held arrow key goes on into rows that load).
    private func canFocus(_ g: Int, callees: Callees) -> Bool {
        let path = activeLayout.geometry.indexPath(ofRow: g)
        return !isLoaded(path) || (callees.delegate?.listView(self, canFocusRowAt: path) ?? true)
    }

    /// The row or item `heading` leads to from `g` that may take the focus, or nil: past rows
    /// that may not, the same way on (in a grid or flow, the nearest that may on each line).
    ///
    /// - Complexity: O(log n) for a table; O(log n + l) for a collection's l items looked at;
    ///   plus O(k log n) for k items passed over.
    private func item(from g: Int, heading: FocusHeading, callees: Callees) -> Int? {
        let total = activeLayout.geometry.totalRows
        let isTable = activeLayout.kind == .table
        switch heading {
        case .first: return focusable(from: -1, step: 1, callees: callees)
        case .last: return focusable(from: total, step: -1, callees: callees)
        case .up, .down:
            let step = heading == .down ? 1 : -1
            return isTable ? focusable(from: g, step: step, callees: callees)
                : nearestOnLines(from: line(of: g, callees: callees), step: step, to: laidOutFrame(ofItem: g, callees: callees), callees: callees)
        case .left, .right:
            guard !isTable else { return nil }
            let line = line(of: g, callees: callees)
            var i = heading == .right ? g + 1 : g - 1
            while line.contains(i) {
                if canFocus(i, callees: callees) { return i }
                i += heading == .right ? 1 : -1
            }
            return nil
        case .pageUp, .pageDown:
            let down = heading == .pageDown
            let frame = laidOutFrame(ofItem: g, callees: callees)
            // What a page shows: the visible area less its insets and the header pinned over it.
            let pinned = pinsHeaders ? activeLayout.geometry.headerHeights[activeLayout.geometry.indexPath(ofRow: g).section] : 0
            let page = Swift.max(1, viewport.size.height - viewport.inset.top - viewport.inset.bottom - pinned)
            let y = down ? frame.minY + page : frame.minY - page
            if down { layOut(reaching: y + page, callees: callees) }
            // The first item at or below `y` (in a gap: the one after it), or the last.
            let found = Swift.min(activeLayout.items(intersecting: y, y + 1).lowerBound, total - 1)
            // A row taller than a page, or nothing that far: a row or line on.
            if down ? found <= g : found >= g { return item(from: g, heading: down ? .down : .up, callees: callees) }
            if isTable { return canFocus(found, callees: callees) ? found : focusable(from: found, step: down ? 1 : -1, callees: callees) }
            return nearestOnLines(from: line(of: found, callees: callees), step: down ? 1 : -1, to: frame, including: true, callees: callees)
        }
    }

    /// The first row after `g` (`step` 1) or before it (−1) that may take the focus, or nil.
    ///
    /// - Complexity: O(k log n) for the k rows looked at.
    private func focusable(from g: Int, step: Int, callees: Callees) -> Int? {
        let total = activeLayout.geometry.totalRows
        var i = g + step
        while i >= 0, i < total {
            if canFocus(i, callees: callees) { return i }
            i += step
        }
        return nil
    }

    /// In the lines after `line` (`step` 1) or before it (−1) — or `line` itself first if
    /// `including` — the item nearest `frame`'s centre that may take the focus, line by line.
    ///
    /// - Complexity: O(l log n) for the l items of the lines looked at.
    private func nearestOnLines(from line: Range<Int>, step: Int, to frame: Rect, including: Bool = false,
                                callees: Callees) -> Int? {
        let total = activeLayout.geometry.totalRows
        var line = line
        if including, let found = nearest(in: line, to: frame, callees: callees) { return found }
        while true {
            let next = step > 0 ? line.upperBound : line.lowerBound - 1
            guard next >= 0, next < total else { return nil }
            line = self.line(of: next, callees: callees)
            if let found = nearest(in: line, to: frame, callees: callees) { return found }
        }
    }

    /// The items on `g`'s line: the run of items around it in its section whose frames overlap
    /// its frame vertically (a table's row is a line of its own).
    ///
    /// - Complexity: O(l log n) for the l items of the line.
    func line(of g: Int, callees: Callees) -> Range<Int> {
        guard activeLayout.kind != .table else { return g..<(g + 1) }
        let frame = laidOutFrame(ofItem: g, callees: callees)
        let section = activeLayout.geometry.indexPath(ofRow: g).section
        let sectionRows = activeLayout.geometry.rowStart[section]..<(activeLayout.geometry.rowStart[section] + activeLayout.geometry.rowCount(inSection: section))
        func onLine(_ other: Int) -> Bool {
            guard sectionRows.contains(other) else { return false }
            let f = laidOutFrame(ofItem: other, callees: callees)
            return f.minY < frame.maxY && frame.minY < f.maxY
        }
        var line = g..<(g + 1)
        while onLine(line.lowerBound - 1) { line = (line.lowerBound - 1)..<line.upperBound }
        while onLine(line.upperBound) { line = line.lowerBound..<(line.upperBound + 1) }
        return line
    }

    /// The item of `line` that may take the focus whose horizontal centre is nearest `frame`'s
    /// (the first of equals), or nil.
    ///
    /// - Complexity: O(l log n) for the l items of the line.
    private func nearest(in line: Range<Int>, to frame: Rect, callees: Callees) -> Int? {
        var best: Int?
        var bestDistance = Double.infinity
        for item in line {
            let distance = abs(laidOutFrame(ofItem: item, callees: callees).midX - frame.midX)
            if distance < bestDistance, canFocus(item, callees: callees) {
                best = item
                bestDistance = distance
            }
        }
        return best
    }

    /// Item `g`'s frame, a flow's line laid out through it first (the cells' frames follow).
    ///
    /// - Complexity: O(log n), plus laying out a flow's lines through `g` the first time.
    private func laidOutFrame(ofItem g: Int, callees: Callees) -> Rect {
        if layOut(through: g, callees: callees), !window.materialized.isEmpty { refreshFrames(from: window.materialized.lowerBound) }
        return activeLayout.frame(ofItem: g)
    }
}
