import Testing
@testable import ListEngine
import TestSupport

/// A layout that answers nonsense (``GarbageLayout``) driven through random scrolls, jumps,
/// batch updates, reloads, width changes and touches: after every step the list is consistent
/// and every public answer is sane — index paths that exist, finite frames and sizes, at most
/// ``ListView/maximumConfiguredCells`` cells — and each kind of bad answer is reported at most
/// once a preparation.
@Suite struct CustomLayoutGarbageTests {
    /// Counts of a few sections; now and then one with more items than a pass configures.
    static func counts(_ rng: inout SeededGenerator) -> [Int] {
        (0..<Int.random(in: 1...4, using: &rng)).map { _ in
            rng.below(12) == 0 ? 12_000 : Int.random(in: 0...Int.random(in: 0...90, using: &rng), using: &rng)
        }
    }

    @Test(arguments: testSeeds(64))
    func garbageAnswersNeverReachThePublicAPI(seed: Int) throws {
        var rng = SeededGenerator(seed: 9_700 + UInt64(seed))
        let source = TestDataSource(rows: Self.counts(&rng).map { Array(repeating: 44, count: $0) })
        let list = try makeList(source, layout: .custom(GarbageLayout(seed: UInt64(seed))), rowHeight: .fixed(44),
                                viewport: Size(width: Double(Int.random(in: 0...800, using: &rng)), height: Double(Int.random(in: 0...900, using: &rng))))
        // Bad answers by kind since the layout was last prepared; the bound's reports since the
        // last reload; anything else.
        var answers: [String: Int] = [:]
        var tooMany = 0
        var others: [ListError] = []
        list.diagnosticHandler = { error in
            switch error {
            case let .invalidLayoutAnswer(problem): answers[Self.kind(of: problem), default: 0] += 1
            case .tooManyVisibleRows: tooMany += 1
            default: others.append(error)
            }
        }
        for step in 0..<60 {
            let context = "seed \(seed) step \(step)"
            // Steps that prepare the layout afresh start its reports over.
            var prepares = true
            switch rng.below(8) {
            case 0, 1:
                prepares = false
                let limit = Swift.min(list.contentSize.height, 1e7)
                let y = rng.below(10) == 0 ? [ListView.maximumCoordinate, -ListView.maximumCoordinate][rng.below(2)]
                    : Double.random(in: -2_000...(limit + 2_000), using: &rng)
                try list.setContentOffset(Point(x: 0, y: y))
            case 2:
                try Self.batch(list, source, &rng)
            case 3:
                if rng.below(2) == 0 {
                    source.rows = Self.counts(&rng).map { Array(repeating: 44, count: $0) }
                    source.headers = source.rows.map { _ in 0 }
                    source.footers = source.headers
                    source.headerTitles = source.rows.map { _ in nil }
                }
                try list.reloadData()
                tooMany = 0
            case 4:
                try list.setViewportSize(Size(width: Double(Int.random(in: 0...800, using: &rng)), height: list.viewportSize.height))
            case 5:
                prepares = false
                let point = Point(x: Double.random(in: -10...810, using: &rng), y: Double.random(in: -10...910, using: &rng))
                if let path = list.touchDown(at: point) { #expect(list.globalRow(for: path) != nil, "\(context)") }
                if let path = list.touchUp() { #expect(list.globalRow(for: path) != nil, "\(context)") }
            case 6 where list.totalRows > 0:
                prepares = false
                let positions: [ScrollPosition] = [.top, .middle, .bottom, .none]
                try list.scrollToItem(at: list.indexPath(forGlobalRow: rng.below(list.totalRows))!, position: positions[rng.below(4)])
            default:
                guard let path = list.indexPathsForVisibleItems.randomElement(using: &rng) else { continue }
                try list.reloadItems(at: [path])
            }
            if prepares { answers = [:] }
            let report = list.layout()
            #expect(report.cellsConfigured <= ListView.maximumConfiguredCells, "\(context)")
            Self.checkAnswers(list, &rng, context)
            #expect(answers.values.allSatisfy { $0 <= 1 } && tooMany <= 1 && others.isEmpty,
                    "\(context): \(answers), \(tooMany) bound reports, \(others)")
        }
    }

    /// The kind of `problem`: its case.
    static func kind(of problem: LayoutAnswerError) -> String {
        switch problem {
        case .itemsOutOfRange: "items"
        case .sectionsOutOfRange: "sections"
        case .itemOutOfRange: "item at a point"
        case .itemWalkOutOfOrder: "walk"
        case .invalidContentHeight: "content height"
        case .invalidItemFrame: "item frame"
        case .invalidHeaderFrame: "header frame"
        case .invalidSectionFrame: "section frame"
        }
    }

    /// A batch of one insertion, deletion or move, the data source changed to match.
    static func batch(_ list: ListView, _ source: TestDataSource, _ rng: inout SeededGenerator) throws {
        let s = rng.below(source.rows.count)
        let t = rng.below(source.rows.count)
        let count = source.rows[s].count
        switch rng.below(3) {
        case 0:
            let row = rng.below(count + 1)
            source.rows[s].insert(44, at: row)
            try list.performBatchUpdates { $0.insertRows(at: [ListIndexPath(row: row, section: s)]) }
        case 1 where count > 0:
            let row = rng.below(count)
            source.rows[s].remove(at: row)
            try list.performBatchUpdates { $0.deleteRows(at: [ListIndexPath(row: row, section: s)]) }
        default:
            guard count > 0 else { return }
            let row = rng.below(count)
            source.rows[s].remove(at: row)
            let to = rng.below(source.rows[t].count + 1)
            source.rows[t].insert(44, at: to)
            try list.performBatchUpdates { $0.moveRow(at: ListIndexPath(row: row, section: s), to: ListIndexPath(row: to, section: t)) }
        }
    }

    /// The list is consistent and every public answer sane.
    static func checkAnswers(_ list: ListView, _ rng: inout SeededGenerator, _ context: String) {
        list._checkInvariants()
        let limit = ListView.maximumConfiguredCells
        #expect(list.visibleCells.count <= limit && list.ranges.ready.count <= limit, "\(context)")
        #expect(list.reuseStatistics()!.inUse <= limit, "\(context)")
        #expect(list.ranges.ready.upperBound <= list.totalRows && list.ranges.ready.lowerBound >= 0, "\(context)")
        let visible = list.indexPathsForVisibleItems
        #expect(visible.allSatisfy { list.globalRow(for: $0) != nil }, "\(context): visible \(visible.prefix(3))")
        for path in visible.prefix(50) {
            #expect(list.rectForItem(at: path).map(isUsable) == true, "\(context): frame of \(path)")
        }
        let size = list.contentSize
        #expect(size.height >= 0 && size.height <= ListView.maximumCoordinate && size.width.isFinite, "\(context): \(size)")
        #expect(list.contentOffsetLimits.upperBound.isFinite, "\(context)")
        #expect(abs(list.contentOffset.y) <= ListView.maximumCoordinate, "\(context): offset \(list.contentOffset.y)")
        for _ in 0..<4 {
            let point = Point(x: Double.random(in: -10...810, using: &rng), y: list.contentOffset.y + Double.random(in: -10...910, using: &rng))
            if let path = list.indexPathForItem(at: point) { #expect(list.globalRow(for: path) != nil, "\(context): \(path)") }
        }
        let sections = list.visibleSections
        #expect(sections.lowerBound >= 0 && sections.upperBound <= list.numberOfSections, "\(context): sections \(sections)")
        for s in sections.prefix(8) {
            #expect(list.headerFrame(inSection: s).map(isUsable) == true, "\(context): header \(s)")
            #expect(list.rect(forSection: s).map(isUsable) == true, "\(context): section \(s)")
        }
    }

    /// Whether every field of `frame` is finite and its size ≥ 0.
    static func isUsable(_ frame: Rect) -> Bool {
        [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) && frame.width >= 0 && frame.height >= 0
    }
}
