import Testing
@testable import ListEngine
import TestSupport

/// The motion of animated updates, against a naive reference that keeps, for every element by
/// its identity, where it started and where it goes: random batches of inserts, deletes and
/// moves on a column of rows, interrupted at random frames. Nothing jumps — between two frames
/// no element moves more than its curve allows — the first frame after an interruption starts
/// where the last one drew, and every element ends where the layout puts it.
@Suite struct UpdateAnimationTests {
    static let rowHeight = 10.0
    static let interval = 1.0 / 120
    static let duration = 0.3

    static func frame(ofRow row: Int) -> Rect { Rect(x: 0, y: Double(row) * rowHeight, width: 100, height: rowHeight) }

    /// The reference: per identity, its way (from, to) since the last batch; each leaving
    /// element's way and when it began (its own time, through later batches); the clock.
    struct Reference {
        var ways: [Int: (from: Presentation, to: Presentation)] = [:]
        var leaving: [(from: Presentation, to: Presentation, start: Double)] = []
        var clock = 0.0
        var start = 0.0

        func progress(since start: Double) -> Double {
            let time = clock - start
            return time >= UpdateAnimationTests.duration - 1e-6 ? 1 : TimingCurve.easeInEaseOut.progress(at: time / UpdateAnimationTests.duration)
        }

        func drawn(_ way: (from: Presentation, to: Presentation)) -> Presentation {
            Presentation.interpolated(from: way.from, to: way.to, progress: progress(since: start))
        }

        func drawn(leaving way: (from: Presentation, to: Presentation, start: Double)) -> Presentation {
            Presentation.interpolated(from: way.from, to: way.to, progress: progress(since: way.start))
        }
    }

    @Test func theCurvesSteepestSlopeIsWhereANaiveSearchFindsIt() {
        #expect(TimingCurve.linear.maximumSlope == 1)
        let steepest = (1..<10_000).map { i -> Double in
            let t = Double(i) / 10_000
            return (TimingCurve.easeInEaseOut.progress(at: t + 1e-6) - TimingCurve.easeInEaseOut.progress(at: t - 1e-6)) / 2e-6
        }.max()!
        #expect(abs(TimingCurve.easeInEaseOut.maximumSlope - steepest) < 0.01)
    }

