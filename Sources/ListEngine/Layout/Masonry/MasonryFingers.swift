/// Where a masonry's last answer for a band left off in each column: at the band's top edge,
/// the rank of the first item ending below it, and at its bottom edge, the number of items
/// starting above it — each in the section the edge fell in, with the item the rank names. A
/// band asked again a frame later has moved a little: each column's answer is then a step or
/// two from the last, each step a read (``ColumnTops``) and a short scan for the column's next
/// item — no search. Kept in ``BandHints`` for one band; for up to ``capacity`` columns.
///
/// The edges are kept apart because a band that spans a section boundary has its top edge in
/// one section and its bottom edge in the next: the sections between its edges are answered
/// whole, without fingers (``MasonryColumns/itemsIntersecting(_:_:gap:origin:fingers:reads:writes:)``).
struct MasonryFingers {
    /// The most columns fingers are kept for; a masonry of more searches every time.
    static let capacity = 8

    /// One of a band's two edges, as the fingers keep it: `k` in ``ranks`` and ``items`` is
    /// `2c + edge.rawValue` for column `c`.
    enum Edge: Int {
        case top = 0, bottom = 1
    }

    /// The placement the fingers were found in (``MasonryGeometry/placement``); -1: none.
    var placement = -1
    /// The sections the top and bottom fingers are in (-1: none).
    var sections = InlineArray<2, Int>(repeating: -1)
    /// The band the fingers were left by: a band far from it does not read them (their ranks
    /// lie far off in memory too).
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
    /// Whether the fingers hold `edge` in section `s` of placement `placement`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func hold(_ edge: Edge, section s: Int, placement: Int) -> Bool {
        self.placement == placement && sections[edge.rawValue] == s
    }

    /// How far `y` is from where the band's `edge` was when the fingers were left (NaN: never).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func distance(of edge: Edge, from y: Double) -> Double {
        (edge == .top ? band.y0 : band.y1) - y
    }

    /// Whether a band `distance` points from the one the fingers were left by is near enough for
    /// them to be worth reading: within half the items a near search reaches
    /// (``ColumnTops/nearSteps``), at the mean `pitch` of a column
    /// (``MasonryColumns/pitch(gap:)``; compared without a division). None without items.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func isNear(_ distance: Double, in pitch: (count: Double, height: Double)) -> Bool {
        abs(distance) * pitch.count < pitch.height * Double(ColumnTops.nearSteps / 2)
    }

    /// The rank at `ranks[k]` and its item (or, for an end rank, the rank before it and its
    /// item), as a select from it wants them (``MasonryColumns/item(inColumn:rank:near:orNear:)``).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func known(_ k: Int) -> (rank: Int, item: Int) {
        (Int(ranks[k]) - (k & 1), Int(items[k]))
    }

    /// Takes `other`'s fingers at `edge` for the first `columns` columns.
    ///
    /// - Complexity: O(columns).
    mutating func take(_ edge: Edge, from other: borrowing MasonryFingers, columns: Int) {
        let e = edge.rawValue
        sections[e] = other.sections[e]
        if edge == .top { band.y0 = other.band.y0 } else { band.y1 = other.band.y1 }
        for c in 0..<columns {
            ranks[2 &* c &+ e] = other.ranks[2 &* c &+ e]
            items[2 &* c &+ e] = other.items[2 &* c &+ e]
        }
    }
}
