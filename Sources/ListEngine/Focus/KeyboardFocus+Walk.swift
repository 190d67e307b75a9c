/// The walk of a focus move up or down: stop by stop in reading order — a section's header,
/// then its lines — to the first that may take the focus.
extension KeyboardFocus {
    /// What may take the focus at `stop`: its header, the item of its line nearest `frame`'s
    /// centre (none: the line's first item), or nil.
    ///
    /// - Complexity: O(log n), plus O(l log n) for a line of l items.
    func take<Host: FocusHost>(_ stop: FocusStop, toward frame: Rect?, in host: Host, callees: Host.Calls) -> FocusTarget? {
        switch stop {
        case let .header(section):
            return canFocus(.header(section: section), in: host, callees: callees) ? .header(section: section) : nil
        case let .line(line):
            let g = frame.map { nearest(in: line, to: $0, in: host, callees: callees) }
                ?? (canFocus(line.lowerBound, in: host, callees: callees) ? line.lowerBound : nil)
            return g.map { .row(host.activeLayout.geometry.indexPath(ofRow: $0)) }
        }
    }

    /// Up (`step` −1) or down (1) from `stop`, stop by stop in reading order — a section's
    /// header, then its lines — the first that may take the focus: a header (unless `headers`
    /// is false), or the item of a line nearest `frame`'s centre (`frame` nil: a row at a time).
    ///
    /// - Complexity: O(k log n) for the k rows and headers passed; a line costs O(l log n) for
    ///   its l items.
    func walk<Host: FocusHost>(from stop: FocusStop, step: Int, toward frame: Rect?, headers: Bool = true,
                               in host: Host, callees: Host.Calls) -> FocusTarget? {
        var stop = stop
        while let next = self.stop(after: stop, step: step, lines: frame != nil, in: host, callees: callees) {
            if case .header = next, !headers {
                // Passed over: a page move lands on a row.
            } else if let found = take(next, toward: frame, in: host, callees: callees) {
                return found
            }
            stop = next
        }
        return nil
    }

    /// The stop after `stop` going down (`step` 1) or up (−1), or nil at the list's end: the
    /// next line of its section, else the next section's header (going up: its own header,
    /// then the last line of the section before). `lines` false: rows one at a time.
    ///
    /// - Complexity: O(log n), plus O(l log n) for a line of l items.
    private func stop<Host: FocusHost>(after stop: FocusStop, step: Int, lines: Bool, in host: Host, callees: Host.Calls) -> FocusStop? {
        let geometry = host.activeLayout.geometry
        func lineStop(at g: Int) -> FocusStop { .line(lines ? line(of: g, in: host, callees: callees) : g..<(g + 1)) }
        func rows(_ s: Int) -> Range<Int> { geometry.rowStart[s]..<(geometry.rowStart[s] + geometry.rowCount(inSection: s)) }
        switch stop {
        case let .line(line):
            let s = geometry.indexPath(ofRow: line.lowerBound).section
            if step > 0 {
                if line.upperBound < rows(s).upperBound { return lineStop(at: line.upperBound) }
                return s + 1 < geometry.sectionCount ? .header(s + 1) : nil
            }
            return line.lowerBound > rows(s).lowerBound ? lineStop(at: line.lowerBound - 1) : .header(s)
        case let .header(s):
            if step > 0 {
                if !rows(s).isEmpty { return lineStop(at: rows(s).lowerBound) }
                return s + 1 < geometry.sectionCount ? .header(s + 1) : nil
            }
            guard s > 0 else { return nil }
            return rows(s - 1).isEmpty ? .header(s - 1) : lineStop(at: rows(s - 1).upperBound - 1)
        }
    }

    /// The first row after `g` (`step` 1) or before it (−1) that may take the focus, or nil.
    ///
    /// - Complexity: O(k log n) for the k rows looked at.
    func focusableRow<Host: FocusHost>(from g: Int, step: Int, in host: Host, callees: Host.Calls) -> Int? {
        let total = host.activeLayout.geometry.totalRows
        var i = g + step
        while i >= 0, i < total {
            if canFocus(i, in: host, callees: callees) { return i }
            i += step
        }
        return nil
    }
}
