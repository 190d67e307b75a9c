import ListEngine

/// A fixed, deterministic piece of work of the same kind as a layout pass, timed beside the
/// scenarios so that their frame work can be read in units of it (``Calibration``).
///
/// It holds the running offsets of 524,288 rows of listbench's variable heights (4 MiB) and
/// their heights (2 MiB), built once. One run, ``run(index:)``, is about as long as a frame of
/// `jump` over a million rows: 32 binary searches for pseudo-random offsets (an offset → row
/// lookup, as the layout index does) and, from each row found, a walk over the next 16 rows'
/// heights with a branch on each height (as a pass enumerating the rows it lays out does). Runs
/// as short as frames are as likely as frames to be caught by a context switch, so the medians
/// of both leave such runs out alike. Each run searches for its own targets, so a batch touches
/// the arrays afresh whatever the scenario beside it left in the caches (runs that searched the
/// same few targets over and over took from 2 to 6 µs depending on the scenario just run). It
/// allocates nothing, and run i does the same work on every machine: only the time it takes
/// differs, with the machine and with its load.
public struct CalibrationWorkload: Sendable {
    /// The workload's name, written in every report beside its times.
    public static let name = "offset-search-walk"
    /// Its version: a change to the work makes calibrated figures incomparable, so it changes
    /// this number, and `listbench compare` falls back to absolute times between versions.
    public static let version = 1

    /// Rows in the workload's height index.
    static let rows = 1 << 19
    /// Lookups per run.
    static let lookups = 32
    /// Rows walked after each lookup.
    static let walk = 16

    private let offsets: [Int64]
    private let heights: [Int32]

    /// Builds the workload's arrays.
    ///
    /// - Complexity: O(rows), about a millisecond; allocates 6 MiB once.
    public init() {
        var heights = [Int32](repeating: 0, count: Self.rows)
        var offsets = [Int64](repeating: 0, count: Self.rows + 1)
        for row in 0..<Self.rows {
            heights[row] = Int32(44 + ((row &* 7919) % 5) * 10)
            offsets[row + 1] = offsets[row] + Int64(heights[row])
        }
        self.heights = heights
        self.offsets = offsets
    }

    /// Does run `index`'s work once and returns a checksum of it (the same on every machine;
    /// returning it keeps the optimizer from leaving the work out).
    ///
    /// - Complexity: O(lookups × (log rows + walk)); allocates nothing.
    public func run(index: Int) -> Int64 {
        offsets.withUnsafeBufferPointer { offsets in
            heights.withUnsafeBufferPointer { heights in
                let total = UInt64(offsets[Self.rows])
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
                    var high = Self.rows
                    while low < high {
                        let middle = (low + high) >> 1
                        if offsets[middle + 1] <= target { low = middle + 1 } else { high = middle }
                    }
                    var row = low
                    for _ in 0..<Self.walk {
                        let height = heights[row]
                        if height > 60 { checksum &+= Int64(height) } else { checksum ^= Int64(row) }
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
