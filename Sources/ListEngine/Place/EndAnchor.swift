/// Whether the list keeps the end of its content in view — a chat, a log, a live feed — and
/// whether the reader is there now.
///
/// A scroll the caller makes decides whether the reader is *at the end*: one towards the top
/// that leaves the viewport short of the end releases it (by any distance — a reader who starts
/// to scroll up to read is never pulled back by the next row to arrive); any other — down, or a
/// jump — anchors it if it ends within ``threshold`` of the end or past it, and releases it
/// otherwise. While anchored, the engine itself moves the offset so that the content's end
/// stays at the viewport's bottom edge (less the bottom inset) through appended rows, rows that
/// grow, a viewport or inset that shrinks or grows back, batches and snapshots; that rule wins
/// over the others that keep a place. Content the caller pulled past the end (a rubber band)
/// stays pulled as far past the end until the caller's next scroll settles it.
struct EndAnchor {
    /// Whether the list anchors to its end at all (``ListView/anchorsToEnd``).
    var isEnabled = false
    /// Whether the reader is at the end, so the engine keeps it there.
    var isAnchored = false
    /// How far the caller's last scroll pulled the content past its end, in points (0: not past
    /// it): the engine keeps the end that far above the viewport's bottom, never pulling it back.
    var pull = 0.0
    /// How close to the end, in points, a scroll must come to anchor it again
    /// (``ListView/endAnchorThreshold``).
    var threshold = EndAnchor.defaultThreshold

    /// The threshold a list starts with: a few points, so a drag released just short of the end
    /// still counts as there.
    static let defaultThreshold = 8.0

    /// Whether the engine keeps the end in view now.
    ///
    /// - Complexity: O(1).
    var keepsEnd: Bool { isEnabled && isAnchored }

    /// Follows a scroll the caller made from `old` to `new` (vertical offsets) when the offset at
    /// the end is `end`.
    ///
    /// - Complexity: O(1).
    mutating func followScroll(from old: Double, to new: Double, end: Double) {
        guard isEnabled, new != old else { return }
        pull = Swift.max(0, new - end)
        if new < old, new < end {
            isAnchored = false
        } else {
            isAnchored = new >= end - threshold
        }
    }
}
