import Testing
@testable import ListEngine
import TestSupport

/// Animated updates through random sequences: animated batches (some while another runs: a
/// takeover), animated width changes, frames stepped with `layout()` (the list's frame clock,
/// never real time), height changes, batches without animation and reloads that end the
/// animation at once — in tables (measured and self-sizing), grids and flows, through the
/// public API only, on random durations, curves and frame intervals.
///
/// The reference is what the README states of every animation, checked at each step and frame:
/// when an animated change starts, nothing jumps — each row drawn before that stays is drawn
/// exactly where it was (moved with the offset where the change kept the reader's place),
/// inserted and reloaded rows start invisible at their frames, and each deleted row's cell is
/// among the leaving cells, drawn where its row was; a height set while one runs moves what it
/// draws with the offset, at once; a way takes ⌈duration ÷ frame interval⌉
/// frames, so the list animates no longer than that many passes after the last change that
/// started one; a batch or reload without animation ends it at once; every presentation stays
/// finite with its opacity within 0…1; at rest every cell is drawn at its frame and no cell is
/// leaving; the delegate hears once of each animation that played to its end in a pass.
@Suite struct UpdateAnimationRandomizedTests {
    typealias Source = CapabilityWorld.Source
    static let steps = 120
    static let tolerance = 1e-6

    final class Run {
        let seed: Int
        let layout: CapabilityWorld.Layout
        var rng: SeededGenerator
        let source: Source
        let list: ListView
        let duration: Double
        /// Passes the animation under way may still run, by the reference; 0: none may.
        var remaining = 0
        var ended = 0
        var checks = 0

        init(seed: Int, layout: CapabilityWorld.Layout) throws {
            self.seed = seed
            self.layout = layout
            rng = SeededGenerator(seed: UInt64(seed) &* 32_452_843 &+ UInt64(CapabilityWorld.Layout.allCases.firstIndex(of: layout)!))
            source = Source.random(&rng, sections: Int.random(in: 1...3, using: &rng), maxItems: 30, footers: layout.isTable)
            let viewport = Size(width: Double(Int.random(in: 300...700, using: &rng)), height: Double(Int.random(in: 200...700, using: &rng)))
            list = try CapabilityWorld.makeList(source, layout, viewport: viewport)
            try list.setFrameInterval([1.0 / 60, 1.0 / 120, 1.0 / 90][rng.below(3)])
            duration = [0.15, 0.3, 0.45][rng.below(3)]
            let curve = [TimingCurve.easeInEaseOut, .linear, .spring(dampingRatio: 0.7) ?? .linear][rng.below(3)]
            try list.setUpdateAnimationSettings(UpdateAnimationSettings(duration: duration, curve: curve))
        }

        var context: String { "seed \(seed), \(layout)" }
        /// Frames a way takes: the first whose time reaches the duration.
        var wayFrames: Int { Int((duration / list.frameInterval - 1e-9).rounded(.up)) }

        static func near(_ a: Presentation, _ b: Presentation) -> Bool {
            abs(a.frame.minX - b.frame.minX) <= tolerance && abs(a.frame.minY - b.frame.minY) <= tolerance
                && abs(a.frame.width - b.frame.width) <= tolerance && abs(a.frame.height - b.frame.height) <= tolerance
                && abs(a.alpha - b.alpha) <= tolerance
        }

