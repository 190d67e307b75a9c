/// The touch under way, by index path: the row it went down on (highlighted) or the row whose
/// detail button it went down on, and where it went down. It follows its row through batch
/// updates and is forgotten by a full reload.
struct TouchTracker {
    /// How far (in points) a touch may move and still be a tap (``ListView/touchSlop``).
    static let slop = 10.0

    /// Where the touch went down, in viewport coordinates.
    var downPoint = Point.zero
    /// The row the touch went down on and has not ended or been cancelled.
    var row: ListIndexPath?
    /// The row whose detail button the touch went down on and has not ended or been cancelled.
    var accessoryRow: ListIndexPath?

    /// Whether a touch is under way (on a row or on its detail button).
    ///
    /// - Complexity: O(1).
    var isActive: Bool { row != nil || accessoryRow != nil }

    /// Whether the touch, now at `point` (viewport coordinates), is still a tap: within
    /// ``slop`` of where it went down.
    ///
    /// - Complexity: O(1).
    func isTap(at point: Point) -> Bool {
        let dx = point.x - downPoint.x
        let dy = point.y - downPoint.y
        return dx * dx + dy * dy <= Self.slop * Self.slop
    }

    /// Moves the touched rows to their places after `plan`; a deleted row's touch ends.
    ///
    /// - Complexity: O(log k) for k rows the batch changes.
    mutating func follow(_ plan: BatchUpdatePlan) {
        row = row.flatMap(plan.newIndexPath(for:))
        accessoryRow = accessoryRow.flatMap(plan.newIndexPath(for:))
    }
}
