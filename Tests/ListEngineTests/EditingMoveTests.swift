import Testing
@testable import ListEngine
import TestSupport

/// Interactive moves driven through the public API: the target under the point, the gap the
/// cells show, the delegate's redirection, auto-scroll by the frame interval, vetoes, cancel,
/// one move through the data source and the batch machinery — tables and collections.
@Suite struct EditingMoveTests {
    static func path(_ row: Int, _ section: Int = 0) -> ListIndexPath { ListIndexPath(row: row, section: section) }

    /// The centre of row `row` of section 0 (44 pt rows, no headers) in viewport coordinates.
    static func centre(_ list: ListView, row: Int) -> Point { Point(x: 160, y: Double(row) * 44 + 22 - list.contentOffset.y) }

    /// What the list shows, by item: each visible cell's frame and each section's header frame.
    struct Shown {
        var cells: [Int: Rect] = [:]
        var headers: [Int: Rect] = [:]

        init(_ list: ListView, except moving: Int? = nil) {
            for cell in list.visibleCells {
                guard let item = (cell as? ItemCell)?.item, item != moving else { continue }
                cells[item] = cell.frame
            }
            for s in list.visibleSections { headers[s] = list.headerFrame(inSection: s) }
        }
    }

    /// The move showed exactly what the list shows after it: every cell at its frame after the
    /// move, every header where it is after, the gap at the moved row's frame, the offset kept.
    static func expectShownWasTheResult(_ shown: Shown, gap: Rect, moved item: Int, offset: Point, _ list: ListView,
                                        _ source: EditingDataSource, _ context: String) {
        #expect(list.contentOffset == offset, "\(context): the offset moved")
        var place = [Int: ListIndexPath]()
        for (s, items) in source.sections.enumerated() { for (r, item) in items.enumerated() { place[item] = path(r, s) } }
        for (item, frame) in shown.cells {
            #expect(list.rectForRow(at: place[item]!) == frame, "\(context): item \(item) was shown at \(frame)")
        }
        for (s, frame) in shown.headers { #expect(list.headerFrame(inSection: s) == frame, "\(context): header \(s)") }
        #expect(list.rectForRow(at: place[item]!) == gap, "\(context): the gap was not where the row landed")
        list._checkInvariants()
    }

    static func expectMatchesModel(_ list: ListView, _ source: EditingDataSource, _ context: String = "") {
        #expect((0..<list.numberOfSections).map { list.numberOfRows(inSection: $0) } == source.sections.map(\.count), "\(context): counts")
        for cell in list.visibleCells { #expect((cell as? ItemCell)?.item == source.item(at: cell.indexPath!), "\(context): \(cell.indexPath!)") }
        list._checkInvariants()
    }

    @Test func aMoveFollowsThePointOpensTheGapAndEndsInOneMove() throws {
        let source = EditingDataSource(sections: [Array(0..<100)])
        let list = try makeEditingList(source)
        list.setEditing(true)
        try list.selectRow(at: Self.path(2))
        #expect(try list.beginInteractiveMovement(forRowAt: Self.path(2)))
        var state = try #require(list.interactiveMovement)
        #expect(state.source == Self.path(2) && state.destination == Self.path(2) && state.position == Point(x: 160, y: 110))
        #expect(state.floatingFrame == list.rectForRow(at: Self.path(2)) && state.gapFrame == state.floatingFrame)

        #expect(try list.updateInteractiveMovementTargetPosition(Point(x: 150, y: 5 * 44 + 30)) == Self.path(5))
        #expect(source.events == ["target [0, 2] → [0, 5]"])
        state = try #require(list.interactiveMovement)
        #expect(state.gapFrame == Rect(x: 0, y: 5 * 44, width: 320, height: 44))
        #expect(state.floatingFrame == Rect(x: 0, y: 5 * 44 + 8, width: 320, height: 44))
        for row in 3...5 { #expect(list.cellForRow(at: Self.path(row))?.frame.minY == Double(row - 1) * 44, "row \(row) slid up") }
        #expect(list.cellForRow(at: Self.path(6))?.frame.minY == 6 * 44 && list.cellForRow(at: Self.path(1))?.frame.minY == 44)
        #expect(list.cellForRow(at: Self.path(2))?.frame == state.floatingFrame)
        #expect(list.rectForRow(at: Self.path(3)) == Rect(x: 0, y: 132, width: 320, height: 44), "the list's rows stay until the move ends")
        list._checkInvariants()
        list.layout()
        list._checkInvariants()

        let shown = Shown(list, except: 2)
        let transition = try list.endInteractiveMovement()
        #expect(source.events.last == "move [0, 2] → [0, 5]" && source.sections[0].prefix(7) == [0, 1, 3, 4, 5, 2, 6])
        #expect(list.interactiveMovement == nil && list.indexPathsForSelectedRows == [Self.path(5)], "the selection follows")
        let moved = try #require(transition.rows.first { $0.change == .moved })
        #expect(moved.indexPathBefore == Self.path(2) && moved.indexPathAfter == Self.path(5))
        #expect(moved.frameBefore == state.floatingFrame && moved.frameAfter == state.gapFrame)
        Self.expectShownWasTheResult(shown, gap: state.gapFrame, moved: 2, offset: .zero, list, source, "down")
        Self.expectMatchesModel(list, source)
    }

    @Test func crossingSectionsShiftsRowsHeadersAndFootersBetween() throws {
        let source = EditingDataSource(sections: [Array(0..<6), Array(100..<106), Array(200..<206)])
        source.height = { 30 + Double($0 % 4) * 7 }
        source.headerHeight = { 20 + Double($0) * 3 }
        source.footerHeight = { 5 + Double($0) }
        for (from, point) in [(Self.path(1, 0), Point(x: 10, y: 300)), (Self.path(4, 2), Point(x: 10, y: 60)),
                              (Self.path(2, 1), Point(x: 10, y: 1)), (Self.path(0, 0), Point(x: 10, y: 900))] {
            let model = source.sections
            let list = try makeEditingList(source, viewport: Size(width: 320, height: 700))
            let item = source.item(at: from)
            try list.beginInteractiveMovement(forRowAt: from)
            try list.updateInteractiveMovementTargetPosition(point)
            list.layout()
            let state = try #require(list.interactiveMovement)
            let shown = Shown(list, except: item)
            let offset = list.contentOffset  // a point below the viewport scrolled it
            try list.endInteractiveMovement()
            Self.expectShownWasTheResult(shown, gap: state.gapFrame, moved: item, offset: offset, list, source, "\(from) to \(point)")
            Self.expectMatchesModel(list, source, "\(from)")
            source.sections = model
        }
    }

    @Test func theDelegateRedirectsAndAnImpossibleRedirectKeepsTheRow() throws {
        let source = EditingDataSource(sections: [Array(0..<20), Array(100..<120)])
        let list = try makeEditingList(source)
        source.redirect = { _, proposed in proposed.section == 0 ? proposed : Self.path(19, 0) }
        try list.beginInteractiveMovement(forRowAt: Self.path(3))
        try list.updateInteractiveMovementTargetPosition(Self.centre(list, row: 6))
        #expect(list.interactiveMovement?.destination == Self.path(6))
        try list.setContentOffset(Point(x: 0, y: 600))
        list.layout()
        #expect(list.interactiveMovement?.destination == Self.path(19), "redirected to the end of section 0")
        #expect(source.events.last == "target [0, 3] → [1, 0]")
        source.redirect = { _, _ in Self.path(40, 1) }
        try list.updateInteractiveMovementTargetPosition(Point(x: 100, y: 100))
        #expect(source.events.last == "target [0, 3] → [0, 15]")
        #expect(list.interactiveMovement?.destination == Self.path(3), "a redirect out of range keeps the row where it was")
        #expect(list.lastDiagnostic == .invalidEditing(.invalidDestination(Self.path(40, 1))))
        #expect(try list.endInteractiveMovement().rows.allSatisfy { $0.change == .kept })
        #expect(!source.events.contains { $0.hasPrefix("move") }, "dropped where it started: the data source is not called")
        Self.expectMatchesModel(list, source)
    }

    @Test func vetoesCancelAndBadInput() throws {
        let source = EditingDataSource(sections: [Array(0..<30)])
        source.movable = [1, 2, 3]
        let list = try makeEditingList(source)
        list.setEditing(true)
        #expect(list.cellForRow(at: Self.path(2))?.showsReorderControl == true && list.cellForRow(at: Self.path(4))?.showsReorderControl == false)
        #expect(try list.beginInteractiveMovement(forRowAt: Self.path(4)) == false && list.interactiveMovement == nil)
        #expect(throws: ListError.indexPathOutOfRange(Self.path(30), rowsInSection: 30)) { try list.beginInteractiveMovement(forRowAt: Self.path(30)) }
        #expect(throws: ListError.invalidEditing(.noMovement)) { try list.updateInteractiveMovementTargetPosition(.zero) }
        #expect(throws: ListError.invalidEditing(.noMovement)) { try list.endInteractiveMovement() }
        #expect(list.cancelInteractiveMovement().rows.isEmpty)

        try list.beginInteractiveMovement(forRowAt: Self.path(1))
        #expect(throws: ListError.invalidEditing(.movementInProgress)) { try list.beginInteractiveMovement(forRowAt: Self.path(2)) }
        #expect {
            try list.updateInteractiveMovementTargetPosition(Point(x: 0, y: .nan))
        } throws: { error in
            guard case let .invalidEditing(.invalidPosition(point))? = error as? ListError else { return false }
            return point.y.isNaN
        }
        try list.updateInteractiveMovementTargetPosition(Self.centre(list, row: 7))
        let shownFloating = list.interactiveMovement!.floatingFrame
        let transition = list.cancelInteractiveMovement()
        #expect(list.interactiveMovement == nil && !source.events.contains { $0.hasPrefix("move") })
        #expect(transition.rows.first { $0.indexPathBefore == Self.path(1) }?.frameBefore == shownFloating)
        #expect(transition.rows.allSatisfy { $0.frameAfter == list.rectForRow(at: $0.indexPathAfter!) })
        Self.expectMatchesModel(list, source)

        // A batch, a reload or leaving editing mode cancels a move under way.
        try list.beginInteractiveMovement(forRowAt: Self.path(2))
        try list.updateInteractiveMovementTargetPosition(Self.centre(list, row: 6))
        source.sections[0].insert(77, at: 0)
        try list.insertRows(at: [Self.path(0)])
        #expect(list.interactiveMovement == nil)
        Self.expectMatchesModel(list, source)
        try list.beginInteractiveMovement(forRowAt: Self.path(2))
        list.setEditing(false)
        #expect(list.interactiveMovement == nil)
        try list.beginInteractiveMovement(forRowAt: Self.path(2))
        try list.reloadData()
        #expect(list.interactiveMovement == nil)
        list.layout()
        Self.expectMatchesModel(list, source)
    }

    @Test func callbacksCannotChangeTheListWhileAMoveAsksThem() throws {
        let source = EditingDataSource(sections: [Array(0..<30)])
        let list = try makeEditingList(source)
        source.redirect = { [unowned list] _, proposed in
            list.cancelInteractiveMovement()
            return proposed
        }
        try list.beginInteractiveMovement(forRowAt: Self.path(1))
        try list.updateInteractiveMovementTargetPosition(Self.centre(list, row: 5))
        #expect(list.interactiveMovement?.destination == Self.path(5), "the cancel from inside the callback was refused")
        #expect(list.lastDiagnostic == .reentrantCall("cancelInteractiveMovement()", during: "updateInteractiveMovementTargetPosition(_:)"))
        source.leadingActions = { [unowned list] _ in
            list.setEditing(true)
            return nil
        }
        list.cancelInteractiveMovement()
        list.beginSwipe(at: Self.centre(list, row: 2))
        list.updateSwipe(translation: 40)
        #expect(!list.isEditing && list.lastDiagnostic == .reentrantCall("setEditing(_:)", during: "updateSwipe(translation:)"))
        list._checkInvariants()
    }

    @Test func aDataSourceWithoutMoveRowAtIsToldAndTheListStays() throws {
        final class CanMoveOnly: ListDataSource {
            func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 20 }
            func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
                try listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            }
            func listView(_ listView: ListView, canMoveRowAt indexPath: ListIndexPath) -> Bool { true }
        }
        let source = CanMoveOnly()
        let list = try EditingCommitTests.itemList(source, height: 440)
        try list.beginInteractiveMovement(forRowAt: Self.path(1))
        try list.updateInteractiveMovementTargetPosition(Self.centre(list, row: 4))
        #expect(throws: ListError.invalidEditing(.notImplemented("listView(_:moveRowAt:to:)"))) { try list.endInteractiveMovement() }
        #expect(list.interactiveMovement == nil)
        list._checkInvariants()
    }

