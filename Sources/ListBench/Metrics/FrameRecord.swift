/// What one frame measured. Plain values, stored in a buffer reserved before the run, so
/// recording allocates nothing.
public struct FrameRecord: Hashable, Sendable {
    public var frame = 0
    /// Monotonic start of the frame's work, ns since the run began.
    public var startNs: UInt64 = 0
    public var offsetPt = 0.0
    /// First and last visible global rows; -1 when no row is visible.
    public var firstVisibleRow = -1
    public var lastVisibleRow = -1
    /// The frame's work: the scenario's update (if any) and the layout pass, callbacks included.
    public var workNs: UInt64 = 0
    /// Phases of the work: the scenario's update call, dequeues, cell configuration (both inside
    /// the layout pass), and the rest of the layout pass; prefetch scheduling when it runs.
    public var updateNs: UInt64 = 0
    public var dequeueNs: UInt64 = 0
    public var configureNs: UInt64 = 0
    public var prefetchNs: UInt64 = 0
    public var allocations: UInt64 = 0
    public var allocatedBytes: UInt64 = 0
    public var cellsCreated = 0
    public var cellsReused = 0
    /// Share of the viewport covered by visible cells whose content is not ready.
    public var blankArea = 0.0
    /// How far the first visible row moved on screen for reasons it did not scroll through.
    public var anchorDriftPt = 0.0
    /// Whether the frame applied a batch update to the data.
    public var updatedData = false

    public init() {}

    /// The layout pass less the data source's dequeue and configure time.
    public var layoutNs: UInt64 { workNs &- updateNs &- dequeueNs &- configureNs &- prefetchNs }
}