        func check(_ what: String) {
            checks += 1
            let context = "\(context), \(what)"
            #expect(!list.isAnimatingUpdates || remaining > 0, "\(context): animating past its duration")
            #expect(source.updateAnimationsEnded == ended, "\(context): \(source.updateAnimationsEnded) ends heard, the reference counts \(ended)")
            for cell in Array(list.visibleCells) + list.leavingCells {
                let shown = cell.presentation
                #expect(shown.alpha >= 0 && shown.alpha <= 1 && shown.frame.minY.isFinite && shown.frame.height.isFinite && shown.frame.width >= 0,
                        "\(context): a cell drawn at \(shown)")
                if let path = cell.indexPath, cell.isDisplayed {
                    #expect(list.presentation(forRowAt: path) == shown, "\(context): \(path)'s presentation differs from its cell's")
                }
            }
            if !list.isAnimatingUpdates {
                #expect(list.visibleCells.allSatisfy { $0.presentation == Presentation(frame: $0.frame) } && list.leavingCells.isEmpty,
                        "\(context): at rest, cells drawn away from their frames, or \(list.leavingCells.count) leaving")
            }
        }

        /// A pass: one frame of the animation.
        func frame(_ what: String) {
            let wasAnimating = list.isAnimatingUpdates
            list.layout()
            remaining = max(0, remaining - 1)
            if wasAnimating, !list.isAnimatingUpdates { ended += 1 }
            check(what)
        }

        /// What the list drew before a change, by item; `animating`: only the cells drawn away
        /// from their frames.
        func drawn(animating: Bool = false) -> [Int: Presentation] {
            var shown = [Int: Presentation]()
            for cell in list.visibleCells where !animating || cell.presentation != Presentation(frame: cell.frame) {
                if let item = (cell as? ItemCell)?.item { shown[item] = cell.presentation }
            }
            return shown
        }

        /// An animated change just made: nothing jumps — rows drawn before are drawn where they
        /// were (moved by `dy`), arriving ones start invisible at their frames, deleted ones'
        /// cells leave from where they were drawn — and an animation runs its full length if
        /// the change started one.
        func started(_ what: String, before: [Int: Presentation], dy: Double, arrived: Set<Int>, gone: Set<Int>, startedBefore: Int) {
            let context = "\(context), \(what)"
            if list.updateAnimationStatistics.started > startedBefore { remaining = wayFrames }
            for cell in list.visibleCells {
                guard let item = (cell as? ItemCell)?.item else { continue }
                if arrived.contains(item) {
                    #expect(cell.presentation.alpha == 0 && cell.presentation.frame == cell.frame,
                            "\(context): item \(item) arrives drawn at \(cell.presentation), its frame \(cell.frame)")
                } else if var was = before[item] {
                    was.frame.origin.y += dy
                    #expect(Self.near(cell.presentation, was), "\(context): item \(item) jumped from \(was) to \(cell.presentation)")
                }
            }
            for item in gone.sorted() {
                guard var was = before[item] else { continue }
                was.frame.origin.y += dy
                #expect(list.leavingCells.contains { ($0 as? ItemCell)?.item == item && Self.near($0.presentation, was) },
                        "\(context): deleted item \(item), drawn at \(was), is not leaving from there: \(list.leavingCells.map { (($0 as? ItemCell)?.item, $0.presentation) })")
            }
            check(what)
        }

        func ends(_ what: String) {
            remaining = 0
            check(what)
        }

        func step(_ index: Int) throws {
            let what = "step \(index)"
            switch rng.below(20) {
            case 0..<4:
                let before = drawn()
                let startedBefore = list.updateAnimationStatistics.started
                var nextID = source.nextID
                let batch = RandomBatch(source.sections, intensity: 0.08, nextID: &nextID, rng: &rng, sectionChanges: false)
                source.nextID = nextID
                let arrived = Set(batch.after.flatMap(\.items)).subtracting(batch.before.flatMap(\.items))
                for item in arrived.sorted() { source.resize(item, &rng) }
                let gone = Set(batch.update.deletedRows.map { source.item(at: $0) })
                let reloaded = Set(batch.update.reloadedRows.map { source.item(at: $0) })
                for item in reloaded.sorted() { source.resize(item, &rng) }
                source.sections = batch.after
                let transition = try list.performBatchUpdates(batch.update, animated: true)
                started("\(what) animated batch \(batch.update)", before: before, dy: transition.contentOffsetAfter.y - transition.contentOffsetBefore.y,
                        arrived: arrived.union(reloaded), gone: gone.union(reloaded), startedBefore: startedBefore)
            case 4..<13:
                frame(what)
            case 13, 14:
                if try CapabilityWorld.randomBatch(list, source, intensity: 0.05, animated: false, &rng).changes {
                    ends("\(what) batch without animation")
                }
            case 15:
                let before = drawn()
                let startedBefore = list.updateAnimationStatistics.started
                let width = Double(Int.random(in: 300...700, using: &rng))
                guard width != list.viewportSize.width else { return }
                let transition = try list.setViewportSize(Size(width: width, height: list.viewportSize.height), animated: true)
                started("\(what) animated width \(width)", before: before, dy: transition.contentOffsetAfter.y - transition.contentOffsetBefore.y,
                        arrived: [], gone: [], startedBefore: startedBefore)
            case 16:
                let paths = source.paths
                guard !paths.isEmpty else { return }
                let path = paths[rng.below(paths.count)]
                let height = Double(Int.random(in: 40...360, using: &rng)) / 4
                source.heights[source.item(at: path)] = height
                let animating = drawn(animating: true)
                let offsetBefore = list.contentOffset.y
                try list.setHeight(height, forRowAt: path)
                // What the animation draws moves with the content at once: it stays on screen.
                let dy = list.contentOffset.y - offsetBefore
                for cell in list.visibleCells {
                    guard let item = (cell as? ItemCell)?.item, let was = animating[item] else { continue }
                    #expect(Self.near(cell.presentation, was.shifted(by: dy)),
                            "\(context), \(what) setHeight: item \(item), drawn at \(was), moved to \(cell.presentation) (the offset by \(dy))")
                }
                check("\(what) setHeight")
            case 17:
                try list.reloadData()
                ends("\(what) reloadData")
            default:
                for _ in 0..<(wayFrames + 1) where list.isAnimatingUpdates { frame("\(what), to the end") }
            }
            CapabilityWorld.checkCells(list, source, "\(context), \(what)")
        }
    }

    static func run(seed: Int, layout: CapabilityWorld.Layout) throws {
        let run = try Run(seed: seed, layout: layout)
        for index in 0..<steps { try run.step(index) }
        #expect(run.checks > steps / 2, "\(run.context): only \(run.checks) checks")
    }

    @Test(arguments: testSeeds(32))
    func tablesAnimateByTheBook(seed: Int) throws { try Self.run(seed: seed, layout: .table) }

    @Test(arguments: testSeeds(24))
    func selfSizingTablesAnimateByTheBook(seed: Int) throws { try Self.run(seed: seed, layout: .selfSizingTable) }

    @Test(arguments: testSeeds(24))
    func gridsAnimateByTheBook(seed: Int) throws { try Self.run(seed: seed, layout: .grid) }

    @Test(arguments: testSeeds(24))
    func flowsAnimateByTheBook(seed: Int) throws { try Self.run(seed: seed, layout: .flow) }
}
