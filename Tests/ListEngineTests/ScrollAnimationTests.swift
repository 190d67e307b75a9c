import Testing
@testable import ListEngine
import TestSupport

/// Animated scrolls to a row: the timing curve and the duration rule, the frames they take, the
/// landing (exact, whatever was measured on the way), and every interruption's outcome.
@Suite struct ScrollAnimationTests {
    // MARK: The curve and the duration

    /// The curve's time at parameter `s` and its progress, straight from the Bézier's definition.
    static func naiveBezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }

    /// The progress at `time` by plain bisection on the parameter.
    static func reference(_ curve: TimingCurve, _ time: Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if naiveBezier(mid, curve.x1, curve.x2) < time { low = mid } else { high = mid }
        }
        return naiveBezier((low + high) / 2, curve.y1, curve.y2)
    }

    @Test(arguments: [TimingCurve.easeInEaseOut, .linear, TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)!,
                      TimingCurve(x1: 0, y1: 0, x2: 0, y2: 1)!, TimingCurve(x1: 1, y1: 0, x2: 1, y2: 0.5)!])
    func theCurveMatchesBisectionAndOnlyGrows(curve: TimingCurve) {
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -0.5) == 0)
        #expect(curve.progress(at: 1.5) == 1)
        var last = 0.0
        for k in 0...2_000 {
            let t = Double(k) / 2_000
            let p = curve.progress(at: t)
            // (At the ends the reference's bisection loses precision where the curve is flat in time.)
            #expect(abs(p - Self.reference(curve, t)) < 1e-9 || k == 0 || k == 2_000, "t = \(t)")
            #expect(p >= last - 1e-12, "t = \(t)")
            last = p
        }
    }

    @Test func easeInEaseOutIsUIKitsAndSymmetric() {
        let curve = TimingCurve.easeInEaseOut
        #expect(curve == TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        #expect(abs(curve.progress(at: 0.5) - 0.5) < 1e-12)
        for k in 1..<100 {
            let t = Double(k) / 100
            #expect(abs(curve.progress(at: t) + curve.progress(at: 1 - t) - 1) < 1e-9)
        }
        // Slow at the ends: the first and last tenth of the time cover less than a tenth of the way.
        #expect(curve.progress(at: 0.1) < 0.05)
        #expect(TimingCurve.linear.progress(at: 0.3) == 0.3)
        #expect(TimingCurve(x1: 1.2, y1: 0, x2: 0.5, y2: 1) == nil)
        #expect(TimingCurve(x1: 0.2, y1: .nan, x2: 0.5, y2: 1) == nil)
    }

    @Test func theDurationGrowsFromAQuarterSecondToSixTenths() {
        let d = ScrollAnimation.duration(forDistance:viewportHeight:)
        #expect(d(0, 800) == 0.25)
        #expect(d(1, 800) > 0.25)
        #expect(abs(d(4_000, 800) - 0.425) < 1e-12)
        #expect(d(-4_000, 800) == d(4_000, 800))
        #expect(d(8_000, 800) == 0.6)
        #expect(d(1e12, 800) == 0.6)
        #expect(d(100, 0) == 0.6)
    }

    // MARK: Frames and landing

    /// How far the row at `path` is from where `position` asks, as a reader of the public
    /// geometry works it out (the resting offset clamped to the content offset limits).
    static func landingError(_ list: ListView, _ path: ListIndexPath, _ position: ScrollPosition) -> Double {
        let row = list.rectForRow(at: path)!
        let top = list.contentInset.top + (list.listLayout.pinsSectionHeaders(style: list.style) ? list.rectForHeader(inSection: path.section)!.height : 0)
        let height = max(0, list.viewportSize.height - list.contentInset.bottom - top)
        let wanted: Double = switch position {
        case .top, .none: row.minY - top
        case .middle: row.minY + row.height / 2 - top - height / 2
        case .bottom: row.maxY - top - height
        }
        let limits = list.contentOffsetLimits
        return abs(list.contentOffset.y - min(max(wanted, limits.lowerBound), limits.upperBound))
    }

    /// Starts an animated scroll and runs passes until it ends; returns the passes.
    @discardableResult
    static func animate(_ list: ListView, to path: ListIndexPath, _ position: ScrollPosition) throws -> Int {
        try list.scrollToRow(at: path, position: position, animated: true)
        var frames = 0
        while list.isScrollAnimating, frames < 1_000 {
            list.layout()
            frames += 1
        }
        return frames
    }

    @Test(arguments: [60, 120])
    func aScrollTakesItsDurationInFrames(fps: Int) throws {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 10_000)])
        let list = try makeList(source, rowHeight: .fixed(44), viewport: Size(width: 390, height: 800))
        defer { withExtendedLifetime(source) {} }
        try list.setFrameInterval(1 / Double(fps))
        list.layout()
        for (row, expected) in [(1, 0.25 + 0.35 * 44 / 8_000), (100, 0.25 + 0.35 * 4_356 / 8_000), (5_000, 0.6), (0, 0.6)] {
            let from = list.contentOffset.y
            let path = ListIndexPath(row: row, section: 0)
            let frames = try Self.animate(list, to: path, .top)
            let duration = ScrollAnimation.duration(forDistance: 44 * Double(row) - from, viewportHeight: 800)
            #expect(abs(duration - expected) < 1e-9, "row \(row)")
            #expect(frames == Int((duration * Double(fps)).rounded(.up)), "row \(row) at \(fps) Hz")
            #expect(frames >= fps / 4 && frames <= Int((0.6 * Double(fps)).rounded(.up)))
            #expect(list.contentOffset.y == 44 * Double(row))
        }
    }

    /// An animation of d seconds at r frames a second takes ⌈d × r⌉ frames: a whole number of
    /// frames exactly, one more for any duration beyond it by more than the 1 ns slack — at
    /// every common rate, for 1 to 600 frames.
    @Test func anAnimationTakesTheCeilingOfItsDurationTimesTheRateInFrames() {
        func frames(_ duration: Double, rate: Double) -> Int {
            var progress = AnimationProgress(duration: duration, curve: .easeInEaseOut)
            var frames = 0
            while !progress.isFinished {
                progress.advance(by: 1 / rate)
                frames += 1
            }
            return frames
        }
        for rate in [24.0, 30, 48, 50, 59.94, 60, 90, 120, 144, 165, 240] {
            for k in 1...600 {
                let whole = Double(k) / rate
                #expect(frames(whole, rate: rate) == k, "\(k) frames at \(rate) Hz")
                for beyond in [2e-9, 7e-7, 0.5 / rate] {
                    #expect(frames(whole + beyond, rate: rate) == k + 1, "\(k) frames + \(beyond) s at \(rate) Hz")
                }
            }
        }
    }

    /// A scroll whose duration is 0.7 µs more than 31 frames at 120 Hz takes 32 frames.
    @Test func aScrollJustLongerThanWholeFramesTakesOneMore() throws {
        // 0.25 s + 0.35 s × 440 ÷ (10 × height): a height that gives 31 frames and 0.7 µs.
        let height = 15.4 / (31.0 / 120 - 0.25 + 7e-7)
        let source = TestDataSource(rows: [Array(repeating: 44, count: 1_000)])
        let list = try makeList(source, rowHeight: .fixed(44), viewport: Size(width: 390, height: height))
        defer { withExtendedLifetime(source) {} }
        try list.setFrameInterval(1.0 / 120)
        list.layout()
        let duration = ScrollAnimation.duration(forDistance: 440, viewportHeight: height)
        #expect(duration * 120 > 31 && duration * 120 < 31.001)
        #expect(try Self.animate(list, to: ListIndexPath(row: 10, section: 0), .top) == 32)
        #expect(list.contentOffset.y == 440)
    }

    @Test func theOffsetFollowsTheCurveAndTheVelocityStaysSane() throws {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 10_000)])
        let list = try makeList(source, rowHeight: .fixed(44), viewport: Size(width: 390, height: 800))
        defer { withExtendedLifetime(source) {} }
        list.layout()
        try list.scrollToRow(at: ListIndexPath(row: 60, section: 0), position: .top, animated: true)
        #expect(list.isScrollAnimating)
        #expect(list.scrollAnimationTarget == ListIndexPath(row: 60, section: 0))
        let duration = ScrollAnimation.duration(forDistance: 2_640, viewportHeight: 800)
        var frame = 0
        while list.isScrollAnimating {
            list.layout()
            frame += 1
            let expected = 2_640 * TimingCurve.easeInEaseOut.progress(at: Double(frame) / 120 / duration)
            #expect(abs(list.contentOffset.y - expected) < 1e-6, "frame \(frame)")
            #expect(abs(list.scrollVelocity) <= 10 * 800)
            #expect(list.ranges.direction == .forward)
        }
        #expect(list.contentOffset.y == 2_640)
    }

    enum Kind: CaseIterable { case fixed, perRow, selfSizing, grid, selfSizingGrid, flow, selfSizingFlow }

    /// A list of `kind` over random heights (self-sizing ones far from their estimates), in a
    /// few sections with headers, plain or grouped.
    static func randomList(_ kind: Kind, seed: Int) throws -> (ListView, TestDataSource) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let sections = Int.random(in: 1...4, using: &rng)
        let rows = (0..<sections).map { _ in (0..<Int.random(in: 1...1_500, using: &rng)).map { _ in Double(Int.random(in: 20...300, using: &rng)) } }
        let source = TestDataSource(rows: rows, headers: (0..<sections).map { _ in Double(Int.random(in: 0...40, using: &rng)) })
        source.widths = rows.map { $0.map { _ in Double(Int.random(in: 40...400, using: &rng)) } }
        let style: TableStyle = Bool.random(using: &rng) ? .plain : .grouped
        var grid = GridLayout()
        grid.pinsSectionHeaders = Bool.random(using: &rng)
        var flow = FlowLayout()
        flow.pinsSectionHeaders = Bool.random(using: &rng)
        let (layout, height): (ListLayout, RowHeight) = switch kind {
        case .fixed: (.table, .fixed(57))
        case .perRow: (.table, .perRow)
        case .selfSizing: (.table, .selfSizing(estimate: 44))
        case .grid: (.grid(grid), .perRow)
        case .selfSizingGrid: (.grid(grid), .selfSizing(estimate: 100))
        case .flow: (.flow(flow), .perRow)
        case .selfSizingFlow: (.flow(flow), .selfSizing(estimate: 100))
        }
        let viewport = Size(width: Double(Int.random(in: 300...900, using: &rng)), height: Double(Int.random(in: 300...900, using: &rng)))
        let list = try makeList(source, style: style, layout: layout, rowHeight: height, viewport: viewport)
        if Bool.random(using: &rng) { try list.setContentInset(EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)) }
        try list.setFrameInterval(Bool.random(using: &rng) ? 1.0 / 60 : 1.0 / 120)
        list.layout()
        return (list, source)
    }

    @Test(arguments: Kind.allCases)
    func everyScrollLandsExactly(kind: Kind) throws {
        for seed in testSeeds(12) {
            let (list, source) = try Self.randomList(kind, seed: seed)
            defer { withExtendedLifetime(source) {} }
            var rng = SeededGenerator(seed: UInt64(seed) &+ 1_000)
            let maximumFrames = Int((0.6 / list.frameInterval).rounded(.up))
            for step in 0..<6 {
                let g = rng.below(list.totalRows)
                let path = list.indexPath(forGlobalRow: g)!
                let position = [ScrollPosition.top, .middle, .bottom, .none][rng.below(4)]
                let frames = try Self.animate(list, to: path, position)
                #expect(frames <= maximumFrames, "\(kind) seed \(seed) step \(step)")
                #expect(!list.isScrollAnimating)
                let error = Self.landingError(list, path, position == .none ? (frames == 0 ? .none : .top) : position)
                if position != .none {
                    #expect(error == 0, "\(kind) seed \(seed) step \(step): \(path) \(position) off by \(error)")
                }
                // The row's frame is final: another pass (measuring more of the ready window) leaves
                // it where it is on screen.
                let onScreen = list.rectForRow(at: path)!.minY - list.contentOffset.y
                list.layout()
                #expect(list.rectForRow(at: path)!.minY - list.contentOffset.y == onScreen, "\(kind) seed \(seed) step \(step)")
                if position == .none {
                    let row = list.rectForRow(at: path)!
                    let top = list.contentOffset.y + list.contentInset.top
                    let bottom = list.contentOffset.y + list.viewportSize.height - list.contentInset.bottom
                    #expect(row.minY >= top - 1e-9 || row.maxY <= bottom + 1e-9 || list.contentOffsetLimits.contains(list.contentOffset.y) == false
                            || row.height > bottom - top, "\(kind) seed \(seed) step \(step)")
                }
                list._checkInvariants()
            }
        }
    }

    @Test func aSelfSizingTableLandsThoughEveryRowOnTheWayWasEstimated() throws {
        // Estimated at 44 pt, the rows are 150–250 pt: the target is far below its estimate.
        let rows = (0..<20_000).map { 150 + Double(($0 * 7919) % 101) }
        let source = TestDataSource(rows: [rows])
        let list = try makeList(source, rowHeight: .selfSizing(estimate: 44), viewport: Size(width: 390, height: 844))
        defer { withExtendedLifetime(source) {} }
        list.layout()
        for (row, position) in [(5_000, ScrollPosition.middle), (19_999, .bottom), (12_000, .top), (11_990, .bottom), (3, .top)] {
            let path = ListIndexPath(row: row, section: 0)
            try Self.animate(list, to: path, position)
            #expect(Self.landingError(list, path, position) == 0, "\(row) \(position)")
        }
    }

    // MARK: Interruptions and changes

    static func fixedList() throws -> (ListView, TestDataSource) {
        let source = TestDataSource(rows: [Array(repeating: 50, count: 2_000)])
        let list = try makeList(source, rowHeight: .fixed(50), viewport: Size(width: 390, height: 800))
        list.layout()
        return (list, source)
    }

    final class Ends: ListDelegate {
        var count = 0
        var then: ((ListView) -> Void)?
        func listViewDidEndScrollingAnimation(_ listView: ListView) {
            count += 1
            then?(listView)
        }
    }

    @Test func theDelegateHearsOfALandingAndMayScrollAgainFromIt() throws {
        let (list, source) = try Self.fixedList()
        defer { withExtendedLifetime(source) {} }
        let ends = Ends()
        list.delegate = ends
        ends.then = { list in
            // Made when the pass ends, not refused.
            try? list.scrollToRow(at: ListIndexPath(row: 10, section: 0), position: .top, animated: true)
            ends.then = nil
        }
        try list.scrollToRow(at: ListIndexPath(row: 500, section: 0), position: .top, animated: true)
        while ends.count == 0 { list.layout() }
        #expect(list.contentOffset.y == 25_000)
        #expect(list.isScrollAnimating)
        #expect(list.lastDiagnostic == nil)
        try Self.animate(list, to: ListIndexPath(row: 10, section: 0), .top)
        #expect(list.contentOffset.y == 500)
        #expect(ends.count == 2)
    }

    @Test func aTouchOrANewOffsetStopsItWhereItIs() throws {
        let (list, source) = try Self.fixedList()
        defer { withExtendedLifetime(source) {} }
        source.indexTitles = ["A"]
        try list.reloadData()
        let ends = Ends()
        list.delegate = ends
        for stop in 0..<4 {
            try list.setContentOffset(Point(x: 0, y: 0))
            list.layout()
            try list.scrollToRow(at: ListIndexPath(row: 800, section: 0), position: .top, animated: true)
            for _ in 0..<10 { list.layout() }
            let midway = list.contentOffset.y
            #expect(midway > 0 && midway < 40_000)
            switch stop {
            case 0: list.touchDown(at: Point(x: 10, y: 10)); list.cancelTouch()
            case 1: try list.setContentOffset(Point(x: 0, y: midway))
            case 2: try list.scrollToRow(at: ListIndexPath(row: 3, section: 0), position: .top)
            default: _ = try list.scrollToSectionIndexTitle(at: 0)
            }
            #expect(!list.isScrollAnimating, "\(stop)")
            let after = list.contentOffset.y
            for _ in 0..<5 { list.layout() }
            #expect(list.contentOffset.y == after, "\(stop)")
            #expect(stop < 2 ? after == midway : true)
        }
        #expect(ends.count == 0)
    }

    @Test func aNewAnimatedScrollStartsFromWhereTheOldOneIs() throws {
        let (list, source) = try Self.fixedList()
        defer { withExtendedLifetime(source) {} }
        try list.scrollToRow(at: ListIndexPath(row: 800, section: 0), position: .top, animated: true)
        for _ in 0..<30 { list.layout() }
        let midway = list.contentOffset.y
        #expect(midway > 5_000)
        try list.scrollToRow(at: ListIndexPath(row: 100, section: 0), position: .middle, animated: true)
        #expect(list.contentOffset.y == midway)
        list.layout()
        // The first frame of the new one moves a little from where the old one stopped, back up.
        #expect(list.contentOffset.y < midway && list.contentOffset.y > midway - 200)
        while list.isScrollAnimating { list.layout() }
        #expect(Self.landingError(list, ListIndexPath(row: 100, section: 0), .middle) == 0)
    }

    @Test func deletingTheTargetStopsItWithADiagnostic() throws {
        let (list, source) = try Self.fixedList()
        defer { withExtendedLifetime(source) {} }
        let ends = Ends()
        list.delegate = ends
        try list.scrollToRow(at: ListIndexPath(row: 900, section: 0), position: .top, animated: true)
        for _ in 0..<10 { list.layout() }
        let midway = list.contentOffset.y
        source.rows[0].remove(at: 900)
        var update = ListBatchUpdate()
        update.deletedRows = [ListIndexPath(row: 900, section: 0)]
        try list.performBatchUpdates(update)
        #expect(!list.isScrollAnimating)
        #expect(list.lastDiagnostic == .scrollTargetDeleted(ListIndexPath(row: 900, section: 0)))
        list.layout()
        #expect(list.contentOffset.y == midway)
        #expect(ends.count == 0)
        #expect("\(ListError.scrollTargetDeleted(ListIndexPath(row: 900, section: 0)))".contains("deleted"))
    }

    @Test func aBatchThatMovesTheTargetIsFollowed() throws {
        let (list, source) = try Self.fixedList()
        source.rows[0][1_500] = 50
        try list.scrollToRow(at: ListIndexPath(row: 900, section: 0), position: .top, animated: true)
        for _ in 0..<5 { list.layout() }
        // Rows inserted above it, then the row itself moved further down.
        source.rows[0].insert(contentsOf: [50, 50, 50], at: 0)
        var insert = ListBatchUpdate()
        insert.insertedRows = (0..<3).map { ListIndexPath(row: $0, section: 0) }
        try list.performBatchUpdates(insert)
        #expect(list.scrollAnimationTarget == ListIndexPath(row: 903, section: 0))
        for _ in 0..<5 { list.layout() }
        var move = ListBatchUpdate()
        move.moveRow(at: ListIndexPath(row: 903, section: 0), to: ListIndexPath(row: 1_400, section: 0))
        try list.performBatchUpdates(move)
        #expect(list.scrollAnimationTarget == ListIndexPath(row: 1_400, section: 0))
        while list.isScrollAnimating { list.layout() }
        #expect(Self.landingError(list, ListIndexPath(row: 1_400, section: 0), .top) == 0)
        #expect(list.contentOffset.y == 1_400 * 50)
    }

    @Test func aReloadEndsIt() throws {
        let (list, source) = try Self.fixedList()
        defer { withExtendedLifetime(source) {} }
        let ends = Ends()
        list.delegate = ends
        try list.scrollToRow(at: ListIndexPath(row: 900, section: 0), position: .top, animated: true)
        for _ in 0..<5 { list.layout() }
        try list.reloadData()
        #expect(!list.isScrollAnimating)
        list.layout()
        #expect(ends.count == 0)
    }

    @Test(arguments: [Kind.selfSizing, .grid, .flow, .selfSizingFlow])
    func aWidthChangeMidFlightReAims(kind: Kind) throws {
        for seed in testSeeds(6) {
            let (list, source) = try Self.randomList(kind, seed: seed)
            defer { withExtendedLifetime(source) {} }
            let path = list.indexPath(forGlobalRow: list.totalRows * 3 / 4)!
            try list.scrollToRow(at: path, position: .middle, animated: true)
            for _ in 0..<6 { list.layout() }
            let size = list.viewportSize
            try list.setViewportSize(Size(width: size.width == 390 ? 844 : 390, height: size.height))
            while list.isScrollAnimating { list.layout() }
            #expect(Self.landingError(list, path, .middle) == 0, "\(kind) seed \(seed)")
        }
    }

    @Test func aScrollAwayFromTheEndReleasesItAndOneBackAnchorsIt() throws {
        let (list, source) = try Self.fixedList()
        defer { withExtendedLifetime(source) {} }
        list.anchorsToEnd = true
        list.layout()
        #expect(list.isAnchoredToEnd)
        try Self.animate(list, to: ListIndexPath(row: 10, section: 0), .top)
        #expect(!list.isAnchoredToEnd)
        #expect(list.contentOffset.y == 500)
        try Self.animate(list, to: ListIndexPath(row: 1_999, section: 0), .bottom)
        #expect(list.isAnchoredToEnd)
        #expect(list.contentOffset.y == list.contentOffsetLimits.upperBound)
        // scrollToEnd is a scroll of its own: it stops an animation under way.
        try list.scrollToRow(at: ListIndexPath(row: 10, section: 0), position: .top, animated: true)
        list.layout()
        try list.scrollToEnd()
        #expect(!list.isScrollAnimating)
    }

    @Test func aRowShownAlreadyNeedsNoAnimation() throws {
        let (list, source) = try Self.fixedList()
        defer { withExtendedLifetime(source) {} }
        try list.scrollToRow(at: ListIndexPath(row: 3, section: 0), position: .none, animated: true)
        #expect(!list.isScrollAnimating)
        try list.scrollToRow(at: ListIndexPath(row: 0, section: 0), position: .top, animated: true)
        #expect(!list.isScrollAnimating)
        #expect(throws: ListError.indexPathOutOfRange(ListIndexPath(row: 2_000, section: 0), rowsInSection: 2_000)) {
            try list.scrollToRow(at: ListIndexPath(row: 2_000, section: 0), position: .top, animated: true)
        }
        #expect(!list.isScrollAnimating)
        // Not animated: today's jump; and the item names forward.
        try list.scrollToItem(at: ListIndexPath(row: 40, section: 0), position: .top, animated: false)
        #expect(list.contentOffset.y == 2_000 && !list.isScrollAnimating)
        try list.scrollToItem(at: ListIndexPath(row: 20, section: 0), position: .top, animated: true)
        #expect(list.isScrollAnimating)
    }
}
