import Testing
@testable import ListEngine
import TestSupport

/// The timed highlights: a momentary selection's brief highlight and the return flash of an
/// animated deselection, counted in layout passes (frames of the display clock), following their
/// rows and never leaking to another row's cell through reuse. And a scroll ends a touch.
@Suite struct FlashTests {
    typealias Recorder = TouchSelectionTests.Recorder

    static func path(_ row: Int) -> ListIndexPath { ListIndexPath(row: row, section: 0) }

    /// Whether every cell's highlight is what the list says: the highlighted or a flashing row's.
    static func expectCellsAgree(_ list: ListView, _ context: String) {
        let flashing = Set(list.flashes.map(\.indexPath))
        for cell in list.visibleCells {
            let path = cell.indexPath!
            #expect(cell.isHighlighted == (path == list.indexPathForHighlightedRow || flashing.contains(path)), "\(context): row \(path.row)")
        }
    }

    @Test func aMomentarySelectionFlashesForItsFramesThenEnds() throws {
        let (list, source, recorder) = try TouchSelectionTests.loadedList()
        defer { withExtendedLifetime(source) {} }
        list.selectsMomentarily = true
        try list.setFrameInterval(1.0 / 60)
        try list.setFlashDuration(0.1)  // 6 frames at 60 Hz
        TouchSelectionTests.tap(list, row: 2)
        #expect(recorder.events == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "willSelect 2", "didSelect 2"])
        #expect(list.indexPathsForSelectedRows.isEmpty, "a navigation list does not stay selected")
        #expect(list.cellForRow(at: Self.path(2))?.isHighlighted == true, "but the row highlights briefly")
        #expect(list.flashes.map(\.kind) == [.selection])
        var progress = [Double]()
        for frame in 1...8 {
            let report = list.layout()
            #expect(report.flashingRows == list.flashes.count)
            progress.append(list.flashes.first?.progress ?? -1)
            #expect(list.cellForRow(at: Self.path(2))?.isHighlighted == (frame <= 6), "frame \(frame)")
            Self.expectCellsAgree(list, "frame \(frame)")
        }
        #expect(progress == [1, 2, 3, 4, 5, 6].map { Double($0) / 6 } + [-1, -1])
    }

    @Test func theReturnFlashOfAnAnimatedDeselection() throws {
        let (list, source, recorder) = try TouchSelectionTests.loadedList()
        defer { withExtendedLifetime(source) {} }
        TouchSelectionTests.tap(list, row: 4)
        recorder.events.removeAll()
        list.deselectRow(at: Self.path(4), animated: true)
        #expect(recorder.events.isEmpty, "as UIKit's deselectRow(at:animated:), no delegate calls")
        #expect(list.indexPathsForSelectedRows.isEmpty)
        #expect(list.flashes.map(\.kind) == [.deselection])
        #expect(list.cellForRow(at: Self.path(4))?.isHighlighted == true && list.cellForRow(at: Self.path(4))?.isSelected == false)
        let frames = list.flashes[0].frames
        #expect(frames == 30, "0.25 s at 120 Hz")
        for _ in 0..<frames { list.layout() }
        #expect(list.flashes.count == 1)
        list.layout()
        #expect(list.flashes.isEmpty && list.cellForRow(at: Self.path(4))?.isHighlighted == false)
        // Not selected: nothing to deselect, no flash; a zero duration: no flash either.
        list.deselectRow(at: Self.path(5), animated: true)
        #expect(list.flashes.isEmpty)
        try list.selectRow(at: Self.path(5))
        try list.setFlashDuration(0)
        list.deselectRow(at: Self.path(5), animated: true)
        #expect(list.flashes.isEmpty && list.indexPathsForSelectedRows.isEmpty)
        for bad in [-1, .nan, .infinity] {
            #expect(throws: ListError.self) { try list.setFlashDuration(bad) }
        }
        #expect(list.flashDuration == 0, "unchanged by a refused value")
    }

    /// A flashing row scrolled away gives its cell back unhighlighted; the cell that takes another
    /// row is not highlighted; the flash follows its row through a batch and ends if it is deleted.
    @Test func flashesNeverLeakThroughReuseAndFollowTheirRows() throws {
        let (list, source, _) = try TouchSelectionTests.loadedList()
        try list.setFlashDuration(1)
        try list.selectRow(at: Self.path(1))
        list.deselectRow(at: Self.path(1), animated: true)
        for step in 0..<40 {
            try list.setContentOffset(Point(x: 0, y: Double(step % 20) * 30))
            list.layout()
            Self.expectCellsAgree(list, "step \(step)")
        }
        #expect(list.flashes.first?.indexPath == Self.path(1))
        source.rows[0].insert(44, at: 0)
        try list.insertRows(at: [Self.path(0)])
        #expect(list.flashes.first?.indexPath == Self.path(2), "the flash follows its row")
        list.layout()
        Self.expectCellsAgree(list, "after the insert")
        source.rows[0].remove(at: 2)
        try list.deleteRows(at: [Self.path(2)])
        #expect(list.flashes.isEmpty, "a deleted row's flash ends")
        list.layout()
        Self.expectCellsAgree(list, "after the delete")
        try list.selectRow(at: Self.path(3))
        list.deselectRow(at: Self.path(3), animated: true)
        try list.reloadData()
        #expect(list.flashes.isEmpty, "a reload clears flashes with the selection")
    }

    @Test func aScrollThatStartsCancelsTheTouch() throws {
        let (list, source, recorder) = try TouchSelectionTests.loadedList()
        defer { withExtendedLifetime(source) {} }
        list.touchDown(at: Point(x: 100, y: 54))
        try list.setContentOffset(Point(x: 0, y: 0))  // not a move
        #expect(list.indexPathForHighlightedRow == Self.path(1))
        try list.setContentOffset(Point(x: 0, y: 3))
        #expect(list.indexPathForHighlightedRow == nil)
        #expect(list.touchUp() == nil, "the touch was a scroll: nothing is selected")
        #expect(recorder.events == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1"])
    }
}
