import ListEngine

/// The naive, non-lazy model of a flow layout's geometry that the engine's is checked against:
/// every item laid out from the top, by summation, with the rules spelled out one by one.
package struct ReferenceFlow {
    package var headers: [Double]
    /// Each section's item sizes.
    package var sizes: [[Size]]
    package var layout: FlowLayout
    package var width: Double

    /// A flow of these sections' header heights and item sizes, `width` wide.
    package init(headers: [Double], sizes: [[Size]], layout: FlowLayout, width: Double) {
        self.headers = headers
        self.sizes = sizes
        self.layout = layout
        self.width = width
    }

    /// Everything laid out.
    package struct Placement {
        /// Each item's frame, in global order.
        package var frames: [Rect] = []
        /// Each item's line, counted from 0 in its section.
        package var lines: [Int] = []
        /// Each section's top, and the content height after the last.
        package var sectionTops: [Double] = []
        /// Each section's first line's top (below its header and inset).
        package var linesTops: [Double] = []

        package var contentHeight: Double { sectionTops[sectionTops.count - 1] }
    }

    /// Negative and non-finite lengths count as 0.
    package static func length(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }

    package var itemCount: Int { sizes.reduce(0) { $0 + $1.count } }

    /// Lays out every item from the top.
    package func placement() -> Placement {
        let inset = layout.sectionInset
        let left = Self.length(inset.left)
        let room = max(0, Self.length(width) - left - Self.length(inset.right))
        let itemSpacing = Self.length(layout.itemSpacing)
        let lineSpacing = Self.length(layout.lineSpacing)
        var result = Placement()
        var y = 0.0
        for s in sizes.indices {
            result.sectionTops.append(y)
            y += Self.length(headers[s])
            y += Self.length(inset.top)
            result.linesTops.append(y)
            var line = -1
            var lineTop = y
            var lineWidth = 0.0
            var lineHeight = 0.0
            var x = left
            for size in sizes[s] {
                let w = min(Self.length(size.width), room)
                let h = Self.length(size.height)
                // Joins the line if it fits; the first item of a line always does.
                if line >= 0, lineWidth + itemSpacing + w <= room {
                    lineWidth = lineWidth + itemSpacing + w
                } else {
                    if line >= 0 { lineTop = lineTop + lineHeight + lineSpacing }
                    line += 1
                    lineWidth = w
                    lineHeight = 0
                    x = left
                }
                result.frames.append(Rect(x: x, y: lineTop, width: w, height: h))
                result.lines.append(line)
                x = x + w + itemSpacing
                lineHeight = max(lineHeight, h)
            }
            if line >= 0 { y = lineTop + lineHeight }
            y += Self.length(inset.bottom)
        }
        result.sectionTops.append(y)
        return result
    }

    /// What a flow answers for the items intersecting the band `y0 ..< y1`, given all the
    /// items' `frames` in order: from the first whose frame intersects it (top above `y1`,
    /// bottom below `y0`) to the last; where none does, or the band is empty, an empty range at
    /// the first item whose bottom lies below `y0`.
    package static func items(intersecting y0: Double, _ y1: Double, frames: [Rect]) -> Range<Int> {
        let hits = y1 > y0 ? frames.indices.filter { frames[$0].minY < y1 && frames[$0].maxY > y0 } : []
        guard let first = hits.first, let last = hits.last else {
            let at = frames.firstIndex { $0.maxY > y0 } ?? frames.count
            return at..<at
        }
        return first..<(last + 1)
    }

    /// The sections among `frames` that intersect the band `y0 ..< y1`.
    package static func sections(intersecting y0: Double, _ y1: Double, frames: [Rect]) -> Range<Int> {
        let hits = y1 > y0 ? frames.indices.filter { frames[$0].minY < y1 && frames[$0].maxY > y0 } : []
        guard let first = hits.first, let last = hits.last else { return 0..<0 }
        return first..<(last + 1)
    }

    /// The first of `frames` that contains `point`.
    package static func item(at point: Point, frames: [Rect]) -> Int? {
        frames.firstIndex { $0.contains(point) }
    }
}
