/// Timed highlights (``RowFlash``): the brief highlight of a momentary selection and the return
/// flash of an animated deselection, in frames of the display clock.
extension ListView {
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
