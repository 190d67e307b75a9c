import ArgumentParser
import Foundation
import ListEngine
import ListTerminal
import TerminalScreen

/// listterm with its output going elsewhere than a terminal (`listterm notes.txt | head`): it
/// copies its input there, as `cat` would and as `less` does.
extension ListTermCommand {
    /// Copies the input to standard output: a file's or standard input's bytes as they are;
    /// for the data set, each row's text on a line of its own. A reader that stops reading
    /// (`head`) ends the program as it ends `cat`.
    ///
    /// - Complexity: O(input), in blocks of 64 KiB.
    func copyToOutput() throws {
        let source = self.source
        switch source.origin {
        case let .file(path):
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw ValidationError("cannot read \(VisibleText.quoted(path))")
            }
            defer { try? handle.close() }
            try Self.copy(from: handle.fileDescriptor)
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
