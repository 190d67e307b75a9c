/// The list is the host of its batches' work: the heights a batch asks for and the cells it
/// hands over are its own; the rest forwards.
extension ListView: BatchHeightSource, BatchCellHost {
    /// Whether a row deleted by an animated batch animates its way out.
    var animatesDeletion: Bool { !animations.update.settings.deletion.isNone }

    /// Records the visible and ready rows in the viewport's ranges (its prefetch range and
    /// direction as they are).
    ///
    /// - Complexity: O(1).
    func noteRanges(visible: Range<Int>, ready: Range<Int>) {
        viewport.ranges = ViewportRanges(visible: visible, ready: ready, prefetch: viewport.ranges.prefetch, direction: viewport.direction)
    }

    /// The window's cell `cell` starts to show row `g`.
    ///
    /// - Complexity: O(1) beyond the callbacks.
    func beginDisplaying(_ cell: ListCell, row g: Int, callees: Callees) {
        window.beginDisplaying(cell, row: g, in: self, callees: callees)
    }

    /// The window's cell `cell` stops showing its row.
    ///
    /// - Complexity: O(1) beyond the callback.
    func endDisplaying(_ cell: ListCell, at indexPath: ListIndexPath?, callees: Callees) {
        window.endDisplaying(cell, at: indexPath, in: self, callees: callees)
    }

    /// The content prefetcher forgets `cell`.
    ///
    /// - Complexity: O(1).
    func prefetchForget(_ cell: ListCell) { prefetch.cellLeft(cell) }
}
