import Testing
@testable import ListEngine
import TestSupport

/// A custom layout's wrong answers (``BadAnswerLayout``) never reach the public API: ranges are
/// clamped, items that do not exist are no items, frames and content heights are made finite
/// and ≥ 0, and each kind of wrong answer is reported once a preparation. A layout that says a
/// million items intersect a small viewport gets 10,000 cells, reported once a load.
@Suite struct CustomLayoutAnswersTests {
    /// The diagnostics a list reported, in order.
    final class Diagnostics {
        var all: [ListError] = []

        /// The answers reported, without the other diagnostics.
        var answers: [LayoutAnswerError] {
            all.compactMap { if case let .invalidLayoutAnswer(problem) = $0 { problem } else { nil } }
        }
    }

    /// A list of `counts` items per section laid out by `layout`, with its data source and
    /// the diagnostics it reported.
    struct Fixture {
        let list: ListView
        let source: TestDataSource
        let diagnostics = Diagnostics()

        init(_ layout: BadAnswerLayout, counts: [Int] = [40]) throws {
            source = TestDataSource(rows: counts.map { Array(repeating: 20, count: $0) })
            list = try makeList(source, layout: .custom(layout), rowHeight: .fixed(20), viewport: Size(width: 320, height: 480))
            list.diagnosticHandler = { [diagnostics] in diagnostics.all.append($0) }
        }
    }

    /// The finding: items −10..<121 of 40 gave visible index paths from [0, −10].
    @Test func itemsOutsideTheCountAreClamped() throws {
        var layout = BadAnswerLayout()
        layout.answeredItems = -10..<121
        let fixture = try Fixture(layout)
        let (list, diagnostics) = (fixture.list, fixture.diagnostics)
        list.layout()
        #expect(list.indexPathsForVisibleItems == (0..<40).map { ListIndexPath(row: $0, section: 0) })
        #expect(list.ranges.ready == 0..<40)
        #expect(diagnostics.answers == [.itemsOutOfRange(lowerBound: -10, upperBound: 121, itemCount: 40)])
        list._checkInvariants()
        for y in stride(from: 0.0, through: 400, by: 40) {
            try list.setContentOffset(Point(x: 0, y: y))
            list.layout()
            list._checkInvariants()
        }
        #expect(diagnostics.all.count == 1, "reported once while the preparation lasts")
    }

    /// An empty range beyond the items (or before them) is the empty range at the nearer end.
    @Test(arguments: [(50..<50, 40..<40), (-7..<(-7), 0..<0), (-9..<(-2), 0..<0), (41..<70, 40..<40)])
    func emptyAnswersOutsideTheCountLandAtAnEnd(answer: Range<Int>, used: Range<Int>) throws {
        var layout = BadAnswerLayout()
        layout.answeredItems = answer
        let fixture = try Fixture(layout)
        let (list, diagnostics) = (fixture.list, fixture.diagnostics)
        list.layout()
        #expect(list.ranges.visible == used)
        #expect(list.indexPathsForVisibleItems.isEmpty)
        #expect(diagnostics.answers == [.itemsOutOfRange(lowerBound: answer.lowerBound, upperBound: answer.upperBound, itemCount: 40)])
        list._checkInvariants()
    }

    /// The finding: item(at:) answering −3 gave indexPathForItem(at:) = [0, −3].
    @Test(arguments: [-3, 40, Int.max, Int.min])
    func anItemThatDoesNotExistIsNoItem(answer: Int) throws {
        var layout = BadAnswerLayout()
        layout.answeredItem = answer
        let fixture = try Fixture(layout)
        let (list, diagnostics) = (fixture.list, fixture.diagnostics)
        list.layout()
        #expect(list.indexPathForItem(at: Point(x: 10, y: 10)) == nil)
        #expect(list.touchDown(at: Point(x: 10, y: 10)) == nil)
        #expect(list.touchUp() == nil)
        #expect(list.indexPathsForSelectedItems.isEmpty)
        #expect(diagnostics.answers == [.itemOutOfRange(answer, itemCount: 40)])
    }

