/// Navigation: a screen reader's swipe to the next or previous element (or the first or
/// last), which scrolls the least that shows it — rows no cell shows yet included — and its
/// three-finger page scroll, which says which rows it shows.
extension AccessibilityModel {
    /// Moves in reading order from `id` (nil: from nowhere, so `.next` and `.first` give the
    /// first element, `.previous` and `.last` the last), scrolls the least that shows the
    /// element it reaches, and puts the screen reader on it
    /// (``ListView/navigateAccessibility(_:from:)``, which lays the list out after).
    ///
    /// - Returns: the element reached; nil at either end of the list or for an `id` out of range.
    /// - Complexity: O(log n) (O(k) more for k empty sections passed over without a header or
    ///   footer); a flow lays out the lines up to a row it has not reached.
    func navigate<Host: AccessibilityHost>(_ step: AccessibilityNavigation, from id: AccessibilityElement.ID?,
                                           in host: Host, callees: Host.Callouts) -> AccessibilityElement.ID? {
        let sections = host.activeLayout.geometry.sectionCount
        var target: AccessibilityElement.ID?
        switch (step, id) {
        case (.first, _), (.next, nil): target = start(ofSectionFrom: 0, in: host)
        case (.last, _), (.previous, nil): target = end(ofSectionFrom: sections - 1, in: host)
        case let (.next, id?):
            guard exists(id, in: host) else { return nil }
            target = element(after: id, in: host)
        case let (.previous, id?):
            guard exists(id, in: host) else { return nil }
            target = element(before: id, in: host)
        }
        if let target {
            show(target, in: host, callees: callees)
            setFocus(target, in: host)
        }
        return target
    }

    /// Scrolls the least that shows the element `id` names (a row below a pinned header
    /// clears it, as a focused row does).
    ///
    /// - Complexity: O(log n); a flow lays out the lines up to a row it has not reached.
    func show<Host: AccessibilityHost>(_ id: AccessibilityElement.ID, in host: Host, callees: Host.Callouts) {
        let y: Double
        switch id {
        case let .row(path):
            y = host.restingOffset(showing: path, at: .none, margin: 0, callees: callees)
        case let .header(section):
            y = restingOffset(showingRect: host.rectForHeader(inSection: section) ?? .zero, in: host)
        case let .footer(section):
            y = restingOffset(showingRect: host.rectForFooter(inSection: section) ?? .zero, in: host)
        }
        host.scrollWithoutAnimation(to: y)
    }

    /// The offset nearest the current one that shows `rect` whole (its top if it is taller
    /// than the visible area), within the offset's limits.
    ///
    /// - Complexity: O(1).
    func restingOffset(showingRect rect: Rect, in host: some AccessibilityHost) -> Double {
        let viewport = host.viewport
        let top = viewport.offset.y + viewport.inset.top
        let height = viewport.size.height - viewport.inset.top - viewport.inset.bottom
        var y = viewport.offset.y
        if rect.minY < top || rect.height > height { y = rect.minY - viewport.inset.top }
        else if rect.maxY > top + height { y = rect.maxY - height - viewport.inset.top }
        let limits = host.contentOffsetLimits
        return Swift.min(Swift.max(y, limits.lowerBound), limits.upperBound)
    }

    /// Scrolls a page up or down: the height of the area rows are seen in, so the row at one
    /// edge comes to the other (``ListView/scrollAccessibilityPage(_:)``, which lays the list
    /// out after).
    ///
    /// - Returns: false when the list is already at that end: nothing moved.
    /// - Complexity: O(log n).
    func scrollPage(_ direction: AccessibilityScrollDirection, in host: some AccessibilityHost) -> Bool {
        let area = readingArea(in: host)
        let page = Swift.max(1, area.upperBound - area.lowerBound)
        let limits = host.contentOffsetLimits
        let offset = host.viewport.offset.y
        let y = Swift.min(Swift.max(offset + (direction == .down ? page : -page), limits.lowerBound), limits.upperBound)
        guard y != offset else { return false }
        host.scrollWithoutAnimation(to: y)
        return true
    }

    /// What a page scroll says: the rows the area rows are seen in shows — "Rows 11 to 24 of
    /// 1,000,000" (``AccessibilityAnnouncement/rowsShown(first:last:total:items:)``); nil when
    /// it shows none.
    ///
    /// - Complexity: O(log n).
    func rowsShown(in host: some AccessibilityHost) -> AccessibilityAnnouncement? {
        let area = readingArea(in: host)
        let layout = host.activeLayout
        let shown = layout.items(intersecting: area.lowerBound, area.upperBound)
        guard !shown.isEmpty else { return nil }
        return .rowsShown(first: shown.lowerBound + 1, last: shown.upperBound, total: layout.geometry.totalRows,
                          items: layout.hasCollectionGeometry)
    }

    /// The span of content (top to bottom) in which rows are seen: the visible area less its
    /// insets and the section header pinned at its top, if any.
    ///
    /// - Complexity: O(log n).
    func readingArea(in host: some AccessibilityHost) -> Range<Double> {
        let viewport = host.viewport
        var top = viewport.offset.y + viewport.inset.top
        let bottom = Swift.max(top, viewport.offset.y + viewport.size.height - viewport.inset.bottom)
        if host.pinsHeaders, let section = host.activeLayout.sections(intersecting: top, bottom).first,
           let header = host.headerFrame(inSection: section), header.minY <= top, header.maxY > top {
            top = Swift.min(header.maxY, bottom)
        }
        return top..<bottom
    }
}
