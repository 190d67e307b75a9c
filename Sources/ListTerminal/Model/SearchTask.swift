import Foundation
import ListEngine
import Synchronization

/// A search of every row for a regular expression (``SearchPattern``: PCRE2), on a thread of
/// its own so that the screen keeps drawing (and shows how far it got), from the row after a
/// start to the end — of a file still being read, to the end of its lines as they are found;
/// of a followed file, of those found so far — and around from the top; or backward (`?` in
/// `less`), from the row before the start to the top and around from the last row found so far.
///
/// Case: ignored unless the query has a capital letter ("smart case", see ``SearchPattern``).
/// The rows of a file shown in file order are searched in the file's bytes, 1 MiB of whole
/// lines at a time (one PCRE2 match call over the block in multiline mode, the match's offset
/// mapped to its line by the index), also while its lines are still being found; other rows
/// are searched row by row. A match never spans two lines.
public final class SearchTask: Sendable {
    /// What a search found.
    public enum Outcome: Hashable, Sendable {
        /// The first matching row after the start (going around), and its record.
        case found(ListIndexPath, record: Int)
        /// No row matches.
        case notFound
    }

    /// The pattern searched for.
    public let pattern: SearchPattern
    /// The text searched for, as typed.
    public var query: String { pattern.query }
    /// Whether the search goes toward the top.
    public let isBackward: Bool
    private let state = Locked<(progress: Double, outcome: Outcome?, streamBytes: UInt64?)>((0, nil, nil))
    private let cancelled = Atomic<Bool>(false)
    private let matchStart = Locked<Int?>(nil)
    private let done = DispatchGroup()

    /// Starts searching `model`'s rows for `pattern`, from the row after `start` (the top when
    /// nil) — or `backward`, from the row before it (the last row when nil).
    ///
    /// - Complexity: O(1) here; the search reads up to every row, or every byte of the file.
    public init(pattern: SearchPattern, in model: ListModel, after start: ListIndexPath?, backward: Bool = false) {
        self.pattern = pattern
        self.isBackward = backward
        done.enter()
        Thread.detachNewThread { [self] in
            let outcome = Self.fileOrder(of: model).map { searchBytes(of: $0, after: start) } ?? searchRows(of: model, after: start)
            state.withLock { $0 = (1, outcome, nil) }
            done.leave()
        }
    }

    /// Starts searching `model`'s rows for `query` compiled as a ``SearchPattern``.
    ///
    /// - Throws: ``SearchPattern/SyntaxError`` for a query that is not a pattern.
    /// - Complexity: O(query length) here.
    public convenience init(query: String, in model: ListModel, after start: ListIndexPath?,
                            backward: Bool = false) throws(SearchPattern.SyntaxError) {
        self.init(pattern: try SearchPattern(query), in: model, after: start, backward: backward)
    }

    /// Blocks until the search is over — found, not found, or stopped by ``cancel()``. The
    /// frame loop never waits; tests do.
    ///
    /// - Complexity: O(the wait).
    public func wait() { done.wait() }

    /// How much of the rows has been searched, 0…1.
    ///
    /// - Complexity: O(1).
    public var progress: Double { state.withLock { $0.progress } }

    /// How far into a stream still being read the search got, in bytes (nil for a file, or a
    /// stream read to its end: then ``progress`` says how far).
    ///
    /// - Complexity: O(1).
    public var streamBytesSearched: UInt64? { state.withLock { $0.streamBytes } }

    /// What the search found, once it is over (nil before, and after ``cancel()``).
    ///
    /// - Complexity: O(1).
    public var outcome: Outcome? {
        cancelled.load(ordering: .relaxed) ? nil : state.withLock { $0.outcome }
    }

    /// Where the match found starts in its row's text, in bytes (UTF-8), when the search knows
    /// it (it searched the file's bytes); nil otherwise, and before the search is over.
    ///
    /// - Complexity: O(1).
    public var matchOffset: Int? { matchStart.withLock { $0 } }

    /// Stops the search (within a block of rows or bytes).
    ///
    /// - Complexity: O(1).
    public func cancel() { cancelled.store(true, ordering: .relaxed) }

    private var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    // MARK: Row by row

