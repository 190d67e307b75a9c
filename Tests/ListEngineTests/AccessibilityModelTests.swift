import Testing
@testable import ListEngine

/// The accessibility model driven through a fake host, without a list: the reading order it
/// navigates, the scrolls and focus pins navigation asks of the host, and announcements.
@Suite struct AccessibilityModelTests {
    /// A host of three table sections — a header and two rows; nothing; a row and a footer —
    /// in a 320 × 100 viewport, that records what the model asks of it.
    final class FakeHost: AccessibilityHost {
        typealias Callouts = Void
        let activeLayout = ActiveLayout(layout: .table, rowHeight: .fixed(44))
        let window = CellWindow()
        var viewport = Viewport()
        var scrolls: [Double] = []
        var releases = 0
        var announced: [AccessibilityAnnouncement] = []

        init() {
            activeLayout.rowExtent = (0, 320)
            activeLayout.geometry = TableGeometry(rowCounts: [2, 0, 1], headerHeights: [20, 0, 0], footerHeights: [0, 0, 10], uniformRowHeight: 44)
            viewport.size = Size(width: 320, height: 100)
        }

        var contentOffsetLimits: ClosedRange<Double> { 0...Swift.max(0, activeLayout.contentHeight - viewport.size.height) }
        var visibleSections: Range<Int> { activeLayout.sections(intersecting: viewport.offset.y, viewport.offset.y + viewport.size.height) }
        func visibleRowRange() -> Range<Int> { activeLayout.items(intersecting: viewport.offset.y, viewport.offset.y + viewport.size.height) }
        var pinsHeaders: Bool { false }
        func rectForHeader(inSection section: Int) -> Rect? { activeLayout.headerFrame(ofSection: section) }
        func headerFrame(inSection section: Int) -> Rect? { rectForHeader(inSection: section) }
        func rectForFooter(inSection section: Int) -> Rect? {
            let geometry = activeLayout.geometry
            return Rect(x: 0, y: geometry.footerTop(ofSection: section), width: 320, height: geometry.footerHeights[section])
        }
        func supplementaryView(forElementKind kind: String, inSection section: Int) -> ListReusableView? { nil }
        func headerTitle(inSection section: Int) -> String? { "Section \(section)" }
        func footerTitle(inSection section: Int) -> String? { nil }
        func accessibilityLabel(for id: AccessibilityElement.ID, callees: Void) -> String? { nil }
        func isLoaded(_ indexPath: ListIndexPath) -> Bool { true }
        func isSelected(_ indexPath: ListIndexPath) -> Bool { false }
        var touchesSelectNow: Bool { true }
        var keyboardFocus: FocusTarget? { nil }
        func canEditRow(at indexPath: ListIndexPath, callees: Void) -> Bool { false }
        func swipeActions(_ edge: SwipeEdge, at indexPath: ListIndexPath, callees: Void) -> [ListContextualAction] { [] }
        func canMoveRow(at indexPath: ListIndexPath, callees: Void) -> Bool { false }
        func isValidDestination(_ destination: ListIndexPath, forMoveFrom source: ListIndexPath) -> Bool { true }
        func openSwipeActions(forRowAt indexPath: ListIndexPath, edge: SwipeEdge) throws(ListError) {}
        func performSwipeAction(at index: Int) throws(ListError) -> SwipeActionResult { .pending }
        func closeSwipeActions() {}
        var isMovingRow: Bool { false }
        func targetIndexPath(forMoveFrom source: ListIndexPath, toProposed proposal: ListIndexPath, callees: Void) -> ListIndexPath? { nil }
        func commitMove(from source: ListIndexPath, to destination: ListIndexPath, callees: Void) throws(ListError) -> SwipeActionResult {
            .completed(performed: true, transition: nil)
        }
        func restingOffset(showing indexPath: ListIndexPath, at position: ScrollPosition, margin: Double, callees: Void) -> Double {
            activeLayout.frame(ofItem: activeLayout.geometry.globalRow(of: indexPath)).minY
        }
        func scrollWithoutAnimation(to y: Double) {
            scrolls.append(y)
            viewport.offset.y = y
        }
        func releaseUnfocusedPins() { releases += 1 }
        func announce(_ announcement: AccessibilityAnnouncement) { announced.append(announcement) }
    }

    @Test func navigationWalksTheReadingOrderAndFocusesEachElement() {
        let host = FakeHost()
        let model = AccessibilityModel()
        let order: [AccessibilityElement.ID] = [.header(section: 0), .row(ListIndexPath(row: 0, section: 0)),
                                                .row(ListIndexPath(row: 1, section: 0)), .row(ListIndexPath(row: 0, section: 2)),
                                                .footer(section: 2)]
        var forward = [AccessibilityElement.ID]()
        var id = model.navigate(.next, from: nil, in: host, callees: ())
        while let current = id {
            forward.append(current)
            #expect(model.focused == current)
            id = model.navigate(.next, from: current, in: host, callees: ())
        }
        #expect(forward == order)
        #expect(host.releases == order.count && host.scrolls.count == order.count)
        #expect(model.navigate(.last, from: nil, in: host, callees: ()) == .footer(section: 2))
        #expect(model.navigate(.previous, from: .row(ListIndexPath(row: 0, section: 2)), in: host, callees: ()) == .row(ListIndexPath(row: 1, section: 0)))
        #expect(model.navigate(.next, from: .row(ListIndexPath(row: 5, section: 0)), in: host, callees: ()) == nil)
        #expect(model.element(.header(section: 0), in: host, callees: ())?.label == "Section 0")
        #expect(model.element(.header(section: 1), in: host, callees: ()) == nil)
    }

    @Test func announcementsAddUpAndAreToldOnce() {
        let host = FakeHost()
        let model = AccessibilityModel()
        model.noteRowsArrivedAtEnd(2, shown: true)
        #expect(model.notice == nil)
        model.hearsAnnouncements = true
        model.noteRowsArrivedAtEnd(2, shown: true)
        model.noteRowsArrivedAtEnd(3, shown: true)
        model.deliverNotice(to: host)
        model.deliverNotice(to: host)
        #expect(host.announced == [.rowsArrived(count: 5, shown: true)])
        #expect(model.notice == nil)
    }
}
