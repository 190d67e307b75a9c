import ListEngine

/// How many cells a list turns over a frame: configured (made or taken from a pool) and given
/// back to a pool. What makes two workloads' frames comparable — a sheet's pan beside a table
/// scrolling at the step that turns over as many cells.
public enum CellTurnover {
    /// The cells configured or recycled, on average, by each of `frames` calls of `frame` on
    /// `list` (which lays it out); 0 for no frames.
    ///
    /// - Complexity: `frames` calls of `frame`, plus O(reuse identifiers).
    public static func perFrame(of list: ListView, frames: Int, _ frame: () -> Void) -> Double {
        let before = list.reuseStatistics()
        for _ in 0..<frames { frame() }
        guard frames > 0, let before, let after = list.reuseStatistics() else { return 0 }
        let cells = (after.created - before.created) + (after.reused - before.reused) + (after.recycled - before.recycled)
        return Double(cells) / Double(frames)
    }
}