    private func searchRows(of model: ListModel, after start: ListIndexPath?) -> Outcome {
        let total = model.rowCount
        guard !query.isEmpty, total > 0 else { return .notFound }
        let matcher = SearchPattern.Matcher(pattern)
        func matches(_ text: String) -> Bool { matcher.matches(text) }
        let step = isBackward ? -1 : 1
        let last = model.sections.count - 1
        var section = start?.section ?? (isBackward ? last : 0)
        var row = start.map { $0.row + step } ?? (isBackward ? model.sections[last].rows.count - 1 : 0)
        var looked = 0
        while looked < total {
            // Past either end: around from the other.
            if section > last { section = 0; row = 0 }
            if section < 0 { section = last; row = model.sections[last].rows.count - 1 }
            let rows = model.sections[section].rows
            if row >= rows.count { section += 1; row = 0; continue }
            if row < 0 {
                section -= 1
                row = section >= 0 ? model.sections[section].rows.count - 1 : 0
                continue
            }
            let record = model.store.record(rows[row])
            if matches(record.text) || (!record.secondaryText.isEmpty && matches(record.secondaryText)) {
                return .found(ListIndexPath(row: row, section: section), record: rows[row])
            }
            row += step
            looked += 1
            if looked % 4_096 == 0 {
                if isCancelled { return .notFound }
                state.withLock { $0.progress = Double(looked) / Double(total) }
            }
        }
        return .notFound
    }

    // MARK: In the file's bytes

    /// The file whose lines `model` shows in file order, unedited, in one section (or none
    /// yet): its rows can be searched in its bytes, also those not found yet.
    private static func fileOrder(of model: ListModel) -> LineFile? {
        guard case let .lines(file) = model.store else { return nil }
        let unedited = model.sections.isEmpty || (model.sections.count == 1 && model.sections[0].rows == .span(0..<model.knownRecords))
        return unedited ? file : nil
    }

