/// The rows a pass works on, worked out from where the list is looked at and the layout: the
/// ready window around the visible rows, how much of it a pass fills, and the prefetch window
/// as rows. A plain value made for the question; it asks the layout it is handed for rows,
/// nothing else (it holds no reference, so making one retains nothing).
struct RangePlanner {
    /// The viewport's top and bottom in content coordinates.
    let top: Double, bottom: Double
    /// Whether the viewport shows nothing (no width or no height).
    let showsNothing: Bool
    /// The way the list last moved: the windows lean that way.
    let direction: ScrollDirection
    /// The ready and prefetch windows, in screens.
    let tuning: RangeTuning

    /// A planner for `viewport`, reading of it only what it asks with.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    init(viewport: borrowing Viewport) {
        (top, bottom) = viewport.band
        showsNothing = viewport.isEmpty
        direction = viewport.direction
        tuning = viewport.tuning
    }

    /// The first ``ListView/maximumConfiguredCells`` rows of `rows`.
    ///
    /// - Complexity: O(1).
    static func capped(_ rows: Range<Int>) -> Range<Int> {
        rows.count > ListView.maximumConfiguredCells ? rows.lowerBound..<(rows.lowerBound + ListView.maximumConfiguredCells) : rows
    }

    /// The smallest range that holds both `a` and `b` (either may be empty).
    ///
    /// - Complexity: O(1).
    static func hull(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        return Swift.min(a.lowerBound, b.lowerBound)..<Swift.max(a.upperBound, b.upperBound)
    }

    /// The rows of `layout` to keep cells for: the ready window around `visible`, no more than
    /// ``ListView/maximumConfiguredCells`` rows in all (the leading side kept first); the
    /// searches guided by `hints`, the ready band's.
    ///
    /// - Complexity: O(log n).
    func readyRows(visible: Range<Int>, in layout: ActiveLayout, hints: inout BandHints) -> Range<Int> {
        var ready = rows(for: tuning.ready, visible: visible, in: layout, hints: &hints)
        if !visible.isEmpty {
            ready = Swift.min(ready.lowerBound, visible.lowerBound)..<Swift.max(ready.upperBound, visible.upperBound)
        }
        guard ready.count > ListView.maximumConfiguredCells else { return ready }
        let core = visible.isEmpty ? ready.lowerBound..<ready.lowerBound : visible
        var spare = ListView.maximumConfiguredCells - core.count
        var lower = core.lowerBound
        var upper = core.upperBound
        for forward in [direction == .forward, direction != .forward] {
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

    /// The rows of `layout` that `window` covers around the viewport (`visible` when the
    /// viewport shows nothing), the searches guided by `hints`, the window's band's
    /// (``BandHints``).
    ///
    /// - Complexity: O(log n).
    func rows(for window: RangeTuning.Window, visible: Range<Int>, in layout: ActiveLayout, hints: inout BandHints) -> Range<Int> {
        guard !showsNothing else { return visible }
        let (y0, y1) = ViewportRanges.band(of: window, around: top, bottom, direction: direction)
        return layout.items(intersecting: y0, y1, hints: &hints)
    }

    /// The rows to have cells for: the visible rows, what is kept of the cells of `materialized`
    /// inside the ready window, and at most `budget` rows more towards the window's ends
    /// (leading side first), spending it: a pass's budget is about a screenful, so a jump
    /// configures about one screen beyond the visible rows in its frame and fills the rest after.
    ///
    /// - Complexity: O(1).
    func materializationTarget(visible: Range<Int>, ready: Range<Int>, materialized: Range<Int>,
                               budget: inout Int) -> Range<Int> {
        let kept = materialized.clamped(to: ready)
        var target: Range<Int>
        if visible.isEmpty {
            target = kept.isEmpty ? ready.lowerBound..<ready.lowerBound : kept
        } else if !kept.isEmpty, kept.lowerBound <= visible.upperBound, visible.lowerBound <= kept.upperBound {
            target = Swift.min(kept.lowerBound, visible.lowerBound)..<Swift.max(kept.upperBound, visible.upperBound)
        } else {
            target = visible
        }
        let forwardFirst = direction == .forward
        Self.extend(&target, within: ready, forward: forwardFirst, budget: &budget)
        Self.extend(&target, within: ready, forward: !forwardFirst, budget: &budget)
        return target
    }

    /// Grows `target` towards one end of `ready` by at most `budget` rows, spending them.
    ///
    /// - Complexity: O(1).
    private static func extend(_ target: inout Range<Int>, within ready: Range<Int>, forward: Bool, budget: inout Int) {
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
