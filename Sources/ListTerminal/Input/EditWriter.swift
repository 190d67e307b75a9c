import Foundation

/// Writes a file's rows back after deletions and moves, safely: into a temporary file in the
/// same folder, flushed to disk, then renamed over the file — so the file is either as it was
/// or as edited, never half written, whatever happens meanwhile (a full disk, a crash).
///
/// Each row's line is copied byte for byte from the file (its line ending, invalid UTF-8 and
/// all), runs of consecutive lines in one go, so a file of any size is written in O(its size)
/// with a 1 MiB buffer. A line without a line break (the file's last, when it had none) gets
/// one only where another line now follows it. The file keeps its permissions, and its owner
/// where the process may set it (root, or the owner); a symbolic link is written through: its
/// target changes, the link stays. As with any rename-over write, another hard link to the file
/// keeps the old text, and extended attributes are not carried over.
public enum EditWriter {
    /// Why the rows were not written, said so a person can act on it; the file is unchanged.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        /// The message.
        public let description: String
    }

    /// Writes `model`'s rows, in order, over the file at `path` that its lines were read from.
    ///
    /// - Returns: The number of lines written.
    /// - Throws: ``WriteError`` when the rows are not a file's lines (a stream, a CSV, a sheet,
    ///   the data set), the file is followed or still being read, it changed on disk since it was
    ///   read, its folder is not writable, or writing fails; nothing is changed then.
    /// - Complexity: O(bytes written).
    public static func write(_ model: ListModel, to path: String) throws(WriteError) -> Int {
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
        var template = Array("\(folder)/.\((target as NSString).lastPathComponent).listterm-XXXXXX".utf8CString)
        let output = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard output >= 0 else { throw WriteError(description: "cannot make a temporary file in \(folder): \(String(cString: strerror(errno)))") }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var isOpen = true
        do throws(WriteError) {
            // The original's permissions and owner (the owner only when allowed: root, or the same user).
            _ = fchmod(output, identity.mode & 0o7777)
            _ = fchown(output, identity.owner, identity.group)
            let lines = try copyRows(of: model, from: file, to: output)
            guard fsync(output) == 0 else { throw failure("flushing it to disk failed") }
            isOpen = false
            guard close(output) == 0 else { throw failure("closing it failed") }
            guard rename(temporary, target) == 0 else { throw failure("replacing \(file.name) failed") }
            let directory = open(folder, O_RDONLY | O_DIRECTORY)
            if directory >= 0 {
                _ = fsync(directory)
                close(directory)
            }
            return lines
        } catch {
            if isOpen { close(output) }
            unlink(temporary)
            throw error
        }
    }

    private static func failure(_ what: String) -> WriteError {
        let reason = errno == ENOSPC ? "the disk is full" : String(cString: strerror(errno))
        return WriteError(description: "\(what): \(reason); the file is unchanged")
    }

    /// Copies every row's bytes to `output`, runs of consecutive lines at once.
    private static func copyRows(of model: ListModel, from file: LineFile, to output: Int32) throws(WriteError) -> Int {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { buffer.deallocate() }
        var lastByte: UInt8 = 0x0A
        var written = 0
        var run: Range<Int>?
        func copy(_ lines: Range<Int>) throws(WriteError) {
            guard let first = file.index.byteRange(ofLine: lines.lowerBound), let last = file.index.byteRange(ofLine: lines.upperBound - 1) else {
                throw WriteError(description: "\(file.name) lost lines while it was written; the file is unchanged")
            }
            // A line without a break that another line now follows gets one.
            if lastByte != 0x0A {
                buffer[0] = 0x0A
                try put(UnsafeRawBufferPointer(rebasing: buffer[..<1]))
            }
            var offset = first.lowerBound
            while offset < last.upperBound {
                let count = Int(Swift.min(UInt64(buffer.count), last.upperBound - offset))
                let read = file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]), at: offset)
                guard read == count else { throw WriteError(description: "\(file.name) became shorter while it was written; the file is unchanged") }
                try put(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                lastByte = buffer[count - 1]
                offset += UInt64(count)
            }
        }
        func put(_ bytes: UnsafeRawBufferPointer) throws(WriteError) {
            if let error = FileOutput.write(bytes, to: output) {
                errno = error
                throw failure("writing the temporary file failed")
            }
        }
        for section in model.sections {
            for row in 0..<section.rows.count {
                let line = section.rows[row]
                written += 1
                if let current = run, current.upperBound == line {
                    run = current.lowerBound..<(line + 1)
                } else {
                    if let current = run { try copy(current) }
                    run = line..<(line + 1)
                }
            }
        }
        if let current = run { try copy(current) }
        return written
    }
}
