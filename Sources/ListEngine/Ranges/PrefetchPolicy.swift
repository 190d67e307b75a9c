/// How a list chooses, each pass, the rows to name for prefetching: a value beside
/// ``RangeTuning`` (whose prefetch window is its base), swappable as TanStack Virtual's range
/// extractor or RecyclerView's `collectAdjacentPrefetchPositions` are
/// (``ListView/setPrefetchPolicy(_:)``).
///
/// The window's leading side grows with the scroll so that loads start at least as far ahead
/// as they take to complete: velocity × the content prefetcher's look-ahead (its loads'
/// latency p90 × its safety factor, ``PrefetchConfiguration/latencySafetyFactor``), up to
/// ``maximumLeadingScreens``. A pass names at most a screenful of rows (at least
/// ``minimumRowsNamedPerPass``): a scroll names the few rows entering, a jump fills its new
/// window over a few passes, nearest rows first.
public struct PrefetchPolicy: Hashable, Sendable {
    /// The most screenfuls the leading side grows to, however fast the scroll. Default: 20.
    public var maximumLeadingScreens: Double
    /// The fewest rows a pass names when the screen shows fewer. Default: 8.
    public var minimumRowsNamedPerPass: Int

    /// A policy whose leading side grows to `maximumLeadingScreens` screens at most and whose
    /// passes name at least `minimumRowsNamedPerPass` rows.
    public init(maximumLeadingScreens: Double = 20, minimumRowsNamedPerPass: Int = 8) {
        self.maximumLeadingScreens = maximumLeadingScreens
        self.minimumRowsNamedPerPass = minimumRowsNamedPerPass
    }

    /// Checks the policy: a finite leading cap ≥ 0 and a per-pass count ≥ 1.
    ///
    /// - Throws: ``ListError/invalidPrefetchPolicy(_:)``.
    /// - Complexity: O(1).
    public func validate() throws(ListError) {
        guard maximumLeadingScreens >= 0, maximumLeadingScreens.isFinite, minimumRowsNamedPerPass >= 1 else {
            throw .invalidPrefetchPolicy(self)
        }
    }

    /// The prefetch window for a pass: `base` (``RangeTuning/prefetch``), its leading side
    /// stretched for a scroll of `speed` points per second when loads should start
    /// `lookAheadSeconds` ahead, on a screen `screenHeight` tall.
    ///
    /// - Complexity: O(1).
    public func window(base: RangeTuning.Window, speed: Double, lookAheadSeconds: Double, screenHeight: Double) -> RangeTuning.Window {
        guard screenHeight > 0 else { return base }
        var window = base
        let lead = abs(speed) * lookAheadSeconds / screenHeight
        window.leading = Swift.max(window.leading, Swift.min(lead, maximumLeadingScreens))
        return window
    }

    /// The most rows a pass names, when `visible` rows are on screen.
    ///
    /// - Complexity: O(1).
    public func rowsNamedPerPass(visible: Int) -> Int {
        Swift.max(minimumRowsNamedPerPass, visible)
    }
}