    @Test(arguments: testSeeds(60))
    func randomInterruptedBatchesMoveNothingFurtherThanTheirCurveAllows(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let curve = TimingCurve.easeInEaseOut
        let slope = curve.maximumSlope
        var ids = Array(0..<(5 + random.below(20)))
        var nextID = ids.count
        var animation: UpdateAnimation?
        var reference = Reference()
        var leavingDrawnBefore: [Presentation] = []
        for batch in 0..<(1 + random.below(6)) {
            // A random batch: deletes, inserts and a move, by identity.
            var after = ids
            for _ in 0..<random.below(3) where after.count > 1 { after.remove(at: random.below(after.count)) }
            for _ in 0..<random.below(3) {
                after.insert(nextID, at: random.below(after.count + 1))
                nextID += 1
            }
            if after.count > 1, random.below(2) == 0 { after.insert(after.remove(at: random.below(after.count)), at: random.below(after.count)) }
            let indexBefore = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
            let indexAfter = Dictionary(uniqueKeysWithValues: after.enumerated().map { ($1, $0) })
            var motions: [UpdateAnimation.Motion] = []
            for id in Set(ids).union(after).sorted() {
                let before = indexBefore[id]
                let now = indexAfter[id]
                motions.append(UpdateAnimation.Motion(before: before, after: now, frameBefore: before.map(Self.frame(ofRow:)),
                                                      frameAfter: now.map(Self.frame(ofRow:))))
            }
            // The reference, by identity: a way starts where the element is drawn now.
            var ways: [Int: (from: Presentation, to: Presentation)] = [:]
            var leaving = reference.leaving   // leaving elements keep their ways and times
            for id in Set(ids).union(after).sorted() {
                let drawn = reference.ways[id].map(reference.drawn) ?? indexBefore[id].map { Presentation(frame: Self.frame(ofRow: $0)) }
                switch (indexBefore[id], indexAfter[id]) {
                case let (_?, a?): ways[id] = (drawn!, Presentation(frame: Self.frame(ofRow: a)))
                case let (nil, a?): ways[id] = (Presentation(frame: Self.frame(ofRow: a), alpha: 0), Presentation(frame: Self.frame(ofRow: a)))
                case (_?, nil): leaving.append((drawn!, Presentation(frame: drawn!.frame, alpha: 0), reference.clock))
                default: break
                }
            }
            reference = Reference(ways: ways, leaving: leaving, clock: reference.clock, start: reference.clock)
            leavingDrawnBefore = leaving.map { reference.drawn(leaving: $0) }
            var next = UpdateAnimation(motions: motions, style: UpdateAnimation.Style(), duration: Self.duration, curve: curve,
                                       interrupting: animation)
            // Frame 0 of the new animation draws everything where it was drawn: no jump at the interruption.
            for (id, way) in ways {
                let drawn = next.presentation(ofItem: indexAfter[id]!) ?? way.to
                #expect(drawn.distance(to: way.from) < 1e-9, "seed \(seed) batch \(batch): \(id) starts where it was drawn")
            }
            #expect(next.leaving.count == leavingDrawnBefore.count
                    && zip(next.leaving, leavingDrawnBefore).allSatisfy { next.presentation(of: $0).distance(to: $1) < 1e-9 && abs(next.presentation(of: $0).alpha - $1.alpha) < 1e-9 },
                    "seed \(seed) batch \(batch): leaving starts")
            // Run it for a while (or to its end), checking each frame against the reference and the curve's bound.
            let frames = batch % 3 == 2 ? 500 : 1 + random.below(40)
            var previous = ways.mapValues { _ in Presentation(frame: .zero) }
            for (id, _) in ways { previous[id] = next.presentation(ofItem: indexAfter[id]!) ?? ways[id]!.to }
            for _ in 0..<frames where !next.isFinished {
                next.advance(by: Self.interval)
                reference.clock += Self.interval
                for (track, way) in zip(next.leaving, reference.leaving) {
                    #expect(next.presentation(of: track).distance(to: reference.drawn(leaving: way)) < 1e-6,
                            "seed \(seed) batch \(batch): a leaving element follows the reference")
                }
                for (id, way) in ways {
                    let drawn = next.presentation(ofItem: indexAfter[id]!) ?? way.to
                    #expect(drawn.distance(to: reference.drawn(way)) < 1e-6, "seed \(seed) batch \(batch): \(id) follows the reference")
                    let allowed = slope * Self.interval / Self.duration * way.from.distance(to: way.to) + 0.5
                    #expect(drawn.distance(to: previous[id]!) <= allowed, "seed \(seed) batch \(batch): \(id) jumped")
                    previous[id] = drawn
                }
            }
            if next.isFinished {
                for (id, way) in ways { #expect(next.presentation(ofItem: indexAfter[id]!).map { $0 == way.to } ?? true) }
                #expect(next.leaving.allSatisfy { next.presentation(of: $0).alpha == 0 })
            }
            animation = next
            ids = after
        }
    }

    @Test func reducingMotionFadesInWhereARowLandsInsteadOfSliding() {
        let motions = [UpdateAnimation.Motion(before: 0, after: 3, frameBefore: Self.frame(ofRow: 0), frameAfter: Self.frame(ofRow: 3))]
        var animation = UpdateAnimation(motions: motions, style: UpdateAnimation.Style(reducesMotion: true), duration: Self.duration,
                                        curve: .easeInEaseOut, interrupting: nil)
        #expect(animation.presentation(ofItem: 3) == Presentation(frame: Self.frame(ofRow: 3), alpha: 0))
        animation.advance(by: 0.15)
        #expect(animation.presentation(ofItem: 3)?.frame == Self.frame(ofRow: 3))
    }

    @Test func rowsThatDoNotMoveHaveNoTrack() {
        let motions = (0..<5).map { UpdateAnimation.Motion(before: $0, after: $0, frameBefore: Self.frame(ofRow: $0), frameAfter: Self.frame(ofRow: $0)) }
        let animation = UpdateAnimation(motions: motions, style: UpdateAnimation.Style(), duration: Self.duration, curve: .easeInEaseOut,
                                        interrupting: nil)
        #expect(animation.tracks.isEmpty && animation.leaving.isEmpty)
    }

    @Test(arguments: [0.3, 0.5, 0.8, 1.0])
    func aSpringSettlesExactlyOvershootingOnlyUnderdamped(dampingRatio: Double) throws {
        let spring = try #require(TimingCurve.spring(dampingRatio: dampingRatio))
        #expect(spring.progress(at: 0) == 0 && spring.progress(at: 1) == 1 && !spring.isLinear)
        let samples = (0...10_000).map { spring.progress(at: Double($0) / 10_000) }
        #expect(((samples.max() ?? 0) > 1) == (dampingRatio < 1))
        // It has settled by the end: the last step to exactly 1 is far below a point on a long way.
        #expect(abs(samples[9_999] - 1) < 1e-3)
        // The steepest slope is where a naive difference quotient finds it.
        let steepest = (1..<10_000).map { abs(samples[$0 + 1] - samples[$0 - 1]) * 5_000 }.max()!
        #expect(abs(spring.maximumSlope - steepest) / steepest < 0.01, "\(spring.maximumSlope) \(steepest)")
        #expect(TimingCurve.spring(dampingRatio: 0) == nil && TimingCurve.spring(dampingRatio: 1.5) == nil)
    }

    @Test func aSpringAnimationOvershootsAndLandsWithAnOpacityInRange() throws {
        let spring = try #require(TimingCurve.spring(dampingRatio: 0.5))
        let motions = [UpdateAnimation.Motion(before: 0, after: 3, frameBefore: Self.frame(ofRow: 0), frameAfter: Self.frame(ofRow: 3)),
                       UpdateAnimation.Motion(before: nil, after: 4, frameBefore: nil, frameAfter: Self.frame(ofRow: 4))]
        var animation = UpdateAnimation(motions: motions, style: UpdateAnimation.Style(), duration: Self.duration, curve: spring,
                                        interrupting: nil)
        var furthest = 0.0
        while !animation.isFinished {
            animation.advance(by: Self.interval)
            furthest = Swift.max(furthest, animation.presentation(ofItem: 3)!.frame.minY)
            #expect((0...1).contains(animation.presentation(ofItem: 4)!.alpha))
        }
        #expect(furthest > Self.frame(ofRow: 3).minY && animation.presentation(ofItem: 3)!.frame == Self.frame(ofRow: 3))
    }
}
