/// Batch updates: rows and sections inserted, deleted, moved and reloaded in one step that keeps
/// the user's place, with UIKit's rules and typed errors instead of UIKit's exceptions.
extension ListView {
    /// Applies a batch of row and section changes that the data source already reflects.
    ///
    /// Positions follow UIKit's rules (see ``ListBatchUpdate``). The batch is checked first in
    /// full — every position in range, no row or section named by two operations that exclude
    /// each other, each section's new row count equal to its old count plus what arrives minus
    /// what leaves — and the list changes only if all of it holds.
    ///
    /// Then: the offsets change by the rows that leave and arrive (moved rows keep their
    /// heights, measured flags, selection and loads); the first visible row that stays keeps
    /// its place on screen, so rows inserted or deleted above the viewport move nothing the user
    /// sees; cells of rows that stay keep their cells, deleted and reloaded rows' cells go back
    /// to their pools, rows that arrive on screen are configured; selection follows its rows.
    ///
    /// - Returns: the rows visible before or after, with their frames on both sides, for a
    ///   renderer to animate.
    /// - Throws: ``ListError/invalidBatchUpdate(_:)`` saying what does not add up;
    ///   ``ListError/negativeCount(_:section:)``, ``ListError/invalidHeight(_:at:)`` for what
    ///   the data source or delegate report; ``ListError/reentrantCall(_:during:)`` from a callback of a running operation. The list is then exactly
    ///   as before.
    /// - Complexity: O(sections + k log n + c) for k rows that change (counting the rows of
    ///   sections inserted, deleted or moved) and c cells in the ready window; O(sections + c)
    ///   with one fixed row height. A grid with one fixed height stays in closed form: O(sections
    ///   + k log k + c), and O(sections + k) memory at the peak. A grid with per-item heights is
    ///   changed in place, asking only for the items that arrive or are reloaded: plus, in each
    ///   section that changes, O(r + (r / 32 + 1) log n) for its r items from its first change
    ///   to its end (a change shifts the later items' columns; their lines are set a leaf of the
    ///   index at a time); when items slide into view from beyond the ready window (rows taken
    ///   out or moved by the screenful), twice that again, to read where they were. For a flow, plus the items
    ///   before the first visible one in its section (laid out again from the section's start).
    @discardableResult
    public func performBatchUpdates(_ update: ListBatchUpdate) throws(ListError) -> ListTransition {
        if defersCalls { return deferred(ListTransition()) { list throws(ListError) in try list.performBatchUpdates(update) } }
        return try perform("performBatchUpdates(_:)") { () throws(ListError) in try apply(update) }
    }

    /// ``performBatchUpdates(_:)-(ListBatchUpdate)`` within an operation already under way.
    /// `landing`, if given, is the row (as after the batch) that keeps the place instead of the
    /// usual anchor, and where its top goes on screen: an interactive move's row lands where its
    /// gap was shown. `animated`: see ``performBatchUpdates(_:animated:)-(ListBatchUpdate,_)``; otherwise an
    /// animation under way ends at once.
    ///
    /// - Complexity: see ``performBatchUpdates(_:)-(ListBatchUpdate)``.
    func apply(_ update: ListBatchUpdate, landing: (path: ListIndexPath, screenY: Double)? = nil,
               animated: Bool = false) throws(ListError) -> ListTransition {
        try BatchApplier(host: self).apply(update, landing: landing, animated: animated)
    }

    /// Applies the changes `body` names; see ``performBatchUpdates(_:)-(ListBatchUpdate)``.
    @discardableResult
    public func performBatchUpdates(_ body: (inout ListBatchUpdate) -> Void) throws(ListError) -> ListTransition {
        var update = ListBatchUpdate()
        body(&update)
        return try performBatchUpdates(update)
    }

    /// Inserts rows (as after the update) that the data source already holds; see ``performBatchUpdates(_:)-(ListBatchUpdate)``.
    @discardableResult
    public func insertRows(at indexPaths: [ListIndexPath]) throws(ListError) -> ListTransition {
        try performBatchUpdates { $0.insertRows(at: indexPaths) }
    }

    /// Deletes rows (as before the update) that the data source no longer holds; see ``performBatchUpdates(_:)-(ListBatchUpdate)``.
    @discardableResult
    public func deleteRows(at indexPaths: [ListIndexPath]) throws(ListError) -> ListTransition {
        try performBatchUpdates { $0.deleteRows(at: indexPaths) }
    }

    /// Moves a row, which the data source has already moved; see ``performBatchUpdates(_:)-(ListBatchUpdate)``.
    @discardableResult
    public func moveRow(at from: ListIndexPath, to: ListIndexPath) throws(ListError) -> ListTransition {
        try performBatchUpdates { $0.moveRow(at: from, to: to) }
    }

    /// The transition of an update that changed nothing: every visible row kept where it is,
    /// the offset where it is.
    ///
    /// - Complexity: O(v log n).
    @usableFromInline
    func unchangedTransition() -> ListTransition {
        var transition = ListTransition()
        transition.contentOffsetBefore = viewport.offset
        transition.contentOffsetAfter = viewport.offset
        for g in window.displayed {
            let path = activeLayout.geometry.indexPath(ofRow: g)
            let frame = window.cells[g - window.materialized.lowerBound].frame
            transition.rows.append(ListTransition.Row(change: .kept, indexPathBefore: path, indexPathAfter: path,
                                                      frameBefore: frame, frameAfter: frame, wasVisible: true, isVisible: true))
        }
        return transition
    }

    /// Returns a cell whose row left or was reloaded to its pool, ending its display first.
    ///
    /// - Complexity: O(1) beyond the callback.
    func retire(_ cell: ListCell, at path: ListIndexPath?, callees: Callees) {
        if cell.isDisplayed { window.endDisplaying(cell, at: path, in: self, callees: callees) }
        cell.isSelected = false
        window.recycle(cell, in: self)
    }
}