    @Test func nearAnEdgeTheListScrollsByItselfFasterNearerTheEdge() throws {
        let source = EditingDataSource(sections: [Array(0..<300)])
        let list = try makeEditingList(source)
        try list.setFrameInterval(1.0 / 60)
        try list.beginInteractiveMovement(forRowAt: Self.path(3))
        try list.updateInteractiveMovementTargetPosition(Point(x: 160, y: 400))
        list.layout()
        let slow = list.contentOffset.y
        #expect(slow > 0 && list.interactiveMovement!.autoScrollVelocity == slow * 60)
        try list.updateInteractiveMovementTargetPosition(Point(x: 160, y: 439))
        list.layout()
        let fast = list.contentOffset.y - slow
        #expect(fast > slow && fast <= list.maximumAutoScrollSpeed / 60 + 1e-9)
        var previous = list.contentOffset.y
        for pass in 0..<200 {
            list.layout()
            #expect(list.contentOffset.y >= previous, "pass \(pass)")
            previous = list.contentOffset.y
            let state = list.interactiveMovement!
            let under = Int((state.position.y + list.contentOffset.y) / 44)
            #expect(state.destination == Self.path(under), "pass \(pass): the target follows the row under the point")
            #expect(list.cellForRow(at: Self.path(under))?.frame.minY == Double(under - 1) * 44, "pass \(pass): the gap is open")
            list._checkInvariants()
        }
        #expect(list.cellForRow(at: Self.path(3)) == nil, "the moving row's cell went back to its pool far away")
        try list.updateInteractiveMovementTargetPosition(Point(x: 160, y: 200))
        let resting = list.contentOffset.y
        list.layout()
        #expect(list.contentOffset.y == resting && list.interactiveMovement!.autoScrollVelocity == 0, "away from the edges it stops")
        let destination = list.interactiveMovement!.destination
        let shown = Shown(list, except: 3)
        let gap = list.interactiveMovement!.gapFrame
        try list.endInteractiveMovement()
        #expect(source.sections[0][destination.row] == 3)
        Self.expectShownWasTheResult(shown, gap: gap, moved: 3, offset: Point(x: 0, y: resting), list, source, "far")
        // Back up to the top: it stops at the limit.
        try list.beginInteractiveMovement(forRowAt: destination)
        try list.updateInteractiveMovementTargetPosition(Point(x: 160, y: -20))
        for _ in 0..<2_000 { list.layout() }
        #expect(list.contentOffset.y == 0 && list.interactiveMovement!.destination == Self.path(0))
        try list.endInteractiveMovement()
        #expect(source.sections[0][0] == 3)
        Self.expectMatchesModel(list, source)
    }

