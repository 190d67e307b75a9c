/// The columns a sheet's viewport shows and is about to show: the horizontal counterpart of
/// ``ViewportRanges``. The frozen columns on screen are always shown; the windows around the
/// scrolling columns on screen lean the way the content last moved horizontally, by the same
/// band math as the rows' (``ViewportRanges/band(of:around:_:direction:)``), a screenful being
/// the width of the scrolling panes.
struct SheetColumnRanges: Hashable, Sendable {
    /// The frozen columns on screen (``SheetViewport/visibleFrozenColumns``).
    var frozen: Range<Int>
    /// The scrolling columns on screen (``SheetViewport/visibleScrollingColumns``).
    var visible: Range<Int>
    /// The scrolling columns to keep cells ready for: those the ready window's band meets, and
    /// the visible ones (contains `visible`).
    var ready: Range<Int>
    /// The scrolling columns whose content to prefetch: those the prefetch window's band meets,
    /// and the ready ones (contains `ready`).
    var prefetch: Range<Int>
    /// The horizontal direction the windows lean towards.
    var direction: ScrollDirection

    /// The ranges of `viewport`, its windows `tuning`'s (in screenfuls of the scrolling panes'
    /// width) leaning towards `direction`. Where the scrolling panes show nothing (0 wide, or
    /// the viewport 0 tall) the windows are the visible columns, as a list's are.
    ///
    /// - Complexity: O(log n).
    init(viewport: borrowing SheetViewport, tuning: RangeTuning = RangeTuning(), direction: ScrollDirection) {
        self.init(viewport: viewport, tuning: tuning, direction: direction) { _, x0, x1 in viewport.columns.columns(intersecting: x0, x1) }
    }

    /// The ranges of `viewport` as ``init(viewport:tuning:direction:)`` finds them, the columns
    /// that intersect each band asked of `find` (``Band`` says which band, its edges follow):
    /// for a caller that answers from where the bands lay before (``SheetColumns/columns(intersecting:_:)``'s
    /// answers, found otherwise).
    ///
    /// - Complexity: O(1) plus `find`'s, three calls at most.
    init(viewport: borrowing SheetViewport, tuning: RangeTuning, direction: ScrollDirection,
         find: (_ band: Band, _ x0: Double, _ x1: Double) -> Range<Int>) {
        frozen = viewport.size.height > 0
            ? SheetViewport.clamped(find(.frozen, 0, viewport.frozenPaneWidth), to: 0..<viewport.columns.frozenCount) : 0..<0
        self.direction = direction
        let (x0, x1) = viewport.scrollingBand
        let scrolling = viewport.columns.frozenCount..<viewport.columns.count
        visible = SheetViewport.clamped(find(.visible, x0, viewport.size.height > 0 ? x1 : x0), to: scrolling)
        guard x1 > x0, viewport.size.height > 0 else {
            ready = visible
            prefetch = visible
            return
        }
        func columns(for window: RangeTuning.Window, _ band: Band) -> Range<Int> {
            let (b0, b1) = ViewportRanges.band(of: window, around: x0, x1, direction: direction)
            return SheetViewport.clamped(find(band, b0, b1), to: scrolling)
        }
        ready = RangePlanner.hull(columns(for: tuning.ready, .ready), visible)
        prefetch = RangePlanner.hull(columns(for: tuning.prefetch, .prefetch), ready)
    }

    /// The bands the ranges are found in.
    enum Band: Int, CaseIterable {
        /// The frozen pane's width, from 0.
        case frozen
        /// The scrolling panes' width.
        case visible
        /// The ready window's band.
        case ready
        /// The prefetch window's band.
        case prefetch
    }

    /// The horizontal direction of travel after the content offset moved from `oldX` to `newX`:
    /// forward (towards later columns) when it grew, backward when it shrank, `last` when it
    /// did not move — as the vertical direction is measured.
    ///
    /// - Complexity: O(1).
    static func direction(from oldX: Double, to newX: Double, last: ScrollDirection) -> ScrollDirection {
        newX > oldX ? .forward : newX < oldX ? .backward : last
    }
}
