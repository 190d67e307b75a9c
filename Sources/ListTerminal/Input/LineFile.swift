import Foundation
import ListEngine
import Synchronization

/// Text shown a row per line, at once whatever its size: a thread of its own finds the lines
/// (``index``) while the rows found so far are shown, and a row's text is read when it is
/// shown. A file is read with `pread`, never mapped, so a file truncated underneath cannot kill
/// the program: the missing lines read as empty. A stream (a pipe, standard input, a FIFO) is
/// copied into an unlinked spill file as it is needed (``streamReadAhead`` ahead of what is
/// shown, at most its spill limit) and read from there. A gzip file (known by its magic bytes,
/// 1f 8b) is read as a stream of its inflated text (``GzipReader``).
///
/// Followed (``setFollowing(_:)``, as `tail -F`), the file is watched at its end: lines
/// appended are found within 5 ms, and a file truncated or replaced (rotated) is read again
/// from its top, each time a new ``generation``.
///
/// Opened for a CSV's records (`quotesHoldLineBreaks`), a row is a record: a line break inside
/// a quoted field does not end it (see `LineBreakFinder`), and a row's text holds its breaks.
///
/// Memory: the index's lengths packed (under a byte a line for ordinary text, about 0.05 for
/// lines of equal length), two 1 MiB buffers while reading and a 64 KiB block of recently shown
/// text — never the text itself.
public final class LineFile: Sendable {
    /// The longest row, in bytes: a longer line (or a stream with no line breaks) is cut into
    /// rows of at most this many bytes, at a character boundary.
    public static let maximumLineBytes = 65_536
    /// The most of a row's text read to show it: more than any terminal's line holds.
    public static let shownBytes = 8_192
    /// The most of a stream copied to its spill file when no limit is given: 1 GiB.
    public static let defaultSpillLimit: UInt64 = 1 << 30
    /// How far a stream is read past what is shown (or searched): 16 MiB.
    public static let streamReadAhead: UInt64 = 16 << 20
    /// The bytes read at a time.
    static let blockBytes = 1 << 20
    /// How far a stream is read past the last line shown (or searched), in lines: what bounds
    /// the index of a stream of short lines (`yes`) as the bytes bound its spill file.
    public static let streamLinesAhead = 100_000
    /// How often a followed file's end is looked at (µs): an `fstat` and a `stat` each time.
    static let followInterval: UInt32 = 5_000

    /// Byte offsets of the lines found so far.
    public let index = LineIndex()
    /// What the text is called in messages.
    public let name: String
    /// Whether a line break inside double quotes belongs to the row (a CSV's records).
    public let quotesHoldLineBreaks: Bool
    /// The path a followed file is watched at (nil for standard input).
    private let path: String?
    /// The file as it was opened (nil for a stream): what tells whether it changed since.
    public let identity: FileIdentity?
    /// Whether the file's first 64 KiB hold a NUL byte, which text does not: it is probably
    /// not text (`less` asks before showing such a file). Always false for a stream, which is
    /// not read ahead to look.
    public let mayBeBinary: Bool
    /// The stream's copy, for a stream.
    private let spool: StreamSpool?
    /// What is read: the file (a rotation puts the new file under the same number), or a
    /// stream's spill file.
    private let descriptor: Int32
    private let progress = Locked(Progress())
    private let following = Atomic<Bool>(false)
    /// The furthest line asked for (see ``want(line:)``).
    private let wantedLine = Atomic<Int>(0)
    /// Whether a stream is read to its end whatever is asked (see ``readToEnd()``).
    private let readsToEnd = Atomic<Bool>(false)
    /// Whether the lines are no longer wanted (``stopReading()``).
    private let stopped = Atomic<Bool>(false)
    private let cache = Locked(Cache())
    /// The rows that go on with the line of the row before them (a line longer than
    /// ``maximumLineBytes`` cut into rows), in order: a few for the longest lines, none for most
    /// text.
    private let continuations = Locked<[Int]>([])

    struct Progress {
        var isComplete = false
        var isIndexing = false
        var error: String?
        var notice: String?
        var generation = 0
    }

    /// Recently shown text: a row's neighbours are usually in the same block.
    struct Cache {
        var generation = 0
        var start: UInt64 = 0
        var bytes: [UInt8] = []
    }

    /// What went wrong opening a file, said so a person can fix it.
    public struct OpenError: Error, CustomStringConvertible, Sendable {
        /// The message.
        public let description: String
    }