    @Test func theEdgeZoneAndSpeedAreTheRenderersToSet() throws {
        let source = EditingDataSource(sections: [Array(0..<300)])
        let list = try makeEditingList(source)
        try list.setFrameInterval(1.0 / 60)
        try list.setAutoScroll(edgeZone: 10, maximumSpeed: 600)
        try list.beginInteractiveMovement(forRowAt: Self.path(3))
        try list.updateInteractiveMovementTargetPosition(Point(x: 160, y: 400))   // 44 pt from the bottom edge
        list.layout()
        #expect(list.contentOffset.y == 0, "outside a 10-pt zone nothing scrolls")
        try list.updateInteractiveMovementTargetPosition(Point(x: 160, y: 444))   // at the edge
        list.layout()
        #expect(list.contentOffset.y == 10, "600 pt/s at the edge: 10 pt a 60-Hz frame")
        try list.setAutoScroll(edgeZone: 0, maximumSpeed: 600)
        list.layout()
        #expect(list.contentOffset.y == 10, "a zone of 0 turns it off")
        for (zone, speed) in [(-1.0, 1.0), (1, .nan), (.infinity, 1), (1, -5)] {
            #expect(throws: ListError.self) { try list.setAutoScroll(edgeZone: zone, maximumSpeed: speed) }
        }
        #expect(list.autoScrollEdgeZone == 0 && list.maximumAutoScrollSpeed == 600, "a refused setting changes nothing")
        list.cancelInteractiveMovement()
    }

