/// The layout pass's entry: the gate, then the pass (``FramePass``) with the list's participants.
extension ListView {
    /// Lays out the rows for the current viewport: delivers content that finished loading, works
    /// out the visible and near-visible rows, returns cells of rows that left the ready window to
    /// their pools, configures cells for rows that entered it (measuring self-sizing rows and
    /// keeping the anchor row still: the first on screen whose frame is final, so that what the
    /// reader saw stays where the scroll put it; else the first visible), calls
    /// `didEndDisplaying` / `willDisplay` for rows that left / entered the viewport, and moves
    /// the prefetch window (requests, cancellations).
    ///
    /// Reloads first if the data was never loaded. If the data source's counts changed without
    /// a reload, reports ``ListError/countsChangedWithoutReload(section:expected:found:)`` and
    /// reloads; if that reload fails, the pass shows no rows.
    ///
    /// - Complexity: O(log n + rows that enter or leave the ready window); no heap allocation
    ///   in the engine once the pools have grown to their bounds.
    @discardableResult
    public func layout() -> LayoutPassReport {
        if defersCalls { return deferred(LayoutPassReport()) { $0.layout() } }
        guard beginOperation("layout()") else { return LayoutPassReport() }
        defer { endOperation() }
        return FramePass(host: self, participants: ListFrameParticipants()).run(callees: Callees(of: self))
    }
}
