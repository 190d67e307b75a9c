import Testing
@testable import ListEngine
import TestSupport

/// Animated scrolls to rows and saved and restored places through random sequences: scrolls
/// started, stepped a frame a pass with `layout()` (the list's frame clock, never real time),
/// interrupted by drags, by other scrolls and by scrolls without animation, with height
/// changes, batches that move or delete the target, width changes, places saved and restored —
/// in tables (measured and self-sizing), grids and flows, through the public API only.
///
/// The reference for a scroll: at its start, the resting offset the README's positions give
/// from the row's frame and the limits then (`.none`: the least move, landing at the edge it
/// comes in from), its duration 0.25 s + 0.35 s × min(1, distance ÷ 10 screens) and so
/// ⌈duration ÷ frame interval⌉ frames; while nothing moves the aim, each frame's offset is
/// offset₀ + (aim − offset₀) · c(t) on UIKit's ease-in-ease-out c (to 1e-6 pt); the last frame
/// puts the row exactly where asked (as the layout has it then) and the delegate hears of the
/// landing once; a drag, a scroll without animation or another scroll stops it where it is,
/// without the callback; a batch that deletes the row stops it with `scrollTargetDeleted`.
/// For a place: restored, the item is exactly `offsetFromTop` below the viewport's top (or where
/// the clamp to the limits puts it), and stays so through the passes, height changes and new
/// widths that follow until the viewport moves; `place` names it meanwhile; a table's `place`
/// is otherwise the row that keeps the place (``PlaceAnchorModel``: the first on screen whose
/// frame is final, nearest the rows with cells). A change that leaves the offset outside the limits (the
/// place-rule suites check where) is followed by a drag back within them.
@Suite struct ScrollPlaceRandomizedTests {
    typealias Source = CapabilityWorld.Source
    static let steps = 150
    static let tolerance = 1e-6

    /// What the reference expects of the scroll under way.
    struct Scroll {
        var item: Int
        var position: ScrollPosition
        var from: Double
        var aim: Double
        var frames: Int
        var framesRun = 0
        /// Whether anything since the start may have moved the aim (only the landing is checked then).
        var aimMoved = false
    }

    final class Run {
        let seed: Int
        let layout: CapabilityWorld.Layout
        var rng: SeededGenerator
        let source: Source
        let list: ListView
        var scroll: Scroll?
        var landings = 0
        /// A saved place, by item; and the place restored while the viewport has not moved since.
        var saved: (item: Int, offsetFromTop: Double)?
        var restored: (item: Int, offsetFromTop: Double)?
        var checks = 0
        /// Steps that left the offset outside the limits, dragged back.
        var outside = 0

        init(seed: Int, layout: CapabilityWorld.Layout) throws {
            self.seed = seed
            self.layout = layout
            rng = SeededGenerator(seed: UInt64(seed) &* 15_485_863 &+ UInt64(CapabilityWorld.Layout.allCases.firstIndex(of: layout)!))
            source = Source.random(&rng, sections: Int.random(in: 1...4, using: &rng), maxItems: 60, footers: layout.isTable)
            let viewport = Size(width: Double(Int.random(in: 300...700, using: &rng)), height: Double(Int.random(in: 200...700, using: &rng)))
            list = try CapabilityWorld.makeList(source, layout, viewport: viewport)
            try list.setFrameInterval([1.0 / 60, 1.0 / 120, 1.0 / 90][rng.below(3)])
        }

        var context: String { "seed \(seed), \(layout)" }
        var limits: ClosedRange<Double> { list.contentOffsetLimits }
        func clamp(_ y: Double) -> Double { min(max(y, limits.lowerBound), limits.upperBound) }

        /// The resting offset that shows `rect`, a row of `section`, at `position` in the area
        /// below the section's header where it pins (a plain table's), from `offset`; `.none`
        /// resolved.
        func restingOffset(_ rect: Rect, section: Int, _ position: ScrollPosition, from offset: Double) -> (Double, ScrollPosition) {
            let pinned = layout.isTable ? source.header(ofSection: source.sections[section].id) : 0
            let h = list.viewportSize.height - pinned
            switch position {
            case .top: return (clamp(rect.minY - pinned), .top)
            case .middle: return (clamp(rect.midY - pinned - h / 2), .middle)
            case .bottom: return (clamp(rect.maxY - pinned - h), .bottom)
            case .none:
                if offset > rect.minY - pinned { return (clamp(rect.minY - pinned), .top) }
                if offset < rect.maxY - pinned - h { return (clamp(rect.maxY - pinned - h), .bottom) }
                return (clamp(offset), .none)
            }
        }

        /// Whether `item` rests at `position` now, as the layout has it.
        func expectRests(_ item: Int, _ position: ScrollPosition, _ what: String) {
            guard let path = source.path(of: item), let rect = list.rectForRow(at: path) else { return }
            let (aim, _) = restingOffset(rect, section: path.section, position, from: list.contentOffset.y)
            checks += 1
            #expect(list.contentOffset.y == aim, "\(context), \(what): item \(item) at \(position) rests at \(aim), the offset is \(list.contentOffset.y)")
        }

