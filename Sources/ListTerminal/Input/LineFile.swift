import Foundation
import Synchronization

/// A text file shown a row per line, at once whatever its size: a thread of its own finds the
/// lines (``index``) while the rows found so far are shown, and a row's text is read from the
/// file when it is shown. The file is read with `pread`, never mapped, so a file truncated
/// underneath cannot kill the program: the missing lines read as empty.
///
/// Memory: the index's 4 bytes a line, two 1 MiB buffers while indexing and a 64 KiB block of
/// recently shown text — never the file's text.
public final class LineFile: Sendable {
    /// The longest row, in bytes: a longer line (or a stream with no line breaks) is cut into
    /// rows of at most this many bytes, at a character boundary.
    public static let maximumLineBytes = 65_536
    /// The most of a row's text read to show it: more than any terminal's line holds.
    public static let shownBytes = 8_192
    /// The bytes the indexer reads at a time.
    static let blockBytes = 1 << 20

    /// Byte offsets of the lines found so far.
    public let index = LineIndex()
    /// What the file is called in messages.
    public let name: String
    private let descriptor: Int32
    private let progress = Mutex(Progress())
    private let cache = Mutex(Cache())

    struct Progress {
        var isComplete = false
        var error: String?
    }

    /// Recently shown text: a row's neighbours are usually in the same block.
    struct Cache {
        var start: UInt64 = 0
        var bytes: [UInt8] = []
    }

    /// What went wrong opening a file, said so a person can fix it.
    public struct OpenError: Error, CustomStringConvertible, Sendable {
        /// The message.
        public let description: String
    }

    /// Opens the file at `path` and starts finding its lines on a thread of its own.
    ///
    /// - Throws: ``OpenError`` for a file that cannot be opened.
    /// - Complexity: O(1) here; the indexer reads the file once, O(its size).
    public init(path: String, name: String) throws(OpenError) {
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw OpenError(description: "cannot read \(name): \(String(cString: strerror(errno)))")
        }
        self.name = name
        Thread.detachNewThread { [self] in findLines() }
    }

    deinit { close(descriptor) }

    /// Whether every line has been found (the file's end was reached, or reading it failed).
    ///
    /// - Complexity: O(1).
    public var isComplete: Bool { progress.withLock { $0.isComplete } }

    /// Why reading the file stopped early, if it did.
    ///
    /// - Complexity: O(1).
    public var error: String? { progress.withLock { $0.error } }

    /// Waits until `lines` lines are found or all of them are, for at most `timeout` seconds
    /// (nil: as long as it takes).
    ///
    /// - Complexity: O(the wait).
    public func wait(forLines lines: Int = .max, timeout: Double? = nil) {
        let deadline = timeout.map { ContinuousClock.now + .seconds($0) }
        while index.count < lines, !isComplete {
            if let deadline, ContinuousClock.now >= deadline { return }
            usleep(500)
        }
    }

    /// The text of line `line` (0 ≤ line < `index.count`) without its line break: its first
    /// ``shownBytes`` bytes, invalid UTF-8 shown as U+FFFD. A line the file no longer has (it
    /// was truncated) is empty.
    ///
    /// - Complexity: O(the line's shown bytes); a read of the file when the line is not in the
    ///   block of recently shown text.
    public func text(ofLine line: Int) -> String {
        let range = index.byteRange(ofLine: line)
        let length = Int(Swift.min(range.upperBound - range.lowerBound, UInt64(Self.shownBytes)))
        return cache.withLock { cache in
            let cached = cache.start <= range.lowerBound && range.lowerBound + UInt64(length) <= cache.start + UInt64(cache.bytes.count)
            if !cached { read(block: range.lowerBound, atLeast: length, into: &cache) }
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

    /// Reads the file's bytes from `offset` into `buffer`, as many as fit or as the file has:
    /// how many were read (0 at the end or on an error).
    ///
    /// - Complexity: O(buffer.count).
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: UInt64) -> Int {
        Swift.max(0, Self.readFully(descriptor, into: buffer, at: offset))
    }

    /// Reads the 64 KiB (or `length`, if more) from `offset` into the cache.
    private func read(block offset: UInt64, atLeast length: Int, into cache: inout Cache) {
        let size = Swift.max(length, 1 << 16)
        cache.bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = Swift.max(0, Self.readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), at: offset))
        }
        cache.start = offset
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

    // MARK: The indexer

    /// Reads the file block by block and hands each block's line ends to the index.
    private func findLines() {
        var finder = LineBreakFinder()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.blockBytes, alignment: 16)
        defer { buffer.deallocate() }
        var offset: UInt64 = 0
        while true {
            let n = Self.readFully(descriptor, into: buffer, at: offset)
            if n < 0 {
                finish(error: "reading \(name) stopped at byte \(offset): \(String(cString: strerror(errno)))")
                return
            }
            if n == 0 { break }
            finder.scan(UnsafeRawBufferPointer(rebasing: buffer[..<n]), at: offset)
            index.append(lineEnds: finder.ends)
            offset += UInt64(n)
        }
        if let last = finder.finish(at: offset) { index.append(lineEnds: CollectionOfOne(last)) }
        finish(error: nil)
    }

    private func finish(error: String?) {
        progress.withLock {
            $0.isComplete = true
            $0.error = error
        }
    }
}
