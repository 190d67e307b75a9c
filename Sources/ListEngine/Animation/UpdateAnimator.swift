/// The list's animated updates: the settings, the animation under way, the cells of rows that
/// left (kept alive, drawn, not reused) until it ends, and what has been counted.
struct UpdateAnimator {
    /// How updates animate.
    var settings = UpdateAnimationSettings()
    /// The animation under way, if any.
    var running: UpdateAnimation?
    /// The cells drawn by the leaving tracks of ``running``, in their order.
    var leavingCells: [ListCell] = []
    /// For each of ``leavingCells``, the index path its `didEndDisplaying` names when it ends.
    var leavingPaths: [ListIndexPath?] = []
    /// What the animations have done.
    var statistics = UpdateAnimationStatistics()

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
