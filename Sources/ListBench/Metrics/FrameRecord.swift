/// What one frame measured. Plain values, stored in a buffer reserved before the run, so
/// recording allocates nothing.
public struct FrameRecord: Hashable, Sendable {
    /// The frame's number, from 0.
    public var frame = 0
    /// Monotonic start of the frame's work, ns since the run began.
    public var startNs: UInt64 = 0
    /// The content offset after the frame's scroll step.
    public var offsetPt = 0.0
    /// First and last visible global rows; -1 when no row is visible.
    public var firstVisibleRow = -1
    /// The last visible row (global number), or -1.
    public var lastVisibleRow = -1
    /// The frame's work: the scenario's update (if any) and the layout pass, callbacks included.
    public var workNs: UInt64 = 0
    /// Phases of the work: the scenario's update call, dequeues, cell configuration (both inside
    /// the layout pass, timed apart only with `--phases`), and the rest of the layout pass;
    /// prefetch scheduling when it runs.
    public var updateNs: UInt64 = 0
    /// Nanoseconds spent dequeuing cells (0 unless phases are timed).
    public var dequeueNs: UInt64 = 0
    /// Nanoseconds spent configuring cells, their content layout left out (0 unless phases are timed).
    public var configureNs: UInt64 = 0
    /// Nanoseconds realistic cells spent laying their content out (0 unless phases are timed).
    public var contentLayoutNs: UInt64 = 0
    /// Nanoseconds spent on the prefetch window and deliveries.
    public var prefetchNs: UInt64 = 0
    /// Allocations on the engine thread (0 when not counted).
    public var allocations: UInt64 = 0
    /// Bytes allocated on the engine thread.
    public var allocatedBytes: UInt64 = 0
    /// Cells constructed because a pool was empty.
    public var cellsCreated = 0
    /// Cells served from a pool.
    public var cellsReused = 0
    /// Cells returned to a pool: rows that left the ready window.
    public var cellsRecycled = 0
    /// Share of the viewport covered by visible cells whose content is not ready.
    public var blankArea = 0.0
    /// How far the first visible row moved on screen for reasons it did not scroll through.
    public var anchorDriftPt = 0.0
    /// Whether the frame applied a batch update to the data.
    public var updatedData = false
    /// A sheet's horizontal content offset after the frame (0 for other layouts).
    public var offsetXPt = 0.0
    /// A sheet's first scrolling column on screen after the frame (frozen columns left out), or -1.
    public var firstVisibleColumn = -1
    /// A sheet's last scrolling column on screen, or -1.
    public var lastVisibleColumn = -1
    /// How far a sheet's first scrolling column moved on screen in the frame's pass, which the
    /// driver did not scroll through (0 for other layouts).
    public var anchorDriftXPt = 0.0

    /// An empty record.
    public init() {}

    /// The layout pass less the data source's dequeue, configure and content-layout time (when
    /// timed) and the prefetch phase.
    public var layoutNs: UInt64 { workNs &- updateNs &- dequeueNs &- configureNs &- contentLayoutNs &- prefetchNs }
    /// Rows the frame turned over: configured (cells created or reused) and recycled.
    public var rowsTurnedOver: Int { cellsCreated + cellsReused + cellsRecycled }
}
