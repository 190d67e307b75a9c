/// Where a masonry's last answer for a band left off in each column: the ranks of the first
/// item ending below the band's top and of the first starting at or below its bottom, and the
/// items those ranks name. A band asked again a frame later has moved a little: each column's
/// answer is then a step or two from the last, each step a read (``ColumnTops``) and a short
/// scan for the column's next item — no search. Kept in ``BandHints`` for one band; for up to
/// ``capacity`` columns.
struct MasonryFingers {
    /// The most columns fingers are kept for; a masonry of more searches every time.
    static let capacity = 8

    /// The section the fingers are in, and the placement they were found in
    /// (``MasonryGeometry/placement``); -1: none.
    var section = -1, placement = -1
    /// The band they answered: a band far from it does not read them (their ranks lie far off
    /// in memory too).
    var band = (y0: Double.nan, y1: Double.nan)
    /// The whole answer for ``band`` and the geometry's ``MasonryGeometry/framesVersion`` it
    /// holds for: a pass that asks the same band again reads it back (-1: none).
    var answer = (version: -1, items: 0..<0)
    /// Per column `c`: `ranks[2c]` is the rank of the first item ending below the band's top,
    /// `ranks[2c + 1]` the number of items starting above its bottom (-1: none).
    var ranks = InlineArray<16, Int32>(repeating: -1)
    /// Per column `c`: the items of ranks `ranks[2c]` and `ranks[2c + 1] - 1` (-1 where none).
    var items = InlineArray<16, Int32>(repeating: -1)
}

extension MasonryFingers {
    /// Whether the fingers hold an answer from section `s` of placement `placement`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func hold(section s: Int, placement: Int) -> Bool { section == s && self.placement == placement }

    /// The rank at `ranks[k]` and its item (or, for an end rank, the rank before it and its
    /// item), as a select from it wants them.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func known(_ k: Int) -> (rank: Int, item: Int) {
        (Int(ranks[k]) - (k & 1), Int(items[k]))
    }
}