        func start(_ item: Int, _ position: ScrollPosition, _ what: String) throws {
            let path = source.path(of: item)!
            let from = list.contentOffset.y
            try list.scrollToRow(at: path, position: position, animated: true)
            // The call lays a flow out through the row: its frame is the one the aim is from.
            let (aim, resolved) = restingOffset(list.rectForRow(at: path)!, section: path.section, position, from: from)
            let distance = aim - from
            #expect(list.contentOffset.y == from, "\(context), \(what): the start moved the offset")
            if layout == .selfSizingTable || layout == .flow {
                // The aim at the start is the estimates' (a self-sizing table's heights, a
                // flow's lines below the ones laid out): only the landing is the reference's.
                scroll = list.isScrollAnimating ? Scroll(item: item, position: resolved, from: from, aim: aim, frames: 0, aimMoved: true) : nil
            } else if distance == 0 {
                #expect(!list.isScrollAnimating, "\(context), \(what): a scroll of no distance runs")
                scroll = nil
            } else {
                #expect(list.isScrollAnimating && list.scrollAnimationTarget == path, "\(context), \(what): no scroll runs to \(path)")
                let duration = 0.25 + 0.35 * min(1, abs(distance) / (10 * list.viewportSize.height))
                scroll = Scroll(item: item, position: resolved, from: from, aim: aim, frames: Int((duration / list.frameInterval).rounded(.up)))
            }
        }

