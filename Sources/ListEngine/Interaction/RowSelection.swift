/// A list's selection and touches, as UITableView keeps them: the selected rows, the
/// highlighted one and the flashing ones, by index path (they survive scrolling — cells are
/// reused, the state is not kept in them — follow their rows through batch updates and are
/// cleared by a full reload), the touch under way (``TouchTracker``), what touches and selection
/// are allowed to do, and the rules that turn touches into selection
/// (`RowSelection+Touch.swift`, `RowSelection+User.swift`) and time flashes
/// (`RowSelection+Flash.swift`). It reaches the list through an ``InteractionHost``.
final class RowSelection {
    /// ``ListView/allowsMultipleSelection``.
    @exclusivity(unchecked) var allowsMany = false
    /// ``ListView/allowsSelection``: whether touches select rows outside editing mode.
    @exclusivity(unchecked) var touchesSelect = true
    /// ``ListView/selectsMomentarily``.
    @exclusivity(unchecked) var selectsMomentarily = false
    /// ``ListView/flashDuration``, in seconds.
    @exclusivity(unchecked) var flashDuration = 0.25
    /// The selected rows.
    @exclusivity(unchecked) private(set) var selected: Set<ListIndexPath> = []
    /// The highlighted row, if any.
    @exclusivity(unchecked) private(set) var highlighted: ListIndexPath?
    /// The touch under way.
    @exclusivity(unchecked) var touch = TouchTracker()
    /// Rows highlighted for a moment (a few at most); capacity kept between flashes.
    @exclusivity(unchecked) var flashes: [RowFlash] = []

    /// Whether no row is selected.
    ///
    /// - Complexity: O(1).
    var isEmpty: Bool { selected.isEmpty }

    /// Whether the row at `path` is selected.
    ///
    /// - Complexity: O(1).
    func contains(_ path: ListIndexPath) -> Bool { selected.contains(path) }

    /// Whether `path`'s cell shows a highlight: the highlighted row's, or a flashing row's.
    ///
    /// - Complexity: O(flashes).
    @inline(__always)
    func isHighlighted(_ path: ListIndexPath) -> Bool {
        highlighted == path || !flashes.isEmpty && flashes.contains { $0.indexPath == path }
    }

    /// Selects a valid row, deselecting the others unless the mode allows several, with the
    /// cells' flags.
    ///
    /// - Complexity: O(1), plus O(s) to deselect the others.
    func select<Host: InteractionHost>(_ path: ListIndexPath, in host: Host) {
        if !host.selectsManyNow {
            for other in selected where other != path { unselect(other, in: host) }
        }
        add(path, in: host)
    }

    /// Adds a valid row to the selection, with its cell's flag; the others stay selected.
    ///
    /// - Complexity: O(1).
    func add<Host: InteractionHost>(_ path: ListIndexPath, in host: Host) {
        selected.insert(path)
        host.cellForMaterializedRow(at: path)?.isSelected = true
    }

    /// Deselects a row, with its cell's flag; nothing happens if it is not selected.
    ///
    /// - Complexity: O(1).
    func unselect<Host: InteractionHost>(_ path: ListIndexPath, in host: Host) {
        selected.remove(path)
        host.cellForMaterializedRow(at: path)?.isSelected = false
    }

    /// Keeps only the first selected row when the current mode selects one at a time.
    ///
    /// - Complexity: O(s log s) for s selected rows.
    func keepOneUnlessManyAllowed<Host: InteractionHost>(in host: Host) {
        guard !host.selectsManyNow, let keep = selected.min() else { return }
        for path in selected where path != keep { unselect(path, in: host) }
    }

    /// Deselects every row without callbacks, as a change of editing mode does; the caller
    /// updates the cells.
    ///
    /// - Complexity: O(s) for s selected rows.
    func deselectAllSilently() { selected.removeAll() }

    /// Moves the highlight to a valid row (or removes it), with the cells' flags.
    ///
    /// - Complexity: O(flashes).
    func setHighlight<Host: InteractionHost>(_ path: ListIndexPath?, in host: Host) {
        let old = highlighted
        highlighted = path
        if let old { host.cellForMaterializedRow(at: old)?.isHighlighted = isHighlighted(old) }
        if let path { host.cellForMaterializedRow(at: path)?.isHighlighted = true }
    }

    /// Forgets everything a full reload clears: the selection, the highlight, the touch, the
    /// flashes.
    ///
    /// - Complexity: O(s) for s selected rows.
    func removeAll() {
        selected.removeAll()
        highlighted = nil
        touch = TouchTracker()
        flashes.removeAll(keepingCapacity: true)
    }

    /// Moves every selected, highlighted, touched and flashing row to its place after `plan`;
    /// deleted rows drop out.
    ///
    /// - Complexity: O(s log k) for s selected rows.
    func follow(_ plan: BatchUpdatePlan) {
        guard !selected.isEmpty || highlighted != nil || touch.isActive || !flashes.isEmpty else { return }
        selected = Set(selected.compactMap(plan.newIndexPath(for:)))
        highlighted = highlighted.flatMap(plan.newIndexPath(for:))
        touch.follow(plan)
        var kept = 0
        for flash in flashes {
            guard let path = plan.newIndexPath(for: flash.indexPath) else { continue }
            flashes[kept] = flash
            flashes[kept].indexPath = path
            kept += 1
        }
        flashes.removeLast(flashes.count - kept)
    }
}
