/// The keyboard focus of a list: the focused row or header, the one to come back to, how the
/// list treats it, and the moves that change it. A move (``move(_:in:)``) looks for the row or
/// header `heading` leads to that may take the focus, asks the delegate, and shows it; the
/// focus follows its row (or section) through batches and snapshots by identity
/// (``follow(_:geometry:)``), a deleted focused row handing it to the nearest row that stays.
/// It reaches the list only through its ``FocusHost``.
final class KeyboardFocus {
    /// What has the focus, if the list has it.
    @exclusivity(unchecked) var focused: FocusTarget?
    /// What had the focus last, kept (and followed through updates) while the list has none.
    @exclusivity(unchecked) var remembered: FocusTarget?
    /// Whether the focus comes back to ``remembered`` (``ListView/remembersLastFocusedIndexPath``).
    @exclusivity(unchecked) var remembersLast = false
    /// Whether the focused row is selected as the focus moves (``ListView/selectionFollowsFocus``).
    @exclusivity(unchecked) var selectionFollows = false
    /// How far from the visible area's edges the focused row is kept, in points
    /// (``ListView/focusMargin``).
    @exclusivity(unchecked) var margin = 0.0
    /// Which way the renderer draws lines (``ListView/layoutDirection``): right to left flips
    /// left and right moves.
    @exclusivity(unchecked) var direction = LayoutDirection.leftToRight
    /// A change of the focus an update made, for the delegate when the operation ends.
    @exclusivity(unchecked) var notice: (from: FocusTarget?, to: FocusTarget?)?

    /// The focused row's index path; nil without the focus or with a header focused.
    var focusedRow: ListIndexPath? { focused?.indexPath }

    /// Moves the focus by `heading` (see ``ListView/moveFocus(_:)``): from the focused row or
    /// header to what `heading` leads to that may take the focus; without the focus, to the
    /// remembered target (if ``remembersLast``), else the first visible row or the first after
    /// it that may take it (`.first`, `.last`: the ends). Returns what has the focus after, or
    /// nil when nothing changed.
    ///
    /// - Complexity: O(log n) for a table; O(log n + l) for a grid or flow, l the items of the
    ///   lines it looks at; plus O(k log n) for k rows and headers passed over.
    func move(_ heading: FocusHeading, in host: some FocusHost) -> FocusTarget? {
        let callees = host.loadCallees()
        let total = host.activeLayout.geometry.totalRows
        guard total > 0 || host.activeLayout.geometry.sectionCount > 0 else { return nil }
        var target: FocusTarget?
        if let focused {
            target = self.target(from: focused, heading: direction == .rightToLeft ? heading.mirrored : heading, in: host, callees: callees)
        } else {
            switch heading {
            case .first, .last: target = end(heading == .first ? 1 : -1, in: host, callees: callees)
            default:
                if remembersLast, let back = remembered, canFocus(back, in: host, callees: callees) {
                    target = back
                } else if total > 0 {
                    let start = Swift.min(host.visibleRowRange().lowerBound, total - 1)
                    target = canFocus(start, in: host, callees: callees) ? .row(host.activeLayout.geometry.indexPath(ofRow: start))
                        : walk(from: .line(start..<(start + 1)), step: 1, toward: nil, in: host, callees: callees)
                } else {
                    target = end(1, in: host, callees: callees)
                }
            }
        }
        guard let target else { return nil }
        return moveFocus(to: target, in: host, callees: callees) ? focused : nil
    }

    /// Gives the focus to `target` (which exists), as a move would, if it may take it; nil: the
    /// list gives the focus up. Returns whether the focus is there now.
    ///
    /// - Complexity: O(log n).
    func give(to target: FocusTarget?, in host: some FocusHost) -> Bool {
        let callees = host.loadCallees()
        guard let target else { return moveFocus(to: nil, in: host, callees: callees) }
        // What has the focus already is not asked again: no focus update (it is only shown).
        guard target == focused || canFocus(target, in: host, callees: callees) else { return false }
        return moveFocus(to: target, in: host, callees: callees)
    }