    @Test func aGroupIsNeverEmptiedByAMove() throws {
        let source = EditingDataSource(sections: [[0], Array(100..<110)])
        source.headerHeight = { _ in 30 }
        let list = try makeEditingList(source, style: .grouped)
        try list.beginInteractiveMovement(forRowAt: Self.path(0, 0))
        try list.updateInteractiveMovementTargetPosition(Point(x: 160, y: 300))
        #expect(list.interactiveMovement?.destination == Self.path(0, 0))
        try list.endInteractiveMovement()
        Self.expectMatchesModel(list, source)
    }

    @Test func aFlowFarFromItsTopKeepsWhatIsOnScreenStillWhenAMoveBegins() throws {
        let source = EditingDataSource(sections: (0..<6).map { s in Array((s * 1_000)..<(s * 1_000 + 400)) })
        source.height = { 60 + Double($0 % 3) * 10 }
        source.headerHeight = { _ in 24 }
        let list = try makeEditingList(source, layout: .flow(FlowLayout()), rowHeight: .perRow, viewport: Size(width: 390, height: 800))
        try list.scrollToRow(at: Self.path(200, 4), position: .top)  // the sections above are estimated
        list.layout()
        let first = list.indexPathsForVisibleRows.first!
        let screen = { (path: ListIndexPath) in list.cellForRow(at: path)!.frame.minY - list.contentOffset.y }
        let before = screen(first)
        let from = list.indexPathsForVisibleRows[12]
        try list.beginInteractiveMovement(forRowAt: from)
        let target = list.rectForRow(at: list.indexPathsForVisibleRows[20])!
        try list.updateInteractiveMovementTargetPosition(Point(x: target.minX + 5, y: target.minY + 5 - list.contentOffset.y))
        list.layout()
        #expect(screen(first) == before, "an item before the moving one stays where it is on screen")
        let state = try #require(list.interactiveMovement)
        let gapOnScreen = state.gapFrame.minY - list.contentOffset.y
        try list.endInteractiveMovement()
        #expect(list.rectForRow(at: state.destination)!.minY - list.contentOffset.y == gapOnScreen)
        #expect(screen(first) == before)
        Self.expectMatchesModel(list, source)
    }