    private func searchBytes(of file: LineFile, after start: ListIndexPath?) -> Outcome {
        guard !query.isEmpty else { return .notFound }
        let matcher = SearchPattern.Matcher(pattern)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: LineFile.blockBytes, alignment: 16)
        defer { buffer.deallocate() }
        let hit: UInt64?
        if isBackward {
            // From the line before the start's to the top, then around from the end found so far.
            let before = start.flatMap { file.index.byteRange(ofLine: $0.row)?.lowerBound } ?? file.index.end
            hit = scanBackward(file, from: 0, to: before, matcher: matcher, buffer: buffer)
                ?? (isCancelled ? nil : scanBackward(file, from: before, to: file.index.end, matcher: matcher, buffer: buffer,
                                                     searchedBefore: before))
        } else {
            // From the line after the start's to the end (waiting for lines still being found),
            // then around from the top.
            let from = start.flatMap { file.index.byteRange(ofLine: $0.row)?.upperBound } ?? 0
            hit = scan(file, from: from, to: nil, matcher: matcher, buffer: buffer)
                ?? (isCancelled ? nil : scan(file, from: 0, to: from, matcher: matcher, buffer: buffer,
                                             searchedBefore: file.index.end - Swift.min(from, file.index.end)))
        }
        return hit.map { found(at: $0, in: file) } ?? .notFound
    }

    /// The row of `file` that holds byte `hit`, found; ``matchOffset`` is where in it.
    private func found(at hit: UInt64, in file: LineFile) -> Outcome {
        let line = file.index.line(containing: hit)
        let start = file.index.byteRange(ofLine: line)?.lowerBound ?? hit
        matchStart.withLock { $0 = Int(hit - Swift.min(start, hit)) }
        return .found(ListIndexPath(row: line, section: 0), record: line)
    }

    /// Where the line holding byte `offset` (below the indexed end) starts.
    private static func lineStart(_ file: LineFile, containing offset: UInt64) -> UInt64 {
        file.index.byteRange(ofLine: file.index.line(containing: offset))?.lowerBound ?? offset
    }

    /// The offset of the first match in `from ..< limit` (the indexed end when nil, once every
    /// line is found), `from` and `limit` at line starts; progress counts `searchedBefore`
    /// bytes as done.
    private func scan(_ file: LineFile, from: UInt64, to limit: UInt64?, matcher: SearchPattern.Matcher,
                      buffer: UnsafeMutableRawBufferPointer, searchedBefore: UInt64 = 0) -> UInt64? {
        var offset = from
        while !isCancelled {
            let complete = file.isComplete
            let end = Swift.min(limit ?? .max, file.index.end)
            guard offset < end else {
                // At the end: of a followed file too (its lines found so far), so that the search goes around.
                if limit != nil || complete || file.isFollowing { return nil }
                file.want(byte: offset + UInt64(LineFile.blockBytes))   // a stream is read as far as the search needs
                usleep(10_000)   // the lines ahead are still being found
                continue
            }
            // Whole lines: a block that would stop inside a line stops where that line starts.
            var count = Swift.min(UInt64(buffer.count), end - offset)
            if offset + count < end {
                let cut = Self.lineStart(file, containing: offset + count)
                if cut > offset { count = cut - offset }
            }
            let read = file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<Int(count)]), at: offset)
            guard read > 0 else { return nil }
            if let hit = Self.firstMatch(in: UnsafeRawBufferPointer(rebasing: buffer[..<read]), from: 0, matcher: matcher) {
                return offset + UInt64(hit)
            }
            offset += UInt64(read)
            let searched = Double(searchedBefore + offset - from) / Double(Swift.max(1, file.index.end))
            let stream: UInt64? = file.isStream && !file.isComplete ? offset : nil
            state.withLock { $0.progress = Swift.min(1, searched); $0.streamBytes = stream }
        }
        return nil
    }

    /// The offset of the last match in `lower ..< upper` (both at line starts), read a block of
    /// whole lines at a time from the top end down; progress counts `searchedBefore` bytes as done.
    private func scanBackward(_ file: LineFile, from lower: UInt64, to upper: UInt64, matcher: SearchPattern.Matcher,
                              buffer: UnsafeMutableRawBufferPointer, searchedBefore: UInt64 = 0) -> UInt64? {
        var end = upper
        while !isCancelled, end > lower {
            var start = end - Swift.min(UInt64(buffer.count), end - lower)
            // Whole lines: a block that would start inside a line starts at the next.
            if start > lower, let line = file.index.byteRange(ofLine: file.index.line(containing: start)),
               line.lowerBound < start, line.upperBound < end {
                start = line.upperBound
            }
            let read = file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<Int(end - start)]), at: start)
            guard read > 0 else { return nil }
            let block = UnsafeRawBufferPointer(rebasing: buffer[..<read])
            var last: Int?
            var position = 0
            while let hit = Self.firstMatch(in: block, from: position, matcher: matcher) {
                last = hit
                // On from the next line: the last line with a match is what counts.
                guard let newline = Self.newline(in: block, from: hit) else { break }
                position = newline + 1
            }
            if let last { return start + UInt64(last) }
            end = start
            let searched = Double(searchedBefore + upper - end) / Double(Swift.max(1, file.index.end))
            state.withLock { $0.progress = Swift.min(1, searched) }
        }
        return nil
    }

    /// The offset of the first match in `block` (whole lines, `\n`-ended) at or after
    /// `start` (a line's start) that lies in one line: a match the pattern stretched over a
    /// line break (`a\sb`) is tried again in its first line alone, and the search goes on
    /// from the next line when that line has none.
    ///
    /// - Complexity: O(block length × the pattern's cost a position).
    static func firstMatch(in block: UnsafeRawBufferPointer, from start: Int, matcher: SearchPattern.Matcher) -> Int? {
        if let literal = matcher.pattern.literal {
            // Text that matches only itself, case and all (it holds no line break).
            return literal.withUnsafeBytes { firstOccurrence(of: $0, in: UnsafeRawBufferPointer(rebasing: block[start...])) }
                .map { start + $0 }
        }
        // Without the last line's break: `$` and `^$` see no empty line after it.
        let subject = block.last == 0x0A ? UnsafeRawBufferPointer(rebasing: block[..<(block.count - 1)]) : block
        var position = start
        while position <= subject.count, let match = matcher.firstMatch(in: subject, from: position) {
            guard let newline = newline(in: subject, from: match.lowerBound), newline < match.upperBound else {
                return match.lowerBound
            }
            var lineStart = match.lowerBound
            while lineStart > 0, subject[lineStart - 1] != 0x0A { lineStart -= 1 }
            if let alone = matcher.firstMatch(in: UnsafeRawBufferPointer(rebasing: subject[lineStart..<newline])) {
                return lineStart + alone.lowerBound
            }
            position = newline + 1
        }
        return nil
    }

    /// Where `needle` (not empty) first occurs in `haystack`: `memchr` for its first byte,
    /// then a compare.
    ///
    /// - Complexity: O(haystack.count × needle.count) at worst; about O(haystack.count).
    static func firstOccurrence(of needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer) -> Int? {
        guard let base = haystack.baseAddress, let first = needle.first, needle.count <= haystack.count else { return nil }
        var position = 0
        let last = haystack.count - needle.count
        while position <= last, let found = memchr(base + position, Int32(first), last - position + 1) {
            let at = base.distance(to: UnsafeRawPointer(found))
            if memcmp(found, needle.baseAddress!, needle.count) == 0 { return at }
            position = at + 1
        }
        return nil
    }

    /// The offset of the first line break in `bytes` at or after `offset`.
    private static func newline(in bytes: UnsafeRawBufferPointer, from offset: Int) -> Int? {
        guard let base = bytes.baseAddress, offset < bytes.count, let found = memchr(base + offset, 0x0A, bytes.count - offset) else {
            return nil
        }
        return base.distance(to: UnsafeRawPointer(found))
    }
}
