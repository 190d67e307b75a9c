extension TextMeasurer {
    /// `text` in lines no wider than `width`, at most `maximumLines` of them (0 or less: as
    /// many as it takes, as UIKit's `numberOfLines`), the last one truncated at its tail with
    /// an ellipsis if text is left over. Grapheme clusters are never split.
    ///
    /// Each line takes as many clusters as fit, and breaks:
    /// - at a line break in the text (`Character.isNewline`), which no line contains; a line
    ///   break that ends the text starts no line, and empty text has no lines;
    /// - else before the last run of spaces (U+0020) that starts after the line's first cluster
    ///   and no later than the first cluster that does not fit; the run is dropped, and a line
    ///   break right after it ends the paragraph;
    /// - else between clusters, after the last one that fits — Korean and CJK words without
    ///   spaces, and long words, break that way.
    ///
    /// If the text needs more than `maximumLines` lines, or its next cluster is wider than a
    /// whole line, the line at which it stops keeps the longest prefix of what is left of its
    /// paragraph that fits beside an ellipsis, and is the last.
    ///
    /// - Complexity: O(m), where m is the length of the text the lines hold or skip, and of one
    ///   more line: wrapping stops at its last line. One line allocates nothing (see
    ///   ``truncate(_:toWidth:at:)``); more lines allocate their array.
    @inlinable
    public func wrap(_ text: some StringProtocol, toWidth width: Double, maximumLines: Int = 0) -> TextLines {
        ClusterScanner.scanning(text, measurer: self) { $0.wrap(toWidth: width, maximumLines: maximumLines) }
    }
}

extension ClusterScanner {
    /// ``TextMeasurer/wrap(_:toWidth:maximumLines:)`` of the whole text.
    @inlinable
    func wrap(toWidth width: Double, maximumLines: Int) -> TextLines {
        let budget = width >= 0 ? width : 0
        var lines = TextLines()
        var start = 0
        while start < end {
            let isLast = maximumLines > 0 && lines.count == maximumLines - 1
            let scan = scanLine(from: start, within: budget)
            let line: TextLine
            let next: Int
            if !scan.overflows {
                (line, next) = (TextLine(indices(start..<scan.end), width: scan.width), scan.next)
            } else if let spaces = scan.lastSpaces {
                (line, next) = (TextLine(indices(start..<spaces), width: scan.widthBeforeSpaces), startOfLine(after: spaces))
            } else if scan.end > start {
                (line, next) = (TextLine(indices(start..<scan.end), width: scan.width), scan.end)
            } else {
                // The next cluster is wider than a line: stop here.
                lines.append(truncatedLine(from: start, within: budget))
                return lines
            }
            if next < end, isLast {
                lines.append(truncatedLine(from: start, within: budget))
                return lines
            }
            lines.append(line)
            start = next
        }
        return lines
    }

    /// Where a line that starts at `start` stops, with clusters as wide as `budget` at most
    /// (byte offsets).
    @usableFromInline
    struct LineScan {
        /// Where the line's clusters end: at a line break, at the text's end, or at the first
        /// cluster that does not fit.
        @usableFromInline var end: Int
        /// The width of the clusters up to `end`.
        @usableFromInline var width: Double
        /// Whether a cluster that does not fit ended the scan.
        @usableFromInline var overflows: Bool
        /// Where the next line starts if the line ends at `end`: after the line break, or at
        /// the text's end.
        @usableFromInline var next: Int
        /// The start of the last run of spaces after the line's first cluster, at or before
        /// `end`.
        @usableFromInline var lastSpaces: Int?
        /// The width of the clusters before `lastSpaces`.
        @usableFromInline var widthBeforeSpaces: Double

        @inlinable
        init(end: Int, width: Double, overflows: Bool, next: Int,
             lastSpaces: Int?, widthBeforeSpaces: Double) {
            self.end = end
            self.width = width
            self.overflows = overflows
            self.next = next
            self.lastSpaces = lastSpaces
            self.widthBeforeSpaces = widthBeforeSpaces
        }
    }

    /// Scans a line from `start` to a line break, the text's end or the first cluster that
    /// does not fit `budget`, noting the last run of spaces on the way.
    ///
    /// - Complexity: O(the line's length).
    @inlinable
    func scanLine(from start: Int, within budget: Double) -> LineScan {
        var index = start
        var width = 0.0
        var lastSpaces: Int?
        var widthBeforeSpaces = 0.0
        var afterSpace = true // no break before the line's first cluster
        while index < end {
            let cluster = cluster(at: index)
            if cluster.kind == .lineBreak {
                return LineScan(end: index, width: width, overflows: false, next: cluster.bound,
                                lastSpaces: lastSpaces, widthBeforeSpaces: widthBeforeSpaces)
            }
            if cluster.kind == .space, !afterSpace {
                lastSpaces = index
                widthBeforeSpaces = width
            }
            if width + cluster.width > budget {
                return LineScan(end: index, width: width, overflows: true, next: index,
                                lastSpaces: lastSpaces, widthBeforeSpaces: widthBeforeSpaces)
            }
            width += cluster.width
            afterSpace = cluster.kind == .space
            index = cluster.bound
        }
        return LineScan(end: index, width: width, overflows: false, next: index,
                        lastSpaces: lastSpaces, widthBeforeSpaces: widthBeforeSpaces)
    }

    /// Where the line after a break at the run of spaces at `spaces` starts: after the run, and
    /// after a line break that follows it.
    ///
    /// - Complexity: O(the run's length).
    @inlinable
    func startOfLine(after spaces: Int) -> Int {
        var index = spaces
        while index < end {
            let cluster = cluster(at: index)
            switch cluster.kind {
            case .space: index = cluster.bound
            case .lineBreak: return cluster.bound
            case .other: return index
            }
        }
        return index
    }

    /// The last line of a wrap that stops at `start` with text left: the longest prefix of the
    /// rest of its paragraph that fits beside an ellipsis, and the ellipsis.
    ///
    /// - Complexity: O(the line's length).
    @inlinable
    func truncatedLine(from start: Int, within budget: Double) -> TextLine {
        let ellipsisWidth = measurer.width(ofScalar: TextLine.ellipsisScalar)
        let room = budget - ellipsisWidth
        guard room >= 0 else {
            let empty = indices(start..<start)
            return TextLine(truncated: empty, hasEllipsis: false, trailing: empty, width: 0)
        }
        let prefix = longestPrefix(from: start, within: room, stoppingAtLineBreaks: true)
        let leading = indices(start..<prefix.end)
        return TextLine(truncated: leading, hasEllipsis: true, trailing: leading.upperBound..<leading.upperBound,
                        width: prefix.width + ellipsisWidth)
    }
}
