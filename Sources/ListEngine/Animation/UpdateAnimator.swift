/// The list's animated updates: the settings, the animation under way, the cells of rows that
/// left (kept alive, drawn, not reused) until it ends, and what has been counted.
struct UpdateAnimator {
    /// How updates animate.
    var settings = UpdateAnimationSettings()
    /// The animation under way, if any.
    var running: UpdateAnimation?
    /// The cells drawn by the leaving tracks of ``running``, in their order.
    var leavingCells: [ListCell] = []
    /// For each of ``leavingCells``, what its `didEndDisplaying` names when it ends.
    var leavingEnds: [LeavingEnd] = []
    /// What the animations have done.
    var statistics = UpdateAnimationStatistics()

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
}
