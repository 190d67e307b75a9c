/// Whether the list keeps the end of its content in view — a chat, a log, a live feed — and
/// whether the reader is there now.
///
/// The reader is *at the end* while no scroll has taken them away from it: a scroll towards the
/// top that leaves the viewport short of the end releases it (by any distance — a reader who
/// starts to scroll up to read is never pulled back by the next row to arrive; content pulled
/// past the end and settling back stays anchored), and a scroll down that ends within
/// ``threshold`` of the end, or past it, anchors it again. While anchored, the engine itself moves the offset
/// so that the content's end stays at the viewport's bottom edge (less the bottom inset) through
/// appended rows, rows that grow, a viewport or inset that shrinks or grows back, batches and
/// snapshots; that rule wins over the others that keep a place.
struct EndAnchor {
    /// Whether the list anchors to its end at all (``ListView/anchorsToEnd``).
    var isEnabled = false
    /// Whether the reader is at the end, so the engine keeps it there.
    var isAnchored = false
    /// How close to the end, in points, a scroll must come to rest to anchor it again
    /// (``ListView/endAnchorThreshold``).
    var threshold = EndAnchor.defaultThreshold

    /// The threshold a list starts with: a few points, so a drag released just short of the end
    /// still counts as there.
    static let defaultThreshold = 8.0

    /// Whether the engine keeps the end in view now.
    ///
    /// - Complexity: O(1).
    var keepsEnd: Bool { isEnabled && isAnchored }

    /// Follows a scroll from `old` to `new` (vertical offsets) when the offset at the end is
    /// `end`: a move towards the top that ends short of the end releases it; a move down that
    /// ends within the threshold of it, or past it, anchors it.
    ///
    /// - Complexity: O(1).
    mutating func followScroll(from old: Double, to new: Double, end: Double) {
        guard isEnabled, new != old else { return }
        if new < old {
            if new < end { isAnchored = false }
        } else if new >= end - threshold {
            isAnchored = true
        }
    }
}
