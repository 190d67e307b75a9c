/// The selected rows of a list and its highlighted row, by index path; both follow their rows
/// through batch updates and are cleared by a full reload, as in UIKit.
struct RowSelection {
    private(set) var selected: Set<ListIndexPath> = []
    var highlighted: ListIndexPath?
    /// The row a touch went down on and has not ended or been cancelled.
    var touched: ListIndexPath?

    var isEmpty: Bool { selected.isEmpty }

    func contains(_ path: ListIndexPath) -> Bool { selected.contains(path) }

    mutating func insert(_ path: ListIndexPath) { selected.insert(path) }
    mutating func remove(_ path: ListIndexPath) { selected.remove(path) }

    mutating func removeAll() {
        selected.removeAll()
        highlighted = nil
        touched = nil
    }

    /// Moves every selected and highlighted row to its place after `plan`; deleted rows drop out.
    ///
    /// - Complexity: O(s log k) for s selected rows.
    mutating func follow(_ plan: BatchUpdatePlan) {
        guard !selected.isEmpty || highlighted != nil || touched != nil else { return }
        selected = Set(selected.compactMap(plan.newIndexPath(for:)))
        highlighted = highlighted.flatMap(plan.newIndexPath(for:))
        touched = touched.flatMap(plan.newIndexPath(for:))
    }
}
