/// A part of the list that follows every ``ListChange``: one case a part, in the order
/// ``ChangePipeline/order`` tells them.
enum ChangeFollower: Equatable {
    /// The selected rows move with their rows; a reload deselects everything.
    case selection
    /// A restored place is forgotten when the rows are numbered anew.
    case placeKeeper
    /// The section views go back to their pools when the rows are numbered anew.
    case supplementaryViews
    /// The unseen new rows are forgotten at a reload.
    case data
    /// A reload or a new layout checks the visible row count again.
    case diagnostics
    /// The prefetch window is named afresh.
    case prefetch
    /// The pages loaded follow a batch's renumbering (or grow with an append); a reload forgets them.
    case paging
    /// The section index is asked again at a reload, and after a batch that changes sections.
    case sectionIndex
    /// A move under way is cancelled, a swipe ends or follows its row.
    case editing
    /// An update animation under way ends, or is taken over by the change's own.
    case updateAnimation
    /// The cells shown go back to their pools when nothing they show holds any more.
    case cells
    /// A scroll animation follows its row, or stops.
    case scrollAnimation
    /// The keyboard focus follows its row or section.
    case focus
    /// The screen reader's element follows its place.
    case accessibility
    /// The pinned cells follow their rows.
    case pins
    /// A sheet's cells go back to their pools, to be configured for the rows' new numbers; a
    /// reload or a new sheet configuration has its columns read again.
    case sheet
}

/// When a follower hears of a ``ListChange``.
enum ChangeMoment: Equatable {
    /// The change is decided (nothing after it throws): what was under way or presented in the
    /// old state ends. A batch and a reload tell it while the old numbering holds; a new width or
    /// layout, which keeps every number, once its geometry is in.
    case start
    /// The change is made and the list's place kept: the new state holds.
    case end
}
