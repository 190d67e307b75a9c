/// A list's selection and touch state: the selected rows, the highlighted one and the flashing
/// ones, by index path (they follow their rows through batch updates and are cleared by a full
/// reload, as in UIKit), the touch under way, and what touches and selection are allowed to do.
struct RowSelection {
    /// ``ListView/allowsMultipleSelection``.
    var allowsMany = false
    /// ``ListView/allowsSelection``: whether touches select rows outside editing mode.
    var touchesSelect = true
    /// ``ListView/selectsMomentarily``.
    var selectsMomentarily = false
    /// ``ListView/flashDuration``, in seconds.
    var flashDuration = 0.25
    /// Where the current touch went down, in viewport coordinates.
    var touchDownPoint = Point.zero
    private(set) var selected: Set<ListIndexPath> = []
    var highlighted: ListIndexPath?
    /// The row a touch went down on and has not ended or been cancelled.
    var touched: ListIndexPath?
    /// The row whose detail button a touch went down on and has not ended or been cancelled.
    var touchedAccessory: ListIndexPath?
    /// Rows highlighted for a moment (a few at most); capacity kept between flashes.
    var flashes: [RowFlash] = []

    var isEmpty: Bool { selected.isEmpty }

    func contains(_ path: ListIndexPath) -> Bool { selected.contains(path) }

    /// Whether `path`'s cell shows a highlight: the highlighted row's, or a flashing row's.
    ///
    /// - Complexity: O(flashes).
    @inline(__always)
    func isHighlighted(_ path: ListIndexPath) -> Bool {
        highlighted == path || !flashes.isEmpty && flashes.contains { $0.indexPath == path }
    }

    mutating func insert(_ path: ListIndexPath) { selected.insert(path) }
    mutating func remove(_ path: ListIndexPath) { selected.remove(path) }

    mutating func removeAll() {
        selected.removeAll()
        highlighted = nil
        touched = nil
        touchedAccessory = nil
        flashes.removeAll(keepingCapacity: true)
    }

    /// Moves every selected and highlighted row to its place after `plan`; deleted rows drop out.
    ///
    /// - Complexity: O(s log k) for s selected rows.
    mutating func follow(_ plan: BatchUpdatePlan) {
        guard !selected.isEmpty || highlighted != nil || touched != nil || touchedAccessory != nil || !flashes.isEmpty else { return }
        selected = Set(selected.compactMap(plan.newIndexPath(for:)))
        highlighted = highlighted.flatMap(plan.newIndexPath(for:))
        touched = touched.flatMap(plan.newIndexPath(for:))
        touchedAccessory = touchedAccessory.flatMap(plan.newIndexPath(for:))
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
