/// The reading order: section by section, a section's header first (where it has one with
/// height), its rows in order (a grid or flow line by line, along each line), its footer last.
extension AccessibilityModel {
    /// Whether the element `id` names exists.
    ///
    /// - Complexity: O(log n).
    func exists(_ id: AccessibilityElement.ID, in host: some AccessibilityHost) -> Bool {
        let geometry = host.activeLayout.geometry
        switch id {
        case let .row(path):
            return path.section >= 0 && path.section < geometry.sectionCount && path.row >= 0 && path.row < geometry.rowCount(inSection: path.section)
        case let .header(section): return hasHeader(section, in: host)
        case let .footer(section): return hasFooter(section, in: host)
        }
    }

    /// Whether `section` has a header with height.
    ///
    /// - Complexity: O(log n).
    func hasHeader(_ section: Int, in host: some AccessibilityHost) -> Bool { (host.rectForHeader(inSection: section)?.height ?? 0) > 0 }

    /// Whether `section` has a footer with height.
    ///
    /// - Complexity: O(log n).
    func hasFooter(_ section: Int, in host: some AccessibilityHost) -> Bool { (host.rectForFooter(inSection: section)?.height ?? 0) > 0 }

    /// The element after `id` (which exists) in reading order, or nil at the end.
    ///
    /// - Complexity: O(log n), plus O(k) for k empty sections passed over.
    func element(after id: AccessibilityElement.ID, in host: some AccessibilityHost) -> AccessibilityElement.ID? {
        let geometry = host.activeLayout.geometry
        switch id {
        case let .header(section):
            return geometry.rowCount(inSection: section) > 0 ? .row(ListIndexPath(row: 0, section: section))
                : hasFooter(section, in: host) ? .footer(section: section) : start(ofSectionFrom: section + 1, in: host)
        case let .row(path):
            if path.row + 1 < geometry.rowCount(inSection: path.section) { return .row(ListIndexPath(row: path.row + 1, section: path.section)) }
            return hasFooter(path.section, in: host) ? .footer(section: path.section) : start(ofSectionFrom: path.section + 1, in: host)
        case let .footer(section):
            return start(ofSectionFrom: section + 1, in: host)
        }
    }

    /// The element before `id` (which exists) in reading order, or nil at the start.
    ///
    /// - Complexity: O(log n), plus O(k) for k empty sections passed over.
    func element(before id: AccessibilityElement.ID, in host: some AccessibilityHost) -> AccessibilityElement.ID? {
        let geometry = host.activeLayout.geometry
        switch id {
        case let .footer(section):
            let rows = geometry.rowCount(inSection: section)
            return rows > 0 ? .row(ListIndexPath(row: rows - 1, section: section))
                : hasHeader(section, in: host) ? .header(section: section) : end(ofSectionFrom: section - 1, in: host)
        case let .row(path):
            if path.row > 0 { return .row(ListIndexPath(row: path.row - 1, section: path.section)) }
            return hasHeader(path.section, in: host) ? .header(section: path.section) : end(ofSectionFrom: path.section - 1, in: host)
        case let .header(section):
            return end(ofSectionFrom: section - 1, in: host)
        }
    }

    /// The first element of the first section from `section` on that has one.
    ///
    /// - Complexity: O(k log n) for k sections looked at.
    func start(ofSectionFrom section: Int, in host: some AccessibilityHost) -> AccessibilityElement.ID? {
        let geometry = host.activeLayout.geometry
        for s in Swift.max(0, section)..<Swift.max(Swift.max(0, section), geometry.sectionCount) {
            if hasHeader(s, in: host) { return .header(section: s) }
            if geometry.rowCount(inSection: s) > 0 { return .row(ListIndexPath(row: 0, section: s)) }
            if hasFooter(s, in: host) { return .footer(section: s) }
        }
        return nil
    }

    /// The last element of the last section from `section` back that has one.
    ///
    /// - Complexity: O(k log n) for k sections looked at.
    func end(ofSectionFrom section: Int, in host: some AccessibilityHost) -> AccessibilityElement.ID? {
        let geometry = host.activeLayout.geometry
        var s = Swift.min(section, geometry.sectionCount - 1)
        while s >= 0 {
            if hasFooter(s, in: host) { return .footer(section: s) }
            let rows = geometry.rowCount(inSection: s)
            if rows > 0 { return .row(ListIndexPath(row: rows - 1, section: s)) }
            if hasHeader(s, in: host) { return .header(section: s) }
            s -= 1
        }
        return nil
    }
}
