/// The one ordered list of the list's followers, and the only way a change reaches them: every
/// path that changes the list (a batch, a reload, rows or sections reloaded, a height set, a new
/// width or layout) calls ``start(_:in:)`` and ``end(_:in:)`` once each, and each follower hears
/// of the change in this order, at both moments.
///
/// The order matters where one part reads another: the selection moves before the focus that
/// selects; an editing move is cancelled before the update animation ends and before the cells
/// go back to their pools; the foci follow their rows before the pins that keep their cells.
enum ChangePipeline {
    /// Every follower, in the order each change reaches them.
    static let order: [ChangeFollower] = [
        .selection, .placeKeeper, .supplementaryViews, .data, .diagnostics, .prefetch, .paging, .sectionIndex,
        .editing, .updateAnimation, .cells, .scrollAnimation, .focus, .accessibility, .pins,
    ]

    /// Tells every follower that `change` is decided: what was under way in the old state ends.
    ///
    /// - Complexity: O(followers), plus what each does (see ``ChangeFollowing/tell(_:of:renumbering:at:)``);
    ///   no allocation.
    static func start<Host: ChangeFollowing>(_ change: ListChange, in host: Host) {
        tell(change, at: .start, in: host)
    }

    /// Tells every follower that `change` is made: each brings what it holds to the new state.
    ///
    /// - Complexity: O(followers), plus what each does; no allocation.
    static func end<Host: ChangeFollowing>(_ change: ListChange, in host: Host) {
        tell(change, at: .end, in: host)
    }

    /// Tells each follower of ``order`` of `change` at `moment`.
    ///
    /// - Complexity: O(followers), plus what each does.
    private static func tell<Host: ChangeFollowing>(_ change: ListChange, at moment: ChangeMoment, in host: Host) {
        let rows = change.renumbering
        for follower in order { host.tell(follower, of: change, renumbering: rows, at: moment) }
    }
}
