import Testing
@testable import ListEngine
import TestSupport

/// A data source and delegate written in UICollectionView's names drive a grid: item counts and
/// cells, display, highlight and selection callbacks in UIKit's order, `shouldSelectItemAt`'s veto.
@Suite struct CollectionProtocolTests {
    final class Photos: ListCollectionDataSource, ListCollectionDelegate {
        var events: [String] = []
        var refused: Set<Int> = []
        func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { 300 }
        func listView(_ listView: ListView, cellForItemAt indexPath: ListIndexPath) throws -> ListCell {
            try listView.dequeueReusableCell(withIdentifier: "photo", for: indexPath)
        }
        func listView(_ listView: ListView, willDisplay cell: ListCell, forItemAt indexPath: ListIndexPath) { events.append("willDisplay \(indexPath.row)") }
        func listView(_ listView: ListView, shouldHighlightItemAt indexPath: ListIndexPath) -> Bool {
            events.append("shouldHighlight \(indexPath.row)")
            return true
        }
        func listView(_ listView: ListView, didHighlightItemAt indexPath: ListIndexPath) { events.append("didHighlight \(indexPath.row)") }
        func listView(_ listView: ListView, didUnhighlightItemAt indexPath: ListIndexPath) { events.append("didUnhighlight \(indexPath.row)") }
        func listView(_ listView: ListView, shouldSelectItemAt indexPath: ListIndexPath) -> Bool {
            events.append("shouldSelect \(indexPath.row)")
            return !refused.contains(indexPath.row)
        }
        func listView(_ listView: ListView, didSelectItemAt indexPath: ListIndexPath) { events.append("didSelect \(indexPath.row)") }
    }

    @Test func itemNamesDriveAGrid() throws {
        let photos = Photos()
        let list = ListView(layout: .grid(GridLayout(columns: .fixed(3), itemSpacing: 0, lineSpacing: 0, sectionInset: EdgeInsets())),
                            rowHeight: .fixed(100))
        list.register(ListCell.self, forCellReuseIdentifier: "photo")
        list.dataSource = photos
        list.delegate = photos
        try list.setViewportSize(Size(width: 300, height: 400))
        try list.reloadData()
        list.layout()
        #expect(list.numberOfItems(inSection: 0) == 300)
        #expect(photos.events == (0..<12).map { "willDisplay \($0)" }, "4 lines of 3 items")
        photos.events.removeAll()
        // Item 4: the second line's middle.
        list.touchDown(at: Point(x: 150, y: 150))
        #expect(list.touchUp() == ListIndexPath(row: 4, section: 0))
        #expect(photos.events == ["shouldHighlight 4", "didHighlight 4", "didUnhighlight 4", "shouldSelect 4", "didSelect 4"])
        #expect(list.indexPathsForSelectedItems == [ListIndexPath(row: 4, section: 0)])
        photos.refused = [5]
        photos.events.removeAll()
        list.touchDown(at: Point(x: 250, y: 150))
        #expect(list.touchUp() == nil, "shouldSelectItemAt said no")
        #expect(photos.events == ["shouldHighlight 5", "didHighlight 5", "didUnhighlight 5", "shouldSelect 5"])
        list.deselectItem(at: ListIndexPath(row: 4, section: 0), animated: true)
        #expect(list.indexPathsForSelectedItems.isEmpty && list.flashes.count == 1)
        try list.selectItem(at: ListIndexPath(row: 7, section: 0))
        #expect(list.cellForItem(at: ListIndexPath(row: 7, section: 0))?.isSelected == true)
    }
}
