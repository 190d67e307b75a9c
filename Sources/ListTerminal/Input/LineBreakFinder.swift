import Foundation

/// Finds where rows end in text that arrives block by block: after each line break (`\n`), and
/// in a line longer than ``LineFile/maximumLineBytes`` at the last character boundary before
/// that length, so that no row is longer.
///
/// Finding a CSV's records (``quotesHoldLineBreaks``), a line break between double quotes does
/// not end the row: RFC 4180 lets a quoted field hold line breaks, and a quote in a field is
/// either its opening or closing one or one of a doubled pair (`""`), so a line break is inside
/// a quoted field exactly when an odd number of quotes came before it in the record. A record
/// longer than the maximum is still cut, and its parity carries on into the next row.
struct LineBreakFinder {
    /// The row ends found in the last block scanned, as offsets from the text's start.
    private(set) var ends: [UInt64] = []
    /// The positions in ``ends`` of the rows that a cut ended (the row after each continues
    /// the same line), in order.
    private(set) var cuts: [Int] = []
    /// Where the row being read started.
    private(set) var rowStart: UInt64 = 0
    /// The last three bytes of the block before, last first: a cut may step back into them.
    private var previous: (UInt8, UInt8, UInt8) = (0, 0, 0)
    /// The longest row.
    let maximum: Int
    /// Whether a line break inside double quotes is text rather than a row's end (a CSV's records).
    let quotesHoldLineBreaks: Bool
    /// Whether an odd number of quotes has been seen in the record so far: it is in a quoted field.
    private var inQuotes = false

    /// A finder of rows of at most `maximum` bytes in text whose first row starts at `start`;
    /// with `quotesHoldLineBreaks`, of CSV records, whose quoted fields may hold line breaks.
    init(startingAt start: UInt64 = 0, maximum: Int = LineFile.maximumLineBytes, quotesHoldLineBreaks: Bool = false) {
        rowStart = start
        self.maximum = maximum
        self.quotesHoldLineBreaks = quotesHoldLineBreaks
    }

    /// Scans `block`, the text's bytes from `offset` (where the block before ended), and
    /// replaces ``ends`` with the rows that end in it.
    ///
    /// - Complexity: O(block.count), a `memchr` per line (and per quote, for CSV records).
    mutating func scan(_ block: UnsafeRawBufferPointer, at offset: UInt64) {
        ends.removeAll(keepingCapacity: true)
        cuts.removeAll(keepingCapacity: true)
        guard let base = block.baseAddress else { return }
        var position = 0
        while position < block.count {
            let found = memchr(base + position, 0x0A, block.count - position)
            let breakAt = found.map { base.distance(to: UnsafeRawPointer($0)) } ?? block.count
            // Cut the row wherever it passes the maximum before its break (or the block's end).
            while Int(offset) + breakAt - Int(rowStart) > maximum {
                let limit = Int(rowStart) + maximum - Int(offset)
                endRow(at: UInt64(Int(offset) + limit - continuationBytes(before: limit, in: block)))
                cuts.append(ends.count - 1)
            }
            if quotesHoldLineBreaks, Self.hasOddQuotes(base + position, count: breakAt - position) { inQuotes.toggle() }
            guard found != nil else { break }
            position = breakAt + 1
            // A break inside a quoted field is the field's text.
            if !inQuotes { endRow(at: offset + UInt64(position)) }
        }
        let count = block.count
        previous = (block[count - 1], count > 1 ? block[count - 2] : previous.0, count > 2 ? block[count - 3] : previous.1)
    }

    /// The end of the text: the last row, if it has bytes and no line break; nil otherwise.
    ///
    /// - Complexity: O(1).
    mutating func finish(at end: UInt64) -> UInt64? {
        guard end > rowStart else { return nil }
        rowStart = end
        return end
    }

    /// Whether the `count` bytes at `start` hold an odd number of double quotes.
    ///
    /// - Complexity: O(count), a `memchr` per quote.
    private static func hasOddQuotes(_ start: UnsafeRawPointer, count: Int) -> Bool {
        var odd = false
        var position = 0
        while position < count, let found = memchr(start + position, 0x22, count - position) {
            odd.toggle()
            position = start.distance(to: UnsafeRawPointer(found)) + 1
        }
        return odd
    }

    private mutating func endRow(at end: UInt64) {
        ends.append(end)
        rowStart = end
    }

    /// How many bytes before `limit` (an offset into `block`, never before the row's start)
    /// belong to a character that a cut at `limit` would split: 0 at a character boundary.
    private func continuationBytes(before limit: Int, in block: UnsafeRawBufferPointer) -> Int {
        func byte(_ i: Int) -> UInt8 {
            switch i {
            case 0...: block[i]
            case -1: previous.0
            case -2: previous.1
            default: previous.2
            }
        }
        // Up to 3 continuation bytes (10xxxxxx) from the limit back belong to a character that starts before it.
        var back = 0
        while back < 3, byte(limit - back) & 0xC0 == 0x80 { back += 1 }
        return back > 0 && byte(limit - back) & 0xC0 == 0xC0 ? back : 0
    }
}
