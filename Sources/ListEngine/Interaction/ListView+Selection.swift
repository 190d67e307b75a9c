/// Selection, highlight and timed highlights (``RowFlash``), as UITableView keeps them (see
/// ``RowSelection``): by row, surviving scrolling and batch updates.
extension ListView {
    /// Whether more than one row can be selected at a time outside editing mode (see
    /// ``allowsMultipleSelectionDuringEditing``). Default: false.
    public var allowsMultipleSelection: Bool {
        get { selection.allowsMany }
        set {
            selection.allowsMany = newValue
            selection.keepOneUnlessManyAllowed(in: self)
        }
    }

    /// The selected rows, in order.
    ///
    /// - Complexity: O(s log s) for s selected rows.
    public var indexPathsForSelectedRows: [ListIndexPath] { selection.selected.sorted() }

    /// The selected row, the first if several are.
    public var indexPathForSelectedRow: ListIndexPath? { selection.selected.min() }

    /// The highlighted row, if any.
    public var indexPathForHighlightedRow: ListIndexPath? { selection.highlighted }

    /// Selects the row at `indexPath` (and, unless the current mode allows several —
    /// ``allowsMultipleSelection``, or ``allowsMultipleSelectionDuringEditing`` in editing mode —
    /// deselects the others). From a callback it may wait (see ``ListView``'s reentrancy rules):
    /// a reload's questions, a touch's outcome.
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)`` (reported as a diagnostic
    ///   instead when the call waited).
    /// - Complexity: O(1), plus O(s) to deselect the others.
    public func selectRow(at indexPath: ListIndexPath) throws(ListError) {
        if defersSelection { return deferCall { list throws(ListError) in try list.selectRow(at: indexPath) } }
        try validate(indexPath)
        guard isLoaded(indexPath) else { throw .rowNotLoaded(indexPath) }
        selection.select(indexPath, in: self)
    }

    /// Deselects the row at `indexPath`; nothing happens if it is not selected.
    public func deselectRow(at indexPath: ListIndexPath) {
        if defersSelection { return deferCall { $0.deselectRow(at: indexPath) } }
        selection.unselect(indexPath, in: self)
    }

    /// Highlights the row at `indexPath` (nil removes the highlight).
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)`` (reported as a diagnostic
    ///   instead when the call waited).
    public func highlightRow(at indexPath: ListIndexPath?) throws(ListError) {
        if defersSelection { return deferCall { list throws(ListError) in try list.highlightRow(at: indexPath) } }
        if let indexPath { try validate(indexPath) }
        selection.setHighlight(indexPath, in: self)
    }

    // MARK: Timed highlights (RowFlash)

    /// Sets how long a flash (``RowFlash``) lasts; 0 turns flashes off. Default: 0.25 s.
    ///
    /// - Throws: ``ListError/invalidFlashDuration(_:)`` unless `seconds` is finite and ≥ 0.
    /// - Complexity: O(1).
    public func setFlashDuration(_ seconds: Double) throws(ListError) {
        guard seconds >= 0, seconds.isFinite else { throw .invalidFlashDuration(seconds) }
        selection.flashDuration = seconds
    }

    /// Deselects the row at `indexPath`; `animated`, it flashes (``RowFlash/Kind/deselection``):
    /// UIKit's `deselectRow(at:animated:)`, the return flash of a row the reader comes back to.
    /// As in UIKit, the delegate is not called. Nothing happens for a row that is not selected.
    ///
    /// - Complexity: O(1) (O(flashes) to start a flash).
    public func deselectRow(at indexPath: ListIndexPath, animated: Bool) {
        if defersSelection { return deferCall { $0.deselectRow(at: indexPath, animated: animated) } }
        selection.deselect(indexPath, animated: animated, in: self)
    }

    /// The rows flashing now, with their progress as of the last pass (in the order their
    /// flashes began).
    ///
    /// - Complexity: O(1).
    public var flashes: [RowFlash] { selection.flashes }

    /// A pass is a frame: every flash shows one more (``RowSelection/advanceFlashes(in:)``).
    func advanceFlashes() { selection.advanceFlashes(in: self) }
}
