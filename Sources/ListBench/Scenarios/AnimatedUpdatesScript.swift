import ListEngine

/// The `animated-updates` scenario's batches: when they come and what they change. The reader
/// drags at the scenario's speed (the driver's); at frames 44, 89, 109, 154, 199, 219, … — 45,
/// 45, then 20 frames apart — an animated batch of 2 inserts, 2 deletes and 1 move among the rows
/// on screen. An animation lasts 0.3 s (36 frames at 120 Hz), so every third batch comes while
/// the one before still runs: an interruption, which the engine takes over from where it draws
/// every row.
package enum AnimatedUpdatesScript {
    /// Frames before a batch, but every third.
    package static let framesBetweenBatches = 45
    /// Frames before every third batch: fewer than an animation's 36, so it interrupts one.
    package static let framesToInterruption = 20
    /// The frames of one cycle of three batches: 45 + 45 + 20.
    static let cycle = 2 * framesBetweenBatches + framesToInterruption

    /// Whether a batch comes at `frame`.
    ///
    /// - Complexity: O(1).
    package static func batches(atFrame frame: Int) -> Bool {
        let first = framesBetweenBatches - 1
        guard frame >= first else { return false }
        let phase = (frame - first) % cycle
        return phase == 0 || phase == framesBetweenBatches || phase == framesBetweenBatches + framesToInterruption
    }

    /// Whether the batch at `frame` (if one comes) is a third one: it comes while the one before runs.
    ///
    /// - Complexity: O(1).
    package static func interrupts(atFrame frame: Int) -> Bool {
        batches(atFrame: frame) && (frame - (framesBetweenBatches - 1)) % cycle == framesBetweenBatches + framesToInterruption
    }

    /// How many batches `frames` frames bring, and how many of them come while one runs.
    ///
    /// - Complexity: O(frames).
    package static func batchCount(frames: Int) -> (batches: Int, interruptions: Int) {
        var counts = (batches: 0, interruptions: 0)
        for frame in 0..<frames where batches(atFrame: frame) {
            counts.batches += 1
            if interrupts(atFrame: frame) { counts.interruptions += 1 }
        }
        return counts
    }

    /// A batch among the rows on screen (``ListView/ranges``' visible rows; while an animation
    /// runs, those it draws on screen too), in the section that has the most of them: two rows
    /// deleted and one moved from among them, two rows inserted and the moved one landing among
    /// the same places after the batch, all distinct, chosen with `random`. Nil when that section
    /// shows fewer than three rows.
    ///
    /// - Complexity: O(log n) for the rows on screen, plus a few draws of `random`.
    package static func batch(in list: ListView, using random: inout SplitMix64) -> ListBatchUpdate? {
        let visible = list.ranges.visible
        guard !visible.isEmpty, let first = list.indexPath(forGlobalRow: visible.lowerBound),
              let last = list.indexPath(forGlobalRow: visible.upperBound - 1) else { return nil }
        let section: Int
        let rows: Range<Int>
        if first.section == last.section {
            (section, rows) = (first.section, first.row..<(last.row + 1))
        } else {
            let above = first.row..<list.numberOfRows(inSection: first.section)
            let below = 0..<(last.row + 1)
            (section, rows) = above.count >= below.count ? (first.section, above) : (last.section, below)
        }
        guard rows.count >= 3 else { return nil }
        /// Three distinct rows of `rows`, in the order drawn.
        func threeRows() -> (Int, Int, Int) {
            let a = Int.random(in: rows, using: &random)
            var b = Int.random(in: rows, using: &random)
            while b == a { b = Int.random(in: rows, using: &random) }
            var c = Int.random(in: rows, using: &random)
            while c == a || c == b { c = Int.random(in: rows, using: &random) }
            return (a, b, c)
        }
        // The section keeps its count (2 in, 2 out, 1 moved), so the rows on screen are places
        // both before the batch (deletes, the move's source) and after it (inserts, its target).
        let leaving = threeRows()
        let arriving = threeRows()
        var update = ListBatchUpdate()
        update.deleteRows(at: [ListIndexPath(row: leaving.0, section: section), ListIndexPath(row: leaving.1, section: section)])
        update.insertRows(at: [ListIndexPath(row: arriving.0, section: section), ListIndexPath(row: arriving.1, section: section)])
        update.moveRow(at: ListIndexPath(row: leaving.2, section: section), to: ListIndexPath(row: arriving.2, section: section))
        return update
    }
}
