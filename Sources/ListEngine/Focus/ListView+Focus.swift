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
    /// to another row; while a row moves interactively the focus stays where it is.
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
            let callees = Callees(of: self)
            let total = activeLayout.geometry.totalRows
            guard total > 0 || activeLayout.geometry.sectionCount > 0 else { return nil }
            var target: FocusTarget?
            if let focused = focus.focused {
                target = self.target(from: focused, heading: focus.direction == .rightToLeft ? heading.mirrored : heading, callees: callees)
            } else {
                switch heading {
                case .first, .last: target = end(heading == .first ? 1 : -1, callees: callees)
                default:
                    if focus.remembersLast, let back = focus.remembered, canFocus(back, callees: callees) {
                        target = back
                    } else if total > 0 {
                        let start = Swift.min(visibleRowRange().lowerBound, total - 1)
                        target = canFocus(start, callees: callees) ? .row(activeLayout.geometry.indexPath(ofRow: start))
                            : walk(from: .line(start..<(start + 1)), step: 1, toward: nil, callees: callees)
                    } else {
                        target = end(1, callees: callees)
                    }
                }
            }
            guard let target else { return nil }
            return moveFocus(to: target, callees: callees) ? focus.focused : nil
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
            guard canFocus(.row(indexPath), callees: callees) else { return false }
            return moveFocus(to: .row(indexPath), callees: callees)
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
            let callees = Callees(of: self)
            guard canFocus(.header(section: section), callees: callees) else { return false }
            return moveFocus(to: .header(section: section), callees: callees)
        }
    }

    // MARK: Within the list

    /// The focus follows its row or section through `change`; the delegate hears, when the
    /// operation ends, if it went elsewhere (the focused row or section was deleted, or a reload
    /// left it out).
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

    /// When an operation ends: a focused or remembered header whose section has none now (its
    /// height went to 0 — a reload of sections, a new layout, a batch) hands the focus to the
    /// nearest row (``KeyboardFocus/settleHeader(_:in:)``); then the delegate hears of a change
    /// an update made, if any, with calls from the callback waiting for it.
    ///
    /// - Complexity: O(1), plus O(k) for k sections passed over and the callback.
    func deliverFocusNotice() {
        if focus.focused?.headerSection != nil || focus.remembered?.headerSection != nil {
            let from = focus.focused
            focus.focused = KeyboardFocus.settleHeader(focus.focused, in: activeLayout.geometry)
            focus.remembered = KeyboardFocus.settleHeader(focus.remembered, in: activeLayout.geometry)
            if focus.focused != from {
                focus.notice = (focus.notice?.from ?? from, focus.focused)
                releaseUnfocusedPins()
            }
        }
        guard let notice = focus.notice else { return }
        focus.notice = nil
        guard let delegate = Callees(of: self).delegate else { return }
        deferring(.untilTouchEnds) { delegate.listView(self, didUpdateFocusFrom: notice.from, to: notice.to) }
    }

    /// Moves the focus to `target` if the delegate agrees: the list scrolls to show it, the
    /// delegate hears of it, and a row is selected if the selection follows the focus.
    ///
    /// - Complexity: O(log n), plus the selection's callbacks.
    private func moveFocus(to target: FocusTarget?, callees: Callees) -> Bool {
        let from = focus.focused
        if let target, target == from {
            show(target, callees: callees)
            return true
        }
        guard target != from else { return true }
        // While a row moves interactively, the focus stays with the list as it is.
        guard !editing.move.isActive else { return false }
        if let delegate = callees.delegate, !delegate.listView(self, shouldUpdateFocusFrom: from, to: target) { return false }
        focus.focused = target
        releaseUnfocusedPins()
        // A row's open swipe actions close when the focus goes elsewhere, as a touch elsewhere closes them.
        if let swipe = editing.swipe.session, .row(swipe.indexPath) != target, swipe.phase != .performing { editing.swipe.end(in: self, callees: callees) }
        if let target {
            focus.remembered = target
            show(target, callees: callees)
        }
        deferring(.untilTouchEnds) {
            callees.delegate?.listView(self, didUpdateFocusFrom: from, to: target)
            // As UIKit: with single selection only, where a tap would select.
            if let path = target?.indexPath, focus.selectionFollows, !selectsManyNow, touchesSelectNow, isLoaded(path) {
                selectAsUser(path, delegate: callees.delegate)
            }
        }
        return true
    }

    /// Scrolls the least that shows the focused `target`, ``focusMargin`` from the edges (a row
    /// below the header pinned over it).
    ///
    /// - Complexity: O(log n).
    private func show(_ target: FocusTarget, callees: Callees) {
        stopScrollAnimation()
        let y = switch target {
        case let .row(path): restingOffset(showing: path, at: .none, margin: focus.margin, callees: callees)
        case let .header(section): restingOffset(showing: laidOutHeaderFrame(section, callees: callees), below: 0, at: .none, margin: focus.margin)
        }
        viewport.scroll(to: y, end: contentOffsetLimits.upperBound)
    }

    /// Whether `target` may take the focus: a row as the delegate says — one not loaded yet (a
    /// page's placeholder) may, without asking (a held arrow key goes on into rows that load);
    /// a header if its section has one and the delegate lets it.
    private func canFocus(_ target: FocusTarget, callees: Callees) -> Bool {
        switch target {
        case let .row(path):
            return !isLoaded(path) || (callees.delegate?.listView(self, canFocusRowAt: path) ?? true)
        case let .header(section):
            return activeLayout.geometry.headerHeights[section] > 0 && (callees.delegate?.listView(self, canFocusHeaderInSection: section) ?? false)
        }
    }

    /// Whether row `g` may take the focus (``canFocus(_:callees:)``).
    private func canFocus(_ g: Int, callees: Callees) -> Bool {
        canFocus(.row(activeLayout.geometry.indexPath(ofRow: g)), callees: callees)
    }

    /// Where `heading` leads from `current` that may take the focus, or nil: past rows and
    /// headers that may not, the same way on (in a grid or flow, the nearest item that may on
    /// each line).
    ///
    /// - Complexity: O(log n) for a table; O(log n + l) for a collection's l items looked at;
    ///   plus O(k log n) for k rows and headers passed over.
    private func target(from current: FocusTarget, heading: FocusHeading, callees: Callees) -> FocusTarget? {
        if heading == .first || heading == .last { return end(heading == .first ? 1 : -1, callees: callees) }
        let geometry = activeLayout.geometry
        let isTable = activeLayout.kind == .table
        let here: FocusStop
        let frame: Rect
        switch current {
        case let .row(path):
            let g = geometry.globalRow(of: path)
            frame = laidOutFrame(ofItem: g, callees: callees)
            here = .line(isTable ? g..<(g + 1) : line(of: g, callees: callees))
        case let .header(section):
            frame = laidOutHeaderFrame(section, callees: callees)
            here = .header(section)
        }
        switch heading {
        case .first, .last: return nil // answered above
        case .up, .down:
            return walk(from: here, step: heading == .down ? 1 : -1, toward: isTable ? nil : frame, callees: callees)
        case .left, .right:
            guard !isTable, case let .row(path) = current else { return nil }
            let g = geometry.globalRow(of: path)
            let step = heading == .right ? 1 : -1
            guard case let .line(line) = here else { return nil }
            var i = g + step
            while line.contains(i) {
                if canFocus(i, callees: callees) { return .row(geometry.indexPath(ofRow: i)) }
                i += step
            }
            return nil
        case .pageUp, .pageDown:
            let total = geometry.totalRows
            guard total > 0 else { return nil }
            let down = heading == .pageDown
            // What a page shows: the visible area less its insets and the header pinned over it.
            let pinned = pinsHeaders ? geometry.headerHeights[current.section] : 0
            let page = Swift.max(1, viewport.size.height - viewport.inset.top - viewport.inset.bottom - pinned)
            let y = down ? frame.minY + page : frame.minY - page
            if down { layOut(reaching: y + page, callees: callees) }
            // The first item at or below `y` (in a gap: the one after it), or the last.
            let found = Swift.min(activeLayout.items(intersecting: y, y + 1).lowerBound, total - 1)
            // A row taller than a page, or nothing that far: a row or line on. (A header lies
            // before its section's first row.)
            let beyond = switch current {
            case let .row(path): down ? found > geometry.globalRow(of: path) : found < geometry.globalRow(of: path)
            case let .header(section): down ? found >= geometry.rowStart[section] : found < geometry.rowStart[section]
            }
            if !beyond { return walk(from: here, step: down ? 1 : -1, toward: isTable ? nil : frame, headers: false, callees: callees) }
            if isTable {
                if canFocus(found, callees: callees) { return .row(geometry.indexPath(ofRow: found)) }
                return focusableRow(from: found, step: down ? 1 : -1, callees: callees).map { .row(geometry.indexPath(ofRow: $0)) }
            }
            return nearestOnLines(from: line(of: found, callees: callees), step: down ? 1 : -1, to: frame, callees: callees)
                .map { .row(geometry.indexPath(ofRow: $0)) }
        }
    }

    /// A place a focus move passes going up or down: a section's header, or a line of items (a
    /// table's row, or one item going to an end, alone).
    private enum FocusStop {
        case header(Int)
        case line(Range<Int>)
    }

    /// The first (`step` 1) or last (−1) row or header in reading order that may take the
    /// focus, or nil.
    ///
    /// - Complexity: O(k log n) for the k rows and headers looked at.
    private func end(_ step: Int, callees: Callees) -> FocusTarget? {
        let geometry = activeLayout.geometry
        guard geometry.sectionCount > 0 else { return nil }
        let first: FocusStop
        if step > 0 {
            first = .header(0)
        } else {
            let s = geometry.sectionCount - 1
            let rows = geometry.rowCount(inSection: s)
            first = rows > 0 ? .line((geometry.rowStart[s] + rows - 1)..<(geometry.rowStart[s] + rows)) : .header(s)
        }
        return take(first, toward: nil, callees: callees) ?? walk(from: first, step: step, toward: nil, callees: callees)
    }

    /// What may take the focus at `stop`: its header, the item of its line nearest `frame`'s
    /// centre (none: the line's first item), or nil.
    private func take(_ stop: FocusStop, toward frame: Rect?, callees: Callees) -> FocusTarget? {
        switch stop {
        case let .header(section):
            return canFocus(.header(section: section), callees: callees) ? .header(section: section) : nil
        case let .line(line):
            let g = frame.map { nearest(in: line, to: $0, callees: callees) } ?? (canFocus(line.lowerBound, callees: callees) ? line.lowerBound : nil)
            return g.map { .row(activeLayout.geometry.indexPath(ofRow: $0)) }
        }
    }

    /// Up (`step` −1) or down (1) from `stop`, stop by stop in reading order — a section's
    /// header, then its lines — the first that may take the focus: a header (unless `headers`
    /// is false), or the item of a line nearest `frame`'s centre (`frame` nil: a row at a time).
    ///
    /// - Complexity: O(k log n) for the k rows and headers passed; a line costs O(l log n) for
    ///   its l items.
    private func walk(from stop: FocusStop, step: Int, toward frame: Rect?, headers: Bool = true, callees: Callees) -> FocusTarget? {
        var stop = stop
        while let next = self.stop(after: stop, step: step, lines: frame != nil, callees: callees) {
            if case .header = next, !headers {
                // Passed over: a page move lands on a row.
            } else if let found = take(next, toward: frame, callees: callees) {
                return found
            }
            stop = next
        }
        return nil
    }

    /// The stop after `stop` going down (`step` 1) or up (−1), or nil at the list's end: the
    /// next line of its section, else the next section's header (going up: its own header,
    /// then the last line of the section before). `lines` false: rows one at a time.
    ///
    /// - Complexity: O(log n), plus O(l log n) for a line of l items.
    private func stop(after stop: FocusStop, step: Int, lines: Bool, callees: Callees) -> FocusStop? {
        let geometry = activeLayout.geometry
        func lineStop(at g: Int) -> FocusStop { .line(lines ? line(of: g, callees: callees) : g..<(g + 1)) }
        func rows(_ s: Int) -> Range<Int> { geometry.rowStart[s]..<(geometry.rowStart[s] + geometry.rowCount(inSection: s)) }
        switch stop {
        case let .line(line):
            let s = geometry.indexPath(ofRow: line.lowerBound).section
            if step > 0 {
                if line.upperBound < rows(s).upperBound { return lineStop(at: line.upperBound) }
                return s + 1 < geometry.sectionCount ? .header(s + 1) : nil
            }
            return line.lowerBound > rows(s).lowerBound ? lineStop(at: line.lowerBound - 1) : .header(s)
        case let .header(s):
            if step > 0 {
                if !rows(s).isEmpty { return lineStop(at: rows(s).lowerBound) }
                return s + 1 < geometry.sectionCount ? .header(s + 1) : nil
            }
            guard s > 0 else { return nil }
            return rows(s - 1).isEmpty ? .header(s - 1) : lineStop(at: rows(s - 1).upperBound - 1)
        }
    }

    /// The first row after `g` (`step` 1) or before it (−1) that may take the focus, or nil.
    ///
    /// - Complexity: O(k log n) for the k rows looked at.
    private func focusableRow(from g: Int, step: Int, callees: Callees) -> Int? {
        let total = activeLayout.geometry.totalRows
        var i = g + step
        while i >= 0, i < total {
            if canFocus(i, callees: callees) { return i }
            i += step
        }
        return nil
    }

    /// From `line` itself, then the lines after it (`step` 1) or before it (−1), the item
    /// nearest `frame`'s centre that may take the focus, line by line (across sections, past
    /// their headers: a page move lands on an item).
    ///
    /// - Complexity: O(l log n) for the l items of the lines looked at.
    private func nearestOnLines(from line: Range<Int>, step: Int, to frame: Rect, callees: Callees) -> Int? {
        let total = activeLayout.geometry.totalRows
        var line = line
        while true {
            if let found = nearest(in: line, to: frame, callees: callees) { return found }
            let next = step > 0 ? line.upperBound : line.lowerBound - 1
            guard next >= 0, next < total else { return nil }
            line = self.line(of: next, callees: callees)
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

    /// Section `s`'s header frame where it lies (not pinned), a flow's lines laid out through
    /// the section's first item first.
    ///
    /// - Complexity: O(log n), plus laying out a flow's lines the first time.
    private func laidOutHeaderFrame(_ s: Int, callees: Callees) -> Rect {
        let total = activeLayout.geometry.totalRows
        if total > 0 { _ = laidOutFrame(ofItem: Swift.min(activeLayout.geometry.rowStart[s], total - 1), callees: callees) }
        return activeLayout.headerFrame(ofSection: s)
    }
}
