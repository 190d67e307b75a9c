import Testing
@testable import ListEngine

/// ``SupplementaryViews`` driven through a fake ``SupplementaryHost``, without a list: a pass
/// places and frames the views of the sections on screen, keeps a focused header aside when its
/// section leaves, and places it again when the section comes back.
@Suite struct SupplementaryViewsTests {
    /// Sections 100 points tall, each with a 20-point header; the data source makes a header view
    /// for each section it is asked for.
    final class FakeHost: SupplementaryHost {
        var sectionsOnScreen = 0..<2
        var keyboardFocus: FocusTarget?
        var readerFocus: AccessibilityElement.ID?
        var asked: [Int] = []

        func globalRow(for indexPath: ListIndexPath) -> Int? { indexPath.section * 10 + indexPath.row }
        func dataSourceView(ofKind kind: String, at indexPath: ListIndexPath, callees: Void) throws -> ListReusableView? {
            asked.append(indexPath.section)
            return ListReusableView(reuseIdentifier: kind)
        }
        func diagnose(_ diagnostic: ListError) { Issue.record("\(diagnostic)") }
        func headerFrame(inSection section: Int) -> Rect? { Rect(x: 0, y: Double(section) * 100, width: 320, height: 20) }
        func rectForFooter(inSection section: Int) -> Rect? { nil }
        func rect(forSection section: Int) -> Rect? { Rect(x: 0, y: Double(section) * 100, width: 320, height: 100) }
        func moveShift(ofSection section: Int) -> (header: Double, bottom: Double) { (0, 0) }
    }

    @Test func placesFramesAndKeepsAFocusedHeaderAside() throws {
        let host = FakeHost()
        let views = SupplementaryViews()
        let header = views.index(of: ListView.elementKindSectionHeader, isDecoration: false)
        views.place(callees: (), in: host)
        #expect(host.asked == [0, 1] && views.view(kind: header, section: 1)?.frame == host.headerFrame(inSection: 1))

        let focused = try #require(views.view(kind: header, section: 0))
        host.keyboardFocus = .header(section: 0)
        host.sectionsOnScreen = 1..<3
        views.place(callees: (), in: host)
        #expect(host.asked == [0, 1, 2] && views.pinnedHeaders.count == 1 && views.pinnedHeaders.first?.view === focused)

        host.sectionsOnScreen = 0..<2
        views.place(callees: (), in: host)
        #expect(host.asked == [0, 1, 2] && views.view(kind: header, section: 0) === focused && views.pinnedHeaders.isEmpty)
        views._checkInvariants()
    }

    @Test func pinsNameTheFocusedRowsAndHeaders() {
        let host = FakeHost()
        host.keyboardFocus = .row(ListIndexPath(row: 3, section: 1))
        host.readerFocus = .header(section: 2)
        let rows = FocusPins.rows(focusedIn: host), headers = FocusPins.headers(focusedIn: host)
        #expect(rows.contains(13) && !rows.contains(2) && headers.contains(2) && !headers.contains(1))
    }
}