        /// A pass: a frame of the scroll under way, checked against the reference.
        func frame(_ what: String) {
            let restoredRect = restored.flatMap { place in source.path(of: place.item).flatMap(list.rectForRow(at:)) }
            list.layout()
            guard var running = scroll else {
                if let restored, restoredRect != nil { expectRestored(restored, "\(what), the pass after it") }
                return
            }
            running.framesRun += 1
            if list.isScrollAnimating {
                #expect(running.aimMoved || running.framesRun < running.frames,
                        "\(context), \(what): frame \(running.framesRun) of \(running.frames), still scrolling")
                if !running.aimMoved {
                    let c = TimingCurve.easeInEaseOut.progress(at: Double(running.framesRun) * list.frameInterval
                                                                / (0.25 + 0.35 * min(1, abs(running.aim - running.from) / (10 * list.viewportSize.height))))
                    let wanted = running.from + (running.aim - running.from) * c
                    #expect(abs(list.contentOffset.y - wanted) <= ScrollPlaceRandomizedTests.tolerance,
                            "\(context), \(what): frame \(running.framesRun): offset \(list.contentOffset.y), the curve says \(wanted)")
                }
                scroll = running
            } else {
                #expect(running.aimMoved || running.framesRun == running.frames,
                        "\(context), \(what): landed after \(running.framesRun) frames, ⌈duration ÷ interval⌉ is \(running.frames)")
                landings += 1
                expectRests(running.item, running.position, "\(what), the landing")
                scroll = nil
            }
            #expect(source.landings == landings, "\(context), \(what): \(source.landings) landings heard, the reference counts \(landings)")
        }

        func expectRestored(_ place: (item: Int, offsetFromTop: Double), _ what: String) {
            guard let path = source.path(of: place.item), let rect = list.rectForRow(at: path) else { return }
            let wanted = clamp(rect.minY - place.offsetFromTop)
            checks += 1
            #expect(list.contentOffset.y == wanted, "\(context), \(what): item \(place.item) restored \(place.offsetFromTop) pt below the top is \(rect.minY - list.contentOffset.y)")
            if wanted == rect.minY - place.offsetFromTop, let now = list.place {
                #expect(now.item == path && now.offsetFromTop == place.offsetFromTop, "\(context), \(what): place \(now), restored \(path) at \(place.offsetFromTop)")
            }
        }

        /// The user moves the viewport: any scroll stops where it is, the restored place is let go.
        func drag(to y: Double, _ what: String) throws {
            if rng.below(2) == 0 { _ = list.touchDown(at: Point(x: 10, y: list.contentOffset.y + 10)) }
            try list.setContentOffset(Point(x: 0, y: y))
            list.cancelTouch()
            #expect(!list.isScrollAnimating && list.contentOffset.y == y, "\(context), \(what): a drag to \(y) left the offset at \(list.contentOffset.y), scrolling \(list.isScrollAnimating)")
            scroll = nil
            restored = nil
        }

        func randomItem() -> Int {
            let items = source.items
            return items[rng.below(items.count)]
        }

        func step(_ index: Int) throws {
            let what = "step \(index)"
            switch rng.below(24) {
            case 0..<3:
                let positions: [ScrollPosition] = [.top, .middle, .bottom, .none]
                try start(randomItem(), positions[rng.below(positions.count)], "\(what) scroll")
                restored = nil
            case 3..<12:
                frame(what)
            case 12, 13:
                let range = max(limits.lowerBound, list.contentOffset.y - 600)...min(limits.upperBound, list.contentOffset.y + 600)
                try drag(to: Double.random(in: range, using: &rng).rounded(), "\(what) drag")
            case 14:
                let item = randomItem()
                let position: ScrollPosition = [.top, .middle, .bottom][rng.below(3)]
                try list.scrollToRow(at: source.path(of: item)!, position: position)
                #expect(!list.isScrollAnimating, "\(context), \(what): a scroll without animation left one running")
                scroll = nil
                restored = nil
                // A flow's pass lays out lines below and may move the limits; a self-sizing
                // table's measures: the position is exact when the call returns.
                if layout == .flow { expectRests(item, position, "\(what) scrollToRow") }
                list.layout()
                if layout == .table || layout == .grid { expectRests(item, position, "\(what) scrollToRow, the pass after it") }
            case 15, 16:
                guard !list.isScrollAnimating, let place = list.place else { return }
                if layout.isTable, restored == nil {
                    let (top, bottom) = (list.contentOffset.y, list.contentOffset.y + list.viewportSize.height)
                    let onScreen = source.paths.filter { list.rectForRow(at: $0).map { $0.maxY > top && $0.minY < bottom } ?? false }
                    let anchor = PlaceAnchorModel.anchor(onScreen: onScreen.compactMap(list.globalRow(for:)), in: list).flatMap(list.indexPath(forGlobalRow:))
                    #expect(place.item == anchor, "\(context), \(what): place \(place), the anchor row \(String(describing: anchor))")
                }
                let rect = list.rectForRow(at: place.item)!
                #expect(rect.minY - list.contentOffset.y == place.offsetFromTop, "\(context), \(what): place \(place), its row at \(rect.minY - list.contentOffset.y)")
                saved = (source.item(at: place.item), place.offsetFromTop)
            case 17, 18:
                guard let place = saved, let path = source.path(of: place.item) else { return }
                try list.restorePlace(ListPlace(item: path, offsetFromTop: place.offsetFromTop))
                scroll = nil
                restored = place
                expectRestored(place, "\(what) restorePlace")
            case 19:
                let item = randomItem()
                let height = Double(Int.random(in: 40...360, using: &rng)) / 4
                source.heights[item] = height
                try list.setHeight(height, forRowAt: source.path(of: item)!)
                scroll?.aimMoved = true
                if let restored { expectRestored(restored, "\(what) setHeight") }
            case 20, 21:
                let target = scroll.flatMap { source.path(of: $0.item) }
                let diagnostics = list.diagnosticCount
                let (gone, _, _) = try CapabilityWorld.randomBatch(list, source, intensity: 0.06, animated: false, &rng)
                restored = nil
                if var running = scroll {
                    running.aimMoved = true
                    scroll = running
                    if gone.contains(running.item), source.path(of: running.item) == nil {
                        #expect(!list.isScrollAnimating && list.lastDiagnostic == .scrollTargetDeleted(target!) && list.diagnosticCount == diagnostics + 1,
                                "\(context), \(what): the target \(target!) was deleted; scrolling \(list.isScrollAnimating), \(String(describing: list.lastDiagnostic))")
                        scroll = nil
                    } else {
                        #expect(list.scrollAnimationTarget == source.path(of: running.item), "\(context), \(what): the scroll aims at \(String(describing: list.scrollAnimationTarget))")
                    }
                }
            case 22:
                _ = try list.setViewportSize(Size(width: Double(Int.random(in: 300...700, using: &rng)), height: list.viewportSize.height))
                scroll?.aimMoved = true
                if let restored { expectRestored(restored, "\(what) new width") }
            default:
                // Frames until the scroll lands (0.6 s at most: 72 frames at 120 Hz).
                for _ in 0..<80 where scroll != nil { frame("\(what), to the landing") }
            }
            #expect(list.isScrollAnimating == (scroll != nil), "\(context), \(what): scrolling \(list.isScrollAnimating), the reference says \(scroll != nil)")
            CapabilityWorld.checkCells(list, source, "\(context), \(what)")
            // A change can leave the offset outside the limits (keeping the place would need it
            // there; the place-rule suites check that case): the reader drags it back.
            let y = list.contentOffset.y
            if !limits.contains(y) {
                outside += 1
                try drag(to: clamp(y), "\(what), settling within the limits")
            }
        }
    }

    static func run(seed: Int, layout: CapabilityWorld.Layout) throws {
        let run = try Run(seed: seed, layout: layout)
        for index in 0..<steps { try run.step(index) }
        #expect(run.checks > 3 && run.outside < steps / 10, "\(run.context): only \(run.checks) checks, \(run.outside) steps outside the limits")
    }

    @Test(arguments: testSeeds(32))
    func tablesScrollAndRestoreByTheReference(seed: Int) throws { try Self.run(seed: seed, layout: .table) }

    @Test(arguments: testSeeds(24))
    func selfSizingTablesScrollAndRestoreByTheReference(seed: Int) throws { try Self.run(seed: seed, layout: .selfSizingTable) }

    @Test(arguments: testSeeds(24))
    func gridsScrollAndRestoreByTheReference(seed: Int) throws { try Self.run(seed: seed, layout: .grid) }

    @Test(arguments: testSeeds(24))
    func flowsScrollAndRestoreByTheReference(seed: Int) throws { try Self.run(seed: seed, layout: .flow) }
}
