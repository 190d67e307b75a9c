/// A collection's geometry before a batch, for the frames of the items that slide into view.
///
/// A flow, a custom layout and a fixed-height grid keep a copy of their geometry: a batch
/// replaces the first two, and changes the third in place in O(sections), so the copy costs
/// O(sections) at most. A grid with per-item heights is changed in place and keeps no copy:
/// the frames of the items that move are read before the batch (O(k log n)), and the frame of
/// an item that stays and slides in from beyond the ready window by undoing the batch for a
/// moment (``ActiveLayout/framesBeforeBatch(of:plan:before:)``), which only batches that take or move rows out
/// by the screenful need.
struct CollectionBefore {
    /// The counts before the batch.
    let counts: TableGeometry
    /// The geometry before the batch; nil for a grid with per-item heights.
    let geometry: LoadedCollection?
    /// A grid with per-item heights: where the rows that move were, by index path before the batch.
    let movedFrames: [ListIndexPath: Rect]
    /// A grid with per-item heights: what the batch brings in (header heights, and the stored
    /// heights of items that arrive or are reloaded, by index path after it).
    var arrivals = GridGeometry.BatchHeights()
    /// A grid with per-item heights: what the batch took out, to undo it.
    var taken = GridGeometry.BatchHeights()

    /// The collection `layout` holds before `plan`.
    ///
    /// - Complexity: O(1), plus O(k log n) for k rows that move in a grid with per-item heights.
    init(_ layout: ActiveLayout, plan: BatchUpdatePlan) {
        counts = layout.geometry
        if let moved = layout.visit(LayoutQuestions.MovedFrames(plan: plan, layout: layout)) {
            geometry = nil
            movedFrames = moved
        } else {
            geometry = layout.currentCollection
            movedFrames = [:]
        }
    }

    /// Where the item at `old` (before the batch) was, if known without undoing the batch.
    ///
    /// - Complexity: O(log n).
    func frame(of old: ListIndexPath) -> Rect? {
        if let geometry { return geometry.frame(ofItem: counts.globalRow(of: old)) }
        return movedFrames[old]
    }
}
