import ListEngine

/// The naive model of a grid's geometry that the engine's is checked against: every item's
/// height in plain arrays, every frame laid out again from the top, by summation, after each
/// change, and every query a scan of all the frames.
package struct ReferenceGrid {
    /// Every section's header height.
    package let headers: [Double]
    /// Every item's height, section by section.
    package private(set) var heights: [[Double]]
    /// Whether each item is measured, section by section.
    package private(set) var measured: [[Bool]]
    /// The grid's configuration.
    package let layout: GridLayout
    /// The content width (a negative or non-finite one counts as 0).
    package private(set) var width: Double

    /// Every item's frame, in global order.
    package private(set) var itemFrames: [Rect] = []
    /// Every section's header frame.
    package private(set) var headerFrames: [Rect] = []
    /// Every section's frame, from its header's top to its bottom inset's bottom.
    package private(set) var sectionFrames: [Rect] = []
    /// The height of the whole content.
    package private(set) var contentHeight = 0.0

    /// A grid of these sections' header and item heights, every item `measured` or not.
    package init(headers: [Double], heights: [[Double]], layout: GridLayout, width: Double, measured: Bool) {
        self.init(headers: headers, heights: heights, measured: heights.map { $0.map { _ in measured } }, layout: layout, width: width)
    }

    /// A grid of these sections' header and item heights, and whether each item is measured.
    package init(headers: [Double], heights: [[Double]], measured: [[Bool]], layout: GridLayout, width: Double) {
        self.headers = headers
        self.heights = heights
        self.measured = measured
        self.layout = layout
        self.width = width.isFinite && width > 0 ? width : 0
        layOut()
    }

    /// The number of items in all sections.
    package var itemCount: Int { itemFrames.count }
    /// How many columns a line has at ``width``.
    package var columns: Int { layout.columnCount(forWidth: width) }

    /// Section and place within it of global item `g`.
    package func place(ofItem g: Int) -> (section: Int, item: Int) {
        var rest = g
        for s in heights.indices {
            if rest < heights[s].count { return (s, rest) }
            rest -= heights[s].count
        }
        fatalError("item \(g) out of range")
    }

    /// Whether global item `g` is measured.
    package func isMeasured(item g: Int) -> Bool {
        let (s, k) = place(ofItem: g)
        return measured[s][k]
    }

    /// Gives global item `g` a height and a measured flag, and lays everything out again.
    package mutating func setHeight(_ height: Double, ofItem g: Int, measured isMeasured: Bool) {
        let (s, k) = place(ofItem: g)
        heights[s][k] = height
        measured[s][k] = isMeasured
        layOut()
    }

    /// Gives the grid a new width, and lays everything out again.
    package mutating func setWidth(_ width: Double) {
        self.width = width.isFinite && width > 0 ? width : 0
        layOut()
    }

    /// Every frame, from the top: header, top inset, lines one below the other (each as tall as
    /// its tallest item, spacing between them), bottom inset.
    private mutating func layOut() {
        let columns = layout.columnCount(forWidth: width)
        let itemWidth = layout.itemWidth(forWidth: width)
        itemFrames = []
        headerFrames = []
        sectionFrames = []
        var y = 0.0
        for s in heights.indices {
            let sectionTop = y
            headerFrames.append(Rect(x: 0, y: y, width: width, height: headers[s]))
            y += headers[s]
            y += layout.sectionInset.top
            var lineFirst = 0
            while lineFirst < heights[s].count {
                let line = lineFirst..<min(lineFirst + columns, heights[s].count)
                for k in line {
                    let x = layout.sectionInset.left + Double(k - lineFirst) * (itemWidth + layout.itemSpacing)
                    itemFrames.append(Rect(x: x, y: y, width: itemWidth, height: heights[s][k]))
                }
                y += line.map { heights[s][$0] }.max()!
                if line.upperBound < heights[s].count { y += layout.lineSpacing }
                lineFirst = line.upperBound
            }
            y += layout.sectionInset.bottom
            sectionFrames.append(Rect(x: 0, y: sectionTop, width: width, height: y - sectionTop))
        }
        contentHeight = y
    }

    /// Items whose frames intersect `y0 ..< y1` (top < y1 and bottom > y0), from the first to the
    /// last; where none do (an empty band intersects none), an empty range at the first item
    /// whose frame ends below `y0`.
    package func items(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        let hits = y1 > y0 ? itemFrames.indices.filter { itemFrames[$0].minY < y1 && itemFrames[$0].maxY > y0 } : []
        guard let first = hits.first, let last = hits.last else {
            let at = itemFrames.firstIndex { $0.maxY > y0 } ?? itemFrames.count
            return at..<at
        }
        return first..<(last + 1)
    }

    /// Sections whose frames intersect `y0 ..< y1`; `0..<0` where none do.
    package func sections(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        let hits = y1 > y0 ? sectionFrames.indices.filter { sectionFrames[$0].minY < y1 && sectionFrames[$0].maxY > y0 } : []
        guard let first = hits.first, let last = hits.last else { return 0..<0 }
        return first..<(last + 1)
    }

    /// The first item whose frame contains `point`.
    package func item(at point: Point) -> Int? {
        itemFrames.firstIndex { $0.contains(point) }
    }
}
