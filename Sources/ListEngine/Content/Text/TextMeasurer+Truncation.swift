extension TextMeasurer {
    /// `text` on one line no wider than `width`: all of it if it fits, else as much as fits
    /// with an ellipsis (``TextLine/ellipsis``, its width counted) where text was left out.
    /// Grapheme clusters are never split. Line breaks in `text` are characters like others
    /// here (a terminal measurer gives them no width); ``wrap(_:toWidth:maximumLines:)`` breaks
    /// lines at them.
    ///
    /// With `r` the width left beside the ellipsis, `.tail` keeps the longest prefix no wider
    /// than `r`; `.head` the longest suffix no wider than `r`; `.middle` the longest prefix no
    /// wider than `r / 2`, then the longest suffix that fits the rest of `r`. Text that does
    /// not fit a `width` narrower than the ellipsis (or negative, or NaN) gives an empty line,
    /// truncated, without an ellipsis.
    ///
    /// - Complexity: O(m), where m is the length of the text that fits `width`: the walk
    ///   forwards stops at the first cluster that does not fit, the one backwards (`.head`,
    ///   `.middle`) at the first that the suffix cannot take. Allocates nothing, except for
    ///   clusters longer than 15 bytes of UTF-8 (a family emoji) that a measurer takes as a
    ///   `Character`.
    @inlinable
    public func truncate(_ text: some StringProtocol, toWidth width: Double,
                         at truncation: TextTruncation = .tail) -> TextLine {
        ClusterScanner.scanning(text, measurer: self) { $0.truncate(toWidth: width, at: truncation) }
    }
}

extension ClusterScanner {
    /// ``TextMeasurer/truncate(_:toWidth:at:)`` of the whole text.
    @inlinable
    func truncate(toWidth width: Double, at truncation: TextTruncation) -> TextLine {
        let budget = width >= 0 ? width : 0
        let ellipsisWidth = measurer.width(ofScalar: TextLine.ellipsisScalar)
        let room = budget - ellipsisWidth
        let start = 0
        // The prefix the truncation keeps, then on from there to the first cluster that does
        // not fit: if there is none, the text fits.
        let prefixRoom = switch truncation {
        case .head: -Double.infinity
        case .middle: room / 2
        case .tail: room
        }
        let prefix = longestPrefix(from: start, within: prefixRoom)
        let line = longestPrefix(from: prefix.end, width: prefix.width, within: budget)
        if line.end == end {
            return TextLine(indices(start..<line.end), width: line.width)
        }
        guard room >= 0 else {
            let empty = indices(start..<start)
            return TextLine(truncated: empty, hasEllipsis: false, trailing: empty, width: 0)
        }
        let leading = indices(start..<prefix.end)
        if truncation == .tail {
            return TextLine(truncated: leading, hasEllipsis: true, trailing: leading.upperBound..<leading.upperBound,
                            width: prefix.width + ellipsisWidth)
        }
        let suffix = longestSuffix(within: room - prefix.width)
        return TextLine(truncated: leading, hasEllipsis: true, trailing: indices(suffix.start..<end),
                        width: prefix.width + ellipsisWidth + suffix.width)
    }

    /// The longest run of clusters from `start` whose width, added to `width`, is at most
    /// `room`, stopping before a line break if `stoppingAtLineBreaks`: where it ends, and the
    /// width with it.
    ///
    /// - Complexity: O(the run's length).
    @inlinable
    func longestPrefix(from start: Int, width: Double = 0, within room: Double,
                       stoppingAtLineBreaks: Bool = false) -> (end: Int, width: Double) {
        var offset = start
        var width = width
        while offset < end {
            let cluster = cluster(at: offset)
            if width + cluster.width > room || stoppingAtLineBreaks && cluster.kind == .lineBreak { break }
            width += cluster.width
            offset = cluster.bound
        }
        return (offset, width)
    }

    /// The longest run of clusters that ends the text and is at most `room` wide: where it
    /// starts, and its width.
    ///
    /// - Complexity: O(the run's length).
    @inlinable
    func longestSuffix(within room: Double) -> (start: Int, width: Double) {
        var start = end
        var width = 0.0
        while start > 0 {
            let cluster = cluster(before: start)
            if width + cluster.width > room { break }
            width += cluster.width
            start = cluster.bound
        }
        return (start, width)
    }
}
