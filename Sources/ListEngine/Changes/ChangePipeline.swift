/// The one ordered list of the list's followers, and the only way a change reaches them: every
/// path that changes the list (a batch, a reload, rows or sections reloaded, a height set, a new
/// width or layout) calls ``start(_:in:)`` and ``end(_:in:)`` once each. Each follower hears of
/// the change at its end, in this order; the few that end what was under way in the old state
/// hear of it at its start too (``startOrder``). A new width or layout, which renumbers no row,
/// reaches only the followers that act on more than a renumbering (``geometryOrder``); a change
/// that keeps what is presented — a row or section reloaded, a height set: the same rows, drawn
/// where they are — reaches none (the ``Reloader`` does what it needs).
///
/// The order matters where one part reads another: the selection moves before the focus that
/// selects; an editing move is cancelled before the update animation ends and before the cells
/// go back to their pools; the foci follow their rows before the pins that keep their cells.
enum ChangePipeline {
    /// Every follower, in the order each change reaches them.
    static let order: [ChangeFollower] = [
        .selection, .placeKeeper, .supplementaryViews, .data, .diagnostics, .prefetch, .paging, .sectionIndex,
        .editing, .updateAnimation, .cells, .scrollAnimation, .focus, .accessibility, .pins, .sheet,
    ]

    /// The followers that act when a change is decided, in ``order``'s order: an interactive
    /// move is cancelled, an update animation ends or hands over, a reload's cells go back to
    /// their pools. (Every call the pipeline makes is a jump through the follower's `switch`
    /// case, so a follower with nothing to do at the start is not told of it.)
    static let startOrder: [ChangeFollower] = [.editing, .updateAnimation, .cells]

    /// The followers that act on a new width or layout, in ``order``'s order: the visible row
    /// count is checked again after a new layout, self-sizing cells measured at the old width
    /// go back to their pools, and a sheet's cells follow a new configuration. Every other follower follows a renumbering, and the
    /// section index a reload or a batch.
    static let geometryOrder: [ChangeFollower] = [.diagnostics, .cells, .sheet]

    /// Tells the followers of ``startOrder`` that `change` is decided: what was under way in
    /// the old state ends. A change that keeps what is presented (a row or section reloaded, a
    /// height set) tells none.
    ///
    /// - Complexity: O(1), plus what each does (see ``ChangeFollowing/tell(_:of:renumbering:at:)``);
    ///   no allocation.
    static func start<Host: ChangeFollowing>(_ change: ListChange, in host: Host) {
        guard change.replacesPresentation else { return }
        tell(startOrder, of: change, renumbering: change.renumbering, at: .start, in: host)
    }

    /// Tells the followers `change` concerns that it is made — every follower for a change that
    /// renumbers rows, those of ``geometryOrder`` for a new width or layout, none for one that
    /// keeps what is presented: each brings what it holds to the new state.
    ///
    /// - Complexity: O(followers), plus what each does; no allocation.
    static func end<Host: ChangeFollowing>(_ change: ListChange, in host: Host) {
        guard change.replacesPresentation else { return }
        let rows = change.renumbering
        tell(rows == nil ? geometryOrder : order, of: change, renumbering: rows, at: .end, in: host)
    }

    /// Tells each of `followers` of `change`, whose renumbering is `rows`, at `moment`.
    ///
    /// - Complexity: O(followers), plus what each does.
    private static func tell<Host: ChangeFollowing>(_ followers: [ChangeFollower], of change: ListChange,
                                                    renumbering rows: RowsChange?, at moment: ChangeMoment, in host: Host) {
        for follower in followers { host.tell(follower, of: change, renumbering: rows, at: moment) }
    }
}
