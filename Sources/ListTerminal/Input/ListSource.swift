import Foundation

/// Where a terminal list's rows come from, and how they are read and put into sections: a
/// value that can load them anywhere (on a background thread too) and load them again.
public struct ListSource: Sendable {
    /// The data.
    public enum Origin: Hashable, Sendable {
        /// A file at this path.
        case file(String)
        /// Standard input, read to its end.
        case standardInput
        /// listbench's deterministic data set of this many rows (``RecordStore/dataSet(rows:)``).
        case dataSet(rows: Int)
    }

    /// The data.
    public var origin: Origin
    /// How text becomes records (its format nil: guessed from the file's extension).
    public var reader: RecordReader
    /// How records are put into sections.
    public var sectioning: Sectioning

    /// A source of `origin`'s rows, read by `reader`, in sections by `sectioning`.
    ///
    /// - Complexity: O(1).
    public init(origin: Origin, reader: RecordReader, sectioning: Sectioning) {
        self.origin = origin
        self.reader = reader
        self.sectioning = sectioning
    }

    /// What the status line calls the list: the file's name, "stdin" or "data set".
    public var name: String {
        switch origin {
        case let .file(path): (path as NSString).lastPathComponent
        case .standardInput: "stdin"
        case .dataSet: "data set"
        }
    }

    /// Whether loading again can bring other rows (a file can change; standard input is read
    /// once, and the data set never changes).
    public var canReload: Bool {
        if case .file = origin { true } else { false }
    }

    /// What went wrong loading, said so a person can fix it.
    public struct LoadError: Error, CustomStringConvertible, Sendable {
        /// The message.
        public let description: String
    }

    /// Reads the rows and puts them into sections.
    ///
    /// - Throws: ``LoadError`` for a file that cannot be read or parsed.
    /// - Complexity: O(length of the data); O(1) for the data set.
    public func load() throws(LoadError) -> ListModel {
        let data: Data
        switch origin {
        case let .dataSet(rows):
            return ListModel(store: .dataSet(rows: rows), sectioning: sectioning)
        case .standardInput:
            data = FileHandle.standardInput.readDataToEndOfFile()
        case let .file(path):
            guard let contents = FileManager.default.contents(atPath: path) else {
                throw LoadError(description: "cannot read \(path): no such file, or not readable")
            }
            data = contents
        }
        do {
            let records = try reader.records(from: String(decoding: data, as: UTF8.self))
            return ListModel(store: .records(records), sectioning: sectioning, name: name, rowsAreLines: reader.format == .lines)
        } catch {
            throw LoadError(description: "\(name): \(error)")
        }
    }
}