    /// The finding: a content height of −500, NaN or ∞ came back as the list's content size.
    @Test(arguments: [(-500.0, 0.0), (.nan, 0), (-.infinity, 0), (.infinity, ListView.maximumCoordinate),
                      (1e300, ListView.maximumCoordinate), (ListView.maximumCoordinate.nextUp, ListView.maximumCoordinate)])
    func aContentHeightThatIsNotFiniteAndPositiveIsMadeSo(answer: Double, used: Double) throws {
        var layout = BadAnswerLayout()
        layout.answeredContentHeight = answer
        let fixture = try Fixture(layout)
        let (list, diagnostics) = (fixture.list, fixture.diagnostics)
        list.layout()
        #expect(list.contentSize.height == used)
        #expect(list.contentOffsetLimits.upperBound.isFinite)
        try list.scrollToItem(at: ListIndexPath(row: 39, section: 0), position: .bottom)
        #expect(list.contentOffset.y.isFinite)
        list.layout()
        list._checkInvariants()
        #expect(diagnostics.all.count == 1)
        guard case let .invalidContentHeight(reported)? = diagnostics.answers.first else {
            Issue.record("no content height reported: \(diagnostics.all)")
            return
        }
        #expect(reported == answer || (reported.isNaN && answer.isNaN))
    }

    /// The finding: a million items answered for a small viewport. A pass configures 10,000
    /// cells and says so once; the passes after it stay silent until the next reload or layout
    /// change.
    @Test func aMillionItemsInAViewportGetTheBoundOnceALoad() throws {
        var layout = BadAnswerLayout()
        layout.answeredItems = 0..<1_000_000
        let fixture = try Fixture(layout, counts: [1_000_000])
        let (list, diagnostics) = (fixture.list, fixture.diagnostics)
        let limit = ListView.maximumConfiguredCells
        let first = list.layout()
        #expect(first.cellsConfigured == limit)
        #expect(list.ranges.visible == 0..<limit)
        #expect(list.visibleCells.count == limit)
        #expect(diagnostics.all == [.tooManyVisibleRows(1_000_000, limit: limit)])
        list._checkInvariants()
        for y in [0.0, 500, 20_000, 10] {
            try list.setContentOffset(Point(x: 0, y: y))
            let report = list.layout()
            #expect(report.cellsConfigured == 0 && report.diagnostics == 0, "y \(y)")
        }
        try list.reloadData()
        #expect(list.layout().cellsConfigured == limit)
        #expect(diagnostics.all.count == 2, "a reload reports it again")
        layout.itemHeight = 30
        try list.setListLayout(.custom(layout))
        list.layout()
        #expect(diagnostics.all.count == 3, "so does a layout change")
        #expect(list.reuseStatistics()!.inUse <= limit)
        list._checkInvariants()
    }

    /// Frames with NaN, ±∞ or negative sizes are made finite and ≥ 0, for cells, headers and
    /// sections; sections that do not exist are left out.
    @Test func framesAndSectionsAreMadeUsable() throws {
        let m = ListView.maximumCoordinate
        var layout = BadAnswerLayout()
        layout.answeredItemFrame = Rect(x: .nan, y: -.infinity, width: -5, height: .infinity)
        layout.answeredHeaderFrame = Rect(x: 1e300, y: .nan, width: .nan, height: -1)
        layout.answeredSectionFrame = Rect(x: -.infinity, y: 10, width: .infinity, height: .nan)
        layout.answeredSections = -2..<9
        let fixture = try Fixture(layout, counts: [10, 10, 10])
        let (list, diagnostics) = (fixture.list, fixture.diagnostics)
        list.layout()
        list._checkInvariants()
        #expect(list.visibleCells.allSatisfy { $0.frame == Rect(x: 0, y: -m, width: 0, height: m) })
        #expect(list.rectForItem(at: ListIndexPath(row: 3, section: 1)) == Rect(x: 0, y: -m, width: 0, height: m))
        #expect(list.visibleSections == 0..<3)
        #expect(list.rectForHeader(inSection: 1) == Rect(x: m, y: 0, width: 0, height: 0))
        #expect(list.rect(forSection: 2) == Rect(x: -m, y: 10, width: m, height: 0))
        #expect(list.headerFrame(inSection: 0).map { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) } == true)
        let kinds = diagnostics.answers.map { problem -> String in
            switch problem {
            case .invalidItemFrame: "item frame"
            case .invalidHeaderFrame: "header frame"
            case .invalidSectionFrame: "section frame"
            case .sectionsOutOfRange(lowerBound: -2, upperBound: 9, sectionCount: 3): "sections"
            default: "\(problem)"
            }
        }
        #expect(Set(kinds) == ["item frame", "header frame", "section frame", "sections"])
        #expect(kinds.count == 4)
    }

