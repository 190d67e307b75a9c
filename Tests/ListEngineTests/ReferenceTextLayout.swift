@testable import ListEngine

/// Truncation and wrapping as their documentation states them, on an array of grapheme
/// clusters (Swift's `Array(text)`) and their widths (the measurer's `width(of:)`, one
/// `Character` at a time), by brute force: every width is summed afresh, every "longest" found
/// by trying every length. No code shared with the engine but `TextLine`'s initializers.
struct ReferenceTextLayout<Measurer: TextMeasurer> {
    let clusters: [Character]
    let widths: [Double]
    /// Where cluster `k` starts in the text; the last is the text's end.
    let bounds: [String.Index]
    let ellipsisWidth: Double

    init(_ text: some StringProtocol, measurer: Measurer) {
        clusters = Array(text)
        widths = clusters.map(measurer.width(of:))
        bounds = Array(text.indices) + [text.endIndex]
        ellipsisWidth = measurer.width(of: TextLine.ellipsis)
    }

    func width(_ range: Range<Int>) -> Double { range.reduce(0) { $0 + widths[$1] } }

    /// The largest `k` in `start...end` with `start..<k` no wider than `room`.
    func longestPrefix(from start: Int, to end: Int, within room: Double) -> Int {
        (start...end).last { width(start..<$0) <= room } ?? start
    }

    /// The smallest `j` with `j..<clusters.count` no wider than `room`.
    func longestSuffix(within room: Double) -> Int {
        (0...clusters.count).first { width($0..<clusters.count) <= room } ?? clusters.count
    }

    func line(_ range: Range<Int>) -> TextLine {
        TextLine(bounds[range.lowerBound]..<bounds[range.upperBound], width: width(range))
    }

    func truncated(leading: Range<Int>, trailing: Range<Int>, hasEllipsis: Bool) -> TextLine {
        TextLine(truncated: bounds[leading.lowerBound]..<bounds[leading.upperBound], hasEllipsis: hasEllipsis,
                 trailing: bounds[trailing.lowerBound]..<bounds[trailing.upperBound],
                 width: width(leading) + (hasEllipsis ? ellipsisWidth : 0) + width(trailing))
    }

    func truncate(toWidth width: Double, at truncation: TextTruncation) -> TextLine {
        let budget = width >= 0 ? width : 0
        let n = clusters.count
        if self.width(0..<n) <= budget { return line(0..<n) }
        let room = budget - ellipsisWidth
        if room < 0 { return truncated(leading: 0..<0, trailing: 0..<0, hasEllipsis: false) }
        switch truncation {
        case .tail:
            let k = longestPrefix(from: 0, to: n, within: room)
            return truncated(leading: 0..<k, trailing: k..<k, hasEllipsis: true)
        case .head:
            return truncated(leading: 0..<0, trailing: longestSuffix(within: room)..<n, hasEllipsis: true)
        case .middle:
            let k = longestPrefix(from: 0, to: n, within: room / 2)
            return truncated(leading: 0..<k, trailing: longestSuffix(within: room - self.width(0..<k))..<n,
                             hasEllipsis: true)
        }
    }

    func wrap(toWidth width: Double, maximumLines: Int) -> [TextLine] {
        let budget = width >= 0 ? width : 0
        let n = clusters.count
        // Paragraphs: the text split at line breaks; a break that ends the text starts none.
        var paragraphs: [Range<Int>] = []
        var start = 0
        for k in 0..<n where clusters[k].isNewline {
            paragraphs.append(start..<k)
            start = k + 1
        }
        if start < n { paragraphs.append(start..<n) }

        // Every line, with the end of its paragraph; `stopped` if a cluster wider than a line
        // ended the text (the last line then starts at it).
        var lines: [(range: Range<Int>, paragraphEnd: Int)] = []
        var stopped = false
        paragraphs: for paragraph in paragraphs {
            var s = paragraph.lowerBound
            let end = paragraph.upperBound
            while true {
                if self.width(s..<end) <= budget {
                    lines.append((s..<end, end))
                    break
                }
                let k = longestPrefix(from: s, to: end, within: budget)
                if k == s {
                    lines.append((s..<s, end))
                    stopped = true
                    break paragraphs
                }
                if let j = (s + 1...k).last(where: { clusters[$0] == " " && clusters[$0 - 1] != " " }) {
                    lines.append((s..<j, end))
                    s = j
                    while s < end, clusters[s] == " " { s += 1 }
                    if s == end { break }
                } else {
                    lines.append((s..<k, end))
                    s = k
                }
            }
        }

        let limit = maximumLines > 0 ? maximumLines : Int.max
        if !stopped, lines.count <= limit { return lines.map { line($0.range) } }
        let last = min(limit - 1, lines.count - 1)
        let s = lines[last].range.lowerBound
        let room = budget - ellipsisWidth
        let truncatedLine = room < 0
            ? truncated(leading: s..<s, trailing: s..<s, hasEllipsis: false)
            : {
                let k = longestPrefix(from: s, to: lines[last].paragraphEnd, within: room)
                return truncated(leading: s..<k, trailing: k..<k, hasEllipsis: true)
            }()
        return lines[..<last].map { line($0.range) } + [truncatedLine]
    }
}
