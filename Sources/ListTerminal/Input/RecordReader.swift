import Foundation
import TerminalScreen

/// Reads records from text: a row per line, or a row per CSV/TSV record whose columns give
/// the text, the secondary text and the section key. A CSV is read as RFC 4180 writes it
/// (``CSVParser``: quoted fields with commas, quotes and line breaks); a TSV is plain, as
/// IANA's zone1970.tab is: fields split at tabs, records at line ends, and quotes are text.
public struct RecordReader: Sendable {
    /// How the text is split into records.
    public enum Format: String, CaseIterable, Sendable {
        /// A record per line; the line is the text.
        case lines
        /// Comma-separated values (RFC 4180); the first line names the columns unless
        /// ``RecordReader/hasHeader`` is false.
        case csv
        /// Tab-separated values: a record a line, fields split at tabs, quotes are text; the
        /// first line names the columns unless ``RecordReader/hasHeader`` is false.
        case tsv

        /// The format a file's name suggests: `.csv` → csv, `.tsv` or `.tab` → tsv, anything else lines.
        ///
        /// - Complexity: O(length of the path).
        public static func guessed(fromPath path: String) -> Format {
            switch (path as NSString).pathExtension.lowercased() {
            case "csv": .csv
            case "tsv", "tab": .tsv
            default: .lines
            }
        }
    }

    /// What went wrong reading records, said so a person can fix it.
    public struct ReadError: Error, CustomStringConvertible, Sendable {
        /// The message.
        public let description: String
    }

    /// How the text is split.
    public var format: Format
    /// The column (0-based) that gives each record's text.
    public var textColumn = 0
    /// The column that gives the secondary text, if any.
    public var secondaryColumn: Int?
    /// The column that gives the section key, if any.
    public var sectionColumn: Int?
    /// Whether a CSV's or TSV's first record names the columns (true) or is a row like the others.
    public var hasHeader = true

    /// A reader of `format` that takes the text from the first column.
    ///
    /// - Complexity: O(1).
    public init(format: Format) {
        self.format = format
    }

    /// The records in `text`.
    ///
    /// - Throws: ``ReadError`` for a CSV that does not parse (naming the line) or a column no
    ///   row has (naming the columns there are).
    /// - Complexity: O(length of `text`).
    public func records(from text: String) throws(ReadError) -> [Record] {
        let table: [[String]]
        switch format {
        case .lines:
            // "\r\n" is one Character: split at it as at "\n".
            var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            if lines.last?.isEmpty == true { lines.removeLast() }
            return lines.map { Record(text: String($0)) }
        case .csv:
            var text = text
            table = try text.withUTF8 { bytes in Result { () throws(ReadError) in try CSVParser.parse(bytes) } }.get()
        case .tsv:
            // Lines with nothing on them are no records, as in a CSV.
            table = text.utf8.split(separator: 0x0A).compactMap { line in
                let line = line.last == 0x0D ? line.dropLast() : line[...]
                guard !line.isEmpty else { return nil }
                return line.split(separator: 0x09, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            }
        }
        guard !table.isEmpty else { return [] }
        let header = hasHeader ? table[0] : []
        let columns = table.reduce(0) { Swift.max($0, $1.count) }
        for (name, column) in [("text", textColumn), ("secondary text", secondaryColumn), ("section", sectionColumn)] {
            if let column, !(0..<columns).contains(column) {
                throw ReadError(description: "no column \(column + 1) for the \(name): \(Self.describe(columns: columns, header: header))")
            }
        }
        return table.dropFirst(hasHeader ? 1 : 0).map { fields in
            func field(_ column: Int?) -> String { column.flatMap { $0 < fields.count ? fields[$0] : nil } ?? "" }
            return Record(text: field(textColumn), secondaryText: field(secondaryColumn), sectionKey: field(sectionColumn))
        }
    }

    /// How many columns rows have (the widest row's), and the names of the first ones from the
    /// header, if there is one — at most eight, and 80 characters of them, each cut to 20:
    /// "rows have at most 5 columns (a, b, c, d, e)", "… (a, b, … and 9,992 more)".
    ///
    /// - Complexity: O(1): eight names at most, whatever the header.
    static func describe(columns: Int, header: [String]) -> String {
        let counted = "rows have at most \(RecordStore.grouped(columns)) column\(columns == 1 ? "" : "s")"
        guard !header.isEmpty else { return counted }
        var names: [String] = []
        var length = 0
        for column in 0..<Swift.min(columns, 8) {
            let name = column < header.count && !header[column].isEmpty ? VisibleText.escaped(header[column], limit: 20) : "column \(column + 1)"
            guard names.isEmpty || length + name.count + 2 <= 80 else { break }
            names.append(name)
            length += name.count + 2
        }
        let more = columns > names.count ? ", … and \(RecordStore.grouped(columns - names.count)) more" : ""
        return "\(counted) (\(names.joined(separator: ", "))\(more))"
    }
}