    /// A flow scrolled to its end through a long section, a one-item section first on screen:
    /// the move's geometry is laid out afresh, and laying out the long section above (estimated
    /// far taller) moved the short one out of the band laid out, so its item was shown at the
    /// estimated size and the move landed everything 55 pt off. The band is laid out again until
    /// the first section on screen holds its place.
    @Test func aFlowMoveShowsItemsAtTheirSizesWhenTheSectionsAboveAreLaidOutAnew() throws {
        let source = EditingDataSource(sections: [Array(0..<38), Array(38..<67), [67], Array(68..<89)])
        source.height = EditingRandomizedTests.height(ofItem:)
        source.headerHeight = EditingRandomizedTests.header(ofSection:)
        let list = try makeEditingList(source, layout: .flow(FlowLayout()), viewport: Size(width: 390, height: 500))
        while list.contentOffset.y < list.contentOffsetLimits.upperBound {
            try list.setContentOffset(Point(x: 0, y: Swift.min(list.contentOffset.y + 250, list.contentOffsetLimits.upperBound)))
            list.layout()
        }
        let from = Self.path(13, 3)
        let to = list.rectForRow(at: Self.path(20, 3))!
        #expect(try list.beginInteractiveMovement(forRowAt: from))
        try list.updateInteractiveMovementTargetPosition(Point(x: to.midX, y: to.midY - list.contentOffset.y))
        let state = try #require(list.interactiveMovement)  // no layout pass since: the update laid out what it shows
        #expect(state.destination == Self.path(20, 3))
        let moving = source.item(at: from)
        for cell in list.visibleCells {
            guard let path = cell.indexPath, path != from, let size = source.listView(list, sizeForItemAt: path) else { continue }
            #expect(cell.frame.size == size, "item \(source.item(at: path)) is shown \(cell.frame.size), not its size \(size)")
        }
        let shown = Shown(list, except: moving)
        let offset = list.contentOffset
        try list.endInteractiveMovement()
        Self.expectShownWasTheResult(shown, gap: state.gapFrame, moved: moving, offset: offset, list, source, "flow")
        Self.expectMatchesModel(list, source)
    }

