import ArgumentParser
import Foundation
import ListEngine
import ListTerminal
import TerminalScreen

/// listterm with its output going elsewhere than a terminal (`listterm notes.txt | head`): it
/// copies its input there, as `cat` would and as `less` does.
extension ListTermCommand {
    /// Copies the input to standard output: a file's or standard input's bytes as they are (a
    /// gzip file's inflated, as the viewer shows it), several files one after another (one
    /// that cannot be read said on standard error, as `less` says it); for the data set, each
    /// row's text on a line of its own. A reader that stops reading (`head`) ends the program
    /// as it ends `cat`.
    ///
    /// - Complexity: O(input), in blocks of 64 KiB.
    func copyToOutput() throws {
        let source = self.source
        if files.count > 1 {
            for path in files {
                if let problem = Self.problem(reading: path) {
                    FileHandle.standardError.write(Data("listterm: \(problem)\n".utf8))
                } else {
                    try Self.copy(path: path)
                }
            }
            return
        }
        switch source.origin {
        case let .file(path):
            try Self.copy(path: path)
        case .standardInput:
            try Self.copy(from: STDIN_FILENO)
        case .dataSet:
            let model = try load()
            var text = ""
            for section in model.sections.indices {
                for row in 0..<model.sections[section].rows.count {
                    text += model.record(at: ListIndexPath(row: row, section: section))?.text ?? ""
                    text += "\n"
                    if text.utf8.count >= Self.block { try Self.write(text); text = "" }
                }
            }
            try Self.write(text)
        }
    }

    /// The size of a block read and written.
    private static let block = 1 << 16

    /// Copies the file at `path` to standard output, a gzip file inflated (corrupt or cut-short
    /// data: what came before it, then the reason on standard error and exit status 1).
    private static func copy(path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ValidationError("cannot read \(VisibleText.quoted(path))")
        }
        defer { try? handle.close() }
        guard GzipReader.isGzip(handle.fileDescriptor) else { return try copy(from: handle.fileDescriptor) }
        let gzip = GzipReader(reading: handle.fileDescriptor, name: (path as NSString).lastPathComponent)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: block, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let (count, error) = gzip.read(into: buffer)
            try write(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            if let error {
                // What was inflated went out; the reason is not a usage error.
                FileHandle.standardError.write(Data("listterm: \(error)\n".utf8))
                throw ExitCode.failure
            }
            if count < buffer.count { return }
        }
    }

    /// Copies `descriptor` to standard output until its end.
    private static func copy(from descriptor: Int32) throws {
        var buffer = [UInt8](repeating: 0, count: block)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, block) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                if count < 0 { throw ValidationError("reading the input failed: \(String(cString: strerror(errno)))") }
                return
            }
            try buffer.withUnsafeBytes { try write(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
    }

    private static func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
    }

    /// Writes all of `bytes` to standard output.
    private static func write(_ bytes: UnsafeRawBufferPointer) throws {
        if let error = FileOutput.write(bytes, to: STDOUT_FILENO) {
            throw ValidationError("writing the output failed: \(String(cString: strerror(error)))")
        }
    }
}
