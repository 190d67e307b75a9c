import ListEngine

/// A fixed, deterministic piece of work of the same kind as a layout pass, timed beside the
/// scenarios so that their frame work can be read in units of it (``Calibration``).
///
/// It holds a million rows' heights (4 MiB, as large as the engine's height index over a
/// million rows) and the running offset of every block of 256 rows (32 KiB), built once: a
/// two-level index as the engine's is. One run, ``run(index:)``, is about as long as a frame of
/// `jump` over a million rows and does what such a frame does, in about its proportions:
/// 8 times, it finds the row at a pseudo-random offset — a binary search among the block
/// offsets, which stay in the nearest caches, then a scan of the block's heights, a few lines
/// from memory — and places the next 28 rows (a screen and its ready band), a branch on each
/// row's height. Most of its time is on data in the core's own caches, and a little waits on
/// memory, as a frame's does: so a machine's speed and its load weigh on both alike. (The
/// first version did 32 searches among half a million running offsets, every lookup missing
/// the caches: it measured memory latency, and a machine whose memory is slower than its
/// cores are fast, or a busy neighbour's traffic, slowed it far more than the frames.) Each
/// run looks up its own targets. It allocates nothing, and run i does the same work on every
/// machine: only the time it takes differs, with the machine and with its load.
public struct CalibrationWorkload: Sendable {
    /// The workload's name, written in every report beside its times.
    public static let name = "block-scan-place"
    /// Its version: a change to the work makes calibrated figures incomparable, so it changes
    /// this number, and `listbench compare` falls back to absolute times between versions.
    public static let version = 2

    /// Rows in the workload's heights.
    static let rows = 1 << 20
    /// Rows a block of the index sums.
    static let rowsPerBlock = 256
    /// Lookups per run.
    static let lookups = 8
    /// Rows placed after each lookup.
    static let placed = 28

    private let heights: [Int32]
    /// The offset of each block's first row, and the total height last.
    private let blockOffsets: [Int64]

    /// Builds the workload's arrays.
    ///
    /// - Complexity: O(rows), a few milliseconds; allocates about 4 MiB once.
    public init() {
        var heights = [Int32](repeating: 0, count: Self.rows)
        var blockOffsets = [Int64](repeating: 0, count: Self.rows / Self.rowsPerBlock + 1)
        var offset: Int64 = 0
        for row in 0..<Self.rows {
            if row % Self.rowsPerBlock == 0 { blockOffsets[row / Self.rowsPerBlock] = offset }
            heights[row] = Int32(44 + ((row &* 7919) % 5) * 10)
            offset += Int64(heights[row])
        }
        blockOffsets[Self.rows / Self.rowsPerBlock] = offset
        self.heights = heights
        self.blockOffsets = blockOffsets
    }

    /// Does run `index`'s work once and returns a checksum of it (the same on every machine;
    /// returning it keeps the optimizer from leaving the work out).
    ///
    /// - Complexity: O(lookups × (log blocks + rowsPerBlock + placed)); allocates nothing.
    public func run(index: Int) -> Int64 {
        blockOffsets.withUnsafeBufferPointer { blockOffsets in
            heights.withUnsafeBufferPointer { heights in
                let blocks = blockOffsets.count - 1
                let total = UInt64(blockOffsets[blocks])
                // Never 0 (xorshift's fixed point): the odd multiplier's product with an odd number.
                var state = (UInt64(truncatingIfNeeded: index) &* 2 &+ 1) &* 0x2545_F491_4F6C_DD1D
                var checksum: Int64 = 0
                for _ in 0..<Self.lookups {
                    // xorshift64: a deterministic, data-independent sequence of targets.
                    state ^= state << 13
                    state ^= state >> 7
                    state ^= state << 17
                    let target = Int64(state % total)
                    var low = 0
                    var high = blocks
                    while low < high {
                        let middle = (low + high) >> 1
                        if blockOffsets[middle + 1] <= target { low = middle + 1 } else { high = middle }
                    }
                    var row = low * Self.rowsPerBlock
                    var y = blockOffsets[low]
                    while y + Int64(heights[row]) <= target {
                        y += Int64(heights[row])
                        row += 1
                    }
                    for _ in 0..<Self.placed {
                        let height = heights[row]
                        if height > 60 { checksum &+= y } else { checksum ^= Int64(row) }
                        y += Int64(height)
                        row = row + 1 == Self.rows ? 0 : row + 1
                    }
                }
                return checksum
            }
        }
    }

    /// The time of run `index`, ns.
    func timedRun(index: Int) -> (nanoseconds: UInt64, checksum: Int64) {
        let start = Monotonic.now()
        let checksum = run(index: index)
        return (Monotonic.now() &- start, checksum)
    }
}
