/// Where the last searches for a band's two edges went (``SearchHint``): kept
/// from one pass to the next for each band a pass asks about, so that each edge's search
/// starts down the path that found it last time; for a masonry, where each column's answer
/// lay (``MasonryFingers``). A hint only speeds a search up: the answer is the same whatever it
/// holds.
struct BandHints {
    /// The search for the band's first item (its top edge).
    var top = SearchHint()
    /// The search for the band's end (its bottom edge).
    var bottom = SearchHint()
    /// A masonry's answer in each column.
    var masonry = MasonryFingers()
}
