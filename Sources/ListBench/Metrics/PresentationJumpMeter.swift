import ListEngine

/// `animated-updates`' check that nothing jumps: between two consecutive frames, each cell drawn
/// in both — a displayed cell (``ListView/visibleCells``) or a leaving one
/// (``ListView/leavingCells``), the same object showing the same row, not recycled in between —
/// may move its ``ListReusableView/presentation`` at most what its curve allows:
/// `maximumSlope × frameInterval ÷ duration × D + 0.5 pt`, where D is the length of the cell's
/// current way, from the presentation it had at the batch that started the way to where the way
/// ends (a window cell's layout frame; for a leaving cell the frame its row slides to, or its own
/// start when it only fades). ``jumpMaxPt`` is the largest excess over the run (goal 0).
///
/// Presentations are in content coordinates, so the driver's scroll moves none. They are compared
/// as the reader sees them: less any change of the offset the frame made beyond that scroll (a
/// batch, or a pass, that moves the offset to keep the reader's place moves the content under
/// the viewport by as much; a row drawn where it was in content coordinates then jumps on screen).
///
/// It reads the list after each layout pass (``measure(_:)``, outside the frame's measured work)
/// and, at a batch, right after the batch call (``recordBatch(_:transition:)``, inside it: into
/// storage reserved up front, so it allocates nothing there).
package struct PresentationJumpMeter {
    /// A cell as drawn: the global row of a window cell (-1 for a leaving cell), its index path
    /// then (nil for a leaving cell), its layout frame and its presentation.
    struct Drawn {
        var row: Int
        var path: ListIndexPath?
        var frame: Rect
        var presentation: Presentation
    }

    /// A cell's way since the batch that started it: the row it belongs to (-1: a leaving cell),
    /// where it started, and where it ends (nil: its layout frame, whatever that is now).
    struct Way {
        var row: Int
        var start: Presentation
        var end: Presentation?
    }

    /// The curve's allowance a frame: `maximumSlope × frameInterval ÷ duration`.
    private let allowance: Double
    /// The cells drawn after the last pass.
    private var previous: [ObjectIdentifier: Drawn] = [:]
    /// The cells drawn after this pass (swapped with ``previous``).
    private var current: [ObjectIdentifier: Drawn] = [:]
    /// The cells drawn right after the batch of this frame, if one came: their identity, index
    /// path (nil: leaving) and presentation at the animation's start.
    private var atBatch: [(id: ObjectIdentifier, path: ListIndexPath?, presentation: Presentation)] = []
    /// ``atBatch`` by cell, with each window cell's global row (-1: leaving).
    private var rowsAtBatch: [ObjectIdentifier: (row: Int, presentation: Presentation)] = [:]
    /// The batch of this frame, if one came.
    private var transition: ListTransition?
    /// The ways of the cells under way, by cell.
    private var ways: [ObjectIdentifier: Way] = [:]
    /// The ways being rebuilt at a batch (swapped with ``ways``).
    private var nextWays: [ObjectIdentifier: Way] = [:]

    /// The largest excess over the curve's allowance so far, in points.
    package private(set) var jumpMaxPt = 0.0
    /// Where that was: the frame (``measure(_:)`` calls, from 0), the moved distance and the
    /// allowance, and whether the cell was leaving.
    package private(set) var worst: (pass: Int, moved: Double, allowed: Double, leaving: Bool)?
    /// Cell moves compared so far (a cell drawn in two consecutive frames counts once a frame).
    package private(set) var comparisons = 0
    /// Of those, moves of cells under way (with a way of non-zero length).
    package private(set) var comparisonsUnderWay = 0
    /// ``measure(_:)`` calls so far.
    private var passes = 0
    /// The offset after this frame's scroll (``scrolled(_:)``), before its batch and pass.
    private var offsetAfterScroll: Double?
    /// The largest change of the offset a frame made beyond its scroll, in points.
    package private(set) var offsetShiftMaxPt = 0.0

    /// A meter for `list`'s animation settings and frame interval, its books reserved for
    /// `capacity` cells drawn at once (they grow past it, outside the batch call).
    ///
    /// - Complexity: O(capacity), and the curve's slope (``TimingCurve/maximumSlope``, O(1)).
    package init(list: ListView, capacity: Int = 512) {
        let settings = list.updateAnimationSettings
        allowance = settings.curve.maximumSlope * list.frameInterval / (settings.duration / settings.speed)
        previous.reserveCapacity(capacity)
        current.reserveCapacity(capacity)
        atBatch.reserveCapacity(capacity)
        rowsAtBatch.reserveCapacity(capacity)
        ways.reserveCapacity(capacity)
        nextWays.reserveCapacity(capacity)
    }

    /// After the frame's scroll, before its batch and layout pass: where the driver put the
    /// offset. What the offset moves after this is the list's doing.
    ///
    /// - Complexity: O(1).
    package mutating func scrolled(_ list: ListView) {
        offsetAfterScroll = list.contentOffset.y
    }

    /// Right after an animated batch: where each drawn cell starts its way, and the batch's
    /// transition (the rows that slide out of view end where it puts them). Allocates nothing
    /// while at most `capacity` cells are drawn.
    ///
    /// - Complexity: O(c) for the c cells drawn.
    package mutating func recordBatch(_ list: ListView, transition: ListTransition) {
        atBatch.removeAll(keepingCapacity: true)
        for cell in list.visibleCells { atBatch.append((ObjectIdentifier(cell), cell.indexPath, cell.presentation)) }
        for cell in list.leavingCells { atBatch.append((ObjectIdentifier(cell), nil, cell.presentation)) }
        self.transition = transition
    }

    /// After a layout pass: compares every cell drawn now with the last pass, and at a batch's
    /// frame starts the new ways first.
    ///
    /// - Complexity: O(c + t·l) for the c cells drawn, and at a batch's frame the t rows of its
    ///   transition for each of the l cells that leave with it.
    package mutating func measure(_ list: ListView) {
        defer { passes += 1 }
        current.removeAll(keepingCapacity: true)
        for cell in list.visibleCells {
            guard let path = cell.indexPath, let row = list.globalRow(for: path) else { continue }
            current[ObjectIdentifier(cell)] = Drawn(row: row, path: path, frame: cell.frame, presentation: cell.presentation)
        }
        for cell in list.leavingCells {
            current[ObjectIdentifier(cell)] = Drawn(row: -1, path: nil, frame: cell.frame, presentation: cell.presentation)
        }
        let batch = transition != nil
        if let transition { startWays(list, transition: transition) }
        transition = nil
        // The content moved under the viewport by what the list moved the offset this frame.
        let shift = offsetAfterScroll.map { list.contentOffset.y - $0 } ?? 0
        offsetAfterScroll = nil
        offsetShiftMaxPt = Swift.max(offsetShiftMaxPt, abs(shift))
        for (id, now) in current {
            guard let before = previous[id] else { continue }
            // The same row as at the last point the rows were known: a batch renumbers them.
            let row = batch ? rowsAtBatch[id]?.row : before.row
            guard row == now.row else { continue }
            var length = 0.0
            if let way = ways[id], way.row == now.row {
                length = way.start.distance(to: way.end ?? Presentation(frame: now.frame))
            }
            var seen = now.presentation
            seen.frame = Rect(x: seen.frame.minX, y: seen.frame.minY - shift, width: seen.frame.width, height: seen.frame.height)
            let moved = seen.distance(to: before.presentation)
            let allowed = allowance * length + 0.5
            comparisons += 1
            if length > 0 { comparisonsUnderWay += 1 }
            if moved - allowed > jumpMaxPt {
                jumpMaxPt = moved - allowed
                worst = (passes, moved, allowed, now.row < 0)
            }
        }
        swap(&previous, &current)
        // Once every cell is where the layout puts it, no way is under way.
        if !list.isAnimatingUpdates { ways.removeAll(keepingCapacity: true) }
    }

    /// At a batch's frame: every window cell's way starts anew from where it was drawn at the
    /// batch; a cell that was leaving already keeps its way (and time); one that leaves with
    /// this batch goes from there to where its row slides, or fades where it is.
    ///
    /// - Complexity: O(c + t·l); see ``measure(_:)``.
    private mutating func startWays(_ list: ListView, transition: ListTransition) {
        rowsAtBatch.removeAll(keepingCapacity: true)
        nextWays.removeAll(keepingCapacity: true)
        for entry in atBatch {
            guard let path = entry.path else {
                rowsAtBatch[entry.id] = (-1, entry.presentation)
                if previous[entry.id]?.row == -1, let way = ways[entry.id], way.row == -1 {
                    nextWays[entry.id] = way
                } else {
                    let from = previous[entry.id]?.path
                    nextWays[entry.id] = Way(row: -1, start: entry.presentation,
                                             end: Self.end(leaving: from, at: entry.presentation, list, transition))
                }
                continue
            }
            guard let row = list.globalRow(for: path) else { continue }
            rowsAtBatch[entry.id] = (row, entry.presentation)
            nextWays[entry.id] = Way(row: row, start: entry.presentation, end: nil)
        }
        swap(&ways, &nextWays)
    }

    /// Where a cell that leaves with a batch ends its way: the frame its row slides to, when the
    /// row stays (`path`, its index path before the batch, is found in the transition neither
    /// deleted nor reloaded), or where it starts (it fades there).
    ///
    /// - Complexity: O(t) for the t rows of the transition.
    private static func end(leaving path: ListIndexPath?, at start: Presentation, _ list: ListView,
                            _ transition: ListTransition) -> Presentation {
        let fades = Presentation(frame: start.frame, alpha: 0)
        guard let path, let row = transition.rows.first(where: { $0.indexPathBefore == path }) else { return fades }
        switch row.change {
        case .deleted, .reloaded, .inserted: return fades
        case .kept, .moved:
            guard let after = row.indexPathAfter, let frame = row.frameAfter ?? list.rectForRow(at: after) else { return fades }
            return Presentation(frame: frame)
        }
    }
}
