/// What one layout pass did: the rows that appeared and disappeared, and the work it took.
/// A plain value; producing it allocates nothing.
public struct LayoutPassReport: Hashable, Sendable {
    /// Rows whose frames intersect the viewport after the pass.
    public var visibleRows: Range<Int> = 0..<0
    /// Rows that became visible in this pass (`willDisplay` was called for each).
    public var appeared = RowRuns()
    /// Rows that stopped being visible in this pass (`didEndDisplaying` was called for each).
    public var disappeared = RowRuns()
    /// Rows configured by the data source in this pass (visible or in the ready window).
    public var cellsConfigured = 0
    /// Cells constructed in this pass because their pool was empty.
    public var cellsCreated = 0
    /// Cells served from a pool in this pass.
    public var cellsReused = 0
    /// Self-sizing rows that learned their real height in this pass.
    public var heightsMeasured = 0
    /// How far the pass moved the content offset to keep the anchor row still (the first on
    /// screen whose frame is final, else the first visible) while rows above it changed height.
    public var anchorAdjustment = 0.0
    /// Diagnostics reported during this pass (see ``ListView/diagnosticHandler``).
    public var diagnostics = 0
    /// The share of the viewport covered by visible cells whose content has not arrived (0…1).
    public var blankArea = 0.0
    /// How many rows flash after this pass (``RowFlash``; ``ListView/flashes`` lists them with
    /// their progress); usually none.
    public var flashingRows = 0
    /// Time spent delivering finished loads and updating the prefetch window, in ns.
    public var prefetchNanoseconds: UInt64 = 0

    /// An empty report: nothing happened.
    package init() {}
}

/// Where `scrollToRow(at:position:)` puts a row.
public enum ScrollPosition: Hashable, Sendable {
    /// Scroll as little as needed to show the whole row; not at all if it is shown.
    case none
    /// The row's top at the top of the visible area (below a pinned header in the plain style).
    case top
    /// The row's middle at the middle of the visible area.
    case middle
    /// The row's bottom at the bottom of the visible area.
    case bottom
}
