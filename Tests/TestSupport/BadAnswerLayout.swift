import ListEngine

/// A custom layout for the tests whose answers can be replaced by wrong ones: items stacked in
/// one column, `itemHeight` tall and as wide as the list, with headers of no height — every
/// answer right unless the `answered…` property named after it holds another.
package struct BadAnswerLayout: CustomCollectionLayout {
    /// How tall each item is.
    package var itemHeight: Double
    /// What ``items(intersecting:_:)`` answers instead, for every band.
    package var answeredItems: Range<Int>?
    /// What ``sections(intersecting:_:)`` answers instead, for every band.
    package var answeredSections: Range<Int>?
    /// What ``item(at:)`` answers instead (`.some(nil)`: no item), for every point.
    package var answeredItem: Int??
    /// What ``contentHeight`` answers instead.
    package var answeredContentHeight: Double?
    /// What ``frame(ofItem:)`` answers instead, for every item.
    package var answeredItemFrame: Rect?
    /// What ``headerFrame(ofSection:)`` answers instead, for every section.
    package var answeredHeaderFrame: Rect?
    /// What ``sectionFrame(ofSection:)`` answers instead, for every section.
    package var answeredSectionFrame: Rect?
    /// The items ``forEachItem(in:_:)`` names instead, in order, each with its frame.
    package var answeredWalk: [Int]?
    /// The sections and width the list prepared this copy for (state, but the tests compare
    /// only configurations they build themselves).
    private var prepared = CollectionSections(itemCounts: [], headerHeights: [])
    private var width = 0.0

    /// A stack of items `itemHeight` tall, every answer right.
    package init(itemHeight: Double = 20) {
        self.itemHeight = itemHeight
    }

    package mutating func prepare(sections: CollectionSections, width: Double, itemSize: (Int) -> Size?) {
        prepared = sections
        self.width = width
    }

    package var contentHeight: Double {
        answeredContentHeight ?? Double(prepared.itemCount) * itemHeight
    }

    package func items(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        if let answeredItems { return answeredItems }
        let count = prepared.itemCount
        let first = Swift.min(count, Swift.max(0, Int((y0 / itemHeight).rounded(.down))))
        let end = Swift.min(count, Swift.max(first, Int((y1 / itemHeight).rounded(.up))))
        return first..<end
    }

    package func frame(ofItem item: Int) -> Rect {
        answeredItemFrame ?? Rect(x: 0, y: Double(item) * itemHeight, width: width, height: itemHeight)
    }

    package func forEachItem(in items: Range<Int>, _ body: (Int, Rect) -> Void) {
        guard let answeredWalk else {
            for item in items { body(item, frame(ofItem: item)) }
            return
        }
        for item in answeredWalk { body(item, frame(ofItem: item)) }
    }

    package func headerFrame(ofSection section: Int) -> Rect {
        answeredHeaderFrame ?? Rect(x: 0, y: Double(prepared.firstItem(inSection: section)) * itemHeight, width: width, height: 0)
    }

    package func sectionFrame(ofSection section: Int) -> Rect {
        answeredSectionFrame ?? Rect(x: 0, y: Double(prepared.firstItem(inSection: section)) * itemHeight, width: width,
                             height: Double(prepared.itemCount(inSection: section)) * itemHeight)
    }

    package func sections(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        if let answeredSections { return answeredSections }
        let items = items(intersecting: y0, y1)
        guard !items.isEmpty else { return 0..<0 }
        return prepared.section(containingItem: items.lowerBound)..<(prepared.section(containingItem: items.upperBound - 1) + 1)
    }

    package func item(at point: Point) -> Int? {
        if let answeredItem { return answeredItem }
        let items = items(intersecting: point.y, point.y.nextUp)
        return items.first { frame(ofItem: $0).contains(point) }
    }
}
