import Testing
@testable import ListEngine
import TestSupport

/// Keeping content fresh: new rows above counted and offered, pull to refresh, loading and stale states.
@Suite struct FreshContentTests {
    static func makeList(items: Int = 1000) throws -> (ListView, ItemDataSource) {
        let source = ItemDataSource(sections: [(0, Array(1...items))])
        let list = try BatchUpdateTests.makeList(source, mode: .perRow)
        return (list, source)
    }

    @Test func newRowsAboveAreCountedUntilSeen() throws {
        let (list, source) = try Self.makeList()
        try list.scrollToRow(at: ListIndexPath(row: 300, section: 0), position: .top)
        list.layout()
        source.sections[0].items.insert(contentsOf: 5000..<5005, at: 0)
        try list.insertRows(at: (0..<5).map { ListIndexPath(row: $0, section: 0) })
        // A row inserted below the viewport is not "new above".
        source.sections[0].items.insert(6000, at: 900)
        try list.insertRows(at: [ListIndexPath(row: 900, section: 0)])
        #expect(list.newRowsAbove == 5)
        list.layout()
        #expect(list.newRowsAbove == 5)
        // Scrolling up to row 3 (below the pinned header, which covers part of row 2) shows
        // rows 2, 3 and 4: two of the five remain above.
        try list.scrollToRow(at: ListIndexPath(row: 3, section: 0), position: .top)
        list.layout()
        #expect(list.indexPathsForVisibleRows.first?.row == 2)
        #expect(list.newRowsAbove == 2)
        #expect(try list.scrollToNewRows())
        list.layout()
        #expect(list.newRowsAbove == 0)
        #expect(list.indexPathsForVisibleRows.first == ListIndexPath(row: 0, section: 0))
        #expect(try !list.scrollToNewRows())
    }

    @Test func newRowsAboveFollowLaterUpdatesAndReloadsForgetThem() throws {
        let (list, source) = try Self.makeList()
        try list.scrollToRow(at: ListIndexPath(row: 500, section: 0), position: .top)
        list.layout()
        source.sections[0].items.insert(contentsOf: 7000..<7003, at: 100)
        try list.insertRows(at: (100..<103).map { ListIndexPath(row: $0, section: 0) })
        // A later delete above them shifts them; deleting one of them drops it.
        source.sections[0].items.removeSubrange(0..<10)
        try list.deleteRows(at: (0..<10).map { ListIndexPath(row: $0, section: 0) })
        source.sections[0].items.remove(at: 90)
        try list.deleteRows(at: [ListIndexPath(row: 90, section: 0)])
        #expect(list.newRowsAbove == 2)
        try list.scrollToNewRows()
        list.layout()
        #expect((list.cellForRow(at: ListIndexPath(row: 90, section: 0)) as? ItemCell)?.item == 7001)
        try list.reloadData()
        #expect(list.newRowsAbove == 0)
    }