    /// Keeping the place of an item whose frame the layout moves from −2⁵³ to +2⁵³ would carry
    /// the offset to 3 × 2⁵³: it stops at 2⁵³, where setContentOffset(_:) stops.
    @Test func keepingAPlaceLeavesTheOffsetWithinTheCoordinates() throws {
        let m = ListView.maximumCoordinate
        var far = BadAnswerLayout()
        far.answeredItems = 0..<40
        far.answeredItemFrame = Rect(x: 0, y: -m, width: 320, height: 20)
        let fixture = try Fixture(far)
        let list = fixture.list
        try list.setContentOffset(Point(x: 0, y: m))
        list.layout()
        far.answeredItemFrame = Rect(x: 0, y: m, width: 320, height: 20)
        try list.setListLayout(.custom(far))
        #expect(list.contentOffset.y == m)
        list.layout()
        list._checkInvariants()
    }

    /// A walk that names items out of turn, repeats, skips or strays gives every cell its frame,
    /// once, in order.
    @Test(arguments: [[5, 3, 99], [0, 1, 1, 2], [0, 2, 3], [], [-1, 0, 1]])
    func aWalkOutOfTurnStillPlacesEveryCell(walk: [Int]) throws {
        var layout = BadAnswerLayout()
        layout.answeredWalk = walk
        let fixture = try Fixture(layout)
        let (list, diagnostics) = (fixture.list, fixture.diagnostics)
        list.layout()
        list._checkInvariants()
        #expect(list.visibleCells.map(\.frame) == list.indexPathsForVisibleItems.map { list.rectForItem(at: $0)! })
        #expect(diagnostics.answers.count == 1)
        guard case .itemWalkOutOfOrder? = diagnostics.answers.first else {
            Issue.record("no walk reported: \(diagnostics.all)")
            return
        }
    }

    /// Every answer wrong at once, over many passes: each kind reported once; a reload prepares
    /// the layout afresh, and each is reported once more.
    @Test func eachKindIsReportedOnceAPreparation() throws {
        var layout = BadAnswerLayout()
        layout.answeredItems = -10..<121
        layout.answeredSections = 0..<5
        layout.answeredItem = 77
        layout.answeredContentHeight = .nan
        layout.answeredItemFrame = Rect(x: 0, y: 0, width: -1, height: 20)
        layout.answeredHeaderFrame = Rect(x: 0, y: .infinity, width: 0, height: 0)
        layout.answeredSectionFrame = Rect(x: 0, y: 0, width: 0, height: -.infinity)
        layout.answeredWalk = [3]
        let fixture = try Fixture(layout)
        let (list, diagnostics) = (fixture.list, fixture.diagnostics)
        func passes() throws {
            for y in stride(from: 0.0, through: 300, by: 30) {
                try list.setContentOffset(Point(x: 0, y: y))
                list.layout()
                _ = list.contentSize
                _ = list.indexPathForItem(at: Point(x: 5, y: y + 5))
                _ = list.headerFrame(inSection: 0)
                _ = list.rect(forSection: 0)
                _ = list.visibleSections
                list._checkInvariants()
            }
        }
        try passes()
        #expect(diagnostics.answers.count == 8, "\(diagnostics.all)")
        try list.reloadData()
        try passes()
        #expect(diagnostics.answers.count == 16, "\(diagnostics.all)")
        #expect(diagnostics.all.count == 16)
    }

    /// A handler that would change the list while a query reads the layout's answer is refused:
    /// the query answers from the list as it was.
    @Test func aHandlerCannotChangeTheListUnderAQuery() throws {
        var layout = BadAnswerLayout()
        layout.answeredItem = -3
        let fixture = try Fixture(layout)
        let list = fixture.list
        list.layout()
        var refusals: [ListError] = []
        list.diagnosticHandler = { [unowned list] _ in
            do throws(ListError) { try list.reloadData() } catch { refusals.append(error) }
        }
        #expect(list.indexPathForItem(at: Point(x: 10, y: 10)) == nil)
        #expect(refusals == [.reentrantCall("reloadData()", during: "a check of the custom layout's answers")])
        #expect(list.indexPathsForVisibleItems.count == 24)
        try list.reloadData()
        list.layout()
        list._checkInvariants()
    }
}