    static let layouts: [ListLayout] = [
        .grid(GridLayout(columns: .fixed(3))),
        .flow(FlowLayout()),
    ]

    @Test(arguments: layouts)
    func collectionItemsMoveToTheItemUnderThePoint(layout: ListLayout) throws {
        let source = EditingDataSource(sections: [Array(0..<14), [], Array(100..<160)])
        source.height = { 60 + Double($0 % 3) * 10 }
        source.headerHeight = { _ in 24 }
        for (from, to) in [(Self.path(1, 0), Self.path(7, 0)), (Self.path(9, 0), Self.path(2, 0)), (Self.path(3, 0), Self.path(5, 2)),
                           (Self.path(8, 2), Self.path(0, 0)), (Self.path(2, 0), Self.path(0, 1))] {
            let model = source.sections
            let list = try makeEditingList(source, layout: layout, rowHeight: .perRow, viewport: Size(width: 390, height: 900))
            let item = source.item(at: from)
            #expect(try list.beginInteractiveMovementForItem(at: from))
            // Over the target item's centre — or, for the empty section, its header.
            let target = to.section == 1 ? list.rectForHeader(inSection: 1)! : list.rectForItem(at: to)!
            let point = Point(x: target.minX + target.width / 2, y: target.minY + target.height / 2)
            #expect(try list.updateInteractiveMovementTargetPosition(point) == to, "\(layout): \(from) over \(to)")
            list.layout()
            let state = try #require(list.interactiveMovement)
            #expect(state.floatingFrame.minX + state.floatingFrame.width / 2 == point.x, "the item floats centred on the point")
            let shown = Shown(list, except: item)
            try list.endInteractiveMovement()
            #expect(source.events.last == "move \(from) → \(to)")
            Self.expectShownWasTheResult(shown, gap: state.gapFrame, moved: item, offset: .zero, list, source, "\(layout): \(from) → \(to)")
            Self.expectMatchesModel(list, source, "\(layout)")
            source.sections = model
        }
    }
}

extension ListLayout: CustomTestStringConvertible {
    public var testDescription: String {
        switch self {
        case .table: "table"
        case .grid: "grid"
        case .flow: "flow"
        case .masonry: "masonry"
        case .sheet: "sheet"
        case .custom: "custom"
        }
    }
}
