/// The list's animated updates, as RecyclerView's `ItemAnimator` is a recycler's: the settings,
/// the animation under way, the cells of rows that left (kept alive, drawn, not reused) until it
/// ends, and what has been counted — and what happens to them: an animation starts, takes over
/// another, advances a frame a pass, draws its frame on the cells, follows the place when the
/// offset moves under it, and finishes.
///
/// It reaches the list only through an ``UpdateAnimationHost``; `ListView` owns one and forwards
/// to it. A class: the list's callbacks may read it while it changes, and must find it whole.
final class UpdateAnimator {
    /// How updates animate.
    @exclusivity(unchecked) var settings = UpdateAnimationSettings()
    /// The animation under way, if any.
    @exclusivity(unchecked) var running: UpdateAnimation?
    /// The cells drawn by the leaving tracks of ``running``, in their order.
    @exclusivity(unchecked) private(set) var leavingCells: [ListCell] = []
    /// For each of ``leavingCells``, what its `didEndDisplaying` names when it ends.
    @exclusivity(unchecked) private(set) var leavingEnds: [LeavingEnd] = []
    /// What the animations have done.
    @exclusivity(unchecked) var statistics = UpdateAnimationStatistics()

    /// What a leaving cell's `didEndDisplaying` names: its row's index path — as before the
    /// batch it left with if that deleted or reloaded the row; else where the row is now
    /// (`rowStays`), which later batches renumber.
    struct LeavingEnd {
        var path: ListIndexPath?
        var rowStays: Bool
    }

    /// A cell that leaves with the update that starts an animation: its row's number before the
    /// update and after it (nil: the row left, and the cell fades out where it was), where it
    /// was, and the index path its `didEndDisplaying` names.
    struct Leaver {
        var cell: ListCell
        var path: ListIndexPath?
        var rowBefore: Int
        var rowAfter: Int?
        var frameBefore: Rect
    }

    /// Whether an animated update is under way.
    ///
    /// - Complexity: O(1).
    var isRunning: Bool { running != nil }

    /// Keeps `leavers`, the cells that leave with the batch `plan` an animation is starting for,
    /// drawn until their way ends; the rows of the cells already leaving are numbered anew, as
    /// any index path a batch moves.
    ///
    /// - Complexity: O(l log k) for the l leaving cells and the k rows the batch names.
    func keepLeaving(_ leavers: [Leaver], of plan: BatchUpdatePlan) {
        for i in leavingEnds.indices where leavingEnds[i].rowStays {
            guard let path = leavingEnds[i].path else { continue }
            if let new = plan.newIndexPath(for: path) { leavingEnds[i].path = new } else { leavingEnds[i].rowStays = false }
        }
        for leaver in leavers {
            leavingCells.append(leaver.cell)
            leavingEnds.append(LeavingEnd(path: leaver.path, rowStays: leaver.rowAfter != nil))
        }
    }

    /// Advances the animation under way by one frame (step 2 of a pass): the leaving cells
    /// whose way ended go back to their pools; after its last frame the animation ends.
    ///
    /// - Complexity: O(leaving cells), and O(a) at the end; no allocation but the delegate's
    ///   call at the end.
    func advance(in host: some UpdateAnimationHost, callees: Callees) {
        guard running != nil else { return }
        running?.advance(by: host.frameInterval)
        retireEndedLeavingCells(in: host, callees: callees)
        if running?.isFinished == true { finish(landed: true, in: host, callees: callees) }
    }

    /// The leaving cells whose way ended get `didEndDisplaying` and go back to their pools; the
    /// others keep their order (with their tracks).
    ///
    /// - Complexity: O(leaving cells); no allocation.
    private func retireEndedLeavingCells(in host: some UpdateAnimationHost, callees: Callees) {
        var kept = 0
        for i in leavingCells.indices where !(running?.isFinished(leaving: i) ?? true) {
            leavingCells.swapAt(kept, i)
            leavingEnds.swapAt(kept, i)
            running?.swapLeaving(kept, i)
            kept += 1
        }
        guard kept < leavingCells.count else { return }
        for i in kept..<leavingCells.count { host.retire(leavingCells[i], at: leavingEnds[i].path, callees: callees) }
        leavingCells.removeLast(leavingCells.count - kept)
        leavingEnds.removeLast(leavingEnds.count - kept)
        running?.truncateLeaving(to: kept)
    }

    /// Ends the animation under way: every cell drawn at its frame, the leaving cells' display
    /// ended and returned to their pools. `landed`: it played to its end, and the delegate hears
    /// of it (``UpdateAnimationHost/updateAnimationDidEnd(callees:)``).
    ///
    /// - Complexity: O(a) for the a rows that animated.
    func finish(landed: Bool, in host: some UpdateAnimationHost, callees: Callees) {
        guard running != nil else { return }
        clearPresentations(in: host)
        running = nil
        for (cell, end) in zip(leavingCells, leavingEnds) { host.retire(cell, at: end.path, callees: callees) }
        leavingCells.removeAll(keepingCapacity: true)
        leavingEnds.removeAll(keepingCapacity: true)
        guard landed else { return }
        host.updateAnimationDidEnd(callees: callees)
    }

    /// A pass kept the reader's place (or the end, in a list that keeps its end) while rows were
    /// measured, moving the offset by `dy`: the content moved under the viewport, and what the
    /// animation draws moves with it, so nothing jumps on screen; each way then bends towards
    /// its new end.
    ///
    /// - Complexity: O(1) with no animation; O(a) for the a rows and views that animate; no
    ///   allocation.
    func followPlace(movedBy dy: Double) {
        guard dy != 0, running != nil else { return }
        running?.shift(by: dy)
    }

    /// A change made outside a pass's steps (a height set, rows or sections reloaded, pages
    /// that arrived) kept the place, moving the offset by `dy`: the animation follows it
    /// (``followPlace(movedBy:)``) and draws its frame again at once (``present(in:)``), so
    /// the presentations its cells and views carry move with it — a renderer drawing before
    /// the next pass, and an animated batch that takes over, find each where it stays on
    /// screen.
    ///
    /// - Complexity: O(1) with no animation or no move; O(a) for the a rows and views that
    ///   animate; no allocation.
    func followPlaceAndDraw(movedBy dy: Double, in host: some UpdateAnimationHost) {
        guard dy != 0, running != nil else { return }
        followPlace(movedBy: dy)
        present(in: host)
    }
}
