/// Actions: what a screen reader offers on a row — its swipe actions, and moves up and down —
/// and where a move takes it.
extension AccessibilityModel {
    /// What a screen reader offers on the row: its leading then trailing swipe actions (where
    /// the row can be edited), then moves up and down where the data source can move it.
    ///
    /// - Complexity: O(a) for a actions, plus the delegate's calls.
    func rowActions<Host: AccessibilityHost>(_ path: ListIndexPath, in host: Host, callees: Host.Callouts) -> [AccessibilityAction] {
        var actions = [AccessibilityAction]()
        if host.canEditRow(at: path, callees: callees) {
            for (index, action) in host.swipeActions(.leading, at: path, callees: callees).enumerated() {
                actions.append(AccessibilityAction(name: action.title ?? "", kind: .swipe(edge: .leading, index: index)))
            }
            for (index, action) in host.swipeActions(.trailing, at: path, callees: callees).enumerated() {
                actions.append(AccessibilityAction(name: action.title ?? "", kind: .swipe(edge: .trailing, index: index)))
            }
        }
        if host.canMoveRow(at: path, callees: callees) {
            for kind in [AccessibilityAction.Kind.moveUp, .moveDown]
            where moveDestination(of: path, up: kind == .moveUp, in: host.activeLayout).map({ host.isValidDestination($0, forMoveFrom: path) }) ?? false {
                actions.append(AccessibilityAction(name: formatter.name(of: kind), kind: kind))
            }
        }
        return actions
    }

    /// Where a move up or down takes the row at `path` (as after the move) in `layout`: a
    /// place up or down in its section, else the end of the section above or the start of the
    /// one below; nil at either end of the list. (A grouped style keeps a row in a group it
    /// would empty: ``ListView/isValidDestination(_:forMoveFrom:)``.)
    ///
    /// - Complexity: O(k) for k sections passed over; O(1) within a section.
    func moveDestination(of path: ListIndexPath, up: Bool, in layout: ActiveLayout) -> ListIndexPath? {
        let geometry = layout.geometry
        if up {
            if path.row > 0 { return ListIndexPath(row: path.row - 1, section: path.section) }
            return path.section > 0 ? ListIndexPath(row: geometry.rowCount(inSection: path.section - 1), section: path.section - 1) : nil
        }
        if path.row + 1 < geometry.rowCount(inSection: path.section) { return ListIndexPath(row: path.row + 1, section: path.section) }
        return path.section + 1 < geometry.sectionCount ? ListIndexPath(row: 0, section: path.section + 1) : nil
    }
}
