/// How far ahead of and behind the viewport the engine keeps cells ready and prefetches
/// content, in screenfuls (viewport heights). Plain data, kept apart from the engine that
/// applies it, as Texture keeps `ASRangeTuningParameters`.
public struct RangeTuning: Hashable, Sendable {
    /// Screenfuls ahead of the viewport (in the direction of travel) and behind it.
    public struct Window: Hashable, Sendable {
        /// Screenfuls ahead of the viewport, in the direction of travel.
        public var leading: Double
        /// Screenfuls behind it.
        public var trailing: Double

        /// A window of `leading` screenfuls ahead and `trailing` behind.
        public init(leading: Double, trailing: Double) {
            self.leading = leading
            self.trailing = trailing
        }

        var isValid: Bool { leading.isFinite && trailing.isFinite && leading >= 0 && trailing >= 0 }
    }

    /// Rows kept configured in cells, ready to scroll into view. Default: 1 screen ahead, ½ behind.
    public var ready: Window
    /// Rows whose slow content is prefetched. Default: 2½ screens ahead, 1½ behind.
    public var prefetch: Window

    /// Windows of the given screenfuls (UIKit-like defaults: ready 1 ahead, ½ behind; prefetch 2½, 1½).
    public init(ready: Window = Window(leading: 1, trailing: 0.5),
                prefetch: Window = Window(leading: 2.5, trailing: 1.5)) {
        self.ready = ready
        self.prefetch = prefetch
    }

    func validate() throws(ListError) {
        guard ready.isValid else { throw .invalidRangeTuning("the ready window") }
        guard prefetch.isValid else { throw .invalidRangeTuning("the prefetch window") }
    }
}

/// The direction the content last moved in.
public enum ScrollDirection: Hashable, Sendable {
    /// Towards higher rows (content offset growing).
    case forward
    /// Towards lower rows.
    case backward
}
