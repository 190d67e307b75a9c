/// The rows the list shows and keeps ready: the visible ones, a collection's ready band laid
/// out, and the ready window (``RangePlanner`` works the windows out).
extension ListView {
    /// Rows whose frames intersect the viewport, at most ``ListView/maximumConfiguredCells``
    /// of them (the first).
    ///
    /// - Complexity: O(log n).
    func visibleRowRange() -> Range<Int> {
        RangePlanner.capped(allVisibleRows())
    }

    /// Every row whose frame intersects the viewport — below a sheet's frozen rows, which
    /// cover the rows that scroll under them.
    func allVisibleRows() -> Range<Int> {
        let covered = sheet.coveredHeight(in: self)
        guard viewport.size.width > 0, viewport.size.height > covered else {
            let at = activeLayout.items(intersecting: viewport.offset.y + covered, viewport.offset.y + covered).lowerBound
            return at..<at
        }
        let y0 = viewport.offset.y + covered
        let y1 = y0 + viewport.size.height
        if let presentation = editing.move.presentation(in: self) { return presentation.rows(intersecting: y0, y1) }
        return activeLayout.items(intersecting: y0, y1, hints: &viewport.bandHints.visible)
    }

    /// A collection's ready band (the viewport and its ready window) laid out exactly and, if
    /// that laid anything out, the offset moved so `anchor` stays where it was on screen — with
    /// no anchor, so the end stays at the viewport's bottom while the list keeps it; again
    /// while the offset moves (a few rounds at most: each lays out what the last one's move
    /// uncovered). Returns whether anything was laid out. Callers that changed frames themselves
    /// keep their anchor first.
    ///
    /// A flow lays out through the anchor first, then whole sections above it until the band
    /// above the anchor is exact: laying those out moves the anchor, so the offset follows it
    /// once, and the band's rounds then only lay out what lies below it.
    ///
    /// - Complexity: O(log n) when the band is laid out already.
    @discardableResult
    func prepareReadyBand(keeping anchor: (row: Int, screenY: Double)?, callees: Callees) -> Bool {
        var laidOut = false
        if let anchor, !activeLayout.isLaidOut(item: anchor.row) {
            layOut(through: anchor.row, callees: callees)
            laidOut = true
            keep(anchor)
        }
        if let anchor, activeLayout.laysOutLazily {
            let (y0, _) = ViewportRanges.band(of: viewport.tuning.ready, around: viewport.offset.y,
                                              viewport.offset.y + viewport.size.height, direction: viewport.direction)
            if activeLayout.layOut(above: anchor.row, by: anchor.screenY + viewport.offset.y - Swift.min(y0, viewport.offset.y), sizes: itemSizes(callees)) {
                laidOut = true
                keep(anchor)
            }
        }
        for _ in 0..<Self.preparationRounds {
            let before = viewport.offset.y
            let (y0, y1) = ViewportRanges.band(of: viewport.tuning.ready, around: viewport.offset.y,
                                               viewport.offset.y + viewport.size.height, direction: viewport.direction)
            guard activeLayout.prepare(Swift.min(y0, viewport.offset.y), Swift.max(y1, viewport.offset.y + viewport.size.height), sizes: itemSizes(callees))
            else { break }
            laidOut = true
            // Without an anchor, an end the list keeps: lines laid out above it move it.
            if anchor != nil { keep(anchor) } else { keepEnd(callees: callees) }
            if viewport.offset.y == before { break }
        }
        return laidOut
    }

    /// How many times a pass lays out a collection's band again after keeping its anchor moved it.
    private static let preparationRounds = 4

    /// The rows to keep cells for: the ready window around `visible`
    /// (``RangePlanner/readyRows(visible:in:hints:)``).
    ///
    /// - Complexity: O(log n).
    func readyRowRange(visible: Range<Int>) -> Range<Int> {
        RangePlanner(viewport: viewport).readyRows(visible: visible, in: activeLayout, hints: &viewport.bandHints.ready)
    }

    /// The smallest range that holds both `a` and `b` (``RangePlanner/hull(_:_:)``).
    ///
    /// - Complexity: O(1).
    static func hull(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> { RangePlanner.hull(a, b) }
}