    @Test func pullToRefreshGoesIdlePullingRefreshingIdle() throws {
        var refresh = try RefreshControl(triggerDistance: 80, openHeight: 60)
        #expect(refresh.state == .idle)
        do { let result = refresh.update(pullDistance: 40, isDragging: true); #expect(result == nil) }
        #expect(refresh.state == .pulling(progress: 0.5))
        // Released short of the trigger: springs back.
        do { let result = refresh.update(pullDistance: 40, isDragging: false); #expect(result == nil) }
        #expect(refresh.state == .idle)
        refresh.update(pullDistance: 20, isDragging: true)
        do { let result = refresh.update(pullDistance: 80, isDragging: true); #expect(result == .beganRefreshing) }
        #expect(refresh.isRefreshing && refresh.revealedHeight == 60)
        // Pulling further or releasing changes nothing while it refreshes.
        do { let result = refresh.update(pullDistance: 200, isDragging: true); #expect(result == nil) }
        do { let result = refresh.update(pullDistance: 0, isDragging: false); #expect(result == nil) }
        #expect(refresh.state == .refreshing)
        do { let result = refresh.beginRefreshing(); #expect(!result) }
        do { let result = refresh.endRefreshing(); #expect(result) }
        #expect(refresh.state == .idle && refresh.revealedHeight == 0)
        do { let result = refresh.endRefreshing(); #expect(!result) }
    }

    @Test func aNewRefreshNeedsTheFingerLifted() throws {
        var refresh = try RefreshControl()
        refresh.update(pullDistance: 100, isDragging: true)
        refresh.endRefreshing(isDragging: true)
        do { let result = refresh.update(pullDistance: 120, isDragging: true); #expect(result == nil) }
        #expect(refresh.state == .idle)
        refresh.update(pullDistance: 0, isDragging: false)
        do { let result = refresh.update(pullDistance: 120, isDragging: true); #expect(result == .beganRefreshing) }
        do { let result = refresh.update(pullDistance: .nan, isDragging: true); #expect(result == nil) }
        #expect(throws: ListError.invalidHeight(0, at: nil)) { try RefreshControl(triggerDistance: 0) }
    }

    @Test func listReportsHowFarItIsPulled() throws {
        let (list, _) = try Self.makeList()
        try list.setContentInset(EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        try list.setContentOffset(Point(x: 0, y: -70))
        #expect(list.pullDistance == 50)
        var refresh = try RefreshControl(triggerDistance: 50)
        do { let result = refresh.update(pullDistance: list.pullDistance, isDragging: true); #expect(result == .beganRefreshing) }
    }

    @Test func loadingShowsNoRowsUntilContentArrives() throws {
        let source = ItemDataSource(sections: [(0, [])])
        let list = try BatchUpdateTests.makeList(source, mode: .perRow)
        list.beginLoading(keepingRows: false)
        #expect(list.loadState == .loading(progress: nil))
        source.sections = [(0, Array(1...50))]
        let pass = list.layout()
        #expect(pass.visibleRows.isEmpty && pass.cellsConfigured == 0 && list.visibleCells.isEmpty)
        try list.setLoadingProgress(0.5)
        #expect(list.loadState.progress == 0.5)
        #expect(throws: ListError.invalidProgress(1.5)) { try list.setLoadingProgress(1.5) }
        #expect(throws: ListError.self) { try list.setLoadingProgress(.nan) }
        try list.finishLoading()
        #expect(list.loadState == .loaded)
        #expect(list.layout().visibleRows.count > 0)
        #expect(throws: ListError.notLoading) { try list.setLoadingProgress(0.1) }
    }

    @Test func staleRowsStayOnScreenWhileFreshOnesLoad() throws {
        let (list, source) = try Self.makeList()
        try list.setContentOffset(Point(x: 0, y: 2000))
        list.layout()
        let shown = list.visibleCells.compactMap { ($0 as? ItemCell)?.item }
        list.beginLoading(keepingRows: true)
        try list.setLoadingProgress(0.25)
        #expect(list.loadState == .stale(progress: 0.25))
        #expect(list.layout().visibleRows.count == shown.count)
        #expect(list.visibleCells.compactMap { ($0 as? ItemCell)?.item } == shown)
        try list.setContentOffset(Point(x: 0, y: 2100))
        #expect(!list.layout().visibleRows.isEmpty)
        // The fresh rows arrive as a batch: the reader keeps their place.
        let first = list.visibleCells.first!
        let screenY = first.frame.minY - list.contentOffset.y
        source.sections[0].items.insert(contentsOf: 9000..<9020, at: 0)
        try list.insertRows(at: (0..<20).map { ListIndexPath(row: $0, section: 0) })
        try list.finishLoading(reload: false)
        #expect(list.loadState == .loaded)
        #expect(list.visibleCells.first === first && first.frame.minY - list.contentOffset.y == screenY)
    }
}