    /// Follows `change` in the focused and the remembered targets
    /// (``place(of:after:sectionCount:rowCount:)``); if the focus went elsewhere (its row or
    /// section was deleted, or a reload left it out), the delegate hears of it when the
    /// operation ends (``deliverNotice(in:)``). `geometry` is the list's after the change.
    ///
    /// - Complexity: O(1) for a row or section that stays; O(k) for k rows (or sections) passed over.
    func follow(_ change: RowsChange, geometry: TableGeometry) {
        guard focused != nil || remembered != nil else { return }
        let from = focused
        var moved = false
        if let from {
            let place = Self.place(of: from, after: change, sectionCount: geometry.sectionCount, rowCount: geometry.rowCount(inSection:))
            focused = place.target
            moved = !place.renumbered
        }
        remembered = remembered.flatMap {
            Self.place(of: $0, after: change, sectionCount: geometry.sectionCount, rowCount: geometry.rowCount(inSection:)).target
        }
        // Told when the operation ends, once every cell is where it belongs.
        if moved { notice = (from, focused) }
    }

    /// When an operation ends: a focused or remembered header whose section has none now (its
    /// height went to 0 — a reload of sections, a new layout, a batch) hands the focus to the
    /// nearest row (``settleHeader(_:in:)``); then the delegate hears of a change an update
    /// made, if any, with calls from the callback waiting for it.
    ///
    /// - Complexity: O(1), plus O(k) for k sections passed over and the callback.
    func deliverNotice(in host: some FocusHost) {
        if focused?.headerSection != nil || remembered?.headerSection != nil {
            let from = focused
            focused = Self.settleHeader(focused, in: host.activeLayout.geometry)
            remembered = Self.settleHeader(remembered, in: host.activeLayout.geometry)
            if focused != from {
                notice = (notice?.from ?? from, focused)
                host.releaseUnfocusedPins()
            }
        }
        guard let notice else { return }
        self.notice = nil
        let callees = host.loadCallees()
        host.deferringUntilTouchEnds { host.focusDidUpdate(from: notice.from, to: notice.to, callees: callees) }
    }

    /// Moves the focus to `target` if the delegate agrees: the list scrolls to show it, the
    /// delegate hears of it, and a row is selected if the selection follows the focus.
    ///
    /// - Complexity: O(log n), plus the selection's callbacks.
    private func moveFocus<Host: FocusHost>(to target: FocusTarget?, in host: Host, callees: Host.Calls) -> Bool {
        let from = focused
        // As in UIKit, a move onto what has the focus is no focus update: the delegate is
        // neither asked nor told, nothing is selected; it is only shown.
        if let target, target == from {
            show(target, in: host, callees: callees)
            return true
        }
        guard target != from else { return true }
        // While a row moves interactively, the focus stays with the list as it is.
        guard !host.isMovingRow else { return false }
        guard host.shouldUpdateFocus(from: from, to: target, callees: callees) else { return false }
        focused = target
        host.releaseUnfocusedPins()
        // A row's open swipe actions close when the focus goes elsewhere, as a touch elsewhere closes them.
        host.closeSwipeActions(unlessOn: target, callees: callees)
        if let target {
            remembered = target
            show(target, in: host, callees: callees)
        }
        host.deferringUntilTouchEnds {
            host.focusDidUpdate(from: from, to: target, callees: callees)
            // As UIKit: with single selection only, where a tap would select.
            if let path = target?.indexPath, selectionFollows, !host.selectsManyNow, host.touchesSelectNow, host.isLoaded(path) {
                host.selectAsUser(path, callees: callees)
            }
        }
        return true
    }

    /// Scrolls the least that shows the focused `target`, ``margin`` from the edges (a row
    /// below the header pinned over it).
    ///
    /// - Complexity: O(log n).
    private func show<Host: FocusHost>(_ target: FocusTarget, in host: Host, callees: Host.Calls) {
        let y = switch target {
        case let .row(path): host.restingOffset(showing: path, at: .none, margin: margin, callees: callees)
        case let .header(section): host.restingOffset(showing: laidOutHeaderFrame(section, in: host, callees: callees), below: 0, at: .none, margin: margin)
        }
        host.scrollAtOnce(to: y)
    }
}
