import Foundation
import ListEngine
import Synchronization

/// Writes a file's rows back after deletions and moves, safely and beside the frames: on a
/// thread of its own, into a new file in the same folder (one without a name where the file
/// system allows, so that even a killed program leaves nothing behind; see
/// `ReplacementFile`), flushed to disk, then renamed over the file — so the file is either as
/// it was or as edited, never half written, whatever happens meanwhile (a full disk, a crash, a
/// ``cancel()``).
///
/// Each row's line is copied byte for byte from the file (its line ending, invalid UTF-8 and
/// all), runs of consecutive lines in one go, so a file of any size is written in O(its size)
/// with a 1 MiB buffer. A line without a line break (the file's last, when it had none) gets
/// one only where another line now follows it. The file keeps its permissions, and its owner
/// where the process may set it (root, or the owner); a symbolic link is written through: its
/// target changes, the link stays. As with any rename-over write, another hard link to the file
/// keeps the old text, and extended attributes are not carried over.
public final class EditWriter: Sendable {
    /// Why the rows were not written, said so a person can act on it; the file is unchanged.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        /// The message.
        public let description: String
    }

    /// The file's name, as messages say it.
    public let name: String
    /// The bytes the edited file holds.
    public let totalBytes: UInt64
    /// The number of lines written.
    public let lines: Int
    private let written = Atomic<UInt64>(0)
    private let cancelled = Atomic<Bool>(false)
    private let result = Locked<Result<Int, WriteError>?>(nil)
    private let done = DispatchGroup()

    /// Starts writing `model`'s rows, in order, over the file at `path` that its lines were read
    /// from; the rows are taken as they are now (O(runs of consecutive lines)), so the model may
    /// change meanwhile.
    ///
    /// - Throws: ``WriteError`` when the rows are not a file's lines (a stream, a CSV, a sheet,
    ///   the data set), the file is followed or still being read, it changed on disk since it was
    ///   read, or its folder is not writable; nothing is changed then.
    /// - Complexity: O(r log n) here for r runs of consecutive lines; the write, on its own
    ///   thread, O(bytes written).
    public init(_ model: ListModel, to path: String) throws(WriteError) {
        guard case let .lines(file) = model.store else {
            throw WriteError(description: "only a file shown as its lines can be written back: these rows were read whole (sections or a CSV) or made up (the data set)")
        }
        guard model.sheetFormat == nil else {
            throw WriteError(description: "a sheet's records are not written back (--no-sheet shows the file's lines, which are)")
        }
        guard !file.isStream else { throw WriteError(description: "the rows came from a stream: there is no file to write them to") }
        guard !file.isFollowing else { throw WriteError(description: "\(file.name) is followed: F stops following, then w writes") }
        guard file.isComplete, file.error == nil, model.knownRecords == file.index.count else {
            throw WriteError(description: "\(file.name) is still being read: w writes once every line is found")
        }
        guard let identity = file.identity, FileIdentity(path: path) == identity else {
            throw WriteError(description: "\(file.name) changed on disk since it was read: writing would lose those changes (r reads it again)")
        }
        guard let target = realpath(path, nil).map({ pointer in defer { free(pointer) }; return String(cString: pointer) }) else {
            throw WriteError(description: "cannot find \(file.name): \(String(cString: strerror(errno)))")
        }
        let folder = (target as NSString).deletingLastPathComponent
        guard access(folder, W_OK) == 0 else {
            throw WriteError(description: "cannot write in \(folder): \(String(cString: strerror(errno))) (the edits stay in memory)")
        }
        // The bytes of each run of consecutive lines, runs that continue one another joined.
        var pieces: [Range<UInt64>] = []
        var lines = 0
        for section in model.sections {
            for run in section.rows.recordRuns {
                guard let first = file.index.byteRange(ofLine: run.lowerBound), let last = file.index.byteRange(ofLine: run.upperBound - 1) else {
                    throw WriteError(description: "\(file.name) lost lines while it was written; the file is unchanged")
                }
                lines += run.count
                if let previous = pieces.last, previous.upperBound == first.lowerBound {
                    pieces[pieces.count - 1] = previous.lowerBound..<last.upperBound
                } else {
                    pieces.append(first.lowerBound..<last.upperBound)
                }
            }
        }
        let output = try ReplacementFile(replacing: target)
        // The original's permissions and owner (the owner only when allowed: root, or the same user).
        _ = fchmod(output.descriptor, identity.mode & 0o7777)
        _ = fchown(output.descriptor, identity.owner, identity.group)
        name = file.name
        self.lines = lines
        totalBytes = pieces.reduce(0) { $0 + $1.upperBound - $1.lowerBound }
        done.enter()
        Thread.detachNewThread { [self, pieces, lines] in
            let outcome = Result { () throws(WriteError) -> Int in
                do throws(WriteError) {
                    try copy(pieces, from: file, to: output.descriptor)
                } catch {
                    output.discard()
                    throw error
                }
                if let (what, error) = output.replaceTarget() {
                    errno = error
                    throw Self.failure(what)
                }
                return lines
            }
            result.withLock { $0 = outcome }
            done.leave()
        }
    }

    /// Writes `model`'s rows over the file at `path` and waits until they are written (see
    /// ``init(_:to:)``).
    ///
    /// - Returns: The number of lines written.
    /// - Throws: ``WriteError``, as ``init(_:to:)`` does, or when writing fails; nothing is
    ///   changed then.
    /// - Complexity: O(bytes written).
    public static func write(_ model: ListModel, to path: String) throws(WriteError) -> Int {
        let writer = try EditWriter(model, to: path)
        writer.wait()
        return try writer.take()?.get() ?? 0
    }

    /// How much of the file is written, from 0 to 1.
    ///
    /// - Complexity: O(1).
    public var fractionWritten: Double {
        totalBytes == 0 ? 1 : Double(written.load(ordering: .relaxed)) / Double(totalBytes)
    }

    /// Stops the write: the file stays as it was (unless it was already replaced: the write
    /// had ended).
    ///
    /// - Complexity: O(1).
    public func cancel() { cancelled.store(true, ordering: .relaxed) }

    /// Blocks until the write is over. The frame loop never waits; printing and tests do.
    ///
    /// - Complexity: O(the wait).
    public func wait() { done.wait() }

    /// How the write ended once it has (then nil again: it is handed over once); nil before.
    ///
    /// - Complexity: O(1).
    public func take() -> Result<Int, WriteError>? {
        result.withLock { value in
            defer { value = nil }
            return value
        }
    }

    private static func failure(_ what: String) -> WriteError {
        let reason = errno == ENOSPC ? "the disk is full" : String(cString: strerror(errno))
        return WriteError(description: "\(what): \(reason); the file is unchanged")
    }

    /// Copies `pieces` of the file to `output`, a line break put between two where the first
    /// did not end with one.
    private func copy(_ pieces: [Range<UInt64>], from file: LineFile, to output: Int32) throws(WriteError) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { buffer.deallocate() }
        var lastByte: UInt8 = 0x0A
        func put(_ bytes: UnsafeRawBufferPointer) throws(WriteError) {
            guard !cancelled.load(ordering: .relaxed) else { throw WriteError(description: "writing \(name) was cancelled; the file is unchanged") }
            if let error = FileOutput.write(bytes, to: output) {
                errno = error
                throw Self.failure("writing the temporary file failed")
            }
            written.add(UInt64(bytes.count), ordering: .relaxed)
        }
        for piece in pieces {
            // A line without a break that another line now follows gets one.
            if lastByte != 0x0A {
                buffer[0] = 0x0A
                try put(UnsafeRawBufferPointer(rebasing: buffer[..<1]))
            }
            var offset = piece.lowerBound
            while offset < piece.upperBound {
                let count = Int(Swift.min(UInt64(buffer.count), piece.upperBound - offset))
                let read = file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]), at: offset)
                guard read == count else { throw WriteError(description: "\(name) became shorter while it was written; the file is unchanged") }
                try put(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                lastByte = buffer[count - 1]
                offset += UInt64(count)
            }
        }
    }
}
