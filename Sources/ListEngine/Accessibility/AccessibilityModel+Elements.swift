/// Elements: the list's true counts, an element for each row, item, header and footer in the
/// ready window in reading order, and any one element by its identifier, each with its label,
/// traits, position, frame and actions.
extension AccessibilityModel {
    /// The list's true counts: rows and sections, and a grid's lines and columns.
    ///
    /// - Complexity: O(1); O(sections) for a grid's lines.
    func container(in host: some AccessibilityHost) -> AccessibilityContainer {
        let geometry = host.activeLayout.geometry
        var container = AccessibilityContainer(rows: geometry.totalRows, sections: geometry.sectionCount)
        if let grid = host.activeLayout.columnsAndLines() {
            container.columns = grid.columns
            container.lines = grid.lines
        }
        return container
    }

    /// The elements of the rows with cells and of the headers and footers of the sections from
    /// the first of those rows to the last and of the sections on screen
    /// (``sectionsWithElements(rows:in:)``), in reading order (``ListView/accessibilityElements()``).
    ///
    /// - Complexity: O(e) for e elements, plus the delegate's calls for each.
    func elements<Host: AccessibilityHost>(in host: Host, callees: Host.Callouts) -> [AccessibilityElement] {
        let layout = host.activeLayout
        let rows = host.window.materialized
        let sections = sectionsWithElements(rows: rows, in: host)
        var elements = [AccessibilityElement]()
        elements.reserveCapacity(rows.count + 2 * sections.count)
        for s in sections {
            if let header = element(.header(section: s), in: host, callees: callees) { elements.append(header) }
            let start = layout.geometry.rowStart[s]
            for g in rows.clamped(to: start..<(start + layout.geometry.rowCount(inSection: s))) {
                elements.append(rowElement(g, in: host, callees: callees))
            }
            if let footer = element(.footer(section: s), in: host, callees: callees) { elements.append(footer) }
        }
        return elements
    }

    /// The sections whose headers and footers have elements beside `rows`, the rows with cells:
    /// those from the first row's section to the last's and, while the cells are those of the
    /// screen (every visible row has one, as after a pass), the sections on screen too. Where
    /// they are not — the viewport changed since the pass, and no pass ran since (asked from a
    /// callback; a taller viewport) — the sections on screen may lie anywhere beyond them: only
    /// the rows' sections have elements.
    ///
    /// - Complexity: O(log n).
    func sectionsWithElements(rows: Range<Int>, in host: some AccessibilityHost) -> Range<Int> {
        let visible = host.visibleRowRange()
        let cellsAreOnScreen = visible.isEmpty || (rows.lowerBound <= visible.lowerBound && visible.upperBound <= rows.upperBound)
        let onScreen = cellsAreOnScreen ? host.visibleSections : 0..<0
        guard !rows.isEmpty else { return onScreen }
        let geometry = host.activeLayout.geometry
        let own = geometry.indexPath(ofRow: rows.lowerBound).section..<(geometry.indexPath(ofRow: rows.upperBound - 1).section + 1)
        return RangePlanner.hull(own, onScreen)
    }

    /// The element `id` names, made now; nil if it does not exist.
    ///
    /// - Complexity: O(log n), plus the delegate's calls.
    func element<Host: AccessibilityHost>(_ id: AccessibilityElement.ID, in host: Host, callees: Host.Callouts) -> AccessibilityElement? {
        let geometry = host.activeLayout.geometry
        switch id {
        case let .row(indexPath):
            guard indexPath.section >= 0, indexPath.section < geometry.sectionCount,
                  indexPath.row >= 0, indexPath.row < geometry.rowCount(inSection: indexPath.section) else { return nil }
            return rowElement(geometry.globalRow(of: indexPath), in: host, callees: callees)
        case let .header(section):
            guard let frame = host.headerFrame(inSection: section), frame.height > 0 else { return nil }
            let view = host.supplementaryView(forElementKind: ListView.elementKindSectionHeader, inSection: section)
            let label = host.accessibilityLabel(for: id, callees: callees) ?? view?.accessibilityLabel ?? host.headerTitle(inSection: section) ?? ""
            let traits: AccessibilityTraits = host.keyboardFocus == .header(section: section) ? [.header, .focused] : .header
            return AccessibilityElement(id: id, label: label, traits: traits, position: nil, frame: frame)
        case let .footer(section):
            guard let frame = host.rectForFooter(inSection: section), frame.height > 0 else { return nil }
            let view = host.supplementaryView(forElementKind: ListView.elementKindSectionFooter, inSection: section)
            let label = host.accessibilityLabel(for: id, callees: callees) ?? view?.accessibilityLabel ?? host.footerTitle(inSection: section) ?? ""
            return AccessibilityElement(id: id, label: label, traits: .footer, position: nil, frame: frame)
        }
    }

    /// The element of row `g`: its cell's label if it has a cell, its state, position, frame
    /// and actions.
    ///
    /// - Complexity: O(log n + a) for a actions, plus the delegate's calls.
    func rowElement<Host: AccessibilityHost>(_ g: Int, in host: Host, callees: Host.Callouts) -> AccessibilityElement {
        // The geometry is asked in place: a local copy would retain each of its arrays.
        let layout = host.activeLayout
        let path = layout.geometry.indexPath(ofRow: g)
        let id = AccessibilityElement.ID.row(path)
        let cell = host.window.cell(ofRow: g)
        let loaded = host.isLoaded(path)
        var traits: AccessibilityTraits = []
        if host.isSelected(path) { traits.insert(.selected) }
        if loaded, host.touchesSelectNow { traits.insert(.button) }
        if host.keyboardFocus == .row(path) { traits.insert(.focused) }
        if !loaded { traits.insert(.placeholder) }
        if cell?.contentState == .placeholder { traits.insert(.busy) }
        let rows = layout.geometry.rowCount(inSection: path.section)
        var position = AccessibilityPosition(rowInSection: path.row + 1, rowsInSection: rows, section: path.section + 1,
                                             sections: layout.geometry.sectionCount, rowInList: g + 1,
                                             rowsInList: layout.geometry.totalRows)
        if let columns = layout.columnCount {
            position.line = path.row / columns + 1
            position.column = path.row % columns + 1
        }
        let actions = loaded ? rowActions(path, in: host, callees: callees) : []
        if !actions.isEmpty { traits.insert(.hasActions) }
        let label = host.accessibilityLabel(for: id, callees: callees) ?? cell?.accessibilityLabel ?? ""
        return AccessibilityElement(id: id, label: label, traits: traits, position: position, frame: layout.frame(ofItem: g),
                                    actions: actions)
    }
}
