import Foundation
import ListEngine
import Synchronization

/// A search of every row for a text, on a thread of its own so that the screen keeps drawing
/// (and shows how far it got), from the row after a start to the end — of a file still being
/// read, to the end of its lines as they are found; of a followed file, of those found so far —
/// and around from the top; or backward (`?` in `less`), from the row before the start to the
/// top and around from the last row found so far.
///
/// Case: ignored unless the query has a capital letter ("smart case", as in `less -i` and
/// vim's `smartcase`). The rows of a file shown in file order are searched in the file's bytes
/// (1 MiB at a time, `memmem`), also while its lines are still being found; other rows are
/// searched row by row.
public final class SearchTask: Sendable {
    /// What a search found.
    public enum Outcome: Hashable, Sendable {
        /// The first matching row after the start (going around), and its record.
        case found(ListIndexPath, record: Int)
        /// No row matches.
        case notFound
    }

    /// The text searched for.
    public let query: String
    /// Whether the search goes toward the top.
    public let isBackward: Bool
    private let state = Locked<(progress: Double, outcome: Outcome?)>((0, nil))
    private let cancelled = Atomic<Bool>(false)
    private let matchStart = Locked<Int?>(nil)
    private let done = DispatchGroup()

    /// Starts searching `model`'s rows for `query`, from the row after `start` (the top when
    /// nil) — or `backward`, from the row before it (the last row when nil).
    ///
    /// - Complexity: O(1) here; the search reads up to every row, or every byte of the file.
    public init(query: String, in model: ListModel, after start: ListIndexPath?, backward: Bool = false) {
        self.query = query
        self.isBackward = backward
        done.enter()
        Thread.detachNewThread { [self] in
            let outcome = Self.fileOrder(of: model).map { searchBytes(of: $0, after: start) } ?? searchRows(of: model, after: start)
            state.withLock { $0 = (1, outcome) }
            done.leave()
        }
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

    /// Whether a search for `query` tells capitals from small letters: when it has a capital.
    ///
    /// - Complexity: O(query length).
    public static func isCaseSensitive(_ query: String) -> Bool { query != query.lowercased() }

    // MARK: Row by row

    private func searchRows(of model: ListModel, after start: ListIndexPath?) -> Outcome {
        let total = model.rowCount
        guard !query.isEmpty, total > 0 else { return .notFound }
        let caseSensitive = Self.isCaseSensitive(query)
        let needle = caseSensitive ? query : query.lowercased()
        func matches(_ text: String) -> Bool {
            !text.isEmpty && (caseSensitive ? text : text.lowercased()).contains(needle)
        }
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
            if matches(record.text) || matches(record.secondaryText) {
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
        let caseSensitive = Self.isCaseSensitive(query)
        // A query that ignores case is folded byte by byte: ASCII only. Others go row by row.
        guard caseSensitive || query.utf8.allSatisfy({ $0 < 0x80 }) else {
            return searchRows(of: ListModel(lines: file), after: start)
        }
        let needle = Array((caseSensitive ? query : query.lowercased()).utf8)
        guard !needle.isEmpty else { return .notFound }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: LineFile.blockBytes, alignment: 16)
        defer { buffer.deallocate() }
        if isBackward {
            // From the start of the line before the start's to the top, then around from the end found so far.
            let before = start.flatMap { file.index.byteRange(ofLine: $0.row)?.lowerBound } ?? file.index.end
            let hit = scanBackward(file, from: 0, to: before, needle: needle, foldsCase: !caseSensitive, buffer: buffer)
                ?? (isCancelled ? nil : scanBackward(file, from: before, to: file.index.end, needle: needle, foldsCase: !caseSensitive,
                                                     buffer: buffer, searchedBefore: before))
            return hit.map { found(at: $0, in: file) } ?? .notFound
        }
        let from = start.flatMap { file.index.byteRange(ofLine: $0.row)?.upperBound } ?? 0
        // From the start to the end (waiting for lines still being found), then around from the top.
        if let hit = scan(file, from: from, to: nil, needle: needle, foldsCase: !caseSensitive, buffer: buffer)
            ?? (isCancelled ? nil : scan(file, from: 0, to: from + UInt64(needle.count - 1), needle: needle, foldsCase: !caseSensitive,
                                         buffer: buffer, searchedBefore: file.index.end - Swift.min(from, file.index.end))) {
            return found(at: hit, in: file)
        }
        return .notFound
    }

    /// The row of `file` that holds byte `hit`, found; ``matchOffset`` is where in it.
    private func found(at hit: UInt64, in file: LineFile) -> Outcome {
        let line = file.index.line(containing: hit)
        let start = file.index.byteRange(ofLine: line)?.lowerBound ?? hit
        matchStart.withLock { $0 = Int(hit - Swift.min(start, hit)) }
        return .found(ListIndexPath(row: line, section: 0), record: line)
    }

    /// The offset of the first occurrence of `needle` in `from ..< limit` (the indexed end
    /// when nil, once every line is found); progress counts `searchedBefore` bytes as done.
    private func scan(_ file: LineFile, from: UInt64, to limit: UInt64?, needle: [UInt8], foldsCase: Bool,
                      buffer: UnsafeMutableRawBufferPointer, searchedBefore: UInt64 = 0) -> UInt64? {
        var offset = from
        while !isCancelled {
            let complete = file.isComplete
            let end = Swift.min(limit ?? .max, file.index.end)
            guard offset + UInt64(needle.count) <= end else {
                // At the end: of a followed file too (its lines found so far), so that the search goes around.
                if limit != nil || complete || file.isFollowing { return nil }
                file.want(byte: offset + UInt64(LineFile.blockBytes))   // a stream is read as far as the search needs
                usleep(10_000)   // the lines ahead are still being found
                continue
            }
            let count = Int(Swift.min(UInt64(buffer.count), end - offset))
            let read = file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]), at: offset)
            guard read >= needle.count else { return nil }
            if foldsCase {
                for i in 0..<read where (0x41...0x5A).contains(buffer[i]) { buffer[i] |= 0x20 }
            }
            let hit = needle.withUnsafeBytes { Self.firstOccurrence(of: $0, in: UnsafeRawBufferPointer(rebasing: buffer[..<read])) }
            if let hit { return offset + UInt64(hit) }
            // The next block overlaps this one by the needle's length less one: no match is split.
            offset += UInt64(read - needle.count + 1)
            let searched = Double(searchedBefore + offset - from) / Double(Swift.max(1, file.index.end))
            state.withLock { $0.progress = Swift.min(1, searched) }
        }
        return nil
    }

    /// The offset of the last occurrence of `needle` in `lower ..< upper`, read a block at a
    /// time from the top end down; progress counts `searchedBefore` bytes as done.
    private func scanBackward(_ file: LineFile, from lower: UInt64, to upper: UInt64, needle: [UInt8], foldsCase: Bool,
                              buffer: UnsafeMutableRawBufferPointer, searchedBefore: UInt64 = 0) -> UInt64? {
        var end = upper
        while !isCancelled, end >= lower + UInt64(needle.count) {
            let start = end - Swift.min(UInt64(buffer.count), end - lower)
            let count = Int(end - start)
            let read = file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]), at: start)
            guard read >= needle.count else { return nil }
            if foldsCase {
                for i in 0..<read where (0x41...0x5A).contains(buffer[i]) { buffer[i] |= 0x20 }
            }
            var last: Int?
            var position = 0
            while let hit = needle.withUnsafeBytes({ Self.firstOccurrence(of: $0, in: UnsafeRawBufferPointer(rebasing: buffer[position..<read])) }) {
                last = position + hit
                position += hit + 1
            }
            if let last { return start + UInt64(last) }
            guard start > lower else { return nil }
            // The block below overlaps this one by the needle's length less one: no match is split.
            end = start + UInt64(needle.count - 1)
            let searched = Double(searchedBefore + upper - end) / Double(Swift.max(1, file.index.end))
            state.withLock { $0.progress = Swift.min(1, searched) }
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
}
