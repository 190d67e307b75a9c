import Foundation

/// Where a terminal list's rows come from, and how they are read and put into sections: a
/// value that can load them anywhere (on a background thread too) and load them again.
public struct ListSource: Sendable {
    /// The data.
    public enum Origin: Hashable, Sendable {
        /// A file at this path.
        case file(String)
        /// Standard input: its lines as they are needed, or a CSV or TSV read to its end.
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
    /// The most bytes read from a stream (standard input, a pipe): lines past it are not shown,
    /// and a CSV from a stream larger than this is refused.
    public var spillLimit = LineFile.defaultSpillLimit
    /// Whether a file's end is watched for appended lines (`tail -F`), from the start.
    public var follows = false
    /// Whether a CSV or TSV (``RecordReader/format``) is shown as a sheet: a row a record, read
    /// as found like a file's lines (a CSV's quoted line breaks kept in their record), the
    /// first record the header. Ignored for other formats and sections.
    public var showsSheet = false

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

    /// Whether the rows are lines in file order, shown as the lines are found (``LineFile``)
    /// rather than read whole first: a file or standard input read as lines, or as a sheet's
    /// records, without sections.
    public var readsLinesAsFound: Bool {
        if case .dataSet = origin { return false }
        return (reader.format == .lines || isSheet) && sectioning == .none
    }

    /// Whether the rows are a sheet's records: ``showsSheet`` for a CSV or TSV.
    public var isSheet: Bool { showsSheet && reader.format != .lines }

    /// The rows of `file` (opened by ``openLines(following:)``): its lines, or a sheet's records.
    ///
    /// - Complexity: O(1).
    public func model(of file: LineFile) -> ListModel {
        ListModel(lines: file, sheet: isSheet ? reader.format : nil)
    }

    /// Opens the lines (``readsLinesAsFound``), found from now on by a thread of their own —
    /// a file's end followed from the start when `following`.
    ///
    /// - Throws: ``LoadError`` for a file that cannot be opened, or the data set.
    /// - Complexity: O(1).
    public func openLines(following: Bool = false) throws(LoadError) -> LineFile {
        do throws(LineFile.OpenError) {
            switch origin {
            case let .file(path):
                return try LineFile(path: path, name: name, spillLimit: spillLimit, following: following, quotesHoldLineBreaks: quotesHoldLineBreaks)
            case .standardInput:
                return try LineFile(standardInputNamed: name, spillLimit: spillLimit, quotesHoldLineBreaks: quotesHoldLineBreaks)
            case .dataSet: throw LineFile.OpenError(description: "the data set has no lines to read")
            }
        } catch {
            throw LoadError(description: error.description)
        }
    }

    /// Whether a row is a CSV record, whose quoted fields may hold line breaks.
    private var quotesHoldLineBreaks: Bool { isSheet && reader.format == .csv }

    /// What went wrong loading, said so a person can fix it.
    public struct LoadError: Error, CustomStringConvertible, Sendable {
        /// The message.
        public let description: String
    }

    /// Reads the rows and puts them into sections.
    ///
    /// A file's lines (``readsLinesAsFound``) are all found first; a stream's up to `lines` of
    /// them (all when nil: a stream that never ends is then read up to ``spillLimit``).
    ///
    /// - Throws: ``LoadError`` for a file that cannot be read or parsed.
    /// - Complexity: O(length of the data); O(1) for the data set.
    public func load(lines: Int? = nil) throws(LoadError) -> ListModel {
        if readsLinesAsFound {
            let file = try openLines()
            file.wait(forLines: file.isStream ? lines ?? .max : .max)
            if let error = file.error, file.index.count == 0 { throw LoadError(description: error) }
            return model(of: file)
        }
        let data: Data
        switch origin {
        case let .dataSet(rows):
            return ListModel(store: .dataSet(rows: rows), sectioning: sectioning)
        case .standardInput:
            data = try Self.readStandardInput(atMost: spillLimit)
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

    /// Standard input to its end, refused past `limit` bytes (a CSV is read whole).
    private static func readStandardInput(atMost limit: UInt64) throws(LoadError) -> Data {
        var data = Data()
        while true {
            let block = FileHandle.standardInput.availableData
            if block.isEmpty { return data }
            data.append(block)
            guard data.count <= limit else {
                throw LoadError(description: "stdin is larger than \(LineFile.bytes(limit)) (--spill-limit): a CSV or TSV is read whole")
            }
        }
    }
}
