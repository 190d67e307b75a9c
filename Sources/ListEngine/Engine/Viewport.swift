/// Where a list is looked at: the viewport's offset into the content, its size and insets,
/// how fast and which way it moves, the display's frame interval, and the windows of
/// screenfuls around it — their tuning, and the rows each layout pass found in them.
///
/// A pass measures the scroll since the last one (``measureScroll()``); keeping the reader's
/// place moves the offset without scrolling (``shift(by:)``), so no velocity comes of it. A
/// scroll the caller makes (``scroll(to:end:)``) is also followed by the end anchor.
struct Viewport {
    /// The top-left of the viewport in content coordinates (``ListView/contentOffset``).
    var offset = Point.zero
    /// The size of the viewport (``ListView/viewportSize``).
    var size = Size.zero
    /// Room above and below the content (``ListView/contentInset``).
    var inset = EdgeInsets.zero
    /// The scroll velocity over the last passes, in points per second (positive: forward).
    var velocity = 0.0
    /// The way the last scroll went.
    var direction = ScrollDirection.forward
    /// The offset the last pass laid out for; nil before the first pass.
    var lastPassOffset: Double?
    /// The time one pass stands for, in seconds (``ListView/frameInterval``).
    var frameInterval = 1.0 / 120
    /// The ready and prefetch windows (``ListView/rangeTuning``).
    var tuning = RangeTuning()
    /// The visible, ready and prefetch rows the last pass worked out (``ListView/ranges``).
    var ranges = ViewportRanges()
    /// Whether the list keeps its end in view, and whether the reader is there now.
    var end = EndAnchor()
    /// How many scrolls the caller has made (``scroll(to:end:)``), wrapping: a place restored
    /// holds until the next one (keeping a place is no scroll).
    var scrolls: UInt = 0
    /// Where the searches for the visible, ready and prefetch bands' edges went: each pass's
    /// searches for a band start down the paths the last pass's took (``BandHints``).
    var bandHints = (visible: BandHints(), ready: BandHints(), prefetch: BandHints())

    /// The share of the last velocity a pass keeps; the rest is the velocity the pass measured.
    static let velocityMemory = 0.6
    /// A move of more than this many screens in one pass is a jump (a scroll to a row, the
    /// section index), not a scroll: it stops the velocity instead of measuring one.
    static let jumpScreens = 2.0

    /// Whether the viewport shows nothing: no width or no height.
    ///
    /// - Complexity: O(1).
    var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether the offset moved since the last pass (or no pass ran yet): the cells are those of
    /// another place until the next one. Keeping a place moves both (``shift(by:)``).
    ///
    /// - Complexity: O(1).
    var scrolledSinceLastPass: Bool { lastPassOffset != offset.y }

    /// The top and bottom of the viewport, in content coordinates.
    ///
    /// - Complexity: O(1).
    var band: (top: Double, bottom: Double) { (offset.y, offset.y + size.height) }

    /// The band `window` covers around the viewport, leaning the way it moves.
    ///
    /// - Complexity: O(1).
    func band(of window: RangeTuning.Window) -> (Double, Double) {
        ViewportRanges.band(of: window, around: offset.y, offset.y + size.height, direction: direction)
    }

    /// The smallest and largest offsets at rest for content `contentHeight` tall (a scroll
    /// view's limits with insets).
    ///
    /// - Complexity: O(1).
    func limits(contentHeight: Double) -> ClosedRange<Double> {
        let minimum = -inset.top
        return minimum...Swift.max(minimum, contentHeight + inset.bottom - size.height)
    }

    /// Measures the scroll since the last pass: its direction and the smoothed velocity (a jump
    /// stops it). Returns whether the offset moved.
    ///
    /// - Complexity: O(1).
    mutating func measureScroll() -> Bool {
        guard let last = lastPassOffset else { return false }
        let moved = offset.y - last
        if moved != 0 { direction = moved > 0 ? .forward : .backward }
        velocity = abs(moved) > Self.jumpScreens * size.height ? 0
            : Self.velocityMemory * velocity + (1 - Self.velocityMemory) * moved / frameInterval
        return moved != 0
    }

    /// Scrolls to vertical offset `y`, the caller's scroll (not the engine keeping a place): the
    /// end anchor follows it, `end` being the offset at the content's end.
    ///
    /// - Complexity: O(1).
    mutating func scroll(to y: Double, end: Double) {
        self.end.followScroll(from: offset.y, to: y, end: end)
        offset.y = y
        scrolls &+= 1
    }

    /// Moves the offset down by `dy` without scrolling — keeping a place, not a scroll: the next
    /// pass measures no velocity from it.
    ///
    /// - Complexity: O(1).
    mutating func shift(by dy: Double) {
        offset.y += dy
        lastPassOffset = lastPassOffset.map { $0 + dy }
    }

    /// Moves the offset to `y` without scrolling, as ``shift(by:)`` does, landing on `y`
    /// exactly (adding the difference could round it elsewhere).
    ///
    /// - Complexity: O(1).
    mutating func shift(to y: Double) {
        let dy = y - offset.y
        offset.y = y
        lastPassOffset = lastPassOffset.map { $0 + dy }
    }
}
