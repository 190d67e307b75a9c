import Foundation
import ListEngine
import Synchronization

/// A stream (a pipe, standard input, a FIFO) copied by a thread of its own into a spill file
/// that a ``LineFile`` indexes and reads as it grows — as `less` reads a pipe: ahead of what is
/// shown by at most ``LineFile/streamReadAhead`` bytes or about ``LineFile/streamLinesAhead``
/// lines (a block more), further only as the view or a search asks (the writer
/// meanwhile waits on its full pipe), all of it when followed; and never more than its spill
/// limit in all.
///
/// A gzip file is spooled the same way, inflated (``GzipReader``): what is copied is its text.
///
/// The spill file is made in `$TMPDIR` (or `/var/tmp`, which is on disk where `/tmp` may be
/// memory) and unlinked at once: it takes disk, not memory, and goes away with the program.
final class StreamSpool: Sendable {
    /// The spill file, read with `pread`.
    let spillDescriptor: Int32
    /// The most bytes copied from the stream.
    let limit: UInt64
    private let input: Int32
    /// What a gzip file is called in messages; nil for a stream copied as it is.
    private let gzipName: String?
    /// Whether the copy should end now (``stop()``).
    private let stopped = Atomic<Bool>(false)
    private let state = Locked(State())
    /// The furthest byte asked for (the end of the last line shown, or where a search is).
    private let wanted = Atomic<UInt64>(0)
    /// Whether to read the stream to its end regardless of what is asked (following).
    private let readsAll = Atomic<Bool>(false)
    /// Whether the lines read are far enough ahead of those asked for (see ``hold(_:)``).
    private let holding = Atomic<Bool>(false)
    /// How far the lines have been found: the copy keeps at most a block ahead of it, so that
    /// the lines bound holds before bytes pile up.
    private let indexed = Atomic<UInt64>(0)

    struct State {
        var written: UInt64 = 0
        var isFinished = false
        var stoppedAtLimit = false
        var error: String?
    }

    /// Starts copying `input` (which the spool then owns and closes) into a new spill file —
    /// inflated, for a gzip file called `gzipName` in messages.
    ///
    /// - Throws: ``LineFile/OpenError`` when no spill file can be made.
    /// - Complexity: O(1) here; the copy runs on its own thread.
    init(reading input: Int32, limit: UInt64, gzipName: String? = nil) throws(LineFile.OpenError) {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/var/tmp"
        var template = Array("\(folder)/listterm-spill-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            close(input)
            throw LineFile.OpenError(description: "cannot make a spill file in \(folder) for the stream: \(reason) (set TMPDIR)")
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        spillDescriptor = descriptor
        self.input = input
        self.gzipName = gzipName
        self.limit = limit
        Thread.detachNewThread { [self] in copy() }
    }

    deinit {
        close(spillDescriptor)
    }

    /// The bytes copied so far.
    var written: UInt64 { state.withLock { $0.written } }

    /// What the copy has come to: bytes written, whether it is over, whether the limit
    /// stopped it, and why it failed if it did.
    var status: State { state.withLock { $0 } }

    /// Asks for the stream up to byte `offset` (and ``LineFile/streamReadAhead`` past it).
    ///
    /// - Complexity: O(1).
    func want(upTo offset: UInt64) {
        var current = wanted.load(ordering: .relaxed)
        while offset > current {
            let (exchanged, original) = wanted.compareExchange(expected: current, desired: offset, ordering: .relaxed)
            if exchanged { return }
            current = original
        }
    }

    /// Waits before reading more while `on`: the lines read are far enough ahead of the view.
    ///
    /// - Complexity: O(1).
    func hold(_ on: Bool) { holding.store(on, ordering: .relaxed) }

    /// The lines are found up to byte `offset`.
    ///
    /// - Complexity: O(1).
    func indexed(upTo offset: UInt64) { indexed.store(offset, ordering: .relaxed) }

    /// Reads the stream to its end (up to the limit) regardless of what is asked: following.
    ///
    /// - Complexity: O(1).
    func readAll(_ on: Bool) { readsAll.store(on, ordering: .relaxed) }

    /// Ends the copy where it is (the text is no longer shown): it stops waiting for more to
    /// be asked for and closes the stream.
    ///
    /// - Complexity: O(1).
    func stop() { stopped.store(true, ordering: .relaxed) }

    private func copy() {
        defer { close(input) }
        let size = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        defer { buffer.deallocate() }
        let gzip = gzipName.map { GzipReader(reading: input, name: $0) }
        var written: UInt64 = 0
        while true {
            // Far enough ahead: wait until more is asked for.
            while !readsAll.load(ordering: .relaxed),
                  holding.load(ordering: .relaxed) || written >= wanted.load(ordering: .relaxed) &+ LineFile.streamReadAhead
                  || written >= indexed.load(ordering: .relaxed) &+ UInt64(size) {
                if stopped.load(ordering: .relaxed) { return finish(error: nil) }
                usleep(10_000)
            }
            if stopped.load(ordering: .relaxed) { return finish(error: nil) }
            let room = Int(Swift.min(UInt64(size), limit - written))
            let n: Int
            /// Why the text ends after these bytes (a gzip file's corrupt or missing data).
            var failure: String?
            if let gzip {
                (n, failure) = gzip.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<room]))
            } else {
                n = read(input, buffer.baseAddress!, room)
                if n < 0, errno == EINTR || errno == EAGAIN {
                    if errno == EAGAIN { usleep(10_000) }
                    continue
                }
                if n < 0 { return finish(error: "reading the stream failed: \(String(cString: strerror(errno)))") }
            }
            if n == 0 { return finish(error: failure) }
            var done = 0
            while done < n {
                let w = pwrite(spillDescriptor, buffer.baseAddress! + done, n - done, off_t(written) + off_t(done))
                if w < 0, errno == EINTR { continue }
                if w <= 0 { return finish(error: "the spill file could not take more: \(String(cString: strerror(errno)))") }
                done += w
            }
            written += UInt64(n)
            let atLimit = written >= limit
            state.withLock {
                $0.written = written
                $0.stoppedAtLimit = atLimit
            }
            if atLimit || failure != nil { return finish(error: failure) }
        }
    }

    private func finish(error: String?) {
        state.withLock {
            $0.isFinished = true
            $0.error = error
        }
    }
}
