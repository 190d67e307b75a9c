/// One interactive move: the row that moves, where the finger holds it, and where it would land.
/// A presentation only — the list's geometry and the data source keep the rows where they are
/// until the move ends; the frames the list gives cells, headers and footers meanwhile are
/// those the move would produce (the gap open at the destination), the moving row floating
/// under the finger.
///
/// Rows are numbered globally, as the list numbers them: `sourceRow` now, `destinationRow` once
/// the row has moved. Every other row's number after the move follows from the two.
struct MoveSession {
    /// The row that moves, as the list shows it.
    let source: ListIndexPath
    /// Its global number.
    let sourceRow: Int
    /// The centre of the moving row, in viewport coordinates.
    var position: Point
    /// Where the row lands, as after the move (the delegate's redirection applied).
    var destination: ListIndexPath
    /// The global number of ``destination`` after the move.
    var destinationRow: Int
    /// The last destination proposed to the delegate: it is asked again only when this changes.
    var proposal: ListIndexPath
    /// A collection's geometry as it would be after the move (nil for a table, whose rows
    /// between the two places shift by the moving row's height, in closed form).
    var after: LoadedCollection?
    /// How far down ``after``'s frames are shown: the first section on screen keeps its place.
    /// (A flow's move geometry is laid out afresh, lazily: what lies above the screen may be
    /// estimated otherwise than in the list's.)
    var afterShift = 0.0
    /// The auto-scroll speed of the last pass, in points per second (negative: up).
    var autoScrollVelocity = 0.0

    /// The global number after the move of the row now numbered `g`.
    ///
    /// - Complexity: O(1).
    func rowAfterMove(_ g: Int) -> Int {
        if g == sourceRow { return destinationRow }
        let without = g > sourceRow ? g - 1 : g
        return without >= destinationRow ? without + 1 : without
    }

    /// The global number now of the row numbered `g` after the move.
    ///
    /// - Complexity: O(1).
    func rowBeforeMove(_ g: Int) -> Int {
        if g == destinationRow { return sourceRow }
        let without = g > destinationRow ? g - 1 : g
        return without >= sourceRow ? without + 1 : without
    }

    /// The rows, other than the moving one, whose place changes: those between the source and
    /// the destination. They shift up when the row moves down, and down when it moves up.
    var shiftedRows: Range<Int> {
        destinationRow > sourceRow ? (sourceRow + 1)..<(destinationRow + 1) : destinationRow..<sourceRow
    }

    /// How far a table's header (`header`) and footer (`footer`) of `section` shift while
    /// the row shows moved, for a moving row `height` tall: the sections between the source's
    /// and the destination's lose or gain it.
    ///
    /// - Complexity: O(1).
    func tableShift(ofSection section: Int, height: Double) -> (header: Double, footer: Double) {
        let from = source.section
        let to = destination.section
        if to > from {
            return (from < section && section <= to ? -height : 0, from <= section && section < to ? -height : 0)
        }
        if to < from {
            return (to < section && section <= from ? height : 0, to <= section && section < from ? height : 0)
        }
        return (0, 0)
    }
}
