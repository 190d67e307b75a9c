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
            accessibility.focused = id
            releaseUnfocusedPins()
        }
    }

    /// The list's true counts: rows and sections, and a grid's lines and columns.
    ///
    /// - Complexity: O(1); O(sections) for a grid's lines.
    public var accessibilityContainer: AccessibilityContainer {
        let geometry = activeLayout.geometry
        var container = AccessibilityContainer(rows: geometry.totalRows, sections: geometry.sectionCount)
        if case .grid = listLayout {
            let columns = Swift.max(1, activeLayout.grid.columnCount)
            container.columns = columns
            container.lines = (0..<geometry.sectionCount).reduce(0) { $0 + (geometry.rowCount(inSection: $1) + columns - 1) / columns }
        }
        return container
    }

    /// The elements of the rows (items) with cells — those on screen and in the ready window
    /// around them — and of the headers and footers of the sections from the first of those
    /// rows to the last (empty sections between too) and of the sections on screen, in reading order: section by section, a section's header first, its rows in
    /// order (a grid or flow line by line, along each line), its footer last.
    ///
    /// - Complexity: O(e) for e elements, plus the delegate's calls for each.
    public func accessibilityElements() -> [AccessibilityElement] {
        // The delegate is asked for each element: a change it makes waits (or is refused) as
        // from any callback, so the elements are made of one state of the list.
        let ownsOperation = gate.running == nil && beginOperation("accessibilityElements()")
        defer { if ownsOperation { endOperation() } }
        let rows = window.materialized
        var sections = visibleSections
        if !rows.isEmpty {
            let first = activeLayout.geometry.indexPath(ofRow: rows.lowerBound).section
            let last = activeLayout.geometry.indexPath(ofRow: rows.upperBound - 1).section
            sections = sections.isEmpty ? first..<(last + 1) : Swift.min(first, sections.lowerBound)..<Swift.max(last + 1, sections.upperBound)
        }
        let callees = Callees(of: self)
        var elements = [AccessibilityElement]()
        elements.reserveCapacity(rows.count + 2 * sections.count)
        for s in sections {
            if let header = element(.header(section: s), callees: callees) { elements.append(header) }
            let start = activeLayout.geometry.rowStart[s]
            for g in Swift.max(start, rows.lowerBound)..<Swift.min(start + activeLayout.geometry.rowCount(inSection: s), rows.upperBound) {
                elements.append(rowElement(g, callees: callees))
            }
            if let footer = element(.footer(section: s), callees: callees) { elements.append(footer) }
        }
        return elements
    }

    /// The element `id` names, wherever it is: a row off screen has no cell to say its label
    /// (the delegate's, else empty); nil for a row or section out of range, or a header or
    /// footer the section does not have.
    ///
    /// - Complexity: O(log n), plus the delegate's calls.
    public func accessibilityElement(_ id: AccessibilityElement.ID) -> AccessibilityElement? {
        let ownsOperation = gate.running == nil && beginOperation("accessibilityElement(_:)")
        defer { if ownsOperation { endOperation() } }
        return element(id, callees: Callees(of: self))
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
            let callees = Callees(of: self)
            let sections = activeLayout.geometry.sectionCount
            var target: AccessibilityElement.ID?
            switch (step, id) {
            case (.first, _), (.next, nil): target = start(ofSectionFrom: 0, callees: callees)
            case (.last, _), (.previous, nil): target = end(ofSectionFrom: sections - 1, callees: callees)
            case let (.next, id?):
                guard exists(id, callees: callees) else { return nil }
                target = element(after: id, callees: callees)
            case let (.previous, id?):
                guard exists(id, callees: callees) else { return nil }
                target = element(before: id, callees: callees)
            }
            if let target {
                show(target, callees: callees)
                accessibility.focused = target
                releaseUnfocusedPins()
            }
            return target
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
            let area = readingArea()
            let page = Swift.max(1, area.upperBound - area.lowerBound)
            let limits = contentOffsetLimits
            let y = Swift.min(Swift.max(viewport.offset.y + (direction == .down ? page : -page), limits.lowerBound), limits.upperBound)
            guard y != viewport.offset.y else { return false }
            stopScrollAnimation()
            viewport.scroll(to: y, end: limits.upperBound)
            return true
        }
        guard moved else { return nil }
        _ = layout()
        let area = readingArea()
        let shown = activeLayout.items(intersecting: area.lowerBound, area.upperBound)
        guard !shown.isEmpty else { return nil }
        return .rowsShown(first: shown.lowerBound + 1, last: shown.upperBound, total: activeLayout.geometry.totalRows,
                          items: activeLayout.kind.isCollection)
    }

    /// The span of content (top to bottom) in which rows are seen: the visible area less its
    /// insets and the section header pinned at its top, if any.
    ///
    /// - Complexity: O(log n).
    private func readingArea() -> Range<Double> {
        var top = viewport.offset.y + viewport.inset.top
        let bottom = Swift.max(top, viewport.offset.y + viewport.size.height - viewport.inset.bottom)
        if pinsHeaders, let section = activeLayout.sections(intersecting: top, bottom).first,
           let header = headerFrame(inSection: section), header.minY <= top, header.maxY > top {
            top = Swift.min(header.maxY, bottom)
        }
        return top..<bottom
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
            let callees = Callees(of: self)
            guard editability(at: indexPath, callees: callees).canEdit else { throw .invalidEditing(.notEditable(indexPath)) }
            let count = editing.swipe.configuration(edge, at: indexPath, in: self, callees: callees).actions.count
            guard index >= 0, index < count else { throw .invalidEditing(.swipeActionOutOfRange(index, count: count)) }
            try openSwipeActions(forRowAt: indexPath, edge: edge)
            do {
                return try performSwipeAction(at: index)
            } catch {
                closeSwipeActions()
                throw error
            }
        case .moveUp, .moveDown:
            return try perform("performAccessibilityAction(_:on:)") { () throws(ListError) -> SwipeActionResult in
                try validate(indexPath)
                guard !editing.move.isActive else { throw .invalidEditing(.movementInProgress) }
                let callees = Callees(of: self)
                guard isLoaded(indexPath), callees.dataSource?.listView(self, canMoveRowAt: indexPath) ?? false else {
                    throw .invalidEditing(.notMovable(indexPath))
                }
                guard let proposal = moveDestination(of: indexPath, up: action.kind == .moveUp) else {
                    return .completed(performed: false, transition: nil)
                }
                let target = callees.delegate?.listView(self, targetIndexPathForMoveFromRowAt: indexPath, toProposedIndexPath: proposal) ?? proposal
                guard target != indexPath else { return .completed(performed: false, transition: nil) }
                guard editing.move.isValidDestination(target, forMoveFrom: indexPath, in: self) else { throw .invalidEditing(.invalidDestination(target)) }
                guard let dataSource = callees.dataSource else { return .completed(performed: false, transition: nil) }
                editing.swipe.end(in: self, callees: callees)
                let transition = try commitMove(from: indexPath, to: target, dataSource: dataSource, landing: nil, animated: false)
                return .completed(performed: true, transition: transition)
            }
        }
    }

    // MARK: Within the list

    /// The screen reader's element follows its place through `change`.
    ///
    /// - Complexity: O(1) for an element that stays; see ``AccessibilityState/follow(_:sectionCount:rowCount:)``.
    func accessibilityFocusDidChange(_ change: RowsChange) {
        guard accessibility.focused != nil else { return }
        let geometry = activeLayout.geometry
        accessibility.follow(change, sectionCount: geometry.sectionCount, rowCount: geometry.rowCount(inSection:))
    }

    /// Tells the delegate the announcement an update made, if any: when the operation ends.
    ///
    /// - Complexity: O(1), plus the callback.
    func deliverAccessibilityNotice() {
        guard let notice = accessibility.notice else { return }
        accessibility.notice = nil
        guard let delegate = Callees(of: self).delegate else { return }
        deferring(.untilTouchEnds) { delegate.listView(self, announce: notice) }
    }

    /// Notes that `count` rows arrived at the end of a list that anchors to its end: shown (it
    /// kept its end in view) or below the viewport.
    ///
    /// - Complexity: O(1).
    func noteRowsArrivedAtEnd(_ count: Int, shown: Bool) {
        guard count > 0, accessibility.hearsAnnouncements else { return }
        if case let .rowsArrived(earlier, wasShown)? = accessibility.notice, wasShown == shown {
            accessibility.notice = .rowsArrived(count: earlier + count, shown: shown)
        } else {
            accessibility.notice = .rowsArrived(count: count, shown: shown)
        }
    }

    /// Notes that `count` placeholders on screen now show their rows' data.
    ///
    /// - Complexity: O(1).
    func noteRowsLoaded(_ count: Int) {
        guard count > 0 else { return }
        if case let .rowsLoaded(earlier)? = accessibility.notice {
            accessibility.notice = .rowsLoaded(count: earlier + count)
        } else if accessibility.notice == nil {
            accessibility.notice = .rowsLoaded(count: count)
        }
    }

    /// The element `id` names, made now; nil if it does not exist.
    ///
    /// - Complexity: O(log n), plus the delegate's calls.
    private func element(_ id: AccessibilityElement.ID, callees: Callees) -> AccessibilityElement? {
        let geometry = activeLayout.geometry
        switch id {
        case let .row(indexPath):
            guard indexPath.section >= 0, indexPath.section < geometry.sectionCount,
                  indexPath.row >= 0, indexPath.row < geometry.rowCount(inSection: indexPath.section) else { return nil }
            return rowElement(geometry.globalRow(of: indexPath), callees: callees)
        case let .header(section):
            guard let frame = headerFrame(inSection: section), frame.height > 0 else { return nil }
            let view = supplementaryView(forElementKind: Self.elementKindSectionHeader, inSection: section)
            let label = callees.delegate?.listView(self, accessibilityLabelFor: id) ?? view?.accessibilityLabel ?? headerTitle(inSection: section) ?? ""
            let traits: AccessibilityTraits = focus.focused == .header(section: section) ? [.header, .focused] : .header
            return AccessibilityElement(id: id, label: label, traits: traits, position: nil, frame: frame)
        case let .footer(section):
            guard let frame = rectForFooter(inSection: section), frame.height > 0 else { return nil }
            let view = supplementaryView(forElementKind: Self.elementKindSectionFooter, inSection: section)
            let label = callees.delegate?.listView(self, accessibilityLabelFor: id) ?? view?.accessibilityLabel ?? footerTitle(inSection: section) ?? ""
            return AccessibilityElement(id: id, label: label, traits: .footer, position: nil, frame: frame)
        }
    }

    /// The element of row `g`: its cell's label if it has a cell, its state, position, frame
    /// and actions.
    ///
    /// - Complexity: O(log n + a) for a actions, plus the delegate's calls.
    private func rowElement(_ g: Int, callees: Callees) -> AccessibilityElement {
        // The geometry is asked in place: a local copy would retain each of its arrays.
        let path = activeLayout.geometry.indexPath(ofRow: g)
        let id = AccessibilityElement.ID.row(path)
        let cell = window.cell(ofRow: g)
        let loaded = isLoaded(path)
        var traits: AccessibilityTraits = []
        if selection.contains(path) { traits.insert(.selected) }
        if loaded, touchesSelectNow { traits.insert(.button) }
        if focus.focusedRow == path { traits.insert(.focused) }
        if !loaded { traits.insert(.placeholder) }
        if cell?.contentState == .placeholder { traits.insert(.busy) }
        let rows = activeLayout.geometry.rowCount(inSection: path.section)
        var position = AccessibilityPosition(rowInSection: path.row + 1, rowsInSection: rows, section: path.section + 1,
                                             sections: activeLayout.geometry.sectionCount, rowInList: g + 1,
                                             rowsInList: activeLayout.geometry.totalRows)
        if activeLayout.kind == .grid {
            let columns = Swift.max(1, activeLayout.grid.columnCount)
            position.line = path.row / columns + 1
            position.column = path.row % columns + 1
        }
        let actions = loaded ? rowActions(path, callees: callees) : []
        if !actions.isEmpty { traits.insert(.hasActions) }
        let label = callees.delegate?.listView(self, accessibilityLabelFor: id) ?? cell?.accessibilityLabel ?? ""
        return AccessibilityElement(id: id, label: label, traits: traits, position: position, frame: activeLayout.frame(ofItem: g),
                                    actions: actions)
    }

    /// What a screen reader offers on the row: its leading then trailing swipe actions (where
    /// the row can be edited), then moves up and down where the data source can move it.
    ///
    /// - Complexity: O(a) for a actions, plus the delegate's calls.
    private func rowActions(_ path: ListIndexPath, callees: Callees) -> [AccessibilityAction] {
        var actions = [AccessibilityAction]()
        if editability(at: path, callees: callees).canEdit {
            for (index, action) in editing.swipe.configuration(.leading, at: path, in: self, callees: callees).actions.enumerated() {
                actions.append(AccessibilityAction(name: action.title ?? "", kind: .swipe(edge: .leading, index: index)))
            }
            for (index, action) in editing.swipe.configuration(.trailing, at: path, in: self, callees: callees).actions.enumerated() {
                actions.append(AccessibilityAction(name: action.title ?? "", kind: .swipe(edge: .trailing, index: index)))
            }
        }
        if callees.dataSource?.listView(self, canMoveRowAt: path) ?? false {
            for kind in [AccessibilityAction.Kind.moveUp, .moveDown]
            where moveDestination(of: path, up: kind == .moveUp).map({ editing.move.isValidDestination($0, forMoveFrom: path, in: self) }) ?? false {
                actions.append(AccessibilityAction(name: accessibility.formatter.name(of: kind), kind: kind))
            }
        }
        return actions
    }

    /// Where a move up or down takes the row at `path` (as after the move): a place up or
    /// down in its section, else the end of the section above or the start of the one below;
    /// nil at either end of the list. (A grouped style keeps a row in a group it would empty:
    /// ``MoveController/isValidDestination(_:forMoveFrom:in:)``.)
    ///
    /// - Complexity: O(k) for k sections passed over; O(1) within a section.
    private func moveDestination(of path: ListIndexPath, up: Bool) -> ListIndexPath? {
        let geometry = activeLayout.geometry
        if up {
            if path.row > 0 { return ListIndexPath(row: path.row - 1, section: path.section) }
            return path.section > 0 ? ListIndexPath(row: geometry.rowCount(inSection: path.section - 1), section: path.section - 1) : nil
        }
        if path.row + 1 < geometry.rowCount(inSection: path.section) { return ListIndexPath(row: path.row + 1, section: path.section) }
        return path.section + 1 < geometry.sectionCount ? ListIndexPath(row: 0, section: path.section + 1) : nil
    }

    /// Whether the element `id` names exists.
    ///
    /// - Complexity: O(log n).
    private func exists(_ id: AccessibilityElement.ID, callees: Callees) -> Bool {
        let geometry = activeLayout.geometry
        switch id {
        case let .row(path):
            return path.section >= 0 && path.section < geometry.sectionCount && path.row >= 0 && path.row < geometry.rowCount(inSection: path.section)
        case let .header(section): return hasHeader(section)
        case let .footer(section): return hasFooter(section)
        }
    }

    /// Whether `section` has a header with height.
    private func hasHeader(_ section: Int) -> Bool { (rectForHeader(inSection: section)?.height ?? 0) > 0 }

    /// Whether `section` has a footer with height.
    private func hasFooter(_ section: Int) -> Bool { (rectForFooter(inSection: section)?.height ?? 0) > 0 }

    /// The element after `id` in reading order, or nil at the end.
    ///
    /// - Complexity: O(log n), plus O(k) for k empty sections passed over.
    private func element(after id: AccessibilityElement.ID, callees: Callees) -> AccessibilityElement.ID? {
        let geometry = activeLayout.geometry
        switch id {
        case let .header(section):
            return geometry.rowCount(inSection: section) > 0 ? .row(ListIndexPath(row: 0, section: section))
                : hasFooter(section) ? .footer(section: section) : start(ofSectionFrom: section + 1, callees: callees)
        case let .row(path):
            if path.row + 1 < geometry.rowCount(inSection: path.section) { return .row(ListIndexPath(row: path.row + 1, section: path.section)) }
            return hasFooter(path.section) ? .footer(section: path.section) : start(ofSectionFrom: path.section + 1, callees: callees)
        case let .footer(section):
            return start(ofSectionFrom: section + 1, callees: callees)
        }
    }

    /// The element before `id` in reading order, or nil at the start.
    ///
    /// - Complexity: O(log n), plus O(k) for k empty sections passed over.
    private func element(before id: AccessibilityElement.ID, callees: Callees) -> AccessibilityElement.ID? {
        let geometry = activeLayout.geometry
        switch id {
        case let .footer(section):
            let rows = geometry.rowCount(inSection: section)
            return rows > 0 ? .row(ListIndexPath(row: rows - 1, section: section))
                : hasHeader(section) ? .header(section: section) : end(ofSectionFrom: section - 1, callees: callees)
        case let .row(path):
            if path.row > 0 { return .row(ListIndexPath(row: path.row - 1, section: path.section)) }
            return hasHeader(path.section) ? .header(section: path.section) : end(ofSectionFrom: path.section - 1, callees: callees)
        case let .header(section):
            return end(ofSectionFrom: section - 1, callees: callees)
        }
    }

    /// The first element of the first section from `section` on that has one.
    ///
    /// - Complexity: O(k log n) for k sections looked at.
    private func start(ofSectionFrom section: Int, callees: Callees) -> AccessibilityElement.ID? {
        let geometry = activeLayout.geometry
        for s in Swift.max(0, section)..<Swift.max(Swift.max(0, section), geometry.sectionCount) {
            if hasHeader(s) { return .header(section: s) }
            if geometry.rowCount(inSection: s) > 0 { return .row(ListIndexPath(row: 0, section: s)) }
            if hasFooter(s) { return .footer(section: s) }
        }
        return nil
    }

    /// The last element of the last section from `section` back that has one.
    ///
    /// - Complexity: O(k log n) for k sections looked at.
    private func end(ofSectionFrom section: Int, callees: Callees) -> AccessibilityElement.ID? {
        let geometry = activeLayout.geometry
        var s = Swift.min(section, geometry.sectionCount - 1)
        while s >= 0 {
            if hasFooter(s) { return .footer(section: s) }
            let rows = geometry.rowCount(inSection: s)
            if rows > 0 { return .row(ListIndexPath(row: rows - 1, section: s)) }
            if hasHeader(s) { return .header(section: s) }
            s -= 1
        }
        return nil
    }

    /// Scrolls the least that shows the element `id` names (a row below a pinned header
    /// clears it, as a focused row does).
    ///
    /// - Complexity: O(log n); a flow lays out the lines up to a row it has not reached.
    private func show(_ id: AccessibilityElement.ID, callees: Callees) {
        stopScrollAnimation()
        let y: Double
        switch id {
        case let .row(path):
            y = restingOffset(showing: path, at: .none, callees: callees)
        case let .header(section):
            y = restingOffset(showingRect: rectForHeader(inSection: section) ?? .zero)
        case let .footer(section):
            y = restingOffset(showingRect: rectForFooter(inSection: section) ?? .zero)
        }
        viewport.scroll(to: y, end: contentOffsetLimits.upperBound)
    }

    /// The offset nearest the current one that shows `rect` whole (its top if it is taller
    /// than the visible area), within the offset's limits.
    ///
    /// - Complexity: O(1).
    private func restingOffset(showingRect rect: Rect) -> Double {
        let top = viewport.offset.y + viewport.inset.top
        let height = viewport.size.height - viewport.inset.top - viewport.inset.bottom
        var y = viewport.offset.y
        if rect.minY < top || rect.height > height { y = rect.minY - viewport.inset.top }
        else if rect.maxY > top + height { y = rect.maxY - height - viewport.inset.top }
        let limits = contentOffsetLimits
        return Swift.min(Swift.max(y, limits.lowerBound), limits.upperBound)
    }
}
