/// The rows a pass works on: the visible ones, the row that anchors the place, the ready
/// window around them and how much of it a pass fills, and the prefetch window as rows.
extension ListView {
    /// Rows whose frames intersect the viewport, at most ``ListView/maximumConfiguredCells``
    /// of them (the first).
    ///
    /// - Complexity: O(log n).
    func visibleRowRange() -> Range<Int> {
        Self.capped(allVisibleRows())
    }

    /// The first ``ListView/maximumConfiguredCells`` rows of `rows`.
    static func capped(_ rows: Range<Int>) -> Range<Int> {
        rows.count > maximumConfiguredCells ? rows.lowerBound..<(rows.lowerBound + maximumConfiguredCells) : rows
    }

    /// Every row whose frame intersects the viewport.
    func allVisibleRows() -> Range<Int> {
        guard viewport.size.width > 0, viewport.size.height > 0 else {
            let at = activeLayout.items(intersecting: viewport.offset.y, viewport.offset.y).lowerBound
            return at..<at
        }
        let y0 = viewport.offset.y
        let y1 = y0 + viewport.size.height
        return editing.move.presentation(in: self)?.rows(intersecting: y0, y1) ?? activeLayout.items(intersecting: y0, y1)
    }

    /// A collection's ready band (the viewport and its ready window) laid out exactly and, if
    /// that laid anything out, the offset moved so `anchor` stays where it was on screen; again
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
            keep(anchor)
            if viewport.offset.y == before { break }
        }
        return laidOut
    }

    /// How many times a pass lays out a collection's band again after keeping its anchor moved it.
    private static let preparationRounds = 4

    /// The rows to keep cells for: the ready window around `visible`, no more than
    /// ``ListView/maximumConfiguredCells`` rows in all (the leading side kept first).
    func readyRowRange(visible: Range<Int>) -> Range<Int> {
        var ready = rowRange(for: viewport.tuning.ready, visible: visible)
        if !visible.isEmpty {
            ready = Swift.min(ready.lowerBound, visible.lowerBound)..<Swift.max(ready.upperBound, visible.upperBound)
        }
        guard ready.count > Self.maximumConfiguredCells else { return ready }
        let core = visible.isEmpty ? ready.lowerBound..<ready.lowerBound : visible
        var spare = Self.maximumConfiguredCells - core.count
        var lower = core.lowerBound
        var upper = core.upperBound
        for forward in [viewport.direction == .forward, viewport.direction != .forward] {
            if forward {
                let added = Swift.min(spare, ready.upperBound - upper)
                upper += added
                spare -= added
            } else {
                let added = Swift.min(spare, lower - ready.lowerBound)
                lower -= added
                spare -= added
            }
        }
        return lower..<upper
    }

    func rowRange(for window: RangeTuning.Window, visible: Range<Int>) -> Range<Int> {
        guard viewport.size.width > 0, viewport.size.height > 0 else { return visible }
        let (y0, y1) = ViewportRanges.band(of: window, around: viewport.offset.y,
                                           viewport.offset.y + viewport.size.height, direction: viewport.direction)
        return activeLayout.items(intersecting: y0, y1)
    }

    /// The rows to have cells for: the visible rows, what is kept of the current cells inside
    /// the ready window, and at most `budget` rows more towards the window's ends (leading side
    /// first), spending it: a pass's budget is about a screenful, so a jump configures about one
    /// screen beyond the visible rows in its frame and fills the rest after.
    func materializationTarget(visible: Range<Int>, ready: Range<Int>, budget: inout Int) -> Range<Int> {
        let kept = window.materialized.clamped(to: ready)
        var target: Range<Int>
        if visible.isEmpty {
            target = kept.isEmpty ? ready.lowerBound..<ready.lowerBound : kept
        } else if !kept.isEmpty, kept.lowerBound <= visible.upperBound, visible.lowerBound <= kept.upperBound {
            target = Swift.min(kept.lowerBound, visible.lowerBound)..<Swift.max(kept.upperBound, visible.upperBound)
        } else {
            target = visible
        }
        let forwardFirst = viewport.direction == .forward
        Self.extend(&target, within: ready, forward: forwardFirst, budget: &budget)
        Self.extend(&target, within: ready, forward: !forwardFirst, budget: &budget)
        return target
    }

    /// Grows `target` towards one end of `ready` by at most `budget` rows, spending them.
    static func extend(_ target: inout Range<Int>, within ready: Range<Int>, forward: Bool, budget: inout Int) {
        if forward {
            let added = Swift.min(budget, ready.upperBound - target.upperBound)
            guard added > 0 else { return }
            target = target.lowerBound..<(target.upperBound + added)
            budget -= added
        } else {
            let added = Swift.min(budget, target.lowerBound - ready.lowerBound)
            guard added > 0 else { return }
            target = (target.lowerBound - added)..<target.upperBound
            budget -= added
        }
    }
}
