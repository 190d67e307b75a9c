/// A change that renumbers the rows: what every part of a list that holds index paths or row
/// numbers follows.
///
/// The renumbering a ``ListChange`` makes (``ListChange/renumbering``): the list's followers
/// hear of every change in one order (``ChangePipeline``), and the parts that hold row numbers
/// follow this.
enum RowsChange {
    /// Everything read anew: ``ListView/reloadData()``, and a new row height or data source.
    /// No row keeps its number.
    case reload
    /// Rows and sections inserted, deleted, moved or reloaded by a batch (or a snapshot's
    /// difference): each row that stays has its number after `plan`.
    case batch(BatchUpdatePlan)
}

/// A part of a list that holds index paths or row numbers and follows every ``RowsChange``
/// once the new numbering holds.
protocol FollowsRowsChanges {
    /// Brings what the part holds to the numbering after `change`.
    mutating func follow(_ change: RowsChange)
}

extension RowSelection: FollowsRowsChanges {
    /// A reload deselects everything; a batch moves the selection with its rows.
    ///
    /// - Complexity: O(s log k) for s selected rows.
    func follow(_ change: RowsChange) {
        switch change {
        case .reload: removeAll()
        case let .batch(plan): follow(plan)
        }
    }
}

extension DataState: FollowsRowsChanges {
    /// A reload forgets the unseen new rows. A batch counts its arrivals as it anchors, knowing
    /// which rows stay above the anchor (``DataState/noteNewRows(_:unseenAbove:unseenBelow:anchorRow:geometry:end:accessibility:visibleEnd:)``).
    ///
    /// - Complexity: O(1).
    mutating func follow(_ change: RowsChange) {
        guard case .reload = change else { return }
        unseenRowsAbove.removeAll()
        unseenRowsBelow.removeAll()
    }
}

extension Diagnostics {
    /// A reload or a new layout checks the visible row count again (once a load).
    ///
    /// - Complexity: O(1).
    mutating func follow(_ change: ListChange) {
        switch change {
        case .reload, .geometry(.layout, _): checksVisibleRowCount = true
        case .batch, .rowsReloaded, .sectionsReloaded, .heightChanged, .geometry(.width, _): break
        }
    }
}

extension SupplementaryViews: FollowsRowsChanges {
    /// Sections are numbered anew: their views go back to their pools (the headers kept aside
    /// for a focus too), asked again next pass.
    ///
    /// - Complexity: O(views on screen).
    func follow(_ change: RowsChange) {
        if !isEmpty { recycleAll() }
    }
}

extension PrefetchCoordinator: FollowsRowsChanges {
    /// The window is named afresh, and waiting loads follow their items at the next pass.
    ///
    /// - Complexity: O(1).
    func follow(_ change: RowsChange) { rowsRenumbered() }
}
