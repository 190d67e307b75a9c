/// The lines of a grid or flow as focus moves see them: runs of items side by side, and the
/// item of a line nearest a frame's centre. (A table's row is a line of its own.)
extension KeyboardFocus {
    /// The items on `g`'s line: the run of items around it in its section whose frames overlap
    /// its frame vertically (a table's row is a line of its own).
    ///
    /// - Complexity: O(l log n) for the l items of the line.
    func line<Host: FocusHost>(of g: Int, in host: Host, callees: Host.Calls) -> Range<Int> {
        let layout = host.activeLayout
        guard layout.kind != .table else { return g..<(g + 1) }
        let frame = laidOutFrame(ofItem: g, in: host, callees: callees)
        let section = layout.geometry.indexPath(ofRow: g).section
        let sectionRows = layout.geometry.rowStart[section]..<(layout.geometry.rowStart[section] + layout.geometry.rowCount(inSection: section))
        func onLine(_ other: Int) -> Bool {
            guard sectionRows.contains(other) else { return false }
            let f = laidOutFrame(ofItem: other, in: host, callees: callees)
            return f.minY < frame.maxY && frame.minY < f.maxY
        }
        var line = g..<(g + 1)
        while onLine(line.lowerBound - 1) { line = (line.lowerBound - 1)..<line.upperBound }
        while onLine(line.upperBound) { line = line.lowerBound..<(line.upperBound + 1) }
        return line
    }

    /// From `line` itself, then the lines after it (`step` 1) or before it (−1), the item
    /// nearest `frame`'s centre that may take the focus, line by line (across sections, past
    /// their headers: a page move lands on an item).
    ///
    /// - Complexity: O(l log n) for the l items of the lines looked at.
    func nearestOnLines<Host: FocusHost>(from line: Range<Int>, step: Int, to frame: Rect, in host: Host, callees: Host.Calls) -> Int? {
        let total = host.activeLayout.geometry.totalRows
        var line = line
        while true {
            if let found = nearest(in: line, to: frame, in: host, callees: callees) { return found }
            let next = step > 0 ? line.upperBound : line.lowerBound - 1
            guard next >= 0, next < total else { return nil }
            line = self.line(of: next, in: host, callees: callees)
        }
    }

    /// The item of `line` that may take the focus whose horizontal centre is nearest `frame`'s
    /// (the first of equals), or nil.
    ///
    /// - Complexity: O(l log n) for the l items of the line.
    func nearest<Host: FocusHost>(in line: Range<Int>, to frame: Rect, in host: Host, callees: Host.Calls) -> Int? {
        var best: Int?
        var bestDistance = Double.infinity
        for item in line {
            let distance = abs(laidOutFrame(ofItem: item, in: host, callees: callees).midX - frame.midX)
            if distance < bestDistance, canFocus(item, in: host, callees: callees) {
                best = item
                bestDistance = distance
            }
        }
        return best
    }

    /// Item `g`'s frame, a flow's line laid out through it first (the cells' frames follow).
    ///
    /// - Complexity: O(log n), plus laying out a flow's lines through `g` the first time.
    func laidOutFrame<Host: FocusHost>(ofItem g: Int, in host: Host, callees: Host.Calls) -> Rect {
        host.layOutLines(through: g, callees: callees)
        return host.activeLayout.frame(ofItem: g)
    }

    /// Section `s`'s header frame where it lies (not pinned), a flow's lines laid out through
    /// the section's first item first.
    ///
    /// - Complexity: O(log n), plus laying out a flow's lines the first time.
    func laidOutHeaderFrame<Host: FocusHost>(_ s: Int, in host: Host, callees: Host.Calls) -> Rect {
        let total = host.activeLayout.geometry.totalRows
        if total > 0 { _ = laidOutFrame(ofItem: Swift.min(host.activeLayout.geometry.rowStart[s], total - 1), in: host, callees: callees) }
        return host.activeLayout.headerFrame(ofSection: s)
    }
}