    /// Opens the file at `path` — a regular file (a gzip file inflated), or a stream such as a
    /// FIFO or `/dev/stdin` — and starts finding its lines on a thread of its own, following its end from the start
    /// when `following`; a stream is copied at most `spillLimit` bytes. With
    /// `quotesHoldLineBreaks` a row is a CSV record, which quoted line breaks do not end.
    ///
    /// - Throws: ``OpenError`` for a file that cannot be opened.
    /// - Complexity: O(1) here; the indexer reads the file once, O(its size).
    public init(path: String, name: String, spillLimit: UInt64 = LineFile.defaultSpillLimit, following: Bool = false,
                quotesHoldLineBreaks: Bool = false) throws(OpenError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw OpenError(description: "cannot read \(name): \(String(cString: strerror(errno)))")
        }
        var status = stat()
        let isRegular = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        let isGzip = isRegular && GzipReader.isGzip(descriptor)
        self.name = name
        self.quotesHoldLineBreaks = quotesHoldLineBreaks
        self.path = path
        isCompressed = isGzip
        identity = isRegular && !isGzip ? FileIdentity(descriptor: descriptor) : nil
        mayBeBinary = isRegular && !isGzip && Self.holdsNUL(descriptor)
        spool = isRegular && !isGzip ? nil : try StreamSpool(reading: descriptor, limit: spillLimit, gzipName: isGzip ? name : nil)
        self.descriptor = spool?.spillDescriptor ?? descriptor
        self.following.store(following, ordering: .relaxed)
        spool?.readAll(following)
        startIndexing(from: 0)
    }

    /// Standard input's lines (CSV records with `quotesHoldLineBreaks`), copied at most
    /// `spillLimit` bytes.
    ///
    /// - Throws: ``OpenError`` when no spill file can be made.
    /// - Complexity: O(1) here.
    public init(standardInputNamed name: String, spillLimit: UInt64 = LineFile.defaultSpillLimit,
                quotesHoldLineBreaks: Bool = false) throws(OpenError) {
        self.name = name
        self.quotesHoldLineBreaks = quotesHoldLineBreaks
        path = nil
        identity = nil
        mayBeBinary = false
        isCompressed = false
        let spool = try StreamSpool(reading: dup(STDIN_FILENO), limit: spillLimit)
        self.spool = spool
        descriptor = spool.spillDescriptor
        startIndexing(from: 0)
    }

    deinit {
        // A stream's spill file is the spool's to close.
        if spool == nil { close(descriptor) }
    }

    /// Whether the text is a stream, read once (not a file that can be read again): a pipe,
    /// standard input, or a gzip file's inflated text.
    public var isStream: Bool { spool != nil }

    /// Whether the text is a gzip file's, inflated.
    public let isCompressed: Bool

    /// Stops finding lines and reading the text (it is no longer shown): a stream's copy ends,
    /// a file's indexer stops after its block, following stops. What was found stays readable.
    ///
    /// - Complexity: O(1).
    public func stopReading() {
        stopped.store(true, ordering: .relaxed)
        spool?.stop()
        setFollowing(false)
    }

    /// How much of a stream has been read (nil for a file).
    ///
    /// - Complexity: O(1).
    public var streamBytesRead: UInt64? { spool?.written }

    /// Whether every line has been found (the end was reached and is not followed, or reading
    /// failed).
    ///
    /// - Complexity: O(1).
    public var isComplete: Bool { progress.withLock { $0.isComplete } }

    /// Why reading stopped early, if it did.
    ///
    /// - Complexity: O(1).
    public var error: String? { progress.withLock { $0.error } }

    /// What the person should know about the text: the spill limit stopped a stream, or a
    /// followed file was truncated or replaced.
    ///
    /// - Complexity: O(1).
    public var notice: String? { progress.withLock { $0.notice } }

    /// How many times the lines were found anew from the top (a followed file was truncated or
    /// replaced): rows of an older generation are gone.
    ///
    /// - Complexity: O(1).
    public var generation: Int { progress.withLock { $0.generation } }

    /// Whether the end is watched for lines appended (see ``setFollowing(_:)``).
    public var isFollowing: Bool { following.load(ordering: .relaxed) }

    /// Watches the end for appended lines (`tail -F`: truncation and replacement too), or
    /// stops; a stream is then read to its end, not only as far as asked. Following a file whose
    /// lines were all found resumes after its last line: text then added to a last line that
    /// had no line break shows as a row of its own.
    ///
    /// - Complexity: O(1).
    public func setFollowing(_ on: Bool) {
        spool?.readAll(on || readsToEnd.load(ordering: .relaxed))
        // Under the lock the indexer decides to stop by: it either sees this, or has stopped.
        let resume = progress.withLock { progress -> Bool in
            following.store(on, ordering: .relaxed)
            guard on, progress.isComplete, progress.error == nil, !progress.isIndexing else { return false }
            progress.isComplete = false
            progress.isIndexing = true
            return true
        }
        if resume { Thread.detachNewThread { [self] in findLines(from: index.end) } }
    }

    /// Reads a stream to its end (up to its spill limit) from now on, whatever is asked: the
    /// view went to the last line (G), as `less` reads a pipe to its end then.
    ///
    /// - Complexity: O(1).
    public func readToEnd() {
        readsToEnd.store(true, ordering: .relaxed)
        spool?.readAll(true)
    }

    /// Reads the file again from its top, as a new ``generation``, when it is now shorter than
    /// where its lines were found to end: it was truncated since (a followed file notices that
    /// by itself). Whether it does; a stream, a followed file or one still being read is left as
    /// it is.
    ///
    /// - Complexity: O(1) here (an `fstat`); the indexer reads the file again, O(its size).
    public func readAgainIfTruncated() -> Bool {
        guard spool == nil, !isFollowing else { return false }
        var status = stat()
        guard fstat(descriptor, &status) == 0, UInt64(status.st_size) < index.end else { return false }
        let restarts = progress.withLock { progress -> Bool in
            guard progress.isComplete, !progress.isIndexing else { return false }
            progress.isComplete = false
            progress.isIndexing = true
            progress.error = nil
            return true
        }
        guard restarts else { return false }
        _ = startOver(because: "\(name) was truncated: read again from its top")
        Thread.detachNewThread { [self] in findLines(from: 0) }
        return true
    }

    /// Asks for the text up to the end of line `line` (a stream is read that far, and
    /// ``streamReadAhead`` further); a line not found yet asks for what follows the last.
    ///
    /// - Complexity: O(1).
    public func want(line: Int) {
        guard let spool else { return }
        if line > wantedLine.load(ordering: .relaxed) { wantedLine.store(line, ordering: .relaxed) }
        spool.want(upTo: index.byteRange(ofLine: line)?.upperBound ?? index.end)
    }

    /// Asks for the text up to byte `offset` (a search's): every line found so far is wanted.
    func want(byte offset: UInt64) {
        guard let spool else { return }
        let found = index.count
        if found > wantedLine.load(ordering: .relaxed) { wantedLine.store(found, ordering: .relaxed) }
        spool.want(upTo: offset)
    }

    /// Waits until `lines` lines are found or all of them are, for at most `timeout` seconds
    /// (nil: as long as it takes). A stream is read as far as that asks.
    ///
    /// - Complexity: O(the wait).
    public func wait(forLines lines: Int = .max, timeout: Double? = nil) {
        let deadline = timeout.map { ContinuousClock.now + .seconds($0) }
        spool?.readAll(lines == .max || isFollowing || readsToEnd.load(ordering: .relaxed))
        defer { spool?.readAll(isFollowing || readsToEnd.load(ordering: .relaxed)) }
        if lines < .max { want(line: lines) }
        while index.count < lines, !isComplete {
            if let deadline, ContinuousClock.now >= deadline { return }
            usleep(500)
        }
    }

    /// The text of line `line` without its line break: its first ``shownBytes`` bytes,
    /// invalid UTF-8 shown as U+FFFD. A line the file no longer has is empty.
    ///
    /// - Complexity: O(the line's shown bytes); a read of the file when the line is not in the
    ///   block of recently shown text.
    public func text(ofLine line: Int) -> String { text(ofLine: line, limit: Self.shownBytes) }

    /// The first `limit` bytes of line `line`, as ``text(ofLine:)`` gives its first
    /// ``shownBytes``: a row scrolled sideways needs more.
    ///
    /// - Complexity: O(the bytes returned); a read of the file when they are not in the block
    ///   of recently shown text.
    public func text(ofLine line: Int, limit: Int) -> String {
        guard let range = index.byteRange(ofLine: line) else { return "" }
        let length = Int(Swift.min(range.upperBound - range.lowerBound, UInt64(Swift.max(0, limit))))
        let generation = self.generation
        return cache.withLock { cache in
            let cached = cache.generation == generation && cache.start <= range.lowerBound
                && range.lowerBound + UInt64(length) <= cache.start + UInt64(cache.bytes.count)
            if !cached {
                read(block: range.lowerBound, atLeast: length, into: &cache)
                cache.generation = generation
            }
            let first = Int(range.lowerBound - cache.start)
            var last = Swift.min(first + length, cache.bytes.count)
            if last - first == Int(range.upperBound - range.lowerBound) {
                // The whole line: drop its break, "\n" or "\r\n".
                if last > first, cache.bytes[last - 1] == 0x0A { last -= 1 }
                if last > first, cache.bytes[last - 1] == 0x0D { last -= 1 }
            }
            return first < last ? String(decoding: cache.bytes[first..<last], as: UTF8.self) : ""
        }
    }

    /// Reads the bytes from `offset` into `buffer`, as many as fit or as there are: how many
    /// were read (0 at the end or on an error).
    ///
    /// - Complexity: O(buffer.count).
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: UInt64) -> Int {
        Swift.max(0, Self.readFully(descriptor, into: buffer, at: offset))
    }

    /// Reads the 64 KiB (or `length`, if more) from `offset` into the cache.
    private func read(block offset: UInt64, atLeast length: Int, into cache: inout Cache) {
        let size = Swift.max(length, 1 << 16)
        cache.bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = read(into: UnsafeMutableRawBufferPointer(buffer), at: offset)
        }
        cache.start = offset
    }

    /// Whether the first 64 KiB of the file hold a NUL byte.
    private static func holdsNUL(_ descriptor: Int32) -> Bool {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { buffer.deallocate() }
        let n = readFully(descriptor, into: buffer, at: 0)
        return n > 0 && memchr(buffer.baseAddress!, 0, n) != nil
    }

    /// `pread` until `buffer` is full or the file ends; the bytes read, or -1 with `errno` set.
    static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: UInt64) -> Int {
        var done = 0
        while done < buffer.count {
            let n = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset) + off_t(done))
            if n < 0, errno == EINTR { continue }
            if n < 0 { return done > 0 ? done : -1 }
            if n == 0 { break }
            done += n
        }
        return done
    }

    // MARK: Lines cut into rows

    /// Whether some line is longer than ``maximumLineBytes`` and shows as several rows.
    ///
    /// - Complexity: O(1).
    public var hasCutLines: Bool { continuations.withLock { !$0.isEmpty } }

    /// The line (from 1) that row `row` (from 0) shows, or shows a part of: the row, less the
    /// rows before it that go on with a cut line.
    ///
    /// - Complexity: O(log c), c being the rows that go on with a cut line.
    public func lineNumber(ofRow row: Int) -> Int {
        row + 1 - continuations.withLock { Self.count(upTo: row, in: $0) }
    }

    /// How many lines the first `rows` rows show.
    ///
    /// - Complexity: O(log c).
    public func lineCount(ofRows rows: Int) -> Int {
        rows - continuations.withLock { Self.count(upTo: rows - 1, in: $0) }
    }

    /// The first row of line `line` (from 1): where a line cut into rows starts.
    ///
    /// - Complexity: O(log c).
    public func firstRow(ofLine line: Int) -> Int {
        continuations.withLock { cuts in
            // The first row r, not a continuation, with r − (continuations up to r) = line − 1:
            // past the k continuations before it, it is row line − 1 + k, for the least k whose
            // next continuation comes after that row.
            var low = 0
            var high = cuts.count
            while low < high {
                let middle = (low + high) / 2
                if cuts[middle] <= line - 1 + middle { low = middle + 1 } else { high = middle }
            }
            return line - 1 + low
        }
    }

    /// Which part of its line row `row` is (from 1) and how many rows the line takes: (1, 1)
    /// for a line that is not cut.
    ///
    /// - Complexity: O(log c).
    public func part(ofRow row: Int) -> (part: Int, of: Int) {
        continuations.withLock { cuts in
            // Continuations of one line are consecutive rows: cuts[j] − j is the same for each.
            let after = Self.count(upTo: row, in: cuts)   // the first continuation past `row`
            let run: Int
            if after > 0, cuts[after - 1] == row { run = cuts[after - 1] - (after - 1) }
            else if after < cuts.count, cuts[after] == row + 1 { run = cuts[after] - after }
            else { return (1, 1) }
            var low = 0, high = cuts.count
            while low < high { let m = (low + high) / 2; if cuts[m] - m < run { low = m + 1 } else { high = m } }
            let first = low
            high = cuts.count
            while low < high { let m = (low + high) / 2; if cuts[m] - m <= run { low = m + 1 } else { high = m } }
            return (row - (cuts[first] - 1) + 1, low - first + 1)
        }
    }

    /// How many of `sorted` are at most `value`.
    private static func count(upTo value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    // MARK: The indexer

    private func startIndexing(from offset: UInt64) {
        progress.withLock { $0.isIndexing = true }
        Thread.detachNewThread { [self] in findLines(from: offset) }
    }

    /// Reads the text block by block from `start` (where a line starts) and hands each block's
    /// line ends to the index; at the end, waits for a stream's next bytes, or watches a
    /// followed file, or stops.
    private func findLines(from start: UInt64) {
        var finder = LineBreakFinder(startingAt: start, quotesHoldLineBreaks: quotesHoldLineBreaks)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.blockBytes, alignment: 16)
        defer { buffer.deallocate() }
        var offset = start
        while true {
            if stopped.load(ordering: .relaxed) { return finish(error: nil) }
            // A stream's spill file is read no further than the copy has written.
            let available = spool.map { Int(Swift.min(UInt64(buffer.count), $0.written - offset)) } ?? buffer.count
            let n = available == 0 ? 0 : Self.readFully(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<available]), at: offset)
            if n < 0 {
                return finish(error: "reading \(name) stopped at byte \(offset): \(String(cString: strerror(errno)))")
            }
            if n > 0 {
                finder.scan(UnsafeRawBufferPointer(rebasing: buffer[..<n]), at: offset)
                let first = index.count
                index.append(lineEnds: finder.ends)
                if !finder.cuts.isEmpty { continuations.withLock { $0 += finder.cuts.map { first + $0 + 1 } } }
                offset += UInt64(n)
                holdStreamIfFarAhead()
                continue
            }
            if let spool {
                holdStreamIfFarAhead()
                let status = spool.status
                if !status.isFinished || offset < status.written {
                    usleep(2_000)
                    continue
                }
                if status.stoppedAtLimit {
                    progress.withLock { $0.notice = "stopped reading \(name) at \(Self.bytes(spool.limit)) (--spill-limit)" }
                }
                return finish(error: status.error, lastLine: finder.finish(at: offset))
            }
            // A file at its end: done, unless it is followed (decided under the lock that
            // setFollowing(_:) takes, so that following is never left without a reader).
            if stopUnlessFollowing(lastLine: offset > finder.rowStart ? offset : nil) { return }
            if let restart = changeAtEnd(offset: offset) {
                finder = LineBreakFinder(startingAt: restart, quotesHoldLineBreaks: quotesHoldLineBreaks)
                offset = restart
            } else {
                usleep(Self.followInterval)
            }
        }
    }

    /// Tells the stream's copy to wait while the lines found are ``streamLinesAhead`` past the
    /// furthest asked for.
    private func holdStreamIfFarAhead() {
        guard let spool else { return }
        spool.indexed(upTo: index.end)
        spool.hold(index.count - Self.streamLinesAhead > wantedLine.load(ordering: .relaxed))
    }

    /// A followed file at its end: whether it was truncated or replaced, and if so where to
    /// read again (its top, in a new generation); nil when it is as it was.
    private func changeAtEnd(offset: UInt64) -> UInt64? {
        var open = stat()
        var named = stat()
        guard fstat(descriptor, &open) == 0 else { return nil }
        if let path, stat(path, &named) == 0, named.st_ino != open.st_ino || named.st_dev != open.st_dev {
            let replacement = Foundation.open(path, O_RDONLY | O_CLOEXEC)
            guard replacement >= 0 else { return nil }
            // The new file takes the old one's number: a row read meanwhile reads one or the other.
            dup2(replacement, descriptor)
            close(replacement)
            return startOver(because: "\(name) was replaced: from its top")
        }
        if UInt64(open.st_size) < offset { return startOver(because: "\(name) was truncated: from its top") }
        return nil
    }

    private func startOver(because notice: String) -> UInt64 {
        index.removeAll()
        continuations.withLock { $0.removeAll() }
        progress.withLock {
            $0.generation += 1
            $0.notice = notice
        }
        return 0
    }

    /// Finishes (the last line counted) and returns true, unless the file is followed.
    private func stopUnlessFollowing(lastLine: UInt64?) -> Bool {
        progress.withLock { progress in
            guard !isFollowing else { return false }
            if let lastLine { index.append(lineEnds: CollectionOfOne(lastLine)) }
            progress.isComplete = true
            progress.isIndexing = false
            return true
        }
    }

    private func finish(error: String?, lastLine: UInt64? = nil) {
        if let lastLine { index.append(lineEnds: CollectionOfOne(lastLine)) }
        progress.withLock {
            $0.isComplete = true
            $0.isIndexing = false
            $0.error = error
        }
    }

    /// A size as people read it: 1 GiB, 512 MiB, 100 KiB, 10 bytes.
    static func bytes(_ count: UInt64) -> String {
        for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)] where count >= 1 << shift && count % (1 << shift) == 0 {
            return "\(count >> shift) \(unit)"
        }
        return "\(count) bytes"
    }
}
