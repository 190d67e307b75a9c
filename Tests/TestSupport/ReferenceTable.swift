import ListEngine

/// The naive O(n) model of a table's geometry that the engine is checked against: every query
/// walks the sections from the top.
package struct ReferenceTable {
    package var headers: [Double]
    package var footers: [Double]
    package var rows: [[Double]]

    /// A table of these sections' header, footer and row heights.
    package init(headers: [Double], footers: [Double], rows: [[Double]]) {
        self.headers = headers
        self.footers = footers
        self.rows = rows
    }

    package var totalRows: Int { rows.reduce(0) { $0 + $1.count } }

    package var contentHeight: Double {
        var y = 0.0
        for s in rows.indices { y += headers[s] + rows[s].reduce(0, +) + footers[s] }
        return y
    }

    package func indexPath(ofRow g: Int) -> ListIndexPath {
        var rest = g
        for s in rows.indices {
            if rest < rows[s].count { return ListIndexPath(row: rest, section: s) }
            rest -= rows[s].count
        }
        fatalError("row \(g) out of range")
    }

    /// The top and height of every row, in global order.
    package func rowFrames() -> [(top: Double, height: Double)] {
        var frames = [(top: Double, height: Double)]()
        var y = 0.0
        for s in rows.indices {
            y += headers[s]
            for h in rows[s] {
                frames.append((y, h))
                y += h
            }
            y += footers[s]
        }
        return frames
    }

    package func sectionTop(_ s: Int) -> Double {
        var y = 0.0
        for t in 0..<s { y += headers[t] + rows[t].reduce(0, +) + footers[t] }
        return y
    }

    /// Rows whose frames intersect `y0 ..< y1`: top < y1 and bottom > y0.
    package func visibleRows(_ y0: Double, _ y1: Double) -> Range<Int> {
        let frames = rowFrames()
        let hits = frames.indices.filter { frames[$0].top < y1 && frames[$0].top + frames[$0].height > y0 }
        guard let first = hits.first, let last = hits.last else {
            let at = frames.firstIndex { $0.top + $0.height > y0 } ?? frames.count
            return at..<at
        }
        return first..<(last + 1)
    }

    /// The row containing `y`, if `y` falls on a row of positive height.
    package func row(at y: Double) -> ListIndexPath? {
        let frames = rowFrames()
        guard let g = frames.indices.first(where: { frames[$0].top <= y && y < frames[$0].top + frames[$0].height }) else { return nil }
        return indexPath(ofRow: g)
    }
}
