/// Where a focus move goes: what `heading` leads to from the focused row or header, and what
/// may take the focus.
extension KeyboardFocus {
    /// Whether `target` may take the focus: a row as the delegate says — one not loaded yet (a
    /// page's placeholder) may, without asking (a held arrow key goes on into rows that load);
    /// a header if its section has one and the delegate lets it.
    ///
    /// - Complexity: O(1), plus the delegate's answer.
    func canFocus<Host: FocusHost>(_ target: FocusTarget, in host: Host, callees: Host.Calls) -> Bool {
        switch target {
        case let .row(path):
            return !host.isLoaded(path) || host.canFocusRow(at: path, callees: callees)
        case let .header(section):
            return host.activeLayout.geometry.headerHeights[section] > 0 && host.canFocusHeader(inSection: section, callees: callees)
        }
    }

    /// Whether global row `g` may take the focus (``canFocus(_:in:callees:)``).
    ///
    /// - Complexity: O(log n), plus the delegate's answer.
    func canFocus<Host: FocusHost>(_ g: Int, in host: Host, callees: Host.Calls) -> Bool {
        canFocus(.row(host.activeLayout.geometry.indexPath(ofRow: g)), in: host, callees: callees)
    }

    /// Where `heading` leads from `current` that may take the focus, or nil: past rows and
    /// headers that may not, the same way on (in a grid or flow, the nearest item that may on
    /// each line).
    ///
    /// - Complexity: O(log n) for a table; O(log n + l) for a collection's l items looked at;
    ///   plus O(k log n) for k rows and headers passed over.
    func target<Host: FocusHost>(from current: FocusTarget, heading: FocusHeading, in host: Host, callees: Host.Calls) -> FocusTarget? {
        if heading == .first || heading == .last { return end(heading == .first ? 1 : -1, in: host, callees: callees) }
        let geometry = host.activeLayout.geometry
        let oneItemPerLine = !host.activeLayout.hasCollectionGeometry
        let here: FocusStop
        let frame: Rect
        switch current {
        case let .row(path):
            let g = geometry.globalRow(of: path)
            frame = laidOutFrame(ofItem: g, in: host, callees: callees)
            here = .line(oneItemPerLine ? g..<(g + 1) : line(of: g, in: host, callees: callees))
        case let .header(section):
            frame = laidOutHeaderFrame(section, in: host, callees: callees)
            here = .header(section)
        }
        switch heading {
        case .first, .last: return nil // answered above
        case .up, .down:
            return walk(from: here, step: heading == .down ? 1 : -1, toward: oneItemPerLine ? nil : frame, in: host, callees: callees)
        case .left, .right:
            guard !oneItemPerLine, case let .row(path) = current else { return nil }
            let g = geometry.globalRow(of: path)
            let step = heading == .right ? 1 : -1
            guard case let .line(line) = here else { return nil }
            var i = g + step
            while line.contains(i) {
                if canFocus(i, in: host, callees: callees) { return .row(geometry.indexPath(ofRow: i)) }
                i += step
            }
            return nil
        case .pageUp, .pageDown:
            return pageTarget(from: current, at: here, frame: frame, down: heading == .pageDown, in: host, callees: callees)
        }
    }

    /// Where a page move leads from `current` (at `here`, its frame `frame`): the row, or the
    /// item nearest the frame's centre, a page down or up that may take the focus — a page
    /// being the visible area less its insets and the header pinned over it; a row or line on
    /// when none is that far or the row is taller than a page; nil at the list's end.
    ///
    /// - Complexity: O(log n) for a table; O(log n + l) for a collection's l items looked at;
    ///   plus O(k log n) for k rows passed over.
    private func pageTarget<Host: FocusHost>(from current: FocusTarget, at here: FocusStop, frame: Rect, down: Bool,
                                             in host: Host, callees: Host.Calls) -> FocusTarget? {
        let geometry = host.activeLayout.geometry
        let oneItemPerLine = !host.activeLayout.hasCollectionGeometry
        let total = geometry.totalRows
        guard total > 0 else { return nil }
        // What a page shows: the visible area less its insets and the header pinned over it.
        let pinned = host.pinsHeaders ? geometry.headerHeights[current.section] : 0
        let page = Swift.max(1, host.pageHeight - pinned)
        let y = down ? frame.minY + page : frame.minY - page
        if down { host.layOutLines(reaching: y + page, callees: callees) }
        // The first item at or below `y` (in a gap: the one after it), or the last.
        let found = Swift.min(host.activeLayout.items(intersecting: y, y + 1).lowerBound, total - 1)
        // A row taller than a page, or nothing that far: a row or line on. (A header lies
        // before its section's first row.)
        let beyond = switch current {
        case let .row(path): down ? found > geometry.globalRow(of: path) : found < geometry.globalRow(of: path)
        case let .header(section): down ? found >= geometry.rowStart[section] : found < geometry.rowStart[section]
        }
        if !beyond { return walk(from: here, step: down ? 1 : -1, toward: oneItemPerLine ? nil : frame, headers: false, in: host, callees: callees) }
        if oneItemPerLine {
            if canFocus(found, in: host, callees: callees) { return .row(geometry.indexPath(ofRow: found)) }
            return focusableRow(from: found, step: down ? 1 : -1, in: host, callees: callees).map { .row(geometry.indexPath(ofRow: $0)) }
        }
        return nearestOnLines(from: line(of: found, in: host, callees: callees), step: down ? 1 : -1, to: frame, in: host, callees: callees)
            .map { .row(geometry.indexPath(ofRow: $0)) }
    }

    /// The first (`step` 1) or last (−1) row or header in reading order that may take the
    /// focus, or nil.
    ///
    /// - Complexity: O(k log n) for the k rows and headers looked at.
    func end<Host: FocusHost>(_ step: Int, in host: Host, callees: Host.Calls) -> FocusTarget? {
        let geometry = host.activeLayout.geometry
        guard geometry.sectionCount > 0 else { return nil }
        let first: FocusStop
        if step > 0 {
            first = .header(0)
        } else {
            let s = geometry.sectionCount - 1
            let rows = geometry.rowCount(inSection: s)
            first = rows > 0 ? .line((geometry.rowStart[s] + rows - 1)..<(geometry.rowStart[s] + rows)) : .header(s)
        }
        return take(first, toward: nil, in: host, callees: callees) ?? walk(from: first, step: step, toward: nil, in: host, callees: callees)
    }
}
