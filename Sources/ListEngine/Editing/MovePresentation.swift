/// What an interactive move under way shows over the layout: the moving row floating under the
/// touch, the gap open where it would land, the rows and sections between its two places shifted
/// — a presentation, laid over the list's geometry, which keeps every row where it is until
/// the move ends.
///
/// The cell window gives cells these frames, the supplementary views these shifts, and the
/// visible rows are those it shows; the layout's own questions (``ListView/rectForRow(at:)``,
/// ``ListView/rectForHeader(inSection:)``, hit tests) never see it.
struct MovePresentation {
    /// The move.
    let move: MoveSession
    /// The list's layout, as it is (before the move).
    let layout: ActiveLayout
    /// The content offset: the moving row floats at a point of the viewport.
    let offset: Point

    /// Where row or item `g` is shown: floating under the touch if it is the moving one, else
    /// where the move puts it.
    ///
    /// - Complexity: O(log n).
    func frame(ofItem g: Int) -> Rect {
        if g == move.sourceRow { return floatingFrame }
        if let after = move.after { return Self.shifted(after.frame(ofItem: move.rowAfterMove(g)), by: move.afterShift) }
        var frame = layout.frame(ofItem: g)
        if move.shiftedRows.contains(g) {
            let height = layout.geometry.height(ofRow: move.sourceRow)
            frame.origin.y += move.destinationRow > move.sourceRow ? -height : height
        }
        return frame
    }

    /// How far section `s`'s header and its end (a table's footer, a collection's bottom inset)
    /// are shifted: the sections between the move's two places lose or gain the moving row.
    ///
    /// - Complexity: O(log n).
    func shift(ofSection s: Int) -> (header: Double, bottom: Double) {
        guard let after = move.after else {
            let shift = move.tableShift(ofSection: s, height: layout.geometry.height(ofRow: move.sourceRow))
            return (shift.header, shift.footer)
        }
        let header = after.headerFrame(ofSection: s).minY + move.afterShift - layout.headerFrame(ofSection: s).minY
        let bottom = after.sectionFrame(ofSection: s).maxY + move.afterShift - layout.sectionFrame(ofSection: s).maxY
        return (header, bottom)
    }

    /// The rows whose shown frames intersect the band `y0 ..< y1`: a table's rows shift by at
    /// most the moving row's height; a collection's are those the move's geometry shows there,
    /// numbered as the list has them.
    ///
    /// - Complexity: O(log n) plus the rows trimmed.
    func rows(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        if let after = move.after {
            let shown = after.items(intersecting: y0 - move.afterShift, y1 - move.afterShift)
            let first = shown.lowerBound == move.destinationRow ? shown.lowerBound + 1 : shown.lowerBound
            let last = shown.upperBound - 1 == move.destinationRow ? shown.upperBound - 2 : shown.upperBound - 1
            guard first <= last else {
                let at = Swift.min(move.rowBeforeMove(first), layout.geometry.totalRows)
                return at..<at
            }
            return move.rowBeforeMove(first)..<(move.rowBeforeMove(last) + 1)
        }
        let height = layout.geometry.height(ofRow: move.sourceRow)
        var rows = layout.items(intersecting: y0 - height, y1 + height)
        func shows(_ g: Int) -> Bool {
            let frame = frame(ofItem: g)
            return frame.maxY > y0 && frame.minY < y1
        }
        while !rows.isEmpty, !shows(rows.lowerBound) { rows = (rows.lowerBound + 1)..<rows.upperBound }
        while !rows.isEmpty, !shows(rows.upperBound - 1) { rows = rows.lowerBound..<(rows.upperBound - 1) }
        return rows
    }

    /// The moving row's frame: its size, centred at the touch (a table's row keeps its x).
    ///
    /// - Complexity: O(log n).
    var floatingFrame: Rect {
        let own = layout.frame(ofItem: move.sourceRow)
        let y = move.position.y + offset.y - own.height / 2
        let x = layout.hasCollectionGeometry ? move.position.x + offset.x - own.width / 2 : own.minX
        return Rect(x: x, y: y, width: own.width, height: own.height)
    }

    /// Where the moving row lands if the move ends now: a collection's frame in the move's
    /// geometry; in a table, the moving row's height at the destination, the rows between the
    /// two places shifted.
    ///
    /// - Complexity: O(log n).
    var gapFrame: Rect {
        if let after = move.after { return Self.shifted(after.frame(ofItem: move.destinationRow), by: move.afterShift) }
        let geometry = layout.geometry
        let own = layout.frame(ofItem: move.sourceRow)
        let section = move.destination.section
        // The row the moving one lands above, in the list as it is (its section's end if none).
        let above = move.destination.row + (section == move.source.section && move.source.row <= move.destination.row ? 1 : 0)
        let y = above < geometry.rowCount(inSection: section)
            ? geometry.top(ofRow: geometry.rowStart[section] + above) : geometry.footerTop(ofSection: section)
        return Rect(x: own.minX, y: move.destinationRow >= move.sourceRow ? y - own.height : y, width: own.width, height: own.height)
    }

    /// `frame` moved down by `dy`.
    private static func shifted(_ frame: Rect, by dy: Double) -> Rect {
        Rect(x: frame.minX, y: frame.minY + dy, width: frame.width, height: frame.height)
    }
}
