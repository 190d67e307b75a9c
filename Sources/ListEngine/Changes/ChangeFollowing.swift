/// What the ``ChangePipeline`` needs of its list: each follower told of a change at a moment.
/// The list adopts it (`ListView+ChangeHost.swift`), handing the change to the part each
/// follower names.
protocol ChangeFollowing: AnyObject {
    /// Tells `follower` of `change` at `moment`; `rows` is the change's
    /// ``ListChange/renumbering``, worked out once for every follower.
    ///
    /// - Complexity: that of the follower's part; O(1) for a part the change does not concern.
    func tell(_ follower: ChangeFollower, of change: ListChange, renumbering rows: RowsChange?, at moment: ChangeMoment)
}
