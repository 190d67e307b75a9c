/// The lines text wraps into (see ``TextMeasurer/wrap(_:toWidth:maximumLines:)``), in order:
/// a random-access collection of ``TextLine``s. A cell's text is as tall as `count` lines.
///
/// The first line is stored inline, the others in an array: text that fits one line allocates
/// nothing.
public struct TextLines: RandomAccessCollection, Hashable, Sendable {
    /// The first line; nil when there are none.
    @usableFromInline var firstLine: TextLine?
    /// The lines after the first.
    @usableFromInline var moreLines: [TextLine]

    /// No lines.
    @inlinable
    init() {
        firstLine = nil
        moreLines = []
    }

    /// Adds a line after the others.
    ///
    /// - Complexity: amortized O(1).
    @inlinable
    mutating func append(_ line: TextLine) {
        if firstLine == nil { firstLine = line } else { moreLines.append(line) }
    }

    /// The position of the first line: 0.
    public var startIndex: Int { 0 }

    /// The position after the last line: the number of lines.
    ///
    /// - Complexity: O(1).
    public var endIndex: Int { firstLine == nil ? 0 : 1 + moreLines.count }

    /// The line at `position`.
    ///
    /// - Precondition: `position` is in `indices`.
    /// - Complexity: O(1).
    public subscript(position: Int) -> TextLine {
        if position == 0, let firstLine { return firstLine }
        return moreLines[position - 1]
    }

    /// The width of the widest line.
    ///
    /// - Complexity: O(lines).
    public var width: Double {
        var widest = firstLine?.width ?? 0
        for line in moreLines { widest = Swift.max(widest, line.width) }
        return widest
    }

    /// Whether the text did not all fit: the last line lost text (see ``TextLine/isTruncated``).
    ///
    /// - Complexity: O(1).
    public var isTruncated: Bool { last?.isTruncated ?? false }
}
